/* tl-game-map-chips.c — Map-Chips in a TlGame: looking at and revealing
 * face-down tiles (docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-game-private.h"
#include "tl-game-map-chips.h"

/* A look at a face-down tile, or revealed tiles: undo stops before the turn. */
static gboolean
map_chips_turn_shows (const TlTurnRecord *turn)
{
  return tl_map_chips_turn (turn)->has_peek || tl_map_chips_turn (turn)->reveal != NULL;
}

/* Chips turned over and face-down tiles turned face up (waiting to be
 * resolved) cannot be unseen: both make this grow. */
static guint
map_chips_shown (const TlGameState *state,
                 guint              player)
{
  g_autoptr (GArray) reveals = g_array_new (FALSE, FALSE, sizeof (gint));
  guint chips_left = 0;

  tl_map_chips_counts (state, &chips_left, NULL, NULL);
  return tl_map_chips_pending_reveals (state, reveals) - chips_left;
}

const TlGameHooks _tl_game_map_chips_hooks = {
  .expansion = "map-chips",
  .turn_shows = map_chips_turn_shows,
  .shown = map_chips_shown,
};

static gboolean
peek_step (TlGameState *state, gconstpointer args, GError **error)
{
  const gint *at = args;

  return tl_map_chips_peek (state, at[0], at[1], error) >= 0;
}

static gboolean
reveal_step (TlGameState *state, gconstpointer args, GError **error)
{
  const gint *at = args;

  return tl_map_chips_reveal (state, at[0], at[1], at[2], error);
}

int
tl_game_peek (TlGame  *self,
              gint     x,
              gint     y,
              GError **error)
{
  int seen;
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  if (!_tl_game_remote_step (self, peek_step, (gint[]) { x, y }, &sent, error))
    return sent ? TL_HIDDEN : -1;
  seen = tl_map_chips_peek (_tl_game_state_mut (self), x, y, error);
  if (seen < 0)
    return -1;
  _tl_game_commit (self);
  _tl_game_notify (self);
  return seen;
}

guint
tl_game_reveal_rotations (TlGame *self,
                          gint    x,
                          gint    y)
{
  g_return_val_if_fail (TL_IS_GAME (self), 0);
  return tl_map_chips_reveal_rotations (_tl_game_state_mut (self), x, y);
}

gboolean
tl_game_reveal (TlGame  *self,
                gint     x,
                gint     y,
                gint     r,
                GError **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, reveal_step, (gint[]) { x, y, r }, &sent, error))
    return sent;
  if (!tl_map_chips_reveal (_tl_game_state_mut (self), x, y, r, error))
    return FALSE;
  _tl_game_commit (self);
  _tl_game_notify (self);
  return TRUE;
}
