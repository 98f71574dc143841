/* tl-ai.c — computer players
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-ai.h"
#include "tl-gifts.h"
#include "tl-map-chips.h"
#include "tl-map.h"

/* The greedy player tries every legal placement on a copy of the board and rates
 * what it would complete and what a follower on it could bring. Its view is the
 * board, its own supply and the number of tiles left: what every player sees. */

typedef struct {
  TlBoard *board;       /* the copy with the candidate tile on it */
  guint me;
  guint supply;
  guint tiles_left;
  gboolean farmers;
} Probe;

static double
completed_value (TlFeatures *features, const TlFeatureInfo *info, const TlBoard *board)
{
  switch (info->kind)
    {
    case TL_SEGMENT_ROAD:
      return tl_features_count_tiles (features, info->root, NULL);
    case TL_SEGMENT_CITY:
      return 2.0 * (tl_features_count_tiles (features, info->root, NULL) + info->pennants);
    case TL_SEGMENT_MONASTERY:
      return 1 + tl_board_tile (board, tl_features_segment_tile (features, info->root))->neighbours;
    default:
      return 0;
    }
}

static gboolean
is_complete (const TlBoard *board, TlFeatures *features, const TlFeatureInfo *info)
{
  if (info->kind == TL_SEGMENT_MONASTERY)
    return tl_board_tile (board, tl_features_segment_tile (features, info->root))->neighbours == 8;
  return (info->kind == TL_SEGMENT_ROAD || info->kind == TL_SEGMENT_CITY) && info->open == 0;
}

/* Points that change hands because of a feature, from @me's point of view. */
static double
feature_outcome (Probe *probe, TlFeatures *features, const TlFeatureInfo *info)
{
  gboolean winners[TL_MAX_PLAYERS];
  double value;

  if (tl_features_majority (info, winners) == 0)
    return 0;
  if (is_complete (probe->board, features, info))
    value = completed_value (features, info, probe->board);
  else if (info->kind == TL_SEGMENT_FIELD)
    return 0;
  else
    value = 0.6;   /* growing an unfinished feature */
  return winners[probe->me] ? value : -0.5 * value;
}

/* What a follower of @me on @segment is likely worth. */
static double
follower_value (Probe *probe, TlFeatures *features, guint32 segment)
{
  TlFeatureInfo info;
  double cost = probe->supply <= 2 ? 3.0 : 1.5;
  double progress = MIN (1.0, probe->tiles_left / 40.0);
  guint tiles;

  tl_features_info (features, segment, &info);
  if (is_complete (probe->board, features, &info))
    return completed_value (features, &info, probe->board);   /* comes straight back */

  switch (info.kind)
    {
    case TL_SEGMENT_ROAD:
      tiles = tl_features_count_tiles (features, segment, NULL);
      return tiles + 1.0 * progress - 0.3 * info.open - cost;
    case TL_SEGMENT_CITY:
      tiles = tl_features_count_tiles (features, segment, NULL);
      return (1.0 + progress) * (tiles + info.pennants) + 1.0 - 0.8 * info.open - cost;
    case TL_SEGMENT_MONASTERY:
      {
        guint n = tl_board_tile (probe->board, tl_features_segment_tile (features, segment))->neighbours;
        return 1 + n + (8 - n) * 0.7 * progress - cost;
      }
    case TL_SEGMENT_FIELD:
      {
        /* farmers stay for good: only worth it for fields next to many cities */
        guint32 s = segment;
        double cities = 0;

        if (!probe->farmers)
          return -G_MAXDOUBLE;
        do
          {
            const TlPlacedTile *t = tl_board_tile (probe->board, tl_features_segment_tile (features, s));
            const TlTileType *type = tl_tile_set_type (tl_board_tile_set (probe->board), t->type);

            cities += __builtin_popcount (type->segments[tl_features_segment_local (features, s)].touches);
            s = tl_features_next_segment (features, s);
          }
        while (s != segment);
        return 1.5 * cities * (1.2 - progress) - 2.0 * cost;
      }
    default:
      return -G_MAXDOUBLE;
    }
}

/* Map-Chips (maps.md §3.2): a chip under the tile is worth 1.4 on average; a
 * face-down tile beside it that @me looked at is +2 when it will fit, −2 when not;
 * one never seen counts nothing. Reads only @me's own looks. */
