/* tl-tile-check.c — every rule a tile set must keep, as a list of problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tile-check.h"
#include "tl-tile-design.h"
#include "tl-tile-design-private.h"
#include "tl-tile-text-private.h"
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
  copy->words = g_strdup (problem->words);
  return copy;
}

void
tl_problem_free (TlProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->path);
  g_free (problem->message);
  g_free (problem->words);
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
  gboolean named;   /* whether its id is usable in messages ("tile D: …") */
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

/* An error about the current tile: "tile D: …" (or "the tile at position 4: …"
 * when its id is not usable) at @member of its path. */
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
  if (c->named)
    {
      g_autofree char *said = _tl_tile_said (tl_tile_set_type (c->set, c->tile)->id, what);

      add (c, TL_PROBLEM_ERROR, path, "%s", said);
    }
  else
    /* Translators: a problem of a tile whose id is not usable: its place in the
     * set's list of tiles (from 1) and what is wrong */
    add (c, TL_PROBLEM_ERROR, path, _("the tile at position %u: %s"), c->tile + 1, what);
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
    tile_error (c, ".count", "%s", _("its number of copies is 0; the deck needs at least one copy "
                                     "of each tile"));
  if (type->start_copies > type->count)
    /* Translators: how many copies of the tile are start tiles, and how many the deck holds */
    tile_error (c, ".start", _("more of its copies are start tiles (%u) than the deck holds (%u)"),
                type->start_copies, type->count);
}

/* A segment of a Carcassonne set that belongs to The Discovery, or the other way round. */
static void
wrong_game_kind (Check *c, const char *member, guint i, guint kind)
{
  i++;
  switch (kind)
    {
    /* Translators: %u is the segment's number on the tile, from 1 */
    case TL_SEGMENT_MOUNTAIN:
      tile_error (c, member, _("segment %u is a mountain, but a tile of Carcassonne has only cities, "
                               "roads, fields and monasteries"), i);
      break;
    case TL_SEGMENT_GRASSLAND:
      tile_error (c, member, _("segment %u is a grassland, but a tile of Carcassonne has only cities, "
                               "roads, fields and monasteries"), i);
      break;
    case TL_SEGMENT_SEA:
      tile_error (c, member, _("segment %u is a sea, but a tile of Carcassonne has only cities, "
                               "roads, fields and monasteries"), i);
      break;
    case TL_SEGMENT_CITY:
      tile_error (c, member, _("segment %u is a city, but a tile of The Discovery has only mountains, "
                               "grasslands and seas"), i);
      break;
    case TL_SEGMENT_ROAD:
      tile_error (c, member, _("segment %u is a road, but a tile of The Discovery has only mountains, "
                               "grasslands and seas"), i);
      break;
    case TL_SEGMENT_FIELD:
      tile_error (c, member, _("segment %u is a field, but a tile of The Discovery has only mountains, "
                               "grasslands and seas"), i);
      break;
    default:
      tile_error (c, member, _("segment %u is a monastery, but a tile of The Discovery has only "
                               "mountains, grasslands and seas"), i);
      break;
    }
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
      wrong_game_kind (c, member, i, kind);
    }
}

