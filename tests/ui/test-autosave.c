/* test-autosave.c — the main window and the library, whole flows as a user
 * meets them (run it under Xvfb); what the session decides is tested without
 * a display in tests/model/test-session.c and test-library-calls.c:
 * - play a few turns, close the window (nothing asked), start again, Continue:
 *   the same game at the same turn; an undo is saved too;
 * - finish a game: it leaves the saved games, joins the History with the right
 *   scores, and its last turn cannot be undone;
 * - a refused library: the banner, asking before closing, a new library
 *   started (the old file kept), the game saved into it; a save that fails
 *   says so and asks before closing;
 * - leaving or closing while a computer thinks: nothing asked, its move
 *   dropped, the game kept at the person's turn and played on when resumed
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-library.h"
#include "tl-record-format.h"
#include "tl-render.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

typedef struct {
  char *dir;
  char *path;        /* the library */
  TlLibrary *library;
} Fixture;

static gboolean
library_settled (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

static TlLibrary *
open_library (const char       *path,
              TlStoreOpenFlags  flags)
{
  TlLibrary *library = tl_library_new (path, flags);

  /* the saved games' pictures, as the application draws them */
  tl_library_set_thumbnail_func (library, tl_render_board_thumbnail);
  g_assert_true (ui_wait_for (library_settled, library, 20));
  return library;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
}

static void
destroy_windows (void)
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
  destroy_windows ();
  if (f->library != NULL)
    tl_library_close (f->library);
  g_clear_object (&f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* Saves a picture of @window once it has drawn what changed. */
static void
shoot (gpointer    window,
       const char *name)
{
  ui_save_png_settled (GTK_WIDGET (window), name);
}

static TlWindow *
library_window (TlLibrary *library)
{
  TlWindow *window = ui_new_window ();

  tl_window_set_library (window, library);
  return window;
}

/* A new game as the new-game window makes it: with an id; Ana plays first,
 * a computer of @level second. */
static TlRecord *
new_record_against (guint64 seed,
                    gint    level)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  tl_record_set_new_id (record);
  record->options.farmers = TRUE;
  record->seed = (gint64) seed;
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, -1);
  tl_record_add_player (record, "Computer", "blue", TL_PLAYER_AI, level);
  return record;
}

/* The same against an Easy computer. */
static TlRecord *
new_record (guint64 seed)
{
  return new_record_against (seed, 0);
}

static gboolean
person_to_play (gpointer data)
{
  TlGame *game = tl_window_get_game (data);

  return game != NULL && (tl_game_get_phase (game) == TL_PHASE_OVER ||
                          (tl_game_get_phase (game) == TL_PHASE_PLACE && !tl_game_current_is_ai (game)));
}

/* Ana places the tile at its first legal place and confirms. */
static void
play_ana_turn (TlWindow *window)
{
  TlGame *game = tl_window_get_game (window);
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  const TlPlacement *place;

  g_assert_true (person_to_play (window));
  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
}

/* Ana's turn; then the computer plays its turn in the window's own time. */
static void
play_a_round (TlWindow *window)
{
  play_ana_turn (window);
  g_assert_true (ui_wait_for (person_to_play, window, 30));
}

typedef struct {
  TlLibrary *library;
  guint n;
  guint turns;       /* of the first saved game, G_MAXUINT: any */
} SavedWait;

static gboolean
saved_as (gpointer data)
{
  SavedWait *wait = data;
  TlSavedGames *saved = tl_library_get_saved_games (wait->library);
  g_autoptr (TlGameSummary) first = NULL;

  if (saved == NULL || tl_store_list_get_loading (TL_STORE_LIST (saved))
      || g_list_model_get_n_items (G_LIST_MODEL (saved)) != wait->n)
    return FALSE;
  if (wait->n == 0 || wait->turns == G_MAXUINT)
    return TRUE;
  first = g_list_model_get_item (G_LIST_MODEL (saved), 0);
  return tl_game_summary_get_turns (first) == wait->turns;
}

/* Waits until the library's saved games are @n, the newest at @turns turns. */
static void
wait_saved (TlLibrary *library,
            guint      n,
            guint      turns)
{
  SavedWait wait = { library, n, turns };

  g_assert_true (ui_wait_for (saved_as, &wait, 20));
}

static gboolean
game_shown (gpointer data)
{
  return tl_window_get_game (data) != NULL && g_strcmp0 (_tl_window_get_page (data), "game") == 0;
}

