/* tl-tile-geometry.c — the shapes of a tile type, computed from its segments:
 * roads, gates, bridges and inns, and the whole tile put together and cached
 * (its cities are tl-tile-cities.c, its areas tl-tile-areas.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-geometry-private.h"
#include "tl-render.h"

#include <math.h>
#include <string.h>

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

gboolean
_tl_tile_geometry_city_contains (cairo_t *cr, const TlGeomCity *city, TlPt p, double inset)
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

/* docs/rules/extra-tiles.md §2, I&C I: roads end at a crossroads between two caps, with
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

  return _tl_tile_cities_nearest_wall (geom, p, &city, &edge, &t);
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
        if (_tl_tile_geometry_city_contains (cr, &geom->cities[c], p, 0))
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
      if (_tl_tile_geometry_city_contains (cr, &geom->cities[c], p, 0))
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

            city->segment = i;
            _tl_tile_cities_build_outline (city, type, i, segment_sides (seg));
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
    _tl_tile_cities_add_corner_spurs (geom, type);
  for (guint c = 0; c < geom->n_cities; c++)
    geom->anchor[geom->cities[c].segment] =
      _tl_tile_cities_place_anchor (cr, &geom->cities[c], segment_sides (&geom->segments[geom->cities[c].segment]));
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
    _tl_tile_cities_place_details (cr, type, geom, &geom->cities[c], c);

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
