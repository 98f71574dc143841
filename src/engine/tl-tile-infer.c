/* tl-tile-infer.c — from a tile's segments back to its design, and what differs
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sides, groups, road ends, pennants, symbols and port cities are read
 * straight from the segments. What the data has no member for — the corners a
 * city reaches, the spurs of a junction to city gates, which city a gate road
 * enters, the terrain filling the middle — is found by trying the choices until
 * the design builds the same tile (there are a handful on any real tile).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tile-design.h"
#include "tl-tile-design-private.h"

#include <string.h>

#define MAX_TRIES 20000

/* The segment on each side port of a tile that may not be finished. */
static void
port_segments (const TlTileType *type, guint8 *seg_at)
{
  memset (seg_at, TL_NO_SEGMENT, TL_N_PORTS);
  for (guint i = 0; i < type->n_segments; i++)
    for (guint p = 0; p < TL_N_PORTS; p++)
      if (type->segments[i].ports >> p & 1)
        seg_at[p] = i;
}

static guint8
end_of (const TlSegment *seg)
{
  if (seg->kind != TL_SEGMENT_ROAD || __builtin_popcount (seg->ports) != 1)
    return TL_ROAD_END_NONE;
  return seg->road_end == TL_ROAD_END_NONE ? TL_ROAD_END_JUNCTION : seg->road_end;
}

static gboolean
same_segment_data (const TlSegment *a, const TlSegment *b)
{
  return a->kind == b->kind && a->ports == b->ports && a->pennants == b->pennants &&
         end_of (a) == end_of (b) && a->symbols == b->symbols;
}

/* @map[i]: the segment of @b equal to segment i of @a; FALSE when there is none. */
static gboolean
map_segments (const TlTileType *a, const TlTileType *b, guint8 *map)
{
  guint used = 0;

  if (a->n_segments != b->n_segments)
    return FALSE;
  for (guint i = 0; i < a->n_segments; i++)
    {
      map[i] = TL_NO_SEGMENT;
      for (guint j = 0; j < b->n_segments && map[i] == TL_NO_SEGMENT; j++)
        if (!(used >> j & 1) && same_segment_data (&a->segments[i], &b->segments[j]))
          {
            map[i] = j;
            used |= 1u << j;
          }
      if (map[i] == TL_NO_SEGMENT)
        return FALSE;
    }
  return TRUE;
}

static gboolean
touch (const TlTileType *type, guint a, guint b)
{
  return (type->segments[a].touches >> b & 1) || (type->segments[b].touches >> a & 1);
}

gboolean
tl_tile_type_same_segments (const TlTileType *a,
                            const TlTileType *b)
{
  guint8 map[TL_MAX_SEGMENTS];
  guint used = 0;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (!map_segments (a, b, map) || a->n_port_cities != b->n_port_cities)
    return FALSE;
  for (guint i = 0; i < a->n_segments; i++)
    for (guint j = i + 1; j < a->n_segments; j++)
      if (touch (a, i, j) != touch (b, map[i], map[j]))
        return FALSE;
  for (guint i = 0; i < a->n_port_cities; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < b->n_port_cities && !found; j++)
        if (!(used >> j & 1) && b->port_cities[j].sea == map[a->port_cities[i].sea] &&
            b->port_cities[j].land == map[a->port_cities[i].land])
          {
            used |= 1u << j;
            found = TRUE;
          }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* The design read from the segments, with the default choices. */
static void
read_design (const TlTileType *type, TlTileDesign *d, const guint8 *seg_at)
{
  gboolean seen[TL_MAX_SEGMENTS] = { FALSE };

  tl_tile_design_init (d, TL_SEGMENT_FIELD);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint m = seg_at[3 * s + 1];
      const TlSegment *seg = &type->segments[m];

      d->kind[s] = seg->kind;
      d->group[s] = seg->kind == TL_SEGMENT_FIELD ? TL_DESIGN_NONE : m;
      d->road_end[s] = end_of (seg);
      if (!seen[m] && seg->kind != TL_SEGMENT_FIELD)
        {
          d->pennants[s] = seg->pennants;
          d->symbols[s] = seg->symbols;
        }
      seen[m] = TRUE;
    }
  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];

      if (seg->kind == TL_SEGMENT_MONASTERY)
        d->monastery = TRUE;
      if (seg->kind == TL_SEGMENT_FIELD && (seg->symbols >> TL_SYMBOL_GARDEN & 1))
        d->garden_port = seg->ports ? (guint8) __builtin_ctz (seg->ports) : TL_PORT_F;
    }
  for (guint i = 0; i < type->n_port_cities; i++)
    {
      const TlPortCity *city = &type->port_cities[i];
      int sea = -1, land = -1;

      for (guint s = TL_N_SIDES; s-- > 0;)
        {
          if (seg_at[3 * s + 1] == city->sea)
            sea = s;
          if (seg_at[3 * s + 1] == city->land)
            land = s;
        }
      if (sea >= 0 && land >= 0 && d->port_cities[sea][land] < TL_MAX_PORT_CITIES)
        d->port_cities[sea][land]++;
    }
  /* a corner whose two ports lie in different fields is reached by a city */
  for (guint c = 0; c < 4; c++)
    {
      guint a = (3 * c + TL_N_PORTS - 1) % TL_N_PORTS, b = 3 * c;

      if (type->segments[seg_at[a]].kind == TL_SEGMENT_FIELD &&
          type->segments[seg_at[b]].kind == TL_SEGMENT_FIELD && seg_at[a] != seg_at[b])
        d->corner_walls |= 1u << c;
    }
  /* normalizing drops what depends on shores before they are known: keep them */
  {
    guint8 cities[TL_N_SIDES][TL_N_SIDES];

    memcpy (cities, d->port_cities, sizeof cities);
    tl_tile_design_normalize (d);
    for (guint sea = 0; sea < TL_N_SIDES; sea++)
      for (guint land = 0; land < TL_N_SIDES; land++)
        if (cities[sea][land])
          d->port_cities[tl_tile_design_first_side (d, sea)][tl_tile_design_first_side (d, land)] =
            cities[sea][land];
  }
}

