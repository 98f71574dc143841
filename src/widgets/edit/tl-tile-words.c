/* tl-tile-words.c — the words the tile-set editor shows for kinds, and how a
 * tile shown is turned
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-tile-words.h"

const char *
tl_tile_kind_label (TlSegmentKind kind)
{
  static const char * const labels[TL_N_SEGMENT_KINDS] = {
    [TL_SEGMENT_FIELD] = N_("Field"), [TL_SEGMENT_ROAD] = N_("Road"), [TL_SEGMENT_CITY] = N_("City"),
    [TL_SEGMENT_MONASTERY] = N_("Monastery"), [TL_SEGMENT_MOUNTAIN] = N_("Mountain"),
    [TL_SEGMENT_GRASSLAND] = N_("Grassland"), [TL_SEGMENT_SEA] = N_("Sea"),
  };

  return kind < TL_N_SEGMENT_KINDS ? _(labels[kind]) : "";
}

const char *
tl_tile_turned_words (guint r)
{
  static const char *const turned[] = {
    N_("not turned"),
    N_("turned a quarter clockwise"),
    N_("turned half round"),
    N_("turned a quarter counterclockwise"),
  };

  return _(turned[r % 4]);
}