static double
map_chips_value (TlGameState *game, guint me, guint type_index, const TlPlacement *p)
{
  static const gint dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const TlBoard *board = tl_game_state_board (game);
  TlTileSet *set = tl_game_state_tile_set (game);
  const TlTileType *mine = tl_tile_set_type (set, type_index);
  double v = tl_map_chips_chip_at (game, p->x, p->y, NULL) ? 1.4 : 0;

  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      gint fx = p->x + dx[s], fy = p->y + dy[s];
      int seen = tl_map_chips_peeked (game, me, fx, fy);
      gboolean fits = FALSE;

      if (seen < 0)
        continue;
      for (guint r = 0; r < 4 && !fits; r++)
        {
          const TlTileType *hidden = tl_tile_set_type (set, seen);

          fits = TRUE;
          for (guint t = 0; t < TL_N_SIDES && fits; t++)
            {
              gint nx = fx + dx[t], ny = fy + dy[t];
              int n = tl_board_tile_at (board, nx, ny);

              if (nx == p->x && ny == p->y)
                fits = hidden->side_code[r][t] == mine->side_code_rev[p->r][(t + 2) % 4];
              else if (n >= 0)
                {
                  const TlPlacedTile *nt = tl_board_tile (board, n);
                  fits = hidden->side_code[r][t] ==
                         tl_tile_set_type (set, nt->type)->side_code_rev[nt->r][(t + 2) % 4];
                }
            }
        }
      v += fits ? 2 : -2;
    }
  return v;
}

static double
rate_placement (Probe *probe, guint type_index, const TlPlacement *p, gboolean *deploy, guint *port)
{
  TlFeatures *features = tl_board_features (probe->board);
  TlTileSet *set = tl_board_tile_set (probe->board);
  const TlTileType *type = tl_tile_set_type (set, type_index);
  guint idx = tl_board_place (probe->board, type_index, p->x, p->y, p->r);
  const TlPlacedTile *t = tl_board_tile (probe->board, idx);
  double total = 0, best_follower = 0;
  guint32 seen[TL_MAX_SEGMENTS + 8];
  guint n_seen = 0;

  *deploy = FALSE;
  for (guint i = 0; i < type->n_segments; i++)
    {
      TlFeatureInfo info;
      gboolean known = FALSE;

      tl_features_info (features, t->seg_base + i, &info);
      for (guint j = 0; j < n_seen && !known; j++)
        known = seen[j] == info.root;
      if (!known)
        {
          seen[n_seen++] = info.root;
          total += feature_outcome (probe, features, &info);
        }
      if (info.n_followers == 0 && probe->supply > 0 &&
          (type->segments[i].kind != TL_SEGMENT_FIELD || probe->farmers))
        {
          double v = follower_value (probe, features, t->seg_base + i);

          if (v > best_follower)
            {
              best_follower = v;
              *deploy = TRUE;
              *port = tl_tile_type_segment_port (type, i, p->r);
            }
        }
    }

  /* monasteries around the tile gain a neighbour */
  for (gint dy = -1; dy <= 1; dy++)
    for (gint dx = -1; dx <= 1; dx++)
      {
        int n = (dx || dy) ? tl_board_tile_at (probe->board, p->x + dx, p->y + dy) : -1;
        const TlTileType *ntype;
        TlFeatureInfo info;

        if (n < 0)
          continue;
        ntype = tl_tile_set_type (set, tl_board_tile (probe->board, n)->type);
        if (ntype->centre_segment == TL_NO_SEGMENT)
          continue;
        tl_features_info (features, tl_board_tile (probe->board, n)->seg_base + ntype->centre_segment, &info);
        total += feature_outcome (probe, features, &info);
      }
  return total + best_follower;
}

/* Most recall options a random follower step looks at (a player owns far fewer
 * followers than this). */
#define MAX_RECALLS 64

/* Level 0's follower step, on the game with the tile just placed: half the
 * time a uniformly random action among every follower spot and every recall.
 * Allocates nothing (it runs in every turn of a playout). */
static void
random_action (TlGameState *game, TlRng *rng, TlAiMove *move)
{
  TlFollowerSpot spots[TL_MAX_SEGMENTS];
  TlRecallOption recalls[MAX_RECALLS];
  guint n_spots, n_recalls, n, pick;

  move->deploy = move->recall = FALSE;
  if (tl_rng_below (rng, 2) == 0)
    return;
  n_spots = tl_game_state_spots (game, spots);
  n_recalls = MIN (tl_game_state_recalls (game, recalls, MAX_RECALLS), MAX_RECALLS);
  n = n_spots + n_recalls;
  if (n == 0)
    return;
  pick = tl_rng_below (rng, n);
  if (pick < n_spots)
    {
      move->deploy = TRUE;
      move->port = spots[pick].port;
    }
  else
    {
      const TlRecallOption *o = &recalls[pick - n_spots];

      move->recall = TRUE;
      move->recall_x = o->x;
      move->recall_y = o->y;
      move->recall_port = o->port;
    }
}

