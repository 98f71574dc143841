/* test-library.c — the library's windows as a user meets them (run it under Xvfb):
 * the History lists finished games newest first, filters them by game kind,
 * player and date, replays the chosen one turn by turn with the right scores,
 * exports it unchanged and deletes it after its undo toast; the Statistics
 * show each player's games, wins and points
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-library.h"
#include "tl-record-format.h"
#include "tl-statistics-window.h"
#include "ui-test-util.h"

typedef struct {
  char *dir;
  char *path;
  TlLibrary *library;
  TlGameState *games[3];
} Fixture;

static const char * const carcassonne_seats[] = { "Ana", "*Computer", NULL };
static const char * const discovery_seats[] = { "<b>Bogdan</b>", "ana", "*Computer2", NULL };

static gboolean
library_open (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  g_assert_true (ui_wait_for (library_open, f->library, 20));
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  /* oldest first: two Carcassonne games, then The Discovery */
  f->games[0] = st_play_game ("carcassonne", 11, carcassonne_seats, G_MAXUINT);
  f->games[1] = st_play_game ("carcassonne", 12, carcassonne_seats, G_MAXUINT);
  f->games[2] = st_play_game ("discovery", 13, discovery_seats, G_MAXUINT);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (tl_store_save_game (tl_library_get_store (f->library), f->games[i], NULL, &error));
      g_assert_no_error (error);
    }
}

/* Saves a picture of @window once it has drawn what changed. */
static void
shoot (gpointer    window,
       const char *name)
{
  ui_save_png_settled (GTK_WIDGET (window), name);
}

static void
close_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, 0);
      gtk_window_destroy (window);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  close_windows ();
  tl_library_close (f->library);
  g_clear_object (&f->library);
  for (guint i = 0; i < 3; i++)
    tl_game_state_free (f->games[i]);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

typedef struct {
  TlHistoryWindow *window;
  guint n;
} CountWait;

static gboolean
history_has (gpointer data)
{
  CountWait *wait = data;

  return g_list_model_get_n_items (tl_history_window_get_model (wait->window)) == wait->n;
}

static void
wait_for_games (TlHistoryWindow *window,
                guint            n)
{
  CountWait wait = { window, n };

  g_assert_true (ui_wait_for (history_has, &wait, 10));
  /* and nothing more on its way (two frames drawn since) */
  ui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (tl_history_window_get_model (window)), ==, n);
}

static const char *
listed_id (TlHistoryWindow *window,
           guint            position)
{
  g_autoptr (TlGameSummary) summary = g_list_model_get_item (tl_history_window_get_model (window), position);

  return tl_game_summary_get_id (summary);
}

typedef struct {
  TlHistoryWindow *window;
  const char *id;
} ReplayWait;

static gboolean
replay_shown (gpointer data)
{
  ReplayWait *wait = data;
  TlGameReplay *replay = tl_replay_view_get_replay (tl_history_window_get_replay_view (wait->window));

  return replay != NULL && g_strcmp0 (tl_game_replay_get_record (replay)->id, wait->id) == 0;
}

static TlGameReplay *
wait_for_replay (TlHistoryWindow *window,
                 const char      *id)
{
  ReplayWait wait = { window, id };

  g_assert_true (ui_wait_for (replay_shown, &wait, 10));
  return tl_replay_view_get_replay (tl_history_window_get_replay_view (window));
}

static const char *
game_id (Fixture *f,
         guint    i)
{
  return tl_game_state_record (f->games[i])->id;
}

