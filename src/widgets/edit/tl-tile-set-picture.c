/* tl-tile-set-picture.c — a small picture of a tile set: a strip of its tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"
#include "tl-texture-private.h"
#include "tl-tile-set-picture.h"

/* A tile of a draft that cannot be drawn: a dashed outline. */
static void
draw_missing (cairo_t *cr, double size, gboolean dark)
{
  double line = MAX (1.0, size / 24);
  double dash = MAX (2.0, size / 8);

  cairo_save (cr);
  cairo_rectangle (cr, line / 2, line / 2, size - line, size - line);
  cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.45);
  cairo_set_line_width (cr, line);
  cairo_set_dash (cr, &dash, 1, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

GdkTexture *
tl_tile_set_picture (TlTileSetDocument *document,
                     guint              max_px,
                     gboolean           dark)
{
  guint n, rows, columns, gap, tile, height, left;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (document), NULL);

  max_px = CLAMP (max_px, 32, 2048);
  n = MIN (tl_tile_set_document_n_tiles (document), TL_TILE_SET_PICTURE_COLUMNS * TL_TILE_SET_PICTURE_ROWS);
  rows = MAX (1, (n + TL_TILE_SET_PICTURE_COLUMNS - 1) / TL_TILE_SET_PICTURE_COLUMNS);
  gap = MAX (1, max_px / 50);
  tile = (max_px - gap * (TL_TILE_SET_PICTURE_COLUMNS - 1)) / TL_TILE_SET_PICTURE_COLUMNS;
  height = rows * tile + (rows - 1) * gap;
  /* fewer tiles than a row: in the middle */
  columns = MAX (1, MIN (n, TL_TILE_SET_PICTURE_COLUMNS));
  left = (max_px - (columns * tile + (columns - 1) * gap)) / 2;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, max_px, height);
  cr = cairo_create (surface);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TlTileSetEntry) entry = tl_tile_set_document_get_tile (document, i);
      const TlTileType *type = tl_tile_set_entry_get_tile (entry);

      cairo_save (cr);
      cairo_translate (cr, left + (i % TL_TILE_SET_PICTURE_COLUMNS) * (tile + gap),
                       (i / TL_TILE_SET_PICTURE_COLUMNS) * (tile + gap));
      if (type != NULL)
        tl_render_tile (cr, type, 0, tile, dark);
      else
        draw_missing (cr, tile, dark);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
