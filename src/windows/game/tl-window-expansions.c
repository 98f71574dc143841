/* tl-window-expansions.c — the expansions the main window knows, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each expansion of the window is a TlWindowHooks table (tl-window-private.h)
 * in its own file, tl-window-EXP.c: its sections of the side panel, its
 * actions and keys, its part of the turn, its turn hints, its final score
 * column. Adding one adds its file and a line here; the core files of the
 * window name no expansion. The order is the order in which the core asks
 * them and in which their sections of one slot of the side panel follow
 * each other.
 */
#include "config.h"

#include "tl-window-gifts-private.h"
#include "tl-window-maps-private.h"

const TlWindowHooks *const _tl_window_expansions[] = {
  &_tl_window_gifts_hooks,   /* The Gifts */
  &_tl_window_maps_hooks,    /* Carcassonne Maps, Map-Chips */
};

const guint _tl_window_n_expansions = G_N_ELEMENTS (_tl_window_expansions);

/* The accelerators of the expansions' window actions. */
void
_tl_window_expansions_set_accels (GtkApplication *app)
{
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    for (const TlWindowAccel *accel = _tl_window_expansions[i]->accels;
         accel != NULL && accel->action != NULL; accel++)
      gtk_application_set_accels_for_action (app, accel->action, accel->accels);
}
