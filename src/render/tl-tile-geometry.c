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
/* The same on a tile with an inner field, which needs room in the middle. */
#define CITY_LENS_DEPTH_DEEP 0.47
#define CITY_CORNER_HOLLOW (-0.11)
#define CITY_CAP_DEPTH_INNER 0.2
/* A city reaching a corner: half the width of the spur at its foot. */
#define CITY_SPUR_HALF 0.12
#define CITY_SPUR_TIP 0.035
/* How far a city's follower stands from its sides, towards the centre. */
#define CITY_ANCHOR_PULL 0.28
/* How far a city's follower stands from its sides, towards the centre. */

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

/* How deep a city's inner edges reach, from what else lies on its tile. */
typedef struct {
  double cap_depth;       /* a city on one side */
  double corner_bulge;    /* a city on two adjacent sides: > 0 bulges towards the far
                             corner, < 0 hollows towards its own */
  double lens_depth[4];   /* per side the city leaves free between two of its sides */
} CityShape;

/* The default shapes; a tile with an inner field (extra-tiles.md §4) makes room
 * for it in its middle: shallow caps, hollow corners, and where a city's lens gap
 * is another city's side, a deep lens that holds that city and the field between. */
static void
city_shape (const TlTileType *type, guint segment, CityShape *shape)
{
  gboolean inner = type->inner_segment != TL_NO_SEGMENT;

  shape->cap_depth = inner ? CITY_CAP_DEPTH_INNER : CITY_CAP_DEPTH;
  shape->corner_bulge = inner ? CITY_CORNER_HOLLOW : CITY_CORNER_BULGE;
  for (guint s = 0; s < 4; s++)
    {
      guint other = type->port_segment[3 * s + 1];

      shape->lens_depth[s] = other != segment && other != TL_NO_SEGMENT &&
                             type->segments[other].kind == TL_SEGMENT_CITY
                               ? CITY_LENS_DEPTH_DEEP : CITY_LENS_DEPTH;
    }
}

