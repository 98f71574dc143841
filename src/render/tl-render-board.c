/* tl-render-board.c — a whole board: tiles and followers; as a PNG file
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"

#include <math.h>

/* Followers stand about a quarter of a tile high. */
#define FOLLOWER_SCALE 0.27

static void
seat_colors (const TlGameState *state, const TlRgb *colors, TlRgb *out)
{
  const TlRecord *record = tl_game_state_record (state);
  guint n = tl_game_state_n_players (state);

  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    {
      tl_render_default_color (i, &out[i]);
      if (i >= n)
        continue;
      if (colors != NULL)
        out[i] = colors[i];
      else if (record != NULL && record->players != NULL && i < record->players->len)
        tl_render_parse_color (g_array_index (record->players, TlPlayerInfo, i).color, &out[i]);
    }
}

void
tl_render_board (cairo_t           *cr,
                 const TlGameState *state,
                 const TlRgb       *colors,
                 double             tile_px,
                 gboolean           dark)
{
  const TlBoard *board;
  const TlFeatures *features;
  const GArray *followers;
  TlTileSet *set;
  TlRgb seat[TL_MAX_PLAYERS];
  gint min_x, min_y, max_x, max_y;
  guint n_tiles;

  g_return_if_fail (cr != NULL && state != NULL);

  board = tl_game_state_board (state);
  n_tiles = tl_board_n_tiles (board);
  if (n_tiles == 0 || tile_px <= 0)
    return;
  set = tl_game_state_tile_set (state);
  tl_board_bounds (board, &min_x, &min_y, &max_x, &max_y);
  seat_colors (state, colors, seat);

  for (guint i = 0; i < n_tiles; i++)
    {
      const TlPlacedTile *tile = tl_board_tile (board, i);

      cairo_save (cr);
      cairo_translate (cr, (tile->x - min_x) * tile_px, (tile->y - min_y) * tile_px);
      tl_render_tile (cr, tl_tile_set_type (set, tile->type), tile->r, tile_px, dark);
      cairo_restore (cr);
    }

  features = tl_board_features_const (board);
  followers = tl_features_followers (features);
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *tile = tl_board_tile (board, f->tile);
      guint local = tl_features_segment_local (features, f->segment);
      double fx, fy;

      tl_render_segment_anchor (tl_tile_set_type (set, tile->type), local, tile->r, &fx, &fy);
      tl_render_follower_with_role (cr, (tile->x - min_x + fx) * tile_px, (tile->y - min_y + fy) * tile_px,
                                    tile_px * FOLLOWER_SCALE, &seat[f->player % TL_MAX_PLAYERS], f->lying,
                                    tl_render_follower_role (tl_features_segment_kind (features, f->segment)));
    }
}

gboolean
tl_render_board_png (const TlGameState *state,
                     const TlRgb       *colors,
                     const char        *path,
                     double             tile_px,
                     GError           **error)
{
  const TlBoard *board;
  gint min_x, min_y, max_x, max_y;
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  g_return_val_if_fail (state != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(tile_px >= 8 && tile_px <= 512))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "tile size %g px is out of range (8 to 512)", tile_px);
      return FALSE;
    }
  board = tl_game_state_board (state);
  if (tl_board_n_tiles (board) == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "the board has no tiles to draw");
      return FALSE;
    }
  tl_board_bounds (board, &min_x, &min_y, &max_x, &max_y);
  w = ceil ((max_x - min_x + 1) * tile_px);
  h = ceil ((max_y - min_y + 1) * tile_px);
  if (w > 16384 || h > 16384)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "the picture would be %.0f × %.0f pixels (at most 16384 on a side)", w, h);
      return FALSE;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  cr = cairo_create (surface);
  tl_render_board (cr, state, colors, tile_px, FALSE);
  cairo_destroy (cr);

  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   "cannot write %s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
