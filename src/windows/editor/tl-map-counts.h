/* tl-map-counts.h — the map editor's counts of each kind of square, against what the rules expect
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-map-document.h"

G_BEGIN_DECLS

#define TL_TYPE_MAP_COUNTS (tl_map_counts_get_type ())
G_DECLARE_FINAL_TYPE (TlMapCounts, tl_map_counts, TL, MAP_COUNTS, AdwPreferencesGroup)

/**
 * TlMapCounts:
 *
 * A group of rows in the map editor's side pane (docs/editor.md, "The map
 * editor window"): the squares, start squares, towns, outlined squares (and of
 * each colour), half squares and water of a layout, each beside what one USA
 * map has (docs/rules/maps.md §2, §5: 2 start squares, 15 towns for 15 chips,
 * 15 outlines of 5 per colour; more squares than the deck's tiles), with a
 * check where it matches and a warning where a rule is broken.
 */

/**
 * tl_map_counts_update:
 * @self: the counts
 * @doc: the layout (its counts and `deck-tiles` as they are now)
 */
void tl_map_counts_update (TlMapCounts   *self,
                           TlMapDocument *doc);

G_END_DECLS
