/* tl-gift-icon.h — a gift card of The Gifts, drawn face up or face down
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_GIFT_ICON (tl_gift_icon_get_type ())
G_DECLARE_FINAL_TYPE (TlGiftIcon, tl_gift_icon, TL, GIFT_ICON, GtkWidget)

/**
 * TlGiftIcon:
 *
 * A small playing card (docs/rules/gifts.md §1) drawn with cairo: a cream card with a band
 * in the card's colour and a picture of what it does (Synod a monastery, Road
 * Sweeper a road and a broom, Cash Out coins, Change Position a standing and a
 * lying meeple, Take 2 two tiles), or the common back of all cards. It is 30 ×
 * 40 logical pixels unless a size request asks for more; the card keeps its
 * shape, centred. Its accessible label is the card's name ("Gift card" face
 * down). The widget has the CSS name `gifticon`.
 *
 * Property `card` (int): a #TlGiftCard, or -1 for the back of a card.
 */

/**
 * tl_gift_icon_new:
 * @card: a #TlGiftCard, or -1 for the back
 *
 * Returns: (transfer floating): a new card picture.
 */
GtkWidget  *tl_gift_icon_new        (int card);

/**
 * tl_gift_icon_set_card:
 * @self: a card picture
 * @card: a #TlGiftCard, or -1 for the back
 */
void        tl_gift_icon_set_card   (TlGiftIcon *self,
                                     int         card);

/**
 * tl_gift_icon_get_card:
 * @self: a card picture
 *
 * Returns: the card shown, or -1 for the back.
 */
int         tl_gift_icon_get_card   (TlGiftIcon *self);

/**
 * tl_gift_card_title:
 * @card: a #TlGiftCard
 *
 * Returns: (transfer none): the card's name, translated: "Synod", "Road
 * Sweeper", "Cash Out", "Change Position" or "Take 2"; "Gift" for anything else.
 */
const char *tl_gift_card_title       (int card);

/**
 * tl_gift_card_summary:
 * @card: a #TlGiftCard
 *
 * Returns: (transfer none): what the card does, in a few words, translated
 * (docs/rules/gifts.md §4), e.g. "Score any unfinished road now; its meeples go home".
 */
const char *tl_gift_card_summary     (int card);

G_END_DECLS
