/* tl-gifts-view.c — what The Gifts hides, and from whom (docs/design.md §8, §10;
 * docs/rules/gifts.md §7)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hidden from a seat: the other seats' gift cards (how many each holds is
 * public), the order of the gift deck, and the second tile of another seat's
 * Take 2 and which of its two tiles it kept, until that one is placed (the tile
 * put back stays hidden). Opened
 * cards and the discard pile are public. One definition serves the computer
 * players' samples (hidden_tiles, deal_hidden, resample), the projection
 * (project), a twin's placeholders (swap_hidden, the disclose functions) and
 * the public digest (digest).
 */
#include "tl-gifts-private.h"

/* Whether the second tile of a Take 2 waiting to be chosen is hidden from
 * @viewer: it is, but from the player who drew it. */
static gboolean
second_hidden (const TlGifts *g, const TlGameState *state, guint viewer)
{
  return g->take2_waiting && viewer != tl_game_state_current_player (state);
}

void
_tl_gifts_hidden_tiles (const TlGameState *state, gconstpointer data, guint viewer, GArray *pool)
{
  const TlGifts *g = data;

  if (second_hidden (g, state, viewer))
    {
      guint16 t = g->take2_second;

      g_array_append_val (pool, t);
    }
}

void
_tl_gifts_deal_hidden (TlGameState *state, gpointer data, guint viewer, const guint16 *tiles)
{
  TlGifts *g = data;

  if (second_hidden (g, state, viewer))
    g->take2_second = tiles[0];
}

gboolean
_tl_gifts_swap_hidden (TlGameState *state, gpointer data, guint viewer, guint want, guint give)
{
  TlGifts *g = data;

  if (!second_hidden (g, state, viewer) || g->take2_second != want)
    return FALSE;
  g->take2_second = give;
  return TRUE;
}

/* For a computer player's sample of the game (docs/design.md §8): @viewer knows its own
 * hand, the discard pile and how many cards each player holds; the other hands and
 * the deck's order are dealt again from the cards it cannot see. */
void
_tl_gifts_resample (TlGameState *state, gpointer data, guint viewer, TlRng *rng)
{
  TlGifts *g = data;
  guint8 pool[TL_GIFTS_TOTAL];
  guint unseen[TL_N_GIFT_CARDS], n = 0, at = 0;

  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    unseen[c] = TL_GIFTS_PER_CARD - g->hand[viewer][c];
  for (guint i = 0; i < g->n_discard; i++)
    unseen[g->discard[i]]--;
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    for (guint k = 0; k < unseen[c]; k++)
      pool[n++] = c;
  _tl_gifts_shuffle (rng, pool, n);
  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    {
      guint held = 0;

      if (p == viewer)
        continue;
      for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
        {
          held += g->hand[p][c];
          g->hand[p][c] = 0;
        }
      for (guint k = 0; k < held && at < n; k++)
        g->hand[p][pool[at++]]++;
    }
  for (guint i = 0; i < g->n_deck && at < n; i++)
    g->deck[i] = pool[at++];
  tl_rng_init (&g->rng, tl_rng_next (rng));
}

/* The projection (docs/design.md §10): another seat's gift received and the second
 * tile of its Take 2 are hidden; so is the tile it keeps (`"keep": "?"`), which
 * the placement names (place.tile) when it shows it. */
void
_tl_gifts_project (TlRecord *record, TlTurnRecord *turn, guint player, guint viewer,
                   gboolean whole)
{
  if (turn == NULL || player == viewer)
    return;
  if (tl_gifts_turn (turn)->received >= 0)
    tl_gifts_turn (turn)->received = TL_HIDDEN;
  if (tl_gifts_turn (turn)->has_gift && tl_gifts_turn (turn)->gift.card == TL_GIFT_TAKE_2)
    {
      if (tl_gifts_turn (turn)->gift.second >= 0)
        tl_gifts_turn (turn)->gift.second = TL_HIDDEN;
      if (tl_gifts_turn (turn)->gift.keep >= 0)
        {
          /* public is that a tile was kept; which one, once it is placed */
          if (turn->has_place)
            turn->place_tile = tl_gifts_turn (turn)->gift.keep;
          tl_gifts_turn (turn)->gift.keep = TL_HIDDEN;
        }
    }
}

/* Which of Take 2's tiles the player kept is its secret until it is placed. */
gboolean
_tl_gifts_hides_tile_in_hand (const TlGameState *state, gconstpointer data, guint seat)
{
  const TlGifts *g = data;

  return g->take2_kept;
}

/* Public: the cards each player holds (a count), the deck's size, the discard
 * pile, whether a gift was opened this turn and a Take 2 waits; @seat's own:
 * its cards, and the second tile of its Take 2. */
void
_tl_gifts_digest (const TlGameState *state, gconstpointer data, guint seat, GByteArray *sum)
{
  const TlGifts *g = data;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    {
      guint held = 0;

      for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
        held += g->hand[p][c];
      tl_game_state_digest_int (sum, held);
    }
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    tl_game_state_digest_int (sum, g->hand[seat][c]);
  tl_game_state_digest_int (sum, g->n_deck);
  tl_game_state_digest_int (sum, g->n_discard);
  for (guint i = 0; i < g->n_discard; i++)
    tl_game_state_digest_int (sum, g->discard[i]);
  tl_game_state_digest_int (sum, g->opened_turn == tl_game_state_turn (state));
  tl_game_state_digest_int (sum, g->take2_waiting);
  tl_game_state_digest_int (sum, g->take2_kept);
  tl_game_state_digest_int (sum, g->take2_waiting && !second_hidden (g, state, seat)
                                 ? (gint64) g->take2_second : -1);
}

void
_tl_gifts_disclose_opened (TlGameState *state, TlGifts *g, guint player, guint card)
{
  gint viewer = tl_game_state_viewer (state);
  gint give = -1;

  if (viewer < 0 || (guint) viewer == player || card >= TL_N_GIFT_CARDS ||
      g->hand[player][card] > 0)
    return;
  for (guint c = 0; c < TL_N_GIFT_CARDS && give < 0; c++)
    if (g->hand[player][c] > 0)
      give = c;
  if (give < 0)
    return;   /* it holds none: opening fails as it must */
  for (guint i = 0; i < g->n_deck; i++)
    if (g->deck[i] == card)
      {
        g->deck[i] = give;
        g->hand[player][give]--;
        g->hand[player][card]++;
        return;
      }
  for (guint q = 0; q < tl_game_state_n_players (state); q++)
    if (q != (guint) viewer && q != player && g->hand[q][card] > 0)
      {
        g->hand[q][card]--;
        g->hand[q][give]++;
        g->hand[player][give]--;
        g->hand[player][card]++;
        return;
      }
}

void
_tl_gifts_disclose_received (TlGameState *state, TlGifts *g, guint card)
{
  gint viewer = tl_game_state_viewer (state);

  if (viewer < 0 || g->n_deck == 0 || card >= TL_N_GIFT_CARDS)
    return;
  for (guint i = 0; i < g->n_deck; i++)
    if (g->deck[i] == card)
      return;
  for (guint q = 0; q < tl_game_state_n_players (state); q++)
    if (q != (guint) viewer && g->hand[q][card] > 0)
      {
        g->hand[q][card]--;
        g->hand[q][g->deck[g->n_deck - 1]]++;
        g->deck[g->n_deck - 1] = card;
        return;
      }
}
