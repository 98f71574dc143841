/* tl-deck.h — the stack of face-down tiles (engine-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"
#include "tl-rng.h"

G_BEGIN_DECLS

/* The stack: tile type indices; tiles[pos..n-1] are still face down, next first. */
typedef struct {
  guint16 *tiles;
  guint n;
  guint pos;
} TlDeck;

/* Fills the deck with every copy of every type of @set less @held (per type, copies
 * already on the table) and shuffles it with @rng (Fisher–Yates). */
void     tl_deck_init     (TlDeck          *deck,
                           const TlTileSet *set,
                           const guint     *held,
                           TlRng           *rng);
void     tl_deck_copy     (TlDeck *dest, const TlDeck *src);
void     tl_deck_clear    (TlDeck *deck);
guint    tl_deck_left     (const TlDeck *deck);
/* Takes the next tile; -1 when empty. */
int      tl_deck_next     (TlDeck *deck);
/* Takes the first copy of @type still in the stack; FALSE when none is left. */
gboolean tl_deck_take     (TlDeck *deck, guint type);

/* Puts @type back among the face-down tiles at a uniformly random place. */
void     tl_deck_insert   (TlDeck *deck, guint type, TlRng *rng);

G_END_DECLS
