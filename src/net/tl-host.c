/* tl-host.c — games on a WebSocket server (docs/network.md "The host")
 *
 * Every connection says `hello` with its seat's token; the host checks each
 * step with the engine (TlNetGame), stores the game, then sends the events.
 * Games and their seats: tl-host-seats.c.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-host-private.h"
#include "tl-net-link.h"
#include "tl-net-listener.h"
#include "tl-net-token.h"
#include "tl-record-format.h"

#include <string.h>

/* Messages refused on one connection before it is closed as abuse. */
#define MAX_REFUSALS 50
/* How many connections may wait to be accepted (the kernel caps it at net.core.somaxconn). */
#define LISTEN_BACKLOG 4096

static const char * const protocols[] = { TL_NET_SUBPROTOCOL, NULL };

static void
send_text (Conn *conn, const char *text)
{
  if (conn->ws != NULL &&
      soup_websocket_connection_get_state (conn->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (conn->ws, text);
}

void
_tl_host_send (Conn *conn, const char *text)
{
  send_text (conn, text);
}

static void
refuse (Conn *conn, const char *code, const char *id, const char *reason)
{
  g_autofree char *text = tl_net_message_refused (code, id, reason);

  g_message ("refused %s (seat %d of game %s): %s: %s", conn->peer, conn->seat,
             conn->game != NULL ? conn->game->id : "?", code, reason);
  send_text (conn, text);
  if (++conn->refusals > MAX_REFUSALS && conn->ws != NULL)
    soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION,
                                     "too many refused messages");
}

void
_tl_host_refuse (Conn *conn, const char *code, const char *id, const char *reason)
{
  refuse (conn, code, id, reason);
}

void
_tl_host_send_presence (HostGame *game)
{
  TlNetMessage m;
  g_autofree char *text = NULL;

  tl_net_message_init (&m, TL_NET_PRESENCE);
  m.players = _tl_host_players_node (game);
  m.seats = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    if (game->conns[i] != NULL)
      g_array_append_val (m.seats, i);
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    if (game->conns[i] != NULL)
      send_text (game->conns[i], text);
}

static void
send_welcome (Conn *conn)
{
  g_autoptr(JsonNode) players = _tl_host_players_node (conn->game);
  g_autofree char *text = tl_net_game_welcome (conn->game->game, conn->seat, players);

  send_text (conn, text);
  if (tl_net_game_is_over (conn->game->game))
    {
      g_autofree char *end = tl_net_game_end_message (conn->game->game);

      send_text (conn, end);
    }
}

static void
on_hello (Conn *conn, TlNetMessage *m)
{
  HostGame *game = conn->game;
  g_autoptr(GError) error = NULL;
  Conn *old;

  if (m->protocol != TL_NET_PROTOCOL || g_strcmp0 (m->app_version, PACKAGE_VERSION) != 0)
    {
      g_autofree char *reason =
        g_strdup_printf ("this host plays protocol %d with Tilelands %s; you have protocol %"
                         G_GINT64_FORMAT " with Tilelands %.40s", TL_NET_PROTOCOL,
                         PACKAGE_VERSION, m->protocol, m->app_version);
      refuse (conn, "version", NULL, reason);
      return;
    }
  if (_tl_host_token_revoked (game, m->token))
    {
      refuse (conn, "token", NULL,
              "this invite link was revoked: ask the game’s creator for a new one");
      return;
    }
  if (m->seat >= tl_net_game_n_players (game->game) || game->hashes[m->seat] == NULL ||
      !tl_net_token_matches (m->token, game->hashes[m->seat]))
    {
      refuse (conn, "token", NULL,
              "this invite link is not valid for this game (its seat or token is wrong, or it was revoked)");
      return;
    }
  if (conn->seat >= 0 && conn->seat != m->seat)
    {
      refuse (conn, "token", NULL, "this connection already plays another seat");
      return;
    }
  if (!_tl_host_take_player (game, m->seat, m->name, m->color, &error))
    {
      refuse (conn, "player", NULL, error->message);
      return;
    }
  old = game->conns[m->seat];
  if (old != NULL && old != conn)
    {
      g_message ("seat %u of game %s: a new connection replaces %s", (guint) m->seat, game->id,
                 old->peer);
      _tl_host_drop_seat (old, "replaced",
                          "you joined this seat from another connection, which plays it now",
                          "replaced");
    }
  conn->seat = m->seat;
  game->conns[m->seat] = conn;
  game->left[m->seat] = FALSE;
  if (old != conn)
    g_message ("seat %u of game %s joined from %s", (guint) m->seat, game->id, conn->peer);
  send_welcome (conn);
  /* a new connection, or a name or colour changed */
  _tl_host_send_presence (game);
}

void
_tl_host_drop_seat (Conn       *conn,
                    const char *code,
                    const char *reason,
                    const char *close_reason)
{
  HostGame *game = conn->game;
  g_autofree char *text = tl_net_message_refused (code, NULL, reason);

  send_text (conn, text);
  if (game != NULL && conn->seat >= 0 && game->conns[conn->seat] == conn)
    game->conns[conn->seat] = NULL;
  conn->game = NULL;
  conn->seat = -1;
  if (conn->ws != NULL)
    soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, close_reason);
  if (game != NULL)
    _tl_host_send_presence (game);
}

