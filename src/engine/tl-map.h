/* tl-map.h — Carcassonne Maps: a game on a bounded map (docs/rules/maps.md §1–§2)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-map-layout.h"

G_BEGIN_DECLS

/**
 * tl_game_state_map:
 * @state: a game
 *
 * Returns: (transfer none) (nullable): the map the game is played on, or %NULL
 * for free play. On a map, tile coordinates (x, y) are the map's cells.
 */
const TlMapLayout *tl_game_state_map (const TlGameState *state);

G_END_DECLS
