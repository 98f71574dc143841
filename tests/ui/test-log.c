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
 */

#include "config.h"

#include <adwaita.h>

#include "tl-board-scene-private.h"
#include "tl-board-view-private.h"
#include "tl-game-log-private.h"
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
 * (+2) on placing (maps.md §3.6 case 5) are news to Blue only. */
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
  return g_test_run ();
}
