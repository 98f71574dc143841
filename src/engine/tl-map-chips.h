/* tl-map-chips.h — Map-Chips for Carcassonne Maps (docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-map-layout.h"

G_BEGIN_DECLS

/**
 * TlRevealRecord:
 * @x: column of the face-down tile revealed
 * @y: row of it
 * @r: the rotation it was placed in, or -1 when it fitted nowhere and left the
 *   game (−2 points); unused in a turn's `turned`
 * @tile: the tile type revealed (`tile`), or -1 when the record does not name it
 *   (records written before it was named)
 *
 * One entry of a turn's `reveal`, or of its `turned` (Map-Chips, docs/rules/maps.md §3.2).
 */
typedef struct {
  gint x, y;
  gint r;
  gint tile;
} TlRevealRecord;

/**
 * TlMapChipsTurn:
 * @has_peek: whether a face-down tile was looked at (Map-Chips)
 * @peek_x: column of the face-down tile looked at
 * @peek_y: row of that tile
 * @peek_tile: the tile type seen there, -1 when the record does not name it,
 *   %TL_HIDDEN in another seat's projection
 * @has_chip: whether the record names the chip the placement collected
 *   (Map-Chips, member `chip`)
 * @chip_color: that chip's colour
 * @chip_value: its points, 1 or 2
 * @turned: (nullable) (element-type TlRevealRecord): the face-down tiles the
 *   placement turned face up (Map-Chips), in N, E, S, W order of their side of
 *   the placed tile, each with its @tile: public from the placement on, while
 *   the player still chooses how to resolve them (@r unused)
 * @reveal: (nullable) (element-type TlRevealRecord): the face-down tiles revealed
 *   (Map-Chips), in the order resolved: placed with the rotation chosen, or
 *   removed when they fit nowhere; those not named are resolved after them in
 *   N, E, S, W order of their side of the placed tile
 *
 * Map-Chips' members of a turn (docs/record-format.md), in the turn's slot
 * %TL_MAP_CHIPS_TURN_SLOT: read and write them with tl_map_chips_turn().
 */
typedef struct {
  gboolean has_peek;
  gint peek_x, peek_y;
  gint peek_tile;
  gboolean has_chip;
  TlMapColor chip_color;
  guint chip_value;
  GArray *turned;
  GArray *reveal;
} TlMapChipsTurn;

#define TL_MAP_CHIPS_TURN_SLOT 1
G_STATIC_ASSERT (sizeof (TlMapChipsTurn) <= TL_TURN_SLOT_SIZE);
G_STATIC_ASSERT (TL_MAP_CHIPS_TURN_SLOT < TL_TURN_N_SLOTS);

/**
 * tl_map_chips_turn:
 * @turn: a #TlTurnRecord (const or not)
 *
 * Map-Chips' members of @turn, as they were the turn's own before they moved
 * into its slot (`turn->reveal` is now `tl_map_chips_turn (turn)->reveal`).
 *
 * Returns: (transfer none): a #TlMapChipsTurn, const when @turn is; it lives as
 * long as @turn.
 */
#define tl_map_chips_turn(turn) \
  _Generic ((turn), \
            const TlTurnRecord *: (const TlMapChipsTurn *) (gconstpointer) (turn)->slots[TL_MAP_CHIPS_TURN_SLOT].bytes, \
            TlTurnRecord *: (TlMapChipsTurn *) (gpointer) (turn)->slots[TL_MAP_CHIPS_TURN_SLOT].bytes)

/* The slot's type (tl-record.h), registered with the expansion. */
extern const TlTurnSlotType tl_map_chips_turn_slot;

#define TL_CHIPS_PER_COLOR_1 6   /* chips worth 1 point per colour */
#define TL_CHIPS_PER_COLOR_2 4   /* chips worth 2 points per colour */

/**
 * tl_map_chips_chip_at:
 * @state: a game with Map-Chips
 * @x: column
 * @y: row
 * @color: (out) (optional): the chip's colour — hidden information: chips lie face
 *   down (coloured face, common back, docs/rules/maps.md §3), so a view for players passes
 *   %NULL; tests and replays may look (in a twin, tl_game_state_viewer(), it is
 *   a placeholder)
 *
 * Public information: whether a chip lies face down on that town.
 *
 * Returns: whether a chip lies there.
 */
gboolean  tl_map_chips_chip_at         (const TlGameState *state,
                                        gint               x,
                                        gint               y,
                                        TlMapColor        *color);

/**
 * tl_map_chips_face_down_known:
 * @state: a game with Map-Chips
 * @x: column
 * @y: row
 *
 * Whether the face-down tile on (x, y) is the game's own in @state: in a whole
 * game always; in a twin (tl_game_state_viewer()) when its seat looked at it or
 * it is turned face up beside the tile just placed, else it is a placeholder
 * that nothing may show (tl_map_chips_peeked() of another seat is one too).
 *
 * Returns: whether a face-down tile lies there and is known.
 */
