/* tl-error.h — the engine's error domain
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TL_ENGINE_ERROR (tl_engine_error_quark ())

/**
 * TlEngineError:
 * @TL_ENGINE_ERROR_INVALID_TILE: a tile type or tile set breaks a rule of its format
 * @TL_ENGINE_ERROR_ILLEGAL_MOVE: a move the rules do not allow at this point
 * @TL_ENGINE_ERROR_WRONG_PHASE: a call that does not fit the turn's current step
 * @TL_ENGINE_ERROR_INVALID_SETUP: players, options or setup that cannot start a game
 */
typedef enum {
  TL_ENGINE_ERROR_INVALID_TILE,
  TL_ENGINE_ERROR_ILLEGAL_MOVE,
  TL_ENGINE_ERROR_WRONG_PHASE,
  TL_ENGINE_ERROR_INVALID_SETUP,
} TlEngineError;

GQuark tl_engine_error_quark (void);

G_END_DECLS
