/* tl-tile-check.c — every rule a tile set must keep, as a list of problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-check.h"
#include "tl-tile-design.h"
#include "tl-tile-design-private.h"
#include "tl-error.h"

#include <string.h>

#define N_CODES 4096   /* side codes are 12 bits (three 4-bit kinds) */

TlProblem *
tl_problem_new (TlProblemSeverity  severity,
                int                tile,
                GQuark             domain,
                int                code,
                const char        *path,
                const char        *format,
                ...)
{
  TlProblem *problem = g_new0 (TlProblem, 1);
  va_list args;

  problem->severity = severity;
  problem->tile = tile;
  problem->domain = domain;
  problem->code = code;
  problem->path = g_strdup (path != NULL ? path : "$");
  va_start (args, format);
  problem->message = g_strdup_vprintf (format, args);
  va_end (args);
  return problem;
}

TlProblem *
tl_problem_copy (const TlProblem *problem)
{
  TlProblem *copy;

  g_return_val_if_fail (problem != NULL, NULL);

  copy = g_memdup2 (problem, sizeof *problem);
  copy->path = g_strdup (problem->path);
  copy->message = g_strdup (problem->message);
  return copy;
}

void
tl_problem_free (TlProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->path);
  g_free (problem->message);
  g_free (problem);
}

GPtrArray *
tl_problem_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) tl_problem_free);
}

guint
tl_problem_list_count (GPtrArray         *problems,
                       TlProblemSeverity  severity)
{
  guint n = 0;

  g_return_val_if_fail (problems != NULL, 0);

  for (guint i = 0; i < problems->len; i++)
    n += ((TlProblem *) g_ptr_array_index (problems, i))->severity == severity;
  return n;
}

const TlProblem *
tl_problem_list_first_error (GPtrArray *problems)
{
  g_return_val_if_fail (problems != NULL, NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const TlProblem *problem = g_ptr_array_index (problems, i);

      if (problem->severity == TL_PROBLEM_ERROR)
        return problem;
    }
  return NULL;
}

