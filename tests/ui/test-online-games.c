/* test-online-games.c — the start page's Online Games (run it under Xvfb):
 * `tilelands-cli host --players 2 --open 2` on 127.0.0.1, seat 0 joined
 * through Join Game; back on the start page the game is listed with "Your
 * turn"; played again from its row, one turn confirmed, listed with the other
 * seat's turn; the app "quits" (window and list gone) and starts again: still
 * listed, from the file; a `tilelands-cli join` bot takes seat 1, the game is
 * opened from its row and played to the end: it leaves Online Games (the
 * section hidden) and is in the History once. Then: a notification when the
 * bot's move makes it the player's turn while the window is not focused,
 * withdrawn when it is focused again; Forget… asks, then forgets.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <string.h>

#include "store-test-util.h"
#include "tl-hosting.h"
#include "tl-joined-game.h"
#include "tl-library.h"
#include "tl-online-games.h"
#include "tl-render.h"
#include "tl-scoreboard.h"
#include "tl-side-panel.h"
#include "tl-tileset-format.h"
#include "tl-window-private.h"
#include "ui-net-util.h"
#include "ui-test-util.h"

static gboolean
listed_other_turn (gpointer data)
{
  g_autoptr (TlOnlineGame) entry = g_list_model_get_item (data, 0);

  return entry != NULL && !tl_online_game_is_your_turn (entry);
}

static gboolean
list_empty (gpointer data)
{
  return g_list_model_get_n_items (data) == 0;
}

/* The start page's Online Games: its group and list. */
static GtkWidget *
online_group (TlWindow *window)
{
  GtkWidget *list = ui_net_find_named (GTK_WIDGET (_tl_window_get_start_page (window)), "online-games");

  g_assert_nonnull (list);
  return gtk_widget_get_ancestor (list, ADW_TYPE_PREFERENCES_GROUP);
}

static AdwActionRow *
online_row (TlWindow *window,
            guint     index)
{
  GtkWidget *list = ui_net_find_named (GTK_WIDGET (_tl_window_get_start_page (window)), "online-games");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) index);

  return row != NULL ? ADW_ACTION_ROW (row) : NULL;
}

static void
assert_row (TlWindow   *window,
            const char *title,
            const char *subtitle)
{
  AdwActionRow *row = online_row (window, 0);

  g_assert_nonnull (row);
  g_assert_null (online_row (window, 1));
  g_assert_true (gtk_widget_get_visible (online_group (window)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, subtitle);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "win.open-online-game");
}

/* Back to the start page (win.home), asking nothing: the host keeps the game. */
static void
go_home (TlWindow *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->stack), ==, "start");
  g_assert_null (_tl_window_get_joined (window));
}

static TlWindow *
new_window (TlLibrary     *library,
            TlOnlineGames *games)
{
  TlWindow *window = ui_new_window ();

  tl_window_set_library (window, library);
  tl_window_set_online_games (window, games);
  return window;
}

/* Plays the person's turns (the first legal placement, confirmed) until the
 * game is over, or only one turn when @once. */
static void
play (TlWindow *window,
      gboolean  once)
{
  TlGame *game = tl_window_get_game (window);

  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      g_autoptr (GArray) placements = tl_game_legal_placements (game);
      const TlPlacement *place;

      g_assert_cmpuint (placements->len, >, 0);
      place = &g_array_index (placements, TlPlacement, 0);
      g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                      g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
      g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
      if (once)
        return;
      g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
    }
}