static void
on_step (Conn *conn, TlNetMessage *m)
{
  HostGame *game = conn->game;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = NULL;
  const char *code;

  if (conn->seat < 0)
    {
      refuse (conn, "hello", m->id, "say hello with your seat’s token first");
      return;
    }
  if (g_hash_table_contains (game->step_ids, m->id))
    return;   /* applied already: a step sent twice is applied once */
  if (game->computer[conn->seat] >= 0)
    {
      refuse (conn, "computer", m->id,
              game->resigned[conn->seat]
                ? "you resigned: a computer player plays your seat to the end"
                : "a computer player plays your seat now: ask the game’s host to give it back");
      return;
    }
  if (conn->host->max_step_rate > 0)
    {
      gint64 now = g_get_monotonic_time ();

      if (now - conn->rate_start >= G_USEC_PER_SEC)
        {
          conn->rate_start = now;
          conn->rate_steps = 0;
        }
      if (++conn->rate_steps > conn->host->max_step_rate)
        {
          g_autofree char *reason = g_strdup_printf (
            "more than %u steps in a second: wait for the events of your steps",
            conn->host->max_step_rate);

          refuse (conn, "rate", m->id, reason);
          return;
        }
    }
  if (!tl_net_game_apply (game->game, conn->seat, m->node, m->end, &code, &error))
    {
      refuse (conn, code, m->id, error->message);
      return;
    }
  g_hash_table_add (game->step_ids, g_strdup (m->id));
  game->last_step = g_get_monotonic_time ();
  /* stored before anyone hears of it */
  if (!_tl_host_store_game (conn->host, game, &error))
    g_critical ("game %s: the step was not stored: %s", game->id, error->message);
  events = tl_net_game_take_events (game->game);
  _tl_host_send_events (game, events);
  _tl_host_computer_next (game);
}

void
_tl_host_send_events (HostGame  *game,
                      GPtrArray *events)
{
  for (guint e = 0; e < events->len; e++)
    {
      GStrv texts = g_ptr_array_index (events, e);

      for (guint i = 0; texts[i] != NULL; i++)
        if (game->conns[i] != NULL)
          send_text (game->conns[i], texts[i]);
    }
  if (tl_net_game_is_over (game->game) && !game->over_sent)
    {
      g_autofree char *end = tl_net_game_end_message (game->game);

      game->over_sent = TRUE;
      for (guint i = 0; i < TL_MAX_PLAYERS; i++)
        if (game->conns[i] != NULL)
          send_text (game->conns[i], end);
      g_message ("game %s is over", game->id);
      if (game->host->over_func != NULL)
        game->host->over_func (game->host, game->id, game->host->over_data);
    }
}