static gboolean
window_gone (gpointer data)
{
  return !ui_is_toplevel (data);
}

static char *
record_text (TlWindow *window)
{
  return tl_record_format_to_data (tl_game_get_record (tl_window_get_game (window)), NULL);
}

static void
test_quit_and_continue (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (7);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *id = g_strdup (record->id);
  TlWindow *window;
  TlGameSummary *newest;
  TlGame *game;
  gint scores[2];
  guint turns, player;
  int tile;

  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");
  g_assert_null (tl_start_page_get_continue_game (_tl_window_get_start_page (window)));
  g_assert_true (tl_window_start_game (window, record, &error));

  /* kept at once, before the first turn (test-new-game.c) */
  wait_saved (f->library, 1, 0);
  for (guint round = 0; round < 3; round++)
    play_a_round (window);
  wait_saved (f->library, 1, 6);
  /* an undo is saved: back to Ana's third turn */
  ui_undo (window);
  wait_saved (f->library, 1, 4);
  play_a_round (window);
  wait_saved (f->library, 1, 6);

  game = tl_window_get_game (window);
  turns = tl_game_get_record (game)->turns->len;
  player = tl_game_get_current_player (game);
  tile = tl_game_get_current_tile (game);
  for (guint p = 0; p < 2; p++)
    scores[p] = tl_game_player_state (game, p)->score;
  before = record_text (window);
  g_assert_cmpuint (turns, ==, 6);

  /* closing asks nothing: the game is saved */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (ui_wait_for (window_gone, window, 20));
  tl_library_close (f->library);
  g_clear_object (&f->library);

  /* start again: Continue is the game, at the same turn */
  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  wait_saved (f->library, 1, turns);
  newest = tl_start_page_get_continue_game (_tl_window_get_start_page (window));
  g_assert_nonnull (newest);
  g_assert_cmpstr (tl_game_summary_get_id (newest), ==, id);
  g_assert_cmpuint (tl_game_summary_get_turns (newest), ==, turns);
  g_assert_nonnull (tl_game_summary_get_thumbnail (newest));
  shoot (window, "autosave-start-page.png");
  g_action_group_activate_action (G_ACTION_GROUP (window), "continue", NULL);
  g_assert_true (ui_wait_for (game_shown, window, 10));
  game = tl_window_get_game (window);
  g_assert_cmpstr (tl_game_get_record (game)->id, ==, id);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, turns);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, player);
  g_assert_cmpint (tl_game_get_current_tile (game), ==, tile);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (game, p)->score, ==, scores[p]);
  after = record_text (window);
  g_assert_cmpstr (after, ==, before);

  /* and it plays on, saved again */
  play_a_round (window);
  wait_saved (f->library, 1, turns + 2);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 1);

  /* back to the start page (nothing asked), and on again from the Saved Games */
  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (tl_window_get_game (window));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");
  shoot (window, "autosave-saved-games.png");
  g_action_group_activate_action (G_ACTION_GROUP (window), "resume-game", g_variant_new_string (id));
  g_assert_true (ui_wait_for (game_shown, window, 10));
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, turns + 2);
}

/* A record of a game between computers, played to @left turns before its
 * end; the first seat becomes Ana, a person. */
static TlRecord *
nearly_finished (guint64 seed,
                 guint   left)
{
  static const char * const seats[] = { "*Ana", "*Computer0", NULL };
  TlGameState *state = st_play_game ("carcassonne", seed, seats, G_MAXUINT);
  TlRecord *record = tl_record_copy (tl_game_state_record (state));
  TlPlayerInfo *ana = &g_array_index (record->players, TlPlayerInfo, 0);

  ana->kind = TL_PLAYER_HUMAN;
  ana->level = -1;
  g_array_set_size (record->turns, record->turns->len - left);
  tl_game_state_free (state);
  return record;
}

static void
close_final_scores (void)
{
  AdwMessageDialog *dialog = ui_wait_for_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Final Scores");
  ui_answer_dialog ("close");
}

typedef struct {
  TlHistoryWindow *window;
  const char *id;
} HistoryWait;

static gboolean
history_shows (gpointer data)
{
  HistoryWait *wait = data;
  TlGameReplay *replay = tl_replay_view_get_replay (tl_history_window_get_replay_view (wait->window));

  return replay != NULL && g_strcmp0 (tl_game_replay_get_record (replay)->id, wait->id) == 0;
}

