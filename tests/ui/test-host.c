/* test-host.c — a game with friends this app hosts (run it under Xvfb; every
 * address is 127.0.0.1: TILELANDS_HOST_ADDRESS):
 *
 * /host/window: New Game with seat 1 Open and seat 2 a computer (Normal), Host on this
 * network; the invites dialog lists the open seat only, its Copy puts the
 * link on the clipboard; a `tilelands-cli join` bot plays that seat with it,
 * the app's own computer player seat 2, the window seat 0 through its own
 * actions to the end: the Final Scores, the game once in the History of the
 * user's library (not in the host's saved games), the host's controls gone.
 *
 * /host/restart: a hosted game, the app quits half-way (its TlHosting goes)
 * and starts again: the game is taken up on the same port, the friend's old
 * link and the window's own seat play it to the end.
 *
 * /host/server: Create on a server (`tilelands-server` on 127.0.0.1): refused
 * without an address; the server's link of the open seat in the invites (no
 * host controls), the friend and the window play the game to its end, once
 * in the History.
 *
 * /host/server-controls: the creator's controls of a game made on a server
 * (kept in server-games.ini, 0600): New Link changes the link and the old one
 * is refused; Friend → Computer: Normal hands the absent seat to the
 * server's computer, and the window alone plays the game to its end; a
 * second game, joined again from its link as after a restart, gets its
 * controls back and End Game for Everyone ends it.
 *
 * /host/end: End Game for Everyone asks first; ended, the friend's bot gets
 * the end, the window goes back to its start page, nothing joins the History.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <string.h>
#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-hosting.h"
#include "tl-joined-game.h"
#include "tl-library.h"
#include "tl-new-game-window.h"
#include "tl-render.h"
#include "tl-server-games.h"
#include "tl-window.h"
#include "tl-window-private.h"
#include "ui-net-util.h"
#include "ui-test-util.h"

typedef struct {
  char *text;
  gboolean done;
} ClipboardRead;

static void
on_clipboard_read (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  ClipboardRead *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
clipboard_read (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

/* New Game: seat 0 a person here, seat 1 open, seat 2 (when @players is 3)
 * a computer (Normal, the default); Host on this network. */
static void
start_hosted (TlWindow *window,
              guint     players)
{
  TlNewGameWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON)),
                             players);
  g_assert_cmpuint (tl_new_game_window_count_open_seats (dialog), ==, 0);
  /* the Friends group shows while a seat is open, the server's address only for a server */
  g_assert_null (ui_find_label (GTK_WIDGET (dialog), "Friends"));
  tl_new_game_window_set_seat_open (dialog, 1, TRUE);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog), "Friends"));
  g_assert_null (ui_find_label (GTK_WIDGET (dialog), "Server address (ws://host:port)"));
  tl_new_game_window_set_where (dialog, TL_NEW_GAME_SERVER);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog), "Server address (ws://host:port)"));
  g_assert_true (tl_new_game_window_seat_is_open (dialog, 1));
  g_assert_false (tl_new_game_window_seat_is_open (dialog, 2));
  g_assert_cmpuint (tl_new_game_window_count_open_seats (dialog), ==, 1);
  tl_new_game_window_set_where (dialog, TL_NEW_GAME_HOST);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  /* no error: the dialog went, the window joins its own seat */
  g_assert_null (ui_find_new_game_window ());
  g_assert_nonnull (_tl_window_get_joined (window));
  g_assert_nonnull (_tl_window_get_hosted_id (window));
}

/* The person plays seat 0 through the window's actions until the end. */
static guint
play_to_the_end (TlWindow *window)
{
  TlGame *game;
  guint turns = 0;

  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_viewer (game), ==, 0);
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      g_autoptr (GArray) placements = tl_game_legal_placements (game);
      const TlPlacement *place;

      g_assert_cmpuint (placements->len, >, 0);
      place = &g_array_index (placements, TlPlacement, 0);
      g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                      g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
      g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
      g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
      turns++;
      g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
      g_assert_true (tl_window_get_game (window) == game);
    }
  g_assert_true (ui_wait_for (ui_net_joined_over, window, 30));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");
  return turns;
}

static GSubprocess *
spawn_friend (const char *link)
{
  return ui_net_spawn (G_SUBPROCESS_FLAGS_NONE, g_getenv ("TL_CLI"), "join", link,
                       "--name", "Ana", "--level", "0", NULL);
}

