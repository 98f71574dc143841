/* tl-board-viewport.h — what part of the board a view shows: centre and zoom
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TL_TYPE_BOARD_VIEWPORT (tl_board_viewport_get_type ())
G_DECLARE_FINAL_TYPE (TlBoardViewport, tl_board_viewport, TL, BOARD_VIEWPORT, GObject)

/**
 * TlBoardViewport:
 *
 * The visible part of a board, kept apart from the widget that draws it (like
 * libshumate's ShumateViewport). Board coordinates are tile coordinates: the
 * tile at column x, row y covers [x, x + 1) × [y, y + 1), so the centre of the
 * start tile (0, 0) is (0.5, 0.5). The zoom is one of a few fixed levels, each
 * an integer number of logical pixels per tile, so that tile pictures are drawn
 * once per level and never scaled.
 *
 * Properties: `center-x`, `center-y` (double, tile coordinates), `zoom-level`
 * (uint, 0 … tl_board_viewport_get_n_zoom_levels() − 1) and `tile-size` (uint,
 * read-only, logical pixels per tile at the current level). All are notified
 * on change.
 */

/**
 * TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL:
 *
 * The zoom level of a new viewport (96 logical pixels per tile).
 */
#define TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL 5

/**
 * tl_board_viewport_new:
 *
 * Returns: (transfer full): a viewport centred on the start tile, (0.5, 0.5),
 * at %TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL.
 */
TlBoardViewport *tl_board_viewport_new              (void);

/**
 * tl_board_viewport_get_center_x:
 * @self: a viewport
 *
 * Returns: the board x (tile coordinates) shown in the middle of the view.
 */
double           tl_board_viewport_get_center_x     (TlBoardViewport *self);

/**
 * tl_board_viewport_get_center_y:
 * @self: a viewport
 *
 * Returns: the board y (tile coordinates) shown in the middle of the view.
 */
double           tl_board_viewport_get_center_y     (TlBoardViewport *self);

/**
 * tl_board_viewport_set_center:
 * @self: a viewport
 * @x: board x in tile coordinates, clamped to ±10000
 * @y: board y in tile coordinates, clamped to ±10000
 *
 * Moves the view so that (@x, @y) is in its middle.
 */
void             tl_board_viewport_set_center       (TlBoardViewport *self,
                                                     double           x,
                                                     double           y);

/**
 * tl_board_viewport_get_zoom_level:
 * @self: a viewport
 *
 * Returns: the current zoom level, 0 (smallest tiles) … n − 1.
 */
guint            tl_board_viewport_get_zoom_level   (TlBoardViewport *self);

/**
 * tl_board_viewport_set_zoom_level:
 * @self: a viewport
 * @level: a zoom level; values beyond the last level are clamped
 *
 * Changes the zoom, keeping the centre.
 */
void             tl_board_viewport_set_zoom_level   (TlBoardViewport *self,
                                                     guint            level);

/**
 * tl_board_viewport_get_n_zoom_levels:
 *
 * Returns: how many zoom levels there are.
 */
guint            tl_board_viewport_get_n_zoom_levels (void);

/**
 * tl_board_viewport_level_tile_size:
 * @level: a zoom level (clamped to the last one)
 *
 * Returns: the logical pixels per tile at @level (32 … 256).
 */
guint            tl_board_viewport_level_tile_size  (guint level);

/**
 * tl_board_viewport_get_tile_size:
 * @self: a viewport
 *
 * Returns: the logical pixels per tile at the current zoom level.
 */
guint            tl_board_viewport_get_tile_size    (TlBoardViewport *self);

/**
 * tl_board_viewport_zoom_at:
 * @self: a viewport
 * @steps: zoom levels to go up (positive, larger tiles) or down (negative)
 * @px: x of the fixed point in widget pixels (logical), e.g. the pointer
 * @py: y of the fixed point in widget pixels
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 *
 * Zooms by @steps levels (clamped to the existing levels) so that the board
 * point under (@px, @py) stays under it.
 *
 * Returns: %TRUE when the zoom level changed.
 */
gboolean         tl_board_viewport_zoom_at          (TlBoardViewport *self,
                                                     int              steps,
                                                     double           px,
                                                     double           py,
                                                     double           width,
                                                     double           height);

/**
 * tl_board_viewport_get_origin:
 * @self: a viewport
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @ox: (out): widget x, in whole logical pixels, of board x = 0
 * @oy: (out): widget y, in whole logical pixels, of board y = 0
 *
 * Where the board's origin lands in the view. It is rounded to whole pixels so
 * that the tile at (x, y) is drawn at exactly (@ox + x · size, @oy + y · size)
 * with size = tl_board_viewport_get_tile_size().
 */
void             tl_board_viewport_get_origin       (TlBoardViewport *self,
                                                     double           width,
                                                     double           height,
                                                     double          *ox,
                                                     double          *oy);

/**
 * tl_board_viewport_widget_to_board:
 * @self: a viewport
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @px: widget x in logical pixels
 * @py: widget y in logical pixels
 * @bx: (out): board x in tile coordinates (floor() of it is the column)
 * @by: (out): board y in tile coordinates (floor() of it is the row)
 */
void             tl_board_viewport_widget_to_board  (TlBoardViewport *self,
                                                     double           width,
                                                     double           height,
                                                     double           px,
                                                     double           py,
                                                     double          *bx,
                                                     double          *by);

/**
 * tl_board_viewport_board_to_widget:
 * @self: a viewport
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @bx: board x in tile coordinates
 * @by: board y in tile coordinates
 * @px: (out): widget x in logical pixels
 * @py: (out): widget y in logical pixels
 */
void             tl_board_viewport_board_to_widget  (TlBoardViewport *self,
                                                     double           width,
                                                     double           height,
                                                     double           bx,
                                                     double           by,
                                                     double          *px,
                                                     double          *py);

G_END_DECLS