static void
on_message (SoupWebsocketConnection *ws,
            gint                     type,
            GBytes                  *bytes,
            gpointer                 data)
{
  Conn *conn = data;
  g_autoptr(GError) error = NULL;
  TlNetMessage m;
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);

  if (conn->game == NULL)
    return;   /* replaced: it closes */
  if (length > TL_NET_MAX_MESSAGE)
    {
      g_message ("closed %s: a message of %" G_GSIZE_FORMAT " bytes", conn->peer, length);
      soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_TOO_BIG, "a message over 64 KiB");
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      refuse (conn, "malformed", NULL, "messages are JSON text, not binary");
      return;
    }
  if (!tl_net_message_read (text, length, &m, &error))
    {
      refuse (conn, error->code == TL_NET_ERROR_UNKNOWN ? "unknown" : "malformed", NULL,
              error->message);
      return;
    }
  switch (m.type)
    {
    case TL_NET_HELLO:
      on_hello (conn, &m);
      break;
    case TL_NET_STEP:
      on_step (conn, &m);
      break;
    case TL_NET_PING:
      {
        g_autofree char *pong = NULL;

        m.type = TL_NET_PONG;
        pong = tl_net_message_write (&m);
        send_text (conn, pong);
        break;
      }
    case TL_NET_PONG:
      break;
    case TL_NET_LEAVE:
    case TL_NET_RESIGN:
      if (conn->seat < 0)
        refuse (conn, "hello", NULL, "say hello with your seat’s token first");
      else if (m.type == TL_NET_LEAVE)
        _tl_host_on_leave (conn);
      else
        _tl_host_on_resign (conn);
      break;
    default:
      {
        g_autofree char *reason = g_strdup_printf ("a player does not send “%s”",
                                                   tl_net_message_type_name (m.type));
        refuse (conn, "unknown", NULL, reason);
      }
    }
  tl_net_message_clear (&m);
}

static void
conn_free (Conn *conn)
{
  g_clear_object (&conn->ws);
  g_free (conn->peer);
  g_free (conn);
}

static void
on_closed (SoupWebsocketConnection *ws,
           gpointer                 data)
{
  Conn *conn = data;
  HostGame *game = conn->game;

  g_message ("connection from %s closed (%u)", conn->peer,
             soup_websocket_connection_get_close_code (ws));
  if (game != NULL && conn->seat >= 0 && game->conns[conn->seat] == conn)
    {
      game->conns[conn->seat] = NULL;
      _tl_host_send_presence (game);
    }
  conn->host->conns = g_list_remove (conn->host->conns, conn);
  conn_free (conn);
}

static void
on_websocket (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *ws,
              gpointer                 data)
{
  TlHost *host = data;
  Conn *conn = g_new0 (Conn, 1);
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);

  conn->host = host;
  conn->seat = -1;
  conn->ws = g_object_ref (ws);
  conn->peer = remote != NULL && G_IS_INET_SOCKET_ADDRESS (remote)
    ? g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)))
    : g_strdup ("?");
  /* a message over 64 KiB is read, then closes the connection with 1009 (on_message);
   * libsoup drops one over 1 MiB without a word */
  soup_websocket_connection_set_max_incoming_payload_size (ws, 1024 * 1024);
  soup_websocket_connection_set_keepalive_interval (ws, 0);
  host->conns = g_list_prepend (host->conns, conn);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), conn);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), conn);
  conn->game = g_str_has_prefix (path, "/game/")
    ? g_hash_table_lookup (host->games, path + strlen ("/game/")) : NULL;
  g_message ("connection from %s for %s", conn->peer, path);
  if (conn->game == NULL)
    {
      conn->game = NULL;
      g_message ("refused %s: no game at %s", conn->peer, path);
      {
        g_autofree char *text = tl_net_message_refused ("token", NULL,
                                                        "this host has no such game (the link is wrong, or the game was removed)");
        soup_websocket_connection_send_text (ws, text);
      }
      soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "no such game");
    }
}

void
_tl_host_reply_json (SoupServerMessage *msg, guint status, JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_COPY, text, strlen (text));
}

void
_tl_host_reply_error (SoupServerMessage *msg, guint status, const char *reason)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "error");
  json_builder_add_string_value (b, reason);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  _tl_host_reply_json (msg, status, node);
}

/* Counts a creation asked for by @peer against tl_host_set_max_creates():
 * FALSE when the address made its most games in the last hour. */
