/* tl-map-picture.c — small pictures of map layouts and of the editor's paints
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-map-picture.h"
#include "tl-render.h"
#include "tl-texture-private.h"

GdkTexture *
tl_map_picture_layout (const TlMapLayout *layout,
                       guint              max_px,
                       gboolean           dark)
{
  cairo_surface_t *surface;
  GdkTexture *texture;
  guint cell;
  cairo_t *cr;

  g_return_val_if_fail (layout != NULL, NULL);

  max_px = CLAMP (max_px, 16, 2048);
  cell = MAX (1, max_px / MAX (layout->width, layout->height));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cell * layout->width, cell * layout->height);
  cr = cairo_create (surface);
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        cairo_save (cr);
        cairo_translate (cr, x * cell, y * cell);
        tl_render_map_cell (cr, layout, x, y, cell, dark);
        cairo_restore (cr);
      }
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

GdkTexture *
tl_map_picture_paint (TlMapPaint paint,
                      guint      px,
                      gboolean   dark)
{
  /* a 3 × 3 neighbourhood, so that the cell is inland (or at sea) */
  g_autoptr(TlMapLayout) layout = tl_map_layout_new ("swatch", "swatch", 3, 3);
  TlMapCell around = tl_map_paint_cell (paint == TL_MAP_PAINT_BLOCKED ? TL_MAP_PAINT_BLOCKED
                                                                      : TL_MAP_PAINT_PLAYABLE);
  TlMapCell cell = tl_map_paint_cell (paint);
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;
  guint at_x = 1;

  g_return_val_if_fail (paint < TL_N_MAP_PAINTS, NULL);

  px = CLAMP (px, 8, 512);
  for (guint i = 0; i < 9; i++)
    layout->cells[i] = around;
  /* a half square lies at the edge of its map: drawn as the west edge's */
  if (paint == TL_MAP_PAINT_HALF)
    at_x = 0;
  layout->cells[3 + at_x] = cell;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tl_render_map_cell (cr, layout, at_x, 1, px, dark);
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
