/* tl-texture-private.h — GDK textures from cairo drawings (internal to src/widgets/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>
#include <cairo.h>

G_BEGIN_DECLS

/**
 * _tl_texture_from_surface:
 * @surface: a cairo image surface in %CAIRO_FORMAT_ARGB32
 *
 * Copies the surface's pixels (flushed first) into a new texture of the same
 * size in device pixels.
 *
 * Returns: (transfer full): the texture.
 */
GdkTexture *_tl_texture_from_surface (cairo_surface_t *surface);

/**
 * _tl_texture_of_surface:
 * @surface: a cairo image surface in %CAIRO_FORMAT_ARGB32 that no longer changes
 *   (a cached picture)
 *
 * The texture of @surface, made once (_tl_texture_from_surface()) and kept with
 * the surface: it lives as long as the surface does.
 *
 * Returns: (transfer none): the texture.
 */
GdkTexture *_tl_texture_of_surface   (cairo_surface_t *surface);

G_END_DECLS
