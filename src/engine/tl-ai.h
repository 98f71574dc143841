/* tl-ai.h — computer players
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-rng.h"

G_BEGIN_DECLS

/**
 * TL_AI_EASY:
 *
 * Level 0: a uniformly random legal move.
 */
#define TL_AI_EASY 0
/**
 * TL_AI_NORMAL:
 *
 * Level 1: the move whose points, chances and follower value look best one move
 * ahead (no search).
 */
#define TL_AI_NORMAL 1
/**
 * TL_AI_HARD:
 *
 * Level 2: a determinised Monte Carlo search over the player's own view, with
 * playouts guided by level 1, for a time budget per move.
 */
#define TL_AI_HARD 2
/**
 * TL_AI_MAX_LEVEL:
 *
 * The highest level a seat may have (in records, the app and `play --level`).
 */
#define TL_AI_MAX_LEVEL 2
/**
 * TL_AI_GREEDY:
 *
 * Not a level of the app: the player of `tilelands-cli tournament --a greedy`,
 * who takes the move that scores the most points now (a follower only where it
 * scores at once).
 */
#define TL_AI_GREEDY (-1)
/**
 * TL_AI_DEFAULT_BUDGET_MS:
 *
 * Level 2's thinking time per move, in milliseconds, unless told otherwise.
 */
#define TL_AI_DEFAULT_BUDGET_MS 1000

/**
 * TlAiConfig:
 * @level: %TL_AI_EASY, %TL_AI_NORMAL, %TL_AI_HARD or %TL_AI_GREEDY
 * @budget_ms: level 2: thinking time per move in milliseconds (monotonic clock);
 *   0 = stop after @iterations instead
 * @iterations: level 2 when @budget_ms is 0: playouts per move; the same game,
 *   seed and count always give the same move (for tests)
 * @cancel: (nullable): when set, level 2 stops as soon as it reads a non-zero
 *   value here (g_atomic_int_get(); another thread may set it) and answers with
 *   the best move found so far
 *
 * How a computer player plays. tl_ai_config_init() gives the defaults.
 */
typedef struct {
  gint level;
  guint budget_ms;
  guint iterations;
  gint *cancel;
} TlAiConfig;

/**
 * tl_ai_config_init:
 * @config: (out caller-allocates): the configuration to fill in
 * @level: the level
 *
 * Fills in @level with the default budget (%TL_AI_DEFAULT_BUDGET_MS, no cancel).
 */
void     tl_ai_config_init (TlAiConfig *config,
                            gint        level);

/**
 * TlAiMove:
 * @tile: the tile type to place (double tile: the drawn or the held one)
 * @place: where the tile goes
 * @deploy: whether to deploy a follower on it
 * @port: board port of the follower's segment when @deploy
 * @recall: whether to recall a follower instead (The Discovery)
 * @recall_x: column of the tile the recalled follower stands on
 * @recall_y: row of that tile
 * @recall_port: board port of the recalled follower's segment
 * @level: the level that chose it: tl_ai_apply() makes the expansions' choices
 *   after the placement (a look at a face-down tile, revealed tiles' rotations)
 *   at this level
 *
 * A computer player's decision for the placement and follower step of one turn.
 */
typedef struct {
  guint tile;
  TlPlacement place;
  gboolean deploy;
  guint port;
  gboolean recall;
  gint recall_x, recall_y;
  guint recall_port;
  gint level;
} TlAiMove;

/**
 * tl_ai_before_place:
 * @game: a game in %TL_PHASE_PLACE
 * @config: the player
 * @rng: the player's random numbers
 *
 * Carries out the choices the game's expansions offer before the placement (for
 * a card to open: whether, which and on what; then what it leads to), as the
 * player of @config decides them. Reads only what the current player may see.
 *
 * Returns: whether anything was done.
 */
gboolean tl_ai_before_place (TlGameState      *game,
                             const TlAiConfig *config,
                             TlRng            *rng);

