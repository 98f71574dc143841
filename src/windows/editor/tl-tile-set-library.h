/* tl-tile-set-library.h — the Tile Sets library: the built-in sets and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-library-window.h"
#include "tl-tile-set-document.h"

G_BEGIN_DECLS

/**
 * tl_tile_set_library_kind:
 *
 * Returns: (transfer none): what a #TlLibraryWindow of tile sets shows and does:
 *   the four built-in sets (read-only; duplicated to be changed) and the user's
 *   from the library, each card a strip of its tiles (tl_tile_set_picture())
 *   with its game and tile count; new, duplicate, rename, delete, import and
 *   export of `tilelands-tileset` files (docs/design.md §3), Try It and Play.
 */
const TlLibraryKind *tl_tile_set_library_kind (void);

/**
 * tl_tile_set_library_show:
 * @application: (nullable): the application
 * @store: (nullable): the library (%NULL: the app's)
 *
 * Presents the Tile Sets window (tl_library_window_show()).
 *
 * Returns: (transfer none) (nullable): the window, or %NULL when it comes later.
 */
TlLibraryWindow     *tl_tile_set_library_show (GtkApplication *application,
                                               TlLibrary        *store);

/**
 * tl_tile_set_library_install:
 * @application: the application, at its startup
 *
 * Adds `app.tile-sets` (shows the Tile Sets window).
 */
void                 tl_tile_set_library_install (GtkApplication *application);

/**
 * tl_tile_set_library_read:
 * @json: a tile set's JSON text as the library keeps it (a draft too)
 *
 * The document of @json, read once: the cards' thumbnail and line and the
 * actions of one card read the same text, so the last one read is kept.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL when @json is
 *   no tile set.
 */
TlTileSetDocument   *tl_tile_set_library_read (const char *json);

/**
 * tl_tile_set_library_copy_builtin:
 * @json: a built-in tile set's JSON text (the data's, in English)
 *
 * The JSON a user's copy of a built-in set starts from: the same text with each
 * tile's `name` in the user's language (tl_builtin_tile_name()), so that the
 * copy's names are the user's own from then on, shown and edited as written.
 * The other members are kept as they are.
 *
 * Returns: (transfer full): the JSON text; @json itself (copied) when it does
 *   not read as a JSON object.
 */
char                *tl_tile_set_library_copy_builtin (const char *json);

G_END_DECLS
