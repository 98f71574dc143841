/* tl-map-join-dialog.h — the join preview: a layout joined to another at the seam
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-map-document.h"
#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_MAP_JOIN_DIALOG (tl_map_join_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TlMapJoinDialog, tl_map_join_dialog, TL, MAP_JOIN_DIALOG, AdwWindow)

/**
 * TlMapJoinDialog:
 *
 * Choose a second layout (a built-in one or one of the library's) and see the
 * two joined at their half-square columns as usa-both is joined
 * (tl_map_document_join()), drawn as the board draws it, with the problems of
 * the join; it follows the edits of the document. Play starts a game on the
 * joined map.
 */

/**
 * tl_map_join_dialog_new:
 * @parent: the editor
 * @document: the layout being edited
 * @store: (nullable): the library, for the user's other layouts
 *
 * Returns: (transfer full): the dialog.
 */
TlMapJoinDialog   *tl_map_join_dialog_new        (GtkWindow     *parent,
                                                  TlMapDocument *document,
                                                  TlLibrary       *store);

/**
 * tl_map_join_dialog_choose:
 * @self: a dialog
 * @layout: (transfer none): the second layout
 *
 * Joins @layout as choosing it in the list does.
 */
void               tl_map_join_dialog_choose     (TlMapJoinDialog *self,
                                                  TlMapLayout     *layout);

/**
 * tl_map_join_dialog_get_joined:
 * @self: a dialog
 *
 * Returns: (transfer none) (nullable): the joined layout shown, or %NULL when
 *   the two cannot be joined.
 */
const TlMapLayout *tl_map_join_dialog_get_joined  (TlMapJoinDialog *self);

/**
 * tl_map_join_dialog_get_problems:
 * @self: a dialog
 *
 * Returns: (transfer none) (element-type TlMapProblem): the problems of the join.
 */
GPtrArray         *tl_map_join_dialog_get_problems (TlMapJoinDialog *self);

G_END_DECLS
