/* tl-game-gifts.c — The Gifts in a TlGame: previewing and opening gifts
 * (docs/rules/gifts.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-game-private.h"
#include "tl-game-gifts.h"

/* A turn that opened Take 2 showed its second tile: undo stops before it. */
static gboolean
gifts_turn_shows (const TlTurnRecord *turn)
{
  return tl_gifts_turn (turn)->has_gift && tl_gifts_turn (turn)->gift.card == TL_GIFT_TAKE_2;
}

/* A gift card received (the top of the gift deck) cannot be unseen. */
static guint
gifts_shown (const TlGameState *state,
             guint              player)
{
  return tl_gifts_held (state, player);
}

const TlGameHooks _tl_game_gifts_hooks = {
  .expansion = "gifts",
  .turn_shows = gifts_turn_shows,
  .shown = gifts_shown,
};

gboolean
tl_game_preview_gift (TlGame             *self,
                      const TlGiftRecord *gift,
                      gint               *points,
                      gint               *returned)
{
  const TlGameState *state;
  TlGameState *copy;
  gboolean ok;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  state = tl_game_get_state (self);
  copy = tl_game_state_copy (state);
  ok = tl_gifts_open (copy, gift, NULL);
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    {
      gboolean seat = p < tl_game_state_n_players (state);

      points[p] = seat ? tl_game_state_player (copy, p)->score -
                         tl_game_state_player (state, p)->score : 0;
      returned[p] = seat ? (gint) tl_game_state_player (copy, p)->supply -
                           (gint) tl_game_state_player (state, p)->supply : 0;
    }
  tl_game_state_free (copy);
  return ok;
}

GArray *
tl_game_gift_targets (TlGame     *self,
                      TlGiftCard  card)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TlPosition));

  g_return_val_if_fail (TL_IS_GAME (self), out);
  if ((guint) card < TL_N_GIFT_CARDS && tl_gifts_can_open (tl_game_get_state (self)))
    tl_gifts_targets (_tl_game_state_mut (self), card, out);
  return out;
}

GArray *
tl_game_gift_change_targets (TlGame           *self,
                             const TlPosition *from)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TlPosition));

  g_return_val_if_fail (TL_IS_GAME (self), out);
  g_return_val_if_fail (from != NULL, out);
  tl_gifts_change_targets (_tl_game_state_mut (self), from, out);
  return out;
}

static gboolean
open_step (TlGameState *state, gconstpointer args, GError **error)
{
  return tl_gifts_open (state, args, error);
}

static gboolean
keep_step (TlGameState *state, gconstpointer args, GError **error)
{
  return tl_gifts_take2_keep (state, *(const guint *) args, error);
}

gboolean
tl_game_open_gift (TlGame             *self,
                   const TlGiftRecord *gift,
                   GError            **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (gift != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, open_step, gift, &sent, error))
    return sent;
  if (!tl_gifts_open (_tl_game_state_mut (self), gift, error))
    return FALSE;

  /* Taking the tile back later returns to here, with the gift opened. */
  _tl_game_keep_turn_start (self);
  _tl_game_notify (self);
  return TRUE;
}

gboolean
tl_game_take2_keep (TlGame  *self,
                    guint    type,
                    GError **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, keep_step, &type, &sent, error))
    return sent;
  if (!tl_gifts_take2_keep (_tl_game_state_mut (self), type, error))
    return FALSE;

  _tl_game_keep_turn_start (self);
  _tl_game_notify (self);
  return TRUE;
}
