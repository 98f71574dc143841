/* tl-render.h — cairo drawing of tiles, followers and boards from tile data
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"
#include "tl-tile-cache.h"

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
 * around light ones). The outline is 6.5 % of the height up to a meeple of 26
 * device pixels and grows with the square root of the size beyond, so that
 * meeples of every size (board, side panel, hand-over screen) look alike. The
 * state of @cr is preserved.
 */
void     tl_render_follower        (cairo_t     *cr,
                                    double       cx,
                                    double       cy,
                                    double       size,
                                    const TlRgb *color,
                                    gboolean     lying);

/**
 * TlFollowerRole:
 * @TL_FOLLOWER_ROLE_NONE: a plain meeple (Carcassonne)
 * @TL_FOLLOWER_ROLE_BRIGAND: a follower on a mountain (The Discovery): a sword badge
 * @TL_FOLLOWER_ROLE_EXPLORER: on a grassland: a hat badge
 * @TL_FOLLOWER_ROLE_NAVIGATOR: on a sea: an anchor badge
 *
 * What a follower is, by the kind of segment it stands on.
 */
typedef enum {
  TL_FOLLOWER_ROLE_NONE,
  TL_FOLLOWER_ROLE_BRIGAND,
  TL_FOLLOWER_ROLE_EXPLORER,
  TL_FOLLOWER_ROLE_NAVIGATOR,
} TlFollowerRole;

/**
 * tl_render_follower_role:
 * @kind: the kind of segment a follower stands on
 *
 * Returns: the role shown for a follower there: brigand on a mountain,
 *   explorer on a grassland, navigator on a sea, %TL_FOLLOWER_ROLE_NONE on
 *   every Carcassonne kind.
 */
TlFollowerRole tl_render_follower_role (TlSegmentKind kind);

/**
 * tl_render_follower_with_role:
 * @cr: a cairo context
 * @cx: x of the follower's centre, user units
 * @cy: y of the follower's centre, user units
 * @size: height of a standing follower (width of a lying one), user units
 * @color: the player's colour
 * @lying: %TRUE for a farmer
 * @role: the role badge to add at the follower's lower right (a round badge in
 *   the terrain's tone with a white sword, hat or anchor), or
 *   %TL_FOLLOWER_ROLE_NONE for none
 *
 * Draws the follower like tl_render_follower() and its role badge. The badge
 * lies within the box of side 1.4 × @size centred on (@cx, @cy). The state of
 * @cr is preserved.
 */
void     tl_render_follower_with_role (cairo_t        *cr,
                                       double          cx,
                                       double          cy,
                                       double          size,
                                       const TlRgb    *color,
                                       gboolean        lying,
                                       TlFollowerRole  role);

/**
 * tl_render_follower_halo:
 * @cr: a cairo context
 * @cx: x of the follower's centre, user units
 * @cy: y of the follower's centre, user units
 * @size: as for tl_render_follower()
 * @color: the player's colour
 * @lying: %TRUE for a farmer
 *
 * Draws a soft halo round the follower's silhouette (white round a follower
 * with a dark outline, dark round one with a light outline), as wide again as
 * the outline beyond it: drawn under a follower on the board, it keeps a red
 * meeple readable on a red roof. Within the box of tl_render_follower_with_role().
 * The state of @cr is preserved.
 */
