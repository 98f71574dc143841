/* tl-tile-design.c — a tile described by its sides: the design and its editing
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Building the segments is tl-tile-derive.c, reading a design back from a tile
 * tl-tile-infer.c.
 */
#include "tl-tile-design.h"
#include "tl-tile-design-private.h"

#include <string.h>

#define FRESH_GROUP 0x80   /* groups above any side index: a segment of its own */
#define MAX_PENNANTS 9

static const char * const side_names[] = { "N", "E", "S", "W" };
static const char * const corner_names[] = { "NW", "NE", "SE", "SW" };

const char *
tl_side_name (guint side)
{
  return side < TL_N_SIDES ? side_names[side] : "?";
}

const char *
tl_corner_name (guint corner)
{
  return corner < 4 ? corner_names[corner] : "?";
}

gboolean
_tl_kind_is_discovery (guint kind)
{
  return kind == TL_SEGMENT_MOUNTAIN || kind == TL_SEGMENT_GRASSLAND || kind == TL_SEGMENT_SEA;
}

/* Sides grouped into one segment: cities and Discovery terrains. */
gboolean
_tl_kind_is_area (guint kind)
{
  return kind == TL_SEGMENT_CITY || _tl_kind_is_discovery (kind);
}

gboolean
_tl_design_is_field_port (const TlTileDesign *design,
                          guint               port)
{
  guint kind = design->kind[port / 3];

  return kind == TL_SEGMENT_FIELD || (kind == TL_SEGMENT_ROAD && port % 3 != 1);
}

gboolean
_tl_design_corner_between_fields (const TlTileDesign *design,
                                  guint               corner)
{
  return _tl_design_is_field_port (design, (3 * corner + TL_N_PORTS - 1) % TL_N_PORTS) &&
         _tl_design_is_field_port (design, 3 * corner);
}

guint
_tl_design_segment_sides (const TlTileDesign *design,
                          guint               side)
{
  guint mask = 0;

  for (guint s = 0; s < TL_N_SIDES; s++)
    if (tl_tile_design_same_segment (design, side, s))
      mask |= 1u << s;
  return mask;
}

gboolean
_tl_design_road_alone (const TlTileDesign *design,
                       guint               side)
{
  return design->kind[side] == TL_SEGMENT_ROAD &&
         __builtin_popcount (_tl_design_segment_sides (design, side)) == 1;
}

gboolean
tl_tile_design_same_segment (const TlTileDesign *design,
                             guint               a,
                             guint               b)
{
  g_return_val_if_fail (a < TL_N_SIDES && b < TL_N_SIDES, FALSE);

  if (design->kind[a] == TL_SEGMENT_FIELD || design->kind[a] != design->kind[b])
    return FALSE;
  return a == b || design->group[a] == design->group[b];
}

guint
tl_tile_design_first_side (const TlTileDesign *design,
                           guint               side)
{
  g_return_val_if_fail (side < TL_N_SIDES, side);

  for (guint s = 0; s < side; s++)
    if (tl_tile_design_same_segment (design, s, side))
      return s;
  return side;
}

void
tl_tile_design_init (TlTileDesign  *design,
                     TlSegmentKind  kind)
{
  g_return_if_fail (design != NULL);

  memset (design, 0, sizeof *design);
  memset (design->gate, TL_DESIGN_NONE, sizeof design->gate);
  memset (design->wall_city, TL_DESIGN_NONE, sizeof design->wall_city);
  design->garden_port = TL_DESIGN_NONE;
  design->centre = TL_DESIGN_NONE;
  for (guint s = 0; s < TL_N_SIDES; s++)
    design->kind[s] = kind;
  tl_tile_design_normalize (design);
}

/* The default end of a road that stops: at the monastery when there is one. */
static guint8
default_end (const TlTileDesign *design)
{
  return design->monastery ? TL_ROAD_END_MONASTERY : TL_ROAD_END_JUNCTION;
}

/* A city side to name a city by, normalized to the city's first side; NONE when
 * @side is no city side. */
