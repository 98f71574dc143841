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
 * Besides the centre and the zoom it knows how to show an area as a whole
 * (tl_board_viewport_fit()) and how to glide to a place
 * (tl_board_viewport_go_to_full(), after libshumate's animated go-to).
 * It has no clock of its own and needs no display: whoever shows it (the
 * board view, with its frame clock) calls tl_board_viewport_advance() on every
 * frame while `going` is %TRUE.
 *
 * Properties: `center-x`, `center-y` (double, tile coordinates), `zoom-level`
 * (uint, 0 … tl_board_viewport_get_n_zoom_levels() − 1), `tile-size` (uint,
 * read-only, logical pixels per tile at the current level), `fitted`
 * (boolean, read-only: what tl_board_viewport_fit() showed last is still
 * shown) and `going` (boolean, read-only: a go-to is under way). All are
 * notified on change.
 */

/**
 * TlBoardRect:
 * @x: board x of the area's west edge, in tiles
 * @y: board y of its north edge, in tiles
 * @width: its width in tiles
 * @height: its height in tiles
 *
 * An area of the board; the cell (x, y) is the rectangle {x, y, 1, 1}.
 */
typedef struct {
  double x, y;
  double width, height;
} TlBoardRect;

/**
 * TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL:
 *
 * The zoom level of a new viewport (96 logical pixels per tile).
 */
#define TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL 6

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
 * Returns: the logical pixels per tile at @level (24 … 256).
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
 * tl_board_viewport_scroll_zoom:
 * @self: a viewport
 * @accumulated: (inout): the wheel's travel not yet turned into levels (start
 *   a scroll at 0)
 * @dy: the wheel's travel of this event (positive: towards the user, smaller
 *   tiles)
 * @px: x of the fixed point in widget pixels (the pointer)
 * @py: y of the fixed point
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 *
 * The wheel zooms one level per notch about the pointer (what the board and the
 * map editor do with a #GtkEventControllerScroll).
 */
void             tl_board_viewport_scroll_zoom      (TlBoardViewport *self,
                                                     double          *accumulated,
                                                     double           dy,
                                                     double           px,
                                                     double           py,
                                                     double           width,
                                                     double           height);

/**
 * tl_board_viewport_pinch_zoom:
 * @self: a viewport
 * @start_level: the zoom level when the pinch began
 * @scale: the pinch's scale since it began (#GtkGestureZoom)
 * @px: x of the pinch's middle in widget pixels
 * @py: y of the pinch's middle
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 *
 * A pinch zooms one level for each factor of 1.3 about its middle.
 */
void             tl_board_viewport_pinch_zoom       (TlBoardViewport *self,
                                                     guint            start_level,
                                                     double           scale,
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

/**
 * tl_board_viewport_level_to_fit:
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @tiles_w: width of what must fit, in tiles
 * @tiles_h: its height in tiles
 * @max_level: the largest zoom level to consider
 *
 * Returns: the largest zoom level up to @max_level at which @tiles_w × @tiles_h
 *   tiles fit in the view, or -1 when they do not fit even at level 0.
 */
int              tl_board_viewport_level_to_fit     (double           width,
                                                     double           height,
                                                     double           tiles_w,
                                                     double           tiles_h,
                                                     guint            max_level);

/**
 * tl_board_viewport_fit:
 * @self: a viewport
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @areas: (array length=n_areas) (nullable): the areas to show, best first
 * @n_areas: how many there are
 * @min_level: the smallest zoom level to use (0 for any)
 * @max_level: the largest zoom level to use (e.g.
 *   %TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL), at least @min_level
 *
 * Shows the first of @areas that fits in the view at some zoom level from
 * @min_level to @max_level, centred, at the largest such level; when none
 * fits, the last one centred at @min_level; with no area, (0.5, 0.5) at
 * @max_level. Stops a go-to. Until the centre or the zoom changes otherwise,
 * `fitted` is %TRUE.
 *
 * Returns: %FALSE (and nothing changes) when @width or @height is not
 * positive, or @min_level is above @max_level.
 */
gboolean         tl_board_viewport_fit              (TlBoardViewport   *self,
                                                     double             width,
                                                     double             height,
                                                     const TlBoardRect *areas,
                                                     guint              n_areas,
                                                     guint              min_level,
                                                     guint              max_level);

/**
 * tl_board_viewport_get_fitted:
 * @self: a viewport
 *
 * Returns: whether the view shows what tl_board_viewport_fit() showed last:
 *   nothing moved or zoomed it since (a go-to does).
 */
gboolean         tl_board_viewport_get_fitted       (TlBoardViewport *self);

/**
 * tl_board_viewport_center_for_cell:
 * @self: a viewport
 * @width: width of the view in logical pixels
 * @height: height of the view in logical pixels
 * @x: column of the cell
 * @y: row of the cell
 * @margin: room to keep round the cell, in tiles (at most a quarter of the
 *   view's smaller side)
 * @cx: (out): the centre that shows the cell with that room, moving the view
 *   as little as possible (the cell's middle on an axis where the view is too
 *   small for it)
 * @cy: (out): likewise
 *
 * Returns: %TRUE when the view must move to show the cell; %FALSE when it shows
 *   already (then @cx, @cy are the current centre) or the view has no size.
 */
gboolean         tl_board_viewport_center_for_cell  (TlBoardViewport *self,
                                                     double           width,
                                                     double           height,
                                                     int              x,
                                                     int              y,
                                                     double           margin,
                                                     double          *cx,
                                                     double          *cy);

/**
 * tl_board_viewport_go_to_full:
 * @self: a viewport
 * @x: board x to show in the middle, tile coordinates
 * @y: board y to show in the middle
 * @level: the zoom level to end at; levels are whole picture sizes, so the
 *   zoom changes at once and the centre glides
 * @duration_us: how long the glide takes, in microseconds; 0 or less jumps
 *
 * Starts moving the view to (@x, @y) with an ease-out curve: the glide starts
 * on the first tl_board_viewport_advance() and ends @duration_us after it. A
 * go-to under way is stopped first (it stays where it got to).
 */
void             tl_board_viewport_go_to_full       (TlBoardViewport *self,
                                                     double           x,
                                                     double           y,
                                                     guint            level,
                                                     gint64           duration_us);

/**
 * tl_board_viewport_go_to:
 * @self: a viewport
 * @x: board x to show in the middle
 * @y: board y to show in the middle
 * @duration_us: how long the glide takes, in microseconds; 0 or less jumps
 *
 * Like tl_board_viewport_go_to_full() at the current zoom level.
 */
void             tl_board_viewport_go_to            (TlBoardViewport *self,
                                                     double           x,
                                                     double           y,
                                                     gint64           duration_us);

/**
 * tl_board_viewport_stop_go_to:
 * @self: a viewport
 *
 * Stops a go-to where it got to; does nothing when none is under way.
 */
void             tl_board_viewport_stop_go_to       (TlBoardViewport *self);

/**
 * tl_board_viewport_get_going:
 * @self: a viewport
 *
 * Returns: whether a go-to is under way (call tl_board_viewport_advance() on
 *   every frame until it is not).
 */
gboolean         tl_board_viewport_get_going        (TlBoardViewport *self);

/**
 * tl_board_viewport_advance:
 * @self: a viewport
 * @now_us: the time of the frame being drawn, in microseconds of a monotonic
 *   clock (e.g. gdk_frame_clock_get_frame_time())
 *
 * Moves a go-to on to where it is at @now_us.
 *
 * Returns: %TRUE while the go-to goes on after this frame.
 */
gboolean         tl_board_viewport_advance          (TlBoardViewport *self,
                                                     gint64           now_us);

G_END_DECLS
