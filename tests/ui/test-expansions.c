/* test-expansions.c — The Gifts and Map-Chips in the main window (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Gifts, two people (the fixture of docs/rules/gifts.md Example 3 up to turn 7): each
 * turn starts behind the hand-over screen, and the gift hand shows the cards
 * of the seat to play only; Blue opens Change Position through the window's
 * actions (the farmer stands up on the road), You open Road Sweeper on that
 * road: the question says "the road scores 4 for Blue", Blue +4, all three
 * meeples go home. A gift that can do nothing is wasted after a warning. Take
 * 2 keeps the second tile. Map-Chips, two people on USA
 * West (the fixture of docs/rules/maps.md §3.6 case 2): Red places on the purple chip
 * (+2), looks at the purple face-down tile through `win.peek-at`, asks to have
 * it remembered; on Blue's turn it is hidden, Red's next turn starts behind the
 * hand-over screen. A PNG of the map board is saved. The new-game window builds
 * a record with the Gifts, a map and Map-Chips; the final scores of a computer
 * game with both add up, with "Gifts", "Chips" and "Reveals" columns and the places. A seat holding no
 * gift starts its turn on the board; the gift rows are insensitive when no gift
 * may be opened; Ctrl+0 in a map game shows the whole map. Zooming in on a map
 * draws none of its squares in the frame: the frame shows them at the size held,
 * and once the worker's pictures are in, at the new size (docs/board-frames.md).
 */

#include "config.h"

#include <stdlib.h>

#include "ui-test-util.h"
#include "tl-board-view.h"
#include "tl-board-view-gifts.h"
#include "tl-board-view-maps.h"
#include "tl-board-view-private.h"
#include "tl-final-score-dialog.h"
#include "tl-gift-hand-private.h"
#include "tl-window-gifts-private.h"
#include "tl-window-maps-private.h"
#include "tl-map-legend.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"
#include "tl-turn-hint.h"

/* Places the drawn tile at the first legal place that is none of the @n
 * cells in @avoid (x, y pairs), through `win.place-at`, and confirms. */
