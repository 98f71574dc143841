/* tl-window-gifts-private.h — The Gifts in the main window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's actions of The Gifts:
 * - `win.open-gift` with parameter `s` (a card name as
 *   tl_gift_card_name() gives) starts opening one of the seat's gifts;
 *   `win.open-gift-number` with parameter `i` (keys 1–5) the one of that
 *   number in the gift hand, which numbers the cards as held
 *   (tl_gift_hand_get_card()); `win.gift-target` with parameter `(iis)` (column, row, board port
 *   name) chooses its target — for Change Position first the follower, then
 *   the segment it moves to — like a click on the board or in the side
 *   panel's list; a question (#TlAlert, responses `"open"` and
 *   `"cancel"`) says what will happen and opens it; `win.cancel-gift`
 *   (Escape) keeps it shut; `win.take2-keep` with parameter `i` (a tile type)
 *   keeps one of the two tiles of Take 2;
 *
 * The side panel shows the gift hand (#TlGiftHand): the cards of the seat to
 * play face up (with one human seat, always that seat's), the others as
 * counts, the discard pile and the deck; a toast tells the seat to play which
 * gift it received, and which gift a computer player opened. With two or more
 * human seats, a turn starts behind the hand-over screen for a seat that holds
 * a gift.
 */
#pragma once

#include "tl-window-private.h"
#include "tl-gift-hand.h"

G_BEGIN_DECLS

/* registered in tl-window-expansions.c */
extern const TlWindowHooks _tl_window_gifts_hooks;

/* Returns: (transfer none): the side panel's gift hand, for the tests. */
TlGiftHand *_tl_window_gifts_get_hand (TlWindow *self);

G_END_DECLS
