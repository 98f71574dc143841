/* tl-tile-words.h — the words the tile-set editor shows for kinds, sides and corners
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_tile_kind_label:
 * @kind: a #TlSegmentKind
 *
 * Returns: (transfer none): the kind's name for the user, translated
 *   ("Field", "Road", "City", "Monastery", "Mountain", "Grassland", "Sea").
 */
const char *tl_tile_kind_label         (TlSegmentKind kind);

/**
 * tl_tile_side_label:
 * @side: a side, 0..3
 *
 * Returns: (transfer none): its one-letter name for the user, translated
 *   ("N", "E", "S", "W").
 */
const char *tl_tile_side_label         (guint side);

/**
 * tl_tile_corner_label:
 * @corner: a #TlCorner
 *
 * Returns: (transfer none): its name for the user, translated ("NW", "NE",
 *   "SE", "SW").
 */
const char *tl_tile_corner_label       (guint corner);

G_END_DECLS
