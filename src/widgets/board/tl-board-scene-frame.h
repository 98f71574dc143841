/* tl-board-scene-frame.h — the scene as its view sees it: a read-only frame
 * of what to draw, filled by the scene, and the calls the view's pointer,
 * keys and fitting make (internal to src/widgets/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view (tl-board-view*.c) reads the scene only through this header:
 * it asks the scene for its frame (_tl_board_scene_frame()) and draws what the
 * frame holds; it never sees the scene's insides (tl-board-scene-private.h,
 * which the scene's own files and the tests include). Nothing here uses GTK.
 */
#pragma once

#include "tl-board-scene.h"
#include "tl-board-viewport.h"
#include "tl-render.h"

G_BEGIN_DECLS

/* Followers stand about a quarter of a tile high (as in tl_render_board()). */
#define TL_BOARD_FOLLOWER_SCALE 0.27
/* How long a "+N" label rises, in microseconds; it then stays where it rose
 * to until the turn after the one that scored has ended. */
#define TL_BOARD_LABEL_DURATION (2 * G_USEC_PER_SEC)
/* How wide, in logical pixels, a follower spot is drawn at least (with its
 * outline) at the zoom a game opens at: a target a person hits at once, WCAG
 * 2.2's 24 px. */
#define TL_BOARD_SPOT_MIN_PX 24.0
/* The width of a follower spot's outline, in logical pixels. */
#define TL_BOARD_SPOT_OUTLINE 2.5

/* The radius in logical pixels of a follower spot's circle (its outline's
 * middle) on tiles @tile_size pixels wide: 10.75 px at 96, so that circle and
 * outline are TL_BOARD_SPOT_MIN_PX wide; never under 6 px nor over 14 px. */
static inline double
_tl_board_spot_radius (double tile_size)
{
  return CLAMP (tile_size * (TL_BOARD_SPOT_MIN_PX - TL_BOARD_SPOT_OUTLINE) / (2 * 96.0), 6.0, 14.0);
}

/* An expansion's part of the scene (tl-board-scene-private.h); the view only
 * compares a spot's owner with it. */
typedef struct _TlBoardSceneHooks TlBoardSceneHooks;

/* The core's kinds of spot (TlSpot.owner NULL): deploy a follower on the tile
 * just placed; recall a follower (games with recall). */
typedef enum {
  TL_SPOT_DEPLOY,
  TL_SPOT_RECALL,
} TlSpotKind;

/* How a spot is shown and hit: a follower's place (a small circle), a follower
 * standing on the board (a ring round it; a bigger target), or a whole cell
 * (drawn by its owner, hit anywhere on the cell). */
typedef enum {
  TL_SPOT_SHAPE_POINT,
  TL_SPOT_SHAPE_RING,
  TL_SPOT_SHAPE_CELL,
} TlSpotShape;

/* A place the current player may click. */
typedef struct {
  const TlBoardSceneHooks *owner;  /* the expansion offering it; NULL: the core */
  guint kind;             /* TlSpotKind for the core's; the owner's own kinds */
  TlSpotShape shape;
  double bx, by;          /* board coordinates of the point (the cell's middle for a cell) */
  TlFollowerSpot spot;    /* deploy (and the owner's): the segment offered */
  gboolean preview;       /* hovering shows the follower that would stand there */
  gboolean lying;         /* that follower lies (a farmer) */
  TlFollowerRole role;
  TlRecallOption option;  /* recall */
  gint x, y;              /* a cell, or the tile of a segment */
  guint port;             /* the board port of a segment */
  gint32 segment;         /* a segment on the board, or -1 */
  int follower;           /* a follower on the board (index into the features' followers), or -1 */
  guint index;            /* the owner's own index */
} TlSpot;

/* "+N" over a feature that scored. */
typedef struct {
  double bx, by;          /* board coordinates of the feature */
  int points;
  TlRgb color;
  gint64 start;           /* frame time (µs) when first shown, 0 before */
  guint slot;             /* side-by-side position among labels of one event */
  guint n_slots;
  guint turn;             /* the turn that scored (TlScoreEvent.turn) */
  gboolean final;         /* the final scoring: stays */
} TlScoreLabel;

