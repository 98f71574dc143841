/* tl-ai-rate.c — the level-1 ("Normal") player's ratings, and the greedy player's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A placement is rated from tl_board_preview(): the features the new tile would
 * form, read without placing it, so a move costs time in the number of candidate
 * placements and the size of the features they touch, never in the size of the
 * board or of the tile set (no board copy per candidate). The view is what every
 * player sees (the board, the supplies, the number of tiles left) plus what the
 * expansions' rate_placement hooks add from the player's own knowledge.
 *
 * The weights are points: what a feature is worth to the player now or is likely
 * to be worth, what the opponents gain (counted at @others_weight), and what a
 * follower taken from the supply costs (the meeple economy: dear while many turns
 * remain for few followers, nearly free when the game ends before they could be
 * used). docs/ai.md explains them.
 */
#include "tl-ai-private.h"
#include "tl-root-set.h"

#include <math.h>

/* A point for an opponent counts this much against one for the player. */
static double
others_weight (const TlAiRater *r)
{
  return r->n_players == 2 ? 0.8 : 0.5;
}

void
_tl_ai_rater_init (TlAiRater   *r,
                   TlGameState *game,
                   gboolean     greedy)
{
  double scarcity;

  r->game = game;
  r->me = tl_game_state_current_player (game);
  r->n_players = tl_game_state_n_players (game);
  r->supply = tl_game_state_player (game, r->me)->supply;
  r->tiles_left = tl_game_state_tiles_left (game);
  r->turns_left = (r->tiles_left + 1.0) / r->n_players;
  r->progress = MIN (1.0, r->tiles_left / 40.0);
  /* a follower is dear when many turns remain for few followers; no upper
   * bound: on a long deck (the 228 tiles of the joined maps) a follower must
   * serve dozens of turns, and a cost capped at a few points let the player
   * lock all of its followers in features that never close (docs/ai.md §3) */
  scarcity = r->turns_left / (r->supply + 0.5);
  r->follower_cost = MAX (0.5 * scarcity, 0.2);
  r->greedy = greedy;
  r->unseen = NULL;
  r->n_unseen = 0;
}

void
_tl_ai_rater_clear (TlAiRater *r)
{
  g_clear_pointer (&r->unseen, g_free);
}

const guint *
_tl_ai_rater_unseen (TlAiRater *r,
                     guint     *n)
{
  if (r->unseen == NULL)
    {
      r->unseen = g_new (guint, tl_game_state_tile_set (r->game)->types->len);
      r->n_unseen = tl_game_state_unseen_counts (r->game, r->me, r->unseen);
    }
  *n = r->n_unseen;
  return r->unseen;
}

static TlBoard *
board_of (const TlAiRater *r)
{
  return tl_game_state_board_mut (r->game);
}

/* Points a completed road, city or monastery scores. */
static double
completed_points (const TlAiRater *r, TlSegmentKind kind, guint tiles, guint pennants, guint neighbours)
{
  switch (kind)
    {
    case TL_SEGMENT_ROAD:
      return tiles;
    case TL_SEGMENT_CITY:
      if (tiles == 2 && tl_game_state_record (r->game)->options.small_city_two)
        return tiles + pennants;
      return 2.0 * (tiles + pennants);
    case TL_SEGMENT_MONASTERY:
      return 1 + neighbours;
    default:
      return 0;
    }
}

static gboolean
is_complete (TlSegmentKind kind, gint open, guint neighbours)
{
  if (kind == TL_SEGMENT_MONASTERY)
    return neighbours >= 8;
  return (kind == TL_SEGMENT_ROAD || kind == TL_SEGMENT_CITY) && open == 0;
}

/* What a feature held by @followers means to the player: points to it and (less)
 * points to the others, for a completed feature; a little for a growing one. */
static double
outcome (const TlAiRater *r, const guint8 *followers, TlSegmentKind kind, gboolean complete,
         double points)
{
  guint best = 0, n_winners = 0;
  gboolean mine;
  double value;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    best = MAX (best, followers[p]);
  if (best == 0)
    return 0;
  for (guint p = 0; p < r->n_players; p++)
    n_winners += followers[p] == best;
  mine = followers[r->me] == best;
  if (r->greedy)
    return complete && mine ? points : 0;
  if (complete)
    /* the player's followers come back, which is worth something too */
    value = points + (mine ? 0.4 * r->follower_cost * followers[r->me] : 0);
  else if (kind == TL_SEGMENT_FIELD)
    return 0;
  else
    value = 0.6;
  return (mine ? value : 0) - others_weight (r) * (n_winners - (mine ? 1 : 0)) * value;
}

