/* test-net-discovery.c — games on the local network through Avahi
 * (docs/network.md "Finding games on the network")
 *
 * Outside a network namespace (the default) it never reaches a real system
 * bus: DBUS_SYSTEM_BUS_ADDRESS is a bus of the test's own, or none, and the
 * browser and the announcer must say that the Avahi daemon is not running.
 * With TL_TEST_AVAHI_NAMESPACE=1 (set only by tests/net/avahi-namespace.sh,
 * inside a network namespace it made, with a private system bus and
 * avahi-daemon serving lo) it announces games and finds them, also those of
 * `tilelands-cli host --announce` ($TL_CLI).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-net-avahi-private.h"
#include "tl-net-link.h"

#include <string.h>

static gboolean in_namespace;

/* Runs the main context until @check is true; fails after 60 s (a missed
 * announcement, not a slow one: the daemon answers in milliseconds). */
static void
wait_until (gboolean (*check) (gpointer), gpointer data, const char *what)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!check (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("gave up waiting for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* The daemon is not running: a bus of the test's own on which nothing owns
 * org.freedesktop.Avahi, and no bus at all. */
static void
check_no_daemon (void)
{
  g_autoptr(TlNetBrowser) browser = tl_net_browser_new ();
  g_autoptr(GError) error = NULL;
  TlNetAnnouncer *announcer;

  if (!tl_net_discovery_built ())
    {
      g_assert_cmpint (tl_net_browser_get_state (browser), ==, TL_NET_DISCOVERY_NOT_BUILT);
      g_assert_cmpuint (g_list_model_get_n_items (tl_net_browser_get_games (browser)), ==, 0);
      announcer = tl_net_announcer_new (4567, FALSE, &error);
      g_assert_null (announcer);
      g_assert_error (error, TL_NET_DISCOVERY_ERROR, TL_NET_DISCOVERY_NOT_BUILT);
      g_assert_cmpstr (error->message, ==, "this Tilelands was built without Avahi");
      return;
    }
  g_assert_cmpint (tl_net_browser_get_state (browser), ==, TL_NET_DISCOVERY_NO_DAEMON);
  g_assert_null (tl_net_browser_get_detail (browser));
  g_assert_cmpuint (g_list_model_get_n_items (tl_net_browser_get_games (browser)), ==, 0);
  announcer = tl_net_announcer_new (4567, FALSE, &error);
  g_assert_null (announcer);
  g_assert_error (error, TL_NET_DISCOVERY_ERROR, TL_NET_DISCOVERY_NO_DAEMON);
  g_assert_cmpstr (error->message, ==, "the Avahi daemon is not running");
}

static void
test_no_daemon_private_bus (void)
{
  g_autoptr(GTestDBus) bus = NULL;

  if (in_namespace)
    {
      g_test_skip ("the namespace's bus has the daemon");
      return;
    }
  bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (bus);
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", g_test_dbus_get_bus_address (bus), TRUE);
  check_no_daemon ();
  g_test_dbus_down (bus);
}

static void
test_no_daemon_no_bus (void)
{
  g_autofree char *address = NULL;

  if (in_namespace)
    {
      g_test_skip ("the namespace's bus has the daemon");
      return;
    }
  address = g_strdup_printf ("unix:path=%s/tilelands-no-such-bus-%d", g_get_tmp_dir (), (int) getpid ());
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", address, TRUE);
  check_no_daemon ();
}

static void
test_cut (void)
{
  /* tl_net_announcer_add()'s service names are cut at a character: "ă" is 2 bytes */
  g_autofree char *a = _tl_net_discovery_cut ("Jocul Anei: ăăă", 13);
  g_autofree char *b = _tl_net_discovery_cut ("Jocul Anei: ăăă", 14);
  g_autofree char *c = _tl_net_discovery_cut ("short", 63);

  g_assert_cmpstr (a, ==, "Jocul Anei: ");
  g_assert_cmpstr (b, ==, "Jocul Anei: ă");
  g_assert_cmpstr (c, ==, "short");
}

/* In the namespace */

typedef struct {
  TlNetBrowser *browser;
  guint n;
} Count;

static gboolean
has_n (gpointer data)
{
  Count *c = data;

  return g_list_model_get_n_items (tl_net_browser_get_games (c->browser)) == c->n;
}

static TlNetFoundGame *
found (TlNetBrowser *browser,
       const char   *game)
{
  GListModel *games = tl_net_browser_get_games (browser);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TlNetFoundGame) f = g_list_model_get_item (games, i);

      if (g_str_equal (tl_net_found_game_get_game (f), game))
        return f;
    }
  return NULL;
}

