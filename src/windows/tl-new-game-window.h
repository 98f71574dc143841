/* tl-new-game-window.h — choose the seats and rules of a new game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_NEW_GAME_WINDOW (tl_new_game_window_get_type ())
G_DECLARE_FINAL_TYPE (TlNewGameWindow, tl_new_game_window, TL, NEW_GAME_WINDOW, AdwWindow)

/**
 * TlNewGameWindow:
 *
 * A modal window (template `ui/tl-new-game-window.ui`) with 2–5 seats, each a
 * #TlSeatRow (name, colour, person or computer; every colour used once: picking
 * a colour another seat has swaps the two), and the rule option "First-edition
 * small cities". Its Start button (or Enter in a name) emits `start`; the
 * handler builds the game with tl_new_game_window_build_record() and closes the
 * window. Escape or Cancel closes it without a game.
 *
 * Signal `start` (no arguments): the person asked to start the game.
 */

/**
 * tl_new_game_window_new:
 * @parent: (nullable): the window it is modal for
 * @settings: (nullable) (transfer none): settings of schema
 *   `io.github.tilelands.Tilelands` with the last game's seats, or %NULL
 *
 * Returns: (transfer full): a new window, filled in from @settings (or with a
 * person and a computer player when there are none); not yet shown.
 */
TlNewGameWindow *tl_new_game_window_new          (GtkWindow *parent,
                                                  GSettings *settings);

/**
 * tl_new_game_window_build_record:
 * @self: a new-game window
 * @seed: the deck's seed
 * @error: return location for an error, or %NULL
 *
 * Builds a Carcassonne record (built-in tile set `carcassonne-base`, farmers on)
 * with the seats and options chosen, and stores the choices in the settings
 * given to tl_new_game_window_new().
 *
 * Errors: those of tl_tileset_format_load_builtin() (%TL_FORMAT_ERROR) when the
 * built-in tile set cannot be loaded.
 *
 * Returns: (transfer full) (nullable): the record with no turns, or %NULL.
 */
TlRecord        *tl_new_game_window_build_record (TlNewGameWindow *self,
                                                  guint64          seed,
                                                  GError         **error);

G_END_DECLS
