/* tl-tile-set-play.h — playing a user's tile set, and offering the user's sets
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
 * tl_tile_set_play:
 * @application: (nullable): the application
 * @set: (transfer none): a finished tile set of the user's (no errors); it goes
 *   inline into the game's record (docs/design.md §4)
 *
 * Opens the new-game window over a free main window (tl_editor_play_new_game())
 * with @set's game and @set chosen; Start plays there.
 *
 * Returns: (transfer none): the new-game window.
 */
TlNewGameWindow *tl_tile_set_play        (GtkApplication *application,
                                          TlTileSet      *set);

/**
 * tl_tile_set_play_offer:
 * @window: a new-game window
 * @store: (nullable): the library (%NULL: the app's)
 *
 * Offers the user's tile sets (tl_new_game_window_add_tile_set()) in the
 * background, as the library answers: those without errors (warnings do not
 * matter); each draft with errors is named as not offered
 * (tl_new_game_window_add_tile_set_draft()). The window chooses the last
 * game's set again once it is there.
 */
void             tl_tile_set_play_offer  (TlNewGameWindow *window,
                                          TlLibrary         *store);

G_END_DECLS