static guint8
city_ref (const TlTileDesign *design,
          guint               side)
{
  if (side >= TL_N_SIDES || design->kind[side] != TL_SEGMENT_CITY)
    return TL_DESIGN_NONE;
  return tl_tile_design_first_side (design, side);
}

static gboolean
design_is_discovery (const TlTileDesign *design)
{
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (_tl_kind_is_discovery (design->kind[s]))
      return TRUE;
  return FALSE;
}

void
tl_tile_design_normalize (TlTileDesign *design)
{
  guint8 group[TL_N_SIDES];
  guint8 pennants[TL_N_SIDES] = { 0 };
  guint8 symbols[TL_N_SIDES] = { 0 };
  guint8 port_cities[TL_N_SIDES][TL_N_SIDES] = { { 0 } };
  gboolean discovery;

  g_return_if_fail (design != NULL);

  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] >= TL_N_SEGMENT_KINDS || design->kind[s] == TL_SEGMENT_MONASTERY)
      design->kind[s] = TL_SEGMENT_FIELD;

  /* a road holds at most two sides */
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] == TL_SEGMENT_ROAD)
      {
        guint seen = 0;

        for (guint t = 0; t < TL_N_SIDES; t++)
          if (tl_tile_design_same_segment (design, s, t) && ++seen > 2)
            design->group[t] = FRESH_GROUP + t;
      }

  /* groups become the first side of each segment; pennants and symbols gather there */
  for (guint s = 0; s < TL_N_SIDES; s++)
    group[s] = design->kind[s] == TL_SEGMENT_FIELD ? TL_DESIGN_NONE
                                                   : tl_tile_design_first_side (design, s);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint first = group[s];

      if (first == TL_DESIGN_NONE)
        continue;
      pennants[first] = MIN (pennants[first] + design->pennants[s], MAX_PENNANTS);
      symbols[first] |= design->symbols[s];
    }
  for (guint sea = 0; sea < TL_N_SIDES; sea++)
    for (guint land = 0; land < TL_N_SIDES; land++)
      if (design->port_cities[sea][land] && group[sea] != TL_DESIGN_NONE &&
          group[land] != TL_DESIGN_NONE)
        port_cities[group[sea]][group[land]] += design->port_cities[sea][land];
  memcpy (design->group, group, sizeof group);

  discovery = design_is_discovery (design);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint kind = design->kind[s];
      gboolean first = design->group[s] == s;
      gboolean alone = _tl_design_road_alone (design, s);

      design->pennants[s] = first && kind == TL_SEGMENT_CITY ? pennants[s] : 0;
      design->symbols[s] = 0;
      if (first && kind == TL_SEGMENT_CITY)
        design->symbols[s] = symbols[s] & ~(1u << TL_SYMBOL_INN | 1u << TL_SYMBOL_GARDEN);
      else if (first && kind == TL_SEGMENT_ROAD)
        design->symbols[s] = symbols[s] & (1u << TL_SYMBOL_INN);
      design->symbols[s] &= (1u << TL_N_SYMBOLS) - 1;

      if (!alone)
        design->road_end[s] = TL_ROAD_END_NONE;
      else if (design->road_end[s] == TL_ROAD_END_NONE || design->road_end[s] > TL_ROAD_END_CITY)
        design->road_end[s] = default_end (design);
      if (alone && design->road_end[s] == TL_ROAD_END_MONASTERY)
        design->monastery = TRUE;
      design->gate[s] = alone && design->road_end[s] == TL_ROAD_END_CITY
                        ? city_ref (design, design->gate[s]) : TL_DESIGN_NONE;
    }

  if (design->garden_port != TL_DESIGN_NONE && design->garden_port != TL_PORT_F &&
      (design->garden_port >= TL_N_PORTS || !_tl_design_is_field_port (design, design->garden_port)))
    design->garden_port = TL_DESIGN_NONE;
  if (discovery)
    {
      design->garden_port = TL_DESIGN_NONE;
      design->monastery = FALSE;
    }
  design->monastery = design->monastery != FALSE;

  for (guint c = 0; c < 4; c++)
    {
      if (!(design->corner_walls >> c & 1) || !_tl_design_corner_between_fields (design, c))
        design->corner_walls &= ~(1u << c);
      design->wall_city[c] = design->corner_walls >> c & 1
                             ? city_ref (design, design->wall_city[c]) : TL_DESIGN_NONE;
    }

  if (!tl_tile_design_has_hub (design))
    design->junction_gates = 0;
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] != TL_SEGMENT_CITY || design->group[s] != s)
      design->junction_gates &= ~(1u << s);

  if (design->centre != TL_DESIGN_NONE &&
      (!discovery || design->centre >= TL_N_SIDES || _tl_design_n_segments (design) != 4))
    design->centre = TL_DESIGN_NONE;

  /* port cities only on a shore that exists, at most TL_MAX_PORT_CITIES in all */
  {
    guint16 touch[TL_N_SIDES] = { 0 };
    guint total = 0;

    if (discovery)
      _tl_design_discovery_touches (design, touch, NULL);
    for (guint sea = 0; sea < TL_N_SIDES; sea++)
      for (guint land = 0; land < TL_N_SIDES; land++)
        {
          guint n = port_cities[sea][land];

          if (n == 0 || design->kind[sea] != TL_SEGMENT_SEA ||
              (design->kind[land] != TL_SEGMENT_MOUNTAIN &&
               design->kind[land] != TL_SEGMENT_GRASSLAND) ||
              !(touch[sea] >> land & 1))
            n = 0;
          n = MIN (n, TL_MAX_PORT_CITIES - total);
          design->port_cities[sea][land] = n;
          total += n;
        }
  }
}

