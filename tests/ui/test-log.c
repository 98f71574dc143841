/* test-log.c — the game log of the main window (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A completed city with a pennant: the log's rows, newest first, word for
 * word; selecting the scoring marks the city on the board; the hand-over
 * screen's scorings since a seat's last turn; an undo takes the turn out of
 * the log. A revealed tile that fits nowhere (Map-Chips) says so with its −2.
 * A seat is not told again what it watched score in its own turn (a chip).
 * A game played to its end: a discarded tile, then the final scoring on top.
 * The recall list's row under the pointer marks the follower's place as a log
 * row does; the next game opens on the Turn page, not the Log.
 */

#include "config.h"

#include <adwaita.h>

#include "tl-board-scene-private.h"
#include "tl-board-view-private.h"
#include "tl-game-log-private.h"
#include "tl-recall-list.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

static TlGameLog *
window_log (TlWindow *window)
{
  return tl_side_panel_get_log (window->side_panel);
}

static void
print_rows (TlGameLog *log)
{
  for (guint i = 0; i < _tl_game_log_get_n_rows (log); i++)
    g_test_message ("row %u: %s", i, _tl_game_log_get_row_text (log, i));
}

typedef struct {
  guint n;
  gboolean shown;
  int x, y, port;
} Mark;

static void
on_mark (TlGameLog *log,
         gboolean   shown,
         int        x,
         int        y,
         int        port,
         Mark      *mark)
{
  mark->n++;
  mark->shown = shown;
  mark->x = x;
  mark->y = y;
  mark->port = port;
}

static void
test_log_city (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  TlGameLog *log = window_log (window);
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  Mark mark = { 0 };
  g_autofree char *since_red = NULL;
  g_autofree char *since_blue = NULL;

  print_rows (log);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 3);
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 0), ==,
                   "Turn 2 · Blue\nCity on one side: 2 north of the start tile\nNo follower");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 1), ==, "City of 3 tiles and 1 pennant: Red +8");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 2), ==,
                   "Turn 1 · Red\nOne city joining two opposite sides, with a pennant: 1 north of the start tile\nKnight on the city");
  /* a screen reader hears the tile's name and how it lies, which its picture shows */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (_tl_game_log_get_row (log, 0)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Turn 2 · Blue\nCity on one side: 2 north of the start tile\nNo follower\n"
                                       "Tile E: city on one side, turned half round");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (_tl_game_log_get_row (log, 1)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "City of 3 tiles and 1 pennant: Red +8");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (_tl_game_log_get_row (log, 2)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Turn 1 · Red\nOne city joining two opposite sides, with a pennant: 1 north of the start tile\nKnight on the city\n"
                                       "Tile F: one city joining two opposite sides, with a pennant, turned a quarter clockwise");

  /* Selecting the scoring marks the city on the board. */
  g_signal_connect (log, "mark", G_CALLBACK (on_mark), &mark);
  _tl_game_log_select_row (log, 1);
  g_assert_cmpuint (mark.n, ==, 1);
  g_assert_true (mark.shown);
  g_assert_cmpint (mark.x, ==, 0);
  g_assert_cmpint (mark.y, ==, 0);
  g_assert_cmpint (mark.port, ==, tl_port_from_name ("N"));
  g_assert_true (board->scene->marked);
  g_assert_cmpint (board->scene->mark_port, ==, tl_port_from_name ("N"));
  ui_save_png (GTK_WIDGET (window), "test-log-city.png");

  /* The turn's row marks its tile. */
  _tl_game_log_select_row (log, 2);
  g_assert_cmpuint (mark.n, ==, 2);
  g_assert_cmpint (mark.x, ==, 0);
  g_assert_cmpint (mark.y, ==, -1);
  g_assert_cmpint (mark.port, ==, -1);

  /* What the hand-over screen tells each seat. */
  since_red = tl_game_log_dup_since (log, 0);
  since_blue = tl_game_log_dup_since (log, 1);
  g_assert_cmpstr (since_red, ==, "City of 3 tiles and 1 pennant: Red +8");
  /* Blue's own city scored as it confirmed, behind the hand-over screen */
  g_assert_cmpstr (since_blue, ==, "City of 3 tiles and 1 pennant: Red +8");

  /* Undo takes Blue's turn and its scoring out of the log. */
  ui_undo (window);
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 1);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 1);
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 0), ==,
                   "Turn 1 · Red\nOne city joining two opposite sides, with a pennant: 1 north of the start tile\nKnight on the city");
  g_assert_false (board->scene->marked);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_log_reveal (void)
{
  TlWindow *window = ui_window_with_fixture ("maps/chips-4-reveal-fits-nowhere.tilelands", -1);
  TlGameLog *log = window_log (window);

  print_rows (log);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 2);
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 0), ==,
                   "Turn 1 · Red\nStraight road: 1 west of the nearest start tile\nNo follower");   /* (6, 2); the map starts on (4, 2), (7, 2) and (10, 8) */
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 1), ==, "Revealed tile fits nowhere: Red −2");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The hand-over screen tells a seat what scored since its last turn, less
 * what it watched score during that turn: Red's chip (+1) and revealed tile
 * (+2) on placing (docs/rules/maps.md §3.6 case 5) are news to Blue only. */
