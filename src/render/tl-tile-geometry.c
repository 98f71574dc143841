/* tl-tile-geometry.c — the shapes of a tile type, computed from its segments
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-geometry-private.h"
#include "tl-render.h"

#include <math.h>
#include <string.h>

/* Depth of the curved inner edge of a city, by how many sides the edge spans:
 * a field lens cut into a city (1), a city corner (2), a city cap (3). */
#define CITY_LENS_DEPTH 0.27
#define CITY_CORNER_BULGE 0.07
#define CITY_CAP_DEPTH 0.30
/* How far a city's follower stands from its sides, towards the centre. */
#define CITY_ANCHOR_PULL 0.28

static TlPt
cubic_at (TlPt a, TlPt c1, TlPt c2, TlPt b, double t)
{
  double u = 1 - t;
  double k0 = u * u * u, k1 = 3 * u * u * t, k2 = 3 * u * t * t, k3 = t * t * t;
  return pt (k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x,
             k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y);
}

static guint
segment_sides (const TlSegment *seg)
{
  guint mask = 0;

  for (guint p = 0; p < TL_N_PORTS; p++)
    if (seg->ports & (1u << p))
      mask |= 1u << (p / 3);
  return mask;
}

static GMutex cache_lock;
static GHashTable *cache;  /* signature → TlTileGeometry */

gboolean
_tl_tile_geometry_is_area (TlSegmentKind kind)
{
  return kind == TL_SEGMENT_FIELD || kind == TL_SEGMENT_GRASSLAND ||
         kind == TL_SEGMENT_SEA || kind == TL_SEGMENT_MOUNTAIN;
}

static guint
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

/* ---- paths ---- */

void
_tl_tile_geometry_city_path (cairo_t *cr, const TlGeomCity *city)
{
  if (city->n_edges == 0)
    return;
  cairo_move_to (cr, city->edges[0].a.x, city->edges[0].a.y);
  for (guint i = 0; i < city->n_edges; i++)
    {
      const TlGeomEdge *e = &city->edges[i];
      cairo_curve_to (cr, e->c1.x, e->c1.y, e->c2.x, e->c2.y, e->b.x, e->b.y);
    }
  cairo_close_path (cr);
}

void
_tl_tile_geometry_road_path (cairo_t *cr, const TlGeomRoad *road)
{
  /* Start a little outside the tile so that a butt cap leaves no seam. */
  TlPt d = pt (road->c1.x - road->a.x, road->c1.y - road->a.y);
  double len = hypot (d.x, d.y);

  if (len > 0)
    cairo_move_to (cr, road->a.x - d.x / len * 0.02, road->a.y - d.y / len * 0.02);
  else
    cairo_move_to (cr, road->a.x, road->a.y);
  cairo_line_to (cr, road->a.x, road->a.y);
  cairo_curve_to (cr, road->c1.x, road->c1.y, road->c2.x, road->c2.y, road->b.x, road->b.y);
  if (!road->inner_end)
    {
      d = pt (road->b.x - road->c2.x, road->b.y - road->c2.y);
      len = hypot (d.x, d.y);
      if (len > 0)
        cairo_line_to (cr, road->b.x + d.x / len * 0.02, road->b.y + d.y / len * 0.02);
    }
}

/* A scratch context whose user space is the unit square, for hit tests. */
static cairo_t *
scratch_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  cairo_scale (cr, 1024, 1024);
  return cr;
}

static gboolean
city_contains (cairo_t *cr, const TlGeomCity *city, TlPt p, double inset)
{
  gboolean inside;

  cairo_new_path (cr);
  _tl_tile_geometry_city_path (cr, city);
  inside = cairo_in_fill (cr, p.x, p.y);
  for (guint k = 0; inside && inset > 0 && k < 8; k++)
    {
      double a = k * G_PI / 4;
      inside = cairo_in_fill (cr, p.x + cos (a) * inset, p.y + sin (a) * inset);
    }
  cairo_new_path (cr);
  return inside;
}

/* ---- cities ---- */

static void
add_edge (TlGeomCity *city, TlPt a, TlPt c1, TlPt c2, TlPt b, gboolean wall)
{
  TlGeomEdge *e;

  if (city->n_edges >= TL_GEOM_MAX_EDGES)
    return;
  e = &city->edges[city->n_edges++];
  e->a = a;
  e->c1 = c1;
  e->c2 = c2;
  e->b = b;
  e->wall = wall;
}

