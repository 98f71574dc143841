/* tl-board-expansions-private.h — the board's registry of expansions, each a
 * pair of hook tables (internal to src/widgets/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene reads the first of each pair (tl-board-scene-private.h), the view
 * the second (tl-board-view-private.h); the table is tl-board-expansions.c.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TlBoardSceneHooks TlBoardSceneHooks;
typedef struct _TlBoardViewHooks TlBoardViewHooks;

typedef struct {
  const TlBoardSceneHooks *scene;
  const TlBoardViewHooks *view;
} TlBoardExpansion;

extern const TlBoardExpansion _tl_board_expansions[];
extern const guint _tl_board_n_expansions;

G_END_DECLS
