/* tl-tile-text-private.h — the words the engine's tile messages use
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"
#include "tl-tile-text.h"

G_BEGIN_DECLS

/* A kind of segment in a sentence, translated and lower case ("city", "sea"). */
const char *_tl_kind_word        (guint kind);
/* A tile port the way a person says it ("side N next to corner NW", "the middle of side N"). */
const char *_tl_port_words       (guint port);
/* The sides of a mask, as the editor lists them ("N, E"); free with g_free. */
char       *_tl_sides_text       (guint mask);
/* What is wrong when segment @segment (from 0) of kind @kind shows @symbol, which
 * belongs on another kind ("segment 2 (field) has an inn, …"); free with g_free. */
char       *_tl_symbol_misplaced (guint symbol,
                                  guint segment,
                                  guint kind);

/* Sets @error (TL_ENGINE_ERROR_INVALID_TILE) to "tile ID: what is wrong". */
gboolean    _tl_tile_error       (GError    **error,
                                  const char *id,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (3, 4);
/* "tile ID: what is wrong" as a string; free with g_free. */
char       *_tl_tile_said        (const char *id,
                                  const char *what);

G_END_DECLS
