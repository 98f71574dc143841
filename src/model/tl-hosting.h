/* tl-hosting.h — the app as a host: "Host on this network" (docs/design.md
 * §10, docs/network.md "Hosting from the app")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_HOSTING (tl_hosting_get_type ())
G_DECLARE_FINAL_TYPE (TlHosting, tl_hosting, TL, HOSTING, GObject)

/**
 * TL_HOSTING_ADDRESS_ENV:
 *
 * The environment variable naming the one IP address the app's host listens
 * on and names in its links (`127.0.0.1` in every test). Without it the host
 * listens on every IPv4 address (0.0.0.0) and its links name the first IPv4 address that is
 * not a loopback one (127.0.0.1 when there is none).
 */
#define TL_HOSTING_ADDRESS_ENV "TILELANDS_HOST_ADDRESS"

/**
 * TlHosting:
 *
 * The games this app hosts: one #TlHost (src/net/tl-host.h) in the process,
 * with a library and a seats file of its own in a folder of its own (not the
 * user's library: hosted games stay out of Continue and Saved Games; each
 * joins the History of the user's library through the app's own seat, as any
 * joined game does). The folder's `hosting.json` keeps the port (the same
 * across restarts, so links stay good) and, per game not over, every seat's
 * link and which seats a computer plays: the host plays the computer seats
 * itself, in-process (tl-host-computer.c, docs/network.md "Seats"), also
 * after a restart (its seats file keeps them).
 *
 * The host starts listening with the first game (tl_hosting_create_game()) or
 * with tl_hosting_resume() when a game is not over; it stops when the object
 * is finalized (the app quits).
 *
 * Signal `changed` (no arguments): a game was made, ended, or over, or a link
 * changed.
 */

/**
 * tl_hosting_new:
 * @dir: the folder of the host's library, seats file and `hosting.json`
 *   (made when needed), e.g. `$XDG_DATA_HOME/tilelands/hosting`
 *
 * Returns: (transfer full): a hosting that listens to nothing yet.
 */
TlHosting  *tl_hosting_new            (const char *dir);

/**
 * tl_hosting_dup_default_dir:
 *
 * Returns: (transfer full): `hosting` in the user's data folder of Tilelands
 *   (`$XDG_DATA_HOME/tilelands/hosting`); free with g_free().
 */
char       *tl_hosting_dup_default_dir (void);

/**
 * tl_hosting_resume:
 * @self: a hosting
 * @error: return location for an error, or %NULL
 *
 * When `hosting.json` lists a game not over: listens on its port again, takes
 * every game up at its last committed step (tl_host_load_games(); the host
 * plays their computer seats again) and announces those with a title
 * (tl_hosting_announce_game()). Does nothing without such a game.
 *
 * Errors: %G_FILE_ERROR, %TL_NET_ERROR_MALFORMED for a `hosting.json` that
 * cannot be read; those of tl_store_open(), tl_host_load_games() and
 * tl_host_listen() (the port taken by another program).
 *
 * Returns: %TRUE when nothing failed.
 */
gboolean    tl_hosting_resume         (TlHosting  *self,
                                       GError    **error);

/**
 * tl_hosting_create_game:
 * @self: a hosting
 * @record: a new game's record (players, options, no turns); its seed and id
 *   are the host's
 * @error: return location for an error, or %NULL
 *
 * Listens (on the remembered port, or one the system chooses, then
 * remembered) unless it does and makes the game on the host, which plays
 * every %TL_PLAYER_AI seat itself at the seat's level.
 * tl_hosting_dup_links() gives the seats' links.
 *
 * Errors: those of tl_store_open(), tl_host_listen(), tl_host_create_game()
 * and of writing `hosting.json`.
 *
 * Returns: (transfer full) (nullable): the game's id; free with g_free().
 */
char       *tl_hosting_create_game    (TlHosting      *self,
                                       const TlRecord *record,
                                       GError        **error);

/**
 * tl_hosting_get_port:
 * @self: a hosting
 *
 * Returns: the port it listens on, or the one it will (remembered); 0 when
 *   it never listened.
 */
guint       tl_hosting_get_port       (TlHosting *self);

/**
 * tl_hosting_is_listening:
 * @self: a hosting
 *
 * Returns: whether its host accepts connections.
 */
gboolean    tl_hosting_is_listening   (TlHosting *self);

/**
 * tl_hosting_has_game:
 * @self: a hosting
 * @id: (nullable): a game's id
 *
 * Returns: whether @id is a game this app hosts that is not over nor ended.
 */
gboolean    tl_hosting_has_game       (TlHosting  *self,
                                       const char *id);

/**
 * tl_hosting_dup_game_ids:
 * @self: a hosting
 *
 * Returns: (transfer full): the ids of the games it hosts that are not over,
 *   oldest first; free with g_strfreev().
 */
GStrv       tl_hosting_dup_game_ids   (TlHosting *self);

/**
 * tl_hosting_dup_links:
 * @self: a hosting
 * @id: a game it hosts
 *
 * Returns: (transfer full) (nullable): one invite link per seat, seat 0
 *   first, naming the address friends reach (TL_HOSTING_ADDRESS_ENV); %NULL
 *   for a game it does not host; free with g_strfreev().
 */
GStrv       tl_hosting_dup_links      (TlHosting  *self,
                                       const char *id);

/**
 * tl_hosting_dup_local_link:
 * @self: a hosting
 * @id: a game it hosts
 * @seat: a seat, from 0
 *
 * Returns: (transfer full) (nullable): the seat's link naming 127.0.0.1 (how
 *   this app's window joins its own seat); %NULL for a game or seat it does not
 *   have; free with g_free().
 */
