/* test-models.c — the list models over the library (no GTK): TlSavedGames follows
 * autosaves and finished games, TlHistory its filters, TlStatistics the history;
 * names stay raw text; a closed library leaves the items and reports why;
 * TlPagedList shows a prefix of its model through every change
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "store-test-util.h"
#include "tl-history.h"
#include "tl-paged-list.h"
#include "tl-saved-games.h"
#include "tl-statistics.h"

typedef struct {
  char *dir;
  TlStore *store;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  f->dir = st_make_dir ();
  path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->store = tl_store_open (path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  /* the store's last `changed` signals, if any */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
}

/* Runs the main loop until @list has answered (and no `changed` is pending). */
static void
wait_loaded (gpointer list)
{
  do
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (tl_store_list_get_loading (list))
        g_main_context_iteration (NULL, TRUE);
    }
  while (tl_store_list_get_loading (list));
}

static void
save (Fixture *f, TlGameState *state)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tl_store_save_game (f->store, state, NULL, &error));
  g_assert_no_error (error);
}

static void
count_changes (GListModel *model, guint position, guint removed, guint added, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_saved_games (Fixture *f, gconstpointer data)
{
  static const char * const seats[] = { "<b>Ana</b> & Co", "*Computer", NULL };
  g_autoptr(TlSavedGames) saved = tl_saved_games_new (f->store);
  g_autoptr(TlGameSummary) item = NULL;
  g_autoptr(GDateTime) played = NULL;
  g_auto(GStrv) expansions = NULL;
  TlGameState *first = st_play_game ("carcassonne", 1, seats, 6);
  TlGameState *second = st_play_game ("discovery", 2, seats, 3);
  guint changes = 0;
  guint turns, tiles_left, n_seats;
  gboolean finished;
  g_autofree char *game = NULL;
  g_autofree char *title = NULL;

  g_assert_true (g_type_is_a (g_list_model_get_item_type (G_LIST_MODEL (saved)), TL_TYPE_GAME_SUMMARY));
  g_assert_true (tl_store_list_get_loading (TL_STORE_LIST (saved)));
  wait_loaded (saved);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 0);
  g_assert_null (tl_saved_games_get_newest (saved));
  g_signal_connect (saved, "items-changed", G_CALLBACK (count_changes), &changes);

  /* autosaves show up by themselves, the newest first */
  save (f, first);
  save (f, second);
  wait_loaded (saved);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 2);
  g_assert_cmpuint (changes, >=, 1);
  g_assert_cmpstr (tl_game_summary_get_id (tl_saved_games_get_newest (saved)), ==,
                   tl_game_state_record (second)->id);
  g_assert_cmpint (tl_saved_games_find (saved, tl_game_state_record (first)->id), ==, 1);
  g_assert_cmpint (tl_saved_games_find (saved, "nope"), ==, -1);

  item = g_list_model_get_item (G_LIST_MODEL (saved), 1);
  g_object_get (item, "game", &game, "title", &title, "turns", &turns, "tiles-left", &tiles_left,
                "n-seats", &n_seats, "is-finished", &finished, "last-played", &played,
                "expansions", &expansions, NULL);
  g_assert_cmpstr (game, ==, "carcassonne");
  g_assert_null (title);
  g_assert_cmpuint (turns, ==, 6);
  g_assert_cmpuint (tiles_left, ==, tl_game_state_tiles_left (first));
  g_assert_cmpuint (n_seats, ==, 2);
  g_assert_false (finished);
  g_assert_nonnull (played);
  g_assert_cmpint (llabs (g_date_time_to_unix (played) - g_get_real_time () / G_USEC_PER_SEC), <, 60);
  g_assert_cmpuint (g_strv_length (expansions), ==, 0);
  /* the name is the user's text, not markup */
  g_assert_cmpstr (tl_game_summary_get_seat (item, 0)->name, ==, "<b>Ana</b> & Co");
  g_assert_cmpint (tl_game_summary_get_seat (item, 1)->kind, ==, TL_PLAYER_AI);
  g_assert_cmpint (tl_game_summary_get_seat (item, 0)->score, ==,
                   tl_game_state_player (first, 0)->score);

  /* renamed: the list follows */
  g_assert_true (tl_store_rename_game (f->store, tl_game_state_record (first)->id, "Long one", NULL));
  wait_loaded (saved);
  g_clear_object (&item);
  item = g_list_model_get_item (G_LIST_MODEL (saved), 1);
  g_assert_cmpstr (tl_game_summary_get_title (item), ==, "Long one");

  /* finished: it leaves the saved games; "Continue" is the other one now */
  st_play_on (second, 3, G_MAXUINT);
  save (f, second);
  wait_loaded (saved);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 1);
  g_assert_cmpstr (tl_game_summary_get_id (tl_saved_games_get_newest (saved)), ==,
                   tl_game_state_record (first)->id);
  tl_game_state_free (first);
  tl_game_state_free (second);
}

