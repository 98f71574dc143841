/* tl-expansion.h — the interface between the core and an expansion (engine-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-rng.h"

G_BEGIN_DECLS

/**
 * TlExpansion:
 * @name: the name in a record's `expansions` (`"gifts"`)
 * @game: the game it extends (`"carcassonne"`)
 * @data_size: bytes of per-game private data, zeroed before @init
 * @init: sets the data up for a new game (after the start tiles and the stack)
 * @copy: deep-copies the data (after a byte copy into @dest); %NULL when a byte copy is enough
 * @clear: frees what the data owns; %NULL when nothing
 * @before_place: applies the expansion's part of a recorded turn between the draw
 *   and the placement (a gift opened); %NULL when none
 * @after_place: runs right after a tile is placed, before the follower step
 *   (receiving a gift); @turn is the recorded turn being replayed or %NULL in live
 *   play; %NULL when none
 * @final_scoring: adds the expansion's end-of-game points; %NULL when none
 *
 * An expansion module (DESIGN.md §2): it changes a game only through these hooks
 * and the core's services, never by editing the core's functions.
 */
typedef struct {
  const char *name;
  const char *game;
  gsize data_size;
  void     (*init)          (TlGameState *state, gpointer data, const TlRecord *record);
  void     (*copy)          (gpointer dest, gconstpointer src);
  void     (*clear)         (gpointer data);
  gboolean (*before_place)  (TlGameState *state, gpointer data, const TlTurnRecord *turn,
                             GError **error);
  gboolean (*after_place)   (TlGameState *state, gpointer data, const TlTurnRecord *turn,
                             GError **error);
  void     (*final_scoring) (TlGameState *state, gpointer data);
} TlExpansion;

extern const TlExpansion tl_expansion_gifts;

/* Services of the core for expansions. */

/* The expansion's data in this game, or NULL when the game does not use it. */
gpointer       tl_game_state_expansion_data   (const TlGameState *state,
                                               const TlExpansion *expansion);
/* The turn being played, to record what the expansion did. */
TlTurnRecord  *tl_game_state_pending_turn     (TlGameState *state);
/* Puts a follower of @player from the supply onto @segment (no rule checked). */
void           tl_game_state_put_follower     (TlGameState *state,
                                               guint        player,
                                               guint32      segment);
/* Takes follower @index (of tl_features_followers()) back to its owner's supply. */
void           tl_game_state_take_follower    (TlGameState *state,
                                               guint        index);
/* Adds points that come from no feature (unopened gifts, chips): the
 * player's score and `bonus`. */
void           tl_game_state_add_bonus        (TlGameState *state,
                                               guint        player,
                                               gint         points);
/* Draws one more tile from the stack without changing the turn's tile: @type or
 * the next seeded one; fails (FALSE, drawn untouched) on an empty stack or when
 * @type is not in it. Sets *@placeable. */
gboolean       tl_game_state_draw_extra       (TlGameState *state,
                                               int          type,
                                               guint       *drawn,
                                               gboolean    *placeable);
/* Makes @type the tile to place this turn (in place of the drawn one). */
void           tl_game_state_set_current_tile (TlGameState *state,
                                               guint        type);
/* Puts a tile back into the stack at a random place drawn from @rng. */
void           tl_game_state_return_tile      (TlGameState *state,
                                               guint        type,
                                               TlRng       *rng);

G_END_DECLS
