/* tl-simulation.c — many games played out by computer players, and what they show
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-simulation.h"
#include "tl-ai.h"
#include "tl-board.h"
#include "tl-game-state.h"

#include <string.h>

/* A game never takes more turns than it has tiles; this only guards the loop. */
#define MAX_TURNS 20000
/* The players' random numbers, apart from the deck's (as tilelands-cli play). */
#define AI_STREAM G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

/* Adds one finished game to the sums in @sum (and its discards to @discarded). */
static void
measure (const TlGameState *state,
         TlSimulation      *sum,
         guint             *discarded)
{
  const TlRecord *record = tl_game_state_record (state);
  const GArray *events = tl_game_state_events (state);
  guint on_board = tl_board_n_tiles (tl_game_state_board (state));
  guint starts = record->setup_start != NULL ? record->setup_start->len : 1;
  guint placed_reveals = 0;
  gint best = G_MININT;
  guint turns = 0;
  double fullness;

  for (guint i = 0; i < events->len; i++)
    {
      const TlScoreEvent *e = &g_array_index (events, TlScoreEvent, i);
      gint points = 0;

      for (guint p = 0; p < TL_MAX_PLAYERS; p++)
        points += e->points[p];
      if (e->source == TL_SCORE_CHIP)
        sum->chips_collected++;
      else if (e->source == TL_SCORE_REVEAL && points > 0)
        placed_reveals++;
      else if (e->source == TL_SCORE_REVEAL)
        sum->reveals_removed++;
    }
  for (guint i = 0; i < record->turns->len; i++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, i);

      turns += turn->has_place;
      if (turn->discard == NULL)
        continue;
      sum->tiles_discarded += turn->discard->len;
      for (guint k = 0; discarded != NULL && k < turn->discard->len; k++)
        {
          guint type = g_array_index (turn->discard, guint, k);

          if (type < record->tileset->types->len)
            discarded[type]++;
        }
    }
  sum->turns += turns;
  sum->fewest_turns = sum->games == 0 ? turns : MIN (sum->fewest_turns, turns);
  sum->most_turns = MAX (sum->most_turns, turns);
  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    {
      const TlPlayerState *player = tl_game_state_player (state, p);

      sum->mean_score += player->score;
      sum->mean_other += player->bonus;
      for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
        sum->mean_points[k] += player->by_kind[k];
      best = MAX (best, player->score);
    }
  sum->reveals_placed += placed_reveals;
  sum->tiles_on_board += on_board;
  sum->tiles_placed += on_board - MIN (on_board, starts + placed_reveals);
  sum->mean_best_score += best;
  fullness = sum->squares > 0 ? (double) on_board / sum->squares : 0;
  sum->fullness += fullness;
  sum->fullest = MAX (sum->fullest, fullness);
}

/* Sums to means. */
static void
average (TlSimulation *s)
{
  double n = MAX (s->games, 1);

  s->tiles_on_board /= n;
  s->tiles_placed /= n;
  s->tiles_discarded /= n;
  s->fullness /= n;
  s->chips_collected /= n;
  s->reveals_placed /= n;
  s->reveals_removed /= n;
  s->mean_score /= n * MAX (s->players, 1);
  s->mean_other /= n * MAX (s->players, 1);
  for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
    s->mean_points[k] /= n * MAX (s->players, 1);
  s->mean_best_score /= n;
  s->turns /= n;
}

gboolean
tl_simulation_run (const TlRecord       *header,
                   guint                 games,
                   gint                  level,
                   TlSimulationProgress  progress,
                   gpointer              data,
                   TlSimulation         *out,
                   GError              **error)
{
  return tl_simulation_run_tiles (header, games, level, progress, data, out, NULL, error);
}

gboolean
tl_simulation_run_tiles (const TlRecord       *header,
                         guint                 games,
                         gint                  level,
                         TlSimulationProgress  progress,
                         gpointer              data,
                         TlSimulation         *out,
                         guint                *discarded,
                         GError              **error)
{
  TlSimulation sum = { 0 };

  g_return_val_if_fail (header != NULL && out != NULL, FALSE);
  g_return_val_if_fail (games >= 1, FALSE);

  if (discarded != NULL)
    memset (discarded, 0, header->tileset->types->len * sizeof *discarded);

  sum.players = header->players->len;
  if (header->map_layout != NULL)
    for (guint y = 0; y < header->map_layout->height; y++)
      for (guint x = 0; x < header->map_layout->width; x++)
        sum.squares += tl_map_layout_playable (header->map_layout, x, y);

  for (guint k = 0; k < games; k++)
    {
      TlRecord *record = tl_record_copy_header (header);
      TlGameState *state;
      guint turns = 0;
      TlRng rng;

      record->seed = (gint64) ((guint64) header->seed + k);
      state = tl_game_state_new (record, error);
      tl_record_free (record);
      if (state == NULL)
        return FALSE;
      tl_rng_init (&rng, (guint64) tl_game_state_record (state)->seed ^ AI_STREAM);
      while (turns++ < MAX_TURNS && tl_ai_play_turn (state, level, &rng))
        ;
      if (tl_game_state_phase (state) != TL_PHASE_OVER)
        tl_game_state_finish (state);
      measure (state, &sum, discarded);
      sum.games++;
      tl_game_state_free (state);
      if (progress != NULL && !progress (k + 1, games, data))
        break;
    }
  average (&sum);
  *out = sum;
  return TRUE;
}
