/* tl-map-trial-dialog.h — Try It: games between computer players on a layout
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-map-document.h"
#include "tl-trial-dialog.h"

G_BEGIN_DECLS

#define TL_TYPE_MAP_TRIAL_DIALOG (tl_map_trial_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TlMapTrialDialog, tl_map_trial_dialog, TL, MAP_TRIAL_DIALOG, TlTrialDialog)

/**
 * TlMapTrialDialog:
 *
 * A #TlTrialDialog that plays N games (40 by default) between computer players
 * of level 1 on the layout as it is, with its deck and Map-Chips on or off, and
 * shows what they measured: tiles placed, how full the map ends, tiles that
 * fitted nowhere, chips collected, reveals placed and removed, the mean and the
 * winners' scores.
 */

/**
 * tl_map_trial_dialog_new:
 * @parent: the editor
 * @document: the layout to try (read when the games start)
 * @base_only: the base tiles alone rather than the Maps deck
 *
 * Returns: (transfer full): the dialog.
 */
TlMapTrialDialog *tl_map_trial_dialog_new       (GtkWindow     *parent,
                                                 TlMapDocument *document,
                                                 gboolean       base_only);

/**
 * tl_map_trial_dialog_run:
 * @self: a dialog
 * @games: how many games (1 … 10,000)
 * @players: seats (2 … 5)
 * @chips: with Map-Chips
 *
 * Sets the choices and starts the games, as the Play button does
 * (tl_trial_dialog_start()).
 */
void              tl_map_trial_dialog_run       (TlMapTrialDialog *self,
                                                 guint             games,
                                                 guint             players,
                                                 gboolean          chips);

G_END_DECLS
