/* tl-tileset-format.c — tile sets as JSON (DESIGN.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tileset-format.h"
#include "tl-format-json.h"
#include "tl-formats-resources.h"

#include <string.h>

#define TILESET_FORMAT "tilelands-tileset"
#define BUILTIN_PREFIX "/io/github/tilelands/Tilelands/tilesets/"
#define MAX_COUNT 1000

static const char * const road_end_names[] = {
  [TL_ROAD_END_NONE] = NULL,
  [TL_ROAD_END_JUNCTION] = "junction",
  [TL_ROAD_END_MONASTERY] = "monastery",
  [TL_ROAD_END_CITY] = "city",
};

static const char * const game_names[] = { "carcassonne", "discovery" };

/* "NNW, N, NNE, …, WNW" */
static char *
side_port_names (void)
{
  GString *s = g_string_new (NULL);

  for (guint p = 0; p < TL_N_PORTS; p++)
    g_string_append_printf (s, "%s%s", p ? ", " : "", tl_port_name (p));
  return g_string_free (s, FALSE);
}

static char *
segment_kind_names (void)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
    g_string_append_printf (s, "%s%s", k ? ", " : "", tl_segment_kind_name (k));
  return g_string_free (s, FALSE);
}

/* The ports of one segment; @owner[p] is the segment that already took port p. */
static gboolean
load_ports (JsonArray   *ports,
            const char  *origin,
            const char  *path,
            guint        segment,
            guint8      *owner,
            guint16     *mask,
            GError     **error)
{
  *mask = 0;
  for (guint i = 0; i < json_array_get_length (ports); i++)
    {
      g_autofree char *port_path = tl_json_path_index (path, i);
      const char *name;
      int port;

      if (!tl_json_as_string (json_array_get_element (ports, i), origin, port_path, &name, error))
        return FALSE;

      port = tl_port_from_name (name);
      if (port < 0 || port >= TL_N_PORTS)
        {
          g_autofree char *names = side_port_names ();

          if (port == TL_PORT_C || port == TL_PORT_F)
            tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, port_path,
                                 "port \"%s\" is not a side port (a monastery and an "
                                 "inner field touch no side: they have \"ports\": [])", name);
          else
            tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, port_path,
                                 "unknown port \"%s\" (expected one of %s)", name, names);
          return FALSE;
        }
      if (*mask & (1u << port))
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, port_path,
                               "port %s is listed twice", name);
          return FALSE;
        }
      if (owner[port] != TL_NO_SEGMENT)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, port_path,
                               "port %s already belongs to segment %u", name, owner[port]);
          return FALSE;
        }
      owner[port] = segment;
      *mask |= 1u << port;
    }
  return TRUE;
}

/* `"symbols": ["inn", …]`: what the segment shows, data only (TlSymbol). */
static gboolean
load_symbols (JsonObject  *obj,
              const char  *origin,
              const char  *path,
              TlSegment   *seg,
              GError     **error)
{
  g_autofree char *symbols_path = tl_json_path_member (path, "symbols");
  JsonArray *list = NULL;

  seg->symbols = 0;
  if (!tl_json_member_array (obj, origin, path, "symbols", FALSE, &list, error))
    return FALSE;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      g_autofree char *p = tl_json_path_index (symbols_path, i);
      const char *name;
      int symbol;

      if (!tl_json_as_string (json_array_get_element (list, i), origin, p, &name, error))
        return FALSE;
      symbol = tl_symbol_from_name (name);
      if (symbol < 0)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "unknown symbol \"%s\" (expected inn, cathedral, wine, grain, "
                               "cloth or garden)", name);
          return FALSE;
        }
      if (tl_symbol_segment_kind (symbol) != seg->kind)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "the %s symbol belongs on a %s, not on a %s", name,
                               tl_segment_kind_name (tl_symbol_segment_kind (symbol)),
                               tl_segment_kind_name (seg->kind));
          return FALSE;
        }
      if (seg->symbols & (1u << symbol))
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "symbol %s is listed twice", name);
          return FALSE;
        }
      seg->symbols |= 1u << symbol;
    }
  return TRUE;
}

