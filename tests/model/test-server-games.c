/* test-server-games.c — server-games.ini: the creator's controls of games
 * made on a server kept, read back, replaced, forgotten; mode 0600; a file
 * that cannot be read is said so and left as it is (tl-server-games.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-server-games.h"

static const char *links[] = { "tilelands://127.0.0.1:7420/game/g1?seat=0&token=a",
                               "tilelands://127.0.0.1:7420/game/g1?seat=1&token=b", NULL };

static void
test_round_trip (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "server-games.ini", NULL);
  g_autoptr (TlServerGame) game = tl_server_game_new ("g1", "ws://127.0.0.1:7420", "0123", links);
  g_autoptr (TlServerGame) other = tl_server_game_new ("g2", "wss://games.lan:7420", "4567", links);
  g_autoptr (TlServerGame) read = NULL;
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  /* no file: no game, no error */
  g_assert_null (tl_server_games_lookup (path, "g1", &error));
  g_assert_no_error (error);
  game->levels[1] = 3;
  g_assert_true (tl_server_games_store (path, game, &error));
  g_assert_true (tl_server_games_store (path, other, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  read = tl_server_games_lookup (path, "g1", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read->server, ==, "ws://127.0.0.1:7420");
  g_assert_cmpstr (read->admin, ==, "0123");
  g_assert_cmpuint (g_strv_length (read->links), ==, 2);
  g_assert_cmpstr (read->links[1], ==, links[1]);
  g_assert_cmpuint (read->levels[0], ==, 0);
  g_assert_cmpuint (read->levels[1], ==, 3);
  g_clear_pointer (&read, tl_server_game_free);

  /* a new link replaces the old */
  g_free (game->links[1]);
  game->links[1] = g_strdup ("tilelands://127.0.0.1:7420/game/g1?seat=1&token=c");
  g_assert_true (tl_server_games_store (path, game, &error));
  read = tl_server_games_lookup (path, "g1", &error);
  g_assert_cmpstr (read->links[1], ==, "tilelands://127.0.0.1:7420/game/g1?seat=1&token=c");
  g_clear_pointer (&read, tl_server_game_free);

  /* forgotten: the other stays; forgetting again is no error */
  g_assert_true (tl_server_games_forget (path, "g1", &error));
  g_assert_true (tl_server_games_forget (path, "g1", &error));
  g_assert_no_error (error);
  g_assert_null (tl_server_games_lookup (path, "g1", &error));
  read = tl_server_games_lookup (path, "g2", &error);
  g_assert_nonnull (read);
  g_assert_cmpstr (read->server, ==, "wss://games.lan:7420");
}

static void
test_unreadable (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "server-games.ini", NULL);
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (TlServerGame) game = tl_server_game_new ("g1", "ws://127.0.0.1:7420", "0123", links);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "[g1\nserver=ws://x\n", -1, NULL));
  g_assert_null (tl_server_games_lookup (path, "g1", &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE);
  expected = g_strdup_printf ("Cannot read %s: ", path);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_clear_error (&error);
  /* never written over */
  g_assert_false (tl_server_games_store (path, game, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "[g1\nserver=ws://x\n");
  g_clear_error (&error);

  /* an entry without its token is no game */
  g_assert_true (g_file_set_contents (path, "[g1]\nserver=ws://x\nlinks=a;b;\n", -1, NULL));
  g_assert_null (tl_server_games_lookup (path, "g1", &error));
  g_assert_no_error (error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/server-games/round-trip", test_round_trip);
  g_test_add_func ("/server-games/unreadable", test_unreadable);
  return g_test_run ();
}
