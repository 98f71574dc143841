/* tl-record.c — a game record in memory
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-state-private.h"
#include "tl-record.h"

static void
player_info_clear (gpointer data)
{
  TlPlayerInfo *info = data;

  g_free (info->name);
  g_free (info->color);
}

static void
turn_clear (gpointer data)
{
  tl_turn_record_clear (data);
}

gint64
tl_record_random_seed (void)
{
  guint64 high = g_random_int (), low = g_random_int ();

  return (gint64) (((high << 32) | low) & (guint64) (TL_RECORD_SEED_LIMIT - 1));
}

TlRecord *
tl_record_new (const char *game,
               TlTileSet  *tileset)
{
  TlRecord *record = g_new0 (TlRecord, 1);

  record->game = g_strdup (game);
  record->tileset = tileset ? tl_tile_set_ref (tileset) : NULL;
  record->expansions = g_ptr_array_new_with_free_func (g_free);
  record->options.farmers = TRUE;
  record->view = -1;
  record->players = g_array_new (FALSE, TRUE, sizeof (TlPlayerInfo));
  g_array_set_clear_func (record->players, player_info_clear);
  record->turns = g_array_new (FALSE, TRUE, sizeof (TlTurnRecord));
  g_array_set_clear_func (record->turns, turn_clear);
  return record;
}

TlRecord *
tl_record_copy_header (const TlRecord *src)
{
  TlRecord *record = tl_record_new (src->game, src->tileset);

  record->id = g_strdup (src->id);
  record->version = src->version;
  record->view = src->view;
  record->tileset_inline = src->tileset_inline;
  for (guint i = 0; i < src->expansions->len; i++)
    g_ptr_array_add (record->expansions, g_strdup (g_ptr_array_index (src->expansions, i)));
  record->map = g_strdup (src->map);
  record->map_layout = src->map_layout ? tl_map_layout_ref (src->map_layout) : NULL;
  record->map_inline = src->map_inline;
  record->options = src->options;
  for (guint i = 0; i < src->players->len; i++)
    {
      const TlPlayerInfo *p = &g_array_index (src->players, TlPlayerInfo, i);
      tl_record_add_player (record, p->name, p->color, p->kind, p->level);
    }
  record->seed = src->seed;
  if (src->setup_start != NULL)
    record->setup_start = g_array_copy (src->setup_start);
  if (src->setup_aside != NULL)
    record->setup_aside = g_array_copy (src->setup_aside);
  if (src->setup_hands != NULL)
    record->setup_hands = g_array_copy (src->setup_hands);
  if (src->setup_chips != NULL)
    record->setup_chips = g_array_copy (src->setup_chips);
  if (src->setup_face_down != NULL)
    record->setup_face_down = g_array_copy (src->setup_face_down);
  return record;
}

void
tl_record_set_new_id (TlRecord *record)
{
  g_free (record->id);
  record->id = g_uuid_string_random ();
}

void
tl_record_reserve_turns (TlRecord *record,
                         guint     n)
{
  GArray *turns;

  g_return_if_fail (record != NULL);

  if (n <= record->turns->len)
    return;
  turns = g_array_sized_new (FALSE, TRUE, sizeof (TlTurnRecord), n);
  g_array_set_clear_func (turns, turn_clear);
  /* the turns move: the old array must not clear them */
  g_array_append_vals (turns, record->turns->data, record->turns->len);
  g_array_set_clear_func (record->turns, NULL);
  g_array_unref (record->turns);
  record->turns = turns;
}

TlRecord *
tl_record_copy (const TlRecord *src)
{
  TlRecord *record = tl_record_copy_header (src);

  tl_record_reserve_turns (record, src->turns->len);
  for (guint i = 0; i < src->turns->len; i++)
    {
      TlTurnRecord turn;

      tl_turn_record_copy (&turn, &g_array_index (src->turns, TlTurnRecord, i));
      tl_record_add_turn (record, &turn);
    }
  tl_record_set_in_progress (record, src->in_progress);
  return record;
}

void
tl_record_set_in_progress (TlRecord           *record,
                           const TlTurnRecord *turn)
{
  if (record->in_progress != NULL)
    {
      tl_turn_record_clear (record->in_progress);
      g_clear_pointer (&record->in_progress, g_free);
    }
  if (turn == NULL)
    return;
  record->in_progress = g_new (TlTurnRecord, 1);
  tl_turn_record_copy (record->in_progress, turn);
}

void
tl_record_free (TlRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->id);
  g_free (record->game);
  g_clear_pointer (&record->tileset, tl_tile_set_unref);
  g_ptr_array_unref (record->expansions);
  g_free (record->map);
  g_clear_pointer (&record->map_layout, tl_map_layout_unref);
  g_clear_pointer (&record->setup_chips, g_array_unref);
  g_clear_pointer (&record->setup_face_down, g_array_unref);
  g_array_unref (record->players);
  g_clear_pointer (&record->setup_start, g_array_unref);
  g_clear_pointer (&record->setup_aside, g_array_unref);
  g_clear_pointer (&record->setup_hands, g_array_unref);
  g_array_unref (record->turns);
  tl_record_set_in_progress (record, NULL);
  g_free (record);
}

void
tl_record_add_player (TlRecord     *record,
                      const char   *name,
                      const char   *color,
                      TlPlayerKind  kind,
                      gint          level)
{
  TlPlayerInfo info = { g_strdup (name), g_strdup (color), kind, level };

  g_array_append_val (record->players, info);
}

void
tl_record_add_turn (TlRecord           *record,
                    const TlTurnRecord *turn)
{
  g_array_append_vals (record->turns, turn, 1);
}

/* The slot types of the expansions with turn members (tl-game-modules.c). */
#define FOR_EACH_SLOT(type) \
  for (guint _i = 0; _i < _tl_game_n_expansions; _i++) \
    for (const TlTurnSlotType *type = _tl_game_expansions[_i]->turn_slot; type != NULL; type = NULL)

void
tl_turn_record_init (TlTurnRecord *turn)
{
  *turn = (TlTurnRecord) { .draw = -1, .play = -1, .place_tile = -1 };
  FOR_EACH_SLOT (type)
    if (type->init != NULL)
      type->init (turn->slots[type->index].bytes);
}

void
tl_turn_record_clear (TlTurnRecord *turn)
{
  g_clear_pointer (&turn->discard, g_array_unref);
  g_clear_pointer (&turn->replace, g_array_unref);
  FOR_EACH_SLOT (type)
    if (type->clear != NULL)
      type->clear (turn->slots[type->index].bytes);
}

void
tl_turn_record_copy (TlTurnRecord       *dest,
                     const TlTurnRecord *src)
{
  *dest = *src;
  if (src->discard != NULL)
    dest->discard = g_array_copy (src->discard);
  if (src->replace != NULL)
    dest->replace = g_array_copy (src->replace);
  FOR_EACH_SLOT (type)
    if (type->copy != NULL)
      type->copy (dest->slots[type->index].bytes, src->slots[type->index].bytes);
}

gboolean
tl_turn_record_acted (const TlTurnRecord *turn)
{
  FOR_EACH_SLOT (type)
    if (type->acted != NULL && type->acted (turn->slots[type->index].bytes))
      return TRUE;
  return FALSE;
}

