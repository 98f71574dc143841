/* test-tile-set-document.c — the tile set being edited (TlTileSetDocument)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The round trip of issue 12: the base tiles D, E, I and R and Discovery tile
 * 63 built from scratch through the document's editing calls, exported and read
 * back, have the built-in data's segments, ports, fields and city borders
 * exactly (in the same order); so have the special cases of docs/rules/extra-tiles.md §4
 * (a city reaching a corner, the crossroads with spurs to two caps, crossing
 * roads, a monastery with roads, an inner field). Undo and redo of every change,
 * runs of typing as one step, refused changes, drafts and `modified`.
 */
#include <string.h>

#include "tl-tile-set-document.h"
#include "tl-tileset-format.h"

#define NONE TL_DESIGN_NONE

static void
edit (TlTileSetDocument *doc, guint index, TlTileEdit what, guint a, guint b, guint c)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tl_tile_set_document_edit_tile (doc, index, what, a, b, c, &error));
  g_assert_no_error (error);
}

static void
kind (TlTileSetDocument *doc, guint index, guint side, TlSegmentKind k)
{
  edit (doc, index, TL_TILE_EDIT_KIND, side, k, 0);
}

static guint
add (TlTileSetDocument *doc, const char *id, guint count)
{
  guint i = tl_tile_set_document_add_tile (doc, -1);

  tl_tile_set_document_set_tile_id (doc, i, id);
  tl_tile_set_document_set_tile_count (doc, i, count);
  return i;
}

/* Every tile of @data has the segments (in order), count and start copies of the
 * built-in set's tile of its id. */
static void
assert_as_builtin (const char *data, const char *builtin_id, guint n_tiles)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) mine = tl_tileset_format_load_data (data, -1, "mine.json", &error);
  g_autoptr(TlTileSet) builtin = tl_tileset_format_load_builtin (builtin_id, NULL);

  g_assert_no_error (error);
  g_assert_cmpuint (mine->types->len, ==, n_tiles);
  for (guint t = 0; t < mine->types->len; t++)
    {
      const TlTileType *a = tl_tile_set_type (mine, t);
      int k = tl_tile_set_lookup (builtin, a->id);
      const TlTileType *b;

      g_assert_cmpint (k, >=, 0);
      b = tl_tile_set_type (builtin, k);
      g_test_message ("tile %s", a->id);
      g_assert_cmpuint (a->count, ==, b->count);
      g_assert_cmpuint (a->n_segments, ==, b->n_segments);
      for (guint s = 0; s < a->n_segments; s++)
        {
          g_assert_cmpint (a->segments[s].kind, ==, b->segments[s].kind);
          g_assert_cmpuint (a->segments[s].ports, ==, b->segments[s].ports);
          g_assert_cmpuint (a->segments[s].touches, ==, b->segments[s].touches);
          g_assert_cmpuint (a->segments[s].pennants, ==, b->segments[s].pennants);
          g_assert_cmpuint (a->segments[s].road_end, ==, b->segments[s].road_end);
          g_assert_cmpuint (a->segments[s].symbols, ==, b->segments[s].symbols);
        }
      g_assert_cmpuint (a->n_port_cities, ==, b->n_port_cities);
      g_assert_cmpmem (a->port_cities, a->n_port_cities * sizeof (TlPortCity),
                       b->port_cities, b->n_port_cities * sizeof (TlPortCity));
    }
}

/* D, E, I, R from the one plain tile a new set has. */
static TlTileSetDocument *
build_base_tiles (void)
{
  TlTileSetDocument *doc = tl_tile_set_document_new ("carcassonne", "mine", "Mine");
  guint i;

  /* D: a city cap N and a road E–W (two road sides are one road through) */
  tl_tile_set_document_set_tile_id (doc, 0, "D");
  tl_tile_set_document_set_tile_count (doc, 0, 4);
  kind (doc, 0, TL_SIDE_N, TL_SEGMENT_CITY);
  kind (doc, 0, TL_SIDE_E, TL_SEGMENT_ROAD);
  kind (doc, 0, TL_SIDE_W, TL_SEGMENT_ROAD);
  /* E: a city cap */
  i = add (doc, "E", 5);
  kind (doc, i, TL_SIDE_N, TL_SEGMENT_CITY);
  /* I: two caps N and W: a second city side joins the first, then is set apart */
  i = add (doc, "I", 2);
  kind (doc, i, TL_SIDE_N, TL_SEGMENT_CITY);
  kind (doc, i, TL_SIDE_W, TL_SEGMENT_CITY);
  edit (doc, i, TL_TILE_EDIT_SEPARATE, TL_SIDE_W, 0, 0);
  /* R: a city on three sides, by clicks (field → road → city) */
  i = add (doc, "R", 3);
  for (guint click = 0; click < 2; click++)
    {
      edit (doc, i, TL_TILE_EDIT_CYCLE_KIND, TL_SIDE_N, 0, 0);
      edit (doc, i, TL_TILE_EDIT_CYCLE_KIND, TL_SIDE_E, 0, 0);
      edit (doc, i, TL_TILE_EDIT_CYCLE_KIND, TL_SIDE_W, 0, 0);
    }
  return doc;
}

