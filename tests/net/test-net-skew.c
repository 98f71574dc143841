/* test-net-skew.c — the digests of the built-in data in `welcome`, and a seat
 * that has other data refusing the host's game with a message naming both
 * (suite 'net'; docs/network.md "Skew")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "tl-builtin-digest.h"
#include "tl-net-data.h"
#include "tl-net-game.h"
#include "tl-net-link.h"
#include "tl-net-listener.h"
#include "tl-record-format.h"
#include "tl-remote-game.h"

/* The first 16 hex digits of the SHA-256 of data/KIND/NAME (two files for two names). */
static char *
file_digest (const char *kind, const char *first, const char *second)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  const char *names[] = { first, second, NULL };

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", kind, names[i], NULL);
      g_autofree char *text = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      g_checksum_update (sum, (const guchar *) text, length);
    }
  return g_strndup (g_checksum_get_string (sum), 16);
}

/* A record's built-in data as digests: each file's own bytes. */
static void
test_digests (void)
{
  g_autoptr(JsonNode) record = json_from_string (
    "{\"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\"], \"map\": \"usa-both\"}", NULL);
  g_autoptr(JsonNode) inline_data = json_from_string (
    "{\"tileset\": {\"tiles\": []}, \"map\": {\"cells\": []}}", NULL);
  g_autoptr(JsonNode) digests = tl_net_data_digests (record);
  g_autoptr(JsonNode) none = tl_net_data_digests (inline_data);
  g_autofree char *base = file_digest ("tilesets", "carcassonne-base.json", NULL);
  g_autofree char *inns = file_digest ("tilesets", "inns-and-cathedrals.json", NULL);
  g_autofree char *both = file_digest ("maps", "usa-west.json", "usa-east.json");
  g_autofree char *expected = g_strdup_printf (
    "{\"tileset carcassonne-base\":\"%s\",\"tileset inns-and-cathedrals\":\"%s\","
    "\"map usa-both\":\"%s\"}", base, inns, both);
  g_autofree char *text = json_to_string (digests, FALSE);
  g_autofree char *empty = json_to_string (none, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpstr (empty, ==, "{}");
  g_assert_null (tl_builtin_digest ("tileset", "nope"));
  g_assert_null (tl_builtin_digest ("tileset", "../maps/usa-west"));
  g_assert_true (tl_net_data_check (digests, &error));
  g_assert_no_error (error);
}

/* Digests that are not this program's: refused, naming the data and both digests. */
static void
test_check_errors (void)
{
  g_autofree char *base = file_digest ("tilesets", "carcassonne-base.json", NULL);
  g_autofree char *other_words = g_strdup_printf (
    "the host’s tile set carcassonne-base is not this Tilelands’ (the host’s digest "
    "0123456789abcdef, here %s): play with the same Tilelands as the host", base);
  const struct { const char *data; gint code; const char *words; } cases[] = {
    { "{\"tileset carcassonne-base\": \"0123456789abcdef\"}", TL_NET_ERROR_VERSION, other_words },
    { "{\"map usa-north\": \"0123456789abcdef\"}", TL_NET_ERROR_VERSION,
      "the host plays the map “usa-north”, which this Tilelands does not have" },
    { "{\"sound x\": \"0123456789abcdef\"}", TL_NET_ERROR_MALFORMED,
      "the data of a “welcome” names “sound x”: it must be “tileset ID” or “map ID” with a digest" },
    { "{\"tileset carcassonne-base\": 1}", TL_NET_ERROR_MALFORMED,
      "the data of a “welcome” names “tileset carcassonne-base”: it must be “tileset ID” or “map ID” with a digest" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) data = json_from_string (cases[i].data, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (tl_net_data_check (data, &error));
      g_assert_error (error, TL_NET_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].words);
    }
}

/* A host on 127.0.0.1 that answers every hello with @welcome. */
typedef struct {
  char *welcome;
  GError *failed;
  guint changed;
  GArray *pings;   /* gint64: when each ping arrived (monotonic µs), or NULL */
} Fake;

static void
on_fake_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer data)
{
  Fake *fake = data;
  const char *text = g_bytes_get_data (bytes, NULL);

  if (strstr (text, "\"hello\"") != NULL)
    soup_websocket_connection_send_text (ws, fake->welcome);
  else if (fake->pings != NULL && strstr (text, "\"ping\"") != NULL)
    {
      TlNetMessage m;
      g_autofree char *pong = NULL;
      gint64 now = g_get_monotonic_time ();

      g_array_append_val (fake->pings, now);
      g_assert_true (tl_net_message_read (text, g_bytes_get_size (bytes), &m, NULL));
      m.type = TL_NET_PONG;
      pong = tl_net_message_write (&m);
      tl_net_message_clear (&m);
      soup_websocket_connection_send_text (ws, pong);
    }
}

static void
on_fake_websocket (SoupServer *server, SoupServerMessage *msg, const char *path,
                   SoupWebsocketConnection *ws, gpointer data)
{
  g_signal_connect (ws, "message", G_CALLBACK (on_fake_message), data);
  g_object_set_data_full (G_OBJECT (server), "ws", g_object_ref (ws), g_object_unref);
}

static void
on_failed (TlRemoteGame *game, const GError *error, gpointer data)
{
  Fake *fake = data;

  g_clear_error (&fake->failed);
  fake->failed = g_error_copy (error);
}

