/* tl-host-computer-stub.c — TEMPORARY stand-in for tl_host_set_seat_computer()
 * of branch s29-net-seats: DELETE at that merge (see tl-host-computer-stub.h).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-host-computer-stub.h"

#include <gio/gio.h>

gboolean
tl_host_set_seat_computer (TlHost      *host,
                           const char  *id,
                           guint        seat,
                           int          level,
                           GError     **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       "this host cannot hand a seat to a computer yet");
  return FALSE;
}
