/* tl-tile-geometry-private.h — the shapes of a tile type, computed from its segments
 * (internal to src/render/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <math.h>
#include "tl-engine.h"
#include "tl-terrain-layout-private.h"

G_BEGIN_DECLS

/* All coordinates are in the unit square of the unrotated tile: (0, 0) is the
 * north-west corner, x grows east and y grows south. */

/* Half the width of a road, and the radius of the junction plaza. */
#define TL_ROAD_HALF_WIDTH 0.062
#define TL_JUNCTION_RADIUS 0.105
#define TL_STOP_RADIUS 0.075
/* Half the size of the monastery building's footprint. */
#define TL_MONASTERY_HALF_W 0.17
#define TL_MONASTERY_HALF_H 0.2

#define TL_GEOM_MAX_EDGES 12
#define TL_GEOM_MAX_ROOFS 10
#define TL_GEOM_MAX_ROADS (TL_MAX_SEGMENTS * 2)

typedef struct {
  double x, y;
} TlPt;

/* One piece of a city outline: a cubic from @a to @b (a straight line when the
 * control points lie on it). @wall is set on the inner edges (drawn as walls);
 * edges along the tile border are not walls, so cities join across tiles. */
typedef struct {
  TlPt a, c1, c2, b;
  gboolean wall;
} TlGeomEdge;

typedef struct {
  TlPt at;         /* centre */
  double w, h;     /* footprint; the ridge runs along w */
  double angle;    /* radians */
  guint variant;   /* 0: red tiles, 1: brown tiles */
} TlGeomRoof;

typedef struct {
  guint segment;
  guint n_edges;
  TlGeomEdge edges[TL_GEOM_MAX_EDGES];
  guint n_pennants;            /* drawn (at most 3) */
  TlPt pennant;                /* centre of the first shield */
  guint n_roofs;
  TlGeomRoof roofs[TL_GEOM_MAX_ROOFS];
} TlGeomCity;

/* One stroke of a road centreline, from @a (on the tile border) to @b. */
typedef struct {
  guint segment;
  TlPt a, c1, c2, b;
  gboolean inner_end;          /* @b lies inside the tile (junction, monastery, gate) */
  gboolean has_gate;           /* ends at a city gate at @gate */
  TlPt gate;
  TlPt gate_dir;               /* unit direction of the road at the gate, inwards */
  double gate_t;               /* where the gate lies along the stroke, 0..1 */
  gboolean stop;               /* a road alone at its junction: it stops at a small
                                  plaza of its own at @b, off the centre */
  gboolean over;               /* crosses an earlier road without a junction: drawn on top,
                                  with a bridge at @bridge running at @bridge_angle */
  TlPt bridge;
  double bridge_angle;         /* radians */
} TlGeomRoad;

/* Half the size of the symbols drawn on a tile (TlSymbol), in tile units. */
#define TL_SYMBOL_INN_HALF 0.085
#define TL_SYMBOL_CATHEDRAL_HALF 0.17
#define TL_SYMBOL_BADGE_HALF 0.07
#define TL_SYMBOL_GARDEN_HALF 0.075

/* A symbol drawn on the tile (inn, cathedral, goods, garden), upright on the board. */
typedef struct {
  TlSymbol symbol;
  guint segment;
  TlPt at;
} TlGeomSymbol;

#define TL_GEOM_MAX_SYMBOLS (2 * TL_MAX_SEGMENTS)

typedef struct {
  guint n_segments;
  TlSegment segments[TL_MAX_SEGMENTS];

  guint n_cities;
  TlGeomCity cities[TL_MAX_SEGMENTS];
  guint n_roads;
  TlGeomRoad roads[TL_GEOM_MAX_ROADS];
  gboolean junction;           /* a junction plaza in the centre */
  /* short roads from the junction to city gates that part two fields but are
   * no segment (I&C I: docs/rules/extra-tiles.md §2, "not modelled"); drawn like roads */
  guint n_spurs;
  TlGeomRoad spurs[TL_N_SIDES];
  guint n_symbols;
  TlGeomSymbol symbols[TL_GEOM_MAX_SYMBOLS];
  int monastery;               /* segment index of the monastery, or -1 */
  guint inner;                 /* the inner field (port F), or TL_NO_SEGMENT */

  guint8 tone[TL_MAX_SEGMENTS];   /* tone index of area segments (fields …) */
  TlPt anchor[TL_MAX_SEGMENTS];   /* where a follower stands, per segment */

  /* The Discovery: terrains drawn as shapes, with peaks, waves and tufts */
  gboolean has_terrain;
  TlTerrainLayout terrain;
  guint n_decor;
  TlTerrainDecor decor[TL_TERRAIN_MAX_DECOR];
} TlTileGeometry;

/* Small helpers shared by tl-tile-geometry.c, tl-tile-cities.c and tl-tile-areas.c: the sides
 * of the unit square clockwise from the north (0) and what lies inwards. */
static const TlPt side_start[4] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
static const TlPt inward[4] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
static const TlPt centre = { 0.5, 0.5 };

static inline TlPt
pt (double x, double y)
{
  TlPt p = { x, y };
  return p;
}

