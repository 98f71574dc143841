/* tl-tileset-format.c — tile sets as JSON (docs/design.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tileset-format.h"
#include "tl-format-file.h"
#include "tl-format-json.h"
#include "tl-formats-resources.h"

#include <string.h>

#define TILESET_FORMAT "tilelands-tileset"
#define BUILTIN_PREFIX "/io/github/tilelands/Tilelands/tilesets/"

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

/* Reading a file as a draft: what cannot be read becomes a problem and the
 * reading goes on, so that every tile is kept (issue 12, "Bad input"). What can
 * be held in a #TlTileSet (a port used twice, a pennant on a road …) is left to
 * tl_tile_set_check(). */
typedef struct {
  const char *origin;
  GPtrArray *problems;
  int tile;                 /* the tile being read, or -1 */
  GHashTable *bad_tiles;    /* tiles with a problem of the reader */
  GError *e;                /* where the tl_json_…() helpers report */
} Reader;

static void reader_problem (Reader *r, TlFormatError code, const char *path,
                            const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
reader_problem (Reader        *r,
                TlFormatError  code,
                const char    *path,
                const char    *format,
                ...)
{
  g_autofree char *what = NULL;
  va_list args;

  /* the format is marked N_(): a problem is listed in the editor (and printed
   * by tilelands-cli, whose messages are English) */
  va_start (args, format);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  what = g_strdup_vprintf (g_dgettext (GETTEXT_PACKAGE, format), args);
#pragma GCC diagnostic pop
  va_end (args);
  g_ptr_array_add (r->problems, tl_problem_new (TL_PROBLEM_ERROR, r->tile, TL_FORMAT_ERROR,
                                                code, path, "%s", what));
  if (r->tile >= 0)
    g_hash_table_add (r->bad_tiles, GINT_TO_POINTER (r->tile));
}

/* A problem from an error of the tl_json_…() helpers, `<origin>: <path>: <what>`. */
static void
reader_error (Reader *r,
              GError *error)
{
  const char *text = error->message;
  g_autofree char *path = NULL;
  const char *sep;

  if (g_str_has_prefix (text, r->origin) && g_str_has_prefix (text + strlen (r->origin), ": "))
    text += strlen (r->origin) + 2;
  sep = strstr (text, ": ");
  if (text[0] == '$' && sep != NULL)
    {
      path = g_strndup (text, sep - text);
      text = sep + 2;
    }
  reader_problem (r, error->code, path != NULL ? path : "$", "%s", text);
  if (tl_format_error_get_words (error) != NULL)
    {
      TlProblem *problem = g_ptr_array_index (r->problems, r->problems->len - 1);

      problem->words = g_strdup (tl_format_error_get_words (error));
    }
  g_error_free (error);
}

/* The result of one tl_json_…() reading into r->e: on failure its error becomes
 * a problem. */
static gboolean
ok (Reader   *r,
    gboolean  done)
{
  if (!done)
    {
      reader_error (r, r->e);
      r->e = NULL;
    }
  return done;
}

static void
read_ports (Reader     *r,
            JsonArray  *ports,
            const char *path,
            guint16    *mask)
{
  *mask = 0;
  for (guint i = 0; i < json_array_get_length (ports); i++)
    {
      g_autofree char *port_path = tl_json_path_index (path, i);
      const char *name;
      int port;

      if (!ok (r, tl_json_as_string (json_array_get_element (ports, i), r->origin, port_path,
                                       &name, &r->e)))
        continue;
      port = tl_port_from_name (name);
      if (port == TL_PORT_C || port == TL_PORT_F)
        reader_problem (r, TL_FORMAT_ERROR_VALUE, port_path,
                        N_("port \"%s\" is not a side port (a monastery and an inner field touch "
                        "no side: they have \"ports\": [])"), name);
      else if (port < 0)
        {
          g_autofree char *names = side_port_names ();

          reader_problem (r, TL_FORMAT_ERROR_VALUE, port_path,
                          N_("unknown port \"%s\" (expected one of %s)"), name, names);
        }
      else if (*mask & (1u << port))
        reader_problem (r, TL_FORMAT_ERROR_VALUE, port_path, N_("port %s is listed twice"), name);
      else
        *mask |= 1u << port;
    }
}

/* `"symbols": ["inn", …]`: what the segment shows, data only (TlSymbol). */
static void
read_symbols (Reader     *r,
              JsonObject *obj,
              const char *path,
              TlSegment  *seg)
{
  g_autofree char *symbols_path = tl_json_path_member (path, "symbols");
  JsonArray *list = NULL;

  seg->symbols = 0;
  if (!ok (r, tl_json_member_array (obj, r->origin, path, "symbols", FALSE, &list, &r->e)))
    return;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      g_autofree char *p = tl_json_path_index (symbols_path, i);
      const char *name;
      int symbol;

      if (!ok (r, tl_json_as_string (json_array_get_element (list, i), r->origin, p, &name, &r->e)))
        continue;
      symbol = tl_symbol_from_name (name);
      if (symbol < 0)
        reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("unknown symbol \"%s\" (expected inn, "
                        "cathedral, wine, grain, cloth or garden)"), name);
      else if (seg->kind < TL_N_SEGMENT_KINDS && tl_symbol_segment_kind (symbol) != seg->kind)
        reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("the %s symbol belongs on a %s, not on a %s"),
                        name, tl_segment_kind_name (tl_symbol_segment_kind (symbol)),
                        tl_segment_kind_name (seg->kind));
      else if (seg->symbols & (1u << symbol))
        reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("symbol %s is listed twice"), name);
      else
        seg->symbols |= 1u << symbol;
    }
}

