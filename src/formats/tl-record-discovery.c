/* tl-record-discovery.c — The Discovery's part of a game record: recalls, and
 * the equal-turns and double-tile variants (docs/design.md §4, docs/record-format.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Members: the options `equal-turns` and `double-tile`, `setup.aside`
 * (equal turns), `setup.hands` (double tile), a turn's `recall`, `play` and
 * `replace` (double tile), and the replay's `hands`.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format-private.h"
#include "tl-format-json.h"

#include <string.h>

static gboolean
is_discovery (const TlRecord *record)
{
  return g_strcmp0 (record->game, "discovery") == 0;
}

static const TlRecordSwitch switches[] = {
  { "equal-turns", G_STRUCT_OFFSET (TlOptions, equal_turns) },
  { "double-tile", G_STRUCT_OFFSET (TlOptions, double_tile) },
};

/* Written for every Discovery record, and for another one only when on. */
static void
write_options (JsonBuilder    *builder,
               const TlRecord *record)
{
  if (is_discovery (record) || record->options.equal_turns)
    _tl_record_add_bool_member (builder, "equal-turns", record->options.equal_turns);
  if (is_discovery (record) || record->options.double_tile)
    _tl_record_add_bool_member (builder, "double-tile", record->options.double_tile);
}

/* A version-1 record (Tilelands 0.1.0) loads where it means the same game under
 * the rules of version 2 (docs/record-format.md). A double-tile game does not:
 * 0.1.0 dealt one tile per hand and drew the second at the start of the turn. */
static gboolean
load_header (JsonObject  *root,
             const char  *origin,
             TlRecord    *record,
             GError     **error)
{
  if (record->version != 1 || !record->options.double_tile ||
      !is_discovery (record))   /* the engine refuses the variant elsewhere */
    return TRUE;
  tl_format_set_error_words (error, TL_FORMAT_ERROR_VERSION, origin, "$.options.double-tile",
                       _("a game of the variant Double tile saved by Tilelands 0.1.0 cannot be "
                         "loaded: that version dealt the tiles otherwise than the rules do, so "
                         "its turns would make another game now"),
                       "a double-tile game of version 1 (Tilelands 0.1.0) cannot be loaded: "
                       "0.1.0 dealt each player one hidden tile and drew the second at the "
                       "start of the turn, but the rules give each player two tiles to hold "
                       "between turns, so its turns mean another game now");
  return FALSE;
}

/* `setup.aside`: the tiles set aside face up by the equal-turns variant
 * (docs/rules/discovery.md §1.9). How many there must be is for the engine. */
static gboolean
load_setup_aside (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  gboolean present;

  if (!_tl_record_check_variant_member (setup, origin, "$.setup", "aside",
                                        record->options.equal_turns, "equal-turns", &present,
                                        error))
    return FALSE;
  if (!present)
    return TRUE;
  if (!_tl_record_load_tile_list (setup, origin, "$.setup", "aside", record->tileset,
                                  &record->setup_aside, error))
    return FALSE;
  if (record->setup_aside == NULL)   /* an empty list names no tile, but is a list */
    record->setup_aside = g_array_new (FALSE, FALSE, sizeof (guint));
  return TRUE;
}

/* `setup.hands`: the tiles each seat is dealt in the double-tile variant, one
 * list of (at most) two tile ids per seat, in seat order (docs/record-format.md).
 * How many there must be is for the engine. */
static gboolean
load_setup_hands (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  JsonArray *hands;
  gboolean present;

  if (!_tl_record_check_variant_member (setup, origin, "$.setup", "hands",
                                        record->options.double_tile, "double-tile", &present,
                                        error))
    return FALSE;
  if (!present)
    return TRUE;
  if (!tl_json_member_array (setup, origin, "$.setup", "hands", TRUE, &hands, error))
    return FALSE;
  record->setup_hands = g_array_new (FALSE, TRUE, sizeof (TlSetupHand));
  for (guint i = 0; i < json_array_get_length (hands); i++)
    {
      g_autofree char *hand_path = tl_json_path_index ("$.setup.hands", i);
      JsonArray *tiles;
      TlSetupHand hand = { 0 };

      if (!tl_json_as_array (json_array_get_element (hands, i), origin, hand_path, &tiles, error))
        return FALSE;
      if (json_array_get_length (tiles) > TL_HAND_SIZE)
        {
          /* Translators: "%d" is the most tiles a hand holds (2), "%u" how many the file names */
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, hand_path,
                               N_("a hand holds at most %d tiles, found %u"), TL_HAND_SIZE,
                               json_array_get_length (tiles));
          return FALSE;
        }
      for (guint k = 0; k < json_array_get_length (tiles); k++)
        {
          g_autofree char *tile_path = tl_json_path_index (hand_path, k);

          if (!_tl_record_load_hidden_tile_id (json_array_get_element (tiles, k), record, origin,
                                               tile_path, &hand.tiles[k], error))
            return FALSE;
          hand.n++;
        }
      g_array_append_val (record->setup_hands, hand);
    }
  return TRUE;
}

