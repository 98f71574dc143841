/* tl-gift-hand-private.h — what the tests read of a gift hand (internal to src/widgets/ and the tests)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-gift-hand.h"

G_BEGIN_DECLS

/**
 * _tl_gift_hand_get_viewer:
 * @self: a gift hand
 *
 * Returns: the seat whose cards are shown face up, or -1.
 */
int        _tl_gift_hand_get_viewer   (TlGiftHand *self);

/**
 * _tl_gift_hand_get_n_card_rows:
 * @self: a gift hand
 *
 * Returns: how many kinds of card are shown face up (rows of the viewer's hand).
 */
guint      _tl_gift_hand_get_n_card_rows (TlGiftHand *self);

/**
 * _tl_gift_hand_get_card_row:
 * @self: a gift hand
 * @index: a row of the viewer's hand, 0 … _tl_gift_hand_get_n_card_rows() − 1
 *
 * Returns: (transfer none) (nullable): the row (an #AdwActionRow; insensitive
 * while the viewer may not open a gift), or %NULL for a bad @index.
 */
GtkWidget *_tl_gift_hand_get_card_row (TlGiftHand *self,
                                      guint       index);

G_END_DECLS
