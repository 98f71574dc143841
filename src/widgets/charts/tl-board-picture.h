/* tl-board-picture.h — a whole board as a picture, fitted to the widget (the
 * History's replay view)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_BOARD_PICTURE (tl_board_picture_get_type ())
G_DECLARE_FINAL_TYPE (TlBoardPicture, tl_board_picture, TL, BOARD_PICTURE, GtkWidget)

/**
 * TlBoardPicture:
 *
 * Shows a game's board (tl_render_board(): the map, tiles and followers) as
 * large as fits, at a whole number of device pixels per tile (at most
 * %TL_BOARD_PICTURE_MAX_TILE_PX logical pixels), centred, in the light or
 * dark style as the app is; nothing to click. One cell may be outlined in the
 * accent colour (the tile placed in the turn shown). The picture is drawn on
 * a worker thread, once per turn shown, size and style, the tiles' pictures kept
 * from turn to turn; meanwhile the one before stays. CSS name `board-picture`.
 */

#define TL_BOARD_PICTURE_MAX_TILE_PX 96

GtkWidget *tl_board_picture_new          (void);

/**
 * tl_board_picture_set_state:
 * @self: a picture
 * @state: (nullable): the game to show (copied), or %NULL for nothing
 */
void       tl_board_picture_set_state     (TlBoardPicture    *self,
                                           const TlGameState *state);

/**
 * tl_board_picture_set_highlight:
 * @self: a picture
 * @highlight: whether to outline a cell
 * @x: its column
 * @y: its row
 */
void       tl_board_picture_set_highlight (TlBoardPicture *self,
                                           gboolean        highlight,
                                           gint            x,
                                           gint            y);

/**
 * tl_board_picture_get_tile_px:
 * @self: a picture that has been drawn
 *
 * Returns: the size of a tile as last drawn, in logical pixels (0 before).
 */
double     tl_board_picture_get_tile_px   (TlBoardPicture *self);

/**
 * tl_board_picture_is_drawn:
 * @self: a picture
 *
 * Returns: %TRUE when the picture shown is the game last set at the size and
 * style last drawn (no drawing on its way).
 */
gboolean   tl_board_picture_is_drawn      (TlBoardPicture *self);

G_END_DECLS