static gboolean
load_segment (JsonNode    *node,
              const char  *origin,
              const char  *path,
              guint        index,
              guint        n_segments,
              guint8      *owner,
              TlSegment   *seg,
              GError     **error)
{
  g_autofree char *kind_path = tl_json_path_member (path, "kind");
  g_autofree char *ports_path = tl_json_path_member (path, "ports");
  JsonObject *obj;
  JsonArray *ports = NULL, *touches = NULL;
  const char *kind_name = NULL, *end_name = NULL;
  gint64 pennants = 0;
  int kind;

  if (!tl_json_as_object (node, origin, path, &obj, error))
    return FALSE;

  if (!tl_json_member_string (obj, origin, path, "kind", TRUE, &kind_name, error))
    return FALSE;
  kind = tl_segment_kind_from_name (kind_name);
  if (kind < 0)
    {
      g_autofree char *names = segment_kind_names ();

      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, kind_path,
                           "unknown segment kind \"%s\" (expected one of %s)",
                           kind_name, names);
      return FALSE;
    }
  seg->kind = kind;

  if (!tl_json_member_array (obj, origin, path, "ports", TRUE, &ports, error) ||
      !load_ports (ports, origin, ports_path, index, owner, &seg->ports, error))
    return FALSE;
  if (seg->kind == TL_SEGMENT_MONASTERY && seg->ports != 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, ports_path,
                           "a monastery sits in the centre of the tile "
                           "(expected \"ports\": [])");
      return FALSE;
    }
  if (seg->kind != TL_SEGMENT_MONASTERY && seg->kind != TL_SEGMENT_FIELD && seg->ports == 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, ports_path,
                           "a %s must touch at least one port (only a monastery and an "
                           "inner field have none)", kind_name);
      return FALSE;
    }

  if (!tl_json_member_int (obj, origin, path, "pennants", FALSE, 0, 255, &pennants, error))
    return FALSE;
  if (pennants > 0 && seg->kind != TL_SEGMENT_CITY)
    {
      g_autofree char *p = tl_json_path_member (path, "pennants");

      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                           "only a city has pennants (this segment is a %s)", kind_name);
      return FALSE;
    }
  seg->pennants = pennants;

  if (!tl_json_member_string (obj, origin, path, "end", FALSE, &end_name, error))
    return FALSE;
  seg->road_end = TL_ROAD_END_NONE;
  if (end_name != NULL)
    {
      g_autofree char *p = tl_json_path_member (path, "end");

      if (seg->kind != TL_SEGMENT_ROAD || __builtin_popcount (seg->ports) != 1)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "only a road with one port has an end");
          return FALSE;
        }
      for (guint e = TL_ROAD_END_JUNCTION; e < G_N_ELEMENTS (road_end_names); e++)
        if (strcmp (end_name, road_end_names[e]) == 0)
          seg->road_end = e;
      if (seg->road_end == TL_ROAD_END_NONE)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "unknown road end \"%s\" (expected junction, monastery or city)",
                               end_name);
          return FALSE;
        }
    }

  if (!tl_json_member_array (obj, origin, path, "touches", FALSE, &touches, error))
    return FALSE;
  seg->touches = 0;
  if (touches != NULL)
    {
      g_autofree char *touches_path = tl_json_path_member (path, "touches");

      for (guint i = 0; i < json_array_get_length (touches); i++)
        {
          g_autofree char *p = tl_json_path_index (touches_path, i);
          gint64 other;

          if (!tl_json_as_int (json_array_get_element (touches, i), origin, p,
                               0, n_segments - 1, &other, error))
            return FALSE;
          if (other == index)
            {
              tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                                   "a segment cannot touch itself (this is segment %u)", index);
              return FALSE;
            }
          seg->touches |= 1u << other;
        }
    }

  if (!load_symbols (obj, origin, path, seg, error))
    return FALSE;

  /* A segment-level "port_cities" of older files is ignored: the counts are derived
   * from the tile's "cities" (tl_tile_type_finish()). */
  return TRUE;
}

/* The Discovery's port cities: `"cities": [[sea, land], …]`, segment indices of
 * the tile (discovery.md §3.5). Checked here with exact paths; the engine checks
 * the same again in tl_tile_type_finish(). */
