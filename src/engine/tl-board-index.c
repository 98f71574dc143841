/* tl-board-index.c — the frontier's placement index: a random placement without a scan
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A random playout asks each turn how many legal placements the drawn tile has and
 * takes one of them by its number in tl_board_placements()'s order (cells in frontier
 * order, rotations 0..3). Scanning the frontier for that costs its size, and the
 * frontier grows with the board: about 1,400 cells on average over a game of 7,200
 * tiles, where a base game's has 30. The index keeps, for each block of BLOCK frontier
 * slots and each class of tile (the tile types with the same four side packs fit the
 * same cells the same ways), how many placements the block holds. Counting sums one
 * class's blocks; finding the n-th placement walks them and scans one block.
 *
 * What a cell holds depends only on its needs (TlFrontierCell's need and mask), and a
 * board's cells show few different needs (a few hundred signatures): each signature's
 * placements per class are worked out once, when a cell first shows it, so that a cell
 * that changes costs a lookup and one add per class.
 *
 * tl-board.c tells the index of every frontier cell that changes. So that a small board
 * pays nothing, the index is built only once the frontier has TL_BOARD_INDEX_MIN_FRONTIER
 * cells and CELLS_PER_CLASS cells per class of tile.
 */
#include "tl-board-private.h"

#include <string.h>

#define BLOCK 32            /* frontier slots a block: at most 128 placements, a guint8 */
#define CELLS_PER_CLASS 8   /* the index is kept for at most one class per this many cells */
#define NO_SIG G_MAXUINT16  /* a slot not in the index yet */

/* The tile types of a set grouped by their side packs: immutable, shared by the boards
 * (and copies) that index a frontier of the set. */
typedef struct {
  guint n_classes;
  guint16 *class_of;        /* per tile type */
  guint64 *packs;           /* 4 per class: the side packs of its rotations */
} Classes;

struct _TlBoardIndex {
  Classes *classes;         /* an atomic reference */
  guint n_classes;
  guint n_slots;            /* the frontier's capacity */
  guint8 *weights;          /* [block * n_classes + class]: placements in the block */
  guint16 *sig_of;          /* per frontier slot: its cell's signature, or NO_SIG */

  /* the signatures seen: needs and placements per class */
  guint n_sigs, sigs_cap;
  guint64 *sig_needs;       /* need, mask of each */
  guint8 *sig_fits;         /* [sig * n_classes + class]: rotations that fit, 0..4 */
  guint32 *hash;            /* open addressing over the needs: signature + 1, 0 when free */
  guint hash_mask;
};

static void
classes_clear (gpointer data)
{
  Classes *c = data;

  g_free (c->class_of);
  g_free (c->packs);
}

static guint
packs_hash (gconstpointer key)
{
  const guint64 *p = key;
  guint64 h = p[0] * 0x9e3779b97f4a7c15ull ^ p[1] * 0xbf58476d1ce4e5b9ull ^
              p[2] * 0x94d049bb133111ebull ^ p[3];

  return (guint) (h ^ h >> 32);
}

static gboolean
packs_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, 4 * sizeof (guint64)) == 0;
}

static Classes *
classes_new (TlTileSet *set)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (packs_hash, packs_equal);
  Classes *c = g_atomic_rc_box_new0 (Classes);
  guint n_types = set->types->len;

  c->class_of = g_new (guint16, MAX (n_types, 1));
  c->packs = g_new (guint64, 4 * MAX (n_types, 1));
  for (guint t = 0; t < n_types; t++)
    {
      const TlTileType *type = tl_tile_set_type (set, t);
      gpointer k;

      if (!g_hash_table_lookup_extended (seen, type->side_pack, NULL, &k))
        {
          k = GUINT_TO_POINTER (c->n_classes);
          memcpy (c->packs + 4 * c->n_classes++, type->side_pack, 4 * sizeof (guint64));
          g_hash_table_insert (seen, (gpointer) type->side_pack, k);
        }
      c->class_of[t] = GPOINTER_TO_UINT (k);
    }
  return c;
}

static inline guint
needs_hash (guint64 need, guint64 mask)
{
  guint64 h = (need ^ mask * 0x9e3779b97f4a7c15ull) * 0xbf58476d1ce4e5b9ull;

  return (guint) (h >> 32);
}

static void
hash_insert (TlBoardIndex *index, guint sig)
{
  guint i = needs_hash (index->sig_needs[2 * sig], index->sig_needs[2 * sig + 1]) & index->hash_mask;

  while (index->hash[i] != 0)
    i = (i + 1) & index->hash_mask;
  index->hash[i] = sig + 1;
}