static void
test_host_window (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *hosting_dir = g_build_filename (dir, "hosting", NULL);
  g_autofree char *hosted_db = g_build_filename (hosting_dir, "hosted.db", NULL);
  g_autofree char *prefix = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *id = NULL;
  g_autoptr (TlLibrary) library = ui_net_open_library (db);
  g_autoptr (TlHosting) hosting = tl_hosting_new (hosting_dir);
  g_autoptr (GSubprocess) friend = NULL;
  ClipboardRead read = { 0 };
  AdwMessageDialog *invites;
  GtkWidget *list;
  GtkButton *copy;
  TlWindow *window;
  guint rows = 0;

  window = ui_new_window ();
  tl_window_set_library (window, library);
  tl_window_set_hosting (window, hosting);
  g_assert_false (ui_enabled (window, "invites"));
  start_hosted (window, 3);
  id = g_strdup (_tl_window_get_hosted_id (window));
  g_assert_true (tl_hosting_is_listening (hosting));
  g_assert_true (tl_hosting_has_game (hosting, id));
  g_assert_cmpint (tl_hosting_get_computer_level (hosting, id, 2), ==, TL_AI_NORMAL);
  g_assert_cmpint (tl_hosting_get_computer_level (hosting, id, 1), ==, -1);

  /* the invites, once the game is there: the open seat only */
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 30));
  invites = ui_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (invites), ==, "Invite Friends");
  list = ui_find_widget_of_type (GTK_WIDGET (invites), GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      rows++;
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Seat 2: Player 2");
    }
  g_assert_cmpuint (rows, ==, 1);
  g_assert_true (ui_enabled (window, "invites"));
  g_assert_true (ui_enabled (window, "end-hosted-game"));

  /* a new link: the row shows the one the hosting keeps, the old one is gone */
  {
    g_auto (GStrv) before = tl_hosting_dup_links (hosting, id);
    g_auto (GStrv) after = NULL;
    GtkWidget *row = gtk_widget_get_first_child (list);

    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, before[1]);
    g_signal_emit_by_name (ui_net_find_named (row, "invite-new-link"), "clicked");
    after = tl_hosting_dup_links (hosting, id);
    g_assert_cmpstr (after[1], !=, before[1]);
    g_assert_cmpstr (after[0], ==, before[0]);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, after[1]);
  }

  /* Copy: the link on the clipboard, naming 127.0.0.1 and the host's port */
  copy = ui_find_button (GTK_WIDGET (invites), "_Copy");
  g_assert_nonnull (copy);
  g_signal_emit_by_name (copy, "clicked");
  g_assert_cmpstr (gtk_button_get_label (copy), ==, "Copied");
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, on_clipboard_read, &read);
  g_assert_true (ui_wait_for (clipboard_read, &read, 10));
  prefix = g_strdup_printf ("tilelands://127.0.0.1:%u/game/%s?seat=1&token=", tl_hosting_get_port (hosting), id);
  g_assert_nonnull (read.text);
  g_assert_true (g_str_has_prefix (read.text, prefix));
  ui_answer_dialog ("close");

  /* the friend joins with it and the game is played to its end */
  friend = spawn_friend (read.text);
  g_assert_cmpuint (play_to_the_end (window), >, 10);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, friend, 30));
  g_assert_true (g_subprocess_get_successful (friend));
  g_assert_cmpstr (tl_game_player_info (tl_window_get_game (window), 1)->name, ==, "Ana");

  /* once in the user's History, under the host's id; the host's controls go */
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  g_assert_cmpint (st_query_int (hosted_db, sql), ==, 1);
  g_assert_cmpint (st_query_int (db, "SELECT count(*) FROM saved_games"), ==, 0);
  g_assert_false (tl_hosting_has_game (hosting, id));
  g_assert_false (ui_enabled (window, "invites"));
  g_assert_false (ui_enabled (window, "end-hosted-game"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_free (read.text);
}

static void
test_host_restart (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *hosting_dir = g_build_filename (dir, "hosting", NULL);
  g_autofree char *sql = NULL;
  g_autofree char *id = NULL;
  g_autofree char *own = NULL;
  g_auto (GStrv) links = NULL;
  g_auto (GStrv) ids = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlLibrary) library = ui_net_open_library (db);
  g_autoptr (GSubprocess) friend = NULL;
  TlHosting *hosting = tl_hosting_new (hosting_dir);
  TlWindow *window;
  guint port;

  window = ui_new_window ();
  tl_window_set_library (window, library);
  tl_window_set_hosting (window, hosting);
  start_hosted (window, 2);
  id = g_strdup (_tl_window_get_hosted_id (window));
  port = tl_hosting_get_port (hosting);
  g_assert_cmpuint (port, >, 0);
  links = tl_hosting_dup_links (hosting, id);
  g_assert_cmpuint (g_strv_length (links), ==, 2);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 30));
  ui_answer_dialog ("close");
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));

  /* the app quits: the window and the host go */
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (hosting);

  /* and starts again: the game is taken up on the same port */
  hosting = tl_hosting_new (hosting_dir);
  g_assert_false (tl_hosting_is_listening (hosting));
  g_assert_true (tl_hosting_resume (hosting, &error));
  g_assert_no_error (error);
  g_assert_true (tl_hosting_is_listening (hosting));
  g_assert_cmpuint (tl_hosting_get_port (hosting), ==, port);
  ids = tl_hosting_dup_game_ids (hosting);
  g_assert_cmpuint (g_strv_length (ids), ==, 1);
  g_assert_cmpstr (ids[0], ==, id);

  /* the friend's link of before, and the window's own seat, play it out */
  friend = spawn_friend (links[1]);
  window = ui_new_window ();
  tl_window_set_library (window, library);
  tl_window_set_hosting (window, hosting);
  own = tl_hosting_dup_local_link (hosting, id, 0);
  g_assert_true (_tl_window_join (window, own, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (play_to_the_end (window), >, 10);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, friend, 30));
  g_assert_true (g_subprocess_get_successful (friend));
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  g_assert_false (tl_hosting_has_game (hosting, id));
  gtk_window_destroy (GTK_WINDOW (window));

  /* nothing left to take up: a start after the end listens to nothing */
  g_object_unref (hosting);
  hosting = tl_hosting_new (hosting_dir);
  g_assert_true (tl_hosting_resume (hosting, &error));
  g_assert_false (tl_hosting_is_listening (hosting));
  g_object_unref (hosting);
}

