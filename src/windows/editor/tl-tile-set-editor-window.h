/* tl-tile-set-editor-window.h — the tile-set editor: a set's tiles, the tile pane and the problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-editor-window.h"
#include "tl-tile-edit-view.h"
#include "tl-tile-set-document.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_SET_EDITOR_WINDOW (tl_tile_set_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (TlTileSetEditorWindow, tl_tile_set_editor_window, TL, TILE_SET_EDITOR_WINDOW,
                      TlEditorWindow)

/**
 * TlTileSetEditorWindow:
 *
 * Edits one tile set (issue 12, docs/editor.md "The tile-set editor window"),
 * a #TlEditorWindow: a grid of the set's tiles drawn at thumbnail size with each tile's id and
 * count, the start tile marked and the total; the tile pane with the selected
 * tile drawn large (#TlTileEditView) and its sides and choices; the set's id,
 * name and game; the live problems (a click selects the tile). A user's set is
 * stored in the library after every change (a moment later, as one write; a
 * draft too: it is saved, not played); a built-in one is shown read-only and
 * can be duplicated.
 *
 * Actions (`win.`), besides the shell's: `add-tile`, `duplicate-tile`,
 * `delete-tile`, `move-earlier`, `move-later`, `start-tile`, `rotate`,
 * `select-tile` (int: an index). Play activates `app.play-tile-set`.
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

G_END_DECLS