static void
test_log_since_watched (void)
{
  TlWindow *window = ui_window_with_fixture ("maps/chips-5-chip-and-reveal.tilelands", -1);
  TlGameLog *log = window_log (window);
  const TlGameState *state = tl_game_get_state (tl_window_get_game (window));
  g_autofree char *since_red = NULL;
  g_autofree char *since_blue = NULL;

  print_rows (log);
  g_assert_cmpuint (tl_game_state_events (state)->len, ==, 2);
  g_assert_cmpuint (tl_game_state_turn_end_event (state), ==, 2);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 3);
  since_red = tl_game_log_dup_since (log, 0);
  since_blue = tl_game_log_dup_since (log, 1);
  g_assert_null (since_red);
  g_assert_cmpstr (since_blue, ==, "Map chip collected: Red +1\nRevealed tile placed: Red +2");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_log_final (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/cases-6-unplaceable-custom-deck-to-the-end.tilelands", -1);
  TlGameLog *log = window_log (window);
  AdwMessageDialog *dialog;

  print_rows (log);
  g_assert_cmpint (tl_game_get_phase (tl_window_get_game (window)), ==, TL_PHASE_OVER);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 5);
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 0), ==, "Final Scoring");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 1), ==,
                   "Unfinished monastery with 2 tiles around it: Red +3");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 2), ==,
                   "Unfinished monastery with 1 tile around it: Blue +2");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 3), ==,
                   "Turn 2 · Blue\nMonastery: 2 east of the start tile\nMonk on the monastery");
  g_assert_cmpstr (_tl_game_log_get_row_text (log, 4), ==,
                   "Turn 1 · Red\nCity on four sides, pennant: fitted nowhere and left the game\n"
                   "Monastery: 1 east of the start tile\nMonk on the monastery");

  dialog = ui_find_message_dialog ();
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Places the drawn tile at its first legal place through `win.place-at`. */
static void
place_first (TlWindow *window)
{
  g_autoptr (GArray) placements = tl_game_legal_placements (tl_window_get_game (window));
  const TlPlacement *place = &g_array_index (placements, TlPlacement, 0);

  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (tl_window_get_game (window)), ==, TL_PHASE_FOLLOWER);
}

/* The first event controller of @type on @widget. */
static GtkEventController *
controller_of (GtkWidget *widget,
               GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  return NULL;
}

/* The Discovery, Ann and Bob: Ann deploys in turn 1 and may recall that
 * follower in turn 3. The recall list's row under the pointer (or in focus)
 * marks the follower's place on the board, as a row of the log does; leaving
 * it takes the mark away (it marked nothing). */