static gboolean
load_cities (JsonObject  *obj,
             const char  *origin,
             const char  *path,
             TlTileType  *type,
             GError     **error)
{
  g_autofree char *cities_path = tl_json_path_member (path, "cities");
  JsonArray *cities = NULL;
  guint n;

  if (!tl_json_member_array (obj, origin, path, "cities", FALSE, &cities, error))
    return FALSE;
  if (cities == NULL)
    return TRUE;
  n = json_array_get_length (cities);
  if (n > TL_MAX_PORT_CITIES)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, cities_path,
                           "expected at most %d port cities, found %u", TL_MAX_PORT_CITIES, n);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *city_path = tl_json_path_index (cities_path, i);
      g_autofree char *sea_path = tl_json_path_index (city_path, 0);
      g_autofree char *land_path = tl_json_path_index (city_path, 1);
      JsonArray *pair;
      gint64 sea, land;
      TlSegmentKind land_kind;

      if (!tl_json_as_array (json_array_get_element (cities, i), origin, city_path, &pair, error))
        return FALSE;
      if (json_array_get_length (pair) != 2)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, city_path,
                               "expected a pair [sea segment, land segment], found %u element%s",
                               json_array_get_length (pair),
                               json_array_get_length (pair) == 1 ? "" : "s");
          return FALSE;
        }
      if (!tl_json_as_int (json_array_get_element (pair, 0), origin, sea_path,
                           0, type->n_segments - 1, &sea, error) ||
          !tl_json_as_int (json_array_get_element (pair, 1), origin, land_path,
                           0, type->n_segments - 1, &land, error))
        return FALSE;
      if (type->segments[sea].kind != TL_SEGMENT_SEA)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, sea_path,
                               "segment %" G_GINT64_FORMAT " is a %s; a port city's first "
                               "segment must be a sea", sea,
                               tl_segment_kind_name (type->segments[sea].kind));
          return FALSE;
        }
      land_kind = type->segments[land].kind;
      if (land_kind != TL_SEGMENT_MOUNTAIN && land_kind != TL_SEGMENT_GRASSLAND)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, land_path,
                               "segment %" G_GINT64_FORMAT " is a %s; a port city's second "
                               "segment must be a mountain or a grassland", land,
                               tl_segment_kind_name (land_kind));
          return FALSE;
        }
      if (!tl_tile_type_segments_touch (type, sea, land))
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, city_path,
                               "segments %" G_GINT64_FORMAT " and %" G_GINT64_FORMAT
                               " do not touch (list one in the other's \"touches\"); "
                               "a port city stands on their shore", sea, land);
          return FALSE;
        }
      type->port_cities[i].sea = sea;
      type->port_cities[i].land = land;
    }
  type->n_port_cities = n;
  return TRUE;
}

/* One tile type; on success *type is filled (with its name owned) and finished. */
static gboolean
load_tile (JsonNode    *node,
           const char  *origin,
           const char  *path,
           TlTileType  *type,
           GError     **error)
{
  g_autofree char *segments_path = tl_json_path_member (path, "segments");
  g_autoptr(GError) engine_error = NULL;
  JsonObject *obj;
  JsonArray *segments;
  const char *id = NULL, *name = NULL;
  gint64 count = 0, start = 0;
  guint8 owner[TL_N_PORTS];
  guint n;

  memset (type, 0, sizeof *type);
  if (!tl_json_as_object (node, origin, path, &obj, error))
    return FALSE;

  if (!tl_json_member_string (obj, origin, path, "id", TRUE, &id, error))
    return FALSE;
  if (id[0] == '\0' || strlen (id) >= TL_TILE_ID_MAX)
    {
      g_autofree char *p = tl_json_path_member (path, "id");

      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                           "expected a tile id of 1 to %d bytes, found \"%s\"",
                           TL_TILE_ID_MAX - 1, id);
      return FALSE;
    }
  g_strlcpy (type->id, id, sizeof type->id);

  if (!tl_json_member_string (obj, origin, path, "name", FALSE, &name, error) ||
      !tl_json_member_int (obj, origin, path, "count", TRUE, 1, MAX_COUNT, &count, error) ||
      !tl_json_member_int (obj, origin, path, "start", FALSE, 0, count, &start, error) ||
      !tl_json_member_array (obj, origin, path, "segments", TRUE, &segments, error))
    return FALSE;
  type->count = count;
  type->start_copies = start;

  n = json_array_get_length (segments);
  if (n == 0 || n > TL_MAX_SEGMENTS)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, segments_path,
                           "expected 1 to %d segments, found %u", TL_MAX_SEGMENTS, n);
      return FALSE;
    }
  type->n_segments = n;

  memset (owner, TL_NO_SEGMENT, sizeof owner);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *p = tl_json_path_index (segments_path, i);

      if (!load_segment (json_array_get_element (segments, i), origin, p, i, n, owner,
                         &type->segments[i], error))
        return FALSE;
    }
  for (guint p = 0; p < TL_N_PORTS; p++)
    if (owner[p] == TL_NO_SEGMENT)
      {
        tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, segments_path,
                             "port %s belongs to no segment (each of the 12 side ports "
                             "must belong to exactly one)", tl_port_name (p));
        return FALSE;
      }

  if (!load_cities (obj, origin, path, type, error))
    return FALSE;

  if (!tl_tile_type_finish (type, &engine_error))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, path, "%s",
                           engine_error->message);
      return FALSE;
    }
  type->name = g_strdup (name);
  return TRUE;
}

