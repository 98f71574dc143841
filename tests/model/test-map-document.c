/* test-map-document.c — TlMapDocument: painting, undo and redo, resizing, problems, joins
 *
 * - USA West drawn from an empty grid through the document's API (resize, fill,
 *   lines, rectangles, a lake filled back, a stroke of towns, single cells) and
 *   exported gives the built-in layout's cells exactly; every step undone gives the
 *   empty grid back, every step redone the map again.
 * - Each change is one step with its name; a change that changes nothing is none;
 *   a new change forgets the redo side; "modified" follows the saved point.
 * - Resizing on each side keeps the cells in their place; too small or too large
 *   is refused.
 * - Lines are four-connected; rectangles and fills paint exactly their cells.
 * - Counts and problems follow every change, undo and the deck; the join preview
 *   is usa-both's.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-map-document.h"
#include "tl-map-format.h"

typedef struct { gint x, y; } Cell;

static const Cell west_starts[] = { { 4, 2 }, { 10, 8 } };
static const Cell west_towns[] = {
  { 3, 0 }, { 10, 0 }, { 13, 1 }, { 8, 2 }, { 9, 3 }, { 12, 3 }, { 2, 4 }, { 6, 4 }, { 10, 5 },
  { 4, 6 }, { 14, 6 }, { 7, 7 }, { 12, 9 }, { 8, 10 }, { 11, 11 },
};
static const Cell west_purple[] = { { 6, 1 }, { 13, 4 }, { 3, 5 }, { 8, 9 }, { 13, 11 } };
static const Cell west_orange[] = { { 12, 0 }, { 14, 2 }, { 5, 3 }, { 11, 7 }, { 11, 10 } };
static const Cell west_blue[] = { { 2, 1 }, { 9, 4 }, { 7, 5 }, { 13, 8 }, { 6, 9 } };

static void
set_cells (TlMapDocument *doc, const Cell *cells, guint n, TlMapPaint paint)
{
  for (guint i = 0; i < n; i++)
    tl_map_document_set_cell (doc, cells[i].x, cells[i].y, paint);
}

/* Draws USA West as a user would; returns the number of steps taken. */
static guint
draw_usa_west (TlMapDocument *doc)
{
  guint steps = 0;

  g_assert_true (tl_map_document_resize (doc, 0, 0, 15, 11));        /* 16 × 12, all water */
  steps++;
  g_assert_cmpuint (tl_map_document_flood_fill (doc, 5, 5, TL_MAP_PAINT_PLAYABLE), ==, 192);
  steps++;
  tl_map_document_paint_line (doc, 15, 0, 15, 11, TL_MAP_PAINT_HALF);  /* the seam */
  steps++;
  /* the Pacific coast, north to south */
  tl_map_document_paint_rectangle (doc, 0, 0, 0, 11, TL_MAP_PAINT_BLOCKED);
  tl_map_document_set_cell (doc, 1, 0, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_rectangle (doc, 1, 11, 1, 4, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_rectangle (doc, 2, 6, 2, 11, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_line (doc, 3, 8, 3, 11, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_line (doc, 4, 11, 4, 9, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_rectangle (doc, 6, 11, 5, 10, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_line (doc, 7, 11, 9, 11, TL_MAP_PAINT_BLOCKED);
  steps += 8;
  /* a lake painted, then filled back with land */
  tl_map_document_paint_rectangle (doc, 6, 6, 8, 7, TL_MAP_PAINT_BLOCKED);
  g_assert_cmpuint (tl_map_document_flood_fill (doc, 7, 6, TL_MAP_PAINT_PLAYABLE), ==, 6);
  steps += 2;
  set_cells (doc, west_starts, G_N_ELEMENTS (west_starts), TL_MAP_PAINT_START);
  steps += G_N_ELEMENTS (west_starts);
  /* the towns in one stroke */
  tl_map_document_begin_stroke (doc, "Towns");
  set_cells (doc, west_towns, G_N_ELEMENTS (west_towns), TL_MAP_PAINT_TOWN);
  tl_map_document_end_stroke (doc);
  steps++;
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Towns");
  set_cells (doc, west_purple, G_N_ELEMENTS (west_purple), TL_MAP_PAINT_PURPLE);
  set_cells (doc, west_orange, G_N_ELEMENTS (west_orange), TL_MAP_PAINT_ORANGE);
  set_cells (doc, west_blue, G_N_ELEMENTS (west_blue), TL_MAP_PAINT_LIGHT_BLUE);
  steps += 15;
  tl_map_document_set_name (doc, "My West");
  steps++;
  return steps;
}

static void
assert_is_usa_west (TlMapDocument *doc)
{
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autofree char *json = tl_map_document_to_json (doc);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) exported = tl_map_format_load_data (json, -1, "export.json", &error);
  g_autoptr(TlMapLayout) west_again = NULL;
  g_autofree char *west_json = NULL;
  g_autofree char *exported_json = NULL;
  g_auto(GStrv) west_rows = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (exported->id, ==, "my-west");
  g_assert_cmpstr (exported->name, ==, "My West");
  g_assert_cmpuint (exported->width, ==, west->width);
  g_assert_cmpuint (exported->height, ==, west->height);
  g_assert_cmpmem (exported->cells, (gsize) exported->width * exported->height * sizeof (TlMapCell),
                   west->cells, (gsize) west->width * west->height * sizeof (TlMapCell));
  /* and the file's rows are the built-in file's rows, character for character */
  west_again = tl_map_document_to_layout (doc);
  g_free (west_again->id);
  west_again->id = g_strdup (west->id);
  g_free (west_again->name);
  west_again->name = g_strdup (west->name);
  west_json = tl_map_format_to_data (west, NULL);
  exported_json = tl_map_format_to_data (west_again, NULL);
  g_assert_cmpstr (exported_json, ==, west_json);
}

static void
test_draw_usa_west (void)
{
  g_autoptr(TlMapDocument) doc = tl_map_document_new ("my-west", "Untitled", 1, 1);
  guint steps, undone = 0;
  GPtrArray *problems;

  tl_map_document_set_deck_tiles (doc, 114);
  g_assert_false (tl_map_document_can_undo (doc));
  steps = draw_usa_west (doc);
  assert_is_usa_west (doc);

  g_assert_cmpuint (tl_map_document_get_squares (doc), ==, 139);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_PLAYABLE), ==, 107);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 41);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_START), ==, 2);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_TOWN), ==, 15);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_PURPLE), ==, 5);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_ORANGE), ==, 5);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_LIGHT_BLUE), ==, 5);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_HALF), ==, 12);
  g_assert_cmpuint (tl_map_document_get_problems (doc)->len, ==, 0);

  while (tl_map_document_undo (doc))
    undone++;
  g_assert_cmpuint (undone, ==, steps);
  g_assert_cmpuint (tl_map_document_get_width (doc), ==, 1);
  g_assert_cmpuint (tl_map_document_get_height (doc), ==, 1);
  g_assert_cmpint (tl_map_document_get_paint (doc, 0, 0), ==, TL_MAP_PAINT_BLOCKED);
  g_assert_cmpstr (tl_map_document_get_name (doc), ==, "Untitled");
  problems = tl_map_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((TlMapProblem *) problems->pdata[0])->message, ==,
                   "no start square (a map needs at least one)");

  while (tl_map_document_redo (doc))
    undone--;
  g_assert_cmpuint (undone, ==, 0);
  assert_is_usa_west (doc);
  g_assert_cmpuint (tl_map_document_get_problems (doc)->len, ==, 0);
}

