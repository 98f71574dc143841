/* test-hosting.c — the app's hosted games announced on the network, or not
 * (docs/network.md "Hosting from the app", "Finding games on the network")
 *
 * Outside a network namespace (the default) TILELANDS_HOST_ADDRESS is
 * 127.0.0.1 (tests/meson.build) and DBUS_SYSTEM_BUS_ADDRESS names no bus:
 * a hosted game must not be announced. With TL_TEST_AVAHI_NAMESPACE=1 (set
 * only by tests/net/avahi-namespace.sh, inside a network namespace holding
 * only lo, with a private system bus and avahi-daemon) the hosting listens
 * on every address of that namespace and its game is found, withdrawn at
 * the end, announced again after a restart.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-hosting.h"
#include "tl-net-discovery.h"
#include "tl-net-message.h"
#include "tl-tileset-format.h"

#include <glib/gstdio.h>
#include <string.h>

static gboolean in_namespace;

static void
test_announces_on (void)
{
  /* every address, or one beyond this computer */
  g_assert_true (tl_hosting_announces_on (NULL));
  g_assert_true (tl_hosting_announces_on (""));
  g_assert_true (tl_hosting_announces_on ("0.0.0.0"));
  g_assert_true (tl_hosting_announces_on ("192.0.2.5"));
  g_assert_true (tl_hosting_announces_on ("::"));
  g_assert_true (tl_hosting_announces_on ("2001:db8::1"));
  /* this computer only: never */
  g_assert_false (tl_hosting_announces_on ("127.0.0.1"));
  g_assert_false (tl_hosting_announces_on ("127.1.2.3"));
  g_assert_false (tl_hosting_announces_on ("::1"));
  /* a name is not an address: never */
  g_assert_false (tl_hosting_announces_on ("localhost"));
  g_assert_false (tl_hosting_announces_on ("example.org"));
}

static TlRecord *
new_record (void)
{
  g_autoptr(GError) error = NULL;
  TlTileSet *set = tl_tileset_format_load_map_deck (NULL, TRUE, &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", set);
  tl_tile_set_unref (set);
  tl_record_add_player (record, "Ana", "blue", TL_PLAYER_HUMAN, 0);
  tl_record_add_player (record, "Bo", "red", TL_PLAYER_HUMAN, 0);
  return record;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* TILELANDS_HOST_ADDRESS=127.0.0.1: the title is kept, nothing announced */
static void
test_loopback_not_announced (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *json = NULL;
  g_autofree char *path = NULL;
  g_autofree char *id = NULL;
  g_autoptr(TlRecord) record = new_record ();
  TlHosting *hosting;

  if (in_namespace)
    {
      g_test_skip ("outside a network namespace only");
      return;
    }
  g_assert_cmpstr (g_getenv ("TILELANDS_HOST_ADDRESS"), ==, "127.0.0.1");
  dir = g_dir_make_tmp ("tilelands-hosting-XXXXXX", &error);
  g_assert_no_error (error);
  hosting = tl_hosting_new (dir);
  id = tl_hosting_create_game (hosting, record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (id);
  g_assert_true (tl_hosting_announce_game (hosting, id, "Ana’s game", &error));
  g_assert_no_error (error);
  g_assert_null (tl_hosting_get_announced_name (hosting, id));
  path = g_build_filename (dir, "hosting.json", NULL);
  g_assert_true (g_file_get_contents (path, &json, NULL, &error));
  g_assert_nonnull (strstr (json, "\"title\" : \"Ana’s game\""));
  /* a game it does not host */
  g_assert_false (tl_hosting_announce_game (hosting, "nope", "Ana’s game", &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN);
  g_clear_error (&error);
  g_assert_true (tl_hosting_end_game (hosting, id, &error));
  g_assert_no_error (error);
  g_object_unref (hosting);
  remove_dir (dir);
}

static void
wait_until_n (TlNetBrowser *browser, guint n, const char *what)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (g_list_model_get_n_items (tl_net_browser_get_games (browser)) != n)
    {
      if (g_get_monotonic_time () > end)
        g_error ("gave up waiting for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

static void
check_found (TlNetBrowser *browser, const char *id, guint port)
{
  g_autoptr(TlNetFoundGame) f = g_list_model_get_item (tl_net_browser_get_games (browser), 0);

  g_assert_cmpstr (tl_net_found_game_get_game (f), ==, id);
  g_assert_cmpstr (tl_net_found_game_get_title (f), ==, "Ana’s game");
  g_assert_cmpstr (tl_net_found_game_get_host (f), ==, "127.0.0.1");
  g_assert_cmpuint (tl_net_found_game_get_port (f), ==, port);
}

/* In the namespace: found, withdrawn with the hosting, found again after a
 * restart, withdrawn when ended. */
static void
test_announced (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlNetBrowser) browser = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *id = NULL;
  g_autoptr(TlRecord) record = new_record ();
  TlHosting *hosting;
  guint port;

  if (!in_namespace || !tl_net_discovery_built ())
    {
      g_test_skip (!in_namespace ? "only inside a network namespace of the test's own (net-avahi-hosting)"
                                 : "built without Avahi");
      return;
    }
  /* every address of a namespace that has only lo */
  g_unsetenv ("TILELANDS_HOST_ADDRESS");
  browser = tl_net_browser_new ();
  g_assert_cmpint (tl_net_browser_get_state (browser), ==, TL_NET_DISCOVERY_SEARCHING);
  dir = g_dir_make_tmp ("tilelands-hosting-XXXXXX", &error);
  g_assert_no_error (error);
  hosting = tl_hosting_new (dir);
  id = tl_hosting_create_game (hosting, record, &error);
  g_assert_no_error (error);
  port = tl_hosting_get_port (hosting);
  g_assert_true (tl_hosting_announce_game (hosting, id, "Ana’s game", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tl_hosting_get_announced_name (hosting, id), ==, "Ana’s game");
  wait_until_n (browser, 1, "the hosted game");
  check_found (browser, id, port);

  /* the app quits: withdrawn; it starts again: announced again */
  g_object_unref (hosting);
  wait_until_n (browser, 0, "the game to go with the hosting");
  hosting = tl_hosting_new (dir);
  g_assert_true (tl_hosting_resume (hosting, &error));
  g_assert_no_error (error);
  wait_until_n (browser, 1, "the game after a restart");
  check_found (browser, id, port);

  /* ended: withdrawn */
  g_assert_true (tl_hosting_end_game (hosting, id, &error));
  g_assert_no_error (error);
  g_assert_null (tl_hosting_get_announced_name (hosting, id));
  wait_until_n (browser, 0, "the ended game to go");
  g_object_unref (hosting);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  in_namespace = g_strcmp0 (g_getenv ("TL_TEST_AVAHI_NAMESPACE"), "1") == 0;
  /* never the machine's system bus: its Avahi daemon would multicast */
  if (!in_namespace)
    g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/tilelands-test", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hosting/announces-on", test_announces_on);
  g_test_add_func ("/hosting/announce/loopback", test_loopback_not_announced);
  g_test_add_func ("/hosting/announce/namespace", test_announced);
  return g_test_run ();
}
