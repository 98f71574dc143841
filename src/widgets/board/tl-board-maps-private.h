/* tl-board-maps-private.h — Carcassonne Maps and Map-Chips on the board: what
 * the scene part (tl-board-scene-maps.c) and the widget part
 * (tl-board-view-maps.c) share (internal to src/widgets/;
 * the view reads the scene's through _tl_board_scene_frame_expansion())
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board-scene-frame.h"

G_BEGIN_DECLS

/* How long a face-down tile takes to turn over, or a removed tile to fade, µs. */
#define TL_CELL_ANIM_DURATION (G_USEC_PER_SEC * 3 / 10)

/* The kinds of the maps' spots (whole cells): a face-down tile the player may
 * look at; a revealed tile waiting to be resolved. */
typedef enum {
  TL_MAP_SPOT_PEEK,
  TL_MAP_SPOT_REVEAL,
} TlMapSpotKind;

/* A face-down tile turned face up that waits for the player (Map-Chips). */
typedef struct {
  gint x, y;
  int type;
  guint mask;             /* rotations in which it fits; 0: it leaves the game */
  guint r;                /* the rotation shown */
} TlReveal;

/* A short animation on one map cell: a face-down tile turning over (its back
 * narrows, then the face widens) or a tile fading away. */
typedef enum {
  TL_CELL_ANIM_FLIP,
  TL_CELL_ANIM_FADE,
} TlCellAnimKind;

typedef struct {
  TlCellAnimKind kind;
  gint x, y;
  int type;               /* the face shown (flip, or fading face up), or -1 for a back */
  guint r;
  TlMapColor color;       /* of the back */
  gint64 start;           /* frame time (µs) of the first frame, 0 before */
} TlCellAnim;

/* The scene's state for maps. */
typedef struct {
  guint8 *face_down_seen;  /* per map cell: 0, or 1 + the colour of a face-down tile */
  gsize n_face_down_seen;
  GArray *reveals;         /* of TlReveal, in the engine's order */
  int reveal_focus;        /* index into reveals of the one a click resolves */
  GArray *anims;           /* of TlCellAnim */
} TlBoardMaps;

extern const TlBoardSceneHooks _tl_board_scene_maps_hooks;

TlBoardMaps       *_tl_board_scene_maps        (TlBoardScene *scene);
const TlMapLayout *_tl_board_scene_map         (TlBoardScene *scene);
int                _tl_board_maps_find_reveal  (GArray       *reveals,
                                                gint          x,
                                                gint          y);
int                _tl_board_maps_find_anim    (const TlBoardMaps *maps,
                                                gint          x,
                                                gint          y);
/* How far @anim has got at @now_us, 0..1. */
double             _tl_board_maps_anim_progress (const TlCellAnim *anim,
                                                 gint64            now_us);

G_END_DECLS