static void
test_history (Fixture *f, gconstpointer data)
{
  static const char * const ana[] = { "Ana", "*Computer", NULL };
  static const char * const bogdan[] = { "Bogdan", "*Computer", NULL };
  g_autoptr(TlHistory) history = tl_history_new (f->store);
  g_autoptr(TlGameSummary) item = NULL;
  g_autoptr(GDateTime) when = NULL;
  gboolean finished;
  guint queries = 0;

  for (guint i = 0; i < 4; i++)
    {
      TlGameState *state = st_play_game (i == 3 ? "discovery" : "carcassonne", 10 + i,
                                         i % 2 == 0 ? ana : bogdan, G_MAXUINT);
      save (f, state);
      tl_game_state_free (state);
    }
  wait_loaded (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 4);
  item = g_list_model_get_item (G_LIST_MODEL (history), 0);
  g_object_get (item, "is-finished", &finished, "finished", &when, NULL);
  g_assert_true (finished);
  g_assert_nonnull (when);
  g_assert_cmpstr (tl_game_summary_get_game (item), ==, "discovery");
  {
    g_autoptr(GDateTime) day = tl_game_summary_dup_day (item);

    /* local midnight of the day it finished */
    g_assert_cmpint (g_date_time_get_hour (day), ==, 0);
    g_assert_cmpint (g_date_time_get_minute (day), ==, 0);
    g_assert_cmpint (g_date_time_get_day_of_month (day), ==, g_date_time_get_day_of_month (when));
    g_assert_true (g_date_time_compare (day, when) <= 0);
    g_assert_cmpint (g_date_time_difference (when, day), <, G_TIME_SPAN_DAY);
  }
  g_assert_cmpuint (tl_game_summary_get_seat (item, 0)->place +
                    tl_game_summary_get_seat (item, 1)->place, >=, 2);

  /* three filter changes together: one query */
  g_signal_connect (history, "items-changed", G_CALLBACK (count_changes), &queries);
  tl_history_set_player (history, "ana");
  tl_history_set_game (history, "carcassonne");
  g_object_set (history, "since", (gint64) 1, NULL);
  g_assert_true (tl_store_list_get_loading (TL_STORE_LIST (history)));
  wait_loaded (history);
  g_assert_cmpuint (queries, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 2);
  g_assert_cmpstr (tl_history_get_player (history), ==, "ana");

  tl_history_set_player (history, "");   /* "" is no filter */
  g_assert_null (tl_history_get_player (history));
  wait_loaded (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 3);
  tl_history_set_until (history, 1);
  wait_loaded (history);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (history)), ==, 0);
}

static void
test_statistics (Fixture *f, gconstpointer data)
{
  static const char * const seats[] = { "Ana", "*Computer", NULL };
  g_autoptr(TlStatistics) statistics = tl_statistics_new (f->store);
  g_autoptr(TlPlayerStatistics) first = NULL;
  TlGameState *state = st_play_game ("carcassonne", 5, seats, G_MAXUINT);
  guint games, wins;
  double win_rate;

  wait_loaded (statistics);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (statistics)), ==, 0);
  save (f, state);
  wait_loaded (statistics);
  /* Ana and the computer, each over all games and in Carcassonne */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (statistics)), ==, 4);

  tl_statistics_set_player (statistics, "ANA");
  wait_loaded (statistics);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (statistics)), ==, 2);
  first = g_list_model_get_item (G_LIST_MODEL (statistics), 0);
  g_object_get (first, "games", &games, "wins", &wins, "win-rate", &win_rate, NULL);
  g_assert_cmpstr (tl_player_statistics_get_name (first), ==, "Ana");
  g_assert_null (tl_player_statistics_get_game (first));
  g_assert_cmpuint (games, ==, 1);
  g_assert_cmpuint (wins, ==, tl_game_state_player (state, 0)->score >=
                              tl_game_state_player (state, 1)->score ? 1 : 0);
  g_assert_cmpfloat (win_rate, ==, (double) wins);
  g_assert_cmpint (tl_player_statistics_get_stats (first)->best_score, ==,
                   tl_game_state_player (state, 0)->score);
  tl_game_state_free (state);
}

static void
test_closed (Fixture *f, gconstpointer data)
{
  static const char * const seats[] = { "Ana", "*Computer", NULL };
  g_autoptr(TlSavedGames) saved = tl_saved_games_new (f->store);
  TlGameState *state = st_play_game ("carcassonne", 8, seats, 2);

  save (f, state);
  wait_loaded (saved);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 1);
  g_assert_null (tl_store_list_get_error (TL_STORE_LIST (saved)));
  tl_store_close (f->store);
  tl_store_list_reload (TL_STORE_LIST (saved));
  wait_loaded (saved);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (saved)), ==, 1);
  g_assert_error ((GError *) tl_store_list_get_error (TL_STORE_LIST (saved)),
                  TL_STORE_ERROR, TL_STORE_ERROR_CLOSED);
  tl_game_state_free (state);
}

