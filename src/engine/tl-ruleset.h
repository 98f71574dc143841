/* tl-ruleset.h — the interface between the core and a game's rules (engine-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-expansion.h"
#include "tl-rule-option.h"

G_BEGIN_DECLS

/**
 * TlRuleset:
 * @game: the `game` member of records it plays (`"carcassonne"`)
 * @title: its name in messages, marked with N_() and translated where it is used
 *   (`"The Discovery"`)
 * @supply: followers in each player's supply at the start
 * @may_deploy: whether a follower may stand on a segment of this kind (with the
 *   game's options)
 * @score_turn: scores what the tiles placed this turn completed: @placed_tile
 *   and every tile placed after it (revealed Map-Chips tiles); called at the end
 *   of every turn, after the follower step
 * @close_setup: marks as completed, scoring nothing, what the start tiles
 *   complete on their own (a city facing the map border, or closed between two
 *   start tiles, docs/rules/maps.md §1), so that every later rule sees it completed (farmers,
 *   docs/rules/base-game.md §3.5); called once, at the end of the setup; %NULL when nothing
 *   can be completed before the first turn
 * @feature_value: what a feature is worth now, completed or at the end
 * @final_scoring: end-of-game scoring of what is left on the board
 * @recall: whether a player may recall a follower instead of deploying one, scoring
 *   its feature at @feature_value (The Discovery, docs/rules/discovery.md §1.6)
 * @kinds: bit `1 << kind` for every #TlSegmentKind its tiles may have
 * @variants: (array zero-terminated=1) (nullable): its variants, modules that a
 *   record's option turns on (#TlExpansion with a `wanted` hook: equal turns and
 *   double tile, docs/rules/discovery.md §1.9), in the order they are set up
 * @switches: (array zero-terminated=1) (nullable): the rule switches of its own
 *   (no module: its functions read them) that a new game may choose, each a
 *   #TlRuleOption of kind %TL_RULE_OPTION_SWITCH, ended by one with a %NULL name
 *   (Carcassonne's first-edition small cities)
 *
 * One game's rules (docs/design.md §2). The core (board, features, turn flow) calls
 * only these; a new game adds a ruleset, never a branch in the core.
 */
typedef struct {
  const char *game;
  const char *title;
  guint supply;
  gboolean (*may_deploy)    (const TlGameState *state, TlSegmentKind kind);
  void     (*score_turn)    (TlGameState *state, guint placed_tile);
  void     (*close_setup)   (TlGameState *state);
  gint     (*feature_value) (TlGameState *state, guint32 segment, gboolean final);
  void     (*final_scoring) (TlGameState *state);
  gboolean recall;
  guint kinds;
  const TlExpansion * const *variants;
  const TlRuleOption *switches;
} TlRuleset;

extern const TlRuleset tl_ruleset_carcassonne;
extern const TlRuleset tl_ruleset_discovery;

/* Services of the core for rulesets. */

/* The game's options. */
const TlOptions *tl_game_state_options (const TlGameState *state);

/* Awards @points to the majority holders of the feature of @segment, records a
 * score event (when anybody scored) and, unless @final, returns the feature's
 * followers to their supplies. Returns the number of winners. */
guint tl_game_state_award (TlGameState *state,
                           guint32      segment,
                           gint         points,
                           gboolean     final);

/* Gives @points to @player alone for the feature of @segment and records a score
 * event (no majority: The Discovery scores each follower on its own, §1.7). */
void  tl_game_state_award_player (TlGameState *state,
                                  guint        player,
                                  guint32      segment,
                                  gint         points,
                                  gboolean     final);

G_END_DECLS
