/* test-window.c — the main window under a real display (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Carcassonne: starts a game of two people with a fixed seed, plays one turn
 * through the window's actions (place a tile, put a meeple on one of its fields,
 * confirm), checks the game, saves a PNG of the board, then undoes the turn.
 * The Discovery: deploys, then recalls through `win.recall-at` (the score is the
 * recall's points; take back undoes it), saves a PNG; the double-tile variant
 * keeps each hand behind the hand-over screen until its owner shows it, and a
 * computer seat's hand face down. New Game asks before abandoning a game in
 * progress, and so does closing the window (Cancel, Discard, Save…). The view
 * fits a new game and stays put between two people's turns; the panel says
 * "Tile Placed" after placing. A file that cannot be loaded is reported in a
 * dialog. The new-game window builds a Discovery record; the final scores of
 * The Discovery are broken down by mountains, grasslands and seas.
 */

#include "config.h"

#include <stdlib.h>

#include <adwaita.h>

#include "tl-board-view.h"
#include "tl-final-score-dialog.h"
#include "tl-hand-view-private.h"
#include "tl-new-game-window.h"
#include "tl-seat-row.h"
#include "tl-turn-hint.h"
#include "tl-window.h"
#include "tl-tileset-format.h"
#include "ui-test-util.h"

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

/* A Discovery record; @kinds has one letter per seat: 'h' human, 'a' computer. */
static TlRecord *
discovery (const char *kinds,
           gboolean    double_tile,
           gboolean    equal_turns)
{
  static const char *const names[] = { "Ann", "Bob", "Cid", "Dee", "Eve" };
  static const char *const colors[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("discovery", &error);
  TlRecord *record;

  g_assert_no_error (error);
  g_assert_nonnull (tileset);

  record = tl_record_new ("discovery", tileset);
  record->options.double_tile = double_tile;
  record->options.equal_turns = equal_turns;
  record->seed = TEST_SEED;
  for (guint i = 0; kinds[i] != '\0' && i < G_N_ELEMENTS (names); i++)
    tl_record_add_player (record, names[i], colors[i],
                          kinds[i] == 'a' ? TL_PLAYER_AI : TL_PLAYER_HUMAN, 1);
  return record;
}

/* Places the drawn tile at its first legal place through `win.place-at`. */
static void
place_first (TlWindow *window)
{
  TlGame *game = tl_window_get_game (window);
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  const TlPlacement *place;

  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_assert_true (ui_enabled (window, "place-at"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
}

static void
test_window_one_turn (void)
{
  g_autoptr (TlRecord) record = two_people ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) placements = NULL;
  g_autoptr (GArray) spots = NULL;
  const TlFollowerSpot *spot = NULL;
  const TlPlacement *place;
  TlWindow *window;
  TlGame *game;
  int first_tile;

  window = g_object_new (TL_TYPE_WINDOW, "default-width", 1000, "default-height", 700, NULL);
  gtk_window_present (GTK_WINDOW (window));

  /* No game yet: the game's actions are off. */
  g_assert_null (tl_window_get_game (window));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "confirm"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "export"));

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
  ui_save_png (tl_window_get_board (window), "test-window-board.png");

  /* Undo replays the record without the turn: the same tile is in hand again. */
  ui_undo (window);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_get_state (game))), ==, 1);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 7);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpint (tl_game_get_current_tile (game), ==, first_tile);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Discovery through the window's actions: place and deploy; the other
 * player places; place and recall: the score is the recall's points, take back
 * undoes the recall, confirming keeps it. */
