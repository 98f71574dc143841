/* tl-tile.c — tile types, segments, ports and rotation
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tile.h"
#include "tl-tile-text-private.h"
#include "tl-error.h"

#include <string.h>

static const char * const port_names[] = {
  "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW", "C", "F",
};

static const char * const kind_names[TL_N_SEGMENT_KINDS] = {
  "field", "road", "city", "monastery", "mountain", "grassland", "sea",
};

static const struct {
  const char *name;
  TlSegmentKind kind;
} symbols[TL_N_SYMBOLS] = {
  [TL_SYMBOL_INN] = { "inn", TL_SEGMENT_ROAD },
  [TL_SYMBOL_CATHEDRAL] = { "cathedral", TL_SEGMENT_CITY },
  [TL_SYMBOL_WINE] = { "wine", TL_SEGMENT_CITY },
  [TL_SYMBOL_GRAIN] = { "grain", TL_SEGMENT_CITY },
  [TL_SYMBOL_CLOTH] = { "cloth", TL_SEGMENT_CITY },
  [TL_SYMBOL_GARDEN] = { "garden", TL_SEGMENT_FIELD },
};

int
tl_port_from_name (const char *name)
{
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < G_N_ELEMENTS (port_names); i++)
    if (strcmp (name, port_names[i]) == 0)
      return (int) i;
  return -1;
}

const char *
tl_port_name (guint port)
{
  return port < G_N_ELEMENTS (port_names) ? port_names[port] : "?";
}

int
tl_segment_kind_from_name (const char *name)
{
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < TL_N_SEGMENT_KINDS; i++)
    if (strcmp (name, kind_names[i]) == 0)
      return (int) i;
  return -1;
}

const char *
tl_segment_kind_name (TlSegmentKind kind)
{
  return (guint) kind < TL_N_SEGMENT_KINDS ? kind_names[kind] : "?";
}

int
tl_symbol_from_name (const char *name)
{
  g_return_val_if_fail (name != NULL, -1);

  for (guint i = 0; i < TL_N_SYMBOLS; i++)
    if (strcmp (name, symbols[i].name) == 0)
      return (int) i;
  return -1;
}

const char *
tl_symbol_name (TlSymbol symbol)
{
  return (guint) symbol < TL_N_SYMBOLS ? symbols[symbol].name : "?";
}

TlSegmentKind
tl_symbol_segment_kind (TlSymbol symbol)
{
  g_return_val_if_fail ((guint) symbol < TL_N_SYMBOLS, TL_SEGMENT_FIELD);
  return symbols[symbol].kind;
}

/* A segment without ports: the monastery (port C) or the inner field (port F).
 * Sets the tile's centre or inner segment, or reports why the segment may not
 * be port-less. */
static gboolean
finish_portless (TlTileType *type, guint i, GError **error)
{
  const TlSegment *seg = &type->segments[i];
  guint8 *slot;

  if (seg->kind == TL_SEGMENT_MONASTERY)
    slot = &type->centre_segment;
  else if (seg->kind == TL_SEGMENT_FIELD)
    slot = &type->inner_segment;
  else
    {
      /* Translators: %u is the segment's number on the tile (from 1), %s its kind ("road", "city"…) */
      return _tl_tile_error (error, type->id, _("segment %u (%s) reaches no side of the tile; only a "
                                                "monastery or an inner field lies inside it"),
                             i + 1, _tl_kind_word (seg->kind));
    }
  if (*slot != TL_NO_SEGMENT)
    {
      /* Translators: the numbers of two segments of the tile, from 1 */
      if (seg->kind == TL_SEGMENT_MONASTERY)
        return _tl_tile_error (error, type->id, _("segments %u and %u are both monasteries; a tile "
                                                  "has one at most"), *slot + 1, i + 1);
      /* Translators: the numbers of two segments of the tile, from 1 */
      return _tl_tile_error (error, type->id, _("segments %u and %u are both fields that reach no "
                                                "side; a tile has one such inner field at most"),
                             *slot + 1, i + 1);
    }
  *slot = i;
  return TRUE;
}

static gboolean
check_symbols (const TlTileType *type, guint i, GError **error)
{
  const TlSegment *seg = &type->segments[i];

  for (guint k = 0; k < 8; k++)
    if ((seg->symbols >> k & 1) && (k >= TL_N_SYMBOLS || symbols[k].kind != seg->kind))
      {
        g_autofree char *what = _tl_symbol_misplaced (k, i, seg->kind);

        return _tl_tile_error (error, type->id, "%s", what);
      }
  return TRUE;
}

/* The kind at one tile port, plus one; 0 where nothing is. */
static guint32
port_code (const TlTileType *type, guint tile_port)
{
  guint seg = type->port_segment[tile_port];

  return seg == TL_NO_SEGMENT ? 0 : (guint32) type->segments[seg].kind + 1;
}

