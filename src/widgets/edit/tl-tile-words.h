/* tl-tile-words.h — the words the tile-set editor shows for kinds (its sides and
 * corners: tl_tile_side_label(), tl_tile_corner_label() of the engine), and how
 * a tile shown is turned
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

/**
 * tl_tile_turned_words:
 * @r: a rotation in quarter turns clockwise (taken modulo 4)
 *
 * How a tile is turned, for a screen reader: a tile's name ("city on one side,
 * road curving from east to south") describes it unturned, so what is said of
 * a turned tile follows it with these words.
 *
 * Returns: (transfer none): the words, translated: "not turned", "turned a
 *   quarter clockwise", "turned half round", "turned a quarter counterclockwise".
 */
const char *tl_tile_turned_words       (guint r);

G_END_DECLS
