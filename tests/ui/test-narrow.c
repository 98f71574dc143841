/* test-narrow.c — the main window at 800 × 700, the side panel folded (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a player sees in a narrow window, where the turn bar stands under the
 * board for the folded side panel: Ctrl+0 shows both USA maps joined whole
 * (24 px squares); a toast stands above the turn bar, never over it.
 */

#include "config.h"

#include "ui-test-util.h"
#include "tl-board-view.h"
#include "tl-turn-bar-private.h"

/* A presented 800 × 700 window playing @record, once the flap has folded. */
static TlWindow *
narrow_window (TlRecord *record)
{
  g_autoptr (GError) error = NULL;
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", 800, "default-height", 700, NULL);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (GTK_WIDGET (window));
  ui_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_true (adw_flap_get_folded (window->flap));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->turn_bar)));
  return window;
}

/* Ctrl+0 (win.zoom-reset) on both USA maps joined (31 × 12 squares): at 32 px
 * (992 px) they were cut off left and right, with the caption; at 24 px
 * (744 px) they fit, centred. */
static void
test_fit_joined_map (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-8-peek-across-seam.tilelands", 0);
  TlWindow *window = narrow_window (record);
  GtkWidget *board = tl_window_get_board (window);
  TlBoardViewport *viewport = tl_board_view_get_viewport (TL_BOARD_VIEW (board));
  double x0, y0, x1, y1;

  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-reset", NULL);
  ui_settle ();
  g_test_message ("board %d × %d", gtk_widget_get_width (board), gtk_widget_get_height (board));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 0);
  g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 24);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 15.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 6);
  /* the map's corners are on the board */
  tl_board_viewport_board_to_widget (viewport, gtk_widget_get_width (board), gtk_widget_get_height (board),
                                     0, 0, &x0, &y0);
  tl_board_viewport_board_to_widget (viewport, gtk_widget_get_width (board), gtk_widget_get_height (board),
                                     31, 12, &x1, &y1);
  g_assert_cmpfloat (x1 - x0, ==, 744);
  g_assert_cmpfloat (x0, >=, 0);
  g_assert_cmpfloat (x1, <=, gtk_widget_get_width (board));
  g_assert_cmpfloat (y0, >=, 0);
  g_assert_cmpfloat (y1, <=, gtk_widget_get_height (board));
  ui_save_png (GTK_WIDGET (window), "test-narrow-fit.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_printerr ("test-narrow: no display; run the suite under xvfb-run\n");
      return 77;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/narrow/fit-joined-map", test_fit_joined_map);
  return g_test_run ();
}
