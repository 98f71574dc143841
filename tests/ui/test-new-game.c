/* test-new-game.c — a new game and the library, as a user meets them (run it under
 * Xvfb): a game started from the New Game window is kept in the Saved Games before
 * its first turn (it has an id and a seed), so that the player who goes home finds
 * it there and Continue resumes it, not the game played before; resumed, it opens
 * with the start tiles in view (both USA maps joined)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "store-test-util.h"
#include "tl-board-view.h"
#include "tl-board-viewport.h"
#include "tl-library.h"
#include "ui-test-util.h"

typedef struct {
  TlLibrary *library;
  guint n;
  const char *first_id;   /* of the newest saved game */
  guint first_turns;
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
  first = g_list_model_get_item (G_LIST_MODEL (saved), 0);
  return g_strcmp0 (tl_game_summary_get_id (first), wait->first_id) == 0
         && tl_game_summary_get_turns (first) == wait->first_turns;
}

static gboolean
game_shown (gpointer data)
{
  return tl_window_get_game (data) != NULL && g_strcmp0 (_tl_window_get_page (data), "game") == 0;
}

static gboolean
board_fitted (gpointer data)
{
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (data));

  return gtk_widget_get_width (GTK_WIDGET (board)) > 0
         && tl_board_viewport_get_fitted (tl_board_view_get_viewport (board));
}

/* New Game, both USA maps joined, Start; the game's seed drawn from GLib's
 * random numbers seeded with @seed. Returns the new game's id. */
static char *
start_usa_both (TlWindow *window,
                guint32   seed)
{
  TlNewGameWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-both"));
  g_random_set_seed (seed);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_nonnull (tl_window_get_game (window));
  g_assert_null (ui_find_new_game_window ());
  return g_strdup (tl_game_get_record (tl_window_get_game (window))->id);
}

static void
test_new_game_kept (void)
{
  static const char * const seats[] = { "Ana", "*Computer", NULL };
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tilelands.db", NULL);
  TlLibrary *library = ui_open_library (path, TL_STORE_OPEN_DEFAULT);
  TlGameState *older = st_play_game ("carcassonne", 5, seats, 6);
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *older_id = g_strdup (tl_game_state_record (older)->id);
  TlWindow *window;
  TlBoardView *board;
  TlBoardViewport *viewport;
  TlGame *game;
  SavedWait wait = { library, 1, older_id, 6 };

  /* a game played before, six turns in */
  g_assert_true (tl_store_save_game (tl_library_get_store (library), older, NULL, &error));
  g_assert_no_error (error);
  window = ui_new_window ();
  tl_window_set_library (window, library);
  g_assert_true (ui_wait_for (saved_as, &wait, 20));

  /* a new game, left at once for the start page */
  id = start_usa_both (window, 7);
  g_assert_cmpstr (id, !=, older_id);
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->turns->len, ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (tl_window_get_game (window));
  g_assert_cmpstr (_tl_window_get_page (window), ==, "start");

  /* the Saved Games keep it, newest first, with no turn played */
  wait = (SavedWait) { library, 2, id, 0 };
  g_assert_true (ui_wait_for (saved_as, &wait, 20));
  g_assert_cmpint (st_query_int (path, "SELECT count(*) FROM saved_games"), ==, 2);
  g_assert_cmpstr (tl_game_summary_get_id (tl_start_page_get_continue_game (_tl_window_get_start_page (window))),
                   ==, id);

  /* Continue resumes it, on the start tile (4, 2) of USA West */
  g_action_group_activate_action (G_ACTION_GROUP (window), "continue", NULL);
  g_assert_true (ui_wait_for (game_shown, window, 10));
  game = tl_window_get_game (window);
  g_assert_cmpstr (tl_game_get_record (game)->id, ==, id);
  g_assert_cmpstr (tl_game_get_record (game)->map, ==, "usa-both");
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  g_assert_true (ui_wait_for (board_fitted, window, 10));
  ui_settle ();
  board = TL_BOARD_VIEW (tl_window_get_board (window));
  viewport = tl_board_view_get_viewport (board);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 4.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 3.5);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tl_library_close (library);
  g_object_unref (library);
  tl_game_state_free (older);
  st_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-new-game", TRUE))
    return 77;

  g_test_add_func ("/ui/new-game/kept-before-first-turn", test_new_game_kept);
  return g_test_run ();
}