/* The cities a field touches, by their features: completed ones score 3 for a
 * farmer, open ones may. Walks the field (its size, not the board's). */
static double
field_cities (const TlAiRater *r, const TlTileType *type, const TlFeaturePreview *f)
{
  TlBoard *board = board_of (r);
  TlFeatures *features = tl_board_features (board);
  TlTileSet *set = tl_game_state_tile_set (r->game);
  TlRootSet cities;
  double value = 0;
  guint n_open = 0;

  tl_root_set_init (&cities);
  for (guint i = 0; i < f->n_roots; i++)
    {
      guint32 s = f->roots[i];

      do
        {
          const TlPlacedTile *t = tl_board_tile (board, tl_features_segment_tile (features, s));
          const TlTileType *st = tl_tile_set_type (set, t->type);
          guint touches = st->segments[tl_features_segment_local (features, s)].touches;

          for (guint c = 0; touches != 0; c++, touches >>= 1)
            if ((touches & 1) && st->segments[c].kind == TL_SEGMENT_CITY &&
                tl_root_set_add (&cities, tl_features_find (features, t->seg_base + c)))
              {
                TlFeatureInfo info;

                tl_features_info (features, t->seg_base + c, &info);
                if (info.done)
                  value += 3;
                else
                  n_open++;
              }
          s = tl_features_next_segment (features, s);
        }
      while (s != f->roots[i]);
    }
  tl_root_set_clear (&cities);
  /* the new tile's own cities beside the field: not complete yet, mostly */
  for (guint i = 0; i < type->n_segments; i++)
    if (f->segments >> i & 1)
      for (guint c = 0; c < type->n_segments; c++)
        if ((type->segments[i].touches >> c & 1) && type->segments[c].kind == TL_SEGMENT_CITY)
          n_open++;
  return value + n_open * 3.0 * (0.25 + 0.35 * r->progress);
}

/* What a follower of the player on feature @f (holding none) is likely worth. */
static double
follower_value (const TlAiRater *r, const TlTileType *type, const TlFeaturePreview *f,
                guint neighbours)
{
  double cost = r->follower_cost, progress = r->progress;

  if (is_complete (f->kind, f->open, neighbours))
    return completed_points (r, f->kind, f->tiles, f->pennants, neighbours);
  if (r->greedy)
    return -G_MAXDOUBLE;   /* points now only */
  switch (f->kind)
    {
    case TL_SEGMENT_ROAD:
      return f->tiles + 1.0 * progress - 0.3 * f->open - cost;
    case TL_SEGMENT_CITY:
      return (1.0 + progress) * (f->tiles + f->pennants) + 1.0 - 0.8 * f->open - cost;
    case TL_SEGMENT_MONASTERY:
      return 1 + neighbours + (8.0 - neighbours) * 0.7 * progress - cost;
    case TL_SEGMENT_FIELD:
      /* a farmer stays for good: worth it beside several cities */
      return field_cities (r, type, f) - 2.0 * cost - 1.0;
    default:
      return -G_MAXDOUBLE;
    }
}

/* What the expansions add to a placement. */
static double
expansions_value (TlAiRater *r, guint type, const TlPlacement *p, const TlPlacementPreview *pv)
{
  double v = 0;

  for (guint i = 0; i < tl_game_state_n_expansions (r->game); i++)
    {
      gpointer data;
      const TlExpansion *e = tl_game_state_nth_expansion (r->game, i, &data);

      if (e->ai != NULL && e->ai->rate_placement != NULL)
        v += e->ai->rate_placement (r->game, data, r, type, p, pv);
    }
  return v;
}

/* The monasteries around the new tile gain a neighbour. */
static double
monasteries_around (TlAiRater *r, const TlPlacementPreview *pv)
{
  TlBoard *board = board_of (r);
  TlFeatures *features = tl_board_features (board);
  TlTileSet *set = tl_game_state_tile_set (r->game);
  double total = 0;

  for (guint k = 0; k < 8; k++)
    {
      const TlPlacedTile *t;
      const TlTileType *type;
      TlFeatureInfo info;
      guint n;

      if (pv->ring[k] < 0)
        continue;
      t = tl_board_tile (board, pv->ring[k]);
      type = tl_tile_set_type (set, t->type);
      if (type->centre_segment == TL_NO_SEGMENT ||
          type->segments[type->centre_segment].kind != TL_SEGMENT_MONASTERY)
        continue;
      tl_features_info (features, t->seg_base + type->centre_segment, &info);
      if (info.done || info.n_followers == 0)
        continue;
      n = t->neighbours + 1;
      total += outcome (r, info.followers, TL_SEGMENT_MONASTERY, n >= 8,
                        completed_points (r, TL_SEGMENT_MONASTERY, 1, 0, n));
    }
  return total;
}