static void
place_avoiding (TlWindow   *window,
                const gint *avoid,
                guint       n)
{
  TlGame *game = tl_window_get_game (window);
  g_autoptr (GArray) placements = tl_game_legal_placements (game);

  for (guint i = 0; i < placements->len; i++)
    {
      const TlPlacement *place = &g_array_index (placements, TlPlacement, i);
      gboolean bad = FALSE;

      for (guint j = 0; j < n; j++)
        bad = bad || (place->x == avoid[2 * j] && place->y == avoid[2 * j + 1]);
      if (bad)
        continue;
      g_assert_true (ui_enabled (window, "place-at"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                      g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
      g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
      return;
    }
  g_assert_not_reached ();
}

static void
confirm_turn (TlWindow *window)
{
  g_assert_true (ui_enabled (window, "confirm"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
}

static const char *
dialog_body (void)
{
  AdwMessageDialog *dialog = ui_find_message_dialog ();

  g_assert_nonnull (dialog);
  return adw_message_dialog_get_body (dialog);
}

/* docs/rules/gifts.md Example 3 (variant Blue 2, You 1) through the window. */
static void
test_gifts_open (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlGiftHand *hand = _tl_window_gifts_get_hand (window);
  /* the ends of the road (-2,1)..(1,1): a tile there would make it longer */
  static const gint road_ends[] = { -3, 1, 2, 1 };
  const guint8 *pile;
  guint n_pile;
  gint you_score, blue_score;
  TlGame *game;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);

  /* Turn 8, Blue: behind the hand-over screen nobody's cards are shown. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  g_assert_cmpint (_tl_gift_hand_get_viewer (hand), ==, -1);
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 0);
  g_assert_false (ui_enabled (window, "open-gift"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_cmpint (_tl_gift_hand_get_viewer (hand), ==, 1);
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 1);
  g_assert_true (ui_enabled (window, "open-gift"));
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 5);

  /* A card Blue does not hold: nothing happens. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("synod"));
  g_assert_null (ui_find_message_dialog ());
  g_assert_false (ui_enabled (window, "gift-target"));

  /* Change Position: the farmer in the north field of (0,1) stands up on its road. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("change-position"));
  g_assert_true (ui_enabled (window, "gift-target"));
  g_assert_true (ui_enabled (window, "cancel-gift"));
  /* the gift's step keeps the side panel's width */
  g_assert_cmpint (ui_settled_width (GTK_WIDGET (window->side_panel)), ==, 320);
  g_assert_cmpint (tl_board_view_get_gift_card (TL_BOARD_VIEW (tl_window_get_board (window))), ==,
                   TL_GIFT_CHANGE_POSITION);
  g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target", g_variant_new ("(iis)", 0, 1, "N"));
  if (ui_find_message_dialog () == NULL)
    g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target", g_variant_new ("(iis)", 0, 1, "E"));
  g_assert_cmpstr (dialog_body (), ==, "Your farmer stands up as a highwayman on the same tile.");
  ui_answer_dialog ("open");
  g_assert_false (ui_enabled (window, "open-gift")); /* one gift per turn */
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 0);
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 5);
  pile = tl_gifts_discard_pile (tl_game_get_state (game), &n_pile);
  g_assert_cmpuint (n_pile, ==, 1);
  g_assert_cmpuint (pile[0], ==, TL_GIFT_CHANGE_POSITION);
  place_avoiding (window, road_ends, 2);
  confirm_turn (window);

  /* Turn 9, You: Road Sweeper on the road that Blue now holds with 2 meeples, You 1. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  g_assert_cmpint (_tl_gift_hand_get_viewer (hand), ==, -1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpint (_tl_gift_hand_get_viewer (hand), ==, 0);
  you_score = tl_game_player_state (game, 0)->score;
  blue_score = tl_game_player_state (game, 1)->score;
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 5);

  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("road-sweeper"));
  /* Cancelling keeps the gift. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "cancel-gift", NULL);
  g_assert_false (ui_enabled (window, "gift-target"));
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 0), ==, 1);
  /* Not a road with meeples: refused with a toast, still choosing. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("road-sweeper"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target", g_variant_new ("(iis)", 0, 0, "N"));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (ui_enabled (window, "gift-target"));
  /* The question says what happens; Cancel there keeps choosing. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target", g_variant_new ("(iis)", 1, 1, "E"));
  g_assert_cmpstr (dialog_body (), ==, "The road scores 4 for Blue, its meeples go home.");
  ui_answer_dialog ("cancel");
  g_assert_true (ui_enabled (window, "gift-target"));
  g_assert_cmpint (tl_game_player_state (game, 1)->score, ==, blue_score);
  g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target", g_variant_new ("(iis)", 1, 1, "E"));
  ui_answer_dialog ("open");

  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, you_score);
  g_assert_cmpint (tl_game_player_state (game, 1)->score, ==, blue_score + 4);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 6);
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 7);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 0), ==, 0);
  pile = tl_gifts_discard_pile (tl_game_get_state (game), &n_pile);
  g_assert_cmpuint (n_pile, ==, 2);
  g_assert_cmpuint (pile[1], ==, TL_GIFT_ROAD_SWEEPER);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_false (ui_enabled (window, "gift-target"));

  ui_save_png (GTK_WIDGET (window), "test-expansions-gifts.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A gift that can do nothing (fixture of Example 3 up to turn 3: Blue holds
 * Change Position and has no meeple on the board): a warning, then it is
 * wasted. */
static void
test_gifts_wasted (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 3);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  const guint8 *pile;
  guint n_pile;
  TlGame *game;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 1), ==, 1);

  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("change-position"));
  g_assert_false (ui_enabled (window, "gift-target"));
  g_assert_cmpstr (dialog_body (), ==, "This gift can do nothing now; open it anyway? It will be wasted.");
  ui_answer_dialog ("cancel");
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 1), ==, 1);

  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("change-position"));
  ui_answer_dialog ("open");
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 1), ==, 0);
  pile = tl_gifts_discard_pile (tl_game_get_state (game), &n_pile);
  g_assert_cmpuint (n_pile, ==, 1);
  g_assert_cmpuint (pile[0], ==, TL_GIFT_CHANGE_POSITION);
  g_assert_cmpint (tl_game_player_state (game, 1)->score, ==, 0);
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 7);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Take 2 (fixture take-2-keep-first-tile up to turn 3): Red keeps the second
 * tile; the first goes back into the stack. */