static void
test_window_discovery_recall (void)
{
  g_autoptr (TlRecord) record = discovery ("hh", FALSE, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) spots = NULL;
  g_autoptr (GArray) options = NULL;
  TlRecallOption option;
  TlFollowerSpot spot;
  char *hint;
  TlWindow *window = ui_new_window ();
  TlGame *game;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 4);
  g_assert_cmpuint (tl_game_player_state (game, 1)->supply, ==, 4);
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, 82);

  /* Turn 1, Ann: place and deploy. Nothing to recall yet. */
  place_first (window);
  g_assert_true (ui_enabled (window, "recall-at"));
  options = tl_game_recall_options (game);
  g_assert_cmpuint (options->len, ==, 0);
  g_clear_pointer (&options, g_array_unref);
  spots = tl_game_follower_spots (game);
  g_assert_cmpuint (spots->len, >, 0);
  spot = g_array_index (spots, TlFollowerSpot, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "deploy",
                                  g_variant_new_string (tl_port_name (spot.port)));
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 3);
  /* Deploying and recalling in one turn is refused: nothing to recall now. */
  options = tl_game_recall_options (game);
  g_assert_cmpuint (options->len, ==, 0);
  g_clear_pointer (&options, g_array_unref);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, 0);

  /* Turn 2, Bob: place, nothing else. */
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);

  /* Turn 3, Ann: place, then recall the follower of turn 1. */
  place_first (window);
  options = tl_game_recall_options (game);
  g_assert_cmpuint (options->len, ==, 1);
  option = g_array_index (options, TlRecallOption, 0);
  g_test_message ("recalling the follower at (%d, %d) %s scores %d", option.x, option.y, tl_port_name (option.port), option.points);
  g_assert_cmpint (option.points, >, 0);
  g_assert_cmpint (option.points, ==, tl_game_feature_value (game, option.x, option.y, option.port));

  g_clear_pointer (&spots, g_array_unref);
  spots = tl_game_follower_spots (game);
  hint = tl_turn_hint_dup (game, FALSE, 0);
  if (spots->len > 0)
    g_assert_cmpstr (hint, ==, "Deploy a follower on the tile, or click one of your followers to recall it and score it.");
  else
    g_assert_cmpstr (hint, ==, "Click one of your followers to recall it and score it, or confirm.");
  g_clear_pointer (&hint, g_free);

  g_action_group_activate_action (G_ACTION_GROUP (window), "recall-at",
                                  g_variant_new ("(iis)", option.x, option.y, tl_port_name (option.port)));
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, option.points);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 4);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  /* Deploying after a recall is refused. */
  g_clear_pointer (&spots, g_array_unref);
  spots = tl_game_follower_spots (game);
  g_assert_cmpuint (spots->len, ==, 0);
  hint = tl_turn_hint_dup (game, TRUE, 2);
  g_assert_cmpstr (hint, ==, "Recalled for 2 points. Confirm the turn, or take it back.");
  g_clear_pointer (&hint, g_free);

  /* Take back undoes the recall with the placement. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "take-back", NULL);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, 0);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 3);

  /* Again, and confirm: the points stay. */
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "recall-at",
                                  g_variant_new ("(iis)", option.x, option.y, tl_port_name (option.port)));
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, option.points);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, option.points);
  g_assert_cmpint (tl_game_player_state (game, 0)->by_kind[option.kind], ==, option.points);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 4);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 3);
  g_assert_true (g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 2).has_recall);

  ui_save_png (tl_window_get_board (window), "test-window-discovery-board.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Asserts that the hand view shows exactly the tiles @a and @b (in some order),
 * face up. */
static void
assert_hand_shows (TlWindow *window,
                   int       a,
                   int       b)
{
  TlHandView *hand = TL_HAND_VIEW (_tl_window_get_hand_view (window));
  gboolean down0, down1;
  int t0 = _tl_hand_view_get_tile (hand, 0, &down0);
  int t1 = _tl_hand_view_get_tile (hand, 1, &down1);

  g_assert_false (down0);
  g_assert_false (down1);
  g_assert_true ((t0 == a && t1 == b) || (t0 == b && t1 == a));
}

static void
assert_hand_empty (TlWindow *window)
{
  TlHandView *hand = TL_HAND_VIEW (_tl_window_get_hand_view (window));

  g_assert_cmpint (_tl_hand_view_get_tile (hand, 0, NULL), ==, -1);
  g_assert_cmpint (_tl_hand_view_get_tile (hand, 1, NULL), ==, -1);
}

/* Double tile in hot-seat (Ann and Cid people, Bob a computer player between
 * them): each hand stays behind the hand-over screen until its owner shows it;
 * the computer's hand lies face down. */
static void
test_window_double_tile_hand_over (void)
{
  g_autoptr (TlRecord) record = discovery ("hah", TRUE, FALSE);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlHandView *hand = TL_HAND_VIEW (_tl_window_get_hand_view (window));
  TlGame *game;
  int drawn, held;
  guint ann_hand[TL_HAND_SIZE];
  gboolean down;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);

  /* Ann's turn starts behind the hand-over screen: no tile is shown, no move
   * can be made. */
  drawn = tl_game_get_current_tile (game);
  held = tl_game_held_tile (game, 0);
  g_assert_cmpint (drawn, >=, 0);
  g_assert_cmpint (held, >=, 0);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  assert_hand_empty (window);
  g_assert_true (ui_enabled (window, "reveal-hand"));
  g_assert_false (ui_enabled (window, "place-at"));
  g_assert_false (ui_enabled (window, "switch-tile"));
  g_assert_false (ui_enabled (window, "rotate-cw"));

  /* Ann shows her tiles (Enter, the hand-over screen's key: the board's
   * Enter is not on screen): both, face up. */
  ui_wait_until_drawn (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_mapped (tl_window_get_board (window)));
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_false (ui_enabled (window, "reveal-hand"));
  assert_hand_shows (window, drawn, held);

  /* She switches to the held tile and places it; the drawn one is kept. */
  g_assert_true (ui_enabled (window, "switch-tile"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "switch-tile", NULL);
  g_assert_cmpint (tl_game_get_current_tile (game), ==, held);
  g_assert_cmpint (tl_game_held_tile (game, 0), ==, drawn);
  assert_hand_shows (window, drawn, held);
  g_action_group_activate_action (G_ACTION_GROUP (window), "choose-tile", g_variant_new_int32 (drawn));
  g_assert_cmpint (tl_game_get_current_tile (game), ==, drawn);
  g_action_group_activate_action (G_ACTION_GROUP (window), "choose-tile", g_variant_new_int32 (held));
  g_assert_cmpint (tl_game_get_current_tile (game), ==, held);
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  /* After placing she drew a tile: she holds two again, the one kept first. */
  g_assert_cmpuint (tl_game_state_hand (tl_game_get_state (game), 0, ann_hand), ==, 2);
  g_assert_cmpint (ann_hand[0], ==, drawn);

  /* Bob, a computer player: the board shows, his hand lies face down, Ann's
   * hand is not shown. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_cmpint (_tl_hand_view_get_tile (hand, 0, &down), ==, tl_game_get_current_tile (game));
  g_assert_true (down);
  g_assert_cmpint (_tl_hand_view_get_tile (hand, 1, &down), ==, tl_game_held_tile (game, 1));
  g_assert_true (down);
  g_assert_false (ui_enabled (window, "reveal-hand"));
  g_assert_true (tl_game_play_ai_turn (game));

  /* Cid: behind the hand-over screen until he shows his tiles. */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 2);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  assert_hand_empty (window);
  g_assert_false (ui_enabled (window, "place-at"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  assert_hand_shows (window, tl_game_get_current_tile (game), tl_game_held_tile (game, 2));
  g_assert_cmpint (_tl_hand_view_get_tile (hand, 0, NULL), !=, -1);
  ui_save_png (GTK_WIDGET (window), "test-window-double-tile.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* New Game asks first while a game is in progress; Cancel keeps the game. The
 * new-game window builds a Discovery record. */
static void
test_window_new_game_asks (void)
{
  g_autoptr (TlRecord) record = discovery ("hh", FALSE, TRUE);
  g_autoptr (TlRecord) built = NULL;
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  AdwMessageDialog *dialog;
  TlNewGameWindow *new_game;
  TlGame *game;

  /* A fresh game: no question. */
  g_assert_true (tl_window_start_game (window, record, &error));
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  g_assert_null (ui_find_message_dialog ());
  new_game = ui_find_new_game_window ();
  g_assert_nonnull (new_game);
  gtk_window_destroy (GTK_WINDOW (new_game));

  /* After a move: asked; Cancel keeps the game. */
  game = tl_window_get_game (window);
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_null (ui_find_new_game_window ());
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (tl_window_get_game (window) == game);
  g_assert_null (ui_find_new_game_window ());

  /* Confirmed: the new-game window opens. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "abandon");
  gtk_window_destroy (GTK_WINDOW (dialog));
  new_game = ui_find_new_game_window ();
  g_assert_nonnull (new_game);

  /* It offers The Discovery. */
  g_assert_true (tl_new_game_window_select_game (new_game, "discovery"));
  g_assert_false (tl_new_game_window_select_game (new_game, "chess"));
  built = tl_new_game_window_build_record (new_game, 7, &error);
  g_assert_no_error (error);
  g_assert_nonnull (built);
  g_assert_cmpstr (built->game, ==, "discovery");
  g_assert_cmpstr (built->tileset->id, ==, "discovery");
  g_assert_cmpuint (built->seed, ==, 7);
  g_assert_cmpuint (built->players->len, ==, 2);
  g_assert_true (g_uuid_string_is_valid (built->id));  /* a new game has its id */
  gtk_window_destroy (GTK_WINDOW (new_game));

  /* Equal turns: the tile set aside with two players. */
  {
    guint n = 0;
    tl_game_state_set_aside (tl_game_get_state (game), &n);
    g_assert_cmpuint (n, ==, 1);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
window_gone (gpointer window)
{
  return !ui_is_toplevel (window);
}

/* Closing the window with a game that has not been saved asks first (Cancel,
 * Discard, Save…); Cancel keeps the window, Discard closes it. A game without
 * a move closes without asking. */
static void
test_window_close_asks (void)
{
  g_autoptr (TlRecord) record = two_people ();
  g_autoptr (GError) error = NULL;
  AdwMessageDialog *dialog;
  TlWindow *window = ui_new_window ();
  TlGame *game;

  g_assert_true (tl_window_start_game (window, record, &error));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (ui_find_message_dialog ());
  /* gone: only the address is compared */
  g_assert_false (ui_is_toplevel ((GtkWindow *) window));

  window = ui_new_window ();
  g_assert_true (tl_window_start_game (window, record, &error));
  game = tl_window_get_game (window);
  place_first (window);

  gtk_window_close (GTK_WINDOW (window));
  dialog = ui_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save the Game?");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_true (adw_message_dialog_has_response (dialog, "abandon"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "save");
  g_assert_true (ui_is_toplevel (GTK_WINDOW (window)));
  /* asking again shows the same question */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (ui_find_message_dialog () == dialog);

  ui_answer_dialog ("cancel");
  g_assert_true (ui_is_toplevel (GTK_WINDOW (window)));
  g_assert_true (tl_window_get_game (window) == game);

  gtk_window_close (GTK_WINDOW (window));
  ui_answer_dialog ("abandon");
  g_assert_true (ui_wait_for (window_gone, window, 10));
}

/* The view fits the game when it starts: free play centred on the start tile
 * at the default zoom; it does not move between two people's turns. The side
 * panel says "Tile Placed" once the tile is on the board. */
static void
test_window_view_fits (void)
{
  g_autoptr (TlRecord) record = two_people ();
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  double cx, cy;

  g_assert_true (tl_window_start_game (window, record, &error));
  ui_wait_until_drawn (GTK_WIDGET (board));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 0.5);
  /* the board keeps room to play beside the side panel */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >=, 360);

  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Tile in Hand"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "pan-right", NULL);
  cx = tl_board_viewport_get_center_x (viewport);
  cy = tl_board_viewport_get_center_y (viewport);
  place_first (window);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Tile Placed"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Tile in Hand"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 2);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, cx);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, cy);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The single keys of play are the board's own shortcuts (managed by the
 * window, so they act only while the board is on screen, and in no other
 * window), not the application's. */
static void
test_window_board_shortcuts (void)
{
  static const char *const expected[][2] = {
    { "Return|KP_Enter", "win.confirm" }, { "BackSpace", "win.take-back" },
    { "t", "win.switch-tile" }, { "r", "win.rotate-cw" }, { "<Shift>r", "win.rotate-ccw" },
    { "space", "win.place" }, { "Return|KP_Enter", "win.place" }, { "Left", "win.cursor-left" }, { "Right", "win.cursor-right" },
    { "Up", "win.cursor-up" }, { "Down", "win.cursor-down" }, { "1|KP_1", "win.open-gift-number" },
    { "2|KP_2", "win.open-gift-number" }, { "3|KP_3", "win.open-gift-number" },
    { "4|KP_4", "win.open-gift-number" }, { "5|KP_5", "win.open-gift-number" }, { "Escape", "win.cancel-gift" },
  };
  TlWindow *window = ui_new_window ();
  GtkWidget *board = tl_window_get_board (window);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (board);
  GtkShortcutController *shortcuts = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
          gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) == GTK_SHORTCUT_SCOPE_MANAGED)
        shortcuts = GTK_SHORTCUT_CONTROLLER (controller);
    }
  g_assert_nonnull (shortcuts);
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (shortcuts)), ==,
                   GTK_PHASE_CAPTURE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (shortcuts)), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (shortcuts), i);
      g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
      GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

      g_assert_cmpstr (trigger, ==, expected[i][0]);
      g_assert_true (GTK_IS_NAMED_ACTION (action));
      g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, expected[i][1]);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Enter does at the tile step what Space does: places the tile at the cursor
 * (turned first to a rotation that fits there, when it fits in another); then
 * it confirms the turn, where Space would put a meeple on the spot in focus. */