static gboolean
load_setup (JsonObject  *setup,
            const char  *origin,
            TlRecord    *record,
            GError     **error)
{
  return load_setup_aside (setup, origin, record, error) &&
         load_setup_hands (setup, origin, record, error);
}

static gboolean
has_setup (const TlRecord *record)
{
  return record->setup_aside != NULL || record->setup_hands != NULL;
}

static void
write_setup (JsonBuilder    *builder,
             const TlRecord *record)
{
  if (record->setup_aside != NULL)
    {
      /* an empty list too: equal turns that set nothing aside */
      json_builder_set_member_name (builder, "aside");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_aside->len; i++)
        _tl_record_add_tile_id (builder, record->tileset,
                                g_array_index (record->setup_aside, guint, i));
      json_builder_end_array (builder);
    }
  if (record->setup_hands != NULL)
    {
      json_builder_set_member_name (builder, "hands");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_hands->len; i++)
        {
          const TlSetupHand *hand = &g_array_index (record->setup_hands, TlSetupHand, i);

          json_builder_begin_array (builder);
          for (guint k = 0; k < hand->n; k++)
            _tl_record_add_tile_id (builder, record->tileset, hand->tiles[k]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
}

/* `recall`: {"x","y","port"} of a follower of the player; `play` and `replace`
 * (double tile): the tile of the hand placed, the tiles that replaced the
 * discarded ones. */
static gboolean
load_turn (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  g_autofree char *recall_path = tl_json_path_member (path, "recall");
  gboolean double_tile = record->options.double_tile, present;
  JsonObject *recall = NULL;

  if (!tl_json_member_object (obj, origin, path, "recall", FALSE, &recall, error))
    return FALSE;
  if (recall != NULL)
    {
      if (!_tl_record_load_cell (recall, origin, recall_path, &turn->recall_x, &turn->recall_y,
                                 error) ||
          !_tl_record_load_port (recall, origin, recall_path, &turn->recall_port, error))
        return FALSE;
      turn->has_recall = TRUE;
    }
  return _tl_record_check_variant_member (obj, origin, path, "play", double_tile, "double-tile",
                                          &present, error) &&
         _tl_record_check_variant_member (obj, origin, path, "replace", double_tile,
                                          "double-tile", &present, error) &&
         _tl_record_load_optional_tile (obj, origin, path, "play", record->tileset, &turn->play,
                                        error) &&
         _tl_record_load_hidden_tile_list (obj, origin, path, "replace", record, &turn->replace,
                                           error);
}

static void
write_turn (JsonBuilder        *builder,
            const TlRecord     *record,
            const TlTurnRecord *turn,
            TlRecordTurnPart    part)
{
  if (part == TL_RECORD_TURN_BEFORE_PLACE)
    {
      _tl_record_add_tile_list (builder, record->tileset, "replace", turn->replace);
      if (turn->play >= 0)
        {
          json_builder_set_member_name (builder, "play");
          _tl_record_add_tile_id (builder, record->tileset, turn->play);
        }
    }
  else if (part == TL_RECORD_TURN_AFTER_FOLLOWER && turn->has_recall)
    {
      TlPosition at = { turn->recall_x, turn->recall_y, turn->recall_port };

      _tl_record_add_position (builder, "recall", &at);
    }
}

/* The replay's `hands` (double tile): the tile ids each player holds (between
 * turns two, fewer once the stack is empty); in a twin "?" for another seat's. */
static void
write_replay (JsonBuilder        *builder,
              TlGameState        *state,
              TlRecordReplayPart  part)
{
  const TlTileSet *set = tl_game_state_tile_set (state);
  guint n_players = MIN (tl_game_state_n_players (state), TL_MAX_PLAYERS);

  if (part != TL_RECORD_REPLAY_STATE || !tl_game_state_record (state)->options.double_tile)
    return;
  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      guint tiles[TL_HAND_SIZE];
      guint n = tl_game_state_hand (state, p, tiles);

      json_builder_begin_array (builder);
      for (guint k = 0; k < n; k++)
        _tl_record_add_tile_id (builder, set, tl_game_state_seat_known (state, p)
                                              ? tiles[k] : (guint) TL_HIDDEN);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

const TlRecordHooks _tl_record_discovery = {
  .game = "discovery",
  .switches = switches,
  .n_switches = G_N_ELEMENTS (switches),
  .write_options = write_options,
  .load_header = load_header,
  .load_setup = load_setup,
  .has_setup = has_setup,
  .write_setup = write_setup,
  .load_turn = load_turn,
  .write_turn = write_turn,
  .write_replay = write_replay,
};