static void
test_history (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *window = tl_history_window_present (NULL, f->library, NULL);
  TlReplayView *view = tl_history_window_get_replay_view (window);
  TlGameReplay *replay;
  const TlGameState *last = f->games[2];
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 780);
  wait_for_games (window, 3);
  /* newest first, the newest chosen and replayed at its end */
  g_assert_cmpstr (listed_id (window, 0), ==, game_id (f, 2));
  g_assert_cmpstr (listed_id (window, 1), ==, game_id (f, 1));
  g_assert_cmpstr (listed_id (window, 2), ==, game_id (f, 0));
  replay = wait_for_replay (window, game_id (f, 2));
  n = tl_game_replay_get_n_turns (replay);
  g_assert_cmpuint (n, ==, tl_game_state_record (last)->turns->len);
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, n);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpint (tl_game_replay_get_score (replay, n, seat), ==, tl_game_state_player (last, seat)->score);
  /* the last turn in the game log's words: the tile, then the end of the
   * game's scoring under its heading (The Discovery, seed 13) */
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Grassland to the north and east, sea to the south and west, one port city: "
                                   "3 north, 3 west of the start tile\nNavigator on the sea"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Final Scoring"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Sea of 9 tiles with 9 port cities: <b>Bogdan</b> +9"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Grassland of 11 tiles: Computer2 +11"));
  /* who played each seat: Computer2 is a Hard computer, the others people */
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Hard computer"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Normal computer"));
  shoot (window, "library-history.png");

  /* the scrubber */
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.first", NULL);
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, 0);
  g_assert_cmpuint (tl_replay_view_get_n_event_rows (view), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.next", NULL);
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.previous", NULL);
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, 1);
  /* turn 1: where the tile went, and nothing scored */
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Separate seas to the north and south, grassland to the east and west: "
                                   "1 south of the start tile\nExplorer on the grassland"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Nothing scored"));
  g_assert_cmpuint (tl_replay_view_get_n_event_rows (view), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.step", "u", 30);
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, 30);
  shoot (window, "library-history-turn-30.png");
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.play", NULL);
  g_assert_true (tl_replay_view_get_playing (view));
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.last", NULL);
  g_assert_false (tl_replay_view_get_playing (view));
  g_assert_cmpuint (tl_replay_view_get_step (view), ==, n);

  /* choosing another game replays it */
  gtk_widget_activate_action (GTK_WIDGET (window), "history.select", "s", game_id (f, 0));
  replay = wait_for_replay (window, game_id (f, 0));
  for (guint seat = 0; seat < 2; seat++)
    g_assert_cmpint (tl_game_replay_get_score (replay, tl_game_replay_get_n_turns (replay), seat), ==,
                     tl_game_state_player (f->games[0], seat)->score);
}

/* The History's list view: the widget with the sidebar's style class. */
static GtkWidget *
find_list_view (GtkWidget *root)
{
  if (GTK_IS_LIST_VIEW (root) && gtk_widget_has_css_class (root, "navigation-sidebar"))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_list_view (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct {
  GtkWidget *list;
  guint n;
} RowsWait;

/* Scrolls @list to the end of its rows; whether it has wait->n of them. */
static gboolean
scrolled_to (gpointer data)
{
  RowsWait *wait = data;
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (wait->list));
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (wait->list)));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return g_list_model_get_n_items (rows) == wait->n;
}

/* The list view gets the games a page at a time (GTK 4.8 binds and measures
 * up to 200 rows, and destroys as many, whenever its list is replaced):
 * scrolled towards the end of a page it gets the next, and a game chosen
 * further down is shown and chosen. */
static void
test_history_pages (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *window;
  GtkWidget *list;
  GListModel *rows;
  guint n = 3 + 40, oldest;
  RowsWait wait;

  for (guint i = 0; i < 40; i++)
    {
      g_autoptr (GError) error = NULL;
      TlGameState *state = st_play_game ("carcassonne", 200 + i, carcassonne_seats, G_MAXUINT);

      g_assert_true (tl_store_save_game (tl_library_get_store (f->library), state, NULL, &error));
      g_assert_no_error (error);
      tl_game_state_free (state);
    }
  window = tl_history_window_present (NULL, f->library, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 780);
  wait_for_games (window, n);
  list = find_list_view (GTK_WIDGET (window));
  g_assert_nonnull (list);
  rows = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 24);
  for (guint i = 0; i < 24; i++)
    {
      g_autoptr (TlGameSummary) row = g_list_model_get_item (rows, i);

      g_assert_cmpstr (tl_game_summary_get_id (row), ==, listed_id (window, i));
    }

  wait = (RowsWait) { list, n };
  g_assert_true (ui_wait_for (scrolled_to, &wait, 10));

  /* back at the top, a filter change: a page again; the oldest game chosen is shown */
  gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list)), 0);
  ui_settle ();
  tl_history_window_set_filter (window, 1, NULL, 0);
  wait_for_games (window, n - 1);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 24);
  oldest = n - 2;
  g_assert_cmpstr (listed_id (window, oldest), ==, game_id (f, 0));
  gtk_widget_activate_action (GTK_WIDGET (window), "history.select", "s", game_id (f, 0));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, n - 1);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (rows)), ==, oldest);
  wait_for_replay (window, game_id (f, 0));
  g_assert_cmpstr (tl_history_window_get_selected_id (window), ==, game_id (f, 0));
}

