/* tl-turn-hint.c — what the person to play does next, in one sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-turn-hint.h"

/* Returns: (transfer full): what to do after placing, without Map-Chips' steps. */
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
  const TlGameState *state;
  TlPhase phase;
  TlMapColor color;
  guint first, second;
  g_autofree char *rest = NULL;

  g_return_val_if_fail (TL_IS_GAME (game), NULL);

  state = tl_game_get_state (game);
  phase = tl_game_get_phase (game);
  if (phase != TL_PHASE_PLACE && phase != TL_PHASE_FOLLOWER)
    return NULL;
  if (phase == TL_PHASE_PLACE)
    {
      if (tl_gifts_take2_tiles (state, &first, &second))
        return g_strdup (_("Take 2: place the tile in hand, or click the other tile to play that one. The tile not played goes back into the stack."));
      if (tl_game_held_tile (game, tl_game_get_current_player (game)) >= 0)
        return g_strdup (_("Place one of your two tiles on a highlighted square. T switches tiles, R rotates."));
      if (tl_gifts_can_open (state))
        return g_strdup (_("Place the tile on a highlighted square. R rotates it. You may first open one of your gifts: click it, or press its number."));
      return g_strdup (_("Place the tile on a highlighted square. R rotates it."));
    }

  if (tl_game_state_busy (state))
    return g_strdup (_("Reveal the face-down tiles: Enter places the one in focus as shown (or removes it when it fits nowhere), R turns it, a click on another tile puts it in focus. Then the follower step."));

  rest = follower_hint (game, recalled, recall_points);
  if (tl_map_chips_can_peek (state, &color))
    {
      /* one whole sentence per colour: no phrase is built from a colour's name
       * ("a orange"), and each language words it its own way */
      const char *peek = color == TL_MAP_PURPLE
                         ? _("You collected a purple chip: click a face-down tile outlined in purple to look at it.")
                         : color == TL_MAP_ORANGE
                         ? _("You collected an orange chip: click a face-down tile outlined in orange to look at it.")
                         : _("You collected a light blue chip: click a face-down tile outlined in light blue to look at it.");

      return g_strdup_printf ("%s\n%s", peek, rest);
    }
  return g_steal_pointer (&rest);
}
