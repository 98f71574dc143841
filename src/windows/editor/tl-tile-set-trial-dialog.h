/* tl-tile-set-trial-dialog.h — Try It: random games with a tile set, and a report
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile-set-document.h"
#include "tl-trial-dialog.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_SET_TRIAL_DIALOG (tl_tile_set_trial_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TlTileSetTrialDialog, tl_tile_set_trial_dialog, TL, TILE_SET_TRIAL_DIALOG, TlTrialDialog)

/**
 * TL_TILE_SET_TRIAL_GAMES:
 *
 * The games Try It plays unless told otherwise (issue 12).
 */
#define TL_TILE_SET_TRIAL_GAMES 200

/**
 * TL_TILE_SET_TRIAL_MOST_TILES:
 *
 * The most tiles the chart of discards shows (those discarded most).
 */
#define TL_TILE_SET_TRIAL_MOST_TILES 10

/**
 * TlTileSetTrialDialog:
 *
 * A #TlTrialDialog that plays N games (%TL_TILE_SET_TRIAL_GAMES by default) of
 * the set (tl_tile_set_document_trial_header(): an addition with its game's
 * base tiles) between 2–5 computer players of level 0 (random legal moves;
 * level 1, the move that scores most now, as an option), and reports: games
 * completed; turns per game (mean, fewest, most); the share of draws
 * discarded as unplaceable; the mean final score of a player and the winner's;
 * a bar chart of the mean score by kind of feature (and of points from no
 * feature); a bar chart of how often each tile was discarded (the
 * %TL_TILE_SET_TRIAL_MOST_TILES discarded most, in a game on average).
 */

/**
 * tl_tile_set_trial_dialog_new:
 * @parent: (nullable): the window it is modal for (the editor or the library)
 * @document: the tile set to try (read when the games start; a set with errors
 *   is not tried and the dialog says why)
 *
 * Returns: (transfer full): the dialog, not shown.
 */
TlTileSetTrialDialog *tl_tile_set_trial_dialog_new (GtkWindow         *parent,
                                                    TlTileSetDocument *document);

/**
 * tl_tile_set_trial_dialog_run:
 * @self: a dialog
 * @games: how many games (1 … 10,000)
 * @players: seats (2 … 5)
 * @level: the computer players' level, 0 or 1
 *
 * Sets the choices and starts the games, as the Play button does.
 */
void tl_tile_set_trial_dialog_run (TlTileSetTrialDialog *self,
                                   guint                 games,
                                   guint                 players,
                                   gint                  level);

/**
 * tl_tile_set_trial_dialog_get_report:
 * @self: a dialog
 *
 * Returns: (transfer full) (nullable): the report as shown, one line per value
 *   and bar ("Turns per Game: 35.0 (fewest 35, most 35)", "Cities: 12.3" …),
 *   or %NULL before a run ended; for tests and for copying.
 */
char *tl_tile_set_trial_dialog_get_report (TlTileSetTrialDialog *self);

G_END_DECLS
