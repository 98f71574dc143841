/* test-narrow.c — the main window at 800 × 700, the side panel folded (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a player sees in a narrow window, where the turn bar stands under the
 * board for the folded side panel: Ctrl+0 shows both USA maps joined whole
 * (24 px squares); a toast stands above the turn bar, never over it; the tile
 * a Map-Chips chip let the player look at shows in the bar, whose button opens
 * the panel there; "You may first open one of your gifts" comes with a Gifts
 * button that opens the panel at the gifts; at 480 px they fit.
 */

#include "config.h"

#include "ui-test-util.h"
#include "tl-board-view.h"
#include "tl-turn-bar-private.h"
#include "tl-gift-hand-private.h"
#include "tl-window-gifts-private.h"
#include "tl-window-maps-private.h"

/* Waits until @window (800 × 700) has folded its side panel under the board. */
static void
wait_folded (TlWindow *window)
{
  ui_wait_until_drawn (GTK_WIDGET (window));
  ui_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_true (adw_flap_get_folded (window->flap));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->turn_bar)));
}

static TlWindow *
window_new (int width)
{
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", width, "default-height", 700, NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static TlWindow *
narrow_new (void)
{
  return window_new (800);
}

/* A presented 800 × 700 window playing @record, once the flap has folded. */
static TlWindow *
narrow_window (TlRecord *record)
{
  g_autoptr (GError) error = NULL;
  TlWindow *window = narrow_new ();

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  wait_folded (window);
  return window;
}

/* The first visible widget under @root whose CSS name is @name, or NULL. */
static GtkWidget *
find_css_name (GtkWidget  *root,
               const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if (g_strcmp0 (gtk_widget_get_css_name (child), name) == 0)
        return child;
      if ((found = find_css_name (child, name)) != NULL)
        return found;
    }
  return NULL;
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

/* A toast of the turn ("You received a gift…", an error) stands over the
 * board, its bottom above the turn bar's top: it once covered the bar's
 * instruction. The board ends where the bar's separator begins. */
static void
test_toast_above_turn_bar (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  TlWindow *window = narrow_window (record);
  GtkWidget *bar = GTK_WIDGET (window->turn_bar);
  GtkWidget *toast;
  graphene_rect_t toast_box, bar_box, board_box;

  _tl_window_show_toast (window, "You received a gift: Road Sweeper. You may open it from your next turn on.");
  ui_settle ();
  toast = find_css_name (GTK_WIDGET (window), "toast");
  g_assert_nonnull (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_box));
  g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (window), &bar_box));
  g_assert_true (gtk_widget_compute_bounds (tl_window_get_board (window), GTK_WIDGET (window), &board_box));
  g_test_message ("toast %g..%g, board %g..%g, bar from %g", toast_box.origin.y,
                  toast_box.origin.y + toast_box.size.height, board_box.origin.y,
                  board_box.origin.y + board_box.size.height, bar_box.origin.y);
  g_assert_cmpfloat (toast_box.origin.y + toast_box.size.height, <=, bar_box.origin.y);
  g_assert_cmpfloat (toast_box.origin.y + toast_box.size.height, <=, board_box.origin.y + board_box.size.height);
  g_assert_cmpfloat (toast_box.origin.y, >=, board_box.origin.y);
  /* the bar's instruction still reads whole */
  g_assert_cmpstr (tl_turn_bar_get_text (window->turn_bar), ==,
                   "Blue\nPlace the tile on a highlighted square: click it, or use the arrow keys and Enter. R rotates it.");
  ui_save_png (GTK_WIDGET (window), "test-narrow-toast.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Map-Chips (docs/rules/maps.md §3.6 case 2): Red collects the purple chip and looks at
 * the purple face-down tile B on (6,1). Folded, the panel's "The Tile You
 * Looked At" is out of sight: the turn bar shows the tile on a Looked At
 * button, which opens the panel with the focus on Remember It for Me. */
static void
test_peek_in_turn_bar (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  TlWindow *window = narrow_new ();
  int type_b = tl_tile_set_lookup (record->tileset, "B");
  GtkWidget *focus;
  int tile = -2;
  gint r;

  r = ui_start_fitting (window, record, 8, 2);
  wait_folded (window);
  g_assert_null (_tl_turn_bar_get_link (window->turn_bar, NULL));
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 8, 2, r));
  /* a chip: nothing looked at yet, nothing to show */
  g_assert_true (ui_enabled (window, "peek-at"));
  g_assert_null (_tl_turn_bar_get_link (window->turn_bar, NULL));

  g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", 6, 1));
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, type_b);
  g_assert_cmpstr (_tl_turn_bar_get_link (window->turn_bar, &tile), ==, "_Looked At");
  g_assert_cmpint (tile, ==, type_b);
  /* one tile picture in the bar: the tile looked at, not the one placed */
  g_assert_cmpint (_tl_turn_bar_get_tile (window->turn_bar), ==, -1);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (_tl_turn_bar_get_link_button (window->turn_bar)), ==,
                   "1 north, 1 west of the nearest start tile. It stays face down for the others.");
  ui_settle ();
  g_assert_true (gtk_widget_get_mapped (_tl_turn_bar_get_link_button (window->turn_bar)));
  ui_save_png (GTK_WIDGET (window), "test-narrow-peek.png");

  /* the button opens the panel there */
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel-link", NULL);
  ui_settle ();
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  g_assert_cmpstr (tl_side_panel_get_page (window->side_panel), ==, "turn");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_CHECK_BUTTON (focus));
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (focus)), ==, "_Remember it for me");
  ui_save_png (GTK_WIDGET (window), "test-narrow-peek-panel.png");

  /* the next seat sees none of it */
  adw_flap_set_reveal_flap (window->flap, FALSE);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_current_player (tl_window_get_game (window)), ==, 1);
  g_assert_null (_tl_turn_bar_get_link (window->turn_bar, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Gifts (docs/rules/gifts.md Example 3, turn 8): Blue holds Change Position. Folded,
 * "You may first open one of your gifts: click it" comes with a Gifts button
 * that opens the panel with the focus on Blue's gift; once placed, or on a
 * seat with nothing to open, there is no such button. */
static void
test_gifts_in_turn_bar (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  TlWindow *window = narrow_new ();
  TlGiftHand *hand = _tl_window_gifts_get_hand (window);
  g_autoptr (GError) error = NULL;
  GtkWidget *focus;
  int tile = -2;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  g_assert_null (_tl_turn_bar_get_link (window->turn_bar, NULL));
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  wait_folded (window);
  g_assert_true (g_str_has_suffix (tl_turn_bar_get_text (window->turn_bar),
                                   "You may first open one of your gifts: click it, or press the number beside it."));
  g_assert_cmpstr (_tl_turn_bar_get_link (window->turn_bar, &tile), ==, "_Gifts");
  g_assert_cmpint (tile, ==, -1);
  g_assert_true (gtk_widget_get_mapped (_tl_turn_bar_get_link_button (window->turn_bar)));
  ui_save_png (GTK_WIDGET (window), "test-narrow-gifts.png");

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel-link", NULL);
  ui_settle ();
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == _tl_gift_hand_get_card_row (hand, 0)
                 || gtk_widget_is_ancestor (focus, _tl_gift_hand_get_card_row (hand, 0)));
  ui_save_png (GTK_WIDGET (window), "test-narrow-gifts-panel.png");

  /* placed: no gift may be opened now, no button */
  adw_flap_set_reveal_flap (window->flap, FALSE);
  {
    g_autoptr (GArray) places = tl_game_legal_placements (tl_window_get_game (window));
    const TlPlacement *p = &g_array_index (places, TlPlacement, 0);

    g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", p->x, p->y, p->r));
  }
  g_assert_null (_tl_turn_bar_get_link (window->turn_bar, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In the narrowest window (480 px) the link buttons fit without widening it:
 * Take Back, which cannot be used then, gives way. */
static void
test_link_fits_480 (void)
{
  g_autoptr (TlRecord) gifts = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  g_autoptr (TlRecord) chips = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = window_new (480);
  gint r;

  g_assert_true (tl_window_start_game (window, gifts, &error));
  g_assert_no_error (error);
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  wait_folded (window);
  g_assert_cmpstr (_tl_turn_bar_get_link (window->turn_bar, NULL), ==, "_Gifts");
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 480);

  r = ui_start_fitting (window, chips, 8, 2);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 8, 2, r));
  g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", 6, 1));
  ui_settle ();
  g_assert_cmpstr (_tl_turn_bar_get_link (window->turn_bar, NULL), ==, "_Looked At");
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 480);
  ui_save_png (GTK_WIDGET (window), "test-narrow-peek-480.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-narrow", TRUE))
    return 77;

  g_test_add_func ("/ui/narrow/fit-joined-map", test_fit_joined_map);
  g_test_add_func ("/ui/narrow/toast-above-turn-bar", test_toast_above_turn_bar);
  g_test_add_func ("/ui/narrow/peek-in-turn-bar", test_peek_in_turn_bar);
  g_test_add_func ("/ui/narrow/gifts-in-turn-bar", test_gifts_in_turn_bar);
  g_test_add_func ("/ui/narrow/link-fits-480", test_link_fits_480);
  return g_test_run ();
}
