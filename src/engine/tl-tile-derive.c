/* tl-tile-derive.c — from a tile's sides to its segments (tl_tile_design_build)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Carcassonne: the tile is a square whose border has 16 places, the 4 corners
 * and the 12 ports clockwise from the north-west corner. Cities, roads, the
 * junction in the middle and the walls the design names are drawn inside it as
 * a plane graph: each city is a point joined to both ends of every stretch of
 * border it holds (two cities on neighbouring sides meet at the corner between
 * them); a road joins its port to the other port, to the junction or to its
 * city; a wall joins a corner to its city. The faces of that graph are the
 * parts of the tile: a face holding field ports is a field, and it borders
 * every city whose point lies on it; a face that holds no border at all lies
 * enclosed by cities and is the inner field. docs/editor.md, Tile sets §2 has the
 * pictures in words. The Discovery: the territories' borders follow rule 3 of
 * docs/rules/discovery.md §3.3 (different terrains meeting at a corner border each
 * other), with the terrain that fills the middle when four meet.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tile-design.h"
#include "tl-tile-design-private.h"
#include "tl-tile-text-private.h"
#include "tl-error.h"

#include <math.h>
#include <string.h>

#define N_POS 16
#define HUB 16
#define CITY0 17
#define MAX_CITIES 4
#define MAX_NODES (CITY0 + MAX_CITIES)
#define MAX_DEG 16

typedef struct {
  double x, y;
} Point;

typedef struct {
  Point at[MAX_NODES];
  guint8 deg[MAX_NODES];
  guint8 adj[MAX_NODES][MAX_DEG];
} Graph;

/* What the tile holds, read from the design. */
typedef struct {
  const TlTileDesign *design;
  const char *id;
  guint n_cities;
  guint8 city_first[MAX_CITIES];   /* first side of each city */
  guint8 city_sides[MAX_CITIES];   /* side mask */
  int city_of_side[TL_N_SIDES];
  guint32 city_pos[MAX_CITIES];    /* border places each city holds */
  gboolean hub;
  Graph g;
  guint8 parent[MAX_NODES];        /* union-find over the barrier edges */
} Tile;

static guint
port_pos (guint port)
{
  return 4 * (port / 3) + 1 + port % 3;
}

static Point
border_point (guint pos)
{
  guint s = pos / 4, k = pos % 4;
  double t = -1.0 + 0.5 * k;

  switch (s)
    {
    case 0: return (Point) { t, -1.0 };
    case 1: return (Point) { 1.0, t };
    case 2: return (Point) { -t, 1.0 };
    default: return (Point) { -1.0, -t };
    }
}

static guint
find (Tile *t, guint n)
{
  while (t->parent[n] != n)
    n = t->parent[n] = t->parent[t->parent[n]];
  return n;
}

static void
add_edge (Tile *t, guint a, guint b)
{
  Graph *g = &t->g;

  if (a == b)
    return;
  for (guint i = 0; i < g->deg[a]; i++)
    if (g->adj[a][i] == b)
      return;
  g_assert (g->deg[a] < MAX_DEG && g->deg[b] < MAX_DEG);
  g->adj[a][g->deg[a]++] = b;
  g->adj[b][g->deg[b]++] = a;
  t->parent[find (t, a)] = find (t, b);
}

#define set_error _tl_tile_error

/* The city a road stopping at a gate on @side enters: the one named, else on
 * the opposite side, counter-clockwise, clockwise, else the first. */
static int
gate_city (const Tile *t, guint side)
{
  guint named = t->design->gate[side];
  const guint order[] = { (side + 2) % 4, (side + 3) % 4, (side + 1) % 4 };

  if (named < TL_N_SIDES && t->city_of_side[named] >= 0)
    return t->city_of_side[named];
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (t->city_of_side[order[i]] >= 0)
      return t->city_of_side[order[i]];
  return t->n_cities > 0 ? 0 : -1;
}

