/* tl-editor-play.h — what both editors need to play what they made: a new-game
 * window over a free main window, and the user's documents loaded for it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-new-game-window.h"
#include "tl-library.h"

G_BEGIN_DECLS

/**
 * tl_editor_play_new_game:
 * @application: (nullable): the application
 *
 * Opens the new-game window (with the app's settings) over a main window
 * showing no game in progress (a new main window when every one plays); its
 * Start builds the record (tl_new_game_window_build_record(), a fresh seed) and
 * plays it there, or says why it could not.
 *
 * Returns: (transfer none): the new-game window, presented.
 */
TlNewGameWindow *tl_editor_play_new_game (GtkApplication *application);

/**
 * TlEditorPlayLoaded:
 * @window: the new-game window, still open
 * @jsons: (element-type utf8): the JSON text of every document of the kind in
 *   the library, in the library's order (by name)
 * @data: the caller's data
 *
 * Called once, on the main loop, with what tl_editor_play_load() read.
 */
typedef void (*TlEditorPlayLoaded) (TlNewGameWindow *window,
                                    GPtrArray       *jsons,
                                    gpointer         data);

/**
 * tl_editor_play_load:
 * @window: a new-game window
 * @store: (nullable): the library (%NULL: the app's, tl_library_window_app_store())
 * @kind: the user's tile sets or map layouts
 * @loaded: (scope async): called with them unless @window closed first
 * @data: for @loaded
 * @free_data: (nullable): frees @data once done (whether @loaded was called or not)
 *
 * Reads every document of @kind from the library in the background, one after
 * the other; a document that cannot be read is left out. Nothing is called
 * when there is no library.
 */
void             tl_editor_play_load     (TlNewGameWindow    *window,
                                          TlLibrary            *store,
                                          TlStoreDocKind      kind,
                                          TlEditorPlayLoaded  loaded,
                                          gpointer            data,
                                          GDestroyNotify      free_data);

G_END_DECLS
