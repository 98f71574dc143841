/* tl-tile-grid.h — the tile-set editor's grid: each tile's thumbnail, id and copies, drag to reorder
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The thumbnails' edge, logical pixels. */
#define TL_TILE_GRID_THUMBNAIL 64

/**
 * TlTileGridDropFunc:
 * @data: the data given to tl_tile_grid_set_factory()
 * @from: the index of the tile dragged
 * @to: the index of the tile it was dropped on (the place it takes)
 */
typedef void (*TlTileGridDropFunc) (gpointer data,
                                    guint    from,
                                    guint    to);

/**
 * tl_tile_grid_set_factory:
 * @grid: a grid view over a #TlTileSetDocument's tiles (#TlTileSetEntry)
 * @editable: whether tiles can be dragged onto others to move them
 * @dropped: what a drop does (it moves the tile); not called when not editable
 * @data: its data; must outlive the grid's factory
 *
 * Gives @grid its items: the tile drawn at %TL_TILE_GRID_THUMBNAIL px
 * (tl_tile_thumbnail_get(), at the device pixel size, in the style now
 * shown), its id, "× copies" and a star on the start tile; its accessible
 * label says the same, its tooltip is the tile's name. Call it again when the
 * style changes: every item is bound again.
 */
void tl_tile_grid_set_factory (GtkGridView        *grid,
                               gboolean            editable,
                               TlTileGridDropFunc  dropped,
                               gpointer            data);

G_END_DECLS
