/* tl-map-chips.c — Map-Chips for Carcassonne Maps (docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map-chips-private.h"
#include "tl-error.h"
#include "tl-map.h"
#include "tl-map-private.h"
#include "tl-ai-private.h"


static const gint side_dx[4] = { 0, 1, 0, -1 };
static const gint side_dy[4] = { -1, 0, 1, 0 };

typedef TlChips Chips;

static Chips *
chips_of (const TlGameState *state)
{
  return tl_game_state_expansion_data (state, &tl_expansion_map_chips);
}

gssize
_tl_map_chips_cell (const Chips *c, gint x, gint y)
{
  if (c == NULL || x < 0 || y < 0 || (guint) x >= c->width || (guint) y >= c->height)
    return -1;
  return (gssize) y * c->width + x;
}

#define cell_index _tl_map_chips_cell

gboolean
_tl_map_chips_is_pending (const Chips       *c,
                          const TlGameState *state,
                          gsize              i)
{
  if (c->pending_turn != tl_game_state_turn (state))
    return FALSE;
  for (guint k = 0; k < c->n_pending; k++)
    if ((gsize) cell_index (c, c->pending[2 * k], c->pending[2 * k + 1]) == i)
      return TRUE;
  return FALSE;
}

guint
_tl_map_chips_of_kind (guint value)
{
  return value == 1 ? TL_CHIPS_PER_COLOR_1 : TL_CHIPS_PER_COLOR_2;
}

static gboolean
setup_chips (TlGameState *state, Chips *c, const TlMapLayout *map, const TlRecord *record,
             GError **error)
{
  TlRecord *written = tl_game_state_record_mut (state);
  guint used[TL_N_MAP_COLORS][2] = { { 0 } };
  GArray *chips = g_array_new (FALSE, FALSE, sizeof (TlSetupChip));

  if (record->setup_chips != NULL)
    for (guint i = 0; i < record->setup_chips->len; i++)
      {
        const TlSetupChip *chip = &g_array_index (record->setup_chips, TlSetupChip, i);
        const TlMapCell *cell = tl_map_layout_cell (map, chip->x, chip->y);
        gssize at = cell_index (c, chip->x, chip->y);
        char *why = NULL;

        if (cell != NULL && cell->kind == TL_MAP_TOWN && c->chip[at] == 0 && chip->value == 0 &&
            record->view >= 0)
          {
            /* hidden from the view: a placeholder, which the twin deals again */
            c->chip[at] = TL_CHIP_CODE (0, 1);
            g_array_append_val (chips, *chip);
            continue;
          }
        /* Translators: (this and the next three) the chip's number in the saved game's
         * list (from 1), then a square of the map (column, row) */
        if (cell == NULL || cell->kind != TL_MAP_TOWN)
          why = g_strdup_printf (_("chip %u lies on (%d, %d), which is not a town"), i + 1, chip->x,
                                 chip->y);
        else if (c->chip[at] != 0)
          why = g_strdup_printf (_("chip %u lies on the town at (%d, %d), which holds another chip"),
                                 i + 1, chip->x, chip->y);
        else if ((guint) chip->color >= TL_N_MAP_COLORS || chip->value < 1 || chip->value > 2)
          why = g_strdup_printf (_("chip %u, on (%d, %d), is no chip of the game"), i + 1, chip->x,
                                 chip->y);
        else if (++used[chip->color][chip->value - 1] > _tl_map_chips_of_kind (chip->value))
          why = g_strdup_printf (_("chip %u, on (%d, %d), is one more of its kind than the game has"),
                                 i + 1, chip->x, chip->y);
        if (why != NULL)
          {
            g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP, why);
            g_free (why);
            g_array_unref (chips);
            return FALSE;
          }
        c->chip[at] = TL_CHIP_CODE (chip->color, chip->value);
        g_array_append_val (chips, *chip);
      }
  else
    {
      /* docs/rules/maps.md §3.1: chips drawn at random, one face down on each town circle */
      guint8 pool[TL_CHIPS_TOTAL];
      guint n = 0, next = 0;
      TlRng rng;

      for (guint col = 0; col < TL_N_MAP_COLORS; col++)
        for (guint k = 0; k < TL_CHIPS_PER_COLOR_1 + TL_CHIPS_PER_COLOR_2; k++)
          pool[n++] = TL_CHIP_CODE (col, k < TL_CHIPS_PER_COLOR_1 ? 1 : 2);
      tl_rng_init (&rng, record->seed ^ G_GUINT64_CONSTANT (0x6368697073));
      for (guint i = n; i > 1; i--)
        {
          guint j = tl_rng_below (&rng, i);
          guint8 t = pool[i - 1];

          pool[i - 1] = pool[j];
          pool[j] = t;
        }
      for (guint y = 0; y < map->height; y++)
        for (guint x = 0; x < map->width && next < n; x++)
          if (tl_map_layout_cell (map, x, y)->kind == TL_MAP_TOWN)
            {
              TlSetupChip chip = { x, y, TL_CHIP_COLOR (pool[next]), TL_CHIP_VALUE (pool[next]) };

              c->chip[cell_index (c, x, y)] = pool[next++];
              g_array_append_val (chips, chip);
            }
    }
  g_clear_pointer (&written->setup_chips, g_array_unref);
  written->setup_chips = chips;

  /* docs/rules/maps.md §3.1: every town gets a chip (a map has at most as many towns as
   * there are chips, tl_map_layout_check()) */
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      if (tl_map_layout_cell (map, x, y)->kind == TL_MAP_TOWN && c->chip[cell_index (c, x, y)] == 0)
        {
          /* Translators: a square of the map (column, row) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the town at (%d, %d) holds no chip; with Map-Chips every town holds "
                         "one at the start"), x, y);
          return FALSE;
        }
  return TRUE;
}

static gboolean
setup_face_down (TlGameState *state, Chips *c, const TlMapLayout *map, const TlRecord *record,
                 GError **error)
{
  TlRecord *written = tl_game_state_record_mut (state);
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (TlSetupTile));

  if (record->setup_face_down != NULL)
    for (guint i = 0; i < record->setup_face_down->len; i++)
      {
        const TlSetupTile *t = &g_array_index (record->setup_face_down, TlSetupTile, i);
        const TlMapCell *cell = tl_map_layout_cell (map, t->x, t->y);
        gboolean hidden = t->type == (guint) TL_HIDDEN && record->view >= 0;
        int type = hidden ? tl_game_state_take_next (state) : (int) t->type;
        char *why = NULL;

        /* Translators: (this and the next two) the face-down tile's number in the saved
         * game's list (from 1), then a square of the map (column, row) */
        if (cell == NULL || cell->kind != TL_MAP_OUTLINED)
          why = g_strdup_printf (_("face-down tile %u lies on (%d, %d), which is not an outlined "
                                   "square"), i + 1, t->x, t->y);
        else if (c->face_down[cell_index (c, t->x, t->y)] >= 0)
          why = g_strdup_printf (_("face-down tile %u lies on (%d, %d), where another one lies"),
                                 i + 1, t->x, t->y);
        else if (hidden ? type < 0 : !tl_game_state_take_tile (state, t->type))
          why = g_strdup_printf (_("face-down tile %u, on (%d, %d), is not in the stack"), i + 1, t->x,
                                 t->y);
        if (why != NULL)
          {
            g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP, why);
            g_free (why);
            g_array_unref (tiles);
            return FALSE;
          }
        /* hidden from the view: a placeholder, which the twin deals again; the
         * record keeps it hidden */
        c->face_down[cell_index (c, t->x, t->y)] = type;
        g_array_append_val (tiles, *t);
      }
  else
    /* docs/rules/maps.md §3.1: one tile from the stack face down on every outlined square */
    for (guint y = 0; y < map->height; y++)
      for (guint x = 0; x < map->width; x++)
        if (tl_map_layout_cell (map, x, y)->kind == TL_MAP_OUTLINED)
          {
            int type = tl_game_state_take_next (state);
            TlSetupTile t = { x, y, type, 0 };

            if (type < 0)
              break;
            c->face_down[cell_index (c, x, y)] = type;
            g_array_append_val (tiles, t);
          }

  for (guint i = 0; i < tiles->len; i++)
    {
      const TlSetupTile *t = &g_array_index (tiles, TlSetupTile, i);
      tl_map_reserve (state, t->x, t->y, TRUE);
    }
  g_clear_pointer (&written->setup_face_down, g_array_unref);
  written->setup_face_down = tiles;

  /* docs/rules/maps.md §3.1: every outlined square gets a face-down tile, as long as the
   * stack has tiles (a small tile set may run out first) */
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      if (tl_map_layout_cell (map, x, y)->kind == TL_MAP_OUTLINED &&
          c->face_down[cell_index (c, x, y)] < 0 && tl_game_state_tiles_left (state) > 0)
        {
          /* Translators: a square of the map (column, row) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("no face-down tile lies on the outlined square (%d, %d); with Map-Chips "
                         "every outlined square holds one at the start, as long as the stack has "
                         "tiles"), x, y);
          return FALSE;
        }
  return TRUE;
}

static gboolean
chips_init (TlGameState *state, gpointer data, const TlRecord *record, GError **error)
{
  Chips *c = data;
  const TlMapLayout *map = tl_game_state_map (state);
  gsize n;

  if (map == NULL)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           _("Map-Chips is played on a map, and the saved game has none"));
      return FALSE;
    }
  c->width = map->width;
  c->height = map->height;
  n = (gsize) c->width * c->height;
  c->chip = g_new0 (guint8, n);
  c->face_down = g_new (gint16, n);
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    c->peeked[p] = g_new (gint16, n);
  for (gsize i = 0; i < n; i++)
    {
      c->face_down[i] = -1;
      for (guint p = 0; p < TL_MAX_PLAYERS; p++)
        c->peeked[p][i] = -1;
    }
  c->peek_color = -1;
  return setup_chips (state, c, map, record, error) &&
         setup_face_down (state, c, map, record, error);
}

static void
chips_copy (TlGameState *state, gpointer dest, gconstpointer src)
{
  Chips *c = dest;
  gsize n = (gsize) c->width * c->height;

  c->chip = g_memdup2 (c->chip, n);
  c->face_down = g_memdup2 (c->face_down, n * sizeof (gint16));
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    c->peeked[p] = g_memdup2 (c->peeked[p], n * sizeof (gint16));
}

static void
chips_clear (gpointer data)
{
  Chips *c = data;

  g_clear_pointer (&c->chip, g_free);
  g_clear_pointer (&c->face_down, g_free);
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    g_clear_pointer (&c->peeked[p], g_free);
}

gboolean
tl_map_chips_chip_at (const TlGameState *state,
                      gint               x,
                      gint               y,
                      TlMapColor        *color)
{
  Chips *c = chips_of (state);
  gssize at = cell_index (c, x, y);

  if (at < 0 || c->chip[at] == 0)
    return FALSE;
  if (color != NULL)
    *color = (c->chip[at] - 1) / 2;
  return TRUE;
}

gboolean
tl_map_chips_face_down_known (const TlGameState *state,
                              gint               x,
                              gint               y)
{
  Chips *c = chips_of (state);
  gssize at = cell_index (c, x, y);
  gint viewer = tl_game_state_viewer (state);

  if (at < 0 || c->face_down[at] < 0)
    return FALSE;
  return viewer < 0 || c->peeked[viewer][at] >= 0 || _tl_map_chips_is_pending (c, state, at);
}

gboolean
tl_map_chips_face_down_at (const TlGameState *state,
                           gint               x,
                           gint               y,
                           TlMapColor        *color)
{
  Chips *c = chips_of (state);
  gssize at = cell_index (c, x, y);

  if (at < 0 || c->face_down[at] < 0)
    return FALSE;
  if (color != NULL)
    *color = tl_map_layout_cell (tl_game_state_map (state), x, y)->color;
  return TRUE;
}

int
tl_map_chips_peeked (const TlGameState *state,
                     guint              player,
                     gint               x,
                     gint               y)
{
  Chips *c = chips_of (state);
  gssize at = cell_index (c, x, y);

  if (at < 0 || player >= TL_MAX_PLAYERS || c->face_down[at] < 0)
    return -1;
  return c->peeked[player][at];
}

gboolean
tl_map_chips_can_peek (const TlGameState *state,
                       TlMapColor        *color)
{
  Chips *c = chips_of (state);

  if (c == NULL || c->peek_color < 0 || c->peek_turn != tl_game_state_turn (state) ||
      tl_game_state_phase (state) != TL_PHASE_FOLLOWER)
    return FALSE;
  if (color != NULL)
    *color = c->peek_color;
  return TRUE;
}

int
tl_map_chips_peek (TlGameState *state,
                   gint         x,
                   gint         y,
                   GError     **error)
{
  Chips *c = chips_of (state);
  TlMapColor color;
  TlTurnRecord *pending;
  gssize at = cell_index (c, x, y);

  if (!tl_map_chips_can_peek (state, NULL))
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("no face-down tile may be looked at now: no chip was collected this "
                             "turn, its look was already taken, or no face-down tile of its colour "
                             "is left"));
      return -1;
    }
  if (!tl_map_chips_face_down_at (state, x, y, &color) || (gint) color != c->peek_color)
    {
      /* Translators: (this and the next two) a square of the map (column, row) */
      if (c->peek_color == TL_MAP_PURPLE)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("no face-down tile with a purple outline lies on (%d, %d)"), x, y);
      else if (c->peek_color == TL_MAP_ORANGE)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("no face-down tile with an orange outline lies on (%d, %d)"), x, y);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("no face-down tile with a light-blue outline lies on (%d, %d)"), x, y);
      return -1;
    }
  c->peeked[tl_game_state_current_player (state)][at] = c->face_down[at];
  c->peek_color = -1;
  pending = tl_game_state_pending_turn (state);
  tl_map_chips_turn (pending)->has_peek = TRUE;
  tl_map_chips_turn (pending)->peek_x = x;
  tl_map_chips_turn (pending)->peek_y = y;
  tl_map_chips_turn (pending)->peek_tile = c->face_down[at];
  return c->face_down[at];
}

