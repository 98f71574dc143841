/* tl-record-map-chips.c — Map-Chips' part of a game record (docs/design.md §4,
 * docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Members: `setup.chips` (the chips on the towns), `setup.face_down` (the
 * tiles on the outlined squares), a turn's `chip` (collected), `turned` (the
 * face-down tiles the placement turned face up), `peek` and `reveal`, each
 * naming its tile or chip ("?" in a player's view where it is hidden), the replay's
 * `chips_left`, `face_down_left` and `removed`, and the score events of kinds
 * `"chip"` and `"reveal"`.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format-private.h"
#include "tl-format-json.h"

#include <string.h>

extern const TlRecordHooks _tl_record_map_chips;

/* A chip name `<colour>-<value>`: "purple-2", "light-blue-1" … */
static gboolean
parse_chip_name (const char  *name,
                 TlSetupChip *chip)
{
  const char *dash = strrchr (name, '-');
  g_autofree char *color_name = NULL;
  int color;

  if (dash == NULL || (strcmp (dash + 1, "1") != 0 && strcmp (dash + 1, "2") != 0))
    return FALSE;
  color_name = g_strndup (name, dash - name);
  color = tl_map_color_from_name (color_name);
  if (color < 0)
    return FALSE;
  chip->color = color;
  chip->value = dash[1] - '0';
  return TRUE;
}

/* The optional Map-Chips array `setup.<member>`; *@array is %NULL when it is
 * absent. @what is what the member does, for the error when the game is played
 * without Map-Chips. */
static gboolean
load_setup_map_chips_array (JsonObject  *setup,
                            const char  *origin,
                            TlRecord    *record,
                            const char  *member,
                            const char  *what,
                            JsonArray  **array,
                            GError     **error)
{
  g_autofree char *member_path = tl_json_path_member ("$.setup", member);

  *array = NULL;
  if (!tl_json_member_array (setup, origin, "$.setup", member, FALSE, array, error))
    return FALSE;
  return *array == NULL ||
         _tl_record_check_expansion (record, &_tl_record_map_chips, origin, member_path, what,
                                     error);
}

/* `setup.chips`: [{"x","y","chip":"purple-2"}], the chips lying face down on the
 * towns (Map-Chips). Whether each lies on a town is for the engine. */
static gboolean
load_setup_chips (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  JsonArray *chips;

  if (!load_setup_map_chips_array (setup, origin, record, "chips", "chips are dealt", &chips, error))
    return FALSE;
  if (chips == NULL)
    return TRUE;

  record->setup_chips = g_array_new (FALSE, TRUE, sizeof (TlSetupChip));
  for (guint i = 0; i < json_array_get_length (chips); i++)
    {
      g_autofree char *path = NULL;
      JsonObject *obj;
      const char *name;
      TlSetupChip chip = { 0 };

      if (!_tl_record_load_setup_entry (chips, i, origin, "$.setup.chips", &path, &obj,
                                        &chip.x, &chip.y, error) ||
          !tl_json_member_string (obj, origin, path, "chip", TRUE, &name, error))
        return FALSE;
      if (strcmp (name, TL_RECORD_HIDDEN) == 0)
        {
          g_autofree char *chip_path = tl_json_path_member (path, "chip");

          if (record->view < 0)
            return _tl_record_hidden_refused (origin, chip_path, error);
          g_array_append_val (record->setup_chips, chip);   /* value 0: hidden */
          continue;
        }
      if (!parse_chip_name (name, &chip))
        {
          g_autofree char *chip_path = tl_json_path_member (path, "chip");

          g_autofree char *words = NULL;

          /* Translators: "%s" is written in the file; the chip names stay as the file writes them */
          words = g_strdup_printf (_("“%s” is not a chip (one of purple-1, purple-2, orange-1, "
                                     "orange-2, light-blue-1 or light-blue-2)"), name);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, chip_path, words,
                                     "unknown chip \"%s\" (expected purple-1, purple-2, orange-1, "
                                     "orange-2, light-blue-1 or light-blue-2)", name);
          return FALSE;
        }
      g_array_append_val (record->setup_chips, chip);
    }
  return TRUE;
}

/* `setup.face_down`: [{"x","y","tile"}], the tiles lying face down on the
 * outlined squares (Map-Chips). */
