/* tl-texture.c — GDK textures from cairo drawings
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-texture-private.h"

GdkTexture *
_tl_texture_from_surface (cairo_surface_t *surface)
{
  g_autoptr (GBytes) bytes = NULL;
  int width, height, stride;

  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  /* cairo's ARGB32 is premultiplied and native-endian: GDK_MEMORY_DEFAULT */
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static const cairo_user_data_key_t texture_key;

GdkTexture *
_tl_texture_of_surface (cairo_surface_t *surface)
{
  GdkTexture *texture = cairo_surface_get_user_data (surface, &texture_key);

  if (texture != NULL)
    return texture;
  texture = _tl_texture_from_surface (surface);
  cairo_surface_set_user_data (surface, &texture_key, texture, g_object_unref);
  return texture;
}
