/* tl-game-replay.c — a game record turn by turn, for the History's replay view
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-replay.h"

struct _TlGameReplay {
  GObject parent_instance;

  TlRecord *record;
  GPtrArray *states;     /* of TlGameState*: step 0 .. n */
  GArray *events;        /* of TlScoreEvent: the last step's, in order */
  GArray *first_event;   /* of guint: index into events of step k's first; n + 2 entries */
  gint lowest, highest;
};

G_DEFINE_FINAL_TYPE (TlGameReplay, tl_game_replay, G_TYPE_OBJECT)

static void
tl_game_replay_finalize (GObject *object)
{
  TlGameReplay *self = TL_GAME_REPLAY (object);

  g_clear_pointer (&self->record, tl_record_free);
  g_clear_pointer (&self->states, g_ptr_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->first_event, g_array_unref);
  G_OBJECT_CLASS (tl_game_replay_parent_class)->finalize (object);
}

static void
tl_game_replay_class_init (TlGameReplayClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_game_replay_finalize;
}

static void
tl_game_replay_init (TlGameReplay *self)
{
  self->states = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_game_state_free);
  self->events = g_array_new (FALSE, FALSE, sizeof (TlScoreEvent));
  self->first_event = g_array_new (FALSE, FALSE, sizeof (guint));
}

/* Splits the events of the last step by turn (events are in turn order). */
static void
index_events (TlGameReplay *self)
{
  const TlGameState *last = self->states->pdata[self->states->len - 1];
  const GArray *events = tl_game_state_events (last);
  guint n = self->states->len - 1, e = 0;

  if (events != NULL)
    g_array_append_vals (self->events, events->data, events->len);
  for (guint step = 0; step <= n + 1; step++)
    {
      while (step > 0 && e < self->events->len
             && g_array_index (self->events, TlScoreEvent, e).turn < step)
        e++;
      g_array_append_val (self->first_event, e);
    }
  /* step n owns every event from its first on (end-of-game scoring included) */
  g_array_index (self->first_event, guint, n + 1) = self->events->len;
}

TlGameReplay *
tl_game_replay_new (const TlRecord *record,
                    const char     *origin,
                    GError        **error)
{
  g_autoptr (TlGameReplay) self = NULL;
  g_autoptr (GError) local = NULL;
  TlGameState *state;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  state = tl_game_state_new (record, &local);
  if (state == NULL)
    {
      if (g_error_matches (local, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
        g_prefix_error (&local, "%s: ", origin != NULL ? origin : "game");
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  self = g_object_new (TL_TYPE_GAME_REPLAY, NULL);
  self->record = tl_record_copy (record);
  g_ptr_array_add (self->states, state);
  for (guint t = 0; t < record->turns->len; t++)
    {
      TlGameState *next = tl_game_state_copy (state);

      if (!tl_game_state_apply_turn (next, &g_array_index (record->turns, TlTurnRecord, t), &local))
        {
          tl_game_state_free (next);
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "turn %u: ", t + 1);
          return NULL;
        }
      g_ptr_array_add (self->states, next);
      state = next;
    }
  /* as the library and the CLI end it (tl_replay_record_state()) */
  if (tl_game_state_phase (state) != TL_PHASE_OVER && tl_game_state_tiles_left (state) == 0)
    tl_game_state_finish (state);
  index_events (self);

  for (guint step = 0; step < self->states->len; step++)
    for (guint seat = 0; seat < record->players->len; seat++)
      {
        gint score = tl_game_replay_get_score (self, step, seat);

        self->lowest = MIN (self->lowest, score);
        self->highest = MAX (self->highest, score);
      }
  return g_steal_pointer (&self);
}

const TlRecord *
tl_game_replay_get_record (TlGameReplay *self)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), NULL);
  return self->record;
}

guint
tl_game_replay_get_n_turns (TlGameReplay *self)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), 0);
  return self->states->len - 1;
}

const TlGameState *
tl_game_replay_get_state (TlGameReplay *self,
                          guint         step)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), NULL);
  g_return_val_if_fail (step < self->states->len, NULL);
  return self->states->pdata[step];
}

gint
tl_game_replay_get_score (TlGameReplay *self,
                          guint         step,
                          guint         seat)
{
  const TlGameState *state = tl_game_replay_get_state (self, step);

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < tl_game_state_n_players (state), 0);
  return tl_game_state_player (state, seat)->score;
}

const TlScoreEvent *
tl_game_replay_get_events (TlGameReplay *self,
                           guint         step,
                           guint        *n_events)
{
  guint first, end;

  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), NULL);
  g_return_val_if_fail (n_events != NULL, NULL);
  g_return_val_if_fail (step < self->states->len, NULL);

  *n_events = 0;
  if (step == 0)
    return NULL;
  first = g_array_index (self->first_event, guint, step);
  end = g_array_index (self->first_event, guint, step + 1);
  if (end <= first)
    return NULL;
  *n_events = end - first;
  return &g_array_index (self->events, TlScoreEvent, first);
}

void
tl_game_replay_get_score_range (TlGameReplay *self,
                                gint         *lowest,
                                gint         *highest)
{
  g_return_if_fail (TL_IS_GAME_REPLAY (self));
  if (lowest != NULL)
    *lowest = self->lowest;
  if (highest != NULL)
    *highest = self->highest;
}
