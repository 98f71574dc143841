/* tl-map-legend.h — what the marks of a Carcassonne Maps map mean
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_MAP_LEGEND (tl_map_legend_get_type ())

G_DECLARE_FINAL_TYPE (TlMapLegend, tl_map_legend, TL, MAP_LEGEND, GtkBox)

/**
 * tl_map_legend_new:
 *
 * A legend of the map's marks (docs/rules/maps.md §1, §2): each kind of printed cell
 * drawn as the board draws it (tl_render_map_sample()), with what it means —
 * towns and chips, the coloured outlines and their face-down tiles, start
 * squares, the seam of two joined maps, half squares, the border, the water —
 * and the note that the USA layouts, with their coasts, names and landmarks,
 * are reconstructions. The pictures follow the light or dark style.
 *
 * Returns: (transfer floating): the legend.
 */
GtkWidget *tl_map_legend_new          (void);

/**
 * tl_map_legend_set_chips:
 * @self: a legend
 * @chips: whether the game is played with Map-Chips
 *
 * Explains the towns and outlined squares with what Map-Chips does there, or,
 * without it, says that they are only printed marks.
 */
void       tl_map_legend_set_chips    (TlMapLegend *self,
                                       gboolean     chips);

/**
 * tl_map_legend_set_joined:
 * @self: a legend
 * @joined: whether both USA maps are joined
 *
 * Shows the seam's row when the maps are joined, the half squares' row otherwise.
 */
void       tl_map_legend_set_joined   (TlMapLegend *self,
                                       gboolean     joined);

G_END_DECLS
