/* tl-simulation-task.h — tl_simulation_run() on a worker thread, with progress
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlSimulationTaskProgress:
 * @done: games finished so far
 * @total: games asked for
 * @data: the caller's data
 *
 * Called on the caller's main context after each game (never after the task was
 * cancelled).
 */
typedef void (*TlSimulationTaskProgress) (guint    done,
                                          guint    total,
                                          gpointer data);

/**
 * tl_simulation_run_async:
 * @header: (transfer none): the games' record header (see tl_simulation_run());
 *   copied
 * @games: how many games, at least 1
 * @level: the computer players' level
 * @cancellable: (nullable): stops the run between two games
 * @progress: (nullable): told of each game finished, on this thread's main context
 * @progress_data: for @progress; must live until @callback (cancel first)
 * @callback: called with the result on this thread's main context
 * @user_data: for @callback
 *
 * Plays the games on a worker thread (the window never waits).
 */
void     tl_simulation_run_async  (const TlRecord          *header,
                                   guint                    games,
                                   gint                     level,
                                   GCancellable            *cancellable,
                                   TlSimulationTaskProgress progress,
                                   gpointer                 progress_data,
                                   GAsyncReadyCallback      callback,
                                   gpointer                 user_data);

/**
 * tl_simulation_run_finish:
 * @result: the result given to the callback
 * @out: (out caller-allocates): what the games measured
 * @error: return location for an error, or %NULL
 *
 * Errors: %G_IO_ERROR_CANCELLED when cancelled; those of tl_simulation_run().
 *
 * Returns: %TRUE with @out filled.
 */
gboolean tl_simulation_run_finish (GAsyncResult  *result,
                                   TlSimulation  *out,
                                   GError       **error);

/**
 * tl_simulation_run_finish_tiles:
 * @result: the result given to the callback
 * @out: (out caller-allocates): what the games measured
 * @discarded: (out) (optional) (transfer full) (array): how often each tile type
 *   of the header's set was discarded (tl_simulation_run_tiles()); free with g_free()
 * @error: return location for an error, or %NULL
 *
 * tl_simulation_run_finish() with the discards of each tile type.
 *
 * Returns: %TRUE with @out filled.
 */
gboolean tl_simulation_run_finish_tiles (GAsyncResult  *result,
                                         TlSimulation  *out,
                                         guint        **discarded,
                                         GError       **error);

G_END_DECLS
