/* tl-map-cache.h — pictures of a map's cells, chips and face-down tiles,
 * rendered once per look and pixel size
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlMapCache:
 *
 * Cairo image surfaces of the printed cells of one map layout
 * (tl_render_map_cell()), of face-down chips (tl_render_map_chip()) and of
 * face-down tiles (tl_render_tile_back()), drawn at an exact pixel size and
 * kept, like #TlTileCache does for tiles (docs/design.md §7). Cells that look alike
 * (same kind, colour, neighbourhood and, on a built-in map, terrain) share one
 * picture; a water cell that a name or landmark crosses has its own. A USA map
 * needs about a hundred, both joined about two hundred. The cache keeps the pictures of the %TL_MAP_CACHE_SIZES most
 * recently used (pixel size, style) pairs. Not thread-safe.
 */
typedef struct _TlMapCache TlMapCache;

/**
 * TL_MAP_CACHE_SIZES:
 *
 * How many distinct (pixel size, style) combinations a #TlMapCache keeps.
 */
#define TL_MAP_CACHE_SIZES 3

/**
 * tl_map_cache_new:
 * @layout: (transfer none): the map whose cells are drawn; the cache keeps a
 *   reference
 *
 * Returns: (transfer full): an empty cache; free with tl_map_cache_free().
 */
TlMapCache        *tl_map_cache_new        (TlMapLayout *layout);

/**
 * tl_map_cache_free:
 * @cache: (nullable): a cache
 *
 * Frees the cache and every surface it holds.
 */
void               tl_map_cache_free       (TlMapCache *cache);

/**
 * tl_map_cache_refresh:
 * @cache: a cache
 * @x: column of the first cell that changed
 * @y: row of the first cell that changed
 * @width: columns that changed
 * @height: rows that changed
 *
 * Looks again at the cells of the layout in that rectangle and round it (a
 * cell's picture depends on its neighbours), for a layout that is being edited
 * in place (the map editor). The pictures already drawn are kept for the looks
 * that still need them.
 *
 * Returns: %FALSE when the layout's size changed since the cache was made:
 *   make a new cache then.
 */
gboolean           tl_map_cache_refresh    (TlMapCache *cache,
                                            gint        x,
                                            gint        y,
                                            guint       width,
                                            guint       height);

/**
 * tl_map_cache_get_layout:
 * @cache: a cache
 *
 * Returns: (transfer none): the layout the cache draws.
 */
const TlMapLayout *tl_map_cache_get_layout (TlMapCache *cache);

/**
 * tl_map_cache_cell:
 * @cache: a cache
 * @x: column of a cell of the layout
 * @y: row of that cell
 * @px: edge length of the picture in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Returns: (transfer none) (nullable): an ARGB32 surface of @px × @px pixels
 *   showing the printed cell, owned by the cache and valid until the cache is
 *   freed or drops that size; %NULL outside the grid or for a bad @px.
 */
cairo_surface_t   *tl_map_cache_cell       (TlMapCache *cache,
                                            gint        x,
                                            gint        y,
                                            guint       px,
                                            gboolean    dark);

/**
 * tl_map_cache_chip:
 * @cache: a cache
 * @px: edge length of the cell in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Returns: (transfer none) (nullable): an ARGB32 surface of @px × @px pixels,
 *   transparent but for a face-down chip at the middle (to lay over a town
 *   cell; every chip looks the same, tl_render_map_chip()); owned by the cache
 *   as for tl_map_cache_cell().
 */
cairo_surface_t   *tl_map_cache_chip       (TlMapCache *cache,
                                            guint       px,
                                            gboolean    dark);

/**
 * tl_map_cache_tile_back:
 * @cache: a cache
 * @color: the outline colour of the square
 * @px: edge length of the cell in device pixels, 1..2048
 * @dark: %TRUE for the dark style's tones
 *
 * Returns: (transfer none) (nullable): an ARGB32 surface of @px × @px pixels
 *   with a face-down tile (to lay over an outlined cell); owned by the cache as
 *   for tl_map_cache_cell().
 */
cairo_surface_t   *tl_map_cache_tile_back  (TlMapCache *cache,
                                            TlMapColor  color,
                                            guint       px,
                                            gboolean    dark);

G_END_DECLS
