/* tl-rule-option.h — the expansions and rule switches a new game may choose
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-record.h"

G_BEGIN_DECLS

/**
 * TlRuleOptionKind:
 * @TL_RULE_OPTION_EXPANSION: an expansion a record names in `expansions` (`"gifts"`)
 * @TL_RULE_OPTION_SWITCH: a rule switch of a record's `options`, a #gboolean of
 *   #TlOptions (a ruleset's variant, `"equal-turns"`, or a rule of its own,
 *   `"small-city-two"`)
 *
 * How a game record turns a #TlRuleOption on.
 */
typedef enum {
  TL_RULE_OPTION_EXPANSION,
  TL_RULE_OPTION_SWITCH,
} TlRuleOptionKind;

/**
 * TlRuleOption:
 * @name: its name in game records (an `expansions` entry or an `options`
 *   member), which is also the command line's flag `--NAME`
 * @title: its name in messages, in English, marked with N_() and translated
 *   where it is shown (`"The Gifts"`)
 * @game: the game it belongs to (`"carcassonne"`)
 * @kind: how a record turns it on
 * @offset: for %TL_RULE_OPTION_SWITCH, the offset of its #gboolean in #TlOptions
 *   (G_STRUCT_OFFSET()); 0 otherwise
 * @requires: (nullable): what the game must have besides @game for it to be
 *   played: `"map"` (a map layout, the record's `map`: Map-Chips,
 *   docs/rules/maps.md §3) or the @name of another option; %NULL for nothing
 * @cli_help: (nullable): the help of its command-line flag (English: the command
 *   line is not translated); %NULL when the command line has no flag for it
 *
 * The rule-facing part of one choice a new game offers (docs/design.md §1, "One
 * descriptor per expansion"): what it is called, which game has it, what it
 * needs and how a record holds it. Each is defined once, in the file of the
 * module or ruleset it belongs to (an expansion's or variant's #TlExpansion, a
 * ruleset's own switches), and listed here from the engine's registry
 * (tl-game-modules.c). The command line builds its flags from these; the app's
 * rows, labels and settings keys are the window layer's (tl-new-game-options.c),
 * matched by @name.
 */
typedef struct {
  const char *name;
  const char *title;
  const char *game;
  TlRuleOptionKind kind;
  gsize offset;
  const char *requires;
  const char *cli_help;
} TlRuleOption;

/**
 * tl_rule_option_count:
 *
 * Returns: how many options the engine knows (tl_rule_option_nth()).
 */
guint               tl_rule_option_count (void);

/**
 * tl_rule_option_nth:
 * @i: 0 to tl_rule_option_count() - 1
 *
 * The options in a fixed order: the expansions a record names, in the order of
 * the engine's registry, then each game's rule switches and variants, game by
 * game.
 *
 * Returns: (transfer none): the option, or %NULL when @i is out of range. Lives
 * as long as the program.
 */
const TlRuleOption *tl_rule_option_nth   (guint i);

/**
 * tl_rule_option_find:
 * @name: (nullable): an option's name
 *
 * Returns: (transfer none) (nullable): the option called @name, or %NULL when
 * there is none.
 */
const TlRuleOption *tl_rule_option_find  (const char *name);

/**
 * tl_rule_option_get:
 * @option: an option
 * @record: a record
 *
 * Returns: whether @record turns @option on (names the expansion, or has the
 * switch on), whatever its game.
 */
gboolean            tl_rule_option_get   (const TlRuleOption *option,
                                          const TlRecord     *record);

/**
 * tl_rule_option_set:
 * @option: an option
 * @record: a record
 * @on: whether to play with it
 *
 * Turns @option on or off in @record: appends its name to `expansions` (once,
 * after those already named) or removes it; sets the switch in `options`. Checks
 * nothing: a record with an option of another game, or without what it
 * requires, is refused when the game is set up (tl_game_state_new()).
 */
void                tl_rule_option_set   (const TlRuleOption *option,
                                          TlRecord           *record,
                                          gboolean            on);

G_END_DECLS
