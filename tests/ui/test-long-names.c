/* test-long-names.c — a player's name of 300 characters in every window (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 20: a name of 300 characters pushed the board out of a 1400 px window
 * (1,000 left it unpainted, 5,000 froze it). A record may hold 100 characters
 * at most (docs/record-format.md), but the library's lists and a game built
 * elsewhere may hold longer ones: every label that shows a name shows at most
 * 40 characters and ellipsizes it to its width. Measured against the same
 * windows with short names: the board keeps its width in a 1200 × 900 (the tests' screen is 1280 px wide) window,
 * on the game page, with a turn in the log, and on the hand-over screen; the
 * final score table, the History, the Statistics and Saved Games stay as wide
 * as with short names. The new-game window's seats take at most 40 characters.
 */

#include "config.h"

#include "store-test-util.h"
#include "tl-final-score-dialog.h"
#include "tl-history-window.h"
#include "tl-library.h"
#include "tl-start-page.h"
#include "tl-statistics-window.h"
#include "tl-seat-row.h"
#include "tl-side-panel-private.h"
#include "ui-test-util.h"

#define LONG_LENGTH 300
/* the main window's width: Xvfb's screen is 1280 px wide */
#define WIDTH 1200

/* A name of LONG_LENGTH characters without a space, the widest kind: "WWW…". */
static char *
long_name (char letter)
{
  return g_strnfill (LONG_LENGTH, letter);
}

/* What the windows show of long_name (@letter): 39 letters and "…". */
static char *
shown_name (char letter)
{
  g_autofree char *start = g_strnfill (39, letter);

  return g_strconcat (start, "…", NULL);
}

/* @record's players named "W…" and "M…" (LONG_LENGTH characters), or left as
 * they are, and made people (no computer plays in the window's time). */
static void
name_players (TlRecord *record,
              gboolean  long_names)
{
  for (guint i = 0; i < record->players->len; i++)
    {
      TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, i);

      info->kind = TL_PLAYER_HUMAN;
      if (long_names)
        {
          g_free (info->name);
          info->name = long_name (i == 0 ? 'W' : 'M');
        }
    }
}

typedef struct {
  int window, board;
  gboolean name_shown;  /* the scoreboard's row, or the hand-over screen's title, shows the name cut */
} Widths;

/* Plays @fixture in a 1200 × 900 (the tests' screen is 1280 px wide) window: the window's and the board's widths
 * on @page at the start of the game or, with @play, after a turn (the log has
 * its row; the next person's hand-over screen). */
static Widths
game_widths (const char *fixture,
             gboolean    long_names,
             gboolean    play,
             const char *page)
{
  g_autoptr (TlRecord) record = ui_load_fixture (fixture, 0);
  g_autoptr (GError) error = NULL;
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", WIDTH, "default-height", 900, NULL);
  Widths widths;

  name_players (record, long_names);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (GTK_WIDGET (window));
  ui_settle ();
  if (play)
    {
      ui_play_a_round (window);
      /* the Log page, with the turn's row */
      gtk_stack_set_visible_child_name (_tl_side_panel_get_pages (window->side_panel), "log");
      ui_settle ();
    }
  g_assert_cmpstr (_tl_window_get_page (window), ==, page);
  widths.window = gtk_widget_get_width (GTK_WIDGET (window));
  widths.board = gtk_widget_get_width (tl_window_get_board (window));
  widths.name_shown = !long_names;
  if (long_names && g_strcmp0 (page, "game") == 0)
    {
      g_autofree char *shown = shown_name ('W');

      /* the scoreboard's row */
      widths.name_shown = ui_find_label (GTK_WIDGET (window), shown) != NULL;
    }
  if (long_names && g_strcmp0 (page, "hand-over") == 0)
    {
      guint seat = tl_game_get_current_player (tl_window_get_game (window));
      g_autofree char *shown = shown_name (seat == 0 ? 'W' : 'M');
      g_autofree char *title = g_strdup_printf ("Pass to %s", shown);

      widths.name_shown = g_strcmp0 (adw_status_page_get_title (window->handover_page), title) == 0 &&
                          ui_find_label (GTK_WIDGET (window), title) != NULL;
    }
  g_test_message ("%s, %s names%s: window %d px, board %d px", fixture, long_names ? "long" : "short",
                  play ? ", a turn played" : "", widths.window, widths.board);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_close_all ();
  return widths;
}

/* The game page: before the fix the board was pushed out of the window. */
static void
test_board (void)
{
  Widths short_names = game_widths ("bad/record-valid.tilelands", FALSE, TRUE, "game");
  Widths long_names = game_widths ("bad/record-valid.tilelands", TRUE, TRUE, "game");

  /* 1190 px, the board 869 px beside the side panel's 320 px */
  g_assert_cmpint (short_names.window, <=, WIDTH);
  g_assert_cmpint (long_names.window, ==, short_names.window);
  g_assert_cmpint (long_names.board, ==, short_names.board);
  g_assert_true (long_names.name_shown);
}

/* The hand-over screen between two people with hands of two tiles. */
static void
test_hand_over (void)
{
  Widths short_names = game_widths ("discovery/double-tile-play-held-tile.tilelands", FALSE, TRUE, "hand-over");
  Widths long_names = game_widths ("discovery/double-tile-play-held-tile.tilelands", TRUE, TRUE, "hand-over");

  g_assert_cmpint (short_names.window, <=, WIDTH);
  g_assert_cmpint (long_names.window, ==, short_names.window);
  g_assert_true (long_names.name_shown);
}