guint
tl_map_chips_pending_reveals (const TlGameState *state,
                              GArray            *out)
{
  Chips *c = chips_of (state);

  if (c == NULL || c->pending_turn != tl_game_state_turn (state) ||
      tl_game_state_phase (state) != TL_PHASE_FOLLOWER)
    return 0;
  if (out != NULL)
    g_array_append_vals (out, c->pending, 2 * c->n_pending);
  return c->n_pending;
}

static int
pending_slot (Chips *c, const TlGameState *state, gint x, gint y)
{
  if (c == NULL || c->pending_turn != tl_game_state_turn (state))
    return -1;
  for (guint i = 0; i < c->n_pending; i++)
    if (c->pending[2 * i] == x && c->pending[2 * i + 1] == y)
      return (int) i;
  return -1;
}

int
tl_map_chips_reveal_tile (const TlGameState *state,
                          gint               x,
                          gint               y)
{
  Chips *c = chips_of (state);

  return pending_slot (c, state, x, y) < 0 ? -1 : c->face_down[cell_index (c, x, y)];
}

guint
tl_map_chips_reveal_rotations (TlGameState *state,
                               gint         x,
                               gint         y)
{
  Chips *c = chips_of (state);
  TlBoard *board = tl_game_state_board_mut (state);
  guint mask = 0;
  int type;

  if (pending_slot (c, state, x, y) < 0)
    return 0;
  type = c->face_down[cell_index (c, x, y)];
  tl_map_reserve (state, x, y, FALSE);
  for (guint r = 0; r < 4; r++)
    if (tl_board_fits (board, type, x, y, r))
      mask |= 1u << r;
  tl_map_reserve (state, x, y, TRUE);
  return mask;
}

