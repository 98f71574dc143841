/* tl-render.h — cairo drawing of tiles, followers and boards from tile data
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlRgb:
 * @r: red, 0..1
 * @g: green, 0..1
 * @b: blue, 0..1
 *
 * An opaque colour.
 */
typedef struct {
  double r, g, b;
} TlRgb;

/**
 * tl_render_parse_color:
 * @spec: a colour as `"#rrggbb"` (or `"#rgb"`), or one of the player colour names
 *   `"red"`, `"blue"`, `"green"`, `"yellow"`, `"black"` (GNOME palette tones)
 * @out: (out caller-allocates): the colour
 *
 * Returns: %TRUE when @spec is a colour; on %FALSE @out is left unchanged.
 */
gboolean tl_render_parse_color     (const char *spec,
                                    TlRgb      *out);

/**
 * tl_render_default_color:
 * @seat: a 0-based seat
 * @out: (out caller-allocates): the default colour of that seat: red, blue,
 *   green, yellow, black, then again from red
 */
void     tl_render_default_color   (guint  seat,
                                    TlRgb *out);

/**
 * tl_render_tile:
 * @cr: a cairo context
 * @type: a tile type (only its segments are read)
 * @r: rotation in quarter turns clockwise, 0..3
 * @size: edge length of the tile in @cr's user units
 * @dark: %TRUE for the deeper tones of the dark style
 *
 * Draws the tile from its data (fields, roads, cities with walls, roofs and
 * pennants, monastery, junction) into the square (0, 0)–(@size, @size) of @cr's
 * user space. Field tones are rasterised at the device resolution of @cr, so
 * the result is sharp at any size; for drawing the same tile often, use a
 * #TlTileCache. The state of @cr is preserved.
 */
void     tl_render_tile            (cairo_t          *cr,
                                    const TlTileType *type,
                                    guint             r,
                                    double            size,
                                    gboolean          dark);

/**
 * tl_render_follower:
 * @cr: a cairo context
 * @cx: x of the follower's centre, user units
 * @cy: y of the follower's centre, user units
 * @size: height of a standing follower (width of a lying one), user units;
 *   about a quarter of the tile size reads well
 * @color: the player's colour
 * @lying: %TRUE for a farmer (the meeple lies on its side)
 *
 * Draws the classic meeple silhouette with a soft shadow and an outline that
 * reads on fields, roads and cities alike (light around dark colours, dark
 * around light ones). The state of @cr is preserved.
 */
void     tl_render_follower        (cairo_t     *cr,
                                    double       cx,
                                    double       cy,
                                    double       size,
                                    const TlRgb *color,
                                    gboolean     lying);

/**
 * tl_render_segment_anchor:
 * @type: a tile type
 * @segment: index of a segment of @type
 * @r: rotation in quarter turns clockwise, 0..3
 * @fx: (out): x of the point where a follower on that segment stands, as a
 *   fraction 0..1 of the tile's width from its left edge
 * @fy: (out): y of that point, a fraction 0..1 of the tile's height from its top
 *
 * The anchor is computed from the segment's ports: inside a city, on the middle
 * of a road, on the monastery, in the widest part of a field. Anchors of one
 * tile are kept apart from each other. An out-of-range @segment gives the centre.
 */
void     tl_render_segment_anchor  (const TlTileType *type,
                                    guint             segment,
                                    guint             r,
                                    double           *fx,
                                    double           *fy);

/**
 * tl_render_board:
 * @cr: a cairo context
 * @state: a game
 * @colors: (nullable) (array): one colour per seat, or %NULL for the colours of
 *   the game's players (tl_render_default_color() where a colour does not parse)
 * @tile_px: edge length of one tile in user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws every placed tile and every follower. The tile at (x, y) is drawn at
 * ((x - min_x) * @tile_px, (y - min_y) * @tile_px), with min_x, min_y from
 * tl_board_bounds(); the whole drawing is (max_x - min_x + 1) * @tile_px wide and
 * (max_y - min_y + 1) * @tile_px high. Draws nothing on an empty board.
 */
void     tl_render_board           (cairo_t           *cr,
                                    const TlGameState *state,
                                    const TlRgb       *colors,
                                    double             tile_px,
                                    gboolean           dark);

/**
 * tl_render_board_png:
 * @state: a game
 * @colors: (nullable) (array): one colour per seat, or %NULL (see tl_render_board())
 * @path: file to write, in the file system's encoding
 * @tile_px: edge length of one tile in pixels, 8..512
 * @error: return location for an error, or %NULL
 *
 * Writes the board as a PNG in the light style, on a transparent background.
 * Errors: %G_FILE_ERROR_INVAL when @tile_px is out of range, the board is empty
 * or the picture would exceed 16384 pixels on a side; %G_FILE_ERROR_FAILED when
 * cairo cannot write @path (the message names @path and cairo's reason).
 *
 * Returns: %TRUE when written.
 */
gboolean tl_render_board_png       (const TlGameState *state,
                                    const TlRgb       *colors,
                                    const char        *path,
                                    double             tile_px,
                                    GError           **error);

G_END_DECLS
