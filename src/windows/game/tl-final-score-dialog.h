/* tl-final-score-dialog.h — the final scores with their breakdown
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-alert.h"
#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_final_score_dialog_new:
 * @game: a game that is over (%TL_PHASE_OVER)
 *
 * Builds an alert (#TlAlert) that names the winner(s) and shows a table with
 * one line per seat, best score first: the points by kind of feature
 * (#TlPlayerState.by_kind; Carcassonne: roads, cities, monasteries and fields;
 * The Discovery: mountains, grasslands and seas), then "Gifts" (2 points per
 * unopened gift, docs/rules/gifts.md §5) in games with The Gifts and "Chips" (chips
 * collected, +2/−2 for reveals, docs/rules/maps.md §3.2) in games with Map-Chips, and the
 * total. Its responses
 * are `"close"` and `"new-game"` (the suggested one); the caller shows it with
 * tl_alert_present(), which gives it the response.
 *
 * Returns: (transfer full): the dialog, not yet shown.
 */
TlAlert *tl_final_score_dialog_new (TlGame *game);

/**
 * tl_final_score_table_new:
 * @state: a game, over or not (the History's replay shows the scores so far)
 *
 * Returns: (transfer floating): the dialog's table of the seats' scores and
 * their breakdown, best score first (ties in seat order).
 */
GtkWidget        *tl_final_score_table_new  (const TlGameState *state);

/**
 * tl_final_score_table_new_full:
 * @state: a game, over or not
 * @total_first: %TRUE to put the Total and Place columns right after the
 *   players, before the breakdown (the History, whose narrow pane scrolls the
 *   table sideways: the totals stay in sight); %FALSE for the dialog's order,
 *   the breakdown then Total and Place
 *
 * Returns: (transfer floating): the table of tl_final_score_table_new() in
 * the order asked for.
 */
GtkWidget        *tl_final_score_table_new_full (const TlGameState *state,
                                                 gboolean           total_first);

/**
 * tl_final_score_winner_text:
 * @state: a game
 *
 * Returns: (transfer full): "Ana wins with 80 points", or "Ana and Bogdan
 * share the win with 64 points" (the best score so far when not over).
 */
char             *tl_final_score_winner_text (const TlGameState *state);

G_END_DECLS