/* The Discovery's greedy player (discovery.md §1.6): rates a placement by how it
 * changes the territories that hold followers (own up, others' down), then picks
 * the best of deploying, recalling or nothing on the game with the tile placed. */
static double
territory_balance (TlGameState *game, guint me)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (game));
  const GArray *followers = tl_features_followers (features);
  double total = 0;

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      double v = tl_game_state_feature_value (game, f->segment, FALSE);

      total += f->player == me ? v : -0.5 * v;
    }
  return total;
}

static double
rate_discovery (TlGameState *game, guint me, double before, TlAiMove *move)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (game));
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  g_autoptr(GArray) recalls = g_array_new (FALSE, FALSE, sizeof (TlRecallOption));
  guint supply = tl_game_state_player (game, me)->supply;
  gboolean ending = tl_game_state_tiles_left (game) < 2 * tl_game_state_n_players (game);
  double best = 0, base = territory_balance (game, me) - before;

  move->deploy = move->recall = FALSE;
  tl_game_state_follower_spots (game, spots);
  for (guint i = 0; i < spots->len; i++)
    {
      const TlFollowerSpot *s = &g_array_index (spots, TlFollowerSpot, i);
      TlFeatureInfo info;
      double v;

      tl_features_info (features, s->segment, &info);
      v = tl_game_state_feature_value (game, s->segment, FALSE)
          + (info.open > 0 && !ending ? 1.5 : 0) - (supply <= 1 ? 3.0 : 1.0);
      if (v > best)
        {
          best = v;
          move->deploy = TRUE;
          move->port = s->port;
        }
    }
  tl_game_state_recall_options (game, recalls);
  for (guint i = 0; i < recalls->len; i++)
    {
      const TlRecallOption *o = &g_array_index (recalls, TlRecallOption, i);
      const TlFollower *f = &g_array_index (tl_features_followers (features), TlFollower, o->follower);
      TlFeatureInfo info;
      double keep, v;

      tl_features_info (features, f->segment, &info);
      keep = tl_game_state_feature_value (game, f->segment, TRUE) + (info.open > 0 && !ending ? 1.0 : 0);
      v = o->points - keep + (supply == 0 ? 2.0 : 0.5);
      if (v > best)
        {
          best = v;
          move->deploy = FALSE;
          move->recall = TRUE;
          move->recall_x = o->x;
          move->recall_y = o->y;
          move->recall_port = o->port;
        }
    }
  return base + best;
}

/* The best move with the tile in hand; returns how good it looks. */
static double
choose_for_tile (TlGameState *game,
                 gint         level,
                 TlRng       *rng,
                 TlAiMove    *out)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TlPlacement));
  guint me = tl_game_state_current_player (game);
  guint supply = tl_game_state_player (game, me)->supply;
  int type = tl_game_state_current_tile (game);
  double best = -G_MAXDOUBLE;
  guint n_best = 0;

  out->tile = type;
  if (type < 0 || tl_game_state_legal_placements (game, moves) == 0)
    return -G_MAXDOUBLE;

  if (level <= 0)
    {
      /* uniformly random placement, then a random follower spot on a copy */
      TlGameState *copy = tl_game_state_copy (game);

      out->place = g_array_index (moves, TlPlacement, tl_rng_below (rng, moves->len));
      tl_game_state_place (copy, out->place.x, out->place.y, out->place.r, NULL);
      tl_game_state_settle (copy, NULL);
      random_action (copy, rng, out);
      tl_game_state_free (copy);
      return 0;
    }

  if (tl_game_state_has_recall (game))
    {
      double before = territory_balance (game, me);

      for (guint i = 0; i < moves->len; i++)
        {
          const TlPlacement *p = &g_array_index (moves, TlPlacement, i);
          TlGameState *copy = tl_game_state_copy (game);
          TlAiMove candidate = { .place = *p };
          double v;

          tl_game_state_place (copy, p->x, p->y, p->r, NULL);
          tl_game_state_settle (copy, NULL);
          v = rate_discovery (copy, me, before, &candidate);
          tl_game_state_free (copy);
          if (v > best + 1e-9)
            {
              best = v;
              n_best = 1;
            }
          else if (v < best - 1e-9 || tl_rng_below (rng, ++n_best) != 0)
            continue;
          candidate.tile = type;
          *out = candidate;
        }
      return best;
    }

  for (guint i = 0; i < moves->len; i++)
    {
      const TlPlacement *p = &g_array_index (moves, TlPlacement, i);
      Probe probe = {
        .board = tl_board_copy (tl_game_state_board (game)),
        .me = me,
        .supply = supply,
        .tiles_left = tl_game_state_tiles_left (game),
        .farmers = tl_game_state_record (game)->options.farmers,
      };
      gboolean deploy;
      guint port = 0;
      double v = rate_placement (&probe, type, p, &deploy, &port) + map_chips_value (game, me, type, p);

      tl_board_free (probe.board);
      if (v > best + 1e-9)
        {
          best = v;
          n_best = 1;
        }
      else if (v > best - 1e-9)
        {
          /* reservoir sampling among equally good moves */
          if (tl_rng_below (rng, ++n_best) != 0)
            continue;
        }
      else
        continue;
      out->place = *p;
      out->deploy = deploy;
      out->port = port;
      out->recall = FALSE;
    }
  return best;
}