static gboolean
take_creation (TlHost     *host,
               const char *peer)
{
  gint64 now = g_get_monotonic_time ();
  GArray *times;
  guint kept = 0;

  if (host->max_creates == 0)
    return TRUE;
  if (host->creates == NULL)
    host->creates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) g_array_unref);
  times = g_hash_table_lookup (host->creates, peer);
  if (times == NULL)
    {
      times = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_hash_table_insert (host->creates, g_strdup (peer), times);
    }
  for (guint i = 0; i < times->len; i++)
    if (now - g_array_index (times, gint64, i) < (gint64) 3600 * G_USEC_PER_SEC)
      g_array_index (times, gint64, kept++) = g_array_index (times, gint64, i);
  g_array_set_size (times, kept);
  if (kept >= host->max_creates)
    return FALSE;
  g_array_append_val (times, now);
  return TRUE;
}

/* POST /games with a record's header (players, options, no turns): a new game. */
static void
on_create (SoupServer        *server,
           SoupServerMessage *msg,
           const char        *path,
           GHashTable        *query,
           gpointer           data)
{
  TlHost *host = data;
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) links = NULL;
  g_autofree char *id = NULL;
  g_autofree char *admin = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);
  g_autofree char *peer = remote != NULL && G_IS_INET_SOCKET_ADDRESS (remote)
    ? g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)))
    : g_strdup ("?");

  if (g_str_has_prefix (path, "/games/"))
    {
      _tl_host_on_seat_link (host, msg, path);
      return;
    }
  if (strcmp (path, "/games") != 0 || strcmp (soup_server_message_get_method (msg), "POST") != 0)
    {
      g_message ("refused %s %s for %s: not POST /games", soup_server_message_get_method (msg),
                 path, peer);
      _tl_host_reply_error (msg, SOUP_STATUS_NOT_FOUND, "POST /games creates a game; nothing else is here");
      return;
    }
  if (host->create_hash != NULL)
    {
      const char *auth = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                       "Authorization");

      if (auth == NULL || !g_str_has_prefix (auth, "Bearer ") ||
          !tl_net_token_matches (auth + strlen ("Bearer "), host->create_hash))
        {
          g_message ("refused a game for %s: %s", peer,
                     auth == NULL ? "no creation token" : "a wrong creation token");
          _tl_host_reply_error (msg, SOUP_STATUS_FORBIDDEN,
                                "this server makes games only with its creation token "
                                "(tilelands-cli create --create-token TOKEN)");
          return;
        }
    }
  if (!take_creation (host, peer))
    {
      g_autofree char *reason = g_strdup_printf (
        "this address made its most games (%u) in the last hour; try again later",
        host->max_creates);

      g_message ("refused a game for %s: %s", peer, reason);
      _tl_host_reply_error (msg, 429 /* Too Many Requests: libsoup 3.2 names no constant */, reason);
      return;
    }
  bytes = soup_message_body_flatten (body);
  if (g_bytes_get_size (bytes) > TL_NET_MAX_MESSAGE)
    {
      g_message ("refused a game for %s: over 64 KiB", peer);
      _tl_host_reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, "the game asked for is over 64 KiB");
      return;
    }
  record = tl_record_format_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                       "the game asked for", &error);
  if (record == NULL)
    {
      g_message ("refused a game for %s: %s", peer, error->message);
      _tl_host_reply_error (msg, SOUP_STATUS_BAD_REQUEST, error->message);
      return;
    }
  id = tl_host_create_game (host, record, &links, &error);
  if (id == NULL)
    {
      g_message ("refused a game for %s: %s", peer, error->message);
      _tl_host_reply_error (msg, g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_FULL)
                        ? SOUP_STATUS_SERVICE_UNAVAILABLE : SOUP_STATUS_BAD_REQUEST, error->message);
      return;
    }
  admin = _tl_host_new_admin (host, g_hash_table_lookup (host->games, id), &error);
  if (admin == NULL)
    {
      g_message ("refused a game for %s: %s", peer, error->message);
      _tl_host_reply_error (msg, SOUP_STATUS_INTERNAL_SERVER_ERROR, error->message);
      return;
    }
  g_message ("game %s created for %s", id, peer);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, id);
  json_builder_set_member_name (b, "links");
  json_builder_begin_array (b);
  for (guint i = 0; links[i] != NULL; i++)
    json_builder_add_string_value (b, links[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "admin");
  json_builder_add_string_value (b, admin);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  _tl_host_reply_json (msg, SOUP_STATUS_OK, node);
}

