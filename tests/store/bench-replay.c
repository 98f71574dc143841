/* bench-replay.c — what the window's library work costs the main thread
 * (`meson test --benchmark bench-replay`): the thumbnail drawn with each
 * autosave on a worker thread (a base game after 70 turns, a map game) and the
 * copy of the game it is drawn from (the window's share), and opening a
 * finished game's replay in the History (time and memory), for a base game and for
 * games of 2,015 and 7,199 turns (the base set 28 and 100 times, as big user tile
 * sets): the peak
 * memory while it is made, what it keeps, and the time of a step of the replay
 * view (the game of a turn, and the copy the board's picture keeps of it). Prints
 * the figures; never fails on time.
 *
 * Times are the median of 21 runs, in milliseconds of CPU time of this thread.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store-test-util.h"
#include "tl-game-replay.h"
#include "tl-render.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

#define N_RUNS 21

static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *runs)
{
  qsort (runs, N_RUNS, sizeof (double), compare_double);
  return runs[N_RUNS / 2];
}

static void
bench_thumbnail (const char        *what,
                 const TlGameState *state)
{
  double runs[N_RUNS];
  gsize bytes = 0;

  for (guint i = 0; i < N_RUNS; i++)
    {
      double start = thread_ms ();
      g_autoptr (GBytes) png = tl_render_board_thumbnail (state, 192, 128);

      runs[i] = thread_ms () - start;
      bytes = g_bytes_get_size (png);
    }
  printf ("thumbnail (192 × 128 at most), %s: %.2f ms, %zu bytes of PNG\n", what, median (runs), bytes);
}

/* What an autosave costs the window beyond the store's copy: a copy of the game
 * for the thread that draws its picture. */
static void
bench_copy (const TlGameState *state)
{
  double runs[N_RUNS];

  for (guint i = 0; i < N_RUNS; i++)
    {
      double start = thread_ms ();
      TlGameState *copy = tl_game_state_copy (state);

      runs[i] = thread_ms () - start;
      tl_game_state_free (copy);
    }
  printf ("copy of the game for the picture's thread (the window's share), after 70 turns: %.3f ms\n", median (runs));
}

static void
bench_replay (const TlRecord *record)
{
  double runs[N_RUNS];
  struct mallinfo2 before, after;
  gsize used = 0;

  for (guint i = 0; i < N_RUNS; i++)
    {
      double start;
      TlGameReplay *replay;

      before = mallinfo2 ();
      start = thread_ms ();
      replay = tl_game_replay_new (record, "bench", NULL);
      runs[i] = thread_ms () - start;
      after = mallinfo2 ();
      used = after.uordblks - before.uordblks;
      g_object_unref (replay);
    }
  printf ("replay of a %u-turn game: made in %.2f ms, %.0f kB (%.1f kB a turn)\n",
          record->turns->len, median (runs), used / 1024.0, used / 1024.0 / (record->turns->len + 1));
}

/* A line of /proc/self/status, in kB ("VmRSS", "VmHWM"); 0 when unknown. */
static gsize
status_kb (const char *name)
{
  g_autofree char *text = NULL;
  g_autofree char *key = g_strconcat ("\n", name, ":", NULL);
  const char *at;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL) ||
      (at = strstr (text, key)) == NULL)
    return 0;
  return g_ascii_strtoull (at + strlen (key), NULL, 10);
}

/* A finished level-0 game of the base set @copies times (72 × @copies tiles). */
static TlRecord *
long_game (guint copies)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) set = NULL;
  g_autoptr (TlRecord) header = NULL;
  TlRecord *record;
  TlGameState *state;
  TlRng rng;

  for (guint i = 0; i < copies; i++)
    g_ptr_array_add (ids, (gpointer) "carcassonne-base");
  g_ptr_array_add (ids, NULL);
  set = tl_tileset_format_load_builtin_list ((const char * const *) ids->pdata, &error);
  g_assert_no_error (error);
  header = tl_record_new ("carcassonne", set);
  header->seed = 25;
  tl_record_add_player (header, "Ana", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (header, "Computer", "blue", TL_PLAYER_AI, 0);
  state = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  tl_rng_init (&rng, 25);
  while (tl_ai_play_turn (state, 0, &rng))
    ;
  record = tl_record_copy (tl_game_state_record (state));
  tl_game_state_free (state);
  return record;
}

