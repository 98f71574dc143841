/* tl-board.c — placed tiles, the frontier of open cells and placement legality
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-board-private.h"

#include <string.h>

#define EMPTY TL_BOARD_EMPTY

typedef TlFrontierCell FrontierCell;

static const gint side_dx[4] = { 0, 1, 0, -1 };
static const gint side_dy[4] = { -1, 0, 1, 0 };
/* the 8 cells around a cell */
static const gint ring_dx[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
static const gint ring_dy[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };

static void
grid_alloc (TlBoard *board, gint half)
{
  board->half = half;
  board->dim = 2 * half + 1;
  board->grid = g_new (gint32, (gsize) board->dim * board->dim);
  for (gsize i = 0; i < (gsize) board->dim * board->dim; i++)
    board->grid[i] = EMPTY;
}

static inline gboolean
in_grid (const TlBoard *board, gint x, gint y)
{
  return x >= -board->half && x <= board->half && y >= -board->half && y <= board->half;
}

static inline gint32 *
cell (const TlBoard *board, gint x, gint y)
{
  return &board->grid[(gsize) (y + board->half) * board->dim + (gsize) (x + board->half)];
}

/* tl_board_tile_at(), inlined for the engine's own loops. */
static inline int
tile_at (const TlBoard *board, gint x, gint y)
{
  gint32 v;

  if (!in_grid (board, x, y))
    return -1;
  v = *cell (board, x, y);
  return v >= 0 ? v : -1;
}

TlBoard *
tl_board_new (TlTileSet *set,
              guint      max_tiles)
{
  TlBoard *board = g_new0 (TlBoard, 1);
  guint max_segments = 0;

  for (guint i = 0; i < set->types->len; i++)
    max_segments = MAX (max_segments, tl_tile_set_type (set, i)->n_segments);

  board->set = tl_tile_set_ref (set);
  board->max_tiles = MAX (max_tiles, 1);
  board->features = tl_features_new (max_segments * board->max_tiles, board->max_tiles);
  board->tiles = g_new (TlPlacedTile, board->max_tiles);
  board->frontier_cap = 4 * board->max_tiles + 4;
  board->frontier = g_new (FrontierCell, board->frontier_cap);
  board->frontier_xy = g_new (gint, 2 * board->frontier_cap);
  board->index_wait = TL_BOARD_INDEX_MIN_FRONTIER;
  grid_alloc (board, 8);
  return board;
}

TlBoard *
tl_board_copy (const TlBoard *src)
{
  TlBoard *board = g_memdup2 (src, sizeof *src);

  tl_tile_set_ref (board->set);
  board->features = tl_features_copy (src->features);
  /* only what is used is copied: a copy costs the size of the board, not of the set */
  board->tiles = g_new (TlPlacedTile, src->max_tiles);
  memcpy (board->tiles, src->tiles, sizeof (TlPlacedTile) * src->n_tiles);
  board->grid = g_memdup2 (src->grid, sizeof (gint32) * src->dim * src->dim);
  board->frontier = g_new (FrontierCell, src->frontier_cap);
  memcpy (board->frontier, src->frontier, sizeof (FrontierCell) * src->n_frontier);
  board->frontier_xy = g_new (gint, 2 * src->frontier_cap);
  board->index = _tl_board_index_copy (src->index, src->n_frontier);
  board->placements = NULL;
  board->placements_cap = 0;
  return board;
}

void
tl_board_free (TlBoard *board)
{
  if (board == NULL)
    return;
  tl_features_free (board->features);
  tl_tile_set_unref (board->set);
  g_free (board->tiles);
  g_free (board->grid);
  g_free (board->frontier);
  g_free (board->frontier_xy);
  g_free (board->placements);
  _tl_board_index_free (board->index);
  g_free (board);
}

void
tl_board_set_cell_filter (TlBoard           *board,
                          TlBoardCellFilter  filter,
                          gpointer           data,
                          gboolean           edge_closes)
{
  g_return_if_fail (board->n_tiles == 0);
  board->filter = filter;
  board->filter_data = data;
  board->edge_closes = edge_closes;
}

void
tl_board_set_filter_data (TlBoard  *board,
                          gpointer  data)
{
  board->filter_data = data;
}

static inline TlCellState
cell_state (const TlBoard *board, gint x, gint y)
{
  return board->filter == NULL ? TL_CELL_OPEN : board->filter (x, y, board->filter_data);
}

static inline gboolean
allowed (const TlBoard *board, gint x, gint y)
{
  return cell_state (board, x, y) == TL_CELL_OPEN;
}

TlCellState
tl_board_cell_state (const TlBoard *board,
                     gint           x,
                     gint           y)
{
  gint64 reach = (gint64) board->max_tiles + 1;

  if (ABS ((gint64) x) > reach || ABS ((gint64) y) > reach)
    return TL_CELL_OFF;
  return cell_state (board, x, y);
}

guint
tl_board_n_tiles (const TlBoard *board)
{
  return board->n_tiles;
}

const TlPlacedTile *
tl_board_tile (const TlBoard *board,
               guint          index)
{
  g_return_val_if_fail (index < board->n_tiles, NULL);
  return &board->tiles[index];
}

int
tl_board_tile_at (const TlBoard *board,
                  gint           x,
                  gint           y)
{
  return tile_at (board, x, y);
}

void
tl_board_ring (const TlBoard *board,
               gint           x,
               gint           y,
               int           *out)
{
  static const gint dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
  static const gint dy[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };

  if (x > -board->half && x < board->half && y > -board->half && y < board->half)
    {
      const gint32 *c = cell (board, x, y);

      for (guint k = 0; k < 8; k++)
        {
          gint32 v = c[dy[k] * (gssize) board->dim + dx[k]];

          out[k] = v >= 0 ? v : -1;
        }
      return;
    }
  for (guint k = 0; k < 8; k++)
    out[k] = tile_at (board, x + dx[k], y + dy[k]);
}

TlFeatures *
tl_board_features (TlBoard *board)
{
  return board->features;
}

const TlFeatures *
tl_board_features_const (const TlBoard *board)
{
  return board->features;
}

TlTileSet *
tl_board_tile_set (const TlBoard *board)
{
  return board->set;
}

/* The code a tile must show on board side s of cell (x, y) to match its
 * neighbour there: the neighbour's opposite side read the other way round.
 * G_MAXUINT32 when there is no neighbour. */
static inline guint32
needed_code (const TlBoard *board, gint x, gint y, guint s)
{
  int t = tile_at (board, x + side_dx[s], y + side_dy[s]);
  const TlPlacedTile *n;

  if (t < 0)
    return G_MAXUINT32;
  n = &board->tiles[t];
  return tl_tile_set_type (board->set, n->type)->side_code_rev[n->r][(s + 2) % 4];
}

gboolean
tl_board_fits (const TlBoard *board,
               guint          type_index,
               gint           x,
               gint           y,
               guint          r)
{
  const TlTileType *type;
  gint32 v;

  g_return_val_if_fail (type_index < board->set->types->len, FALSE);

  if (r > 3 || tile_at (board, x, y) >= 0 || tl_board_cell_state (board, x, y) != TL_CELL_OPEN)
    return FALSE;
  if (board->n_tiles == 0)
    return TRUE;
  /* an open empty cell that touches a tile is a frontier cell, which keeps the
   * side codes its neighbours need */
  v = in_grid (board, x, y) ? *cell (board, x, y) : EMPTY;
  if (v > EMPTY - 1)
    return FALSE;
  type = tl_tile_set_type (board->set, type_index);
  return ((type->side_pack[r] ^ board->frontier[-(v + 2)].need) & board->frontier[-(v + 2)].mask) == 0;
}

/* Every legal (cell, rotation) into @out (room for 4 per frontier cell), or only
 * whether there is one when @stop_at_first. A rotation is tested with one AND
 * against the frontier cell's needed side codes. */
static guint
enumerate (const TlBoard *board,
           guint          type_index,
           TlPlacement   *out,
           gboolean       stop_at_first)
{
  const TlTileType *type = tl_tile_set_type (board->set, type_index);
  const guint64 pack0 = type->side_pack[0], pack1 = type->side_pack[1];
  const guint64 pack2 = type->side_pack[2], pack3 = type->side_pack[3];
  const FrontierCell *f = board->frontier, *end = board->frontier + board->n_frontier;
  guint count = 0;

  if (stop_at_first)
    {
      for (; f < end; f++)
        if (((pack0 ^ f->need) & f->mask) == 0 || ((pack1 ^ f->need) & f->mask) == 0 ||
            ((pack2 ^ f->need) & f->mask) == 0 || ((pack3 ^ f->need) & f->mask) == 0)
          return 1;
      return 0;
    }
  /* branch-free: every rotation is written, and kept when it fits */
  for (; f < end; f++)
    {
      const guint64 need = f->need, mask = f->mask;
      const gint x = f->x, y = f->y;

      out[count] = (TlPlacement) { x, y, 0 };
      count += ((pack0 ^ need) & mask) == 0;
      out[count] = (TlPlacement) { x, y, 1 };
      count += ((pack1 ^ need) & mask) == 0;
      out[count] = (TlPlacement) { x, y, 2 };
      count += ((pack2 ^ need) & mask) == 0;
      out[count] = (TlPlacement) { x, y, 3 };
      count += ((pack3 ^ need) & mask) == 0;
    }
  return count;
}

/* Counts without storing (tl_board_legal_placements() with no array). */
static guint
count_placements (const TlBoard *board,
                  guint          type_index)
{
  const TlTileType *type = tl_tile_set_type (board->set, type_index);
  guint count = 0;

  if (board->index != NULL)
    return _tl_board_index_count (board, type_index);

  for (guint i = 0; i < board->n_frontier; i++)
    {
      const FrontierCell *f = &board->frontier[i];

      for (guint r = 0; r < 4; r++)
        count += ((type->side_pack[r] ^ f->need) & f->mask) == 0;
    }
  return count;
}

guint
tl_board_legal_placements (const TlBoard *board,
                           guint          type,
                           GArray        *out)
{
  guint before, n;

  g_return_val_if_fail (type < board->set->types->len, 0);
  if (out == NULL)
    return count_placements (board, type);
  before = out->len;
  g_array_set_size (out, before + 4 * board->n_frontier);
  n = enumerate (board, type, &g_array_index (out, TlPlacement, before), FALSE);
  g_array_set_size (out, before + n);
  return n;
}

const TlPlacement *
tl_board_placements (TlBoard *board,
                     guint    type,
                     guint   *n)
{
  g_return_val_if_fail (type < board->set->types->len, (*n = 0, NULL));
  if (board->placements_cap < 4 * board->n_frontier)
    {
      /* grows with the frontier, so that a game allocates it a few times at most */
      board->placements_cap = MAX (4 * board->n_frontier, 2 * board->placements_cap);
      board->placements = g_renew (TlPlacement, board->placements, board->placements_cap);
    }
  *n = enumerate (board, type, board->placements, FALSE);
  return board->placements;
}

gboolean
tl_board_can_place_anywhere (const TlBoard *board,
                             guint          type)
{
  g_return_val_if_fail (type < board->set->types->len, FALSE);
  if (board->index != NULL)
    return _tl_board_index_any (board, type);
  return enumerate (board, type, NULL, TRUE) > 0;
}

gboolean
tl_board_random_placement (TlBoard     *board,
                           guint        type,
                           TlRng       *rng,
                           TlPlacement *out)
{
  const TlPlacement *all;
  guint n;

  g_return_val_if_fail (type < board->set->types->len, FALSE);
  if (board->index == NULL)
    {
      all = tl_board_placements (board, type, &n);
      if (n == 0)
        return FALSE;
      *out = all[tl_rng_below (rng, n)];
      return TRUE;
    }
  n = _tl_board_index_count (board, type);
  if (n == 0)
    return FALSE;
  _tl_board_index_nth (board, type, tl_rng_below (rng, n), out);
  return TRUE;
}

/* Makes the grid reach at least one cell beyond (x, y) in every direction. */
static void
grid_reserve (TlBoard *board, gint x, gint y)
{
  gint need = MAX (ABS (x), ABS (y)) + 1;
  gint32 *old = board->grid;
  guint old_dim = board->dim;
  gint old_half = board->half, half = board->half;

  if (need <= board->half)
    return;
  while (half < need)
    half *= 2;
  grid_alloc (board, half);
  for (gint oy = -old_half; oy <= old_half; oy++)
    memcpy (cell (board, -old_half, oy),
            &old[(gsize) (oy + old_half) * old_dim],
            sizeof (gint32) * old_dim);
  g_free (old);
}

static void
frontier_remove (TlBoard *board, gint x, gint y)
{
  gint32 *c = cell (board, x, y);
  guint slot, last;

  if (*c > EMPTY - 1)
    return;
  slot = (guint) (-(*c + 2));
  last = board->n_frontier - 1;
  if (G_UNLIKELY (board->index != NULL))
    _tl_board_index_remove (board, slot, last);
  if (slot != last)
    {
      /* the last cell fills the hole (the order tl_board_placements() lists) */
      board->frontier[slot] = board->frontier[last];
      *cell (board, board->frontier[slot].x, board->frontier[slot].y) = -(gint32) slot - 2;
    }
  board->n_frontier--;
  *c = EMPTY;
}

/* The frontier cell at (x, y), made one (with no needs yet) if the cell is empty and
 * allowed; NULL for a cell that may not take a tile. Once the caller has set its
 * needs, it tells the placement index with _tl_board_index_cell(). */
static FrontierCell *
frontier_get (TlBoard *board, gint x, gint y)
{
  gint32 *c = cell (board, x, y);
  FrontierCell *f;

  if (*c <= EMPTY - 1)
    return &board->frontier[-(*c + 2)];
  if (*c != EMPTY || !allowed (board, x, y))
    return NULL;
  if (G_UNLIKELY (board->index != NULL))
    _tl_board_index_new_cell (board, board->n_frontier);
  f = &board->frontier[board->n_frontier];
  f->x = x;
  f->y = y;
  f->need = 0;
  f->mask = 0;
  *c = -(gint32) board->n_frontier - 2;
  board->n_frontier++;
  return f;
}

/* Every distinct segment of a placed tile on board side s, by global index. */
static inline guint
side_segments (const TlBoard *board, const TlPlacedTile *t, guint s, guint32 *out)
{
  const TlTileType *type = tl_tile_set_type (board->set, t->type);
  guint first = tl_port_unrotate (3 * s, t->r);
  guint a = type->port_segment[first], b = type->port_segment[first + 1];
  guint c = type->port_segment[first + 2];
  guint n = 0;

  out[n++] = t->seg_base + a;
  if (b != a)
    out[n++] = t->seg_base + b;
  if (c != a && c != b)
    out[n++] = t->seg_base + c;
  return n;
}

guint
tl_board_place (TlBoard *board,
                guint    type_index,
                gint     x,
                gint     y,
                guint    r)
{
  const TlTileType *type = tl_tile_set_type (board->set, type_index);
  TlPlacedTile *t;
  gint32 *grid;
  guint index;

  g_return_val_if_fail (board->n_tiles < board->max_tiles, 0);

  grid_reserve (board, x, y);
  frontier_remove (board, x, y);

  index = board->n_tiles++;
  t = &board->tiles[index];
  t->type = type_index;
  t->r = r;
  t->x = x;
  t->y = y;
  t->neighbours = 0;
  t->seg_base = tl_features_add_tile (board->features, index, type);
  grid = cell (board, x, y);
  *grid = index;

  if (index == 0)
    {
      board->min_x = board->max_x = x;
      board->min_y = board->max_y = y;
    }
  else
    {
      board->min_x = MIN (board->min_x, x);
      board->max_x = MAX (board->max_x, x);
      board->min_y = MIN (board->min_y, y);
      board->max_y = MAX (board->max_y, y);
    }

  /* grid_reserve() made room around (x, y): the 8 neighbours are read directly */
  for (guint k = 0; k < 8; k++)
    {
      gint dx = ring_dx[k], dy = ring_dy[k];
      gint32 n = grid[dy * (gssize) board->dim + dx];

      if (n >= 0)
        {
          board->tiles[n].neighbours++;
          t->neighbours++;
        }
      else if (board->edge_closes && cell_state (board, x + dx, y + dy) == TL_CELL_OFF)
        t->neighbours++;   /* docs/rules/maps.md §1: off-map neighbours count as present */
    }

  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      gint nx = x + side_dx[s], ny = y + side_dy[s];
      gint32 n = grid[side_dy[s] * (gssize) board->dim + side_dx[s]];
      guint32 mine[3], theirs[3];
      guint n_mine, n_theirs;

      if (n < 0)
        {
          FrontierCell *f = frontier_get (board, nx, ny);

          if (f != NULL)
            {
              guint shift = 16 * ((s + 2) % 4);

              f->need |= (guint64) type->side_code_rev[r][s] << shift;
              f->mask |= (guint64) 0xffff << shift;
              _tl_board_index_cell (board, (guint) (f - board->frontier));
            }
          else if (board->edge_closes && cell_state (board, nx, ny) == TL_CELL_OFF)
            {
              n_mine = side_segments (board, t, s, mine);
              for (guint i = 0; i < n_mine; i++)
                tl_features_close_side (board->features, mine[i]);
            }
          continue;
        }

      {
        const TlPlacedTile *nt = &board->tiles[n];
        const TlTileType *ntype = tl_tile_set_type (board->set, nt->type);
        guint32 last_a = G_MAXUINT32, last_b = G_MAXUINT32;

        for (guint k = 0; k < 3; k++)
          {
            guint p = 3 * s + k, q = tl_port_opposite (p);
            guint32 a = t->seg_base + type->port_segment[tl_port_unrotate (p, r)];
            guint32 b = nt->seg_base + ntype->port_segment[tl_port_unrotate (q, nt->r)];

            /* a city side joins the same two segments three times: once is enough */
            if (a != last_a || b != last_b)
              tl_features_union (board->features, a, b);
            last_a = a;
            last_b = b;
          }
        n_mine = side_segments (board, t, s, mine);
        n_theirs = side_segments (board, nt, (s + 2) % 4, theirs);
        for (guint i = 0; i < n_mine; i++)
          tl_features_close_side (board->features, mine[i]);
        for (guint i = 0; i < n_theirs; i++)
          tl_features_close_side (board->features, theirs[i]);
      }
    }
  _tl_board_index_check (board);
  return index;
}