static void
test_window_enter_places (void)
{
  g_autoptr (TlRecord) record = two_people ();
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  const TlBoard *placed;
  TlGame *game;
  int x, y, presses = 0;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  ui_wait_until_drawn (GTK_WIDGET (board));
  g_assert_false (ui_enabled (window, "confirm"));
  /* the cursor starts on a square where the tile fits */
  tl_board_view_get_cursor (board, &x, &y);
  g_assert_true (tl_game_is_legal (game, x, y, 0) || tl_game_is_legal (game, x, y, 1) ||
                 tl_game_is_legal (game, x, y, 2) || tl_game_is_legal (game, x, y, 3));
  while (tl_game_get_phase (game) == TL_PHASE_PLACE && presses < 4)
    {
      g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0));
      presses++;
    }
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  placed = tl_game_state_board (tl_game_get_state (game));
  g_assert_cmpuint (tl_board_n_tiles (placed), ==, 2);
  g_assert_cmpint (tl_board_tile_at (placed, x, y), ==, 1);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);

  /* the tile placed, Enter on the keypad ends the turn: Bob's */
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_KP_Enter, 0));
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file that cannot be loaded is reported in a dialog naming it. */
static void
test_window_load_error (void)
{
  g_autofree char *path = g_build_filename (ui_output_dir (), "bad-game.tilelands", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  AdwMessageDialog *dialog;

  g_assert_true (g_file_set_contents (path, "{\"format\":\"tilelands-game\",\"version\":1,\"game\":\"chess\"}", -1, &error));
  g_assert_no_error (error);
  tl_window_open_file (window, file);
  /* read in a worker thread: nothing is decided before the main loop runs, and
   * Load and Save wait meanwhile */
  g_assert_null (ui_find_message_dialog ());
  g_assert_false (ui_enabled (window, "open"));
  dialog = ui_wait_for_message_dialog ();
  g_assert_true (ui_enabled (window, "open"));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Cannot Load “bad-game.tilelands”");
  /* in words, without the JSON path (the message of tilelands-cli keeps it) */
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "The game: “chess” is not a game this Tilelands plays");
  ui_answer_dialog ("close");
  g_assert_null (tl_window_get_game (window));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");

  gtk_window_destroy (GTK_WINDOW (window));
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

/* The final scores of a whole Discovery game between two computer players:
 * mountains, grasslands and seas add up to the total. */
static void
test_final_scores_discovery (void)
{
  g_autoptr (TlRecord) record = discovery ("aa", FALSE, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlGame) game = tl_game_new (record, &error);
  AdwMessageDialog *dialog;
  GtkWidget *grid;

  g_assert_no_error (error);
  while (tl_game_play_ai_turn (game))
    ;
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_OVER);

  dialog = tl_final_score_dialog_new (game);
  grid = adw_message_dialog_get_extra_child (dialog);
  g_assert_cmpstr (grid_text (grid, 2, 0), ==, "Mountains");
  g_assert_cmpstr (grid_text (grid, 3, 0), ==, "Grasslands");
  g_assert_cmpstr (grid_text (grid, 4, 0), ==, "Seas");
  g_assert_cmpstr (grid_text (grid, 5, 0), ==, "Total");
  for (int row = 1; row <= 2; row++)
    {
      int sum = atoi (grid_text (grid, 2, row)) + atoi (grid_text (grid, 3, row))
                + atoi (grid_text (grid, 4, row));
      g_assert_cmpint (sum, ==, atoi (grid_text (grid, 5, row)));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The column of @grid whose heading is @heading. */
static int
grid_column (GtkWidget  *grid,
             const char *heading)
{
  for (int column = 0; column < 20; column++)
    {
      GtkWidget *child = gtk_grid_get_child_at (GTK_GRID (grid), column, 0);

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), heading) == 0)
        return column;
    }
  g_assert_not_reached ();
}

