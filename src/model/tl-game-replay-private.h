/* tl-game-replay-private.h — what only the tests ask of a TlGameReplay
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-replay.h"

G_BEGIN_DECLS

/* How many games the replay holds: its snapshots and the step last asked for. */
guint _tl_game_replay_n_games (TlGameReplay *self);

G_END_DECLS
