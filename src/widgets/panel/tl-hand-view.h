/* tl-hand-view.h — the tiles in the current player's hand
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_HAND_VIEW (tl_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (TlHandView, tl_hand_view, TL, HAND_VIEW, GtkWidget)

/**
 * TlHandView:
 *
 * The tile to place, drawn by a #TlTilePreview in the rotation it would be placed
 * in, and in The Discovery's double-tile variant (docs/rules/discovery.md §1.9) the other
 * tile of the hand beside it. Each tile is a flat button; the tile to place is
 * framed in the accent colour (style class `chosen`). Clicking the other tile
 * emits `choose` with its tile type. A tile keeps its place when the choice
 * changes, so choosing does not make the tiles jump. Both tiles can be shown
 * face down (a computer player's hand). The widget has the CSS name `handview`.
 *
 * Signal `choose` (int type): the person clicked the tile of type @type, which is
 * not the tile to place.
 */

/**
 * tl_hand_view_new:
 *
 * Returns: (transfer floating): a hand view showing no tile.
 */
GtkWidget *tl_hand_view_new      (void);

/**
 * tl_hand_view_set_hand:
 * @self: a hand view
 * @set: (nullable) (transfer none): the tile set; the previews keep a reference
 * @chosen: tile type index of the tile to place, or -1 for none (an empty
 *   dashed square is shown)
 * @r: rotation of @chosen in quarter turns clockwise (taken modulo 4)
 * @other: tile type index of the second tile of a hand of two, or -1 for a hand
 *   of one (the second place is hidden)
 * @face_down: %TRUE to show the backs of the tiles only (hidden information);
 *   the tiles cannot be chosen then
 * @choosable: whether clicking the other tile of a hand of two may choose it
 *   (only while a tile is to be placed)
 */
void       tl_hand_view_set_hand (TlHandView *self,
                                  TlTileSet  *set,
                                  int         chosen,
                                  guint       r,
                                  int         other,
                                  gboolean    face_down,
                                  gboolean    choosable);

G_END_DECLS