static gboolean
load_setup_face_down (JsonObject  *setup,
                      const char  *origin,
                      TlRecord    *record,
                      GError     **error)
{
  JsonArray *tiles;

  if (!load_setup_map_chips_array (setup, origin, record, "face_down", "tiles are dealt face down",
                                   &tiles, error))
    return FALSE;
  if (tiles == NULL)
    return TRUE;

  record->setup_face_down = g_array_new (FALSE, TRUE, sizeof (TlSetupTile));
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      g_autofree char *path = NULL;
      JsonObject *obj;
      TlSetupTile tile = { 0 };

      if (!_tl_record_load_setup_entry (tiles, i, origin, "$.setup.face_down", &path, &obj,
                                        &tile.x, &tile.y, error) ||
          !_tl_record_load_setup_entry_tile (obj, record, TRUE, origin, path, &tile.type, error))
        return FALSE;
      g_array_append_val (record->setup_face_down, tile);
    }
  return TRUE;
}

static gboolean
load_setup (JsonObject  *setup,
            const char  *origin,
            TlRecord    *record,
            GError     **error)
{
  return load_setup_chips (setup, origin, record, error) &&
         load_setup_face_down (setup, origin, record, error);
}

/* `chip` (the chip the placement collected, "purple-2"). */
static gboolean
load_chip (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  g_autofree char *chip_path = tl_json_path_member (path, "chip");
  const char *name = NULL;
  TlSetupChip chip;

  if (!tl_json_member_string (obj, origin, path, "chip", FALSE, &name, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  if (!_tl_record_check_expansion (record, &_tl_record_map_chips, origin, chip_path,
                                   "chips are collected", error))
    return FALSE;
  if (!parse_chip_name (name, &chip))
    {
      g_autofree char *words = NULL;

      if (strcmp (name, TL_RECORD_HIDDEN) == 0)
        return _tl_record_hidden_refused (origin, chip_path, error);
      /* Translators: "%s" is written in the file; the chip names stay as the file writes them */
      words = g_strdup_printf (_("“%s” is not a chip (one of purple-1, purple-2, orange-1, "
                                 "orange-2, light-blue-1 or light-blue-2)"), name);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, chip_path, words,
                                 "unknown chip \"%s\" (expected purple-1, purple-2, orange-1, "
                                 "orange-2, light-blue-1 or light-blue-2)", name);
      return FALSE;
    }
  tl_map_chips_turn (turn)->has_chip = TRUE;
  tl_map_chips_turn (turn)->chip_color = chip.color;
  tl_map_chips_turn (turn)->chip_value = chip.value;
  return TRUE;
}

/* `turned`: [{"x","y","tile"}], the face-down tiles the placement turned face up. */
static gboolean
load_turned (JsonObject      *obj,
             const char      *origin,
             const char      *path,
             const TlRecord  *record,
             TlTurnRecord    *turn,
             GError         **error)
{
  g_autofree char *turned_path = tl_json_path_member (path, "turned");
  JsonArray *turned = NULL;

  if (!tl_json_member_array (obj, origin, path, "turned", FALSE, &turned, error))
    return FALSE;
  if (turned == NULL)
    return TRUE;
  if (!_tl_record_check_expansion (record, &_tl_record_map_chips, origin, turned_path,
                                   "face-down tiles are turned face up", error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (turned); i++)
    {
      g_autofree char *p = NULL;
      JsonObject *item;
      TlRevealRecord entry = { .r = -1 };
      guint tile;

      if (!_tl_record_load_setup_entry (turned, i, origin, turned_path, &p, &item, &entry.x,
                                        &entry.y, error) ||
          !_tl_record_load_setup_entry_tile (item, record, FALSE, origin, p, &tile, error))
        return FALSE;
      entry.tile = tile;
      if (tl_map_chips_turn (turn)->turned == NULL)
        tl_map_chips_turn (turn)->turned = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
      g_array_append_val (tl_map_chips_turn (turn)->turned, entry);
    }
  return TRUE;
}

/* The turn members of Map-Chips: `chip`, `turned` [{"x","y","tile"}], `peek`
 * {"x","y","tile"} and `reveal` [{"x","y","r","tile"}]. */
static gboolean
load_turn (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  g_autofree char *peek_path = tl_json_path_member (path, "peek");
  g_autofree char *reveal_path = tl_json_path_member (path, "reveal");
  JsonObject *peek = NULL;
  JsonArray *reveal = NULL;

  if (!load_chip (obj, origin, path, record, turn, error) ||
      !load_turned (obj, origin, path, record, turn, error) ||
      !tl_json_member_object (obj, origin, path, "peek", FALSE, &peek, error) ||
      !tl_json_member_array (obj, origin, path, "reveal", FALSE, &reveal, error))
    return FALSE;
  if (peek != NULL)
    {
      if (!_tl_record_check_expansion (record, &_tl_record_map_chips, origin, peek_path,
                                       "a face-down tile can be looked at", error) ||
          !_tl_record_load_cell (peek, origin, peek_path, &tl_map_chips_turn (turn)->peek_x, &tl_map_chips_turn (turn)->peek_y, error) ||
          !_tl_record_load_optional_hidden_tile (peek, origin, peek_path, "tile", record,
                                                 &tl_map_chips_turn (turn)->peek_tile, error))
        return FALSE;
      tl_map_chips_turn (turn)->has_peek = TRUE;
    }
  if (reveal == NULL)
    return TRUE;
  if (!_tl_record_check_expansion (record, &_tl_record_map_chips, origin, reveal_path,
                                   "face-down tiles are revealed", error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (reveal); i++)
    {
      g_autofree char *p = tl_json_path_index (reveal_path, i);
      JsonObject *item;
      TlRevealRecord entry = { .tile = -1 };
      gboolean removed = FALSE;
      gint64 r = -1;

      if (!tl_json_as_object (json_array_get_element (reveal, i), origin, p, &item, error) ||
          !_tl_record_load_cell (item, origin, p, &entry.x, &entry.y, error) ||
          !tl_json_member_bool (item, origin, p, "removed", FALSE, &removed, error) ||
          !tl_json_member_int (item, origin, p, "r", !removed, 0, 3, &r, error) ||
          !_tl_record_load_optional_tile (item, origin, p, "tile", record->tileset, &entry.tile,
                                          error))
        return FALSE;
      if (removed && r >= 0)
        {
          g_autofree char *r_path = tl_json_path_member (p, "r");

          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, r_path,
                               _("a tile taken off the board has no rotation"),
                               "a removed tile has no rotation (a revealed tile is either "
                               "placed with \"r\" or \"removed\": true)");
          return FALSE;
        }
      entry.r = r;
      if (tl_map_chips_turn (turn)->reveal == NULL)
        tl_map_chips_turn (turn)->reveal = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
      g_array_append_val (tl_map_chips_turn (turn)->reveal, entry);
    }
  return TRUE;
}

static gboolean
has_setup (const TlRecord *record)
{
  return record->setup_chips != NULL || record->setup_face_down != NULL;
}

/* `setup.chips` and `setup.face_down` (Map-Chips), those the record has. */
static void
write_setup (JsonBuilder    *builder,
             const TlRecord *record)
{
  if (record->setup_chips != NULL)
    {
      json_builder_set_member_name (builder, "chips");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_chips->len; i++)
        {
          const TlSetupChip *chip = &g_array_index (record->setup_chips, TlSetupChip, i);
          g_autofree char *name = chip->value == 0 ? g_strdup (TL_RECORD_HIDDEN)
                                  : g_strdup_printf ("%s-%u", tl_map_color_name (chip->color),
                                                     chip->value);

          json_builder_begin_object (builder);
          _tl_record_add_cell (builder, chip->x, chip->y);
          json_builder_set_member_name (builder, "chip");
          json_builder_add_string_value (builder, name);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (record->setup_face_down != NULL)
    {
      json_builder_set_member_name (builder, "face_down");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_face_down->len; i++)
        {
          const TlSetupTile *tile = &g_array_index (record->setup_face_down, TlSetupTile, i);

          json_builder_begin_object (builder);
          _tl_record_add_cell (builder, tile->x, tile->y);
          json_builder_set_member_name (builder, "tile");
          _tl_record_add_tile_id (builder, record->tileset, tile->type);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
}

/* The turn members `peek` and `reveal`, after the follower. */
static void
write_turn (JsonBuilder        *builder,
            const TlRecord     *record,
            const TlTurnRecord *turn,
            TlRecordTurnPart    part)
{
  if (part != TL_RECORD_TURN_AFTER_FOLLOWER)
    return;
  if (tl_map_chips_turn (turn)->has_chip)
    {
      g_autofree char *name = g_strdup_printf ("%s-%u", tl_map_color_name (tl_map_chips_turn (turn)->chip_color),
                                               tl_map_chips_turn (turn)->chip_value);

      json_builder_set_member_name (builder, "chip");
      json_builder_add_string_value (builder, name);
    }
  if (tl_map_chips_turn (turn)->turned != NULL && tl_map_chips_turn (turn)->turned->len > 0)
    {
      json_builder_set_member_name (builder, "turned");
      json_builder_begin_array (builder);
      for (guint i = 0; i < tl_map_chips_turn (turn)->turned->len; i++)
        {
          const TlRevealRecord *t = &g_array_index (tl_map_chips_turn (turn)->turned, TlRevealRecord, i);

          json_builder_begin_object (builder);
          _tl_record_add_cell (builder, t->x, t->y);
          json_builder_set_member_name (builder, "tile");
          _tl_record_add_tile_id (builder, record->tileset, t->tile);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (tl_map_chips_turn (turn)->has_peek)
    {
      json_builder_set_member_name (builder, "peek");
      json_builder_begin_object (builder);
      _tl_record_add_cell (builder, tl_map_chips_turn (turn)->peek_x, tl_map_chips_turn (turn)->peek_y);
      if (tl_map_chips_turn (turn)->peek_tile >= 0 || tl_map_chips_turn (turn)->peek_tile == TL_HIDDEN)
        {
          json_builder_set_member_name (builder, "tile");
          _tl_record_add_tile_id (builder, record->tileset, tl_map_chips_turn (turn)->peek_tile);
        }
      json_builder_end_object (builder);
    }
  if (tl_map_chips_turn (turn)->reveal != NULL && tl_map_chips_turn (turn)->reveal->len > 0)
    {
      json_builder_set_member_name (builder, "reveal");
      json_builder_begin_array (builder);
      for (guint i = 0; i < tl_map_chips_turn (turn)->reveal->len; i++)
        {
          const TlRevealRecord *p = &g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, i);

          json_builder_begin_object (builder);
          _tl_record_add_cell (builder, p->x, p->y);
          if (p->r >= 0)
            _tl_record_add_int_member (builder, "r", p->r);
          else
            {
              json_builder_set_member_name (builder, "removed");
              json_builder_add_boolean_value (builder, TRUE);
            }
          if (p->tile >= 0)
            {
              json_builder_set_member_name (builder, "tile");
              _tl_record_add_tile_id (builder, record->tileset, p->tile);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
}

/* The replay's `chips_left` (chips still on towns), `face_down_left`
 * (face-down tiles still on their squares) and `removed` (revealed tiles that
 * fitted nowhere and left the game), in a game with Map-Chips. */
static void
write_replay (JsonBuilder        *builder,
              TlGameState        *state,
              TlRecordReplayPart  part)
{
  guint chips_left, face_down_left, removed;

  if (part != TL_RECORD_REPLAY_STATE ||
      !tl_game_state_has_expansion (state, _tl_record_map_chips.expansion))
    return;
  tl_map_chips_counts (state, &chips_left, &face_down_left, &removed);
  _tl_record_add_int_member (builder, "chips_left", chips_left);
  _tl_record_add_int_member (builder, "face_down_left", face_down_left);
  _tl_record_add_int_member (builder, "removed", removed);
}

static const char *
event_kind (const TlScoreEvent *event)
{
  switch (event->source)
    {
    case TL_SCORE_CHIP:
      return "chip";
    case TL_SCORE_REVEAL:
      return "reveal";
    default:
      return NULL;
    }
}

const TlRecordHooks _tl_record_map_chips = {
  .expansion = "map-chips",
  .load_setup = load_setup,
  .has_setup = has_setup,
  .write_setup = write_setup,
  .load_turn = load_turn,
  .write_turn = write_turn,
  .write_replay = write_replay,
  .event_kind = event_kind,
};