static void
test_round_trip_base (void)
{
  g_autoptr(TlTileSetDocument) doc = build_base_tiles ();
  g_autofree char *data = tl_tile_set_document_to_data (doc);

  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 0);
  g_assert_cmpuint (tl_tile_set_document_get_total_tiles (doc), ==, 14);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);
  assert_as_builtin (data, "carcassonne-base", 4);
}

/* Discovery 63 (layout L2231): mountain N, grassland E, sea S, mountain W, the
 * sea filling the middle (so it borders the north mountain), a port city between
 * the sea and the west mountain. */
static void
test_round_trip_discovery (void)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("discovery", "mine", "Mine");
  g_autofree char *data = NULL;

  tl_tile_set_document_set_tile_id (doc, 0, "63");
  kind (doc, 0, TL_SIDE_N, TL_SEGMENT_MOUNTAIN);
  kind (doc, 0, TL_SIDE_S, TL_SEGMENT_SEA);
  kind (doc, 0, TL_SIDE_W, TL_SEGMENT_MOUNTAIN);      /* joins the mountain N */
  edit (doc, 0, TL_TILE_EDIT_SEPARATE, TL_SIDE_W, 0, 0); /* a terrain gets the middle */
  edit (doc, 0, TL_TILE_EDIT_CENTRE, TL_SIDE_S, 0, 0);
  edit (doc, 0, TL_TILE_EDIT_PORT_CITIES, TL_SIDE_S, TL_SIDE_W, 1);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);
  data = tl_tile_set_document_to_data (doc);
  assert_as_builtin (data, "discovery", 1);
}

