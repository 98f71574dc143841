/* tl-map-chips-view.c — what Map-Chips hides, from whom, and the identities a
 * recorded turn names (docs/design.md §8, §10; docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hidden from a seat: the chips on the towns (their colour and value; where
 * they lie is public), and the face-down tiles it has not looked at — those
 * another seat looked at too. A face-down tile turned face up beside a placed
 * tile is public from then on. One definition serves the computer players'
 * samples (hidden_tiles, deal_hidden, resample), the projection (project), a
 * twin's placeholders (swap_hidden) and the public digest (digest).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map-chips-private.h"
#include "tl-error.h"
#include "tl-map.h"

/* Whether the face-down tile of cell @i is hidden from @viewer: it lies there,
 * @viewer never looked at it, and it is not turned face up. */
static gboolean
hidden_from (const TlChips *c, const TlGameState *state, guint viewer, gsize i)
{
  return c->face_down[i] >= 0 && c->peeked[viewer][i] < 0 && !_tl_map_chips_is_pending (c, state, i);
}

/* For a computer player's sample of the game (docs/design.md §8): the face-down tiles
 * @viewer has not looked at, in reading order of their squares. */
void
_tl_map_chips_hidden_tiles (const TlGameState *state, gconstpointer data, guint viewer, GArray *pool)
{
  const TlChips *c = data;

  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if (hidden_from (c, state, viewer, i))
      {
        guint16 t = c->face_down[i];

        g_array_append_val (pool, t);
      }
}

/* The sampled tiles go on those squares; a player who looked at one of them knows
 * the sampled tile. */
void
_tl_map_chips_deal_hidden (TlGameState *state, gpointer data, guint viewer, const guint16 *tiles)
{
  TlChips *c = data;
  guint at = 0;

  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if (hidden_from (c, state, viewer, i))
      {
        c->face_down[i] = tiles[at++];
        for (guint p = 0; p < TL_MAX_PLAYERS; p++)
          if (c->peeked[p][i] >= 0)
            c->peeked[p][i] = c->face_down[i];
      }
}

/* The chips still on the towns lie face down: they are dealt again from the chips
 * of the game that nobody has taken (docs/rules/maps.md §3.1: the chips not on a town went
 * back into the box unseen). */
void
_tl_map_chips_resample (TlGameState *state, gpointer data, guint viewer, TlRng *rng)
{
  TlChips *c = data;
  guint8 pool[TL_CHIPS_TOTAL];
  guint n = 0, at = 0;

  for (guint col = 0; col < TL_N_MAP_COLORS; col++)
    for (guint v = 1; v <= 2; v++)
      for (guint k = c->collected[col][v - 1]; k < _tl_map_chips_of_kind (v); k++)
        pool[n++] = TL_CHIP_CODE (col, v);
  for (guint i = n; i > 1; i--)
    {
      guint j = tl_rng_below (rng, i);
      guint8 t = pool[i - 1];

      pool[i - 1] = pool[j];
      pool[j] = t;
    }
  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if (c->chip[i] != 0 && at < n)
      c->chip[i] = pool[at++];
}

/* The projection (docs/design.md §10): in the setup every chip and every face-down
 * tile is hidden (each is named in the turn that collects or turns it over);
 * what another seat saw when it looked is hidden. */
void
_tl_map_chips_project (TlRecord *record, TlTurnRecord *turn, guint player, guint viewer,
                       gboolean whole)
{
  if (turn != NULL)
    {
      if (player != viewer && tl_map_chips_turn (turn)->has_peek && tl_map_chips_turn (turn)->peek_tile >= 0)
        tl_map_chips_turn (turn)->peek_tile = TL_HIDDEN;
      return;
    }
  for (guint i = 0; record->setup_chips != NULL && i < record->setup_chips->len; i++)
    {
      TlSetupChip *chip = &g_array_index (record->setup_chips, TlSetupChip, i);

      chip->color = 0;
      chip->value = 0;
    }
  for (guint i = 0; record->setup_face_down != NULL && i < record->setup_face_down->len; i++)
    g_array_index (record->setup_face_down, TlSetupTile, i).type = (guint) TL_HIDDEN;
}

/* A twin needs @want, which one of the face-down tiles hidden from its viewer
 * holds: @give goes there (and is what the seats who looked there saw). */
gboolean
_tl_map_chips_swap_hidden (TlGameState *state, gpointer data, guint viewer, guint want, guint give)
{
  TlChips *c = data;

  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if (hidden_from (c, state, viewer, i) && (guint) c->face_down[i] == want)
      {
        c->face_down[i] = give;
        for (guint p = 0; p < TL_MAX_PLAYERS; p++)
          if (c->peeked[p][i] >= 0)
            c->peeked[p][i] = give;
        return TRUE;
      }
  return FALSE;
}

/* Public: where chips and face-down tiles lie (not what they are: the cells that
 * hold one, in reading order), the chips taken, the tiles removed, the look the
 * current player may take, the tiles turned face up; @seat's own: what it saw
 * when it looked. */
