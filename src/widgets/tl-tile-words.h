/* tl-tile-words.h — the words the tile-set editor shows for kinds (its sides and
 * corners: tl_tile_side_label(), tl_tile_corner_label() of the engine)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tl-engine.h"
#include "tl-tile-text.h"

G_BEGIN_DECLS

/**
 * tl_tile_kind_label:
 * @kind: a #TlSegmentKind
 *
 * Returns: (transfer none): the kind's name for the user, translated
 *   ("Field", "Road", "City", "Monastery", "Mountain", "Grassland", "Sea").
 */
const char *tl_tile_kind_label         (TlSegmentKind kind);


G_END_DECLS