static void
test_log_recall_row_marks (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("discovery", &error);
  g_autoptr (TlRecord) record = tl_record_new ("discovery", tileset);
  g_autoptr (GArray) spots = NULL;
  g_autoptr (GArray) options = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardScene *scene = TL_BOARD_VIEW (tl_window_get_board (window))->scene;
  TlRecallList *list = NULL;
  const TlRecallOption *option;
  GtkWidget *row;
  GtkEventController *motion, *focus;

  record->seed = 42;
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_HUMAN, 1);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_HUMAN, 1);
  g_assert_true (tl_window_start_game (window, record, &error));
  place_first (window);
  spots = tl_game_follower_spots (tl_window_get_game (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "deploy",
                                  g_variant_new_string (tl_port_name (g_array_index (spots, TlFollowerSpot, 0).port)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  place_first (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  place_first (window);
  options = tl_game_recall_options (tl_window_get_game (window));
  g_assert_cmpuint (options->len, ==, 1);
  option = &g_array_index (options, TlRecallOption, 0);
  list = TL_RECALL_LIST (ui_find_widget_of_type (GTK_WIDGET (window), TL_TYPE_RECALL_LIST));
  g_assert_cmpuint (tl_recall_list_get_n_options (list), ==, 1);
  ui_wait_until_drawn (GTK_WIDGET (list));
  row = ui_find_widget_of_type (GTK_WIDGET (list), GTK_TYPE_LIST_BOX_ROW);
  g_assert_nonnull (row);
  g_assert_false (scene->marked);

  /* the pointer over the row: the follower's place */
  motion = controller_of (row, GTK_TYPE_EVENT_CONTROLLER_MOTION);
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "enter", 10.0, 10.0);
  g_assert_true (scene->marked);
  g_assert_cmpint (scene->mark_x, ==, option->x);
  g_assert_cmpint (scene->mark_y, ==, option->y);
  g_assert_cmpint (scene->mark_port, ==, (int) option->port);
  ui_save_png (GTK_WIDGET (window), "log-recall-row-marks.png");
  g_signal_emit_by_name (motion, "leave");
  g_assert_false (scene->marked);

  /* the keyboard's focus on it: the same */
  focus = controller_of (row, GTK_TYPE_EVENT_CONTROLLER_FOCUS);
  g_assert_nonnull (focus);
  g_signal_emit_by_name (focus, "enter");
  g_assert_true (scene->marked);
  g_assert_cmpint (scene->mark_port, ==, (int) option->port);
  /* recalled (the row goes): the mark goes with it */
  g_action_group_activate_action (G_ACTION_GROUP (window), "recall-at",
                                  g_variant_new ("(iis)", option->x, option->y, tl_port_name (option->port)));
  g_assert_cmpuint (tl_recall_list_get_n_options (list), ==, 0);
  g_assert_false (scene->marked);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Log page shown in a game is not the page the next game opens on: a new
 * game from the New Game window starts on the Turn page. */
static void
test_log_page_next_game (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  TlNewGameWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-log", NULL);
  g_assert_cmpstr (tl_side_panel_get_page (window->side_panel), ==, "log");
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  if (ui_find_message_dialog () != NULL)
    ui_answer_dialog ("discard");
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 0);
  g_assert_cmpstr (tl_side_panel_get_page (window->side_panel), ==, "turn");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-log", TRUE))
    return 77;

  g_test_add_func ("/ui/log/city", test_log_city);
  g_test_add_func ("/ui/log/reveal", test_log_reveal);
  g_test_add_func ("/ui/log/since-watched", test_log_since_watched);
  g_test_add_func ("/ui/log/final", test_log_final);
  g_test_add_func ("/ui/log/recall-row-marks", test_log_recall_row_marks);
  g_test_add_func ("/ui/log/page-next-game", test_log_page_next_game);
  return g_test_run ();
}
