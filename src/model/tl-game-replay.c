/* tl-game-replay.c — a game record turn by turn, for the History's replay view
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-replay-private.h"

/* Snapshots: at most about this many a replay, and one every MIN_EVERY turns at most,
 * so that the replay's memory grows with its length and a step replays fewer than
 * the game's turns / SNAPSHOTS turns. */
#define SNAPSHOTS 32
#define MIN_EVERY 8

struct _TlGameReplay {
  GObject parent_instance;

  TlRecord *record;
  guint n_turns;
  guint n_seats;
  gint *scores;          /* [step * n_seats + seat], step 0 .. n */
  guint8 *to_play;       /* [step]: the seat whose turn comes after step */
  GPtrArray *snapshots;  /* of TlGameState*: the game after step 0, every, 2 × every … */
  guint every;
  TlGameState *cursor;   /* the game after step cursor_step: a snapshot played on, or NULL */
  guint cursor_step;
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
  g_clear_pointer (&self->scores, g_free);
  g_clear_pointer (&self->to_play, g_free);
  g_clear_pointer (&self->snapshots, g_ptr_array_unref);
  g_clear_pointer (&self->cursor, tl_game_state_free);
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
  self->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_game_state_free);
  self->events = g_array_new (FALSE, FALSE, sizeof (TlScoreEvent));
  self->first_event = g_array_new (FALSE, FALSE, sizeof (guint));
}

/* Splits the events of the last step (@last) by turn (events are in turn order). */
static void
index_events (TlGameReplay      *self,
              const TlGameState *last)
{
  const GArray *events = tl_game_state_events (last);
  guint n = self->n_turns, e = 0;

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

/* Plays turn @step of the record (from 1) on @state, the game after @step − 1 turns,
 * and ends the game after the last turn as the library and the CLI do
 * (tl_replay_record_state()). */
static gboolean
play_turn (TlGameReplay  *self,
           TlGameState   *state,
           guint          step,
           GError       **error)
{
  if (!tl_game_state_apply_turn (state, &g_array_index (self->record->turns, TlTurnRecord, step - 1),
                                 error))
    return FALSE;
  if (step == self->n_turns && tl_game_state_phase (state) != TL_PHASE_OVER &&
      tl_game_state_tiles_left (state) == 0)
    tl_game_state_finish (state);
  return TRUE;
}

/* Keeps what the replay shows of @state, the game after @step turns, without it:
 * the scores, who plays next and the score range. */
static void
note_step (TlGameReplay      *self,
           const TlGameState *state,
           guint              step)
{
  self->to_play[step] = tl_game_state_current_player (state);
  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      gint score = tl_game_state_player (state, seat)->score;

      self->scores[step * self->n_seats + seat] = score;
      self->lowest = MIN (self->lowest, score);
      self->highest = MAX (self->highest, score);
    }
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
  self->n_turns = record->turns->len;
  self->n_seats = tl_game_state_n_players (state);
  self->scores = g_new (gint, (gsize) (self->n_turns + 1) * self->n_seats);
  self->to_play = g_new (guint8, self->n_turns + 1);
  self->every = MAX (MIN_EVERY, (self->n_turns + SNAPSHOTS - 1) / SNAPSHOTS);
  /* one game played through, copied every @every turns */
  if (self->n_turns == 0 && tl_game_state_phase (state) != TL_PHASE_OVER &&
      tl_game_state_tiles_left (state) == 0)
    tl_game_state_finish (state);
  note_step (self, state, 0);
  g_ptr_array_add (self->snapshots, tl_game_state_copy (state));
  for (guint step = 1; step <= self->n_turns; step++)
    {
      if (!play_turn (self, state, step, &local))
        {
          tl_game_state_free (state);
          g_propagate_prefixed_error (error, g_steal_pointer (&local), "turn %u: ", step);
          return NULL;
        }
      note_step (self, state, step);
      if (step % self->every == 0)
        g_ptr_array_add (self->snapshots, tl_game_state_copy (state));
    }
  index_events (self, state);
  /* the last step, the one a replay opens on, is at hand */
  self->cursor = state;
  self->cursor_step = self->n_turns;
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
  return self->n_turns;
}

const TlGameState *
tl_game_replay_get_state (TlGameReplay *self,
                          guint         step)
{
  guint from;

  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), NULL);
  g_return_val_if_fail (step <= self->n_turns, NULL);

  from = step - step % self->every;   /* the nearest snapshot at or before @step */
  if (self->cursor == NULL || self->cursor_step > step || self->cursor_step < from)
    {
      g_clear_pointer (&self->cursor, tl_game_state_free);
      self->cursor = tl_game_state_copy (self->snapshots->pdata[step / self->every]);
      self->cursor_step = from;
    }
  while (self->cursor_step < step)
    {
      g_autoptr (GError) error = NULL;

      /* every turn was played once in tl_game_replay_new() */
      if (!play_turn (self, self->cursor, ++self->cursor_step, &error))
        g_error ("turn %u of a replayed game: %s", self->cursor_step, error->message);
    }
  return self->cursor;
}

guint
tl_game_replay_get_player (TlGameReplay *self,
                           guint         step)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), 0);
  g_return_val_if_fail (step >= 1 && step <= self->n_turns, 0);
  return self->to_play[step - 1];
}

gint
tl_game_replay_get_score (TlGameReplay *self,
                          guint         step,
                          guint         seat)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), 0);
  g_return_val_if_fail (step <= self->n_turns, 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->scores[step * self->n_seats + seat];
}

const TlScoreEvent *
tl_game_replay_get_events (TlGameReplay *self,
                           guint         step,
                           guint        *n_events)
{
  guint first, end;

  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), NULL);
  g_return_val_if_fail (n_events != NULL, NULL);
  g_return_val_if_fail (step <= self->n_turns, NULL);

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

guint
_tl_game_replay_n_games (TlGameReplay *self)
{
  g_return_val_if_fail (TL_IS_GAME_REPLAY (self), 0);
  return self->snapshots->len + (self->cursor != NULL);
}