gboolean
tl_map_chips_reveal (TlGameState *state,
                     gint         x,
                     gint         y,
                     gint         r,
                     GError     **error)
{
  Chips *c = chips_of (state);
  int slot = pending_slot (c, state, x, y);
  guint mask, me = tl_game_state_current_player (state);
  gssize at;
  int type;

  if (slot < 0 || tl_game_state_phase (state) != TL_PHASE_FOLLOWER)
    {
      /* Translators: a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("no face-down tile beside the tile just placed waits on (%d, %d)"), x, y);
      return FALSE;
    }
  mask = tl_map_chips_reveal_rotations (state, x, y);
  at = cell_index (c, x, y);
  type = c->face_down[at];
  if (r < 0 && mask != 0)
    {
      /* Translators: a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the tile turned over on (%d, %d) fits there, so it must be placed, not removed"),
                   x, y);
      return FALSE;
    }
  if (r >= 0 && (r > 3 || !(mask & (1u << r))))
    {
      /* Translators: a square of the map (column, row), then how many quarters clockwise
       * the saved game turns the tile (1 to 3) */
      if (mask && r > 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     g_dngettext (GETTEXT_PACKAGE,
                                  "the tile turned over on (%d, %d) does not fit there turned %d "
                                  "quarter clockwise",
                                  "the tile turned over on (%d, %d) does not fit there turned %d "
                                  "quarters clockwise", r), x, y, r);
      else if (mask)
        /* Translators: a square of the map (column, row) */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("the tile turned over on (%d, %d) does not fit there unturned"), x, y);
      else
        /* Translators: a square of the map (column, row) */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("the tile turned over on (%d, %d) fits there in no direction, so it leaves "
                       "the game"), x, y);
      return FALSE;
    }

  c->face_down[at] = -1;
  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    c->peeked[p][at] = -1;
  c->n_pending--;
  for (guint i = slot; i < c->n_pending; i++)
    {
      c->pending[2 * i] = c->pending[2 * i + 2];
      c->pending[2 * i + 1] = c->pending[2 * i + 3];
    }
  tl_map_reserve (state, x, y, FALSE);
  if (r < 0)
    {
      c->removed++;
      tl_game_state_add_bonus (state, me, -2, TL_SCORE_REVEAL, x, y);
    }
  else
    {
      tl_board_place (tl_game_state_board_mut (state), type, x, y, r);
      tl_game_state_add_bonus (state, me, 2, TL_SCORE_REVEAL, x, y);
    }
  /* every reveal in the order resolved, removed ones too (docs/design.md §4), so that
   * a replay resolves them, and scores them, in the same order */
  {
    TlTurnRecord *pending = tl_game_state_pending_turn (state);
    TlRevealRecord entry = { x, y, r, type };

    if (tl_map_chips_turn (pending)->reveal == NULL)
      tl_map_chips_turn (pending)->reveal = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
    g_array_append_val (tl_map_chips_turn (pending)->reveal, entry);
  }
  return TRUE;
}

