/* tl-simulation-task.c — tl_simulation_run() on a worker thread, with progress
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-simulation-task.h"

typedef struct {
  TlRecord *header;
  guint games;
  gint level;
  TlSimulation result;
  guint *discarded;       /* per tile type of the header's set */
  GMainContext *context;
  TlSimulationTaskProgress progress;
  gpointer progress_data;
  GCancellable *cancellable;
} Run;

typedef struct {
  Run *run;
  GTask *task;    /* keeps @run alive */
  guint done;
} Tick;

static void
run_free (gpointer data)
{
  Run *run = data;

  tl_record_free (run->header);
  g_free (run->discarded);
  g_main_context_unref (run->context);
  g_clear_object (&run->cancellable);
  g_free (run);
}

static gboolean
tell (gpointer data)
{
  Tick *tick = data;

  if (!g_cancellable_is_cancelled (tick->run->cancellable))
    tick->run->progress (tick->done, tick->run->games, tick->run->progress_data);
  return G_SOURCE_REMOVE;
}

static void
tick_free (gpointer data)
{
  Tick *tick = data;

  g_object_unref (tick->task);
  g_free (tick);
}

/* On the worker thread. */
static gboolean
on_game (guint done, guint total, gpointer data)
{
  GTask *task = data;
  Run *run = g_task_get_task_data (task);

  if (run->progress != NULL)
    {
      Tick *tick = g_new0 (Tick, 1);

      tick->run = run;
      tick->task = g_object_ref (task);
      tick->done = done;
      g_main_context_invoke_full (run->context, G_PRIORITY_DEFAULT, tell, tick, tick_free);
    }
  return !g_cancellable_is_cancelled (run->cancellable);
}

static void
run_thread (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  Run *run = data;
  GError *error = NULL;

  if (!tl_simulation_run_tiles (run->header, run->games, run->level, on_game, task, &run->result,
                                run->discarded, &error))
    g_task_return_error (task, error);
  else if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

void
tl_simulation_run_async (const TlRecord          *header,
                         guint                    games,
                         gint                     level,
                         GCancellable            *cancellable,
                         TlSimulationTaskProgress progress,
                         gpointer                 progress_data,
                         GAsyncReadyCallback      callback,
                         gpointer                 user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Run *run = g_new0 (Run, 1);

  g_return_if_fail (header != NULL && games >= 1);

  run->header = tl_record_copy_header (header);
  run->discarded = g_new0 (guint, header->tileset->types->len);
  run->games = games;
  run->level = level;
  run->context = g_main_context_ref_thread_default ();
  run->progress = progress;
  run->progress_data = progress_data;
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();
  g_task_set_source_tag (task, tl_simulation_run_async);
  g_task_set_task_data (task, run, run_free);
  g_task_run_in_thread (task, run_thread);
}

gboolean
tl_simulation_run_finish (GAsyncResult  *result,
                          TlSimulation  *out,
                          GError       **error)
{
  Run *run;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  run = g_task_get_task_data (G_TASK (result));
  *out = run->result;
  return TRUE;
}

gboolean
tl_simulation_run_finish_tiles (GAsyncResult  *result,
                                TlSimulation  *out,
                                guint        **discarded,
                                GError       **error)
{
  Run *run;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  run = g_task_get_task_data (G_TASK (result));
  *out = run->result;
  if (discarded != NULL)
    *discarded = g_memdup2 (run->discarded, run->header->tileset->types->len * sizeof (guint));
  return TRUE;
}
