/* tl-root-set.h — a small set of feature roots, without allocation in the common case
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

#define TL_ROOT_SET_INLINE 32

/**
 * TlRootSet:
 * @n: how many roots it holds
 * @roots: the roots, in the order added
 *
 * Distinct feature roots (or any 32-bit values) met while walking features: the
 * cities a field borders, the features of a tile, the features holding followers.
 * The first %TL_ROOT_SET_INLINE live inside the struct (on the caller's stack),
 * so the engine's turn loop allocates nothing; more spill to the heap. Lookup is
 * linear: the sets are small.
 */
typedef struct {
  guint n;
  guint cap;
  guint32 *roots;
  guint32 inline_roots[TL_ROOT_SET_INLINE];
} TlRootSet;

/**
 * tl_root_set_init:
 * @set: (out caller-allocates): the set to make empty
 */
static inline void
tl_root_set_init (TlRootSet *set)
{
  set->n = 0;
  set->cap = TL_ROOT_SET_INLINE;
  set->roots = set->inline_roots;
}

/**
 * tl_root_set_has:
 * @set: a set
 * @root: a value
 *
 * Returns: whether @root is in @set.
 */
static inline gboolean
tl_root_set_has (const TlRootSet *set,
                 guint32          root)
{
  for (guint i = 0; i < set->n; i++)
    if (set->roots[i] == root)
      return TRUE;
  return FALSE;
}

/**
 * tl_root_set_add:
 * @set: a set
 * @root: a value
 *
 * Returns: %TRUE when @root was not in @set and has been added, %FALSE when it
 * was there already.
 */
static inline gboolean
tl_root_set_add (TlRootSet *set,
                 guint32    root)
{
  if (tl_root_set_has (set, root))
    return FALSE;
  if (set->n == set->cap)
    {
      guint32 *bigger = g_new (guint32, 2 * set->cap);

      memcpy (bigger, set->roots, sizeof (guint32) * set->n);
      if (set->roots != set->inline_roots)
        g_free (set->roots);
      set->roots = bigger;
      set->cap *= 2;
    }
  set->roots[set->n++] = root;
  return TRUE;
}

/**
 * tl_root_set_clear:
 * @set: a set
 *
 * Frees what spilled to the heap; the set is empty again.
 */
static inline void
tl_root_set_clear (TlRootSet *set)
{
  if (set->roots != set->inline_roots)
    g_free (set->roots);
  tl_root_set_init (set);
}

G_END_DECLS
