/* tl-remote-game.h — a seat in a game on a host (docs/design.md §10,
 * docs/network.md "A seat on a host")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"
#include "tl-net-message.h"

G_BEGIN_DECLS

typedef struct _TlRemoteGame TlRemoteGame;

/**
 * TlRemoteGameEvents:
 * @changed: the twin changed (a welcome, an event): the seat may have a step to take
 * @refused: the host refused a step (@id, @reason) or another message
 * @ended: the game is over; tl_remote_game_get_record() holds the whole record
 * @failed: the seat cannot go on (@error: %TL_NET_ERROR_TOKEN,
 *   %TL_NET_ERROR_VERSION, %TL_NET_ERROR_REPLACED, %TL_NET_ERROR_UNREACHABLE)
 * @received: (nullable): every message received, as its text (a log)
 * @lost: (nullable): the connection was lost or could not be made (@why, in
 *   the network's words): it is tried again with backoff; @changed follows
 *   the next welcome
 *
 * What a remote game tells its user; every callback may be %NULL but @failed.
 */
typedef struct {
  void (*changed)  (TlRemoteGame *game, gpointer data);
  void (*refused)  (TlRemoteGame *game, const char *id, const char *code, const char *reason,
                    gpointer data);
  void (*ended)    (TlRemoteGame *game, gpointer data);
  void (*failed)   (TlRemoteGame *game, const GError *error, gpointer data);
  void (*received) (TlRemoteGame *game, const char *text, gsize length, gpointer data);
  void (*lost)     (TlRemoteGame *game, const char *why, gpointer data);
} TlRemoteGameEvents;

/**
 * tl_remote_game_new:
 * @link: an invite link (tl_net_link_parse())
 * @name: the player's name, sent in `hello`
 * @color: the player's colour, sent in `hello`
 * @events: what to call; copied
 * @data: for @events
 * @error: return location for an error, or %NULL
 *
 * Errors: those of tl_net_link_parse() and tl_net_session_new() (a
 * `TILELANDS_TLS_CA` that cannot be read).
 *
 * Returns: (transfer full) (nullable): the seat, not connected yet
 *   (tl_remote_game_start()); free with tl_remote_game_free().
 */
TlRemoteGame      *tl_remote_game_new        (const char               *link,
                                              const char               *name,
                                              const char               *color,
                                              const TlRemoteGameEvents *events,
                                              gpointer                  data,
                                              GError                  **error);
void               tl_remote_game_free       (TlRemoteGame *game);

/**
 * tl_remote_game_set_timeouts:
 * @game: a seat
 * @ping_ms: how often to ping the host, in ms
 * @pong_ms: how long to wait for its pong before taking the connection for dead
 * @unreachable_ms: how long to try reconnecting before failing with
 *   %TL_NET_ERROR_UNREACHABLE
 */
void               tl_remote_game_set_timeouts (TlRemoteGame *game,
                                                guint         ping_ms,
                                                guint         pong_ms,
                                                guint         unreachable_ms);

/**
 * tl_remote_game_start:
 * @game: a seat
 *
 * Connects (retrying with backoff when the host cannot be reached), says
 * `hello`, builds the twin from the `welcome` and follows the events; after a
 * lost connection it connects again and resumes from a new `welcome`.
 */
void               tl_remote_game_start      (TlRemoteGame *game);

/**
 * tl_remote_game_get_twin:
 * @game: a seat
 *
 * Returns: (transfer none) (nullable): the seat's twin of the game
 *   (tl_game_state_viewer()), %NULL before the first welcome.
 */
TlGameState       *tl_remote_game_get_twin   (TlRemoteGame *game);

/**
 * tl_remote_game_get_seat:
 * @game: a seat
 *
 * Returns: the seat, from 0.
 */
guint              tl_remote_game_get_seat   (TlRemoteGame *game);

/**
 * tl_remote_game_get_id:
 * @game: a seat
 *
 * Returns: (transfer none): the game's id.
 */
const char        *tl_remote_game_get_id     (TlRemoteGame *game);

/**
 * tl_remote_game_get_seq:
 * @game: a seat
 *
 * Returns: the seq of the last event or welcome followed.
 */
gint64             tl_remote_game_get_seq    (TlRemoteGame *game);

/**
 * tl_remote_game_get_record:
 * @game: a seat
 *
 * Returns: (transfer none) (nullable): the whole record from `end`, once ended.
 */
const TlRecord    *tl_remote_game_get_record (TlRemoteGame *game);

/**
 * tl_remote_game_send_step:
 * @game: a connected seat
 * @turn: (transfer none): the seat's turn so far, its choices (docs/network.md "Steps")
 * @end: whether the step ends the turn
 *
 * Sends a step with a new id. Nothing happens locally: the twin moves when the
 * host's event comes.
 *
 * Returns: %TRUE when sent (%FALSE while not connected).
 */
gboolean           tl_remote_game_send_step  (TlRemoteGame *game,
                                              JsonNode     *turn,
                                              gboolean      end);

/**
 * tl_remote_game_send_text:
 * @game: a connected seat
 * @text: any text (tests send malformed messages with it)
 *
 * Returns: %TRUE when sent.
 */
gboolean           tl_remote_game_send_text  (TlRemoteGame *game,
                                              const char   *text);

G_END_DECLS
