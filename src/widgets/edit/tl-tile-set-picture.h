/* tl-tile-set-picture.h — a small picture of a tile set: a strip of its tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>

#include "tl-tile-set-document.h"

G_BEGIN_DECLS

/**
 * TL_TILE_SET_PICTURE_COLUMNS:
 *
 * Tiles in a row of tl_tile_set_picture().
 */
#define TL_TILE_SET_PICTURE_COLUMNS 4

/**
 * TL_TILE_SET_PICTURE_ROWS:
 *
 * The most rows of tl_tile_set_picture().
 */
#define TL_TILE_SET_PICTURE_ROWS 3

/**
 * tl_tile_set_picture:
 * @document: a tile set (a draft too)
 * @max_px: the width of the picture, in device pixels (32 … 2048)
 * @dark: %TRUE for the dark style's tones
 *
 * The set's first tiles in its order (one of each tile type, up to
 * %TL_TILE_SET_PICTURE_COLUMNS × %TL_TILE_SET_PICTURE_ROWS), in rows of
 * %TL_TILE_SET_PICTURE_COLUMNS (a shorter single row in the middle), each drawn as the board draws it
 * (tl_render_tile(), unrotated) with a small gap between them; a tile of a
 * draft that cannot be drawn (tl_tile_set_entry_get_tile() is %NULL) is a
 * dashed outline in its place.
 *
 * Returns: (transfer full): the picture, @max_px wide and as high as its rows.
 */
GdkTexture *tl_tile_set_picture (TlTileSetDocument *document,
                                 guint              max_px,
                                 gboolean           dark);

G_END_DECLS
