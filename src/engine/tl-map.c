/* tl-map.c — Carcassonne Maps: a game on a bounded map (docs/rules/maps.md §1–§2)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map.h"
#include "tl-map-private.h"
#include "tl-expansion.h"
#include "tl-error.h"

typedef struct {
  TlMapLayout *layout;
  guint8 *reserved;     /* per cell: a face-down tile lies there (Map-Chips) */
} Map;

static Map *
map_of (const TlGameState *state)
{
  return tl_game_state_expansion_data (state, &tl_expansion_map);
}

/* docs/rules/maps.md §1: tiles only on printed squares; everything else is the border. */
static TlCellState
map_filter (gint x, gint y, gpointer data)
{
  Map *m = data;

  if (!tl_map_layout_playable (m->layout, x, y))
    return TL_CELL_OFF;
  return m->reserved[(gsize) y * m->layout->width + x] ? TL_CELL_RESERVED : TL_CELL_OPEN;
}

static void
map_prepare (TlGameState *state, gpointer data, const TlRecord *record)
{
  Map *m = data;

  m->layout = tl_map_layout_ref (record->map_layout);
  m->reserved = g_new0 (guint8, (gsize) m->layout->width * m->layout->height);
  /* the border closes roads, cities and fields and counts for monasteries */
  tl_board_set_cell_filter (tl_game_state_board_mut (state), map_filter, m, TRUE);
}

/* docs/rules/maps.md §1, §2: the start tile on the first start square, a tile from the
 * stack on every other one, in reading order. */
static guint
map_start_cells (TlGameState *state, gpointer data, GArray *out)
{
  Map *m = data;
  guint n = 0;

  for (guint y = 0; y < m->layout->height; y++)
    for (guint x = 0; x < m->layout->width; x++)
      if (tl_map_layout_cell (m->layout, x, y)->kind == TL_MAP_START)
        {
          gint cell[2] = { x, y };

          g_array_append_vals (out, cell, 2);
          n++;
        }
  return n;
}

/* docs/rules/maps.md §1: a record that names the start tiles puts one on every start square. */
static gboolean
map_init (TlGameState *state, gpointer data, const TlRecord *record, GError **error)
{
  Map *m = data;
  g_autoptr(GArray) squares = NULL;

  if (record->setup_start == NULL)
    return TRUE;
  squares = g_array_new (FALSE, FALSE, sizeof (gint));
  map_start_cells (state, data, squares);
  for (guint i = 0; i < squares->len / 2; i++)
    {
      gint x = g_array_index (squares, gint, 2 * i), y = g_array_index (squares, gint, 2 * i + 1);

      if (tl_board_tile_at (tl_game_state_board (state), x, y) < 0)
        {
          /* Translators: a square of the map (column, row), then the map's name */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the saved game puts no start tile on the start square (%d, %d) of the "
                         "map “%s”; every start square holds one"), x, y, _tl_map_layout_title (m->layout));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
map_wanted (const TlRecord *record)
{
  return record->map_layout != NULL;
}

/* Why no tile goes on a cell the map closed: off the map, or under a face-down
 * tile (Map-Chips). */
static char *
map_closed_cell (const TlGameState *state,
                 gconstpointer      data,
                 gint               x,
                 gint               y,
                 TlCellState        cell,
                 gboolean           setup)
{
  /* Translators: (this and the next two) a square of the map, (column, row) */
  if (setup)
    return g_strdup_printf (_("(%d, %d) is not a playable square of the map (it is blocked, "
                              "outside the map, or a half square of a map played alone)"), x, y);
  if (cell == TL_CELL_RESERVED)
    return g_strdup_printf (_("a face-down tile lies on (%d, %d)"), x, y);
  return g_strdup_printf (_("(%d, %d) is not a playable square of the map (it is blocked, outside "
                            "the map, or a half square of a map played alone)"), x, y);
}

static void
map_copy (TlGameState *state, gpointer dest, gconstpointer src)
{
  Map *m = dest;

  tl_map_layout_ref (m->layout);
  m->reserved = g_memdup2 (m->reserved, (gsize) m->layout->width * m->layout->height);
  tl_board_set_filter_data (tl_game_state_board_mut (state), m);
}

static void
map_clear (gpointer data)
{
  Map *m = data;

  g_clear_pointer (&m->layout, tl_map_layout_unref);
  g_clear_pointer (&m->reserved, g_free);
}

const TlMapLayout *
tl_game_state_map (const TlGameState *state)
{
  Map *m = map_of (state);

  return m ? m->layout : NULL;
}

void
tl_map_reserve (TlGameState *state,
                gint         x,
                gint         y,
                gboolean     reserved)
{
  Map *m = map_of (state);

  g_return_if_fail (m != NULL && tl_map_layout_cell (m->layout, x, y) != NULL);
  m->reserved[(gsize) y * m->layout->width + x] = reserved;
  tl_board_refresh_cell (tl_game_state_board_mut (state), x, y);
}

const TlExpansion tl_expansion_map = {
  .name = "map",
  .title = N_("Carcassonne Maps"),
  .game = "carcassonne",
  .data_size = sizeof (Map),
  .prepare = map_prepare,
  .start_cells = map_start_cells,
  .init = map_init,
  .copy = map_copy,
  .clear = map_clear,
  .wanted = map_wanted,
  .closed_cell = map_closed_cell,
};