TlTileSet *
tl_tileset_format_load_json (JsonNode    *node,
                             const char  *origin,
                             const char  *path,
                             GError     **error)
{
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(GHashTable) ids = NULL;
  g_autoptr(GError) engine_error = NULL;
  g_autofree char *game_path = tl_json_path_member (path, "game");
  g_autofree char *tiles_path = tl_json_path_member (path, "tiles");
  JsonObject *root;
  JsonArray *tiles;
  const char *id = NULL, *name = NULL, *game = NULL;
  gboolean known_game = FALSE;
  int start_tile = -1;

  g_return_val_if_fail (node != NULL && origin != NULL && path != NULL, NULL);

  if (!tl_json_as_object (node, origin, path, &root, error) ||
      !tl_json_check_header (root, origin, path, strcmp (path, "$") == 0,
                             TILESET_FORMAT, TL_TILESET_FORMAT_VERSION, error) ||
      !tl_json_member_string (root, origin, path, "id", TRUE, &id, error) ||
      !tl_json_member_string (root, origin, path, "name", TRUE, &name, error) ||
      !tl_json_member_string (root, origin, path, "game", TRUE, &game, error))
    return NULL;

  for (guint g = 0; g < G_N_ELEMENTS (game_names); g++)
    known_game |= strcmp (game, game_names[g]) == 0;
  if (!known_game)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, game_path,
                           "unknown game \"%s\" (expected carcassonne or discovery)", game);
      return NULL;
    }

  if (!tl_json_member_array (root, origin, path, "tiles", TRUE, &tiles, error))
    return NULL;
  if (json_array_get_length (tiles) == 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, tiles_path,
                           "a tile set needs at least one tile");
      return NULL;
    }

  set = tl_tile_set_new (id, name, game);
  ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      g_autofree char *tile_path = tl_json_path_index (tiles_path, i);
      TlTileType type;
      gpointer earlier;

      if (!load_tile (json_array_get_element (tiles, i), origin, tile_path, &type, error))
        return NULL;

      if (g_hash_table_lookup_extended (ids, type.id, NULL, &earlier))
        {
          g_autofree char *p = tl_json_path_member (tile_path, "id");

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                               "tile id \"%s\" is already used by %s[%u]",
                               type.id, tiles_path, GPOINTER_TO_UINT (earlier));
          g_free (type.name);
          return NULL;
        }
      g_hash_table_insert (ids, g_strdup (type.id), GUINT_TO_POINTER (i));

      if (type.start_copies > 0)
        {
          if (start_tile >= 0)
            {
              g_autofree char *p = tl_json_path_member (tile_path, "start");

              tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, p,
                                   "only one tile type may have start copies "
                                   "(%s[%d] has some already)", tiles_path, start_tile);
              g_free (type.name);
              return NULL;
            }
          start_tile = i;
        }
      tl_tile_set_add (set, &type);
    }

  if (!tl_tile_set_finish (set, &engine_error))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, tiles_path, "%s",
                           engine_error->message);
      return NULL;
    }
  return g_steal_pointer (&set);
}

