/* tl-seat-row.h — one seat of the new-game window: name, colour, human or computer
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_SEAT_ROW (tl_seat_row_get_type ())
G_DECLARE_FINAL_TYPE (TlSeatRow, tl_seat_row, TL, SEAT_ROW, AdwEntryRow)

/**
 * TlSeatRow:
 *
 * An entry row for the seat's name with the seat's meeple in front and two
 * drop-downs behind: the colour (one of tl_seat_row_n_colors() fixed colours)
 * and who plays (a person, the computer, or a friend who joins: open).
 *
 * Property `color-index` (uint): index of the colour, see tl_seat_row_color_id();
 * `open` (boolean, read-only, notified when who plays changes): tl_seat_row_get_open().
 */

/**
 * tl_seat_row_n_colors:
 *
 * Returns: how many seat colours there are (5: red, blue, green, yellow, black).
 */
guint         tl_seat_row_n_colors        (void);

/**
 * tl_seat_row_color_id:
 * @index: a colour index below tl_seat_row_n_colors()
 *
 * Returns: (transfer none): the colour as written in game records (`"red"` …).
 */
const char   *tl_seat_row_color_id        (guint index);

/**
 * tl_seat_row_color_index:
 * @id: a colour as written in game records
 *
 * Returns: the index of that colour, or -1 when it is none of the seat colours.
 */
int           tl_seat_row_color_index     (const char *id);

/**
 * tl_seat_row_new:
 * @seat: 0-based seat number, for the row's title ("Player 1" …)
 *
 * Returns: (transfer floating): a row for a human seat with the colour @seat.
 */
GtkWidget    *tl_seat_row_new             (guint seat);

/**
 * tl_seat_row_dup_name:
 * @self: a seat row
 *
 * Returns: (transfer full): the name typed, stripped of surrounding white space;
 * the row's default name ("Player N") when that is empty.
 */
char         *tl_seat_row_dup_name        (TlSeatRow *self);

/**
 * tl_seat_row_get_color_index:
 * @self: a seat row
 *
 * Returns: the index of the colour chosen, below tl_seat_row_n_colors().
 */
guint         tl_seat_row_get_color_index (TlSeatRow *self);

/**
 * tl_seat_row_set_color_index:
 * @self: a seat row
 * @index: a colour index below tl_seat_row_n_colors()
 */
void          tl_seat_row_set_color_index (TlSeatRow *self,
                                           guint      index);

/**
 * tl_seat_row_get_kind:
 * @self: a seat row
 *
 * Returns: who plays the seat: %TL_PLAYER_HUMAN (a person, here or a friend
 *   who joins: tl_seat_row_get_open()) or %TL_PLAYER_AI.
 */
TlPlayerKind  tl_seat_row_get_kind        (TlSeatRow *self);

/**
 * tl_seat_row_set_kind:
 * @self: a seat row
 * @kind: who plays the seat
 */
void          tl_seat_row_set_kind        (TlSeatRow    *self,
                                           TlPlayerKind  kind);

/**
 * tl_seat_row_get_level:
 * @self: a seat row
 *
 * Returns: the computer level chosen for the seat (0 Easy, 1 Normal, 2 Hard);
 *   %TL_AI_NORMAL for a person's seat.
 */
gint          tl_seat_row_get_level       (TlSeatRow *self);

/**
 * tl_seat_row_set_level:
 * @self: a seat row
 * @level: 0 to %TL_AI_MAX_LEVEL (clamped)
 *
 * Chooses the level of a computer seat; a person's seat stays a person's.
 */
void          tl_seat_row_set_level       (TlSeatRow *self,
                                           gint       level);

/**
 * tl_seat_row_get_open:
 * @self: a seat row
 *
 * Returns: whether the seat is open: a friend joins it with an invite link
 *   (its kind is %TL_PLAYER_HUMAN).
 */
gboolean      tl_seat_row_get_open        (TlSeatRow *self);

/**
 * tl_seat_row_set_open:
 * @self: a seat row
 * @open: %TRUE: a friend joins the seat; %FALSE: a person plays it here (an
 *   open seat becomes a person's; any other stays as it is)
 */
void          tl_seat_row_set_open        (TlSeatRow *self,
                                           gboolean   open);

G_END_DECLS
