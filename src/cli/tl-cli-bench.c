/* tl-cli-bench.c — `tilelands-cli bench [--seconds S] [--game carcassonne|discovery]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two figures, each measured on one core (this thread) with g_get_monotonic_time():
 * random playouts per second (whole games, 2 players, farmers on in Carcassonne,
 * level-0 computer players via tl_ai_play_turn(), a fresh seed per game) and legal-placement
 * enumerations per second with the placements stored (tl_board_placements() of every
 * tile type on boards taken from such games, into the board's reused buffer, as the
 * other engines we compare with count them).
 */
#include "tl-cli-util.h"
#include "tl-tileset-format.h"

#include <stdio.h>
#include <string.h>

#define SAMPLE_GAMES 8
#define SAMPLE_EVERY 8     /* keep the board after every 8th tile */
#define MAX_TURNS 10000

typedef struct {
  TlRecord *record;     /* header of every game; the seed changes per game */
  guint64 seed;
} Bench;

/* The games `--game` names: built-in tile set and what the figure is. */
static const struct {
  const char *game;
  const char *tileset;
  const char *what;
} bench_games[] = {
  { "carcassonne", "carcassonne-base", "2 players, farmers" },
  { "discovery", "discovery", "2 players, The Discovery" },
};

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
  while (turns++ < MAX_TURNS && tl_ai_play_turn (state, 0, &rng))
    if (boards != NULL && tl_board_n_tiles (tl_game_state_board (state)) % SAMPLE_EVERY == 0)
      g_ptr_array_add (boards, tl_board_copy (tl_game_state_board (state)));
  tl_game_state_free (state);
}

static double
bench_playouts (Bench  *bench,
                double  seconds)
{
  gint64 start = g_get_monotonic_time (), now = start;
  gint64 end = start + (gint64) (seconds * G_USEC_PER_SEC);
  guint64 games = 0;

  while (now < end)
    {
      play_one (bench, NULL);
      games++;
      now = g_get_monotonic_time ();
    }
  return games / ((now - start) / (double) G_USEC_PER_SEC);
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

int
tl_cli_bench (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(GPtrArray) boards = NULL;
  g_autofree char *game = NULL;
  GError *error = NULL;
  Bench bench = { NULL, 0 };
  double seconds = 2.0, games_per_s, enums_per_s;
  guint64 placements = 0, enumerations = 0;
  gboolean level1 = FALSE;
  guint g;
  const GOptionEntry entries[] = {
    { "level1", 0, 0, G_OPTION_ARG_NONE, &level1,
      "Also measure a level-1 move with the 72 base tiles and with 7,200 (the base set "
      "100 times) on boards of the same size", NULL },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds,
      "How long to run each measurement, in seconds (default 2)", "S" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game,
      "The game to measure: carcassonne (the default) or discovery", "GAME" },
    { NULL }
  };

  context = tl_cli_option_context ("bench", NULL,
                                   "Measures, on one core, random-playout games per second (2 players,\n"
                                   "farmers on in Carcassonne, random legal moves) and legal-placement\n"
                                   "enumerations per second (every tile type on boards from such games).",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (!(seconds > 0 && seconds <= 3600))
    return tl_cli_usage_error ("--seconds must be more than 0 and at most 3600");
  for (g = 0; g < G_N_ELEMENTS (bench_games); g++)
    if (game == NULL || strcmp (game, bench_games[g].game) == 0)
      break;
  if (g == G_N_ELEMENTS (bench_games))
    return tl_cli_usage_error ("unknown game “%s” (expected carcassonne or discovery)", game);

  set = tl_tileset_format_load_builtin (bench_games[g].tileset, &error);
  if (set == NULL)
    return tl_cli_fail (error);
  bench.record = tl_record_new (bench_games[g].game, set);
  bench.record->options.farmers = TRUE;
  tl_record_add_player (bench.record, "Computer 1", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (bench.record, "Computer 2", "blue", TL_PLAYER_AI, 0);

  /* check the setup once, so that the loops can take it for granted */
  {
    TlGameState *state = tl_game_state_new (bench.record, &error);

    if (state == NULL)
      {
        tl_record_free (bench.record);
        return tl_cli_fail (error);
      }
    tl_game_state_free (state);
  }

  boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_board_free);
  for (guint i = 0; i < SAMPLE_GAMES; i++)
    play_one (&bench, boards);

  games_per_s = bench_playouts (&bench, seconds);
  tl_cli_print_line (stdout, "playouts: %.0f games/s (%s)", games_per_s, bench_games[g].what);
  fflush (stdout);

  enums_per_s = bench_enumerations (boards, set->types->len, seconds, &placements, &enumerations);
  tl_cli_print_line (stdout, "enumerations: %.0f /s (placements stored, %.1f per enumeration, %u boards)",
                     enums_per_s, (double) placements / MAX (enumerations, 1), boards->len);

  if (level1 && strcmp (bench_games[g].game, "carcassonne") == 0)
    {
      const char *ids[101];
      g_autoptr(TlTileSet) big = NULL;
      double small_us, big_us;

      for (guint i = 0; i < 100; i++)
        ids[i] = bench_games[g].tileset;
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
