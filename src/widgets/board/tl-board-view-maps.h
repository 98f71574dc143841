/* tl-board-view-maps.h — Carcassonne Maps and Map-Chips on the board
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board-view.h"

G_BEGIN_DECLS

/*
 * Carcassonne Maps on a #TlBoardView (tl_game_state_map()): the map is drawn
 * under the tiles (tl_render_map_cell(): land, water, start squares, towns,
 * coloured outlines, half squares, the seam of joined maps); the tile in hand
 * is offered only on the map's open cells; fitting the view shows the whole
 * map when it fits. With Map-Chips:
 *
 * - chips lie face down on their towns, all alike (their colour and value
 *   are hidden, tl_render_map_chip()), and face-down tiles on their outlined
 *   squares; a face-down tile turns over (about 300 ms) when it is revealed, a
 *   tile that fits nowhere fades away; "+1"/"+2" rise over a chip collected
 *   and "+2"/"−2" over a revealed tile (the `scored` events of source
 *   %TL_SCORE_CHIP and %TL_SCORE_REVEAL);
 * - after placing next to face-down tiles (tl_map_chips_pending_reveals()),
 *   each revealed tile lies face up on its square in a rotation in which it
 *   fits, outlined in the accent colour, or in red when it fits nowhere. One
 *   of them has the focus (a thicker outline); clicking another gives it the
 *   focus (the player picks the order); R, right click or
 *   tl_board_view_rotate() turn the focused one among the rotations that fit;
 *   clicking it (or Space with nothing selected, or the window's Enter through
 *   tl_board_view_resolve_reveal()) resolves it (tl_game_reveal(): placed for
 *   +2, or removed for −2). Follower spots are offered once all are resolved;
 * - when the current player may look at a face-down tile
 *   (tl_map_chips_can_peek()), the face-down tiles of the chip's colour are
 *   ringed; clicking one looks at it (tl_game_peek()) and emits `peeked`;
 * - with `show-peeked` TRUE, the face-down tiles the current (human) player
 *   looked at earlier show a small picture of what they saw.
 *
 * Property: `show-peeked` (boolean, default FALSE).
 *
 * Signal `peeked` (int x, int y, int type): the current player clicked the
 * face-down tile on (x, y) and looked at it (tl_game_peek() is done): they saw
 * tile type @type (an index into the game's tile set). Hidden information:
 * show it to that player only.
 */

/**
 * tl_board_view_set_show_peeked:
 * @view: a board view
 * @show: whether to show the current player what they saw on face-down tiles
 *
 * Map-Chips: with @show, each face-down tile the current player looked at
 * (tl_map_chips_peeked()) carries a small picture of that tile while a human
 * player is to play. Hidden information: the window turns it off while the
 * board is shown to someone else (hand-over screen).
 */
void     tl_board_view_set_show_peeked (TlBoardView *view,
                                        gboolean     show);

/**
 * tl_board_view_get_show_peeked:
 * @view: a board view
 *
 * Returns: the `show-peeked` property.
 */
gboolean tl_board_view_get_show_peeked (TlBoardView *view);

/**
 * tl_board_view_resolve_reveal:
 * @view: a board view
 * @error: return location for an error, or %NULL
 *
 * After placing next to face-down tiles (Map-Chips): resolves the focused
 * revealed tile as the board shows it (tl_game_reveal(): placed in the rotation
 * shown for +2, or removed for −2 when it fits nowhere), the step Enter
 * confirms. Errors: those of tl_game_reveal().
 *
 * Returns: %TRUE when a revealed tile was resolved; %FALSE (without an error)
 * when none waits.
 */
gboolean         tl_board_view_resolve_reveal  (TlBoardView  *view,
                                                GError      **error);

G_END_DECLS