static void
check_segments (Check *c, const TlTileType *type)
{
  int monastery = -1, inner = -1;

  if (type->n_segments == 0)
    tile_error (c, ".segments", "%s", _("the tile has no segments"));
  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];
      g_autofree char *member = g_strdup_printf (".segments[%u]", i);
      const char *word = _tl_kind_word (seg->kind);

      if (seg->kind >= TL_N_SEGMENT_KINDS)
        continue;   /* the reader said so */
      /* Translators (this and the next ones): %u is the segment's number on the
       * tile (from 1), %s its kind ("road", "city"…) */
      if (seg->ports == 0 && seg->kind != TL_SEGMENT_MONASTERY && seg->kind != TL_SEGMENT_FIELD)
        tile_error (c, member, _("segment %u (%s) reaches no side of the tile; only a monastery or "
                                 "an inner field lies inside it"), i + 1, word);
      if (seg->ports != 0 && seg->kind == TL_SEGMENT_MONASTERY)
        tile_error (c, member, _("segment %u is a monastery that reaches a side, but a monastery "
                                 "stands in the middle of the tile"), i + 1);
      if (seg->pennants > 0 && seg->kind != TL_SEGMENT_CITY)
        tile_error (c, member, _("segment %u (%s) has pennants, but only a city has pennants"),
                    i + 1, word);
      if (seg->road_end != TL_ROAD_END_NONE && seg->kind != TL_SEGMENT_ROAD)
        tile_error (c, member, _("segment %u (%s) is said to stop at a junction, a monastery or a "
                                 "city gate, but only a road stops"), i + 1, word);
      else if (seg->road_end != TL_ROAD_END_NONE && __builtin_popcount (seg->ports) != 1)
        tile_error (c, member, _("segment %u is a road that runs through the tile, but it is said "
                                 "to stop inside it; only a road that reaches one side stops"), i + 1);
      for (guint k = 0; k < TL_N_SYMBOLS; k++)
        if ((seg->symbols >> k & 1) && tl_symbol_segment_kind (k) != seg->kind)
          {
            g_autofree char *what = _tl_symbol_misplaced (k, i, seg->kind);

            tile_error (c, member, "%s", what);
          }
      if (seg->touches >> type->n_segments)
        tile_error (c, member, _("segment %u is said to touch a segment the tile does not have"),
                    i + 1);
      if (seg->touches >> i & 1)
        tile_error (c, member, _("segment %u is said to touch itself"), i + 1);
      if (seg->ports == 0 && seg->kind == TL_SEGMENT_MONASTERY)
        {
          if (monastery >= 0)
            /* Translators: the numbers of two segments of the tile, from 1 */
            tile_error (c, member, _("segments %u and %u are both monasteries; a tile has one at most"),
                        monastery + 1, i + 1);
          monastery = i;
        }
      if (seg->ports == 0 && seg->kind == TL_SEGMENT_FIELD)
        {
          if (inner >= 0)
            /* Translators: the numbers of two segments of the tile, from 1 */
            tile_error (c, member, _("segments %u and %u are both fields that reach no side; a tile "
                                     "has one such inner field at most"), inner + 1, i + 1);
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

                /* Translators: the numbers of two segments (from 1), then a place on
                 * the tile's border ("side N next to corner NW") */
                tile_error (c, member, _("segments %u and %u both reach %s; each part of a side "
                                         "belongs to one segment"), owner + 1, i + 1,
                            _tl_port_words (p));
              }
            else
              owner = i;
          }
      if (owner < 0)
        /* Translators: a place on the tile's border ("side N next to corner NW") */
        tile_error (c, ".segments", _("no segment reaches %s; each part of a side belongs to one "
                                      "segment"), _tl_port_words (p));
    }
}

