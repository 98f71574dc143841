/* tl-net-admin.c — a game's creator asks its server (docs/server.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <string.h>

#include "tl-net-admin.h"
#include "tl-net-message.h"
#include "tl-net-session.h"

char *
tl_net_http_url (const char  *server,
                 const char  *path,
                 GError     **error)
{
  g_autofree char *http = NULL;

  if (g_str_has_prefix (server, "ws://"))
    http = g_strconcat ("http://", server + 5, NULL);
  else if (g_str_has_prefix (server, "wss://"))
    http = g_strconcat ("https://", server + 6, NULL);
  else
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                   "“%s” is not a server address (ws://HOST:PORT or wss://HOST:PORT)", server);
      return NULL;
    }
  while (g_str_has_suffix (http, "/"))
    http[strlen (http) - 1] = '\0';
  return g_strconcat (http, path, NULL);
}

JsonObject *
tl_net_admin_post (const char  *server,
                   const char  *path,
                   JsonObject  *body,
                   const char  *bearer,
                   GError     **error)
{
  g_autoptr(SoupSession) session = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) answer = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *where = tl_net_http_url (server, path, error);
  JsonNode *root;
  JsonObject *o;
  guint status;

  if (where == NULL)
    return NULL;
  if ((msg = soup_message_new (SOUP_METHOD_POST, where)) == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED, "“%s” is not a server address", server);
      return NULL;
    }
  if ((session = tl_net_session_new (error)) == NULL)
    return NULL;
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), body);
    char *data = json_to_string (node, FALSE);
    /* the message takes a reference of its own */
    g_autoptr(GBytes) bytes = g_bytes_new_take (data, strlen (data));

    soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  }
  if (bearer != NULL)
    {
      g_autofree char *value = g_strconcat ("Bearer ", bearer, NULL);

      soup_message_headers_replace (soup_message_get_request_headers (msg), "Authorization", value);
    }
  answer = soup_session_send_and_read (session, msg, NULL, &local);
  if (answer == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_UNREACHABLE, "the server %s cannot be reached: %s",
                   server, local->message);
      return NULL;
    }
  status = soup_message_get_status (msg);
  if (!json_parser_load_from_data (parser, g_bytes_get_data (answer, NULL), g_bytes_get_size (answer),
                                   NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TL_NET_ERROR, status == SOUP_STATUS_OK ? TL_NET_ERROR_MALFORMED : TL_NET_ERROR_REFUSED,
                   "the server %s answered %u without a reason", server, status);
      return NULL;
    }
  o = json_node_get_object (root);
  if (status != SOUP_STATUS_OK)
    {
      g_set_error (error, TL_NET_ERROR,
                   status == SOUP_STATUS_FORBIDDEN ? TL_NET_ERROR_TOKEN
                   : status == 429 || status == SOUP_STATUS_SERVICE_UNAVAILABLE
                     ? TL_NET_ERROR_FULL : TL_NET_ERROR_REFUSED,
                   "the server %s refused: %s", server,
                   json_object_get_string_member_with_default (o, "error", "(no reason given)"));
      return NULL;
    }
  return json_object_ref (o);
}

/* `{"admin": TOKEN}` */
static JsonObject *
admin_body (const char *admin)
{
  JsonObject *body = json_object_new ();

  json_object_set_string_member (body, "admin", admin);
  return body;
}

char *
tl_net_admin_reissue_link (const char  *server,
                           const char  *id,
                           const char  *admin,
                           guint        seat,
                           GError     **error)
{
  g_autoptr(JsonObject) body = admin_body (admin);
  g_autofree char *path = g_strdup_printf ("/games/%s/seats/%u/link", id, seat);
  g_autoptr(JsonObject) answer = tl_net_admin_post (server, path, body, NULL, error);
  const char *link;

  if (answer == NULL)
    return NULL;
  link = json_object_get_string_member_with_default (answer, "link", NULL);
  if (link == NULL || !g_str_has_prefix (link, "tilelands://"))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED, "the server %s sent no “link”", server);
      return NULL;
    }
  return g_strdup (link);
}

gboolean
tl_net_admin_set_seat_computer (const char  *server,
                                const char  *id,
                                const char  *admin,
                                guint        seat,
                                guint        level,
                                GError     **error)
{
  g_autoptr(JsonObject) body = admin_body (admin);
  g_autofree char *path = g_strdup_printf ("/games/%s/seats/%u/computer", id, seat);
  g_autoptr(JsonObject) answer = NULL;

  json_object_set_int_member (body, "level", level);
  answer = tl_net_admin_post (server, path, body, NULL, error);
  return answer != NULL;
}

gboolean
tl_net_admin_end_game (const char  *server,
                       const char  *id,
                       const char  *admin,
                       GError     **error)
{
  g_autoptr(JsonObject) body = admin_body (admin);
  g_autofree char *path = g_strdup_printf ("/games/%s/end", id);
  g_autoptr(JsonObject) answer = tl_net_admin_post (server, path, body, NULL, error);

  return answer != NULL;
}