static void
build_city_outline (TlGeomCity *city, guint mask, const CityShape *shape)
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
        add_bulge (city, a, b, inward[first_gap], shape->lens_depth[first_gap]);
      else if (gap == 3)
        add_bulge (city, a, b, inward[(first_gap + 3) % 4], shape->cap_depth);
      else
        {
          TlPt far = side_start[(first_gap + 1) % 4];
          TlPt mid = pt_lerp (a, b, 0.5);
          double len = pt_dist (far, mid);
          TlPt dir = pt ((far.x - mid.x) / len, (far.y - mid.y) / len);

          add_bulge (city, a, b, dir, shape->corner_bulge);
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

/* How far the point @p lies inside the city, up to 0.2 (0 outside). */
static double
city_inset (cairo_t *cr, const TlGeomCity *city, TlPt p)
{
  double inset = 0;

  while (inset < 0.2 && city_contains (cr, city, p, inset + 0.02))
    inset += 0.02;
  return city_contains (cr, city, p, 0) ? inset : 0;
}

/* Where a city's follower stands: between its sides, pulled to the centre; where
 * that point lies near the wall (a city bent round another one), the point of
 * the city deepest inside it near there. */
static TlPt
place_city_anchor (cairo_t *cr, const TlGeomCity *city, guint mask)
{
  TlPt anchor = city_anchor (mask), best_pt = anchor;
  double best = -G_MAXDOUBLE;

  if (city_contains (cr, city, anchor, 0.06))
    return anchor;
  for (guint j = 0; j < 24; j++)
    for (guint i = 0; i < 24; i++)
      {
        TlPt p = pt ((i + 0.5) / 24, (j + 0.5) / 24);
        double inset = city_inset (cr, city, p), score;

        if (inset <= 0)
          continue;
        score = MIN (inset, 0.12) - 0.3 * pt_dist (p, anchor);
        if (score > best)
          {
            best = score;
            best_pt = p;
          }
      }
  return best_pt;
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

/* The candidate inside the city (at least @inset from its wall) whose distance
 * from @from is nearest to @want, away from every point of @taken by its radius. */
static gboolean
pick_spot (cairo_t *cr, const TlGeomCity *city, const TlPt *cand, const gboolean *ok, guint n_cand,
           TlPt from, double want, const TlPt *taken, const double *radius, guint n_taken,
           double inset, TlPt *out)
{
  double best = G_MAXDOUBLE;

  for (guint c = 0; c < n_cand; c++)
    {
      double score;
      gboolean clear = ok[c] && city_contains (cr, city, cand[c], inset);

      for (guint t = 0; t < n_taken && clear; t++)
        clear = pt_dist (cand[c], taken[t]) >= radius[t];
      if (!clear)
        continue;
      score = fabs (pt_dist (cand[c], from) - want) + 0.2 * pt_dist (cand[c], pt_add (from, pt (1, -1), 0.15));
      if (score < best)
        {
          best = score;
          *out = cand[c];
        }
    }
  return best < G_MAXDOUBLE;
}

/* The pennant, the city's symbols (a cathedral where the follower would stand,
 * the follower then in front of it; a goods badge beside the follower) and a few
 * roofs spread out over the city, clear of them all. */
static void
place_city_details (cairo_t *cr, const TlTileType *type, TlTileGeometry *geom,
                    TlGeomCity *city, guint index)
{
  TlPt cand[GRID * GRID];
  gboolean ok[GRID * GRID];
  guint n_inside = 0, n_cand = 0, n_ok = 0;
  TlPt taken[TL_GEOM_MAX_ROOFS + 4 + TL_N_SYMBOLS];
  double radius[G_N_ELEMENTS (taken)];
  guint n_taken = 0, want;
  guint h = g_str_hash (type->id);
  const TlSegment *seg = &type->segments[city->segment];
  TlPt *anchor = &geom->anchor[city->segment];

  h = hash_mix (h, index);

  for (guint j = 0; j < GRID; j++)
    for (guint i = 0; i < GRID; i++)
      {
        TlPt p = pt ((i + 0.5) / GRID, (j + 0.5) / GRID);
        if (city_contains (cr, city, p, 0))
          n_inside++;
        cand[n_cand] = p;
        ok[n_cand] = city_contains (cr, city, p, 0.1);
        n_ok += ok[n_cand];
        n_cand++;
      }
  /* a narrow city (a shallow cap beside an inner field): houses closer to the wall */
  for (guint c = 0; c < n_cand && n_ok == 0; c++)
    ok[c] = city_contains (cr, city, cand[c], 0.065);

  if (seg->symbols & (1u << TL_SYMBOL_CATHEDRAL))
    {
      TlPt front;

      _tl_tile_geometry_add_symbol (geom, TL_SYMBOL_CATHEDRAL, city->segment, *anchor);
      taken[n_taken] = *anchor;
      radius[n_taken++] = TL_SYMBOL_CATHEDRAL_HALF + 0.12;
      if (pick_spot (cr, city, cand, ok, n_cand, *anchor, 0.3, taken, radius, n_taken, 0.08, &front))
        *anchor = front;
    }
  taken[n_taken] = *anchor;
  radius[n_taken++] = 0.14;

  /* The pennant stands beside the follower's place. */
  city->n_pennants = MIN (seg->pennants, 3);
  if (city->n_pennants > 0)
    {
      city->pennant = pt_add (*anchor, pt (1, -1), 0.14);
      pick_spot (cr, city, cand, ok, n_cand, *anchor, 0.21, taken, radius, n_taken, 0.1, &city->pennant);
      taken[n_taken] = city->pennant;
      radius[n_taken++] = 0.14;
    }

  for (guint k = TL_SYMBOL_WINE; k <= TL_SYMBOL_CLOTH; k++)
    {
      TlPt at;

      if (!(seg->symbols & (1u << k)) ||
          !pick_spot (cr, city, cand, ok, n_cand, *anchor, 0.2, taken, radius, n_taken, 0.07, &at))
        continue;
      _tl_tile_geometry_add_symbol (geom, k, city->segment, at);
      taken[n_taken] = at;
      radius[n_taken++] = TL_SYMBOL_BADGE_HALF + 0.08;
    }

  /* A few roofs, spread out over the city. */
  want = CLAMP ((guint) lround (1 + n_inside / (double) (GRID * GRID) * 9.0), 1, TL_GEOM_MAX_ROOFS);
  if (city->n_pennants > 0 && want > 1)
    want--;
  city->n_roofs = 0;
  while (city->n_roofs < want && n_taken < G_N_ELEMENTS (taken))
    {
      double best = -1;
      int pick = -1;

      for (guint c = 0; c < n_cand; c++)
        {
          double d = G_MAXDOUBLE;

          if (!ok[c])
            continue;
          /* 0.14 is the spacing of roofs; larger things keep more room */
          for (guint t = 0; t < n_taken; t++)
            d = MIN (d, (pt_dist (cand[c], taken[t]) - radius[t] + 0.14) * (t == 0 ? 1.25 : 1.0));
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
        taken[n_taken] = p;
        radius[n_taken++] = 0.14;
      }
    }
}

/* Splits the cubic @e at @t (de Casteljau) into @left and @right. */
static void
edge_split (const TlGeomEdge *e, double t, TlGeomEdge *left, TlGeomEdge *right)
{
  TlPt p01 = pt_lerp (e->a, e->c1, t), p12 = pt_lerp (e->c1, e->c2, t), p23 = pt_lerp (e->c2, e->b, t);
  TlPt p012 = pt_lerp (p01, p12, t), p123 = pt_lerp (p12, p23, t);
  TlPt mid = pt_lerp (p012, p123, t);

  *left = (TlGeomEdge) { e->a, p01, p012, mid, e->wall };
  *right = (TlGeomEdge) { mid, p123, p23, e->b, e->wall };
}

/* The parameter on @e reached from @t by walking @len along the curve (towards
 * larger t when @len > 0), clamped to 0..1. */
static double
edge_walk (const TlGeomEdge *e, double t, double len)
{
  const double step = 1.0 / 256;
  double dir = len > 0 ? 1 : -1, walked = 0;
  TlPt p = cubic_at (e->a, e->c1, e->c2, e->b, t);

  while (walked < fabs (len) && t > 0 && t < 1)
    {
      double nt = CLAMP (t + dir * step, 0.0, 1.0);
      TlPt q = cubic_at (e->a, e->c1, e->c2, e->b, nt);

      walked += pt_dist (p, q);
      p = q;
      t = nt;
    }
  return t;
}

/* The point of a city wall nearest to @p: in city @city (G_MAXUINT when the tile
 * has no wall), on its edge @edge at parameter @t; the centre when none. */
static TlPt
nearest_wall_at (const TlTileGeometry *geom, TlPt p, guint *city, guint *edge, double *t)
{
  double best = G_MAXDOUBLE;
  TlPt at = centre;

  *city = G_MAXUINT;
  *edge = 0;
  *t = 0;
  for (guint c = 0; c < geom->n_cities; c++)
    for (guint e = 0; e < geom->cities[c].n_edges; e++)
      {
        const TlGeomEdge *wall = &geom->cities[c].edges[e];

        if (!wall->wall)
          continue;
        for (int k = 0; k <= 64; k++)
          {
            TlPt q = cubic_at (wall->a, wall->c1, wall->c2, wall->b, k / 64.0);

            if (pt_dist (q, p) < best)
              {
                best = pt_dist (q, p);
                at = q;
                *city = c;
                *edge = e;
                *t = k / 64.0;
              }
          }
      }
  return at;
}

/* extra-tiles.md §4, "city reaching a corner": where the two ports on either
 * side of a corner belong to two different fields, the city nearest to the
 * corner runs out to it in a narrow spur, so that the fields are parted by a
 * wall (I&C G; T&B I, O, W). */
static void
add_corner_spurs (TlTileGeometry *geom, const TlTileType *type)
{
  static const TlPt corners[4] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };

  for (guint c = 0; c < 4; c++)
    {
      guint fa = type->port_segment[(3 * c + 11) % 12], fb = type->port_segment[3 * c];
      double best_t;
      TlGeomCity *city;
      guint best_city, best_edge;
      TlGeomEdge left, right, tail, keep[TL_GEOM_MAX_EDGES];
      double t0, t1;
      guint n;

      if (fa == fb || type->segments[fa].kind != TL_SEGMENT_FIELD ||
          type->segments[fb].kind != TL_SEGMENT_FIELD)
        continue;
      nearest_wall_at (geom, corners[c], &best_city, &best_edge, &best_t);
      city = best_city < geom->n_cities ? &geom->cities[best_city] : NULL;
      if (city == NULL || city->n_edges + 4 > TL_GEOM_MAX_EDGES)
        continue;

      /* edge → [0, t0] · foot → corner · corner → foot · [t1, 1] */
      t0 = edge_walk (&city->edges[best_edge], best_t, -CITY_SPUR_HALF);
      t1 = edge_walk (&city->edges[best_edge], best_t, CITY_SPUR_HALF);
      edge_split (&city->edges[best_edge], t1, &tail, &right);
      edge_split (&city->edges[best_edge], t0, &left, &tail);
      n = city->n_edges - best_edge - 1;
      memcpy (keep, &city->edges[best_edge + 1], sizeof (TlGeomEdge) * n);
      city->n_edges = best_edge;
      /* the spur's sides curve in towards its axis, so that it tapers like a
       * wall running out to the corner */
      {
        TlPt k = corners[c];
        TlPt foot = pt_lerp (left.b, right.a, 0.5);
        TlPt in_l = pt_lerp (pt_lerp (left.b, k, 0.45), pt_lerp (foot, k, 0.45), 0.55);
        TlPt in_r = pt_lerp (pt_lerp (right.a, k, 0.45), pt_lerp (foot, k, 0.45), 0.55);
        /* a blunt tip on the two tile edges at the corner, so that the wall
         * still parts the fields where the spur is thinnest */
        TlPt tip_h = pt (k.x + (k.x < 0.5 ? CITY_SPUR_TIP : -CITY_SPUR_TIP), k.y);
        TlPt tip_v = pt (k.x, k.y + (k.y < 0.5 ? CITY_SPUR_TIP : -CITY_SPUR_TIP));
        gboolean h_first = pt_dist (tip_h, left.b) < pt_dist (tip_v, left.b);
        TlPt tip_l = h_first ? tip_h : tip_v, tip_r = h_first ? tip_v : tip_h;

        add_edge (city, left.a, left.c1, left.c2, left.b, TRUE);
        add_edge (city, left.b, in_l, pt_lerp (in_l, tip_l, 0.5), tip_l, TRUE);
        add_line (city, tip_l, tip_r);
        add_edge (city, tip_r, pt_lerp (in_r, tip_r, 0.5), in_r, right.a, TRUE);
        add_edge (city, right.a, right.c1, right.c2, right.b, TRUE);
      }
      for (guint i = 0; i < n; i++)
        city->edges[city->n_edges++] = keep[i];
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

/* Roads that end at a junction: with several of them on the tile they meet at the
 * centre; one alone (T&B C) stops at a small plaza of its own, short of the centre,
 * so that it reads apart from the roads that pass there. */
static void
place_lone_junction (TlTileGeometry *geom, gboolean *junction)
{
  guint n = 0, last = 0;

  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].inner_end &&
        geom->segments[geom->roads[i].segment].road_end != TL_ROAD_END_MONASTERY &&
        geom->segments[geom->roads[i].segment].road_end != TL_ROAD_END_CITY)
      {
        n++;
        last = i;
      }
  if (n != 1)
    return;
  {
    TlGeomRoad *road = &geom->roads[last];

    road->b = pt_lerp (road->a, centre, 1 - (TL_ROAD_HALF_WIDTH + TL_STOP_RADIUS - 0.01) / 0.5);
    road->c1 = pt_lerp (road->a, road->b, 1.0 / 3);
    road->c2 = pt_lerp (road->a, road->b, 2.0 / 3);
    road->stop = TRUE;
    *junction = FALSE;
  }
}

static TlPt nearest_wall (const TlTileGeometry *geom, TlPt p);

/* extra-tiles.md §2, I&C I: roads end at a crossroads between two caps, with
 * short spurs from it to the caps' gates that hold no follower and are no
 * segment. Where a city cap's side is flanked by two different fields and the
 * tile has a junction, such a spur parts them. */
static void
add_gate_spurs (TlTileGeometry *geom, const TlTileType *type)
{
  if (!geom->junction)
    return;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint city = type->port_segment[3 * s + 1];
      guint before = type->port_segment[(3 * s + 11) % 12], after = type->port_segment[(3 * s + 3) % 12];
      TlGeomRoad *spur;
      TlPt gate;

      if (type->segments[city].kind != TL_SEGMENT_CITY || before == after ||
          type->segments[before].kind != TL_SEGMENT_FIELD ||
          type->segments[after].kind != TL_SEGMENT_FIELD)
        continue;
      gate = nearest_wall (geom, pt_lerp (centre, side_point (s, 0.5), 0.5));
      spur = &geom->spurs[geom->n_spurs++];
      memset (spur, 0, sizeof *spur);
      spur->segment = TL_NO_SEGMENT;
      spur->a = pt_add (gate, inward[(s + 2) % 4], -0.04);
      spur->b = centre;
      spur->c1 = pt_lerp (spur->a, spur->b, 1.0 / 3);
      spur->c2 = pt_lerp (spur->a, spur->b, 2.0 / 3);
      spur->inner_end = TRUE;
      spur->has_gate = TRUE;
      spur->gate = gate;
      spur->gate_dir = pt (-inward[s].x, -inward[s].y);
    }
}

