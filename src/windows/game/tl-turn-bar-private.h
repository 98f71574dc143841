/* tl-turn-bar-private.h — what only the tests see of the turn bar
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-turn-bar.h"

G_BEGIN_DECLS

/* The tile type index the bar shows (face up or down), or -1 when it shows none. */
int _tl_turn_bar_get_tile (TlTurnBar *self);

/* The link button's label (with its mnemonic) and in *@tile (may be NULL) the
 * tile type it shows or -1; NULL when the bar shows no link. */
const char *_tl_turn_bar_get_link        (TlTurnBar *self,
                                          int       *tile);
GtkWidget  *_tl_turn_bar_get_link_button (TlTurnBar *self);

G_END_DECLS