/* The city that reaches @corner: the one named, else the nearest. */
static int
wall_city (const Tile *t, guint corner)
{
  guint named = t->design->wall_city[corner];
  Point c = border_point (4 * corner);
  double best = G_MAXDOUBLE;
  int found = -1;

  if (named < TL_N_SIDES && t->city_of_side[named] >= 0)
    return t->city_of_side[named];
  for (guint i = 0; i < t->n_cities; i++)
    {
      Point p = t->g.at[CITY0 + i];
      double d = (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y);

      if (d < best - 1e-9)
        {
          best = d;
          found = i;
        }
    }
  return found;
}

static void
read_cities (Tile *t)
{
  const TlTileDesign *d = t->design;
  static const Point mid[TL_N_SIDES] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };

  for (guint s = 0; s < TL_N_SIDES; s++)
    t->city_of_side[s] = -1;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      if (d->kind[s] != TL_SEGMENT_CITY)
        continue;
      if (tl_tile_design_first_side (d, s) == s)
        {
          t->city_first[t->n_cities] = s;
          t->city_sides[t->n_cities] = _tl_design_segment_sides (d, s);
          t->n_cities++;
        }
      t->city_of_side[s] = t->city_of_side[tl_tile_design_first_side (d, s)];
      if (t->city_of_side[s] < 0)
        t->city_of_side[s] = t->n_cities - 1;
    }

  for (guint i = 0; i < t->n_cities; i++)
    {
      Point p = { 0, 0 };
      guint n = 0;

      for (guint s = 0; s < TL_N_SIDES; s++)
        if (t->city_sides[i] >> s & 1)
          {
            p.x += mid[s].x;
            p.y += mid[s].y;
            n++;
            for (guint k = 1; k <= 3; k++)
              t->city_pos[i] |= 1u << (4 * s + k);
          }
      t->g.at[CITY0 + i] = (Point) { 0.7 * p.x / n, 0.7 * p.y / n };
      /* a corner between two city sides, one of them this city's */
      for (guint c = 0; c < 4; c++)
        {
          int a = t->city_of_side[(c + 3) % 4], b = t->city_of_side[c];

          if (a >= 0 && b >= 0 && (a == (int) i || b == (int) i))
            t->city_pos[i] |= 1u << (4 * c);
        }
    }
}

/* Joins each city's point to both ends of every stretch of border it holds. */
static void
add_city_edges (Tile *t)
{
  for (guint i = 0; i < t->n_cities; i++)
    {
      guint32 held = t->city_pos[i];
      guint start;

      if (held == (1u << N_POS) - 1)
        continue;
      for (start = 0; held >> start & 1; start++)
        ;
      for (guint k = 1; k <= N_POS; k++)
        {
          guint q = (start + k) % N_POS, prev = (q + N_POS - 1) % N_POS, next = (q + 1) % N_POS;

          if (!(held >> q & 1))
            continue;
          if (!(held >> prev & 1))
            add_edge (t, CITY0 + i, q);
          if (!(held >> next & 1))
            add_edge (t, CITY0 + i, q);
        }
    }
}

static gboolean
add_road_edges (Tile *t, GError **error)
{
  const TlTileDesign *d = t->design;

  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint mask, port = 3 * s + 1;

      if (d->kind[s] != TL_SEGMENT_ROAD || tl_tile_design_first_side (d, s) != s)
        continue;
      mask = _tl_design_segment_sides (d, s);
      if (__builtin_popcount (mask) == 2)
        {
          guint other = 31 - __builtin_clz (mask);

          if (t->hub && _tl_design_road_straight (d, s))
            {
              add_edge (t, port_pos (port), HUB);
              add_edge (t, HUB, port_pos (3 * other + 1));
            }
          else
            add_edge (t, port_pos (port), port_pos (3 * other + 1));
          continue;
        }
      if (d->road_end[s] == TL_ROAD_END_CITY)
        {
          int city = gate_city (t, s);

          if (city < 0)
            /* Translators: %s is a side of the tile ("N") */
            return set_error (error, t->id, _("the road from side %s stops at a city gate, but the "
                                              "tile has no city"), tl_tile_side_label (s));
          if (t->hub && (t->city_sides[city] >> ((s + 2) % 4) & 1))
            {
              add_edge (t, port_pos (port), HUB);
              add_edge (t, HUB, CITY0 + city);
            }
          else
            add_edge (t, port_pos (port), CITY0 + city);
        }
      else
        add_edge (t, port_pos (port), HUB);
    }
  return TRUE;
}

