/* tl-style-color.h — the colours of the theme a widget is drawn in
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only callers of GtkStyleContext (deprecated in GTK 4.10): a port to a newer GTK
 * changes these two functions and nothing else (docs/packaging.md, "Deprecated APIs").
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * tl_style_color_fg:
 * @widget: a widget
 * @out: (out caller-allocates): where the colour goes
 *
 * The widget's foreground (text) colour as its style gives it now (GTK 4.10's
 * gtk_widget_get_color() on a newer GTK). No errors.
 */
void      tl_style_color_fg     (GtkWidget   *widget,
                                 GdkRGBA     *out);

/**
 * tl_style_color_lookup:
 * @widget: a widget
 * @name: a named colour of the theme ("accent_color", "window_fg_color"…)
 * @fallback: the colour when the theme defines no @name, as gdk_rgba_parse() reads it
 *   ("#3584e4")
 * @out: (out caller-allocates): where the colour goes
 *
 * The theme's named colour @name for @widget, else @fallback. Named colours
 * (`@define-color`) have no successor after GTK 4.10; libadwaita 1.6 gives the accent
 * colours as adw_style_manager_get_accent_color_rgba(). No errors.
 */
void      tl_style_color_lookup (GtkWidget   *widget,
                                 const char  *name,
                                 const char  *fallback,
                                 GdkRGBA     *out);

G_END_DECLS
