/* tl-final-score-dialog.h — the final scores with their breakdown
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_final_score_dialog_new:
 * @parent: (nullable): the window the dialog is modal for
 * @game: a game that is over (%TL_PHASE_OVER)
 *
 * Builds an #AdwMessageDialog that names the winner(s) and shows a table with
 * one line per seat, best score first: the points by kind of feature
 * (#TlPlayerState.by_kind; Carcassonne: roads, cities, monasteries and fields;
 * The Discovery: mountains, grasslands and seas), then "Gifts" (2 points per
 * unopened gift, docs/rules/gifts.md §5) in games with The Gifts and "Chips" (chips
 * collected, +2/−2 for reveals, docs/rules/maps.md §3.2) in games with Map-Chips, and the
 * total. Its responses
 * are `"close"` and `"new-game"` (the suggested one); the caller connects to
 * #AdwMessageDialog::response.
 *
 * Returns: (transfer full): the dialog, not yet shown.
 */
AdwMessageDialog *tl_final_score_dialog_new (GtkWindow *parent,
                                             TlGame    *game);

/**
 * tl_final_score_table_new:
 * @state: a game, over or not (the History's replay shows the scores so far)
 *
 * Returns: (transfer floating): the dialog's table of the seats' scores and
 * their breakdown, best score first (ties in seat order).
 */
GtkWidget        *tl_final_score_table_new  (const TlGameState *state);

/**
 * tl_final_score_winner_text:
 * @state: a game
 *
 * Returns: (transfer full): "Ana wins with 80 points", or "Ana and Bogdan
 * share the win with 64 points" (the best score so far when not over).
 */
char             *tl_final_score_winner_text (const TlGameState *state);

G_END_DECLS
