/* tl-tile-edit-view.h — one tile of a tile set drawn large, its sides edited by pointer and keyboard
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-tile-set-document.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_EDIT_VIEW (tl_tile_edit_view_get_type ())
G_DECLARE_FINAL_TYPE (TlTileEditView, tl_tile_edit_view, TL, TILE_EDIT_VIEW, GtkWidget)

/**
 * TlTileEditView:
 *
 * The tile pane's picture: one tile of a #TlTileSetDocument drawn by
 * tl_render_tile() as large as the widget allows (exactly as the board draws
 * it, light or dark style), with the side under the pointer and the current
 * side marked in the accent colour.
 *
 * Pointer: a click on a side (the triangle between the tile's centre and that
 * edge) makes it the current side and gives it the next kind of its game
 * (%TL_TILE_EDIT_CYCLE_KIND: field, road, city; grassland, mountain, sea); a
 * right click gives it the kind before.
 *
 * Keyboard (when focused): the arrow keys choose the current side (Up N, Right
 * E, Down S, Left W); Space or Return give it the next kind, Shift+Space the
 * kind before; the letters give it a kind at once (Carcassonne: F field, R
 * road, C city; The Discovery: G grassland, M mountain, S sea); J joins it to
 * the next side of its kind clockwise, Shift+J separates it; P adds a pennant
 * to its city, Shift+P takes one away; M (Carcassonne) puts a monastery in the
 * middle or takes it away.
 *
 * Each change is one edit of the document (tl_tile_set_document_edit_tile());
 * one that would make no tile is refused and reported by
 * #TlTileEditView::refused. A view that is not editable only shows.
 *
 * Properties: `side` (uint 0..3, the current side), `tile` (int, the tile's
 * index or -1), `editable` (boolean).
 *
 * Signals: #TlTileEditView::refused (const char *message): an edit was refused.
 */

GtkWidget *tl_tile_edit_view_new          (void);

/**
 * tl_tile_edit_view_set_document:
 * @self: a view
 * @document: (nullable): the tile set; the view keeps a reference and redraws
 *   after each of its changes
 *
 * Shows no tile until tl_tile_edit_view_set_tile().
 */
void       tl_tile_edit_view_set_document (TlTileEditView    *self,
                                           TlTileSetDocument *document);

/**
 * tl_tile_edit_view_set_tile:
 * @self: a view
 * @index: a tile of the document, or -1 for none
 */
void       tl_tile_edit_view_set_tile     (TlTileEditView    *self,
                                           int                index);
int        tl_tile_edit_view_get_tile     (TlTileEditView    *self);
void       tl_tile_edit_view_set_editable (TlTileEditView    *self,
                                           gboolean           editable);

/**
 * tl_tile_edit_view_set_side:
 * @self: a view
 * @side: the current side, 0..3 (N, E, S, W)
 */
void       tl_tile_edit_view_set_side     (TlTileEditView    *self,
                                           guint              side);
guint      tl_tile_edit_view_get_side     (TlTileEditView    *self);

/**
 * tl_tile_edit_view_side_at:
 * @self: a view
 * @x: x in the widget's coordinates, pixels
 * @y: y, pixels
 *
 * Returns: the side (0..3) whose part of the tile holds the point, or -1 for
 *   the middle (a fifth of the tile round its centre) and outside the tile.
 */
int        tl_tile_edit_view_side_at      (TlTileEditView    *self,
                                           double             x,
                                           double             y);

/**
 * tl_tile_edit_view_side_point:
 * @self: a view that has been laid out
 * @side: a side, 0..3
 * @x: (out): x of a point well inside that side's part of the tile, pixels
 * @y: (out): its y
 *
 * Where to click on a side (for tests and scripts).
 */
void       tl_tile_edit_view_side_point   (TlTileEditView    *self,
                                           guint              side,
                                           double            *x,
                                           double            *y);

/**
 * tl_tile_edit_view_edit:
 * @self: a view
 * @edit: what to change
 * @a: its first argument (see #TlTileEdit)
 * @b: its second
 * @c: its third
 *
 * Changes the tile shown, as every control of the tile pane does; a refused
 * change emits #TlTileEditView::refused. Nothing when not editable or no tile
 * is shown.
 *
 * Returns: %TRUE when the tile is so now.
 */
gboolean   tl_tile_edit_view_edit         (TlTileEditView    *self,
                                           TlTileEdit         edit,
                                           guint              a,
                                           guint              b,
                                           guint              c);

G_END_DECLS