gboolean
tl_tile_type_finish (TlTileType  *type,
                     GError     **error)
{
  g_return_val_if_fail (type != NULL, FALSE);

  if (type->n_segments == 0 || type->n_segments > TL_MAX_SEGMENTS)
    {
      /* Translators: how many segments the tile has, then the most a tile may have */
      return _tl_tile_error (error, type->id,
                             g_dngettext (GETTEXT_PACKAGE, "it has %u segment, but a tile has 1 to %u",
                                          "it has %u segments, but a tile has 1 to %u", type->n_segments),
                             type->n_segments, TL_MAX_SEGMENTS);
    }

  memset (type->port_segment, TL_NO_SEGMENT, sizeof type->port_segment);
  type->centre_segment = TL_NO_SEGMENT;
  type->inner_segment = TL_NO_SEGMENT;

  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];

      if ((guint) seg->kind >= TL_N_SEGMENT_KINDS)
        {
          /* Translators: %u is the segment's number on the tile, from 1 */
          return _tl_tile_error (error, type->id, _("segment %u is of no known kind"), i + 1);
        }
      if (seg->ports >> TL_N_PORTS)
        {
          /* Translators: %u is the segment's number on the tile, from 1 */
          return _tl_tile_error (error, type->id, _("segment %u reaches a part of a side that does not "
                                                    "exist"), i + 1);
        }
      if (seg->ports == 0)
        {
          if (!finish_portless (type, i, error))
            return FALSE;
        }
      else if (seg->kind == TL_SEGMENT_MONASTERY)
        {
          /* Translators: %u is the segment's number on the tile, from 1 */
          return _tl_tile_error (error, type->id, _("segment %u is a monastery that reaches a side, but a "
                                                    "monastery stands in the middle of the tile"), i + 1);
        }
      if (!check_symbols (type, i, error))
        return FALSE;
      if (seg->touches >> type->n_segments)
        {
          /* Translators: %u is the segment's number on the tile, from 1 */
          return _tl_tile_error (error, type->id, _("segment %u is said to touch a segment the tile does "
                                                    "not have"), i + 1);
        }
      for (guint p = 0; p < TL_N_PORTS; p++)
        {
          if (!(seg->ports & (1u << p)))
            continue;
          if (type->port_segment[p] != TL_NO_SEGMENT)
            {
              /* Translators: the numbers of two segments (from 1), then a place on
               * the tile's border ("side N next to corner NW") */
              return _tl_tile_error (error, type->id, _("segments %u and %u both reach %s; each part of "
                                                        "a side belongs to one segment"),
                                     type->port_segment[p] + 1, i + 1, _tl_port_words (p));
            }
          type->port_segment[p] = i;
        }
    }

  if (type->n_port_cities > TL_MAX_PORT_CITIES)
    {
      /* Translators: how many port cities the tile has, then the most a tile may have */
      return _tl_tile_error (error, type->id,
                             g_dngettext (GETTEXT_PACKAGE, "it has %u port city, but a tile has at most %u",
                                          "it has %u port cities, but a tile has at most %u",
                                          type->n_port_cities),
                             type->n_port_cities, TL_MAX_PORT_CITIES);
    }
  for (guint i = 0; i < type->n_segments; i++)
    type->segments[i].port_cities = 0;
  for (guint i = 0; i < type->n_port_cities; i++)
    {
      const TlPortCity *city = &type->port_cities[i];

      if (city->sea >= type->n_segments || city->land >= type->n_segments ||
          type->segments[city->sea].kind != TL_SEGMENT_SEA ||
          (type->segments[city->land].kind != TL_SEGMENT_MOUNTAIN &&
           type->segments[city->land].kind != TL_SEGMENT_GRASSLAND) ||
          !tl_tile_type_segments_touch (type, city->sea, city->land))
        {
          /* Translators: the port city's number on the tile, then the numbers of
           * two segments (all from 1) */
          return _tl_tile_error (error, type->id, _("port city %u stands on segments %u and %u, but a port "
                                                    "city stands between a sea and a mountain or a "
                                                    "grassland that border each other"),
                                 i + 1, city->sea + 1, city->land + 1);
        }
      type->segments[city->sea].port_cities++;
      type->segments[city->land].port_cities++;
    }

  for (guint p = 0; p < TL_N_PORTS; p++)
    if (type->port_segment[p] == TL_NO_SEGMENT)
      {
        /* Translators: a place on the tile's border ("side N next to corner NW") */
        return _tl_tile_error (error, type->id, _("no segment reaches %s; each part of a side belongs "
                                                  "to one segment"), _tl_port_words (p));
      }

  for (guint r = 0; r < 4; r++)
    for (guint s = 0; s < TL_N_SIDES; s++)
      {
        guint32 k0 = port_code (type, tl_port_unrotate (3 * s, r));
        guint32 k1 = port_code (type, tl_port_unrotate (3 * s + 1, r));
        guint32 k2 = port_code (type, tl_port_unrotate (3 * s + 2, r));

        type->side_code[r][s] = k0 | k1 << 4 | k2 << 8;
        type->side_code_rev[r][s] = k2 | k1 << 4 | k0 << 8;
      }
  for (guint r = 0; r < 4; r++)
    {
      type->side_pack[r] = 0;
      for (guint s = 0; s < TL_N_SIDES; s++)
        type->side_pack[r] |= (guint64) type->side_code[r][s] << (16 * s);
    }

  return TRUE;
}

