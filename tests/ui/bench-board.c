/* bench-board.c — the board's frame times while zooming and panning a full
 * joined map (`xvfb-run -a meson test --benchmark bench-board --verbose`)
 *
 * A game on USA West and East with the full deck twice (228 tiles) played to
 * the end by two Easy computer players, shown in a 1400 × 900 board view.
 * Steps through every zoom level, in and out, and pans at each, timing each
 * frame's snapshot (where a tile or map square picture missing from the
 * caches used to be drawn with cairo); once with the pictures drawn in the
 * frame (the old way) and once with them drawn on a worker thread and the
 * nearest size shown scaled meanwhile (the way the board works). Prints the
 * median, the 95th percentile and the worst frame of each, in milliseconds of
 * wall clock and of the main thread's CPU time; never fails on time.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <adwaita.h>

#include "tl-board-view-private.h"
#include "tl-record-format.h"

static const char *const record_json =
  "{\"format\":\"tilelands-game\",\"version\":2,\"game\":\"carcassonne\","
  "\"tileset\":[\"carcassonne-base\",\"inns-and-cathedrals\",\"traders-and-builders\","
  "\"carcassonne-base\",\"inns-and-cathedrals\",\"traders-and-builders\"],"
  "\"expansions\":[],\"map\":\"usa-both\",\"options\":{\"meeples\":9},"
  "\"players\":[{\"name\":\"A\",\"color\":\"red\",\"kind\":\"ai\",\"level\":0},"
  "{\"name\":\"B\",\"color\":\"blue\",\"kind\":\"ai\",\"level\":0}],"
  "\"seed\":20261201,\"turns\":[]}";

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The CPU time of the calling thread, in milliseconds. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* The CPU time of the main thread spent between frames (the cache taking in
 * the worker's pictures), in milliseconds, summed over a sweep. */
static double between_cpu_ms;

/* One frame's snapshot of @view: its wall-clock time in milliseconds, and in
 * *@cpu the main thread's CPU time (what the frame costs on a machine whose
 * other programs take turns with it). */
static double
frame_ms (GtkWidget *view,
          double    *cpu)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gint64 start = g_get_monotonic_time ();
  double cpu_start = thread_cpu_ms ();
  GskRenderNode *node;
  double ms;

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  ms = (g_get_monotonic_time () - start) / 1000.0;
  *cpu = thread_cpu_ms () - cpu_start;
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_unref (node);
  return ms;
}

/* Lets the worker thread's pictures arrive, as the main loop would between
 * frames (at most 16 ms of waiting per frame, as at 60 frames a second). */
static void
between_frames (TlBoardView *view)
{
  gint64 until = g_get_monotonic_time () + 16000;
  double cpu_start = thread_cpu_ms ();

  while (g_get_monotonic_time () < until)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (!_tl_board_view_tiles_busy (view))
        break;
      g_usleep (500);
    }
  between_cpu_ms += thread_cpu_ms () - cpu_start;
}

static void
report (const char *what,
        GArray     *times)
{
  double *t = (double *) times->data;

  qsort (t, times->len, sizeof (double), compare_doubles);
  printf ("%-40s %4u frames: median %6.2f ms, 95th percentile %6.2f ms, worst %6.2f ms\n", what, times->len,
          t[times->len / 2], t[(times->len * 95) / 100], t[times->len - 1]);
}

/* A sweep's frame times: wall clock and the main thread's CPU time. */
typedef struct {
  GArray *wall;
  GArray *cpu;
  double between_cpu;
} Sweep;

/* Zooms all the way out, all the way in and out again, panning a little at
 * each level, timing every frame. */
static void
sweep (TlBoardView *view,
       gboolean     sync,
       Sweep       *out)
{
  GArray *times = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *cpus = g_array_new (FALSE, FALSE, sizeof (double));
  double cpu;

  between_cpu_ms = 0;

  _tl_board_view_set_sync_tiles (view, sync);
  tl_board_view_fit (view);
  for (guint pass = 0; pass < 3; pass++)
    for (guint step = 0; step < tl_board_viewport_get_n_zoom_levels (); step++)
      {
        double ms;

        if (pass == 1)
          tl_board_view_zoom_in (view);
        else
          tl_board_view_zoom_out (view);
        ms = frame_ms (GTK_WIDGET (view), &cpu);
        g_array_append_val (times, ms);
        g_array_append_val (cpus, cpu);
        if (g_getenv ("BENCH_DEBUG"))
          printf ("pass %u step %u level %u: %.2f ms (CPU %.2f ms) busy %d\n", pass, step,
                  tl_board_viewport_get_zoom_level (tl_board_view_get_viewport (view)), ms, cpu,
                  _tl_board_view_tiles_busy (view));
        between_frames (view);
        for (int pan = 0; pan < 4; pan++)
          {
            tl_board_view_pan (view, pan % 2 ? -1.5 : 1.5, pan % 2 ? -0.75 : 0.75);
            ms = frame_ms (GTK_WIDGET (view), &cpu);
            g_array_append_val (times, ms);
            g_array_append_val (cpus, cpu);
            between_frames (view);
          }
      }
  out->wall = times;
  out->cpu = cpus;
  out->between_cpu = between_cpu_ms;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = NULL;
  g_autoptr (TlGame) game = NULL;
  Sweep old_way, new_way;
  double cpu;
  GtkWidget *window, *view;
  guint turns = 0;

  if (!gtk_init_check ())
    {
      g_printerr ("bench-board: no display; run it under xvfb-run\n");
      return 77;
    }
  adw_init ();

  record = tl_record_format_load_data (record_json, -1, "bench-board", &error);
  g_assert_no_error (error);
  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  while (tl_game_get_phase (game) != TL_PHASE_OVER && tl_game_play_ai_turn (game))
    turns++;
  printf ("USA West and East, %u tiles on the board after %u turns\n",
          tl_board_n_tiles (tl_game_state_board (tl_game_get_state (game))), turns);

  window = gtk_window_new ();
  view = tl_board_view_new ();
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  tl_board_view_set_game (TL_BOARD_VIEW (view), game);
  while (gtk_widget_get_width (view) < 100)
    g_main_context_iteration (NULL, TRUE);

  sweep (TL_BOARD_VIEW (view), TRUE, &old_way);
  tl_tile_cache_clear (TL_BOARD_VIEW (view)->cache);
  frame_ms (view, &cpu);  /* the first frame of a game draws what it shows */
  sweep (TL_BOARD_VIEW (view), FALSE, &new_way);
  report ("drawn in the frame (old), wall", old_way.wall);
  report ("drawn in the frame (old), CPU", old_way.cpu);
  report ("drawn off the frame, wall", new_way.wall);
  report ("drawn off the frame, CPU", new_way.cpu);
  printf ("pictures drawn on the worker thread: %u\n", TL_BOARD_VIEW (view)->tiles_drawn_async);
  printf ("main thread's CPU between frames (taking the pictures in): old %.0f ms, new %.0f ms\n",
          old_way.between_cpu, new_way.between_cpu);
  g_array_unref (old_way.wall);
  g_array_unref (old_way.cpu);
  g_array_unref (new_way.wall);
  g_array_unref (new_way.cpu);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
