/* tl-editor-play.h — the user's tile sets or maps read from the library, for the
 * new-game window to offer
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-library.h"

G_BEGIN_DECLS

/**
 * TlEditorPlayLoaded:
 * @window: the window that asked, still open
 * @jsons: (element-type utf8): the JSON text of every document of the kind in
 *   the library, in the library's order (by name)
 * @data: the caller's data
 *
 * Called once, on the main loop, with what tl_editor_play_load() read.
 */
typedef void (*TlEditorPlayLoaded) (GtkWindow       *window,
                                    GPtrArray       *jsons,
                                    gpointer         data);

/**
 * tl_editor_play_load:
 * @window: the window that asks (the new-game window): nothing is called
 *   once it is gone
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
void             tl_editor_play_load     (GtkWindow          *window,
                                          TlLibrary            *store,
                                          TlStoreDocKind      kind,
                                          TlEditorPlayLoaded  loaded,
                                          gpointer            data,
                                          GDestroyNotify      free_data);

G_END_DECLS