static gboolean
on_start_page (gpointer data)
{
  return g_strcmp0 (_tl_window_get_page (data), "start") == 0;
}

/* The host said the friend's seat 1 is connected. */
static gboolean
friend_connected (gpointer data)
{
  TlJoinedGame *joined = _tl_window_get_joined (data);

  return joined != NULL && tl_joined_game_get_game (joined) != NULL &&
         tl_joined_game_seat_connected (joined, 1);
}

static void
test_host_end (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *hosting_dir = g_build_filename (dir, "hosting", NULL);
  g_autofree char *id = NULL;
  g_auto (GStrv) links = NULL;
  g_autoptr (TlLibrary) library = ui_net_open_library (db);
  g_autoptr (TlHosting) hosting = tl_hosting_new (hosting_dir);
  g_autoptr (GSubprocess) friend = NULL;
  TlWindow *window;

  window = ui_new_window ();
  tl_window_set_library (window, library);
  tl_window_set_hosting (window, hosting);
  start_hosted (window, 2);
  id = g_strdup (_tl_window_get_hosted_id (window));
  links = tl_hosting_dup_links (hosting, id);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 30));
  ui_answer_dialog ("close");
  friend = spawn_friend (links[1]);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  g_assert_true (ui_wait_for (friend_connected, window, 30));

  /* End Game for Everyone asks first; Cancel changes nothing */
  g_action_group_activate_action (G_ACTION_GROUP (window), "end-hosted-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "End the Game for Everyone?");
  ui_answer_dialog ("cancel");
  g_assert_true (tl_hosting_has_game (hosting, id));
  g_action_group_activate_action (G_ACTION_GROUP (window), "end-hosted-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  ui_answer_dialog ("end");

  /* the host let it go; the friend got the end; the window is back at the start */
  g_assert_false (tl_hosting_has_game (hosting, id));
  g_assert_true (ui_wait_for (on_start_page, window, 30));
  g_assert_null (_tl_window_get_joined (window));
  g_assert_false (ui_enabled (window, "invites"));
  g_assert_true (ui_wait_for (ui_net_subprocess_done, friend, 30));
  g_assert_true (g_subprocess_get_successful (friend));
  /* nothing joined the History */
  g_assert_cmpint (st_query_int (db, "SELECT count(*) FROM finished_games"), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* tilelands-server on 127.0.0.1, on a port the system chooses; @url its
 * address (ws://127.0.0.1:PORT). */
static GSubprocess *
start_server (const char *db,
              char      **url)
{
  g_auto (GStrv) lines = NULL;
  GSubprocess *server;

  ui_net_spawn_lines (&server, &lines, 1, g_getenv ("TL_SERVER"), "--port", "0", "--db", db, NULL);
  g_assert_true (g_str_has_prefix (lines[0], "listening on ws://127.0.0.1:"));
  *url = g_strdup (lines[0] + strlen ("listening on "));
  return server;
}

/* New Game of two: seat 0 a person here, seat 1 open, on the server @url;
 * the invites, once the game is there (transfer none). */
static AdwMessageDialog *
start_on_server (TlWindow   *window,
                 const char *url)
{
  TlNewGameWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON)), 2);
  tl_new_game_window_set_seat_open (dialog, 1, TRUE);
  tl_new_game_window_set_where (dialog, TL_NEW_GAME_SERVER);
  tl_new_game_window_set_server (dialog, url);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_null (ui_find_new_game_window ());
  g_assert_nonnull (window->server_game);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 30));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Invite Friends");
  return ui_find_message_dialog ();
}

