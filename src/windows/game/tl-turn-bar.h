/* tl-turn-bar.h — the turn in one line under the board, while the side panel is folded
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_TURN_BAR (tl_turn_bar_get_type ())
G_DECLARE_FINAL_TYPE (TlTurnBar, tl_turn_bar, TL, TURN_BAR, GtkBox)

/**
 * TlTurnBar:
 *
 * A bar under the board (template `ui/tl-turn-bar.ui`) that the window shows
 * while the side panel is folded away (a narrow window, AdwFlap): the meeple
 * of the seat to play, what the side panel's turn bar says (the player's name
 * and what to do now, at most three lines, all of it in the tooltip), the tile
 * in hand small, Take Back and Confirm (`win.take-back`, `win.confirm`); once
 * the game is over, its result and New Game (`win.new-game`).
 *
 * It shows what the side panel is told (tl_side_panel_set_turn_bar()) and
 * decides nothing.
 */

/**
 * tl_turn_bar_set_game:
 * @self: a turn bar
 * @game: (nullable): the game shown, whose current seat's meeple the bar
 *   shows, or %NULL
 */
void tl_turn_bar_set_game    (TlTurnBar  *self,
                              TlGame     *game);

/**
 * tl_turn_bar_set_status:
 * @self: a turn bar
 * @markup: Pango markup: the player's name in bold, a newline, what to do
 *   (as the side panel's status line)
 *
 * Also shows the meeple of the game's current seat (none once it is over).
 */
void tl_turn_bar_set_status  (TlTurnBar  *self,
                              const char *markup);

/**
 * tl_turn_bar_set_tile:
 * @self: a turn bar
 * @set: (nullable): the tile set
 * @tile: the tile type index in @set to show, or -1 for none
 * @r: its rotation in quarter turns clockwise
 * @face_down: show the back of the tile (a computer seat's hand)
 */
void tl_turn_bar_set_tile    (TlTurnBar  *self,
                              TlTileSet  *set,
                              int         tile,
                              guint       r,
                              gboolean    face_down);

/**
 * tl_turn_bar_set_link:
 * @self: a turn bar
 * @label: (nullable): the link button's label, with a mnemonic (`_Gifts`), or
 *   %NULL for no link button
 * @tooltip: (nullable): its tooltip
 * @set: (nullable): the tile set of @tile
 * @tile: a tile type index in @set to show on the button, or -1 for none
 *
 * The button that opens the folded side panel where the instruction points
 * (`win.show-panel-link`, tl_side_panel_set_link()).
 */
void tl_turn_bar_set_link    (TlTurnBar  *self,
                              const char *label,
                              const char *tooltip,
                              TlTileSet  *set,
                              int         tile);

/**
 * tl_turn_bar_set_confirm:
 * @self: a turn bar
 * @label: the confirm button's label, with a mnemonic (`_Confirm Turn`, or an
 *   expansion's step such as `_Resolve Revealed Tile`)
 * @tooltip: (nullable): its tooltip
 */
void tl_turn_bar_set_confirm (TlTurnBar  *self,
                              const char *label,
                              const char *tooltip);

/**
 * tl_turn_bar_set_result:
 * @self: a turn bar
 * @result: (nullable): the game's result ("Red wins with 3 points"), or
 *   %NULL while it is played
 *
 * With a result, the bar says it and offers New Game instead of the turn's buttons.
 */
void tl_turn_bar_set_result  (TlTurnBar  *self,
                              const char *result);

/**
 * tl_turn_bar_get_text:
 * @self: a turn bar
 *
 * Returns: (transfer none): the text it shows (without markup), for the tests.
 */
const char *tl_turn_bar_get_text (TlTurnBar *self);

G_END_DECLS
