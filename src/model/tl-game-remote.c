/* tl-game-remote.c — a TlGame played on a host: the person's steps, each
 * offered to the host's callback, which sends it where it discloses
 * something (docs/network.md "The app's side")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "tl-game-private.h"

static gboolean
waiting_error (TlGame  *self,
               GError **error)
{
  if (!_tl_game_get_remote (self)->waiting)
    return FALSE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                       _("The host has not answered the last move yet"));
  return TRUE;
}

/* Offers the step to the host's callback; once one was sent that did not end
 * the turn, the game waits (notified: the window waits too). */
static TlGameStep
offer_step (TlGame             *self,
            const TlGameState  *state,
            const TlTurnRecord *turn,
            gboolean            whole,
            gboolean            written,
            GError            **error)
{
  TlGameRemote *remote = _tl_game_get_remote (self);
  TlGameStep step = remote->send_step (self, state, turn, whole, written, remote->data, error);

  if (step == TL_GAME_STEP_SENT)
    {
      remote->waiting = TRUE;
      _tl_game_notify (self);
    }
  return step;
}

gboolean
_tl_game_remote_step (TlGame     *self,
                      gboolean  (*play) (TlGameState *state, gconstpointer args, GError **error),
                      gconstpointer args,
                      gboolean   *sent,
                      GError    **error)
{
  TlGameState *copy;
  TlGameStep step;

  *sent = FALSE;
  if (_tl_game_get_remote (self) == NULL)
    return TRUE;
  if (waiting_error (self, error))
    return FALSE;
  copy = tl_game_state_copy (tl_game_get_state (self));
  if (!play (copy, args, error))
    {
      tl_game_state_free (copy);
      return FALSE;
    }
  tl_game_state_keep_turn (copy);
  step = offer_step (self, copy, tl_game_state_record (copy)->in_progress, FALSE, FALSE, error);
  tl_game_state_free (copy);
  *sent = step == TL_GAME_STEP_SENT || step == TL_GAME_STEP_ENDED;
  return step == TL_GAME_STEP_HERE;
}

static gboolean
placement_listed (TlGameState *state,
                  gint         x,
                  gint         y,
                  guint        r)
{
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (TlPlacement));

  tl_game_state_legal_placements (state, placements);
  for (guint i = 0; i < placements->len; i++)
    {
      const TlPlacement *p = &g_array_index (placements, TlPlacement, i);

      if (p->x == x && p->y == y && p->r == r)
        return TRUE;
    }
  return FALSE;
}

/* A placement on a game played on a host: played on a copy of the twin; a
 * legal placement the twin cannot play (it earns a gift card only the host
 * can deal) goes to the host written. */
TlGameStep
_tl_game_remote_place (TlGame  *self,
                       gint     x,
                       gint     y,
                       guint    r,
                       GError **error)
{
  TlGameState *state = _tl_game_state_mut (self);
  TlGameState *copy;
  g_autoptr (GError) local = NULL;
  TlGameStep step;

  if (waiting_error (self, error))
    return TL_GAME_STEP_FAILED;
  copy = tl_game_state_copy (state);
  if (tl_game_state_place (copy, x, y, r, &local))
    {
      tl_game_state_keep_turn (copy);
      step = offer_step (self, copy, tl_game_state_record (copy)->in_progress, FALSE, FALSE, error);
    }
  else if (tl_game_state_phase (state) == TL_PHASE_PLACE && placement_listed (state, x, y, r))
    {
      TlGameState *written = tl_game_state_copy (state);
      TlTurnRecord turn;

      tl_game_state_keep_turn (written);
      tl_turn_record_copy (&turn, tl_game_state_record (written)->in_progress);
      turn.has_place = TRUE;
      turn.x = x;
      turn.y = y;
      turn.r = r;
      turn.place_tile = -1;
      step = offer_step (self, written, &turn, FALSE, TRUE, error);
      tl_turn_record_clear (&turn);
      tl_game_state_free (written);
    }
  else
    {
      g_propagate_error (error, g_steal_pointer (&local));
      step = TL_GAME_STEP_FAILED;
    }
  tl_game_state_free (copy);
  return step;
}

TlGameStep
_tl_game_remote_confirm (TlGame       *self,
                         TlGameState **ended,
                         GError      **error)
{
  const TlRecord *record;
  TlGameStep step;

  *ended = NULL;
  if (waiting_error (self, error))
    return TL_GAME_STEP_FAILED;
  *ended = tl_game_state_copy (tl_game_get_state (self));
  if (!tl_game_state_end_turn (*ended, error))
    step = TL_GAME_STEP_FAILED;
  else
    {
      record = tl_game_state_record (*ended);
      step = offer_step (self, *ended, &g_array_index (record->turns, TlTurnRecord, record->turns->len - 1),
                         TRUE, FALSE, error);
    }
  if (step != TL_GAME_STEP_ENDED)
    g_clear_pointer (ended, tl_game_state_free);
  return step;
}

gboolean
tl_game_is_waiting_for_host (TlGame *self)
{
  TlGameRemote *remote;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  remote = _tl_game_get_remote (self);
  return remote != NULL && remote->waiting;
}
