/* tl-turn-hint.c — what the person to play does next, in one sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-turn-hint.h"

char *
tl_turn_hint_dup (TlGame   *game,
                  gboolean  recalled,
                  gint      recall_points)
{
  TlPhase phase;
  g_autoptr (GArray) spots = NULL;
  g_autoptr (GArray) recalls = NULL;

  g_return_val_if_fail (TL_IS_GAME (game), NULL);

  phase = tl_game_get_phase (game);
  if (phase != TL_PHASE_PLACE && phase != TL_PHASE_FOLLOWER)
    return NULL;
  if (phase == TL_PHASE_PLACE)
    {
      if (tl_game_held_tile (game, tl_game_get_current_player (game)) >= 0)
        return g_strdup (_("Place one of your two tiles on a highlighted square. T switches tiles, R rotates."));
      return g_strdup (_("Place the tile on a highlighted square. R rotates it."));
    }

  if (recalled)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Recalled for %d point. Confirm the turn, or take it back.",
                                         "Recalled for %d points. Confirm the turn, or take it back.",
                                         ABS (recall_points)),
                            recall_points);

  spots = tl_game_follower_spots (game);
  recalls = tl_game_recall_options (game);
  if (tl_game_state_has_recall (tl_game_get_state (game)))
    {
      if (spots->len > 0 && recalls->len > 0)
        return g_strdup (_("Deploy a follower on the tile, or click one of your followers to recall it and score it."));
      if (spots->len > 0)
        return g_strdup (_("Deploy a follower on the tile if you like, then confirm."));
      if (recalls->len > 0)
        return g_strdup (_("Click one of your followers to recall it and score it, or confirm."));
      return g_strdup (_("Confirm the turn, or take the tile back."));
    }
  if (spots->len > 0)
    return g_strdup (_("Put a meeple on the tile if you like, then confirm."));
  return g_strdup (_("Confirm the turn, or take the tile back."));
}