gboolean
tl_tile_design_equal (const TlTileDesign *a,
                      const TlTileDesign *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a->kind, b->kind, sizeof a->kind) == 0 &&
         memcmp (a->group, b->group, sizeof a->group) == 0 &&
         memcmp (a->road_end, b->road_end, sizeof a->road_end) == 0 &&
         memcmp (a->gate, b->gate, sizeof a->gate) == 0 &&
         memcmp (a->pennants, b->pennants, sizeof a->pennants) == 0 &&
         memcmp (a->symbols, b->symbols, sizeof a->symbols) == 0 &&
         a->garden_port == b->garden_port &&
         a->monastery == b->monastery &&
         a->corner_walls == b->corner_walls &&
         memcmp (a->wall_city, b->wall_city, sizeof a->wall_city) == 0 &&
         a->junction_gates == b->junction_gates &&
         a->centre == b->centre &&
         memcmp (a->port_cities, b->port_cities, sizeof a->port_cities) == 0;
}

guint
_tl_design_n_segments (const TlTileDesign *design)
{
  guint n = 0;

  for (guint s = 0; s < TL_N_SIDES; s++)
    n += design->kind[s] != TL_SEGMENT_FIELD && tl_tile_design_first_side (design, s) == s;
  return n;
}

/* Takes @side out of its segment, leaving pennants and symbols with the rest. */
static void
leave_segment (TlTileDesign *design,
               guint         side)
{
  guint mask = _tl_design_segment_sides (design, side) & ~(1u << side);
  guint first = tl_tile_design_first_side (design, side);

  if (mask == 0)
    return;
  if (first == side)
    {
      guint next = __builtin_ctz (mask);

      design->pennants[next] = design->pennants[side];
      design->symbols[next] = design->symbols[side];
      for (guint sea = 0; sea < TL_N_SIDES; sea++)
        for (guint k = 0; k < 2; k++)
          {
            guint8 *from = k == 0 ? &design->port_cities[side][sea] : &design->port_cities[sea][side];
            guint8 *to = k == 0 ? &design->port_cities[next][sea] : &design->port_cities[sea][next];

            *to += *from;
            *from = 0;
          }
      for (guint c = 0; c < 4; c++)
        if (design->wall_city[c] == side)
          design->wall_city[c] = next;
      for (guint s = 0; s < TL_N_SIDES; s++)
        if (design->gate[s] == side)
          design->gate[s] = next;
      if (design->junction_gates >> side & 1)
        design->junction_gates = (design->junction_gates & ~(1u << side)) | 1u << next;
      design->pennants[side] = 0;
      design->symbols[side] = 0;
    }
  design->group[side] = FRESH_GROUP + side;
  if (design->kind[side] == TL_SEGMENT_ROAD)
    for (guint s = 0; s < TL_N_SIDES; s++)
      if (mask >> s & 1)
        design->road_end[s] = default_end (design);
  design->road_end[side] = default_end (design);
}

