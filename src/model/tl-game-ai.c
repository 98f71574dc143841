/* tl-game-ai.c — computer moves and hints worked out in a worker thread
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/design.md §8: the app computes a computer move in a worker thread and never
 * blocks the window. The worker gets a copy of the state (the engine shares
 * nothing but the immutable, atomically counted tile set and map); the game goes
 * on being shown, panned, zoomed, saved. When the move is ready it replaces the
 * state — only if the game has not changed meanwhile (an undo, a loaded game).
 * Cancelling stops the search early (TlAiConfig.cancel).
 */

#include "config.h"

#include "tl-game-private.h"

typedef struct {
  TlGameState *state;      /* the copy worked on */
  TlAiConfig config;
  TlRng rng;
  gint cancel;             /* TlAiConfig.cancel */
  guint generation;        /* of the game when the work began */
  GCancellable *cancellable;
  gulong cancel_id;
  TlAiMove move;           /* a hint */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  if (job->cancellable != NULL)
    {
      g_cancellable_disconnect (job->cancellable, job->cancel_id);
      g_object_unref (job->cancellable);
    }
  tl_game_state_free (job->state);
  g_free (job);
}

static void
on_cancelled (GCancellable *cancellable,
              gpointer      data)
{
  Job *job = data;

  g_atomic_int_set (&job->cancel, 1);
}

/* A job for @level on a copy of @self's state; the task owns it. */
static Job *
job_new (TlGame       *self,
         GTask        *task,
         gint          level,
         guint         budget_ms,
         GCancellable *cancellable)
{
  Job *job = g_new0 (Job, 1);

  job->state = tl_game_state_copy (tl_game_get_state (self));
  tl_ai_config_init (&job->config, level);
  if (budget_ms > 0)
    job->config.budget_ms = budget_ms;
  job->config.cancel = &job->cancel;
  job->generation = _tl_game_generation (self);
  if (cancellable != NULL)
    {
      job->cancellable = g_object_ref (cancellable);
      job->cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), job, NULL);
    }
  g_task_set_task_data (task, job, job_free);
  return job;
}

/* Whether the job's result still belongs to the game as it is. */
static gboolean
still_current (TlGame  *self,
               Job     *job,
               GError **error)
{
  if (g_atomic_int_get (&job->cancel) ||
      (job->cancellable != NULL && g_cancellable_is_cancelled (job->cancellable)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the computer player was stopped");
      return FALSE;
    }
  if (job->generation != _tl_game_generation (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "the game changed while the computer player was thinking");
      return FALSE;
    }
  return TRUE;
}

static void
play_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  Job *job = data;

  if (tl_ai_play (job->state, &job->config, &job->rng))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             "the computer player found no move");
}

void
tl_game_play_ai_turn_async (TlGame              *self,
                            guint                budget_ms,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  const TlPlayerInfo *info;
  Job *job;

  g_return_if_fail (TL_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tl_game_play_ai_turn_async);
  g_task_set_name (task, "[tilelands] computer turn");
  if (!tl_game_current_is_ai (self) || tl_game_get_phase (self) != TL_PHASE_PLACE ||
      tl_game_get_viewer (self) >= 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "it is not a computer player's turn to place a tile");
      return;
    }
  info = tl_game_player_info (self, tl_game_get_current_player (self));
  job = job_new (self, task, info->level, budget_ms, cancellable);
  job->rng = *_tl_game_ai_rng (self);
  g_task_run_in_thread (task, play_in_thread);
}

gboolean
tl_game_play_ai_turn_finish (TlGame        *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  Job *job;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  if (!still_current (self, job, error))
    return FALSE;
  *_tl_game_ai_rng (self) = job->rng;
  _tl_game_replace_state (self, g_steal_pointer (&job->state));
  return TRUE;
}

static void
hint_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  Job *job = data;

  if (tl_ai_choose_config (job->state, &job->config, &job->rng, &job->move))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "no move to suggest");
}

void
tl_game_hint_async (TlGame              *self,
                    guint                budget_ms,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  Job *job;

  g_return_if_fail (TL_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tl_game_hint_async);
  g_task_set_name (task, "[tilelands] hint");
  if (tl_game_get_phase (self) != TL_PHASE_PLACE)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "a hint is for a tile still to be placed");
      return;
    }
  job = job_new (self, task, TL_AI_HARD, budget_ms, cancellable);
  /* the hint's own random numbers: asking for one never changes how the
   * computer players play afterwards */
  {
    TlRng stream = *_tl_game_ai_rng (self);

    tl_rng_init (&job->rng, tl_rng_next (&stream) ^ tl_game_get_turn (self));
  }
  g_task_run_in_thread (task, hint_in_thread);
}

gboolean
tl_game_hint_finish (TlGame        *self,
                     GAsyncResult  *result,
                     TlAiMove      *move,
                     GError       **error)
{
  Job *job;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  if (!still_current (self, job, error))
    return FALSE;
  *move = job->move;
  return TRUE;
}