static void
read_segment (Reader     *r,
              JsonNode   *node,
              const char *path,
              guint       index,
              guint       n_segments,
              TlSegment  *seg)
{
  g_autofree char *kind_path = tl_json_path_member (path, "kind");
  g_autofree char *ports_path = tl_json_path_member (path, "ports");
  JsonObject *obj;
  JsonArray *ports = NULL, *touches = NULL;
  const char *kind_name = NULL, *end_name = NULL;
  gint64 pennants = 0;

  memset (seg, 0, sizeof *seg);
  seg->kind = TL_N_SEGMENT_KINDS;   /* unknown until read */
  if (!ok (r, tl_json_as_object (node, r->origin, path, &obj, &r->e)))
    return;

  if (ok (r, tl_json_member_string (obj, r->origin, path, "kind", TRUE, &kind_name, &r->e)))
    {
      int kind = tl_segment_kind_from_name (kind_name);

      if (kind < 0)
        {
          g_autofree char *names = segment_kind_names ();

          reader_problem (r, TL_FORMAT_ERROR_VALUE, kind_path,
                          N_("unknown segment kind \"%s\" (expected one of %s)"), kind_name, names);
        }
      else
        seg->kind = kind;
    }

  if (ok (r, tl_json_member_array (obj, r->origin, path, "ports", TRUE, &ports, &r->e)))
    read_ports (r, ports, ports_path, &seg->ports);

  if (ok (r, tl_json_member_int (obj, r->origin, path, "pennants", FALSE, 0, 255, &pennants, &r->e)))
    seg->pennants = pennants;

  if (ok (r, tl_json_member_string (obj, r->origin, path, "end", FALSE, &end_name, &r->e)) &&
      end_name != NULL)
    {
      for (guint e = TL_ROAD_END_JUNCTION; e < G_N_ELEMENTS (road_end_names); e++)
        if (strcmp (end_name, road_end_names[e]) == 0)
          seg->road_end = e;
      if (seg->road_end == TL_ROAD_END_NONE)
        {
          g_autofree char *p = tl_json_path_member (path, "end");

          reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("unknown road end \"%s\" (expected "
                          "junction, monastery or city)"), end_name);
        }
    }

  if (ok (r, tl_json_member_array (obj, r->origin, path, "touches", FALSE, &touches, &r->e)) &&
      touches != NULL)
    {
      g_autofree char *touches_path = tl_json_path_member (path, "touches");

      for (guint i = 0; i < json_array_get_length (touches); i++)
        {
          g_autofree char *p = tl_json_path_index (touches_path, i);
          gint64 other;

          if (!ok (r, tl_json_as_int (json_array_get_element (touches, i), r->origin, p,
                                        0, n_segments - 1, &other, &r->e)))
            continue;
          if (other == index)
            reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("a segment cannot touch itself "
                            "(this is segment %u)"), index);
          else
            seg->touches |= 1u << other;
        }
    }

  read_symbols (r, obj, path, seg);
  /* A segment-level "port_cities" of older files is ignored: the counts are derived
   * from the tile's "cities" (tl_tile_type_finish()). */
}