TlTileSet *
tl_tileset_format_load_data (const char  *data,
                             gssize       length,
                             const char  *origin,
                             GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (origin != NULL, NULL);

  root = tl_json_parse_full (data, length, NULL, "a Tilelands tile set", origin, error);
  if (root == NULL)
    return NULL;
  return tl_tileset_format_load_json (root, origin, "$", error);
}

TlTileSet *
tl_tileset_format_load_file (const char  *path,
                             GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return tl_json_load_file (path, (TlJsonLoadDataFunc) tl_tileset_format_load_data, error);
}

/* Built-in tile sets. */

G_LOCK_DEFINE_STATIC (builtin_cache);
static GHashTable *builtin_cache;   /* id → TlTileSet */

/* A new reference to the cached set of @key, or NULL. */
static TlTileSet *
cache_lookup (const char *key)
{
  TlTileSet *set;

  G_LOCK (builtin_cache);
  set = builtin_cache != NULL ? g_hash_table_lookup (builtin_cache, key) : NULL;
  if (set != NULL)
    tl_tile_set_ref (set);
  G_UNLOCK (builtin_cache);
  return set;
}

/* Keeps a reference to @set as the set of @key (unless another thread was first). */
static void
cache_insert (const char *key, TlTileSet *set)
{
  G_LOCK (builtin_cache);
  if (builtin_cache == NULL)
    builtin_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) tl_tile_set_unref);
  if (!g_hash_table_contains (builtin_cache, key))
    g_hash_table_insert (builtin_cache, g_strdup (key), tl_tile_set_ref (set));
  G_UNLOCK (builtin_cache);
}

static char *
builtin_resource_path (const char *id)
{
  return g_strconcat (BUILTIN_PREFIX, id, ".json", NULL);
}

