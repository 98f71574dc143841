/* tl-builtin-digest.h — digests of the built-in tile sets and maps, so two
 * programs can tell whether they have the same data (docs/network.md "Skew")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_builtin_digest:
 * @kind: `"tileset"` or `"map"`
 * @id: a built-in tile set's id (`carcassonne-base`…) or map's (`usa-west`,
 *   `usa-east`, `usa-both`)
 *
 * The first 64 bits of the SHA-256 of the built-in file as this program has it
 * (`data/tilesets/ID.json`, `data/maps/ID.json`; `usa-both` is computed from
 * West and East, so it digests both files, West first).
 *
 * Returns: (transfer full) (nullable): 16 hexadecimal digits, or %NULL when
 *   this program has no such built-in data; free with g_free().
 */
char *tl_builtin_digest (const char *kind,
                         const char *id);

G_END_DECLS