static void
test_gifts_take_2 (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/take-2-keep-first-tile.tilelands", 3);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlGame *game;
  guint first, second, left;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  left = tl_game_get_tiles_left (game);

  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("take-2"));
  g_assert_cmpstr (dialog_body (), ==,
                   "You draw a second tile and choose which of the two to play; the other goes back into the stack.");
  ui_answer_dialog ("open");
  g_assert_true (tl_gifts_take2_tiles (tl_game_get_state (game), &first, &second));
  g_assert_true (ui_enabled (window, "take2-keep"));
  g_assert_cmpint (tl_game_get_current_tile (game), ==, first);
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, left - 1);

  g_action_group_activate_action (G_ACTION_GROUP (window), "take2-keep", g_variant_new_int32 (second));
  g_assert_false (tl_gifts_take2_tiles (tl_game_get_state (game), &first, &second));
  g_assert_cmpint (tl_game_get_current_tile (game), ==, second);
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, left);
  g_assert_false (ui_enabled (window, "take2-keep"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Map-Chips on a copy of USA West (chips-2-peek-purple-allowed), two people (docs/rules/maps.md §3.6 case 2). */
static void
test_map_chips_peek (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  /* beside the face-down tiles (6,1) and (5,3): a tile there reveals one */
  static const gint beside[] = { 6, 0, 5, 1, 7, 1, 6, 2, 5, 2, 4, 3, 6, 3, 5, 4 };
  TlGame *game = NULL;
  int type_b = tl_tile_set_lookup (record->tileset, "B");
  guint chips, face_down;
  gint r = -1;

  /* The first seed whose first tile fits on the purple chip at (8,2). */
  r = ui_start_fitting (window, record, 8, 2);
  game = tl_window_get_game (window);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  tl_map_chips_counts (tl_game_get_state (game), &chips, &face_down, NULL);
  g_assert_cmpuint (chips, ==, 2);
  g_assert_cmpuint (face_down, ==, 2);

  /* Red places on the chip: +2 at once, and may look at a purple tile. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 8, 2, r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, 2);
  g_assert_cmpint (tl_game_player_state (game, 0)->bonus, ==, 2);
  g_assert_true (ui_enabled (window, "peek-at"));
  /* The chip is public now: no taking the tile back. */
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, -1);

  /* An orange tile is refused; the purple one is seen by Red. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", 5, 3));
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), 0, 5, 3), ==, -1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", 6, 1));
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, type_b);
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), 0, 6, 1), ==, type_b);
  g_assert_false (ui_enabled (window, "peek-at"));
  g_assert_false (tl_board_view_get_show_peeked (board));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "remember-peeked", g_variant_new_boolean (TRUE));
  g_assert_true (tl_board_view_get_show_peeked (board));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  /* the tile looked at, in the side panel, keeps its width */
  g_assert_cmpint (ui_settled_width (GTK_WIDGET (window->side_panel)), ==, 320);
  /* a picture of the board as the game opens (close, on a square where the tile fits) */
  ui_save_png (tl_window_get_board (window), "test-expansions-map-board.png");
  ui_save_png (GTK_WIDGET (window), "test-expansions-map-window.png");
  confirm_turn (window);

  /* Blue's turn: nothing of Red's is shown. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, -1);
  g_assert_false (tl_board_view_get_show_peeked (board));
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), 1, 6, 1), ==, -1);
  place_avoiding (window, beside, G_N_ELEMENTS (beside) / 2);
  confirm_turn (window);

  /* Red's turn starts behind the hand-over screen: Red asked to be shown. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  g_assert_false (tl_board_view_get_show_peeked (board));
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_true (tl_board_view_get_show_peeked (board));
  g_assert_cmpint (tl_game_player_state (game, 0)->score, >=, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Enter during a reveal confirms that step, not the turn (a copy of USA West,
 * face-down tiles on (6,1) and (5,3)): placing on (5,2) reveals (5,3); Enter resolves it
 * and the follower step follows; Enter again ends the turn. */
static void
test_map_chips_enter_reveals (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  GtkWidget *confirm = NULL;
  TlGame *game = NULL;
  const TlTurnRecord *turn;
  gint r = -1;

  r = ui_start_fitting (window, record, 5, 2);
  game = tl_window_get_game (window);
  confirm = GTK_WIDGET (ui_find_button (GTK_WIDGET (window), "_Confirm Turn"));
  g_assert_nonnull (confirm);

  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 5, 2, r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_true (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Resolve Revealed Tile");
  ui_save_png (GTK_WIDGET (window), "test-expansions-reveal-step.png");

  /* Enter (win.confirm): the revealed tile is resolved, the turn goes on */
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_false (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  g_assert_false (tl_map_chips_face_down_at (tl_game_get_state (game), 5, 3, NULL));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Confirm Turn");
  g_assert_true (ui_enabled (window, "deploy"));

  /* Enter again ends the turn, with the reveal in its record */
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  turn = &g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 0);
  g_assert_nonnull (tl_map_chips_turn (turn)->reveal);
  g_assert_cmpuint (tl_map_chips_turn (turn)->reveal->len, ==, 1);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).x, ==, 5);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).y, ==, 3);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a 1400 × 900 window (as large as the display allows) the side panel keeps its 320 pixels through a reveal step,
 * whose instruction and "Resolve Revealed Tile" are longer than the other
 * steps' (they once widened it to 445 px and shrank the board twice); the
 * buttons go one above the other meanwhile. */