char       *tl_hosting_dup_local_link (TlHosting  *self,
                                       const char *id,
                                       guint       seat);

/**
 * tl_hosting_get_computer_level:
 * @self: a hosting
 * @id: a game it hosts
 * @seat: a seat, from 0
 *
 * Returns: the computer level (0 Easy to %TL_AI_MAX_LEVEL) of a seat a
 *   computer plays here, -1 for a seat a person plays (or no such seat).
 */
gint        tl_hosting_get_computer_level (TlHosting  *self,
                                           const char *id,
                                           guint       seat);

/**
 * tl_hosting_reissue_link:
 * @self: a hosting
 * @id: a game it hosts
 * @seat: a seat, from 0
 * @error: return location for an error, or %NULL
 *
 * Revokes the seat's link and makes a new one (tl_host_reissue_link(): the
 * seat's connection is closed), remembered in `hosting.json`.
 *
 * Errors: those of tl_host_reissue_link(); %TL_NET_ERROR_TOKEN when the
 * hosting does not listen; those of writing `hosting.json`.
 *
 * Returns: (transfer full) (nullable): the new link; free with g_free().
 */
char       *tl_hosting_reissue_link   (TlHosting   *self,
                                       const char  *id,
                                       guint        seat,
                                       GError     **error);

/**
 * tl_hosting_end_game:
 * @self: a hosting
 * @id: a game it hosts
 * @error: return location for an error, or %NULL
 *
 * Ends the game before its end (tl_host_end_game(): every seat gets the
 * record as it stands); its computer seats stop; `hosting.json` forgets it.
 *
 * Errors: those of tl_host_end_game(); %TL_NET_ERROR_TOKEN when the hosting
 * does not listen.
 *
 * Returns: %TRUE when the game was ended.
 */
gboolean    tl_hosting_end_game       (TlHosting   *self,
                                       const char  *id,
                                       GError     **error);

/**
 * tl_hosting_set_seat_computer:
 * @self: a hosting
 * @id: a game it hosts
 * @seat: a seat, from 0, that a person plays (absent)
 * @level: 1 to 3 (Easy, Normal, Hard): a computer plays the seat until it is
 *   given back; 0 gives it back to its person
 * @error: return location for an error, or %NULL
 *
 * Hands an absent person's seat to a computer player of the host, or back
 * (tl_host_set_seat_computer(), docs/network.md "Seats").
 *
 * Errors: those of tl_host_set_seat_computer() (%G_IO_ERROR_NOT_SUPPORTED
 * while the host cannot do it); %TL_NET_ERROR_TOKEN when the hosting does
 * not listen.
 *
 * Returns: %TRUE when done.
 */
gboolean    tl_hosting_set_seat_computer (TlHosting   *self,
                                          const char  *id,
                                          guint        seat,
                                          int          level,
                                          GError     **error);

/**
 * tl_hosting_announce_game:
 * @self: a hosting
 * @id: a game it hosts, not over
 * @title: the title it is found under on the network (UTF-8, e.g. "Ana’s game")
 * @error: return location for an error, or %NULL
 *
 * Announces the game on the local network (#TlNetAnnouncer: a
 * `_tilelands._tcp` service on the hosting's port, never a token) while it
 * is not over, and again after a restart (the title is kept in
 * `hosting.json`); withdrawn at its end, when tl_hosting_end_game() ends it
 * and when the hosting is freed. Only when the host listens beyond this
 * computer (tl_hosting_announces_on() of TL_HOSTING_ADDRESS_ENV): never
 * with `TILELANDS_HOST_ADDRESS=127.0.0.1`, as in every test. Without the
 * Avahi daemon (or a build without Avahi) the game is not announced and a
 * message is logged: not an error, its links still join it.
 *
 * Errors: %TL_NET_ERROR_TOKEN for a game it does not host (or when it does
 * not listen); those of writing `hosting.json`.
 *
 * Returns: %TRUE when the title is kept.
 */
gboolean    tl_hosting_announce_game  (TlHosting   *self,
                                       const char  *id,
                                       const char  *title,
                                       GError     **error);

/**
 * tl_hosting_get_announced_name:
 * @self: a hosting
 * @id: a game's id
 *
 * Returns: (nullable): the service name the game is announced under on the
 *   network (its title, or Avahi's "TITLE #2"), %NULL when it is not.
 */
const char *tl_hosting_get_announced_name (TlHosting  *self,
                                           const char *id);

/**
 * tl_hosting_announces_on:
 * @address: (nullable): the address the host listens on, as
 *   TL_HOSTING_ADDRESS_ENV gives it (%NULL or empty: every IPv4 address)
 *
 * Whether a host listening on @address announces its games: only when it
 * listens beyond this computer — every address, or one (IPv4 or IPv6,
 * dotted or colon form) that is not a loopback one. A name rather than an
 * address is never announced. Announcing multicasts on every interface the
 * Avahi daemon serves, so a host reachable only here must not.
 *
 * Returns: whether to announce.
 */
gboolean    tl_hosting_announces_on   (const char *address);

/**
 * tl_hosting_lan_address:
 *
 * Returns: (transfer full): the address the links name: TL_HOSTING_ADDRESS_ENV
 *   when set, else this computer's first IPv4 address that is not a loopback
 *   one, else `127.0.0.1`; free with g_free().
 */
char       *tl_hosting_lan_address    (void);

G_END_DECLS
