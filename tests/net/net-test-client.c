/* net-test-client.c — a raw WebSocket client of a host for the tests of suite
 * 'net' (net-test-client.h)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "net-test-client.h"
#include "tl-record-format.h"

static void
on_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes, gpointer data)
{
  Client *c = data;
  gsize n;
  const char *text = g_bytes_get_data (bytes, &n);

  g_queue_push_tail (&c->texts, g_strndup (text, n));
}

static void
on_closed (SoupWebsocketConnection *ws, gpointer data)
{
  Client *c = data;

  c->closed = TRUE;
  c->close_code = soup_websocket_connection_get_close_code (ws);
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Client *c = data;
  g_autoptr(GError) error = NULL;

  c->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
  g_signal_connect (c->ws, "message", G_CALLBACK (on_message), c);
  g_signal_connect (c->ws, "closed", G_CALLBACK (on_closed), c);
}


Client *
client_new (SoupSession *session, const char *uri)
{
  static const char * const protocols[] = { TL_NET_SUBPROTOCOL, NULL };
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  Client *c = g_new0 (Client, 1);

  soup_session_websocket_connect_async (session, msg, NULL, (char **) protocols,
                                        G_PRIORITY_DEFAULT, NULL, on_connected, c);
  WAIT_FOR (c->ws != NULL);
  return c;
}

void
client_free (Client *c)
{
  g_signal_handlers_disconnect_by_data (c->ws, c);
  if (soup_websocket_connection_get_state (c->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (c->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_object_unref (c->ws);
  g_queue_clear_full (&c->texts, g_free);
  g_free (c);
}

/* Sends @text and reads the next message, which must be of @type; returns it. */
void
exchange (Client *c, const char *text, TlNetType type, TlNetMessage *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = NULL;

  if (text != NULL)
    soup_websocket_connection_send_text (c->ws, text);
  WAIT_FOR (!g_queue_is_empty (&c->texts));
  answer = g_queue_pop_head (&c->texts);
  g_assert_true (tl_net_message_read (answer, -1, out, &error));
  g_assert_no_error (error);
  if (out->type != type)
    g_error ("expected “%s”, got %s", tl_net_message_type_name (type), answer);
}

void
expect_refused (Client *c, const char *text, const char *code, const char *words)
{
  TlNetMessage m;

  exchange (c, text, TL_NET_REFUSED, &m);
  g_assert_cmpstr (m.code, ==, code);
  if (strstr (m.reason, words) == NULL)
    g_error ("refused “%s”, not “%s”", m.reason, words);
  tl_net_message_clear (&m);
}

char *
hello_as (guint seat, const char *token, gint64 protocol, const char *version, const char *name,
          const char *color)
{
  TlNetMessage m;
  char *text;

  tl_net_message_init (&m, TL_NET_HELLO);
  m.protocol = protocol;
  m.app_version = g_strdup (version);
  m.seat = seat;
  m.token = g_strdup (token);
  m.name = g_strdup (name);
  m.color = g_strdup (color);
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  return text;
}

/* "" keeps the seat's colour as the game has it */
char *
hello (guint seat, const char *token, gint64 protocol, const char *version)
{
  return hello_as (seat, token, protocol, version, "Ana", "");
}

const char two_seats[] =
  "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"carcassonne\","
  " \"tileset\": \"carcassonne-base\", \"options\": {\"farmers\": true},"
  " \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}],"
  " \"seed\": 1, \"setup\": {\"start\": [{\"x\": 0, \"y\": 0, \"tile\": \"D\", \"r\": 0}]},"
  " \"turns\": []}";

void
two_seats_open (TwoSeats *t)
{
  memset (t, 0, sizeof *t);
  t->session = soup_session_new_with_options ("proxy-resolver", NULL, NULL);
  t->host = tl_host_new (NULL, NULL);
}

void
two_seats_start (TwoSeats *t)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (two_seats, -1, "test", &error);

  g_assert_no_error (error);
  g_assert_true (tl_host_listen (t->host, "127.0.0.1", 0, NULL, NULL, &error));
  g_assert_no_error (error);
  t->id = tl_host_create_game (t->host, record, &t->links, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    g_assert_true (tl_net_link_parse (t->links[i], &t->link[i], NULL));
  t->uri = tl_net_link_websocket_uri (&t->link[0]);
  g_assert_true (g_str_has_prefix (t->uri, "ws://127.0.0.1:"));
}

void
two_seats_clear (TwoSeats *t)
{
  for (guint i = 0; i < 2; i++)
    tl_net_link_clear (&t->link[i]);
  g_clear_pointer (&t->links, g_strfreev);
  g_clear_pointer (&t->id, g_free);
  g_clear_pointer (&t->uri, g_free);
  g_clear_pointer (&t->host, tl_host_free);
  g_clear_object (&t->session);
}
