/* test-simulation.c — "Try it": games played out on a layout, and what they measure
 *
 * - Without Map-Chips every tile of the Maps deck ends on the board or discarded:
 *   on board + discarded = 114 exactly, in every game and so in the mean; the
 *   fullness is the tiles on board over the 139 squares of USA West; no chips, no
 *   reveals; the players placed every tile on board but the 2 start tiles.
 * - With Map-Chips: at most 15 chips and 15 reveals a game, and the tiles on
 *   board are the start tiles, the players' and the reveals that fitted.
 * - Progress is told after each game, and stopping it stops the run.
 * - The worker-thread run measures exactly what the direct run measures, tells
 *   its progress on the main context, and a cancelled run says so.
 * - A layout with a problem gives no header, naming the problem.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "tl-map-document.h"
#include "tl-map-format.h"
#include "tl-simulation-task.h"

static TlMapDocument *
usa_west (void)
{
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);

  return tl_map_document_new_from_layout (west);
}

static gboolean
count_progress (guint done, guint total, gpointer data)
{
  guint *calls = data;

  g_assert_cmpuint (done, ==, ++*calls);
  g_assert_cmpuint (total, ==, 6);
  return TRUE;
}

static void
test_without_chips (void)
{
  g_autoptr(TlMapDocument) doc = usa_west ();
  g_autoptr(GError) error = NULL;
  TlRecord *header = tl_map_document_trial_header (doc, FALSE, FALSE, 3, 40, &error);
  TlSimulation sim;
  guint calls = 0;

  g_assert_no_error (error);
  g_assert_true (tl_simulation_run (header, 6, 0, count_progress, &calls, &sim, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 6);
  g_assert_cmpuint (sim.games, ==, 6);
  g_assert_cmpuint (sim.players, ==, 3);
  g_assert_cmpuint (sim.squares, ==, 139);
  g_test_message ("USA West, Maps deck, level 0: %.1f tiles on the map (%.0f %%, fullest %.0f %%), "
                  "%.1f discarded, mean score %.1f, winner %.1f", sim.tiles_on_board,
                  100 * sim.fullness, 100 * sim.fullest, sim.tiles_discarded, sim.mean_score,
                  sim.mean_best_score);
  g_assert_cmpfloat_with_epsilon (sim.tiles_on_board + sim.tiles_discarded, 114, 1e-9);
  g_assert_cmpfloat_with_epsilon (sim.tiles_placed, sim.tiles_on_board - 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (sim.fullness, sim.tiles_on_board / 139, 1e-9);
  g_assert_cmpfloat (sim.fullest, >=, sim.fullness);
  g_assert_cmpfloat (sim.fullest, <=, 114.0 / 139);
  g_assert_cmpfloat (sim.chips_collected, ==, 0);
  g_assert_cmpfloat (sim.reveals_placed, ==, 0);
  g_assert_cmpfloat (sim.reveals_removed, ==, 0);
  g_assert_cmpfloat (sim.mean_best_score, >=, sim.mean_score);
  g_assert_cmpfloat (sim.mean_score, >, 0);
  tl_record_free (header);
}

static gboolean
stop_after_two (guint done, guint total, gpointer data)
{
  return done < 2;
}

static void
test_with_chips (void)
{
  g_autoptr(TlMapDocument) doc = usa_west ();
  g_autoptr(GError) error = NULL;
  TlRecord *header = tl_map_document_trial_header (doc, TRUE, TRUE, 2, 7, &error);
  TlSimulation sim;

  g_assert_no_error (error);
  g_assert_cmpuint (header->tileset->total_tiles, ==, 72);
  g_assert_cmpint (header->options.meeples, ==, 9);
  g_assert_true (tl_simulation_run (header, 5, 1, NULL, NULL, &sim, &error));
  g_assert_cmpuint (sim.games, ==, 5);
  g_test_message ("USA West, base tiles, Map-Chips, level 1: %.1f tiles on the map (%.0f %%), "
                  "%.1f discarded, %.1f chips, %.1f reveals placed, %.1f removed, mean score %.1f, "
                  "winner %.1f", sim.tiles_on_board, 100 * sim.fullness, sim.tiles_discarded,
                  sim.chips_collected, sim.reveals_placed, sim.reveals_removed, sim.mean_score,
                  sim.mean_best_score);
  g_assert_cmpfloat (sim.chips_collected, <=, 15);
  g_assert_cmpfloat (sim.chips_collected, >, 0);
  g_assert_cmpfloat (sim.reveals_placed + sim.reveals_removed, <=, 15);
  g_assert_cmpfloat (sim.reveals_placed + sim.reveals_removed, >, 0);
  g_assert_cmpfloat_with_epsilon (sim.tiles_placed + 2 + sim.reveals_placed, sim.tiles_on_board, 1e-9);
  g_assert_cmpfloat (sim.tiles_on_board + sim.tiles_discarded, <=, 72);

  g_assert_true (tl_simulation_run (header, 5, 1, stop_after_two, NULL, &sim, &error));
  g_assert_cmpuint (sim.games, ==, 2);
  tl_record_free (header);
}

typedef struct {
  GMainLoop *loop;
  guint ticks;
  gboolean ok;
  TlSimulation sim;
  GError *error;
} Wait;

static void
on_tick (guint done, guint total, gpointer data)
{
  Wait *w = data;

  g_assert_cmpuint (done, ==, ++w->ticks);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;

  w->ok = tl_simulation_run_finish (result, &w->sim, &w->error);
  g_main_loop_quit (w->loop);
}

static void
test_async (void)
{
  g_autoptr(TlMapDocument) doc = usa_west ();
  g_autoptr(GError) error = NULL;
  TlRecord *header = tl_map_document_trial_header (doc, FALSE, TRUE, 4, 99, &error);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Wait w = { g_main_loop_new (NULL, FALSE) };
  TlSimulation direct;

  g_assert_true (tl_simulation_run (header, 4, 1, NULL, NULL, &direct, NULL));
  tl_simulation_run_async (header, 4, 1, NULL, on_tick, &w, on_done, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_true (w.ok);
  g_assert_cmpmem (&w.sim, sizeof w.sim, &direct, sizeof direct);
  /* the last tick may come after the result: let the loop run it */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (w.ticks, ==, 4);

  g_cancellable_cancel (cancellable);
  tl_simulation_run_async (header, 50, 1, cancellable, on_tick, &w, on_done, &w);
  g_main_loop_run (w.loop);
  g_assert_false (w.ok);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&w.error);
  g_main_loop_unref (w.loop);
  tl_record_free (header);
}

static void
test_refused (void)
{
  g_autoptr(TlMapDocument) doc = usa_west ();
  g_autoptr(GError) error = NULL;

  tl_map_document_set_cell (doc, 4, 2, TL_MAP_PAINT_PLAYABLE);
  tl_map_document_set_cell (doc, 10, 8, TL_MAP_PAINT_HALF);
  g_assert_null (tl_map_document_trial_header (doc, FALSE, TRUE, 2, 1, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, "the map has 2 problems, such as: no start square (a map "
                   "needs at least one)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/simulation/without-chips", test_without_chips);
  g_test_add_func ("/simulation/with-chips", test_with_chips);
  g_test_add_func ("/simulation/async", test_async);
  g_test_add_func ("/simulation/refused", test_refused);
  return g_test_run ();
}