/* The History's replay of a long game: the peak memory while it is made (the
 * process's high-water mark, reset first), what it keeps, and its steps as the
 * replay view takes them (the game of the turn, copied for the board's picture):
 * forward one turn at a time, and jumps to turns drawn at random. */
static void
bench_long_replay (const TlRecord *record,
                   guint           copies)
{
  guint n = record->turns->len;
  double jump[N_RUNS], start, total = 0, worst = 0, made, jump_median;
  gsize rss, peak, kept;
  TlGameReplay *replay;
  GRand *rand = g_rand_new_with_seed (25);

  /* Linux ≥ 4.0: writing 5 resets the high-water mark VmHWM to the current RSS */
  g_file_set_contents ("/proc/self/clear_refs", "5", 1, NULL);
  rss = status_kb ("VmRSS");
  start = thread_ms ();
  replay = tl_game_replay_new (record, "bench", NULL);
  made = thread_ms () - start;
  peak = status_kb ("VmHWM");
  kept = status_kb ("VmRSS");
  printf ("replay of a %u-turn game (the base set %u times, %u tiles): made in %.0f ms; resident "
          "memory %.1f MB more at its peak while made, %.1f MB more once made\n", n, copies, 72 * copies, made,
          (peak - MIN (rss, peak)) / 1024.0, (kept - MIN (rss, kept)) / 1024.0);

  for (guint step = 0; step <= n; step++)
    {
      TlGameState *copy;

      start = thread_ms ();
      copy = tl_game_state_copy (tl_game_replay_get_state (replay, step));
      start = thread_ms () - start;
      tl_game_state_free (copy);
      total += start;
      worst = MAX (worst, start);
    }
  for (guint i = 0; i < N_RUNS; i++)
    {
      guint step = g_rand_int_range (rand, 0, n + 1);
      TlGameState *copy;

      start = thread_ms ();
      copy = tl_game_state_copy (tl_game_replay_get_state (replay, step));
      jump[i] = thread_ms () - start;
      tl_game_state_free (copy);
    }
  jump_median = median (jump);   /* sorts: the worst is last */
  printf ("a step of that replay (the game of the turn and its copy for the picture): forward one turn "
          "%.2f ms a step on average (worst %.2f ms), to a turn at random %.2f ms (median of %d, worst %.2f ms)\n",
          total / (n + 1), worst, jump_median, N_RUNS, jump[N_RUNS - 1]);
  g_object_unref (replay);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  static const char * const two[] = { "Ana", "*Computer", NULL };
  TlGameState *base = st_play_game ("carcassonne", 5, two, 70);
  TlGameState *whole = st_play_game ("carcassonne", 5, two, G_MAXUINT);
  g_autofree char *maps = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *map_game;

  maps = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), "maps", "chips-1-two-point-chip.tilelands", NULL);
  map_game = tl_replay_file_state (maps, FALSE, &error);
  g_assert_no_error (error);

  bench_thumbnail ("a base game after 70 turns", base);
  bench_thumbnail ("a map game (the whole map)", map_game);
  bench_copy (base);
  bench_replay (tl_game_state_record (whole));
  for (guint i = 0; i < 2; i++)
    {
      static const guint copies[] = { 28, 100 };
      g_autoptr (TlRecord) record = long_game (copies[i]);

      bench_long_replay (record, copies[i]);
    }
  tl_game_state_free (base);
  tl_game_state_free (whole);
  tl_game_state_free (map_game);
  return 0;
}
