/* tl-tile-preview.h — one tile drawn from its data (the tile in hand)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_PREVIEW (tl_tile_preview_get_type ())
G_DECLARE_FINAL_TYPE (TlTilePreview, tl_tile_preview, TL, TILE_PREVIEW, GtkWidget)

/**
 * TlTilePreview:
 *
 * Draws one tile type in one rotation with tl_render_tile(), as large as its
 * allocation allows (a square, centred; 48 × 48 logical pixels unless a size
 * request asks for more), in
 * the dark variant when the style manager says the style is dark. Shows an empty
 * dashed square when no tile is set, and the back of a tile (grey, striped)
 * while it is face down: hidden information such as another player's hand.
 */

/**
 * tl_tile_preview_new:
 *
 * Returns: (transfer floating): a preview showing no tile.
 */
GtkWidget *tl_tile_preview_new      (void);

/**
 * tl_tile_preview_set_tile:
 * @self: a preview
 * @set: (nullable) (transfer none): the tile set; the preview keeps a reference
 * @type: index of the tile type in @set, or -1 for no tile
 * @r: rotation in quarter turns clockwise (taken modulo 4)
 */
void       tl_tile_preview_set_tile (TlTilePreview *self,
                                     TlTileSet     *set,
                                     int            type,
                                     guint          r);

/**
 * tl_tile_preview_describe:
 * @set: (nullable): a tile set
 * @type: index of a tile type in @set, or -1
 * @r: rotation in quarter turns clockwise (taken modulo 4)
 *
 * What a preview of this tile says to a screen reader (its accessible label):
 * "Tile J: city on one side, road curving from east to south, turned a quarter
 * clockwise" — the id, the name (translated for a built-in tile; it describes
 * the tile unturned) and how it is turned (nothing when it is not); "No tile"
 * for none.
 *
 * Returns: (transfer full): the words; free with g_free().
 */
char      *tl_tile_preview_describe (TlTileSet     *set,
                                     int            type,
                                     guint          r);

/**
 * tl_tile_preview_get_tile:
 * @self: a preview
 *
 * Returns: the tile type index shown (or hidden, when face down), or -1.
 */
int        tl_tile_preview_get_tile      (TlTilePreview *self);

/**
 * tl_tile_preview_set_face_down:
 * @self: a preview
 * @face_down: %TRUE to draw the back of a tile instead of its face
 *
 * While face down, the tile's picture and name are not shown (also not in the
 * accessible label).
 */
void       tl_tile_preview_set_face_down (TlTilePreview *self,
                                          gboolean       face_down);

/**
 * tl_tile_preview_get_face_down:
 * @self: a preview
 *
 * Returns: whether the back of the tile is shown.
 */
gboolean   tl_tile_preview_get_face_down (TlTilePreview *self);

G_END_DECLS
