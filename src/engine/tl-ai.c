/* tl-ai.c — computer players: levels and turns
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Level 0 plays uniformly random legal moves, level 1 (tl-ai-rate.c) the move
 * that rates best one move ahead, level 2 (tl-ai-search.c) searches. The
 * expansions' own choices, before the placement and right after it, are asked of
 * their TlExpansionAi hooks: this file names no expansion.
 */
#include "tl-ai-private.h"

/* Most recall options a random follower step looks at (a player owns far fewer
 * followers than this). */
#define MAX_RECALLS 64

/* Most choices one turn makes before the placement (one may lead to another). */
#define MAX_CHOICES 4

void
tl_ai_config_init (TlAiConfig *config,
                   gint        level)
{
  *config = (TlAiConfig) { .level = level, .budget_ms = TL_AI_DEFAULT_BUDGET_MS };
}

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

/* Level 0: a uniformly random placement, then a random follower step tried on a
 * copy of the game. */
static gboolean
choose_random (TlGameState *game, TlRng *rng, TlAiMove *out)
{
  TlGameState *copy;

  if (!tl_game_state_random_placement (game, rng, &out->place))
    return FALSE;
  out->tile = tl_game_state_current_tile (game);
  copy = tl_game_state_copy (game);
  tl_game_state_place (copy, out->place.x, out->place.y, out->place.r, NULL);
  tl_game_state_settle (copy, NULL);
  random_action (copy, rng, out);
  tl_game_state_free (copy);
  return TRUE;
}

/* Level 1 and the greedy player: the best rated move over the tiles in hand,
 * ties broken at random (reservoir sampling). */
typedef struct {
  TlRng *rng;
  TlAiMove *out;
  double best;
  guint n_best;
} Best;

static void
take_best (const TlAiMove *move, double value, gpointer user)
{
  Best *b = user;

  if (value > b->best + 1e-9)
    {
      b->best = value;
      b->n_best = 1;
    }
  else if (value < b->best - 1e-9 || tl_rng_below (b->rng, ++b->n_best) != 0)
    return;
  *b->out = *move;
}

static gboolean
choose_rated (TlGameState *game, gboolean greedy, TlRng *rng, TlAiMove *out)
{
  Best best = { rng, out, -G_MAXDOUBLE, 0 };
  TlAiRater rater;

  _tl_ai_rater_init (&rater, game, greedy);
  _tl_ai_each_move (&rater, take_best, &best);
  _tl_ai_rater_clear (&rater);
  return best.n_best > 0;
}

gboolean
tl_ai_choose_config (TlGameState      *game,
                     const TlAiConfig *config,
                     TlRng            *rng,
                     TlAiMove         *out)
{
  gboolean chosen;

  if (tl_game_state_phase (game) != TL_PHASE_PLACE || tl_game_state_current_tile (game) < 0)
    return FALSE;
  *out = (TlAiMove) { 0 };
  switch (config->level)
    {
    case TL_AI_EASY:
      {
        int held = tl_game_state_held_tile (game, tl_game_state_current_player (game));
        TlGameState *copy;
        TlAiMove other;

        chosen = choose_random (game, rng, out);
        if (!chosen || held < 0)
          break;
        /* double tile: half the time the held tile, on a copy where it is in hand */
        copy = tl_game_state_copy (game);
        if (tl_game_state_choose_tile (copy, held, NULL) && tl_rng_below (rng, 2) == 0 &&
            choose_random (copy, rng, &other))
          *out = other;
        tl_game_state_free (copy);
      }
      break;
    case TL_AI_HARD:
      chosen = _tl_ai_search_choose (game, config, rng, out);
      break;
    default:
      chosen = choose_rated (game, config->level == TL_AI_GREEDY, rng, out);
      break;
    }
  out->level = config->level;
  return chosen;
}

gboolean
tl_ai_choose (TlGameState *game,
              gint         level,
              TlRng       *rng,
              TlAiMove    *out)
{
  TlAiConfig config;

  tl_ai_config_init (&config, level);
  return tl_ai_choose_config (game, &config, rng, out);
}

gboolean
tl_ai_before_place (TlGameState      *game,
                    const TlAiConfig *config,
                    TlRng            *rng)
{
  TlAiContext ctx;
  gboolean done = FALSE;

  if (tl_game_state_phase (game) != TL_PHASE_PLACE)
    return FALSE;
  if (config->level == TL_AI_HARD)
    {
      double share;

      return _tl_ai_search_before_place (game, config, rng, &share);
    }

  _tl_ai_context_init (&ctx, config->level, rng);
  for (guint i = 0; i < tl_game_state_n_expansions (game); i++)
    {
      gpointer data;
      const TlExpansion *e = tl_game_state_nth_expansion (game, i, &data);
      TlAiOption option;

      if (e->ai == NULL || e->ai->choose == NULL)
        continue;
      for (guint k = 0; k < MAX_CHOICES && e->ai->choose (game, data, &ctx, &option); k++)
        {
          gboolean ok = e->ai->act (game, data, &option, NULL);

          tl_turn_record_clear (&option.turn);
          if (!ok)
            break;
          done = TRUE;
        }
    }
  return done;
}

