/* tl-side-panel-private.h — what only the window's files and the tests see of the side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-side-panel.h"
#include "tl-hand-view.h"

G_BEGIN_DECLS

/* Returns: (transfer none): the hand (a #TlHandView), for the tests. */
TlHandView *_tl_side_panel_get_hand_view (TlSidePanel *self);

G_END_DECLS
