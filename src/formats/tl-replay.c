/* tl-replay.c — replaying a game record to its result (docs/design.md §4); what a
 * game or an expansion adds to the result comes from its #TlRecordHooks
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-replay.h"
#include "tl-record-format.h"
#include "tl-record-format-private.h"

static void
add_int_array (JsonBuilder *builder,
               const char  *name,
               const gint  *values,
               guint        n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (builder, values[i]);
  json_builder_end_array (builder);
}

const char *
tl_replay_event_kind_name (const TlScoreEvent *event)
{
  for (guint i = 0; event->source != TL_SCORE_FEATURE && i < _tl_record_n_modules; i++)
    {
      const char *name = _tl_record_modules[i]->event_kind != NULL
                         ? _tl_record_modules[i]->event_kind (event) : NULL;

      if (name != NULL)
        return name;
    }
  return tl_segment_kind_name (event->kind);
}

/* Every module's members of the result at @part. */
static void
add_modules (JsonBuilder        *builder,
             TlGameState        *state,
             TlRecordReplayPart  part)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->write_replay != NULL)
      _tl_record_modules[i]->write_replay (builder, state, part);
}

static void
add_event (JsonBuilder        *builder,
           const TlScoreEvent *event,
           guint               n_players)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, event->turn);
  json_builder_set_member_name (builder, "final");
  json_builder_add_boolean_value (builder, event->final);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, tl_replay_event_kind_name (event));
  json_builder_set_member_name (builder, "tiles");
  json_builder_add_int_value (builder, event->n_tiles);
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, event->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, event->y);
  json_builder_set_member_name (builder, "port");
  json_builder_add_string_value (builder, tl_port_name (event->port));
  add_int_array (builder, "points", event->points, n_players);
  json_builder_end_object (builder);
}

JsonNode *
tl_replay_result_to_json (TlGameState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const GArray *events;
  guint n_players;
  gint scores[TL_MAX_PLAYERS], final_scores[TL_MAX_PLAYERS];
  gint supply[TL_MAX_PLAYERS];
  gboolean over;

  g_return_val_if_fail (state != NULL, NULL);

  n_players = MIN (tl_game_state_n_players (state), TL_MAX_PLAYERS);
  events = tl_game_state_events (state);
  over = tl_game_state_phase (state) == TL_PHASE_OVER;

  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *player = tl_game_state_player (state, p);

      final_scores[p] = scores[p] = player->score;
      supply[p] = player->supply;
    }
  /* the running score before end-of-game scoring: take the final events back out */
  for (guint i = 0; i < events->len; i++)
    {
      const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, i);

      if (event->final)
        for (guint p = 0; p < n_players; p++)
          scores[p] -= event->points[p];
    }

  json_builder_begin_object (builder);
  add_int_array (builder, "scores", scores, n_players);
  if (over)
    add_int_array (builder, "final_scores", final_scores, n_players);
  add_int_array (builder, "supply", supply, n_players);
  add_modules (builder, state, TL_RECORD_REPLAY_PLAYERS);
  add_modules (builder, state, TL_RECORD_REPLAY_STATE);
  json_builder_set_member_name (builder, "tiles_left");
  json_builder_add_int_value (builder, tl_game_state_tiles_left (state));
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events->len; i++)
    add_event (builder, &g_array_index (events, TlScoreEvent, i), n_players);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