double
_tl_ai_rate_placement (TlAiRater         *r,
                       guint              type_index,
                       const TlPlacement *p,
                       gboolean          *deploy,
                       guint             *port)
{
  const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (r->game), type_index);
  TlPlacementPreview pv;
  double total = 0, best_follower = 0;

  tl_board_preview (board_of (r), type_index, p->x, p->y, p->r, &pv);
  *deploy = FALSE;
  for (guint i = 0; i < pv.n_features; i++)
    {
      const TlFeaturePreview *f = &pv.features[i];
      guint neighbours = f->kind == TL_SEGMENT_MONASTERY ? pv.neighbours : 0;
      gboolean complete = is_complete (f->kind, f->open, neighbours);

      if (f->n_followers > 0)
        total += outcome (r, f->followers, f->kind, complete,
                          completed_points (r, f->kind, f->tiles, f->pennants, neighbours));
      else if (r->supply > 0 && tl_game_state_may_deploy (r->game, f->kind))
        {
          double v = follower_value (r, type, f, neighbours);

          if (v > best_follower)
            {
              best_follower = v;
              *deploy = TRUE;
              *port = tl_tile_type_segment_port (type, g_bit_nth_lsf (f->segments, -1), p->r);
            }
        }
    }
  return total + best_follower + monasteries_around (r, &pv) + expansions_value (r, type_index, p, &pv);
}

/* Rates @type at each of its legal placements for the current player. */
static void
rate_tile (TlAiRater    *r,
           guint         type,
           TlAiMoveFunc  func,
           gpointer      user)
{
  gboolean recall = tl_game_state_has_recall (r->game);
  const TlPlacement *moves;
  guint n;

  /* the ratings never enumerate placements, so the board's buffer stays valid */
  moves = tl_board_placements (board_of (r), type, &n);
  for (guint i = 0; i < n; i++)
    {
      TlAiMove m = { .tile = type, .place = moves[i], .level = TL_AI_NORMAL };
      double v = recall ? _tl_ai_rate_with_recall (r, type, &moves[i], &m)
                        : _tl_ai_rate_placement (r, type, &moves[i], &m.deploy, &m.port);

      func (&m, v, user);
    }
}

void
_tl_ai_each_move (TlAiRater    *r,
                  TlAiMoveFunc  func,
                  gpointer      user)
{
  int drawn = tl_game_state_current_tile (r->game);
  int held = tl_game_state_held_tile (r->game, r->me);

  if (drawn >= 0)
    rate_tile (r, drawn, func, user);
  if (held >= 0 && held != drawn)
    rate_tile (r, held, func, user);
}

static void
keep_best (const TlAiMove *move, double value, gpointer user)
{
  double *best = user;

  *best = MAX (*best, value);
}

double
_tl_ai_best_value (TlAiRater *r,
                   guint      type)
{
  double best = -G_MAXDOUBLE;

  rate_tile (r, type, keep_best, &best);
  return best;
}

/* The Discovery (docs/rules/discovery.md §1.6): what a territory would be worth after the
 * placement, as its rules count it, estimated from the preview. */
static double
territory_value (const TlAiRater *r, const TlTileType *type, const TlFeaturePreview *f)
{
  gboolean finished = f->open == 0 && f->tiles >= 3;

  switch (f->kind)
    {
    case TL_SEGMENT_GRASSLAND:
      return finished ? 2.0 * f->tiles : f->tiles;
    case TL_SEGMENT_SEA:
      return finished ? f->port_cities + f->tiles : f->port_cities;
    case TL_SEGMENT_MOUNTAIN:
      {
        /* its port cities and those of the grasslands beside it: those of the
         * territories it joins as they count now, plus the new tile's */
        double cities = 0;

        for (guint j = 0; j < f->n_roots; j++)
          {
            TlFeatureInfo info;
            double now = tl_game_state_feature_value (r->game, f->roots[j], FALSE);

            tl_features_info (tl_board_features (board_of (r)), f->roots[j], &info);
            cities += info.open == 0 ? now / 2 : now;
          }
        for (guint i = 0; i < type->n_segments; i++)
          {
            if (!(f->segments >> i & 1))
              continue;
            cities += type->segments[i].port_cities;
            for (guint g = 0; g < type->n_segments; g++)
              if (type->segments[g].kind == TL_SEGMENT_GRASSLAND && tl_tile_type_segments_touch (type, i, g))
                cities += type->segments[g].port_cities;
          }
        return finished ? 2 * cities : cities;
      }
    default:
      return 0;
    }
}

