/* tl-new-game-options-private.h — the app's part of each rule option: the new-game
 * window's row and the setting that remembers it (windows-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlNewGameOption:
 * @name: the engine's option (#TlRuleOption, tl_rule_option_find()) it shows
 * @label: the row's title, with its mnemonic, marked with N_() (`"The _Gifts"`)
 * @subtitle: what the option does, a sentence marked with N_()
 * @settings_key: the boolean key of the app's schema (data/io.github.tilelands.Tilelands.gschema.xml) that
 *   keeps the last new game's choice
 *
 * What the app adds to an engine option (docs/design.md §1, "One descriptor per
 * expansion"): the engine says what the option is, which game has it and what it
 * requires; this says how the new-game window offers it, in the user's language,
 * and where the choice is remembered. One line per option in
 * tl-new-game-options.c; `/ui/registries/expansions` checks that every engine
 * option has one and that its key is in the schema.
 */
typedef struct {
  const char *name;
  const char *label;
  const char *subtitle;
  const char *settings_key;
} TlNewGameOption;

/* The rows, ended by one with a NULL @name. */
extern const TlNewGameOption _tl_new_game_options[];

/* The app's part of the engine option @name, or NULL when it has none. */
const TlNewGameOption *_tl_new_game_option_find (const char *name);

G_END_DECLS