/* Side @s, all of kind @kind, belongs to two segments (numbered from 1). */
static void
side_split (Check *c, guint s, guint kind, guint a, guint b)
{
  const char *side = tl_tile_side_label (s);

  switch (kind)
    {
    /* Translators: a side of the tile ("N"), then the numbers of two segments (from 1) */
    case TL_SEGMENT_FIELD:
      tile_error (c, ".segments", _("side %s is a field split between segments %u and %u; a side "
                                    "without a road is one field"), side, a, b);
      break;
    case TL_SEGMENT_CITY:
      tile_error (c, ".segments", _("side %s belongs to two cities (segments %u and %u); a side is "
                                    "part of one city"), side, a, b);
      break;
    case TL_SEGMENT_MOUNTAIN:
      tile_error (c, ".segments", _("side %s belongs to two mountains (segments %u and %u); a side "
                                    "is part of one mountain"), side, a, b);
      break;
    case TL_SEGMENT_GRASSLAND:
      tile_error (c, ".segments", _("side %s belongs to two grasslands (segments %u and %u); a side "
                                    "is part of one grassland"), side, a, b);
      break;
    default:
      tile_error (c, ".segments", _("side %s belongs to two seas (segments %u and %u); a side is "
                                    "part of one sea"), side, a, b);
      break;
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
          /* Translators: a side of the tile ("N"), then two kinds of segment ("city", "field") */
          if (_tl_kind_is_discovery (km) || _tl_kind_is_discovery (other))
            tile_error (c, ".segments", _("side %s shows both %s and %s, but a side shows one terrain"),
                        tl_tile_side_label (s), _tl_kind_word (km), _tl_kind_word (other));
          else
            tile_error (c, ".segments", _("side %s shows both %s and %s, but a side is all city, all "
                                          "field, or a road between two fields"), tl_tile_side_label (s),
                        _tl_kind_word (km), _tl_kind_word (other == km ? TL_SEGMENT_ROAD : other));
          continue;
        }
      if (km != TL_SEGMENT_ROAD && (a != m || b != m))
        {
          guint other = a != m ? a : b;

          side_split (c, s, km, MIN (m, other) + 1, MAX (m, other) + 1);
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
          /* Translators: the segment's number (from 1), then the sides it leaves by ("E, S, W") */
          tile_error (c, member, _("segment %u is one road that leaves by sides %s, but a road runs "
                                   "through two sides or stops inside the tile at one"), i + 1, text);
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
          /* Translators: the port city's number on the tile, from 1 */
          tile_error (c, member, _("port city %u stands on a segment the tile does not have"), i + 1);
          continue;
        }
      land = type->segments[city->land].kind;
      if (type->segments[city->sea].kind != TL_SEGMENT_SEA)
        /* Translators: the port city's number on the tile (from 1), the number of a
         * segment (from 1) and its kind ("grassland") */
        tile_error (c, sea_member, _("port city %u: segment %u (%s) is named as its sea, but a "
                                     "port city stands on the shore of a sea"), i + 1, city->sea + 1,
                    _tl_kind_word (type->segments[city->sea].kind));
      else if (land != TL_SEGMENT_MOUNTAIN && land != TL_SEGMENT_GRASSLAND)
        /* Translators: the port city's number on the tile (from 1), the number of a
         * segment (from 1) and its kind ("sea") */
        tile_error (c, land_member, _("port city %u: segment %u (%s) is named as its land, but a "
                                      "port city stands on a mountain or a grassland"), i + 1, city->land + 1,
                    _tl_kind_word (land));
      else if (!tl_tile_type_segments_touch (type, city->sea, city->land))
        /* Translators: the port city's number on the tile, then the numbers of two
         * segments (all from 1) */
        tile_error (c, member, _("port city %u: segments %u and %u do not border each other, but a "
                                 "port city stands on their shore"), i + 1, city->sea + 1,
                    city->land + 1);
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
  /* the tile's id is usable here (check_tile stops before): the engine's
   * messages name the tile as the problems do, "tile D: …" */
  if (!tl_tile_design_build (&design, &built, &error))
    {
      add (c, TL_PROBLEM_ERROR, c->tile_path, "%s", error->message);
      return;
    }
  why = tl_tile_design_explain (type, &design);
  if (why != NULL)
    {
      g_autofree char *path = g_strconcat (c->tile_path, ".segments", NULL);

      add (c, TL_PROBLEM_ERROR, path, "%s", why);
    }
  else
    tile_error (c, ".segments", "%s", _("the segments do not follow from the sides"));
}

