/* tl-net-create.h — asking a server for a new game (`tilelands-cli create`)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_net_create_game:
 * @url: the server, `ws://HOST:PORT` or `wss://HOST:PORT` (as it prints it)
 * @header: a new game's record: its players and options, no turns
 * @id: (out) (transfer full): the new game's id; free with g_free()
 * @links: (out) (transfer full): one invite link per seat, seat 0 first; free
 *   with g_strfreev()
 * @admin: (out) (optional) (transfer full) (nullable): the creator's token (32
 *   hex digits: `POST /games/ID/seats/N/link` with it gives a seat a new link),
 *   %NULL from a server that gives none; free with g_free()
 * @error: return location for an error, or %NULL
 *
 * Sends `POST /games` with @header and waits for the answer (blocks).
 *
 * Errors: %TL_NET_ERROR_MALFORMED for a @url that is not ws:// or wss://, or
 * a `TILELANDS_TLS_CA` that cannot be read (tl_net_session_new());
 * %TL_NET_ERROR_UNREACHABLE when the server cannot be reached;
 * %TL_NET_ERROR_REFUSED with the server's reason for a game it cannot play;
 * %TL_NET_ERROR_FULL with its reason when it holds its most games.
 *
 * Returns: %TRUE when the server made the game.
 */
gboolean tl_net_create_game (const char      *url,
                             const TlRecord  *header,
                             char           **id,
                             GStrv           *links,
                             char           **admin,
                             GError         **error);

G_END_DECLS