/* A small union-find over the new tile's segments (0 .. n_segments - 1) and the
 * roots of the features they join (after them), for tl_board_preview(). */
typedef struct {
  guint8 parent[TL_MAX_SEGMENTS + TL_PREVIEW_MAX_ROOTS];
  gint open[TL_MAX_SEGMENTS + TL_PREVIEW_MAX_ROOTS];   /* closings, then sides */
  guint32 root[TL_PREVIEW_MAX_ROOTS];
  guint n_roots;
  guint n_segments;
} Groups;

static guint
groups_find (Groups *g, guint i)
{
  while (g->parent[i] != i)
    i = g->parent[i] = g->parent[g->parent[i]];
  return i;
}

static void
groups_union (Groups *g, guint a, guint b)
{
  a = groups_find (g, a);
  b = groups_find (g, b);
  if (a != b)
    g->parent[b] = a;
}

/* The slot of the feature root @root, added when new. */
static guint
groups_root (Groups *g, guint32 root)
{
  for (guint i = 0; i < g->n_roots; i++)
    if (g->root[i] == root)
      return g->n_segments + i;
  g_assert (g->n_roots < TL_PREVIEW_MAX_ROOTS);
  g->root[g->n_roots] = root;
  return g->n_segments + g->n_roots++;
}

