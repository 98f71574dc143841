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
 *
 * A view that must not draw in its frames turns on deferred drawing
 * (tl_map_cache_set_deferred()): a picture missing at the size asked for is
 * then not drawn but asked for, and the same picture in the nearest size held
 * is returned (to be shown scaled); the pictures asked for are drawn elsewhere
 * (tl_map_cache_take_batch(), tl_map_cache_batch_draw() on a worker thread,
 * tl_map_cache_insert_batch()). The first size drawn then is kept for good
 * besides the recent ones, with every picture of the map, so that each
 * cell has one to stand in (docs/board-frames.md).
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
 *   showing the printed cell (deferred: maybe of another size held, see
 *   tl_map_cache_set_deferred()), owned by the cache and valid until the cache
 *   is freed or drops that size (a batch inserted may drop the oldest); %NULL
 *   outside the grid or for a bad @px.
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

/**
 * TlMapCacheBatch:
 *
 * Pictures of one size and style that a cache in deferred mode lacks, with
 * everything needed to draw them (copies of the cells' looks): it may be
 * drawn on any thread, while the cache goes on being used.
 */
typedef struct _TlMapCacheBatch TlMapCacheBatch;

/**
 * tl_map_cache_set_deferred:
 * @cache: a cache
 * @deferred: %TRUE to draw no picture that can be stood in for
 *
 * With @deferred, tl_map_cache_cell(), tl_map_cache_chip() and
 * tl_map_cache_tile_back() draw a picture missing at the size asked for only
 * when the cache holds it in no size at all (the first frame, or a look not
 * seen yet). Otherwise they return it in the held size nearest to @px (its
 * pixel size differs from @px: scale it when showing it) and remember it as
 * asked for (tl_map_cache_take_batch()). The first size drawn while deferred
 * is kept for good (pinned), besides the %TL_MAP_CACHE_SIZES recent ones; a
 * change of style pins the new style's first size instead. Off by default.
 */
void               tl_map_cache_set_deferred  (TlMapCache *cache,
                                               gboolean    deferred);

/**
 * tl_map_cache_has_pending:
 * @cache: a cache
 *
 * Returns: whether pictures were asked for that tl_map_cache_take_batch()
 *   has not handed out yet (the pinned size's missing pictures included).
 */
gboolean           tl_map_cache_has_pending   (TlMapCache *cache);

/**
 * tl_map_cache_take_batch:
 * @cache: a cache
 *
 * Hands out the pictures asked for since the last call (all of one size and
 * style: asking for another size forgets those not handed out), or else,
 * once, every picture of the map the pinned size lacks (each look, the chip,
 * the tile backs of every colour), and forgets them.
 *
 * Returns: (transfer full) (nullable): the batch, or %NULL when nothing is
 *   missing; free with tl_map_cache_batch_free().
 */
TlMapCacheBatch   *tl_map_cache_take_batch    (TlMapCache *cache);

/**
 * tl_map_cache_batch_draw:
 * @batch: a batch not drawn yet
 * @each: (nullable) (scope call): called with each picture once drawn, on the
 *   calling thread (a view makes its texture there); returning %FALSE stops
 *   the drawing (the batch is then not to be inserted: it was not finished)
 * @data: passed to @each
 *
 * Draws the batch's pictures. Uses nothing of the cache: safe on any thread.
 *
 * Returns: %TRUE when every picture was drawn.
 */
gboolean           tl_map_cache_batch_draw    (TlMapCacheBatch *batch,
                                               gboolean       (*each) (cairo_surface_t *surface,
                                                                       gpointer         data),
                                               gpointer         data);

/**
 * tl_map_cache_insert_batch:
 * @cache: the cache the batch was taken from
 * @batch: a batch drawn with tl_map_cache_batch_draw()
 *
 * Keeps the batch's pictures (the cache takes them from the batch). Their size
 * becomes the most recent one, which may drop the pictures of the oldest
 * size (never the pinned one's).
 *
 * Returns: the number of pictures kept (0 when the batch was not drawn to
 *   the end).
 */
guint              tl_map_cache_insert_batch  (TlMapCache      *cache,
                                               TlMapCacheBatch *batch);

/**
 * tl_map_cache_batch_get_size:
 * @batch: a batch
 *
 * Returns: how many pictures the batch holds.
 */
guint              tl_map_cache_batch_get_size (TlMapCacheBatch *batch);

/**
 * tl_map_cache_batch_free:
 * @batch: (nullable): a batch
 *
 * Frees the batch and the pictures it still holds.
 */
void               tl_map_cache_batch_free    (TlMapCacheBatch *batch);

/**
 * tl_map_cache_get_n_drawn:
 * @cache: a cache
 *
 * Returns: how many pictures the cache drew itself (in tl_map_cache_cell(),
 *   tl_map_cache_chip() or tl_map_cache_tile_back(): in the caller's frame)
 *   since it was made; those of batches are not counted.
 */
guint              tl_map_cache_get_n_drawn   (TlMapCache *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlMapCacheBatch, tl_map_cache_batch_free)

G_END_DECLS
