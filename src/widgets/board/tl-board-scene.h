/* tl-board-scene.h — what the board shows of a game, without a display
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_BOARD_SCENE (tl_board_scene_get_type ())
G_DECLARE_FINAL_TYPE (TlBoardScene, tl_board_scene, TL, BOARD_SCENE, GObject)

/**
 * TlBoardScene:
 *
 * What a board shows of a #TlGame and what playing on it does, apart from
 * the widget that draws it (as GNOME Chess keeps its ChessScene apart from its
 * ChessView): the tile in hand and its rotation, the cells where it fits in
 * each rotation, the keyboard cursor, the spots a person may click (follower
 * places on the tile just placed, followers to recall, and what an
 * expansion offers), which spot is hovered or selected, the "+N" labels of
 * the points scored and the expansions' animations. It uses no toolkit and
 * needs no display; #TlBoardView draws it and turns pointer and keys into
 * calls on it.
 *
 * Only a person's turn offers anything: while a computer seat plays, the
 * scene shows the board and the labels.
 *
 * Properties: `game` (#TlGame, nullable), `rotation` (uint 0..3, quarter turns
 * clockwise of the tile in hand; back to 0 for each new tile).
 *
 * Signals:
 * - `changed`: something shown changed (draw again).
 * - `show-cell` (int x, int y): a computer seat placed a tile on cell (x, y):
 *   bring it into sight. A person's own tiles never move the view.
 * - `animate`: a label or an animation started; call
 *   tl_board_scene_advance() on every frame while it returns %TRUE.
 */

/**
 * tl_board_scene_new:
 *
 * Returns: (transfer full): a scene showing no game.
 */
TlBoardScene *tl_board_scene_new             (void);

/**
 * tl_board_scene_set_game:
 * @self: a scene
 * @game: (nullable) (transfer none): the game to show; the scene keeps a
 *   reference and follows its `changed` and `scored` signals
 *
 * Shows @game with the tile in hand unrotated, the keyboard cursor on a cell
 * where it fits, no labels and nothing of the game shown before.
 */
void          tl_board_scene_set_game        (TlBoardScene *self,
                                              TlGame       *game);

/**
 * tl_board_scene_get_game:
 * @self: a scene
 *
 * Returns: (transfer none) (nullable): the game shown.
 */
TlGame       *tl_board_scene_get_game        (TlBoardScene *self);

/**
 * tl_board_scene_get_rotation:
 * @self: a scene
 *
 * Returns: the rotation of the tile in hand, quarter turns clockwise (0..3).
 */
guint         tl_board_scene_get_rotation    (TlBoardScene *self);

/**
 * tl_board_scene_set_rotation:
 * @self: a scene
 * @r: quarter turns clockwise (taken modulo 4)
 */
void          tl_board_scene_set_rotation    (TlBoardScene *self,
                                              guint         r);

/**
 * tl_board_scene_rotate:
 * @self: a scene
 * @delta: +1 turns clockwise, −1 counter-clockwise
 *
 * Turns the tile in hand while a tile is to be placed; after placing, lets an
 * expansion turn what it offers (to the next rotation in which it fits).
 */
void          tl_board_scene_rotate          (TlBoardScene *self,
                                              int           delta);

/**
 * tl_board_scene_get_cursor:
 * @self: a scene
 * @x: (out) (optional): column of the keyboard cursor
 * @y: (out) (optional): row of the keyboard cursor
 */
void          tl_board_scene_get_cursor      (TlBoardScene *self,
                                              int          *x,
                                              int          *y);

/**
 * tl_board_scene_move_cursor:
 * @self: a scene
 * @dx: columns to move (−1, 0, +1 for the arrow keys)
 * @dy: rows to move
 *
 * Keyboard play: while a tile is to be placed, moves the cursor cell (the tile
 * in hand follows it) to the next cell in that direction that the expansions
 * let it stand on (on a map: its squares, past blocked ones; where there is
 * none it stays); the first key after the pointer moved it, where the tile
 * fits in no rotation, puts it on the nearest cell where the tile fits
 * instead. While spots are offered, selects the spot that lies nearest in
 * that direction (the first spot when none is selected) and puts the cursor
 * on its cell.
 *
 * Returns: %TRUE when the cursor is on a new cell to bring into sight.
 */
gboolean      tl_board_scene_move_cursor     (TlBoardScene *self,
                                              int           dx,
                                              int           dy);

/**
 * tl_board_scene_cycle_spot:
 * @self: a scene
 * @delta: +1 for the next spot (Tab), −1 for the one before (Shift+Tab)
 *
 * Keyboard play: while spots are offered, selects the next (or previous) one
 * in their order, round from the last to the first, and puts the cursor on its
 * cell. Does nothing while none are offered, so that Tab moves the focus on.
 *
 * Returns: %TRUE when a spot was selected.
 */
gboolean      tl_board_scene_cycle_spot      (TlBoardScene *self,
                                              int           delta);

/**
 * tl_board_scene_activate_cursor:
 * @self: a scene
 *
 * Keyboard play: places the tile in hand on the cursor cell (or turns it to
 * the next rotation that fits there when it fits only in another), or acts on
 * the selected spot (deploys, recalls, or what the expansion's spot does).
 * The first key after the pointer moved the cursor onto a cell where the tile
 * fits in no rotation only shows the cursor, on the nearest cell where it fits
 * (as tl_board_scene_move_cursor()). Space, and Enter at the tile step.
 *
 * Returns: %TRUE when something was placed, turned, deployed or acted on, or
 * the cursor shown.
 */
gboolean      tl_board_scene_activate_cursor (TlBoardScene *self);

/**
 * tl_board_scene_advance:
 * @self: a scene
 * @now_us: the time of the frame being drawn, µs of a monotonic clock
 *
 * Moves the labels and animations on: each starts at the first frame after it
 * was added; a label goes after 2 seconds.
 *
 * Returns: %TRUE while a label or an animation remains.
 */
gboolean      tl_board_scene_advance         (TlBoardScene *self,
                                              gint64        now_us);

G_END_DECLS