gboolean
tl_tileset_format_is_builtin (const char *id)
{
  g_autofree char *resource_path = NULL;

  g_return_val_if_fail (id != NULL, FALSE);

  if (strchr (id, '/') != NULL)
    return FALSE;
  resource_path = builtin_resource_path (id);
  return g_resource_get_info (tl_formats_get_resource (), resource_path,
                              G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

char **
tl_tileset_format_list_builtin (void)
{
  g_auto(GStrv) children = NULL;
  GPtrArray *ids = g_ptr_array_new ();

  children = g_resource_enumerate_children (tl_formats_get_resource (), BUILTIN_PREFIX,
                                            G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    if (g_str_has_suffix (children[i], ".json"))
      g_ptr_array_add (ids, g_strndup (children[i], strlen (children[i]) - strlen (".json")));
  g_ptr_array_sort (ids, compare_strings);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

TlTileSet *
tl_tileset_format_load_builtin (const char  *id,
                                GError     **error)
{
  g_autofree char *resource_path = NULL;
  g_autofree char *origin = NULL;
  g_autoptr(GBytes) bytes = NULL;
  TlTileSet *set;

  g_return_val_if_fail (id != NULL, NULL);

  set = cache_lookup (id);
  if (set != NULL)
    return set;

  if (!tl_tileset_format_is_builtin (id))
    {
      g_auto(GStrv) known = tl_tileset_format_list_builtin ();
      g_autofree char *list = g_strjoinv (", ", known);

      g_set_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_UNKNOWN_TILE,
                   "no built-in tile set \"%s\" (built in: %s)", id, list);
      return NULL;
    }

  resource_path = builtin_resource_path (id);
  bytes = g_resource_lookup_data (tl_formats_get_resource (), resource_path,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  origin = g_strconcat (id, ".json", NULL);
  set = tl_tileset_format_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                     origin, error);
  if (set == NULL)
    return NULL;

  cache_insert (id, set);
  return set;
}

TlTileSet *
tl_tileset_format_load_builtin_list (const char * const  *ids,
                                     GError             **error)
{
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_tile_set_unref);
  g_autofree char *key = NULL;
  TlTileSet *set;

  g_return_val_if_fail (ids != NULL && ids[0] != NULL, NULL);

  if (ids[1] == NULL)
    return tl_tileset_format_load_builtin (ids[0], error);

  key = g_strjoinv ("+", (char **) ids);
  set = cache_lookup (key);
  if (set != NULL)
    return set;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      TlTileSet *part = tl_tileset_format_load_builtin (ids[i], error);

      if (part == NULL)
        return NULL;
      g_ptr_array_add (sets, part);
    }
  set = tl_tile_set_combine ((TlTileSet * const *) sets->pdata, sets->len, error);
  if (set == NULL)
    return NULL;

  cache_insert (key, set);
  return set;
}

TlTileSet *
tl_tileset_format_load_map_deck (const TlMapLayout  *layout,
                                 gboolean            base_only,
                                 GError            **error)
{
  static const char * const full[] = {
    TL_TILESET_BASE, TL_TILESET_INNS_AND_CATHEDRALS, TL_TILESET_TRADERS_AND_BUILDERS,
  };
  guint copies = layout != NULL && layout->joined ? 2 : 1;
  guint per_copy = base_only ? 1 : G_N_ELEMENTS (full);
  g_autofree const char **ids = g_new0 (const char *, copies * per_copy + 1);

  for (guint c = 0; c < copies; c++)
    for (guint i = 0; i < per_copy; i++)
      ids[c * per_copy + i] = full[i];
  return tl_tileset_format_load_builtin_list (ids, error);
}

/* Writing. */

static void
add_segment (JsonBuilder      *builder,
             const TlTileType *type,
             guint             index)
{
  const TlSegment *seg = &type->segments[index];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, tl_segment_kind_name (seg->kind));

  json_builder_set_member_name (builder, "ports");
  json_builder_begin_array (builder);
  for (guint p = 0; p < TL_N_PORTS; p++)
    if (seg->ports & (1u << p))
      json_builder_add_string_value (builder, tl_port_name (p));
  json_builder_end_array (builder);

  if (seg->kind == TL_SEGMENT_CITY || seg->pennants > 0)
    {
      json_builder_set_member_name (builder, "pennants");
      json_builder_add_int_value (builder, seg->pennants);
    }
  if (seg->road_end != TL_ROAD_END_NONE && seg->road_end < G_N_ELEMENTS (road_end_names))
    {
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, road_end_names[seg->road_end]);
    }
  if (seg->symbols != 0)
    {
      json_builder_set_member_name (builder, "symbols");
      json_builder_begin_array (builder);
      for (guint k = 0; k < TL_N_SYMBOLS; k++)
        if (seg->symbols & (1u << k))
          json_builder_add_string_value (builder, tl_symbol_name (k));
      json_builder_end_array (builder);
    }
  if (seg->touches != 0)
    {
      json_builder_set_member_name (builder, "touches");
      json_builder_begin_array (builder);
      for (guint i = 0; i < type->n_segments; i++)
        if (seg->touches & (1u << i))
          json_builder_add_int_value (builder, i);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

JsonNode *
tl_tileset_format_to_json (const TlTileSet *set)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (set != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TILESET_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TL_TILESET_FORMAT_VERSION);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, set->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, set->name != NULL ? set->name : set->id);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, set->game);

  json_builder_set_member_name (builder, "tiles");
  json_builder_begin_array (builder);
  for (guint t = 0; t < set->types->len; t++)
    {
      const TlTileType *type = tl_tile_set_type (set, t);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, type->id);
      if (type->name != NULL)
        {
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, type->name);
        }
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, type->count);
      if (type->start_copies > 0)
        {
          json_builder_set_member_name (builder, "start");
          json_builder_add_int_value (builder, type->start_copies);
        }
      json_builder_set_member_name (builder, "segments");
      json_builder_begin_array (builder);
      for (guint s = 0; s < type->n_segments; s++)
        add_segment (builder, type, s);
      json_builder_end_array (builder);
      if (type->n_port_cities > 0)
        {
          json_builder_set_member_name (builder, "cities");
          json_builder_begin_array (builder);
          for (guint c = 0; c < type->n_port_cities; c++)
            {
              json_builder_begin_array (builder);
              json_builder_add_int_value (builder, type->port_cities[c].sea);
              json_builder_add_int_value (builder, type->port_cities[c].land);
              json_builder_end_array (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

char *
tl_tileset_format_to_data (const TlTileSet *set,
                           gsize           *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (set != NULL, NULL);

  root = tl_tileset_format_to_json (set);
  return tl_json_to_text (root, length);
}
