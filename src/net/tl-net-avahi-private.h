/* tl-net-avahi-private.h — what the browser and the announcer share
 * (tl-net-discovery.c, tl-net-announce.c); nothing outside them includes it.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-net-discovery.h"

#ifdef HAVE_AVAHI
#include <avahi-client/client.h>
#include <avahi-common/error.h>

/* Sets @error from an Avahi error number: %TL_NET_DISCOVERY_NO_DAEMON for
 * a daemon (or system bus) that cannot be reached, else
 * %TL_NET_DISCOVERY_FAILED with avahi_strerror()'s words. */
void _tl_net_avahi_set_error (GError **error,
                              int      avahi_error);

/* The state an Avahi error number means (never SEARCHING). */
TlNetDiscoveryState _tl_net_avahi_state (int avahi_error);
#endif

/* @text cut to at most @max bytes, at a character boundary; invalid UTF-8
 * replaced first (transfer full). */
char *_tl_net_discovery_cut (const char *text,
                             gsize       max);
