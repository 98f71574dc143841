/* tl-hand-view-private.h — what the tests read of a hand view (internal to src/widgets/ and the tests)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-hand-view.h"

G_BEGIN_DECLS

/**
 * _tl_hand_view_get_tile:
 * @self: a hand view
 * @slot: 0 or 1: the place from the left
 * @face_down: (out) (optional): whether the tile there lies face down
 *
 * Returns: the tile type index at @slot (hidden or not), or -1 when the place is
 * empty or hidden.
 */
int        _tl_hand_view_get_tile (TlHandView *self,
                                  guint       slot,
                                  gboolean   *face_down);

G_END_DECLS
