/* tl-ai-private.h — what the computer players' files share, and what they ask of
 * the expansions (engine-internal)
 *
 * The computer players (tl-ai.c: levels and turns; tl-ai-rate.c: the level-1
 * ratings; tl-ai-search.c: the level-2 search) never name an expansion: each
 * expansion that adds a choice or changes what a placement is worth gives a
 * #TlExpansionAi table in its TlExpansion (tl-gifts-ai.c, tl-map-chips-ai.c).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-ai.h"
#include "tl-expansion.h"

G_BEGIN_DECLS

/**
 * TlAiOption:
 * @turn: the members of a turn record the option sets, as the expansion's act
 *   hook reads them
 * @value: how good the option looks to the level-1 player, in points; an option
 *   worth 0 or less is not taken
 * @tile: the tile type the option makes the tile to place, or -1: the level-1
 *   player then adds that tile's best placement value
 *
 * One choice an expansion offers before the placement.
 */
typedef struct {
  TlTurnRecord turn;
  double value;
  gint tile;
} TlAiOption;

typedef struct _TlAiContext TlAiContext;

/**
 * TlAiContext:
 * @level: the player's level (0 random, 1 heuristic, 2 search, %TL_AI_GREEDY)
 * @rng: its random numbers
 * @tile_value: the level-1 value of the best placement of @type for the current
 *   player (the tile in hand is not changed)
 * @placement_value: the level-1 value for the current player of a tile of @type
 *   at (@x, @y) rotated @r, without a follower (a revealed tile's rotation)
 *
 * What the computer players lend an expansion's hooks.
 */
struct _TlAiContext {
  gint level;
  TlRng *rng;
  double (*tile_value)      (const TlAiContext *ctx, TlGameState *state, guint type);
  double (*placement_value) (const TlAiContext *ctx, TlGameState *state, guint type,
                             gint x, gint y, guint r);
};

/* The level-1 ratings (tl-ai-rate.c). */

/**
 * TlAiRater:
 *
 * The level-1 player's view of the current player's position, computed once per
 * move and shared by the ratings of its candidates.
 */
typedef struct {
  TlGameState *game;
  guint me;
  guint n_players;
  guint supply;
  guint tiles_left;
  double turns_left;       /* the current player's turns still to come */
  double progress;         /* growth still to expect, 1 early .. 0 at the end */
  double follower_cost;    /* what a follower taken from the supply costs */
  gboolean greedy;         /* the greedy player: points now only */
  guint *unseen;           /* tl_game_state_unseen_counts(), once asked (_tl_ai_rater_unseen()) */
  guint n_unseen;
} TlAiRater;

/**
 * TlExpansionAi:
 * @choose: the choice the player makes before placing (levels 0, 1 and the
 *   greedy player): fills @out and returns %TRUE, or %FALSE for none; called again
 *   after each choice carried out (a choice may lead to another); %NULL = none
 * @options: every choice possible now before placing, for the search (level 2),
 *   each with its level-1 @value; returns how many it appended to @out (of
 *   #TlAiOption); %NULL = none
 * @act: carries out an option of @choose or @options on @state (live play: the
 *   expansion's own API); errors as that API's
 * @rate_placement: what the expansion adds to the level-1 value of placing @type at
 *   @p for the current player (@preview: what the placement makes; @rater: the
 *   player's position, `greedy` for the points-now player); %NULL = 0
 * @after_place: the expansion's choices right after the placement, before the
 *   follower step (a look at a face-down tile, the rotations of revealed tiles),
 *   carried out on @state; %NULL = the defaults of tl_game_state_settle()
 *
 * Hooks read only what the current player may see (docs/design.md §8).
 */
struct _TlExpansionAi {
  gboolean (*choose)         (TlGameState *state, gpointer data, const TlAiContext *ctx,
                              TlAiOption *out);
  guint    (*options)        (TlGameState *state, gpointer data, const TlAiContext *ctx,
                              GArray *out);
  gboolean (*act)            (TlGameState *state, gpointer data, const TlAiOption *option,
                              GError **error);
  double   (*rate_placement) (TlGameState *state, gpointer data, TlAiRater *rater,
                              guint type, const TlPlacement *p,
                              const TlPlacementPreview *preview);
  void     (*after_place)    (TlGameState *state, gpointer data, const TlAiContext *ctx);
};

extern const TlExpansionAi _tl_gifts_ai;
extern const TlExpansionAi _tl_map_chips_ai;

/* The level-1 ratings (tl-ai-rate.c), continued. */
void    _tl_ai_rater_init          (TlAiRater   *rater,
                                    TlGameState *game,
                                    gboolean     greedy);
/* Frees what the rater keeps. */
void    _tl_ai_rater_clear         (TlAiRater   *rater);
/* Per tile type, the tiles the player has not seen (computed on first use, once
 * per move); @n: their number. */
const guint *_tl_ai_rater_unseen   (TlAiRater   *rater,
                                    guint       *n);
/* The value of placing @type at @p for the current player, the best follower on
 * the new tile chosen into @deploy / @port (the spot's board port). */
double  _tl_ai_rate_placement      (TlAiRater         *rater,
                                    guint              type,
                                    const TlPlacement *p,
                                    gboolean          *deploy,
                                    guint             *port);
/* The same for a recall-game (The Discovery): the best of deploying, recalling or
 * nothing, into @move's follower members. */
double  _tl_ai_rate_with_recall    (TlAiRater         *rater,
                                    guint              type,
                                    const TlPlacement *p,
                                    TlAiMove          *move);
/* Called with every move _tl_ai_each_move() rates and its value. */
typedef void (*TlAiMoveFunc) (const TlAiMove *move, double value, gpointer user);
/* Rates every move of the current player: each tile in hand (the drawn one and,
 * with the double-tile variant, the held one) at each legal placement, with the
 * follower step level 1 prefers for it. */
void    _tl_ai_each_move           (TlAiRater         *rater,
                                    TlAiMoveFunc       func,
                                    gpointer           user);
/* The value of the best placement of @type; -G_MAXDOUBLE when it fits nowhere. */
double  _tl_ai_best_value          (TlAiRater         *rater,
                                    guint              type);
/* The context the hooks of the expansions get. */
void    _tl_ai_context_init        (TlAiContext       *ctx,
                                    gint               level,
                                    TlRng             *rng);

/* The level-2 search (tl-ai-search.c). */
/* The choices before the placement, searched; @share: the part of the move's
 * budget it used (0 when there was nothing to choose). */
gboolean _tl_ai_search_before_place (TlGameState        *game,
                                     const TlAiConfig   *config,
                                     TlRng              *rng,
                                     double             *share);
/* The placement and follower step, searched for the budget of @config. */
gboolean _tl_ai_search_choose       (TlGameState        *game,
                                     const TlAiConfig   *config,
                                     TlRng              *rng,
                                     TlAiMove           *out);

G_END_DECLS
