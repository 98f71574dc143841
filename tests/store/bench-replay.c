/* bench-replay.c — what the window's library work costs the main thread
 * (`meson test --benchmark bench-replay`): the thumbnail drawn with each
 * autosave on a worker thread (a base game after 70 turns, a map game) and the
 * copy of the game it is drawn from (the window's share), and opening a
 * finished game's replay in the History (replaying its record and keeping the
 * game after each turn: time and memory). Prints the figures; never fails on time.
 *
 * Times are the median of 21 runs, in milliseconds of CPU time of this thread.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "store-test-util.h"
#include "tl-game-replay.h"
#include "tl-render.h"
#include "tl-replay.h"

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
  printf ("replay of a %u-turn game (every turn kept): %.2f ms, %.0f kB (%.1f kB a turn)\n",
          record->turns->len, median (runs), used / 1024.0, used / 1024.0 / (record->turns->len + 1));
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
  tl_game_state_free (base);
  tl_game_state_free (whole);
  tl_game_state_free (map_game);
  return 0;
}
