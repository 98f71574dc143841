/* test-opening-view.c — where the board opens: a new game, a game continued,
 * both USA maps joined, whatever the pointer does meanwhile
 *
 * The view opens close enough for the follower spots (96 px a tile); when the
 * map or the placed tiles do not fit that close, on the cell where the tile in
 * hand fits next to the first start tile, with a ring of one cell. The pointer
 * resting on the board (where the New Game window's Start button or the
 * hand-over screen's button was) must not take the view off the map: it moves
 * the tile in hand, not the view.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-util.h"
#include "tl-board-view.h"
#include "tl-board-viewport.h"

/* The board view's motion controller: the pointer enters and moves over it as GTK says so. */
static GtkEventController *
motion_controller (GtkWidget *board)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (board);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        return controller;
    }
  g_assert_not_reached ();
}

/* Whether cell (x, y) lies whole in the view. */
static gboolean
cell_in_view (TlBoardView *board,
              int          x,
              int          y)
{
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  double w = gtk_widget_get_width (GTK_WIDGET (board)), h = gtk_widget_get_height (GTK_WIDGET (board));
  double x0, y0, x1, y1;

  tl_board_viewport_board_to_widget (viewport, w, h, x, y, &x0, &y0);
  tl_board_viewport_board_to_widget (viewport, w, h, x + 1, y + 1, &x1, &y1);
  return x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= h;
}

static gboolean
viewport_fitted (gpointer data)
{
  return tl_board_viewport_get_fitted (data);
}

static gboolean
board_769_wide (gpointer board)
{
  return gtk_widget_get_width (board) == 769;
}

/* Starts a game of both USA maps joined from the New Game window, its seed
 * drawn from GLib's random numbers seeded with @seed. */
static void
start_usa_both (TlWindow *window,
                guint32   seed)
{
  TlNewGameWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-both"));
  g_random_set_seed (seed);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_nonnull (tl_window_get_game (window));
  g_assert_cmpstr (tl_game_get_record (tl_window_get_game (window))->map, ==, "usa-both");
}

/* A first game from the start page: the board has never had a size when the
 * pointer, resting where the New Game window was, enters it in the top left
 * corner. The view opens on the square next to the start tile (4, 2) of USA
 * West where the tile in hand fits. */
static void
test_opening_new_game (void)
{
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  int cx, cy;

  ui_wait_until_drawn (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, 0);
  start_usa_both (window, 7);
  g_signal_emit_by_name (motion_controller (GTK_WIDGET (board)), "enter", 40.0, 40.0);
  ui_wait_until_drawn (GTK_WIDGET (board));
  ui_settle ();

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, 669);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), ==, 643);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  g_assert_true (cell_in_view (board, 4, 2));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 4.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 3.5);
  /* the tile in hand is under the pointer, on the map's square (1, 0) */
  tl_board_view_get_cursor (board, &cx, &cy);
  g_assert_cmpint (cx, ==, 1);
  g_assert_cmpint (cy, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A second game in a window whose board is on screen, the pointer resting on
 * its top left corner: the view opens on the start tile, and stays there when
 * the board's size changes (the window made wider) while nobody moved it. */
static void
test_opening_second_game (void)
{
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);

  ui_wait_until_drawn (GTK_WIDGET (window));
  start_usa_both (window, 7);
  ui_wait_until_drawn (GTK_WIDGET (board));
  /* the first game looked at the east coast */
  for (guint i = 0; i < 20; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "pan-right", NULL);
  g_assert_false (tl_board_viewport_get_fitted (viewport));

  start_usa_both (window, 8);
  g_signal_emit_by_name (motion_controller (GTK_WIDGET (board)), "motion", 10.0, 10.0);
  ui_settle ();
  g_assert_true (cell_in_view (board, 4, 2));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 4.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 3.5);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  g_assert_true (ui_wait_for (viewport_fitted, viewport, 10));
  g_assert_true (ui_wait_for (board_769_wide, board, 10));
  ui_settle ();
  g_assert_true (cell_in_view (board, 4, 2));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 4.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 3.5);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+0 on both USA maps joined shows the board at 24 px a tile, where the
 * follower spots of a tile (up to six) overlap: the follower step zooms in on
 * the tile placed, at 96 px, and the view goes back to the overview once the
 * turn is confirmed (and when the tile is taken back). */
static void
test_follower_step_zooms (void)
{
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  g_autoptr (GArray) placements = NULL;
  const TlPlacement *place = NULL;
  TlGame *game;

  ui_wait_until_drawn (GTK_WIDGET (window));
  start_usa_both (window, 7);
  ui_wait_until_drawn (GTK_WIDGET (board));
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-reset", NULL);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 24);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 5.5);

  /* a place where the tile offers two follower spots or more */
  game = tl_window_get_game (window);
  placements = tl_game_legal_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 96);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, place->x + 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, place->y + 0.5);
  g_assert_cmpint (place->x, ==, 4);
  g_assert_cmpint (place->y, ==, 1);
  ui_save_png (GTK_WIDGET (window), "follower-step-zoomed.png");

  /* taken back: the whole map again; placed again: in again */
  g_action_group_activate_action (G_ACTION_GROUP (window), "take-back", NULL);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 24);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 5.5);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 96);

  /* confirmed: the overview again, as the person had it (Ctrl+0's: the map is
   * 744 px wide at 24 px a tile, more than the board's 669, so the tiles with
   * a ring of one square, the new tile (4, 1) among them: rows 0 to 9) */
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 24);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 5);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At the zoom a game opens at (96 px), the spots are apart: the follower step
 * leaves the view where it is. */
static void
test_follower_step_stays (void)
{
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  g_autoptr (GArray) placements = NULL;
  const TlPlacement *place;
  double cx, cy;

  ui_wait_until_drawn (GTK_WIDGET (window));
  start_usa_both (window, 7);
  ui_wait_until_drawn (GTK_WIDGET (board));
  cx = tl_board_viewport_get_center_x (viewport);
  cy = tl_board_viewport_get_center_y (viewport);
  placements = tl_game_legal_placements (tl_window_get_game (window));
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 96);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, cx);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, cy);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-opening-view", TRUE))
    return 77;

  g_test_add_func ("/ui/opening-view/new-game", test_opening_new_game);
  g_test_add_func ("/ui/opening-view/second-game", test_opening_second_game);
  g_test_add_func ("/ui/opening-view/follower-step-zooms", test_follower_step_zooms);
  g_test_add_func ("/ui/opening-view/follower-step-stays", test_follower_step_stays);
  return g_test_run ();
}
