/* tl-carcassonne.c — the rules of Carcassonne (base game, docs/rules/base-game.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-ruleset.h"
#include "tl-root-set.h"

/* docs/rules/base-game.md §3.2: meeples go on roads, cities, monasteries and (with farmers)
 * fields. */
static gboolean
carcassonne_may_deploy (const TlGameState *state,
                        TlSegmentKind      kind)
{
  switch (kind)
    {
    case TL_SEGMENT_ROAD:
    case TL_SEGMENT_CITY:
    case TL_SEGMENT_MONASTERY:
      return TRUE;
    case TL_SEGMENT_FIELD:
      return tl_game_state_options (state)->farmers;
    default:
      return FALSE;
    }
}

/* Completed cities that a field borders (docs/rules/base-game.md §3.5: each completed city
 * counts once per field, however often the field touches it). */
static guint
field_completed_cities (TlGameState *state,
                        guint32      field)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  TlRootSet seen;
  guint32 s = field;
  guint n;

  tl_root_set_init (&seen);
  do
    {
      const TlPlacedTile *t = tl_board_tile (board, tl_features_segment_tile (features, s));
      const TlTileType *type = tl_tile_set_type (set, t->type);
      guint touches = type->segments[tl_features_segment_local (features, s)].touches;

      for (guint c = 0; touches != 0; c++, touches >>= 1)
        {
          TlFeatureInfo city;

          if (!(touches & 1) || type->segments[c].kind != TL_SEGMENT_CITY)
            continue;
          tl_features_info (features, t->seg_base + c, &city);
          if (city.done)
            tl_root_set_add (&seen, city.root);
        }
      s = tl_features_next_segment (features, s);
    }
  while (s != field);
  n = seen.n;
  tl_root_set_clear (&seen);
  return n;
}

/* docs/rules/base-game.md §3.4 (completed) and §3.5 (end of game). */
static gint
carcassonne_feature_value (TlGameState *state,
                           guint32      segment,
                           gboolean     final)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  TlFeatureInfo info;
  guint tiles;

  tl_features_info (features, segment, &info);
  switch (info.kind)
    {
    case TL_SEGMENT_ROAD:
      return tl_features_count_tiles (features, segment, NULL);
    case TL_SEGMENT_CITY:
      tiles = tl_features_count_tiles (features, segment, NULL);
      if (final && !info.done)
        return tiles + info.pennants;
      /* first-edition small city: 1 per tile and pennant (docs/rules/base-game.md §4) */
      if (tiles == 2 && tl_game_state_options (state)->small_city_two)
        return tiles + info.pennants;
      return 2 * (tiles + info.pennants);
    case TL_SEGMENT_MONASTERY:
      return 1 + tl_board_tile (board, tl_features_segment_tile (features, segment))->neighbours;
    case TL_SEGMENT_FIELD:
      return 3 * field_completed_cities (state, info.root);
    default:
      return 0;
    }
}

/* Marks the feature of @segment completed when it is, scoring it (@score) or
 * not (the setup). */
static void
close_if_complete (TlGameState *state,
                   guint32      segment,
                   gboolean     score)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  TlFeatureInfo info;
  gboolean complete;

  tl_features_info (features, segment, &info);
  if (info.done)
    return;
  switch (info.kind)
    {
    case TL_SEGMENT_ROAD:
    case TL_SEGMENT_CITY:
      complete = info.open == 0;
      break;
    case TL_SEGMENT_MONASTERY:
      complete = tl_board_tile (board, tl_features_segment_tile (features, segment))->neighbours == 8;
      break;
    default:
      complete = FALSE;
    }
  if (!complete)
    return;
  if (score)
    tl_game_state_award (state, segment, carcassonne_feature_value (state, segment, FALSE), FALSE);
  tl_features_mark_done (features, segment);
}

/* What one tile completed: its roads and cities, its monastery and the
 * monasteries around it; scored (@score) or only marked completed. */
