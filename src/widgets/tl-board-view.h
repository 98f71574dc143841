/* tl-board-view.h — the board of a game: draw, pan, zoom, place, deploy
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-game.h"
#include "tl-board-viewport.h"

G_BEGIN_DECLS

#define TL_TYPE_BOARD_VIEW (tl_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TlBoardView, tl_board_view, TL, BOARD_VIEW, GtkWidget)

/**
 * TlBoardView:
 *
 * Draws the board of a #TlGame from tile data (tile pictures from a
 * #TlTileCache at the zoom level's exact pixel size) and lets a person play on
 * it:
 *
 * - pan by dragging with the primary or middle button, zoom with the wheel or a
 *   pinch around the pointer (the zoom snaps to the levels of #TlBoardViewport);
 * - in %TL_PHASE_PLACE of a human seat: the cells where the drawn tile fits in
 *   some rotation are tinted with the accent colour, more strongly where it fits
 *   in the current rotation; the tile follows the pointer (or the keyboard
 *   cursor) over empty cells next to the board, half transparent, outlined in
 *   the accent colour where it fits and in red where it does not; a right click
 *   rotates it; a click places it (a click on a cell where it fits only in
 *   another rotation turns it to the next rotation that fits);
 * - in %TL_PHASE_FOLLOWER of a human seat: the follower spots of the tile just
 *   placed are offered as circles; hovering shows the follower; a click deploys;
 *   in games with recall (The Discovery, tl_game_state_has_recall()) the
 *   player's followers that may be recalled are offered too, ringed in the
 *   accent colour: hovering one lights up its territory and shows what
 *   recalling it scores; a click recalls it (tl_game_recall());
 * - in games with recall, hovering any follower lights up its whole territory
 *   (every segment, across tiles, in the accent colour with transparency and
 *   an outline) and shows its value now (tl_game_feature_value()) beside the
 *   pointer; followers show their role (brigand, explorer, navigator);
 * - the tile placed last is outlined; when a computer seat places a tile out
 *   of sight the view glides to show it (it never moves by itself for a tile
 *   a person placed); when the game emits `scored`,
 *   "+N" labels in the scorers' colours rise over the feature for two seconds.
 *
 * Carcassonne Maps (tl_game_state_map()): the map is drawn under the tiles
 * (tl_render_map_cell(): land, water, start squares, towns, coloured outlines,
 * half squares, the seam of joined maps); the tile in hand is offered only on
 * the map's open cells. With Map-Chips:
 *
 * - chips lie face down on their towns, all alike (their colour and value
 *   are hidden, tl_render_map_chip()), and face-down tiles on their outlined
 *   squares;
 *   a face-down tile turns over (about 300 ms) when it is revealed, a tile that
 *   fits nowhere fades away; "+1"/"+2" rise over a chip collected and
 *   "+2"/"−2" over a revealed tile (the `scored` events of source
 *   %TL_SCORE_CHIP and %TL_SCORE_REVEAL);
 * - after placing next to face-down tiles (tl_map_chips_pending_reveals()),
 *   each revealed tile lies face up on its square in a rotation in which it
 *   fits, outlined in the accent colour, or in red when it fits nowhere. One
 *   of them has the focus (a thicker outline); clicking another gives it the
 *   focus (the player picks the order); R, right click or
 *   tl_board_view_rotate() turn the focused one among the rotations that fit;
 *   clicking it resolves it (tl_game_reveal(): placed for +2, or removed for
 *   −2). Follower spots are offered once all are resolved;
 * - when the current player may look at a face-down tile
 *   (tl_map_chips_can_peek()), the face-down tiles of the chip's colour are
 *   ringed; clicking one looks at it (tl_game_peek()) and emits `peeked`;
 * - with `show-peeked` TRUE, the face-down tiles the current (human) player
 *   looked at earlier show a small picture of what they saw.
 *
 * The Gifts: tl_board_view_begin_gift_target() lights up the targets of a card
 * (monasteries, roads, the player's own followers; for Change Position, once
 * the follower is chosen, the other segments of its tile); hovering one shows
 * what it brings where that is simple; clicking one ends the targeting and
 * emits `gift-target-chosen`; Escape goes one step back (Change Position) or
 * cancels, like tl_board_view_end_gift_target().
 *
 * Properties: `game` (#TlGame, nullable), `rotation` (uint, quarter turns
 * clockwise of the tile in hand, 0..3; notified when it changes, it is reset to
 * 0 for each new tile), `viewport` (#TlBoardViewport, read-only),
 * `show-peeked` (boolean, default FALSE), `gift-card` (int, read-only: the
 * #TlGiftCard whose target is being chosen, or -1).
 *
 * Signals:
 * - `peeked` (int x, int y, int type): the current player looked at the
 *   face-down tile on (x, y) and saw tile type @type. Hidden information.
 * - `gift-target-chosen` (int x, int y, int port, int to_x, int to_y,
 *   int to_port): the target of the gift card being targeted; @to_port is -1
 *   except for Change Position, where (to_x, to_y, to_port) is the segment the
 *   follower moves to.
 *
 * The widget has the CSS name `boardview`.
 */

