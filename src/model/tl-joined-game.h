/* tl-joined-game.h — a game played on a host from this app: a TlGame kept in
 * step with the host by a TlRemoteGame (docs/design.md §10, docs/network.md
 * "The app's side")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * TlJoinedStatus:
 * @TL_JOINED_CONNECTING: reaching the host, or reaching it again after the
 *   connection was lost (tl_joined_game_get_game() is then the game as it
 *   was); no game yet before the first welcome
 * @TL_JOINED_PLAYING: connected, the game followed
 * @TL_JOINED_OVER: the host sent the whole record: the game is over
 * @TL_JOINED_FAILED: the seat cannot go on (tl_joined_game_get_error():
 *   a refused link or version, the seat taken by another connection, the
 *   host not reached for a minute)
 *
 * Where a joined game stands.
 */
typedef enum {
  TL_JOINED_CONNECTING,
  TL_JOINED_PLAYING,
  TL_JOINED_OVER,
  TL_JOINED_FAILED,
} TlJoinedStatus;

#define TL_TYPE_JOINED_GAME (tl_joined_game_get_type ())
G_DECLARE_FINAL_TYPE (TlJoinedGame, tl_joined_game, TL, JOINED_GAME, GObject)

/**
 * TlJoinedGame:
 *
 * One seat of a game on a host, played from this app. Its `game` (a #TlGame
 * with tl_game_get_viewer() the seat) appears with the host's welcome and
 * stays the same object to the end: each event of the host puts the seat's
 * twin in its place (what the others did appears, with its `scored`
 * signals), and each turn the person confirms is sent to the host as a step
 * ending the turn. At the end the game is the host's whole record.
 *
 * Properties (read-only, notified): `game` (#TlGame, nullable), `status`
 * (#TlJoinedStatus), `connected-seats` (notified when the host says who is
 * connected: tl_joined_game_seat_connected()).
 *
 * Signals: `refused` (const char *reason): the host refused a step of this
 * seat, in the host's words; the game is put back as the host has it.
 */

/**
 * tl_joined_game_new:
 * @link: an invite link, `tilelands://HOST:PORT/game/ID?seat=N&token=T`
 * @name: the player's name, sent to the host
 * @color: (nullable): the player's colour, sent to the host; %NULL keeps the seat's
 *   colour (the host refuses one another seat has)
 * @error: return location for an error, or %NULL
 *
 * Errors: those of tl_net_link_parse() (%G_URI_ERROR_FAILED naming what the
 * link lacks).
 *
 * Returns: (transfer full) (nullable): the seat, connecting at once.
 */
TlJoinedGame   *tl_joined_game_new            (const char *link,
                                               const char *name,
                                               const char *color,
                                               GError    **error);

TlGame         *tl_joined_game_get_game       (TlJoinedGame *self);
TlJoinedStatus  tl_joined_game_get_status     (TlJoinedGame *self);

/**
 * tl_joined_game_get_error:
 * @self: a joined game
 *
 * Returns: (transfer none) (nullable): why it failed (%TL_JOINED_FAILED):
 *   a %TL_NET_ERROR whose message is the host's or the network's words.
 */
const GError   *tl_joined_game_get_error      (TlJoinedGame *self);

/**
 * tl_joined_game_get_host:
 * @self: a joined game
 *
 * Returns: (transfer none): the host's address as the link names it.
 */
const char     *tl_joined_game_get_host       (TlJoinedGame *self);

/**
 * tl_joined_game_seat_connected:
 * @self: a joined game
 * @seat: a seat, from 0
 *
 * Returns: whether the host last said @seat is connected (before it said
 *   anything: %TRUE).
 */
gboolean        tl_joined_game_seat_connected (TlJoinedGame *self,
                                               guint         seat);

/**
 * tl_joined_game_seat_computer:
 * @self: a joined game
 * @seat: a seat, from 0
 *
 * A seat the host's computer plays (docs/network.md "Seats"): one of the
 * game's own computer seats, a person's seat handed to a computer (its
 * person's steps are refused with code `computer` until the host gives it
 * back), or a resigned one; as the host's last `welcome` or `presence` said
 * (`"computer": L`), or a refusal of code `computer` of this seat's step.
 * Notified with `connected-seats`.
 *
 * Returns: whether a computer plays @seat.
 */
gboolean        tl_joined_game_seat_computer  (TlJoinedGame *self,
                                               guint         seat);

/**
 * tl_joined_game_seat_resigned:
 * @self: a joined game
 * @seat: a seat, from 0
 *
 * Returns: whether the host last said @seat's person resigned (a computer
 *   plays it to the end).
 */
gboolean        tl_joined_game_seat_resigned  (TlJoinedGame *self,
                                               guint         seat);

G_END_DECLS
