/* tl-deck.c — the stack of face-down tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-deck.h"

void
tl_deck_init (TlDeck          *deck,
              const TlTileSet *set,
              const guint     *held,
              TlRng           *rng)
{
  guint n = 0;

  deck->tiles = g_new (guint16, MAX (set->total_tiles, 1));
  for (guint t = 0; t < set->types->len; t++)
    {
      guint count = tl_tile_set_type (set, t)->count;
      guint skip = held ? MIN (held[t], count) : 0;

      for (guint c = skip; c < count; c++)
        deck->tiles[n++] = (guint16) t;
    }
  deck->n = n;
  deck->pos = 0;
  for (guint i = n; i > 1; i--)
    {
      guint j = tl_rng_below (rng, i);
      guint16 tmp = deck->tiles[i - 1];

      deck->tiles[i - 1] = deck->tiles[j];
      deck->tiles[j] = tmp;
    }
}

void
tl_deck_copy (TlDeck *dest, const TlDeck *src)
{
  dest->tiles = g_memdup2 (src->tiles, sizeof (guint16) * MAX (src->n, 1));
  dest->n = src->n;
  dest->pos = src->pos;
}

void
tl_deck_clear (TlDeck *deck)
{
  g_clear_pointer (&deck->tiles, g_free);
  deck->n = deck->pos = 0;
}

guint
tl_deck_left (const TlDeck *deck)
{
  return deck->n - deck->pos;
}

int
tl_deck_next (TlDeck *deck)
{
  return deck->pos < deck->n ? deck->tiles[deck->pos++] : -1;
}

gboolean
tl_deck_take (TlDeck *deck, guint type)
{
  for (guint i = deck->pos; i < deck->n; i++)
    if (deck->tiles[i] == type)
      {
        deck->tiles[i] = deck->tiles[deck->pos];
        deck->tiles[deck->pos++] = (guint16) type;
        return TRUE;
      }
  return FALSE;
}

void
tl_deck_insert (TlDeck *deck, guint type, TlRng *rng)
{
  guint at;

  g_return_if_fail (deck->pos > 0);
  /* the tile goes back into the slot before the stack, then swaps to a random place */
  deck->tiles[--deck->pos] = (guint16) type;
  at = deck->pos + tl_rng_below (rng, deck->n - deck->pos);
  deck->tiles[deck->pos] = deck->tiles[at];
  deck->tiles[at] = (guint16) type;
}