/* The signature of cell @f, added when new; NO_SIG when there are too many. */
static guint
signature (TlBoardIndex *index, const TlFrontierCell *f)
{
  guint i = needs_hash (f->need, f->mask) & index->hash_mask, sig;
  guint n = index->n_classes;

  for (; index->hash[i] != 0; i = (i + 1) & index->hash_mask)
    {
      sig = index->hash[i] - 1;
      if (index->sig_needs[2 * sig] == f->need && index->sig_needs[2 * sig + 1] == f->mask)
        return sig;
    }
  if (index->n_sigs == NO_SIG)
    return NO_SIG;
  sig = index->n_sigs++;
  if (sig == index->sigs_cap)
    {
      index->sigs_cap *= 2;
      index->sig_needs = g_renew (guint64, index->sig_needs, 2 * index->sigs_cap);
      index->sig_fits = g_renew (guint8, index->sig_fits, (gsize) index->sigs_cap * n);
    }
  index->sig_needs[2 * sig] = f->need;
  index->sig_needs[2 * sig + 1] = f->mask;
  for (guint k = 0; k < n; k++)
    index->sig_fits[(gsize) sig * n + k] = _tl_board_cell_fits (index->classes->packs + 4 * k, f);
  if (2 * index->n_sigs > index->hash_mask)
    {
      /* keep the table at most half full */
      index->hash_mask = 2 * index->hash_mask + 1;
      index->hash = g_renew (guint32, index->hash, index->hash_mask + 1);
      memset (index->hash, 0, (index->hash_mask + 1) * sizeof (guint32));
      for (guint s = 0; s < index->n_sigs; s++)
        hash_insert (index, s);
    }
  else
    index->hash[i] = sig + 1;
  return sig;
}

void
_tl_board_index_new_cell (TlBoard *board,
                          guint    slot)
{
  board->index->sig_of[slot] = NO_SIG;
}

void
_tl_board_index_set (TlBoard *board,
                     guint    slot)
{
  TlBoardIndex *index = board->index;
  guint n = index->n_classes;
  guint old = index->sig_of[slot], sig = signature (index, &board->frontier[slot]);
  guint8 *w = index->weights + (gsize) (slot / BLOCK) * n;
  const guint8 *fits;

  if (G_UNLIKELY (sig == NO_SIG))
    {
      /* more different needs than a signature can number: back to the scan */
      _tl_board_index_disable (board);
      return;
    }
  fits = index->sig_fits + (gsize) sig * n;
  if (old == NO_SIG)
    for (guint k = 0; k < n; k++)
      w[k] += fits[k];
  else
    {
      const guint8 *was = index->sig_fits + (gsize) old * n;

      for (guint k = 0; k < n; k++)
        w[k] += fits[k] - was[k];
    }
  index->sig_of[slot] = sig;
}

void
_tl_board_index_remove (TlBoard *board,
                        guint    slot,
                        guint    last)
{
  TlBoardIndex *index = board->index;
  guint n = index->n_classes;
  guint8 *w = index->weights + (gsize) (slot / BLOCK) * n;
  const guint8 *gone = index->sig_fits + (gsize) index->sig_of[slot] * n;

  if (slot / BLOCK == last / BLOCK)
    {
      /* the last cell, if it moves, stays in the block */
      for (guint k = 0; k < n; k++)
        w[k] -= gone[k];
    }
  else
    {
      guint8 *from = index->weights + (gsize) (last / BLOCK) * n;
      const guint8 *moved = index->sig_fits + (gsize) index->sig_of[last] * n;

      for (guint k = 0; k < n; k++)
        {
          w[k] += moved[k] - gone[k];
          from[k] -= moved[k];
        }
    }
  index->sig_of[slot] = index->sig_of[last];
}

/* Builds the index of @board's frontier over classes @c (taken). */
static void
build (TlBoard *board, Classes *c)
{
  TlBoardIndex *index = g_new0 (TlBoardIndex, 1);
  guint blocks = (board->frontier_cap + BLOCK - 1) / BLOCK;

  index->classes = c;
  index->n_classes = c->n_classes;
  index->n_slots = board->frontier_cap;
  index->weights = g_new0 (guint8, (gsize) blocks * c->n_classes);
  index->sig_of = g_new (guint16, board->frontier_cap);
  index->sigs_cap = 64;
  index->sig_needs = g_new (guint64, 2 * index->sigs_cap);
  index->sig_fits = g_new (guint8, (gsize) index->sigs_cap * c->n_classes);
  index->hash_mask = 2 * index->sigs_cap - 1;
  index->hash = g_new0 (guint32, index->hash_mask + 1);
  board->index = index;
  for (guint slot = 0; slot < board->n_frontier && board->index != NULL; slot++)
    {
      index->sig_of[slot] = NO_SIG;
      _tl_board_index_set (board, slot);
    }
}

