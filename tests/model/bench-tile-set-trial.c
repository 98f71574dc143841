/* bench-tile-set-trial.c — what Try It of the tile-set editor costs (issue 12):
 * N games of a set as the dialog plays them, from the document's trial header
 * through tl_simulation_run_async() (a worker thread, a progress tick on the
 * main loop after each game). Never part of the tests:
 * `meson test -C build --benchmark bench-tile-set-trial --verbose`.
 *
 * Target: 200 games of a 72-tile set at level 0 in at most 2 s on one core.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <time.h>

#include "tl-simulation-task.h"
#include "tl-tile-set-document.h"
#include "tl-tileset-format.h"

typedef struct {
  GMainLoop *loop;
  guint ticks;
  gboolean ok;
  TlSimulation result;
} Run;

static void
on_progress (guint done, guint total, gpointer data)
{
  ((Run *) data)->ticks++;
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *run = data;
  g_autoptr(GError) error = NULL;

  run->ok = tl_simulation_run_finish (result, &run->result, &error);
  if (!run->ok)
    g_printerr ("%s\n", error->message);
  g_main_loop_quit (run->loop);
}

static double
cpu_seconds (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* Plays @games of @id's tiles at @level; prints the wall and CPU time. */
static gboolean
bench (const char *id, guint games, gint level, double target)
{
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (id, NULL);
  g_autofree char *json = tl_tileset_format_to_data (set, NULL);
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (json, -1, id, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) header = tl_tile_set_document_trial_header (doc, 2, level, 1, &error);
  Run run = { g_main_loop_new (NULL, FALSE), 0, FALSE, { 0 } };
  gint64 start;
  double cpu, wall;

  if (header == NULL)
    {
      g_printerr ("%s: %s\n", id, error->message);
      return FALSE;
    }
  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  tl_simulation_run_async (header, games, level, NULL, on_progress, &run, on_done, &run);
  g_main_loop_run (run.loop);
  wall = (g_get_monotonic_time () - start) / 1e6;
  cpu = cpu_seconds () - cpu;
  g_main_loop_unref (run.loop);
  if (!run.ok)
    return FALSE;
  g_print ("%s (%u tiles), %u games, 2 players of level %d: %.3f s (CPU %.3f s), %u progress ticks, "
           "%.1f turns a game%s\n", id, header->tileset->total_tiles, run.result.games, level, wall, cpu,
           run.ticks, run.result.turns,
           target > 0 ? (wall <= target ? ", within the 2 s target" : ", OVER the 2 s target") : "");
  return TRUE;
}

int
main (void)
{
  gboolean ok = TRUE;

  /* the target, then the option and a larger set for the record */
  ok &= bench (TL_TILESET_BASE, 200, 0, 2.0);
  ok &= bench (TL_TILESET_BASE, 200, 1, 0);
  ok &= bench ("discovery", 200, 0, 0);
  return ok ? 0 : 1;
}
