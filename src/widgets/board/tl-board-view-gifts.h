/* tl-board-view-gifts.h — The Gifts on the board: choosing a gift's target
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board-view.h"

G_BEGIN_DECLS

/*
 * The Gifts on a #TlBoardView: tl_board_view_begin_gift_target() lights up
 * the targets of a card (monasteries, roads, the player's own followers; for
 * Change Position, once the follower is chosen, the other segments of its
 * tile); hovering one shows what it brings where that is simple; clicking one
 * ends the targeting and emits `gift-target-chosen`; Escape goes one step back
 * (Change Position) or cancels, like tl_board_view_end_gift_target().
 *
 * Property: `gift-card` (int, read-only: the #TlGiftCard whose target is
 * being chosen, or -1; notified when it changes).
 *
 * Signal `gift-target-chosen` (int x, int y, int port, int to_x, int to_y,
 * int to_port): the player picked the target of the gift whose targeting
 * tl_board_view_begin_gift_target() started, and the targeting has ended.
 * (x, y, port) names the target's segment (port 0..11 or %TL_PORT_C); @to_port
 * is -1 except for Change Position, where (to_x, to_y, to_port) is the segment
 * (on the same tile) the follower moves to. Open the card with it
 * (tl_game_open_gift()).
 */

/**
 * tl_board_view_begin_gift_target:
 * @view: a board view showing a game in which tl_gifts_can_open()
 * @card: the gift card to find a target for
 *
 * Lights up where @card can act (tl_game_gift_targets()): the unfinished
 * monasteries for Synod, the unfinished roads with meeples for Road Sweeper
 * (hovering shows the road's value), the current player's followers for Cash
 * Out (hovering shows 2 points per meeple on the feature) and for Change
 * Position (a click chooses the follower, then the other segments of its tile
 * light up). While targeting, the tile in hand is not offered and clicks only
 * pick targets; `gift-card` is @card. Starting again replaces the card.
 *
 * Returns: the number of targets; 0 (and no targeting) for Take 2, which needs
 * no target, or when the card has nothing to act on (opening it would waste it).
 */
guint tl_board_view_begin_gift_target (TlBoardView *view,
                                       TlGiftCard   card);

/**
 * tl_board_view_end_gift_target:
 * @view: a board view
 *
 * Stops choosing a gift's target (nothing is opened); `gift-card` becomes -1.
 * Does nothing when no target is being chosen.
 */
void  tl_board_view_end_gift_target   (TlBoardView *view);

/**
 * tl_board_view_get_gift_card:
 * @view: a board view
 *
 * Returns: the #TlGiftCard whose target is being chosen, or -1.
 */
int   tl_board_view_get_gift_card     (TlBoardView *view);

G_END_DECLS
