/* tl-tile-words.c — the words the tile-set editor shows for kinds, sides and corners
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
tl_tile_side_label (guint side)
{
  static const char * const letters[TL_N_SIDES] = {
    NC_("side of a tile", "N"), NC_("side of a tile", "E"), NC_("side of a tile", "S"),
    NC_("side of a tile", "W"),
  };

  return side < TL_N_SIDES ? g_dpgettext2 (GETTEXT_PACKAGE, "side of a tile", letters[side]) : "";
}

const char *
tl_tile_corner_label (guint corner)
{
  static const char * const names[4] = {
    NC_("corner of a tile", "NW"), NC_("corner of a tile", "NE"), NC_("corner of a tile", "SE"),
    NC_("corner of a tile", "SW"),
  };

  return corner < 4 ? g_dpgettext2 (GETTEXT_PACKAGE, "corner of a tile", names[corner]) : "";
}