/* What a view of a TlPagedList sees: its items, kept by its items-changed. */
typedef struct {
  TlPagedList *paged;
  GPtrArray *seen;
} Viewer;

static void
on_paged_changed (GListModel *list,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Viewer     *viewer)
{
  g_assert_cmpuint (position + removed, <=, viewer->seen->len);
  g_ptr_array_remove_range (viewer->seen, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (viewer->seen, position + i, g_list_model_get_item (list, position + i));
}

/* The view saw the first @n items of @model, as they are. */
static void
assert_prefix (Viewer     *viewer,
               GListModel *model,
               guint       n)
{
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (viewer->paged)), ==, n);
  g_assert_cmpuint (viewer->seen->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_assert_true (viewer->seen->pdata[i] == item);
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (viewer->paged), n));
}

static void
add_objects (GListStore *store,
             guint       position,
             guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) object = g_object_new (G_TYPE_OBJECT, NULL);

      g_list_store_insert (store, position + i, object);
    }
}

/* A page first, then a page more each time it is asked, a whole replacement
 * back to one page; changes inside the shown items passed on, after them held
 * back until their page. */
static void
test_paged_list (void)
{
  g_autoptr(GListStore) store = g_list_store_new (G_TYPE_OBJECT);
  Viewer viewer = { NULL, g_ptr_array_new_with_free_func (g_object_unref) };

  add_objects (store, 0, 100);
  viewer.paged = tl_paged_list_new (G_LIST_MODEL (store));
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (viewer.paged)) == G_TYPE_OBJECT);
  for (guint i = 0; i < TL_PAGED_LIST_PAGE; i++)
    g_ptr_array_add (viewer.seen, g_list_model_get_item (G_LIST_MODEL (viewer.paged), i));
  g_signal_connect (viewer.paged, "items-changed", G_CALLBACK (on_paged_changed), &viewer);
  assert_prefix (&viewer, G_LIST_MODEL (store), 24);

  tl_paged_list_show_more (viewer.paged);
  assert_prefix (&viewer, G_LIST_MODEL (store), 48);
  tl_paged_list_show (viewer.paged, 30);   /* fewer than shown: nothing */
  assert_prefix (&viewer, G_LIST_MODEL (store), 48);
  tl_paged_list_show (viewer.paged, 1000);
  assert_prefix (&viewer, G_LIST_MODEL (store), 100);
  tl_paged_list_show_more (viewer.paged);
  assert_prefix (&viewer, G_LIST_MODEL (store), 100);

  /* replaced whole (a reload): one page again */
  {
    g_autoptr(GListStore) other = g_list_store_new (G_TYPE_OBJECT);
    GObject *items[60];

    add_objects (other, 0, 60);
    for (guint i = 0; i < 60; i++)
      items[i] = g_list_model_get_item (G_LIST_MODEL (other), i);
    g_list_store_splice (store, 0, 100, (gpointer *) items, 60);
    for (guint i = 0; i < 60; i++)
      g_object_unref (items[i]);
  }
  assert_prefix (&viewer, G_LIST_MODEL (store), 24);

  /* inside the shown items: passed on (and a page at least) */
  add_objects (store, 5, 2);
  assert_prefix (&viewer, G_LIST_MODEL (store), 26);
  g_list_store_remove (store, 0);
  assert_prefix (&viewer, G_LIST_MODEL (store), 25);
  g_list_store_splice (store, 20, 10, NULL, 0);   /* across the end of the shown ones */
  assert_prefix (&viewer, G_LIST_MODEL (store), 24);
  /* after them: with the next page */
  add_objects (store, 40, 3);
  g_list_store_remove (store, 30);
  assert_prefix (&viewer, G_LIST_MODEL (store), 24);
  tl_paged_list_show_more (viewer.paged);
  assert_prefix (&viewer, G_LIST_MODEL (store), 48);
  /* emptied, then filled */
  g_list_store_remove_all (store);
  assert_prefix (&viewer, G_LIST_MODEL (store), 0);
  add_objects (store, 0, 30);   /* one at a time: a page */
  assert_prefix (&viewer, G_LIST_MODEL (store), 24);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 30);

  g_clear_object (&viewer.paged);
  g_ptr_array_unref (viewer.seen);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  g_test_add_func ("/model/paged-list", test_paged_list);
  ADD ("/model/saved-games", test_saved_games);
  ADD ("/model/history", test_history);
  ADD ("/model/statistics", test_statistics);
  ADD ("/model/closed", test_closed);
#undef ADD

  return g_test_run ();
}
