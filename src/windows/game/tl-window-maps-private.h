/* tl-window-maps-private.h — Carcassonne Maps and Map-Chips in the main window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's actions of Map-Chips:
 * - `win.peek-at` with parameter `(ii)` (column, row of a
 *   face-down tile of the collected chip's colour) looks at it;
 *   `win.reveal-at` with parameter `(iii)` (column, row, rotation or -1 when
 *   it fits nowhere) resolves a revealed tile; `win.remember-peeked` (a
 *   boolean state, the side panel's "Remember it for me") shows the seat to
 *   play what it looked at on the board during its turns.
 * - `win.map-legend` (Ctrl+L): what the marks of the map mean.
 *
 * The side panel shows the map's name and, with Map-Chips, the chips and
 * face-down tiles left; after collecting a chip, the face-down tiles to look
 * at; what was seen, to that seat only. With two or more human seats, a turn
 * starts behind the hand-over screen for a seat that asked to have its tiles
 * remembered.
 */
#pragma once

#include "tl-window-private.h"

G_BEGIN_DECLS

/* registered in tl-window-expansions.c */
extern const TlWindowHooks _tl_window_maps_hooks;

/* Returns: the tile type the side panel shows as the tile the seat to play
 * looked at in this turn, or -1 when none is shown; for the tests. */
int _tl_window_maps_get_peeked_tile (TlWindow *self);

G_END_DECLS