/* The special cases of docs/rules/extra-tiles.md §4, built from sides and choices. */
static void
test_round_trip_special_cases (void)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", "extra", "Extra");
  g_autofree char *data = NULL;
  guint i;

  tl_tile_set_document_set_addition (doc, TRUE);
  tl_tile_set_document_set_start_tile (doc, -1);
  /* IC-G: a city cap N reaching the SE corner */
  tl_tile_set_document_set_tile_id (doc, 0, "IC-G");
  kind (doc, 0, TL_SIDE_N, TL_SEGMENT_CITY);
  edit (doc, 0, TL_TILE_EDIT_CORNER_WALL, TL_CORNER_SE, TRUE, NONE);
  /* IC-I: caps N and S, roads E and W to a crossroads with spurs to both gates */
  i = add (doc, "IC-I", 1);
  kind (doc, i, TL_SIDE_N, TL_SEGMENT_CITY);
  kind (doc, i, TL_SIDE_S, TL_SEGMENT_CITY);
  kind (doc, i, TL_SIDE_E, TL_SEGMENT_ROAD);
  kind (doc, i, TL_SIDE_W, TL_SEGMENT_ROAD);
  edit (doc, i, TL_TILE_EDIT_SEPARATE, TL_SIDE_E, 0, 0);
  edit (doc, i, TL_TILE_EDIT_ROAD_END, TL_SIDE_E, TL_ROAD_END_JUNCTION, 0);
  edit (doc, i, TL_TILE_EDIT_ROAD_END, TL_SIDE_W, TL_ROAD_END_JUNCTION, 0);
  edit (doc, i, TL_TILE_EDIT_JUNCTION_GATE, TL_SIDE_N, TRUE, 0);
  edit (doc, i, TL_TILE_EDIT_JUNCTION_GATE, TL_SIDE_S, TRUE, 0);
  /* TB-B: two roads through, crossing */
  i = add (doc, "TB-B", 1);
  for (guint s = 0; s < TL_N_SIDES; s++)
    kind (doc, i, s, TL_SEGMENT_ROAD);
  edit (doc, i, TL_TILE_EDIT_JOIN, TL_SIDE_N, TL_SIDE_S, 0);
  edit (doc, i, TL_TILE_EDIT_JOIN, TL_SIDE_E, TL_SIDE_W, 0);
  /* TB-J: a monastery with roads E, S and W stopping at it */
  i = add (doc, "TB-J", 1);
  edit (doc, i, TL_TILE_EDIT_MONASTERY, TRUE, 0, 0);
  kind (doc, i, TL_SIDE_E, TL_SEGMENT_ROAD);
  kind (doc, i, TL_SIDE_S, TL_SEGMENT_ROAD);
  kind (doc, i, TL_SIDE_W, TL_SEGMENT_ROAD);
  /* TB-X: two city corners N+W (wine) and E+S round an inner field */
  i = add (doc, "TB-X", 1);
  for (guint s = 0; s < TL_N_SIDES; s++)
    kind (doc, i, s, TL_SEGMENT_CITY);
  edit (doc, i, TL_TILE_EDIT_SEPARATE, TL_SIDE_E, 0, 0);
  edit (doc, i, TL_TILE_EDIT_SEPARATE, TL_SIDE_S, 0, 0);
  edit (doc, i, TL_TILE_EDIT_JOIN, TL_SIDE_E, TL_SIDE_S, 0);
  edit (doc, i, TL_TILE_EDIT_SYMBOL, TL_SIDE_N, TL_SYMBOL_WINE, TRUE);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);

  data = tl_tile_set_document_to_data (doc);
  {
    /* each against its own built-in set */
    g_autoptr(TlTileSet) mine = tl_tileset_format_load_data (data, -1, "extra.json", NULL);
    g_autoptr(TlTileSet) ic = tl_tileset_format_load_builtin ("inns-and-cathedrals", NULL);
    g_autoptr(TlTileSet) tb = tl_tileset_format_load_builtin ("traders-and-builders", NULL);

    g_assert_nonnull (mine);
    for (guint t = 0; t < mine->types->len; t++)
      {
        const TlTileType *a = tl_tile_set_type (mine, t);
        TlTileSet *from = g_str_has_prefix (a->id, "IC-") ? ic : tb;
        const TlTileType *b = tl_tile_set_type (from, tl_tile_set_lookup (from, a->id));

        g_test_message ("tile %s", a->id);
        g_assert_cmpuint (a->n_segments, ==, b->n_segments);
        g_assert_cmpmem (a->segments, a->n_segments * sizeof (TlSegment),
                         b->segments, b->n_segments * sizeof (TlSegment));
      }
  }
}

/* Every step undoes and redoes; the document comes back to where it started. */
static void
test_undo_redo (void)
{
  g_autoptr(TlTileSetDocument) doc = build_base_tiles ();
  g_autoptr(TlTileSetDocument) fresh = tl_tile_set_document_new ("carcassonne", "mine", "Mine");
  g_autofree char *built = tl_tile_set_document_to_data (doc);
  g_autofree char *empty = tl_tile_set_document_to_data (fresh);
  guint steps = 0;

  g_assert_true (tl_tile_set_document_get_modified (doc));
  g_assert_cmpstr (tl_tile_set_document_undo_label (doc), ==, "Change Side");
  while (tl_tile_set_document_can_undo (doc))
    {
      tl_tile_set_document_undo (doc);
      steps++;
    }
  /* the runs of typing an id or a count are one step each */
  g_assert_cmpuint (steps, ==, 24);
  {
    g_autofree char *undone = tl_tile_set_document_to_data (doc);

    g_assert_cmpstr (undone, ==, empty);
  }
  g_assert_false (tl_tile_set_document_get_modified (doc));
  while (tl_tile_set_document_can_redo (doc))
    tl_tile_set_document_redo (doc);
  {
    g_autofree char *redone = tl_tile_set_document_to_data (doc);

    g_assert_cmpstr (redone, ==, built);
  }
}

