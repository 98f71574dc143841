/* tl-map-private.h — what Map-Chips asks of the map module (engine-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-map-layout.h"

G_BEGIN_DECLS

/* Marks a cell of the map as holding a face-down tile (no tile may go there, it
 * does not close features) or frees it again (docs/rules/maps.md §3.5). */
void tl_map_reserve (TlGameState *state,
                     gint         x,
                     gint         y,
                     gboolean     reserved);

/* A map in messages: its name, else its id. */
const char *_tl_map_layout_title (const TlMapLayout *layout);

G_END_DECLS
