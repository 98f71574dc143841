/* tl-record-turn.c — one turn of a game record (docs/design.md §4): the members every
 * turn has, and each module's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Read and written for each of `turns` and for `turn_in_progress`
 * (tl-record-format.c), and alone for a step of a network game (docs/design.md §10):
 * the draw, discards, placement, follower and hint; everything a game or an
 * expansion adds comes from its #TlRecordHooks. This file names none of them.
 */
#include "config.h"

#include "tl-record-format.h"
#include "tl-record-format-private.h"
#include "tl-format-json.h"

/* Reading. */

gboolean
_tl_record_load_turn (JsonNode       *node,
                      const char     *origin,
                      const char     *path,
                      const TlRecord *record,
                      TlTurnRecord   *turn,
                      GError        **error)
{
  JsonObject *obj, *place = NULL, *meeple = NULL;

  if (!tl_json_as_object (node, origin, path, &obj, error))
    return FALSE;

  if (!_tl_record_load_optional_hidden_tile (obj, origin, path, "draw", record, &turn->draw,
                                             error) ||
      !_tl_record_load_tile_list (obj, origin, path, "discard", record->tileset, &turn->discard,
                                  error))
    return FALSE;

  if (!tl_json_member_object (obj, origin, path, "place", FALSE, &place, error))
    return FALSE;
  if (place != NULL)
    {
      g_autofree char *place_path = tl_json_path_member (path, "place");
      gint64 r;

      if (!_tl_record_load_cell (place, origin, place_path, &turn->x, &turn->y, error) ||
          !tl_json_member_int (place, origin, place_path, "r", TRUE, 0, 3, &r, error) ||
          !_tl_record_load_optional_tile (place, origin, place_path, "tile", record->tileset,
                                          &turn->place_tile, error))
        return FALSE;
      turn->has_place = TRUE;
      turn->r = r;
    }

  if (!tl_json_member_object (obj, origin, path, "meeple", FALSE, &meeple, error))
    return FALSE;
  if (meeple != NULL)
    {
      g_autofree char *meeple_path = tl_json_path_member (path, "meeple");
      gboolean has_x = json_object_has_member (meeple, "x");
      gboolean has_y = json_object_has_member (meeple, "y");

      if (!_tl_record_load_port (meeple, origin, meeple_path, &turn->meeple_port, error))
        return FALSE;
      turn->has_meeple = TRUE;

      if (has_x || has_y)
        {
          if (!_tl_record_load_cell (meeple, origin, meeple_path, &turn->meeple_x,
                                     &turn->meeple_y, error))
            return FALSE;
          turn->meeple_has_xy = TRUE;
        }
    }
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->load_turn != NULL &&
        !_tl_record_modules[i]->load_turn (obj, origin, path, record, turn, error))
      return FALSE;
  if (!tl_json_member_bool (obj, origin, path, "hint", FALSE, &turn->hinted, error))
    return FALSE;
  if (json_object_has_member (obj, "computer"))
    {
      gint64 level;

      if (!tl_json_member_int (obj, origin, path, "computer", TRUE, 0, TL_RECORD_MAX_LEVEL, &level,
                               error))
        return FALSE;
      turn->computer = level + 1;
    }
  return TRUE;
}

/* Writing. */

/* Every module's members of a turn at @part. */
static void
add_turn_part (JsonBuilder        *builder,
               const TlRecord     *record,
               const TlTurnRecord *turn,
               TlRecordTurnPart    part)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->write_turn != NULL)
      _tl_record_modules[i]->write_turn (builder, record, turn, part);
}

void
_tl_record_add_turn (JsonBuilder        *builder,
                     const TlRecord     *record,
                     const TlTurnRecord *turn)
{
  const TlTileSet *set = record->tileset;

  json_builder_begin_object (builder);
  if (turn->draw >= 0 || turn->draw == TL_HIDDEN)
    {
      json_builder_set_member_name (builder, "draw");
      _tl_record_add_tile_id (builder, set, turn->draw);
    }
  _tl_record_add_tile_list (builder, set, "discard", turn->discard);
  add_turn_part (builder, record, turn, TL_RECORD_TURN_BEFORE_PLACE);
  if (turn->has_place)
    {
      json_builder_set_member_name (builder, "place");
      json_builder_begin_object (builder);
      _tl_record_add_cell (builder, turn->x, turn->y);
      _tl_record_add_int_member (builder, "r", turn->r);
      if (turn->place_tile >= 0)
        {
          json_builder_set_member_name (builder, "tile");
          _tl_record_add_tile_id (builder, record->tileset, turn->place_tile);
        }
      json_builder_end_object (builder);
    }
  if (turn->has_meeple)
    {
      json_builder_set_member_name (builder, "meeple");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "port");
      json_builder_add_string_value (builder, tl_port_name (turn->meeple_port));
      if (turn->meeple_has_xy)
        _tl_record_add_cell (builder, turn->meeple_x, turn->meeple_y);
      json_builder_end_object (builder);
    }
  add_turn_part (builder, record, turn, TL_RECORD_TURN_AFTER_FOLLOWER);
  if (turn->hinted)
    _tl_record_add_bool_member (builder, "hint", TRUE);
  if (turn->computer > 0)
    _tl_record_add_int_member (builder, "computer", turn->computer - 1);
  add_turn_part (builder, record, turn, TL_RECORD_TURN_LAST);
  json_builder_end_object (builder);
}

JsonNode *
tl_record_format_turn_to_json (const TlRecord     *record,
                               const TlTurnRecord *turn)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (record != NULL && turn != NULL, NULL);

  _tl_record_add_turn (builder, record, turn);
  return json_builder_get_root (builder);
}

gboolean
tl_record_format_turn_from_json (const TlRecord  *record,
                                 JsonNode        *node,
                                 const char      *origin,
                                 const char      *path,
                                 TlTurnRecord    *turn,
                                 GError         **error)
{
  g_return_val_if_fail (record != NULL && node != NULL && turn != NULL, FALSE);

  tl_turn_record_init (turn);
  if (_tl_record_load_turn (node, origin, path, record, turn, error))
    return TRUE;
  tl_turn_record_clear (turn);
  return FALSE;
}