static void
test_typing_is_one_step (void)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", "t", "T");

  tl_tile_set_document_set_tile_name (doc, 0, "c");
  tl_tile_set_document_set_tile_name (doc, 0, "ca");
  tl_tile_set_document_set_tile_name (doc, 0, "cap");
  tl_tile_set_document_set_name (doc, "M");
  tl_tile_set_document_set_name (doc, "My");
  g_assert_cmpstr (tl_tile_set_document_undo_label (doc), ==, "Rename Tile Set");
  tl_tile_set_document_undo (doc);
  g_assert_cmpstr (tl_tile_set_document_get_name (doc), ==, "T");
  g_assert_cmpstr (tl_tile_set_document_undo_label (doc), ==, "Rename Tile");
  tl_tile_set_document_undo (doc);
  {
    g_autoptr(TlTileSetEntry) tile = tl_tile_set_document_get_tile (doc, 0);

    g_assert_null (tl_tile_set_entry_get_name (tile));
  }
  g_assert_false (tl_tile_set_document_can_undo (doc));
  /* a change that changes nothing is no step */
  tl_tile_set_document_set_tile_count (doc, 0, 1);
  g_assert_false (tl_tile_set_document_can_undo (doc));
}

/* A change that would make no tile is refused, and nothing changes. */
static void
test_refused_change (void)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", "t", "T");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  kind (doc, 0, TL_SIDE_N, TL_SEGMENT_CITY);
  kind (doc, 0, TL_SIDE_E, TL_SEGMENT_ROAD);
  kind (doc, 0, TL_SIDE_S, TL_SEGMENT_CITY);   /* a cap of its own */
  kind (doc, 0, TL_SIDE_W, TL_SEGMENT_ROAD);   /* one road E–W between the caps */
  before = tl_tile_set_document_to_data (doc);
  g_assert_false (tl_tile_set_document_edit_tile (doc, 0, TL_TILE_EDIT_JOIN, TL_SIDE_N,
                                                  TL_SIDE_S, 0, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE);
  g_assert_cmpstr (error->message, ==, "tile T1: the city on N, S crosses the road through E, W");
  after = tl_tile_set_document_to_data (doc);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (tl_tile_set_document_undo_label (doc), ==, "Change Side");
}

/* A count the file got wrong ("eight"): giving the tile a count answers the
 * reader's problem (the set plays), and undo brings the problem back. */
static void
test_draft_count_fixed (void)
{
  const char *data =
    "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"d\",\"name\":\"D\",\"game\":\"carcassonne\","
    "\"tiles\":[{\"id\":\"U\",\"count\":\"eight\",\"start\":1,\"segments\":["
    "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (data, -1, "d.json", &error);
  GPtrArray *problems;

  g_assert_no_error (error);
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 1);
  g_assert_cmpstr (((TlProblem *) g_ptr_array_index (problems, 0))->path, ==, "$.tiles[0].count");

  tl_tile_set_document_set_tile_count (doc, 0, 3);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 0);
  {
    g_autoptr(TlTileSet) set = tl_tile_set_document_to_set (doc, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (tl_tile_set_type (set, 0)->count, ==, 3);
  }

  g_assert_cmpint (tl_tile_set_document_undo (doc), ==, 0);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 1);
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpstr (((TlProblem *) g_ptr_array_index (problems, 0))->path, ==, "$.tiles[0].count");
  g_assert_cmpint (tl_tile_set_document_redo (doc), ==, 0);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);

  /* at one copy, the start tile alone: a warning says why, not that the
   * tile "can never be placed" */
  tl_tile_set_document_set_tile_count (doc, 0, 1);
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpint (((TlProblem *) g_ptr_array_index (problems, 0))->severity, ==, TL_PROBLEM_WARNING);
  g_assert_cmpstr (((TlProblem *) g_ptr_array_index (problems, 0))->message, ==,
                   "the deck holds only the start tile: a game would end before its first turn; add "
                   "tiles, or copies of it, to draw");
}

/* A file with problems opens as a draft, every tile kept; a tile whose fields
 * do not follow from its sides stays as read until it is edited. */