/* The end a road stopping alone is given when the tile changes around it. */
static guint8
lone_road_end (const TlTileDesign *design)
{
  if (design->monastery)
    return TL_ROAD_END_MONASTERY;
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] == TL_SEGMENT_CITY)
      return TL_ROAD_END_CITY;
  return TL_ROAD_END_JUNCTION;
}

/* After road sides came or went: two lone roads become one through the tile;
 * three or four stop at a junction (or the monastery); one alone stops at the
 * monastery, a city gate or a junction. */
static void
settle_roads (TlTileDesign *design,
              gboolean      join)
{
  guint roads = 0, lone = 0;
  int a = -1, b = -1;

  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] == TL_SEGMENT_ROAD)
      {
        roads++;
        if (_tl_design_road_alone (design, s))
          {
            lone++;
            if (a < 0)
              a = s;
            else
              b = s;
          }
      }

  if (roads == 2 && lone == 2 && !design->monastery && join)
    design->group[b] = design->group[a];
  else if (roads >= 3)
    for (guint s = 0; s < TL_N_SIDES; s++)
      {
        if (design->kind[s] != TL_SEGMENT_ROAD)
          continue;
        design->group[s] = FRESH_GROUP + s;
        design->road_end[s] = default_end (design);
      }
  else if (roads == 1)
    design->road_end[a] = lone_road_end (design);
}

static gboolean
builds (const TlTileDesign *design)
{
  TlTileType type;

  memset (&type, 0, sizeof type);
  return tl_tile_design_build (design, &type, NULL);
}

/* The Discovery: four one-side territories where two of one terrain meet at a
 * corner need a terrain filling the middle; the first that makes the tile. */
static void
settle_centre (TlTileDesign *design)
{
  TlTileDesign tried;

  if (!design_is_discovery (design) || design->centre != TL_DESIGN_NONE ||
      _tl_design_n_segments (design) != 4 || builds (design))
    return;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      tried = *design;
      tried.centre = s;
      if (builds (&tried))
        {
          *design = tried;
          return;
        }
    }
}

void
tl_tile_design_set_kind (TlTileDesign  *design,
                         guint          side,
                         TlSegmentKind  kind)
{
  TlTileDesign base, tried;
  gboolean roads_changed;

  g_return_if_fail (design != NULL && side < TL_N_SIDES && kind < TL_N_SEGMENT_KINDS);

  if (design->kind[side] == kind || kind == TL_SEGMENT_MONASTERY)
    return;
  roads_changed = design->kind[side] == TL_SEGMENT_ROAD || kind == TL_SEGMENT_ROAD;
  if (design->kind[side] != TL_SEGMENT_FIELD)
    leave_segment (design, side);
  design->kind[side] = kind;
  design->group[side] = FRESH_GROUP + side;
  design->pennants[side] = 0;
  design->symbols[side] = 0;
  design->road_end[side] = TL_ROAD_END_NONE;
  design->gate[side] = TL_DESIGN_NONE;
  for (guint s = 0; s < TL_N_SIDES; s++)
    design->port_cities[side][s] = design->port_cities[s][side] = 0;
  base = *design;

  /* the choices a player expects, and when they do not make a tile, the ones
   * nearest to them: no joined road (it would cross a city), a segment of its own */
  for (guint attempt = 0; attempt < 4; attempt++)
    {
      gboolean join_area = !(attempt & 1), join_roads = !(attempt & 2);

      tried = base;
      if (_tl_kind_is_area (kind) && join_area)
        {
          guint ccw = (side + 3) % 4, cw = (side + 1) % 4;

          if (tried.kind[ccw] == kind)
            tried.group[side] = tried.group[ccw];
          else if (tried.kind[cw] == kind)
            tried.group[side] = tried.group[cw];
        }
      if (roads_changed)
        settle_roads (&tried, join_roads);
      tl_tile_design_normalize (&tried);
      settle_centre (&tried);
      if (attempt == 0)
        *design = tried;
      if (builds (&tried))
        {
          *design = tried;
          return;
        }
    }
}

