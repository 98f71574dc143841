/* tl-tile-text.h — a tile's sides and corners named as a person reads them
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_tile_side_label:
 * @side: a side, 0 (north) to 3 (west), clockwise
 *
 * The name the tile-set editor, the engine's messages about tiles and the help
 * give a side.
 *
 * Returns: (transfer none): its one-letter name, translated ("N", "E", "S",
 *   "W"; context "side of a tile"), "?" for no side.
 */
const char *tl_tile_side_label   (guint side);

/**
 * tl_tile_corner_label:
 * @corner: a corner, 0 (north-west) to 3 (south-west), clockwise
 *
 * Returns: (transfer none): its name, translated ("NW", "NE", "SE", "SW";
 *   context "corner of a tile"), "?" for no corner.
 */
const char *tl_tile_corner_label (guint corner);

G_END_DECLS
