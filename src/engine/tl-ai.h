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
 * TlAiMove:
 * @place: where the drawn tile goes
 * @deploy: whether to deploy a follower on it
 * @port: board port of the follower's segment when @deploy
 * @recall: whether to recall a follower instead (The Discovery)
 * @recall_x: column of the tile the recalled follower stands on
 * @recall_y: row of that tile
 * @recall_port: board port of the recalled follower's segment
 * @tile: the tile type to place (double tile: the drawn or the held one)
 *
 * A computer player's decision for one turn.
 */
typedef struct {
  guint tile;
  TlPlacement place;
  gboolean deploy;
  guint port;
  gboolean recall;
  gint recall_x, recall_y;
  guint recall_port;
} TlAiMove;

/**
 * tl_ai_choose:
 * @game: a game in %TL_PHASE_PLACE (the tile is drawn)
 * @level: 0 = a uniformly random legal move; 1 = greedy: the move whose immediate
 *   points, closing chances and follower value look best
 * @rng: the computer player's random numbers (ties and level 0)
 * @out: (out caller-allocates): the chosen move
 *
 * Picks a move for the current player. Reads only what that player may see.
 * Does not change @game.
 *
 * Returns: %TRUE when a move was chosen (always, when the tile has a legal place).
 */
gboolean tl_ai_choose    (TlGameState   *game,
                          gint      level,
                          TlRng    *rng,
                          TlAiMove *out);

/**
 * tl_ai_choose_gift:
 * @game: a game in %TL_PHASE_PLACE
 * @level: 0 = open a random card on a random target now and then; 1 = open a card
 *   when it clearly pays (a road worth 3 or more swept for oneself, a Cash Out of
 *   4 or more, a Synod on a nearly surrounded monastery, Take 2 early on)
 * @rng: random numbers
 * @out: (out caller-allocates): the card and target to open
 *
 * Decides whether the current player opens a gift before placing (The Gifts,
 * gifts.md §3). Reads only the player's own hand and the public board.
 *
 * Returns: %TRUE when a gift should be opened with @out (tl_gifts_open()).
 */
gboolean tl_ai_choose_gift (TlGameState  *game,
                            gint          level,
                            TlRng        *rng,
                            TlGiftRecord *out);

/**
 * tl_ai_open_gift:
 * @game: a game in %TL_PHASE_PLACE
 * @level: as for tl_ai_choose_gift()
 * @rng: random numbers
 *
 * Opens the gift tl_ai_choose_gift() picks, if any; after Take 2 keeps one of the
 * two tiles at random (The Gifts, gifts.md §4).
 *
 * Returns: whether a gift was opened.
 */
gboolean tl_ai_open_gift (TlGameState *game,
                          gint         level,
                          TlRng       *rng);

/**
 * tl_ai_apply:
 * @game: a game in %TL_PHASE_PLACE
 * @move: a move from tl_ai_choose()
 * @error: return location for an error, or %NULL
 *
 * Places the tile, looks at a face-down tile after collecting a Map-Chips chip
 * (one it has not seen yet, when there is one), resolves reveals, deploys or
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
 * tl_ai_play_turn:
 * @game: a game in %TL_PHASE_DRAW
 * @level: as for tl_ai_choose()
 * @rng: random numbers
 *
 * Draws (discarding unplaceable tiles), chooses, places, deploys and ends the turn.
 *
 * Returns: %FALSE when the game is over instead.
 */
gboolean tl_ai_play_turn (TlGameState *game,
                          gint    level,
                          TlRng  *rng);

G_END_DECLS
