/* test-board-viewport.c — TlBoardViewport without a display: zoom levels and
 * their clamps, widget ↔ board conversions, zooming around a point, fitting
 * areas, the cell a keyboard cursor brings into sight, and the animated go-to
 * driven frame by frame
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <glib.h>

#include "tl-board-viewport.h"

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_defaults (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();

  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 96);
  g_assert_cmpuint (tl_board_viewport_get_n_zoom_levels (), ==, 11);
  g_assert_false (tl_board_viewport_get_fitted (viewport));
  g_assert_false (tl_board_viewport_get_going (viewport));
}

static void
test_zoom_clamps (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  guint notified = 0;

  g_assert_cmpuint (tl_board_viewport_level_tile_size (0), ==, 24);
  g_assert_cmpuint (tl_board_viewport_level_tile_size (1), ==, 32);
  g_assert_cmpuint (tl_board_viewport_level_tile_size (10), ==, 256);
  g_assert_cmpuint (tl_board_viewport_level_tile_size (99), ==, 256);

  g_signal_connect (viewport, "notify::zoom-level", G_CALLBACK (count_notify), &notified);
  tl_board_viewport_set_zoom_level (viewport, 99);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 10);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 256);
  g_assert_cmpuint (notified, ==, 1);
  tl_board_viewport_set_zoom_level (viewport, 10);
  g_assert_cmpuint (notified, ==, 1);   /* no change, no notification */

  /* zooming past either end stops there and says nothing changed */
  g_assert_false (tl_board_viewport_zoom_at (viewport, 3, 400, 300, 800, 600));
  g_assert_true (tl_board_viewport_zoom_at (viewport, -100, 400, 300, 800, 600));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 0);
  g_assert_false (tl_board_viewport_zoom_at (viewport, -1, 400, 300, 800, 600));

  /* the centre is kept within ±10000 tiles; NaN is ignored */
  tl_board_viewport_set_center (viewport, 1e9, -1e9);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 10000);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, -10000);
  tl_board_viewport_set_center (viewport, NAN, 3);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 10000);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, -10000);
}

static void
test_conversions (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  double ox, oy, bx, by, px, py;

  /* 800 × 600, centre (0.5, 0.5), 96 px a tile: the start tile in the middle */
  tl_board_viewport_get_origin (viewport, 800, 600, &ox, &oy);
  g_assert_cmpfloat (ox, ==, 352);
  g_assert_cmpfloat (oy, ==, 252);
  tl_board_viewport_board_to_widget (viewport, 800, 600, 2, -1, &px, &py);
  g_assert_cmpfloat (px, ==, 352 + 2 * 96);
  g_assert_cmpfloat (py, ==, 252 - 96);
  tl_board_viewport_widget_to_board (viewport, 800, 600, 352 + 2.5 * 96, 252 - 0.25 * 96, &bx, &by);
  g_assert_cmpfloat (bx, ==, 2.5);
  g_assert_cmpfloat (by, ==, -0.25);

  /* the origin is rounded to whole pixels: a centre of 1/3 */
  tl_board_viewport_set_center (viewport, 1.0 / 3, 0);
  tl_board_viewport_get_origin (viewport, 801, 600, &ox, &oy);
  g_assert_cmpfloat (ox, ==, 369);   /* 400.5 − 32 = 368.5 rounds to 369 */
  g_assert_cmpfloat (oy, ==, 300);
}

/* Zooming keeps the board point under the pointer under it (to a pixel). */
static void
test_zoom_at_point (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  double bx, by, px, py;

  tl_board_viewport_widget_to_board (viewport, 800, 600, 600, 300, &bx, &by);
  g_assert_cmpfloat_with_epsilon (bx, 248.0 / 96, 1e-12);
  g_assert_cmpfloat (by, ==, 0.5);
  g_assert_true (tl_board_viewport_zoom_at (viewport, 1, 600, 300, 800, 600));
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 128);
  g_assert_cmpfloat_with_epsilon (tl_board_viewport_get_center_x (viewport), 248.0 / 96 - 200.0 / 128, 1e-12);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5);
  tl_board_viewport_board_to_widget (viewport, 800, 600, bx, by, &px, &py);
  g_assert_cmpfloat (fabs (px - 600), <=, 0.5);
  g_assert_cmpfloat (fabs (py - 300), <=, 0.5);
}

