/* tl-features.h — features (whole roads, cities, fields …) kept by union-find
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"

G_BEGIN_DECLS

#define TL_MAX_PLAYERS 5

/**
 * TlFeatures:
 *
 * Every segment of every placed tile has a global index (its tile's `seg_base`
 * plus its index in the tile type). Segments joined across tiles form a feature,
 * named by its root segment (tl_features_find()). A feature keeps its kind, the
 * number of sides still open, its pennants, port cities and followers per player,
 * and a circular list of its segments. Joining two features costs O(α(n)).
 */
typedef struct _TlFeatures TlFeatures;

/**
 * TlFollower:
 * @player: owner, 0-based seat
 * @segment: global segment index the follower stands on
 * @tile: placed tile index
 * @lying: %TRUE for a farmer (on a field) — docs/rules/base-game.md §3.2
 *
 * A follower (meeple, brigand, explorer, navigator) on the board.
 */
typedef struct {
  guint8 player;
  guint8 lying;
  guint16 tile;
  guint32 segment;
} TlFollower;

/**
 * TlFeatureInfo:
 * @root: the root segment naming the feature
 * @kind: what the feature is
 * @open: sides of its segments that face no tile yet (0 = closed)
 * @pennants: pennants on its city segments
 * @port_cities: port cities on its segments (The Discovery)
 * @followers: followers per player
 * @n_followers: all followers on it
 * @n_segments: segments it is made of
 * @done: set once the feature has been scored as completed
 *
 * A snapshot of one feature.
 */
typedef struct {
  guint32 root;
  TlSegmentKind kind;
  gint open;
  guint pennants;
  guint port_cities;
  guint8 followers[TL_MAX_PLAYERS];
  guint n_followers;
  guint n_segments;
  gboolean done;
} TlFeatureInfo;

/**
 * tl_features_find:
 * @features: the features
 * @segment: a global segment index
 *
 * Returns: the root segment of the feature holding @segment (path halving).
 */
guint32        tl_features_find          (TlFeatures *features,
                                          guint32     segment);

/**
 * tl_features_info:
 * @features: the features
 * @segment: any segment of the feature
 * @info: (out caller-allocates): filled with the feature's data
 */
void           tl_features_info          (TlFeatures    *features,
                                          guint32        segment,
                                          TlFeatureInfo *info);

/**
 * tl_features_n_segments:
 *
 * Returns: how many segments exist (all segments of all placed tiles).
 */
guint          tl_features_n_segments    (const TlFeatures *features);

/**
 * tl_features_segment_tile:
 * @features: the features
 * @segment: a global segment index
 *
 * Returns: the placed tile index the segment belongs to.
 */
guint          tl_features_segment_tile  (const TlFeatures *features,
                                          guint32           segment);

/**
 * tl_features_segment_local:
 *
 * Returns: the segment's index inside its tile type.
 */
guint          tl_features_segment_local (const TlFeatures *features,
                                          guint32           segment);

/**
 * tl_features_segment_kind:
 *
 * Returns: the kind of the segment.
 */
TlSegmentKind  tl_features_segment_kind  (const TlFeatures *features,
                                          guint32           segment);

/**
 * tl_features_next_segment:
 * @features: the features
 * @segment: a segment
 *
 * Walks the circular list of a feature's segments: starting from any segment and
 * calling this until it returns the start again visits every segment once.
 *
 * Returns: the next segment of the same feature.
 */
guint32        tl_features_next_segment  (const TlFeatures *features,
                                          guint32           segment);

/**
 * tl_features_count_tiles:
 * @features: the features
 * @segment: any segment of the feature
 * @tiles: (nullable): array of guint placed-tile indices to fill, or %NULL
 *
 * Counts distinct tiles: a city that enters one tile through two caps counts that
 * tile once (docs/rules/base-game.md §3.4). Costs time in the size of the feature.
 *
 * Returns: the number of distinct tiles.
 */
guint          tl_features_count_tiles   (TlFeatures *features,
                                          guint32     segment,
                                          GArray     *tiles);

/**
 * tl_features_count_tiles_union:
 * @features: the features
 * @segments: (array length=n): one segment of each of several distinct features
 * @n: how many
 *
 * Counts the distinct tiles of the features together (a tile two of them share
 * counts once), as tl_features_count_tiles() does for one. Costs time in the
 * size of the features.
 *
 * Returns: the number of distinct tiles.
 */
guint          tl_features_count_tiles_union (TlFeatures    *features,
                                              const guint32 *segments,
                                              guint          n);

/**
 * tl_features_followers:
 * @features: the features
 *
 * Returns: (transfer none) (element-type TlFollower): every follower on the board,
 * in the order placed.
 */
const GArray  *tl_features_followers     (const TlFeatures *features);

/**
 * tl_features_add_follower:
 * @features: the features
 * @player: seat 0..4
 * @segment: global segment index
 *
 * Puts a follower on a segment without checking any rule; a follower on a field
 * lies down.
 */
void           tl_features_add_follower  (TlFeatures *features,
                                          guint       player,
                                          guint32     segment);

/**
 * tl_features_remove_follower:
 * @features: the features
 * @index: index into tl_features_followers()
 *
 * Takes one follower off the board (the caller returns it to its supply).
 */
void           tl_features_remove_follower (TlFeatures *features,
                                            guint       index);

/**
 * tl_features_return_all:
 * @features: the features
 * @segment: any segment of a feature
 * @returned: (out caller-allocates) (array fixed-size=5): incremented per player
 *   for every follower taken off
 *
 * Takes every follower off the feature (after it scores, docs/rules/base-game.md §3.4).
 */
void           tl_features_return_all    (TlFeatures *features,
                                          guint32     segment,
                                          guint      *returned);

/**
 * tl_features_mark_done:
 * @features: the features
 * @segment: any segment of a feature
 *
 * Marks the feature as scored on completion so it is never scored twice.
 */
void           tl_features_mark_done     (TlFeatures *features,
                                          guint32     segment);

/**
 * tl_features_majority:
 * @info: a feature's data
 * @winners: (out caller-allocates) (array fixed-size=5): set to %TRUE for each
 *   player with the most followers
 *
 * Majority with ties (docs/rules/base-game.md §3.4): every player tied for the most
 * followers wins; nobody wins a feature without followers.
 *
 * Returns: the number of winners.
 */
guint          tl_features_majority      (const TlFeatureInfo *info,
                                          gboolean            *winners);

/* Used by TlBoard while placing a tile. */
TlFeatures    *tl_features_new           (guint max_segments,
                                          guint max_tiles);
TlFeatures    *tl_features_copy          (const TlFeatures *features);
void           tl_features_free          (TlFeatures *features);
guint32        tl_features_add_tile      (TlFeatures       *features,
                                          guint             tile,
                                          const TlTileType *type);
guint32        tl_features_union         (TlFeatures *features,
                                          guint32     a,
                                          guint32     b);
void           tl_features_close_side    (TlFeatures *features,
                                          guint32     segment);

G_END_DECLS
