/* test-net-admin.c — a game's creator asks `tilelands-server` (on 127.0.0.1,
 * started here): a seat's new link, a seat to the server's computer and
 * back, the end; every refusal in the server's words (tl-net-admin.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "tl-net-admin.h"
#include "tl-net-create.h"
#include "tl-net-message.h"
#include "tl-record.h"
#include "tl-tileset-format.h"

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static GSubprocess *
start_server (const char *db,
              char      **url)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                                        G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  GSubprocess *process;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("TL_SERVER"), "--port", "0", "--db", db,
                                         NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (line, "listening on ws://127.0.0.1:"));
  *url = g_strdup (line + strlen ("listening on "));
  return process;
}

static TlRecord *
new_header (guint players)
{
  g_autoptr (GError) error = NULL;
  TlTileSet *set = tl_tileset_format_load_map_deck (NULL, TRUE, &error);
  static const char *colors[] = { "blue", "red", "green" };
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", set);
  tl_tile_set_unref (set);
  tl_record_set_new_id (record);
  for (guint i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i + 1);

      tl_record_add_player (record, name, colors[i], TL_PLAYER_HUMAN, 0);
    }
  return record;
}

static void
test_admin (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tilelands-net-admin-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "server.db", NULL);
  g_autofree char *url = NULL;
  g_autofree char *id = NULL;
  g_autofree char *admin = NULL;
  g_autofree char *link = NULL;
  g_autofree char *expected = NULL;
  g_auto (GStrv) links = NULL;
  g_autoptr (TlRecord) header = new_header (2);
  g_autoptr (GSubprocess) server = start_server (db, &url);
  g_autoptr (GError) error = NULL;

  g_assert_true (tl_net_create_game (url, header, &id, &links, &admin, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (admin), ==, 32);

  /* a new link for seat 1: another token, the same game and seat */
  link = tl_net_admin_reissue_link (url, id, admin, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (link, !=, links[1]);
  g_assert_cmpuint (strchr (link, '&') - link, ==, strchr (links[1], '&') - links[1]);
  g_assert_true (strncmp (link, links[1], strchr (link, '&') - link) == 0);

  /* another token: the server's words, 403 */
  g_assert_null (tl_net_admin_reissue_link (url, id, "0123456789abcdef0123456789abcdef", 1, &error));
  expected = g_strdup_printf ("the server %s refused: only the game’s creator may give a seat a new link "
                              "(send its {\"admin\": TOKEN} from creating the game)", url);
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  /* a seat the game does not have (404), a level out of 0 to 3 (400) */
  g_assert_null (tl_net_admin_reissue_link (url, id, admin, 3, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED);
  g_assert_true (g_str_has_prefix (error->message, "the server ws://127.0.0.1:"));
  g_clear_error (&error);
  g_assert_false (tl_net_admin_set_seat_computer (url, id, admin, 1, 4, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED);
  g_clear_error (&error);

  /* the absent seat 1 to a Normal computer and back */
  g_assert_true (tl_net_admin_set_seat_computer (url, id, admin, 1, 2, &error));
  g_assert_no_error (error);
  g_assert_true (tl_net_admin_set_seat_computer (url, id, admin, 1, 0, &error));
  g_assert_no_error (error);

  /* the end; then the game is gone: 403 as for a stranger */
  g_assert_true (tl_net_admin_end_game (url, id, admin, &error));
  g_assert_no_error (error);
  g_assert_false (tl_net_admin_end_game (url, id, admin, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("the server %s refused: only the game’s creator may end it "
                              "(send its {\"admin\": TOKEN} from creating the game)", url);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  /* not a server's address; a server gone */
  g_assert_false (tl_net_admin_end_game ("http://127.0.0.1:1", id, admin, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED);
  g_clear_error (&error);
  g_subprocess_send_signal (server, SIGTERM);
  g_assert_true (g_subprocess_wait (server, NULL, NULL));
  g_assert_false (tl_net_admin_set_seat_computer (url, id, admin, 1, 1, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_UNREACHABLE);
  g_clear_error (&error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* the server's program: the argument (meson), else TL_SERVER */
  if (argc > 1)
    g_setenv ("TL_SERVER", argv[1], TRUE);
  if (g_getenv ("TL_SERVER") == NULL)
    return 77;
  g_test_add_func ("/net/admin", test_admin);
  return g_test_run ();
}
