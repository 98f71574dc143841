/* tl-window.h — the main window: start page, board and side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-game.h"
#include "tl-library.h"
#include "tl-online-games.h"
#include "tl-hosting.h"
#include "tl-new-game-window.h"

G_BEGIN_DECLS

#define TL_TYPE_WINDOW (tl_window_get_type ())
G_DECLARE_FINAL_TYPE (TlWindow, tl_window, TL, WINDOW, AdwApplicationWindow)

/**
 * TlWindow:
 *
 * The main window (template `ui/tl-window.ui`, at least 760 × 560; its parts
 * are listed in tl-window-private.h): a start
 * page (#TlStartPage: Continue, New Game, Load Game, History, Statistics and
 * the Saved Games; quitting is in the main menu and Ctrl+Q), the library's
 * banner (#TlLibraryBanner) and the
 * game page: the board (#TlBoardView, at least 360 pixels wide, with zoom
 * buttons over its corner) beside a side panel (#TlSidePanel) of fixed width whose content
 * (#TlScoreboard, the tile in hand — "Tile Placed" once it lies on the board —,
 * tiles left, the expansions' parts) scrolls above a bar that always shows
 * what to do now, Take Back and Confirm.
 *
 * Window actions (accelerators are set by #TlApplication and listed in
 * `ui/gtk/help-overlay.ui`):
 * - `win.new-game`, `win.open`, `win.export`: the new-game window and the file
 *   choosers for `.tilelands` game records (Export writes a copy of the game in
 *   the window; with a library Load imports the file and plays it from there);
 * - the library (tl_window_set_library()): `win.continue`, `win.resume-game`,
 *   `win.rename-game`, `win.export-game`, `win.delete-game` (parameter `s`, a
 *   game's id; the start page's buttons and the Saved Games' rows and menus),
 *   `win.home` (back to the start page: the game stays in the library),
 *   `win.history`, `win.show-in-history` (`s`: a finished game's id),
 *   `win.statistics`, `win.move-library-aside` (a refused library: start a new
 *   one, the old file kept);
 * - `win.undo`, `win.confirm`, `win.take-back`: the turn;
 * - `win.rotate-cw`, `win.rotate-ccw`, `win.place` (the keyboard cursor's cell or
 *   meeple spot), `win.cursor-left|right|up|down`: playing with the keyboard;
 * - `win.zoom-in`, `win.zoom-out`, `win.zoom-reset`, `win.pan-left|right|up|down`:
 *   the view;
 * - `win.place-at` with parameter `(iii)` (column, row, rotation in quarter turns
 *   clockwise) and `win.deploy` with parameter `s` (a board port name such as
 *   `"N"` or `"C"` naming a segment of the tile just placed): the same moves as
 *   the board's clicks, for scripts and tests; failures are shown as a toast;
 * - `win.recall-at` with parameter `(iis)` (column, row, board port name of the
 *   segment a follower of the seat to play stands on): recalls it and scores it
 *   (The Discovery; the side panel's recall list uses it too);
 * - `win.choose-tile` with parameter `i` (a tile type index) and
 *   `win.switch-tile`: which tile of a hand of two to place (double tile);
 * - `win.reveal-hand`: the hand-over screen's "Show My Tiles";
 * - each expansion's own, listed in its `tl-window-EXP-private.h`.
 * Game actions are disabled when they do not apply (no game, another phase, a
 * computer seat to play, or the hand-over screen shown).
 *
 * With two or more human seats, a turn starts behind the hand-over screen for
 * a seat that holds something the others must not see (the tiles of a hand of
 * two, or what an expansion hides); a seat with nothing to hide sees the board
 * at once (for its whole turn, even when it is given something to hide on the
 * way).
 *
 * The Discovery: the side panel lists the followers the seat may recall with
 * their points, shows the tiles set aside (equal turns) and, in the double-tile
 * variant, both tiles in hand. With two or more human seats in the double-tile
 * variant a hand-over screen ("Pass to Bob") covers the board before each human
 * turn until that seat shows its tiles, so a hand is only seen by its owner; a
 * computer seat's hand is shown face down.
 *
 * New Game, Load and closing the window (the close button, `app.quit`,
 * Ctrl+Q) ask first (tl_abandon_dialog_ask(): Cancel, Discard, Save…) when the
 * game in progress changed since it was started, loaded or saved and is not
 * over, unless the library keeps it (tl_window_set_library()); Save… saves it
 * to a file, then goes on. The question for closing has the heading "Save the
 * Game?"; the window stays open until it is answered.
 *
 * Computer seats play by themselves 600 ms after their turn starts; the timer
 * stops when the window is closed or another game starts.
 */

/**
 * tl_window_new:
 * @app: the application
 *
 * Returns: (transfer full): a new window showing the start page.
 */
TlWindow *tl_window_new        (AdwApplication *app);