/**
 * tl_board_view_new:
 *
 * Returns: (transfer floating): a board view showing no game.
 */
GtkWidget       *tl_board_view_new             (void);

/**
 * tl_board_view_set_game:
 * @view: a board view
 * @game: (nullable) (transfer none): the game to show; the view keeps a reference
 *
 * Shows @game with the tile in hand unrotated and the keyboard cursor on a cell
 * where it fits, fitting the view to it (at once when the view is shown, else
 * on its first allocation):
 * - on a map (tl_game_state_map()): the whole map, at the largest zoom level
 *   up to %TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL at which it fits; when it does
 *   not fit even at the smallest level, as below;
 * - else: centred on the placed tiles, at the largest zoom level up to
 *   %TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL at which they fit with a ring of one
 *   cell round them (the smallest level when they do not fit).
 * While nobody pans or zooms, a new size of the view fits it again.
 */
void             tl_board_view_set_game        (TlBoardView *view,
                                                TlGame      *game);

/**
 * tl_board_view_get_game:
 * @view: a board view
 *
 * Returns: (transfer none) (nullable): the game shown.
 */
TlGame          *tl_board_view_get_game        (TlBoardView *view);

/**
 * tl_board_view_get_viewport:
 * @view: a board view
 *
 * Returns: (transfer none): the viewport (centre and zoom) of the view.
 */
TlBoardViewport *tl_board_view_get_viewport    (TlBoardView *view);

/**
 * tl_board_view_get_rotation:
 * @view: a board view
 *
 * Returns: the rotation of the tile in hand, in quarter turns clockwise (0..3).
 */
guint            tl_board_view_get_rotation    (TlBoardView *view);

/**
 * tl_board_view_set_rotation:
 * @view: a board view
 * @r: rotation in quarter turns clockwise (taken modulo 4)
 */
void             tl_board_view_set_rotation    (TlBoardView *view,
                                                guint        r);

/**
 * tl_board_view_rotate:
 * @view: a board view
 * @delta: quarter turns to add: +1 turns the tile in hand clockwise, −1
 *   counter-clockwise
 *
 * Turns the tile in hand (only while a tile is to be placed), or, after
 * placing next to face-down tiles (Map-Chips), the focused revealed tile to
 * the next rotation in which it fits.
 */
void             tl_board_view_rotate          (TlBoardView *view,
                                                int          delta);

/**
 * tl_board_view_zoom_in:
 * @view: a board view
 *
 * Goes one zoom level up (larger tiles), around the pointer when it is over
 * the view, else around the middle of the view.
 */
void             tl_board_view_zoom_in         (TlBoardView *view);

/**
 * tl_board_view_zoom_out:
 * @view: a board view
 *
 * Goes one zoom level down (smaller tiles), like tl_board_view_zoom_in().
 */
void             tl_board_view_zoom_out        (TlBoardView *view);

/**
 * tl_board_view_zoom_reset:
 * @view: a board view
 *
 * Goes back to %TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL, centred on the middle of
 * the placed tiles.
 */