guint
tl_tile_type_segment_at (const TlTileType *type,
                         guint             board_port,
                         guint             r)
{
  if (board_port == TL_PORT_C)
    return type->centre_segment;
  if (board_port == TL_PORT_F)
    return type->inner_segment;
  if (board_port >= TL_N_PORTS)
    return TL_NO_SEGMENT;
  return type->port_segment[tl_port_unrotate (board_port, r)];
}

guint
tl_tile_type_segment_port (const TlTileType *type,
                           guint             segment,
                           guint             r)
{
  guint first = TL_PORT_C;

  if (segment == type->inner_segment)
    return TL_PORT_F;
  for (guint b = 0; b < TL_N_PORTS; b++)
    {
      if (type->port_segment[tl_port_unrotate (b, r)] != segment)
        continue;
      if (b % 3 == 1)
        return b;
      if (first == TL_PORT_C)
        first = b;
    }
  return first;
}

gboolean
tl_tile_type_roads_cross (const TlTileType *type,
                          guint             a,
                          guint             b)
{
  guint pa, pb, inside = 0;

  g_return_val_if_fail (a < type->n_segments && b < type->n_segments, FALSE);

  pa = type->segments[a].ports;
  pb = type->segments[b].ports;
  if (a == b || type->segments[a].kind != TL_SEGMENT_ROAD ||
      type->segments[b].kind != TL_SEGMENT_ROAD ||
      __builtin_popcount (pa) != 2 || __builtin_popcount (pb) != 2)
    return FALSE;
  /* the ports of b strictly between the two ports of a, clockwise */
  for (guint p = __builtin_ctz (pa) + 1; p < TL_N_PORTS && !(pa >> p & 1); p++)
    inside += pb >> p & 1;
  return inside == 1;
}

int
tl_tile_type_side_kind (const TlTileType *type,
                        guint             side,
                        guint             r)
{
  guint seg = tl_tile_type_segment_at (type, 3 * side + 1, r);

  return seg == TL_NO_SEGMENT ? -1 : (int) type->segments[seg].kind;
}

TlTileSet *
tl_tile_set_new (const char *id,
                 const char *name,
                 const char *game)
{
  TlTileSet *set = g_new0 (TlTileSet, 1);

  g_atomic_ref_count_init (&set->ref);
  set->id = g_strdup (id);
  set->name = g_strdup (name);
  set->game = g_strdup (game);
  set->types = g_array_new (FALSE, TRUE, sizeof (TlTileType));
  set->start_type = -1;
  return set;
}

void
tl_tile_set_add (TlTileSet        *set,
                 const TlTileType *type)
{
  g_return_if_fail (set != NULL && type != NULL);
  g_array_append_vals (set->types, type, 1);
}

/* A set in messages: its name, else its id. */
static const char *
set_name (const TlTileSet *set)
{
  return set->name != NULL && set->name[0] != '\0' ? set->name : set->id != NULL ? set->id : "";
}

gboolean
tl_tile_set_finish (TlTileSet  *set,
                    GError    **error)
{
  g_return_val_if_fail (set != NULL, FALSE);

  if (set->types->len == 0)
    {
      /* Translators: %s is the tile set's name */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                   _("the tile set “%s” has no tiles"), set_name (set));
      return FALSE;
    }
  if (set->types->len > G_MAXUINT16)
    {
      /* Translators: the tile set's name, how many different tiles it has, the most it may have */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                   _("the tile set “%s” has too many different tiles (%u; at most %u)"),
                   set_name (set), set->types->len, G_MAXUINT16);
      return FALSE;
    }

  set->total_tiles = 0;
  set->start_type = -1;
  for (guint i = 0; i < set->types->len; i++)
    {
      TlTileType *type = &g_array_index (set->types, TlTileType, i);

      if (!tl_tile_type_finish (type, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (strcmp (g_array_index (set->types, TlTileType, j).id, type->id) == 0)
          {
            /* Translators: the tile set's name, then a tile id */
            g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                         _("two tiles of the tile set “%s” have the id “%s”"), set_name (set), type->id);
            return FALSE;
          }
      if (type->start_copies > type->count)
        {
          /* Translators: how many copies of the tile are start tiles, and how many the deck holds */
          return _tl_tile_error (error, type->id, _("more of its copies are start tiles (%u) than the "
                                                    "deck holds (%u)"), type->start_copies, type->count);
        }
      if (type->start_copies > 0)
        {
          if (set->start_type >= 0)
            {
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                           _("tiles %s and %s are both the start tile; a set has one"),
                           tl_tile_set_type (set, set->start_type)->id, type->id);
              return FALSE;
            }
          set->start_type = (int) i;
        }
      set->total_tiles += type->count;
      if (set->total_tiles > TL_MAX_TOTAL_TILES)
        {
          /* Translators: the tile set's name, then the most tiles a deck may hold */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                       _("the deck of the tile set “%s” holds more tiles than a set may have (%u)"),
                       set_name (set), TL_MAX_TOTAL_TILES);
          return FALSE;
        }
    }
  return TRUE;
}

