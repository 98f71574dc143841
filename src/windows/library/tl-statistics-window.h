/* tl-statistics-window.h — each player's results, overall and per game kind,
 * with simple bar charts
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_STATISTICS_WINDOW (tl_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (TlStatisticsWindow, tl_statistics_window, TL, STATISTICS_WINDOW, AdwWindow)

/**
 * TlStatisticsWindow:
 *
 * Template `ui/tl-statistics-window.ui`. Left: the players (#TlStatistics: the
 * most games first; a name in any case is one player), each with their games
 * and wins. Right, for the player chosen: one group for all games and one per
 * game kind they played, each with games, wins and win rate, mean and best
 * score, a bar chart of the mean points per game by kind (#TlBarChart), and
 * one of the win rate against each computer level met. Follows the library:
 * a game finished meanwhile counts at once. Names are plain text.
 */

/**
 * tl_statistics_window_present:
 * @parent: (nullable): the window asking
 * @library: an open library
 *
 * Shows the Statistics of @library: the one already open, or a new one.
 *
 * Returns: (transfer none): the window.
 */
TlStatisticsWindow *tl_statistics_window_present      (GtkWindow          *parent,
                                                       TlLibrary          *library);

/**
 * tl_statistics_window_select_player:
 * @self: a Statistics window
 * @name: a player's name (any case)
 *
 * Returns: %TRUE when the player is listed and now chosen.
 */
gboolean            tl_statistics_window_select_player (TlStatisticsWindow *self,
                                                        const char         *name);

/**
 * tl_statistics_window_get_n_players:
 * @self: a Statistics window
 *
 * Returns: the players listed.
 */
guint               tl_statistics_window_get_n_players (TlStatisticsWindow *self);

G_END_DECLS