/* A tie is a shared place, and the next place after it skips: docs/rules/base-game.md §6
 * case 5 ends Red 6, Blue 6, Green 0. */
static void
test_final_scores_tie (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-5-field-majority-tie.tilelands", -1);
  g_autoptr (GError) error = NULL;
  TlGameState *state = tl_game_state_replay (record, &error);
  g_autofree char *winner = NULL;
  GtkWidget *grid;
  int total, place;

  g_assert_no_error (error);
  tl_game_state_finish (state);
  grid = g_object_ref_sink (tl_final_score_table_new (state));
  total = grid_column (grid, "Total");
  place = grid_column (grid, "Place");
  g_assert_cmpstr (grid_text (grid, total, 1), ==, "6");
  g_assert_cmpstr (grid_text (grid, total, 2), ==, "6");
  g_assert_cmpstr (grid_text (grid, total, 3), ==, "0");
  g_assert_cmpstr (grid_text (grid, place, 1), ==, "1 (shared)");
  g_assert_cmpstr (grid_text (grid, place, 2), ==, "1 (shared)");
  g_assert_cmpstr (grid_text (grid, place, 3), ==, "3");
  winner = tl_final_score_winner_text (state);
  g_assert_cmpstr (winner, ==, "Red and Blue share the win with 6 points");
  g_object_unref (grid);
  tl_game_state_free (state);
}