double
_tl_ai_rate_with_recall (TlAiRater         *r,
                         guint              type_index,
                         const TlPlacement *p,
                         TlAiMove          *move)
{
  const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (r->game), type_index);
  TlBoard *board = board_of (r);
  TlFeatures *features = tl_board_features (board);
  const GArray *followers = tl_features_followers (features);
  gboolean ending = r->tiles_left < 2 * r->n_players;
  double base = 0, best = 0;
  double after[TL_MAX_SEGMENTS];
  TlPlacementPreview pv;

  tl_board_preview (board, type_index, p->x, p->y, p->r, &pv);
  move->deploy = move->recall = FALSE;
  for (guint i = 0; i < pv.n_features; i++)
    after[i] = territory_value (r, type, &pv.features[i]);

  /* every follower scores its own territory (§1.7): what the placement adds to it */
  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *fo = &g_array_index (followers, TlFollower, i);
      guint32 root = tl_features_find (features, fo->segment);

      for (guint k = 0; k < pv.n_features; k++)
        for (guint j = 0; j < pv.features[k].n_roots; j++)
          if (pv.features[k].roots[j] == root)
            {
              double gain = after[k] - tl_game_state_feature_value (r->game, fo->segment, FALSE);

              if (!r->greedy)
                base += fo->player == r->me ? gain : -0.5 * gain;
            }
    }

  /* then the best of deploying on the new tile, recalling one follower, or nothing */
  for (guint k = 0; k < pv.n_features && r->supply > 0 && !r->greedy; k++)
    {
      const TlFeaturePreview *f = &pv.features[k];
      double v;

      if (f->n_followers > 0 || !tl_game_state_may_deploy (r->game, f->kind))
        continue;
      v = after[k] + (f->open > 0 && !ending ? 1.5 : 0) - (r->supply <= 1 ? 3.0 : 1.0);
      if (v > best)
        {
          best = v;
          move->deploy = TRUE;
          move->port = tl_tile_type_segment_port (type, g_bit_nth_lsf (f->segments, -1), p->r);
        }
    }
  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *fo = &g_array_index (followers, TlFollower, i);
      guint32 root;
      double points, keep, v;
      TlFeatureInfo info;
      gint open;

      if (fo->player != r->me)
        continue;
      root = tl_features_find (features, fo->segment);
      tl_features_info (features, root, &info);
      points = tl_game_state_feature_value (r->game, fo->segment, FALSE);
      open = info.open;
      for (guint k = 0; k < pv.n_features; k++)
        for (guint j = 0; j < pv.features[k].n_roots; j++)
          if (pv.features[k].roots[j] == root)
            {
              points = after[k];
              open = pv.features[k].open;
            }
      keep = tl_game_state_feature_value (r->game, fo->segment, TRUE) + (open > 0 && !ending ? 1.0 : 0);
      v = r->greedy ? points : points - keep + (r->supply == 0 ? 2.0 : 0.5);
      if (v > best)
        {
          const TlPlacedTile *t = tl_board_tile (board, fo->tile);

          best = v;
          move->deploy = FALSE;
          move->recall = TRUE;
          move->recall_x = t->x;
          move->recall_y = t->y;
          move->recall_port = tl_tile_type_segment_port (tl_tile_set_type (tl_game_state_tile_set (r->game), t->type),
                                                         tl_features_segment_local (features, fo->segment), t->r);
        }
    }
  return base + best + expansions_value (r, type_index, p, &pv);
}

/* The context's services, for the hooks of the expansions. */

static double
context_tile_value (const TlAiContext *ctx,
                    TlGameState       *state,
                    guint              type)
{
  TlAiRater r;

  double v;

  _tl_ai_rater_init (&r, state, ctx->level == TL_AI_GREEDY);
  v = _tl_ai_best_value (&r, type);
  _tl_ai_rater_clear (&r);
  return v;
}

static double
context_placement_value (const TlAiContext *ctx,
                         TlGameState       *state,
                         guint              type,
                         gint               x,
                         gint               y,
                         guint              rot)
{
  TlAiRater r;
  TlPlacement p = { x, y, rot };
  gboolean deploy;
  guint port;
  double v;

  _tl_ai_rater_init (&r, state, ctx->level == TL_AI_GREEDY);
  r.supply = 0;   /* a tile an expansion places takes no follower */
  v = _tl_ai_rate_placement (&r, type, &p, &deploy, &port);
  _tl_ai_rater_clear (&r);
  return v;
}

void
_tl_ai_context_init (TlAiContext *ctx,
                     gint         level,
                     TlRng       *rng)
{
  ctx->level = level;
  ctx->rng = rng;
  ctx->tile_value = context_tile_value;
  ctx->placement_value = context_placement_value;
}
