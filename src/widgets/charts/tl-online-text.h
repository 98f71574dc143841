/* tl-online-text.h — what the start page and the notifications say of a game
 * on a host (docs/library-ui.md "Online Games")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-online-games.h"

G_BEGIN_DECLS

/**
 * tl_online_text_title:
 * @game: an online game
 *
 * Returns: (transfer full): its kind with expansions and map
 *   (tl_library_text_game_kind()): "Carcassonne · The Gifts".
 */
char *tl_online_text_title             (TlOnlineGame *game);

/**
 * tl_online_text_turn:
 * @game: an online game
 *
 * Returns: (transfer full): whose turn it is: "Your turn", "Ana’s turn" (the
 *   name as tl_player_name_shown() shows it).
 */
char *tl_online_text_turn              (TlOnlineGame *game);

/**
 * tl_online_text_details:
 * @game: an online game
 * @now: the present (local time)
 *
 * Returns: (transfer full): the row's subtitle, two lines: whose turn and how
 *   long ago the last move was, in local time (tl_library_text_ago()), then
 *   the host: "Your turn · 3 hours ago\nOn 127.0.0.1".
 */
char *tl_online_text_details           (TlOnlineGame *game,
                                        GDateTime    *now);

/**
 * tl_online_text_notification_body:
 * @game: an online game
 *
 * Returns: (transfer full): the text of the notification that it is the
 *   player's turn: "It is your turn in Carcassonne on 127.0.0.1."
 */
char *tl_online_text_notification_body (TlOnlineGame *game);

G_END_DECLS