static gboolean
add_walls (Tile *t, GError **error)
{
  const TlTileDesign *d = t->design;

  for (guint c = 0; c < 4; c++)
    {
      int city;

      if (!(d->corner_walls >> c & 1))
        continue;
      city = wall_city (t, c);
      if (city < 0)
        /* Translators: %s is a corner of the tile ("NW") */
        return set_error (error, t->id, _("a city reaches corner %s, but the tile has no city"),
                          tl_tile_corner_label (c));
      add_edge (t, 4 * c, CITY0 + city);
    }
  if (t->hub)
    for (guint i = 0; i < t->n_cities; i++)
      if (d->junction_gates >> t->city_first[i] & 1)
        add_edge (t, HUB, CITY0 + i);
  return TRUE;
}

/* Whether two sets of border places alternate round the border (a b a b). */
static gboolean
interleave (guint32 a, guint32 b)
{
  int first = -1, last = -1, changes = 0;

  for (guint q = 0; q < N_POS; q++)
    {
      int label = (a >> q & 1) ? 0 : (b >> q & 1) ? 1 : -1;

      if (label < 0)
        continue;
      if (first < 0)
        first = label;
      else if (label != last)
        changes++;
      last = label;
    }
  if (first >= 0 && last != first)
    changes++;
  return changes >= 4;
}

/* What a part of the barrier is called in messages: a noun phrase, translated. */
static char *
component_name (const Tile *t, guint root)
{
  for (guint i = 0; i < t->n_cities; i++)
    if (find ((Tile *) t, CITY0 + i) == root)
      {
        g_autofree char *sides = _tl_sides_text (t->city_sides[i]);

        /* Translators: what crosses what on a tile (see "%s crosses %s"); %s are sides ("N, S") */
        return g_strdup_printf (_("the city on %s"), sides);
      }
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (t->design->kind[s] == TL_SEGMENT_ROAD && find ((Tile *) t, port_pos (3 * s + 1)) == root)
      {
        guint mask = _tl_design_segment_sides (t->design, s);
        g_autofree char *sides = _tl_sides_text (mask);

        /* Translators: what crosses what on a tile (see "%s crosses %s"); %s are sides ("E, W") */
        if (__builtin_popcount (mask) == 2)
          return g_strdup_printf (_("the road through %s"), sides);
        /* Translators: what crosses what on a tile (see "%s crosses %s"); %s are sides ("E") */
        return g_strdup_printf (_("the road from %s"), sides);
      }
  /* Translators: what crosses what on a tile (see "%s crosses %s") */
  return g_strdup (_("a city wall"));
}

/* Nothing may cross a city, and no junction or monastery may stand under a city
 * running across the middle. */
static gboolean
check_crossings (Tile *t, GError **error)
{
  const TlTileDesign *d = t->design;
  guint32 pos[MAX_NODES] = { 0 };

  for (guint q = 0; q < N_POS; q++)
    if (t->g.deg[q] > 0)   /* before the border's own edges are added */
      pos[find (t, q)] |= 1u << q;
  for (guint a = 0; a < MAX_NODES; a++)
    for (guint b = a + 1; b < MAX_NODES; b++)
      if (pos[a] && pos[b] && interleave (pos[a], pos[b]))
        {
          g_autofree char *na = component_name (t, a);
          g_autofree char *nb = component_name (t, b);

          /* Translators: two parts of a tile that cannot cross: "the city on N, S",
           * "the road through E, W", "the road from E" or "a city wall" */
          return set_error (error, t->id, _("%s crosses %s"), na, nb);
        }

  for (guint i = 0; i < t->n_cities; i++)
    if ((t->city_sides[i] == 0x5 || t->city_sides[i] == 0xa) && (t->hub || d->monastery))
      {
        g_autofree char *sides = _tl_sides_text (t->city_sides[i]);

        /* Translators: %s are sides of the tile ("N, S") */
        if (d->monastery)
          return set_error (error, t->id, _("the city on %s runs across the middle of the tile, where "
                                            "the monastery stands"), sides);
        /* Translators: %s are sides of the tile ("N, S") */
        return set_error (error, t->id, _("the city on %s runs across the middle of the tile, where "
                                          "the roads meet at a junction"), sides);
      }
  if (d->monastery)
    for (guint s = 0; s < TL_N_SIDES; s++)
      if (_tl_design_road_straight (d, s) && tl_tile_design_first_side (d, s) == s)
        {
          g_autofree char *sides = _tl_sides_text (_tl_design_segment_sides (d, s));

          /* Translators: %s are sides of the tile ("E, W") */
          return set_error (error, t->id, _("the road through %s runs across the middle of the tile, "
                                            "where the monastery stands (let both roads stop at the "
                                            "monastery)"), sides);
        }
  return TRUE;
}

