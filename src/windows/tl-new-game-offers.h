/* tl-new-game-offers.h — the user's maps and tile sets offered in the new-game window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-new-game-window.h"
#include "tl-library.h"

G_BEGIN_DECLS

/**
 * tl_new_game_offers_add_maps:
 * @window: a new-game window
 * @store: (nullable): the library (%NULL: the app's, tl_library_window_app_store())
 * @select: (nullable): the id to choose once the maps are there (the last
 *   game's), or %NULL
 *
 * Adds the user's map layouts that keep every rule to the window's maps
 * (tl_new_game_window_add_map()), and each pair of maps joined at matching half
 * columns (one of them the user's, tl_map_layout_check_join()) as "A + B", at
 * most 40 joins; in the background, as the library answers (tl_editor_play_load()).
 */
void tl_new_game_offers_add_maps      (TlNewGameWindow *window,
                                       TlLibrary       *store,
                                       const char      *select);

/**
 * tl_new_game_offers_add_tile_sets:
 * @window: a new-game window
 * @store: (nullable): the library (%NULL: the app's)
 *
 * Adds the user's tile sets (tl_new_game_window_add_tile_set()); a draft, which
 * has errors, is named instead (tl_new_game_window_add_tile_set_draft()), so
 * that the player knows why it is not offered. In the background.
 */
void tl_new_game_offers_add_tile_sets (TlNewGameWindow *window,
                                       TlLibrary       *store);

G_END_DECLS
