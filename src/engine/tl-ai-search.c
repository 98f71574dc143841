/* tl-ai-search.c — the level-2 ("Hard") player: determinised Monte Carlo search
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search runs over the player's own view only (docs/design.md §2, §8): every
 * iteration draws a game the player could be in (tl_game_state_sample(): all it
 * cannot see is sampled from what it knows), plays one candidate
 * move there, then plays on with the level-1 player for every seat (now and then
 * a random move, so that playouts differ) for a few rounds, ends the game there
 * and scores it. The candidates are the decisions of the player's own turn:
 * first the choices the expansions offer before the placement (or none), then
 * the placement with its follower
 * step (deploy, recall or nothing). Each decision is a bandit over its
 * candidates (UCB1 with the level-1 rating as a fading bias); the answer is the
 * most visited candidate. The tree is therefore the player's own turn; below
 * it, playouts. docs/ai.md says why.
 *
 * With a budget in iterations the search uses no clock, so a game, a seed and a
 * count always give the same move (the tests rely on it).
 */
#include "tl-ai-private.h"

#include <math.h>

/* Candidate moves kept for the placement decision (the best rated). */
#define MIN_ARMS 6
#define MAX_ARMS 28
/* Playout length, in turns of all players together, before the game is ended
 * and scored as it stands. */
#define PLAYOUT_ROUNDS 3
/* Share of a playout's moves that are random rather than level 1. */
#define PLAYOUT_RANDOM 8     /* one in 8 */
/* UCB1 exploration constant (rewards lie in 0..1). */
#define EXPLORATION 0.35
/* Points of margin that make a reward of 0.73 (logistic scale). */
#define MARGIN_SCALE 8.0
/* Share of the budget for the choices before the placement, when there are any. */
#define BEFORE_SHARE 0.3

typedef struct {
  TlAiMove move;        /* the placement decision */
  TlAiOption option;    /* or a choice before the placement; pass = has nothing set */
  gboolean is_option;
  gboolean pass;
  double prior;
  guint visits;
  double total;
} Arm;

typedef struct {
  const TlAiConfig *config;
  TlRng *rng;
  guint me;
  gint64 deadline;      /* monotonic µs, or 0 */
  guint iterations;     /* when there is no deadline */
  double base;          /* the margin of the game ended now (reward()) */
} Budget;

static gboolean
cancelled (const Budget *b)
{
  return b->config->cancel != NULL && g_atomic_int_get (b->config->cancel) != 0;
}

/* Whether another iteration fits: with a clock, one that takes @per_iteration µs
 * (the mean so far) must end before the deadline, so that the move is in time. */
static gboolean
budget_left (const Budget *b, guint done, gint64 per_iteration)
{
  if (cancelled (b))
    return FALSE;
  if (b->deadline > 0)
    return g_get_monotonic_time () + per_iteration < b->deadline;
  return done < b->iterations;
}

/* Splits the budget: @share of what is left for this decision. */
static Budget
budget_part (const TlAiConfig *config, TlRng *rng, guint me, double share)
{
  Budget b = { config, rng, me, 0, 0, 0 };

  /* 3 % of the time (2 ms at least) is left for what follows the search: the
   * move is played, the turn ends */
  if (config->budget_ms > 0)
    b.deadline = g_get_monotonic_time () +
                 (gint64) MIN (config->budget_ms * 1000.0 * share * 0.97,
                               config->budget_ms * 1000.0 * share - 2000);
  else
    b.iterations = MAX (1, (guint) (config->iterations * share));
  return b;
}

/* @me's score less the best other score (its own score, solo), in points. */
static double
margin (TlGameState *game, guint me)
{
  gint mine = tl_game_state_player (game, me)->score, best_other = G_MININT;

  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    if (p != me)
      best_other = MAX (best_other, tl_game_state_player (game, p)->score);
  return best_other == G_MININT ? mine / 4.0 : mine - best_other;
}

/* The margin the search measures its playouts against: the turn played as
 * level 1 would, then the game ended and scored (in a sample of the game, so
 * that nothing hidden is read). */
static double
base_margin (TlGameState *game, const Budget *b)
{
  TlGameState *sample = tl_game_state_sample (game, b->me, b->rng);
  TlAiConfig normal;
  double m;

  tl_ai_config_init (&normal, TL_AI_NORMAL);
  tl_ai_play (sample, &normal, b->rng);
  if (tl_game_state_phase (sample) == TL_PHASE_DRAW)
    tl_game_state_finish (sample);
  m = margin (sample, b->me);
  tl_game_state_free (sample);
  return m;
}

/* The reward of a finished (or cut short and scored) game for @me, in 0..1: the
 * margin it gained over the game ended before the search, on a logistic scale.
 * Measured from the margin before the search rather than from 0, so that a
 * player leading (or trailing) by 100 points still tells a move that gains 10
 * from one that loses 10 (from 0, both rewards would be 1.000 or 0.000). */