static void
test_draft (void)
{
  const char *data =
    "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"d\",\"name\":\"D\",\"game\":\"carcassonne\","
    "\"tiles\":[{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":["
    "{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]},"
    "{\"id\":\"Q\",\"count\":\"two\",\"segments\":[{\"kind\":\"field\",\"ports\":[\"N\"]}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (data, -1, "d.json", &error);
  g_autoptr(TlTileSetEntry) e = NULL;
  GPtrArray *problems;
  const TlProblem *p;

  g_assert_no_error (error);
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 2);
  g_assert_false (tl_tile_set_document_get_modified (doc));
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 2);
  p = g_ptr_array_index (problems, 0);
  g_assert_cmpint (p->tile, ==, 0);
  g_assert_cmpstr (p->message, ==, "tile E: the field at side E next to corner NE borders the city "
                   "on N, but the tile does not say so");
  p = g_ptr_array_index (problems, 1);
  g_assert_cmpint (p->tile, ==, 1);
  g_assert_cmpstr (p->path, ==, "$.tiles[1].count");
  e = tl_tile_set_document_get_tile (doc, 0);
  g_assert_true (tl_tile_set_entry_get_as_read (e));
  g_assert_nonnull (tl_tile_set_entry_get_tile (e));   /* it can be drawn */
  g_clear_object (&e);
  e = tl_tile_set_document_get_tile (doc, 1);
  g_assert_null (tl_tile_set_entry_get_tile (e));      /* it cannot */
  g_clear_object (&e);
  /* the draft can be saved as it is, not played */
  {
    g_autofree char *out = tl_tile_set_document_to_data (doc);
    g_autoptr(GPtrArray) again = tl_problem_list_new ();
    g_autoptr(TlTileSet) reread = tl_tileset_format_read_data (out, -1, "d.json", again, NULL);

    g_assert_cmpuint (reread->types->len, ==, 2);
    g_assert_null (tl_tile_set_document_to_set (doc, &error));
    g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
    g_clear_error (&error);
  }
  /* editing the first tile makes it what its sides say */
  edit (doc, 0, TL_TILE_EDIT_PENNANTS, TL_SIDE_N, 1, 0);
  e = tl_tile_set_document_get_tile (doc, 0);
  g_assert_false (tl_tile_set_entry_get_as_read (e));
  problems = tl_tile_set_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 2);
  p = g_ptr_array_index (problems, 0);
  g_assert_cmpint (p->severity, ==, TL_PROBLEM_WARNING);
  g_assert_cmpstr (p->message, ==, "tile E can never be placed: none of its sides matches a side "
                   "of a tile of the set");
  g_assert_cmpint (((TlProblem *) g_ptr_array_index (problems, 1))->tile, ==, 1);
  /* and the second: a plain field tile; the draft plays */
  edit (doc, 1, TL_TILE_EDIT_KIND, TL_SIDE_S, TL_SEGMENT_ROAD, 0);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);
  {
    g_autoptr(TlTileSet) set = tl_tile_set_document_to_set (doc, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (set->total_tiles, ==, 2);
  }
}

static void
test_tiles_list (void)
{
  g_autoptr(TlTileSetDocument) doc = build_base_tiles ();
  GListModel *tiles = tl_tile_set_document_get_tiles (doc);
  g_autoptr(TlTileSetEntry) first = NULL;
  guint copy;

  g_assert_cmpuint (g_list_model_get_n_items (tiles), ==, 4);
  copy = tl_tile_set_document_duplicate_tile (doc, 0);
  g_assert_cmpuint (copy, ==, 1);
  first = tl_tile_set_document_get_tile (doc, 1);
  g_assert_cmpstr (tl_tile_set_entry_get_id (first), ==, "D2");
  g_assert_false (tl_tile_set_entry_get_start (first));
  tl_tile_set_document_move_tile (doc, 1, 4);
  g_assert_cmpint (tl_tile_set_document_find (doc, "D2"), ==, 4);
  tl_tile_set_document_remove_tile (doc, 4);
  g_assert_cmpuint (g_list_model_get_n_items (tiles), ==, 4);
  tl_tile_set_document_undo (doc);
  g_assert_cmpint (tl_tile_set_document_find (doc, "D2"), ==, 4);
  tl_tile_set_document_undo (doc);
  g_assert_cmpint (tl_tile_set_document_find (doc, "D2"), ==, 1);
  tl_tile_set_document_set_start_tile (doc, 2);
  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 2);
  tl_tile_set_document_undo (doc);
  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 0);
  /* turning a tile turns its sides */
  edit (doc, 0, TL_TILE_EDIT_ROTATE, 1, 0, 0);
  {
    g_autoptr(TlTileSetEntry) d = tl_tile_set_document_get_tile (doc, 0);

    g_assert_cmpint (tl_tile_type_side_kind (tl_tile_set_entry_get_tile (d), TL_SIDE_E, 0), ==,
                     TL_SEGMENT_CITY);
    g_assert_cmpint (tl_tile_type_side_kind (tl_tile_set_entry_get_tile (d), TL_SIDE_N, 0), ==,
                     TL_SEGMENT_ROAD);
  }
}

