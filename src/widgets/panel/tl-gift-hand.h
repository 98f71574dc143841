/* tl-gift-hand.h — the gifts of a game: the viewer's cards, the others' counts, the piles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_GIFT_HAND (tl_gift_hand_get_type ())
G_DECLARE_FINAL_TYPE (TlGiftHand, tl_gift_hand, TL, GIFT_HAND, GtkWidget)

/**
 * TlGiftHand:
 *
 * The Gifts in the side panel (docs/rules/gifts.md §7: hands are hidden, counts and the
 * discard pile are public):
 * - the viewer's cards face up, one row per kind held, numbered 1 … 5 from
 *   the top as held (the number in a keycap: the key that opens it, see
 *   tl_gift_hand_get_card()): the card (#TlGiftIcon), its name, what it does
 *   and how many ("×2"); while the viewer may open a gift the rows can be
 *   activated (click, Enter, Space), which emits `open`;
 *   otherwise (a gift was opened this turn, the tile is placed, another seat
 *   plays) they are insensitive;
 * - every other seat as a count: its meeple, its name and "×N" beside a card back;
 * - the discard pile (its top card face up and how many cards lie there) and
 *   the face-down gift deck (how many are left).
 * The widget has the CSS name `gifthand`.
 *
 * Signal `open` (int card): the viewer chose to open a #TlGiftCard.
 */

/**
 * tl_gift_hand_new:
 *
 * Returns: (transfer floating): a gift hand showing nothing.
 */
GtkWidget *tl_gift_hand_new          (void);

/**
 * tl_gift_hand_update:
 * @self: a gift hand
 * @game: (nullable) (transfer none): the game, read now (not kept)
 * @viewer: the seat whose cards are shown face up, or -1 to show every seat as
 *   a count (a computer seat to play, or the hand-over screen)
 * @can_open: whether the viewer may open a gift now (tl_gifts_can_open())
 *
 * Shows the gifts as they are now in @game; call it again after every change.
 */
void       tl_gift_hand_update       (TlGiftHand *self,
                                      TlGame     *game,
                                      int         viewer,
                                      gboolean    can_open);

/**
 * tl_gift_hand_get_card:
 * @self: a gift hand
 * @number: a card's number as shown, 1 … 5 (its row from the top)
 *
 * Returns: the #TlGiftCard of the viewer's row numbered @number, or -1 when the
 * viewer's hand shows no such row (fewer kinds held, no viewer).
 */
int        tl_gift_hand_get_card     (TlGiftHand *self,
                                      guint       number);

G_END_DECLS