/* The Discovery's port cities: `"cities": [[sea, land], …]`, segment indices of
 * the tile (docs/rules/discovery.md §3.5). Whether the two stand on a shore is for the check. */
static void
read_cities (Reader     *r,
             JsonObject *obj,
             const char *path,
             TlTileType *type)
{
  g_autofree char *cities_path = tl_json_path_member (path, "cities");
  JsonArray *cities = NULL;
  guint n;

  if (!ok (r, tl_json_member_array (obj, r->origin, path, "cities", FALSE, &cities, &r->e)) ||
      cities == NULL)
    return;
  n = json_array_get_length (cities);
  if (n > TL_MAX_PORT_CITIES)
    {
      reader_problem (r, TL_FORMAT_ERROR_VALUE, cities_path,
                      N_("expected at most %d port cities, found %u"), TL_MAX_PORT_CITIES, n);
      n = TL_MAX_PORT_CITIES;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *city_path = tl_json_path_index (cities_path, i);
      g_autofree char *sea_path = tl_json_path_index (city_path, 0);
      g_autofree char *land_path = tl_json_path_index (city_path, 1);
      JsonArray *pair;
      gint64 sea, land;

      if (!ok (r, tl_json_as_array (json_array_get_element (cities, i), r->origin, city_path,
                                      &pair, &r->e)))
        continue;
      if (json_array_get_length (pair) != 2)
        {
          guint length = json_array_get_length (pair);
          g_autofree char *found = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
            "expected a pair [sea segment, land segment], found %u element",
            "expected a pair [sea segment, land segment], found %u elements", length), length);

          reader_problem (r, TL_FORMAT_ERROR_VALUE, city_path, "%s", found);
          continue;
        }
      if (!ok (r, tl_json_as_int (json_array_get_element (pair, 0), r->origin, sea_path,
                                    0, type->n_segments - 1, &sea, &r->e)) ||
          !ok (r, tl_json_as_int (json_array_get_element (pair, 1), r->origin, land_path,
                                    0, type->n_segments - 1, &land, &r->e)))
        continue;
      type->port_cities[type->n_port_cities++] = (TlPortCity) { sea, land };
    }
}

/* One tile type, kept whatever is wrong with it (a tile that is no object is an
 * empty tile with a problem). */
static void
read_tile (Reader     *r,
           JsonNode   *node,
           const char *path,
           TlTileType *type)
{
  g_autofree char *segments_path = tl_json_path_member (path, "segments");
  JsonObject *obj;
  JsonArray *segments = NULL;
  const char *id = NULL, *name = NULL;
  gint64 count = 1, start = 0;
  guint n;

  memset (type, 0, sizeof *type);
  type->count = 1;
  if (!ok (r, tl_json_as_object (node, r->origin, path, &obj, &r->e)))
    return;

  if (ok (r, tl_json_member_string (obj, r->origin, path, "id", TRUE, &id, &r->e)))
    {
      if (strlen (id) >= TL_TILE_ID_MAX)
        {
          g_autofree char *p = tl_json_path_member (path, "id");

          reader_problem (r, TL_FORMAT_ERROR_VALUE, p, N_("expected a tile id of 1 to %d bytes, "
                          "found \"%s\""), TL_TILE_ID_MAX - 1, id);
        }
      else
        g_strlcpy (type->id, id, sizeof type->id);
    }
  if (ok (r, tl_json_member_string (obj, r->origin, path, "name", FALSE, &name, &r->e)))
    type->name = g_strdup (name);
  if (ok (r, tl_json_member_int (obj, r->origin, path, "count", TRUE, 0, TL_MAX_TOTAL_TILES,
                                   &count, &r->e)))
    type->count = count;
  if (ok (r, tl_json_member_int (obj, r->origin, path, "start", FALSE, 0, TL_MAX_TOTAL_TILES,
                                   &start, &r->e)))
    type->start_copies = start;

  if (!ok (r, tl_json_member_array (obj, r->origin, path, "segments", TRUE, &segments, &r->e)))
    return;
  n = json_array_get_length (segments);
  if (n == 0 || n > TL_MAX_SEGMENTS)
    {
      reader_problem (r, TL_FORMAT_ERROR_VALUE, segments_path,
                      N_("expected 1 to %d segments, found %u"), TL_MAX_SEGMENTS, n);
      n = MIN (n, TL_MAX_SEGMENTS);
    }
  type->n_segments = n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *p = tl_json_path_index (segments_path, i);

      read_segment (r, json_array_get_element (segments, i), p, i, n, &type->segments[i]);
    }
  read_cities (r, obj, path, type);
}

