/* tl-tile-pane.h — the tile-set editor's tile pane: the tile drawn large, its fields and choices
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-tile-edit-view.h"
#include "tl-tile-set-document.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_PANE (tl_tile_pane_get_type ())
G_DECLARE_FINAL_TYPE (TlTilePane, tl_tile_pane, TL, TILE_PANE, GtkBox)

/**
 * TlTilePane:
 *
 * The middle of the tile-set editor: one tile of a #TlTileSetDocument drawn
 * large (#TlTileEditView: click a side to change its kind, or use the
 * keyboard), the current side's choices (its kind, the sides it is one
 * segment with, where its road stops, its city's pennants, the port cities of
 * a sea's shores), the tile's choices (monastery, corners a city reaches,
 * crossroads spurs, the Discovery terrain in the middle, a quarter turn), the
 * fields worked out from the sides (shown, never typed), and the tile's id,
 * name, count and whether it is the start tile. Every control is one undoable
 * edit of the document.
 */

GtkWidget      *tl_tile_pane_new          (void);
/* @document: (nullable); @editable: whether the controls change it */
void            tl_tile_pane_set_document (TlTilePane        *self,
                                           TlTileSetDocument *document,
                                           gboolean           editable);
/* @index: the tile shown, or -1 */
void            tl_tile_pane_set_tile     (TlTilePane        *self,
                                           int                index);
TlTileEditView *tl_tile_pane_get_view     (TlTilePane        *self);

G_END_DECLS
