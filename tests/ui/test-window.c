/* test-window.c — the main window under a real display (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts a game of two people with a fixed seed, plays one turn through the
 * window's actions (place a tile, put a meeple on one of its fields, confirm),
 * checks the game, saves a PNG of the board, then undoes the turn.
 */

#include "config.h"

#include <adwaita.h>

#include "tl-board-view.h"
#include "tl-window.h"
#include "tl-tileset-format.h"

#define TEST_SEED 42

static TlRecord *
two_people (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  TlRecord *record;

  g_assert_no_error (error);
  g_assert_nonnull (tileset);

  record = tl_record_new ("carcassonne", tileset);
  record->options.farmers = TRUE;
  record->seed = TEST_SEED;
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_HUMAN, 1);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_HUMAN, 1);
  return record;
}

/* Runs the main loop until @widget has been drawn at a real size. */
static void
wait_until_drawn (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end
         && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) < 100))
    g_main_context_iteration (NULL, FALSE);
  /* A few more frames for the first paint. */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  g_assert_true (gtk_widget_get_mapped (widget));
}

static void
save_png (GtkWidget  *widget,
          const char *path)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_nonnull (texture);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
test_window_one_turn (void)
{
  g_autoptr (TlRecord) record = two_people ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) placements = NULL;
  g_autoptr (GArray) spots = NULL;
  g_autofree char *png = NULL;
  const TlFollowerSpot *spot = NULL;
  const TlPlacement *place;
  const char *out_dir;
  TlWindow *window;
  TlGame *game;
  int first_tile;

  window = g_object_new (TL_TYPE_WINDOW, "default-width", 1000, "default-height", 700, NULL);
  gtk_window_present (GTK_WINDOW (window));

  /* No game yet: the game's actions are off. */
  g_assert_null (tl_window_get_game (window));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "confirm"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save"));

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_get_state (game))), ==, 1);
  first_tile = tl_game_get_current_tile (game);
  g_assert_cmpint (first_tile, >=, 0);

  /* Rotating the tile in hand goes through the board view. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "rotate-cw", NULL);
  g_assert_cmpuint (tl_board_view_get_rotation (TL_BOARD_VIEW (tl_window_get_board (window))), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "rotate-ccw", NULL);
  g_assert_cmpuint (tl_board_view_get_rotation (TL_BOARD_VIEW (tl_window_get_board (window))), ==, 0);

  /* Place the drawn tile at its first legal place, through the window's action. */
  placements = tl_game_legal_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "place-at"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "confirm"));

  /* A farmer: a field is never completed, so the meeple stays on the board. */
  spots = tl_game_follower_spots (game);
  g_assert_cmpuint (spots->len, >, 0);
  for (guint i = 0; i < spots->len && spot == NULL; i++)
    if (g_array_index (spots, TlFollowerSpot, i).kind == TL_SEGMENT_FIELD)
      spot = &g_array_index (spots, TlFollowerSpot, i);
  g_assert_nonnull (spot);
  g_action_group_activate_action (G_ACTION_GROUP (window), "deploy",
                                  g_variant_new_string (tl_port_name (spot->port)));
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 6);

  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);

  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_get_state (game))), ==, 2);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 6);
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 7);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (tl_game_get_turn (game), ==, 2);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  /* A picture of the board. */
  wait_until_drawn (tl_window_get_board (window));
  out_dir = g_getenv ("TL_TEST_OUTPUT_DIR");
  png = g_build_filename (out_dir != NULL ? out_dir : ".", "test-window-board.png", NULL);
  save_png (tl_window_get_board (window), png);
  g_test_message ("board saved to %s", png);

  /* Undo replays the record without the turn: the same tile is in hand again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_get_state (game))), ==, 1);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 7);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpint (tl_game_get_current_tile (game), ==, first_tile);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_printerr ("test-window: no display; run the suite under xvfb-run\n");
      return 77;
    }
  adw_init ();

  g_test_add_func ("/ui/window/one-turn", test_window_one_turn);
  return g_test_run ();
}