/* Drops the checks' problems about tiles the reader could not read whole: they
 * would only repeat what is missing. */
static void
drop_follow_up_problems (Reader *r, guint from)
{
  for (guint i = r->problems->len; i-- > from;)
    {
      const TlProblem *problem = g_ptr_array_index (r->problems, i);

      if (problem->domain != TL_FORMAT_ERROR && problem->tile >= 0 &&
          g_hash_table_contains (r->bad_tiles, GINT_TO_POINTER (problem->tile)))
        g_ptr_array_remove_index (r->problems, i);
    }
}

/* @path and @header_required: where the set lies in its file (`$`, or
 * `$.tileset` inside a game record, which may leave out the header); the
 * problems' paths are from the set itself (`$.tiles[0]` …). */
static TlTileSet *
read_set (JsonNode    *node,
          const char  *origin,
          const char  *path,
          gboolean     header_required,
          GPtrArray   *problems,
          GError     **error)
{
  g_autoptr(GHashTable) bad_tiles = g_hash_table_new (NULL, NULL);
  Reader r = { .origin = origin, .problems = problems, .tile = -1, .bad_tiles = bad_tiles };
  TlTileSet *set;
  JsonObject *root;
  JsonArray *tiles = NULL;
  const char *id = "", *name = "", *game = "";
  gboolean addition = FALSE;
  guint checked_from;

  if (!tl_json_as_object (node, origin, path, &root, error) ||
      !tl_json_check_header (root, origin, path, header_required, TILESET_FORMAT,
                             TL_TILESET_FORMAT_VERSION, error))
    return NULL;

  ok (&r, tl_json_member_string (root, origin, "$", "id", TRUE, &id, &r.e));
  ok (&r, tl_json_member_string (root, origin, "$", "name", TRUE, &name, &r.e));
  if (ok (&r, tl_json_member_string (root, origin, "$", "game", TRUE, &game, &r.e)))
    {
      gboolean known = FALSE;

      for (guint g = 0; g < G_N_ELEMENTS (game_names); g++)
        known |= strcmp (game, game_names[g]) == 0;
      if (!known)
        reader_problem (&r, TL_FORMAT_ERROR_VALUE, "$.game",
                        N_("unknown game \"%s\" (expected carcassonne or discovery)"), game);
    }
  ok (&r, tl_json_member_bool (root, origin, "$", "addition", FALSE, &addition, &r.e));

  set = tl_tile_set_new (id, name, game);
  set->addition = addition;
  if (ok (&r, tl_json_member_array (root, origin, "$", "tiles", TRUE, &tiles, &r.e)))
    for (guint i = 0; i < json_array_get_length (tiles); i++)
      {
        g_autofree char *tile_path = g_strdup_printf ("$.tiles[%u]", i);
        TlTileType type;

        r.tile = i;
        read_tile (&r, json_array_get_element (tiles, i), tile_path, &type);
        tl_tile_set_add (set, &type);
      }

  checked_from = problems->len;
  tl_tile_set_check (set, problems);
  drop_follow_up_problems (&r, checked_from);
  return set;
}

TlTileSet *
tl_tileset_format_read_json (JsonNode    *node,
                             const char  *origin,
                             GPtrArray   *problems,
                             GError     **error)
{
  g_return_val_if_fail (node != NULL && origin != NULL && problems != NULL, NULL);

  return read_set (node, origin, "$", TRUE, problems, error);
}

