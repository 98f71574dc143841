/* tl-combo-row-values.h — a combo row that shows the value chosen whole
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * tl_combo_row_show_value_whole:
 * @row: a combo row whose model is a #GtkStringList
 *
 * Gives @row factories of its own: the value chosen as a label that is never
 * ellipsized (libadwaita 1.2's own factory ellipsizes it, and under a long
 * subtitle leaves only "…"), and the list's items with the check mark of the
 * item chosen. The row keeps the factories.
 */
void tl_combo_row_show_value_whole (AdwComboRow *row);

G_END_DECLS
