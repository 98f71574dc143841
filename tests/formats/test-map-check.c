/* test-map-check.c — the rules of a map layout and of a join, with their exact messages
 *
 * Every rule of tl_map_layout_check() and tl_map_layout_check_join() (issue 13,
 * item 3; docs/editor.md §"Map layouts: validation") is broken once on its own and
 * the whole list of problems compared, in order, with the JSON path
 * tl_map_format_problem_path() gives each; then the reader's own problems (rows),
 * the loader's error built from the first problem, and a valid layout of each
 * kind of cell with no problem at all.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-map-format.h"

/* A layout from its rows (legend of docs/rules/maps.md §5), read by the format's reader. */
static TlMapLayout *
layout_from_rows (const char *id,
                  const char *rows,
                  guint       deck_tiles,
                  GPtrArray  *problems)
{
  g_auto(GStrv) lines = g_strsplit (rows, "|", -1);
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  TlMapLayout *layout;

  g_string_append_printf (json, "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"%s\","
                          "\"name\":\"%s\",\"width\":%u,\"height\":%u,\"cells\":[",
                          id, id, (guint) strlen (lines[0]), g_strv_length (lines));
  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (json, "%s\"%s\"", i ? "," : "", lines[i]);
  g_string_append (json, "]}");
  layout = tl_map_format_read_data (json->str, -1, "m.json", deck_tiles, problems, &error);
  g_assert_no_error (error);
  g_assert_nonnull (layout);
  return layout;
}

/* The problems as "PATH: MESSAGE" lines. */
static char *
problems_text (GPtrArray *problems)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const TlMapProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *path = tl_map_format_problem_path ("$", p);

      g_string_append_printf (text, "%s%s: %s", i ? "\n" : "", path, p->message);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

typedef struct {
  const char *name;
  const char *rows;       /* rows joined by '|' */
  guint deck_tiles;
  const char *problems;   /* "PATH: MESSAGE" lines, "" for none */
} Case;

static const Case cases[] = {
  { "valid-every-kind", "S.Tpob#|.......", 0, "" },
  { "valid-half-columns", "h.S.h|h...h", 0, "" },
  { "no-start", "...|.T.", 0,
    "$.cells: no start square (a map needs at least one)" },
  { "half-inside", "S.h.", 0,
    "$.cells[0]: cell (2, 0): a half square may only lie in the first or last column (the seam)\n"
    "$.cells[0]: cell (3, 0) cannot be reached from a start square through playable squares "
    "(an area of 1 square)" },
  { "unreachable-area", "S.#..|..#.T|###..", 0,
    "$.cells[0]: cell (3, 0) cannot be reached from a start square through playable squares "
    "(an area of 6 squares)" },
  { "unreachable-corner-only", "S#|#.", 0,
    "$.cells[1]: cell (1, 1) cannot be reached from a start square through playable squares "
    "(an area of 1 square)" },
  { "unreachable-two-areas", ".#S#.|##.##|T#.#.", 0,
    "$.cells[0]: cell (0, 0) cannot be reached from a start square through playable squares "
    "(an area of 1 square)\n"
    "$.cells[0]: cell (4, 0) cannot be reached from a start square through playable squares "
    "(an area of 1 square)\n"
    "$.cells[2]: cell (0, 2) cannot be reached from a start square through playable squares "
    "(an area of 1 square)\n"
    "$.cells[2]: cell (4, 2) cannot be reached from a start square through playable squares "
    "(an area of 1 square)" },
  { "two-starts-reach-apart", "S.#.S", 0, "" },
  { "thirty-towns", "STTTTTTTTTTTTTTTTTTTTTTTTTTTTTT", 0, "" },
  { "too-many-towns", "STTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT", 0,
    "$.cells[0]: cell (31, 0): town 31 of 32, but Map-Chips has 30 chips: a map holds at most "
    "30 towns" },
  { "outlines-fit-the-deck", "SSpobp", 6, "" },
  { "outlines-deck-unknown", "SSpobp", 0, "" },
  { "too-many-outlines", "SSpo|bp..", 5,
    "$.cells[1]: cell (1, 1): outlined square 4 of 4 stays empty: a deck of 5 tiles fills only "
    "3 after the start squares" },
  { "outlines-no-tile-left", "SSSp", 2,
    "$.cells[0]: cell (3, 0): outlined square 1 of 1 stays empty: a deck of 2 tiles fills only "
    "0 after the start squares" },
  /* the order: start, colours, half columns, reachability, towns, outlines */
  { "several-rules", "..h#.", 0,
    "$.cells: no start square (a map needs at least one)\n"
    "$.cells[0]: cell (2, 0): a half square may only lie in the first or last column (the seam)" },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = layout_from_rows (c->name, c->rows, c->deck_tiles, problems);
  g_autofree char *text = problems_text (problems);

  g_assert_cmpstr (text, ==, c->problems);
}