static double
reward (TlGameState *game, const Budget *b)
{
  return 1.0 / (1.0 + exp (-(margin (game, b->me) - b->base) / MARGIN_SCALE));
}

/* Plays on from the end of the searched turn, then scores the game as it stands. */
static double
playout (TlGameState *game, const Budget *b)
{
  TlAiConfig normal, easy;
  guint turns = PLAYOUT_ROUNDS * tl_game_state_n_players (game);

  tl_ai_config_init (&normal, TL_AI_NORMAL);
  tl_ai_config_init (&easy, TL_AI_EASY);
  for (guint t = 0; t < turns && tl_game_state_phase (game) == TL_PHASE_DRAW; t++)
    {
      const TlAiConfig *who = tl_rng_below (b->rng, PLAYOUT_RANDOM) == 0 ? &easy : &normal;

      if (!tl_ai_play_turn_config (game, who, b->rng))
        break;
    }
  if (tl_game_state_phase (game) == TL_PHASE_DRAW)
    tl_game_state_finish (game);
  return reward (game, b);
}

/* The arm to try next: every arm once in the order of their ratings, then UCB1
 * with the rating as a bias that fades with the visits. */
static guint
select_arm (const Arm *arms, guint n, guint total)
{
  double best = -G_MAXDOUBLE, log_total = log (total + 1.0);
  guint pick = 0;

  for (guint i = 0; i < n; i++)
    {
      double v;

      if (arms[i].visits == 0)
        return i;
      v = arms[i].total / arms[i].visits + EXPLORATION * sqrt (log_total / arms[i].visits) +
          0.05 * arms[i].prior / (arms[i].visits + 1.0);
      if (v > best)
        {
          best = v;
          pick = i;
        }
    }
  return pick;
}

static guint
most_visited (const Arm *arms, guint n)
{
  guint pick = 0;

  for (guint i = 1; i < n; i++)
    if (arms[i].visits > arms[pick].visits ||
        (arms[i].visits == arms[pick].visits &&
         arms[i].total > arms[pick].total))
      pick = i;
  return pick;
}

/* The arms' level-1 ratings, scaled to 0..1 for the bias. */
static void
normalise_priors (Arm *arms, guint n)
{
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      lo = MIN (lo, arms[i].prior);
      hi = MAX (hi, arms[i].prior);
    }
  for (guint i = 0; i < n; i++)
    arms[i].prior = hi > lo ? (arms[i].prior - lo) / (hi - lo) : 0.5;
}

static int
compare_arms (gconstpointer a, gconstpointer b)
{
  double pa = ((const Arm *) a)->prior, pb = ((const Arm *) b)->prior;

  return pa < pb ? 1 : pa > pb ? -1 : 0;
}

/* Carries out @option in a game: the expansion whose choice it is does it. */
static gboolean
act (TlGameState *game, const TlAiOption *option, const TlExpansion *owner)
{
  for (guint i = 0; i < tl_game_state_n_expansions (game); i++)
    {
      gpointer data;
      const TlExpansion *e = tl_game_state_nth_expansion (game, i, &data);

      if (e == owner)
        return e->ai->act (game, data, option, NULL);
    }
  return FALSE;
}

/* One iteration of a decision: a sample, the arm's decision in it, the rest of the
 * turn by level 1, a playout. */
static double
iterate (TlGameState *game, const Arm *arm, const TlExpansion *owner, const Budget *b)
{
  TlGameState *sample = tl_game_state_sample (game, b->me, b->rng);
  TlAiConfig normal;
  double r = 0;

  tl_ai_config_init (&normal, TL_AI_NORMAL);
  if (arm->is_option && arm->pass)
    {
      /* nothing chosen now: the placement as level 1 plays it, no other choice */
      TlAiMove move;

      if (tl_ai_choose_config (sample, &normal, b->rng, &move) && tl_ai_apply (sample, &move, NULL))
        r = playout (sample, b);
    }
  else if (arm->is_option)
    {
      /* the choice, then the rest of the turn as level 1 plays it */
      if (act (sample, &arm->option, owner) && tl_ai_play (sample, &normal, b->rng))
        r = playout (sample, b);
    }
  else if (tl_ai_apply (sample, &arm->move, NULL))
    r = playout (sample, b);
  tl_game_state_free (sample);
  return r;
}

static guint
run (TlGameState *game, Arm *arms, guint n, const TlExpansion *owner, const Budget *b)
{
  gint64 start = g_get_monotonic_time ();
  guint done = 0;

  /* every arm once, then as long as the budget lasts */
  while (done < n || budget_left (b, done, (g_get_monotonic_time () - start) / done))
    {
      guint i = select_arm (arms, n, done);

      if (done >= n && cancelled (b))
        break;
      arms[i].total += iterate (game, &arms[i], owner, b);
      arms[i].visits++;
      done++;
    }
  return most_visited (arms, n);
}