void
tl_board_preview (TlBoard            *board,
                  guint               type_index,
                  gint                x,
                  gint                y,
                  guint               r,
                  TlPlacementPreview *out)
{
  const TlTileType *type = tl_tile_set_type (board->set, type_index);
  TlFeatures *features = board->features;
  Groups g;
  guint8 slot_feature[TL_MAX_SEGMENTS + TL_PREVIEW_MAX_ROOTS];

  g.n_segments = type->n_segments;
  g.n_roots = 0;
  for (guint i = 0; i < G_N_ELEMENTS (g.parent); i++)
    {
      g.parent[i] = i;
      g.open[i] = 0;
    }

  tl_board_ring (board, x, y, out->ring);
  out->neighbours = 0;
  for (guint k = 0; k < 8; k++)
    {
      static const gint dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
      static const gint dy[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };

      if (out->ring[k] >= 0 ||
          (board->edge_closes && cell_state (board, x + dx[k], y + dy[k]) == TL_CELL_OFF))
        out->neighbours++;
    }

  /* join across each side, and count the sides each join closes (as tl_board_place()) */
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      int n = tile_at (board, x + side_dx[s], y + side_dy[s]);
      guint first = tl_port_unrotate (3 * s, r);
      guint a0 = type->port_segment[first], a1 = type->port_segment[first + 1];
      guint a2 = type->port_segment[first + 2];

      if (n < 0)
        {
          if (board->edge_closes && cell_state (board, x + side_dx[s], y + side_dy[s]) == TL_CELL_OFF)
            {
              g.open[a0]--;
              if (a1 != a0)
                g.open[a1]--;
              if (a2 != a0 && a2 != a1)
                g.open[a2]--;
            }
          continue;
        }
      {
        const TlPlacedTile *nt = &board->tiles[n];
        guint32 theirs[3];
        guint n_theirs = side_segments (board, nt, (s + 2) % 4, theirs);

        for (guint k = 0; k < 3; k++)
          {
            guint p = 3 * s + k, q = tl_port_opposite (p);
            guint a = type->port_segment[tl_port_unrotate (p, r)];
            guint32 b = nt->seg_base + tl_tile_set_type (board->set, nt->type)->port_segment[tl_port_unrotate (q, nt->r)];

            groups_union (&g, a, groups_root (&g, tl_features_find (features, b)));
          }
        g.open[a0]--;
        if (a1 != a0)
          g.open[a1]--;
        if (a2 != a0 && a2 != a1)
          g.open[a2]--;
        for (guint i = 0; i < n_theirs; i++)
          g.open[groups_root (&g, tl_features_find (features, theirs[i]))]--;
      }
    }

  /* one feature per group, named by its first segment of the new tile */
  out->n_features = 0;
  for (guint i = 0; i < g.n_segments + g.n_roots; i++)
    slot_feature[i] = TL_NO_SEGMENT;
  for (guint i = 0; i < type->n_segments; i++)
    {
      guint root = groups_find (&g, i);
      const TlSegment *seg = &type->segments[i];
      TlFeaturePreview *f;
      guint x3;

      if (slot_feature[root] == TL_NO_SEGMENT)
        {
          slot_feature[root] = out->n_features;
          f = &out->features[out->n_features++];
          memset (f, 0, sizeof *f);
          f->kind = seg->kind;
          f->tiles = 1;
        }
      f = &out->features[slot_feature[root]];
      out->feature_of[i] = slot_feature[root];
      x3 = seg->ports | seg->ports >> 1 | seg->ports >> 2;
      f->open += (gint) ((x3 & 1) + (x3 >> 3 & 1) + (x3 >> 6 & 1) + (x3 >> 9 & 1)) + g.open[i];
      f->pennants += seg->pennants;
      f->port_cities += seg->port_cities;
      f->segments |= 1u << i;
    }
  for (guint j = 0; j < g.n_roots; j++)
    {
      TlFeaturePreview *f = &out->features[slot_feature[groups_find (&g, g.n_segments + j)]];
      TlFeatureInfo info;

      tl_features_info (features, g.root[j], &info);
      f->open += info.open + g.open[g.n_segments + j];
      f->pennants += info.pennants;
      f->port_cities += info.port_cities;
      for (guint p = 0; p < TL_MAX_PLAYERS; p++)
        f->followers[p] += info.followers[p];
      f->n_followers += info.n_followers;
      f->roots[f->n_roots++] = g.root[j];
    }
  for (guint i = 0; i < out->n_features; i++)
    {
      TlFeaturePreview *f = &out->features[i];

      if (f->n_roots > 0)
        f->tiles = 1 + tl_features_count_tiles_union (features, f->roots, f->n_roots);
    }
}

