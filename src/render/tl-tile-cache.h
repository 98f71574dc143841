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
 * rescaled per frame (docs/design.md §7). The cache holds the pictures of the few
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

/**
 * tl_tile_cache_peek:
 * @cache: a cache
 * @type: index of a tile type in the cache's tile set
 * @r: rotation in quarter turns clockwise, 0..3
 * @px: edge length in device pixels
 * @dark: %TRUE for the dark style's tones
 *
 * Like tl_tile_cache_lookup(), without drawing anything and without making
 * the size the most recent.
 *
 * Returns: (transfer none) (nullable): the picture when it is drawn already.
 */
cairo_surface_t *tl_tile_cache_peek         (TlTileCache *cache,
                                             guint        type,
                                             guint        r,
                                             guint        px,
                                             gboolean     dark);

/**
 * tl_tile_cache_nearest:
 * @cache: a cache
 * @type: index of a tile type
 * @r: rotation
 * @px: the size wanted, device pixels
 * @dark: the style
 * @got_px: (out) (optional): the size of the picture returned, 0 for none
 *
 * What to show, scaled, while the picture of size @px is being drawn: the
 * picture of the same tile in the held size (not @px; the pinned one too)
 * nearest to @px.
 *
 * Returns: (transfer none) (nullable): that picture, or %NULL when the cache
 * holds the tile in no other size.
 */
cairo_surface_t *tl_tile_cache_nearest      (TlTileCache *cache,
                                             guint        type,
                                             guint        r,
                                             guint        px,
                                             gboolean     dark,
                                             guint       *got_px);

/**
 * tl_tile_cache_insert:
 * @cache: a cache
 * @type: index of a tile type in the cache's tile set
 * @r: rotation
 * @px: its edge length, device pixels (1..2048)
 * @dark: the style it was drawn in
 * @surface: (transfer full): the picture, drawn with tl_tile_cache_draw()
 *
 * Keeps a picture drawn elsewhere (on a worker thread); the size becomes the
 * most recent, the oldest of %TL_TILE_CACHE_SIZES sizes is dropped as in
 * tl_tile_cache_lookup(). Replaces a picture already held.
 */
void             tl_tile_cache_insert       (TlTileCache     *cache,
                                             guint            type,
                                             guint            r,
                                             guint            px,
                                             gboolean         dark,
                                             cairo_surface_t *surface);

/**
 * tl_tile_cache_draw:
 * @set: a tile set
 * @type: index of a tile type of @set
 * @r: rotation
 * @px: edge length in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Draws one tile picture, keeping nothing: safe on any thread (it reads only
 * the tile set's data, which must not change meanwhile).
 *
 * Returns: (transfer full): an ARGB32 image surface of @px × @px pixels.
 */
cairo_surface_t *tl_tile_cache_draw         (TlTileSet   *set,
                                             guint        type,
                                             guint        r,
                                             guint        px,
                                             gboolean     dark);

/**
 * tl_tile_cache_pin_size:
 * @cache: a cache
 * @px: a size in device pixels, or 0 to pin none
 * @dark: the style
 *
 * Keeps the pictures of one size besides the %TL_TILE_CACHE_SIZES most
 * recent ones, never dropped (the board pins the size it first showed a game
 * at, so that every tile it drew has a picture to show scaled while another
 * size is drawn). The size pinned before is dropped unless it is recent.
 */
void             tl_tile_cache_pin_size     (TlTileCache *cache,
                                             guint        px,
                                             gboolean     dark);

/**
 * tl_tile_cache_get_pinned:
 * @cache: a cache
 * @px: (out) (optional): the pinned size
 * @dark: (out) (optional): its style
 *
 * Returns: whether a size is pinned.
 */
gboolean         tl_tile_cache_get_pinned   (TlTileCache *cache,
                                             guint       *px,
                                             gboolean    *dark);

G_END_DECLS