gboolean
tl_ai_choose (TlGameState *game,
              gint         level,
              TlRng       *rng,
              TlAiMove    *out)
{
  int held = tl_game_state_held_tile (game, tl_game_state_current_player (game));
  double v = choose_for_tile (game, level, rng, out);
  TlGameState *copy;
  TlAiMove other;

  if (v == -G_MAXDOUBLE)
    return FALSE;
  if (held < 0)
    return TRUE;

  /* double tile: also try the held tile, on a copy where it is the one in hand */
  copy = tl_game_state_copy (game);
  if (tl_game_state_choose_tile (copy, held, NULL) &&
      (level <= 0 ? tl_rng_below (rng, 2) == 0 : choose_for_tile (copy, level, rng, &other) > v))
    {
      if (level <= 0)
        choose_for_tile (copy, level, rng, &other);
      *out = other;
    }
  tl_game_state_free (copy);
  return TRUE;
}

/* How good opening @card on @target looks for @me (level 1); <= 0 = not worth it. */
static double
rate_gift (TlGameState *game, guint me, TlGiftCard card, const TlPosition *target)
{
  TlBoard *board = tl_game_state_board_mut (game);
  TlFeatures *features = tl_board_features (board);
  int segment = target ? tl_board_segment_at (board, target->x, target->y, target->port) : -1;
  gboolean winners[TL_MAX_PLAYERS];
  TlFeatureInfo info;

  if (card == TL_GIFT_TAKE_2)
    return tl_game_state_tiles_left (game) > 10 ? 1.0 : 0;
  if (segment < 0)
    return 0;
  tl_features_info (features, segment, &info);
  switch (card)
    {
    case TL_GIFT_SYNOD:
      return tl_board_tile (board, tl_features_segment_tile (features, segment))->neighbours >= 6 &&
             tl_game_state_player (game, me)->supply >= 3 ? 2.0 : 0;
    case TL_GIFT_ROAD_SWEEPER:
      tl_features_majority (&info, winners);
      return winners[me] && tl_features_count_tiles (features, segment, NULL) >= 3 ? 3.0 : 0;
    case TL_GIFT_CASH_OUT:
      return info.n_followers >= 2 || tl_game_state_player (game, me)->supply == 0 ? 2.0 * info.n_followers : 0;
    default:
      return 0;
    }
}

gboolean
tl_ai_choose_gift (TlGameState  *game,
                   gint          level,
                   TlRng        *rng,
                   TlGiftRecord *out)
{
  guint me = tl_game_state_current_player (game);
  guint counts[TL_N_GIFT_CARDS];
  double best = 0;

  if (!tl_gifts_can_open (game))
    return FALSE;
  tl_gifts_hand (game, me, counts);
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    {
      g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (TlPosition));
      TlGiftRecord candidate = { .card = c, .second = -1, .keep = -1 };

      if (counts[c] == 0)
        continue;
      tl_gifts_targets (game, c, targets);
      if (level <= 0)
        {
          /* now and then, a random card on a random target */
          if (tl_rng_below (rng, 8) != 0 || (c != TL_GIFT_TAKE_2 && targets->len == 0))
            continue;
          if (targets->len > 0)
            {
              candidate.has_at = TRUE;
              candidate.at = g_array_index (targets, TlPosition, tl_rng_below (rng, targets->len));
            }
          if (c == TL_GIFT_CHANGE_POSITION)
            {
              g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (TlPosition));

              tl_gifts_change_targets (game, &candidate.at, to);
              candidate.has_to = TRUE;
              candidate.to = g_array_index (to, TlPosition, tl_rng_below (rng, to->len));
            }
          *out = candidate;
          return TRUE;
        }
      if (c == TL_GIFT_TAKE_2)
        {
          double v = rate_gift (game, me, c, NULL);

          if (v > best)
            {
              best = v;
              *out = candidate;
            }
          continue;
        }
      for (guint i = 0; i < targets->len; i++)
        {
          const TlPosition *t = &g_array_index (targets, TlPosition, i);
          double v = rate_gift (game, me, c, t);

          if (v > best)
            {
              best = v;
              candidate.has_at = TRUE;
              candidate.at = *t;
              *out = candidate;
            }
        }
    }
  return best > 0;
}

