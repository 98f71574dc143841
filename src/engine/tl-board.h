/* tl-board.h — placed tiles, the frontier of open cells and placement legality
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"
#include "tl-features.h"
#include "tl-rng.h"

G_BEGIN_DECLS

/**
 * TlPlacedTile:
 * @type: index of the tile type in the tile set
 * @r: rotation in quarter turns clockwise (0..3)
 * @x: column, growing east
 * @y: row, growing south
 * @seg_base: index of the tile's first segment in the #TlFeatures of the board
 * @neighbours: how many of the 8 surrounding cells hold a tile (monastery scoring)
 *
 * A tile on the board. Placed tiles are numbered 0, 1, 2 … in placement order.
 */
typedef struct {
  guint16 type;
  guint8 r;
  guint8 neighbours;
  gint16 x, y;
  guint32 seg_base;
} TlPlacedTile;

/**
 * TlPlacement:
 * @x: column (tile coordinates)
 * @y: row (tile coordinates)
 * @r: rotation in quarter turns clockwise
 *
 * Where and how a tile may go.
 */
typedef struct {
  gint x, y;
  guint r;
} TlPlacement;

/**
 * TlCellState:
 * @TL_CELL_OPEN: a tile may go here
 * @TL_CELL_RESERVED: on the map, but nothing may go here now (a face-down tile
 *   lies on it, docs/rules/maps.md §3.5); it does not close features
 * @TL_CELL_OFF: off the map (blocked, outside, an unjoined half square): the map
 *   border
 */
typedef enum {
  TL_CELL_OPEN,
  TL_CELL_RESERVED,
  TL_CELL_OFF,
} TlCellState;

/**
 * TlBoardCellFilter:
 * @x: column
 * @y: row
 * @data: the filter's data
 *
 * Returns: the state of cell (@x, @y). %NULL filter = every cell is open.
 */
typedef TlCellState (*TlBoardCellFilter) (gint x, gint y, gpointer data);

typedef struct _TlBoard TlBoard;

#define TL_PREVIEW_MAX_ROOTS 12

/**
 * TlFeaturePreview:
 * @kind: what the feature is
 * @open: sides of its segments that would still face no tile (0 = closed)
 * @tiles: distinct tiles it would have, the new one included
 * @pennants: pennants on its city segments
 * @port_cities: port cities on its segments (The Discovery)
 * @followers: followers per player on it (on the features it joins)
 * @n_followers: all of them
 * @segments: bit `1 << i` for every segment `i` of the new tile that is part of it
 * @n_roots: how many features already on the board it joins
 * @roots: the root segments of those features
 *
 * One feature as it would be after a placement (tl_board_preview()).
 */
typedef struct {
  TlSegmentKind kind;
  gint open;
  guint tiles;
  guint pennants;
  guint port_cities;
  guint8 followers[TL_MAX_PLAYERS];
  guint n_followers;
  guint16 segments;
  guint n_roots;
  guint32 roots[TL_PREVIEW_MAX_ROOTS];
} TlFeaturePreview;

/**
 * TlPlacementPreview:
 * @n_features: how many features the new tile's segments would belong to
 * @features: those features
 * @feature_of: per segment of the new tile, its index in @features
 * @neighbours: how many of the 8 cells around the new tile would hold a tile (or
 *   count as one at a map border): its monastery's neighbours
 * @ring: the placed tile index (or -1) of each of the 8 cells around, N, NE, E,
 *   SE, S, SW, W, NW: the monasteries among them gain a neighbour
 *
 * What a placement would make, computed without placing the tile.
 */
typedef struct {
  guint n_features;
  TlFeaturePreview features[TL_MAX_SEGMENTS];
  guint8 feature_of[TL_MAX_SEGMENTS];
  guint neighbours;
  int ring[8];
} TlPlacementPreview;

/**
 * tl_board_new:
 * @set: (transfer none): the tile set whose types are placed; the board keeps a reference
 * @max_tiles: the most tiles that will ever be placed (sizes the grid and the features)
 *
 * Returns: (transfer full): an empty board whose grid reaches @max_tiles + 1 cells
 * from (0, 0) in every direction. Free with tl_board_free().
 */
TlBoard            *tl_board_new             (TlTileSet *set,
                                              guint      max_tiles);

