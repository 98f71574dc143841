/* tl-place-text.h — where a tile lies, and the map's colours, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_place_text_dup:
 * @map: (nullable): the map the game is played on, or %NULL for free play
 * @x: column of a tile
 * @y: row of that tile
 *
 * Says where (@x, @y) lies, translated: in free play relative to the start
 * tile at (0, 0) ("2 north, 1 east of the start tile"); on a map relative to
 * its nearest start square, which the board marks ("1 south, 2 west of the
 * nearest start tile"; counted in steps along rows and columns, the first in
 * reading order on a tie), or by column and row counted from 1 at the top
 * left for a map without start squares ("Column 5, row 3").
 *
 * Returns: (transfer full): the text.
 */
char *tl_place_text_dup (const TlMapLayout *map,
                         gint               x,
                         gint               y);

/**
 * tl_place_text_color:
 * @color: the colour of a map's outlined square or chip
 *
 * Returns: (transfer none): its name, translated: "purple", "orange" or
 * "light blue".
 */
const char *tl_place_text_color (TlMapColor color);

G_END_DECLS