static int
natural_width (GtkWidget *widget)
{
  int minimum, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return natural;
}

/* The final score table: the names' column at most 24 characters wide; the
 * winner's sentence with the names cut to 40 characters. */
static void
test_final_scores (void)
{
  int widths[2];

  for (int i = 0; i < 2; i++)
    {
      g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-5-field-majority-tie.tilelands", -1);
      g_autoptr (GError) error = NULL;
      TlGameState *state = NULL;
      g_autofree char *winner = NULL;
      GtkWidget *grid;

      name_players (record, i == 1);
      state = tl_game_state_replay (record, &error);
      g_assert_no_error (error);
      tl_game_state_finish (state);
      grid = g_object_ref_sink (tl_final_score_table_new (state));
      widths[i] = natural_width (grid);
      winner = tl_final_score_winner_text (state);
      if (i == 1)
        {
          g_autofree char *w = shown_name ('W');
          g_autofree char *m = shown_name ('M');
          g_autofree char *want = g_strdup_printf ("%s and %s share the win with 6 points", w, m);

          g_assert_cmpstr (winner, ==, want);
        }
      g_object_unref (grid);
      tl_game_state_free (state);
    }
  g_test_message ("final score table: %d px with short names, %d px with long ones", widths[0], widths[1]);
  g_assert_cmpint (widths[1], <=, widths[0] + 200);
}

/* The History, the Statistics and Saved Games of a library whose games were
 * played by "W…" (300 characters) and a computer. */
static void
test_library (void)
{
  int history[2], statistics[2], saved[2];

  for (int i = 0; i < 2; i++)
    {
      g_autofree char *dir = st_make_dir ();
      g_autofree char *path = g_build_filename (dir, "tilelands.db", NULL);
      g_autofree char *name = i == 1 ? long_name ('W') : g_strdup ("Ana");
      const char *seats[] = { name, "*Computer", NULL };
      g_autoptr (TlLibrary) library = ui_open_library (path, TL_STORE_OPEN_DEFAULT);
      TlGameState *finished = st_play_game ("carcassonne", 11, seats, G_MAXUINT);
      TlGameState *unfinished = st_play_game ("carcassonne", 12, seats, 6);
      g_autoptr (GError) error = NULL;
      TlHistoryWindow *history_window;
      TlStatisticsWindow *statistics_window;
      GtkWidget *start = g_object_new (TL_TYPE_START_PAGE, NULL);
      GtkWidget *holder = gtk_window_new ();

      g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPEN);
      g_assert_true (tl_store_save_game (tl_library_get_store (library), finished, NULL, &error));
      g_assert_true (tl_store_save_game (tl_library_get_store (library), unfinished, NULL, &error));
      g_assert_no_error (error);

      history_window = tl_history_window_present (NULL, library, NULL);
      ui_wait_until_drawn (GTK_WIDGET (history_window));
      ui_settle ();
      history[i] = natural_width (GTK_WIDGET (history_window));

      statistics_window = tl_statistics_window_present (NULL, library);
      ui_wait_until_drawn (GTK_WIDGET (statistics_window));
      ui_settle ();
      statistics[i] = natural_width (GTK_WIDGET (statistics_window));

      tl_start_page_set_library (TL_START_PAGE (start), library);
      gtk_window_set_child (GTK_WINDOW (holder), start);
      gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 700);
      gtk_window_present (GTK_WINDOW (holder));
      ui_wait_until_drawn (start);
      ui_settle ();
      g_assert_cmpuint (g_list_model_get_n_items (tl_start_page_get_saved_games (TL_START_PAGE (start))), ==, 1);
      saved[i] = natural_width (start);

      ui_close_all ();
      tl_library_close (library);
      tl_game_state_free (finished);
      tl_game_state_free (unfinished);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      st_remove_tree (dir);
    }
  g_test_message ("History %d / %d px, Statistics %d / %d px, Saved Games %d / %d px (short / long names)",
                  history[0], history[1], statistics[0], statistics[1], saved[0], saved[1]);
  g_assert_cmpint (history[1], <=, history[0] + 100);
  g_assert_cmpint (statistics[1], ==, statistics[0]);
  g_assert_cmpint (saved[1], ==, saved[0]);
}

/* A seat of the new-game window takes 40 characters at most. */
static void
test_seat_limit (void)
{
  GtkWidget *seat = g_object_ref_sink (tl_seat_row_new (0));
  g_autofree char *typed = long_name ('W');
  g_autofree char *name = NULL;

  gtk_editable_set_text (GTK_EDITABLE (seat), typed);
  name = tl_seat_row_dup_name (TL_SEAT_ROW (seat));
  g_assert_cmpint (g_utf8_strlen (name, -1), ==, 40);
  g_object_unref (seat);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-long-names", TRUE))
    return 77;

  g_test_add_func ("/ui/long-names/board", test_board);
  g_test_add_func ("/ui/long-names/hand-over", test_hand_over);
  g_test_add_func ("/ui/long-names/final-scores", test_final_scores);
  g_test_add_func ("/ui/long-names/library", test_library);
  g_test_add_func ("/ui/long-names/seat-limit", test_seat_limit);
  return g_test_run ();
}