TlHost *
tl_host_new (TlStore    *store,
             const char *seats_path)
{
  TlHost *host = g_new0 (TlHost, 1);

  host->store = store != NULL ? g_object_ref (store) : NULL;
  host->seats_path = g_strdup (seats_path);
  host->games = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, _tl_host_game_free);
  host->max_computer_level = TL_AI_MAX_LEVEL;
  host->computer_budget_ms = TL_AI_DEFAULT_BUDGET_MS;
  return host;
}

void
tl_host_free (TlHost *host)
{
  if (host == NULL)
    return;
  while (host->conns != NULL)
    {
      Conn *conn = host->conns->data;

      host->conns = g_list_delete_link (host->conns, host->conns);
      if (conn->game != NULL && conn->seat >= 0 && conn->game->conns[conn->seat] == conn)
        conn->game->conns[conn->seat] = NULL;
      g_signal_handlers_disconnect_by_data (conn->ws, conn);
      if (soup_websocket_connection_get_state (conn->ws) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_GOING_AWAY,
                                         "the host stops");
      conn_free (conn);
    }
  g_clear_handle_id (&host->idle_source, g_source_remove);
  if (host->server != NULL)
    soup_server_disconnect (host->server);
  g_clear_object (&host->server);
  g_hash_table_unref (host->games);
  g_clear_pointer (&host->creates, g_hash_table_unref);
  g_clear_object (&host->store);
  g_free (host->seats_path);
  g_free (host->address);
  g_free (host->link_address);
  g_free (host->create_hash);
  g_free (host);
}

void
tl_host_set_max_games (TlHost *host,
                       guint   max_games)
{
  host->max_games = max_games;
}

void
tl_host_set_create_token (TlHost     *host,
                          const char *token)
{
  g_free (host->create_hash);
  host->create_hash = token != NULL ? tl_net_token_hash (token) : NULL;
}

void
tl_host_set_max_step_rate (TlHost *host,
                           guint   steps)
{
  host->max_step_rate = steps;
}

void
tl_host_set_max_creates (TlHost *host,
                         guint   games)
{
  host->max_creates = games;
}

/* Lets go of the games idle for longer than the limit. */
static gboolean
expire_idle (gpointer data)
{
  TlHost *host = data;
  gint64 now = g_get_monotonic_time ();
  g_autoptr(GPtrArray) idle = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  HostGame *game;

  g_hash_table_iter_init (&iter, host->games);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &game))
    if (!tl_net_game_is_over (game->game) && now - game->last_step > host->idle_limit)
      g_ptr_array_add (idle, game);
  for (guint i = 0; i < idle->len; i++)
    {
      game = g_ptr_array_index (idle, i);
      g_message ("game %s expired: no step for %" G_GINT64_FORMAT " s", game->id,
                 (now - game->last_step) / G_USEC_PER_SEC);
      for (guint s = 0; s < TL_MAX_PLAYERS; s++)
        {
          Conn *conn = game->conns[s];

          if (conn == NULL)
            continue;
          refuse (conn, "over", NULL, "the game waited too long without a move and was closed");
          conn->game = NULL;
          conn->seat = -1;
          game->conns[s] = NULL;
          soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, "expired");
        }
      g_hash_table_remove (host->games, game->id);
    }
  if (idle->len > 0 && !_tl_host_write_seats (host, &error))
    g_warning ("the seats file was not written: %s", error->message);
  return G_SOURCE_CONTINUE;
}

void
tl_host_set_idle_limit (TlHost *host,
                        double  seconds)
{
  g_clear_handle_id (&host->idle_source, g_source_remove);
  host->idle_limit = seconds > 0 ? (gint64) (seconds * G_USEC_PER_SEC) : 0;
  if (host->idle_limit > 0)
    host->idle_source = g_timeout_add (MAX (50, MIN (seconds * 250, 600000)), expire_idle, host);
}