static void
test_steps (void)
{
  g_autoptr(TlMapDocument) doc = tl_map_document_new ("m", "M", 3, 2);

  g_assert_false (tl_map_document_get_modified (doc));
  g_assert_null (tl_map_document_get_undo_label (doc));

  /* nothing changed, no step */
  tl_map_document_set_cell (doc, 0, 0, TL_MAP_PAINT_BLOCKED);
  tl_map_document_set_cell (doc, 5, 5, TL_MAP_PAINT_START);
  tl_map_document_set_name (doc, "  ");
  tl_map_document_set_name (doc, "M");
  g_assert_cmpuint (tl_map_document_flood_fill (doc, 0, 0, TL_MAP_PAINT_BLOCKED), ==, 0);
  g_assert_false (tl_map_document_can_undo (doc));
  tl_map_document_begin_stroke (doc, NULL);
  tl_map_document_end_stroke (doc);
  g_assert_false (tl_map_document_can_undo (doc));

  tl_map_document_set_cell (doc, 0, 0, TL_MAP_PAINT_START);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Paint Square");
  g_assert_true (tl_map_document_get_modified (doc));
  tl_map_document_mark_saved (doc);
  g_assert_false (tl_map_document_get_modified (doc));
  tl_map_document_paint_line (doc, 1, 0, 2, 1, TL_MAP_PAINT_PLAYABLE);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Paint Line");
  g_assert_true (tl_map_document_get_modified (doc));
  tl_map_document_set_name (doc, "  Mine ");
  g_assert_cmpstr (tl_map_document_get_name (doc), ==, "Mine");
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Rename");

  g_assert_true (tl_map_document_undo (doc));
  g_assert_cmpstr (tl_map_document_get_name (doc), ==, "M");
  g_assert_cmpstr (tl_map_document_get_redo_label (doc), ==, "Rename");
  g_assert_true (tl_map_document_undo (doc));
  g_assert_false (tl_map_document_get_modified (doc));   /* back at the saved point */
  g_assert_cmpint (tl_map_document_get_paint (doc, 1, 0), ==, TL_MAP_PAINT_BLOCKED);
  g_assert_true (tl_map_document_can_redo (doc));
  /* a new change forgets what could be redone */
  tl_map_document_paint_rectangle (doc, 0, 1, 2, 1, TL_MAP_PAINT_TOWN);
  g_assert_false (tl_map_document_can_redo (doc));
  g_assert_false (tl_map_document_redo (doc));
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Paint Rectangle");
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_TOWN), ==, 3);
  g_assert_cmpuint (tl_map_document_flood_fill (doc, 2, 1, TL_MAP_PAINT_PLAYABLE), ==, 3);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Fill");
  g_assert_true (tl_map_document_resize (doc, 1, 0, 0, 0));
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Resize");
}