static void
test_modified (void)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", "t", "T");

  g_assert_false (tl_tile_set_document_get_modified (doc));
  kind (doc, 0, TL_SIDE_N, TL_SEGMENT_CITY);
  g_assert_true (tl_tile_set_document_get_modified (doc));
  tl_tile_set_document_mark_saved (doc);
  g_assert_false (tl_tile_set_document_get_modified (doc));
  tl_tile_set_document_undo (doc);
  g_assert_true (tl_tile_set_document_get_modified (doc));
  tl_tile_set_document_redo (doc);
  g_assert_false (tl_tile_set_document_get_modified (doc));
}

/* Trying the set: the same seed gives the same report, another seed another. */
static void
test_trial (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin ("carcassonne-base", NULL);
  g_autofree char *json = tl_tileset_format_to_data (base, NULL);
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (json, -1, "b.json", &error);
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(TlRecord) other = NULL;
  g_autofree guint *d1 = g_new0 (guint, 24), *d2 = g_new0 (guint, 24), *d3 = g_new0 (guint, 24);
  TlSimulation a, b, c;

  g_assert_no_error (error);
  header = tl_tile_set_document_trial_header (doc, 2, 0, 11, &error);
  g_assert_no_error (error);
  g_assert_true (header->tileset_inline);
  g_assert_true (tl_simulation_run_tiles (header, 30, 0, NULL, NULL, &a, d1, &error));
  g_assert_true (tl_simulation_run_tiles (header, 30, 0, NULL, NULL, &b, d2, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_cmpmem (d1, 24 * sizeof (guint), d2, 24 * sizeof (guint));
  g_assert_cmpuint (a.games, ==, 30);
  /* every tile but the start tile is drawn: placed or discarded */
  {
    guint discards = 0;

    for (guint t = 0; t < 24; t++)
      discards += d1[t];
    g_assert_cmpfloat (a.turns * a.games + discards, ==, 30 * 71);
    g_assert_cmpfloat (a.tiles_discarded * a.games, ==, discards);
  }
  g_assert_cmpfloat_with_epsilon (a.mean_points[TL_SEGMENT_CITY] + a.mean_points[TL_SEGMENT_ROAD] +
                                  a.mean_points[TL_SEGMENT_FIELD] +
                                  a.mean_points[TL_SEGMENT_MONASTERY] + a.mean_other,
                                  a.mean_score, 1e-9);
  other = tl_tile_set_document_trial_header (doc, 2, 0, 12, NULL);
  g_assert_true (tl_simulation_run_tiles (other, 30, 0, NULL, NULL, &c, d3, NULL));
  g_assert_cmpfloat (c.mean_score, !=, a.mean_score);

  /* a draft is not tried */
  tl_tile_set_document_set_start_tile (doc, -1);
  g_assert_null (tl_tile_set_document_trial_header (doc, 2, 0, 11, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tile-set-document/round-trip/base", test_round_trip_base);
  g_test_add_func ("/tile-set-document/round-trip/discovery", test_round_trip_discovery);
  g_test_add_func ("/tile-set-document/round-trip/special-cases", test_round_trip_special_cases);
  g_test_add_func ("/tile-set-document/undo-redo", test_undo_redo);
  g_test_add_func ("/tile-set-document/typing-is-one-step", test_typing_is_one_step);
  g_test_add_func ("/tile-set-document/refused-change", test_refused_change);
  g_test_add_func ("/tile-set-document/draft", test_draft);
  g_test_add_func ("/tile-set-document/draft-count-fixed", test_draft_count_fixed);
  g_test_add_func ("/tile-set-document/tiles-list", test_tiles_list);
  g_test_add_func ("/tile-set-document/modified", test_modified);
  g_test_add_func ("/tile-set-document/trial", test_trial);
  return g_test_run ();
}