/* One choice the data does not hold: a byte of the design and the values to try. */
typedef struct {
  guint8 *slot;
  guint8 values[TL_N_SIDES + 1];
  guint n_values;
} Choice;

gboolean
tl_tile_design_infer (const TlTileType *type,
                      TlTileDesign     *design)
{
  guint8 seg_at[TL_N_PORTS];
  guint8 cities[TL_N_SIDES];
  guint n_cities = 0;
  TlTileDesign base, d;
  Choice choices[16];
  guint n_choices = 0, tries = 1;
  guint8 gates_mask = 0, gates = 0;
  guint n_gates_subsets = 1;

  g_return_val_if_fail (type != NULL && design != NULL, FALSE);

  port_segments (type, seg_at);
  for (guint p = 0; p < TL_N_PORTS; p++)
    if (seg_at[p] == TL_NO_SEGMENT)
      {
        tl_tile_design_init (design, TL_SEGMENT_FIELD);
        return FALSE;
      }
  read_design (type, &base, seg_at);
  for (guint s = 0; s < TL_N_SIDES; s++)
    if (base.kind[s] == TL_SEGMENT_CITY && base.group[s] == s)
      cities[n_cities++] = s;

  d = base;
  if (n_cities > 1)
    {
      for (guint c = 0; c < 4; c++)
        if (d.corner_walls >> c & 1)
          {
            Choice *ch = &choices[n_choices++];

            ch->slot = &d.wall_city[c];
            ch->values[0] = TL_DESIGN_NONE;
            memcpy (ch->values + 1, cities, n_cities);
            ch->n_values = n_cities + 1;
          }
      for (guint s = 0; s < TL_N_SIDES; s++)
        if (_tl_design_road_alone (&d, s) && d.road_end[s] == TL_ROAD_END_CITY)
          {
            Choice *ch = &choices[n_choices++];

            ch->slot = &d.gate[s];
            ch->values[0] = TL_DESIGN_NONE;
            memcpy (ch->values + 1, cities, n_cities);
            ch->n_values = n_cities + 1;
          }
    }
  if (n_cities > 0 && tl_tile_design_has_hub (&d))
    {
      for (guint i = 0; i < n_cities; i++)
        gates_mask |= 1u << cities[i];
      n_gates_subsets = 1u << n_cities;
    }
  if (_tl_kind_is_discovery (d.kind[0]) && _tl_design_n_segments (&d) == 4)
    {
      Choice *ch = &choices[n_choices++];

      ch->slot = &d.centre;
      ch->values[0] = TL_DESIGN_NONE;
      for (guint s = 0; s < TL_N_SIDES; s++)
        ch->values[s + 1] = s;
      ch->n_values = TL_N_SIDES + 1;
    }
  for (guint i = 0; i < n_choices; i++)
    tries *= choices[i].n_values;
  tries = MIN (tries * n_gates_subsets, MAX_TRIES);

  for (guint t = 0; t < tries; t++)
    {
      TlTileType built;
      guint rest = t / n_gates_subsets, subset = t % n_gates_subsets;

      d = base;
      for (guint i = 0; i < n_choices; i++)
        {
          *choices[i].slot = choices[i].values[rest % choices[i].n_values];
          rest /= choices[i].n_values;
        }
      /* the subset's bits, spread over the cities' first sides */
      gates = 0;
      for (guint i = 0, k = 0; i < TL_N_SIDES; i++)
        if (gates_mask >> i & 1)
          gates |= (subset >> k++ & 1) << i;
      d.junction_gates = gates;
      tl_tile_design_normalize (&d);

      memset (&built, 0, sizeof built);
      g_strlcpy (built.id, type->id, sizeof built.id);
      if (tl_tile_design_build (&d, &built, NULL) && tl_tile_type_same_segments (type, &built))
        {
          *design = d;
          return TRUE;
        }
    }
  *design = base;
  return FALSE;
}