gboolean  tl_map_chips_face_down_known (const TlGameState *state,
                                        gint               x,
                                        gint               y);

/**
 * tl_map_chips_face_down_at:
 * @state: a game with Map-Chips
 * @x: column
 * @y: row
 * @color: (out) (optional): the outline colour of its square
 *
 * Returns: whether a face-down tile lies there (public; its face is hidden).
 */
gboolean  tl_map_chips_face_down_at    (const TlGameState *state,
                                        gint               x,
                                        gint               y,
                                        TlMapColor        *color);

/**
 * tl_map_chips_peeked:
 * @state: a game with Map-Chips
 * @player: a seat
 * @x: column
 * @y: row
 *
 * Hidden information, @player's own: what @player saw when looking at the
 * face-down tile on (x, y).
 *
 * Returns: the tile type, or -1 when @player never looked there (or it is gone).
 */
int       tl_map_chips_peeked          (const TlGameState *state,
                                        guint              player,
                                        gint               x,
                                        gint               y);

/**
 * tl_map_chips_can_peek:
 * @state: a game in %TL_PHASE_FOLLOWER
 * @color: (out) (optional): the colour the player may look at
 *
 * Returns: whether the current player collected a chip this turn and may still
 * look at one face-down tile of its colour (docs/rules/maps.md §3.2).
 */
gboolean  tl_map_chips_can_peek        (const TlGameState *state,
                                        TlMapColor        *color);

/**
 * tl_map_chips_peek:
 * @state: a game in which tl_map_chips_can_peek()
 * @x: column of a face-down tile of the chip's colour
 * @y: row of it
 * @error: return location for an error, or %NULL
 *
 * Looks at a face-down tile (docs/rules/maps.md §3.2); the current player now knows it
 * (tl_map_chips_peeked()). Errors: %TL_ENGINE_ERROR_ILLEGAL_MOVE when no chip
 * was collected this turn, the player already looked, or no face-down tile of
 * that colour lies on (x, y).
 *
 * Returns: the tile type seen, or -1 on error.
 */
int       tl_map_chips_peek            (TlGameState *state,
                                        gint         x,
                                        gint         y,
                                        GError     **error);

/**
 * tl_map_chips_pending_reveals:
 * @state: a game in %TL_PHASE_FOLLOWER
 * @out: array of gint pairs (x, y) to append to
 *
 * The face-down tiles beside the tile just placed that still wait to be
 * revealed, in N, E, S, W order (docs/rules/maps.md §3.2, §3.5).
 *
 * Returns: how many wait.
 */
guint     tl_map_chips_pending_reveals (const TlGameState *state,
                                        GArray            *out);

/**
 * tl_map_chips_reveal_rotations:
 * @state: a game with a reveal waiting on (x, y)
 * @x: column
 * @y: row
 *
 * Returns: a bit mask of the rotations (bit r = r quarter turns clockwise) in
 * which the revealed tile fits its square now; 0 when none.
 */
guint     tl_map_chips_reveal_rotations (TlGameState *state,
                                         gint         x,
                                         gint         y);

/**
 * tl_map_chips_reveal_tile:
 * @state: a game with a reveal waiting on (x, y)
 * @x: column
 * @y: row
 *
 * Returns: the tile type of the face-down tile on (x, y) once it waits to be
 * revealed (it is then face up for everyone), else -1.
 */
int       tl_map_chips_reveal_tile     (const TlGameState *state,
                                        gint               x,
                                        gint               y);

/**
 * tl_map_chips_reveal:
 * @state: a game with a reveal waiting on (x, y)
 * @x: column
 * @y: row
 * @r: rotation (quarter turns clockwise) to place it in, or -1 when it fits in none
 * @error: return location for an error, or %NULL
 *
 * Resolves one reveal (docs/rules/maps.md §3.2): the tile is placed on its square for +2,
 * or, when no rotation fits, leaves the game for −2 (scores may go below zero).
 * No follower may go on it. Errors: %TL_ENGINE_ERROR_ILLEGAL_MOVE when nothing
 * waits there, when @r does not fit (naming the rotations that do), or when
 * @r is -1 but a rotation fits.
 *
 * Returns: %TRUE when resolved.
 */
gboolean  tl_map_chips_reveal          (TlGameState *state,
                                        gint         x,
                                        gint         y,
                                        gint         r,
                                        GError     **error);

/**
 * tl_map_chips_counts:
 * @state: a game with Map-Chips
 * @chips_left: (out) (optional): chips still on towns
 * @face_down_left: (out) (optional): face-down tiles still on their squares
 * @removed: (out) (optional): revealed tiles that fitted nowhere and left the game
 */
void      tl_map_chips_counts          (const TlGameState *state,
                                        guint             *chips_left,
                                        guint             *face_down_left,
                                        guint             *removed);

G_END_DECLS
