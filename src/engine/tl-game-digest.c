/* tl-game-digest.c — what one seat sees of a game, as a short hash (docs/design.md §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The public digest covers what every player sees (the board and its followers,
 * the scores and their events, the supplies, the tiles left, whose turn and
 * which step, the tile in hand once everybody sees it) and what the seat alone
 * sees (its cards, its hand, what it looked at): each module adds its part with
 * its digest hook. A whole game and that seat's twin have the same digest after
 * every step; anything the seat cannot see is left out, so no digest tells a
 * hidden thing either.
 */
#include "tl-game-state-private.h"

#include <string.h>

/* The digest's length in hexadecimal digits (64 bits). */
#define DIGEST_DIGITS 16

void
tl_game_state_digest_int (GByteArray *sum,
                          gint64      value)
{
  /* zigzag, then 7 bits a byte, least significant first: small numbers, most of
   * a game's, take one byte, and the bytes are the same on every machine */
  guint64 z = ((guint64) value << 1) ^ (guint64) (value >> 63);
  guint8 bytes[10];
  guint n = 0;

  do
    {
      bytes[n++] = (z & 0x7f) | (z > 0x7f ? 0x80 : 0);
      z >>= 7;
    }
  while (z != 0);
  g_byte_array_append (sum, bytes, n);
}

static void
add_board (GByteArray        *sum,
           const TlGameState *state)
{
  const TlBoard *board = state->board;
  const GArray *followers = tl_features_followers (tl_board_features_const (board));
  guint n = tl_board_n_tiles (board);

  tl_game_state_digest_int (sum, n);
  for (guint i = 0; i < n; i++)
    {
      const TlPlacedTile *t = tl_board_tile (board, i);

      tl_game_state_digest_int (sum, t->type);
      tl_game_state_digest_int (sum, t->x);
      tl_game_state_digest_int (sum, t->y);
      tl_game_state_digest_int (sum, t->r);
    }
  tl_game_state_digest_int (sum, followers->len);
  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      tl_game_state_digest_int (sum, f->player);
      tl_game_state_digest_int (sum, f->segment);
      tl_game_state_digest_int (sum, f->lying);
    }
}

static void
add_events (GByteArray        *sum,
            const TlGameState *state)
{
  tl_game_state_digest_int (sum, state->events->len);
  for (guint i = 0; i < state->events->len; i++)
    {
      const TlScoreEvent *e = &g_array_index (state->events, TlScoreEvent, i);

      tl_game_state_digest_int (sum, e->turn);
      tl_game_state_digest_int (sum, e->final);
      tl_game_state_digest_int (sum, e->source);
      tl_game_state_digest_int (sum, e->kind);
      tl_game_state_digest_int (sum, e->n_tiles);
      tl_game_state_digest_int (sum, e->x);
      tl_game_state_digest_int (sum, e->y);
      tl_game_state_digest_int (sum, e->port);
      for (guint p = 0; p < state->n_players; p++)
        tl_game_state_digest_int (sum, e->points[p]);
    }
  tl_game_state_digest_int (sum, state->turn_end_event);
}

char *
tl_game_state_public_digest (const TlGameState *state,
                             guint              seat)
{
  g_autoptr(GByteArray) sum = NULL;

  g_return_val_if_fail (state != NULL && seat < state->n_players, NULL);

  sum = g_byte_array_sized_new (1024);
  tl_game_state_digest_int (sum, state->n_players);
  tl_game_state_digest_int (sum, state->phase);
  tl_game_state_digest_int (sum, state->current);
  tl_game_state_digest_int (sum, state->turn);
  tl_game_state_digest_int (sum, state->placed);
  tl_game_state_digest_int (sum, state->acted);
  tl_game_state_digest_int (sum, _tl_game_state_sees_tile_in_hand (state, seat) ? state->drawn : TL_HIDDEN);
  tl_game_state_digest_int (sum, tl_deck_left (&state->deck));
  for (guint p = 0; p < state->n_players; p++)
    {
      const TlPlayerState *ps = &state->players[p];

      tl_game_state_digest_int (sum, ps->score);
      for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
        tl_game_state_digest_int (sum, ps->by_kind[k]);
      tl_game_state_digest_int (sum, ps->bonus);
      tl_game_state_digest_int (sum, ps->supply);
    }
  add_board (sum, state);
  add_events (sum, state);
  for (guint i = 0; i < state->n_ext; i++)
    {
      tl_game_state_digest_int (sum, i);
      if (state->ext[i].expansion->digest != NULL)
        state->ext[i].expansion->digest (state, state->ext[i].data, seat, sum);
    }
  {
    g_autofree char *hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, sum->data, sum->len);

    return g_strndup (hash, DIGEST_DIGITS);
  }
}