static void
test_level_to_fit (void)
{
  /* 10 × 6 tiles in 800 × 600: 96 px is too big (960), 80 px fits exactly (level 5) */
  g_assert_cmpint (tl_board_viewport_level_to_fit (800, 600, 10, 6, 6), ==, 5);
  g_assert_cmpint (tl_board_viewport_level_to_fit (800, 600, 10, 6, 3), ==, 3);
  g_assert_cmpint (tl_board_viewport_level_to_fit (800, 600, 2, 2, 99), ==, 10);
  g_assert_cmpint (tl_board_viewport_level_to_fit (800, 600, 34, 6, 6), ==, -1);
}

static void
test_fit (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  TlBoardRect map = { 0, 0, 31, 12 };       /* both USA maps joined */
  TlBoardRect tiles = { -2, -1, 5, 3 };     /* placed tiles and a ring of cells */
  TlBoardRect huge[] = { { 0, 0, 100, 100 }, { 0, 0, 50, 40 } };
  TlBoardRect two[] = { { 0, 0, 100, 100 }, { -1, -1, 3, 3 } };
  guint fitted = 0;

  g_signal_connect (viewport, "notify::fitted", G_CALLBACK (count_notify), &fitted);

  /* no size yet: nothing changes */
  g_assert_false (tl_board_viewport_fit (viewport, 0, 700, &map, 1, 0, 6));
  g_assert_false (tl_board_viewport_get_fitted (viewport));

  /* 31 × 12 tiles in 1000 × 700: 32 px a tile (992 px) fits, level 1 */
  g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, &map, 1, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 1);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 6);
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (fitted, ==, 1);
  /* in the board of an 800 px window (790 × 568): only 24 px (744 px), level 0 */
  g_assert_true (tl_board_viewport_fit (viewport, 790, 568, &map, 1, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 0);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 24);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);

  /* the largest level up to the limit */
  g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, &tiles, 1, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 6);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5);
  g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, &tiles, 1, 0, 10));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 9);   /* 5 × 192 = 960 */
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (fitted, ==, 1);

  /* the first area that fits; none: the last at level 0 */
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, two, 2, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 6);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, huge, 2, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 0);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 25);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 20);
  /* a smallest level: areas that fit only further out are passed over, and
   * when none fits closer, the last one is shown at that level */
  g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, huge, 2, 4, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 4);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 25);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 20);
  {
    TlBoardRect open[] = { map, { 3, 1, 3, 3 } };   /* a map, a cursor's cell and its ring */

    g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, open, 2, 6, 6));
    g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 6);
    g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 4.5);
    g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 2.5);
    /* the same map fits at level 1 (32 px), level 0 being allowed: it is shown */
    g_assert_true (tl_board_viewport_fit (viewport, 1000, 700, open, 2, 0, 6));
    g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 1);
    g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  }
  /* no area: the start tile at the limit */
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, NULL, 0, 0, 6));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 6);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5);

  /* panning or zooming ends it; setting the same centre does not */
  tl_board_viewport_set_center (viewport, 0.5, 0.5);
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  tl_board_viewport_set_center (viewport, 1.5, 0.5);
  g_assert_false (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (fitted, ==, 2);
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, NULL, 0, 0, 6));
  tl_board_viewport_set_zoom_level (viewport, 2);
  g_assert_false (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (fitted, ==, 4);
}