static void
test_announce (void)
{
  g_autoptr(TlNetBrowser) browser = NULL;
  g_autoptr(GError) error = NULL;
  TlNetAnnouncer *announcer;
  TlNetFoundGame *f;
  Count count;

  if (!in_namespace || !tl_net_discovery_built ())
    {
      g_test_skip (!in_namespace ? "only inside a network namespace of the test's own (net-avahi)"
                                 : "built without Avahi");
      return;
    }
  announcer = tl_net_announcer_new (4567, FALSE, &error);
  g_assert_no_error (error);
  browser = tl_net_browser_new ();
  g_assert_cmpint (tl_net_browser_get_state (browser), ==, TL_NET_DISCOVERY_SEARCHING);
  count = (Count) { browser, 0 };
  g_assert_true (has_n (&count));

  g_assert_true (tl_net_announcer_add (announcer, "g1", "Ana’s game", &error));
  count.n = 1;
  wait_until (has_n, &count, "the first game");
  f = found (browser, "g1");
  g_assert_nonnull (f);
  g_assert_cmpstr (tl_net_found_game_get_title (f), ==, "Ana’s game");
  g_assert_cmpstr (tl_net_found_game_get_host (f), ==, "127.0.0.1");
  g_assert_cmpuint (tl_net_found_game_get_port (f), ==, 4567);
  g_assert_false (tl_net_found_game_get_tls (f));

  /* a second game of the same title: Avahi names its service "Ana’s game #2" */
  g_assert_true (tl_net_announcer_add (announcer, "g2", "Ana’s game", &error));
  count.n = 2;
  wait_until (has_n, &count, "the second game");
  f = found (browser, "g2");
  g_assert_nonnull (f);
  g_assert_cmpstr (tl_net_found_game_get_title (f), ==, "Ana’s game");
  g_assert_cmpstr (tl_net_announcer_get_name (announcer, "g2"), ==, "Ana’s game #2");

  /* withdrawn: the first, then every one with the announcer */
  tl_net_announcer_remove (announcer, "g1");
  g_assert_null (tl_net_announcer_get_name (announcer, "g1"));
  count.n = 1;
  wait_until (has_n, &count, "the first game to go");
  g_assert_null (found (browser, "g1"));
  g_assert_nonnull (found (browser, "g2"));
  tl_net_announcer_free (announcer);
  count.n = 0;
  wait_until (has_n, &count, "every game to go");
}

/* `tilelands-cli host --announce TITLE`: found with its link's port and game */
static gboolean
line_read (gpointer data)
{
  return *(char **) data != NULL;
}

static void
on_line (GObject *source, GAsyncResult *result, gpointer data)
{
  char **line = data;
  g_autoptr(GError) error = NULL;

  *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*line);
}

static void
test_cli_host_announce (void)
{
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(TlNetBrowser) browser = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *line = NULL;
  TlNetLink link = { 0 };
  TlNetFoundGame *f;
  Count count;

  if (!in_namespace || !tl_net_discovery_built ())
    {
      g_test_skip (!in_namespace ? "only inside a network namespace of the test's own (net-avahi)"
                                 : "built without Avahi");
      return;
    }
  host = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("TL_CLI"), "host", "--players",
                           "2", "--open", "1", "--announce", "Radu’s Carcassonne", NULL);
  g_assert_no_error (error);
  /* it prints the game's id, then the open seat's link */
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  g_data_input_stream_read_line_async (out, G_PRIORITY_DEFAULT, NULL, on_line, &id);
  wait_until (line_read, &id, "the host's game id");
  g_data_input_stream_read_line_async (out, G_PRIORITY_DEFAULT, NULL, on_line, &line);
  wait_until (line_read, &line, "the host's link");
  g_assert_true (tl_net_link_parse (line, &link, &error));
  g_assert_cmpstr (link.game, ==, id);

  browser = tl_net_browser_new ();
  count = (Count) { browser, 1 };
  wait_until (has_n, &count, "the host's game");
  f = found (browser, link.game);
  g_assert_nonnull (f);
  g_assert_cmpstr (tl_net_found_game_get_title (f), ==, "Radu’s Carcassonne");
  g_assert_cmpstr (tl_net_found_game_get_host (f), ==, "127.0.0.1");
  g_assert_cmpuint (tl_net_found_game_get_port (f), ==, link.port);

  /* the host gone, so is its game */
  g_subprocess_force_exit (host);
  g_assert_true (g_subprocess_wait (host, NULL, NULL));
  count.n = 0;
  wait_until (has_n, &count, "the host's game to go");
  tl_net_link_clear (&link);
}

int
main (int argc, char **argv)
{
  in_namespace = g_strcmp0 (g_getenv ("TL_TEST_AVAHI_NAMESPACE"), "1") == 0;
  /* never the machine's system bus: its Avahi daemon would multicast */
  if (!in_namespace)
    g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/tilelands-test", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/discovery/cut", test_cut);
  g_test_add_func ("/net/discovery/no-daemon/private-bus", test_no_daemon_private_bus);
  g_test_add_func ("/net/discovery/no-daemon/no-bus", test_no_daemon_no_bus);
  g_test_add_func ("/net/discovery/announce", test_announce);
  g_test_add_func ("/net/discovery/cli-host-announce", test_cli_host_announce);
  return g_test_run ();
}
