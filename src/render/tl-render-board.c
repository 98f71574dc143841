/* tl-render-board.c — a whole board: the map, tiles and followers; as a PNG file
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"
#include "tl-tile-cache.h"

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

gboolean
tl_render_board_extent (const TlGameState *state,
                        gint              *min_x,
                        gint              *min_y,
                        guint             *width,
                        guint             *height)
{
  const TlMapLayout *map;
  const TlBoard *board;
  gint x0 = 0, y0 = 0, x1 = -1, y1 = -1;

  g_return_val_if_fail (state != NULL, FALSE);

  map = tl_game_state_map (state);
  board = tl_game_state_board (state);
  if (map != NULL)
    {
      x1 = (gint) map->width - 1;
      y1 = (gint) map->height - 1;
    }
  else if (tl_board_n_tiles (board) > 0)
    tl_board_bounds (board, &x0, &y0, &x1, &y1);
  if (min_x != NULL)
    *min_x = x0;
  if (min_y != NULL)
    *min_y = y0;
  if (width != NULL)
    *width = (guint) MAX (0, x1 - x0 + 1);
  if (height != NULL)
    *height = (guint) MAX (0, y1 - y0 + 1);
  return x1 >= x0;
}

void
tl_render_follower_place (const TlGameState *state,
                          guint              index,
                          double            *bx,
                          double            *by)
{
  const TlBoard *board;
  const TlFeatures *features;
  const GArray *followers;
  const TlFollower *f;
  const TlPlacedTile *tile;
  guint before = 0, n = 0;
  double fx, fy;

  g_return_if_fail (state != NULL && bx != NULL && by != NULL);

  board = tl_game_state_board (state);
  features = tl_board_features_const (board);
  followers = tl_features_followers (features);
  g_return_if_fail (followers != NULL && index < followers->len);

  f = &g_array_index (followers, TlFollower, index);
  tile = tl_board_tile (board, f->tile);
  tl_render_segment_anchor (tl_tile_set_type (tl_game_state_tile_set (state), tile->type),
                            tl_features_segment_local (features, f->segment), tile->r, &fx, &fy);
  for (guint i = 0; i < followers->len; i++)
    if (g_array_index (followers, TlFollower, i).segment == f->segment)
      {
        before += i < index;
        n++;
      }
  *bx = tile->x + fx + (before - (n - 1) / 2.0) * 0.16;
  *by = tile->y + fy;
}

void
tl_render_board (cairo_t           *cr,
                 const TlGameState *state,
                 const TlRgb       *colors,
                 double             tile_px,
                 gboolean           dark)
{
  tl_render_board_cached (cr, state, colors, tile_px, dark, NULL);
}

void
tl_render_board_cached (cairo_t           *cr,
                        const TlGameState *state,
                        const TlRgb       *colors,
                        double             tile_px,
                        gboolean           dark,
                        TlTileCache       *cache)
{
  const TlBoard *board;
  const TlFeatures *features;
  const GArray *followers;
  TlTileSet *set;
  TlRgb seat[TL_MAX_PLAYERS];
  gint min_x, min_y;
  guint n_tiles;

  g_return_if_fail (cr != NULL && state != NULL);

  board = tl_game_state_board (state);
  n_tiles = tl_board_n_tiles (board);
  if (!tl_render_board_extent (state, &min_x, &min_y, NULL, NULL) || tile_px <= 0)
    return;
  set = tl_game_state_tile_set (state);
  seat_colors (state, colors, seat);

  /* on a map the map is drawn whole, with its origin at (0, 0) */
  cairo_save (cr);
  cairo_translate (cr, -min_x * tile_px, -min_y * tile_px);
  tl_render_map (cr, state, tile_px, dark);
  cairo_restore (cr);

  for (guint i = 0; i < n_tiles; i++)
    {
      const TlPlacedTile *tile = tl_board_tile (board, i);

      cairo_surface_t *picture = cache != NULL
                                 ? tl_tile_cache_lookup (cache, tile->type, tile->r, (guint) tile_px, dark)
                                 : NULL;

      cairo_save (cr);
      cairo_translate (cr, (tile->x - min_x) * tile_px, (tile->y - min_y) * tile_px);
      if (picture != NULL)
        {
          cairo_set_source_surface (cr, picture, 0, 0);
          cairo_paint (cr);
        }
      else
        tl_render_tile (cr, tl_tile_set_type (set, tile->type), tile->r, tile_px, dark);
      cairo_restore (cr);
    }

  /* start squares still show their brown margin round their tiles */
  cairo_save (cr);
  cairo_translate (cr, -min_x * tile_px, -min_y * tile_px);
  tl_render_map_over (cr, state, tile_px, dark);
  cairo_restore (cr);

  features = tl_board_features_const (board);
  followers = tl_features_followers (features);
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      double bx, by;

      tl_render_follower_place (state, i, &bx, &by);
      tl_render_follower_halo (cr, (bx - min_x) * tile_px, (by - min_y) * tile_px,
                               tile_px * FOLLOWER_SCALE, &seat[f->player % TL_MAX_PLAYERS], f->lying);
      tl_render_follower_with_role (cr, (bx - min_x) * tile_px, (by - min_y) * tile_px,
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
  guint width, height;
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
  if (!tl_render_board_extent (state, NULL, NULL, &width, &height))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "the board has no tiles to draw");
      return FALSE;
    }
  w = ceil (width * tile_px);
  h = ceil (height * tile_px);
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

static cairo_status_t
append_png (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
tl_render_board_thumbnail (const TlGameState *state,
                           guint              max_width,
                           guint              max_height)
{
  g_autoptr (GByteArray) png = NULL;
  guint width, height, tile_px;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  g_return_val_if_fail (state != NULL, NULL);

  if (max_width < 16 || max_width > 2048 || max_height < 16 || max_height > 2048)
    return NULL;
  if (!tl_render_board_extent (state, NULL, NULL, &width, &height))
    return NULL;
  tile_px = MIN (max_width / width, max_height / height);
  tile_px = CLAMP (tile_px, 1, TL_RENDER_THUMBNAIL_MAX_TILE_PX);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (width * tile_px),
                                        (int) (height * tile_px));
  cr = cairo_create (surface);
  tl_render_board (cr, state, NULL, tile_px, FALSE);
  cairo_destroy (cr);
  png = g_byte_array_new ();
  status = cairo_surface_write_to_png_stream (surface, append_png, png);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&png));
}
