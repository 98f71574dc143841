/* tl-host.h — the authoritative side of network play: games on a WebSocket
 * server (docs/design.md §10, docs/network.md "The host")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"
#include "tl-store.h"

G_BEGIN_DECLS

typedef struct _TlHost TlHost;

/**
 * TlHostOverFunc:
 * @host: the host
 * @id: the id of the game that ended
 * @data: the callback's data
 *
 * Called once a game ended and its `end` went to the seats connected.
 */
typedef void (*TlHostOverFunc) (TlHost *host, const char *id, gpointer data);

/**
 * tl_host_new:
 * @store: (nullable): the library that keeps every game after every step (a
 *   server's); %NULL keeps games in memory only (`tilelands-cli host`)
 * @seats_path: (nullable): the file that keeps each game's seats (their token
 *   hashes), beside @store; %NULL with no @store
 *
 * Returns: (transfer full): a host that serves nothing yet; free with
 *   tl_host_free().
 */
TlHost   *tl_host_new           (TlStore    *store,
                                 const char *seats_path);

/**
 * tl_host_free:
 * @host: (nullable): a host
 *
 * Closes every connection (going away, 1001) and the server, then frees the
 * host. Everything was already stored (each step is, before it is sent).
 */
void      tl_host_free          (TlHost *host);

/**
 * tl_host_set_max_games:
 * @host: a host
 * @max_games: the most games it holds at once (games over not counted); 0: no limit
 */
void      tl_host_set_max_games (TlHost *host,
                                 guint   max_games);

/**
 * tl_host_set_max_step_rate:
 * @host: a host
 * @steps: the most steps one connection may send in a second; 0: no limit
 *
 * A step beyond it is refused (`refused`, code `rate`, the game unchanged); it
 * counts with the other refusals of the connection, the 51st of which closes
 * it (1008). A step id applied already is ignored before it is counted.
 */
void      tl_host_set_max_step_rate (TlHost *host,
                                     guint   steps);

/**
 * tl_host_set_max_creates:
 * @host: a host
 * @games: the most games one IP address may create (`POST /games`) in an
 *   hour; 0: no limit
 *
 * One more is refused with 429 and the reason, and logged.
 */
void      tl_host_set_max_creates (TlHost *host,
                                   guint   games);

/**
 * tl_host_set_public_url:
 * @host: a host
 * @url: where players reach it, `ws://HOST[:PORT]` or `wss://HOST[:PORT]`
 *   (port 80 or 443 when left out): a reverse proxy's public address
 * @error: return location for an error, or %NULL
 *
 * The invite links of the games made from now on name @url's host, port and
 * TLS instead of the address the host listens on (docs/server.md "The
 * internet").
 *
 * Errors: %G_IO_ERROR_INVALID_ARGUMENT naming @url when it is not ws:// or
 * wss:// with a host and nothing after the port.
 *
 * Returns: %TRUE when set; on an error nothing changes.
 */
gboolean  tl_host_set_public_url (TlHost      *host,
                                  const char  *url,
                                  GError     **error);

/**
 * tl_host_set_idle_limit:
 * @host: a host
 * @seconds: how long a game not over may go without a step before the host
 *   lets it go, in seconds; 0: forever
 *
 * An idle game is dropped from the host (its seats' connections are told why
 * and closed, its links stop working, the seats file forgets it); the library
 * keeps it as a saved game. Counted from the last step, or from when the host
 * took the game up (after a restart). Checked every @seconds / 4 (at most
 * every 10 minutes).
 */
void      tl_host_set_idle_limit (TlHost *host,
                                  double  seconds);

/**
 * tl_host_set_over_func:
 * @host: a host
 * @func: (nullable): called when a game ends
 * @data: for @func
 */
void      tl_host_set_over_func (TlHost         *host,
                                 TlHostOverFunc  func,
                                 gpointer        data);

