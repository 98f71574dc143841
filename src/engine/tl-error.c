/* tl-error.c — the engine's error domain
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-error.h"

G_DEFINE_QUARK (tl-engine-error-quark, tl_engine_error)