/**
 * tl_ai_choose_config:
 * @game: a game in %TL_PHASE_PLACE (the tile is drawn, the choices before the
 *   placement made)
 * @config: the player
 * @rng: the player's random numbers (ties, level 0, level 2's samples)
 * @out: (out caller-allocates): the chosen move
 *
 * Picks the current player's move. Reads only what that player may see
 * (docs/design.md §8): level 2 searches over tl_game_state_sample(). Does not change
 * @game (its placement buffer aside).
 *
 * Returns: %TRUE when a move was chosen (always, when the tile has a legal place).
 */
gboolean tl_ai_choose_config (TlGameState      *game,
                              const TlAiConfig *config,
                              TlRng            *rng,
                              TlAiMove         *out);

/**
 * tl_ai_choose:
 * @game: a game in %TL_PHASE_PLACE
 * @level: a level; level 2 thinks for %TL_AI_DEFAULT_BUDGET_MS
 * @rng: random numbers
 * @out: (out caller-allocates): the chosen move
 *
 * tl_ai_choose_config() with the defaults of @level.
 *
 * Returns: %TRUE when a move was chosen.
 */
gboolean tl_ai_choose    (TlGameState   *game,
                          gint      level,
                          TlRng    *rng,
                          TlAiMove *out);

/**
 * tl_ai_apply:
 * @game: a game in %TL_PHASE_PLACE
 * @move: a move from tl_ai_choose()
 * @error: return location for an error, or %NULL
 *
 * Places the tile, lets the expansions make their choices after the placement
 * at the move's level (which face-down tile to look at, in which rotation a
 * revealed tile goes), resolves what is left, deploys or
 * recalls as the move says (a follower spot a revealed tile made occupied is
 * skipped) and ends the turn.
 * Errors: those of tl_game_state_place(), tl_game_state_deploy(),
 * tl_game_state_recall() and tl_game_state_end_turn().
 *
 * Returns: %TRUE when the whole turn was played.
 */
gboolean tl_ai_apply     (TlGameState    *game,
                          const TlAiMove *move,
                          GError        **error);

/**
 * tl_ai_apply_after_place:
 * @game: a game in %TL_PHASE_FOLLOWER, the tile of @move placed as it says
 * @move: a move from tl_ai_choose()
 * @error: return location for an error, or %NULL
 *
 * The rest of tl_ai_apply() after the placement: the expansions' choices after
 * it, what is left resolved, the follower deployed or recalled as @move says,
 * the turn ended. A network seat places first, learns from the host what the
 * placement turned over (docs/network.md "Steps"), then calls this on its twin.
 * Errors: those of tl_ai_apply() after the placement.
 *
 * Returns: %TRUE when the rest of the turn was played.
 */
gboolean tl_ai_apply_after_place (TlGameState    *game,
                                  const TlAiMove *move,
                                  GError        **error);

/**
 * tl_ai_play:
 * @game: a game in %TL_PHASE_PLACE
 * @config: the player
 * @rng: the player's random numbers
 *
 * The rest of the current player's turn: tl_ai_before_place(),
 * tl_ai_choose_config() and tl_ai_apply().
 *
 * Returns: %TRUE when the turn was played.
 */
gboolean tl_ai_play      (TlGameState      *game,
                          const TlAiConfig *config,
                          TlRng            *rng);

/**
 * tl_ai_play_turn_config:
 * @game: a game in %TL_PHASE_DRAW
 * @config: the player
 * @rng: the player's random numbers
 *
 * Draws (discarding unplaceable tiles), then tl_ai_play().
 *
 * Returns: %FALSE when the game is over instead.
 */
gboolean tl_ai_play_turn_config (TlGameState      *game,
                                 const TlAiConfig *config,
                                 TlRng            *rng);

/**
 * tl_ai_play_turn:
 * @game: a game in %TL_PHASE_DRAW
 * @level: a level; level 2 thinks for %TL_AI_DEFAULT_BUDGET_MS
 * @rng: random numbers
 *
 * tl_ai_play_turn_config() with the defaults of @level. Level 0 allocates nothing
 * (it is the benchmark's playout).
 *
 * Returns: %FALSE when the game is over instead.
 */
gboolean tl_ai_play_turn (TlGameState *game,
                          gint    level,
                          TlRng  *rng);

G_END_DECLS
