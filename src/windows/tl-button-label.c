/* tl-button-label.c — a button's label that breaks into lines
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-button-label.h"

void
tl_button_wrap_label (GtkButton *button)
{
  GtkWidget *label;

  g_return_if_fail (GTK_IS_BUTTON (button));

  label = gtk_button_get_child (button);
  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
}
