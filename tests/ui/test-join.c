/* test-join.c — a game on a host played from the window (run it under Xvfb):
 * `tilelands-cli host --players 2 --open 1` on 127.0.0.1 (the other seat a
 * computer), joined through Join Game (win.join-game) with its invite link's
 * parts typed apart (the address, the game, the seat, the token),
 * played to the end through the window's own actions (place-at, confirm):
 * the final scores are the host's (its --out record), and the game is in the
 * History under the host's id.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "store-test-util.h"
#include "tl-joined-game.h"
#include "tl-library.h"
#include "tl-net-discovery.h"
#include "tl-net-link.h"
#include "tl-record-format.h"
#include "tl-render.h"
#include "tl-window.h"
#include "ui-test-util.h"

static gboolean
library_settled (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

static gboolean
dialog_shown (gpointer data)
{
  return ui_find_message_dialog () != NULL;
}

/* The person's turn to place a tile, or the end. */
static gboolean
person_to_play (gpointer data)
{
  TlGame *game = tl_window_get_game (data);

  return game != NULL && (tl_game_get_phase (game) == TL_PHASE_OVER ||
                          (tl_game_get_phase (game) == TL_PHASE_PLACE && !tl_game_current_is_ai (game)));
}

static gboolean
joined_over (gpointer data)
{
  TlJoinedGame *joined = _tl_window_get_joined (data);

  return joined != NULL && tl_joined_game_get_status (joined) == TL_JOINED_OVER;
}

/* The entry row under @root titled @title (Join Game's "Type the Address"). */
static GtkEditable *
find_entry_row (GtkWidget  *root,
                const char *title)
{
  if (ADW_IS_ENTRY_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return GTK_EDITABLE (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found = find_entry_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
history_has_one (gpointer data)
{
  return st_query_int (data, "SELECT count(*) FROM finished_games") == 1;
}

static gboolean
subprocess_done (gpointer data)
{
  /* no identifier once it exited and was reaped */
  return g_subprocess_get_identifier (data) == NULL;
}

/* The host goes with the test, even one that failed half-way. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static void
test_join_cli_host (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *out = g_build_filename (dir, "host.tilelands", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GDataInputStream) lines = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlRecord) whole = NULL;
  TlGameState *final = NULL;
  g_autofree char *sql = NULL;
  AdwMessageDialog *dialog;
  GtkEditable *entry;
  TlNetLink parsed = { 0 };
  g_autofree char *address = NULL;
  TlWindow *window;
  TlGame *game;
  guint turns = 0;

  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  host = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("TL_CLI"), "host", "--players", "2",
                                      "--open", "1", "--out", out, NULL);
  g_assert_no_error (error);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  id = g_data_input_stream_read_line_utf8 (lines, NULL, NULL, &error);
  g_assert_no_error (error);
  link = g_data_input_stream_read_line_utf8 (lines, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);
  g_assert_true (g_str_has_prefix (link, "tilelands://127.0.0.1:"));

  library = tl_library_new (db, TL_STORE_OPEN_DEFAULT);
  tl_library_set_thumbnail_func (library, tl_render_board_thumbnail);
  g_assert_true (ui_wait_for (library_settled, library, 20));
  window = ui_new_window ();
  tl_window_set_library (window, library);

  /* Join Game: the dialog takes the link, or its parts typed apart (as here:
   * the address, the game, the seat counted from 1, the token), and asks
   * nothing more. No Avahi daemon is reached (DBUS_SYSTEM_BUS_ADDRESS names
   * no bus), and the list of games on the network says so. */
  g_assert_true (tl_net_link_parse (link, &parsed, &error));
  g_action_group_activate_action (G_ACTION_GROUP (window), "join-game", NULL);
  g_assert_true (ui_wait_for (dialog_shown, NULL, 10));
  dialog = ui_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Join a Game");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog),
                                   tl_net_discovery_built ()
                                   ? "Games on this network cannot be found: the Avahi daemon is not running."
                                   : "Games on this network cannot be found: this Tilelands was built without Avahi."));
  entry = GTK_EDITABLE (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY));
  address = g_strdup_printf ("127.0.0.1:%u", parsed.port);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Address (host:port)"), address);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Game"), parsed.game);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Seat (1 to 5)"), "6");
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Token"), parsed.token);
  /* seat 6 is none: no link yet */
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Seat (1 to 5)"), "1");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, link);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "join"));
  tl_net_link_clear (&parsed);
  ui_answer_dialog ("join");
  g_assert_nonnull (_tl_window_get_joined (window));

  /* the game appears in the window; the person plays seat 0 */
  g_assert_true (ui_wait_for (person_to_play, window, 30));
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
      /* the step is not sent yet: it can be taken back */
      g_assert_true (ui_enabled (window, "undo"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
      /* sent: the host has it, nothing to undo */
      g_assert_false (ui_enabled (window, "undo"));
      turns++;
      g_assert_true (ui_wait_for (person_to_play, window, 30));
      g_assert_true (tl_window_get_game (window) == game);
    }
  g_assert_cmpuint (turns, >, 10);
  g_assert_true (ui_wait_for (joined_over, window, 30));
  g_assert_true (ui_wait_for (dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");

  /* the host ended well, and its record is the window's game */
  g_assert_true (ui_wait_for (subprocess_done, host, 30));
  g_assert_true (g_subprocess_get_successful (host));
  whole = tl_record_format_load_file (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (whole->id, ==, id);
  g_assert_cmpstr (tl_game_get_record (game)->id, ==, id);
  final = tl_game_state_replay (whole, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_state_phase (final), ==, TL_PHASE_OVER);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (game, p)->score, ==,
                     tl_game_state_player (final, p)->score);

  /* at the end the game joins the History, under the host's id */
  g_assert_true (ui_wait_for (history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *score_sql = g_strdup_printf ("SELECT score FROM seats s JOIN finished_games g ON g.key = s.game "
                                                    "WHERE g.id = '%s' AND s.seat = %u", id, p);

      g_assert_cmpint (st_query_int (db, score_sql), ==, tl_game_state_player (final, p)->score);
    }
  tl_game_state_free (final);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-join", TRUE))
    return 77;
  g_test_add_func ("/join/cli-host", test_join_cli_host);
  return g_test_run ();
}