static void
test_online_games (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autofree char *out = g_build_filename (dir, "host.tilelands", NULL);
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GSubprocess) bot = NULL;
  g_autoptr (GDataInputStream) lines = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  g_autofree char *link1 = NULL;
  g_autofree char *sql = NULL;
  g_autoptr (TlLibrary) library = NULL;
  TlOnlineGames *games;
  AdwMessageDialog *dialog;
  TlWindow *window;
  AdwActionRow *row;

  host = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "host", "--players", "2", "--open", "2", "--out", out, NULL);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  id = ui_net_read_line (lines);
  link = ui_net_read_line (lines);
  link1 = ui_net_read_line (lines);
  g_assert_true (g_str_has_prefix (link, "tilelands://127.0.0.1:"));
  g_assert_nonnull (strstr (link1, "seat=1"));

  library = ui_net_open_library (db);
  games = tl_online_games_new (path);
  window = new_window (library, games);
  /* nothing listed: the section is hidden */
  g_assert_false (gtk_widget_get_visible (online_group (window)));

  /* Join Game: seat 0, whose turn it is first */
  g_action_group_activate_action (G_ACTION_GROUP (window), "join-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  dialog = ui_find_message_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY)), link);
  ui_answer_dialog ("join");
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);

  /* back to the start page, without a question: the game is listed */
  go_home (window);
  assert_row (window, "Carcassonne", "Your turn · Just now\nOn 127.0.0.1");

  /* played again from its row: one turn, then it is seat 1's */
  row = online_row (window, 0);
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), NULL),
                   ==, link);
  gtk_widget_activate (GTK_WIDGET (row));
  g_assert_nonnull (_tl_window_get_joined (window));
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  play (window, TRUE);
  g_assert_true (ui_wait_for (listed_other_turn, games, 30));
  go_home (window);
  {
    g_autoptr (TlOnlineGame) entry = g_list_model_get_item (G_LIST_MODEL (games), 0);
    g_autofree char *expected = g_strdup_printf ("%s’s turn · Just now\nOn 127.0.0.1",
                                                 tl_online_game_get_turn_name (entry));

    g_assert_cmpuint (tl_online_game_get_turns (entry), ==, 1);
    assert_row (window, "Carcassonne", expected);
  }

  /* the app quits and starts again: the game is still listed */
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&games);
  games = tl_online_games_new (path);
  g_assert_null (tl_online_games_get_error (games));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  window = new_window (library, games);
  g_assert_true (ui_wait_mapped (online_group (window), TRUE));
  g_assert_true (listed_other_turn (games));

  /* a friend takes seat 1; the game is opened from its row and played to the end */
  bot = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "join", link1, "--name", "Ana", NULL);
  gtk_widget_activate (GTK_WIDGET (online_row (window, 0)));
  g_assert_true (ui_wait_for (ui_person_to_play, window, 60));
  play (window, FALSE);
  g_assert_true (ui_wait_for (ui_net_joined_over, window, 30));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");

  /* it left Online Games (and their file), and is in the History once */
  g_assert_true (ui_wait_for (list_empty, games, 10));
  g_assert_false (gtk_widget_get_visible (online_group (window)));
  {
    g_autoptr (TlOnlineGames) again = tl_online_games_new (path);

    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 0);
  }
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, host, 30));
  g_assert_true (g_subprocess_get_successful (host));
  g_assert_true (ui_wait_for (ui_net_subprocess_done, bot, 30));
  g_assert_true (g_subprocess_get_successful (bot));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (games);
}

static gboolean
window_inactive (gpointer data)
{
  return !gtk_window_is_active (data);
}

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

static gboolean
listed_your_turn (gpointer data)
{
  g_autoptr (TlOnlineGame) entry = g_list_model_get_item (data, 0);

  return entry != NULL && tl_online_game_is_your_turn (entry);
}

/* The host's move while the person looks at another window: a notification,
 * withdrawn when the window has the focus again; Forget… asks first. */