/* The point of a city wall nearest to @p, over every city of the tile. */
static TlPt
nearest_wall (const TlTileGeometry *geom, TlPt p)
{
  guint city, edge;
  double t;

  return nearest_wall_at (geom, p, &city, &edge, &t);
}

/* A road that ends at a city gate but meets no city on its way to the centre (a
 * cap on another side, I&C J, T&B A): it bends to the wall point nearest to the
 * centre and its gate stands there. */
static void
route_to_gate (TlTileGeometry *geom, TlGeomRoad *road)
{
  TlPt gate = nearest_wall (geom, centre);
  TlPt out = pt (centre.x - gate.x, centre.y - gate.y);
  TlPt in = pt (road->c1.x - road->a.x, road->c1.y - road->a.y);
  double len = hypot (out.x, out.y), len_in = hypot (in.x, in.y);

  if (geom->n_cities == 0 || len < 1e-6 || len_in < 1e-6)
    return;
  out = pt (out.x / len, out.y / len);
  in = pt (in.x / len_in, in.y / len_in);
  road->c1 = pt_add (road->a, in, 0.3);
  road->c2 = pt_add (gate, out, 0.28);
  road->b = pt_add (gate, out, -0.05);
  road->has_gate = TRUE;
  road->gate = gate;
  road->gate_dir = pt (-out.x, -out.y);
  road->gate_t = 0.93;
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
    {
      route_to_gate (geom, road);
      return;
    }
  road->has_gate = TRUE;
  road->gate_t = lo;
  road->gate = pt_lerp (road->a, road->b, lo);
  {
    double len = pt_dist (road->a, road->b);
    road->gate_dir = pt ((road->b.x - road->a.x) / len, (road->b.y - road->a.y) / len);
  }
}

