/* tl-turn-hint.c — what the person to play does next, in one sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-turn-hint.h"
#include "tl-window-private.h"

/* Returns: (transfer full): what to do after placing, without the expansions' steps. */
static char *
follower_hint (TlGame   *game,
               gboolean  recalled,
               gint      recall_points)
{
  g_autoptr (GArray) spots = NULL;
  g_autoptr (GArray) recalls = NULL;

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
  if (!tl_game_get_can_take_back (game))
    return g_strdup (_("Confirm the turn."));
  return g_strdup (_("Confirm the turn, or take the tile back."));
}

char *
tl_turn_hint_dup (TlGame   *game,
                  gboolean  recalled,
                  gint      recall_points)
{
  TlPhase phase;
  g_autofree char *rest = NULL;

  g_return_val_if_fail (TL_IS_GAME (game), NULL);

  phase = tl_game_get_phase (game);
  if (phase != TL_PHASE_PLACE && phase != TL_PHASE_FOLLOWER)
    return NULL;
  /* an expansion's step, when one is in front of the player */
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->turn_hint != NULL)
      {
        char *hint = _tl_window_expansions[i]->turn_hint (game);

        if (hint != NULL)
          return hint;
      }
  if (phase == TL_PHASE_PLACE)
    {
      if (tl_game_held_tile (game, tl_game_get_current_player (game)) >= 0)
        return g_strdup (_("Place one of your two tiles on a highlighted square: click it, or use the arrow keys and Enter. T switches tiles, R rotates."));
      return g_strdup (_("Place the tile on a highlighted square: click it, or use the arrow keys and Enter. R rotates it."));
    }

  rest = follower_hint (game, recalled, recall_points);
  /* what an expansion adds to the follower step, above it */
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->follower_note != NULL)
      {
        g_autofree char *note = _tl_window_expansions[i]->follower_note (game);

        if (note != NULL)
          {
            char *both = g_strdup_printf ("%s\n%s", note, rest);

            g_free (rest);
            rest = both;
          }
      }
  return g_steal_pointer (&rest);
}