/* Map-Chips (maps.md §3.2): after collecting a chip, look at a face-down tile of
 * its colour that the player has not seen yet (the first in reading order), else
 * at any of that colour. What was seen guides later placements (map_chips_value). */
static void
peek_after_chip (TlGameState *game)
{
  const TlMapLayout *map = tl_game_state_map (game);
  guint me = tl_game_state_current_player (game);
  gint fallback_x = -1, fallback_y = -1;
  TlMapColor color, c;

  if (map == NULL || !tl_map_chips_can_peek (game, &color))
    return;
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        if (!tl_map_chips_face_down_at (game, x, y, &c) || c != color)
          continue;
        if (tl_map_chips_peeked (game, me, x, y) < 0)
          {
            tl_map_chips_peek (game, x, y, NULL);
            return;
          }
        if (fallback_x < 0)
          {
            fallback_x = x;
            fallback_y = y;
          }
      }
  if (fallback_x >= 0)
    tl_map_chips_peek (game, fallback_x, fallback_y, NULL);
}

gboolean
tl_ai_open_gift (TlGameState *game,
                 gint         level,
                 TlRng       *rng)
{
  TlGiftRecord gift;
  guint first, second;

  if (!tl_gifts_can_open (game) || !tl_ai_choose_gift (game, level, rng, &gift) ||
      !tl_gifts_open (game, &gift, NULL))
    return FALSE;
  /* Take 2: the computer keeps one of the two at random */
  if (tl_gifts_take2_tiles (game, &first, &second))
    tl_gifts_take2_keep (game, tl_rng_below (rng, 2) ? first : second, NULL);
  return TRUE;
}

static gboolean
spot_still_free (TlGameState *game, guint port)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));

  tl_game_state_follower_spots (game, spots);
  for (guint i = 0; i < spots->len; i++)
    if (g_array_index (spots, TlFollowerSpot, i).port == port)
      return TRUE;
  return FALSE;
}

gboolean
tl_ai_apply (TlGameState    *game,
             const TlAiMove *move,
             GError        **error)
{
  if (!tl_game_state_choose_tile (game, move->tile, error) ||
      !tl_game_state_place (game, move->place.x, move->place.y, move->place.r, error))
    return FALSE;
  peek_after_chip (game);
  if (!tl_game_state_settle (game, error))
    return FALSE;
  /* a revealed tile may have joined the chosen feature to an occupied one: then
   * the follower stays in the supply */
  if (move->deploy && !spot_still_free (game, move->port))
    ;
  else if (move->deploy && !tl_game_state_deploy (game, move->port, error))
    return FALSE;
  if (move->recall &&
      !tl_game_state_recall (game, move->recall_x, move->recall_y, move->recall_port, error))
    return FALSE;
  return tl_game_state_end_turn (game, error);
}

gboolean
tl_ai_play_turn (TlGameState *game,
                 gint         level,
                 TlRng       *rng)
{
  TlAiMove move;

  if (!tl_game_state_draw_next (game))
    return FALSE;
  tl_ai_open_gift (game, level, rng);
  if (level <= 0)
    {
      /* a uniformly random move as tl_ai_choose() level 0 makes, played on the game
       * itself, without allocating */
      int held = tl_game_state_held_tile (game, tl_game_state_current_player (game));
      const TlPlacement *moves;
      guint n_moves;

      if (held >= 0 && tl_rng_below (rng, 2) == 0)
        tl_game_state_choose_tile (game, held, NULL);
      moves = tl_game_state_placements (game, &n_moves);
      move.place = moves[tl_rng_below (rng, n_moves)];
      tl_game_state_place (game, move.place.x, move.place.y, move.place.r, NULL);
      peek_after_chip (game);
      tl_game_state_settle (game, NULL);
      random_action (game, rng, &move);
      if (move.deploy)
        tl_game_state_deploy (game, move.port, NULL);
      if (move.recall)
        tl_game_state_recall (game, move.recall_x, move.recall_y, move.recall_port, NULL);
      return tl_game_state_end_turn (game, NULL);
    }
  if (!tl_ai_choose (game, level, rng, &move))
    return FALSE;
  return tl_ai_apply (game, &move, NULL);
}