TlTileSet *
tl_tileset_format_read_data (const char  *data,
                             gssize       length,
                             const char  *origin,
                             GPtrArray   *problems,
                             GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (origin != NULL && problems != NULL, NULL);

  root = tl_json_parse (data, length, origin, error);
  if (root == NULL)
    return NULL;
  return tl_tileset_format_read_json (root, origin, problems, error);
}

TlTileSet *
tl_tileset_format_read_file (const char  *path,
                             GPtrArray   *problems,
                             GError     **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *origin = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL && problems != NULL, NULL);

  origin = g_path_get_basename (path);
  /* a file over the size limit is refused before it is read */
  if (!tl_format_read_file (path, &contents, &length, error))
    return NULL;
  return tl_tileset_format_read_data (contents, length, origin, problems, error);
}

/* A problem as a GError, `<origin>: <path>: <message>`, its path under @path
 * (where the set lies in its file); the rules of the check are
 * %TL_FORMAT_ERROR_VALUE, as every error of a file is a %TL_FORMAT_ERROR. Its
 * words for a player are the problem's words, else its message. */
static void
problem_to_error (const TlProblem  *problem,
                  const char       *origin,
                  const char       *path,
                  GError          **error)
{
  g_autofree char *where = g_strconcat (path, problem->path + 1, NULL);

  tl_format_set_error_words (error, problem->domain == TL_FORMAT_ERROR ? problem->code
                                                                       : TL_FORMAT_ERROR_VALUE,
                             origin, where, problem->words != NULL ? problem->words : problem->message,
                             "%s", problem->message);
}

TlTileSet *
tl_tileset_format_load_json (JsonNode    *node,
                             const char  *origin,
                             const char  *path,
                             GError     **error)
{
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(GError) engine_error = NULL;
  const TlProblem *first;

  g_return_val_if_fail (node != NULL && origin != NULL && path != NULL, NULL);

  set = read_set (node, origin, path, strcmp (path, "$") == 0, problems, error);
  if (set == NULL)
    return NULL;
  first = tl_problem_list_first_error (problems);
  if (first != NULL)
    {
      problem_to_error (first, origin, path, error);
      return NULL;
    }
  if (!tl_tile_set_finish (set, &engine_error))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, path, "%s",
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

  root = tl_json_parse_full (data, length, NULL, N_("a Tilelands tile set"), origin, error);
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

const char *
tl_tileset_format_builtin_name (const char *id)
{
  static const struct {
    const char *id;
    const char *name;
  } names[] = {
    { TL_TILESET_BASE, N_("Carcassonne (Base Game)") },
    { "discovery", N_("The Discovery (Reconstructed)") },
    { TL_TILESET_INNS_AND_CATHEDRALS, N_("Inns & Cathedrals (Tiles Only)") },
    { TL_TILESET_TRADERS_AND_BUILDERS, N_("Traders & Builders (Tiles Only)") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (id, names[i].id) == 0)
      return _(names[i].name);
  return NULL;
}

const char *
tl_tileset_format_shown_name (const TlTileSet *set)
{
  const char *builtin;

  g_return_val_if_fail (set != NULL, "");

  builtin = tl_tileset_format_builtin_name (set->id);
  if (builtin != NULL)
    return builtin;
  return set->name != NULL && set->name[0] != '\0' ? set->name : set->id != NULL ? set->id : "";
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

TlTileSet *
tl_tileset_format_playable (TlTileSet  *set,
                            GError    **error)
{
  g_autoptr(TlTileSet) base = NULL;
  TlTileSet *parts[2];

  g_return_val_if_fail (set != NULL, NULL);

  if (!set->addition)
    return tl_tile_set_ref (set);
  base = tl_tileset_format_load_builtin (g_strcmp0 (set->game, "discovery") == 0
                                         ? "discovery" : TL_TILESET_BASE, error);
  if (base == NULL)
    return NULL;
  parts[0] = base;
  parts[1] = set;
  return tl_tile_set_combine (parts, 2, error);
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
  if (set->addition)
    {
      json_builder_set_member_name (builder, "addition");
      json_builder_add_boolean_value (builder, TRUE);
    }

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
