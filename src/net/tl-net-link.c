/* tl-net-link.c — invite links
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-link.h"

#include <string.h>

static gboolean
bad (GError **error, const char *what)
{
  g_set_error (error, G_URI_ERROR, G_URI_ERROR_FAILED, "not an invite link: %s", what);
  return FALSE;
}

gboolean
tl_net_link_parse (const char *text,
                   TlNetLink  *link,
                   GError    **error)
{
  g_autoptr(GUri) uri = NULL;
  g_autoptr(GHashTable) query = NULL;
  const char *path, *seat, *token, *tls;
  guint64 n;

  memset (link, 0, sizeof *link);
  uri = g_uri_parse (text, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_strcmp0 (g_uri_get_scheme (uri), "tilelands") != 0)
    return bad (error, "it must begin with “tilelands://”");
  if (g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0')
    return bad (error, "it names no host");
  if (g_uri_get_port (uri) <= 0)
    return bad (error, "it names no port");
  path = g_uri_get_path (uri);
  if (!g_str_has_prefix (path, "/game/") || path[6] == '\0' || strchr (path + 6, '/') != NULL)
    return bad (error, "its path must be /game/ID");
  if (g_uri_get_query (uri) == NULL)
    return bad (error, "it has no seat and token");
  query = g_uri_parse_params (g_uri_get_query (uri), -1, "&", G_URI_PARAMS_NONE, NULL);
  if (query == NULL)
    return bad (error, "its query cannot be read");
  seat = g_hash_table_lookup (query, "seat");
  token = g_hash_table_lookup (query, "token");
  tls = g_hash_table_lookup (query, "tls");
  if (seat == NULL || !g_ascii_string_to_unsigned (seat, 10, 0, 4, &n, NULL))
    return bad (error, "its seat must be a number from 0 to 4");
  if (token == NULL || *token == '\0')
    return bad (error, "it has no token");
  link->host = g_strdup (g_uri_get_host (uri));
  link->port = g_uri_get_port (uri);
  link->game = g_strdup (path + 6);
  link->seat = n;
  link->token = g_strdup (token);
  link->tls = g_strcmp0 (tls, "1") == 0;
  return TRUE;
}

char *
tl_net_link_format (const char *host,
                    guint       port,
                    const char *game,
                    guint       seat,
                    const char *token,
                    gboolean    tls)
{
  return g_strdup_printf ("tilelands://%s:%u/game/%s?seat=%u&token=%s%s", host, port, game, seat,
                          token, tls ? "&tls=1" : "");
}

char *
tl_net_link_websocket_uri (const TlNetLink *link)
{
  return g_strdup_printf ("%s://%s:%u/game/%s", link->tls ? "wss" : "ws", link->host, link->port,
                          link->game);
}

void
tl_net_link_clear (TlNetLink *link)
{
  g_free (link->host);
  g_free (link->game);
  g_free (link->token);
  memset (link, 0, sizeof *link);
}