static TlPt road_anchor (const TlTileGeometry *geom, guint segment);

/* Every road's follower place (road_anchor()); where two roads would share one
 * (roads crossing in the middle), the later stands a third of the way along. */
static void
place_road_anchors (TlTileGeometry *geom)
{
  for (guint i = 0; i < geom->n_segments; i++)
    {
      gboolean clash = FALSE;

      if (geom->segments[i].kind != TL_SEGMENT_ROAD)
        continue;
      geom->anchor[i] = road_anchor (geom, i);
      for (guint j = 0; j < i; j++)
        clash |= geom->segments[j].kind == TL_SEGMENT_ROAD &&
                 pt_dist (geom->anchor[i], geom->anchor[j]) < 0.15;
      for (guint k = 0; clash && k < geom->n_roads; k++)
        if (geom->roads[k].segment == i)
          {
            const TlGeomRoad *road = &geom->roads[k];

            geom->anchor[i] = cubic_at (road->a, road->c1, road->c2, road->b, 0.27);
            break;
          }
    }
}

/* @over crosses @under without a junction: it is drawn on top, with a bridge
 * where the two come nearest. */
static void
place_bridge (TlGeomRoad *over, const TlGeomRoad *under)
{
  double best = G_MAXDOUBLE, best_t = 0.5;
  TlPt p, q;

  for (int a = 0; a <= 64; a++)
    for (int b = 0; b <= 64; b++)
      {
        double d = pt_dist (cubic_at (over->a, over->c1, over->c2, over->b, a / 64.0),
                            cubic_at (under->a, under->c1, under->c2, under->b, b / 64.0));
        if (d < best)
          {
            best = d;
            best_t = a / 64.0;
          }
      }
  over->over = TRUE;
  over->bridge = cubic_at (over->a, over->c1, over->c2, over->b, best_t);
  p = cubic_at (over->a, over->c1, over->c2, over->b, MAX (best_t - 0.02, 0.0));
  q = cubic_at (over->a, over->c1, over->c2, over->b, MIN (best_t + 0.02, 1.0));
  over->bridge_angle = atan2 (q.y - p.y, q.x - p.x);
}