static inline TlPt
pt_lerp (TlPt a, TlPt b, double t)
{
  return pt (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

static inline TlPt
pt_add (TlPt a, TlPt d, double k)
{
  return pt (a.x + d.x * k, a.y + d.y * k);
}

static inline double
pt_dist (TlPt a, TlPt b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

static inline TlPt
side_point (guint side, double t)
{
  return pt_lerp (side_start[side % 4], side_start[(side + 1) % 4], t);
}

static inline void
port_interval (guint port, double *t0, double *t1)
{
  switch (port % 3)
    {
    case 0:
      *t0 = 0;
      *t1 = 0.5 - TL_ROAD_HALF_WIDTH;
      break;
    case 1:
      *t0 = 0.5 - TL_ROAD_HALF_WIDTH;
      *t1 = 0.5 + TL_ROAD_HALF_WIDTH;
      break;
    default:
      *t0 = 0.5 + TL_ROAD_HALF_WIDTH;
      *t1 = 1;
      break;
    }
}

static inline TlPt
port_mid (guint port)
{
  double t0, t1;

  port_interval (port, &t0, &t1);
  return side_point (port / 3, (t0 + t1) / 2);
}

/* Records a symbol drawn at @at for segment @segment (ignored past the maximum). */
static inline void
_tl_tile_geometry_add_symbol (TlTileGeometry *geom, TlSymbol symbol, guint segment, TlPt at)
{
  if (geom->n_symbols >= TL_GEOM_MAX_SYMBOLS)
    return;
  geom->symbols[geom->n_symbols++] = (TlGeomSymbol) { symbol, segment, at };
}

static inline TlPt
cubic_at (TlPt a, TlPt c1, TlPt c2, TlPt b, double t)
{
  double u = 1 - t;
  double k0 = u * u * u, k1 = 3 * u * u * t, k2 = 3 * u * t * t, k3 = t * t * t;
  return pt (k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x,
             k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y);
}

/* Returns the geometry of @type, computed once per distinct tile data and kept
 * for the life of the process (transfer none). Thread-safe. */
const TlTileGeometry *_tl_tile_geometry_get (const TlTileType *type);

/* Whether segments of this kind are areas (drawn as flood-filled regions). */
gboolean _tl_tile_geometry_is_area (TlSegmentKind kind);

/* Appends the outline of @city to @cr's path, in @cr's user space (the unit
 * square of the tile). */
void _tl_tile_geometry_city_path (cairo_t *cr, const TlGeomCity *city);

/* Appends the centreline of @road to @cr's path. */
void _tl_tile_geometry_road_path (cairo_t *cr, const TlGeomRoad *road);

/* Appends the outline of segment @segment to @cr's path (the unit square of
 * the unrotated tile), where it has one: a terrain, a city, a monastery.
 * Returns %FALSE for roads (strokes, see _tl_tile_geometry_road_path()), fields
 * and other segments without an outline (see _tl_tile_geometry_area_labels()). */
gboolean _tl_tile_geometry_segment_path (cairo_t              *cr,
                                        const TlTileGeometry *geom,
                                        guint                 segment);

/* Labels an @n × @n raster of the tile: each pixel gets the index of the area
 * segment whose region holds it (regions are bounded by roads and cities), or
 * TL_NO_SEGMENT when the tile has no area segment. Row-major, free with g_free().
 * When @blocked is not NULL it receives a raster (free with g_free()) with 1 on
 * the pixels covered by roads, cities and the junction. */
guint8 *_tl_tile_geometry_area_labels (const TlTileGeometry *geom,
                                      guint                 n,
                                      guint8              **blocked);

/* Whether @p (and, with @inset > 0, the points @inset round it) lies inside
 * @city; @cr is a scratch context whose user space is the unit square. */
gboolean _tl_tile_geometry_city_contains (cairo_t          *cr,
                                          const TlGeomCity *city,
                                          TlPt              p,
                                          double            inset);

/* tl-tile-cities.c: the cities of a tile. */

/* Builds the outline of @city, segment @segment of @type on the @sides
 * (bit s: side s) it touches. */
void _tl_tile_cities_build_outline   (TlGeomCity       *city,
                                      const TlTileType *type,
                                      guint             segment,
                                      guint             sides);
/* Where the follower of @city stands (inside it, pulled to the centre). */
TlPt _tl_tile_cities_place_anchor    (cairo_t          *cr,
                                      const TlGeomCity *city,
                                      guint             mask);
/* The point of a city wall nearest @p, and which city, edge and where on it. */
TlPt _tl_tile_cities_nearest_wall    (const TlTileGeometry *geom,
                                      TlPt                  p,
                                      guint                *city,
                                      guint                *edge,
                                      double               *t);
/* Spurs where a city reaches a corner of the tile. */
void _tl_tile_cities_add_corner_spurs (TlTileGeometry   *geom,
                                       const TlTileType *type);
/* The roofs and pennants of city @c. */
void _tl_tile_cities_place_details   (cairo_t          *cr,
                                      const TlTileType *type,
                                      TlTileGeometry   *geom,
                                      TlGeomCity       *city,
                                      guint             c);

/* tl-tile-areas.c: the areas of a tile (fields, and the regions of The
 * Discovery's terrains) — their tones and their followers' places. */

/* Gives each area segment a tone so that neighbouring areas differ. */
void _tl_tile_areas_assign_tones (TlTileGeometry *geom);

/* Places the followers of the area segments not @fixed yet (a lying farmer
 * needs room, away from the other followers' places). */
void _tl_tile_areas_place_anchors (TlTileGeometry *geom,
                                   const gboolean *fixed);

/* Places the gardens (TL_SYMBOL_GARDEN) in their fields, where there is room,
 * away from the followers' places and the other symbols; after the anchors. */
void _tl_tile_areas_place_gardens (TlTileGeometry *geom);

G_END_DECLS