static void
add_line (TlGeomCity *city, TlPt a, TlPt b)
{
  add_edge (city, a, pt_lerp (a, b, 1.0 / 3), pt_lerp (a, b, 2.0 / 3), b, FALSE);
}

static void
add_bulge (TlGeomCity *city, TlPt a, TlPt b, TlPt dir, double depth)
{
  /* A cubic whose midpoint lies @depth from the chord's midpoint along @dir. */
  double k = depth * 4.0 / 3.0;

  add_edge (city, a,
            pt_add (pt_lerp (a, b, 0.25), dir, k),
            pt_add (pt_lerp (a, b, 0.75), dir, k),
            b, TRUE);
}

static void
build_city_outline (TlGeomCity *city, guint mask)
{
  guint start = 0, s;

  if (mask == 0)
    return;
  if (mask == 0xf)
    {
      for (s = 0; s < 4; s++)
        add_line (city, side_start[s], side_start[(s + 1) % 4]);
      return;
    }

  for (s = 0; s < 4; s++)
    if ((mask & (1u << s)) && !(mask & (1u << ((s + 3) % 4))))
      {
        start = s;
        break;
      }

  s = start;
  do
    {
      guint first_gap, gap = 0;
      TlPt a, b;

      while (mask & (1u << s))
        {
          add_line (city, side_start[s], side_start[(s + 1) % 4]);
          s = (s + 1) % 4;
        }
      first_gap = s;
      a = side_start[s];
      while (!(mask & (1u << s)))
        {
          gap++;
          s = (s + 1) % 4;
        }
      b = side_start[s];

      if (gap == 1)
        add_bulge (city, a, b, inward[first_gap], CITY_LENS_DEPTH);
      else if (gap == 3)
        add_bulge (city, a, b, inward[(first_gap + 3) % 4], CITY_CAP_DEPTH);
      else
        {
          TlPt far = side_start[(first_gap + 1) % 4];
          TlPt mid = pt_lerp (a, b, 0.5);
          double len = pt_dist (far, mid);
          TlPt dir = pt ((far.x - mid.x) / len, (far.y - mid.y) / len);

          add_bulge (city, a, b, dir, CITY_CORNER_BULGE);
        }
    }
  while (s != start);
}

static TlPt
city_anchor (guint mask)
{
  TlPt sum = { 0, 0 };
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    if (mask & (1u << s))
      {
        TlPt m = side_point (s, 0.5);
        sum.x += m.x;
        sum.y += m.y;
        n++;
      }
  if (n == 0 || n == 4)
    return centre;
  sum.x /= n;
  sum.y /= n;
  return pt_lerp (sum, centre, CITY_ANCHOR_PULL);
}

/* Returns the direction (radians) of the wall nearest to @p, and its distance
 * in @dist (G_MAXDOUBLE when the city has no wall). */
static double
wall_tangent (const TlGeomCity *city, TlPt p, double *dist)
{
  double best = G_MAXDOUBLE, angle = 0;

  for (guint e = 0; e < city->n_edges; e++)
    {
      const TlGeomEdge *edge = &city->edges[e];

      if (!edge->wall)
        continue;
      for (int i = 0; i <= 32; i++)
        {
          double t = i / 32.0;
          TlPt q = cubic_at (edge->a, edge->c1, edge->c2, edge->b, t);
          TlPt q2 = cubic_at (edge->a, edge->c1, edge->c2, edge->b, MIN (t + 0.01, 1.0));
          TlPt q1 = cubic_at (edge->a, edge->c1, edge->c2, edge->b, MAX (t - 0.01, 0.0));
          double d = pt_dist (p, q);

          if (d < best)
            {
              best = d;
              angle = atan2 (q2.y - q1.y, q2.x - q1.x);
            }
        }
    }
  *dist = best;
  return angle;
}

/* Candidate points on a grid over the tile. */
#define GRID 12

