/* tl-map-library.h — the Maps library: the built-in layouts and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-library-window.h"

G_BEGIN_DECLS

/**
 * tl_map_library_kind:
 *
 * Returns: (transfer none): what a #TlLibraryWindow of map layouts shows and
 *   does (USA West and USA East built in; the user's layouts from the library).
 */
const TlLibraryKind *tl_map_library_kind (void);

/**
 * tl_map_library_show:
 * @application: (nullable): the application
 * @store: (nullable): the library (%NULL: the app's, tl_application_get_library())
 *
 * Presents the Maps window (tl_library_window_show()).
 *
 * Returns: (transfer none) (nullable): the window, or %NULL when it comes later.
 */
TlLibraryWindow     *tl_map_library_show (GtkApplication *application,
                                          TlLibrary        *store);

/**
 * tl_map_library_install:
 * @application: the application, at its startup
 *
 * Adds `app.maps` (shows the Maps window).
 */
void                 tl_map_library_install (GtkApplication *application);

G_END_DECLS
