/* test-library-data.c — what the window does when the library's data is not
 * what it expects (run it under Xvfb):
 * - a file of a game the library holds, opened with Load Game…: an older copy
 *   leaves the library's (which opens, and a toast says why), one that runs
 *   further is taken, one that went another way is added as “NAME (copy)”;
 * - a list of the library that cannot be read says why: the Saved Games in the
 *   banner, the History and the Statistics in their pages, never "No Finished
 *   Games";
 * - a library on a read-only disk: the banner says so.
 * (Export writing through a link: tests/model/test-library-calls.c.)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tl-windows-resources.h"
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-library.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-statistics-window.h"
#include "tl-store-private.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

typedef struct {
  char *dir;
  char *path;        /* the library */
  TlLibrary *library;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_close_all ();
  if (f->library != NULL)
    tl_library_close (f->library);
  g_clear_object (&f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static TlWindow *
library_window (TlLibrary *library)
{
  TlWindow *window = ui_new_window ();

  tl_window_set_library (window, library);
  return window;
}

/* A new game as the new-game window makes it: Ana first, an Easy computer second. */
static TlRecord *
new_record (guint64 seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  tl_record_set_new_id (record);
  record->seed = (gint64) seed;
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, -1);
  tl_record_add_player (record, "Computer", "blue", TL_PLAYER_AI, 0);
  return record;
}

typedef struct {
  TlLibrary *library;
  const char *id;
  guint n;           /* saved games */
  guint turns;       /* of game @id */
} SavedWait;

static gboolean
saved_as (gpointer data)
{
  SavedWait *wait = data;
  GListModel *saved = G_LIST_MODEL (tl_library_get_saved_games (wait->library));

  if (tl_store_list_get_loading (TL_STORE_LIST (saved)) || g_list_model_get_n_items (saved) != wait->n)
    return FALSE;
  for (guint i = 0; i < wait->n; i++)
    {
      g_autoptr (TlGameSummary) game = g_list_model_get_item (saved, i);

      if (g_strcmp0 (tl_game_summary_get_id (game), wait->id) == 0)
        return tl_game_summary_get_turns (game) == wait->turns;
    }
  return FALSE;
}

/* Waits until the library holds @n saved games, game @id at @turns turns. */
static void
wait_saved (TlLibrary  *library,
            const char *id,
            guint       n,
            guint       turns)
{
  SavedWait wait = { library, id, n, turns };

  g_assert_true (ui_wait_for (saved_as, &wait, 20));
}

typedef struct {
  TlWindow *window;
  const char *id;
  guint turns;
} GameWait;

static gboolean
plays (gpointer data)
{
  GameWait *wait = data;
  TlGame *game = tl_window_get_game (wait->window);

  return game != NULL && g_strcmp0 (_tl_window_get_page (wait->window), "game") == 0 &&
         g_strcmp0 (tl_game_get_record (game)->id, wait->id) == 0 &&
         tl_game_get_record (game)->turns->len == wait->turns;
}

/* Waits until @window plays game @id at @turns turns. */
static void
wait_plays (TlWindow   *window,
            const char *id,
            guint       turns)
{
  GameWait wait = { window, id, turns };

  if (!ui_wait_for (plays, &wait, 20))
    {
      TlGame *game = tl_window_get_game (window);

      g_error ("the window shows page %s, game %s at %u turns, not %s at %u",
               _tl_window_get_page (window), game != NULL ? tl_game_get_record (game)->id : "none",
               game != NULL ? tl_game_get_record (game)->turns->len : 0, id, turns);
    }
}

typedef struct {
  GtkWidget *root;
  const char *text;
} LabelWait;

/* Whether a label @text is on screen under @root (a stack's hidden pages are not). */
static gboolean
mapped_label (GtkWidget  *root,
              const char *text)
{
  GtkLabel *label = ui_find_label (root, text);

  return label != NULL && gtk_widget_get_mapped (GTK_WIDGET (label));
}

static gboolean
label_shown (gpointer data)
{
  LabelWait *wait = data;

  return mapped_label (wait->root, wait->text);
}

/* Waits until @root shows a label @text (a toast, a status page). */
static void
wait_label (gpointer    root,
            const char *text)
{
  LabelWait wait = { GTK_WIDGET (root), text };

  g_assert_true (ui_wait_for (label_shown, &wait, 20));
}