static void
test_line_cells (void)
{
  static const struct {
    gint x0, y0, x1, y1;
    const char *cells;
  } lines[] = {
    { 0, 0, 0, 0, "(0,0)" },
    { 0, 0, 3, 0, "(0,0) (1,0) (2,0) (3,0)" },
    { 2, 3, 2, 1, "(2,3) (2,2) (2,1)" },
    { 0, 0, 2, 2, "(0,0) (0,1) (1,1) (1,2) (2,2)" },
    { 0, 0, 3, 1, "(0,0) (1,0) (1,1) (2,1) (3,1)" },
    { 3, 1, 0, 0, "(3,1) (2,1) (2,0) (1,0) (0,0)" },
    { 0, 0, -1, 4, "(0,0) (0,1) (0,2) (-1,2) (-1,3) (-1,4)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(GArray) cells = tl_map_document_line_cells (lines[i].x0, lines[i].y0,
                                                            lines[i].x1, lines[i].y1);
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint k = 0; k < cells->len; k += 2)
        g_string_append_printf (text, "%s(%d,%d)", k ? " " : "", g_array_index (cells, gint, k),
                                g_array_index (cells, gint, k + 1));
      g_assert_cmpstr (text->str, ==, lines[i].cells);
    }
}

/* The grid as rows of paint digits. */
static char *
rows_of (TlMapDocument *doc)
{
  GString *text = g_string_new (NULL);

  for (guint y = 0; y < tl_map_document_get_height (doc); y++)
    {
      if (y > 0)
        g_string_append_c (text, '|');
      for (guint x = 0; x < tl_map_document_get_width (doc); x++)
        g_string_append_c (text, '0' + tl_map_document_get_paint (doc, x, y));
    }
  return g_string_free (text, FALSE);
}

