/* tl-map-editor-window.h — the map editor: a layout's grid, tools, counts and problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-editor-window.h"
#include "tl-map-document.h"
#include "tl-map-edit-view.h"

G_BEGIN_DECLS

#define TL_TYPE_MAP_EDITOR_WINDOW (tl_map_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (TlMapEditorWindow, tl_map_editor_window, TL, MAP_EDITOR_WINDOW, TlEditorWindow)

/**
 * TlMapEditorWindow:
 *
 * Edits one map layout (issue 13), a #TlEditorWindow: the grid drawn as the board draws it
 * (#TlMapEditView), a palette of tools and paints with single-key shortcuts, a
 * side panel with the name, size, deck, the counts of each kind of square
 * against what the rules expect, the live problems (a click shows the cell),
 * and Try It and Join Preview. A user's layout is stored in the library after
 * every change (a moment later, as one write); a built-in one is shown
 * read-only and can be duplicated.
 *
 * Actions (`win.`), besides the shell's: `tool` (string state: pencil, line,
 * rectangle, fill), `paint` (string state: playable, blocked, start, town,
 * purple, orange, light-blue, half), `zoom-in`, `zoom-out`, `zoom-reset`,
 * `resize`, `rename`, `join`, `library`. Play activates `app.play-map`.
 */

/**
 * tl_map_editor_window_new:
 * @application: (nullable): the application
 * @store: (nullable): the library the layout is kept in; %NULL: not kept
 * @json: the layout (`tilelands-map`, docs/design.md §3; it may break rules)
 * @builtin: a built-in layout: read-only
 * @error: return location for an error, or %NULL
 *
 * Errors: the format reader's (%TL_FORMAT_ERROR) when @json is no layout.
 *
 * Returns: (transfer full) (nullable): the window.
 */
TlMapEditorWindow *tl_map_editor_window_new          (GtkApplication *application,
                                                      TlLibrary        *store,
                                                      const char     *json,
                                                      gboolean        builtin,
                                                      GError        **error);

TlMapDocument     *tl_map_editor_window_get_document (TlMapEditorWindow *self);
TlMapEditView     *tl_map_editor_window_get_view     (TlMapEditorWindow *self);

G_END_DECLS
