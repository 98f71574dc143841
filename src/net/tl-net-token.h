/* tl-net-token.h — a seat's secret: made, hashed, compared (docs/design.md §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_net_token_new:
 * @error: return location for an error, or %NULL
 *
 * 128 bits from getrandom(2), written as 32 lower-case hexadecimal digits.
 * Errors: %G_IO_ERROR_FAILED when the kernel gives no random bytes.
 *
 * Returns: (transfer full) (nullable): the token; free with g_free().
 */
char     *tl_net_token_new   (GError **error);

/**
 * tl_net_token_hash:
 * @token: a token (any string)
 *
 * Returns: (transfer full): the SHA-256 of @token as 64 hexadecimal digits: what
 *   a host stores instead of the token; free with g_free().
 */
char     *tl_net_token_hash  (const char *token);

/**
 * tl_net_token_matches:
 * @token: the token a client sent
 * @hash: a stored hash (tl_net_token_hash())
 *
 * Compares the hash of @token with @hash in constant time (the time does not
 * depend on where they differ).
 *
 * Returns: whether @token is the one @hash was made from.
 */
gboolean  tl_net_token_matches (const char *token,
                                const char *hash);

G_END_DECLS
