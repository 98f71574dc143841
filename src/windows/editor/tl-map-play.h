/* tl-map-play.h — starting a game on a user's map, and offering the user's maps
 * in the new-game window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-engine.h"
#include "tl-new-game-window.h"
#include "tl-library.h"

G_BEGIN_DECLS

/**
 * tl_map_play:
 * @application: (nullable): the application
 * @layout: (transfer none): the map to play on (a user's, or two joined); it
 *   goes inline into the game's record (docs/design.md §4)
 *
 * Opens the new-game window with @layout chosen, over the main window (a new
 * main window when a game is being played in it); Start plays there.
 *
 * Returns: (transfer none): the new-game window.
 */
TlNewGameWindow *tl_map_play              (GtkApplication    *application,
                                           const TlMapLayout *layout);

/**
 * tl_map_play_offer_maps:
 * @window: a new-game window
 * @store: (nullable): the library (%NULL: the app's, tl_library_window_app_store())
 * @select: (nullable): the id to choose once the maps are there (the last
 *   game's), or %NULL
 *
 * Adds the user's map layouts that keep every rule to the window's maps
 * (tl_new_game_window_add_map()), and each pair of maps joined at matching half
 * columns (one of them the user's, tl_map_layout_check_join()) as "A + B"; in
 * the background, as the library answers.
 */
void             tl_map_play_offer_maps   (TlNewGameWindow *window,
                                           TlLibrary         *store,
                                           const char      *select);

G_END_DECLS
