/* tl-history-window.h — the finished games, filtered, each with its replay
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"
#include "tl-replay-view.h"

G_BEGIN_DECLS

#define TL_TYPE_HISTORY_WINDOW (tl_history_window_get_type ())
G_DECLARE_FINAL_TYPE (TlHistoryWindow, tl_history_window, TL, HISTORY_WINDOW, AdwWindow)

/**
 * TlHistoryWindow:
 *
 * Template `ui/tl-history-window.ui`. Left: filters (game kind; player, from
 * the names in the history, any case; when finished: today, the past 7 or 30
 * days, the past year) above the finished games, newest first, grouped under
 * the day they finished ("Today", "Yesterday", a weekday, a date); each shows
 * its name (or kind), the players with their final scores (★ for the
 * winners) and the time it finished. Right: the chosen game's replay
 * (#TlReplayView, loaded with tl_library_load_record_async()). The header bar
 * has Export… and Delete (the game is hidden at once, with an undo toast; it
 * is deleted when the toast goes).
 *
 * Actions (group `history`): `export`, `delete` (the chosen game),
 * `select` (parameter `s`: a game's id: chooses it, once the list holds it).
 * Names are plain text everywhere (no markup). The History follows the
 * library: a game finished meanwhile appears at once.
 */

/**
 * tl_history_window_present:
 * @parent: (nullable): the window asking (the History is not modal)
 * @library: an open library
 * @select: (nullable): the id of a game to choose
 *
 * Shows the History of @library: the one already open, or a new one.
 *
 * Returns: (transfer none): the window.
 */
TlHistoryWindow *tl_history_window_present       (GtkWindow  *parent,
                                                  TlLibrary  *library,
                                                  const char *select);

/**
 * tl_history_window_get_model:
 * @self: a History
 *
 * Returns: (transfer none): the games listed (#TlGameSummary items, the
 * filter applied, hidden games left out).
 */
GListModel      *tl_history_window_get_model     (TlHistoryWindow *self);

/**
 * tl_history_window_get_selected_id:
 * @self: a History
 *
 * Returns: (transfer none) (nullable): the id of the game chosen.
 */
const char      *tl_history_window_get_selected_id (TlHistoryWindow *self);

/**
 * tl_history_window_get_replay_view:
 * @self: a History
 *
 * Returns: (transfer none): the replay view; its replay is the chosen game's
 * once loaded (%NULL before).
 */
TlReplayView    *tl_history_window_get_replay_view (TlHistoryWindow *self);

/**
 * tl_history_window_set_filter:
 * @self: a History
 * @game: 0 for every game, 1 Carcassonne, 2 The Discovery
 * @player: (nullable): a player's name, or %NULL for anyone
 * @days: 0 for any time, 1 today, 7, 30 or 365 for the past days
 *
 * Sets the filter menus, as a person choosing in them.
 */
void             tl_history_window_set_filter    (TlHistoryWindow *self,
                                                  guint            game,
                                                  const char      *player,
                                                  guint            days);

G_END_DECLS
