/* tl-board-view-private.h — what the parts of TlBoardView share (internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlBoardView is written in three files: tl-board-view.c (drawing the board,
 * panning, zooming, placing, deploying, recalling), tl-board-view-map.c
 * (Carcassonne Maps: the map under the tiles, chips, face-down tiles, peeking
 * and revealing) and tl-board-view-gifts.c (The Gifts: choosing a gift's
 * target). They share the instance struct and a few helpers declared here.
 */
#pragma once

#include "tl-board-view.h"
#include "tl-render.h"
#include "tl-tile-cache.h"
#include "tl-map-cache.h"

G_BEGIN_DECLS

/* Followers stand about a quarter of a tile high (as in tl_render_board()). */
#define TL_BOARD_FOLLOWER_SCALE 0.27

/*
 * TlSpotKind:
 *
 * What clicking a spot does: deploy a follower on the tile just placed, recall
 * a follower (The Discovery), look at a face-down tile or resolve a reveal
 * (Map-Chips), pick a gift's target or, for Change Position, the segment the
 * follower moves to (The Gifts).
 */
typedef enum {
  TL_SPOT_DEPLOY,
  TL_SPOT_RECALL,
  TL_SPOT_PEEK,
  TL_SPOT_REVEAL,
  TL_SPOT_GIFT,
  TL_SPOT_GIFT_TO,
} TlSpotKind;

/*
 * TlSpot:
 *
 * A place the current player may click. Peek and reveal spots cover their
 * whole cell; the others are points (a follower's place).
 */
typedef struct {
  TlSpotKind kind;
  double bx, by;          /* board coordinates of the point (the cell's middle for a cell) */
  TlFollowerSpot spot;    /* deploy, gift-to: the segment offered */
  gboolean preview;       /* hovering shows the follower that would stand there */
  gboolean lying;         /* that follower lies (a farmer) */
  TlFollowerRole role;
  TlRecallOption option;  /* recall */
  gint x, y;              /* peek, reveal: the cell; gift, gift-to: the tile */
  guint port;             /* gift, gift-to: the board port of the segment */
  gint32 segment;         /* gift, gift-to: the segment on the board, or -1 */
  int follower;           /* gift: the follower targeted, or -1 */
  guint reveal;           /* reveal: index into TlBoardView.reveals */
} TlSpot;

/* A face-down tile turned face up that waits for the player (Map-Chips). */
typedef struct {
  gint x, y;
  int type;
  guint mask;             /* rotations in which it fits; 0: it leaves the game */
  guint r;                /* the rotation shown */
} TlReveal;

/*
 * TlCellAnim:
 *
 * A short animation on one map cell: a face-down tile turning over (its back
 * narrows, then the face widens) or a tile fading away.
 */
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

/* Where things are in one frame. */
typedef struct {
  double w, h;            /* widget size, logical pixels */
  double size;            /* logical pixels per tile */
  double ox, oy;          /* widget position of board (0, 0) */
  int x0, y0, x1, y1;     /* visible cells, inclusive */
  int scale;              /* widget scale factor */
  guint device_px;        /* device pixels per tile */
  gboolean dark;
  GdkRGBA accent, error;
  gint64 now;             /* frame time, µs */
} TlBoardFrame;

struct _TlBoardView {
  GtkWidget parent_instance;

  TlGame *game;
  gulong changed_id;
  gulong scored_id;

  TlBoardViewport *viewport;
  TlTileCache *cache;
  GHashTable *follower_textures;   /* char* key → GdkTexture */

  guint rotation;
  guint last_turn;
  int last_tile_type;

  /* placing: cell key → mask of legal rotations */
  GHashTable *legal;
  int cursor_x, cursor_y;
  gboolean show_preview;           /* the pointer is over the view, or the keyboard is used */
  gboolean keyboard;               /* the last move came from the keyboard */

  /* clickable spots: deploy, recall, peek, reveal, gift targets */
  GArray *spots;                   /* of TlSpot */
  int hover_spot;
  int selected_spot;

  /* pointer */
  gboolean pointer_in;
  double pointer_x, pointer_y;
  int hover_follower;              /* index into the followers under the pointer (recall games), or -1 */

  /* fitting the view to the game: to do once the view has a size; done and
   * not moved since (then a new size fits it again); being done */
  gboolean fit_pending;
  gboolean fitted;
  gboolean fitting;

  /* gliding to the tile placed last */
  guint n_tiles_seen;
  guint glide_id;
  gint64 glide_start;
  double glide_from_x, glide_from_y, glide_to_x, glide_to_y;

  /* panning */
  double drag_center_x, drag_center_y;
  gboolean dragging;
  guint drag_button;
  double scroll_acc;
  guint pinch_level;

