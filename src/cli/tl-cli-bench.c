/* tl-cli-bench.c — `tilelands-cli bench [--seconds S] [--games N] [GAME OPTIONS]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two figures, each measured on one core (this thread), in wall time
 * (g_get_monotonic_time()) and in the thread's CPU time: random playouts per second
 * (whole games, 2 players, farmers on in Carcassonne, level-0 computer players via
 * tl_ai_play_turn(), a fresh seed per game) and legal-placement enumerations per second
 * with the placements stored (tl_board_placements() of every tile type on boards taken
 * from such games, into the board's reused buffer, as the other engines we compare with
 * count them). The game is chosen with play's options (tl-cli-game.h: `--game`, `--tileset
 * FILE` for a user tile set, `--map` …); `--games N` plays exactly N playouts and nothing
 * else, so that an instruction count (valgrind --tool=callgrind) is repeatable.
 */
#include "tl-cli-game.h"
#include "tl-cli-util.h"
#include "tl-tileset-format.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define SAMPLE_GAMES 8
#define SAMPLE_BOARDS 9    /* boards kept a game: every 8th tile of the 72 base tiles */
#define MAX_TURNS 100000

typedef struct {
  TlRecord *record;     /* header of every game; the seed changes per game */
  guint64 seed;
  guint sample_every;   /* keep the board after every this many tiles */
  guint64 turns;        /* turns played in every playout so far */
} Bench;

/* Playouts measured: how many, in how much wall and CPU time. */
typedef struct {
  guint64 games;
  guint64 turns;
  double wall_s;
  double cpu_s;
} Playouts;

/* Plays one whole game with a fresh seed; keeps boards along the way when @boards. */
static void
play_one (Bench     *bench,
          GPtrArray *boards)
{
  TlGameState *state;
  TlRng rng;
  guint turns = 0;

  bench->record->seed = ++bench->seed;
  state = tl_game_state_new (bench->record, NULL);
  g_return_if_fail (state != NULL);

  tl_rng_init (&rng, bench->seed ^ 0x9e3779b97f4a7c15ull);
  while (turns < MAX_TURNS && tl_ai_play_turn (state, 0, &rng))
    {
      turns++;
      if (boards != NULL && tl_board_n_tiles (tl_game_state_board (state)) % bench->sample_every == 0)
        g_ptr_array_add (boards, tl_board_copy (tl_game_state_board (state)));
    }
  bench->turns += turns;
  tl_game_state_free (state);
}

/* This thread's CPU time in seconds. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Plays @games playouts, or as many as fit in @seconds of wall time when @games is 0. */
static void
bench_playouts (Bench    *bench,
                double    seconds,
                guint64   games,
                Playouts *out)
{
  gint64 start = g_get_monotonic_time (), now = start;
  gint64 end = start + (gint64) (seconds * G_USEC_PER_SEC);
  double cpu_start = cpu_seconds ();
  guint64 turns_before = bench->turns;

  out->games = 0;
  while (games > 0 ? out->games < games : now < end)
    {
      play_one (bench, NULL);
      out->games++;
      now = g_get_monotonic_time ();
    }
  out->turns = bench->turns - turns_before;
  out->wall_s = (now - start) / (double) G_USEC_PER_SEC;
  out->cpu_s = cpu_seconds () - cpu_start;
}

static double
bench_enumerations (GPtrArray *boards,
                    guint      n_types,
                    double     seconds,
                    guint64   *placements,
                    guint64   *enumerations)
{
  gint64 start = g_get_monotonic_time (), now = start;
  gint64 end = start + (gint64) (seconds * G_USEC_PER_SEC);
  guint64 calls = 0;

  *placements = 0;
  while (now < end)
    {
      for (guint b = 0; b < boards->len; b++)
        for (guint t = 0; t < n_types; t++)
          {
            guint n;

            tl_board_placements (g_ptr_array_index (boards, b), t, &n);
            *placements += n;
          }
      calls += (guint64) boards->len * n_types;
      now = g_get_monotonic_time ();
    }
  *enumerations = calls;
  return calls / ((now - start) / (double) G_USEC_PER_SEC);
}

/* Level 1's thinking time per move: whole 2-player games with @set, at most
 * @max_turns turns each (the board as large as with the 72 base tiles), timing
 * tl_ai_choose() alone. Returns microseconds per move. */
static double
bench_level1 (TlTileSet *set,
              guint      max_turns,
              double     seconds)
{
  g_autoptr(TlRecord) record = tl_record_new ("carcassonne", set);
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC), spent = 0;
  guint64 moves = 0, seed = 0;

  tl_record_add_player (record, "Computer 1", "red", TL_PLAYER_AI, TL_AI_NORMAL);
  tl_record_add_player (record, "Computer 2", "blue", TL_PLAYER_AI, TL_AI_NORMAL);
  while (g_get_monotonic_time () < end)
    {
      TlGameState *state;
      TlRng rng;

      record->seed = ++seed;
      state = tl_game_state_new (record, NULL);
      g_return_val_if_fail (state != NULL, 0);
      tl_rng_init (&rng, seed);
      for (guint t = 0; t < max_turns && tl_game_state_draw_next (state); t++)
        {
          TlAiMove move;
          gint64 start = g_get_monotonic_time ();

          tl_ai_choose (state, TL_AI_NORMAL, &rng, &move);
          spent += g_get_monotonic_time () - start;
          moves++;
          tl_ai_apply (state, &move, NULL);
        }
      tl_game_state_free (state);
    }
  return moves ? (double) spent / moves : 0;
}