/* docs/rules/maps.md §3.5 / docs/design.md §4: what waits is resolved in N, E, S, W order, in the
 * first rotation that fits, or removed. */
static gboolean
resolve_rest (TlGameState *state, Chips *c, GError **error)
{
  while (c->n_pending > 0 && c->pending_turn == tl_game_state_turn (state))
    {
      gint x = c->pending[0], y = c->pending[1];
      guint mask = tl_map_chips_reveal_rotations (state, x, y);

      if (!tl_map_chips_reveal (state, x, y, mask ? (gint) g_bit_nth_lsf (mask, -1) : -1, error))
        return FALSE;
    }
  return TRUE;
}

/* docs/rules/maps.md §3.2: a chip under the placed tile scores and allows a look; every
 * face-down tile beside it is turned face up, to be revealed. A recorded turn
 * (@turn) names them: a whole game checks each, a twin takes each from the
 * places its seat cannot see. */
static gboolean
chips_after_place (TlGameState *state, gpointer data, const TlTurnRecord *turn, GError **error)
{
  Chips *c = data;
  const TlBoard *board = tl_game_state_board (state);
  const TlPlacedTile *t = tl_board_tile (board, tl_game_state_placed_tile (state));
  TlTurnRecord *pending = tl_game_state_pending_turn (state);
  gssize at = cell_index (c, t->x, t->y);
  guint turn_no = tl_game_state_turn (state);

  if (at >= 0 && c->chip[at] != 0)
    {
      guint color, value;

      if (turn != NULL && !_tl_map_chips_name_chip (state, c, at, t->x, t->y, turn, error))
        return FALSE;
      color = TL_CHIP_COLOR (c->chip[at]);
      value = TL_CHIP_VALUE (c->chip[at]);
      c->chip[at] = 0;
      c->collected[color][value - 1]++;
      tl_map_chips_turn (pending)->has_chip = TRUE;
      tl_map_chips_turn (pending)->chip_color = color;
      tl_map_chips_turn (pending)->chip_value = value;
      tl_game_state_add_bonus (state, tl_game_state_current_player (state), value,
                               TL_SCORE_CHIP, t->x, t->y);
      c->peek_color = -1;
      for (gsize i = 0; i < (gsize) c->width * c->height && c->peek_color < 0; i++)
        if (c->face_down[i] >= 0 &&
            tl_map_layout_cell (tl_game_state_map (state), i % c->width, i / c->width)->color == color)
          c->peek_color = color;
      c->peek_turn = turn_no;
    }
  else if (turn != NULL && tl_map_chips_turn (turn)->has_chip)
    {
      /* Translators: a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the turn names a chip collected on (%d, %d), but no chip lies there"),
                   t->x, t->y);
      return FALSE;
    }

  /* turned face up for everyone, each named as it joins the cells that wait (so
   * that a twin never takes a tile from a cell already named) */
  c->n_pending = 0;
  c->pending_turn = turn_no;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      gint x = t->x + side_dx[s], y = t->y + side_dy[s];
      gssize n = cell_index (c, x, y);
      TlRevealRecord turned;

      if (n < 0 || c->face_down[n] < 0)
        continue;
      if (turn != NULL && tl_game_state_viewer (state) >= 0 &&
          _tl_map_chips_turned_tile (turn, x, y) < 0)
        {
          /* Translators: a square of the map (column, row) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("the tile turned face up on (%d, %d) is not named, but a player’s view of "
                         "a game names every tile turned face up"), x, y);
          return FALSE;
        }
      if (turn != NULL &&
          !_tl_map_chips_name_face_down (state, c, x, y, _tl_map_chips_turned_tile (turn, x, y),
                                         "turned", error))
        return FALSE;
      c->pending[2 * c->n_pending] = x;
      c->pending[2 * c->n_pending + 1] = y;
      c->n_pending++;
      turned = (TlRevealRecord) { x, y, -1, c->face_down[n] };
      if (tl_map_chips_turn (pending)->turned == NULL)
        tl_map_chips_turn (pending)->turned = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
      g_array_append_val (tl_map_chips_turn (pending)->turned, turned);
    }
  for (guint i = 0; turn != NULL && tl_map_chips_turn (turn)->turned != NULL && i < tl_map_chips_turn (turn)->turned->len; i++)
    {
      const TlRevealRecord *named = &g_array_index (tl_map_chips_turn (turn)->turned, TlRevealRecord, i);

      if (!_tl_map_chips_is_pending (c, state, cell_index (c, named->x, named->y)))
        {
          /* Translators: a square of the map (column, row) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("the turn names a tile turned face up on (%d, %d), but no face-down tile "
                         "lies there beside the tile placed"), named->x, named->y);
          return FALSE;
        }
    }

  if (turn == NULL)
    return TRUE;   /* live play: the player looks and reveals through the API */
  if (tl_map_chips_turn (turn)->has_peek &&
      ((tl_map_chips_face_down_at (state, tl_map_chips_turn (turn)->peek_x, tl_map_chips_turn (turn)->peek_y, NULL) &&
        !_tl_map_chips_name_face_down (state, c, tl_map_chips_turn (turn)->peek_x, tl_map_chips_turn (turn)->peek_y, tl_map_chips_turn (turn)->peek_tile,
                                       "peek", error)) ||
       tl_map_chips_peek (state, tl_map_chips_turn (turn)->peek_x, tl_map_chips_turn (turn)->peek_y, error) < 0))
    return FALSE;
  for (guint i = 0; tl_map_chips_turn (turn)->reveal != NULL && i < tl_map_chips_turn (turn)->reveal->len; i++)
    {
      const TlRevealRecord *p = &g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, i);

      if ((pending_slot (c, state, p->x, p->y) >= 0 &&
           !_tl_map_chips_name_face_down (state, c, p->x, p->y, p->tile, "reveal", error)) ||
          !tl_map_chips_reveal (state, p->x, p->y, p->r, error))
        return FALSE;
    }
  if (!tl_game_state_replay_settles (state))
    return TRUE;   /* a turn in progress stops where the player stopped: the rest still waits */
  if (tl_game_state_viewer (state) >= 0 && c->n_pending > 0)
    {
      /* Translators: a square of the map (column, row) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the tile turned face up on (%d, %d) is not resolved, but a player’s view of a "
                     "game names every reveal"), c->pending[0], c->pending[1]);
      return FALSE;
    }
  return resolve_rest (state, c, error);
}

static gboolean
chips_busy (const TlGameState *state, gconstpointer data)
{
  const Chips *c = data;

  return c->n_pending > 0 && c->pending_turn == tl_game_state_turn (state);
}

static gboolean
chips_settle (TlGameState *state, gpointer data, GError **error)
{
  return resolve_rest (state, data, error);
}

void
tl_map_chips_counts (const TlGameState *state,
                     guint             *chips_left,
                     guint             *face_down_left,
                     guint             *removed)
{
  Chips *c = chips_of (state);
  guint chips = 0, face_down = 0;

  for (gsize i = 0; c != NULL && i < (gsize) c->width * c->height; i++)
    {
      chips += c->chip[i] != 0;
      face_down += c->face_down[i] >= 0;
    }
  if (chips_left)
    *chips_left = chips;
  if (face_down_left)
    *face_down_left = face_down;
  if (removed)
    *removed = c ? c->removed : 0;
}

/* A new turn names no tile looked at. */
static void
turn_init (gpointer slot)
{
  ((TlMapChipsTurn *) slot)->peek_tile = -1;
}

static void
turn_copy (gpointer      dest,
           gconstpointer src)
{
  const TlMapChipsTurn *from = src;
  TlMapChipsTurn *to = dest;

  if (from->turned != NULL)
    to->turned = g_array_copy (from->turned);
  if (from->reveal != NULL)
    to->reveal = g_array_copy (from->reveal);
}

static void
turn_clear (gpointer slot)
{
  TlMapChipsTurn *turn = slot;

  g_clear_pointer (&turn->turned, g_array_unref);
  g_clear_pointer (&turn->reveal, g_array_unref);
}

/* A look at a face-down tile and a reveal come after the placement. */
static gboolean
turn_acted (gconstpointer slot)
{
  const TlMapChipsTurn *turn = slot;

  return turn->has_peek || turn->reveal != NULL;
}

const TlTurnSlotType tl_map_chips_turn_slot = {
  .name = "map-chips",
  .index = TL_MAP_CHIPS_TURN_SLOT,
  .size = sizeof (TlMapChipsTurn),
  .init = turn_init,
  .copy = turn_copy,
  .clear = turn_clear,
  .acted = turn_acted,
};

const TlExpansion tl_expansion_map_chips = {
  .name = "map-chips",
  .title = N_("Map-Chips"),
  .game = "carcassonne",
  .data_size = sizeof (Chips),
  .init = chips_init,
  .copy = chips_copy,
  .clear = chips_clear,
  .after_place = chips_after_place,
  .busy = chips_busy,
  .settle = chips_settle,
  .hidden_tiles = _tl_map_chips_hidden_tiles,
  .deal_hidden = _tl_map_chips_deal_hidden,
  .resample = _tl_map_chips_resample,
  .project = _tl_map_chips_project,
  .swap_hidden = _tl_map_chips_swap_hidden,
  .digest = _tl_map_chips_digest,
  .ai = &_tl_map_chips_ai,
  .requires = "map",
  .cli_help = "Map-Chips",
  .turn_slot = &tl_map_chips_turn_slot,
};
