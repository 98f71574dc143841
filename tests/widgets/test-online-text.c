/* test-online-text.c — what the start page's Online Games and the
 * notification say of a game on a host (tl-online-text.h), without a display
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tl-online-text.h"

#define LINK "tilelands://127.0.0.1:5123/game/6f1c8c3e-8e0b-4b7a-9d0e-2f5e0a1b2c3d?seat=%u&token=t"

/* An entry read from a file: seat @seat, @turn_name's turn, the last move at
 * @last_move (local time). */
static TlOnlineGame *
entry (guint       seat,
       const char *expansions,
       const char *turn_name,
       gboolean    your_turn,
       GDateTime  *last_move)
{
  g_autofree char *dir = g_dir_make_tmp ("tl-online-text-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
  g_autoptr (GDateTime) utc = g_date_time_to_utc (last_move);
  g_autofree char *when = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");
  g_autofree char *link = g_strdup_printf (LINK, seat);
  g_autofree char *text = g_strdup_printf ("[g/%u]\nlink=%s\ngame=carcassonne\nexpansions=%s\nname=Bo\n"
                                           "turn-name=%s\nyour-turn=%s\nturns=4\nlast-move=%s\n",
                                           seat, link, expansions, turn_name, your_turn ? "true" : "false",
                                           when);
  g_autoptr (TlOnlineGames) games = NULL;
  TlOnlineGame *item;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  games = tl_online_games_new (path);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
  item = g_list_model_get_item (G_LIST_MODEL (games), 0);
  g_unlink (path);
  g_rmdir (dir);
  return item;
}

static void
test_texts (void)
{
  g_autoptr (GDateTime) now = g_date_time_new_local (2026, 3, 12, 12, 30, 0);
  g_autoptr (GDateTime) morning = g_date_time_new_local (2026, 3, 12, 9, 30, 0);
  g_autoptr (GDateTime) january = g_date_time_new_local (2026, 1, 3, 18, 0, 0);
  g_autoptr (TlOnlineGame) mine = entry (1, "", "Bo", TRUE, morning);
  g_autoptr (TlOnlineGame) theirs = entry (1, "gifts;", "Ana", FALSE, january);
  g_autofree char *title = tl_online_text_title (mine);
  g_autofree char *gifts = tl_online_text_title (theirs);
  g_autofree char *turn = tl_online_text_turn (mine);
  g_autofree char *other = tl_online_text_turn (theirs);
  g_autofree char *details = tl_online_text_details (mine, now);
  g_autofree char *old = tl_online_text_details (theirs, now);
  g_autofree char *body = tl_online_text_notification_body (mine);

  g_assert_cmpstr (title, ==, "Carcassonne");
  g_assert_cmpstr (gifts, ==, "Carcassonne · The Gifts");
  g_assert_cmpstr (turn, ==, "Your turn");
  g_assert_cmpstr (other, ==, "Ana’s turn");
  /* in local time: three hours before, a date for older */
  g_assert_cmpstr (details, ==, "Your turn · 3 hours ago\nOn 127.0.0.1");
  g_assert_cmpstr (old, ==, "Ana’s turn · 3 January 2026\nOn 127.0.0.1");
  g_assert_cmpstr (body, ==, "It is your turn in Carcassonne on 127.0.0.1.");
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/online-text/texts", test_texts);
  return g_test_run ();
}