static void
test_notify_and_forget (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GSubprocess) bot = NULL;
  g_autoptr (GDataInputStream) lines = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  g_autofree char *link1 = NULL;
  g_autofree char *notification_id = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlOnlineGames) games = NULL;
  const GPtrArray *sent;
  const char *body = NULL;
  TlJoinedGame *joined;
  GtkWidget *other;
  TlWindow *window;

  host = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "host", "--players", "2", "--open", "2", NULL);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  id = ui_net_read_line (lines);
  link = ui_net_read_line (lines);
  link1 = ui_net_read_line (lines);
  notification_id = g_strdup_printf ("online-turn-%s-0", id);

  library = ui_open_library (db, TL_STORE_OPEN_DEFAULT);
  games = tl_online_games_new (path);
  window = new_window (library, games);
  g_assert_true (_tl_window_join (window, link, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  play (window, TRUE);
  g_assert_true (ui_wait_for (listed_other_turn, games, 30));
  /* the person's own turn told nothing */
  g_assert_cmpuint (_tl_window_online_get_notifications (window, NULL)->len, ==, 0);

  /* the person looks at another window; the friend plays */
  other = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (other));
  if (!ui_wait_for (window_inactive, window, 10))
    {
      g_test_skip ("the window keeps the focus here (no focus change without a window manager)");
      gtk_window_destroy (GTK_WINDOW (other));
      gtk_window_destroy (GTK_WINDOW (window));
      g_subprocess_force_exit (host);
      return;
    }
  bot = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "join", link1, "--name", "Ana", NULL);
  g_assert_true (ui_wait_for (listed_your_turn, games, 60));
  sent = _tl_window_online_get_notifications (window, &body);
  g_assert_cmpuint (sent->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (sent, 0), ==, notification_id);
  g_assert_cmpstr (body, ==, "It is your turn in Carcassonne on 127.0.0.1.");

  /* back in the window: withdrawn */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_for (window_active, window, 10));
  g_assert_cmpuint (_tl_window_online_get_notifications (window, NULL)->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (other));

  /* the notification's action (app.open-online-game): the window that plays
   * the game keeps its seat; from the start page, the game is played again */
  joined = _tl_window_get_joined (window);
  _tl_window_online_present (window, link);
  g_assert_true (_tl_window_get_joined (window) == joined);
  go_home (window);
  _tl_window_online_present (window, link);
  g_assert_nonnull (_tl_window_get_joined (window));
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));

  /* Forget… asks: Cancel keeps it, Forget drops it (the section hides) */
  go_home (window);
  g_assert_true (gtk_widget_get_visible (online_group (window)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "forget-online-game", g_variant_new_string (link));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Forget This Game?");
  g_assert_cmpstr (adw_message_dialog_get_body (ui_find_message_dialog ()), ==,
                   "Carcassonne on 127.0.0.1 leaves Online Games. The game goes on at the host: "
                   "only its invite link can bring you back to it.");
  ui_answer_dialog ("cancel");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "forget-online-game", g_variant_new_string (link));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  ui_answer_dialog ("forget");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 0);
  g_assert_false (gtk_widget_get_visible (online_group (window)));
  {
    g_autoptr (TlOnlineGames) again = tl_online_games_new (path);

    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_subprocess_force_exit (bot);
  g_subprocess_force_exit (host);
}

/* Played again from Online Games, the seat keeps the name it was played
 * under (a hosted game's own seat joins under New Game's seat name), not
 * the first of New Game's names (here: none, so the user's real name). */