void
tl_tile_design_join (TlTileDesign *design,
                     guint         a,
                     guint         b)
{
  guint8 from;

  g_return_if_fail (design != NULL && a < TL_N_SIDES && b < TL_N_SIDES);

  if (a == b || design->kind[a] != design->kind[b] || design->kind[a] == TL_SEGMENT_FIELD ||
      tl_tile_design_same_segment (design, a, b))
    return;
  if (design->kind[a] == TL_SEGMENT_ROAD)
    {
      leave_segment (design, a);
      leave_segment (design, b);
      design->group[b] = design->group[a];
      design->road_end[a] = design->road_end[b] = TL_ROAD_END_NONE;
      tl_tile_design_normalize (design);
      return;
    }
  from = design->group[b];
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (design->kind[s] == design->kind[b] && design->group[s] == from)
      design->group[s] = design->group[a];
  tl_tile_design_normalize (design);
  settle_centre (design);
}

void
tl_tile_design_separate (TlTileDesign *design,
                         guint         side)
{
  g_return_if_fail (design != NULL && side < TL_N_SIDES);

  if (design->kind[side] == TL_SEGMENT_FIELD)
    return;
  leave_segment (design, side);
  tl_tile_design_normalize (design);
  settle_centre (design);
}

void
tl_tile_design_set_road_end (TlTileDesign *design,
                             guint         side,
                             TlRoadEnd     end)
{
  g_return_if_fail (design != NULL && side < TL_N_SIDES);

  if (!_tl_design_road_alone (design, side) || end == TL_ROAD_END_NONE || end > TL_ROAD_END_CITY)
    return;
  design->road_end[side] = end;
  if (end == TL_ROAD_END_MONASTERY)
    design->monastery = TRUE;
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_gate (TlTileDesign *design,
                         guint         side,
                         guint         city_side)
{
  g_return_if_fail (design != NULL && side < TL_N_SIDES);

  design->gate[side] = city_side < TL_N_SIDES ? city_side : TL_DESIGN_NONE;
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_monastery (TlTileDesign *design,
                              gboolean      monastery)
{
  g_return_if_fail (design != NULL);

  if (design_is_discovery (design))
    return;
  design->monastery = monastery;
  if (!monastery)
    for (guint s = 0; s < TL_N_SIDES; s++)
      if (design->road_end[s] == TL_ROAD_END_MONASTERY)
        design->road_end[s] = TL_ROAD_END_JUNCTION;
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_pennants (TlTileDesign *design,
                             guint         side,
                             guint         pennants)
{
  g_return_if_fail (design != NULL && side < TL_N_SIDES);

  if (design->kind[side] != TL_SEGMENT_CITY)
    return;
  design->pennants[tl_tile_design_first_side (design, side)] = MIN (pennants, MAX_PENNANTS);
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_symbol (TlTileDesign *design,
                           guint         where,
                           TlSymbol      symbol,
                           gboolean      shown)
{
  guint first;

  g_return_if_fail (design != NULL && symbol < TL_N_SYMBOLS);

  if (symbol == TL_SYMBOL_GARDEN)
    {
      if (shown && (where == TL_PORT_F || (where < TL_N_PORTS &&
                                           _tl_design_is_field_port (design, where))))
        design->garden_port = where;
      else if (!shown)
        design->garden_port = TL_DESIGN_NONE;
      tl_tile_design_normalize (design);
      return;
    }
  if (where >= TL_N_SIDES || design->kind[where] != tl_symbol_segment_kind (symbol))
    return;
  first = tl_tile_design_first_side (design, where);
  if (shown)
    design->symbols[first] |= 1u << symbol;
  else
    design->symbols[first] &= ~(1u << symbol);
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_corner_wall (TlTileDesign *design,
                                guint         corner,
                                gboolean      wall,
                                guint         city_side)
{
  g_return_if_fail (design != NULL && corner < 4);

  if (wall)
    {
      design->corner_walls |= 1u << corner;
      design->wall_city[corner] = city_side < TL_N_SIDES ? city_side : TL_DESIGN_NONE;
    }
  else
    design->corner_walls &= ~(1u << corner);
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_junction_gate (TlTileDesign *design,
                                  guint         city_side,
                                  gboolean      gate)
{
  guint first;

  g_return_if_fail (design != NULL && city_side < TL_N_SIDES);

  if (design->kind[city_side] != TL_SEGMENT_CITY)
    return;
  first = tl_tile_design_first_side (design, city_side);
  if (gate)
    design->junction_gates |= 1u << first;
  else
    design->junction_gates &= ~(1u << first);
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_centre (TlTileDesign *design,
                           guint         side)
{
  g_return_if_fail (design != NULL);

  design->centre = side < TL_N_SIDES ? side : TL_DESIGN_NONE;
  tl_tile_design_normalize (design);
}

void
tl_tile_design_set_port_cities (TlTileDesign *design,
                                guint         sea_side,
                                guint         land_side,
                                guint         count)
{
  guint sea, land;

  g_return_if_fail (design != NULL && sea_side < TL_N_SIDES && land_side < TL_N_SIDES);

  sea = tl_tile_design_first_side (design, sea_side);
  land = tl_tile_design_first_side (design, land_side);
  design->port_cities[sea][land] = MIN (count, TL_MAX_PORT_CITIES);
  tl_tile_design_normalize (design);
}

void
tl_tile_design_rotate (TlTileDesign *design,
                       guint         quarters)
{
  TlTileDesign from;
  guint r = quarters % 4;

  g_return_if_fail (design != NULL);

  if (r == 0)
    return;
  from = *design;
#define TURN(s) (((s) + r) % 4)
#define TURN_SIDE(v) ((v) < TL_N_SIDES ? TURN (v) : (v))
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint t = TURN (s);

      design->kind[t] = from.kind[s];
      design->group[t] = from.group[s];
      design->road_end[t] = from.road_end[s];
      design->gate[t] = TURN_SIDE (from.gate[s]);
      design->pennants[t] = from.pennants[s];
      design->symbols[t] = from.symbols[s];
      design->wall_city[t] = TURN_SIDE (from.wall_city[s]);   /* corner s turns as side s */
      for (guint u = 0; u < TL_N_SIDES; u++)
        design->port_cities[t][TURN (u)] = from.port_cities[s][u];
    }
  design->corner_walls = ((from.corner_walls << r) | (from.corner_walls >> (4 - r))) & 0xf;
  if (from.garden_port < TL_N_PORTS)
    design->garden_port = tl_port_rotate (from.garden_port, r);
  design->centre = TURN_SIDE (from.centre);
  design->junction_gates = 0;
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (from.junction_gates >> s & 1)
      design->junction_gates |= 1u << tl_tile_design_first_side (design, TURN (s));
#undef TURN_SIDE
#undef TURN
  tl_tile_design_normalize (design);
}

gboolean
tl_tile_design_has_hub (const TlTileDesign *design)
{
  int through[2] = { -1, -1 };
  guint n_through = 0;

  g_return_val_if_fail (design != NULL, FALSE);

  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      if (design->kind[s] != TL_SEGMENT_ROAD)
        continue;
      if (_tl_design_road_alone (design, s))
        {
          if (design->road_end[s] == TL_ROAD_END_JUNCTION ||
              design->road_end[s] == TL_ROAD_END_MONASTERY)
            return TRUE;
        }
      else if (tl_tile_design_first_side (design, s) == s && n_through < 2)
        through[n_through++] = s;
    }
  /* two roads through the tile cross when each runs straight across (N–S, E–W) */
  return n_through == 2 && _tl_design_road_straight (design, through[0]) &&
         _tl_design_road_straight (design, through[1]);
}

gboolean
_tl_design_road_straight (const TlTileDesign *design,
                          guint               side)
{
  guint mask = _tl_design_segment_sides (design, side);

  return design->kind[side] == TL_SEGMENT_ROAD && (mask == 0x5 || mask == 0xa);
}
