/* tl-tile-set-editor-window.h — the tile-set editor: a set's tiles, the tile pane and the problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"
#include "tl-tile-edit-view.h"
#include "tl-tile-set-document.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_SET_EDITOR_WINDOW (tl_tile_set_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (TlTileSetEditorWindow, tl_tile_set_editor_window, TL, TILE_SET_EDITOR_WINDOW,
                      AdwApplicationWindow)

/**
 * TlTileSetEditorWindow:
 *
 * Edits one tile set (issue 12, docs/editor.md "The tile-set editor window"):
 * a grid of the set's tiles drawn at thumbnail size with each tile's id and
 * count, the start tile marked and the total; the tile pane with the selected
 * tile drawn large (#TlTileEditView) and its sides and choices; the set's id,
 * name and game; the live problems (a click selects the tile). A user's set is
 * stored in the library after every change (a moment later, as one write; a
 * draft too: it is saved, not played); a built-in one is shown read-only and
 * can be duplicated.
 *
 * Actions (`win.`): `undo`, `redo`, `add-tile`, `duplicate-tile`,
 * `delete-tile`, `move-earlier`, `move-later`, `start-tile`, `rotate`,
 * `duplicate` (the set, into the library), `export`, `select-tile` (int: an
 * index).
 *
 * Property `document-name` (string): the set's name; setting it renames (an
 * undoable step; what #TlLibraryWindow's Rename does to a set open here).
 */

/**
 * tl_tile_set_editor_window_new:
 * @application: (nullable): the application
 * @store: (nullable): the library the set is kept in (under the document's
 *   id, %TL_STORE_TILESET); %NULL: not kept
 * @document: the set, a user's one (editable); the window keeps a reference
 *
 * Opens the editor on @document: what the library's New, Duplicate and the
 * opening of a user's set call. Nothing is written until the first change.
 *
 * Returns: (transfer full): the window.
 */
TlTileSetEditorWindow *tl_tile_set_editor_window_new   (GtkApplication    *application,
                                                        TlLibrary           *store,
                                                        TlTileSetDocument *document);

/**
 * tl_tile_set_editor_window_open:
 * @application: (nullable): the application
 * @store: (nullable): the library; %NULL: not kept
 * @json: the set (`tilelands-tileset`, docs/design.md §3; a draft with problems
 *   too)
 * @builtin: a built-in set: shown read-only, with Duplicate to Edit
 * @error: return location for an error, or %NULL
 *
 * The form of tl_map_editor_window_new(), for a #TlLibraryKind's `open`: reads
 * @json with tl_tile_set_document_new_from_data() and opens the editor on it.
 * Errors: those of tl_tile_set_document_new_from_data() (%TL_FORMAT_ERROR)
 * when @json is no tile set.
 *
 * Returns: (transfer full) (nullable): the window.
 */
TlTileSetEditorWindow *tl_tile_set_editor_window_open  (GtkApplication    *application,
                                                        TlLibrary           *store,
                                                        const char        *json,
                                                        gboolean           builtin,
                                                        GError           **error);

/**
 * tl_tile_set_editor_window_find:
 * @application: the application
 * @id: a tile set id
 *
 * Returns: (transfer none) (nullable): the editor window open on @id.
 */
TlTileSetEditorWindow *tl_tile_set_editor_window_find  (GtkApplication    *application,
                                                        const char        *id);

TlTileSetDocument *tl_tile_set_editor_window_get_document (TlTileSetEditorWindow *self);
TlTileEditView    *tl_tile_set_editor_window_get_view     (TlTileSetEditorWindow *self);

/**
 * tl_tile_set_editor_window_get_selected:
 * @self: an editor
 *
 * Returns: the index of the tile in the tile pane, or -1 (a set has at least
 *   one tile, so -1 only while none is selected).
 */
int                tl_tile_set_editor_window_get_selected (TlTileSetEditorWindow *self);
/* Selects tile @index (its thumbnail, and the tile pane shows it). */
void               tl_tile_set_editor_window_select       (TlTileSetEditorWindow *self,
                                                           guint                  index);

/**
 * tl_tile_set_editor_window_get_saved:
 * @self: an editor
 *
 * Returns: whether the library holds the set as it is now (no write waits or
 *   runs); %TRUE for a built-in one.
 */
gboolean           tl_tile_set_editor_window_get_saved    (TlTileSetEditorWindow *self);

/**
 * tl_tile_set_editor_window_export_to:
 * @self: an editor
 * @file: where to write the set's JSON (tl_tile_set_document_to_data(), a
 *   draft too)
 * @error: return location for an error, or %NULL
 *
 * What Export does once a file is chosen (for scripts and tests); writes at
 * once. Errors: those of g_file_replace_contents().
 *
 * Returns: %TRUE when written.
 */
gboolean           tl_tile_set_editor_window_export_to    (TlTileSetEditorWindow *self,
                                                           GFile                 *file,
                                                           GError               **error);

G_END_DECLS
