/* tl-tile-cities.c — the cities of a tile type: their outlines (caps, corners,
 * lenses and spurs, made room for an inner field), where their followers
 * stand, their roofs and pennants
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-geometry-private.h"

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

/* The default shapes; a tile with an inner field (docs/rules/extra-tiles.md §4) makes room
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

  while (inset < 0.2 && _tl_tile_geometry_city_contains (cr, city, p, inset + 0.02))
    inset += 0.02;
  return _tl_tile_geometry_city_contains (cr, city, p, 0) ? inset : 0;
}

/* Where a city's follower stands: between its sides, pulled to the centre; where
 * that point lies near the wall (a city bent round another one), the point of
 * the city deepest inside it near there. */
TlPt
_tl_tile_cities_place_anchor (cairo_t *cr, const TlGeomCity *city, guint mask)
{
  TlPt anchor = city_anchor (mask), best_pt = anchor;
  double best = -G_MAXDOUBLE;

  if (_tl_tile_geometry_city_contains (cr, city, anchor, 0.06))
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
      gboolean clear = ok[c] && _tl_tile_geometry_city_contains (cr, city, cand[c], inset);

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
void
_tl_tile_cities_place_details (cairo_t *cr, const TlTileType *type, TlTileGeometry *geom,
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
        if (_tl_tile_geometry_city_contains (cr, city, p, 0))
          n_inside++;
        cand[n_cand] = p;
        ok[n_cand] = _tl_tile_geometry_city_contains (cr, city, p, 0.1);
        n_ok += ok[n_cand];
        n_cand++;
      }
  /* a narrow city (a shallow cap beside an inner field): houses closer to the wall */
  for (guint c = 0; c < n_cand && n_ok == 0; c++)
    ok[c] = _tl_tile_geometry_city_contains (cr, city, cand[c], 0.065);

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
TlPt
_tl_tile_cities_nearest_wall (const TlTileGeometry *geom, TlPt p, guint *city, guint *edge, double *t)
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

/* docs/rules/extra-tiles.md §4, "city reaching a corner": where the two ports on either
 * side of a corner belong to two different fields, the city nearest to the
 * corner runs out to it in a narrow spur, so that the fields are parted by a
 * wall (I&C G; T&B I, O, W). */
void
_tl_tile_cities_add_corner_spurs (TlTileGeometry *geom, const TlTileType *type)
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
      _tl_tile_cities_nearest_wall (geom, corners[c], &best_city, &best_edge, &best_t);
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

void
_tl_tile_cities_build_outline (TlGeomCity       *city,
                               const TlTileType *type,
                               guint             segment,
                               guint             sides)
{
  CityShape shape;

  city_shape (type, segment, &shape);
  build_city_outline (city, sides, &shape);
}
