/* tl-scoreboard.h — the players of a game: colour, name, score, supply, turn
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_SCOREBOARD (tl_scoreboard_get_type ())
G_DECLARE_FINAL_TYPE (TlScoreboard, tl_scoreboard, TL, SCOREBOARD, GtkWidget)

/**
 * TlScoreboard:
 *
 * A boxed list with one row per seat, in turn order: the seat's meeple in its
 * colour, its name (and "Computer" for computer seats), the meeples in its
 * supply ("followers" in The Discovery) and its score. The row of the seat to play carries the style class
 * `current-player` (highlighted by style.css). Follows the game's `changed`
 * signal.
 *
 * Property `game` (#TlGame, nullable).
 */

/**
 * tl_scoreboard_new:
 *
 * Returns: (transfer floating): an empty scoreboard.
 */
GtkWidget *tl_scoreboard_new      (void);

/**
 * tl_scoreboard_set_game:
 * @self: a scoreboard
 * @game: (nullable) (transfer none): the game to show; the scoreboard keeps a reference
 */
void       tl_scoreboard_set_game (TlScoreboard *self,
                                   TlGame       *game);

/**
 * tl_scoreboard_get_game:
 * @self: a scoreboard
 *
 * Returns: (transfer none) (nullable): the game shown.
 */
TlGame    *tl_scoreboard_get_game (TlScoreboard *self);

/**
 * tl_scoreboard_set_presence:
 * @self: a scoreboard
 * @connected: (nullable) (array length=n_seats): for a game played on a host,
 *   whether each seat is connected to it, as the host last said; %NULL for a
 *   game played here (nothing shown)
 * @n_seats: the length of @connected
 *
 * Each seat's line then begins with "Connected" or "Away" (also in what a
 * screen reader says of the row), and an absent seat's row carries the style
 * class `player-away`. Seats beyond @n_seats count as connected.
 */
void       tl_scoreboard_set_presence (TlScoreboard   *self,
                                       const gboolean *connected,
                                       guint           n_seats);

/**
 * tl_scoreboard_set_computer_seats:
 * @self: a scoreboard
 * @computer: (nullable) (array length=n_seats): for a game on a host, whether
 *   the host's computer plays each seat (docs/network.md "Seats"); %NULL: none
 * @resigned: (nullable) (array length=n_seats): whether each seat's person
 *   resigned; %NULL: none
 * @n_seats: the length of the arrays
 *
 * While the presence is shown (tl_scoreboard_set_presence()), a person's
 * seat a computer plays says "A computer plays for now" (handed over by the
 * host, who can give it back) or "Resigned" instead of "Connected" or
 * "Away". The game's own computer seats keep their line.
 */
void       tl_scoreboard_set_computer_seats (TlScoreboard   *self,
                                             const gboolean *computer,
                                             const gboolean *resigned,
                                             guint           n_seats);

/**
 * tl_scoreboard_get_row_text:
 * @self: a scoreboard
 * @seat: a seat, from 0
 *
 * Returns: (transfer none) (nullable): what a screen reader says of @seat's
 *   row ("Ann, 25 points, Away · 2 meeples"); %NULL for a seat it does not show.
 */
const char *tl_scoreboard_get_row_text (TlScoreboard *self,
                                        guint         seat);

G_END_DECLS
