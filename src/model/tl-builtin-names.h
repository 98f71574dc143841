/* tl-builtin-names.h — the built-in data's names in the user's language
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"

G_BEGIN_DECLS

/**
 * tl_builtin_tile_name:
 * @id: a tile id ("D", "IC-K", "07")
 * @name: (nullable): that tile's name as its tile set has it
 *
 * The name to show for a tile. A tile of a built-in tile set (data/tilesets/)
 * — one whose @id and @name are a built-in tile's, as in a built-in game, the
 * Maps deck, or a user's copy whose tile was not renamed — gets its name
 * translated (gettext context "tile name", docs/translation.md); any other
 * name is the user's own and is given back as written. Only for display:
 * records, saves and the library keep the data's English names.
 * Thread-safe; the built-in sets are read once.
 *
 * Returns: (transfer none) (nullable): the name to show (a translation, or
 *   @name itself), %NULL when @name is %NULL.
 */
const char *tl_builtin_tile_name      (const char       *id,
                                       const char       *name);

/**
 * tl_builtin_tile_type_name:
 * @type: a tile type
 *
 * tl_builtin_tile_name() of @type's id and name, or its id when it has no name.
 *
 * Returns: (transfer none): the name to show; lives as long as @type.
 */
const char *tl_builtin_tile_type_name (const TlTileType *type);

/**
 * tl_builtin_map_name:
 * @id: a map id
 *
 * The name of a built-in map layout as the app shows it, translated: "USA
 * West", "USA East", "USA West and East" (`usa-both`). The data's own `name`
 * ("USA West (reconstructed layout)") is for readers of the file; the app says
 * that the layouts are reconstructions where it shows them.
 *
 * Returns: (transfer none) (nullable): the translated name, or %NULL when @id
 *   is not a built-in map's.
 */
const char *tl_builtin_map_name       (const char       *id);

G_END_DECLS