static void
place_city_details (cairo_t *cr, const TlTileType *type, TlGeomCity *city,
                    guint index, TlPt anchor)
{
  TlPt cand[GRID * GRID];
  gboolean ok[GRID * GRID];
  guint n_inside = 0, n_cand = 0;
  TlPt taken[TL_GEOM_MAX_ROOFS + 2];
  guint n_taken = 0, want;
  guint h = g_str_hash (type->id);

  h = hash_mix (h, index);

  for (guint j = 0; j < GRID; j++)
    for (guint i = 0; i < GRID; i++)
      {
        TlPt p = pt ((i + 0.5) / GRID, (j + 0.5) / GRID);
        if (city_contains (cr, city, p, 0))
          n_inside++;
        cand[n_cand] = p;
        ok[n_cand] = city_contains (cr, city, p, 0.1);
        n_cand++;
      }

  taken[n_taken++] = anchor;

  /* The pennant stands beside the follower's place. */
  city->n_pennants = MIN (type->segments[city->segment].pennants, 3);
  if (city->n_pennants > 0)
    {
      double best = G_MAXDOUBLE;
      TlPt where = pt_add (anchor, pt (1, -1), 0.14);

      for (guint c = 0; c < n_cand; c++)
        {
          double d, score;

          if (!ok[c] || !city_contains (cr, city, cand[c], 0.1))
            continue;
          d = pt_dist (cand[c], anchor);
          score = fabs (d - 0.21) + 0.2 * pt_dist (cand[c], pt_add (anchor, pt (1, -1), 0.15));
          if (score < best)
            {
              best = score;
              where = cand[c];
            }
        }
      city->pennant = where;
      taken[n_taken++] = where;
    }

  /* A few roofs, spread out over the city. */
  want = CLAMP ((guint) lround (1 + n_inside / (double) (GRID * GRID) * 9.0), 1, TL_GEOM_MAX_ROOFS);
  if (city->n_pennants > 0 && want > 1)
    want--;
  city->n_roofs = 0;
  while (city->n_roofs < want)
    {
      double best = -1;
      int pick = -1;

      for (guint c = 0; c < n_cand; c++)
        {
          double d = G_MAXDOUBLE;

          if (!ok[c])
            continue;
          for (guint t = 0; t < n_taken; t++)
            d = MIN (d, pt_dist (cand[c], taken[t]) * (t == 0 ? 1.25 : 1.0));
          if (d > best + 1e-9)
            {
              best = d;
              pick = c;
            }
        }
      if (pick < 0 || best < 0.14)
        break;
      ok[pick] = FALSE;

      {
        TlGeomRoof *roof = &city->roofs[city->n_roofs];
        guint rh = hash_mix (h, city->n_roofs + 7);
        TlPt p = cand[pick];
        double jitter = ((int) (rh % 7) - 3) * 0.04;
        double d_wall;

        roof->at = p;
        roof->w = 0.14 + (rh % 3) * 0.015;
        roof->h = 0.095 + ((rh >> 3) % 2) * 0.01;
        /* Houses line the walls; in a city without walls they stand square. */
        roof->angle = wall_tangent (city, p, &d_wall);
        if (d_wall > 0.3)
          roof->angle = ((rh >> 5) % 2) * G_PI / 2;
        roof->angle += jitter;
        roof->variant = (rh >> 7) % 3 == 0;
        city->n_roofs++;
        taken[n_taken++] = p;
      }
    }
}

/* ---- roads ---- */

static void
add_road_to_centre (TlTileGeometry *geom, guint segment, guint port)
{
  TlGeomRoad *road;

  if (geom->n_roads >= TL_GEOM_MAX_ROADS)
    return;
  road = &geom->roads[geom->n_roads++];
  memset (road, 0, sizeof *road);
  road->segment = segment;
  road->a = port_mid (port);
  road->b = centre;
  road->c1 = pt_lerp (road->a, road->b, 1.0 / 3);
  road->c2 = pt_lerp (road->a, road->b, 2.0 / 3);
  road->inner_end = TRUE;
}

