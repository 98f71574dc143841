/* tl-net-token.c — a seat's secret: made, hashed, compared
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-token.h"

#include <errno.h>
#include <gio/gio.h>
#include <string.h>
#include <sys/random.h>

char *
tl_net_token_new (GError **error)
{
  guint8 bytes[16];
  GString *text = g_string_new (NULL);
  gsize got = 0;

  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "no random bytes for a token: %s", g_strerror (saved));
          g_string_free (text, TRUE);
          return NULL;
        }
      got += n;
    }
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (text, "%02x", bytes[i]);
  memset (bytes, 0, sizeof bytes);
  return g_string_free (text, FALSE);
}

char *
tl_net_token_hash (const char *token)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, token, -1);
}

gboolean
tl_net_token_matches (const char *token,
                      const char *hash)
{
  g_autofree char *mine = tl_net_token_hash (token);
  gsize n = strlen (mine);
  guint8 diff = 0;

  if (strlen (hash) != n)
    return FALSE;   /* the length of a stored hash is no secret */
  for (gsize i = 0; i < n; i++)
    diff |= (guint8) (mine[i] ^ hash[i]);
  return diff == 0;
}
