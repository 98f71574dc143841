/* tl-discovery.c — the rules of Carcassonne: The Discovery (docs/rules/discovery.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-ruleset.h"
#include "tl-root-set.h"

/* docs/rules/discovery.md §1.5: a brigand on a mountain, an explorer on a grassland, a
 * navigator on a sea. */
static gboolean
discovery_may_deploy (const TlGameState *state,
                      TlSegmentKind      kind)
{
  return kind == TL_SEGMENT_MOUNTAIN || kind == TL_SEGMENT_GRASSLAND || kind == TL_SEGMENT_SEA;
}

/* docs/rules/discovery.md §1.3: nothing scores by itself; points come from recalls. */
static void
discovery_score_turn (TlGameState *state,
                      guint        placed)
{
}

/* Port cities that count for a mountain (docs/rules/discovery.md §1.6, §2 Q4–Q5): those on
 * the mountain itself plus those on every grassland territory that borders one of
 * its segments inside a tile, each grassland counted once. */
static guint
mountain_cities (TlGameState *state,
                 guint32      mountain)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  TlRootSet seen;
  TlFeatureInfo info;
  guint32 s = mountain;
  guint cities;

  tl_root_set_init (&seen);
  tl_features_info (features, mountain, &info);
  cities = info.port_cities;
  do
    {
      const TlPlacedTile *t = tl_board_tile (board, tl_features_segment_tile (features, s));
      const TlTileType *type = tl_tile_set_type (set, t->type);
      guint m = tl_features_segment_local (features, s);

      for (guint g = 0; g < type->n_segments; g++)
        {
          TlFeatureInfo grassland;

          if (type->segments[g].kind != TL_SEGMENT_GRASSLAND ||
              !tl_tile_type_segments_touch (type, m, g))
            continue;
          tl_features_info (features, t->seg_base + g, &grassland);
          if (tl_root_set_add (&seen, grassland.root))
            cities += grassland.port_cities;
        }
      s = tl_features_next_segment (features, s);
    }
  while (s != mountain);
  tl_root_set_clear (&seen);
  return cities;
}

/* docs/rules/discovery.md §1.6 and §1.11: the value of a territory when a follower on it is
 * recalled, or at the end (@final: every territory counts as unfinished, §1.8).
 * A finished territory of exactly 2 tiles scores as unfinished. */
static gint
discovery_feature_value (TlGameState *state,
                         guint32      segment,
                         gboolean     final)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (state));
  TlFeatureInfo info;
  guint n = tl_features_count_tiles (features, segment, NULL);
  gboolean finished;
  guint c;

  tl_features_info (features, segment, &info);
  finished = !final && info.open == 0 && n >= 3;
  switch (info.kind)
    {
    case TL_SEGMENT_GRASSLAND:
      return finished ? 2 * n : n;
    case TL_SEGMENT_SEA:
      return finished ? info.port_cities + n : info.port_cities;
    case TL_SEGMENT_MOUNTAIN:
      c = mountain_cities (state, info.root);
      return finished ? 2 * c : c;
    default:
      return 0;
    }
}

/* docs/rules/discovery.md §1.8: every follower still on the board scores its territory as
 * unfinished for its owner, each on its own (§1.7: no majorities). */
static void
discovery_final_scoring (TlGameState *state)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (state));
  const GArray *followers = tl_features_followers (features);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      tl_game_state_award_player (state, f->player, f->segment,
                                  discovery_feature_value (state, f->segment, TRUE), TRUE);
    }
}

/* docs/rules/discovery.md §1.9: tl-equal-turns.c, tl-double-tile.c */
static const TlExpansion * const variants[] = {
  &tl_variant_equal_turns,
  &tl_variant_double_tile,
  NULL,
};

const TlRuleset tl_ruleset_discovery = {
  .game = "discovery",
  .title = N_("The Discovery"),
  .supply = 4,
  .may_deploy = discovery_may_deploy,
  .score_turn = discovery_score_turn,
  .feature_value = discovery_feature_value,
  .final_scoring = discovery_final_scoring,
  .recall = TRUE,
  .kinds = (1u << TL_SEGMENT_MOUNTAIN) | (1u << TL_SEGMENT_GRASSLAND) | (1u << TL_SEGMENT_SEA),
  .variants = variants,
};