static void
build_roads (TlTileGeometry *geom, guint segment, gboolean *junction)
{
  const TlSegment *seg = &geom->segments[segment];
  guint ports[TL_N_PORTS], n = 0;

  for (guint p = 0; p < TL_N_PORTS; p++)
    if (seg->ports & (1u << p))
      ports[n++] = p;

  if (n == 2 && ports[0] / 3 != ports[1] / 3)
    {
      TlGeomRoad *road;
      guint s0 = ports[0] / 3, s1 = ports[1] / 3;
      double k = (s0 + 2) % 4 == s1 ? 1.0 / 3 : 0.5 * 0.5523;

      if (geom->n_roads >= TL_GEOM_MAX_ROADS)
        return;
      road = &geom->roads[geom->n_roads++];
      memset (road, 0, sizeof *road);
      road->segment = segment;
      road->a = port_mid (ports[0]);
      road->b = port_mid (ports[1]);
      road->c1 = pt_add (road->a, inward[s0], k);
      road->c2 = pt_add (road->b, inward[s1], k);
      return;
    }

  for (guint i = 0; i < n; i++)
    add_road_to_centre (geom, segment, ports[i]);
  if (n >= 2 || (n == 1 && seg->road_end != TL_ROAD_END_MONASTERY &&
                 seg->road_end != TL_ROAD_END_CITY))
    *junction = TRUE;
}

static void
find_gate (cairo_t *cr, TlTileGeometry *geom, TlGeomRoad *road)
{
  double lo = -1;

  for (int i = 0; i <= 100; i++)
    {
      TlPt p = pt_lerp (road->a, road->b, i / 100.0);
      for (guint c = 0; c < geom->n_cities; c++)
        if (city_contains (cr, &geom->cities[c], p, 0))
          {
            lo = i / 100.0;
            break;
          }
      if (lo >= 0)
        break;
    }
  if (lo < 0)
    return;
  road->has_gate = TRUE;
  road->gate = pt_lerp (road->a, road->b, lo);
  {
    double len = pt_dist (road->a, road->b);
    road->gate_dir = pt ((road->b.x - road->a.x) / len, (road->b.y - road->a.y) / len);
  }
}

static TlPt
road_anchor (const TlTileGeometry *geom, guint segment)
{
  const TlSegment *seg = &geom->segments[segment];

  for (guint i = 0; i < geom->n_roads; i++)
    {
      const TlGeomRoad *road = &geom->roads[i];

      if (road->segment != segment)
        continue;
      if (!road->inner_end)
        return cubic_at (road->a, road->c1, road->c2, road->b, 0.5);
      if (road->has_gate)
        return pt_lerp (road->a, road->gate, 0.5);
      if (seg->road_end == TL_ROAD_END_MONASTERY)
        return pt_lerp (road->a, road->b, 0.3);
      return pt_lerp (road->a, road->b, 0.42);
    }
  return centre;
}

/* ---- the whole tile ---- */

static TlTileGeometry *
build_geometry (const TlTileType *type)
{
  TlTileGeometry *geom = g_new0 (TlTileGeometry, 1);
  gboolean fixed[TL_MAX_SEGMENTS] = { FALSE };
  gboolean junction = FALSE;
  cairo_t *cr = scratch_context ();

  geom->n_segments = MIN (type->n_segments, TL_MAX_SEGMENTS);
  memcpy (geom->segments, type->segments, sizeof (TlSegment) * geom->n_segments);
  geom->monastery = -1;
  geom->has_terrain = _tl_terrain_layout_build (type, &geom->terrain);

  for (guint i = 0; i < geom->n_segments; i++)
    {
      const TlSegment *seg = &geom->segments[i];

      geom->anchor[i] = centre;
      switch (seg->kind)
        {
        case TL_SEGMENT_CITY:
          {
            TlGeomCity *city = &geom->cities[geom->n_cities++];
            guint mask = segment_sides (seg);

            city->segment = i;
            build_city_outline (city, mask);
            geom->anchor[i] = city_anchor (mask);
            if (!city_contains (cr, city, geom->anchor[i], 0))
              {
                /* An unusual outline: stand by the middle of its first side. */
                for (guint s = 0; s < 4; s++)
                  if (mask & (1u << s))
                    {
                      geom->anchor[i] = pt_add (side_point (s, 0.5), inward[s], 0.12);
                      break;
                    }
              }
            fixed[i] = TRUE;
          }
          break;
        case TL_SEGMENT_ROAD:
          build_roads (geom, i, &junction);
          fixed[i] = TRUE;
          break;
        case TL_SEGMENT_MONASTERY:
          if (geom->monastery < 0)
            geom->monastery = i;
          fixed[i] = TRUE;
          break;
        default:
          break;
        }
    }
  geom->junction = junction;

  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].inner_end &&
        geom->segments[geom->roads[i].segment].road_end == TL_ROAD_END_CITY)
      find_gate (cr, geom, &geom->roads[i]);
  for (guint i = 0; i < geom->n_segments; i++)
    if (geom->segments[i].kind == TL_SEGMENT_ROAD)
      geom->anchor[i] = road_anchor (geom, i);

  for (guint c = 0; c < geom->n_cities; c++)
    place_city_details (cr, type, &geom->cities[c], c, geom->anchor[geom->cities[c].segment]);

  _tl_tile_areas_assign_tones (geom);
  _tl_tile_areas_place_anchors (geom, fixed);

  if (geom->has_terrain)
    {
      TlTerrainPt anchors[TL_MAX_SEGMENTS];

      for (guint i = 0; i < geom->n_segments; i++)
        {
          anchors[i].x = geom->anchor[i].x;
          anchors[i].y = geom->anchor[i].y;
        }
      geom->n_decor = _tl_terrain_layout_place_decor (&geom->terrain, type, anchors, geom->decor);
    }

  cairo_destroy (cr);
  return geom;
}