/* The first descendant of @root (itself included) whose CSS class is @name. */
static GtkWidget *
find_css_class (GtkWidget  *root,
                const char *name)
{
  if (gtk_widget_has_css_class (root, name))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_class (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Item 24 of issue 20: the toast that says @text stands over the board, above
 * its zoom buttons and clear of the turn bar under the board. */
static void
assert_toast_over_board (TlWindow   *window,
                         const char *text)
{
  GtkWidget *label = GTK_WIDGET (ui_find_label (GTK_WIDGET (window), text));
  GtkWidget *toast = gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY) != NULL
                     ? gtk_widget_get_parent (gtk_widget_get_parent (label)) : NULL;
  GtkWidget *zoom = find_css_class (GTK_WIDGET (window), "zoom-controls");
  GtkWidget *board = GTK_WIDGET (tl_window_get_board (window));
  graphene_rect_t toast_at, zoom_at, board_at;

  while (toast != NULL && g_strcmp0 (gtk_widget_get_css_name (toast), "toast") != 0)
    toast = gtk_widget_get_parent (toast);
  g_assert_nonnull (toast);
  g_assert_nonnull (zoom);
  ui_settle ();
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_at));
  g_assert_true (gtk_widget_compute_bounds (zoom, GTK_WIDGET (window), &zoom_at));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_at));
  g_assert_cmpfloat (toast_at.origin.y + toast_at.size.height, <=, zoom_at.origin.y);
  g_assert_cmpfloat (toast_at.origin.x, >=, board_at.origin.x);
  g_assert_cmpfloat (toast_at.origin.x + toast_at.size.width, <=, board_at.origin.x + board_at.size.width);
}

/* The record of @window's game with its first @turns turns, in the file @name. */
static GFile *
file_at (Fixture    *f,
         TlRecord   *record,
         guint       turns,
         const char *name)
{
  g_autoptr (TlRecord) copy = tl_record_copy (record);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (f->dir, name, NULL);

  g_array_set_size (copy->turns, turns);
  tl_record_set_in_progress (copy, NULL);
  g_assert_true (tl_record_format_save_file (copy, path, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Load Game… (win.open) with @file chosen. */
static void
load (TlWindow *window,
      GFile    *file)
{
  g_autoptr (GFile) start = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (window), "open", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  /* the chooser takes a file once its first folder is loaded (GTK 4.8) */
  start = ui_file_chooser_folder ();
  g_assert_nonnull (start);
  ui_choose_file (file);
}

/* Item 1 of issue 20: opening an older copy of a game the library holds never
 * rewinds it. */
static void
test_open_file (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (21);
  g_autoptr (TlRecord) played = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) older = NULL;
  g_autoptr (GFile) further = NULL;
  g_autoptr (GFile) branched = NULL;
  g_autofree char *copy_id = NULL;
  TlWindow *window;
  guint n;

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  for (guint i = 0; i < 4; i++)
    ui_play_a_round (window);
  played = tl_record_copy (tl_game_get_record (tl_window_get_game (window)));
  n = played->turns->len;
  g_assert_cmpuint (n, ==, 8);
  wait_saved (f->library, record->id, 1, n);

  /* from the start page, the file of turn 4: the library's turn 8 opens */
  older = file_at (f, played, 4, "older.tilelands");
  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");
  load (window, older);
  wait_plays (window, record->id, n);
  wait_label (window, "“older.tilelands” is older than the library’s copy, open here at turn 9");
  assert_toast_over_board (window, "“older.tilelands” is older than the library’s copy, open here at turn 9");
  ui_save_png_settled (GTK_WIDGET (window), "library-data-older.png");
  wait_saved (f->library, record->id, 1, n);

  /* a file further on the same turns, opened while the game is played here:
   * the library and the window take it */
  {
    TlGameState *state = tl_replay_record_state (played, "played", FALSE, &error);

    g_assert_no_error (error);
    st_play_on (state, 22, 4);
    g_clear_pointer (&played, tl_record_free);
    played = tl_record_copy (tl_game_state_record (state));
    tl_game_state_free (state);
  }
  further = file_at (f, played, n + 4, "further.tilelands");
  load (window, further);
  wait_plays (window, record->id, n + 4);
  wait_saved (f->library, record->id, 1, n + 4);

  /* one that went another way after turn 9 (turn 10 asked for a hint, which the
   * library's did not): added beside it as a copy, and played */
  g_array_index (played->turns, TlTurnRecord, 9).hinted = TRUE;
  branched = file_at (f, played, 10, "friday.tilelands");
  load (window, branched);
  wait_label (window, "“friday.tilelands” went another way: added as "
                      "“friday (copy)”");
  assert_toast_over_board (window, "“friday.tilelands” went another way: added as "
                                   "“friday (copy)”");
  ui_save_png_settled (GTK_WIDGET (window), "library-data-copy-toast.png");
  g_assert_true (ui_wait_for (ui_person_to_play, window, 20));
  copy_id = g_strdup (tl_game_get_record (tl_window_get_game (window))->id);
  g_assert_cmpstr (copy_id, !=, record->id);
  ui_save_png_settled (GTK_WIDGET (window), "library-data-copy.png");
  wait_saved (f->library, record->id, 2, n + 4);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games WHERE title = "
                                 "'friday (copy)'"), ==, 1);
}

/* Export (Ctrl+E) of a game the library keeps: the file written does not follow
 * the game, so the window's subtitle does not name it (it did, turns later). */
