/* tl-terrain-layout-private.h — the shapes of a Discovery tile (mountain, grassland,
 * sea), found from its data (internal to src/render/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"

G_BEGIN_DECLS

/* Mixes @v into the hash @h (every bit of the result depends on every input
 * bit): the art's deterministic "random" choices. */
static inline guint
hash_mix (guint h, guint v)
{
  h ^= v + 0x9e3779b9u + (h << 6) + (h >> 2);
  /* murmur3's finaliser, so that every bit depends on every input bit */
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* Coordinates are in the unit square of the unrotated tile: (0, 0) is the
 * north-west corner, x grows east and y grows south. */

#define TL_TERRAIN_MAX_BORDERS 4
#define TL_TERRAIN_MAX_STEPS 6

typedef struct {
  double x, y;
} TlTerrainPt;

/* A border between two segments of the tile: one cubic from @a to @b. Every
 * border starts and ends at a tile corner or at an inner junction, so the
 * terrains of neighbouring tiles meet along whole sides. */
typedef struct {
  TlTerrainPt a, c1, c2, b;
  guint8 seg[2];              /* the segments on either side */
} TlTerrainBorder;

/* The outline of one segment: tile sides and borders, in order. A step is a
 * side s (0..3, from corner s to corner s + 1 clockwise), or a border:
 * TL_TERRAIN_FWD (i) runs border i from a to b, TL_TERRAIN_REV (i) from b to a. */
#define TL_TERRAIN_FWD(i) (0x10 | (i))
#define TL_TERRAIN_REV(i) (0x20 | (i))

typedef struct {
  guint8 n_steps;
  guint8 steps[TL_TERRAIN_MAX_STEPS];
} TlTerrainLoop;

/* A port city on the shore between @sea and @land. */
typedef struct {
  guint8 sea, land;
  TlTerrainPt at;             /* on the shore */
  TlTerrainPt to_sea;         /* unit normal of the shore at @at, pointing into the sea */
} TlTerrainCity;

typedef struct {
  const char *name;           /* the layout of docs/rules/discovery.md §3.3, e.g. "L161" */
  guint n_segments;
  guint n_borders;
  TlTerrainBorder borders[TL_TERRAIN_MAX_BORDERS];
  TlTerrainLoop loops[TL_MAX_SEGMENTS];   /* per segment */
  guint8 base;                /* the segment painted first, over the whole tile */
  guint n_cities;
  TlTerrainCity cities[TL_MAX_PORT_CITIES];
} TlTerrainLayout;

/* Whether @kind is a terrain of The Discovery. */
gboolean _tl_terrain_is_terrain (TlSegmentKind kind);

/* Finds the shapes of @type: every segment must be a terrain and every side
 * must belong to one segment (all three of its ports). The segments' sides and
 * which of them touch pick one of the layouts of docs/rules/discovery.md §3.3 in any
 * rotation or mirror image (when no layout matches the touches exactly, the
 * one with fewest differences). Returns %FALSE when @type is no such tile. */
gboolean _tl_terrain_layout_build (const TlTileType *type,
                                  TlTerrainLayout  *out);

/* Labels an @n × @n raster: each pixel gets the segment whose region holds
 * its centre. */
void _tl_terrain_layout_labels (const TlTerrainLayout *layout,
                               guint                  n,
                               guint8                *labels);

/* Small pictures that dress a terrain: peaks on mountains, waves on the sea,
 * tufts on grassland. They stand upright on the board whatever the tile's
 * rotation, so each keeps a round footprint of radius @size / 2 clear of its
 * region's edge and of the tile's edge. */
typedef enum {
  TL_TERRAIN_DECOR_PEAK,
  TL_TERRAIN_DECOR_WAVE,
  TL_TERRAIN_DECOR_TUFT,
} TlTerrainDecorKind;

#define TL_TERRAIN_MAX_DECOR 48

typedef struct {
  TlTerrainDecorKind kind;
  guint8 segment;
  guint16 min_px;             /* drawn only on tiles at least this many pixels wide */
  TlTerrainPt at;             /* centre of the footprint */
  double size;                /* width */
  guint variant;              /* a hash for small differences */
} TlTerrainDecor;

/* Chooses where the pictures go: inside each region, away from its edges, the
 * tile's edges, the followers' places @anchors (one per segment) and the port
 * cities. Returns how many were written to @out (at most TL_TERRAIN_MAX_DECOR). */
guint _tl_terrain_layout_place_decor (const TlTerrainLayout *layout,
                                     const TlTileType      *type,
                                     const TlTerrainPt     *anchors,
                                     TlTerrainDecor        *out);

/* How far from a port city's houses a follower stands, in tile units. */
#define TL_PORT_CITY_CLEARANCE 0.12

/* Where the houses of @city cluster: on the land, just off the shore. */
TlTerrainPt _tl_terrain_city_centre (const TlTerrainCity *city);

/* Appends the outline of @segment to @cr's path, in @cr's user space (the unit
 * square of the tile). */
void _tl_terrain_layout_region_path (cairo_t               *cr,
                                    const TlTerrainLayout *layout,
                                    guint                  segment);

/* Appends border @i as an open curve to @cr's path. */
void _tl_terrain_layout_border_path (cairo_t               *cr,
                                    const TlTerrainLayout *layout,
                                    guint                  i);

/* The point of border @border at parameter @t (0..1) and the unit tangent there. */
void _tl_terrain_border_point (const TlTerrainBorder *border,
                              double                 t,
                              TlTerrainPt           *at,
                              TlTerrainPt           *tangent);

G_END_DECLS
