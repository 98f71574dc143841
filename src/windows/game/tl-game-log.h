/* tl-game-log.h — the game log: every turn and every scoring, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_GAME_LOG (tl_game_log_get_type ())
G_DECLARE_FINAL_TYPE (TlGameLog, tl_game_log, TL, GAME_LOG, GtkBox)

/**
 * TlGameLog:
 *
 * The side panel's Log page (template `ui/tl-game-log.ui`): one row per
 * finished turn, newest first — the seat's colour and name, the tile placed
 * (its picture, its name and where), the follower deployed or recalled, what
 * the expansions did — each followed by a row per scoring of that turn with
 * its reason and points (tl_log_text_score()); the final scoring on top once
 * the game is over. It says only what every player saw.
 *
 * The log replays the game's record on a state of its own, a turn at a time
 * as turns are confirmed (from the start again after an undo), so a loaded
 * game has its whole log.
 *
 * Signals: `mark` (gboolean shown, int x, int y, int port): the row under the
 * pointer or the selected row names the tile at (x, y) and, when @port is not
 * -1, the feature holding that board port of it; shown FALSE when no row
 * does any more. `show-cell` (int x, int y): a row was selected, bring the tile
 * into sight.
 */

/**
 * tl_game_log_set_game:
 * @self: a game log
 * @game: (nullable): the game to follow, or %NULL for none
 */
void   tl_game_log_set_game       (TlGameLog *self,
                                   TlGame    *game);

/**
 * tl_game_log_dup_since:
 * @self: a game log
 * @seat: a seat
 *
 * What the hand-over screen tells @seat: the scorings from @seat's last turn
 * on (all of them before its first), one a line. Of its own last turn, those
 * scored as it confirmed count (the screen was handed on then); those scored
 * while it played, which it watched (a chip collected, a face-down tile
 * revealed, a gift opened: tl_game_state_turn_end_event()), do not.
 *
 * Returns: (transfer full) (nullable): the lines, or %NULL when nothing scored.
 */
char  *tl_game_log_dup_since      (TlGameLog *self,
                                   guint      seat);

/**
 * tl_game_log_dup_last_turn:
 * @self: a game log
 *
 * What the last turn played did, as the log says it: its heading ("Turn 3 · Ann"),
 * what was placed and deployed, then its scorings (and the final scoring once
 * the game is over), one a line — what the board's description tells a screen
 * reader after each turn.
 *
 * Returns: (transfer full) (nullable): the lines, or %NULL before the first turn.
 */
char  *tl_game_log_dup_last_turn  (TlGameLog *self);

G_END_DECLS
