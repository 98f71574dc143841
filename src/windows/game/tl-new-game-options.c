/* tl-new-game-options.c — the app's part of each rule option, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine defines each expansion and rule switch a new game may choose
 * (tl-rule-option.h: its name, game, what it requires, its command-line flag);
 * this table adds, by its name, the new-game window's row (its title and
 * explanation, translated) and the GSettings key that remembers the choice. The
 * window builds its rows from both, in the engine's order: an expansion in the
 * Expansions group (after the map's rows when it requires the map), a switch in
 * the Rules group. Adding an option adds a line here and a key to the schema.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-new-game-options-private.h"

const TlNewGameOption _tl_new_game_options[] = {
  { "gifts", N_("The _Gifts"),
    N_("Extend a road or city another player holds and receive a gift card to open later"),
    "gifts" },
  { "map-chips", N_("Map-_Chips"),
    N_("Collect chips on towns, look at face-down tiles and reveal them"),
    "map-chips" },
  { "small-city-two", N_("_First-edition small cities"),
    N_("A completed city of two tiles scores 2 points instead of 4"),
    "small-city-two" },
  { "equal-turns", N_("_Equal number of turns"),
    N_("Sets aside the tiles left over, so that everyone has the same number of turns (with five players three, where the rules say one)"),
    "equal-turns" },
  { "double-tile", N_("_Double tile (hand of two)"),
    N_("Each player holds two hidden tiles, places one of them and then draws one. House rule for when the stack runs out: the hands are played out"),
    "double-tile" },
  { NULL }
};

const TlNewGameOption *
_tl_new_game_option_find (const char *name)
{
  for (const TlNewGameOption *option = _tl_new_game_options; option->name != NULL; option++)
    if (g_strcmp0 (option->name, name) == 0)
      return option;
  return NULL;
}
