/* tl-remote-game.c — a seat in a game on a host: connect, hello, follow the
 * events on the seat's twin, check each digest, resync, reconnect
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "tl-net-data.h"
#include "tl-net-link.h"
#include "tl-record-format.h"
#include "tl-remote-game.h"
#include "tl-net-session.h"

/* The first wait before connecting again, and the longest, in ms. */
#define BACKOFF_FIRST 100
#define BACKOFF_MAX 3000

static const char * const protocols[] = { TL_NET_SUBPROTOCOL, NULL };

struct _TlRemoteGame {
  TlNetLink link;
  char *name;
  char *color;
  TlRemoteGameEvents events;
  gpointer data;

  SoupSession *session;
  SoupWebsocketConnection *ws;
  GCancellable *cancellable;
  guint reconnect_source;
  guint ping_source;
  guint backoff;
  gint64 unreachable_since;   /* monotonic µs of the first failure in a row, or 0 */
  gint64 ping_sent;           /* monotonic µs of the ping without a pong, or 0 */
  gint64 ping_last;           /* monotonic µs of the last ping sent, or 0 */
  guint ping_ms, pong_ms, unreachable_ms;
  gboolean stopped;           /* ended or failed: no reconnection */
  gboolean resyncing;         /* a hello was sent again: events wait for the welcome */

  TlGameState *twin;
  gint64 seq;
  guint steps_sent;
  TlRecord *record;           /* from end */
};

static void connect_now (TlRemoteGame *game);

