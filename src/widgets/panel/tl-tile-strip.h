/* tl-tile-strip.h — a row of small tiles shown face up (the tiles set aside)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_STRIP (tl_tile_strip_get_type ())
G_DECLARE_FINAL_TYPE (TlTileStrip, tl_tile_strip, TL, TILE_STRIP, GtkWidget)

/**
 * TlTileStrip:
 *
 * Tiles in rows of at most four, each a #TlTilePreview of 56 × 56 logical pixels,
 * unrotated, with the tile's name as its tooltip. Used for the tiles set aside
 * face up in The Discovery's equal-turns variant (docs/rules/discovery.md §1.9). The widget
 * has the CSS name `tilestrip`.
 */

/**
 * tl_tile_strip_new:
 *
 * Returns: (transfer floating): an empty strip.
 */
GtkWidget *tl_tile_strip_new       (void);

/**
 * tl_tile_strip_set_tiles:
 * @self: a strip
 * @set: (nullable) (transfer none): the tile set of @types
 * @types: (array length=n_types) (nullable): tile type indices, in order
 * @n_types: how many
 */
void       tl_tile_strip_set_tiles (TlTileStrip *self,
                                    TlTileSet   *set,
                                    const guint *types,
                                    guint        n_types);

/**
 * tl_tile_strip_get_n_tiles:
 * @self: a strip
 *
 * Returns: how many tiles are shown.
 */
guint      tl_tile_strip_get_n_tiles (TlTileStrip *self);

G_END_DECLS