static gboolean
id_is_valid (const char *id, gsize max, const char *extra)
{
  gsize n;

  if (id == NULL)
    return FALSE;
  n = strlen (id);
  if (n == 0 || n > max)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isalnum (id[i]) && strchr (extra, id[i]) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
tl_tile_id_is_valid (const char *id)
{
  return id_is_valid (id, TL_TILE_ID_MAX - 1, "-_");
}

gboolean
tl_tile_set_id_is_valid (const char *id)
{
  return id_is_valid (id, 255, "-_.+");
}

/* Checking one set: where problems go, and the name of the tile being checked. */
typedef struct {
  const TlTileSet *set;
  GPtrArray *problems;
  int tile;
  char *tile_path;
  char *name;       /* "tile D", or "the tile at $.tiles[3]" when its id is not usable */
  guint errors;     /* errors of the current tile */
} Check;

static void add (Check *c, TlProblemSeverity severity, const char *path,
                 const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
add (Check        *c,
     TlProblemSeverity severity,
     const char   *path,
     const char   *format,
     ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (c->problems, tl_problem_new (severity, c->tile, TL_ENGINE_ERROR,
                                                TL_ENGINE_ERROR_INVALID_TILE, path, "%s", what));
  if (severity == TL_PROBLEM_ERROR)
    c->errors++;
}

/* An error about the current tile: "tile D: …" at @member of its path. */
static void tile_error (Check *c, const char *member, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
tile_error (Check      *c,
            const char *member,
            const char *format,
            ...)
{
  g_autofree char *what = NULL;
  g_autofree char *path = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  path = member != NULL ? g_strconcat (c->tile_path, member, NULL) : g_strdup (c->tile_path);
  add (c, TL_PROBLEM_ERROR, path, "%s: %s", c->name, what);
}

static const char *
article (TlSegmentKind kind)
{
  return kind == TL_SEGMENT_FIELD ? "a field" : kind == TL_SEGMENT_ROAD ? "a road"
       : kind == TL_SEGMENT_CITY ? "a city" : kind == TL_SEGMENT_MONASTERY ? "a monastery"
       : kind == TL_SEGMENT_MOUNTAIN ? "a mountain" : kind == TL_SEGMENT_GRASSLAND ? "a grassland"
       : kind == TL_SEGMENT_SEA ? "a sea" : "an unknown segment";
}

static gboolean
is_discovery_set (const TlTileSet *set)
{
  return g_strcmp0 (set->game, "discovery") == 0;
}

static void
check_counts (Check *c, const TlTileType *type)
{
  if (type->count < 1)
    tile_error (c, ".count", "count %u; a tile needs at least 1 copy", type->count);
  if (type->start_copies > type->count)
    tile_error (c, ".start", "%u start %s but only %u %s", type->start_copies,
                type->start_copies == 1 ? "copy" : "copies", type->count,
                type->count == 1 ? "copy" : "copies");
}

static void
check_kinds (Check *c, const TlTileType *type)
{
  gboolean discovery = is_discovery_set (c->set);

  if (!discovery && g_strcmp0 (c->set->game, "carcassonne") != 0)
    return;
  for (guint i = 0; i < type->n_segments; i++)
    {
      guint kind = type->segments[i].kind;
      g_autofree char *member = g_strdup_printf (".segments[%u].kind", i);

      if (kind >= TL_N_SEGMENT_KINDS || _tl_kind_is_discovery (kind) == discovery)
        continue;
      if (discovery)
        tile_error (c, member, "segment %u is %s, which The Discovery does not have "
                    "(mountain, grassland, sea)", i, article (kind));
      else
        tile_error (c, member, "segment %u is %s, which Carcassonne does not have "
                    "(city, road, field, monastery)", i, article (kind));
    }
}

static void
check_segments (Check *c, const TlTileType *type)
{
  int monastery = -1, inner = -1;

  if (type->n_segments == 0)
    tile_error (c, ".segments", "the tile has no segments");
  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];
      g_autofree char *member = g_strdup_printf (".segments[%u]", i);

      if (seg->kind >= TL_N_SEGMENT_KINDS)
        continue;   /* the reader said so */
      if (seg->ports == 0 && seg->kind != TL_SEGMENT_MONASTERY && seg->kind != TL_SEGMENT_FIELD)
        tile_error (c, member, "segment %u (%s) touches no port; only a monastery or an inner "
                    "field may", i, article (seg->kind));
      if (seg->ports != 0 && seg->kind == TL_SEGMENT_MONASTERY)
        tile_error (c, member, "segment %u is a monastery, which stands in the middle and "
                    "touches no port", i);
      if (seg->pennants > 0 && seg->kind != TL_SEGMENT_CITY)
        tile_error (c, member, "segment %u is %s; only a city has pennants", i,
                    article (seg->kind));
      if (seg->road_end != TL_ROAD_END_NONE && seg->kind != TL_SEGMENT_ROAD)
        tile_error (c, member, "segment %u is %s; only a road has an \"end\"", i,
                    article (seg->kind));
      else if (seg->road_end != TL_ROAD_END_NONE && __builtin_popcount (seg->ports) != 1)
        tile_error (c, member, "segment %u runs through the tile; only a road that stops "
                    "inside it (one port) has an \"end\"", i);
      for (guint k = 0; k < TL_N_SYMBOLS; k++)
        if ((seg->symbols >> k & 1) && tl_symbol_segment_kind (k) != seg->kind)
          tile_error (c, member, "segment %u is %s, but the %s symbol belongs on %s", i,
                      article (seg->kind), tl_symbol_name (k),
                      article (tl_symbol_segment_kind (k)));
      if (seg->touches >> type->n_segments)
        tile_error (c, member, "segment %u touches a segment the tile does not have", i);
      if (seg->touches >> i & 1)
        tile_error (c, member, "segment %u touches itself", i);
      if (seg->ports == 0 && seg->kind == TL_SEGMENT_MONASTERY)
        {
          if (monastery >= 0)
            tile_error (c, member, "segments %d and %u are both a monastery (a tile has one)",
                        monastery, i);
          monastery = i;
        }
      if (seg->ports == 0 && seg->kind == TL_SEGMENT_FIELD)
        {
          if (inner >= 0)
            tile_error (c, member, "segments %d and %u are both an inner field (a tile has one)",
                        inner, i);
          inner = i;
        }
    }
}

static void
check_ports (Check *c, const TlTileType *type)
{
  for (guint p = 0; p < TL_N_PORTS; p++)
    {
      int owner = -1;

      for (guint i = 0; i < type->n_segments; i++)
        if (type->segments[i].ports >> p & 1)
          {
            if (owner >= 0)
              {
                g_autofree char *member = g_strdup_printf (".segments[%u]", i);

                tile_error (c, member, "port %s belongs to segments %d and %u",
                            tl_port_name (p), owner, i);
              }
            else
              owner = i;
          }
      if (owner < 0)
        tile_error (c, ".segments", "port %s belongs to no segment (each of the 12 side "
                    "ports belongs to exactly one)", tl_port_name (p));
    }
}

/* Every side has one kind: all city, all field, a road between fields, one terrain. */
static void
check_sides (Check *c, const TlTileType *type, const guint8 *seg_at)
{
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint a = seg_at[3 * s], m = seg_at[3 * s + 1], b = seg_at[3 * s + 2];
      TlSegmentKind ka = type->segments[a].kind, km = type->segments[m].kind;
      TlSegmentKind kb = type->segments[b].kind;
      gboolean ok;

      if (km == TL_SEGMENT_ROAD)
        ok = ka == TL_SEGMENT_FIELD && kb == TL_SEGMENT_FIELD;
      else
        ok = ka == km && kb == km && km != TL_SEGMENT_MONASTERY;
      if (!ok)
        {
          TlSegmentKind other = ka != km ? ka : kb;

          if (km == TL_SEGMENT_ROAD && ka == TL_SEGMENT_ROAD && kb == TL_SEGMENT_ROAD)
            other = TL_SEGMENT_ROAD;
          if (_tl_kind_is_discovery (km) || _tl_kind_is_discovery (other))
            tile_error (c, ".segments", "side %s mixes %s and %s (a side shows one terrain)",
                        tl_side_name (s), tl_segment_kind_name (km), tl_segment_kind_name (other));
          else
            tile_error (c, ".segments", "side %s mixes %s and %s (a side is all city, all "
                        "field, or a road between two fields)", tl_side_name (s),
                        tl_segment_kind_name (km), tl_segment_kind_name (other == km ? TL_SEGMENT_ROAD : other));
          continue;
        }
      if (km != TL_SEGMENT_ROAD && (a != m || b != m))
        {
          guint other = a != m ? a : b;

          if (km == TL_SEGMENT_FIELD)
            tile_error (c, ".segments", "side %s is a field side split between segments %u "
                        "and %u", tl_side_name (s), MIN (m, other), MAX (m, other));
          else
            tile_error (c, ".segments", "side %s belongs to two %ss (segments %u and %u); a "
                        "side is part of one", tl_side_name (s),
                        km == TL_SEGMENT_CITY ? "citie" : tl_segment_kind_name (km),
                        MIN (m, other), MAX (m, other));
        }
    }
  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];
      guint sides = __builtin_popcount (seg->ports);

      if (seg->kind == TL_SEGMENT_ROAD && sides > 2)
        {
          g_autofree char *member = g_strdup_printf (".segments[%u]", i);
          guint mask = 0;
          g_autofree char *text = NULL;

          for (guint s = 0; s < TL_N_SIDES; s++)
            if (seg->ports >> (3 * s + 1) & 1)
              mask |= 1u << s;
          text = _tl_sides_text (mask);
          tile_error (c, member, "segment %u is a road that leaves by %u sides (%s); a road runs "
                      "through two sides or stops inside the tile at one", i, sides, text);
        }
    }
}

