/* tl-cli-tournament.c — `tilelands-cli tournament --a PLAYER --b PLAYER --games N
 *                       [--budget-ms MS] [--iterations N] [--seed S] [game options] [--json]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/design.md §9: two players (a level 0..2, or `greedy`: the most points now) play
 * N games on N/2 seeds, each seed twice with the seats swapped, so both sides get
 * the same decks from both seats. Draws count as half a win; the win rate comes
 * with a 95 % Wilson score interval. Every game's record is replayed and must give
 * the same final scores (a computer player never makes an illegal move).
 */
#include "tl-cli-game.h"
#include "tl-cli-util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define AI_STREAM 0x9e3779b97f4a7c15ull

typedef struct {
  gint level;
  guint wins;
  double score_sum;
  GArray *ms;      /* of double: every computer turn's time */
} Side;

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  guint n = values->len;

  if (n == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  return n % 2 ? g_array_index (values, double, n / 2)
               : (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2;
}

static double
maximum (GArray *values)
{
  double m = 0;

  for (guint i = 0; i < values->len; i++)
    m = MAX (m, g_array_index (values, double, i));
  return m;
}

/* The 95 % Wilson score interval of a rate @p over @n games. */
static void
wilson (double p, guint n, double *lo, double *hi)
{
  const double z = 1.959964;
  double denom, centre, half;

  if (n == 0)
    {
      *lo = 0;
      *hi = 1;
      return;
    }
  denom = 1 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denom;
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
  *lo = MAX (0, centre - half);
  *hi = MIN (1, centre + half);
}

static void
level_to_json (JsonBuilder *b, gint level)
{
  if (level == TL_AI_GREEDY)
    json_builder_add_string_value (b, "greedy");
  else
    json_builder_add_int_value (b, level);
}

static const char *
level_name (gint level)
{
  static const char * const names[] = { "0 (Easy)", "1 (Normal)", "2 (Hard)" };

  return level == TL_AI_GREEDY ? "greedy" : names[level];
}

/* Replays @played's record: the same final scores, or a message why not. */
static gboolean
check_replay (TlGameState *played, guint game, GError **error)
{
  g_autoptr(GError) local = NULL;
  TlGameState *replay = tl_game_state_replay (tl_game_state_record (played), &local);
  gboolean same = replay != NULL;

  if (replay != NULL && tl_game_state_phase (replay) != TL_PHASE_OVER)
    tl_game_state_finish (replay);
  for (guint p = 0; same && p < tl_game_state_n_players (played); p++)
    same = tl_game_state_player (played, p)->score == tl_game_state_player (replay, p)->score;
  if (!same)
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 "game %u does not replay to the same scores%s%s", game + 1,
                 local ? ": " : "", local ? local->message : "");
  tl_game_state_free (replay);
  return same;
}