/* What the playouts play, for the report: "2 players, farmers, carcassonne-base: 72 tiles". */
static char *
describe (const TlRecord *record)
{
  GString *what = g_string_new ("2 players");
  const TlTileSet *set = record->tileset;

  if (record->options.farmers && strcmp (record->game, "carcassonne") == 0)
    g_string_append (what, ", farmers");
  if (record->map != NULL)
    g_string_append_printf (what, ", map %s", record->map);
  for (guint i = 0; i < record->expansions->len; i++)
    g_string_append_printf (what, ", %s", (const char *) g_ptr_array_index (record->expansions, i));
  g_string_append_printf (what, ", %s: %u tiles", set->id, set->total_tiles);
  return g_string_free (what, FALSE);
}

int
tl_cli_bench (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) boards = NULL;
  g_autofree char *what = NULL;
  GError *error = NULL;
  Bench bench = { NULL, 0, 0, 0 };
  Playouts playouts;
  TlTileSet *set;
  double seconds = 2.0, enums_per_s;
  guint64 placements = 0, enumerations = 0;
  gboolean level1 = FALSE;
  gint games = -1;     /* not given */
  int status;
  const GOptionEntry entries[] = {
    { "level1", 0, 0, G_OPTION_ARG_NONE, &level1,
      "Also measure a level-1 move with the 72 base tiles and with 7,200 (the base set "
      "100 times) on boards of the same size", NULL },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds,
      "How long to run each measurement, in seconds (default 2)", "S" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games,
      "Play exactly N playouts and measure nothing else (a repeatable run, e.g. under "
      "valgrind --tool=callgrind)", "N" },
    { NULL }
  };

  context = tl_cli_option_context ("bench", NULL,
                                   "Measures, on one core, random-playout games per second (2 players,\n"
                                   "farmers on in Carcassonne, random legal moves) and legal-placement\n"
                                   "enumerations per second (every tile type on boards from such games).\n"
                                   "The game options are play's: --tileset FILE measures a user tile set.",
                                   entries);
  bench.record = tl_cli_game_parse (context, &argc, &argv, &status);
  if (bench.record == NULL)
    return status;
  if (argc != 1)
    {
      tl_record_free (bench.record);
      return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
    }
  if (!(seconds > 0 && seconds <= 3600) || (games != -1 && (games < 1 || games > 10000000)))
    {
      tl_record_free (bench.record);
      return !(seconds > 0 && seconds <= 3600)
        ? tl_cli_usage_error ("--seconds must be more than 0 and at most 3600")
        : tl_cli_usage_error ("--games must be 1 to 10000000, not %d", games);
    }
  set = bench.record->tileset;
  tl_record_add_player (bench.record, "Computer 1", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (bench.record, "Computer 2", "blue", TL_PLAYER_AI, 0);
  bench.sample_every = MAX (8, set->total_tiles / SAMPLE_BOARDS);
  what = describe (bench.record);

  /* check the setup once, so that the loops can take it for granted */
  {
    TlGameState *state = tl_game_state_new (bench.record, &error);

    if (state == NULL)
      {
        tl_record_free (bench.record);
        return tl_cli_bad_file (error);
      }
    tl_game_state_free (state);
  }

  if (games < 0)
    {
      boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_board_free);
      for (guint i = 0; i < SAMPLE_GAMES; i++)
        play_one (&bench, boards);
    }

  bench_playouts (&bench, seconds, MAX (games, 0), &playouts);
  tl_cli_print_line (stdout, "playouts: %.0f games/s, %.0f games per CPU-second, %.2f µs of CPU a turn "
          "(%.1f turns a game; %s)",
          playouts.games / MAX (playouts.wall_s, 1e-9), playouts.games / MAX (playouts.cpu_s, 1e-9),
          playouts.cpu_s * 1e6 / MAX (playouts.turns, 1), (double) playouts.turns / MAX (playouts.games, 1),
          what);
  fflush (stdout);
  if (games > 0)
    {
      tl_record_free (bench.record);
      return TL_CLI_OK;
    }

  enums_per_s = bench_enumerations (boards, set->types->len, seconds, &placements, &enumerations);
  tl_cli_print_line (stdout, "enumerations: %.0f /s (placements stored, %.1f per enumeration, %u boards)",
                     enums_per_s, (double) placements / MAX (enumerations, 1), boards->len);

  if (level1 && strcmp (set->id, "carcassonne-base") == 0)
    {
      const char *ids[101];
      g_autoptr(TlTileSet) big = NULL;
      double small_us, big_us;

      for (guint i = 0; i < 100; i++)
        ids[i] = set->id;
      ids[100] = NULL;
      big = tl_tileset_format_load_builtin_list (ids, &error);
      if (big == NULL)
        {
          tl_record_free (bench.record);
          return tl_cli_fail (error);
        }
      small_us = bench_level1 (set, 71, seconds);
      big_us = bench_level1 (big, 71, seconds);
      tl_cli_print_line (stdout, "level-1 move: %.1f µs with %u tiles, %.1f µs with %u tiles (%.2f×), "
                         "71 turns a game", small_us, set->total_tiles, big_us, big->total_tiles, big_us / MAX (small_us, 1e-9));
    }

  tl_record_free (bench.record);
  return TL_CLI_OK;
}