static void
test_map_chips_reveal_keeps_panel_width (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", 1400, "default-height", 900, NULL);
  GtkWidget *panel = GTK_WIDGET (window->side_panel);
  GtkWidget *board = tl_window_get_board (window);
  GtkWidget *confirm = NULL, *buttons = NULL;
  TlGame *game = NULL;
  int board_width;
  gint r;

  gtk_window_present (GTK_WINDOW (window));
  r = ui_start_fitting (window, record, 5, 2);
  game = tl_window_get_game (window);
  ui_wait_until_drawn (panel);
  confirm = GTK_WIDGET (ui_find_button (panel, "_Confirm Turn"));
  buttons = gtk_widget_get_parent (confirm);
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  board_width = gtk_widget_get_width (board);
  /* the board, the separator (1 px) and the panel */
  g_assert_cmpint (board_width, ==, gtk_widget_get_width (GTK_WIDGET (window->flap)) - 1 - 320);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (buttons)), ==, GTK_ORIENTATION_HORIZONTAL);

  /* placing on (5,2) turns over the face-down tile on (5,3): the reveal step */
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 5, 2, r));
  g_assert_true (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Resolve Revealed Tile");
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (buttons)), ==, GTK_ORIENTATION_VERTICAL);
  /* the whole row less the turn bar's 18 px margins; less its padding, 17 px each side */
  g_assert_cmpint (gtk_widget_get_width (buttons), ==, 320 - 2 * 18);
  g_assert_cmpint (gtk_widget_get_width (confirm), ==, 320 - 2 * 18 - 2 * 17);

  /* the follower step, then the next seat's turn */
  confirm_turn (window);
  g_assert_false (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (buttons)), ==, GTK_ORIENTATION_HORIZONTAL);
  confirm_turn (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A seat that holds no gift has nothing to hide: its turn starts on the board,
 * not behind the hand-over screen (the whole fixture: Blue opened hers). */
static void
test_gifts_no_hand_over_without_gifts (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", -1);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlGame *game;
  guint current;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  current = tl_game_get_current_player (game);
  g_assert_cmpint (tl_game_player_info (game, current)->kind, ==, TL_PLAYER_HUMAN);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), current), ==, 0);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_true (ui_enabled (window, "place-at"));
  g_assert_false (ui_enabled (window, "reveal-hand"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The gift hand's rows are insensitive while the viewer may not open a gift. */
static void
test_gift_hand_rows (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlGame) game = tl_game_new (record, &error);
  TlGiftHand *hand = TL_GIFT_HAND (g_object_ref_sink (tl_gift_hand_new ()));

  g_assert_no_error (error);
  tl_gift_hand_update (hand, game, 1, TRUE);
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (_tl_gift_hand_get_card_row (hand, 0)));
  g_assert_null (_tl_gift_hand_get_card_row (hand, 1));
  tl_gift_hand_update (hand, game, 1, FALSE);
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 1);
  g_assert_false (gtk_widget_get_sensitive (_tl_gift_hand_get_card_row (hand, 0)));
  g_object_unref (hand);
}

