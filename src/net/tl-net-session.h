/* tl-net-session.h — the HTTP session a seat or `create` talks to a host with
 * (docs/network.md "Transport", docs/server.md "TLS")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

/**
 * tl_net_session_new:
 * @error: return location for an error, or %NULL
 *
 * A libsoup session for a host. A `wss://` host's certificate is checked
 * against the system's certificate authorities, or, when the environment
 * variable `TILELANDS_TLS_CA` names a PEM file, against the certificates in
 * that file only (a server's own self-signed certificate; the TLS tests).
 *
 * Errors: %TL_NET_ERROR_MALFORMED naming `TILELANDS_TLS_CA` and the file when
 * it cannot be read or holds no certificate.
 *
 * Returns: (transfer full) (nullable): the session; free with g_object_unref().
 */
SoupSession *tl_net_session_new (GError **error);

G_END_DECLS
