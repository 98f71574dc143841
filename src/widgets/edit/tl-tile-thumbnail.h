/* tl-tile-thumbnail.h — a tile set's tiles as textures, drawn once per size and style
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-tile-set-document.h"

G_BEGIN_DECLS

/**
 * tl_tile_thumbnail_get:
 * @entry: a tile of a #TlTileSetDocument (a snapshot that never changes)
 * @px: the picture's edge in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * The tile drawn by tl_render_tile() at @px (docs/design.md §7: rendered once per
 * size and never scaled per frame). The texture is kept on @entry, one per
 * size and style, and drawn again only for a new size or style; an edit makes a
 * new entry, so only the changed tile is drawn again. A tile that cannot be
 * drawn (kept as read, tl_tile_set_entry_get_tile() is %NULL) is a dashed
 * outline.
 *
 * Returns: (transfer none): the texture, owned by @entry.
 */
GdkTexture *tl_tile_thumbnail_get      (TlTileSetEntry *entry,
                                        guint           px,
                                        gboolean        dark);

/**
 * tl_tile_thumbnail_draw:
 * @entry: a tile
 * @px: the picture's edge in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Draws the tile as tl_tile_thumbnail_get() does, without keeping it (for a
 * picture whose size changes with the window: the caller keeps the last one).
 *
 * Returns: (transfer full): the texture.
 */
GdkTexture *tl_tile_thumbnail_draw     (TlTileSetEntry *entry,
                                        guint           px,
                                        gboolean        dark);

/**
 * tl_tile_thumbnail_drawn:
 *
 * Returns: how many pictures tl_tile_thumbnail_get() and
 *   tl_tile_thumbnail_draw() have drawn in this process
 *   (for benchmarks and tests: a picture kept is not drawn again).
 */
guint       tl_tile_thumbnail_drawn    (void);

G_END_DECLS