int
tl_cli_tournament (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlRecord) header = NULL;
  g_autofree char *a_text = NULL, *b_text = NULL, *seed_text = NULL;
  GError *error = NULL;
  Side sides[2] = { { 0 }, { 0 } };
  int games = 0, budget_ms = 0, iterations = 0, status;
  gboolean json = FALSE;
  gint64 first_seed = 1;
  guint draws = 0;
  gboolean progress = isatty (STDERR_FILENO);
  const GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &a_text, "Player A: a level 0, 1 or 2, or greedy", "PLAYER" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &b_text, "Player B: a level 0, 1 or 2, or greedy", "PLAYER" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      "Number of games, even: N/2 seeds, each played with the seats both ways", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Level 2's thinking time per move in milliseconds (default 1000)", "MS" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      "Level 2 thinks for this many playouts per move instead of a time (repeatable runs)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "The first seed (default 1); the games use seeds S, S + 1, …", "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("tournament", NULL,
                                   "Pits two computer players against each other, 2 players, on the same\n"
                                   "decks with the seats swapped, and prints wins, draws, the win rate with\n"
                                   "a 95 % interval, mean scores and milliseconds per move.",
                                   entries);
  header = tl_cli_game_parse (context, &argc, &argv, &status);
  if (header == NULL)
    return status;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (a_text == NULL || !tl_cli_parse_level (a_text, TRUE, &sides[0].level))
    return tl_cli_usage_error ("--a must be 0, 1, 2 or greedy");
  if (b_text == NULL || !tl_cli_parse_level (b_text, TRUE, &sides[1].level))
    return tl_cli_usage_error ("--b must be 0, 1, 2 or greedy");
  if (games < 2 || games % 2 != 0 || games > 100000)
    return tl_cli_usage_error ("--games must be an even number from 2 to 100000, not %d", games);
  if (budget_ms < 0 || budget_ms > 600000 || iterations < 0 || iterations > 10000000)
    return tl_cli_usage_error ("--budget-ms must be 1 to 600000 and --iterations 1 to 10000000");
  if (budget_ms > 0 && iterations > 0)
    return tl_cli_usage_error ("--budget-ms and --iterations exclude each other");
  if (seed_text != NULL && !tl_cli_parse_seed (seed_text, &first_seed))
    return TL_CLI_BAD_INPUT;

  for (guint s = 0; s < 2; s++)
    sides[s].ms = g_array_new (FALSE, FALSE, sizeof (double));
  for (int g = 0; g < games; g++)
    {
      g_autoptr(TlRecord) record = tl_record_copy_header (header);
      guint a_seat = g % 2;   /* A sits first in even games, second in odd ones */
      TlAiConfig configs[2];
      GArray *ms[2];
      TlGameState *state;
      gint score[2];
      TlRng rng;

      record->seed = first_seed + g / 2;
      for (guint seat = 0; seat < 2; seat++)
        {
          Side *side = &sides[seat == a_seat ? 0 : 1];

          tl_ai_config_init (&configs[seat], side->level);
          if (budget_ms > 0)
            configs[seat].budget_ms = budget_ms;
          if (iterations > 0)
            {
              configs[seat].budget_ms = 0;
              configs[seat].iterations = iterations;
            }
          ms[seat] = side->ms;
          tl_record_add_player (record, seat == a_seat ? "A" : "B", seat == 0 ? "red" : "blue",
                                TL_PLAYER_AI, side->level == TL_AI_GREEDY ? TL_AI_NORMAL : side->level);
        }
      tl_rng_init (&rng, record->seed ^ AI_STREAM);
      state = tl_cli_play_game (record, configs, &rng, ms, NULL, NULL, &error);
      if (state == NULL)
        return tl_cli_fail (error);
      if (!check_replay (state, g, &error))
        {
          tl_game_state_free (state);
          return tl_cli_fail (error);
        }
      score[0] = tl_game_state_player (state, a_seat)->score;
      score[1] = tl_game_state_player (state, 1 - a_seat)->score;
      tl_game_state_free (state);
      sides[0].score_sum += score[0];
      sides[1].score_sum += score[1];
      if (score[0] == score[1])
        draws++;
      else
        sides[score[0] > score[1] ? 0 : 1].wins++;
      if (progress)
        fprintf (stderr, "\rgame %d of %d", g + 1, games);
    }
  if (progress)
    fprintf (stderr, "\n");

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, games);
      json_builder_set_member_name (b, "draws");
      json_builder_add_int_value (b, draws);
      for (guint s = 0; s < 2; s++)
        {
          double rate = (sides[s].wins + 0.5 * draws) / games, lo, hi;

          wilson (rate, games, &lo, &hi);
          json_builder_set_member_name (b, s == 0 ? "a" : "b");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "level");
          level_to_json (b, sides[s].level);
          json_builder_set_member_name (b, "wins");
          json_builder_add_int_value (b, sides[s].wins);
          json_builder_set_member_name (b, "win_rate");
          json_builder_add_double_value (b, rate);
          json_builder_set_member_name (b, "interval");
          json_builder_begin_array (b);
          json_builder_add_double_value (b, lo);
          json_builder_add_double_value (b, hi);
          json_builder_end_array (b);
          json_builder_set_member_name (b, "mean_score");
          json_builder_add_double_value (b, sides[s].score_sum / games);
          json_builder_set_member_name (b, "ms_per_move");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "median");
          json_builder_add_double_value (b, median (sides[s].ms));
          json_builder_set_member_name (b, "max");
          json_builder_add_double_value (b, maximum (sides[s].ms));
          json_builder_end_object (b);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      tl_cli_print_json (root);
    }
  else
    {
      tl_cli_print_line (stdout, "%d games (%d %s, seats swapped), %u %s (half a win each)",
                         games, games / 2, tl_cli_plural (games / 2, "seed", "seeds"),
                         draws, tl_cli_plural (draws, "draw", "draws"));
      for (guint s = 0; s < 2; s++)
        {
          double rate = (sides[s].wins + 0.5 * draws) / games, lo, hi;

          wilson (rate, games, &lo, &hi);
          tl_cli_print_line (stdout, "%c: level %-10s %5u %-4s  win rate %.3f [%.3f, %.3f]  mean score %.1f  "
                             "ms per move: median %.2f, max %.2f",
                             s == 0 ? 'A' : 'B', level_name (sides[s].level), sides[s].wins,
                             tl_cli_plural (sides[s].wins, "win", "wins"), rate, lo, hi,
                  sides[s].score_sum / games, median (sides[s].ms), maximum (sides[s].ms));
        }
    }
  for (guint s = 0; s < 2; s++)
    g_array_unref (sides[s].ms);
  return TL_CLI_OK;
}