void     tl_render_follower_halo   (cairo_t     *cr,
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
 * tl_render_follower_place:
 * @state: a game
 * @index: index of a follower into tl_features_followers() of the game's board
 * @bx: (out): x where it stands, in tile coordinates (column + a fraction)
 * @by: (out): y where it stands, in tile coordinates (row + a fraction)
 *
 * Where a follower is drawn: at the anchor of its segment
 * (tl_render_segment_anchor()); followers sharing one segment (several meeples
 * on a monastery after a Synod gift) stand side by side, 0.16 tile apart,
 * centred on the anchor.
 */
void     tl_render_follower_place  (const TlGameState *state,
                                    guint              index,
                                    double            *bx,
                                    double            *by);

/**
 * tl_render_segment_fill:
 * @cr: a cairo context whose source is set to the colour to fill with
 * @type: a tile type
 * @segment: index of a segment of @type
 * @r: rotation in quarter turns clockwise, 0..3
 * @size: edge length of the tile in @cr's user units
 *
 * Fills, with @cr's current source, the part of the square (0, 0)–(@size,
 * @size) that the segment covers as tl_render_tile() draws it: a terrain's
 * region, a city, a road's strip, the monastery, a field's area. Used to light
 * up a feature or territory. Does nothing for an out-of-range @segment. The
 * state of @cr is preserved.
 */
void     tl_render_segment_fill    (cairo_t          *cr,
                                    const TlTileType *type,
                                    guint             segment,
                                    guint             r,
                                    double            size);

/**
 * tl_render_segment_edges:
 * @cr: a cairo context whose source is set to the colour to stroke with
 * @type: a tile type
 * @segment: index of a segment of @type
 * @r: rotation in quarter turns clockwise, 0..3
 * @size: edge length of the tile in @cr's user units
 * @line_width: width of the line, in @cr's user units
 *
 * Strokes, with @cr's current source, where the segment borders other
 * segments inside the tile (a Discovery coast or mountain edge, a city wall),
 * not the tile's sides: around a lit-up territory this draws its outline
 * without lines between its own tiles. Draws nothing for segments without such
 * borders (roads, fields). The state of @cr is preserved.
 */
void     tl_render_segment_edges   (cairo_t          *cr,
                                    const TlTileType *type,
                                    guint             segment,
                                    guint             r,
                                    double            size,
                                    double            line_width);

/**
 * tl_render_map_color:
 * @color: an outline or chip colour (purple, orange, light blue)
 * @dark: %TRUE for the dark style's tone
 * @out: (out caller-allocates): the colour as the map art draws it
 */
void     tl_render_map_color       (TlMapColor   color,
                                    gboolean     dark,
                                    TlRgb       *out);

/**
 * tl_render_map_cell:
 * @cr: a cairo context
 * @layout: a map layout
 * @x: column of the cell (0 = the map's west edge)
 * @y: row of the cell (0 = its north edge)
 * @size: edge length of the cell in @cr's user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws the printed map cell (x, y) into the square (0, 0)–(@size, @size) of
 * @cr's user space (Carcassonne Maps, docs/rules/maps.md §1–§2): a playable square as
 * parchment land with a thin grid line, shared with its land neighbours, and a
 * coast line where water or the sheet's edge begins; a blocked cell as water
 * with shallows along the coast and a few waves; a start square with a double
 * brown outline; a town with its circle and a little house; an outlined square
 * with a frame in its colour (purple, orange or light blue) over a faint tint;
 * an unjoined half square as its map half only, hatched and cut off by a dashed
 * line (the other half stays transparent); a joined square with the dotted
 * seam down its middle. Draws nothing outside the grid. The state of @cr is
 * preserved.
 */
void     tl_render_map_cell        (cairo_t           *cr,
                                    const TlMapLayout *layout,
                                    gint               x,
                                    gint               y,
                                    double             size,
                                    gboolean           dark);

/**
 * tl_render_map_cell_over:
 * @cr: a cairo context
 * @layout: a map layout
 * @x: column of the cell
 * @y: row of the cell
 * @size: edge length of the cell in @cr's user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws what of the printed cell (x, y) still shows round a tile lying on it,
 * into the square (0, 0)–(@size, @size): the brown margin of a start square;
 * nothing for other cells. Drawn over the tile. The state of @cr is preserved.
 */
void     tl_render_map_cell_over   (cairo_t           *cr,
                                    const TlMapLayout *layout,
                                    gint               x,
                                    gint               y,
                                    double             size,
                                    gboolean           dark);

/**
 * TlMapSample:
 * @TL_MAP_SAMPLE_TOWN: a town: a chip circle (Map-Chips puts a chip there)
 * @TL_MAP_SAMPLE_START: a start square
 * @TL_MAP_SAMPLE_OUTLINED: a square outlined in a colour (a face-down tile waits there)
 * @TL_MAP_SAMPLE_SEAM: a square made of two half squares where two maps are joined
 * @TL_MAP_SAMPLE_HALF: a half square at the edge of a map played alone
 * @TL_MAP_SAMPLE_BORDER: a square at the coast: its side at the water is the map's border
 * @TL_MAP_SAMPLE_WATER: water, lakes and land off the map, where no tile goes
 * @TL_MAP_SAMPLE_PLAIN: a plain square of land, where a tile may go
 *
 * The kinds of printed cell a map legend explains.
 */
typedef enum {
  TL_MAP_SAMPLE_TOWN,
  TL_MAP_SAMPLE_START,
  TL_MAP_SAMPLE_OUTLINED,
  TL_MAP_SAMPLE_SEAM,
  TL_MAP_SAMPLE_HALF,
  TL_MAP_SAMPLE_BORDER,
  TL_MAP_SAMPLE_WATER,
  TL_MAP_SAMPLE_PLAIN,
} TlMapSample;

/**
 * tl_render_map_sample:
 * @cr: a cairo context
 * @sample: the kind of cell
 * @color: the outline colour, for %TL_MAP_SAMPLE_OUTLINED
 * @size: edge length of the cell in @cr's user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws one cell of that kind, as a map shows it (tl_render_map_cell()), into the
 * square (0, 0)–(@size, @size): for a map legend. The state of @cr is preserved.
 */
void     tl_render_map_sample      (cairo_t     *cr,
                                    TlMapSample  sample,
                                    TlMapColor   color,
                                    double       size,
                                    gboolean     dark);

/**
 * tl_render_map_chip:
 * @cr: a cairo context
 * @size: edge length of the cell in @cr's user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws a Map-Chips chip lying face down (docs/rules/maps.md §3: the coloured face is
 * hidden, every chip has the same back): a wooden disc with a compass star,
 * the same for every chip, over the town circle of the cell
 * (0, 0)–(@size, @size). The state of @cr is preserved.
 */
void     tl_render_map_chip        (cairo_t    *cr,
                                    double      size,
                                    gboolean    dark);

/**
 * tl_render_tile_back:
 * @cr: a cairo context
 * @color: the outline colour of the square the tile lies on
 * @size: edge length of the cell in @cr's user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws a face-down tile (its back: a lattice, a frame in @color and a compass
 * rose) inside the coloured outline of the cell (0, 0)–(@size, @size), with a
 * small shadow. The state of @cr is preserved.
 */
void     tl_render_tile_back       (cairo_t    *cr,
                                    TlMapColor  color,
                                    double      size,
                                    gboolean    dark);

/**
 * tl_render_map:
 * @cr: a cairo context
 * @state: a game
 * @tile_px: edge length of one cell in user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws the map of a Carcassonne Maps game (tl_game_state_map()) with cell
 * (x, y) at (x * @tile_px, y * @tile_px): every printed cell
 * (tl_render_map_cell()), the chips still on towns, face down and all alike
 * (tl_render_map_chip()), and the face-down tiles still on their outlined
 * squares (Map-Chips; only what is public). Draws nothing for
 * a game without a map.
 */
void     tl_render_map             (cairo_t           *cr,
                                    const TlGameState *state,
                                    double             tile_px,
                                    gboolean           dark);

/**
 * tl_render_map_over:
 * @cr: a cairo context
 * @state: a game
 * @tile_px: edge length of one cell in user units
 * @dark: %TRUE for the dark style's tones
 *
 * Draws tl_render_map_cell_over() on every cell of the game's map that holds a
 * tile, cell (x, y) at (x * @tile_px, y * @tile_px): to be drawn after the tiles
 * and before the followers. Draws nothing for a game without a map.
 */
void     tl_render_map_over        (cairo_t           *cr,
                                    const TlGameState *state,
                                    double             tile_px,
                                    gboolean           dark);

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
 *
 * A game on a map (tl_game_state_map()) is drawn whole instead, the map under
 * the tiles (tl_render_map()): min_x = min_y = 0 and the drawing is the map's
 * width × height cells, whatever tiles lie on it.
 */
void     tl_render_board           (cairo_t           *cr,
                                    const TlGameState *state,
                                    const TlRgb       *colors,
                                    double             tile_px,
                                    gboolean           dark);

/**
 * tl_render_board_cached:
 * @cr: a cairo context whose user units are device pixels (no scale)
 * @state: a game
 * @colors: (nullable) (array): as for tl_render_board()
 * @tile_px: edge length of one tile in pixels, a whole number
 * @dark: %TRUE for the dark style's tones
 * @cache: (nullable): pictures of the game's tiles (tl-tile-cache.h), or
 *   %NULL to draw each tile anew
 *
 * tl_render_board(), the tiles painted from @cache (drawn into it on first
 * use): what a picture of the board drawn again and again (a replay, turn
 * after turn) needs to stay cheap. Same result as tl_render_board().
 */
void     tl_render_board_cached    (cairo_t           *cr,
                                    const TlGameState *state,
                                    const TlRgb       *colors,
                                    double             tile_px,
                                    gboolean           dark,
                                    TlTileCache       *cache);

/**
 * tl_render_board_extent:
 * @state: a game
 * @min_x: (out) (optional): column drawn at the left edge
 * @min_y: (out) (optional): row drawn at the top edge
 * @width: (out) (optional): columns drawn
 * @height: (out) (optional): rows drawn
 *
 * The cells tl_render_board() covers: the map of a map game, else the bounds
 * of the placed tiles.
 *
 * Returns: %FALSE when there is nothing to draw (no map and no tile).
 */
gboolean tl_render_board_extent    (const TlGameState *state,
                                    gint              *min_x,
                                    gint              *min_y,
                                    guint             *width,
                                    guint             *height);

/**
 * tl_render_board_png:
 * @state: a game
 * @colors: (nullable) (array): one colour per seat, or %NULL (see tl_render_board())
 * @path: file to write, in the file system's encoding
 * @tile_px: edge length of one tile in pixels, 8..512
 * @error: return location for an error, or %NULL
 *
 * Writes the board as a PNG in the light style, on a transparent background
 * (a map game: the whole map, see tl_render_board()).
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

/**
 * TL_RENDER_THUMBNAIL_MAX_TILE_PX:
 *
 * The largest tile a thumbnail draws, in pixels: a board of a few tiles is
 * not blown up to fill the box.
 */
#define TL_RENDER_THUMBNAIL_MAX_TILE_PX 24

/**
 * tl_render_board_thumbnail:
 * @state: a game
 * @max_width: the widest the picture may be, in pixels (16..2048)
 * @max_height: the highest the picture may be, in pixels (16..2048)
 *
 * A small picture of the board for the list of saved games: tl_render_board()
 * in the light style on a transparent background, at the largest whole number
 * of pixels per tile (at least 1, at most %TL_RENDER_THUMBNAIL_MAX_TILE_PX)
 * with which the board fits @max_width × @max_height, encoded as PNG in
 * memory. A board of B × H cells at t pixels per tile is B·t × H·t pixels.
 * About 9 ms for a 70-tile game at 192 × 128 (bench-replay): the window draws
 * it on a worker thread (the render layer is thread-safe).
 *
 * Returns: (transfer full) (nullable): the PNG file's bytes; %NULL when there
 * is nothing to draw (no map and no tile) or a size is out of range.
 */
GBytes  *tl_render_board_thumbnail (const TlGameState *state,
                                    guint              max_width,
                                    guint              max_height);

G_END_DECLS