static void
test_resize (void)
{
  g_autoptr(TlMapDocument) doc = tl_map_document_new ("m", "M", 2, 2);
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL;

  tl_map_document_set_cell (doc, 0, 0, TL_MAP_PAINT_START);
  tl_map_document_set_cell (doc, 1, 1, TL_MAP_PAINT_TOWN);
  a = rows_of (doc);
  g_assert_cmpstr (a, ==, "21|13");
  g_assert_true (tl_map_document_resize (doc, 1, 1, 0, 0));     /* west and north */
  b = rows_of (doc);
  g_assert_cmpstr (b, ==, "111|121|113");
  g_assert_true (tl_map_document_resize (doc, 0, 0, 2, 1));     /* east and south */
  c = rows_of (doc);
  g_assert_cmpstr (c, ==, "11111|12111|11311|11111");
  g_assert_true (tl_map_document_resize (doc, -2, -1, -1, -1)); /* shrink on every side */
  d = rows_of (doc);
  g_assert_cmpstr (d, ==, "11|31");
  g_assert_false (tl_map_document_resize (doc, -1, 0, -1, 0));  /* no column left */
  g_assert_false (tl_map_document_resize (doc, 0, 0, 255, 0));  /* 257 columns */
  g_assert_true (tl_map_document_resize (doc, 0, 0, 254, 254));
  g_assert_cmpuint (tl_map_document_get_width (doc), ==, 256);
  g_assert_cmpuint (tl_map_document_get_height (doc), ==, 256);
  g_assert_true (tl_map_document_undo (doc));
  g_assert_true (tl_map_document_undo (doc));
  e = rows_of (doc);
  g_assert_cmpstr (e, ==, c);
}

typedef struct {
  guint x, y, width, height, n;
} Changed;

static void
on_cells_changed (TlMapDocument *doc, guint x, guint y, guint width, guint height, Changed *c)
{
  *c = (Changed) { x, y, width, height, c->n + 1 };
}

static void
on_problems_changed (TlMapDocument *doc, guint *n)
{
  (*n)++;
}

static void
test_signals_and_problems (void)
{
  g_autoptr(TlMapDocument) doc = tl_map_document_new ("m", "M", 6, 4);
  Changed changed = { 0 };
  guint problems_changed = 0;
  GPtrArray *problems;

  g_signal_connect (doc, "cells-changed", G_CALLBACK (on_cells_changed), &changed);
  g_signal_connect (doc, "problems-changed", G_CALLBACK (on_problems_changed), &problems_changed);

  tl_map_document_paint_rectangle (doc, 4, 3, 1, 1, TL_MAP_PAINT_PLAYABLE);
  g_assert_cmpuint (changed.n, ==, 1);
  g_assert_cmpuint (changed.x, ==, 1);
  g_assert_cmpuint (changed.y, ==, 1);
  g_assert_cmpuint (changed.width, ==, 4);
  g_assert_cmpuint (changed.height, ==, 3);
  g_assert_cmpuint (problems_changed, ==, 1);
  problems = tl_map_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 1);

  tl_map_document_set_cell (doc, 1, 1, TL_MAP_PAINT_START);
  tl_map_document_set_cell (doc, 2, 2, TL_MAP_PAINT_HALF);
  g_assert_cmpuint (changed.x, ==, 2);
  g_assert_cmpuint (changed.width, ==, 1);
  problems = tl_map_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((TlMapProblem *) problems->pdata[0])->message, ==,
                   "cell (2, 2): a half square may only lie in the first or last column (the seam)");

  /* a stroke: cells shown as they are painted, one step */
  changed.n = 0;
  tl_map_document_begin_stroke (doc, NULL);
  tl_map_document_set_cell (doc, 4, 1, TL_MAP_PAINT_PURPLE);
  tl_map_document_set_cell (doc, 4, 2, TL_MAP_PAINT_ORANGE);
  g_assert_cmpuint (changed.n, ==, 2);
  tl_map_document_end_stroke (doc);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Paint");

  /* the deck: 2 tiles for 1 start square and 2 outlines */
  problems_changed = 0;
  tl_map_document_set_deck_tiles (doc, 2);
  g_assert_cmpuint (problems_changed, ==, 1);
  problems = tl_map_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_cmpstr (((TlMapProblem *) problems->pdata[1])->message, ==,
                   "cell (4, 2): outlined square 2 of 2 stays empty: a deck of 2 tiles fills only 1 "
                   "after the start squares");
  g_assert_true (tl_map_document_get_modified (doc));

  /* undone: the half square gone with its problem */
  g_assert_true (tl_map_document_undo (doc));
  g_assert_true (tl_map_document_undo (doc));
  problems = tl_map_document_get_problems (doc);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpint (tl_map_document_get_paint (doc, 2, 2), ==, TL_MAP_PAINT_PLAYABLE);
}

