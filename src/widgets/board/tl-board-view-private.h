/* tl-board-view-private.h — what the parts of TlBoardView share (internal to
 * src/widgets/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlBoardView draws a TlBoardScene through a TlBoardViewport. It is written in
 * tl-board-view.c (the GObject, its public API, fitting the view, the frame
 * clock), tl-board-view-snapshot.c (drawing, one function per layer) and
 * tl-board-view-input.c (pointer, gestures, keys); each expansion adds a
 * TlBoardViewHooks table in tl-board-view-EXP.c (registered with its scene
 * hooks in tl-board-expansions.c). The view reads the scene through its
 * read-only frame (tl-board-scene-frame.h), never its insides.
 */
#pragma once

#include "tl-board-view.h"
#include "tl-board-scene-frame.h"
#include "tl-board-expansions-private.h"
#include "tl-render.h"
#include "tl-tile-cache.h"
#include "tl-map-cache.h"

G_BEGIN_DECLS

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
  const TlBoardSceneFrame *scene;  /* what the scene shows */
} TlBoardFrame;

/* The accent's opacity over a cell where the tile in hand fits as it is turned
 * now, and over one where it fits once turned (which reads as grey on a map);
 * the map legend draws them too. */
#define TL_BOARD_FITS_ALPHA 0.42
#define TL_BOARD_FITS_TURNED_ALPHA 0.17

/*
 * The marks' geometry (docs/widgets.md §2, the marks on the board), in logical pixels
 * at a tile size of @size; the drawing and the tests share it.
 *
 * The keyboard cursor: a square ring along the cell's sides, centred on them,
 * @width thick in the accent colour, with a @halo thick dark line outside
 * and a white one inside, so that it shows on every tile and in dark mode.
 *
 * A seat's last tile: in each corner two arms (an L), @length long and
 * @width thick, @inset from the tile's sides, in the seat's colour with a
 * @halo of contrast around them; @latest (the tile placed last of all) draws
 * thicker arms. Corners, never a whole side: the legal cells and the cursor
 * are whole outlines.
 */
void _tl_board_cursor_geometry    (double    size,
                                   double   *width,
                                   double   *halo);
void _tl_board_last_mark_geometry (double    size,
                                   gboolean  latest,
                                   double   *inset,
                                   double   *length,
                                   double   *width,
                                   double   *halo);

/*
 * TlBoardLayer:
 *
 * What the board draws, bottom to top. Each layer is the core's drawing of it
 * (if any) followed by the expansions' (TlBoardViewHooks.snapshot). The two
 * spot layers are drawn only while spots are offered.
 */
typedef enum {
  TL_BOARD_LAYER_GROUND,        /* under the tiles: the squares of a fixed playing area */
  TL_BOARD_LAYER_LEGAL,         /* the cells where the tile in hand fits */
  TL_BOARD_LAYER_TILES,         /* the placed tiles */
  TL_BOARD_LAYER_ON_TILES,      /* over the tiles: what an expansion lays on them */
  TL_BOARD_LAYER_HIGHLIGHTS,    /* a territory lit up, an expansion's target */
  TL_BOARD_LAYER_LAST_PLACED,   /* the outline of the tile placed last */
  TL_BOARD_LAYER_FOLLOWERS,
  TL_BOARD_LAYER_TILE_IN_HAND,
  TL_BOARD_LAYER_CELL_SPOTS,    /* whole cells to click */
  TL_BOARD_LAYER_SPOTS,         /* follower places and followers to click */
  TL_BOARD_LAYER_LABELS,        /* "+N" */
  TL_BOARD_LAYER_TIP,           /* what the spot under the pointer does */
  TL_BOARD_N_LAYERS
} TlBoardLayer;

typedef void (*TlBoardLayerFunc) (TlBoardView        *view,
                                  gpointer            state,
                                  GtkSnapshot        *snapshot,
                                  const TlBoardFrame *frame);

/*
 * TlBoardViewHooks:
 *
 * What an expansion adds to the widget; every member may be NULL. @state is
 * the expansion's own, @state_size bytes zeroed when the view is made.
 * Properties it installs in @class_init (with
 * _tl_board_view_install_property()) are read and written through
 * @get_property and @set_property, which return FALSE for a property that is
 * not theirs.
 */
struct _TlBoardViewHooks {
  gsize state_size;
  void     (*class_init)   (GObjectClass *klass);
  void     (*init)         (TlBoardView *view, gpointer state);
  void     (*finalize)     (TlBoardView *view, gpointer state);
  gboolean (*get_property) (TlBoardView *view, gpointer state, GParamSpec *pspec, GValue *value);
  gboolean (*set_property) (TlBoardView *view, gpointer state, GParamSpec *pspec, const GValue *value);
  /* whether pictures are still being drawn off the frame (the benchmark waits) */
  gboolean (*busy)         (TlBoardView *view, gpointer state);
  TlBoardLayerFunc snapshot[TL_BOARD_N_LAYERS];
};

