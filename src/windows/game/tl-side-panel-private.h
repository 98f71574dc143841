/* tl-side-panel-private.h — what only the window's files and the tests see of the side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-side-panel.h"
#include "tl-hand-view.h"
#include "tl-remaining-tiles.h"

G_BEGIN_DECLS

/* Returns: (transfer none): the hand (a #TlHandView), for the tests. */
TlHandView *_tl_side_panel_get_hand_view (TlSidePanel *self);
/* Returns: (transfer none): the tiles-left popover's view, its counts brought
 * up to date as when it opens, for the tests. */
TlRemainingTiles *_tl_side_panel_get_remaining_tiles (TlSidePanel *self);
/* Returns: (transfer none): the stack of its two pages ("turn", "log"), whose
 * `visible-child-name` the window follows. */
GtkStack   *_tl_side_panel_get_pages    (TlSidePanel *self);

G_END_DECLS