/* Sorts each node's neighbours by direction, clockwise on screen (y down). */
static void
sort_neighbours (Graph *g)
{
  for (guint n = 0; n < MAX_NODES; n++)
    for (guint i = 1; i < g->deg[n]; i++)
      for (guint j = i; j > 0; j--)
        {
          Point p = g->at[n];
          Point a = g->at[g->adj[n][j - 1]], b = g->at[g->adj[n][j]];

          if (atan2 (a.y - p.y, a.x - p.x) <= atan2 (b.y - p.y, b.x - p.x))
            break;
          guint8 tmp = g->adj[n][j - 1];
          g->adj[n][j - 1] = g->adj[n][j];
          g->adj[n][j] = tmp;
        }
}

typedef struct {
  guint16 ports;        /* field ports */
  guint8 cities;        /* city bits on the face */
  gboolean border;      /* holds a stretch of the border */
} Face;

#define HALF(n, i) ((n) * MAX_DEG + (i))

static guint
neighbour_index (const Graph *g, guint n, guint m)
{
  for (guint i = 0; i < g->deg[n]; i++)
    if (g->adj[n][i] == m)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* Walks every face; @face_of gets the face of each half-edge. Returns the count. */
static guint
walk_faces (const Graph *g, guint8 *face_of, Face *faces, guint max_faces)
{
  guint n_faces = 0;

  memset (face_of, 0xff, MAX_NODES * MAX_DEG);
  for (guint n = 0; n < MAX_NODES; n++)
    for (guint i = 0; i < g->deg[n]; i++)
      {
        guint u = n, k = i;

        if (face_of[HALF (n, i)] != 0xff)
          continue;
        g_assert (n_faces < max_faces);
        memset (&faces[n_faces], 0, sizeof faces[n_faces]);
        while (face_of[HALF (u, k)] == 0xff)
          {
            guint v = g->adj[u][k];
            guint j = neighbour_index (g, v, u);

            face_of[HALF (u, k)] = n_faces;
            if (u >= CITY0)
              faces[n_faces].cities |= 1u << (u - CITY0);
            if (u < N_POS && v < N_POS && (v == (u + 1) % N_POS || u == (v + 1) % N_POS))
              faces[n_faces].border = TRUE;
            u = v;
            k = (j + 1) % g->deg[v];
          }
        n_faces++;
      }
  return n_faces;
}

static void
add_segment (TlTileType *type, TlSegmentKind kind, guint16 ports)
{
  TlSegment *seg = &type->segments[type->n_segments++];

  memset (seg, 0, sizeof *seg);
  seg->kind = kind;
  seg->ports = ports;
}

static guint16
side_ports (guint mask)
{
  guint16 ports = 0;

  for (guint s = 0; s < TL_N_SIDES; s++)
    if (mask >> s & 1)
      ports |= 7u << (3 * s);
  return ports;
}

static gboolean
build_carcassonne (const TlTileDesign *d, TlTileType *type, GError **error)
{
  Tile t = { .design = d, .id = type->id };
  guint8 face_of[MAX_NODES * MAX_DEG];
  Face faces[48];
  guint n_faces, outer, inner_face = G_MAXUINT, n_enclosed = 0;
  guint8 city_segment[MAX_CITIES];
  guint8 field_face[TL_MAX_SEGMENTS];
  guint n_fields = 0;

  for (guint n = 0; n < MAX_NODES; n++)
    t.parent[n] = n;
  for (guint q = 0; q < N_POS; q++)
    t.g.at[q] = border_point (q);
  t.g.at[HUB] = (Point) { 0, 0 };
  read_cities (&t);
  t.hub = tl_tile_design_has_hub (d);

  add_city_edges (&t);
  if (!add_road_edges (&t, error) || !add_walls (&t, error) || !check_crossings (&t, error))
    return FALSE;
  for (guint q = 0; q < N_POS; q++)
    {
      Graph *g = &t.g;
      guint next = (q + 1) % N_POS;

      g->adj[q][g->deg[q]++] = next;
      g->adj[next][g->deg[next]++] = q;
    }
  sort_neighbours (&t.g);
  n_faces = walk_faces (&t.g, face_of, faces, G_N_ELEMENTS (faces));
  outer = face_of[HALF (0, neighbour_index (&t.g, 0, 1))];

  /* each field port lies in the face inside the border stretch after it */
  for (guint p = 0; p < TL_N_PORTS; p++)
    if (_tl_design_is_field_port (d, p))
      {
        guint q = port_pos (p), next = (q + 1) % N_POS;

        faces[face_of[HALF (next, neighbour_index (&t.g, next, q))]].ports |= 1u << p;
      }
  for (guint f = 0; f < n_faces; f++)
    if (f != outer && !faces[f].border)
      {
        n_enclosed++;
        inner_face = f;
      }
  if (n_enclosed > 1)
    return set_error (error, type->id,
                      g_dngettext (GETTEXT_PACKAGE, "the cities enclose %u part of the tile that "
                                   "reaches no side; a tile has one inner field at most",
                                   "the cities enclose %u parts of the tile that reach no side; a tile "
                                   "has one inner field at most", n_enclosed), n_enclosed);

  /* the segments, in the order of the built-in tile sets */
  type->n_segments = 0;
  type->n_port_cities = 0;
  for (guint i = 0; i < t.n_cities; i++)
    {
      city_segment[i] = type->n_segments;
      add_segment (type, TL_SEGMENT_CITY, side_ports (t.city_sides[i]));
      type->segments[type->n_segments - 1].pennants = d->pennants[t.city_first[i]];
      type->segments[type->n_segments - 1].symbols = d->symbols[t.city_first[i]];
    }
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (d->kind[s] == TL_SEGMENT_ROAD && tl_tile_design_first_side (d, s) == s)
      {
        guint mask = _tl_design_segment_sides (d, s);
        guint16 ports = 0;

        for (guint k = 0; k < TL_N_SIDES; k++)
          if (mask >> k & 1)
            ports |= 1u << (3 * k + 1);
        add_segment (type, TL_SEGMENT_ROAD, ports);
        type->segments[type->n_segments - 1].road_end = d->road_end[s];
        type->segments[type->n_segments - 1].symbols = d->symbols[s];
      }
  for (guint p = 0; p < TL_N_PORTS; p++)
    for (guint f = 0; f < n_faces; f++)
      if ((faces[f].ports & ((1u << (p + 1)) - 1)) == (1u << p))
        field_face[n_fields++] = f;   /* the face whose first port is p */
  if (inner_face != G_MAXUINT)
    field_face[n_fields++] = inner_face;
  if (type->n_segments + n_fields + (d->monastery ? 1 : 0) > TL_MAX_SEGMENTS)
    /* Translators: the most segments a tile may have (16) */
    return set_error (error, type->id, _("the tile would have more than %d segments"), TL_MAX_SEGMENTS);
  for (guint i = 0; i < n_fields; i++)
    {
      const Face *face = &faces[field_face[i]];

      add_segment (type, TL_SEGMENT_FIELD, face->ports);
      for (guint c = 0; c < t.n_cities; c++)
        if (face->cities >> c & 1)
          type->segments[type->n_segments - 1].touches |= 1u << city_segment[c];
      if (d->garden_port != TL_DESIGN_NONE &&
          (d->garden_port == TL_PORT_F ? face->ports == 0 : face->ports >> d->garden_port & 1))
        type->segments[type->n_segments - 1].symbols |= 1u << TL_SYMBOL_GARDEN;
    }
  if (d->monastery)
    add_segment (type, TL_SEGMENT_MONASTERY, 0);
  return TRUE;
}

/* Two separate terrains of one kind on sides @a and @b ("N, E") that would border
 * each other, or, with @corner, meet at that corner. */
static char *
separate_terrains (guint kind, const char *a, const char *b, const char *corner)
{
  /* Translators: (this and the next ones) two groups of sides of the tile ("N, E" and "S") */
  if (corner == NULL)
    switch (kind)
      {
      case TL_SEGMENT_MOUNTAIN:
        return g_strdup_printf (_("the separate mountains on %s and on %s would border each other "
                                  "(join them)"), a, b);
      case TL_SEGMENT_GRASSLAND:
        return g_strdup_printf (_("the separate grasslands on %s and on %s would border each other "
                                  "(join them)"), a, b);
      default:
        return g_strdup_printf (_("the separate seas on %s and on %s would border each other "
                                  "(join them)"), a, b);
      }
  /* Translators: (this and the next ones) two groups of sides of the tile ("N" and "E"), then a
   * corner of the tile ("NE") */
  switch (kind)
    {
    case TL_SEGMENT_MOUNTAIN:
      return g_strdup_printf (_("the separate mountains on %s and on %s meet at corner %s (join them, "
                                "or let another terrain reach that corner)"), a, b, corner);
    case TL_SEGMENT_GRASSLAND:
      return g_strdup_printf (_("the separate grasslands on %s and on %s meet at corner %s (join them, "
                                "or let another terrain reach that corner)"), a, b, corner);
    default:
      return g_strdup_printf (_("the separate seas on %s and on %s meet at corner %s (join them, "
                                "or let another terrain reach that corner)"), a, b, corner);
    }
}

gboolean
_tl_design_discovery_touches (const TlTileDesign *d,
                              guint16            *touch,
                              char              **why)
{
  guint first[TL_N_SIDES], mask[TL_N_SIDES] = { 0 };
  guint n = _tl_design_n_segments (d);
  guint same_corners = 0;

#define FAIL(...) G_STMT_START { if (why) *why = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END
#define TOUCH(a, b) G_STMT_START {                                                     \
    if (d->kind[a] == d->kind[b])                                                       \
      {                                                                                 \
        g_autofree char *sa = _tl_sides_text (mask[a]), *sb = _tl_sides_text (mask[b]); \
        if (why)                                                                        \
          *why = separate_terrains (d->kind[a], sa, sb, NULL);                          \
        return FALSE;                                                                   \
      }                                                                                 \
    touch[a] |= 1u << (b); touch[b] |= 1u << (a);                                       \
  } G_STMT_END

  memset (touch, 0, TL_N_SIDES * sizeof *touch);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      first[s] = tl_tile_design_first_side (d, s);
      mask[first[s]] |= 1u << s;
    }
  for (guint a = 0; a < TL_N_SIDES; a++)
    for (guint b = a + 1; b < TL_N_SIDES; b++)
      if (first[a] == a && first[b] == b &&
          ((mask[a] == 0x5 && mask[b] == 0xa) || (mask[a] == 0xa && mask[b] == 0x5)))
        {
          g_autofree char *sa = _tl_sides_text (mask[a]), *sb = _tl_sides_text (mask[b]);

          /* Translators: sides of the tile ("N, S") and the kind of terrain there
           * ("mountain"), twice */
          FAIL (_("the terrains on %s (%s) and on %s (%s) cross"), sa, _tl_kind_word (d->kind[a]), sb,
                _tl_kind_word (d->kind[b]));
        }

  for (guint c = 0; c < 4; c++)
    {
      guint a = first[(c + 3) % 4], b = first[c];

      if (a == b)
        continue;
      if (d->kind[a] != d->kind[b])
        TOUCH (a, b);
      else
        same_corners |= 1u << c;
    }
  if (n == 4 && d->centre < TL_N_SIDES)
    TOUCH (d->centre, (d->centre + 2) % 4);

  for (guint c = 0; c < 4; c++)
    {
      guint a = first[(c + 3) % 4], b = first[c];
      int reacher = -1;

      if (!(same_corners >> c & 1))
        continue;
      if (n == 3)
        {
          for (guint s = 0; s < TL_N_SIDES; s++)
            if (first[s] == s && s != a && s != b)
              reacher = s;
          if (reacher >= 0 && (mask[reacher] == 0x5 || mask[reacher] == 0xa ||
                               __builtin_popcount (same_corners) > 1))
            reacher = -1;
        }
      else if (n == 4 && d->centre < TL_N_SIDES)
        {
          guint y = (d->centre + 2) % 4;

          if (c == y || c == (y + 1) % 4)
            reacher = d->centre;
        }
      if (reacher < 0)
        {
          g_autofree char *sa = _tl_sides_text (mask[a]), *sb = _tl_sides_text (mask[b]);

          if (why)
            *why = separate_terrains (d->kind[a], sa, sb, tl_tile_corner_label (c));
          return FALSE;
        }
      TOUCH ((guint) reacher, a);
      TOUCH ((guint) reacher, b);
    }
  return TRUE;