  /* "+N" labels */
  GArray *labels;                  /* of ScoreLabel (tl-board-view.c) */
  guint tick_id;

  gulong dark_id;

  /* Carcassonne Maps (tl-board-view-map.c) */
  TlMapCache *map_cache;
  guint8 *face_down_seen;          /* per map cell: 0, or 1 + the colour of a face-down tile */
  gsize n_face_down_seen;
  GArray *reveals;                 /* of TlReveal, in the engine's order */
  int reveal_focus;                /* index into reveals of the one a click resolves */
  GArray *anims;                   /* of TlCellAnim */
  guint anim_id;
  gboolean show_peeked;

  /* The Gifts (tl-board-view-gifts.c) */
  int gift_card;                   /* the card whose target is being chosen, or -1 */
  gboolean gift_has_from;          /* Change Position: the follower is chosen */
  TlPosition gift_from;
};

/* tl-board-view.c */
const TlGameState *tl_board_view_state          (TlBoardView *self);
gboolean     tl_board_view_human_phase         (TlBoardView *self,
                                                TlPhase      phase);
void         tl_board_view_player_color        (TlBoardView *self,
                                                guint        seat,
                                                TlRgb       *out);
GdkTexture  *tl_board_view_tile_texture        (TlBoardView *self,
                                                guint        type,
                                                guint        r,
                                                guint        device_px,
                                                gboolean     dark);
GdkTexture  *tl_board_view_surface_texture     (cairo_surface_t *surface);
void         tl_board_view_draw_tip            (TlBoardView *self,
                                                GtkSnapshot *snapshot,
                                                double       w,
                                                double       h,
                                                double       px,
                                                double       py,
                                                const char  *text);
void         tl_board_view_draw_feature        (TlBoardView        *self,
                                                GtkSnapshot        *snapshot,
                                                const TlBoardFrame *frame,
                                                guint32             segment);
void         tl_board_view_segment_point       (const TlGameState *state,
                                                guint32            segment,
                                                double            *bx,
                                                double            *by);
void         tl_board_view_follower_point      (const TlGameState *state,
                                                guint              index,
                                                double            *bx,
                                                double            *by);
void         tl_board_view_refresh             (TlBoardView *self);
int          tl_board_view_active_spot         (TlBoardView *self);
void         tl_board_view_emit_peeked         (TlBoardView *self,
                                                gint         x,
                                                gint         y,
                                                int          type);
void         tl_board_view_emit_gift_target    (TlBoardView      *self,
                                                const TlPosition *at,
                                                const TlPosition *to);
void         tl_board_view_notify_gift_card    (TlBoardView *self);

/* tl-board-view-map.c */
void         tl_board_view_map_sync            (TlBoardView *self,
                                                gboolean     animate);
void         tl_board_view_map_add_spots       (TlBoardView *self);
void         tl_board_view_map_reset           (TlBoardView *self);
void         tl_board_view_map_snapshot_under  (TlBoardView        *self,
                                                GtkSnapshot        *snapshot,
                                                const TlBoardFrame *frame);
gboolean     tl_board_view_map_hides_tile      (TlBoardView *self,
                                                gint         x,
                                                gint         y);
void         tl_board_view_map_snapshot_over   (TlBoardView        *self,
                                                GtkSnapshot        *snapshot,
                                                const TlBoardFrame *frame);
void         tl_board_view_map_snapshot_spots  (TlBoardView        *self,
                                                GtkSnapshot        *snapshot,
                                                const TlBoardFrame *frame);
gboolean     tl_board_view_map_activate        (TlBoardView  *self,
                                                const TlSpot *spot);
gboolean     tl_board_view_map_rotate          (TlBoardView *self,
                                                int          delta);
char        *tl_board_view_map_tip             (TlBoardView  *self,
                                                const TlSpot *spot);
void         tl_board_view_map_select          (TlBoardView  *self,
                                                const TlSpot *spot);
gboolean     tl_board_view_map_cell_open       (TlBoardView *self,
                                                gint         x,
                                                gint         y);

/* tl-board-view-gifts.c */
void         tl_board_view_gifts_sync          (TlBoardView *self);
void         tl_board_view_gifts_add_spots     (TlBoardView *self);
gboolean     tl_board_view_gifts_active        (TlBoardView *self);
void         tl_board_view_gifts_snapshot      (TlBoardView        *self,
                                                GtkSnapshot        *snapshot,
                                                const TlBoardFrame *frame);
gboolean     tl_board_view_gifts_activate      (TlBoardView  *self,
                                                const TlSpot *spot);
char        *tl_board_view_gifts_tip           (TlBoardView  *self,
                                                const TlSpot *spot);
gboolean     tl_board_view_gifts_back          (TlBoardView *self);

G_END_DECLS
