/* tl-library-banner.h — a bar across the top of the window that says what is
 * wrong with the library, with one thing to do about it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_LIBRARY_BANNER (tl_library_banner_get_type ())
G_DECLARE_FINAL_TYPE (TlLibraryBanner, tl_library_banner, TL, LIBRARY_BANNER, GtkWidget)

/**
 * TlLibraryBanner:
 *
 * Template `ui/tl-library-banner.ui`: a #GtkRevealer (AdwBanner needs
 * libadwaita 1.3) holding a warning icon, a heading, a line of detail (the
 * library's own message, naming the file; selectable) and an optional button
 * bound to an action. Style class `library-banner` (ui/style.css).
 */

/**
 * tl_library_banner_show:
 * @self: a banner
 * @title: the heading (translated)
 * @detail: (nullable): the detail (plain text)
 * @button_label: (nullable): the button's label with a mnemonic, or %NULL for none
 * @action_name: (nullable): the action the button activates (e.g. `win.move-library-aside`)
 *
 * Shows the banner (sliding down) with these texts.
 */
void        tl_library_banner_show      (TlLibraryBanner *self,
                                         const char      *title,
                                         const char      *detail,
                                         const char      *button_label,
                                         const char      *action_name);

/**
 * tl_library_banner_hide:
 * @self: a banner
 */
void        tl_library_banner_hide      (TlLibraryBanner *self);

gboolean    tl_library_banner_is_shown  (TlLibraryBanner *self);
const char *tl_library_banner_get_title (TlLibraryBanner *self);

G_END_DECLS
