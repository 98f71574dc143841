/* test-online-games.c — the Online Games (tl-online-games.h) without a
 * display: an entry made and updated from a seat's game, whose turn and the
 * last move's time, the file (0600, read again, a corrupt one kept aside),
 * forgetting an entry, a game over leaving the list, when to notify
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "store-test-util.h"
#include "tl-game-private.h"
#include "tl-online-games.h"

#define LINK "tilelands://127.0.0.1:5123/game/6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d?seat=0&token=s3cr3t"
#define LINK_NEW_TOKEN "tilelands://127.0.0.1:5123/game/6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d?seat=0&token=other"
#define LINK_SEAT_1 "tilelands://127.0.0.1:5123/game/6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d?seat=1&token=t1"
#define T0 G_GINT64_CONSTANT (1780000000)   /* 2026-05-28T20:26:40Z */

/* Seat @seat's game of Ana and Bo after @turns turns. */
static TlGame *
seat_game (guint seat,
           guint turns)
{
  TlGameState *state = st_play_game ("carcassonne", 7, (const char *[]) { "Ana", "Bo", NULL }, turns);

  return _tl_game_new_remote (state, seat, NULL, NULL);
}

/* The host's news: @game plays on by @turns turns. */
static void
play_on (TlGame *game,
         guint   turns)
{
  TlGameState *state = tl_game_state_copy (tl_game_get_state (game));

  st_play_on (state, 7, turns);
  _tl_game_replace_state (game, state);
}

static TlOnlineGame *
item (TlOnlineGames *games,
      guint          position)
{
  TlOnlineGame *entry = g_list_model_get_item (G_LIST_MODEL (games), position);

  g_object_unref (entry);   /* the list keeps it */
  return entry;
}

static gint64
last_move (TlOnlineGame *entry)
{
  g_autoptr (GDateTime) when = tl_online_game_dup_last_move (entry);

  return g_date_time_to_unix (when);
}

static void
test_note_and_file (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "online-games.ini", NULL);
  g_autoptr (TlOnlineGames) games = tl_online_games_new (path);
  g_autoptr (TlOnlineGames) again = NULL;
  g_autoptr (TlGame) game = seat_game (0, 2);
  TlOnlineGame *entry;
  GStatBuf st;

  g_assert_null (tl_online_games_get_error (games));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* after two turns it is Ana's again: seat 0's */
  g_assert_cmpint (tl_online_games_note (games, LINK, game, T0), ==, TL_ONLINE_NOTE_CHANGED);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  entry = item (games, 0);
  g_assert_cmpstr (tl_online_game_get_link (entry), ==, LINK);
  g_assert_cmpstr (tl_online_game_get_host (entry), ==, "127.0.0.1");
  g_assert_cmpstr (tl_online_game_get_id (entry), ==, "6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d");
  g_assert_cmpuint (tl_online_game_get_seat (entry), ==, 0);
  g_assert_cmpstr (tl_online_game_get_game (entry), ==, "carcassonne");
  g_assert_cmpuint (g_strv_length ((GStrv) tl_online_game_get_expansions (entry)), ==, 0);
  g_assert_null (tl_online_game_get_map (entry));
  g_assert_cmpstr (tl_online_game_get_name (entry), ==, "Ana");
  g_assert_cmpstr (tl_online_game_get_turn_name (entry), ==, "Ana");
  g_assert_true (tl_online_game_is_your_turn (entry));
  g_assert_cmpuint (tl_online_game_get_turns (entry), ==, 2);
  g_assert_cmpint (last_move (entry), ==, T0);
  {
    g_autofree char *id = tl_online_game_notification_id (entry);

    g_assert_cmpstr (id, ==, "online-turn-6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d-0");
  }

  /* the file is the user's alone, and holds the token */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "token=s3cr3t"));
    g_assert_nonnull (strstr (text, "last-move=2026-05-28T20:26:40Z"));
  }

  /* the same news again, later: nothing changes, not even the time */
  g_assert_cmpint (tl_online_games_note (games, LINK, game, T0 + 600), ==, TL_ONLINE_NOTE_SAME);
  g_assert_cmpint (last_move (item (games, 0)), ==, T0);

  /* Ana plays: Bo's turn, the time of the move */
  play_on (game, 1);
  g_assert_cmpint (tl_online_games_note (games, LINK, game, T0 + 3600), ==, TL_ONLINE_NOTE_CHANGED);
  entry = item (games, 0);
  g_assert_false (tl_online_game_is_your_turn (entry));
  g_assert_cmpstr (tl_online_game_get_turn_name (entry), ==, "Bo");
  g_assert_cmpuint (tl_online_game_get_turns (entry), ==, 3);
  g_assert_cmpint (last_move (entry), ==, T0 + 3600);

  /* Bo plays: Ana's turn again, which is news to tell */
  play_on (game, 1);
  g_assert_cmpint (tl_online_games_note (games, LINK, game, T0 + 7200), ==, TL_ONLINE_NOTE_YOUR_TURN);
  g_assert_true (tl_online_game_is_your_turn (item (games, 0)));

  /* read again: the same entry */
  again = tl_online_games_new (path);
  g_assert_null (tl_online_games_get_error (again));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
  entry = item (again, 0);
  g_assert_cmpstr (tl_online_game_get_link (entry), ==, LINK);
  g_assert_cmpstr (tl_online_game_get_name (entry), ==, "Ana");
  g_assert_cmpstr (tl_online_game_get_turn_name (entry), ==, "Ana");
  g_assert_true (tl_online_game_is_your_turn (entry));
  g_assert_cmpuint (tl_online_game_get_turns (entry), ==, 4);
  g_assert_cmpint (last_move (entry), ==, T0 + 7200);
  /* found by game and seat, whatever the token */
  g_assert_cmpint (tl_online_games_find (again, LINK_NEW_TOKEN), ==, 0);
  g_assert_cmpint (tl_online_games_find (again, LINK_SEAT_1), ==, -1);
  g_assert_cmpint (tl_online_games_find (again, "not a link"), ==, -1);
}

