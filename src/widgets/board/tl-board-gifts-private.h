/* tl-board-gifts-private.h — The Gifts on the board: what the scene part
 * (tl-board-scene-gifts.c) and the widget part (tl-board-view-gifts.c) share
 * (internal to src/widgets/; the view reads the state through the scene's
 * frame, _tl_board_scene_frame_expansion())
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board-scene-frame.h"

G_BEGIN_DECLS

/* The kinds of the gifts' spots: a card's target; for Change Position, once
 * the follower is chosen, the segment it moves to. */
typedef enum {
  TL_GIFT_SPOT_TARGET,
  TL_GIFT_SPOT_MOVE_TO,
} TlGiftSpotKind;

/* The scene's state for The Gifts: choosing a card's target. */
typedef struct {
  int card;                /* the TlGiftCard whose target is being chosen, or -1 */
  gboolean has_from;       /* Change Position: the follower is chosen … */
  TlPosition from;         /* … standing there */
} TlBoardGifts;

extern const TlBoardSceneHooks _tl_board_scene_gifts_hooks;

/* The scene's gifts state. */
TlBoardGifts *_tl_board_scene_gifts            (TlBoardScene *scene);
/* Starts choosing @card's target; returns the number of targets (0: none, and no targeting). */
guint         _tl_board_scene_gifts_begin      (TlBoardScene *scene,
                                                TlGiftCard    card);
/* Stops choosing a target; returns whether it was on. */
gboolean      _tl_board_scene_gifts_end        (TlBoardScene *scene);
/* The follower standing on @segment (of the current player only when @own), or -1. */
int           _tl_board_gifts_follower_on      (const TlGameState *state,
                                                guint32            segment,
                                                gboolean           own);

G_END_DECLS
