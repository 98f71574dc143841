/* tl-meeple-icon.h — a player's meeple in the player's colour
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_MEEPLE_ICON (tl_meeple_icon_get_type ())
G_DECLARE_FINAL_TYPE (TlMeepleIcon, tl_meeple_icon, TL, MEEPLE_ICON, GtkWidget)

/**
 * TlMeepleIcon:
 *
 * A small picture of a standing meeple, drawn by tl_render_follower(), that
 * identifies a seat by its colour (scoreboard, new-game seats). Its size is the
 * widget's allocation (24 × 24 logical pixels unless a size request says more).
 *
 * Property `color` (string, nullable): a colour as accepted by
 * tl_render_parse_color() (`"red"`, `"#rrggbb"` …); %NULL or an unknown colour
 * draws a grey meeple.
 */

/**
 * tl_meeple_icon_new:
 * @color: (nullable): the colour, see #TlMeepleIcon:color
 *
 * Returns: (transfer floating): a new icon.
 */
GtkWidget  *tl_meeple_icon_new       (const char *color);

/**
 * tl_meeple_icon_set_color:
 * @self: an icon
 * @color: (nullable): the colour, see #TlMeepleIcon:color
 */
void        tl_meeple_icon_set_color (TlMeepleIcon *self,
                                      const char   *color);

/**
 * tl_meeple_icon_get_color:
 * @self: an icon
 *
 * Returns: (transfer none) (nullable): the colour spec.
 */
const char *tl_meeple_icon_get_color (TlMeepleIcon *self);

/**
 * tl_meeple_icon_render_texture:
 * @color: (nullable): the colour, see #TlMeepleIcon:color
 * @size: width and height in pixels, above 0
 *
 * Draws the same meeple into a texture, for places that take a #GdkPaintable
 * (the hand-over screen's #AdwStatusPage).
 *
 * Returns: (transfer full): a @size × @size texture.
 */
GdkTexture *tl_meeple_icon_render_texture (const char *color,
                                           int         size);

G_END_DECLS
