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
 * %TL_NET_ERROR_REFUSED with the server's reason for a game it cannot play
 * (400) or a creation token missing or wrong (403);
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

/**
 * tl_net_create_game_with_token:
 * @url: as for tl_net_create_game()
 * @header: as for tl_net_create_game()
 * @create_token: (nullable): the server's creation token (`tilelands-server
 *   --create-token`), sent as `Authorization: Bearer TOKEN`; %NULL: none
 * @id: as for tl_net_create_game()
 * @links: as for tl_net_create_game()
 * @admin: as for tl_net_create_game()
 * @error: as for tl_net_create_game()
 *
 * tl_net_create_game() for a server that makes games only with its creation
 * token (docs/server.md).
 *
 * Errors: those of tl_net_create_game().
 *
 * Returns: %TRUE when the server made the game.
 */
gboolean tl_net_create_game_with_token (const char      *url,
                                        const TlRecord  *header,
                                        const char      *create_token,
                                        char           **id,
                                        GStrv           *links,
                                        char           **admin,
                                        GError         **error);

G_END_DECLS