static void
check_port_cities (Check *c, const TlTileType *type)
{
  for (guint i = 0; i < type->n_port_cities; i++)
    {
      const TlPortCity *city = &type->port_cities[i];
      g_autofree char *member = g_strdup_printf (".cities[%u]", i);
      g_autofree char *sea_member = g_strdup_printf (".cities[%u][0]", i);
      g_autofree char *land_member = g_strdup_printf (".cities[%u][1]", i);
      TlSegmentKind land;

      if (city->sea >= type->n_segments || city->land >= type->n_segments)
        {
          tile_error (c, member, "port city %u names a segment the tile does not have", i);
          continue;
        }
      land = type->segments[city->land].kind;
      if (type->segments[city->sea].kind != TL_SEGMENT_SEA)
        tile_error (c, sea_member, "segment %u is %s; a port city's first segment must be a sea",
                    city->sea, article (type->segments[city->sea].kind));
      else if (land != TL_SEGMENT_MOUNTAIN && land != TL_SEGMENT_GRASSLAND)
        tile_error (c, land_member, "segment %u is %s; a port city's second segment must be a "
                    "mountain or a grassland", city->land, article (land));
      else if (!tl_tile_type_segments_touch (type, city->sea, city->land))
        tile_error (c, member, "segments %u and %u do not touch (list one in the other's "
                    "\"touches\"); a port city stands on their shore", city->sea, city->land);
    }
}