/**
 * tl_host_listen:
 * @host: a host
 * @address: an IP address to listen on (`127.0.0.1` unless told otherwise)
 * @port: the port; 0 lets the system choose (tl_host_get_port())
 * @tls_cert: (nullable): a PEM certificate file: TLS on (`wss://`)
 * @tls_key: (nullable): its PEM private key file (with @tls_cert)
 * @error: return location for an error, or %NULL
 *
 * Starts serving: `POST /games` (creating a game, tl_host_create_game()) and
 * WebSocket connections on `/game/ID` with the subprotocol `tilelands`, no
 * compression, messages of at most 64 KiB (a larger one closes with 1009).
 *
 * Errors: %G_IO_ERROR for an address that is no IP address or one that cannot
 * be listened on; the errors of g_tls_certificate_new_from_files().
 *
 * Returns: %TRUE when it accepts connections.
 */
gboolean  tl_host_listen        (TlHost      *host,
                                 const char  *address,
                                 guint        port,
                                 const char  *tls_cert,
                                 const char  *tls_key,
                                 GError     **error);

/**
 * tl_host_get_port:
 * @host: a listening host
 *
 * Returns: the port it listens on.
 */
guint     tl_host_get_port      (TlHost *host);

/**
 * tl_host_get_uri:
 * @host: a listening host
 *
 * Returns: (transfer full): `ws://ADDRESS:PORT` (`wss://` with TLS); free with g_free().
 */
char     *tl_host_get_uri       (TlHost *host);

/**
 * tl_host_load_games:
 * @host: a host with a store and a seats file
 * @error: return location for an error, or %NULL
 *
 * Takes up every game of the seats file again from the library, at its last
 * committed step (after a restart). A game the library does not have is
 * skipped with a warning.
 *
 * Errors: %G_FILE_ERROR or %G_IO_ERROR when the seats file cannot be read;
 * %TL_NET_ERROR_MALFORMED when it is not what the host writes.
 *
 * Returns: %TRUE when the file was read (or does not exist yet).
 */
gboolean  tl_host_load_games    (TlHost  *host,
                                 GError **error);

/**
 * tl_host_create_game:
 * @host: a listening host
 * @record: a new game's record: its header with players, no turns; a seed and
 *   an id are given to it here
 * @links: (out) (transfer full) (array zero-terminated=1): one invite link per
 *   seat, seat 0 first; free with g_strfreev()
 * @error: return location for an error, or %NULL
 *
 * Adds a game with a new token per seat (stored hashed), stores it and starts
 * its first turn. A player of @record whose `kind` is ai is a computer seat
 * the host plays itself at its `level` (tl_host_set_seat_computer()); it has a
 * link too, which watches.
 *
 * Errors: %TL_NET_ERROR_FULL when the host holds tl_host_set_max_games()
 * games; %TL_NET_ERROR_REFUSED for a computer seat over the host's most level
 * (tl_host_set_computer_limits()); those of tl_game_state_new(); those of
 * tl_store_save_game(); those of writing the seats file.
 *
 * Returns: (transfer full) (nullable): the game's id; free with g_free().
 */
char     *tl_host_create_game   (TlHost     *host,
                                 TlRecord   *record,
                                 GStrv      *links,
                                 GError    **error);

/**
 * tl_host_dup_record:
 * @host: a host
 * @id: a game's id
 *
 * Returns: (transfer full) (nullable): the whole record of the game as it
 *   stands, %NULL for an unknown id; free with tl_record_free().
 */
TlRecord *tl_host_dup_record    (TlHost     *host,
                                 const char *id);

/**
 * tl_host_n_connections:
 * @host: a host
 *
 * Returns: how many WebSocket connections are open.
 */
guint     tl_host_n_connections (TlHost     *host);

/**
 * tl_host_reissue_link:
 * @host: a listening host
 * @id: a game's id
 * @seat: a seat of the game, from 0
 * @error: return location for an error, or %NULL
 *
 * Revokes the seat's invite link and issues a new one (a new token, stored
 * hashed; the seats file rewritten). The seat's connection, if any, is told
 * (`refused`, code `token`: "the link you joined with was revoked") and closed;
 * a `hello` with the old token is refused from then on, also after a restart
 * ("this invite link was revoked: ask the game’s creator for a new one").
 *
 * Errors: %TL_NET_ERROR_TOKEN for an unknown game or a seat it does not have;
 * those of tl_net_token_new() and of writing the seats file (the old link then
 * stays valid).
 *
 * Returns: (transfer full) (nullable): the seat's new invite link; free with
 *   g_free().
 */
