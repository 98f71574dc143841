/* tl-net-game.h — one game as its host holds it: the whole game, the steps
 * seats send, and what each seat is sent (docs/network.md "The host")
 *
 * No socket here: TlHost (tl-host.c) carries what this computes.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"
#include "tl-net-message.h"

G_BEGIN_DECLS

typedef struct _TlNetGame TlNetGame;

/**
 * tl_net_game_new:
 * @record: a whole record (with its seed), new or as its host last stored it
 *   (whole turns and a turn in progress); copied
 * @error: return location for an error, or %NULL
 *
 * Replays @record and, when it stands between turns, starts the next turn (the
 * host draws for the player: the draw is no choice).
 *
 * Errors: those of tl_game_state_replay(); %TL_ENGINE_ERROR_INVALID_SETUP for a
 * player's view (a host holds whole games).
 *
 * Returns: (transfer full) (nullable): the game; free with tl_net_game_free().
 */
TlNetGame         *tl_net_game_new        (const TlRecord *record,
                                           GError        **error);
void               tl_net_game_free       (TlNetGame *game);

/**
 * tl_net_game_state:
 * @game: a game
 *
 * Returns: (transfer none): the whole game as it stands (with its turn in
 *   progress): what the host stores after every step.
 */
const TlGameState *tl_net_game_state      (TlNetGame *game);

/**
 * tl_net_game_n_players:
 * @game: a game
 *
 * Returns: how many seats the game has.
 */
guint              tl_net_game_n_players  (TlNetGame *game);

/**
 * tl_net_game_is_over:
 * @game: a game
 *
 * Returns: whether the game is over (its `end` is due).
 */
gboolean           tl_net_game_is_over    (TlNetGame *game);

/**
 * tl_net_game_seq:
 * @game: a game
 *
 * Returns: how many events the game has made (the `seq` of the last; 0 before any).
 */
gint64             tl_net_game_seq        (TlNetGame *game);

/**
 * tl_net_game_welcome:
 * @game: a game
 * @seat: a seat of it
 * @players: (transfer none): the `players` array of the welcome
 *
 * Returns: (transfer full): the text of seat @seat's `welcome`: its view so far
 *   (tl_game_state_project()), its digest, the last seq; free with g_free().
 */
char              *tl_net_game_welcome    (TlNetGame *game,
                                           guint      seat,
                                           JsonNode  *players);

/**
 * tl_net_game_apply:
 * @game: a game
 * @seat: the seat that sent the step
 * @turn: the step's `turn` (its choices are taken: tl_net_step_choices())
 * @end: whether the step ends the turn
 * @code: (out) (transfer none): on %FALSE, what was refused, for `refused`
 *   (`turn`: not the seat's turn, or the game is over; `step`: a step the rules
 *   refuse, or one that changes what was played or adds nothing)
 * @error: return location for an error, or %NULL
 *
 * Plays a seat's step from the turn's start on the whole game: the turn so far
 * (@end: the whole turn) must be legal and must grow from what was played (no
 * choice taken back), else nothing changes. Then, when the turn ended and the
 * game goes on, the next turn starts (its draw). Each change queues one event
 * per seat (tl_net_game_take_events()).
 *
 * Errors: %TL_NET_ERROR_REFUSED with the reason in the player's words (the
 * engine's or the record reader's message).
 *
 * Returns: %TRUE when the step was played.
 */
gboolean           tl_net_game_apply      (TlNetGame   *game,
                                           guint        seat,
                                           JsonNode    *turn,
                                           gboolean     end,
                                           const char **code,
                                           GError     **error);

/**
 * tl_net_game_take_events:
 * @game: a game
 *
 * The events made since the last call, oldest first. Each element is a
 * #GStrv of one `event` text per seat (seat 0 first): send each seat its own.
 *
 * Returns: (transfer full) (element-type GStrv): the events; free with
 *   g_ptr_array_unref().
 */
GPtrArray         *tl_net_game_take_events (TlNetGame *game);

/**
 * tl_net_game_end_message:
 * @game: a game that is over
 *
 * Returns: (transfer full): the text of `end` with the whole record; free with
 *   g_free().
 */
char              *tl_net_game_end_message (TlNetGame *game);

/**
 * tl_net_game_set_player:
 * @game: a game
 * @seat: a seat of it
 * @name: the player's name (checked by the caller: at most %TL_PLAYER_NAME_MAX
 *   characters, not empty)
 * @color: the player's colour (checked by the caller:
 *   tl_record_format_color_is_known())
 *
 * Writes the seat's name and colour into the game's record (`players[seat]`),
 * the turn in progress kept, and into every seat's view header, so the record
 * stored, every `welcome` and the `end` carry them.
 */
void               tl_net_game_set_player  (TlNetGame  *game,
                                            guint       seat,
                                            const char *name,
                                            const char *color);

/**
 * tl_net_game_play_computer:
 * @state: a copy of the game as it stands (tl_net_game_state()), its current
 *   player's turn drawn: %TL_PHASE_PLACE, or %TL_PHASE_FOLLOWER when the
 *   seat's person placed the tile and went; changed
 * @config: the computer player (its level, its thinking budget, a cancel flag)
 * @rng: its random numbers
 * @mark: whether to mark the turn as played by the computer for a person
 *   (record member `computer`: @config's level; docs/network.md "Seats")
 * @error: return location for an error, or %NULL
 *
 * Plays the rest of the current player's turn as a computer player of
 * @config's level (tl_ai_play(); after a placement, no follower and the
 * expansions' choices at that level: tl_ai_apply_after_place()). Touches
 * nothing but @state, so a host may call it on a worker thread.
 *
 * Errors: %TL_NET_ERROR_REFUSED when @state is not in the middle of a turn or
 * the computer found no move; those of tl_ai_apply_after_place().
 *
 * Returns: %TRUE when the turn was played to its end (@state between turns).
 */
gboolean           tl_net_game_play_computer (TlGameState      *state,
                                              const TlAiConfig *config,
                                              TlRng            *rng,
                                              gboolean          mark,
                                              GError          **error);

/**
 * tl_net_game_commit_turn:
 * @game: a game
 * @played: (transfer full): a copy of @game's state, made when its seq was
 *   @seq, with the current turn played to its end (tl_net_game_play_computer())
 * @seq: tl_net_game_seq() when @played was copied
 * @error: return location for an error, or %NULL
 *
 * Takes @played as the game (the players' names and colours kept as @game has
 * them now), queues the whole turn's event for every seat and starts the next
 * turn, as tl_net_game_apply() does for a seat's last step.
 *
 * Errors: %TL_NET_ERROR_REFUSED (nothing changes, @played is freed) when the
 * game moved on since @seq, or @played does not hold one more whole turn.
 *
 * Returns: %TRUE when taken.
 */
gboolean           tl_net_game_commit_turn   (TlNetGame   *game,
                                              TlGameState *played,
                                              gint64       seq,
                                              GError     **error);

G_END_DECLS