/* Whether the fields and borders follow from the sides. */
static void
check_design (Check *c, const TlTileType *type)
{
  TlTileDesign design;
  TlTileType built;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;

  if (tl_tile_design_infer (type, &design))
    return;
  memset (&built, 0, sizeof built);
  g_strlcpy (built.id, type->id, sizeof built.id);
  if (!tl_tile_design_build (&design, &built, &error))
    {
      const char *what = error->message;

      /* the engine says "tile ID: …"; the problem says it with the tile's name */
      if (g_str_has_prefix (what, "tile ") && strstr (what, ": ") != NULL)
        what = strstr (what, ": ") + 2;
      tile_error (c, NULL, "%s", what);
      return;
    }
  why = tl_tile_design_explain (type, &design);
  if (why != NULL && g_str_has_prefix (why, "tile ") && strstr (why, ": ") != NULL)
    tile_error (c, ".segments", "%s", strstr (why, ": ") + 2);
  else
    tile_error (c, ".segments", "the segments do not follow from the sides");
}

static void
check_tile (Check *c, guint index)
{
  const TlTileType *type = tl_tile_set_type (c->set, index);
  guint8 seg_at[TL_N_PORTS];

  c->tile = index;
  c->errors = 0;
  g_free (c->tile_path);
  g_free (c->name);
  c->tile_path = g_strdup_printf ("$.tiles[%u]", index);
  c->name = tl_tile_id_is_valid (type->id) ? g_strdup_printf ("tile %s", type->id)
                                           : g_strdup_printf ("the tile at %s", c->tile_path);

  if (!tl_tile_id_is_valid (type->id))
    {
      g_autofree char *path = g_strconcat (c->tile_path, ".id", NULL);

      add (c, TL_PROBLEM_ERROR, path, "the tile id \"%s\" is not well formed (1 to %d ASCII "
           "letters, digits, '-' or '_')", type->id, TL_TILE_ID_MAX - 1);
    }
  check_counts (c, type);
  check_kinds (c, type);
  check_segments (c, type);
  check_ports (c, type);
  if (c->errors > 0)
    return;

  memset (seg_at, TL_NO_SEGMENT, sizeof seg_at);
  for (guint i = 0; i < type->n_segments; i++)
    for (guint p = 0; p < TL_N_PORTS; p++)
      if (type->segments[i].ports >> p & 1)
        seg_at[p] = i;
  check_sides (c, type, seg_at);
  if (c->errors > 0)
    return;
  check_port_cities (c, type);
  if (c->errors > 0)
    return;
  check_design (c, type);
  if (c->errors == 0)
    {
      TlTileType copy = *type;
      g_autoptr(GError) error = NULL;

      if (!tl_tile_type_finish (&copy, &error))
        tile_error (c, NULL, "%s", error->message);
    }
}