void             tl_board_view_zoom_reset      (TlBoardView *view);

/**
 * tl_board_view_pan:
 * @view: a board view
 * @dx: how far to move the view east (negative: west), in tiles
 * @dy: how far to move the view south (negative: north), in tiles
 *
 * Moves what is shown: after tl_board_view_pan (view, 1, 0) the board appears
 * shifted one tile to the left.
 */
void             tl_board_view_pan             (TlBoardView *view,
                                                double       dx,
                                                double       dy);

/**
 * tl_board_view_move_cursor:
 * @view: a board view
 * @dx: columns to move (−1, 0, +1 for the arrow keys)
 * @dy: rows to move
 *
 * Keyboard play. While a tile is to be placed, moves the keyboard cursor cell
 * by (@dx, @dy) tiles; the tile in hand follows it and the view pans to keep it
 * visible. After placing, selects the follower spot of the placed tile (or, in
 * games with recall, the follower to recall) that lies nearest in that direction.
 */
void             tl_board_view_move_cursor     (TlBoardView *view,
                                                int          dx,
                                                int          dy);

/**
 * tl_board_view_activate_cursor:
 * @view: a board view
 *
 * Keyboard play: places the tile in hand on the cursor cell at the current
 * rotation (when it fits there in another rotation only, turns it to the next
 * rotation that fits instead), or, after placing, deploys a follower on the
 * selected spot or recalls the selected follower (games with recall).
 *
 * Returns: %TRUE when something was placed, deployed, recalled or turned.
 */
gboolean         tl_board_view_activate_cursor (TlBoardView *view);

/**
 * tl_board_view_get_cursor:
 * @view: a board view
 * @x: (out) (optional): column of the keyboard cursor cell
 * @y: (out) (optional): row of the keyboard cursor cell
 */
void             tl_board_view_get_cursor      (TlBoardView *view,
                                                int         *x,
                                                int         *y);

/**
 * tl_board_view_set_cursor:
 * @view: a board view
 * @x: column
 * @y: row
 *
 * Puts the keyboard cursor (and the tile in hand) on cell (@x, @y) and pans
 * the view to show it.
 */
void             tl_board_view_set_cursor      (TlBoardView *view,
                                                int          x,
                                                int          y);

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
void             tl_board_view_set_show_peeked (TlBoardView *view,
                                                gboolean     show);

/**
 * tl_board_view_get_show_peeked:
 * @view: a board view
 *
 * Returns: the `show-peeked` property.
 */
gboolean         tl_board_view_get_show_peeked (TlBoardView *view);

/**
 * tl_board_view_begin_gift_target:
 * @view: a board view showing a game in which tl_gifts_can_open()
 * @card: the gift card to find a target for
 *
 * The Gifts: lights up where @card can act (tl_game_gift_targets()): the
 * unfinished monasteries for Synod, the unfinished roads with meeples for Road
 * Sweeper (hovering shows the road's value), the current player's followers for
 * Cash Out (hovering shows 2 points per meeple on the feature) and for Change
 * Position (a click chooses the follower, then the other segments of its tile
 * light up). While targeting, the tile in hand is not offered and clicks only
 * pick targets; `gift-card` is @card. Starting again replaces the card.
 *
 * Returns: the number of targets; 0 (and no targeting) for Take 2, which needs
 * no target, or when the card has nothing to act on (opening it would waste it).
 */
guint            tl_board_view_begin_gift_target (TlBoardView *view,
                                                  TlGiftCard   card);

/**
 * tl_board_view_end_gift_target:
 * @view: a board view
 *
 * Stops choosing a gift's target (nothing is opened); `gift-card` becomes -1.
 * Does nothing when no target is being chosen.
 */
void             tl_board_view_end_gift_target (TlBoardView *view);

/**
 * tl_board_view_get_gift_card:
 * @view: a board view
 *
 * Returns: the #TlGiftCard whose target is being chosen, or -1.
 */
int              tl_board_view_get_gift_card   (TlBoardView *view);

G_END_DECLS
