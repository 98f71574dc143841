/* tl-replay.c — replaying a game record to its result (DESIGN.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-replay.h"
#include "tl-record-format.h"

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
  switch (event->source)
    {
    case TL_SCORE_GIFTS:
      return "gifts";
    case TL_SCORE_CHIP:
      return "chip";
    case TL_SCORE_REVEAL:
      return "reveal";
    case TL_SCORE_FEATURE:
    default:
      return tl_segment_kind_name (event->kind);
    }
}

/* The Gifts' public piles, as extra members: `gift_deck` (cards face down) and
 * `gift_discard` (the face-up discard pile, oldest first, by card name). */
static void
add_gift_piles (JsonBuilder       *builder,
                const TlGameState *state)
{
  const guint8 *pile;
  guint n;

  json_builder_set_member_name (builder, "gift_deck");
  json_builder_add_int_value (builder, tl_gifts_deck_left (state));
  pile = tl_gifts_discard_pile (state, &n);
  json_builder_set_member_name (builder, "gift_discard");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (builder, tl_gift_card_name (pile[i]));
  json_builder_end_array (builder);
}

/* The Gifts' events, as an extra member `gift_events`: every gift opened and
 * received, in turn order: {"turn", "player", "opened"|"received": card}. */
static void
add_gift_events (JsonBuilder       *builder,
                 const TlGameState *state)
{
  const TlRecord *record = tl_game_state_record (state);
  guint n_players = tl_game_state_n_players (state);

  json_builder_set_member_name (builder, "gift_events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->turns->len; i++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, i);
      const struct { gboolean happened; const char *what; gint card; } events[] = {
        { turn->has_gift, "opened", turn->gift.card },
        { turn->received >= 0, "received", turn->received },
      };

      for (guint e = 0; e < G_N_ELEMENTS (events); e++)
        {
          if (!events[e].happened)
            continue;
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "turn");
          json_builder_add_int_value (builder, i + 1);
          json_builder_set_member_name (builder, "player");
          json_builder_add_int_value (builder, i % n_players);
          json_builder_set_member_name (builder, events[e].what);
          json_builder_add_string_value (builder, tl_gift_card_name (events[e].card));
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
}

/* Map-Chips, as extra members: `chips_left` (chips still on towns),
 * `face_down_left` (face-down tiles still on their squares) and `removed`
 * (revealed tiles that fitted nowhere and left the game). */
static void
add_map_chips_counts (JsonBuilder       *builder,
                      const TlGameState *state)
{
  guint chips_left, face_down_left, removed;

  tl_map_chips_counts (state, &chips_left, &face_down_left, &removed);
  json_builder_set_member_name (builder, "chips_left");
  json_builder_add_int_value (builder, chips_left);
  json_builder_set_member_name (builder, "face_down_left");
  json_builder_add_int_value (builder, face_down_left);
  json_builder_set_member_name (builder, "removed");
  json_builder_add_int_value (builder, removed);
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

/* The double-tile variant, as an extra member: `hands`, the tile ids each player
 * holds (between turns two, fewer once the stack is empty). */
static void
add_hands (JsonBuilder       *builder,
           const TlGameState *state,
           guint              n_players)
{
  const TlTileSet *set = tl_game_state_tile_set (state);

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      guint tiles[TL_HAND_SIZE];
      guint n = tl_game_state_hand (state, p, tiles);

      json_builder_begin_array (builder);
      for (guint k = 0; k < n; k++)
        json_builder_add_string_value (builder, tl_tile_set_type (set, tiles[k])->id);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
tl_replay_result_to_json (TlGameState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const GArray *events;
  guint n_players;
  gint scores[TL_MAX_PLAYERS], final_scores[TL_MAX_PLAYERS];
  gint supply[TL_MAX_PLAYERS], gifts[TL_MAX_PLAYERS] = { 0 };
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
      gifts[p] = tl_gifts_held (state, p);
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
  add_int_array (builder, "gifts_held", gifts, n_players);
  if (tl_game_state_has_expansion (state, "gifts"))
    {
      add_gift_piles (builder, state);
      add_gift_events (builder, state);
    }
  if (tl_game_state_record (state)->options.double_tile)
    add_hands (builder, state, n_players);
  if (tl_game_state_has_expansion (state, "map-chips"))
    add_map_chips_counts (builder, state);
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

  state = tl_game_state_replay (record, &local_error);
  if (state == NULL)
    {
      if (g_error_matches (local_error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
        g_prefix_error (&local_error, "%s: ", origin);
      g_propagate_error (error, local_error);
      return NULL;
    }

  if (tl_game_state_phase (state) != TL_PHASE_OVER &&
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

  record = tl_record_format_load_file (path, error);
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