static char *
id_list (const TlTileSet *set, GArray *members)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < members->len && i < 6; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "",
                            tl_tile_set_type (set, g_array_index (members, guint, i))->id);
  if (members->len > 6)
    g_string_append_printf (s, " and %u more", members->len - 6);
  return g_string_free (s, FALSE);
}

static guint
uf_find (guint *parent, guint n)
{
  while (parent[n] != n)
    n = parent[n] = parent[parent[n]];
  return n;
}

/* Warnings: tiles no tile can border, and groups of tiles that never meet. A
 * side that keeps the rules above reads the same both ways round, so two tiles
 * can border each other exactly when they have a side code in common. */
static void
check_placement (Check *c, const gboolean *ok)
{
  const TlTileSet *set = c->set;
  guint n = set->types->len;
  g_autofree guint *parent = g_new (guint, n + 1);
  g_autofree gboolean *bordered = g_new0 (gboolean, n + 1);
  g_autofree gboolean *placed = g_new0 (gboolean, n + 1);
  GArray *by_code[N_CODES] = { NULL };
  g_autoptr(GHashTable) groups = g_hash_table_new_full (NULL, NULL, NULL,
                                                        (GDestroyNotify) g_array_unref);

  for (guint i = 0; i < n; i++)
    {
      TlTileType type;

      parent[i] = i;
      if (!ok[i])
        continue;
      type = *tl_tile_set_type (set, i);
      if (!tl_tile_type_finish (&type, NULL))
        continue;
      placed[i] = TRUE;
      for (guint s = 0; s < TL_N_SIDES; s++)
        {
          guint key = type.side_code[0][s] & (N_CODES - 1);

          if (by_code[key] == NULL)
            by_code[key] = g_array_new (FALSE, FALSE, sizeof (guint));
          if (by_code[key]->len == 0 ||
              g_array_index (by_code[key], guint, by_code[key]->len - 1) != i)
            g_array_append_val (by_code[key], i);
        }
    }

  for (guint key = 0; key < N_CODES; key++)
    {
      GArray *list = by_code[key];

      if (list == NULL)
        continue;
      for (guint k = 0; k < list->len; k++)
        {
          guint i = g_array_index (list, guint, k);

          if (list->len > 1)
            {
              bordered[i] = TRUE;
              parent[uf_find (parent, i)] = uf_find (parent, g_array_index (list, guint, 0));
            }
          else if (tl_tile_set_type (set, i)->count >= 2)
            bordered[i] = TRUE;   /* its own copies */
        }
      g_array_unref (list);
    }

  for (guint i = 0; i < n; i++)
    {
      guint root;
      GArray *members;

      if (!placed[i])
        continue;
      if (!bordered[i])
        {
          g_autofree char *path = g_strdup_printf ("$.tiles[%u]", i);

          c->tile = i;
          add (c, TL_PROBLEM_WARNING, path, "tile %s can never be placed: none of its sides "
               "matches a side of a tile of the set", tl_tile_set_type (set, i)->id);
        }
      root = uf_find (parent, i);
      members = g_hash_table_lookup (groups, GUINT_TO_POINTER (root));
      if (members == NULL)
        {
          members = g_array_new (FALSE, FALSE, sizeof (guint));
          g_hash_table_insert (groups, GUINT_TO_POINTER (root), members);
        }
      g_array_append_val (members, i);
    }
  if (g_hash_table_size (groups) > 1)
    {
      GString *text = g_string_new (NULL);
      guint k = 0;
      g_autofree char *groups_text = NULL;

      /* in the order of their first tiles */
      for (guint i = 0; i < n; i++)
        {
          GArray *members;
          g_autofree char *ids = NULL;

          if (!placed[i])
            continue;
          members = g_hash_table_lookup (groups, GUINT_TO_POINTER (uf_find (parent, i)));
          if (g_array_index (members, guint, 0) != i)
            continue;
          ids = id_list (set, members);
          g_string_append_printf (text, "%s{%s}", k++ ? " and " : "", ids);
        }
      groups_text = g_string_free (text, FALSE);
      c->tile = -1;
      add (c, TL_PROBLEM_WARNING, "$.tiles", "the tiles fall into %u groups that can never "
           "border each other (%s): a game can stop early with tiles that fit nowhere",
           g_hash_table_size (groups), groups_text);
    }
}