/* The unit normal of @road at @t. */
static TlPt
road_normal (const TlGeomRoad *road, double t)
{
  TlPt p = cubic_at (road->a, road->c1, road->c2, road->b, MAX (t - 0.01, 0.0));
  TlPt q = cubic_at (road->a, road->c1, road->c2, road->b, MIN (t + 0.01, 1.0));
  double len = pt_dist (p, q);

  return len > 0 ? pt (-(q.y - p.y) / len, (q.x - p.x) / len) : pt (0, 1);
}

/* The room around @p for a building: its distance to the nearest road, city
 * wall, monastery or tile edge (0 inside a city). */
static double
room_at (cairo_t *cr, const TlTileGeometry *geom, TlPt p)
{
  double room = MIN (MIN (p.x, 1 - p.x), MIN (p.y, 1 - p.y));

  for (guint c = 0; c < geom->n_cities; c++)
    {
      if (city_contains (cr, &geom->cities[c], p, 0))
        return 0;
      room = MIN (room, pt_dist (p, nearest_wall (geom, p)));
    }
  for (guint i = 0; i < geom->n_roads; i++)
    for (int k = 0; k <= 32; k++)
      {
        const TlGeomRoad *road = &geom->roads[i];

        room = MIN (room, pt_dist (p, cubic_at (road->a, road->c1, road->c2, road->b, k / 32.0))
                          - TL_ROAD_HALF_WIDTH);
      }
  if (geom->monastery >= 0)
    room = MIN (room, MAX (fabs (p.x - 0.5) - TL_MONASTERY_HALF_W, fabs (p.y - 0.5) - TL_MONASTERY_HALF_H));
  for (guint s = 0; s < geom->n_symbols; s++)
    room = MIN (room, pt_dist (p, geom->symbols[s].at) - TL_SYMBOL_INN_HALF);
  return room;
}