/* Cells a file cannot hold: the checks of a layout built in code. */
static void
test_colours_and_kinds (void)
{
  g_autoptr(TlMapLayout) layout = tl_map_layout_new ("m", "M", 4, 1);
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autofree char *text = NULL;

  tl_map_layout_set (layout, 0, 0, TL_MAP_START, TL_MAP_NO_COLOR);
  tl_map_layout_set (layout, 1, 0, TL_MAP_OUTLINED, TL_MAP_NO_COLOR);
  tl_map_layout_set (layout, 2, 0, TL_MAP_TOWN, TL_MAP_ORANGE);
  tl_map_layout_set (layout, 3, 0, 9, TL_MAP_NO_COLOR);
  g_assert_cmpuint (tl_map_layout_check (layout, 0, problems), ==, 3);
  text = problems_text (problems);
  g_assert_cmpstr (text, ==,
                   "$.cells[0]: cell (1, 0): an outlined square needs a colour\n"
                   "$.cells[0]: cell (2, 0): only an outlined square has a colour\n"
                   "$.cells[0]: cell (3, 0) is of no known kind");
}

/* Start squares, towns and outlined squares are playable cells by construction
 * (a cell has one kind): each is a square a tile may go on, and reached. */
static void
test_markers_are_playable (void)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = layout_from_rows ("m", "STpob", 0, problems);

  g_assert_cmpuint (problems->len, ==, 0);
  for (guint x = 0; x < 5; x++)
    g_assert_true (tl_map_layout_playable (layout, x, 0));
}

/* The reader's own problems: rows of another length or number, unknown cells;
 * what they leave out reads as blocked and the rules are still checked. */
static void
test_file_problems (void)
{
  static const struct {
    const char *cells;
    guint width, height;
    const char *problems;
  } files[] = {
    { "[\"S..\",\"..\"]", 3, 2,
      "$.cells[1]: row 1 has 2 cells, but width is 3 (every row must be as long)" },
    { "[\"S...\",\"...\"]", 3, 2,
      "$.cells[0]: row 0 has 4 cells, but width is 3 (every row must be as long)" },
    { "[\"S..\"]", 3, 2, "$.cells: 1 row, but height is 2" },
    { "[\"S.x\",\"x..\"]", 3, 2,
      "$.cells[0]: cell (2, 0) is 'x', not one of . # S T p o b h (playable, blocked, start, town, "
      "outlined purple, orange, light-blue, half square)\n"
      "$.cells[1]: cell (0, 1) is 'x', not one of . # S T p o b h (playable, blocked, start, town, "
      "outlined purple, orange, light-blue, half square)" },
    { "[\"S#.\",\"..\"]", 3, 2,
      "$.cells[1]: row 1 has 2 cells, but width is 3 (every row must be as long)\n"
      "$.cells[0]: cell (2, 0) cannot be reached from a start square through playable squares "
      "(an area of 1 square)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"format\":\"tilelands-map\",\"version\":1,"
                                               "\"id\":\"m\",\"name\":\"M\",\"width\":%u,"
                                               "\"height\":%u,\"cells\":%s}",
                                               files[i].width, files[i].height, files[i].cells);
      g_autoptr(GPtrArray) problems = tl_map_problems_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TlMapLayout) layout = tl_map_format_read_data (json, -1, "m.json", 0, problems, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (layout);
      text = problems_text (problems);
      g_assert_cmpstr (text, ==, files[i].problems);
    }
}