static TlHistoryWindow *
find_history (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_HISTORY_WINDOW (window))
        return TL_HISTORY_WINDOW (window);
    }
  return NULL;
}

static gboolean
history_open (gpointer data)
{
  return find_history () != NULL;
}

static TlGameReplay *
wait_history (const char *id)
{
  TlHistoryWindow *history = NULL;
  HistoryWait wait = { NULL, id };

  g_assert_true (ui_wait_for (history_open, NULL, 20));
  history = wait.window = find_history ();
  g_assert_true (ui_wait_for (history_shows, &wait, 20));
  return tl_replay_view_get_replay (tl_history_window_get_replay_view (history));
}

static gboolean
history_has_one (gpointer data)
{
  return st_query_int (data, "SELECT count(*) FROM finished_games") == 1;
}

static void
test_finish_to_history (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = nearly_finished (21, 4);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = g_strdup (record->id);
  TlWindow *window;
  TlGame *game;
  TlGameReplay *replay;
  g_autofree char *sql = NULL;
  guint n;

  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_true (ui_wait_for (person_to_play, window, 30));
  game = tl_window_get_game (window);
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      if (tl_game_get_tiles_left (game) > 0)
        wait_saved (f->library, 1, G_MAXUINT);
      play_a_round (window);
    }
  close_final_scores ();
  g_assert_true (ui_wait_for (history_has_one, f->path, 20));
  wait_saved (f->library, 0, 0);
  /* the final turn is in the history: no undo */
  g_assert_false (ui_enabled (window, "undo"));

  /* the History has it, with the right scores */
  g_action_group_activate_action (G_ACTION_GROUP (window), "history", NULL);
  replay = wait_history (id);
  n = tl_game_replay_get_n_turns (replay);
  g_assert_cmpuint (n, ==, tl_game_get_record (game)->turns->len);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *score_sql = g_strdup_printf ("SELECT score FROM seats s JOIN finished_games g ON g.key = s.game "
                                                    "WHERE g.id = '%s' AND s.seat = %u", id, p);

      g_assert_cmpint (tl_game_replay_get_score (replay, n, p), ==, tl_game_player_state (game, p)->score);
      g_assert_cmpint (st_query_int (f->path, score_sql), ==, tl_game_player_state (game, p)->score);
    }
  {
    g_autoptr (TlGameSummary) listed = g_list_model_get_item (tl_history_window_get_model (find_history ()), 0);

    g_assert_cmpstr (tl_game_summary_get_id (listed), ==, id);
    for (guint p = 0; p < 2; p++)
      g_assert_cmpint (tl_game_summary_get_seat (listed, p)->score, ==, tl_game_player_state (game, p)->score);
  }
  shoot (find_history (), "autosave-history.png");
  sql = g_strdup_printf ("SELECT count(*) FROM saved_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 0);
}

static gboolean
dialog_shown (gpointer data)
{
  return ui_find_message_dialog () != NULL;
}

/* Closing @window asks; Cancel keeps it. */
static void
assert_close_asks (TlWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (ui_wait_for (dialog_shown, NULL, 20));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Save the Game?");
  ui_answer_dialog ("cancel");
  g_assert_true (ui_is_toplevel (GTK_WINDOW (window)));
}

static gboolean
banner_gone (gpointer data)
{
  return !tl_library_banner_is_shown (_tl_window_get_library_banner (data));
}

static void
test_refused_library (Fixture *f, gconstpointer data)
{
  static const char junk[] = "SQLite? No: a shopping list.";
  g_autoptr (TlRecord) record = new_record (9);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *moved = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;
  TlLibraryBanner *banner;
  TlWindow *window;

  g_assert_true (g_file_set_contents (f->path, junk, -1, NULL));
  before = st_checksum (f->path);
  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  g_assert_true (tl_library_is_refused (f->library));
  window = library_window (f->library);
  banner = _tl_window_get_library_banner (window);
  g_assert_true (tl_library_banner_is_shown (banner));
  g_assert_cmpstr (tl_library_banner_get_title (banner), ==, "The Library Is Unavailable");
  g_assert_true (ui_enabled (window, "move-library-aside"));
  g_assert_false (ui_enabled (window, "history"));

  /* it plays, and asks before closing, as 0.1.0 does */
  g_assert_true (tl_window_start_game (window, record, &error));
  play_a_round (window);
  shoot (window, "autosave-refused.png");
  assert_close_asks (window);
  g_assert_cmpstr (st_checksum (f->path), ==, before);

  /* a new library: the old file kept beside it, the game saved into the new one */
  g_action_group_activate_action (G_ACTION_GROUP (window), "move-library-aside", NULL);
  g_assert_true (ui_wait_for (library_settled, f->library, 20));
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  g_assert_true (ui_wait_for (banner_gone, window, 20));
  wait_saved (f->library, 1, 2);
  dir = g_dir_open (f->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "tilelands.db.unreadable-"))
      moved = g_build_filename (f->dir, name, NULL);
  g_assert_nonnull (moved);
  g_assert_cmpstr (st_checksum (moved), ==, before);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (ui_wait_for (window_gone, window, 20));
}

