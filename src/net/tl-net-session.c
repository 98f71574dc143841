/* tl-net-session.c — the HTTP session a seat or `create` talks to a host with
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-session.h"
#include "tl-net-message.h"

SoupSession *
tl_net_session_new (GError **error)
{
  const char *ca = g_getenv ("TILELANDS_TLS_CA");
  SoupSession *session = soup_session_new ();

  if (ca != NULL && *ca != '\0')
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(GTlsDatabase) db = g_tls_file_database_new (ca, &local);

      if (db == NULL)
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                       "TILELANDS_TLS_CA: the certificates in %s cannot be read: %s", ca, local->message);
          g_object_unref (session);
          return NULL;
        }
      soup_session_set_tls_database (session, db);
    }
  return session;
}
