/* tl-game-view.c — what a player may imagine of a game: the hidden parts sampled
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer player searches over games it could be in, not the one it is in
 * (docs/design.md §2, §8): tl_game_state_sample() copies the game and replaces every
 * hidden thing by a sample drawn from what the viewer knows. The tiles the viewer
 * has not seen (the stack, and what the expansions and variants hide: the other
 * players' held tiles, the face-down tiles it has not looked at) form one pool;
 * the pool is sorted before it is shuffled, so two games that differ only in what
 * the viewer cannot see give the very same samples.
 */
#include "tl-game-state-private.h"

#include <stdlib.h>
#include <string.h>

static int
compare_tiles (gconstpointer a, gconstpointer b)
{
  return (int) *(const guint16 *) a - (int) *(const guint16 *) b;
}

guint
tl_game_state_unseen_counts (const TlGameState *state,
                             guint              viewer,
                             guint             *counts)
{
  g_autoptr(GArray) hidden = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint n = 0;

  g_return_val_if_fail (viewer < state->n_players, 0);

  memset (counts, 0, sizeof (guint) * state->set->types->len);
  for (guint k = state->deck.pos; k < state->deck.n; k++, n++)
    counts[state->deck.tiles[k]]++;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->hidden_tiles != NULL)
      state->ext[i].expansion->hidden_tiles (state, state->ext[i].data, viewer, hidden);
  for (guint i = 0; i < hidden->len; i++)
    counts[g_array_index (hidden, guint16, i)]++;
  return n + hidden->len;
}

void
_tl_game_state_deal_unseen (TlGameState *state,
                            guint        viewer,
                            TlRng       *rng)
{
  g_autoptr(GArray) pool = NULL;
  guint ext_tiles[TL_MAX_EXPANSIONS];
  guint at = 0;

  pool = g_array_sized_new (FALSE, FALSE, sizeof (guint16), tl_deck_left (&state->deck) + 16);

  /* what the viewer has not seen, as one multiset */
  g_array_append_vals (pool, state->deck.tiles + state->deck.pos, tl_deck_left (&state->deck));
  for (guint i = 0; i < state->n_ext; i++)
    {
      guint before = pool->len;

      if (state->ext[i].expansion->hidden_tiles != NULL)
        state->ext[i].expansion->hidden_tiles (state, state->ext[i].data, viewer, pool);
      ext_tiles[i] = pool->len - before;
    }

  qsort (pool->data, pool->len, sizeof (guint16), compare_tiles);
  for (guint i = pool->len; i > 1; i--)
    {
      guint j = tl_rng_below (rng, i);
      guint16 t = g_array_index (pool, guint16, i - 1);

      g_array_index (pool, guint16, i - 1) = g_array_index (pool, guint16, j);
      g_array_index (pool, guint16, j) = t;
    }

  /* dealt back into the same places */
  for (guint k = state->deck.pos; k < state->deck.n; k++)
    state->deck.tiles[k] = g_array_index (pool, guint16, at++);
  for (guint i = 0; i < state->n_ext; i++)
    {
      if (ext_tiles[i] > 0)
        state->ext[i].expansion->deal_hidden (state, state->ext[i].data, viewer,
                                              &g_array_index (pool, guint16, at));
      at += ext_tiles[i];
    }
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->resample != NULL)
      state->ext[i].expansion->resample (state, state->ext[i].data, viewer, rng);
}

TlGameState *
tl_game_state_sample (const TlGameState *src,
                      guint              viewer,
                      TlRng             *rng)
{
  TlGameState *state;

  g_return_val_if_fail (src != NULL && viewer < src->n_players, NULL);

  /* a copy that shares nothing with @src and keeps no history: its record is
   * the viewer's projection of the header (no seed, no hidden setup), and it
   * plays on as a whole game, every hidden place holding a sample */
  state = _tl_game_state_copy_with (src, _tl_game_state_project_header (src, src->record, viewer));
  state->record->view = -1;
  state->viewer = -1;
  g_clear_pointer (&state->turn_start, _tl_turn_start_unref);
  _tl_game_state_deal_unseen (state, viewer, rng);
  return state;
}
