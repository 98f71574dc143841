/* tl-map-problem-row.h — one problem of a map layout as a row of a list
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_map_problem_row_new:
 * @problem: a problem (tl_map_layout_check())
 *
 * Returns: (transfer floating): an #AdwActionRow with the problem's message
 *   (plain text, on as many lines as it takes) after a warning icon; not
 *   activatable.
 */
GtkWidget *tl_map_problem_row_new (const TlMapProblem *problem);

G_END_DECLS
