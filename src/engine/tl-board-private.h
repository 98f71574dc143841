/* tl-board-private.h — the board's insides, shared by tl-board.c and tl-board-index.c
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board.h"

G_BEGIN_DECLS

/* Grid cell values: >= 0 a placed tile index, TL_BOARD_EMPTY an empty cell, <= -2 a
 * frontier cell whose slot in the frontier array is -(value + 2). */
#define TL_BOARD_EMPTY (-1)

/* The smallest frontier the placement index is built for (tl-board-index.c). */
#define TL_BOARD_INDEX_MIN_FRONTIER 128

/* An empty cell next to a tile, with the side codes a tile must show there:
 * bits 16s..16s+15 of @need hold the code of the neighbour across side s read
 * the other way round, and @mask has those bits set where a neighbour is. Kept up
 * to date as tiles are placed, so a rotation is tested with one AND against the
 * tile's side_pack and enumerating never looks at the neighbours again. */
typedef struct {
  gint x, y;
  guint64 need;
  guint64 mask;
} TlFrontierCell;

/* The legal placements per block of the frontier and per class of tile
 * (tl-board-index.c); NULL while the frontier is small. */
typedef struct _TlBoardIndex TlBoardIndex;

struct _TlBoard {
  TlTileSet *set;
  TlFeatures *features;
  TlPlacedTile *tiles;
  guint n_tiles;
  guint max_tiles;

  gint32 *grid;        /* dim × dim cells; cell (x, y) at (y + half) * dim + x + half */
  gint half;
  guint dim;

  TlFrontierCell *frontier;
  guint n_frontier;
  guint frontier_cap;  /* room in @frontier: 4 cells a tile, and 4 */
  gint *frontier_xy;   /* pairs (x, y) for tl_board_frontier(), refreshed on demand */

  TlPlacement *placements;   /* tl_board_placements()'s buffer: 4 per frontier cell */
  guint placements_cap;

  TlBoardIndex *index;
  guint index_wait;    /* the frontier size at which to try building the index again */

  TlBoardCellFilter filter;
  gpointer filter_data;
  gboolean edge_closes;

  gint min_x, min_y, max_x, max_y;
};

/* How many rotations (0..4) of a tile with side packs @pack fit frontier cell @f. */
static inline guint
_tl_board_cell_fits (const guint64 *pack, const TlFrontierCell *f)
{
  return (((pack[0] ^ f->need) & f->mask) == 0) + (((pack[1] ^ f->need) & f->mask) == 0) +
         (((pack[2] ^ f->need) & f->mask) == 0) + (((pack[3] ^ f->need) & f->mask) == 0);
}

/* The placement index (tl-board-index.c). tl-board.c tells it of every frontier cell
 * that changes: a new cell (before its needs are set), a cell whose needs were set or
 * changed, a cell removed (the last cell moving into its slot). */
void     _tl_board_index_new_cell (TlBoard *board, guint slot);
void     _tl_board_index_set      (TlBoard *board, guint slot);
void     _tl_board_index_remove   (TlBoard *board, guint slot, guint last);
/* Builds the index if the frontier is large enough for the set's classes of tile,
 * else sets when to try again (@board->index_wait). */
void     _tl_board_index_grow     (TlBoard *board);
/* (transfer full) (nullable): a copy of @index (NULL for NULL) of a frontier of
 * @n_frontier cells. */
TlBoardIndex *_tl_board_index_copy (const TlBoardIndex *index, guint n_frontier);
void     _tl_board_index_free     (TlBoardIndex *index);
/* How many placements tile @type has on an indexed board (tl_board_legal_placements()). */
guint    _tl_board_index_count    (const TlBoard *board, guint type);
/* Whether tile @type fits anywhere on an indexed board (stops at the first block that
 * has a placement for it). */
gboolean _tl_board_index_any      (const TlBoard *board, guint type);
/* Placement @n (< the count) of tile @type in tl_board_placements()'s order. */
void     _tl_board_index_nth      (const TlBoard *board, guint type, guint n, TlPlacement *out);

/* Tests: build the index now, whatever the frontier's size; drop it and never build
 * it again on this board (copies included); whether the board has one. */
void     _tl_board_index_force    (TlBoard *board);
void     _tl_board_index_disable  (TlBoard *board);
gboolean _tl_board_indexed        (const TlBoard *board);

/* Frontier cell @slot has its needs set or changed. Nothing while there is no index. */
static inline void
_tl_board_index_cell (TlBoard *board, guint slot)
{
  if (G_UNLIKELY (board->index != NULL))
    _tl_board_index_set (board, slot);
}

/* After the frontier grew: builds the index once the frontier is large enough that
 * keeping it costs less than scanning the frontier. */
static inline void
_tl_board_index_check (TlBoard *board)
{
  if (G_UNLIKELY (board->index == NULL && board->n_frontier >= board->index_wait))
    _tl_board_index_grow (board);
}

G_END_DECLS