/* The cards are numbered as held, and the keys follow the numbers: Blue,
 * holding only Change Position, sees it as number 1 (a keycap before it) and
 * opens it with the key 1 (which opened Synod, whatever the hand: "1" did
 * nothing for Blue); 2 says that no gift has that number; the hint says to
 * press the number beside the gift. */
static void
test_gift_keys_follow_numbers (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlGiftHand *hand = _tl_window_gifts_get_hand (window);
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  g_autofree char *hint = NULL;
  const GPtrArray *toasts;
  GtkWidget *row, *keycap;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  ui_wait_until_drawn (GTK_WIDGET (board));
  g_assert_cmpuint (_tl_gift_hand_get_n_card_rows (hand), ==, 1);
  g_assert_cmpint (tl_gift_hand_get_card (hand, 1), ==, TL_GIFT_CHANGE_POSITION);
  g_assert_cmpint (tl_gift_hand_get_card (hand, 2), ==, -1);
  row = _tl_gift_hand_get_card_row (hand, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Change Position");
  keycap = ui_find_widget_of_type (row, GTK_TYPE_SHORTCUT_LABEL);
  g_assert_nonnull (keycap);
  g_assert_cmpstr (gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (keycap)), ==, "1");
  g_assert_true (gtk_widget_get_mapped (keycap));
  hint = tl_turn_hint_dup (tl_window_get_game (window), FALSE, 0);
  g_assert_cmpstr (hint, ==, "Place the tile on a highlighted square: click it, or use the arrow keys and Enter. "
                             "R rotates it. You may first open one of your gifts: click it, or press the number "
                             "beside it.");

  /* the key 1 opens the gift numbered 1 */
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_1, 0));
  g_assert_cmpint (tl_board_view_get_gift_card (board), ==, TL_GIFT_CHANGE_POSITION);
  g_assert_true (ui_enabled (window, "gift-target"));
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_false (ui_enabled (window, "gift-target"));

  /* no gift numbered 2 */
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_KP_2, 0));
  g_assert_false (ui_enabled (window, "gift-target"));
  toasts = _tl_window_get_toasts (window);
  g_assert_cmpuint (toasts->len, ==, 1);
  g_assert_cmpstr (adw_toast_get_title (g_ptr_array_index (toasts, 0)), ==, "None of your gifts has the number 2");
  ui_save_png (GTK_WIDGET (window), "test-gift-numbers.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Map-Chips: on a new game on USA West, Ctrl+0 shows the whole map, at the
 * largest zoom level at which it fits (centred on it; the game itself opens
 * closer, /ui/details/map-opens-close); the chips' colours are not asked. */
static void
test_map_view_fits (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  GtkWidget *board = tl_window_get_board (window);
  TlBoardViewport *viewport = tl_board_view_get_viewport (TL_BOARD_VIEW (board));
  const TlMapLayout *map;
  guint level, size, next;
  int w, h;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (board);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-reset", NULL);
  map = tl_game_state_map (tl_game_get_state (tl_window_get_game (window)));
  g_assert_nonnull (map);
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);
  level = tl_board_viewport_get_zoom_level (viewport);
  size = tl_board_viewport_level_tile_size (level);
  next = tl_board_viewport_level_tile_size (level + 1);
  g_test_message ("board %d × %d, map %u × %u at %u px", w, h, map->width, map->height, size);
  g_assert_cmpint (map->width * size, <=, w);
  g_assert_cmpint (map->height * size, <=, h);
  g_assert_true (level == TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL
                 || (int) (map->width * next) > w || (int) (map->height * next) > h);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, map->width / 2.0);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, map->height / 2.0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
