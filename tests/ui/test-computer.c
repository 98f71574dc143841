/* test-computer.c — computer players in the window (run it under Xvfb)
 *
 * - While a Hard computer player works its move out (1 s, in a worker thread),
 *   the window keeps running its main loop: a timer fires before the move is
 *   played, the board zooms and pans, Save stays enabled; then the move is played
 *   and the record holds a legal turn.
 * - Undo while a computer thinks drops its move: the game stays as it was.
 * - The scoreboard shows each computer seat's level.
 * - The new-game window gives each computer seat the level chosen for it
 *   (Normal unless chosen).
 * - The board's Hint button (named, with its tooltip, off while a computer or a
 *   hint thinks) asks for the hint as Ctrl+H does.
 * - A hint (win.hint, Ctrl+H) puts the tile in hand on the cell and rotation the
 *   Hard player suggests; placing it there and confirming records the turn as
 *   hinted.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "tl-board-view.h"
#include "tl-board-viewport.h"
#include "tl-seat-row.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

/* Base game, farmers on: @first and @second are "human" or a level 0..2. */
static TlRecord *
record_for (const char *first,
            const char *second)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  const char *seats[2] = { first, second };
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  record->seed = 7;
  for (guint i = 0; i < 2; i++)
    {
      gboolean human = g_strcmp0 (seats[i], "human") == 0;

      tl_record_add_player (record, i == 0 ? "Ann" : "Bob", i == 0 ? "red" : "blue",
                            human ? TL_PLAYER_HUMAN : TL_PLAYER_AI,
                            human ? 1 : (gint) g_ascii_strtoll (seats[i], NULL, 10));
    }
  return record;
}

/* What a timer saw of the game when it fired. */
typedef struct {
  TlGame *game;
  gboolean fired;
  guint turns;
} Seen;

static gboolean
look (gpointer data)
{
  Seen *seen = data;

  seen->fired = TRUE;
  seen->turns = tl_game_get_record (seen->game)->turns->len;
  return G_SOURCE_REMOVE;
}

static gboolean
turn_played (gpointer data)
{
  return tl_game_get_record (TL_GAME (data))->turns->len > 0;
}

