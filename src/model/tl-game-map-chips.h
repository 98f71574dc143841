/* tl-game-map-chips.h — Map-Chips in a TlGame: looking at and revealing face-down tiles (docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by tl-game.h.
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_game_peek:
 * @self: a game in which tl_map_chips_can_peek()
 * @x: column of a face-down tile of the collected chip's colour
 * @y: row of that tile
 * @error: return location for an error, or %NULL
 *
 * The current player looks at a face-down tile (docs/rules/maps.md §3.2); hidden
 * information: show the result to that player only. Afterwards the turn
 * cannot be taken back. See tl_map_chips_peek() for the errors.
 *
 * Returns: the tile type seen, or -1 on error; %TL_HIDDEN on a game played on
 *   a host, where the look went to the host: its answer shows the tile
 *   (tl_map_chips_peeked()).
 */
int                   tl_game_peek               (TlGame  *self,
                                                  gint     x,
                                                  gint     y,
                                                  GError **error);

/**
 * tl_game_reveal_rotations:
 * @self: a game with a reveal waiting on (@x, @y)
 * @x: column
 * @y: row
 *
 * Returns: a bit mask of the rotations (bit r = r quarter turns clockwise) in
 * which the revealed tile fits its square; 0 when none (see
 * tl_map_chips_reveal_rotations()).
 */
guint                 tl_game_reveal_rotations   (TlGame *self,
                                                  gint    x,
                                                  gint    y);

/**
 * tl_game_reveal:
 * @self: a game with a reveal waiting on (@x, @y) (tl_map_chips_pending_reveals())
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise to place the revealed tile in, or -1
 *   when it fits in none
 * @error: return location for an error, or %NULL
 *
 * Resolves one reveal: +2 and the tile stays, or −2 and it leaves the game
 * (docs/rules/maps.md §3.2); emits `scored`. The rest are resolved by tl_game_confirm().
 * See tl_map_chips_reveal() for the errors.
 *
 * Returns: %TRUE when resolved.
 */
gboolean              tl_game_reveal             (TlGame  *self,
                                                  gint     x,
                                                  gint     y,
                                                  gint     r,
                                                  GError **error);

G_END_DECLS