static void
close_tile (TlGameState *state,
            guint        placed,
            gboolean     score)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlTileSet *set = tl_game_state_tile_set (state);
  const TlPlacedTile *t = tl_board_tile (board, placed);
  const TlTileType *type = tl_tile_set_type (set, t->type);

  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind != TL_SEGMENT_MONASTERY)
      close_if_complete (state, t->seg_base + i, score);

  /* the tile's own monastery, then those around it (N, NE, E, SE, S, SW, W, NW) */
  {
    int around[9];

    around[0] = placed;
    tl_board_ring (board, t->x, t->y, around + 1);
    for (guint k = 0; k < 9; k++)
      {
        const TlPlacedTile *nt;
        const TlTileType *ntype;

        if (around[k] < 0)
          continue;
        nt = tl_board_tile (board, around[k]);
        ntype = tl_tile_set_type (set, nt->type);
        if (ntype->centre_segment != TL_NO_SEGMENT &&
            ntype->segments[ntype->centre_segment].kind == TL_SEGMENT_MONASTERY)
          close_if_complete (state, nt->seg_base + ntype->centre_segment, score);
      }
  }
}

/* docs/rules/base-game.md §3 step 3: score every road, city and monastery the turn's tiles
 * completed, for whoever holds them. */
static void
carcassonne_score_turn (TlGameState *state,
                        guint        placed)
{
  for (guint i = placed; i < tl_board_n_tiles (tl_game_state_board (state)); i++)
    close_tile (state, i, TRUE);
}

/* docs/rules/maps.md §1: the map border closes roads and cities, so a start tile's city
 * facing the border (or a city closed between two start tiles) is complete from
 * the start. Nobody holds it, so nothing scores; marked completed, it counts for
 * the farmers of the fields beside it (docs/rules/base-game.md §3.5) like any other. */
static void
carcassonne_close_setup (TlGameState *state)
{
  for (guint i = 0; i < tl_board_n_tiles (tl_game_state_board (state)); i++)
    close_tile (state, i, FALSE);
}

/* docs/rules/base-game.md §3.5: every feature still holding followers scores once for its
 * majority holders; followers stay where they are. */
static void
carcassonne_final_scoring (TlGameState *state)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (state));
  const GArray *followers = tl_features_followers (features);
  TlRootSet roots;

  tl_root_set_init (&roots);
  for (guint i = 0; i < followers->len; i++)
    tl_root_set_add (&roots, tl_features_find (features, g_array_index (followers, TlFollower, i).segment));

  for (guint i = 0; i < roots.n; i++)
    {
      guint32 root = roots.roots[i];
      TlFeatureInfo info;

      tl_features_info (features, root, &info);
      if (info.done)
        continue;
      if (info.kind == TL_SEGMENT_FIELD && !tl_game_state_options (state)->farmers)
        continue;
      tl_game_state_award (state, root, carcassonne_feature_value (state, root, TRUE), TRUE);
    }
  tl_root_set_clear (&roots);
}

/* The rule switches of Carcassonne's own that a new game offers (farmers are
 * always on in a new game: no switch). */
static const TlRuleOption switches[] = {
  { .name = "small-city-two", .title = N_("First-edition small cities"), .game = "carcassonne",
    .kind = TL_RULE_OPTION_SWITCH, .offset = G_STRUCT_OFFSET (TlOptions, small_city_two) },
  { NULL }
};

const TlRuleset tl_ruleset_carcassonne = {
  .game = "carcassonne",
  .title = N_("Carcassonne"),
  .supply = 7,
  .may_deploy = carcassonne_may_deploy,
  .score_turn = carcassonne_score_turn,
  .close_setup = carcassonne_close_setup,
  .feature_value = carcassonne_feature_value,
  .final_scoring = carcassonne_final_scoring,
  .kinds = (1u << TL_SEGMENT_FIELD) | (1u << TL_SEGMENT_ROAD) | (1u << TL_SEGMENT_CITY) |
           (1u << TL_SEGMENT_MONASTERY),
  .switches = switches,
};
