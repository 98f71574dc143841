/* tl-start-page.h — the main window's first page: Continue, New Game, Load,
 * History, Statistics and the Saved Games list
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_START_PAGE (tl_start_page_get_type ())
G_DECLARE_FINAL_TYPE (TlStartPage, tl_start_page, TL, START_PAGE, GtkWidget)

/**
 * TlStartPage:
 *
 * Template `ui/tl-start-page.ui`: the app's icon and name, then — while the
 * library holds a game in progress — Continue (the most recently played one,
 * described below it: its kind, turn and when it was last played), New Game,
 * Load Game…, History and Statistics (while the library is open), and the
 * Online Games (tl_start_page_set_online_games(): one row per game on a host
 * the app plays, its kind, whose turn it is, how long ago the last move was
 * and the host; a click plays it, `win.open-online-game`, its menu forgets it,
 * `win.forget-online-game`, both with the game's link as parameter; hidden
 * when empty), and the
 * Saved Games list: one row per game in progress, most recently played first,
 * with a picture of its board, its name (or kind, with expansions and map), its
 * players and scores, turn, tiles left and when it was last played ("2 hours
 * ago"); a click resumes it, its menu renames, exports or deletes it. Games
 * hidden by a deletion waiting for its undo are left out.
 *
 * The page activates the window's actions `win.continue`, `win.new-game`,
 * `win.open`, `win.history`, `win.statistics` and, with a game's id as
 * parameter (`s`), `win.resume-game`, `win.rename-game`, `win.export-game` and
 * `win.delete-game`. Names are shown as plain text.
 */

/**
 * tl_start_page_set_library:
 * @self: a start page
 * @library: (nullable): the library, or %NULL for none (0.1.0's page)
 */
void           tl_start_page_set_library     (TlStartPage *self,
                                              TlLibrary   *library);

/**
 * tl_start_page_get_continue_game:
 * @self: a start page
 *
 * Returns: (transfer none) (nullable): the game Continue resumes, %NULL when
 * Continue is not shown.
 */
TlGameSummary *tl_start_page_get_continue_game (TlStartPage *self);

/**
 * tl_start_page_get_saved_games:
 * @self: a start page
 *
 * Returns: (transfer none) (nullable): the games the Saved Games list shows
 * (#TlGameSummary items), %NULL without an open library.
 */
GListModel    *tl_start_page_get_saved_games (TlStartPage *self);

/**
 * tl_start_page_find_game:
 * @self: a start page
 * @id: a game's id
 *
 * Returns: (transfer none) (nullable): the game @id of the library's saved
 * games (shown or hidden), or %NULL.
 */
TlGameSummary *tl_start_page_find_game       (TlStartPage *self,
                                              const char  *id);

/**
 * tl_start_page_set_online_games:
 * @self: a start page
 * @games: (nullable): the games on hosts (#TlOnlineGames, items
 *   #TlOnlineGame), or %NULL for none
 */
void           tl_start_page_set_online_games (TlStartPage *self,
                                               GListModel  *games);

/**
 * tl_start_page_get_online_games:
 * @self: a start page
 *
 * Returns: (transfer none) (nullable): the games the Online Games list shows.
 */
GListModel    *tl_start_page_get_online_games (TlStartPage *self);

G_END_DECLS