static void
test_order_remove_over (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autoptr (TlOnlineGames) games = tl_online_games_new (path);
  g_autoptr (TlOnlineGames) again = NULL;
  g_autoptr (TlGame) first = seat_game (0, 2);
  g_autoptr (TlGame) second = seat_game (1, 3);

  g_assert_cmpint (tl_online_games_note (games, LINK, first, T0), ==, TL_ONLINE_NOTE_CHANGED);
  g_assert_cmpint (tl_online_games_note (games, LINK_SEAT_1, second, T0 + 60), ==, TL_ONLINE_NOTE_CHANGED);
  /* the most recent last move first; seat 1 has its turn after three turns */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 2);
  g_assert_cmpuint (tl_online_game_get_seat (item (games, 0)), ==, 1);
  g_assert_true (tl_online_game_is_your_turn (item (games, 0)));
  g_assert_cmpstr (tl_online_game_get_name (item (games, 0)), ==, "Bo");
  g_assert_cmpuint (tl_online_game_get_seat (item (games, 1)), ==, 0);
  g_assert_cmpstr (tl_online_game_get_name (item (games, 1)), ==, "Ana");
  g_assert_true (tl_online_game_is_your_turn (item (games, 1)));

  /* forgotten with a link of another token */
  g_assert_true (tl_online_games_remove (games, LINK_NEW_TOKEN));
  g_assert_false (tl_online_games_remove (games, LINK_NEW_TOKEN));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  again = tl_online_games_new (path);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
  g_assert_cmpuint (tl_online_game_get_seat (item (again, 0)), ==, 1);
  g_clear_object (&again);

  /* a game over leaves the list (and the file) */
  play_on (second, G_MAXUINT);
  g_assert_cmpint (tl_game_get_phase (second), ==, TL_PHASE_OVER);
  g_assert_cmpint (tl_online_games_note (games, LINK_SEAT_1, second, T0 + 120), ==, TL_ONLINE_NOTE_CHANGED);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 0);
  g_assert_cmpint (tl_online_games_note (games, LINK_SEAT_1, second, T0 + 180), ==, TL_ONLINE_NOTE_SAME);
  again = tl_online_games_new (path);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 0);
}

static void
test_corrupt_file (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *kept = NULL;
  g_autoptr (TlOnlineGames) games = NULL;
  g_autoptr (TlGame) game = seat_game (0, 2);
  const GError *error;

  g_assert_true (g_file_set_contents (path, "[unterminated\nlink=x\n", -1, NULL));
  games = tl_online_games_new (path);
  error = tl_online_games_get_error (games);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 0);
  /* kept as it was, beside */
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[unterminated\nlink=x\n");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* the next change writes a new file */
  g_assert_cmpint (tl_online_games_note (games, LINK, game, T0), ==, TL_ONLINE_NOTE_CHANGED);
  g_assert_null (tl_online_games_get_error (games));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* an entry without a link is skipped, the others read */
  g_assert_true (g_file_set_contents (path,
                                      "[a/0]\ngame=carcassonne\nname=Ana\n\n"
                                      "[b/1]\nlink=" LINK_SEAT_1 "\ngame=carcassonne\nexpansions=gifts;\n"
                                      "name=Bo\nturn-name=Ana\nyour-turn=false\nturns=5\n"
                                      "last-move=2026-05-28T20:26:40Z\n", -1, NULL));
  g_clear_object (&games);
  games = tl_online_games_new (path);
  g_assert_nonnull (tl_online_games_get_error (games));
  g_assert_nonnull (strstr (tl_online_games_get_error (games)->message,
                            "the online game [a/0] lacks its link, game, names or time: skipped"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  g_assert_cmpstr (tl_online_game_get_expansions (item (games, 0))[0], ==, "gifts");
  g_assert_cmpint (last_move (item (games, 0)), ==, T0);
}

static void
test_should_notify (void)
{
  g_assert_true (tl_online_games_should_notify (TL_ONLINE_NOTE_YOUR_TURN, FALSE));
  g_assert_false (tl_online_games_should_notify (TL_ONLINE_NOTE_YOUR_TURN, TRUE));
  g_assert_false (tl_online_games_should_notify (TL_ONLINE_NOTE_CHANGED, FALSE));
  g_assert_false (tl_online_games_should_notify (TL_ONLINE_NOTE_SAME, FALSE));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/online-games/note-and-file", test_note_and_file);
  g_test_add_func ("/online-games/order-remove-over", test_order_remove_over);
  g_test_add_func ("/online-games/corrupt-file", test_corrupt_file);
  g_test_add_func ("/online-games/should-notify", test_should_notify);
  return g_test_run ();
}