/* A short text beside the pointer or a place on the board: what the spot
 * under the pointer does, what a territory is worth. */
typedef struct {
  char *text;             /* NULL: no tip */
  gboolean at_pointer;    /* beside the pointer, when it is over the board */
  double bx, by;          /* else beside this board point … */
  double dx, dy;          /* … this far off it, in tiles */
} TlBoardTip;

/* What the board shows at the keyboard cursor (or under the pointer) while a
 * person places a tile: nothing, the tile in hand (outlined in the accent
 * colour where it fits in the current rotation, else in red), or only the
 * keyboard cursor's outline (a cell where the tile cannot go). */
typedef enum {
  TL_CURSOR_HIDDEN,
  TL_CURSOR_TILE,
  TL_CURSOR_OUTLINE,
} TlCursorShow;

/* Keys of TlBoardSceneFrame.legal: a cell packed in a pointer. */
static inline gpointer
tl_cell_key (int x,
             int y)
{
  return GUINT_TO_POINTER (((guint) (x & 0xffff) << 16) | (guint) (y & 0xffff));
}

static inline void
tl_cell_key_xy (gconstpointer key,
                int          *x,
                int          *y)
{
  guint k = GPOINTER_TO_UINT (key);

  *x = (gint16) (k >> 16);
  *y = (gint16) (k & 0xffff);
}

/*
 * TlBoardSceneFrame:
 *
 * What the view draws of the scene at one moment, filled by the scene
 * (_tl_board_scene_frame()) and only read by the view. The arrays and the
 * table are the scene's own, valid until the scene changes; the frame is
 * filled again at each call, so read it again after a call that may change
 * the scene. Without a game, @game and @state are NULL and the rest is empty.
 */
typedef struct {
  TlGame *game;                    /* the game shown, or NULL */
  const TlGameState *state;        /* its state, or NULL */
  guint current_player;
  /* the step a person at this screen is to play (TL_PHASE_PLACE,
   * TL_PHASE_FOLLOWER …), or -1 while a computer plays or without a game */
  int human_phase;

  /* placing: the tile in hand, its rotation and where it fits */
  guint rotation;
  GHashTable *legal;               /* tl_cell_key() → mask of the rotations that fit */
  int cursor_x, cursor_y;          /* the keyboard cursor */
  TlCursorShow cursor_show;        /* what shows at the cursor … */
  int cursor_type;                 /* … the tile in hand's type (TL_CURSOR_TILE) */
  gboolean cursor_fits;            /* … and whether it fits there as it is turned */
  gboolean pointer_in;             /* the pointer is over the board */
  gboolean keyboard;               /* the last move came from the keyboard */

  /* what a click picks */
  gboolean targeting;              /* an expansion chooses a target: no tile in hand */
  gboolean offers_spots;           /* clicks pick spots */
  gboolean offers_tile;            /* the tile in hand is offered */
  const GArray *spots;             /* of TlSpot */
  int active_spot;                 /* index into spots of the hovered or selected one, or -1 */
  const TlSpot *active;            /* that spot, or NULL */

  /* highlights */
  gboolean has_recall;             /* the game lets followers be recalled */
  int focus_follower;              /* the follower whose territory is lit up, or -1 … */
  const TlRecallOption *focus_option;  /* … its recall spot's option, or NULL … */
  gboolean focus_at_pointer;       /* … and whether the pointer picked it */
  gboolean marked;                 /* a place marked from outside (the game log): */
  int mark_x, mark_y, mark_port;   /* the tile, and the board port of a feature or -1 */
  gboolean has_last;               /* the tile placed from the stack last … */
  int last_x, last_y;              /* … lies there */
  gboolean seat_placed[TL_MAX_PLAYERS];    /* per seat: it placed a tile, … */
  int seat_x[TL_MAX_PLAYERS], seat_y[TL_MAX_PLAYERS];  /* … its last one lies there */
  TlRgb colors[TL_MAX_PLAYERS];    /* per seat: its colour */

  /* labels and tip */
  const GArray *labels;            /* of TlScoreLabel */
  TlBoardTip tip;                  /* text owned by the frame */

  /*< private >*/
  TlBoardScene *scene;
} TlBoardSceneFrame;

