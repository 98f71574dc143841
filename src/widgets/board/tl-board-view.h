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
 * it. What it shows and what a click does is its #TlBoardScene; the part of the
 * board in sight is its #TlBoardViewport.
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
 * Each expansion adds to it in its own files, with its public API in its own
 * header (tl-board-view-EXP.h, listed in tl-board-expansions.c).
 *
 * Properties: `game` (#TlGame, nullable), `rotation` (uint, quarter turns
 * clockwise of the tile in hand, 0..3; notified when it changes, it is reset to
 * 0 for each new tile), `viewport` (#TlBoardViewport, read-only),
 * `show-legal` (boolean, default %TRUE: tint the cells where the tile in hand
 * fits), `animations` (boolean, default %TRUE: glides and rising points, also
 * off when the desktop's `gtk-enable-animations` is), and those of the
 * expansions.
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
 * where it fits, fitting the view to it (at once when the view has a size,
 * else on its first allocation) with tl_board_viewport_fit(), at a zoom level
 * where follower spots are drawn at least 24 logical pixels wide
 * (%TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL, 96 px tiles), so that they can be
 * hit at once:
 * - what an expansion asks to show whole (a fixed playing area such as a
 *   map), when it fits at that level;
 * - else the placed tiles with a ring of one cell round them, when they fit;
 * - else the tile placed this turn (a game continued in the middle of a
 *   turn), or when none is, the cell where the tile in hand fits nearest the
 *   first start tile (where the keyboard cursor starts: below that tile when
 *   it fits there), with a ring of one cell; never the cell under the
 *   pointer, which may rest anywhere (both USA maps joined opened off the map).
 * tl_board_view_fit() shows the whole game instead, at any zoom level.
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
 * placing, what an expansion offers to turn (to the next rotation in which
 * it fits).
 */
void             tl_board_view_rotate          (TlBoardView *view,
                                                int          delta);

/**
 * tl_board_view_zoom_in:
 * @view: a board view
 *
 * Goes one zoom level up (larger tiles), around the middle of the view (the
 * zoom buttons and Ctrl+= / Ctrl+−: where the pointer rests has nothing to do
 * with them; the wheel and a pinch zoom about the pointer).
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
 * visible. After placing (or while an expansion offers targets), selects the
 * spot that lies nearest in that direction (a follower spot of the placed tile,
 * in games with recall a follower to recall).
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
 * selected spot, recalls the selected follower (games with recall), or does
 * what an expansion's selected spot does.
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
 * tl_board_view_fit:
 * @view: a board view
 *
 * Shows the whole game (Ctrl+0): what an expansion asks to show whole (a
 * map), else the placed tiles with a ring of one cell, at the largest zoom
 * level up to the default one at which it fits (the smallest level, centred
 * on it, when it does not fit at all); later resizes keep fitting it until
 * someone pans or zooms.
 */
void             tl_board_view_fit             (TlBoardView *view);

/**
 * tl_board_view_set_mark:
 * @view: a board view
 * @shown: whether to mark a place; %FALSE takes the mark away
 * @x: column of a tile
 * @y: row of that tile
 * @port: a board port (0..11, or %TL_PORT_C) of a segment of that tile whose
 *   whole feature is marked, or -1 for the tile
 *
 * Marks a place from outside the board (the game log's row under the
 * pointer): a feature is tinted as a hovered territory is, a tile outlined in
 * the accent colour. The view does not move (see tl_board_view_show_cell()).
 */
void             tl_board_view_set_mark        (TlBoardView *view,
                                                gboolean     shown,
                                                int          x,
                                                int          y,
                                                int          port);

/**
 * tl_board_view_show_cell:
 * @view: a board view
 * @x: column
 * @y: row
 *
 * Brings the cell into sight when it is not (a glide when the view is on
 * screen); does nothing when it is in sight already.
 */
void             tl_board_view_show_cell       (TlBoardView *view,
                                                int          x,
                                                int          y);

G_END_DECLS