/* The candidates of the placement decision: each move level 1 rates and, when it
 * deploys or recalls, the same placement without; the best rated are kept. */
static void
add_arms (const TlAiMove *move, double value, gpointer user)
{
  GArray *arms = user;
  Arm a = { .move = *move, .prior = value };

  g_array_append_val (arms, a);
  if (move->deploy || move->recall)
    {
      a.move.deploy = a.move.recall = FALSE;
      a.prior -= 0.5;   /* rated below the follower step level 1 liked */
      g_array_append_val (arms, a);
    }
}

static guint
placement_arms (TlGameState *game, const Budget *b, Arm **out)
{
  g_autoptr(GArray) arms = g_array_new (FALSE, TRUE, sizeof (Arm));
  guint keep;
  TlAiRater rater;

  _tl_ai_rater_init (&rater, game, FALSE);
  _tl_ai_each_move (&rater, add_arms, arms);
  _tl_ai_rater_clear (&rater);
  g_array_sort (arms, compare_arms);

  /* as many arms as the budget can try a few dozen times each */
  if (b->deadline > 0)
    keep = CLAMP (b->config->budget_ms / 12, MIN_ARMS, MAX_ARMS);
  else
    keep = CLAMP (b->iterations / 30, MIN_ARMS, MAX_ARMS);
  keep = MIN (keep, arms->len);
  g_array_set_size (arms, keep);
  normalise_priors ((Arm *) arms->data, keep);
  *out = (Arm *) g_array_free (g_steal_pointer (&arms), FALSE);
  return keep;
}

gboolean
_tl_ai_search_choose (TlGameState      *game,
                      const TlAiConfig *config,
                      TlRng            *rng,
                      TlAiMove         *out)
{
  Budget b = budget_part (config, rng, tl_game_state_current_player (game), 1.0);
  g_autofree Arm *arms = NULL;
  guint n = placement_arms (game, &b, &arms);
  guint pick;

  if (n == 0)
    return FALSE;
  if (n > 1)
    b.base = base_margin (game, &b);
  pick = n == 1 ? 0 : run (game, arms, n, NULL, &b);
  *out = arms[pick].move;
  if (n > 1)
    {
      guint total = 0;

      for (guint i = 0; i < n; i++)
        total += arms[i].visits;
      g_debug ("search: %u candidates, %u playouts; chose #%u (rated #%u), %u visits, mean %.3f",
               n, total, pick, pick, arms[pick].visits, arms[pick].total / MAX (arms[pick].visits, 1));
    }
  return TRUE;
}

gboolean
_tl_ai_search_before_place (TlGameState      *game,
                            const TlAiConfig *config,
                            TlRng            *rng,
                            double           *share)
{
  gboolean done = FALSE;

  *share = 0;
  TlAiContext ctx;

  _tl_ai_context_init (&ctx, TL_AI_NORMAL, rng);
  for (guint i = 0; i < tl_game_state_n_expansions (game); i++)
    {
      gpointer data;
      const TlExpansion *e = tl_game_state_nth_expansion (game, i, &data);

      if (e->ai == NULL || e->ai->options == NULL)
        continue;
      /* a choice, then maybe another (Take 2's tile) */
      for (guint round = 0; round < 4; round++)
        {
          g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TlAiOption));
          Budget b;
          Arm *arms;
          guint n, pick;
          gboolean must_choose;

          if (e->ai->options (game, data, &ctx, options) == 0)
            break;
          /* a choice with no way out (Take 2's tile) has no pass */
          must_choose = g_array_index (options, TlAiOption, 0).tile >= 0;
          n = options->len + (must_choose ? 0 : 1);
          arms = g_new0 (Arm, n);
          for (guint k = 0; k < options->len; k++)
            {
              arms[k].is_option = TRUE;
              arms[k].option = g_array_index (options, TlAiOption, k);
              arms[k].prior = arms[k].option.value;
              if (arms[k].option.tile >= 0)
                arms[k].prior += ctx.tile_value (&ctx, game, arms[k].option.tile);
            }
          if (!must_choose)
            {
              arms[n - 1].is_option = TRUE;
              arms[n - 1].pass = TRUE;
              arms[n - 1].prior = 0;
            }
          normalise_priors (arms, n);
          b = budget_part (config, rng, tl_game_state_current_player (game), BEFORE_SHARE / (round + 1));
          b.base = base_margin (game, &b);
          *share += BEFORE_SHARE / (round + 1);
          pick = run (game, arms, n, e, &b);
          if (!arms[pick].pass && e->ai->act (game, data, &arms[pick].option, NULL))
            done = TRUE;
          for (guint k = 0; k < options->len; k++)
            tl_turn_record_clear (&g_array_index (options, TlAiOption, k).turn);
          g_free (arms);
          if (!done || must_choose)
            break;
        }
    }
  return done;
}
