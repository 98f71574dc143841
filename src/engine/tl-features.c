/* tl-features.c — features kept by union-find over the segments of placed tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-features.h"

#include <string.h>

typedef struct {
  guint32 parent;
  guint32 next;        /* circular list of the feature's segments */
  guint16 tile;
  guint8 local;
  guint8 kind;
} SegNode;

/* Meaningful at roots only. */
typedef struct {
  guint32 n_segments;
  gint16 open;
  guint16 pennants;
  guint16 port_cities;
  guint8 followers[TL_MAX_PLAYERS];
  guint8 n_followers;
  guint8 done;
} RootData;

struct _TlFeatures {
  guint n;
  guint cap;
  guint max_tiles;
  SegNode *nodes;
  RootData *roots;
  GArray *followers;   /* of TlFollower */
  guint32 *stamp;      /* per placed tile, for distinct-tile counts */
  guint32 stamp_now;
};

TlFeatures *
tl_features_new (guint max_segments,
                 guint max_tiles)
{
  TlFeatures *f = g_new0 (TlFeatures, 1);

  f->cap = MAX (max_segments, 16);
  f->max_tiles = MAX (max_tiles, 1);
  f->nodes = g_new (SegNode, f->cap);
  f->roots = g_new (RootData, f->cap);
  f->followers = g_array_new (FALSE, FALSE, sizeof (TlFollower));
  f->stamp = NULL;   /* made on first use */
  return f;
}

TlFeatures *
tl_features_copy (const TlFeatures *src)
{
  TlFeatures *f = g_new0 (TlFeatures, 1);

  /* only what is used is copied: a copy costs the size of the board, not of the set */
  f->n = src->n;
  f->cap = src->cap;
  f->max_tiles = src->max_tiles;
  f->nodes = g_new (SegNode, src->cap);
  memcpy (f->nodes, src->nodes, sizeof (SegNode) * src->n);
  f->roots = g_new (RootData, src->cap);
  memcpy (f->roots, src->roots, sizeof (RootData) * src->n);
  f->followers = g_array_sized_new (FALSE, FALSE, sizeof (TlFollower), src->followers->len);
  g_array_append_vals (f->followers, src->followers->data, src->followers->len);
  f->stamp = NULL;   /* made on first use */
  return f;
}

void
tl_features_free (TlFeatures *f)
{
  if (f == NULL)
    return;
  g_free (f->nodes);
  g_free (f->roots);
  g_array_unref (f->followers);
  g_free (f->stamp);
  g_free (f);
}

/* Sides (of 4) with at least one of the segment's ports: bit 3s is set when any
 * of ports 3s, 3s + 1, 3s + 2 is. */
static inline guint
sides_touched (guint16 ports)
{
  guint x = ports | ports >> 1 | ports >> 2;

  return (x & 1) + (x >> 3 & 1) + (x >> 6 & 1) + (x >> 9 & 1);
}

guint32
tl_features_add_tile (TlFeatures       *f,
                      guint             tile,
                      const TlTileType *type)
{
  guint32 base = f->n;

  g_return_val_if_fail (f->n + type->n_segments <= f->cap, base);
  g_return_val_if_fail (tile < f->max_tiles, base);

  for (guint i = 0; i < type->n_segments; i++)
    {
      const TlSegment *seg = &type->segments[i];
      guint32 g = base + i;

      f->nodes[g] = (SegNode) { g, g, (guint16) tile, (guint8) i, (guint8) seg->kind };
      f->roots[g] = (RootData) {
        .n_segments = 1,
        .open = (gint16) sides_touched (seg->ports),
        .pennants = seg->pennants,
        .port_cities = seg->port_cities,
      };
    }
  f->n += type->n_segments;
  return base;
}

guint32
tl_features_find (TlFeatures *f,
                  guint32     s)
{
  SegNode *nodes = f->nodes;

  while (nodes[s].parent != s)
    {
      nodes[s].parent = nodes[nodes[s].parent].parent;
      s = nodes[s].parent;
    }
  return s;
}

guint32
tl_features_union (TlFeatures *f,
                   guint32     a,
                   guint32     b)
{
  guint32 ra = tl_features_find (f, a), rb = tl_features_find (f, b), t;
  RootData *da, *db;

  if (ra == rb)
    return ra;
  if (f->roots[ra].n_segments < f->roots[rb].n_segments)
    {
      t = ra; ra = rb; rb = t;
    }
  da = &f->roots[ra];
  db = &f->roots[rb];
  f->nodes[rb].parent = ra;
  da->n_segments += db->n_segments;
  da->open += db->open;
  da->pennants += db->pennants;
  da->port_cities += db->port_cities;
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    da->followers[p] += db->followers[p];
  da->n_followers += db->n_followers;
  da->done |= db->done;

  /* splice the two circular lists */
  t = f->nodes[ra].next;
  f->nodes[ra].next = f->nodes[rb].next;
  f->nodes[rb].next = t;
  return ra;
}