static char *
city_text (const TlTileType *type, guint segment)
{
  guint mask = 0;

  for (guint s = 0; s < TL_N_SIDES; s++)
    if (type->segments[segment].ports >> (3 * s + 1) & 1)
      mask |= 1u << s;
  return _tl_sides_text (mask);
}

/* The first border place of a field, or -1 for the inner field. */
static int
field_port (const TlTileType *type, guint segment)
{
  guint16 ports = type->segments[segment].ports;

  return ports == 0 ? -1 : __builtin_ctz (ports);
}

/* What a field's list of cities says wrong: @city is the city's sides ("N, E"),
 * @borders whether the field borders it (and does not list it) or lists it (and
 * does not border it). */
static char *
field_city_text (const TlTileType *type, guint field, const char *city, gboolean borders)
{
  int port = field_port (type, field);
  g_autofree char *what = NULL;

  /* Translators: (this and the next three) a place on the tile's border ("side N
   * next to corner NW"), then the sides of a city ("N, E") */
  if (port >= 0 && borders)
    what = g_strdup_printf (_("the field at %s borders the city on %s, but the tile does not say so"),
                            _tl_port_words (port), city);
  else if (port >= 0)
    what = g_strdup_printf (_("the field at %s is said to touch the city on %s, but it does not "
                              "border it"), _tl_port_words (port), city);
  else if (borders)
    what = g_strdup_printf (_("the inner field borders the city on %s, but the tile does not say so"),
                            city);
  else
    what = g_strdup_printf (_("the inner field is said to touch the city on %s, but it does not "
                              "border it"), city);
  return _tl_tile_said (_TL_TILE_NAME (type), what);
}