static void
test_host_server_controls (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *server_db = g_build_filename (dir, "server.db", NULL);
  g_autofree char *path = tl_server_games_default_path ();
  g_autofree char *url = NULL;
  g_autofree char *id = NULL;
  g_autofree char *old = NULL;
  g_autofree char *own = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlLibrary) library = ui_net_open_library (db);
  g_autoptr (GSubprocess) server = start_server (server_db, &url);
  g_autoptr (GSubprocess) refused = NULL;
  g_autoptr (TlServerGame) kept = NULL;
  AdwMessageDialog *invites;
  GtkWidget *row;
  GtkDropDown *who;
  const TlRecord *record;
  GStatBuf st;
  TlWindow *window;
  TlWindow *other;
  guint marked = 0;

  window = ui_new_window ();
  tl_window_set_library (window, library);
  invites = start_on_server (window, url);
  id = g_strdup (window->server_game->id);
  g_assert_true (ui_enabled (window, "end-hosted-game"));

  /* the creator's token and the links are kept, the file the user's alone */
  kept = tl_server_games_lookup (path, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  g_assert_cmpstr (kept->server, ==, url);
  g_assert_cmpuint (strlen (kept->admin), ==, 32);
  g_assert_cmpuint (g_strv_length (kept->links), ==, 2);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* New Link: the row and the file get the new one, the old one is refused */
  row = gtk_widget_get_first_child (ui_find_widget_of_type (GTK_WIDGET (invites), GTK_TYPE_LIST_BOX));
  g_assert_null (gtk_widget_get_next_sibling (row));
  old = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_cmpstr (old, ==, kept->links[1]);
  g_signal_emit_by_name (ui_net_find_named (row, "invite-new-link"), "clicked");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, old);
  g_clear_pointer (&kept, tl_server_game_free);
  kept = tl_server_games_lookup (path, id, &error);
  g_assert_cmpstr (kept->links[1], ==, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_cmpstr (window->server_game->links[1], ==, kept->links[1]);
  refused = spawn_friend (old);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, refused, 30));
  g_assert_cmpint (g_subprocess_get_exit_status (refused), ==, 2);

  /* Friend → Computer: Normal: the server's computer plays the absent seat */
  who = GTK_DROP_DOWN (ui_find_widget_of_type (row, GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (gtk_drop_down_get_selected (who), ==, 0);
  gtk_drop_down_set_selected (who, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (who), ==, 2);
  g_clear_pointer (&kept, tl_server_game_free);
  kept = tl_server_games_lookup (path, id, &error);
  g_assert_cmpuint (kept->levels[1], ==, 2);
  g_assert_cmpuint (kept->levels[0], ==, 0);
  ui_answer_dialog ("close");
  g_assert_cmpuint (play_to_the_end (window), >, 10);
  /* every turn of seat 1 the server's Normal computer's, marked so (the
   * record's turn keeps level + 1, 0 for none) */
  record = tl_game_get_record (tl_window_get_game (window));
  for (guint i = 0; i < record->turns->len; i++)
    if (g_array_index (record->turns, TlTurnRecord, i).player == 1)
      {
        g_assert_cmpint (g_array_index (record->turns, TlTurnRecord, i).computer, ==, TL_AI_NORMAL + 1);
        marked++;
      }
  g_assert_cmpuint (marked, >, 10);
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  /* over: the controls are forgotten */
  g_clear_pointer (&kept, tl_server_game_free);
  g_assert_null (tl_server_games_lookup (path, id, &error));
  g_assert_no_error (error);
  g_assert_false (ui_enabled (window, "end-hosted-game"));

  /* a second game: a window that plays its link again (as after a restart)
   * gets the controls back from the file; End Game for Everyone ends it */
  start_on_server (window, url);
  ui_answer_dialog ("close");
  g_free (id);
  id = g_strdup (window->server_game->id);
  own = g_strdup (window->server_game->links[0]);
  other = ui_new_window ();
  _tl_window_host_joined (other, own);
  g_assert_nonnull (other->server_game);
  g_assert_cmpstr (other->server_game->id, ==, id);
  g_assert_cmpstr (other->server_game->admin, ==, window->server_game->admin);
  g_assert_cmpstr (other->server_game->links[1], ==, window->server_game->links[1]);
  gtk_window_destroy (GTK_WINDOW (other));
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  g_assert_true (ui_enabled (window, "end-hosted-game"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "end-hosted-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "End the Game for Everyone?");
  ui_answer_dialog ("end");
  g_assert_true (ui_wait_for (on_start_page, window, 30));
  g_assert_null (_tl_window_get_joined (window));
  g_assert_null (tl_server_games_lookup (path, id, &error));
  g_assert_no_error (error);
  /* the server let it go: its link is refused */
  g_clear_object (&refused);
  refused = spawn_friend (own);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, refused, 30));
  g_assert_cmpint (g_subprocess_get_exit_status (refused), !=, 0);
  g_assert_cmpint (st_query_int (db, "SELECT count(*) FROM finished_games"), ==, 1);

  g_subprocess_send_signal (server, SIGTERM);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, server, 30));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_host_server (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *server_db = g_build_filename (dir, "server.db", NULL);
  g_autofree char *line = NULL;
  g_autofree char *sql = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlLibrary) library = ui_net_open_library (db);
  g_autoptr (GSubprocess) server = start_server (server_db, &line);
  g_autoptr (GSubprocess) friend = NULL;
  AdwMessageDialog *invites;
  GtkWidget *row;
  TlNewGameWindow *dialog;
  TlWindow *window;
  const char *link;

  window = ui_new_window ();
  tl_window_set_library (window, library);
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  /* three seats: seat 2 a computer (the default), which the server plays */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON)), 3);
  tl_new_game_window_set_seat_open (dialog, 1, TRUE);
  g_assert_false (tl_new_game_window_seat_is_open (dialog, 2));
  tl_new_game_window_set_where (dialog, TL_NEW_GAME_SERVER);
  /* no address yet: New Game says so and stays */
  tl_new_game_window_set_server (dialog, "");
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_true (ui_find_new_game_window () == dialog);
  g_assert_null (_tl_window_get_joined (window));
  tl_new_game_window_set_server (dialog, line);
  g_signal_emit_by_name (ui_find_button (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_null (ui_find_new_game_window ());
  g_assert_nonnull (_tl_window_get_joined (window));
  /* not hosted here: the creator's controls go through the server */
  g_assert_null (_tl_window_get_hosted_id (window));

  /* the server's link of seat 1 alone (seat 2 is the server's computer), with its
   * creator's new-link button */
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 30));
  invites = ui_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (invites), ==, "Invite Friends");
  row = gtk_widget_get_first_child (ui_find_widget_of_type (GTK_WIDGET (invites), GTK_TYPE_LIST_BOX));
  g_assert_null (gtk_widget_get_next_sibling (row));
  g_assert_nonnull (ui_net_find_named (row, "invite-new-link"));
  link = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_true (g_str_has_prefix (link, "tilelands://127.0.0.1:"));
  g_assert_nonnull (strstr (link, "?seat=1&token="));
  friend = spawn_friend (link);
  ui_answer_dialog ("close");
  g_assert_true (ui_enabled (window, "invites"));
  g_assert_true (ui_enabled (window, "end-hosted-game"));

  g_assert_cmpuint (play_to_the_end (window), >, 10);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, friend, 30));
  g_assert_true (g_subprocess_get_successful (friend));
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'",
                         tl_game_get_record (tl_window_get_game (window))->id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  g_subprocess_send_signal (server, SIGTERM);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, server, 30));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* never another address than 127.0.0.1 (meson sets it too) */
  g_setenv (TL_HOSTING_ADDRESS_ENV, "127.0.0.1", TRUE);
  if (!ui_test_init (&argc, &argv, "test-host", TRUE))
    return 77;
  g_test_add_func ("/host/window", test_host_window);
  g_test_add_func ("/host/restart", test_host_restart);
  g_test_add_func ("/host/end", test_host_end);
  g_test_add_func ("/host/server", test_host_server);
  g_test_add_func ("/host/server-controls", test_host_server_controls);
  return g_test_run ();
}
