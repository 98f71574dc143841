/* tl-net-listener.c — what a SoupServer that accepts connections needs around
 * libsoup 3.2
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-listener.h"

static GQuark
plugged_quark (void)
{
  return g_quark_from_static_string ("tl-net-listener-plugged");
}

static void
on_request_started (SoupServer        *server,
                    SoupServerMessage *msg,
                    gpointer           data)
{
  GSocket *socket = soup_server_message_get_socket (msg);

  /* once a socket: a connection carries one request after another */
  if (socket == NULL || g_object_get_qdata (G_OBJECT (socket), plugged_quark ()) != NULL)
    return;
  g_object_set_qdata (G_OBJECT (socket), plugged_quark (), GINT_TO_POINTER (1));
  g_object_unref (socket);
}

void
tl_net_listener_plug_leaks (SoupServer *server)
{
  g_return_if_fail (SOUP_IS_SERVER (server));

  if (soup_get_major_version () == 3 && soup_get_minor_version () < 4)
    g_signal_connect (server, "request-started", G_CALLBACK (on_request_started), NULL);
}

guint
tl_net_listener_port (GSocket *socket)
{
  g_autoptr(GSocketAddress) local = g_socket_get_local_address (socket, NULL);

  return local != NULL && G_IS_INET_SOCKET_ADDRESS (local)
         ? g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local)) : 0;
}
