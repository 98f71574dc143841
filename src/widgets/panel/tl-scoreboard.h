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

G_END_DECLS
