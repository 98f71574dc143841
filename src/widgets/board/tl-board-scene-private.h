/* tl-board-scene-private.h — the scene's insides, shared by its files and
 * the tests (internal to src/widgets/; the view reads tl-board-scene-frame.h)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlBoardScene is written in tl-board-scene.c (the core: following the game,
 * the tile in hand, legal cells, follower spots, recall, tips),
 * tl-board-scene-play.c (what clicks and keys do), tl-board-scene-labels.c
 * (the "+N" labels, animations frame by frame) and one file per expansion,
 * tl-board-scene-EXP.c, each a TlBoardSceneHooks table registered in
 * tl-board-expansions.c. Nothing here uses GTK.
 */
#pragma once

#include "tl-board-scene-frame.h"
#include "tl-board-expansions-private.h"

G_BEGIN_DECLS

/*
 * TlBoardSceneHooks:
 *
 * What an expansion adds to the scene; every member may be NULL. @state is
 * the expansion's own, @state_size bytes zeroed when the scene is made.
 * @expansions names the engine's modules it is the board's part of (#TlExpansion
 * names, %NULL-terminated): `/ui/registries/expansions` matches them with the
 * engine's.
 */
struct _TlBoardSceneHooks {
  const char *name;
  const char *const *expansions;
  gsize state_size;
  /* installs the expansion's signals on the scene class */
  void     (*class_init)   (GObjectClass *klass);
  void     (*init)         (TlBoardScene *scene, gpointer state);
  void     (*finalize)     (TlBoardScene *scene, gpointer state);
  /* a new game is shown: forget the old one */
  void     (*reset)        (TlBoardScene *scene, gpointer state);
  /* the game changed (or there is none): follow it */
  void     (*sync)         (TlBoardScene *scene, gpointer state);
  /* a person's @phase (place or follower): append the spots it offers */
  void     (*add_spots)    (TlBoardScene *scene, gpointer state, TlPhase phase);
  /* the expansion is choosing a target on the board: the tile in hand is not
   * offered and clicks only pick its spots */
  gboolean (*targeting)    (TlBoardScene *scene, gpointer state);
  /* one of its spots was clicked (or activated with the keyboard) */
  gboolean (*activate)     (TlBoardScene *scene, gpointer state, const TlSpot *spot);
  /* one of its spots was selected with the keyboard or a right click */
  void     (*select)       (TlBoardScene *scene, gpointer state, const TlSpot *spot);
  /* the spot Enter or Space acts on when none is selected, or -1 */
  int      (*default_spot) (TlBoardScene *scene, gpointer state);
  /* R after placing: turn what it offers; FALSE when it has nothing to turn */
  gboolean (*rotate)       (TlBoardScene *scene, gpointer state, int delta);
  /* Escape: a step back; FALSE when it had nothing to undo */
  gboolean (*back)         (TlBoardScene *scene, gpointer state);
  /* (transfer full) what clicking one of its spots does, or NULL */
  char    *(*tip)          (TlBoardScene *scene, gpointer state, const TlSpot *spot);
  /* whether the tile in hand may be shown on the empty cell (x, y) */
  gboolean (*cell_open)    (TlBoardScene *scene, gpointer state, gint x, gint y);
  /* whether the keyboard cursor may stand on (x, y) (a map: on its squares);
   * the arrows go on past the cells it refuses, or stay */
  gboolean (*cursor_open)  (TlBoardScene *scene, gpointer state, gint x, gint y);
  /* whether the tile on (x, y) is drawn by the expansion instead (a flip) */
  gboolean (*hides_tile)   (TlBoardScene *scene, gpointer state, gint x, gint y);
  /* when the expansion places the start tiles (a map's start squares): sets
   * *start to whether the tile on (x, y) is one and returns TRUE; FALSE leaves
   * it to the core (the tile at (0, 0)) */
  gboolean (*start_cell)   (TlBoardScene *scene, gpointer state, gint x, gint y,
                            gboolean *start);
  /* the area to show when the view fits the game, tried before the tiles */
  gboolean (*fit_area)     (TlBoardScene *scene, gpointer state, TlBoardRect *area);
  /* where the label of a score event that is not a feature's goes */
  gboolean (*label_point)  (TlBoardScene *scene, gpointer state, const TlScoreEvent *event,
                            double *bx, double *by);
  /* moves its animations on; TRUE while one remains */
  gboolean (*advance)      (TlBoardScene *scene, gpointer state, gint64 now_us);
  /* animations are off (or nothing is shown): end them at once */
  void     (*skip_animations) (TlBoardScene *scene, gpointer state);
};

struct _TlBoardScene {
  GObject parent_instance;

  TlGame *game;
  gulong changed_id;
  gulong scored_id;

  guint rotation;
  guint last_turn;
  int last_tile_type;

  /* placing: cell key → mask of the rotations in which the tile in hand fits */
  GHashTable *legal;
  int cursor_x, cursor_y;
  gboolean pointer_in;             /* the pointer is over the board */
  gboolean show_preview;           /* the tile in hand is shown: the pointer is over the board, or the keyboard is used */
  gboolean keyboard;               /* the last move came from the keyboard */

