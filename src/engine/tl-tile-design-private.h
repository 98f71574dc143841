/* tl-tile-design-private.h — what the tile-design files share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile-design.h"
#include "tl-tile-text-private.h"

G_BEGIN_DECLS

gboolean _tl_kind_is_discovery             (guint kind);
gboolean _tl_kind_is_area                  (guint kind);
gboolean _tl_design_is_field_port          (const TlTileDesign *design,
                                            guint               port);
gboolean _tl_design_corner_between_fields  (const TlTileDesign *design,
                                            guint               corner);
/* bit s for every side of the segment holding @side */
guint    _tl_design_segment_sides          (const TlTileDesign *design,
                                            guint               side);
gboolean _tl_design_road_alone             (const TlTileDesign *design,
                                            guint               side);
gboolean _tl_design_road_straight          (const TlTileDesign *design,
                                            guint               side);
/* cities and territories (one per first side) */
guint    _tl_design_n_segments             (const TlTileDesign *design);

/* The Discovery: @touch[s] gets bit t when the territories whose first sides
 * are s and t border each other (both ways). Returns FALSE with a message
 * naming what cannot be in @why (nullable; free with g_free) when the
 * territories cannot lie so; @touch then holds the borders found so far. */
gboolean _tl_design_discovery_touches      (const TlTileDesign *design,
                                            guint16            *touch,
                                            char              **why);

/* The tile's name in messages */
#define _TL_TILE_NAME(type) ((type)->id)   /* _tl_tile_said() says "?" for an empty one */

G_END_DECLS
