/* tl-game-project.c — a seat's projection of a game (docs/design.md §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record of a game as one seat may see it: no seed, and %TL_HIDDEN (`"?"`)
 * wherever a tile, card or chip is hidden from that seat. The core hides the
 * seed; every module hides its own part through its project hook, the same
 * things its hidden_tiles and resample hooks re-deal for the computer players
 * (one definition of hidden). Every identity is written in the turn where it
 * becomes public, so the setup of a projection never changes and a projection
 * only grows at its end as the game goes on.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state-private.h"

TlRecord *
_tl_game_state_project_header (const TlGameState *state,
                               const TlRecord    *src,
                               guint              viewer)
{
  TlRecord *record = tl_record_copy_header (src);

  record->seed = 0;
  record->view = viewer;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->project != NULL)
      state->ext[i].expansion->project (record, NULL, 0, viewer, TRUE);
  return record;
}

void
tl_game_state_project_turn (const TlGameState  *state,
                            const TlTurnRecord *turn,
                            guint               viewer,
                            gboolean            whole,
                            TlTurnRecord       *out)
{
  g_return_if_fail (state != NULL && turn != NULL && out != NULL);

  tl_turn_record_copy (out, turn);
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->project != NULL)
      state->ext[i].expansion->project (NULL, out, turn->player, viewer, whole);
}

TlRecord *
tl_game_state_project (const TlGameState *state,
                       guint              viewer)
{
  const TlRecord *src;
  TlRecord *record;

  g_return_val_if_fail (state != NULL && viewer < state->n_players, NULL);

  src = state->record;
  if (src->view >= 0)
    return tl_record_copy (src);   /* a twin's record is its projection */
  record = _tl_game_state_project_header (state, src, viewer);
  for (guint i = 0; i < src->turns->len; i++)
    {
      TlTurnRecord turn;

      tl_game_state_project_turn (state, &g_array_index (src->turns, TlTurnRecord, i), viewer,
                                  TRUE, &turn);
      tl_record_add_turn (record, &turn);
    }
  if (src->in_progress != NULL)
    {
      TlTurnRecord turn;

      tl_game_state_project_turn (state, src->in_progress, viewer, FALSE, &turn);
      tl_record_set_in_progress (record, &turn);
      tl_turn_record_clear (&turn);
    }
  return record;
}

TlRecord *
tl_record_project (const TlRecord *record,
                   guint           seat,
                   GError        **error)
{
  TlGameState *state;
  TlRecord *view;

  g_return_val_if_fail (record != NULL, NULL);

  if (record->view >= 0)
    {
      /* Translators: the seat whose view of an online game the record is (from 1) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the game is already the view of player %d: only a whole game can be "
                     "projected"), record->view + 1);
      return NULL;
    }
  if (seat >= record->players->len)
    {
      /* Translators: a seat (from 1), then how many play */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("there is no player %u: %u play"), seat + 1, record->players->len);
      return NULL;
    }
  state = tl_game_state_replay (record, error);
  if (state == NULL)
    return NULL;
  view = tl_game_state_project (state, seat);
  tl_game_state_free (state);
  return view;
}