void
tl_board_refresh_cell (TlBoard *board,
                       gint     x,
                       gint     y)
{
  FrontierCell *f;
  gboolean touches = FALSE;

  if (!in_grid (board, x, y) || *cell (board, x, y) >= 0)
    return;
  if (!allowed (board, x, y))
    {
      frontier_remove (board, x, y);
      return;
    }
  for (guint s = 0; s < TL_N_SIDES; s++)
    touches |= tile_at (board, x + side_dx[s], y + side_dy[s]) >= 0;
  if (!touches || (f = frontier_get (board, x, y)) == NULL)
    return;
  f->need = f->mask = 0;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      guint32 code = needed_code (board, x, y, s);

      if (code != G_MAXUINT32)
        {
          f->need |= (guint64) code << (16 * s);
          f->mask |= (guint64) 0xffff << (16 * s);
        }
    }
  _tl_board_index_cell (board, (guint) (f - board->frontier));
  _tl_board_index_check (board);
}

int
tl_board_segment_at (const TlBoard *board,
                     gint           x,
                     gint           y,
                     guint          port)
{
  int t = tile_at (board, x, y);
  const TlPlacedTile *pt;
  guint seg;

  if (t < 0)
    return -1;
  pt = &board->tiles[t];
  seg = tl_tile_type_segment_at (tl_tile_set_type (board->set, pt->type), port, pt->r);
  return seg == TL_NO_SEGMENT ? -1 : (int) (pt->seg_base + seg);
}

void
tl_board_bounds (const TlBoard *board,
                 gint *min_x, gint *min_y,
                 gint *max_x, gint *max_y)
{
  if (min_x) *min_x = board->min_x;
  if (min_y) *min_y = board->min_y;
  if (max_x) *max_x = board->max_x;
  if (max_y) *max_y = board->max_y;
}

const gint *
tl_board_frontier (const TlBoard *board,
                   guint         *n)
{
  for (guint i = 0; i < board->n_frontier; i++)
    {
      board->frontier_xy[2 * i] = board->frontier[i].x;
      board->frontier_xy[2 * i + 1] = board->frontier[i].y;
    }
  *n = board->n_frontier;
  return board->frontier_xy;
}