/* The loader refuses a layout with problems: the first one, and how many more. */
static void
test_loader_error (void)
{
  static const char *json =
    "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"m\",\"name\":\"M\",\"width\":4,"
    "\"height\":2,\"cells\":[\"S#.h\",\"##.h\"]}";
  static const char *one =
    "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"m\",\"name\":\"M\",\"width\":2,"
    "\"height\":1,\"cells\":[\"S#\"]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = tl_map_format_load_data (json, -1, "m.json", &error);
  g_autoptr(TlMapLayout) good = NULL;
  g_autoptr(TlMapLayout) built = tl_map_layout_new ("b", "B", 3, 1);

  g_assert_null (layout);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==,
                   "m.json: $.cells[0]: cell (2, 0) cannot be reached from a start square through "
                   "playable squares (an area of 2 squares)");
  g_clear_error (&error);

  good = tl_map_format_load_data (one, -1, "m.json", &error);
  g_assert_no_error (error);
  g_assert_nonnull (good);

  tl_map_layout_set (built, 1, 0, TL_MAP_HALF, TL_MAP_NO_COLOR);
  tl_map_layout_set (built, 2, 0, TL_MAP_PLAYABLE, TL_MAP_NO_COLOR);
  g_assert_false (tl_map_layout_finish (built, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "the map “B”: no start square (a map needs at least one) (and 1 more problem)");
}

/* Joins: usa-west and usa-east give usa-both in either order; the rules of the
 * join each have their message; the joined map's own problems follow. */
static void
test_join (void)
{
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autoptr(TlMapLayout) east = tl_map_format_load_builtin ("usa-east", NULL);
  g_autoptr(TlMapLayout) both = tl_map_format_load_builtin ("usa-both", NULL);
  static const struct {
    const char *a, *b;
    const char *problems;
  } joins[] = {
    { "S.h|..h", "h.S|h..", "" },
    { "S.h|..h", "h.S", "the maps cannot be joined: “a” has 2 rows and “b” has 1 (their half "
      "columns must be as high)" },
    { "S..|...", "S.h|..h", "the maps cannot be joined: neither has half squares in its last "
      "column facing half squares in the first column of the other" },
    { "S.h|..h|...", "h.S|...|h..",
      "row 1: cell (2, 1) of “a” is a half square, but cell (0, 1) of “b” is not: half squares "
      "must pair up across the seam\n"
      "row 2: cell (0, 2) of “b” is a half square, but cell (2, 2) of “a” is not: half squares "
      "must pair up across the seam" },
    /* the joined map's problems, in its own cells: b's start is cut off by water */
    { "S.h|..h", "h#.|h#.",
      "cell (4, 0) cannot be reached from a start square through playable squares (an area of "
      "2 squares)" },
  };

  for (guint order = 0; order < 2; order++)
    {
      g_autoptr(GPtrArray) problems = tl_map_problems_new ();
      g_autoptr(TlMapLayout) joined = order == 0 ? tl_map_layout_check_join (west, east, 228, problems)
                                                 : tl_map_layout_check_join (east, west, 228, problems);

      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_nonnull (joined);
      g_assert_cmpstr (joined->id, ==, "usa-west+usa-east");
      g_assert_cmpuint (joined->width, ==, both->width);
      g_assert_cmpuint (joined->height, ==, both->height);
      g_assert_true (joined->joined);
      g_assert_cmpmem (joined->cells, (gsize) joined->width * joined->height * sizeof (TlMapCell),
                       both->cells, (gsize) both->width * both->height * sizeof (TlMapCell));
    }
  g_assert_cmpint (tl_map_layout_seam_order (west, east), ==, 1);
  g_assert_cmpint (tl_map_layout_seam_order (east, west), ==, -1);
  g_assert_cmpint (tl_map_layout_seam_order (west, west), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (joins); i++)
    {
      g_autoptr(GPtrArray) ignored = tl_map_problems_new ();
      g_autoptr(GPtrArray) problems = tl_map_problems_new ();
      g_autoptr(TlMapLayout) a = layout_from_rows ("a", joins[i].a, 0, ignored);
      g_autoptr(TlMapLayout) b = layout_from_rows ("b", joins[i].b, 0, ignored);
      g_autoptr(TlMapLayout) joined = tl_map_layout_check_join (a, b, 0, problems);
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint k = 0; k < problems->len; k++)
        g_string_append_printf (text, "%s%s", k ? "\n" : "",
                                ((TlMapProblem *) g_ptr_array_index (problems, k))->message);
      g_assert_cmpstr (text->str, ==, joins[i].problems);
      g_assert_true ((joined != NULL) == (i == 0 || i == 4));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/map-check/%s", cases[i].name);

      g_test_add_data_func (name, &cases[i], test_case);
    }
  g_test_add_func ("/map-check/colours-and-kinds", test_colours_and_kinds);
  g_test_add_func ("/map-check/markers-are-playable", test_markers_are_playable);
  g_test_add_func ("/map-check/file-problems", test_file_problems);
  g_test_add_func ("/map-check/loader-error", test_loader_error);
  g_test_add_func ("/map-check/join", test_join);
  return g_test_run ();
}
