/* tl-style-color.c — the colours of the theme a widget is drawn in
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-style-color.h"

void
tl_style_color_fg (GtkWidget *widget,
                   GdkRGBA   *out)
{
  g_return_if_fail (GTK_IS_WIDGET (widget) && out != NULL);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), out);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void
tl_style_color_lookup (GtkWidget  *widget,
                       const char *name,
                       const char *fallback,
                       GdkRGBA    *out)
{
  gboolean found;

  g_return_if_fail (GTK_IS_WIDGET (widget) && name != NULL && fallback != NULL && out != NULL);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  found = gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, out);
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (!found)
    gdk_rgba_parse (out, fallback);
}