static void
test_responsive (void)
{
  g_autoptr (TlRecord) record = record_for ("2", "human");
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardViewport *viewport;
  TlGame *game;
  Seen seen = { NULL };
  guint zoom;
  double x;

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  seen.game = game;
  viewport = tl_board_view_get_viewport (TL_BOARD_VIEW (tl_window_get_board (window)));
  g_assert_true (tl_game_current_is_ai (game));
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);

  /* the computer thinks for a second (its default budget) in a worker thread:
   * meanwhile the window zooms, pans and may save, and its main loop runs */
  zoom = tl_board_viewport_get_zoom_level (viewport);
  x = tl_board_viewport_get_center_x (viewport);
  g_assert_true (ui_enabled (window, "zoom-out") && ui_enabled (window, "export"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "pan-right", NULL);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), !=, zoom);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), !=, x);
  g_timeout_add (100, look, &seen);

  g_assert_true (ui_wait_for (turn_played, game, 30));
  /* the timer ran while the computer was still to play: its thinking did not
   * hold the main loop (worked out on this thread, the move would have been
   * played before the timer could fire) */
  g_assert_true (seen.fired);
  g_assert_cmpuint (seen.turns, ==, 0);
  g_assert_true (g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 0).has_place);
  g_assert_false (tl_game_current_is_ai (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo_drops_move (void)
{
  g_autoptr (TlRecord) record = record_for ("human", "2");
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) placements = NULL;
  TlWindow *window = ui_new_window ();
  const TlPlacement *p;
  TlGame *game;
  gint64 start;

  g_assert_true (tl_window_start_game (window, record, &error));
  game = tl_window_get_game (window);
  placements = tl_game_legal_placements (game);
  p = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", p->x, p->y, (gint32) p->r));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_true (tl_game_current_is_ai (game));
  /* Bob thinks; Ann undoes her turn before he is done */
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 200 * G_TIME_SPAN_MILLISECOND)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  ui_undo (window);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 1500 * G_TIME_SPAN_MILLISECOND)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  g_assert_false (tl_game_current_is_ai (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_scoreboard_levels (void)
{
  g_autoptr (TlRecord) record = record_for ("human", "2");
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();

  g_assert_true (tl_window_start_game (window, record, &error));
  ui_wait_until_drawn (GTK_WIDGET (window));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Hard computer · 7 meeples"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Normal computer · 7 meeples"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_levels (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = NULL;
  TlWindow *window = ui_new_window ();
  TlNewGameWindow *dialog = tl_new_game_window_new (GTK_WINDOW (window), NULL);
  GtkWidget *child;
  TlSeatRow *seats[2] = { NULL, NULL };
  guint n = 0;

  gtk_window_present (GTK_WINDOW (dialog));
  ui_wait_until_drawn (GTK_WIDGET (dialog));
  /* the first two seat rows of the players group */
  for (GtkWidget *w = GTK_WIDGET (dialog); w != NULL && n < 2;)
    {
      if (TL_IS_SEAT_ROW (w) && gtk_widget_get_visible (w))
        seats[n++] = TL_SEAT_ROW (w);
      child = gtk_widget_get_first_child (w);
      if (child != NULL)
        w = child;
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w != NULL ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (tl_seat_row_get_kind (seats[1]), ==, TL_PLAYER_AI);
  g_assert_cmpint (tl_seat_row_get_level (seats[1]), ==, 1);
  tl_seat_row_set_level (seats[1], 2);
  tl_seat_row_set_kind (seats[0], TL_PLAYER_AI);
  tl_seat_row_set_level (seats[0], 0);
  record = tl_new_game_window_build_record (dialog, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (record->players, TlPlayerInfo, 0).kind, ==, TL_PLAYER_AI);
  g_assert_cmpint (g_array_index (record->players, TlPlayerInfo, 0).level, ==, 0);
  g_assert_cmpint (g_array_index (record->players, TlPlayerInfo, 1).level, ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
hint_ready (gpointer data)
{
  return ui_enabled (TL_WINDOW (data), "hint");
}

static void
test_hint (void)
{
  g_autoptr (TlRecord) record = record_for ("human", "1");
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardView *board;
  TlGame *game;
  int x, y;

  g_assert_true (tl_window_start_game (window, record, &error));
  game = tl_window_get_game (window);
  board = TL_BOARD_VIEW (tl_window_get_board (window));
  g_assert_true (ui_enabled (window, "hint"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  g_assert_false (ui_enabled (window, "hint"));   /* while it thinks */
  g_assert_true (ui_wait_for (hint_ready, window, 20));
  tl_board_view_get_cursor (board, &x, &y);
  g_assert_true (tl_game_is_legal (game, x, y, tl_board_view_get_rotation (board)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", x, y, (gint32) tl_board_view_get_rotation (board)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, >=, 1);
  g_assert_true (g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 0).hinted);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Hint button on the board's toolbar: what it says, and a click gives the hint. */
static void
test_hint_button (void)
{
  g_autoptr (TlRecord) record = record_for ("human", "1");
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlBoardView *board;
  GtkButton *button;
  int x, y;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  ui_wait_until_drawn (tl_window_get_board (window));
  board = TL_BOARD_VIEW (tl_window_get_board (window));
  button = ui_find_button (GTK_WIDGET (window), "Hint");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (button)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.hint");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==,
                   "Show a Good Place for the Tile (Ctrl+H)");
  /* on the board, beside the zoom */
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (GTK_WIDGET (button)), "zoom-controls"));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");   /* a click (activate() waits for its animation) */
  g_assert_false (ui_enabled (window, "hint"));   /* while it thinks */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_assert_true (ui_wait_for (hint_ready, window, 20));
  tl_board_view_get_cursor (board, &x, &y);
  g_assert_true (tl_game_is_legal (tl_window_get_game (window), x, y, tl_board_view_get_rotation (board)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-computer", TRUE))
    return 77;
  g_test_add_func ("/ui/computer/responsive", test_responsive);
  g_test_add_func ("/ui/computer/undo-drops-move", test_undo_drops_move);
  g_test_add_func ("/ui/computer/scoreboard-levels", test_scoreboard_levels);
  g_test_add_func ("/ui/computer/new-game-levels", test_new_game_levels);
  g_test_add_func ("/ui/computer/hint", test_hint);
  g_test_add_func ("/ui/computer/hint-button", test_hint_button);
  return g_test_run ();
}