void
_tl_map_chips_digest (const TlGameState *state, gconstpointer data, guint seat, GByteArray *sum)
{
  const TlChips *c = data;
  gboolean look = tl_map_chips_can_peek (state, NULL);

  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if (c->chip[i] != 0 || c->face_down[i] >= 0)
      {
        tl_game_state_digest_int (sum, i);
        tl_game_state_digest_int (sum, c->chip[i] != 0);
        tl_game_state_digest_int (sum, c->face_down[i] >= 0 ? c->peeked[seat][i] : -2);
      }
  for (guint col = 0; col < TL_N_MAP_COLORS; col++)
    for (guint v = 0; v < 2; v++)
      tl_game_state_digest_int (sum, c->collected[col][v]);
  tl_game_state_digest_int (sum, c->removed);
  tl_game_state_digest_int (sum, look ? c->peek_color : -1);
  tl_game_state_digest_int (sum, tl_map_chips_pending_reveals (state, NULL));
  for (guint k = 0; k < tl_map_chips_pending_reveals (state, NULL); k++)
    {
      gint x = c->pending[2 * k], y = c->pending[2 * k + 1];

      tl_game_state_digest_int (sum, x);
      tl_game_state_digest_int (sum, y);
      tl_game_state_digest_int (sum, c->face_down[_tl_map_chips_cell (c, x, y)]);
    }
}

gint
_tl_map_chips_turned_tile (const TlTurnRecord *turn,
                           gint                x,
                           gint                y)
{
  for (guint i = 0; tl_map_chips_turn (turn)->turned != NULL && i < tl_map_chips_turn (turn)->turned->len; i++)
    {
      const TlRevealRecord *t = &g_array_index (tl_map_chips_turn (turn)->turned, TlRevealRecord, i);

      if (t->x == x && t->y == y)
        return t->tile;
    }
  return -1;
}

static const char *
tile_id (const TlGameState *state, gint type)
{
  const TlTileSet *set = tl_game_state_tile_set (state);

  return type >= 0 && (guint) type < set->types->len ? tl_tile_set_type (set, type)->id : "?";
}

gboolean
_tl_map_chips_name_face_down (TlGameState *state,
                              TlChips     *c,
                              gint         x,
                              gint         y,
                              gint         tile,
                              const char  *what,
                              GError     **error)
{
  gssize at = _tl_map_chips_cell (c, x, y);
  gint viewer = tl_game_state_viewer (state);

  if (tile < 0 || at < 0 || c->face_down[at] < 0 || c->face_down[at] == tile)
    return TRUE;
  if (viewer >= 0 && hidden_from (c, state, viewer, at) &&
      (guint) tile < tl_game_state_tile_set (state)->types->len &&
      tl_game_state_disclose (state, tile, c->face_down[at]))
    {
      c->face_down[at] = tile;
      for (guint p = 0; p < TL_MAX_PLAYERS; p++)
        if (c->peeked[p][at] >= 0)
          c->peeked[p][at] = tile;
      return TRUE;
    }
  if (viewer >= 0 && hidden_from (c, state, viewer, at))
    /* Translators: a member of a saved turn ("reveal", as the file writes it), a
     * tile's id, a square of the map (column, row) */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("the turn’s “%s” names tile %s on (%d, %d), but no copy of that tile is left "
                   "unseen"), what, tile_id (state, tile), x, y);
  else
    /* Translators: a member of a saved turn ("reveal", as the file writes it), a
     * tile's id, a square of the map (column, row), the tile lying there */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("the turn’s “%s” names tile %s on (%d, %d), but the face-down tile there is "
                   "%s"), what, tile_id (state, tile), x, y, tile_id (state, c->face_down[at]));
  return FALSE;
}

gboolean
_tl_map_chips_name_chip (TlGameState        *state,
                         TlChips            *c,
                         gssize              at,
                         gint                x,
                         gint                y,
                         const TlTurnRecord *turn,
                         GError            **error)
{
  guint8 named;

  if (!tl_map_chips_turn (turn)->has_chip)
    {
      if (tl_game_state_viewer (state) < 0)
        return TRUE;   /* a record written before chips were named */
      /* Translators: a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the chip collected on (%d, %d) is not named, but a player’s view of a game "
                     "names every chip collected"), x, y);
      return FALSE;
    }
  named = TL_CHIP_CODE (tl_map_chips_turn (turn)->chip_color, tl_map_chips_turn (turn)->chip_value);
  if (tl_game_state_viewer (state) < 0)
    {
      if (c->chip[at] == named)
        return TRUE;
      /* Translators: a chip ("purple-2"), a square of the map (column, row), the chip
       * lying there */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the turn names the chip %s-%u collected on (%d, %d), but the chip there is "
                     "%s-%u"), tl_map_color_name (tl_map_chips_turn (turn)->chip_color), tl_map_chips_turn (turn)->chip_value, x, y,
                   tl_map_color_name (TL_CHIP_COLOR (c->chip[at])), TL_CHIP_VALUE (c->chip[at]));
      return FALSE;
    }
  if (c->collected[tl_map_chips_turn (turn)->chip_color][tl_map_chips_turn (turn)->chip_value - 1] >=
      _tl_map_chips_of_kind (tl_map_chips_turn (turn)->chip_value))
    {
      /* Translators: a chip ("purple-2"), a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the chip %s-%u collected on (%d, %d) is one more of its kind than the game "
                     "has"), tl_map_color_name (tl_map_chips_turn (turn)->chip_color), tl_map_chips_turn (turn)->chip_value, x, y);
      return FALSE;
    }
  /* a town whose placeholder is that chip takes this town's placeholder */
  for (gsize i = 0; i < (gsize) c->width * c->height; i++)
    if ((gssize) i != at && c->chip[i] == named)
      {
        c->chip[i] = c->chip[at];
        break;
      }
  c->chip[at] = named;
  return TRUE;
}