struct _TlBoardView {
  GtkWidget parent_instance;

  TlBoardScene *scene;
  TlBoardViewport *viewport;
  TlTileCache *cache;
  /* tl-board-view-tiles.c: the pictures the last frames lacked, of one size,
   * to draw on a worker thread; the batch being drawn (its cancellable) */
  GArray *tile_requests;
  guint tile_requests_px;
  gboolean tile_requests_dark;
  GCancellable *tile_job;
  gboolean sync_tiles;             /* draw them in the frame (the benchmark's old way) */
  guint tiles_drawn_async;         /* pictures drawn on the worker thread so far */
  GHashTable *follower_textures;   /* char* key → GdkTexture */

  /* pointer (whether it is over the board: scene->pointer_in) */
  double pointer_x, pointer_y;

  /* panning */
  double drag_center_x, drag_center_y;
  gboolean dragging;
  guint drag_button;
  double scroll_acc;
  guint pinch_level;

  /* the game is to be fitted once the view has a size */
  gboolean fit_pending;
  /* the last fit was Ctrl+0's overview (any zoom), not a game's opening */
  gboolean fit_overview;
  /* a person's follower step zoomed in on the tile placed, its spots too small
   * to tell apart at the zoom the person chose: where it went (level and
   * centre), and the view to go back to once the step ends (whether it was
   * fitted: then fitted again) */
  gboolean spot_zoom;
  guint spot_level;
  double spot_x, spot_y;
  gboolean spot_back_fitted;
  guint spot_back_level;
  double spot_back_x, spot_back_y;

  guint tick_id;                   /* labels, animations, a go-to */
  gulong dark_id;

  gboolean show_legal;             /* `show-legal`: tint the cells where the tile fits */
  gboolean animations;             /* `animations` (and the desktop's setting) */

  gpointer *states;                /* per expansion of _tl_board_expansions */
};

/* tl-board-view.c */
guint        _tl_board_view_install_property (GObjectClass *klass,
                                              GParamSpec   *pspec);
gpointer     _tl_board_view_get_state        (TlBoardView            *self,
                                              const TlBoardViewHooks *hooks);
double       _tl_board_view_width            (TlBoardView *self);
double       _tl_board_view_height           (TlBoardView *self);
void         _tl_board_view_cell_at          (TlBoardView *self,
                                              double       px,
                                              double       py,
                                              int         *x,
                                              int         *y);
void         _tl_board_view_ensure_cell_visible (TlBoardView *self,
                                                 int          x,
                                                 int          y);

/* tl-board-view-tiles.c */
void         _tl_board_view_tiles_init       (TlBoardView *self);
void         _tl_board_view_tiles_dispose    (TlBoardView *self);
void         _tl_board_view_ensure_cache     (TlBoardView       *self,
                                              const TlGameState *state);
void         _tl_board_view_draw_requested_tiles (TlBoardView *self);
/* for the benchmark and the tests: whether pictures (tiles, or an
 * expansion's: TlBoardViewHooks.busy) are still to be drawn off the frame */
gboolean     _tl_board_view_tiles_busy       (TlBoardView *self);
void         _tl_board_view_set_sync_tiles   (TlBoardView *self,
                                              gboolean     sync);

/* tl-board-view-snapshot.c */
void         _tl_board_view_snapshot         (GtkWidget   *widget,
                                              GtkSnapshot *snapshot);
GdkTexture  *_tl_board_view_surface_texture  (cairo_surface_t *surface);
GdkTexture  *_tl_board_view_tile_texture     (TlBoardView *self,
                                              guint        type,
                                              guint        r,
                                              guint        device_px,
                                              gboolean     dark);
void         _tl_board_view_draw_feature     (TlBoardView        *self,
                                              GtkSnapshot        *snapshot,
                                              const TlBoardFrame *frame,
                                              guint32             segment);

/* tl-board-view-maps.c: for the tests, the map's pictures (NULL without a map) */
TlMapCache  *_tl_board_view_maps_cache       (TlBoardView *self);

/* tl-board-view-input.c */
void         _tl_board_view_init_input       (TlBoardView *self);
void         _tl_board_view_update_hover     (TlBoardView *self);
void         _tl_board_view_pointer_moved    (TlBoardView *self,
                                              double       x,
                                              double       y);
void         _tl_board_view_zoom_steps       (TlBoardView *self,
                                              int          steps,
                                              gboolean     about_pointer);

G_END_DECLS