static void
test_export_subtitle (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (24);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  TlWindow *window;

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  ui_play_a_round (window);
  wait_saved (f->library, record->id, 1, 2);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Turn 3");

  file = g_file_new_build_filename (f->dir, "exported.tilelands", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "export", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Turn 3");
  ui_play_a_round (window);
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Turn 5");
}

/* Item 4 of issue 20: a list that cannot be read says why. */
static void
test_list_errors (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  TlGameState *done = st_play_game ("carcassonne", 23, (const char *[]) { "Ana", "*Bo", NULL }, G_MAXUINT);
  TlStore *store;
  TlLibraryBanner *banner;
  TlHistoryWindow *history;
  TlStatisticsWindow *statistics;
  TlWindow *window;

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  store = tl_library_get_store (f->library);
  g_assert_true (tl_store_save_game (store, done, NULL, &error));
  tl_game_state_free (done);
  window = library_window (f->library);
  banner = _tl_window_get_library_banner (window);
  g_assert_false (tl_library_banner_is_shown (banner));

  /* another program takes the tables away under the window */
  g_assert_true (_tl_store_exec_for_testing (store, "ALTER TABLE saved_games RENAME TO gone_saved; "
                                             "ALTER TABLE finished_games RENAME TO gone_finished; "
                                             "ALTER TABLE seats RENAME TO gone_seats", &error));
  g_assert_no_error (error);
  tl_store_list_reload (TL_STORE_LIST (tl_library_get_saved_games (f->library)));
  wait_label (window, "The Saved Games Could Not Be Read");
  g_assert_true (tl_library_banner_is_shown (banner));
  g_assert_cmpstr (tl_library_banner_get_title (banner), ==, "The Saved Games Could Not Be Read");

  g_action_group_activate_action (G_ACTION_GROUP (window), "history", NULL);
  history = ui_find_window (TL_TYPE_HISTORY_WINDOW);
  g_assert_nonnull (history);
  wait_label (history, "The History Could Not Be Read");
  g_assert_false (mapped_label (GTK_WIDGET (history), "No Finished Games"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "statistics", NULL);
  statistics = ui_find_window (TL_TYPE_STATISTICS_WINDOW);
  g_assert_nonnull (statistics);
  wait_label (statistics, "The Statistics Could Not Be Read");
  g_assert_false (mapped_label (GTK_WIDGET (statistics), "No Statistics Yet"));
  ui_save_png_settled (GTK_WIDGET (history), "library-data-history-error.png");
  ui_save_png_settled (GTK_WIDGET (statistics), "library-data-statistics-error.png");
  ui_save_png_settled (GTK_WIDGET (window), "library-data-saved-games-error.png");
}

/* Item 6 of issue 20: a library on a read-only disk is read, and the banner
 * says why games are not saved. */
static void
test_read_only_disk (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *detail = NULL;
  TlGameState *done = st_play_game ("carcassonne", 24, (const char *[]) { "Ana", "*Bo", NULL }, G_MAXUINT);
  TlLibraryBanner *banner;
  TlWindow *window;
  char *view;

  {
    g_autoptr (TlStore) store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);

    g_assert_no_error (error);
    g_assert_true (tl_store_save_game (store, done, NULL, &error));
    tl_game_state_free (done);
  }
  view = st_read_only_view (f->dir);
  if (view == NULL)
    {
      g_test_skip ("no read-only bind mount can be made here (it needs root or a user namespace)");
      return;
    }
  seen = g_build_filename (view, "tilelands.db", NULL);
  f->library = ui_open_library (seen, TL_STORE_OPEN_DEFAULT);
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  g_assert_false (tl_library_can_save (f->library));
  window = library_window (f->library);
  banner = _tl_window_get_library_banner (window);
  g_assert_true (tl_library_banner_is_shown (banner));
  g_assert_cmpstr (tl_library_banner_get_title (banner), ==, "The Library Is Read-Only");
  detail = g_strdup_printf ("%s: the library is on a read-only disk: games will not be saved. "
                            "Tilelands asks before closing a game.", seen);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), detail));
  g_assert_true (ui_enabled (window, "history"));
  ui_save_png_settled (GTK_WIDGET (window), "library-data-read-only-disk.png");
  ui_close_all ();
  tl_library_close (f->library);
  g_clear_object (&f->library);
  st_release_view (view);
}

int
main (int   argc,
      char *argv[])
{
  st_private_mounts ();   /* before any thread */
  if (!ui_test_init (&argc, &argv, "test-library-data", TRUE))
    return 77;
  {
    /* the application's style, which places the toasts (its windows here have
     * no application) */
    g_autoptr (GtkCssProvider) style = gtk_css_provider_new ();

    tl_windows_ensure_resources ();
    gtk_css_provider_load_from_resource (style, "/io/github/tilelands/Tilelands/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/library-data/open-file", test_open_file);
  ADD ("/ui/library-data/export-subtitle", test_export_subtitle);
  ADD ("/ui/library-data/list-errors", test_list_errors);
  ADD ("/ui/library-data/read-only-disk", test_read_only_disk);
#undef ADD

  return g_test_run ();
}
