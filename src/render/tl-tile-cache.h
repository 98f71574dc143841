/* tl-tile-cache.h — tile pictures rendered once per type, rotation and size
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlTileCache:
 *
 * Cairo image surfaces of the tiles of one tile set, drawn by tl_render_tile()
 * at an exact pixel size and kept, so that a board is never re-rendered or
 * rescaled per frame (DESIGN.md §7). The cache holds the pictures of the few
 * most recently used sizes (see %TL_TILE_CACHE_SIZES) and drops older ones.
 * Not thread-safe: use it from one thread.
 */
typedef struct _TlTileCache TlTileCache;

/**
 * TL_TILE_CACHE_SIZES:
 *
 * How many distinct (pixel size, style) combinations a #TlTileCache keeps.
 */
#define TL_TILE_CACHE_SIZES 3

/**
 * tl_tile_cache_new:
 * @set: (transfer none): the tile set whose tiles are drawn; the cache keeps a
 *   reference
 *
 * Returns: (transfer full): an empty cache; free with tl_tile_cache_free().
 */
TlTileCache     *tl_tile_cache_new          (TlTileSet *set);

/**
 * tl_tile_cache_free:
 * @cache: (nullable): a cache
 *
 * Frees the cache and every surface it holds.
 */
void             tl_tile_cache_free         (TlTileCache *cache);

/**
 * tl_tile_cache_get_tile_set:
 * @cache: a cache
 *
 * Returns: (transfer none): the tile set the cache draws.
 */
TlTileSet       *tl_tile_cache_get_tile_set (TlTileCache *cache);

/**
 * tl_tile_cache_lookup:
 * @cache: a cache
 * @type: index of a tile type in the cache's tile set
 * @r: rotation in quarter turns clockwise, 0..3
 * @px: edge length of the picture in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Returns the picture of the tile, drawing it on first use.
 *
 * Returns: (transfer none) (nullable): an ARGB32 image surface of @px × @px
 *   pixels, owned by the cache and valid until the cache is freed or cleared or
 *   drops that size; %NULL when @type is out of range or @px is 0 or above 2048.
 */
cairo_surface_t *tl_tile_cache_lookup       (TlTileCache *cache,
                                             guint        type,
                                             guint        r,
                                             guint        px,
                                             gboolean     dark);

/**
 * tl_tile_cache_clear:
 * @cache: a cache
 *
 * Drops every picture.
 */
void             tl_tile_cache_clear        (TlTileCache *cache);

G_END_DECLS
