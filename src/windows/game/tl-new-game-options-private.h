/* tl-new-game-options-private.h — the app's part of each rule option: the new-game
 * window's row and the setting that remembers it (windows-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlNewGameOption:
 * @name: the engine's option (#TlRuleOption, tl_rule_option_find()) it shows
 * @label: the row's title, with its mnemonic, marked with N_() (`"The _Gifts"`)
 * @subtitle: what the option does, a sentence marked with N_()
 * @settings_key: the boolean key of the app's schema (data/io.github.tilelands.Tilelands.gschema.xml)
 *   that keeps the last new game's choice
 *
 * What the app adds to an engine option (docs/design.md §1, "One descriptor per
 * expansion"): the engine says what the option is, which game has it and what it
 * requires; this says how the new-game window offers it, in the user's language,
 * and where the choice is remembered. One line per option in
 * tl-new-game-options.c; `/ui/registries/options` checks that every engine
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

/**
 * TlNewGameOptionRow:
 * @option: the engine's option
 * @shown: the app's part of it
 * @row: its #AdwActionRow in the new-game window
 * @active: the row's switch
 *
 * One option's row in a new-game window (tl-new-game-window.c); the window keeps
 * them in a #GArray, in the engine's order.
 */
typedef struct {
  const TlRuleOption *option;
  const TlNewGameOption *shown;
  GtkWidget *row;
  GtkSwitch *active;
} TlNewGameOptionRow;

/* Adds a row for each engine option the app offers: an expansion to @expansions
 * before @map_row (a row of it), or at its end when it requires something; a
 * switch to @rules. @toggled (swapped: called with @data) runs when a switch
 * turns. Returns (transfer full) the rows, a #GArray of #TlNewGameOptionRow. */
GArray             *_tl_new_game_options_add_rows (AdwPreferencesGroup *expansions,
                                                   GtkWidget           *map_row,
                                                   AdwPreferencesGroup *rules,
                                                   GCallback            toggled,
                                                   gpointer             data);
/* Whether @game (a record's `game`), on a map when @map, plays @row's option:
 * it is the game's, and what it requires is there (the map, or another option's
 * row that applies and is on). */
gboolean            _tl_new_game_options_applies  (GArray                   *rows,
                                                   const TlNewGameOptionRow *row,
                                                   const char               *game,
                                                   gboolean                  map);
/* Shows the rows of the options that apply, hides the others. */
void                _tl_new_game_options_show     (GArray      *rows,
                                                   const char  *game,
                                                   gboolean     map);
/* The row of the option @name of @kind, or NULL. */
TlNewGameOptionRow *_tl_new_game_options_find     (GArray           *rows,
                                                   const char       *name,
                                                   TlRuleOptionKind  kind);
/* Sets each switch from its key, when @settings has it. */
void                _tl_new_game_options_load     (GArray      *rows,
                                                   GSettings   *settings);
/* Keeps each switch that applies in its key (the others keep theirs, for the
 * next game that has them); call between g_settings_delay() and _apply(). */
void                _tl_new_game_options_save     (GArray      *rows,
                                                   GSettings   *settings,
                                                   const char  *game,
                                                   gboolean     map);
/* Writes the options that apply into @record (tl_rule_option_set()). */
void                _tl_new_game_options_write    (GArray      *rows,
                                                   TlRecord    *record,
                                                   const char  *game,
                                                   gboolean     map);
/* Whether @settings has @key: an older installed schema may lack a newer key. */
gboolean            _tl_new_game_settings_has_key (GSettings   *settings,
                                                   const char  *key);

G_END_DECLS