void
tl_tile_set_check (const TlTileSet *set,
                   GPtrArray       *problems)
{
  Check c = { .set = set, .problems = problems, .tile = -1 };
  g_autoptr(GHashTable) ids = NULL;
  g_autofree gboolean *ok = NULL;
  guint64 total = 0;
  int start = -1;

  g_return_if_fail (set != NULL && problems != NULL);

  ok = g_new0 (gboolean, set->types->len + 1);
  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < set->types->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, i);
      gpointer earlier;

      check_tile (&c, i);
      ok[i] = c.errors == 0;
      if (tl_tile_id_is_valid (type->id))
        {
          if (g_hash_table_lookup_extended (ids, type->id, NULL, &earlier))
            {
              g_autofree char *path = g_strdup_printf ("$.tiles[%u].id", i);

              add (&c, TL_PROBLEM_ERROR, path, "tile id \"%s\" is already used by $.tiles[%u]",
                   type->id, GPOINTER_TO_UINT (earlier));
            }
          else
            g_hash_table_insert (ids, (gpointer) type->id, GUINT_TO_POINTER (i));
        }
      if (type->start_copies > 0)
        {
          g_autofree char *path = g_strdup_printf ("$.tiles[%u].start", i);

          if (set->addition)
            add (&c, TL_PROBLEM_ERROR, path, "tile %s is a start tile, but the set is an "
                 "addition to another set (\"addition\": true), whose start tile is played",
                 type->id);
          else if (start >= 0)
            add (&c, TL_PROBLEM_ERROR, path, "tiles %s and %s are both the start tile; a set "
                 "has one", tl_tile_set_type (set, start)->id, type->id);
          else
            start = i;
        }
      total += type->count;
    }

  c.tile = -1;
  if (!tl_tile_set_id_is_valid (set->id))
    add (&c, TL_PROBLEM_ERROR, "$.id", "the tile set id \"%s\" is not well formed (1 to 255 "
         "ASCII letters, digits, '-', '_', '.' or '+')", set->id != NULL ? set->id : "");
  if (set->name == NULL || set->name[0] == '\0')
    add (&c, TL_PROBLEM_ERROR, "$.name", "the tile set has no name");
  if (set->types->len == 0)
    add (&c, TL_PROBLEM_ERROR, "$.tiles", "a tile set needs at least one tile");
  else if (start < 0 && !set->addition)
    add (&c, TL_PROBLEM_ERROR, "$.tiles", "no tile is the start tile: mark one (a set whose "
         "tiles are added to another set, \"addition\": true, needs none)");
  if (total > TL_MAX_TOTAL_TILES)
    add (&c, TL_PROBLEM_ERROR, "$.tiles", "the set has %" G_GUINT64_FORMAT " tiles; at most %d",
         total, TL_MAX_TOTAL_TILES);

  check_placement (&c, ok);
  g_free (c.tile_path);
  g_free (c.name);
}
