/* tl-map-chips-private.h — what the files of Map-Chips share (engine-internal)
 *
 * tl-map-chips.c plays the expansion (chips, looks, reveals); tl-map-chips-view.c
 * says what it hides from each seat (the computer players' samples, the
 * projection, a twin's placeholders, the public digest) and checks the
 * identities a recorded turn names.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-map-chips.h"
#include "tl-expansion.h"

G_BEGIN_DECLS

#define TL_CHIPS_TOTAL (TL_N_MAP_COLORS * (TL_CHIPS_PER_COLOR_1 + TL_CHIPS_PER_COLOR_2))

/* A chip on a cell: 0 for none, else 1 + 2 * colour + (value - 1). */
#define TL_CHIP_CODE(color, value) ((guint8) (1 + 2 * (color) + ((value) - 1)))
#define TL_CHIP_COLOR(code) (((code) - 1) / 2)
#define TL_CHIP_VALUE(code) (((code) - 1) % 2 + 1)

typedef struct {
  guint width, height;
  guint8 *chip;                    /* per cell: 0, or TL_CHIP_CODE() */
  gint16 *face_down;               /* per cell: tile type, or -1 */
  gint16 *peeked[TL_MAX_PLAYERS];  /* per player and cell: the tile type seen, or -1 */
  guint removed;
  guint8 collected[TL_N_MAP_COLORS][2];  /* chips taken so far, per colour and value (public) */
  gint peek_color;                 /* colour the current player may look at, or -1 */
  guint peek_turn;
  gint pending[2 * TL_N_SIDES];    /* cells waiting to be revealed, N E S W order */
  guint n_pending;
  guint pending_turn;
} TlChips;

/* The cell's index in the per-cell arrays, or -1 off the map. */
gssize   _tl_map_chips_cell       (const TlChips *c,
                                   gint           x,
                                   gint           y);
/* Whether cell @i waits to be revealed this turn (its tile is face up). */
gboolean _tl_map_chips_is_pending (const TlChips     *c,
                                   const TlGameState *state,
                                   gsize              i);
/* The chips of each kind the game has (docs/rules/maps.md §3). */
guint    _tl_map_chips_of_kind    (guint value);

/* tl-map-chips-view.c: the identities a recorded turn names. */

/* The chip a turn collects on cell @at, at (x, y): a whole game checks the one
 * @turn names, a twin takes it (TL_ENGINE_ERROR_ILLEGAL_MOVE on a mismatch, or
 * in a twin when @turn names none). */
gboolean _tl_map_chips_name_chip      (TlGameState        *state,
                                       TlChips            *c,
                                       gssize              at,
                                       gint                x,
                                       gint                y,
                                       const TlTurnRecord *turn,
                                       GError            **error);
/* A turn names @tile (-1: it does not) for the face-down tile on (x, y): a whole
 * game checks it is that tile; a twin takes it from the places its seat cannot
 * see and puts its placeholder there. @what says where the turn names it. */
gboolean _tl_map_chips_name_face_down (TlGameState *state,
                                       TlChips     *c,
                                       gint         x,
                                       gint         y,
                                       gint         tile,
                                       const char  *what,
                                       GError     **error);
/* The tile @turn names in `turned` for (x, y), or -1. */
gint     _tl_map_chips_turned_tile    (const TlTurnRecord *turn,
                                       gint                x,
                                       gint                y);

/* The hooks of tl-map-chips-view.c. */
void     _tl_map_chips_hidden_tiles (const TlGameState *state, gconstpointer data, guint viewer,
                                     GArray *pool);
void     _tl_map_chips_deal_hidden  (TlGameState *state, gpointer data, guint viewer,
                                     const guint16 *tiles);
void     _tl_map_chips_resample     (TlGameState *state, gpointer data, guint viewer, TlRng *rng);
void     _tl_map_chips_project      (TlRecord *record, TlTurnRecord *turn, guint player,
                                     guint viewer, gboolean whole);
gboolean _tl_map_chips_swap_hidden  (TlGameState *state, gpointer data, guint viewer, guint want,
                                     guint give);
void     _tl_map_chips_digest       (const TlGameState *state, gconstpointer data, guint seat,
                                     GByteArray *sum);

G_END_DECLS