#undef TOUCH
#undef FAIL
}

static gboolean
build_discovery (const TlTileDesign *d, TlTileType *type, GError **error)
{
  guint16 touch[TL_N_SIDES];
  guint8 segment_of[TL_N_SIDES];
  g_autofree char *why = NULL;

  if (!_tl_design_discovery_touches (d, touch, &why))
    return set_error (error, type->id, "%s", why);

  type->n_segments = 0;
  type->n_port_cities = 0;
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (tl_tile_design_first_side (d, s) == s)
      {
        segment_of[s] = type->n_segments;
        add_segment (type, d->kind[s], side_ports (_tl_design_segment_sides (d, s)));
      }
  for (guint a = 0; a < TL_N_SIDES; a++)
    for (guint b = a + 1; b < TL_N_SIDES; b++)
      if (touch[a] >> b & 1)
        type->segments[segment_of[a]].touches |= 1u << segment_of[b];
  for (guint sea = 0; sea < TL_N_SIDES; sea++)
    for (guint land = 0; land < TL_N_SIDES; land++)
      for (guint k = 0; k < d->port_cities[sea][land]; k++)
        {
          if (type->n_port_cities >= TL_MAX_PORT_CITIES)
            break;
          if (!(touch[sea] >> land & 1))
            {
              g_autofree char *ss = _tl_sides_text (_tl_design_segment_sides (d, sea));
              g_autofree char *sl = _tl_sides_text (_tl_design_segment_sides (d, land));

              /* Translators: sides of the tile ("N"), then sides and the kind of
               * terrain there ("S, W", "mountain") */
              return set_error (error, type->id, _("the sea on %s and the terrain on %s (%s) do not "
                                                   "border each other: no port city can stand between "
                                                   "them"), ss, sl, _tl_kind_word (d->kind[land]));
            }
          type->port_cities[type->n_port_cities++] =
            (TlPortCity) { segment_of[sea], segment_of[land] };
        }
  return TRUE;
}

gboolean
tl_tile_design_build (const TlTileDesign *design,
                      TlTileType         *type,
                      GError            **error)
{
  TlTileDesign d;
  guint discovery = 0, carcassonne = 0;

  g_return_val_if_fail (design != NULL && type != NULL, FALSE);

  d = *design;
  tl_tile_design_normalize (&d);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      if (_tl_kind_is_discovery (d.kind[s]))
        discovery++;
      else
        carcassonne++;
    }
  if (discovery > 0 && carcassonne > 0)
    return set_error (error, type->id, "%s", _("its sides mix those of Carcassonne (city, road, "
                                               "field) and of The Discovery (mountain, grassland, sea)"));
  if (!(discovery > 0 ? build_discovery (&d, type, error) : build_carcassonne (&d, type, error)))
    return FALSE;
  return tl_tile_type_finish (type, error);
}