board_settled (gpointer data)
{
  return !_tl_board_view_tiles_busy (data);
}

/* The width of the picture the map's cache gives for cell (@x, @y) at
 * @device_px, without drawing one. */
static int
map_picture_width (TlBoardView *view, int x, int y, guint device_px)
{
  TlMapCache *cache = _tl_board_view_maps_cache (view);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  return cairo_image_surface_get_width (tl_map_cache_cell (cache, x, y, device_px, dark));
}

/* Takes one frame's snapshot of @widget, without running the main loop
 * (nothing drawn off the frame can arrive meanwhile). */
static void
snapshot_once (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  gsk_render_node_unref (node);
}

/* Zooming in through the window's action draws no square of the map in the
 * frame: the frame shows the size held, scaled, until the worker's pictures
 * of the new size are in, and then those. */
static void
test_map_zoom_off_frame (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  GtkWidget *board = tl_window_get_board (window);
  TlBoardView *view = TL_BOARD_VIEW (board);
  TlBoardViewport *viewport = tl_board_view_get_viewport (view);
  guint drawn, before_px, px;
  int x, y, scale;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (board);
  g_assert_true (ui_wait_for (board_settled, view, 20));
  g_assert_nonnull (_tl_board_view_maps_cache (view));
  /* the first frame drew what it showed; the worker the rest of the map */
  drawn = tl_map_cache_get_n_drawn (_tl_board_view_maps_cache (view));
  g_assert_cmpuint (drawn, >, 0);
  scale = gtk_widget_get_scale_factor (board);
  x = (int) tl_board_viewport_get_center_x (viewport);
  y = (int) tl_board_viewport_get_center_y (viewport);
  before_px = (guint) tl_board_viewport_get_tile_size (viewport) * scale;
  g_assert_cmpint (map_picture_width (view, x, y, before_px), ==, before_px);

  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
  px = (guint) tl_board_viewport_get_tile_size (viewport) * scale;
  g_assert_cmpuint (px, >, before_px);
  snapshot_once (board);
  /* nothing drawn in that frame: the square stands in at the size held */
  g_assert_cmpuint (tl_map_cache_get_n_drawn (_tl_board_view_maps_cache (view)), ==, drawn);
  g_assert_true (_tl_board_view_tiles_busy (view));
  g_assert_cmpint (map_picture_width (view, x, y, px), ==, before_px);
  /* drawn off the frame, then shown at its size */
  g_assert_true (ui_wait_for (board_settled, view, 20));
  g_assert_cmpint (map_picture_width (view, x, y, px), ==, px);
  snapshot_once (board);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (_tl_board_view_maps_cache (view)), ==, drawn);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first visible popover under @root that holds a TlMapLegend, or NULL. */
static GtkWidget *
find_legend_popover (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child) &&
          TL_IS_MAP_LEGEND (gtk_popover_get_child (GTK_POPOVER (child))))
        return child;
      if ((found = find_legend_popover (child)) != NULL)
        return found;
    }
  return NULL;
}

/* The map legend opens on demand (win.map-legend, Ctrl+L) and explains the towns
 * and outlines with what Map-Chips does there. */