/* Appends @set's parts (or its id, when it is no combination) to @parts. */
static void
add_parts (GPtrArray *parts, const TlTileSet *set)
{
  if (set->parts == NULL)
    g_ptr_array_add (parts, g_strdup (set->id));
  else
    for (guint i = 0; set->parts[i] != NULL; i++)
      g_ptr_array_add (parts, g_strdup (set->parts[i]));
}

TlTileSet *
tl_tile_set_combine (TlTileSet * const *sets,
                     guint              n_sets,
                     GError           **error)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);  /* stolen on success */
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GHashTable) origin = g_hash_table_new (g_str_hash, g_str_equal); /* tile id → set id */
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  TlTileSet *set;

  g_return_val_if_fail (sets != NULL && n_sets > 0, NULL);

  for (guint i = 0; i < n_sets; i++)
    {
      if (strcmp (sets[i]->game, sets[0]->game) != 0)
        {
          /* Translators: the names of two tile sets */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                       _("the tile sets “%s” and “%s” are for different games; sets played together "
                         "must be of one game"), set_name (sets[0]), set_name (sets[i]));
          return NULL;
        }
      add_parts (parts, sets[i]);
      g_ptr_array_add (names, sets[i]->name != NULL ? sets[i]->name : sets[i]->id);
    }
  g_ptr_array_add (parts, NULL);
  g_ptr_array_add (names, NULL);
  id = g_strjoinv ("+", (char **) parts->pdata);
  name = g_strjoinv (" + ", (char **) names->pdata);

  set = tl_tile_set_new (id, name, sets[0]->game);
  set->parts = (char **) g_ptr_array_steal (parts, NULL);
  for (guint i = 0; i < n_sets; i++)
    for (guint t = 0; t < sets[i]->types->len; t++)
      {
        const TlTileType *type = tl_tile_set_type (sets[i], t);
        const char *from = g_hash_table_lookup (origin, type->id);
        int known = from != NULL ? tl_tile_set_lookup (set, type->id) : -1;

        if (from != NULL && strcmp (from, sets[i]->id) != 0)
          {
            /* Translators: the ids of two tile sets, then a tile id */
            g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE,
                         _("the tile sets “%s” and “%s” both have a tile with the id “%s”; sets "
                           "played together need different tile ids"), from, sets[i]->id, type->id);
            tl_tile_set_unref (set);
            return NULL;
          }
        if (known >= 0)
          {
            TlTileType *have = &g_array_index (set->types, TlTileType, known);

            have->count += type->count;
            have->start_copies += type->start_copies;
            continue;
          }
        g_hash_table_insert (origin, (gpointer) type->id, sets[i]->id);
        tl_tile_set_add (set, type);
        g_array_index (set->types, TlTileType, set->types->len - 1).name = g_strdup (type->name);
      }
  if (!tl_tile_set_finish (set, error))
    {
      tl_tile_set_unref (set);
      return NULL;
    }
  return set;
}

TlTileSet *
tl_tile_set_ref (TlTileSet *set)
{
  g_return_val_if_fail (set != NULL, NULL);
  g_atomic_ref_count_inc (&set->ref);
  return set;
}

void
tl_tile_set_unref (TlTileSet *set)
{
  if (set == NULL || !g_atomic_ref_count_dec (&set->ref))
    return;

  for (guint i = 0; i < set->types->len; i++)
    g_free (g_array_index (set->types, TlTileType, i).name);
  g_array_unref (set->types);
  g_free (set->id);
  g_free (set->name);
  g_free (set->game);
  g_strfreev (set->parts);
  g_free (set);
}

int
tl_tile_set_lookup (const TlTileSet *set,
                    const char      *id)
{
  g_return_val_if_fail (set != NULL && id != NULL, -1);

  for (guint i = 0; i < set->types->len; i++)
    if (strcmp (tl_tile_set_type (set, i)->id, id) == 0)
      return (int) i;
  return -1;
}