static void
send_text (TlRemoteGame *game, const char *text)
{
  if (game->ws != NULL && soup_websocket_connection_get_state (game->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (game->ws, text);
}

static void
drop_connection (TlRemoteGame *game, gushort code, const char *reason)
{
  SoupWebsocketConnection *ws = game->ws;

  g_clear_handle_id (&game->ping_source, g_source_remove);
  game->ping_sent = 0;
  if (ws == NULL)
    return;
  game->ws = NULL;
  g_signal_handlers_disconnect_by_data (ws, game);
  if (soup_websocket_connection_get_state (ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (ws, code, reason);
  g_object_unref (ws);
}

static void
fail (TlRemoteGame *game, TlNetError code, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
fail (TlRemoteGame *game, TlNetError code, const char *format, ...)
{
  g_autoptr(GError) error = NULL;
  va_list args;

  if (game->stopped)
    return;
  game->stopped = TRUE;
  g_clear_handle_id (&game->reconnect_source, g_source_remove);
  drop_connection (game, SOUP_WEBSOCKET_CLOSE_NORMAL, "leaving");
  va_start (args, format);
  error = g_error_new_valist (TL_NET_ERROR, code, format, args);
  va_end (args);
  game->events.failed (game, error, game->data);
}

static gboolean
reconnect_cb (gpointer data)
{
  TlRemoteGame *game = data;

  game->reconnect_source = 0;
  connect_now (game);
  return G_SOURCE_REMOVE;
}

static void
schedule_reconnect (TlRemoteGame *game, const char *why)
{
  gint64 now = g_get_monotonic_time ();

  if (game->stopped || game->reconnect_source != 0)
    return;
  if (game->unreachable_since == 0)
    game->unreachable_since = now;
  if ((now - game->unreachable_since) / 1000 >= game->unreachable_ms)
    {
      fail (game, TL_NET_ERROR_UNREACHABLE, "the host %s:%u could not be reached for %u s: %s",
            game->link.host, game->link.port, game->unreachable_ms / 1000, why);
      return;
    }
  game->reconnect_source = g_timeout_add (game->backoff, reconnect_cb, game);
  game->backoff = MIN (game->backoff * 2, BACKOFF_MAX);
  if (game->events.lost != NULL)
    game->events.lost (game, why, game->data);
}

static void
send_hello (TlRemoteGame *game)
{
  TlNetMessage m;
  g_autofree char *text = NULL;

  tl_net_message_init (&m, TL_NET_HELLO);
  m.protocol = TL_NET_PROTOCOL;
  m.app_version = g_strdup (PACKAGE_VERSION);
  m.seat = game->link.seat;
  m.token = g_strdup (game->link.token);
  m.name = g_strdup (game->name);
  m.color = g_strdup (game->color);
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  send_text (game, text);
}

static void
resync (TlRemoteGame *game, const char *why)
{
  g_message ("seat %u: resync from a new welcome: %s", game->link.seat, why);
  game->resyncing = TRUE;
  send_hello (game);
}

static gboolean
digest_matches (TlRemoteGame *game, const char *digest)
{
  g_autofree char *mine = tl_game_state_public_digest (game->twin, game->link.seat);

  return strcmp (mine, digest) == 0;
}

static void
on_welcome (TlRemoteGame *game, TlNetMessage *m)
{
  g_autofree char *text = json_to_string (m->node, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) view = NULL;
  TlGameState *twin;

  if (m->seat != game->link.seat)
    {
      fail (game, TL_NET_ERROR_REFUSED, "the host welcomed seat %" G_GINT64_FORMAT ", not %u",
            m->seat, game->link.seat);
      return;
    }
  if (!tl_net_data_check (m->data, &error))
    {
      fail (game, error->code, "%s", error->message);
      return;
    }
  view = tl_record_format_load_data_full (text, -1, "the host’s welcome", TL_RECORD_LOAD_VIEW,
                                          &error);
  twin = view != NULL ? tl_game_state_replay (view, &error) : NULL;
  if (twin == NULL)
    {
      fail (game, TL_NET_ERROR_REFUSED, "the game the host sent cannot be played here: %s",
            error->message);
      return;
    }
  tl_game_state_free (game->twin);
  game->twin = twin;
  game->seq = m->seq;
  game->resyncing = FALSE;
  if (!digest_matches (game, m->digest))
    {
      fail (game, TL_NET_ERROR_REFUSED,
            "the game the host sent is not the same game here (its digest differs): "
            "is this the same Tilelands, with the same tile sets and maps?");
      return;
    }
  if (game->events.changed != NULL)
    game->events.changed (game, game->data);
}

static void
on_event (TlRemoteGame *game, TlNetMessage *m)
{
  const TlRecord *record;
  g_autoptr(GError) error = NULL;
  TlTurnRecord turn;
  gboolean ok;

  if (game->twin == NULL || game->resyncing || m->seq <= game->seq)
    return;   /* before the welcome, or already followed */
  record = tl_game_state_record (game->twin);
  if (m->turn_index < record->turns->len)
    return;
  if (m->turn_index > record->turns->len)
    {
      resync (game, "an event was missed");
      return;
    }
  if (!tl_record_format_turn_from_json (record, m->node, "the host’s event", "$.step", &turn, &error))
    {
      resync (game, error->message);
      return;
    }
  ok = tl_game_state_follow (game->twin, &turn, m->whole, &error);
  tl_turn_record_clear (&turn);
  if (!ok)
    {
      resync (game, error->message);
      return;
    }
  game->seq = m->seq;
  if (!digest_matches (game, m->digest))
    {
      resync (game, "the digest differs");
      return;
    }
  if (game->events.changed != NULL)
    game->events.changed (game, game->data);
}

static void
on_end (TlRemoteGame *game, TlNetMessage *m)
{
  g_autofree char *text = json_to_string (m->node, FALSE);
  g_autoptr(GError) error = NULL;
  TlRecord *record = tl_record_format_load_data (text, -1, "the host’s end", &error);

  if (record == NULL)
    {
      fail (game, TL_NET_ERROR_REFUSED, "the record the host sent at the end does not load: %s",
            error->message);
      return;
    }
  g_clear_pointer (&game->record, tl_record_free);
  game->record = record;
  game->stopped = TRUE;
  drop_connection (game, SOUP_WEBSOCKET_CLOSE_NORMAL, "the game is over");
  if (game->events.ended != NULL)
    game->events.ended (game, game->data);
}

static void
on_refused (TlRemoteGame *game, TlNetMessage *m)
{
  if (strcmp (m->code, "token") == 0)
    fail (game, TL_NET_ERROR_TOKEN, "the host refused this link: %s", m->reason);
  else if (strcmp (m->code, "version") == 0)
    fail (game, TL_NET_ERROR_VERSION, "the host refused to play: %s", m->reason);
  else if (strcmp (m->code, "replaced") == 0)
    fail (game, TL_NET_ERROR_REPLACED, "%s", m->reason);
  else if (strcmp (m->code, "player") == 0)
    fail (game, TL_NET_ERROR_REFUSED, "the host refused your name or colour: %s", m->reason);
  else if (game->events.refused != NULL)
    game->events.refused (game, m->id, m->code, m->reason, game->data);
}

static void
on_message (SoupWebsocketConnection *ws,
            gint                     type,
            GBytes                  *bytes,
            gpointer                 data)
{
  TlRemoteGame *game = data;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);
  TlNetMessage m;

  if (game->events.received != NULL)
    game->events.received (game, text, length, game->data);
  if (!tl_net_message_read (text, length, &m, &error))
    {
      g_warning ("seat %u: the host sent %s", game->link.seat, error->message);
      return;
    }
  switch (m.type)
    {
    case TL_NET_WELCOME:
      on_welcome (game, &m);
      break;
    case TL_NET_EVENT:
      on_event (game, &m);
      break;
    case TL_NET_END:
      on_end (game, &m);
      break;
    case TL_NET_REFUSED:
      on_refused (game, &m);
      break;
    case TL_NET_PING:
      {
        g_autofree char *pong = NULL;

        m.type = TL_NET_PONG;
        pong = tl_net_message_write (&m);
        send_text (game, pong);
        break;
      }
    case TL_NET_PONG:
      game->ping_sent = 0;
      break;
    default:
      break;   /* presence: nothing to do for a seat without a screen */
    }
  tl_net_message_clear (&m);
}

static void
on_closed (SoupWebsocketConnection *ws,
           gpointer                 data)
{
  TlRemoteGame *game = data;
  g_autofree char *why = g_strdup_printf ("the connection closed (%u)",
                                          soup_websocket_connection_get_close_code (ws));

  drop_connection (game, 0, NULL);
  game->unreachable_since = 0;   /* it was reached: the 60 s count from now */
  schedule_reconnect (game, why);
}

static gboolean
ping_cb (gpointer data)
{
  TlRemoteGame *game = data;
  TlNetMessage m;
  g_autofree char *text = NULL;
  gint64 now = g_get_monotonic_time ();

  if (game->ping_sent != 0 && (now - game->ping_sent) / 1000 >= game->pong_ms)
    {
      game->ping_source = 0;
      drop_connection (game, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, "no pong");
      game->unreachable_since = 0;
      schedule_reconnect (game, "the host did not answer a ping");
      return G_SOURCE_REMOVE;
    }
  /* checked four times a ping_ms for the pong, but a ping only every ping_ms
   * (each wakes the host, which at a thousand games is most of its work) */
  if (game->ping_sent == 0 && (now - game->ping_last) / 1000 >= game->ping_ms)
    {
      game->ping_sent = now;
      game->ping_last = now;
      tl_net_message_init (&m, TL_NET_PING);
      m.t = now;
      text = tl_net_message_write (&m);
      send_text (game, text);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_connected (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  TlRemoteGame *game = data;
  g_autoptr(GError) error = NULL;
  SoupWebsocketConnection *ws;

  ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (ws == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        schedule_reconnect (game, error->message);
      return;
    }
  game->ws = ws;
  game->backoff = BACKOFF_FIRST;
  game->unreachable_since = 0;
  soup_websocket_connection_set_max_incoming_payload_size (ws, 8 * 1024 * 1024);
  soup_websocket_connection_set_keepalive_interval (ws, 0);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), game);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), game);
  game->resyncing = FALSE;
  send_hello (game);
  game->ping_source = g_timeout_add (MAX (game->ping_ms / 4, 50), ping_cb, game);
}

static void
connect_now (TlRemoteGame *game)
{
  g_autofree char *uri = tl_net_link_websocket_uri (&game->link);
  g_autoptr(SoupMessage) msg = soup_message_new (SOUP_METHOD_GET, uri);

  if (game->stopped)
    return;
  soup_session_websocket_connect_async (game->session, msg, NULL, (char **) protocols,
                                        G_PRIORITY_DEFAULT, game->cancellable, on_connected, game);
}

TlRemoteGame *
tl_remote_game_new (const char               *link,
                    const char               *name,
                    const char               *color,
                    const TlRemoteGameEvents *events,
                    gpointer                  data,
                    GError                  **error)
{
  SoupSession *session = tl_net_session_new (error);
  TlRemoteGame *game;

  if (session == NULL)
    return NULL;
  game = g_new0 (TlRemoteGame, 1);
  if (!tl_net_link_parse (link, &game->link, error))
    {
      g_object_unref (session);
      g_free (game);
      return NULL;
    }
  game->name = g_strdup (name);
  game->color = g_strdup (color);
  game->events = *events;
  game->data = data;
  game->backoff = BACKOFF_FIRST;
  game->ping_ms = 10000;
  game->pong_ms = 20000;
  game->unreachable_ms = 60000;
  game->seq = -1;
  game->cancellable = g_cancellable_new ();
  /* no compression: the extension manager is what offers permessage-deflate */
  game->session = session;
  soup_session_remove_feature_by_type (game->session, SOUP_TYPE_WEBSOCKET_EXTENSION_MANAGER);
  return game;
}

void
tl_remote_game_free (TlRemoteGame *game)
{
  if (game == NULL)
    return;
  game->stopped = TRUE;
  g_cancellable_cancel (game->cancellable);
  g_clear_handle_id (&game->reconnect_source, g_source_remove);
  drop_connection (game, SOUP_WEBSOCKET_CLOSE_NORMAL, "leaving");
  g_clear_object (&game->cancellable);
  g_clear_object (&game->session);
  tl_game_state_free (game->twin);
  g_clear_pointer (&game->record, tl_record_free);
  tl_net_link_clear (&game->link);
  g_free (game->name);
  g_free (game->color);
  g_free (game);
}

void
tl_remote_game_set_timeouts (TlRemoteGame *game,
                             guint         ping_ms,
                             guint         pong_ms,
                             guint         unreachable_ms)
{
  game->ping_ms = ping_ms;
  game->pong_ms = pong_ms;
  game->unreachable_ms = unreachable_ms;
}

void
tl_remote_game_start (TlRemoteGame *game)
{
  connect_now (game);
}

TlGameState *
tl_remote_game_get_twin (TlRemoteGame *game)
{
  return game->twin;
}

guint
tl_remote_game_get_seat (TlRemoteGame *game)
{
  return game->link.seat;
}

const char *
tl_remote_game_get_id (TlRemoteGame *game)
{
  return game->link.game;
}

gint64
tl_remote_game_get_seq (TlRemoteGame *game)
{
  return game->seq;
}

const TlRecord *
tl_remote_game_get_record (TlRemoteGame *game)
{
  return game->record;
}

gboolean
tl_remote_game_send_step (TlRemoteGame *game,
                          JsonNode     *turn,
                          gboolean      end)
{
  TlNetMessage m;
  g_autofree char *text = NULL;

  if (game->ws == NULL || game->resyncing)
    return FALSE;
  tl_net_message_init (&m, TL_NET_STEP);
  m.id = g_strdup_printf ("%u-%" G_GINT64_FORMAT "-%u", game->link.seat, game->seq,
                          ++game->steps_sent);
  m.node = json_node_copy (turn);
  m.end = end;
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  send_text (game, text);
  return TRUE;
}

gboolean
tl_remote_game_send_text (TlRemoteGame *game,
                          const char   *text)
{
  if (game->ws == NULL)
    return FALSE;
  send_text (game, text);
  return TRUE;
}