static char *said (const TlTileType *type, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* "tile D: what is wrong" */
static char *
said (const TlTileType *type, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  return _tl_tile_said (_TL_TILE_NAME (type), what);
}

static char *
explain_fields (const TlTileType *type, const TlTileType *built)
{
  guint8 at_t[TL_N_PORTS], at_b[TL_N_PORTS];
  int inner_t = -1, inner_b = -1;

  port_segments (type, at_t);
  port_segments (built, at_b);
  for (guint p = 0; p < TL_N_PORTS; p++)
    for (guint q = p + 1; q < TL_N_PORTS; q++)
      {
        gboolean same_t, same_b;

        if (type->segments[at_t[p]].kind != TL_SEGMENT_FIELD ||
            type->segments[at_t[q]].kind != TL_SEGMENT_FIELD)
          continue;
        same_t = at_t[p] == at_t[q];
        same_b = at_b[p] == at_b[q];
        /* Translators: two places on the tile's border ("side N next to corner NW") */
        if (same_t && !same_b)
          return said (type, _("%s and %s are in one field, but a road or a city parts them"),
                       _tl_port_words (p), _tl_port_words (q));
        /* Translators: two places on the tile's border ("side N next to corner NW") */
        if (!same_t && same_b)
          return said (type, _("%s and %s are in separate fields, but no road or city parts them"),
                       _tl_port_words (p), _tl_port_words (q));
      }

  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind == TL_SEGMENT_FIELD && type->segments[i].ports == 0)
      inner_t = i;
  for (guint i = 0; i < built->n_segments; i++)
    if (built->segments[i].kind == TL_SEGMENT_FIELD && built->segments[i].ports == 0)
      inner_b = i;
  if (inner_t >= 0 && inner_b < 0)
    /* Translators: %u is the segment's number on the tile, from 1 */
    return said (type, _("segment %u is a field that reaches no side, but no cities enclose it"),
                 inner_t + 1);
  if (inner_t < 0 && inner_b >= 0)
    return said (type, "%s", _("the cities enclose a field in the middle of the tile, but the tile "
                               "has no such field"));

  /* the cities each field borders */
  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];
      int j = -1;

      if (seg->kind != TL_SEGMENT_FIELD)
        {
          if (seg->touches != 0)
            /* Translators: %u is the segment's number on the tile (from 1), %s its kind ("road") */
            return said (type, _("segment %u (%s) is said to touch cities, but only a field touches "
                                 "cities"), i + 1, _tl_kind_word (seg->kind));
          continue;
        }
      for (guint k = 0; k < built->n_segments && j < 0; k++)
        if (built->segments[k].kind == TL_SEGMENT_FIELD && built->segments[k].ports == seg->ports)
          j = k;
      if (j < 0)
        continue;
      for (guint c = 0; c < type->n_segments; c++)
        {
          int cb = -1;
          gboolean listed, borders;

          if (type->segments[c].kind != TL_SEGMENT_CITY)
            {
              if (seg->touches >> c & 1)
                {
                  int port = field_port (type, i);

                  /* Translators: a place on the tile's border ("side N next to corner
                   * NW"), the number of a segment (from 1) and its kind ("road") */
                  if (port >= 0)
                    return said (type, _("the field at %s is said to touch segment %u (%s), but a "
                                         "field touches only cities"), _tl_port_words (port), c + 1,
                                 _tl_kind_word (type->segments[c].kind));
                  /* Translators: the number of a segment (from 1) and its kind ("road") */
                  return said (type, _("the inner field is said to touch segment %u (%s), but a field "
                                       "touches only cities"), c + 1,
                               _tl_kind_word (type->segments[c].kind));
                }
              continue;
            }
          for (guint k = 0; k < built->n_segments && cb < 0; k++)
            if (built->segments[k].kind == TL_SEGMENT_CITY &&
                built->segments[k].ports == type->segments[c].ports)
              cb = k;
          listed = touch (type, i, c);
          borders = cb >= 0 && touch (built, j, cb);
          if (listed != borders)
            {
              g_autofree char *city = city_text (type, c);

              return field_city_text (type, i, city, borders);
            }
        }
    }
  return NULL;
}

static char *
explain_territories (const TlTileType *type, const TlTileType *built)
{
  guint8 map[TL_MAX_SEGMENTS];

  if (!map_segments (type, built, map))
    return NULL;
  for (guint i = 0; i < type->n_segments; i++)
    for (guint j = i + 1; j < type->n_segments; j++)
      {
        gboolean listed = touch (type, i, j), borders = touch (built, map[i], map[j]);
        g_autofree char *si = NULL, *sj = NULL;

        if (listed == borders)
          continue;
        si = city_text (type, i);
        sj = city_text (type, j);
        /* Translators: sides of the tile ("N, E") and the kind of terrain there
         * ("mountain"), twice */
        if (borders)
          return said (type, _("the terrains on %s (%s) and on %s (%s) border each other, but the "
                               "tile does not say so"), si, _tl_kind_word (type->segments[i].kind),
                       sj, _tl_kind_word (type->segments[j].kind));
        /* Translators: sides of the tile ("N, E") and the kind of terrain there
         * ("mountain"), twice */
        return said (type, _("the tile says the terrains on %s (%s) and on %s (%s) border each "
                             "other, but they do not"), si, _tl_kind_word (type->segments[i].kind),
                     sj, _tl_kind_word (type->segments[j].kind));
      }
  return NULL;
}

char *
tl_tile_design_explain (const TlTileType   *type,
                        const TlTileDesign *design)
{
  TlTileType built;
  char *why;

  g_return_val_if_fail (type != NULL && design != NULL, NULL);

  memset (&built, 0, sizeof built);
  g_strlcpy (built.id, type->id, sizeof built.id);
  if (!tl_tile_design_build (design, &built, NULL) || tl_tile_type_same_segments (type, &built))
    return NULL;
  why = _tl_kind_is_discovery (design->kind[0]) ? explain_territories (type, &built)
                                                : explain_fields (type, &built);
  if (why == NULL)
    why = said (type, "%s", _("the segments do not follow from the sides"));
  return why;
}
