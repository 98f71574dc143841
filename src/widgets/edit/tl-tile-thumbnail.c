/* tl-tile-thumbnail.c — a tile set's tiles as textures, drawn once per size and style
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tl-render.h"
#include "tl-texture-private.h"
#include "tl-tile-thumbnail.h"

static guint drawn;

static GdkTexture *
draw (TlTileSetEntry *entry, guint px, gboolean dark)
{
  const TlTileType *type = tl_tile_set_entry_get_tile (entry);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) px, (int) px);
  cairo_t *cr = cairo_create (surface);
  GdkTexture *texture;

  if (type != NULL)
    tl_render_tile (cr, type, 0, px, dark);
  else
    {
      static const double dashes[] = { 5.0, 3.0 };
      double line = MAX (1.0, px / 48.0);

      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
      cairo_set_line_width (cr, line);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_rectangle (cr, line / 2, line / 2, px - line, px - line);
      cairo_stroke (cr);
      cairo_move_to (cr, px * 0.3, px * 0.3);
      cairo_line_to (cr, px * 0.7, px * 0.7);
      cairo_move_to (cr, px * 0.7, px * 0.3);
      cairo_line_to (cr, px * 0.3, px * 0.7);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  drawn++;
  return texture;
}

GdkTexture *
tl_tile_thumbnail_draw (TlTileSetEntry *entry, guint px, gboolean dark)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (entry), NULL);
  return draw (entry, CLAMP (px, 1, 2048), dark);
}

GdkTexture *
tl_tile_thumbnail_get (TlTileSetEntry *entry, guint px, gboolean dark)
{
  g_autofree char *key = NULL;
  GQuark quark;
  GdkTexture *texture;

  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (entry), NULL);
  px = CLAMP (px, 1, 2048);
  key = g_strdup_printf ("tl-thumbnail-%u-%d", px, !!dark);
  quark = g_quark_from_string (key);
  texture = g_object_get_qdata (G_OBJECT (entry), quark);
  if (texture == NULL)
    {
      texture = draw (entry, px, dark);
      g_object_set_qdata_full (G_OBJECT (entry), quark, texture, g_object_unref);
    }
  return texture;
}

guint
tl_tile_thumbnail_drawn (void)
{
  return drawn;
}