static void
test_rejoin_name (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GDataInputStream) lines = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlOnlineGames) games = NULL;
  g_autoptr (TlOnlineGame) entry = NULL;
  TlWindow *window;

  host = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "host", "--players", "2", "--open", "2", NULL);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  id = ui_net_read_line (lines);
  link = ui_net_read_line (lines);
  g_assert_cmpstr (g_get_real_name (), !=, "Radu Pop");

  library = ui_open_library (db, TL_STORE_OPEN_DEFAULT);
  games = tl_online_games_new (path);
  window = new_window (library, games);
  g_assert_true (_tl_window_join_as (window, link, "Radu Pop", &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  g_assert_cmpstr (tl_game_player_info (tl_window_get_game (window), 0)->name, ==, "Radu Pop");

  go_home (window);
  gtk_widget_activate (GTK_WIDGET (online_row (window, 0)));
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  /* the host's welcome names the seat as the `hello` did */
  g_assert_cmpstr (tl_game_player_info (tl_window_get_game (window), 0)->name, ==, "Radu Pop");
  entry = g_list_model_get_item (G_LIST_MODEL (games), 0);
  g_assert_cmpstr (tl_online_game_get_name (entry), ==, "Radu Pop");
  gtk_window_destroy (GTK_WINDOW (window));
  g_subprocess_force_exit (host);
}

typedef struct {
  TlHosting *hosting;
  const char *id;
} HandOver;

/* The host hands seat 0 to a computer (Normal) once its person is gone. */
static gboolean
handed_over (gpointer data)
{
  HandOver *h = data;
  g_autoptr (GError) error = NULL;

  return tl_hosting_set_seat_computer (h->hosting, h->id, 0, 2, &error);
}

static gboolean
status_says_computer (gpointer data)
{
  g_autofree char *status = _tl_window_join_status (data);

  return g_strcmp0 (status, "A computer plays your seat for now: the host can give it back") == 0;
}

static gboolean
row_says_computer (gpointer data)
{
  const char *text = tl_scoreboard_get_row_text (tl_side_panel_get_scoreboard (TL_WINDOW (data)->side_panel), 0);

  return text != NULL && strstr (text, ", A computer plays for now · ") != NULL;
}

static gboolean
status_not_computer (gpointer data)
{
  return !status_says_computer (data) && !row_says_computer (data);
}

/* The host (this app's TlHosting) hands the person's absent seat to a
 * computer: back in the game, the status line and the players' list say so
 * (not a toast of a refused move); given back, they do not. */
static void
test_seat_played_by_computer (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autofree char *hosted = g_build_filename (dir, "hosting", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlOnlineGames) games = NULL;
  g_autoptr (TlHosting) hosting = tl_hosting_new (hosted);
  g_autoptr (TlRecord) record = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  TlTileSet *set = tl_tileset_format_load_map_deck (NULL, TRUE, &error);
  HandOver h;
  TlWindow *window;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", set);
  tl_tile_set_unref (set);
  tl_record_add_player (record, "Radu", "blue", TL_PLAYER_HUMAN, 0);
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, 0);
  id = tl_hosting_create_game (hosting, record, &error);
  g_assert_no_error (error);
  link = tl_hosting_dup_local_link (hosting, id, 0);

  library = ui_open_library (db, TL_STORE_OPEN_DEFAULT);
  games = tl_online_games_new (path);
  window = new_window (library, games);
  g_assert_true (_tl_window_join_as (window, link, "Radu", &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  g_assert_null (_tl_window_join_status (window));

  /* the person goes; the host hands the seat to a computer, which plays its turn */
  go_home (window);
  h = (HandOver) { hosting, id };
  g_assert_true (ui_wait_for (handed_over, &h, 30));
  gtk_widget_activate (GTK_WIDGET (online_row (window, 0)));
  g_assert_true (ui_wait_for (status_says_computer, window, 30));
  g_assert_true (ui_wait_for (row_says_computer, window, 30));

  /* given back: the person plays on */
  g_assert_true (tl_hosting_set_seat_computer (hosting, id, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_true (ui_wait_for (status_not_computer, window, 30));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_true (tl_hosting_end_game (hosting, id, &error));
  g_assert_no_error (error);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-online-games", TRUE))
    return 77;
  g_test_add_func ("/online-games/join-list-restart-play", test_online_games);
  g_test_add_func ("/online-games/notify-and-forget", test_notify_and_forget);
  g_test_add_func ("/online-games/rejoin-name", test_rejoin_name);
  g_test_add_func ("/online-games/seat-played-by-computer", test_seat_played_by_computer);
  return g_test_run ();
}
