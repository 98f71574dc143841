/* tl-game-modules.c — the games and expansions the engine knows, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is a #TlRuleset (tl-ruleset.h), its variants listed in it; an
 * expansion is a #TlExpansion (tl-expansion.h). Adding one adds its files and a
 * line here; the core (tl-game-setup.c, tl-game-state.c, tl-game-replay.c,
 * tl-game-view.c) names none. Expansions are set up in this order: those a
 * record turns on without naming them (`wanted`), then its variants, then those
 * it names, in its order.
 */
#include "tl-game-state-private.h"

const TlExpansion * const _tl_game_expansions[] = {
  &tl_expansion_map,          /* Carcassonne Maps: a record's `map` */
  &tl_expansion_gifts,        /* The Gifts */
  &tl_expansion_map_chips,    /* Map-Chips */
};

const guint _tl_game_n_expansions = G_N_ELEMENTS (_tl_game_expansions);

const TlRuleset * const _tl_game_rulesets[] = {
  &tl_ruleset_carcassonne,
  &tl_ruleset_discovery,      /* with its variants equal turns and double tile */
};

const guint _tl_game_n_rulesets = G_N_ELEMENTS (_tl_game_rulesets);
