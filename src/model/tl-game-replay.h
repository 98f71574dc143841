/* tl-game-replay.h — a game record turn by turn, for the History's replay view
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_GAME_REPLAY (tl_game_replay_get_type ())
G_DECLARE_FINAL_TYPE (TlGameReplay, tl_game_replay, TL, GAME_REPLAY, GObject)

/**
 * TlGameReplay:
 *
 * A game record turn by turn: step 0 is the board as set up (start tiles, chips,
 * face-down tiles), step k the game after its k-th turn (k = 1 .. n, n the record's
 * turns). A finished game's last step is over (%TL_PHASE_OVER): its end-of-game
 * scoring belongs to the last turn.
 *
 * The record is replayed once when the replay is made; what every step shows
 * without its board (the scores, who played, the scoring events) is kept, and the
 * game itself every n / 32 turns (8 at least). The game of another step is played
 * on from the snapshot at or before it (at most n / 32 turns), or from the step
 * asked before when that is nearer: the replay's memory grows with its length, not
 * with its square (a 2,015-turn game's replay holds 12 MB, where keeping the game of
 * every step took 733 MB: bench-replay).
 * Made on any thread, then used from one.
 */

/**
 * tl_game_replay_new:
 * @record: (transfer none): a game record (copied)
 * @origin: what to call it in messages (a file name, or "game ID")
 * @error: return location for an error, or %NULL
 *
 * Replays every turn of @record with tl_game_state_apply_turn(), as the
 * library and the CLI do (tl_replay_record_state()), keeping a copy of the game
 * every n / 32 turns (8 at least) and the game after the last turn.
 *
 * Errors: %TL_ENGINE_ERROR, `turn N: …` for an illegal turn (N from 1);
 * %TL_ENGINE_ERROR_INVALID_SETUP prefixed with `<origin>: ` for a header that
 * starts no game.
 *
 * Returns: (transfer full) (nullable): the replay.
 */
TlGameReplay       *tl_game_replay_new        (const TlRecord *record,
                                               const char     *origin,
                                               GError        **error);

/**
 * tl_game_replay_get_record:
 * @self: a replay
 *
 * Returns: (transfer none): the record replayed.
 */
const TlRecord     *tl_game_replay_get_record (TlGameReplay *self);

/**
 * tl_game_replay_get_n_turns:
 * @self: a replay
 *
 * Returns: the turns of the record, n: the steps are 0 .. n.
 */
guint               tl_game_replay_get_n_turns (TlGameReplay *self);

/**
 * tl_game_replay_get_state:
 * @self: a replay
 * @step: 0 .. n (tl_game_replay_get_n_turns())
 *
 * The game after @step turns, played on from the nearest snapshot (or from the
 * step asked before): the next step costs one turn, any other at most n / 32
 * turns and a copy of a game.
 *
 * Returns: (transfer none): the game, valid until the next call of this function
 * on @self (copy it to keep it).
 */
const TlGameState  *tl_game_replay_get_state  (TlGameReplay *self,
                                               guint         step);

/**
 * tl_game_replay_get_player:
 * @self: a replay
 * @step: 1 .. n
 *
 * Returns: the seat (0 .. players − 1) that played turn @step, without playing the
 * game to it.
 */
guint               tl_game_replay_get_player (TlGameReplay *self,
                                               guint         step);

/**
 * tl_game_replay_get_score:
 * @self: a replay
 * @step: 0 .. n
 * @seat: 0 .. players − 1
 *
 * Returns: @seat's score after @step turns (at the last step of a finished
 * game, the final score).
 */
gint                tl_game_replay_get_score  (TlGameReplay *self,
                                               guint         step,
                                               guint         seat);

/**
 * tl_game_replay_get_events:
 * @self: a replay
 * @step: 1 .. n (0 has none)
 * @n_events: (out): how many
 *
 * The scoring events of turn @step, in the order they happened; at the last
 * step of a finished game the end-of-game scoring follows (`final` set).
 *
 * Returns: (transfer none) (array length=n_events): the events, valid as long
 * as @self; %NULL when there are none.
 */
const TlScoreEvent *tl_game_replay_get_events (TlGameReplay *self,
                                               guint         step,
                                               guint        *n_events);

/**
 * tl_game_replay_get_score_range:
 * @self: a replay
 * @lowest: (out) (optional): the lowest score of any seat at any step (≤ 0)
 * @highest: (out) (optional): the highest (≥ 0)
 *
 * For the axis of a plot of the scores over the turns.
 */
void                tl_game_replay_get_score_range (TlGameReplay *self,
                                                    gint         *lowest,
                                                    gint         *highest);

G_END_DECLS