/**
 * tl_board_copy:
 * @board: a board
 *
 * Returns: (transfer full): an independent deep copy.
 */
TlBoard            *tl_board_copy            (const TlBoard *board);
void                tl_board_free            (TlBoard *board);

/**
 * tl_board_set_cell_filter:
 * @board: an empty board
 * @filter: (nullable): which cells may take a tile
 * @data: data for @filter; not owned
 * @edge_closes: whether the map border (%TL_CELL_OFF cells) closes the road,
 *   city or field facing it and counts as a neighbour of a monastery (docs/rules/maps.md §1)
 */
void                tl_board_set_cell_filter (TlBoard           *board,
                                              TlBoardCellFilter  filter,
                                              gpointer           data,
                                              gboolean           edge_closes);

guint               tl_board_n_tiles         (const TlBoard *board);

/**
 * tl_board_tile:
 * @board: a board
 * @index: a placed tile index, 0 ≤ @index < tl_board_n_tiles()
 *
 * Returns: (transfer none): the placed tile.
 */
const TlPlacedTile *tl_board_tile            (const TlBoard *board,
                                              guint          index);

/**
 * tl_board_tile_at:
 * @board: a board
 * @x: column
 * @y: row
 *
 * Returns: the index of the tile at (@x, @y), or -1 for an empty cell or a cell
 * outside the grid.
 */
int                 tl_board_tile_at         (const TlBoard *board,
                                              gint           x,
                                              gint           y);

/**
 * tl_board_ring:
 * @board: a board
 * @x: column
 * @y: row
 * @out: (out caller-allocates) (array fixed-size=8): the placed tile index, or -1,
 *   of each of the 8 cells around (@x, @y), clockwise from the north: N, NE, E,
 *   SE, S, SW, W, NW
 *
 * The neighbourhood of a cell in one call (monastery scoring, the computer
 * players' ratings).
 */
void                tl_board_ring            (const TlBoard *board,
                                              gint           x,
                                              gint           y,
                                              int           *out);

/**
 * tl_board_fits:
 * @board: a board
 * @type: index of a tile type
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise
 *
 * Placement legality (docs/rules/base-game.md §3.1, docs/rules/discovery.md §1.4): the cell is empty and
 * allowed, it shares a full side with at least one tile (any cell on an empty
 * board), and every touching side matches port by port.
 *
 * Returns: whether the tile may go there.
 */
gboolean            tl_board_fits            (const TlBoard *board,
                                              guint          type,
                                              gint           x,
                                              gint           y,
                                              guint          r);

/**
 * tl_board_legal_placements:
 * @board: a board
 * @type: index of a tile type
 * @out: (nullable): array of #TlPlacement to append to, or %NULL to count only
 *
 * Enumerates every legal (cell, rotation) over the frontier (empty cells that
 * touch a tile), cells in frontier order and rotations 0..3.
 *
 * Returns: how many placements are legal.
 */
guint               tl_board_legal_placements (const TlBoard *board,
                                               guint          type,
                                               GArray        *out);

/**
 * tl_board_placements:
 * @board: a board
 * @type: index of a tile type
 * @n: (out): how many placements are legal
 *
 * The same enumeration as tl_board_legal_placements(), stored into a buffer the
 * board owns and reuses (it grows with the frontier, so a playout allocates
 * nothing per turn). The board is not changed otherwise.
 *
 * Returns: (transfer none) (array length=n): the placements, valid until the next
 * call on @board, placement, copy or free.
 */
const TlPlacement  *tl_board_placements      (TlBoard *board,
                                              guint    type,
                                              guint   *n);

/**
 * tl_board_can_place_anywhere:
 * @board: a board
 * @type: index of a tile type
 *
 * Returns: whether at least one legal placement exists (stops at the first).
 */
gboolean            tl_board_can_place_anywhere (const TlBoard *board,
                                                 guint          type);

/**
 * tl_board_random_placement:
 * @board: a board
 * @type: index of a tile type
 * @rng: the random numbers to draw from
 * @out: (out caller-allocates): the placement drawn
 *
 * A uniformly random legal placement, the random playouts' move: draws
 * tl_rng_below (@rng, n) once, n being how many placements are legal, and gives that
 * one of tl_board_placements()'s list (the same placement as picking from that list
 * with the same draw). On a large frontier (a big tile set's board) the board keeps
 * an index of its placements, so that this costs time in the frontier's size / 32
 * rather than its size.
 *
 * Returns: %FALSE, drawing nothing, when the tile fits nowhere.
 */