static gboolean
save_failed (gpointer data)
{
  TlLibraryBanner *banner = _tl_window_get_library_banner (data);

  return tl_library_banner_is_shown (banner)
         && g_strcmp0 (tl_library_banner_get_title (banner), "The Game Could Not Be Saved") == 0;
}

/* A save that fails (here: the store closed under the window, as a full disk
 * would refuse it) is said in the banner; the game stays; closing asks. */
static void
test_save_fails (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (11);
  g_autoptr (GError) error = NULL;
  TlWindow *window;

  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  play_a_round (window);
  wait_saved (f->library, 1, 2);
  tl_store_close (tl_library_get_store (f->library));
  play_a_round (window);
  g_assert_true (ui_wait_for (save_failed, window, 10));
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 4);
  g_assert_true (ui_enabled (window, "export"));
  shoot (window, "autosave-save-failed.png");
  assert_close_asks (window);
}

static gboolean
computer_thinking (gpointer data)
{
  TlGame *game = tl_window_get_game (data);

  return game != NULL && tl_game_current_is_ai (game);
}

/* Runs the main loop for @ms milliseconds. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Leaving a game while a Hard computer player works its move out (issue 14:
 * "the game saved or quit during a computer's turn"): the house button asks
 * nothing, the game is in the library at the person's turn, the computer's
 * move is dropped, not played behind the start page; resumed, the computer
 * plays its turn. Closing the window while it thinks asks nothing either and
 * keeps the game. */
static void
test_leave_while_computer_thinks (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record_against (5, 2);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = g_strdup (record->id);
  g_autoptr (GSettings) settings = g_settings_new ("io.github.tilelands.Tilelands");
  TlWindow *window;
  TlGame *game;

  /* the longest thinking time the settings allow (10 s a move), so that a
   * loaded machine still leaves while it thinks (3 s was not always enough
   * with a load average of 10); leaving cancels the search at once */
  g_settings_set_int (settings, "hard-thinking-time", 10000);
  f->library = open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  play_ana_turn (window);
  g_assert_true (computer_thinking (window));
  wait_saved (f->library, 1, 1);

  /* the house button while the computer thinks */
  run_for (200);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (tl_window_get_game (window));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");
  run_for (3500);
  wait_saved (f->library, 1, 1);
  g_assert_cmpint (st_query_int (f->path, "SELECT turns FROM saved_games"), ==, 1);

  /* resumed: the computer's turn, played this time (quickly) */
  g_settings_set_int (settings, "hard-thinking-time", 200);
  g_action_group_activate_action (G_ACTION_GROUP (window), "resume-game", g_variant_new_string (id));
  g_assert_true (ui_wait_for (game_shown, window, 10));
  g_assert_true (computer_thinking (window));
  g_assert_true (ui_wait_for (person_to_play, window, 30));
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 2);
  wait_saved (f->library, 1, 2);

  /* closed while the computer thinks: nothing asked, the game kept */
  g_settings_set_int (settings, "hard-thinking-time", 10000);
  play_ana_turn (window);
  g_assert_true (computer_thinking (window));
  wait_saved (f->library, 1, 3);
  run_for (200);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (ui_wait_for (window_gone, window, 20));
  run_for (3500);
  g_assert_cmpint (st_query_int (f->path, "SELECT turns FROM saved_games"), ==, 3);
  g_settings_reset (settings, "hard-thinking-time");
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-autosave", TRUE))
    return 77;

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/autosave/quit-and-continue", test_quit_and_continue);
  ADD ("/ui/autosave/finish-to-history", test_finish_to_history);
  ADD ("/ui/autosave/refused-library", test_refused_library);
  ADD ("/ui/autosave/save-fails", test_save_fails);
  ADD ("/ui/autosave/leave-while-computer-thinks", test_leave_while_computer_thinks);
#undef ADD

  return g_test_run ();
}