void
tl_host_set_over_func (TlHost         *host,
                       TlHostOverFunc  func,
                       gpointer        data)
{
  host->over_func = func;
  host->over_data = data;
}

gboolean
tl_host_listen (TlHost      *host,
                const char  *address,
                guint        port,
                const char  *tls_cert,
                const char  *tls_key,
                GError     **error)
{
  g_autoptr(GSocketAddress) where = NULL;
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocket) socket = NULL;

  if (inet == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "“%s” is not an IP address", address);
      return FALSE;
    }
  host->server = soup_server_new ("server-header", "tilelands/" PACKAGE_VERSION, NULL);
  tl_net_listener_plug_leaks (host->server);
  soup_server_remove_websocket_extension (host->server, SOUP_TYPE_WEBSOCKET_EXTENSION_DEFLATE);
  if (tls_cert != NULL)
    {
      g_autoptr(GTlsCertificate) cert = g_tls_certificate_new_from_files (tls_cert, tls_key, error);

      if (cert == NULL)
        return FALSE;
      soup_server_set_tls_certificate (host->server, cert);
      host->tls = TRUE;
    }
  soup_server_add_websocket_handler (host->server, "/game", NULL, (char **) protocols,
                                     on_websocket, host, NULL);
  soup_server_add_handler (host->server, "/games", on_create, host, NULL);
  where = g_inet_socket_address_new (inet, port);
  /* our own socket, for its backlog: soup_server_listen() keeps 10 connections
   * waiting to be accepted, and a burst beyond that (hundreds of seats coming
   * back after a restart; bench-net-load) waits for the clients' SYN
   * retransmissions, up to a minute */
  socket = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                         G_SOCKET_PROTOCOL_TCP, error);
  if (socket == NULL)
    return FALSE;
  g_socket_set_listen_backlog (socket, LISTEN_BACKLOG);
  if (!g_socket_bind (socket, where, TRUE, error) || !g_socket_listen (socket, error) ||
      !soup_server_listen_socket (host->server, socket, host->tls ? SOUP_SERVER_LISTEN_HTTPS : 0,
                                  error))
    return FALSE;
  host->port = tl_net_listener_port (socket);
  host->address = g_strdup (address);
  return TRUE;
}

gboolean
tl_host_set_public_url (TlHost      *host,
                        const char  *url,
                        GError     **error)
{
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  const char *scheme = uri != NULL ? g_uri_get_scheme (uri) : NULL;
  const char *path = uri != NULL ? g_uri_get_path (uri) : NULL;
  gboolean tls = g_strcmp0 (scheme, "wss") == 0;

  if ((!tls && g_strcmp0 (scheme, "ws") != 0) || g_uri_get_host (uri) == NULL ||
      *g_uri_get_host (uri) == '\0' || (path[0] != '\0' && strcmp (path, "/") != 0) ||
      g_uri_get_query (uri) != NULL || g_uri_get_userinfo (uri) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "“%s” is not where players reach the server (ws://HOST[:PORT] or wss://HOST[:PORT])",
                   url);
      return FALSE;
    }
  g_free (host->link_address);
  host->link_address = g_strdup (g_uri_get_host (uri));
  host->link_port = g_uri_get_port (uri) > 0 ? (guint) g_uri_get_port (uri) : tls ? 443 : 80;
  host->link_tls = tls;
  return TRUE;
}

guint
tl_host_get_port (TlHost *host)
{
  return host->port;
}

char *
tl_host_get_uri (TlHost *host)
{
  return g_strdup_printf ("%s://%s:%u", host->tls ? "wss" : "ws", host->address, host->port);
}

TlRecord *
tl_host_dup_record (TlHost     *host,
                    const char *id)
{
  HostGame *game = g_hash_table_lookup (host->games, id);

  return game != NULL ? tl_record_copy (tl_game_state_record (tl_net_game_state (game->game)))
                      : NULL;
}

guint
tl_host_n_connections (TlHost *host)
{
  return g_list_length (host->conns);
}
