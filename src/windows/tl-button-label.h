/* tl-button-label.h — a button's label that breaks into lines
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * tl_button_wrap_label:
 * @button: a button whose child is the label gtk_button_set_label() made
 *   (another child is left alone)
 *
 * Lets the label break into lines, centred, between words (never inside one:
 * the longest word is the narrowest the button gets), so that a long label (a
 * step's, a translation's) does not widen what holds the button. Call it after each
 * gtk_button_set_label(), which keeps the label it made the first time.
 */
void tl_button_wrap_label (GtkButton *button);

G_END_DECLS
