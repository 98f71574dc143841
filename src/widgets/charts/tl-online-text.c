/* tl-online-text.c — what the start page and the notifications say of a game
 * on a host
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-library-text.h"
#include "tl-online-text.h"
#include "tl-player-name.h"

char *
tl_online_text_title (TlOnlineGame *game)
{
  g_return_val_if_fail (TL_IS_ONLINE_GAME (game), NULL);
  return tl_library_text_game_kind (tl_online_game_get_game (game), tl_online_game_get_expansions (game),
                                    tl_online_game_get_map (game));
}

char *
tl_online_text_turn (TlOnlineGame *game)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TL_IS_ONLINE_GAME (game), NULL);
  if (tl_online_game_is_your_turn (game))
    return g_strdup (_("Your turn"));
  name = tl_player_name_shown (tl_online_game_get_turn_name (game));
  /* Translators: "%s" is a player's name: whose turn it is in a game on a host */
  return g_strdup_printf (_("%s’s turn"), name);
}

char *
tl_online_text_details (TlOnlineGame *game,
                        GDateTime    *now)
{
  g_autoptr (GDateTime) utc = NULL;
  g_autoptr (GDateTime) then = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *ago = NULL;

  g_return_val_if_fail (TL_IS_ONLINE_GAME (game), NULL);
  utc = tl_online_game_dup_last_move (game);
  then = g_date_time_to_local (utc);
  turn = tl_online_text_turn (game);
  ago = tl_library_text_ago (then, now);
  /* Translators: a game on a host: whose turn, when the last move was, then
   * the host's address ("Your turn · 3 hours ago\nOn 127.0.0.1") */
  return g_strdup_printf (_("%s · %s\nOn %s"), turn, ago, tl_online_game_get_host (game));
}

char *
tl_online_text_notification_body (TlOnlineGame *game)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (TL_IS_ONLINE_GAME (game), NULL);
  title = tl_online_text_title (game);
  /* Translators: "%s" are the game's kind ("Carcassonne") and the host's address */
  return g_strdup_printf (_("It is your turn in %s on %s."), title, tl_online_game_get_host (game));
}