static void
test_join_preview (void)
{
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autoptr(TlMapLayout) east = tl_map_format_load_builtin ("usa-east", NULL);
  g_autoptr(TlMapLayout) both = tl_map_format_load_builtin ("usa-both", NULL);
  g_autoptr(TlMapDocument) doc = tl_map_document_new_from_layout (east);
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(GPtrArray) more = tl_map_problems_new ();
  g_autoptr(TlMapLayout) joined = NULL;
  g_autoptr(TlMapLayout) cut = NULL;

  g_assert_false (tl_map_document_can_undo (doc));
  g_assert_false (tl_map_document_get_modified (doc));
  tl_map_document_set_deck_tiles (doc, 114);
  joined = tl_map_document_join (doc, west, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (joined->width, ==, 31);
  g_assert_cmpmem (joined->cells, (gsize) 31 * 12 * sizeof (TlMapCell),
                   both->cells, (gsize) 31 * 12 * sizeof (TlMapCell));

  /* the east map's half square in row 3 painted over: that row does not pair */
  tl_map_document_set_cell (doc, 0, 3, TL_MAP_PAINT_BLOCKED);
  cut = tl_map_document_join (doc, west, more);
  g_assert_null (cut);
  g_assert_cmpuint (more->len, ==, 1);
  g_assert_cmpstr (((TlMapProblem *) more->pdata[0])->message, ==,
                   "row 3: cell (15, 3) of “USA West (reconstructed layout)” is a half square, but "
                   "cell (0, 3) of “USA East (reconstructed layout)” is not: half squares must pair "
                   "up across the seam");
}

static void
test_new_id (void)
{
  g_autofree char *a = tl_map_document_new_id ();
  g_autofree char *b = tl_map_document_new_id ();

  g_assert_true (g_str_has_prefix (a, "map-"));
  g_assert_cmpuint (strlen (a), ==, 40);
  g_assert_true (g_uuid_string_is_valid (a + 4));
  g_assert_cmpstr (a, !=, b);
  g_assert_false (tl_map_format_is_builtin (a));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-document/draw-usa-west", test_draw_usa_west);
  g_test_add_func ("/map-document/steps", test_steps);
  g_test_add_func ("/map-document/line-cells", test_line_cells);
  g_test_add_func ("/map-document/resize", test_resize);
  g_test_add_func ("/map-document/signals-and-problems", test_signals_and_problems);
  g_test_add_func ("/map-document/join-preview", test_join_preview);
  g_test_add_func ("/map-document/new-id", test_new_id);
  return g_test_run ();
}