static void
test_map_legend (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  GtkWidget *popover;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (tl_window_get_board (window));
  g_assert_null (find_legend_popover (GTK_WIDGET (window)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "map-legend", NULL);
  popover = find_legend_popover (GTK_WIDGET (window));
  g_assert_nonnull (popover);
  g_assert_nonnull (ui_find_label (popover, "Town"));
  g_assert_nonnull (ui_find_label (popover, "A chip lies face down on it. Place a tile here to take it "
                                            "(1 or 2 points), then look at a face-down tile of the chip’s colour."));
  ui_wait_until_drawn (popover);
  ui_save_png (popover, "map-legend.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The new-game window offers the Gifts, the maps and Map-Chips. */
static void
test_new_game_expansions (void)
{
  TlNewGameWindow *dialog = tl_new_game_window_new (NULL, NULL);
  g_autoptr (TlRecord) plain = NULL;
  g_autoptr (TlRecord) built = NULL;
  g_autoptr (GError) error = NULL;

  /* Map-Chips without a map plays without it. */
  g_assert_true (tl_new_game_window_set_expansion (dialog, "map-chips", TRUE));
  plain = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plain->expansions->len, ==, 0);
  g_assert_null (plain->map);
  g_assert_null (plain->map_layout);

  g_assert_false (tl_new_game_window_set_expansion (dialog, "dragons", TRUE));
  g_assert_false (tl_new_game_window_select_map (dialog, "atlantis"));
  g_assert_true (tl_new_game_window_set_expansion (dialog, "gifts", TRUE));
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-both"));
  built = tl_new_game_window_build_record (dialog, 9, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (built->game, ==, "carcassonne");
  g_assert_cmpuint (built->expansions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (built->expansions, 0), ==, "gifts");
  g_assert_cmpstr (g_ptr_array_index (built->expansions, 1), ==, "map-chips");
  g_assert_cmpstr (built->map, ==, "usa-both");
  g_assert_nonnull (built->map_layout);
  g_assert_cmpuint (built->map_layout->width, ==, 31);
  g_assert_cmpuint (built->map_layout->height, ==, 12);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The tiles of a game (docs/rules/maps.md §1): on a map the Maps deck by default (114 tiles,
 * each set twice on both maps), or the base tiles alone; 9 meeples as an option on
 * maps; "more tiles" in free play. */
static void
test_new_game_deck (void)
{
  TlNewGameWindow *dialog = tl_new_game_window_new (NULL, NULL);
  static const struct {
    const char *map, *deck;
    gboolean more, nine;
    guint tiles, parts, meeples;
  } cases[] = {
    { NULL, "full", FALSE, TRUE, 72, 0, 0 },        /* free play: the base game; no 9 meeples */
    { NULL, "base", TRUE, FALSE, 114, 3, 0 },       /* more tiles */
    { "usa-west", "full", TRUE, FALSE, 114, 3, 0 }, /* the Maps deck */
    { "usa-east", "base", FALSE, TRUE, 72, 0, 9 },
    { "usa-both", "full", FALSE, TRUE, 228, 6, 9 },
    { "usa-both", "base", FALSE, FALSE, 144, 2, 0 },
  };

  g_assert_false (tl_new_game_window_select_deck (dialog, "all"));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TlRecord) built = NULL;
      g_autoptr (TlRecord) loaded = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (tl_new_game_window_select_map (dialog, cases[i].map));
      g_assert_true (tl_new_game_window_select_deck (dialog, cases[i].deck));
      g_assert_true (tl_new_game_window_set_option (dialog, "more-tiles", cases[i].more));
      g_assert_true (tl_new_game_window_set_option (dialog, "nine-meeples", cases[i].nine));
      built = tl_new_game_window_build_record (dialog, 3, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (built->tileset->total_tiles, ==, cases[i].tiles);
      g_assert_cmpuint (built->tileset->parts != NULL ? g_strv_length (built->tileset->parts) : 0, ==,
                        cases[i].parts);
      g_assert_cmpuint (built->options.meeples, ==, cases[i].meeples);
      /* and the record says so: the list of sets, the meeples */
      text = tl_record_format_to_data (built, NULL);
      loaded = tl_record_format_load_data (text, -1, "deck.tilelands", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (loaded->tileset->id, ==, built->tileset->id);
      g_assert_cmpuint (loaded->options.meeples, ==, cases[i].meeples);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Returns: (transfer none): the label at (@column, @row) of @grid. */
static const char *
grid_text (GtkWidget *grid,
           int        column,
           int        row)
{
  GtkWidget *child = gtk_grid_get_child_at (GTK_GRID (grid), column, row);

  g_assert_true (GTK_IS_LABEL (child));
  return gtk_label_get_label (GTK_LABEL (child));
}

/* Two computer players on USA East with the Gifts and Map-Chips: the game ends
 * and the final scores add up, with "Gifts" and "Chips" columns. */
static void
test_final_scores_expansions (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr (TlRecord) record = NULL;
  g_autoptr (TlGame) game = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *grid;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  record->seed = 11;
  record->map = g_strdup ("usa-east");
  record->map_layout = tl_map_format_load_builtin ("usa-east", &error);
  g_assert_no_error (error);
  g_ptr_array_add (record->expansions, g_strdup ("gifts"));
  g_ptr_array_add (record->expansions, g_strdup ("map-chips"));
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_AI, 1);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_AI, 0);
  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  while (tl_game_play_ai_turn (game))
    ;
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_OVER);

  dialog = tl_final_score_dialog_new (game);
  grid = adw_message_dialog_get_extra_child (dialog);
  g_assert_cmpstr (grid_text (grid, 2, 0), ==, "Roads");
  g_assert_cmpstr (grid_text (grid, 5, 0), ==, "Fields");
  g_assert_cmpstr (grid_text (grid, 6, 0), ==, "Gifts");
  g_assert_cmpstr (grid_text (grid, 7, 0), ==, "Chips");
  g_assert_cmpstr (grid_text (grid, 8, 0), ==, "Reveals");
  g_assert_cmpstr (grid_text (grid, 9, 0), ==, "Total");
  g_assert_cmpstr (grid_text (grid, 10, 0), ==, "Place");
  for (int row = 1; row <= 2; row++)
    {
      int sum = 0;

      for (int column = 2; column <= 8; column++)
        sum += atoi (grid_text (grid, column, row));
      g_assert_cmpint (sum, ==, atoi (grid_text (grid, 9, row)));
    }
  /* the places: the best first, a tie shared */
  if (atoi (grid_text (grid, 9, 1)) == atoi (grid_text (grid, 9, 2)))
    {
      g_assert_cmpstr (grid_text (grid, 10, 1), ==, "1 (shared)");
      g_assert_cmpstr (grid_text (grid, 10, 2), ==, "1 (shared)");
    }
  else
    {
      g_assert_cmpstr (grid_text (grid, 10, 1), ==, "1");
      g_assert_cmpstr (grid_text (grid, 10, 2), ==, "2");
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-expansions", TRUE))
    return 77;

  g_test_add_func ("/ui/gifts/open", test_gifts_open);
  g_test_add_func ("/ui/gifts/wasted", test_gifts_wasted);
  g_test_add_func ("/ui/gifts/take-2", test_gifts_take_2);
  g_test_add_func ("/ui/gifts/no-hand-over-without-gifts", test_gifts_no_hand_over_without_gifts);
  g_test_add_func ("/ui/gifts/hand-rows", test_gift_hand_rows);
  g_test_add_func ("/ui/gifts/keys-follow-numbers", test_gift_keys_follow_numbers);
  g_test_add_func ("/ui/map-chips/view-fits", test_map_view_fits);
  g_test_add_func ("/ui/map-chips/zoom-off-frame", test_map_zoom_off_frame);
  g_test_add_func ("/ui/map-chips/peek", test_map_chips_peek);
  g_test_add_func ("/ui/map-chips/enter-reveals", test_map_chips_enter_reveals);
  g_test_add_func ("/ui/map-chips/reveal-keeps-panel-width", test_map_chips_reveal_keeps_panel_width);
  g_test_add_func ("/ui/map-chips/legend", test_map_legend);
  g_test_add_func ("/ui/new-game/expansions", test_new_game_expansions);
  g_test_add_func ("/ui/new-game/deck", test_new_game_deck);
  g_test_add_func ("/ui/final-scores/expansions", test_final_scores_expansions);
  return g_test_run ();
}
