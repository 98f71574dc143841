/* tl-engine.h — everything the engine offers
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-error.h"
#include "tl-rng.h"
#include "tl-tile.h"
#include "tl-tile-design.h"
#include "tl-tile-check.h"
#include "tl-features.h"
#include "tl-board.h"
#include "tl-record.h"
#include "tl-rule-option.h"
#include "tl-game-state.h"
#include "tl-ai.h"
#include "tl-map-layout.h"
#include "tl-map-check.h"
#include "tl-map.h"
#include "tl-map-chips.h"
#include "tl-gifts.h"
#include "tl-simulation.h"