static void
test_center_for_cell (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  double cx, cy;

  /* 800 × 600 at 96 px: cells −3..4 across, the start tile in the middle */
  g_assert_false (tl_board_viewport_center_for_cell (viewport, 800, 600, 0, 0, 0.5, &cx, &cy));
  g_assert_cmpfloat (cx, ==, 0.5);
  g_assert_cmpfloat (cy, ==, 0.5);
  /* (5, 0) ends at 352 + 6 × 96 = 928: move east by (928 − (800 − 48)) / 96 */
  g_assert_true (tl_board_viewport_center_for_cell (viewport, 800, 600, 5, 0, 0.5, &cx, &cy));
  g_assert_cmpfloat_with_epsilon (cx, 0.5 + 176.0 / 96, 1e-12);
  g_assert_cmpfloat (cy, ==, 0.5);
  /* (0, −3) starts at 252 − 288 = −36: move north by (48 + 36) / 96 */
  g_assert_true (tl_board_viewport_center_for_cell (viewport, 800, 600, 0, -3, 0.5, &cx, &cy));
  g_assert_cmpfloat (cx, ==, 0.5);
  g_assert_cmpfloat_with_epsilon (cy, 0.5 - 84.0 / 96, 1e-12);
  /* a view narrower than a cell and its room: the cell's middle */
  g_assert_true (tl_board_viewport_center_for_cell (viewport, 100, 600, 5, 0, 0.5, &cx, &cy));
  g_assert_cmpfloat (cx, ==, 5.5);
  g_assert_false (tl_board_viewport_center_for_cell (viewport, 0, 0, 5, 0, 0.5, &cx, &cy));
}

static void
test_go_to (void)
{
  g_autoptr (TlBoardViewport) viewport = tl_board_viewport_new ();
  const gint64 t0 = 1000000;
  guint going = 0;

  g_signal_connect (viewport, "notify::going", G_CALLBACK (count_notify), &going);
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, NULL, 0, 0, 6));

  /* nothing moves before the first frame */
  tl_board_viewport_go_to (viewport, 3.5, -1.5, 400000);
  g_assert_true (tl_board_viewport_get_going (viewport));
  g_assert_cmpuint (going, ==, 1);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_true (tl_board_viewport_advance (viewport, t0));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_true (tl_board_viewport_get_fitted (viewport));

  /* half the time: 1 − 0.5³ = 87.5 % of the way (ease out) */
  g_assert_true (tl_board_viewport_advance (viewport, t0 + 200000));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5 + 3 * 0.875);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5 - 2 * 0.875);
  g_assert_false (tl_board_viewport_get_fitted (viewport));

  /* the end: there, and done */
  g_assert_false (tl_board_viewport_advance (viewport, t0 + 400000));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 3.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, -1.5);
  g_assert_false (tl_board_viewport_get_going (viewport));
  g_assert_cmpuint (going, ==, 2);
  g_assert_false (tl_board_viewport_advance (viewport, t0 + 500000));

  /* stopped half way, it stays there */
  tl_board_viewport_go_to (viewport, 7.5, -1.5, 400000);
  g_assert_true (tl_board_viewport_advance (viewport, t0));
  g_assert_true (tl_board_viewport_advance (viewport, t0 + 200000));
  tl_board_viewport_stop_go_to (viewport);
  g_assert_false (tl_board_viewport_get_going (viewport));
  g_assert_false (tl_board_viewport_advance (viewport, t0 + 400000));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 3.5 + 4 * 0.875);

  /* a go-to without a duration jumps; the zoom level changes at once */
  tl_board_viewport_go_to_full (viewport, -2.5, 4.5, 7, 0);
  g_assert_false (tl_board_viewport_get_going (viewport));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, -2.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 4.5);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 7);
  tl_board_viewport_go_to_full (viewport, 0.5, 4.5, 99, 100000);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 10);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, -2.5);
  g_assert_true (tl_board_viewport_advance (viewport, t0));
  g_assert_false (tl_board_viewport_advance (viewport, t0 + 100000));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);

  /* fitting stops a go-to */
  tl_board_viewport_go_to (viewport, 9.5, 9.5, 100000);
  g_assert_true (tl_board_viewport_fit (viewport, 800, 600, NULL, 0, 0, 6));
  g_assert_false (tl_board_viewport_get_going (viewport));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-viewport/defaults", test_defaults);
  g_test_add_func ("/board-viewport/zoom-clamps", test_zoom_clamps);
  g_test_add_func ("/board-viewport/conversions", test_conversions);
  g_test_add_func ("/board-viewport/zoom-at-point", test_zoom_at_point);
  g_test_add_func ("/board-viewport/level-to-fit", test_level_to_fit);
  g_test_add_func ("/board-viewport/fit", test_fit);
  g_test_add_func ("/board-viewport/center-for-cell", test_center_for_cell);
  g_test_add_func ("/board-viewport/go-to", test_go_to);
  return g_test_run ();
}