  /* clickable spots */
  GArray *spots;                   /* of TlSpot */
  int hover_spot;
  int selected_spot;
  int hover_follower;              /* the follower under the pointer (games with recall), or -1 */

  /* a place marked from outside the board (the game log's row under the
   * pointer): the tile at (mark_x, mark_y) and, when mark_port is not -1, the
   * feature holding that board port of it */
  gboolean marked;
  int mark_x, mark_y, mark_port;

  GArray *labels;                  /* of TlScoreLabel */
  guint n_tiles_seen;

  gpointer *states;                /* per expansion of _tl_board_expansions */

  TlBoardSceneFrame frame;         /* what the view reads (tl-board-scene-frame.c) */
};

/* tl-board-scene.c: for the expansions and the view */
const TlGameState *_tl_board_scene_state          (TlBoardScene *self);
gpointer     _tl_board_scene_get_state            (TlBoardScene            *self,
                                                   const TlBoardSceneHooks *hooks);
gboolean     _tl_board_scene_human_phase          (TlBoardScene *self,
                                                   TlPhase       phase);
void         _tl_board_scene_player_color         (TlBoardScene *self,
                                                   guint         seat,
                                                   TlRgb        *out);
void         _tl_board_scene_changed              (TlBoardScene *self);
void         _tl_board_scene_animate              (TlBoardScene *self);
void         _tl_board_scene_refresh              (TlBoardScene *self);
void         _tl_board_scene_append_spot          (TlBoardScene  *self,
                                                   const TlSpot  *spot);
const TlSpot *_tl_board_scene_spot                (TlBoardScene *self,
                                                   int           index);
int          _tl_board_scene_active_spot          (TlBoardScene *self);
guint        _tl_board_scene_legal_mask           (TlBoardScene *self,
                                                   int           x,
                                                   int           y);
gboolean     _tl_board_scene_targeting            (TlBoardScene *self);
gboolean     _tl_board_scene_offers_spots         (TlBoardScene *self);
gboolean     _tl_board_scene_offers_tile          (TlBoardScene *self);
TlCursorShow _tl_board_scene_cursor_show          (TlBoardScene *self,
                                                   int          *type,
                                                   gboolean     *fits);
gboolean     _tl_board_scene_hides_tile           (TlBoardScene *self,
                                                   gint          x,
                                                   gint          y);
gboolean     _tl_board_scene_has_recall           (TlBoardScene *self);
int          _tl_board_scene_focus_follower       (TlBoardScene          *self,
                                                   const TlRecallOption **option,
                                                   gboolean              *at_pointer);
gboolean     _tl_board_scene_last_placed_cell     (TlBoardScene *self,
                                                   int          *x,
                                                   int          *y);
/* per seat (arrays of TL_MAX_PLAYERS): whether it placed a tile, and where
 * its last one lies */
void         _tl_board_scene_last_cells           (TlBoardScene *self,
                                                   gboolean     *has,
                                                   int          *xs,
                                                   int          *ys);
gboolean     _tl_board_scene_is_start_cell        (TlBoardScene *self,
                                                   int           x,
                                                   int           y);
void         _tl_board_scene_tip                  (TlBoardScene *self,
                                                   TlBoardTip   *tip);

/* tl-board-scene.c */
void         _tl_board_scene_set_rotation         (TlBoardScene *self,
                                                   guint         r,
                                                   gboolean      redraw);

/* tl-board-scene-labels.c */
void         _tl_board_scene_add_labels           (TlBoardScene       *self,
                                                   const TlScoreEvent *event);
void         _tl_board_scene_expire_labels        (TlBoardScene       *self,
                                                   guint               turn);

/* tl-board-scene-play.c */
void         _tl_board_scene_keyboard_off         (TlBoardScene *self);
/* tl-board-scene-play.c: while a person places a tile and the cursor is on a cell
 * where it fits in no rotation, puts the cursor on the nearest one that it
 * fits (ties: the upper, then the left); returns whether it moved it */
gboolean     _tl_board_scene_cursor_to_legal      (TlBoardScene *self);
/* tl-board-scene.c: the cell where the tile in hand fits nearest the board
 * point (@bx, @by) (ties: the upper, then the left); there must be one */
void         _tl_board_scene_nearest_legal_cell   (TlBoardScene *self,
                                                   double        bx,
                                                   double        by,
                                                   int          *x,
                                                   int          *y);
/* tl-board-scene-play.c: where the keyboard cursor starts in a new game, below
 * the first start tile ((0, 1) on an open table, or without a game) */
void         _tl_board_scene_first_cursor_cell    (TlBoardScene *self,
                                                   int          *x,
                                                   int          *y);
/* whether the keyboard cursor may stand on (x, y): every expansion's cursor_open */
gboolean     _tl_board_scene_cursor_open          (TlBoardScene *self,
                                                   int           x,
                                                   int           y);

G_END_DECLS