/* An inn stands beside its road, on the side with more room, next to where the
 * road's follower stands. */
static void
place_inns (cairo_t *cr, TlTileGeometry *geom)
{
  for (guint i = 0; i < geom->n_roads; i++)
    {
      const TlGeomRoad *road = &geom->roads[i];
      double best = -G_MAXDOUBLE;
      TlPt at = centre;
      gboolean first = TRUE;

      if (!(geom->segments[road->segment].symbols & (1u << TL_SYMBOL_INN)))
        continue;
      for (guint j = 0; j < i; j++)
        first &= geom->roads[j].segment != road->segment;
      if (!first)
        continue;
      for (double t = 0.3; t <= 0.71; t += 0.1)
        for (int side = -1; side <= 1; side += 2)
          {
            TlPt p = pt_add (cubic_at (road->a, road->c1, road->c2, road->b, t),
                             road_normal (road, t), side * (TL_ROAD_HALF_WIDTH + TL_SYMBOL_INN_HALF + 0.03));
            double room = room_at (cr, geom, p) - 0.1 * fabs (t - 0.5);

            if (room > best)
              {
                best = room;
                at = p;
              }
          }
      _tl_tile_geometry_add_symbol (geom, TL_SYMBOL_INN, road->segment, at);
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
        return cubic_at (road->a, road->c1, road->c2, road->b, road->gate_t / 2);
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
  geom->inner = type->inner_segment;
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
            CityShape shape;

            city->segment = i;
            city_shape (type, i, &shape);
            build_city_outline (city, segment_sides (seg), &shape);
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
  if (!geom->has_terrain)
    add_corner_spurs (geom, type);
  for (guint c = 0; c < geom->n_cities; c++)
    geom->anchor[geom->cities[c].segment] =
      place_city_anchor (cr, &geom->cities[c], segment_sides (&geom->segments[geom->cities[c].segment]));
  place_lone_junction (geom, &junction);
  geom->junction = junction;
  add_gate_spurs (geom, type);

  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].inner_end &&
        geom->segments[geom->roads[i].segment].road_end == TL_ROAD_END_CITY)
      find_gate (cr, geom, &geom->roads[i]);
  for (guint i = 0; i < geom->n_roads; i++)
    for (guint j = 0; j < i; j++)
      if (!geom->roads[i].over &&
          tl_tile_type_roads_cross (type, geom->roads[j].segment, geom->roads[i].segment))
        place_bridge (&geom->roads[i], &geom->roads[j]);
  place_road_anchors (geom);

  place_inns (cr, geom);
  for (guint c = 0; c < geom->n_cities; c++)
    place_city_details (cr, type, geom, &geom->cities[c], c);

  _tl_tile_areas_assign_tones (geom);
  _tl_tile_areas_place_anchors (geom, fixed);
  _tl_tile_areas_place_gardens (geom);

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
      g_string_append_printf (s, "|%u:%x:%u:%u:%x:%u:%x", seg->kind, seg->ports, seg->pennants,
                              seg->road_end, seg->touches, seg->port_cities, seg->symbols);
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
