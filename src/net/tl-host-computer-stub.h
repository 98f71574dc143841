/* tl-host-computer-stub.h — TEMPORARY: the declaration of
 * tl_host_set_seat_computer(), which branch s29-net-seats adds to tl-host.h.
 * DELETE this file and tl-host-computer-stub.c at that merge (and the
 * include in src/model/tl-hosting.c, and the line in src/net/meson.build).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-host.h"

G_BEGIN_DECLS

/**
 * tl_host_set_seat_computer:
 * @host: a listening host
 * @id: a game's id
 * @seat: a seat of the game, from 0
 * @level: 1 to 3, a computer plays the seat at that level; 0 gives it back
 * @error: return location for an error, or %NULL
 *
 * The stub: always fails with %G_IO_ERROR_NOT_SUPPORTED.
 *
 * Returns: %FALSE.
 */
gboolean tl_host_set_seat_computer (TlHost      *host,
                                    const char  *id,
                                    guint        seat,
                                    int          level,
                                    GError     **error);

G_END_DECLS
