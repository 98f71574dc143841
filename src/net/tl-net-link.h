/* tl-net-link.h — invite links: `tilelands://HOST:PORT/game/ID?seat=N&token=T`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlNetLink:
 * @host: the host's address (an IP literal or a name)
 * @port: its port
 * @game: the game's id
 * @seat: the seat, from 0
 * @token: the seat's token
 * @tls: whether the host speaks TLS (`wss://`; `&tls=1` in the link)
 *
 * An invite link, read. Strings are owned: clear with tl_net_link_clear().
 */
typedef struct {
  char *host;
  guint port;
  char *game;
  guint seat;
  char *token;
  gboolean tls;
} TlNetLink;

/**
 * tl_net_link_parse:
 * @text: a link, `tilelands://HOST:PORT/game/ID?seat=N&token=T[&tls=1]`
 * @link: (out caller-allocates): the link read
 * @error: return location for an error, or %NULL
 *
 * Errors: %G_URI_ERROR_FAILED naming what the link lacks or has wrong (the
 * scheme, the port, the game, the seat, the token).
 *
 * Returns: %TRUE when read (then clear @link).
 */
gboolean  tl_net_link_parse   (const char *text,
                               TlNetLink  *link,
                               GError    **error);

/**
 * tl_net_link_format:
 * @host: the host's address
 * @port: its port
 * @game: the game's id
 * @seat: the seat
 * @token: the seat's token
 * @tls: whether TLS is on
 *
 * Returns: (transfer full): the link; free with g_free().
 */
char     *tl_net_link_format  (const char *host,
                               guint       port,
                               const char *game,
                               guint       seat,
                               const char *token,
                               gboolean    tls);

/**
 * tl_net_link_websocket_uri:
 * @link: a link
 *
 * Returns: (transfer full): the WebSocket address of its game,
 *   `ws://HOST:PORT/game/ID` (`wss://` with TLS) — the token is never in it;
 *   free with g_free().
 */
char     *tl_net_link_websocket_uri (const TlNetLink *link);

/**
 * tl_net_link_clear:
 * @link: a link
 *
 * Frees its strings and zeroes it.
 */
void      tl_net_link_clear   (TlNetLink *link);

G_END_DECLS
