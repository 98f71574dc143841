/* tl-accessible-names.h — names GTK 4.8 gets wrong for a screen reader
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * tl_accessible_names_ensure:
 *
 * Once per process (later calls do nothing): from then on, whenever a widget is
 * mapped (a window: with everything in it), gives the controls GTK 4.8 and
 * libadwaita 1.2 name wrongly a name a person would say, through
 * gtk_accessible_update_property():
 *
 * - a #GtkButton with a mnemonic label ("_Start", the app's and #AdwMessageDialog's
 *   responses): GTK 4.8 names it "_Start Start" (its label with the underscore, then its
 *   label child again); it is named "Start" (again whenever the label changes);
 * - a #GtkMenuButton with a label ("Map _Legend"): named by its type; it is named
 *   "Map Legend";
 * - the toggle button inside a #GtkDropDown (an #AdwComboRow's): named after the row's
 *   title, else "Choose";
 * - a #GtkSearchEntry (the preferences window's): its placeholder text, else "Search".
 *
 * The controls the app builds itself get their names in their templates or code.
 * Called by tl_windows_ensure_resources(), so every window class has it.
 */
void tl_accessible_names_ensure (void);

G_END_DECLS
