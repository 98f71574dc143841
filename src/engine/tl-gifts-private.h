/* tl-gifts-private.h — what the files of The Gifts share (engine-internal)
 *
 * tl-gifts.c plays the expansion; tl-gifts-view.c says what it hides from each
 * seat (the computer players' samples, the projection, a twin's placeholders,
 * the public digest).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-gifts.h"
#include "tl-expansion.h"

G_BEGIN_DECLS

typedef struct {
  TlRng rng;                       /* reshuffles and Take 2 returns */
  guint8 deck[TL_GIFTS_TOTAL];     /* face down; deck[n_deck - 1] is the top */
  guint n_deck;
  guint8 discard[TL_GIFTS_TOTAL];  /* face up, oldest first */
  guint n_discard;
  guint8 hand[TL_MAX_PLAYERS][TL_N_GIFT_CARDS];
  guint opened_turn;               /* turn in which a gift was opened, 0 = none */
  gboolean take2_waiting;          /* Take 2 opened, the tile to keep not chosen yet */
  guint take2_second;
  gboolean take2_kept;             /* Take 2's tile chosen, not placed yet: which one is the
                                      player's secret until then */
} TlGifts;

/* Shuffles @n cards with @rng (Fisher–Yates). */
void     _tl_gifts_shuffle         (TlRng *rng, guint8 *cards, guint n);

/* tl-gifts-view.c: in a twin, the card @player opens or receives when its
 * placeholder hand, or the placeholder deck, lacks it. */

/* @player, another seat than the twin's, opens @card: when its hand lacks it,
 * the card comes from the deck or a hand hidden from the viewer, which takes one
 * of @player's cards instead. */
void     _tl_gifts_disclose_opened   (TlGameState *state, TlGifts *g, guint player, guint card);
/* The twin's seat receives @card: when the deck lacks it, a hand hidden from
 * the seat gives it up for the deck's top card. */
void     _tl_gifts_disclose_received (TlGameState *state, TlGifts *g, guint card);

/* The hooks of tl-gifts-view.c. */
void     _tl_gifts_hidden_tiles (const TlGameState *state, gconstpointer data, guint viewer,
                                 GArray *pool);
void     _tl_gifts_deal_hidden  (TlGameState *state, gpointer data, guint viewer,
                                 const guint16 *tiles);
void     _tl_gifts_resample     (TlGameState *state, gpointer data, guint viewer, TlRng *rng);
void     _tl_gifts_project      (TlRecord *record, TlTurnRecord *turn, guint player, guint viewer,
                                 gboolean whole);
gboolean _tl_gifts_swap_hidden  (TlGameState *state, gpointer data, guint viewer, guint want,
                                 guint give);
gboolean _tl_gifts_hides_tile_in_hand (const TlGameState *state, gconstpointer data, guint seat);
void     _tl_gifts_digest       (const TlGameState *state, gconstpointer data, guint seat,
                                 GByteArray *sum);

G_END_DECLS