void
_tl_board_index_grow (TlBoard *board)
{
  Classes *c = classes_new (board->set);

  if (board->n_frontier < CELLS_PER_CLASS * c->n_classes)
    {
      /* too many classes for this frontier yet: try again when it is large enough */
      board->index_wait = CELLS_PER_CLASS * c->n_classes;
      g_atomic_rc_box_release_full (c, classes_clear);
      return;
    }
  build (board, c);
}

void
_tl_board_index_force (TlBoard *board)
{
  if (board->index == NULL)
    build (board, classes_new (board->set));
}

void
_tl_board_index_disable (TlBoard *board)
{
  g_clear_pointer (&board->index, _tl_board_index_free);
  board->index_wait = G_MAXUINT;
}

gboolean
_tl_board_indexed (const TlBoard *board)
{
  return board->index != NULL;
}

TlBoardIndex *
_tl_board_index_copy (const TlBoardIndex *src,
                      guint               n_frontier)
{
  TlBoardIndex *index;
  guint n, used = (n_frontier + BLOCK - 1) / BLOCK, blocks;

  if (src == NULL)
    return NULL;
  n = src->n_classes;
  blocks = (src->n_slots + BLOCK - 1) / BLOCK;
  index = g_memdup2 (src, sizeof *src);
  index->classes = g_atomic_rc_box_acquire (src->classes);
  /* the blocks and slots past the frontier's end hold nothing: only the used ones are copied */
  index->weights = g_new0 (guint8, (gsize) blocks * n);
  memcpy (index->weights, src->weights, (gsize) used * n);
  index->sig_of = g_new (guint16, src->n_slots);
  memcpy (index->sig_of, src->sig_of, n_frontier * sizeof (guint16));
  index->sig_needs = g_new (guint64, 2 * src->sigs_cap);
  memcpy (index->sig_needs, src->sig_needs, 2 * src->n_sigs * sizeof (guint64));
  index->sig_fits = g_new (guint8, (gsize) src->sigs_cap * n);
  memcpy (index->sig_fits, src->sig_fits, (gsize) src->n_sigs * n);
  index->hash = g_memdup2 (src->hash, (src->hash_mask + 1) * sizeof (guint32));
  return index;
}

void
_tl_board_index_free (TlBoardIndex *index)
{
  if (index == NULL)
    return;
  g_atomic_rc_box_release_full (index->classes, classes_clear);
  g_free (index->weights);
  g_free (index->sig_of);
  g_free (index->sig_needs);
  g_free (index->sig_fits);
  g_free (index->hash);
  g_free (index);
}

guint
_tl_board_index_count (const TlBoard *board,
                       guint          type)
{
  const TlBoardIndex *index = board->index;
  guint n = index->n_classes, blocks = (board->n_frontier + BLOCK - 1) / BLOCK, count = 0;
  const guint8 *w = index->weights + index->classes->class_of[type];

  for (guint b = 0; b < blocks; b++)
    count += w[(gsize) b * n];
  return count;
}

gboolean
_tl_board_index_any (const TlBoard *board,
                     guint          type)
{
  const TlBoardIndex *index = board->index;
  guint n = index->n_classes, blocks = (board->n_frontier + BLOCK - 1) / BLOCK;
  const guint8 *w = index->weights + index->classes->class_of[type];

  for (guint b = 0; b < blocks; b++)
    if (w[(gsize) b * n] != 0)
      return TRUE;
  return FALSE;
}

void
_tl_board_index_nth (const TlBoard *board,
                     guint          type,
                     guint          nth,
                     TlPlacement   *out)
{
  const TlBoardIndex *index = board->index;
  guint n = index->n_classes, k = index->classes->class_of[type];
  const guint64 *pack = index->classes->packs + 4 * k;
  const guint8 *w = index->weights + k;
  guint block = 0, slot, end;

  while (nth >= w[(gsize) block * n])
    nth -= w[(gsize) block++ * n];
  end = MIN ((block + 1) * BLOCK, board->n_frontier);
  for (slot = block * BLOCK; slot < end; slot++)
    {
      guint fits = index->sig_fits[(gsize) index->sig_of[slot] * n + k];

      if (nth >= fits)
        {
          nth -= fits;
          continue;
        }
      for (guint r = 0; r < 4; r++)
        {
          const TlFrontierCell *f = &board->frontier[slot];

          if (((pack[r] ^ f->need) & f->mask) == 0 && nth-- == 0)
            {
              *out = (TlPlacement) { f->x, f->y, r };
              return;
            }
        }
    }
  g_assert_not_reached ();
}
