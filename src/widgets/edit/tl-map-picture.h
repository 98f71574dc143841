/* tl-map-picture.h — small pictures of map layouts and of the editor's paints
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gdk/gdk.h>

#include "tl-map-document.h"

G_BEGIN_DECLS

/**
 * tl_map_picture_layout:
 * @layout: a map layout
 * @max_px: the longer side of the picture, in device pixels (16 … 2048)
 * @dark: %TRUE for the dark style's tones
 *
 * A thumbnail of the whole layout, each cell drawn as the board draws it
 * (tl_render_map_cell()) at the largest whole number of pixels that fits
 * (at least 1).
 *
 * Returns: (transfer full): the picture, at most @max_px on its longer side.
 */
GdkTexture *tl_map_picture_layout (const TlMapLayout *layout,
                                   guint              max_px,
                                   gboolean           dark);

/**
 * tl_map_picture_paint:
 * @paint: a paint of the map editor
 * @px: edge length in device pixels (8 … 512)
 * @dark: %TRUE for the dark style's tones
 *
 * One cell painted with @paint as a map shows it, inland (a half square at the
 * west edge, water among water): the editor's swatch for the paint.
 *
 * Returns: (transfer full): the picture, @px × @px.
 */
GdkTexture *tl_map_picture_paint  (TlMapPaint paint,
                                   guint      px,
                                   gboolean   dark);

G_END_DECLS