gboolean            tl_board_random_placement (TlBoard     *board,
                                               guint        type,
                                               TlRng       *rng,
                                               TlPlacement *out);

/**
 * tl_board_preview:
 * @board: a board
 * @type: index of a tile type
 * @x: column of a legal placement
 * @y: row
 * @r: rotation in quarter turns clockwise
 * @out: (out caller-allocates): what the placement would make
 *
 * The features the tile's segments would form with the board's if it were
 * placed there (tl_board_fits() must hold), read without changing the board:
 * the computer players rate placements with it instead of copying the board.
 * Costs time in the size of the features it joins, never in the size of the
 * board or of the tile set.
 */
void                tl_board_preview         (TlBoard            *board,
                                              guint               type,
                                              gint                x,
                                              gint                y,
                                              guint               r,
                                              TlPlacementPreview *out);

/**
 * tl_board_place:
 * @board: a board
 * @type: index of a tile type
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise
 *
 * Places the tile without checking legality (call tl_board_fits() first) and
 * joins its segments to the neighbouring features. Costs time in the number of
 * neighbours, never in the size of the board.
 *
 * Returns: the new tile's index.
 */
guint               tl_board_place           (TlBoard *board,
                                              guint    type,
                                              gint     x,
                                              gint     y,
                                              guint    r);

/**
 * tl_board_set_filter_data:
 * @board: a board with a cell filter
 * @data: the filter's new data (a copied game's own); not owned
 */
void                tl_board_set_filter_data (TlBoard  *board,
                                              gpointer  data);

/**
 * tl_board_cell_state:
 * @board: a board
 * @x: column
 * @y: row
 *
 * Returns: what the board's filter says of (x, y): open, reserved (a face-down
 * tile lies there) or off the map; %TL_CELL_OFF also beyond the farthest cell a
 * game of this board can reach (more than its tile count from (0, 0)).
 */
TlCellState         tl_board_cell_state      (const TlBoard *board,
                                              gint           x,
                                              gint           y);

/**
 * tl_board_refresh_cell:
 * @board: a board
 * @x: column
 * @y: row
 *
 * Call after the filter's answer for an empty cell changed (a face-down tile was
 * removed from it): the cell joins or leaves the frontier accordingly.
 */
void                tl_board_refresh_cell    (TlBoard *board,
                                              gint     x,
                                              gint     y);

/**
 * tl_board_features:
 * @board: a board
 *
 * Returns: (transfer none): the features of the board.
 */
TlFeatures         *tl_board_features        (TlBoard *board);
const TlFeatures   *tl_board_features_const  (const TlBoard *board);

/**
 * tl_board_tile_set:
 * @board: a board
 *
 * Returns: (transfer none): the tile set the board was made for.
 */
TlTileSet          *tl_board_tile_set        (const TlBoard *board);

/**
 * tl_board_segment_at:
 * @board: a board
 * @x: column
 * @y: row
 * @port: a board port 0..11, or %TL_PORT_C
 *
 * Returns: the global segment index (see #TlFeatures) of the segment of the tile
 * at (@x, @y) that touches @port, or -1 when there is no tile or no such segment.
 */
int                 tl_board_segment_at      (const TlBoard *board,
                                              gint           x,
                                              gint           y,
                                              guint          port);

/**
 * tl_board_bounds:
 * @board: a board with at least one tile
 * @min_x: (out): smallest column
 * @min_y: (out): smallest row
 * @max_x: (out): largest column
 * @max_y: (out): largest row
 */
void                tl_board_bounds          (const TlBoard *board,
                                              gint *min_x, gint *min_y,
                                              gint *max_x, gint *max_y);

/**
 * tl_board_frontier:
 * @board: a board
 * @n: (out): number of cells
 *
 * Returns: (transfer none): the empty allowed cells that touch a tile, as pairs
 * (x, y) of gint; valid until the next placement.
 */
const gint         *tl_board_frontier        (const TlBoard *board,
                                              guint         *n);

G_END_DECLS