/* Whether the follower spot at @port of the tile just placed is still free (a
 * revealed tile may have joined its feature to an occupied one). */
static gboolean
spot_still_free (TlGameState *game, guint port)
{
  TlFollowerSpot spots[TL_MAX_SEGMENTS];
  guint n = tl_game_state_spots (game, spots);

  for (guint i = 0; i < n; i++)
    if (spots[i].port == port)
      return TRUE;
  return FALSE;
}

/* The expansions' choices right after the placement, at @level. */
static void
after_place (TlGameState *game, gint level, TlRng *rng)
{
  TlAiContext ctx;

  _tl_ai_context_init (&ctx, level, rng);
  for (guint i = 0; i < tl_game_state_n_expansions (game); i++)
    {
      gpointer data;
      const TlExpansion *e = tl_game_state_nth_expansion (game, i, &data);

      if (e->ai != NULL && e->ai->after_place != NULL)
        e->ai->after_place (game, data, &ctx);
    }
}

gboolean
tl_ai_apply (TlGameState    *game,
             const TlAiMove *move,
             GError        **error)
{
  if (!tl_game_state_choose_tile (game, move->tile, error) ||
      !tl_game_state_place (game, move->place.x, move->place.y, move->place.r, error))
    return FALSE;
  return tl_ai_apply_after_place (game, move, error);
}

gboolean
tl_ai_apply_after_place (TlGameState    *game,
                         const TlAiMove *move,
                         GError        **error)
{
  after_place (game, move->level, NULL);
  if (!tl_game_state_settle (game, error))
    return FALSE;
  if (move->deploy && spot_still_free (game, move->port) &&
      !tl_game_state_deploy (game, move->port, error))
    return FALSE;
  if (move->recall &&
      !tl_game_state_recall (game, move->recall_x, move->recall_y, move->recall_port, error))
    return FALSE;
  return tl_game_state_end_turn (game, error);
}

gboolean
tl_ai_play (TlGameState      *game,
            const TlAiConfig *config,
            TlRng            *rng)
{
  TlAiConfig rest = *config;
  TlAiMove move;

  if (config->level == TL_AI_HARD)
    {
      /* one budget for the whole turn: what the choices before the placement
       * used is not there for the placement */
      gint64 start = g_get_monotonic_time ();
      double share = 0;

      _tl_ai_search_before_place (game, config, rng, &share);
      if (share > 0 && rest.budget_ms > 0)
        rest.budget_ms = MAX (1, (gint64) rest.budget_ms - (g_get_monotonic_time () - start) / 1000);
      else if (share > 0)
        rest.iterations = MAX (1, (guint) (rest.iterations * (1 - share)));
    }
  else
    tl_ai_before_place (game, config, rng);
  if (!tl_ai_choose_config (game, &rest, rng, &move))
    return FALSE;
  return tl_ai_apply (game, &move, NULL);
}

/* Level 0's whole turn, played on the game itself without allocating: the
 * benchmark's and the random tests' playout. */
static gboolean
play_random (TlGameState *game, TlRng *rng)
{
  int held = tl_game_state_held_tile (game, tl_game_state_current_player (game));
  TlAiMove move;

  if (held >= 0 && tl_rng_below (rng, 2) == 0)
    tl_game_state_choose_tile (game, held, NULL);
  if (!tl_game_state_random_placement (game, rng, &move.place))
    return FALSE;
  tl_game_state_place (game, move.place.x, move.place.y, move.place.r, NULL);
  after_place (game, TL_AI_EASY, rng);
  tl_game_state_settle (game, NULL);
  random_action (game, rng, &move);
  if (move.deploy)
    tl_game_state_deploy (game, move.port, NULL);
  if (move.recall)
    tl_game_state_recall (game, move.recall_x, move.recall_y, move.recall_port, NULL);
  return tl_game_state_end_turn (game, NULL);
}

gboolean
tl_ai_play_turn_config (TlGameState      *game,
                        const TlAiConfig *config,
                        TlRng            *rng)
{
  if (!tl_game_state_draw_next (game))
    return FALSE;
  if (config->level == TL_AI_EASY)
    {
      tl_ai_before_place (game, config, rng);
      return play_random (game, rng);
    }
  return tl_ai_play (game, config, rng);
}

gboolean
tl_ai_play_turn (TlGameState *game,
                 gint         level,
                 TlRng       *rng)
{
  TlAiConfig config;

  tl_ai_config_init (&config, level);
  return tl_ai_play_turn_config (game, &config, rng);
}
