/* tl-net-create.c — asking a server for a new game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libsoup/soup.h>
#include <string.h>

#include "tl-net-admin.h"
#include "tl-net-create.h"
#include "tl-net-message.h"
#include "tl-net-session.h"
#include "tl-record-format.h"

gboolean
tl_net_create_game (const char      *url,
                    const TlRecord  *header,
                    char           **id,
                    GStrv           *links,
                    char           **admin,
                    GError         **error)
{
  return tl_net_create_game_with_token (url, header, NULL, id, links, admin, error);
}

gboolean
tl_net_create_game_with_token (const char      *url,
                               const TlRecord  *header,
                               const char      *create_token,
                               char           **id,
                               GStrv           *links,
                               char           **admin,
                               GError         **error)
{
  g_autoptr(SoupSession) session = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GBytes) answer = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *http = NULL;
  JsonNode *root;
  JsonObject *o;
  JsonArray *list;

  *id = NULL;
  *links = NULL;
  if ((http = tl_net_http_url (url, "/games", error)) == NULL)
    return FALSE;
  if ((session = tl_net_session_new (error)) == NULL)
    return FALSE;
  msg = soup_message_new (SOUP_METHOD_POST, http);
  if (msg == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED, "“%s” is not a server address", url);
      return FALSE;
    }
  {
    gsize length;
    char *data = tl_record_format_to_data (header, &length);

    body = g_bytes_new_take (data, length);
  }
  soup_message_set_request_body_from_bytes (msg, "application/json", body);
  if (create_token != NULL)
    {
      g_autofree char *bearer = g_strconcat ("Bearer ", create_token, NULL);

      soup_message_headers_replace (soup_message_get_request_headers (msg), "Authorization", bearer);
    }
  answer = soup_session_send_and_read (session, msg, NULL, &local);
  if (answer == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_UNREACHABLE, "the server %s cannot be reached: %s",
                   url, local->message);
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, g_bytes_get_data (answer, NULL), g_bytes_get_size (answer),
                                   NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "the server answered %u, not a game", soup_message_get_status (msg));
      return FALSE;
    }
  o = json_node_get_object (root);
  if (soup_message_get_status (msg) != SOUP_STATUS_OK)
    {
      g_set_error (error, TL_NET_ERROR,
                   soup_message_get_status (msg) == SOUP_STATUS_BAD_REQUEST ||
                   soup_message_get_status (msg) == SOUP_STATUS_FORBIDDEN ? TL_NET_ERROR_REFUSED
                                                                          : TL_NET_ERROR_FULL,
                   "the server refused the game: %s",
                   json_object_get_string_member_with_default (o, "error", "(no reason given)"));
      return FALSE;
    }
  list = json_object_has_member (o, "links") ? json_object_get_array_member (o, "links") : NULL;
  if (!json_object_has_member (o, "id") || list == NULL)
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "the server’s answer has no “id” and “links”");
      return FALSE;
    }
  *id = g_strdup (json_object_get_string_member (o, "id"));
  if (admin != NULL)
    *admin = g_strdup (json_object_get_string_member_with_default (o, "admin", NULL));
  *links = g_new0 (char *, json_array_get_length (list) + 1);
  for (guint i = 0; i < json_array_get_length (list); i++)
    (*links)[i] = g_strdup (json_array_get_string_element (list, i));
  return TRUE;
}