static void
check_tile (Check *c, guint index)
{
  const TlTileType *type = tl_tile_set_type (c->set, index);
  guint8 seg_at[TL_N_PORTS];

  c->tile = index;
  c->errors = 0;
  g_free (c->tile_path);
  c->tile_path = g_strdup_printf ("$.tiles[%u]", index);
  c->named = tl_tile_id_is_valid (type->id);

  if (!c->named && type->id[0] == '\0')
    {
      g_autofree char *path = g_strconcat (c->tile_path, ".id", NULL);

      /* Translators: %u is the tile's place in the set's list, from 1 */
      add (c, TL_PROBLEM_ERROR, path, _("the tile at position %u has no id"), index + 1);
    }
  else if (!c->named)
    {
      g_autofree char *path = g_strconcat (c->tile_path, ".id", NULL);

      /* Translators: %u is the tile's place in the set's list (from 1), %s its id,
       * %d the longest id allowed (15) */
      add (c, TL_PROBLEM_ERROR, path, _("the tile at position %u has the id “%s”, but a tile id has "
                                        "1 to %d letters without accents, digits, “-” or “_”"),
           index + 1, type->id, TL_TILE_ID_MAX - 1);
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
        add (c, TL_PROBLEM_ERROR, c->tile_path, "%s", error->message);   /* "tile D: …" */
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
    {
      g_autofree char *ids = g_string_free (s, FALSE);

      /* Translators: the first six tile ids of a group ("B, C, D, E, F, G") and how many more */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u more", "%s and %u more",
                                           members->len - 6), ids, members->len - 6);
    }
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
          add (c, TL_PROBLEM_WARNING, path, _("tile %s can never be placed: none of its sides "
                                              "matches a side of a tile of the set"),
               tl_tile_set_type (set, i)->id);
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
          g_string_append_printf (text, "%s%s", k++ ? "; " : "", ids);
        }
      groups_text = g_string_free (text, FALSE);
      c->tile = -1;
      /* Translators: %u is the number of groups (2 or more); %s lists the tile ids
       * of each group, the groups parted by “;” ("B; C, D") */
      add (c, TL_PROBLEM_WARNING, "$.tiles",
           g_dngettext (GETTEXT_PACKAGE, "the tiles fall into %u group that can never border the "
                        "others (%s): a game can stop early with tiles that fit nowhere",
                        "the tiles fall into %u groups that can never border each other (%s): a game "
                        "can stop early with tiles that fit nowhere", g_hash_table_size (groups)),
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
  guint64 total = 0, starts = 0;
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

              /* Translators: a tile id, then the place (from 1) of the tile that has it already */
              add (&c, TL_PROBLEM_ERROR, path, _("the tile id “%s” is already the id of the tile at "
                                                 "position %u"),
                   type->id, GPOINTER_TO_UINT (earlier) + 1);
            }
          else
            g_hash_table_insert (ids, (gpointer) type->id, GUINT_TO_POINTER (i));
        }
      if (type->start_copies > 0)
        {
          g_autofree char *path = g_strdup_printf ("$.tiles[%u].start", i);

          if (set->addition)
            add (&c, TL_PROBLEM_ERROR, path, _("tile %s is a start tile, but the set is added to the "
                                               "base game, whose own start tile is played"),
                 type->id);
          else if (start >= 0)
            add (&c, TL_PROBLEM_ERROR, path, _("tiles %s and %s are both the start tile; a set "
                                               "has one"), tl_tile_set_type (set, start)->id, type->id);
          else
            start = i;
        }
      total += type->count;
      starts += MIN (type->start_copies, type->count);
    }

  c.tile = -1;
  if (!tl_tile_set_id_is_valid (set->id))
    /* Translators: %s is the set's id */
    add (&c, TL_PROBLEM_ERROR, "$.id", _("the tile set’s id “%s” may only have 1 to 255 letters "
                                         "without accents, digits, “-”, “_”, “.” or “+”"),
         set->id != NULL ? set->id : "");
  if (set->name == NULL || set->name[0] == '\0')
    add (&c, TL_PROBLEM_ERROR, "$.name", "%s", _("the tile set has no name"));
  if (set->types->len == 0)
    add (&c, TL_PROBLEM_ERROR, "$.tiles", "%s", _("a tile set needs at least one tile"));
  else if (start < 0 && !set->addition)
    add (&c, TL_PROBLEM_ERROR, "$.tiles", "%s", _("no tile is the start tile: make one the start "
                                                  "tile (a set added to the base game needs none)"));
  if (set->types->len > 0 && total > 0 && total == starts &&
      tl_problem_list_count (problems, TL_PROBLEM_ERROR) == 0)
    /* the start tile is laid before the first turn: nothing would be drawn
     * (a new set in the editor, before its second tile); said only when
     * nothing else is wrong, as a tile without copies or a count the file
     * got wrong already says why */
    add (&c, TL_PROBLEM_WARNING, "$.tiles", "%s", _("the deck holds only the start tile: a game would "
                                                    "end before its first turn; add tiles, or copies "
                                                    "of it, to draw"));
  if (total > TL_MAX_TOTAL_TILES)
    /* Translators: %lu is how many tiles the set's deck holds, %d the most it may hold */
    add (&c, TL_PROBLEM_ERROR, "$.tiles",
         g_dngettext (GETTEXT_PACKAGE, "the deck holds %lu tile in all, but a set may have at most %d",
                      "the deck holds %lu tiles in all, but a set may have at most %d", (gulong) total),
         (gulong) total, TL_MAX_TOTAL_TILES);

  /* with nothing to draw, every tile would be one that "can never be placed" */
  if (total > starts)
    check_placement (&c, ok);
  g_free (c.tile_path);
}
