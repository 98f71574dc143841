/* tl-game-expansions.c — the expansions TlGame knows, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each is a #TlGameHooks table in tl-game-EXP.c (tl-game-private.h), with its
 * calls in tl-game-EXP.h (included by tl-game.h). Adding one adds its files and a
 * line here; tl-game.c names none.
 */
#include "config.h"

#include "tl-game-private.h"

extern const TlGameHooks _tl_game_gifts_hooks, _tl_game_map_chips_hooks;

const TlGameHooks * const _tl_game_expansion_hooks[] = {
  &_tl_game_gifts_hooks,       /* The Gifts */
  &_tl_game_map_chips_hooks,   /* Map-Chips */
};

const guint _tl_game_n_expansion_hooks = G_N_ELEMENTS (_tl_game_expansion_hooks);