void
tl_features_close_side (TlFeatures *f,
                        guint32     segment)
{
  f->roots[tl_features_find (f, segment)].open--;
}

void
tl_features_info (TlFeatures    *f,
                  guint32        segment,
                  TlFeatureInfo *info)
{
  guint32 root = tl_features_find (f, segment);
  const RootData *d = &f->roots[root];

  info->root = root;
  info->kind = f->nodes[root].kind;
  info->open = d->open;
  info->pennants = d->pennants;
  info->port_cities = d->port_cities;
  memcpy (info->followers, d->followers, sizeof info->followers);
  info->n_followers = d->n_followers;
  info->n_segments = d->n_segments;
  info->done = d->done;
}

guint
tl_features_n_segments (const TlFeatures *f)
{
  return f->n;
}

guint
tl_features_segment_tile (const TlFeatures *f,
                          guint32           segment)
{
  return f->nodes[segment].tile;
}

guint
tl_features_segment_local (const TlFeatures *f,
                           guint32           segment)
{
  return f->nodes[segment].local;
}

TlSegmentKind
tl_features_segment_kind (const TlFeatures *f,
                          guint32           segment)
{
  return f->nodes[segment].kind;
}

guint32
tl_features_next_segment (const TlFeatures *f,
                          guint32           segment)
{
  return f->nodes[segment].next;
}

/* A fresh stamp for a distinct-tile count (the per-tile stamps made on first use). */
static guint32
next_stamp (TlFeatures *f)
{
  if (f->stamp == NULL)
    f->stamp = g_new0 (guint32, f->max_tiles);
  if (++f->stamp_now == 0)
    {
      memset (f->stamp, 0, sizeof (guint32) * f->max_tiles);
      f->stamp_now = 1;
    }
  return f->stamp_now;
}

guint
tl_features_count_tiles (TlFeatures *f,
                         guint32     segment,
                         GArray     *tiles)
{
  guint32 s = segment;
  guint count = 0;

  next_stamp (f);
  do
    {
      guint tile = f->nodes[s].tile;

      if (f->stamp[tile] != f->stamp_now)
        {
          f->stamp[tile] = f->stamp_now;
          count++;
          if (tiles != NULL)
            g_array_append_val (tiles, tile);
        }
      s = f->nodes[s].next;
    }
  while (s != segment);
  return count;
}

guint
tl_features_count_tiles_union (TlFeatures    *f,
                               const guint32 *segments,
                               guint          n)
{
  guint count = 0;

  next_stamp (f);
  for (guint i = 0; i < n; i++)
    {
      guint32 s = segments[i];

      do
        {
          guint tile = f->nodes[s].tile;

          if (f->stamp[tile] != f->stamp_now)
            {
              f->stamp[tile] = f->stamp_now;
              count++;
            }
          s = f->nodes[s].next;
        }
      while (s != segments[i]);
    }
  return count;
}

const GArray *
tl_features_followers (const TlFeatures *f)
{
  return f->followers;
}

void
tl_features_add_follower (TlFeatures *f,
                          guint       player,
                          guint32     segment)
{
  TlFollower follower;
  RootData *d;

  g_return_if_fail (player < TL_MAX_PLAYERS && segment < f->n);

  follower.player = player;
  follower.segment = segment;
  follower.tile = f->nodes[segment].tile;
  follower.lying = f->nodes[segment].kind == TL_SEGMENT_FIELD;
  g_array_append_val (f->followers, follower);

  d = &f->roots[tl_features_find (f, segment)];
  d->followers[player]++;
  d->n_followers++;
}

void
tl_features_remove_follower (TlFeatures *f,
                             guint       index)
{
  const TlFollower *follower;
  RootData *d;

  g_return_if_fail (index < f->followers->len);

  follower = &g_array_index (f->followers, TlFollower, index);
  d = &f->roots[tl_features_find (f, follower->segment)];
  d->followers[follower->player]--;
  d->n_followers--;
  g_array_remove_index (f->followers, index);
}

void
tl_features_return_all (TlFeatures *f,
                        guint32     segment,
                        guint      *returned)
{
  guint32 root = tl_features_find (f, segment);

  if (f->roots[root].n_followers == 0)
    return;
  for (guint i = f->followers->len; i-- > 0;)
    {
      const TlFollower *follower = &g_array_index (f->followers, TlFollower, i);

      if (tl_features_find (f, follower->segment) == root)
        {
          returned[follower->player]++;
          tl_features_remove_follower (f, i);
        }
    }
}

void
tl_features_mark_done (TlFeatures *f,
                       guint32     segment)
{
  f->roots[tl_features_find (f, segment)].done = TRUE;
}

guint
tl_features_majority (const TlFeatureInfo *info,
                      gboolean            *winners)
{
  guint best = 0, n = 0;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    best = MAX (best, info->followers[p]);
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    {
      winners[p] = best > 0 && info->followers[p] == best;
      n += winners[p];
    }
  return n;
}