/**
 * tl_window_start_game:
 * @self: a window
 * @record: (transfer none): a game record; its turns are replayed
 * @error: return location for an error, or %NULL
 *
 * Replaces the current game (if any) with the game of @record and shows the
 * game page (or the hand-over screen that hides the board and the hand until
 * the seat to play shows them). Used by the new-game window, Load and the UI
 * test.
 *
 * Errors: those of tl_game_new() (%TL_ENGINE_ERROR, `turn N: …`).
 *
 * Returns: %TRUE when the game started.
 */
gboolean  tl_window_start_game (TlWindow        *self,
                                const TlRecord  *record,
                                GError         **error);

/**
 * tl_window_start_new_game:
 * @self: a window
 * @dialog: the new-game window whose Start was pressed
 * @error: return location for an error, or %NULL
 *
 * Starts the game chosen in @dialog: tl_window_start_game() without open
 * seats; with open seats, this app hosts it (#TlHosting: "Host on this
 * network") or a server makes it (tl_net_create_game(): "Create on a
 * server"), the window plays the one seat a person plays here through its
 * invite link (as Join Game does), and the invites dialog shows the others'
 * links once the host's game is there (docs/network.md "Hosting from the app").
 *
 * Errors: those of tl_new_game_window_build_record() and
 * tl_window_start_game(); %G_IO_ERROR_INVALID_ARGUMENT (in the user's words)
 * for a game with friends that does not have exactly one seat played here,
 * or a server address that is no ws:// or wss:// one;
 * %G_IO_ERROR_NOT_SUPPORTED for computer seats on a server; those of
 * tl_hosting_create_game() and tl_net_create_game().
 *
 * Returns: %TRUE when the game started (or is being joined).
 */
gboolean  tl_window_start_new_game (TlWindow               *self,
                                    TlNewGameWindow        *dialog,
                                    GError                **error);

/**
 * tl_window_set_hosting:
 * @self: a window
 * @hosting: (nullable): the games this app hosts, for the games with friends
 *   started in @self; %NULL: the application's (tl_application_get_hosting())
 */
void      tl_window_set_hosting (TlWindow  *self,
                                 TlHosting *hosting);

/**
 * tl_window_ask_join:
 * @self: a window
 * @link: an invite link, `tilelands://HOST:PORT/game/ID?seat=N&token=T`, that
 *   came from outside the app (the command line, another app)
 *
 * Asks first ("Join the game on HOST?", the link shown in the Join Game
 * dialog); joining plays the game on its host in @self.
 */
void      tl_window_ask_join   (TlWindow   *self,
                                const char *link);

/**
 * tl_window_open_file:
 * @self: a window
 * @file: a `.tilelands` game record
 *
 * Loads @file and starts its game (after asking, when a game is in progress);
 * a file that cannot be loaded is reported in an alert (#TlAlert) naming it
 * and what is wrong. The file is read and parsed in a worker thread: the game
 * starts (or the dialog appears) once it is read, from the main loop; Load and
 * Save are off meanwhile.
 */
void      tl_window_open_file  (TlWindow *self,
                                GFile    *file);

/**
 * tl_window_get_game:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the game being played.
 */
TlGame   *tl_window_get_game   (TlWindow *self);

/**
 * tl_window_get_board:
 * @self: a window
 *
 * Returns: (transfer none): the board view widget (a #TlBoardView).
 */
GtkWidget *tl_window_get_board (TlWindow *self);

/**
 * tl_window_set_library:
 * @self: a window
 * @library: (nullable): the library (the application's: tl_window_new() sets
 *   it), or %NULL for none
 *
 * With an open, writable library the window keeps every game whose record has
 * an id there: after each confirmed turn (a person's or a computer's) and each
 * undo it is saved (tl_store_save_game_async(), with a picture of the board),
 * the final turn sends it to the history (and Undo is off after it); closing
 * the window, New Game and Load no longer ask; Load and files given to the
 * application are imported (tl_store_import_file_async(); the file is left as
 * it is) and played from the library, a finished one shown in the History.
 * The start page offers Continue and the Saved Games (#TlStartPage). A library
 * that is unavailable (refused, or not opened), read-only, or a save that
 * failed (a full disk) is said in a banner at the top; until it is mended the
 * window asks before closing a game, as without a library.
 */
void        tl_window_set_library (TlWindow  *self,
                                   TlLibrary *library);
TlLibrary  *tl_window_get_library (TlWindow  *self);

/**
 * tl_window_set_online_games:
 * @self: a window
 * @games: (nullable): the games on hosts this app plays (the application's:
 *   tl_window_new() sets it), or %NULL for none
 *
 * Each game on a host the window plays (Join Game, a link, the start page)
 * is remembered there as the host's news comes (whose turn, the last move's
 * time) and leaves it at its end. The
 * start page lists them as Online Games: `win.open-online-game` (`s`, the
 * link) plays one again, `win.forget-online-game` (`s`) asks, then forgets
 * it. When the host's news makes it the player's turn while the window is
 * not focused, a #GNotification says so (default action
 * `app.open-online-game`), withdrawn when the window is focused again.
 */
void           tl_window_set_online_games (TlWindow      *self,
                                           TlOnlineGames *games);
TlOnlineGames *tl_window_get_online_games (TlWindow      *self);

G_END_DECLS