static char *
signature (const TlTileType *type)
{
  GString *s = g_string_new (type->id);

  for (guint i = 0; i < type->n_segments && i < TL_MAX_SEGMENTS; i++)
    {
      const TlSegment *seg = &type->segments[i];
      g_string_append_printf (s, "|%u:%x:%u:%u:%x:%u", seg->kind, seg->ports, seg->pennants,
                              seg->road_end, seg->touches, seg->port_cities);
    }
  for (guint i = 0; i < type->n_port_cities && i < TL_MAX_PORT_CITIES; i++)
    g_string_append_printf (s, "|c%u:%u", type->port_cities[i].sea, type->port_cities[i].land);
  return g_string_free (s, FALSE);
}

const TlTileGeometry *
_tl_tile_geometry_get (const TlTileType *type)
{
  char *key = signature (type);
  TlTileGeometry *geom;

  g_mutex_lock (&cache_lock);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  geom = g_hash_table_lookup (cache, key);
  if (geom == NULL)
    {
      geom = build_geometry (type);
      g_hash_table_insert (cache, key, geom);
      key = NULL;
    }
  g_mutex_unlock (&cache_lock);
  g_free (key);
  return geom;
}

gboolean
_tl_tile_geometry_segment_path (cairo_t              *cr,
                               const TlTileGeometry *geom,
                               guint                 segment)
{
  if (segment >= geom->n_segments)
    return FALSE;
  if (geom->has_terrain)
    {
      _tl_terrain_layout_region_path (cr, &geom->terrain, segment);
      return TRUE;
    }
  switch (geom->segments[segment].kind)
    {
    case TL_SEGMENT_CITY:
      for (guint c = 0; c < geom->n_cities; c++)
        if (geom->cities[c].segment == segment)
          {
            _tl_tile_geometry_city_path (cr, &geom->cities[c]);
            return TRUE;
          }
      return FALSE;
    case TL_SEGMENT_MONASTERY:
      cairo_rectangle (cr, 0.5 - TL_MONASTERY_HALF_W, 0.5 - TL_MONASTERY_HALF_H,
                       2 * TL_MONASTERY_HALF_W, 2 * TL_MONASTERY_HALF_H);
      return TRUE;
    default:
      return FALSE;
    }
}

void
tl_render_segment_anchor (const TlTileType *type,
                          guint             segment,
                          guint             r,
                          double           *fx,
                          double           *fy)
{
  const TlTileGeometry *geom;
  TlPt p = centre;

  g_return_if_fail (type != NULL && fx != NULL && fy != NULL);

  geom = _tl_tile_geometry_get (type);
  if (segment < geom->n_segments)
    p = geom->anchor[segment];
  /* A quarter turn clockwise maps (x, y) to (1 - y, x). */
  for (guint i = 0; i < r % 4; i++)
    p = pt (1 - p.y, p.x);
  *fx = p.x;
  *fy = p.y;
}