TlGameState *
tl_replay_record_state (const TlRecord *record,
                        const char     *origin,
                        gboolean        final,
                        GError        **error)
{
  GError *local_error = NULL;
  TlGameState *state;

  g_return_val_if_fail (record != NULL && origin != NULL, NULL);

  /* end-of-game scoring comes between turns: --final scores the game as it
   * stood after its last whole turn, without the turn in progress */
  if (final && record->in_progress != NULL)
    {
      g_autoptr(TlRecord) whole = tl_record_copy (record);

      tl_record_set_in_progress (whole, NULL);
      return tl_replay_record_state (whole, origin, final, error);
    }

  state = tl_game_state_replay (record, &local_error);
  if (state == NULL)
    {
      if (g_error_matches (local_error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
        g_prefix_error (&local_error, "%s: ", origin);
      g_propagate_error (error, local_error);
      return NULL;
    }

  /* between turns only: without @final, a turn in progress is left where it
   * stopped */
  if (tl_game_state_phase (state) == TL_PHASE_DRAW &&
      (final || tl_game_state_tiles_left (state) == 0))
    tl_game_state_finish (state);
  return state;
}

TlGameState *
tl_replay_file_state (const char  *path,
                      gboolean     final,
                      GError     **error)
{
  g_autoptr(TlRecord) record = NULL;
  g_autofree char *origin = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  record = tl_record_format_load_file_full (path, TL_RECORD_LOAD_VIEW, error);
  if (record == NULL)
    return NULL;
  origin = g_path_get_basename (path);
  return tl_replay_record_state (record, origin, final, error);
}

static JsonNode *
result_and_free (TlGameState *state)
{
  JsonNode *result;

  if (state == NULL)
    return NULL;
  result = tl_replay_result_to_json (state);
  tl_game_state_free (state);
  return result;
}

JsonNode *
tl_replay_record (const TlRecord *record,
                  const char     *origin,
                  gboolean        final,
                  GError        **error)
{
  return result_and_free (tl_replay_record_state (record, origin, final, error));
}

JsonNode *
tl_replay_file (const char  *path,
                gboolean     final,
                GError     **error)
{
  return result_and_free (tl_replay_file_state (path, final, error));
}

/* The state after each turn of @record, as seat @seat sees it: @record's own
 * game, or (a projection) the seat's twin following it turn by turn. */
static gboolean
add_digests (JsonBuilder    *builder,
             const TlRecord *record,
             guint           seat,
             GError        **error)
{
  g_autoptr(TlRecord) header = tl_record_copy_header (record);
  TlGameState *state = NULL;
  gboolean view = record->view >= 0, ok = TRUE;

  state = view ? tl_game_state_replay (header, error) : tl_game_state_new (header, error);
  if (state == NULL)
    return FALSE;
  for (guint i = 0; ok && i < record->turns->len; i++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, i);
      GError *local = NULL;

      ok = view ? tl_game_state_follow (state, turn, TRUE, error)
                : tl_game_state_apply_turn (state, turn, &local);
      if (local != NULL)
        {
          /* as tl_game_state_replay() says it (docs/design.md §9) */
          g_set_error (error, local->domain, local->code, "turn %u: %s", i + 1, local->message);
          g_error_free (local);
        }
      if (ok)
        {
          g_autofree char *digest = tl_game_state_public_digest (state, seat);

          json_builder_add_string_value (builder, digest);
        }
    }
  if (ok && record->in_progress != NULL)
    {
      TlGameState *played = view ? NULL : tl_game_state_replay (record, error);

      ok = view ? tl_game_state_follow (state, record->in_progress, FALSE, error) : played != NULL;
      if (ok)
        {
          g_autofree char *digest = tl_game_state_public_digest (view ? state : played, seat);

          json_builder_add_string_value (builder, digest);
        }
      tl_game_state_free (played);
    }
  tl_game_state_free (state);
  return ok;
}

JsonNode *
tl_replay_digests (const TlRecord *record,
                   const char     *origin,
                   gint            seat,
                   GError        **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  GError *local_error = NULL;

  g_return_val_if_fail (record != NULL && origin != NULL, NULL);

  if (seat < 0)
    seat = MAX (record->view, 0);
  if ((guint) seat >= record->players->len || (record->view >= 0 && seat != record->view))
    {
      if (record->view >= 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                     "%s: the record is the view of player %d (seat %d): it has the digests of "
                     "that seat only", origin, record->view + 1, record->view);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                     "%s: there is no seat %d: %u play (seats 0 to %u)", origin, seat,
                     record->players->len, record->players->len - 1);
      return NULL;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "digests");
  json_builder_begin_array (builder);
  if (!add_digests (builder, record, seat, &local_error))
    {
      if (g_error_matches (local_error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
        g_prefix_error (&local_error, "%s: ", origin);
      g_propagate_error (error, local_error);
      return NULL;
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
