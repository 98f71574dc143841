/* tl-board-expansions.c — the expansions the board knows, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each expansion of the board is a pair of hook tables: what it adds to the
 * scene (tl-board-scene-EXP.c, no GTK) and to the widget
 * (tl-board-view-EXP.c). Adding one adds its two files and a line here; the
 * core files of the board name no expansion. The order is the order in which
 * their spots are offered and their layers drawn.
 */
#include "config.h"

#include "tl-board-scene-private.h"

extern const TlBoardSceneHooks _tl_board_scene_gifts_hooks, _tl_board_scene_maps_hooks;
extern const TlBoardViewHooks _tl_board_view_gifts_hooks, _tl_board_view_maps_hooks;

const TlBoardExpansion _tl_board_expansions[] = {
  { &_tl_board_scene_gifts_hooks, &_tl_board_view_gifts_hooks },   /* The Gifts */
  { &_tl_board_scene_maps_hooks, &_tl_board_view_maps_hooks },     /* Carcassonne Maps, Map-Chips */
};

const guint _tl_board_n_expansions = G_N_ELEMENTS (_tl_board_expansions);