static void
on_changed (TlRemoteGame *game, gpointer data)
{
  ((Fake *) data)->changed++;
}

#define WAIT_FOR(cond) G_STMT_START {                                          \
    gint64 deadline_ = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;          \
    while (!(cond) && g_get_monotonic_time () < deadline_)                      \
      g_main_context_iteration (NULL, TRUE);                                   \
    g_assert_true (cond);                                                      \
  } G_STMT_END

/* A seat welcomed with @digest for the game's tile set: the remote game's fate.
 * With @fake->pings, the seat pings every @ping_ms and stays until it pinged
 * four times. */
static void
join_fake_pinging (const char *digest, Fake *fake, guint ping_ms)
{
  static const char * const protocols[] = { TL_NET_SUBPROTOCOL, NULL };
  static const TlRemoteGameEvents events = { on_changed, NULL, NULL, on_failed, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (
    "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"carcassonne\","
    " \"tileset\": \"carcassonne-base\", \"options\": {},"
    " \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"seed\": 5, \"turns\": []}",
    -1, "test", &error);
  TlNetGame *game = tl_net_game_new (record, &error);
  g_autoptr(JsonNode) players = json_from_string ("[]", NULL);
  g_autofree char *welcome = tl_net_game_welcome (game, 0, players);
  g_autoptr(JsonNode) node = json_from_string (welcome, NULL);
  g_autoptr(SoupServer) server = soup_server_new (NULL, NULL);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) where = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                            G_SOCKET_PROTOCOL_TCP, NULL);
  g_autofree char *link = NULL;
  TlRemoteGame *seat;

  g_assert_no_error (error);
  if (digest != NULL)
    json_object_set_string_member (json_object_get_object_member (json_node_get_object (node), "data"),
                                   "tileset carcassonne-base", digest);
  fake->welcome = json_to_string (node, FALSE);
  soup_server_add_websocket_handler (server, "/game", NULL, (char **) protocols,
                                     on_fake_websocket, fake, NULL);
  /* as TlHost listens: our own socket, and libsoup 3.2's leaks plugged
   * (the sanitizer run checks this test for leaks too) */
  tl_net_listener_plug_leaks (server);
  g_assert_true (g_socket_bind (socket, where, TRUE, &error) && g_socket_listen (socket, &error) &&
                 soup_server_listen_socket (server, socket, 0, &error));
  link = tl_net_link_format ("127.0.0.1", tl_net_listener_port (socket), "g1", 0,
                             "0123456789abcdef0123456789abcdef", FALSE);
  seat = tl_remote_game_new (link, "Ana", "", &events, fake, &error);
  g_assert_no_error (error);
  if (fake->pings != NULL)
    tl_remote_game_set_timeouts (seat, ping_ms, 20000, 60000);
  tl_remote_game_start (seat);
  WAIT_FOR (fake->failed != NULL || fake->changed > 0);
  if (fake->pings != NULL)
    WAIT_FOR (fake->pings->len >= 4);
  tl_remote_game_free (seat);
  soup_server_disconnect (server);
  tl_net_game_free (game);
  g_free (fake->welcome);
}

static void
join_fake (const char *digest, Fake *fake)
{
  join_fake_pinging (digest, fake, 0);
}

/* A seat pings the host every ping_ms (docs/network.md "Transport": every
 * 10 s), not at each of the four checks a ping_ms makes for the pong: the
 * pings arrive at least ping_ms apart (less a little for the way there). */
static void
test_remote_pings (void)
{
  Fake fake = { .pings = g_array_new (FALSE, FALSE, sizeof (gint64)) };

  join_fake_pinging (NULL, &fake, 400);
  g_assert_no_error (fake.failed);
  g_assert_cmpuint (fake.pings->len, >=, 4);
  for (guint i = 1; i < fake.pings->len; i++)
    g_assert_cmpint (g_array_index (fake.pings, gint64, i) - g_array_index (fake.pings, gint64, i - 1),
                     >=, 350 * 1000);
  g_array_unref (fake.pings);
}

/* A seat whose built-in tile set differs from the host's refuses its game at
 * once (TL_NET_ERROR_VERSION: `join` exits 2), naming it and both digests; the
 * same data plays. */
static void
test_remote_refuses (void)
{
  g_autofree char *base = file_digest ("tilesets", "carcassonne-base.json", NULL);
  g_autofree char *words = g_strdup_printf (
    "the host’s tile set carcassonne-base is not this Tilelands’ (the host’s digest "
    "00000000ffffffff, here %s): play with the same Tilelands as the host", base);
  Fake same = { 0 }, other = { 0 };

  join_fake (NULL, &same);
  g_assert_no_error (same.failed);
  g_assert_cmpuint (same.changed, ==, 1);
  join_fake ("00000000ffffffff", &other);
  g_assert_error (other.failed, TL_NET_ERROR, TL_NET_ERROR_VERSION);
  g_assert_cmpstr (other.failed->message, ==, words);
  g_assert_cmpuint (other.changed, ==, 0);
  g_clear_error (&other.failed);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/skew/digests", test_digests);
  g_test_add_func ("/net/skew/check-errors", test_check_errors);
  g_test_add_func ("/net/skew/remote-refuses", test_remote_refuses);
  g_test_add_func ("/net/remote/pings", test_remote_pings);
  return g_test_run ();
}
