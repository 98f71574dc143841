/* tl-net-listener.h — what a SoupServer that accepts connections needs around
 * libsoup 3.2 (docs/tests-and-benchmarks.md §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

/**
 * tl_net_listener_plug_leaks:
 * @server: a SoupServer that accepts its connections itself (soup_server_listen*(),
 *   never soup_server_accept_iostream())
 *
 * libsoup before 3.4 (Debian 12 has 3.2.3) keeps one reference too many on every
 * socket its listener accepts (its listen_watch() never drops the one
 * g_socket_accept() gave it; fixed by libsoup's “soup-listener: Plug a leak”,
 * 3.4.0), so a server leaks a GSocket per connection: memory for as long as it
 * runs, and a leak LeakSanitizer reports at exit. With such a libsoup this drops
 * that reference once per socket, at the first request of its connection (the
 * connection holds a reference of its own then); with libsoup 3.4 or later it
 * does nothing. Call it once, before the server listens.
 */
void tl_net_listener_plug_leaks (SoupServer *server);

/**
 * tl_net_listener_port:
 * @socket: a bound socket
 *
 * The port @socket is bound to, read from the socket itself: soup_server_get_uris()
 * would make libsoup 3.2's listener keep an address that it never frees (fixed by
 * “soup-listener: Fix memory leak of local_addr”, 3.4.0).
 *
 * Returns: the port, or 0 when the socket has no local address.
 */
guint tl_net_listener_port (GSocket *socket);

G_END_DECLS
