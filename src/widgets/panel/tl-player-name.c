/* tl-player-name.c — a player's name as a window shows it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-engine.h"
#include "tl-player-name.h"

char *
tl_player_name_shown (const char *name)
{
  g_autofree char *valid = NULL;
  const char *cut;

  g_return_val_if_fail (name != NULL, NULL);

  valid = g_utf8_make_valid (name, -1);
  if (g_utf8_strlen (valid, -1) <= TL_PLAYER_NAME_TYPED_MAX)
    return g_steal_pointer (&valid);
  cut = g_utf8_offset_to_pointer (valid, TL_PLAYER_NAME_TYPED_MAX - 1);
  *(char *) cut = '\0';
  return g_strconcat (valid, "…", NULL);
}

GtkWidget *
tl_player_name_label_new (const char *name)
{
  GtkWidget *widget = gtk_label_new (NULL);
  GtkLabel *label = GTK_LABEL (widget);
  g_autofree char *shown = NULL;

  g_return_val_if_fail (name != NULL, widget);

  shown = tl_player_name_shown (name);
  gtk_label_set_text (label, shown);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_single_line_mode (label, TRUE);
  gtk_widget_set_tooltip_text (widget, g_strcmp0 (shown, name) != 0 ? name : NULL);
  return widget;
}
