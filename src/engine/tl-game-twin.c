/* tl-game-twin.c — a seat's sampled twin of a game: the replay of its projection
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's projection of a game (tl-game-project.c, docs/design.md §10) names every
 * tile, card and chip that seat has seen and marks the others hidden. Replaying
 * it builds a twin: the game set up as the projection says, every hidden place
 * holding a placeholder dealt from what the seat has not seen as
 * tl_game_state_sample() deals it (the pool sorted, then shuffled with a fixed
 * seed). When a turn names what a placeholder stood for (a tile drawn, a
 * face-down tile turned over, a card opened), the named one is taken from
 * the unseen places and the placeholder goes where it was: the twin never holds
 * a tile twice, and everything its seat sees is the game's own. The checks that
 * read another seat's hidden things (is a tile of its hand placeable?) are the
 * host's: the twin trusts the turns it is given.
 *
 * A twin follows a game step by step (tl_game_state_follow()): as a turn in
 * progress grows, the twin plays it again from the turn's start, which it keeps
 * (a turn has a few steps; the game is never replayed from its start).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state-private.h"

#include <string.h>

/* The twin's own random numbers: the placeholders depend only on what the seat
 * sees, so two twins of one projection are the same game. */
#define TWIN_SEED G_GUINT64_CONSTANT (0x7477696e)

struct _TlTurnStart {
  gint ref;
  TlGameState *state;
};

TlTurnStart *
_tl_turn_start_ref (TlTurnStart *start)
{
  g_atomic_int_inc (&start->ref);
  return start;
}

void
_tl_turn_start_unref (TlTurnStart *start)
{
  if (start != NULL && g_atomic_int_dec_and_test (&start->ref))
    {
      tl_game_state_free (start->state);
      g_free (start);
    }
}

gint
tl_game_state_viewer (const TlGameState *state)
{
  return state->viewer;
}

gboolean
tl_game_state_seat_known (const TlGameState *state,
                          guint              seat)
{
  return state->viewer < 0 || (guint) state->viewer == seat;
}

gboolean
_tl_game_state_sees_tile_in_hand (const TlGameState *state,
                                  guint              seat)
{
  if (state->drawn < 0 || seat == state->current || state->phase != TL_PHASE_PLACE)
    return TRUE;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->hides_tile_in_hand != NULL &&
        state->ext[i].expansion->hides_tile_in_hand (state, state->ext[i].data, seat))
      return FALSE;
  return TRUE;
}

gboolean
tl_game_state_current_tile_known (const TlGameState *state)
{
  return state->viewer < 0 || _tl_game_state_sees_tile_in_hand (state, state->viewer);
}

gboolean
_tl_game_state_swap_hidden (TlGameState *state,
                            guint        want,
                            guint        give)
{
  if (state->viewer < 0)
    return FALSE;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->swap_hidden != NULL &&
        state->ext[i].expansion->swap_hidden (state, state->ext[i].data, state->viewer, want, give))
      return TRUE;
  return FALSE;
}

gboolean
_tl_game_state_take (TlGameState *state,
                     guint        type)
{
  TlDeck *deck = &state->deck;

  if (tl_deck_take (deck, type))
    return TRUE;
  /* a twin: the tile lies where its viewer cannot see (a face-down tile, another
   * seat's hand); the stack's next tile takes its place there */
  if (state->viewer < 0 || deck->pos >= deck->n ||
      !_tl_game_state_swap_hidden (state, type, deck->tiles[deck->pos]))
    return FALSE;
  deck->tiles[deck->pos++] = (guint16) type;
  return TRUE;
}

gboolean
tl_game_state_disclose (TlGameState *state,
                        guint        want,
                        guint        give)
{
  TlDeck *deck = &state->deck;

  if (want == give)
    return TRUE;
  if (state->viewer < 0)
    return FALSE;
  for (guint k = deck->pos; k < deck->n; k++)
    if (deck->tiles[k] == want)
      {
        deck->tiles[k] = (guint16) give;
        return TRUE;
      }
  return _tl_game_state_swap_hidden (state, want, give);
}

/* Keeps @twin as it is now, between turns, as the start of the turn it follows. */
static void
keep_turn_start (TlGameState *twin)
{
  TlTurnStart *start = g_new0 (TlTurnStart, 1);

  start->ref = 1;
  start->state = tl_game_state_copy (twin);
  twin->turn_start = start;
}

/* Makes @twin the game it was as its turn began, keeping the reference. */
static void
back_to_turn_start (TlGameState *twin)
{
  TlTurnStart *start = twin->turn_start;
  TlGameState *fresh = tl_game_state_copy (start->state);
  TlGameState old = *twin;

  /* the twin keeps its address (its callers hold it); nothing inside a game
   * points at the game itself */
  *twin = *fresh;
  *fresh = old;
  fresh->turn_start = NULL;
  tl_game_state_free (fresh);
  twin->turn_start = start;
}

TlGameState *
_tl_game_state_replay_view (const TlRecord *record,
                            GError        **error)
{
  TlGameState *state;
  guint n;
  TlRng rng;

  if ((guint) record->view >= record->players->len)
    {
      /* Translators: the seat a player's view of an online game is for (from 1), then
       * how many play */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the view is of player %d, but %u play"), record->view + 1,
                   record->players->len);
      return NULL;
    }
  /* set up with a placeholder in every hidden place of the setup (the modules'
   * init take the stack's next tile there), then everything the seat has not
   * seen dealt again */
  state = tl_game_state_new (record, error);
  if (state == NULL)
    return NULL;
  tl_rng_init (&rng, TWIN_SEED);
  _tl_game_state_deal_unseen (state, record->view, &rng);
  state->viewer = record->view;

  n = record->turns->len;
  for (guint i = 0; i < n; i++)
    if (!_tl_game_state_play_whole (state, &g_array_index (record->turns, TlTurnRecord, i), i + 1,
                                    error))
      {
        tl_game_state_free (state);
        return NULL;
      }
  if (record->in_progress != NULL)
    {
      keep_turn_start (state);
      if (!_tl_game_state_play_in_progress (state, record->in_progress, n + 1, error))
        {
          tl_game_state_free (state);
          return NULL;
        }
    }
  return state;
}

gboolean
tl_game_state_follow (TlGameState        *twin,
                      const TlTurnRecord *turn,
                      gboolean            whole,
                      GError            **error)
{
  guint number;
  gboolean ok;

  g_return_val_if_fail (twin != NULL && turn != NULL, FALSE);
  g_return_val_if_fail (twin->viewer >= 0, FALSE);

  if (twin->turn_start != NULL)
    back_to_turn_start (twin);
  else
    keep_turn_start (twin);
  number = twin->record->turns->len + 1;
  ok = whole ? _tl_game_state_play_whole (twin, turn, number, error)
             : _tl_game_state_play_in_progress (twin, turn, number, error);
  if (!ok)
    back_to_turn_start (twin);   /* as the turn began: it may be followed again */
  else if (whole)
    g_clear_pointer (&twin->turn_start, _tl_turn_start_unref);
  return ok;
}