/* Enter on the Final Scores closes them (the default response): it started a
 * new game. New Game is still offered, suggested. */
static void
test_final_scores_enter_closes (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/cases-6-unplaceable-custom-deck-to-the-end.tilelands", -1);
  AdwMessageDialog *dialog = ui_wait_for_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Final Scores");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "close");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "new-game"), ==, ADW_RESPONSE_SUGGESTED);
  ui_answer_dialog (adw_message_dialog_get_default_response (dialog));
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (ui_find_new_game_window ());
  g_assert_cmpint (tl_game_get_phase (tl_window_get_game (window)), ==, TL_PHASE_OVER);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
label_shown (gpointer data)
{
  GtkWidget **args = data;

  return ui_find_label (args[0], (const char *) args[1]) != NULL;
}

/* Names and text of players are not markup: a toast naming "<b>&" and the
 * hand-over screen of "R&D" show them as typed (libadwaita reads toast titles
 * and status page descriptions as markup). */
static void
test_window_markup_in_names (void)
{
  g_autoptr (TlRecord) record = discovery ("hh", TRUE, FALSE);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  const char *toast_text = "“<b>&amp;” is not a port name";
  gpointer args[2] = { window, NULL };

  g_free (g_array_index (record->players, TlPlayerInfo, 0).name);
  g_array_index (record->players, TlPlayerInfo, 0).name = g_strdup ("R&D <i>");
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  args[1] = (gpointer) "Only R&D <i> should see the tiles in this hand.";
  g_assert_true (ui_wait_for (label_shown, args, 20));

  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "deploy", g_variant_new_string ("<b>&amp;"));
  args[1] = (gpointer) toast_text;
  g_assert_true (ui_wait_for (label_shown, args, 20));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The names typed in the seats of @dialog, in seat order (@n of them). */
static void
seat_texts (GtkWidget   *root,
            GPtrArray   *out)
{
  if (TL_IS_SEAT_ROW (root) && gtk_widget_get_visible (root))
    g_ptr_array_add (out, g_strdup (gtk_editable_get_text (GTK_EDITABLE (root))));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    seat_texts (child, out);
}

/* A seat left at its default name is remembered as "" and named in the
 * language the game is created in: a 0.1.0 setting holding the English
 * default does not put "Player 1" in the seat. */
static void
test_new_game_default_names (void)
{
  static const char *const names[] = { "Player 1", "Ann", "", NULL };
  static const char *const kinds[] = { "human", "human", "ai", NULL };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GPtrArray) typed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (TlRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) saved = NULL;
  TlNewGameWindow *dialog;

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-kinds", kinds);
  dialog = tl_new_game_window_new (NULL, settings);
  seat_texts (GTK_WIDGET (dialog), typed);
  g_assert_cmpuint (typed->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (typed, 0), ==, "");
  g_assert_cmpstr (g_ptr_array_index (typed, 1), ==, "Ann");
  g_assert_cmpstr (g_ptr_array_index (typed, 2), ==, "");

  record = tl_new_game_window_build_record (dialog, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (record->players, TlPlayerInfo, 0).name, ==, "Player 1");
  g_assert_cmpstr (g_array_index (record->players, TlPlayerInfo, 1).name, ==, "Ann");
  g_assert_cmpstr (g_array_index (record->players, TlPlayerInfo, 2).name, ==, "Player 3");
  saved = g_settings_get_strv (settings, "player-names");
  g_assert_cmpuint (g_strv_length (saved), ==, 3);
  g_assert_cmpstr (saved[0], ==, "");
  g_assert_cmpstr (saved[1], ==, "Ann");
  g_assert_cmpstr (saved[2], ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The value chosen in a row of the new-game window is shown whole however long
 * the row's explanation (libadwaita 1.2 ellipsized it to "…" under a long
 * subtitle): its label is as wide as its text. */
static void
test_new_game_values_shown (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TlNewGameWindow *dialog = tl_new_game_window_new (NULL, settings);
  const char *values[] = { "USA West", "Full deck", "Carcassonne" };

  gtk_window_set_default_size (GTK_WINDOW (dialog), 560, 900);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-west"));
  ui_wait_until_drawn (GTK_WIDGET (dialog));
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      GtkLabel *label = ui_find_label (GTK_WIDGET (dialog), values[i]);
      int natural = 0;

      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
      gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >=, natural);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-window", FALSE))
    return 77;
  /* No transitions: a picture shows the page that is current, not a crossfade. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/window/one-turn", test_window_one_turn);
  g_test_add_func ("/ui/window/discovery-recall", test_window_discovery_recall);
  g_test_add_func ("/ui/window/double-tile-hand-over", test_window_double_tile_hand_over);
  g_test_add_func ("/ui/window/new-game-asks", test_window_new_game_asks);
  g_test_add_func ("/ui/window/close-asks", test_window_close_asks);
  g_test_add_func ("/ui/window/view-fits", test_window_view_fits);
  g_test_add_func ("/ui/window/load-error", test_window_load_error);
  g_test_add_func ("/ui/window/board-shortcuts", test_window_board_shortcuts);
  g_test_add_func ("/ui/window/enter-places", test_window_enter_places);
  g_test_add_func ("/ui/window/markup-in-names", test_window_markup_in_names);
  g_test_add_func ("/ui/new-game/default-names", test_new_game_default_names);
  g_test_add_func ("/ui/new-game/values-shown", test_new_game_values_shown);
  g_test_add_func ("/ui/final-scores/discovery", test_final_scores_discovery);
  g_test_add_func ("/ui/final-scores/tie", test_final_scores_tie);
  g_test_add_func ("/ui/final-scores/enter-closes", test_final_scores_enter_closes);
  return g_test_run ();
}