/* tl-board-scene-frame.c: the scene fills its frame (again) and hands it out;
 * (transfer none), valid as long as the scene */
const TlBoardSceneFrame *_tl_board_scene_frame            (TlBoardScene *self);
/* the state of the expansion whose scene hooks are @hooks (its own struct,
 * in tl-board-EXP-private.h), read-only */
gconstpointer  _tl_board_scene_frame_expansion  (const TlBoardSceneFrame *frame,
                                                 const TlBoardSceneHooks *hooks);
guint          _tl_board_scene_frame_legal_mask (const TlBoardSceneFrame *frame,
                                                 int                      x,
                                                 int                      y);
/* whether the tile on (x, y) is drawn by an expansion instead (a flip) */
gboolean       _tl_board_scene_frame_hides_tile (const TlBoardSceneFrame *frame,
                                                 int                      x,
                                                 int                      y);
/* whether the tile on (x, y) is a start tile (a map's start squares, else (0, 0)) */
gboolean       _tl_board_scene_frame_is_start_cell (const TlBoardSceneFrame *frame,
                                                    int                      x,
                                                    int                      y);

/* tl-board-scene-play.c: where a follower or a segment is drawn, in board coordinates */
void           _tl_board_scene_segment_point    (const TlGameState *state,
                                                 guint32            segment,
                                                 double            *bx,
                                                 double            *by);
void           _tl_board_scene_follower_point   (const TlGameState *state,
                                                 guint              index,
                                                 double            *bx,
                                                 double            *by);

/* ---- what the view asks of the scene ---- */

/* tl-board-scene.c: the areas to show when the view fits the game, best first */
guint          _tl_board_scene_fit_areas        (TlBoardScene *self,
                                                 TlBoardRect  *areas,
                                                 guint         max_areas);
/* tl-board-scene-play.c: where a game opens when what it would show does not fit close enough: the
 * tile placed this turn, else (a person placing) the cell where the tile in
 * hand fits nearest the first start tile, else that tile; FALSE without tiles */
gboolean       _tl_board_scene_open_cell        (TlBoardScene *self,
                                                 int          *x,
                                                 int          *y);
/* tl-board-scene-frame.c: marks the tile on (x, y) and, when @port is not -1,
 * the feature holding that board port of it (or nothing, without @shown);
 * returns whether the mark changed */
gboolean       _tl_board_scene_set_mark         (TlBoardScene *self,
                                                 gboolean      shown,
                                                 int           x,
                                                 int           y,
                                                 int           port);
void           _tl_board_scene_skip_animations  (TlBoardScene *self);

/* tl-board-scene-play.c: for the view's input */
void           _tl_board_scene_pointer_at       (TlBoardScene *self,
                                                 int           cell_x,
                                                 int           cell_y);
void           _tl_board_scene_pointer_left     (TlBoardScene *self);
void           _tl_board_scene_pointer_cell     (TlBoardScene *self,
                                                 int           cell_x,
                                                 int           cell_y);
gboolean       _tl_board_scene_set_hover        (TlBoardScene *self,
                                                 int           spot,
                                                 int           follower);
gboolean       _tl_board_scene_click            (TlBoardScene *self,
                                                 int           cell_x,
                                                 int           cell_y);
gboolean       _tl_board_scene_secondary_click  (TlBoardScene *self);
gboolean       _tl_board_scene_back             (TlBoardScene *self);
gboolean       _tl_board_scene_rotate_offer     (TlBoardScene *self,
                                                 int           delta);
void           _tl_board_scene_set_cursor       (TlBoardScene *self,
                                                 int           x,
                                                 int           y);

G_END_DECLS
