/* tl-tile-art-private.h — drawing pieces shared by the tile art (internal to src/render/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-render-palette-private.h"
#include "tl-tile-geometry-private.h"

G_BEGIN_DECLS

/* A line width in tile units: @frac of the tile, never thinner than @min_px
 * device pixels on a tile @n pixels wide. */
double _tl_art_width (double frac,
                     double min_px,
                     guint  n);

/* A house seen from above, centred on (@x, @y): a roof with its ridge along
 * @w, turned by @angle radians, lit half @lit and shaded half @shade. */
void   _tl_art_roof  (cairo_t         *cr,
                     const TlPalette *pal,
                     double           x,
                     double           y,
                     double           w,
                     double           h,
                     double           angle,
                     const TlRgb     *lit,
                     const TlRgb     *shade,
                     guint            n);

/* Draws the symbols (inn, cathedral, goods, garden) that stand on segments of
 * @kind, upright on the board for a tile turned by @r (tl-symbol-art.c). */
void   _tl_art_symbols      (cairo_t              *cr,
                            const TlTileGeometry *geom,
                            const TlPalette      *pal,
                            TlSegmentKind         kind,
                            guint                 r,
                            guint                 n);

/* Draws a Discovery tile (@geom has a terrain layout) in the unit square of
 * @cr's user space, which is already turned by the tile's rotation @r; @n is
 * the tile's width in device pixels. */
void   _tl_terrain_art_draw (cairo_t              *cr,
                            const TlTileGeometry *geom,
                            const TlPalette      *pal,
                            guint                 r,
                            guint                 n);

G_END_DECLS