char     *tl_host_reissue_link  (TlHost      *host,
                                 const char  *id,
                                 guint        seat,
                                 GError     **error);

/**
 * tl_host_end_game:
 * @host: a host
 * @id: a game's id
 * @error: return location for an error, or %NULL
 *
 * Ends a game before its end (its creator's decision): every seat connected
 * gets `end` with the whole record as it stands (its seed too) and is closed;
 * the host lets the game go (its links stop working, the seats file forgets
 * it); the library keeps it as a saved game, as it was after its last step.
 *
 * Errors: %TL_NET_ERROR_TOKEN for an unknown game; %TL_NET_ERROR_REFUSED for a
 * game that is over already; those of writing the seats file.
 *
 * Returns: %TRUE when the game was ended.
 */
gboolean  tl_host_end_game      (TlHost      *host,
                                 const char  *id,
                                 GError     **error);

/**
 * tl_host_set_seat_computer:
 * @host: a host
 * @id: a game's id
 * @seat: a seat of the game, from 0, a person's (`kind` human in the record)
 * @level: 1 (Easy), 2 (Normal) or 3 (Hard): a computer player of the engine's
 *   level @level - 1 plays the seat from now on; 0: its person plays it again
 * @error: return location for an error, or %NULL
 *
 * Hands a seat whose person is absent to a computer player, or gives it back
 * (docs/network.md "Seats"; the host's or the creator's decision, docs/design.md
 * §10). The host plays a computer seat itself, in-process, with the engine's
 * computer player on a worker thread, within its budget
 * (tl_host_set_computer_limits()); each turn it plays for the person is marked
 * in the record (`"computer": LEVEL - 1`, docs/record-format.md). The seat's
 * person joining again does not take the seat back: their connection watches
 * (its steps are refused, code `computer`) until the seat is given back, when it
 * gets a fresh `welcome`. Every seat gets `presence` (its `players` name the
 * seat's computer level). Kept in the seats file, so it outlives a restart.
 * Setting the level a seat has already does nothing.
 *
 * Errors: %TL_NET_ERROR_TOKEN for an unknown game or a seat it does not have;
 * %TL_NET_ERROR_MALFORMED for a @level outside 0 to 3; %TL_NET_ERROR_REFUSED
 * for a game over, a seat of the game's own computer players, a seat whose
 * person resigned, a level over the host's most, or handing over a seat whose
 * person is connected; those of writing the seats file (nothing changes).
 *
 * Returns: %TRUE when the seat is played as asked.
 */
gboolean  tl_host_set_seat_computer (TlHost      *host,
                                     const char  *id,
                                     guint        seat,
                                     int          level,
                                     GError     **error);

/**
 * tl_host_set_computer_limits:
 * @host: a host
 * @max_level: the highest engine level of a computer seat, 0 (Easy) to
 *   %TL_AI_MAX_LEVEL (the default); -1: none (a resigned seat is still played,
 *   at level 0)
 * @budget_ms: a Hard computer's thinking time per move, in milliseconds
 *   (default %TL_AI_DEFAULT_BUDGET_MS)
 *
 * A game asking for a computer seat over @max_level is refused
 * (tl_host_create_game()), and so is handing a seat to one
 * (tl_host_set_seat_computer()); games taken up again play theirs at
 * @max_level at most.
 */
void      tl_host_set_computer_limits (TlHost *host,
                                       int     max_level,
                                       guint   budget_ms);

/**
 * tl_host_set_computer_delay:
 * @host: a host
 * @delay_ms: how long the host's computer players wait before each turn, in
 *   milliseconds (a person's pace; `tilelands-cli host --delay-ms`); 0, the
 *   default: they play at once
 *
 * The wait is on the computer's worker thread: the host goes on serving; a
 * seat given back meanwhile stops it.
 */
void      tl_host_set_computer_delay (TlHost *host,
                                      guint   delay_ms);

/**
 * tl_host_set_create_token:
 * @host: a host
 * @token: (nullable): the text `POST /games` must carry as `Authorization:
 *   Bearer TOKEN`; %NULL: anyone may create games
 *
 * Only its SHA-256 is kept; it is compared in constant time. A request
 * without it, or with another, gets 403 and a log line.
 */
void      tl_host_set_create_token (TlHost     *host,
                                    const char *token);

G_END_DECLS