static void
test_history_filters (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *window = tl_history_window_present (NULL, f->library, NULL);

  wait_for_games (window, 3);
  tl_history_window_set_filter (window, 2, NULL, 0);
  wait_for_games (window, 1);
  g_assert_cmpstr (listed_id (window, 0), ==, game_id (f, 2));
  tl_history_window_set_filter (window, 1, NULL, 0);
  wait_for_games (window, 2);
  /* "Ana" and "ana" are one player; the names are raw text */
  tl_history_window_set_filter (window, 0, "Ana", 0);
  wait_for_games (window, 3);
  tl_history_window_set_filter (window, 0, "<b>Bogdan</b>", 0);
  wait_for_games (window, 1);
  tl_history_window_set_filter (window, 0, NULL, 1);
  wait_for_games (window, 3);    /* all finished today */
  tl_history_window_set_filter (window, 1, "<b>Bogdan</b>", 0);
  wait_for_games (window, 0);
  shoot (window, "library-history-none.png");
  tl_history_window_set_filter (window, 0, NULL, 0);
  wait_for_games (window, 3);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
deleted_from_store (gpointer data)
{
  Fixture *f = data;

  return st_query_int (f->path, "SELECT count(*) FROM finished_games") == 2;
}

static void
test_history_export_and_delete (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *window = tl_history_window_present (NULL, f->library, game_id (f, 1));
  g_autofree char *out = g_build_filename (f->dir, "exported.tilelands", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (out);
  g_autofree char *text = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *stored = NULL;
  GtkButton *undo;

  wait_for_games (window, 3);
  wait_for_replay (window, game_id (f, 1));
  g_assert_cmpstr (tl_history_window_get_selected_id (window), ==, game_id (f, 1));

  /* Export: the record exactly as the library keeps it */
  gtk_widget_activate_action (GTK_WIDGET (window), "history.export", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
  g_assert_true (ui_wait_for (file_exists, out, 10));
  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  sql = g_strdup_printf ("SELECT r.record FROM finished_records r JOIN finished_games g ON g.key = r.game "
                         "WHERE g.id = '%s'", game_id (f, 1));
  stored = st_query_text (f->path, sql);
  g_assert_nonnull (stored);
  g_assert_cmpstr (text, ==, stored);

  /* Delete: hidden at once; Undo brings it back; nothing was deleted */
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", NULL);
  wait_for_games (window, 2);
  g_assert_true (tl_library_is_hidden (f->library, game_id (f, 1)));
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_games"), ==, 3);
  shoot (window, "library-history-deleted.png");
  undo = ui_find_button (GTK_WIDGET (window), "_Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  wait_for_games (window, 3);
  g_assert_false (tl_library_is_hidden (f->library, game_id (f, 1)));
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_games"), ==, 3);

  /* Delete again, and let the toast go: deleted from the library */
  gtk_widget_activate_action (GTK_WIDGET (window), "history.select", "s", game_id (f, 1));
  wait_for_replay (window, game_id (f, 1));
  gtk_widget_activate_action (GTK_WIDGET (window), "history.delete", NULL);
  wait_for_games (window, 2);
  g_assert_true (ui_wait_for (deleted_from_store, f, 20));
  wait_for_games (window, 2);
  g_assert_cmpstr (listed_id (window, 0), ==, game_id (f, 2));
  g_assert_cmpstr (listed_id (window, 1), ==, game_id (f, 0));
}

static void
test_statistics (Fixture *f, gconstpointer data)
{
  TlStatisticsWindow *window = tl_statistics_window_present (NULL, f->library);

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  /* Ana (3 games, "ana" included), Computer (2), <b>Bogdan</b> and Computer2 (1 each) */
  while (tl_statistics_window_get_n_players (window) < 4)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tl_statistics_window_get_n_players (window), ==, 4);
  g_assert_true (tl_statistics_window_select_player (window, "ANA"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Carcassonne"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "The Discovery"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "All Games"));
  /* the computer levels Ana met are named as the new-game window names them:
   * Computer (level 1) in Carcassonne, Computer2 (level 2) in The Discovery */
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Wins against the Computer"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Normal"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), "Hard"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Easy"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Level 1"));
  shoot (window, "library-statistics.png");
  g_assert_true (tl_statistics_window_select_player (window, "<b>Bogdan</b>"));
  g_assert_null (ui_find_label (GTK_WIDGET (window), "Carcassonne"));
  g_assert_false (tl_statistics_window_select_player (window, "Nobody"));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  ui_log_init ();
  adw_init ();

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/library/history", test_history);
  ADD ("/ui/library/history-filters", test_history_filters);
  ADD ("/ui/library/history-pages", test_history_pages);
  ADD ("/ui/library/history-export-and-delete", test_history_export_and_delete);
  ADD ("/ui/library/statistics", test_statistics);
#undef ADD

  return g_test_run ();
}
