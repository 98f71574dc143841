/* tl-game-private.h — what TlGame's files share (model-internal)
 *
 * tl-game.c is the game; tl-game-ai.c works computer moves and hints out on a
 * copy of its state in a worker thread.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/* Goes up with every notification (every change of the state). */
guint  _tl_game_generation    (TlGame      *self);
/* The computer players' random numbers. */
TlRng *_tl_game_ai_rng        (TlGame      *self);
/* Puts @state (owned) in place of the game's state, starts the next turn when it
 * waits for a draw and notifies. */
void   _tl_game_replace_state (TlGame      *self,
                               TlGameState *state);

G_END_DECLS
