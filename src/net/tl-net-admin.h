/* tl-net-admin.h — a game's creator asks its server: a seat's new link, a
 * seat handed to a computer player and back, the end (docs/server.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_net_http_url:
 * @server: a server's address, `ws://HOST:PORT` or `wss://HOST:PORT` (a
 *   trailing `/` allowed)
 * @path: a path from the root, e.g. `/games`
 * @error: return location for an error, or %NULL
 *
 * The HTTP address of @path on @server (`http://` for `ws://`, `https://`
 * for `wss://`).
 *
 * Errors: %TL_NET_ERROR_MALFORMED for a @server that is neither.
 *
 * Returns: (transfer full) (nullable): the address; free with g_free()
 */
char     *tl_net_http_url                (const char  *server,
                                          const char  *path,
                                          GError     **error);

/**
 * tl_net_admin_reissue_link:
 * @server: the server the game was made on (`ws://HOST:PORT`, as given to
 *   tl_net_create_game())
 * @id: the game's id
 * @admin: the creator's token tl_net_create_game() gave
 * @seat: the seat, from 0
 * @error: return location for an error, or %NULL
 *
 * `POST /games/ID/seats/N/link` with `{"admin": TOKEN}`: the seat gets a new
 * link, its old one is refused from then on and whoever played with it is
 * disconnected (docs/network.md "Seats"). Blocks until the server answers.
 *
 * Errors: those of tl_net_admin_post().
 *
 * Returns: (transfer full) (nullable): the seat's new link; free with g_free()
 */
char     *tl_net_admin_reissue_link      (const char  *server,
                                          const char  *id,
                                          const char  *admin,
                                          guint        seat,
                                          GError     **error);

/**
 * tl_net_admin_set_seat_computer:
 * @server: as for tl_net_admin_reissue_link()
 * @id: the game's id
 * @admin: the creator's token
 * @seat: the seat, from 0
 * @level: 1 (Easy), 2 (Normal) or 3 (Hard) hands an absent person's seat to
 *   the server's computer player; 0 gives it back to its person
 * @error: return location for an error, or %NULL
 *
 * `POST /games/ID/seats/N/computer` with `{"admin": TOKEN, "level": L}`
 * (docs/network.md "Seats"). Blocks until the server answers.
 *
 * Errors: those of tl_net_admin_post(); the server's 409 ("seat 2 (Ana) is
 * connected: …", a resigned seat, a game over, a level over its most) is
 * %TL_NET_ERROR_REFUSED with its reason.
 *
 * Returns: %TRUE when the server took it.
 */
gboolean  tl_net_admin_set_seat_computer (const char  *server,
                                          const char  *id,
                                          const char  *admin,
                                          guint        seat,
                                          guint        level,
                                          GError     **error);

/**
 * tl_net_admin_end_game:
 * @server: as for tl_net_admin_reissue_link()
 * @id: the game's id
 * @admin: the creator's token
 * @error: return location for an error, or %NULL
 *
 * `POST /games/ID/end` with `{"admin": TOKEN}`: every player gets the whole
 * record and is disconnected; the server keeps the game as a saved game.
 * Blocks until the server answers.
 *
 * Errors: those of tl_net_admin_post().
 *
 * Returns: %TRUE when the server ended it.
 */
gboolean  tl_net_admin_end_game          (const char  *server,
                                          const char  *id,
                                          const char  *admin,
                                          GError     **error);

/**
 * tl_net_admin_post:
 * @server: as for tl_net_admin_reissue_link()
 * @path: the request's path from the root, e.g. `/games/ID/end`
 * @body: the request's JSON object (written out; not taken)
 * @bearer: (nullable): a token for `Authorization: Bearer`, or %NULL
 * @error: return location for an error, or %NULL
 *
 * Sends `POST @path` with @body and reads the JSON object the server answers
 * with 200 (blocks). The errors name the server and its reason, the `error`
 * member of its answer.
 *
 * Errors: %TL_NET_ERROR_MALFORMED for a @server that is not ws:// or wss://,
 * a `TILELANDS_TLS_CA` that cannot be read, or an answer that is no JSON
 * object; %TL_NET_ERROR_UNREACHABLE when the server cannot be reached;
 * %TL_NET_ERROR_TOKEN for 403 (another token, or a game the server does not
 * hold); %TL_NET_ERROR_FULL for 429 and 503; %TL_NET_ERROR_REFUSED for any
 * other status (400, 404, 409, 500…).
 *
 * Returns: (transfer full) (nullable): the answer; free with
 *   json_object_unref()
 */
struct _JsonObject *tl_net_admin_post    (const char          *server,
                                          const char          *path,
                                          struct _JsonObject  *body,
                                          const char          *bearer,
                                          GError             **error);

G_END_DECLS
