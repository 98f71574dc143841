/* tl-board-view.c — the board of a game: draw, pan, zoom, place, deploy
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-board-view-private.h"
#include "tl-texture.h"

#define FOLLOWER_SCALE TL_BOARD_FOLLOWER_SCALE
/* How long a "+N" label stays, in microseconds. */
#define LABEL_DURATION (2 * G_USEC_PER_SEC)
/* Pointer travel (logical pixels) before a press becomes a drag. */
#define DRAG_THRESHOLD 5.0
/* Opacity of the tile in hand. */
#define PREVIEW_OPACITY 0.72
/* How long the view takes to glide to a tile placed out of sight, in microseconds. */
#define GLIDE_DURATION (G_USEC_PER_SEC * 2 / 5)
/* Opacity of the accent colour over a lit-up territory. */
#define TERRITORY_ALPHA 0.45
/* Cells shown round the placed tiles when the view fits the game. */
#define TL_FIT_MARGIN 1

typedef struct {
  double bx, by;      /* board coordinates of the feature */
  int points;
  TlRgb color;
  gint64 start;       /* frame time (µs) when shown */
  guint slot;         /* side-by-side position among labels of one event */
  guint n_slots;
} ScoreLabel;

G_DEFINE_FINAL_TYPE (TlBoardView, tl_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_VIEWPORT,
  PROP_SHOW_PEEKED,
  PROP_GIFT_CARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_PEEKED,
  SIGNAL_GIFT_TARGET_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const cairo_user_data_key_t texture_key;

/* ---- helpers ---- */

void
tl_board_view_emit_peeked (TlBoardView *self, gint x, gint y, int type)
{
  g_signal_emit (self, signals[SIGNAL_PEEKED], 0, x, y, type);
}

void
tl_board_view_emit_gift_target (TlBoardView *self, const TlPosition *at, const TlPosition *to)
{
  g_signal_emit (self, signals[SIGNAL_GIFT_TARGET_CHOSEN], 0, at->x, at->y, (gint) at->port,
                 to != NULL ? to->x : 0, to != NULL ? to->y : 0, to != NULL ? (gint) to->port : -1);
}

void
tl_board_view_notify_gift_card (TlBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GIFT_CARD]);
}

static gpointer
cell_key (int x, int y)
{
  return GUINT_TO_POINTER (((guint) (x & 0xffff) << 16) | (guint) (y & 0xffff));
}

static guint
legal_mask (TlBoardView *self, int x, int y)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, cell_key (x, y)));
}

const TlGameState *
tl_board_view_state (TlBoardView *self)
{
  return self->game != NULL ? tl_game_get_state (self->game) : NULL;
}

/* Whether a person at this screen is to play the current step. */
gboolean
tl_board_view_human_phase (TlBoardView *self, TlPhase phase)
{
  return self->game != NULL && tl_game_get_phase (self->game) == phase &&
         !tl_game_current_is_ai (self->game);
}

void
tl_board_view_player_color (TlBoardView *self, guint seat, TlRgb *out)
{
  const TlPlayerInfo *info;

  tl_render_default_color (seat, out);
  if (self->game == NULL || seat >= tl_game_state_n_players (tl_board_view_state (self)))
    return;
  info = tl_game_player_info (self->game, seat);
  if (info != NULL)
    tl_render_parse_color (info->color, out);
}

static void
lookup_color (GtkWidget *widget, const char *name, const char *fallback, GdkRGBA *out)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, out))
    gdk_rgba_parse (out, fallback);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static double
widget_width (TlBoardView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self));
}

static double
widget_height (TlBoardView *self)
{
  return gtk_widget_get_height (GTK_WIDGET (self));
}

static void
cell_at (TlBoardView *self, double px, double py, int *x, int *y)
{
  double bx, by;

  tl_board_viewport_widget_to_board (self->viewport, widget_width (self), widget_height (self),
                                     px, py, &bx, &by);
  *x = (int) floor (bx);
  *y = (int) floor (by);
}

static gboolean
cell_has_neighbour (const TlBoard *board, int x, int y)
{
  return tl_board_tile_at (board, x - 1, y) >= 0 || tl_board_tile_at (board, x + 1, y) >= 0 ||
         tl_board_tile_at (board, x, y - 1) >= 0 || tl_board_tile_at (board, x, y + 1) >= 0;
}

/* A texture for a cairo image surface, made once and kept with the surface. */
GdkTexture *
tl_board_view_surface_texture (cairo_surface_t *surface)
{
  GdkTexture *texture;

  texture = cairo_surface_get_user_data (surface, &texture_key);
  if (texture != NULL)
    return texture;

  texture = tl_texture_from_surface (surface);
  cairo_surface_set_user_data (surface, &texture_key, texture, g_object_unref);
  return texture;
}

GdkTexture *
tl_board_view_tile_texture (TlBoardView *self, guint type, guint r, guint device_px, gboolean dark)
{
  cairo_surface_t *surface;

  if (self->cache == NULL)
    return NULL;
  surface = tl_tile_cache_lookup (self->cache, type, r, device_px, dark);
  return surface != NULL ? tl_board_view_surface_texture (surface) : NULL;
}

/* A follower picture: @box device pixels square, the meeple in its middle. */
static GdkTexture *
follower_texture (TlBoardView *self, const TlRgb *color, gboolean lying, TlFollowerRole role,
                  guint size, guint *box)
{
  char *key;
  GdkTexture *texture;

  *box = (guint) ceil (size * 1.4) + 2;
  key = g_strdup_printf ("%02x%02x%02x-%d-%d-%u", (guint) (color->r * 255), (guint) (color->g * 255),
                         (guint) (color->b * 255), lying, role, size);
  texture = g_hash_table_lookup (self->follower_textures, key);
  if (texture == NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, *box, *box);
      cairo_t *cr = cairo_create (surface);

      tl_render_follower_with_role (cr, *box / 2.0, *box / 2.0, size, color, lying, role);
      cairo_destroy (cr);
      texture = g_object_ref (tl_board_view_surface_texture (surface));
      cairo_surface_destroy (surface);
      if (g_hash_table_size (self->follower_textures) > 64)
        g_hash_table_remove_all (self->follower_textures);
      g_hash_table_insert (self->follower_textures, key, texture);
    }
  else
    g_free (key);
  return texture;
}

/* Whether the game's rules let a player recall followers (The Discovery). */
static gboolean
has_recall (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);

  return state != NULL && tl_game_state_has_recall (state);
}

/* Where follower @index of the board stands, in board coordinates. */
void
tl_board_view_follower_point (const TlGameState *state, guint index, double *bx, double *by)
{
  tl_render_follower_place (state, index, bx, by);
}

/* The tile and board port naming the segment follower @index stands on. */
static void
follower_place (const TlGameState *state, guint index, gint *x, gint *y, guint *port)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  const TlFollower *f = &g_array_index (tl_features_followers (features), TlFollower, index);
  const TlPlacedTile *tile = tl_board_tile (board, f->tile);

  *x = tile->x;
  *y = tile->y;
  *port = tl_tile_type_segment_port (tl_tile_set_type (tl_game_state_tile_set (state), tile->type),
                                     tl_features_segment_local (features, f->segment), tile->r);
}

/* ---- state from the game ---- */

static void
set_rotation_internal (TlBoardView *self, guint r)
{
  r %= 4;
  if (r == self->rotation)
    return;
  self->rotation = r;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
nearest_legal_cell (TlBoardView *self, double bx, double by, int *x, int *y)
{
  GHashTableIter iter;
  gpointer key;
  double best = G_MAXDOUBLE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint k = GPOINTER_TO_UINT (key);
      int cx = (gint16) (k >> 16), cy = (gint16) (k & 0xffff);
      double d = hypot (cx + 0.5 - bx, cy + 0.5 - by);

      /* ties: the upper, then the left cell, so that the choice is stable */
      d += (cy * 1e-6) + (cx * 1e-9);
      if (d < best)
        {
          best = d;
          *x = cx;
          *y = cy;
        }
    }
}

/* The centre that shows cell (x, y) with @margin_tiles of room around it,
 * moving the view as little as possible. Returns FALSE when it shows already. */
static gboolean
visible_center (TlBoardView *self, int x, int y, double margin_tiles, double *cx, double *cy)
{
  double w = widget_width (self), h = widget_height (self);
  double size = tl_board_viewport_get_tile_size (self->viewport);
  double px, py;
  double margin = MIN (size * margin_tiles, MIN (w, h) / 4);

  *cx = tl_board_viewport_get_center_x (self->viewport);
  *cy = tl_board_viewport_get_center_y (self->viewport);
  if (w <= 0 || h <= 0)
    return FALSE;
  tl_board_viewport_board_to_widget (self->viewport, w, h, x, y, &px, &py);
  if (size + 2 * margin > w)
    *cx = x + 0.5;
  else if (px < margin)
    *cx -= (margin - px) / size;
  else if (px + size > w - margin)
    *cx += (px + size - (w - margin)) / size;
  if (size + 2 * margin > h)
    *cy = y + 0.5;
  else if (py < margin)
    *cy -= (margin - py) / size;
  else if (py + size > h - margin)
    *cy += (py + size - (h - margin)) / size;
  return *cx != tl_board_viewport_get_center_x (self->viewport) ||
         *cy != tl_board_viewport_get_center_y (self->viewport);
}

static void
ensure_cell_visible (TlBoardView *self, int x, int y)
{
  double cx, cy;

  if (visible_center (self, x, y, 0.5, &cx, &cy))
    tl_board_viewport_set_center (self->viewport, cx, cy);
}

static void
stop_glide (TlBoardView *self)
{
  if (self->glide_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->glide_id);
      self->glide_id = 0;
    }
}

static gboolean
glide_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t, e;

  if (self->glide_start == 0)
    self->glide_start = now;
  t = MIN (1.0, (now - self->glide_start) / (double) GLIDE_DURATION);
  e = 1 - pow (1 - t, 3);   /* ease out */
  tl_board_viewport_set_center (self->viewport,
                                self->glide_from_x + (self->glide_to_x - self->glide_from_x) * e,
                                self->glide_from_y + (self->glide_to_y - self->glide_from_y) * e);
  if (t >= 1)
    {
      self->glide_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Brings cell (x, y) into sight when it is not, gliding there when the view is
 * on screen (and jumping when it is not). */
static void
glide_to_cell (TlBoardView *self, int x, int y)
{
  double cx, cy;

  stop_glide (self);
  if (!visible_center (self, x, y, 0.25, &cx, &cy))
    return;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      tl_board_viewport_set_center (self->viewport, cx, cy);
      return;
    }
  self->glide_from_x = tl_board_viewport_get_center_x (self->viewport);
  self->glide_from_y = tl_board_viewport_get_center_y (self->viewport);
  self->glide_to_x = cx;
  self->glide_to_y = cy;
  self->glide_start = 0;
  self->glide_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), glide_tick, NULL, NULL);
}

/* Whether the tiles placed since the last refresh were placed by a computer
 * seat: the person at the screen saw where their own went, so the view only
 * moves for a computer's. */
static gboolean
placed_by_computer (TlBoardView *self)
{
  const TlRecord *record = tl_game_get_record (self->game);
  guint n_players = tl_game_get_n_players (self->game);
  guint seat;

  /* still in the turn of the seat that placed it (its follower step) */
  if (tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER)
    return tl_game_current_is_ai (self->game);
  /* else the last turn played placed it: turn i is seat i mod players */
  if (record == NULL || record->turns->len == 0 || n_players == 0)
    return FALSE;
  seat = (record->turns->len - 1) % n_players;
  return tl_game_player_info (self->game, seat)->kind == TL_PLAYER_AI;
}

/* The largest zoom level up to @max_level at which @tiles_w × @tiles_h tiles
 * fit in a view of @w × @h logical pixels, or -1 when they do not fit even at
 * the smallest. */
static int
level_to_fit (double w,
              double h,
              double tiles_w,
              double tiles_h,
              guint  max_level)
{
  for (int level = (int) max_level; level >= 0; level--)
    {
      double size = tl_board_viewport_level_tile_size ((guint) level);

      if (tiles_w * size <= w && tiles_h * size <= h)
        return level;
    }
  return -1;
}

/* Shows the game as a whole (see tl_board_view_set_game()); does nothing while
 * the view has no size yet. */
static void
fit_view (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlMapLayout *map = state != NULL ? tl_game_state_map (state) : NULL;
  const TlBoard *board = state != NULL ? tl_game_state_board (state) : NULL;
  double w = widget_width (self), h = widget_height (self);
  guint level = TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL;
  double cx = 0.5, cy = 0.5;
  int fit;

  if (w <= 0 || h <= 0)
    return;

  if (map != NULL)
    {
      cx = map->width / 2.0;
      cy = map->height / 2.0;
    }
  fit = map != NULL ? level_to_fit (w, h, map->width, map->height, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL) : -1;
  if (fit >= 0)
    level = (guint) fit;   /* the whole map */
  else if (board != NULL && tl_board_n_tiles (board) > 0)
    {
      gint min_x, min_y, max_x, max_y;

      /* the placed tiles, with a ring of cells round them where tiles go next */
      tl_board_bounds (board, &min_x, &min_y, &max_x, &max_y);
      fit = level_to_fit (w, h, max_x - min_x + 1 + 2 * TL_FIT_MARGIN, max_y - min_y + 1 + 2 * TL_FIT_MARGIN,
                          TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
      level = fit >= 0 ? (guint) fit : 0;
      cx = (min_x + max_x + 1) / 2.0;
      cy = (min_y + max_y + 1) / 2.0;
    }

  stop_glide (self);
  self->fitting = TRUE;
  g_object_freeze_notify (G_OBJECT (self->viewport));
  tl_board_viewport_set_zoom_level (self->viewport, level);
  tl_board_viewport_set_center (self->viewport, cx, cy);
  g_object_thaw_notify (G_OBJECT (self->viewport));
  self->fitting = FALSE;
  self->fit_pending = FALSE;
  self->fitted = TRUE;
}

static void update_hover (TlBoardView *self);

void
tl_board_view_refresh (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  TlTileSet *set;
  TlPhase phase;
  guint turn;
  int tile;

  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->spots, 0);
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->hover_follower = -1;

  if (state == NULL)
    {
      self->n_tiles_seen = 0;
      tl_board_view_map_reset (self);
      tl_board_view_gifts_sync (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  {
    const TlBoard *board = tl_game_state_board (state);
    guint n_tiles = tl_board_n_tiles (board);

    /* a computer placed a tile: make sure it can be seen (a person's tile
     * is where they put it: the view does not move between their turns) */
    if (n_tiles > self->n_tiles_seen && self->n_tiles_seen > 0 && placed_by_computer (self))
      {
        const TlPlacedTile *last = tl_board_tile (board, n_tiles - 1);
        glide_to_cell (self, last->x, last->y);
      }
    /* taken back or undone: so are the points it scored */
    if (n_tiles < self->n_tiles_seen)
      g_array_set_size (self->labels, 0);
    self->n_tiles_seen = n_tiles;
  }

  set = tl_game_state_tile_set (state);
  if (self->cache == NULL || tl_tile_cache_get_tile_set (self->cache) != set)
    {
      g_clear_pointer (&self->cache, tl_tile_cache_free);
      self->cache = tl_tile_cache_new (set);
    }

  /* the map, its face-down tiles and the reveals waiting (Map-Chips) */
  tl_board_view_map_sync (self, TRUE);
  /* a gift's target being chosen: still possible? */
  tl_board_view_gifts_sync (self);

  phase = tl_game_get_phase (self->game);
  turn = tl_game_state_turn (state);
  tile = tl_game_get_current_tile (self->game);

  if (turn != self->last_turn || tile != self->last_tile_type)
    {
      /* a new tile in hand starts unrotated */
      self->last_turn = turn;
      self->last_tile_type = tile;
      set_rotation_internal (self, 0);
    }

  if (phase == TL_PHASE_PLACE && !tl_game_current_is_ai (self->game))
    {
      GArray *placements = tl_game_legal_placements (self->game);

      for (guint i = 0; i < placements->len; i++)
        {
          const TlPlacement *p = &g_array_index (placements, TlPlacement, i);
          gpointer key = cell_key (p->x, p->y);
          guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, key));

          g_hash_table_insert (self->legal, key, GUINT_TO_POINTER (mask | (1u << (p->r % 4))));
        }
      g_array_unref (placements);

      /* keyboard players find the cursor on a cell where the tile fits */
      if (!self->pointer_in && legal_mask (self, self->cursor_x, self->cursor_y) == 0 &&
          g_hash_table_size (self->legal) > 0)
        nearest_legal_cell (self, self->cursor_x + 0.5, self->cursor_y + 0.5,
                            &self->cursor_x, &self->cursor_y);

      /* The Gifts: the targets of the card being opened */
      tl_board_view_gifts_add_spots (self);
    }
  else if (phase == TL_PHASE_FOLLOWER && !tl_game_current_is_ai (self->game))
    {
      GArray *spots = tl_game_follower_spots (self->game);
      const TlBoard *board = tl_game_state_board (state);
      int placed = tl_game_state_placed_tile (state);

      for (guint i = 0; placed >= 0 && i < spots->len; i++)
        {
          const TlPlacedTile *pt = tl_board_tile (board, placed);
          TlSpot spot = { 0 };
          double fx, fy;

          spot.kind = TL_SPOT_DEPLOY;
          spot.spot = g_array_index (spots, TlFollowerSpot, i);
          tl_render_segment_anchor (tl_tile_set_type (set, pt->type),
                                    spot.spot.segment - pt->seg_base, pt->r, &fx, &fy);
          spot.bx = pt->x + fx;
          spot.by = pt->y + fy;
          spot.preview = TRUE;
          spot.lying = spot.spot.kind == TL_SEGMENT_FIELD;
          spot.role = tl_render_follower_role (spot.spot.kind);
          spot.segment = -1;
          spot.follower = -1;
          g_array_append_val (self->spots, spot);
        }
      g_array_unref (spots);

      /* The Discovery: instead of deploying, the player may recall a follower */
      if (has_recall (self))
        {
          GArray *options = tl_game_recall_options (self->game);

          for (guint i = 0; i < options->len; i++)
            {
              TlSpot spot = { 0 };

              spot.kind = TL_SPOT_RECALL;
              spot.option = g_array_index (options, TlRecallOption, i);
              spot.role = tl_render_follower_role (spot.option.kind);
              spot.segment = -1;
              spot.follower = -1;
              tl_board_view_follower_point (state, spot.option.follower, &spot.bx, &spot.by);
              g_array_append_val (self->spots, spot);
            }
          g_array_unref (options);
        }

      /* Map-Chips: face-down tiles to look at, revealed tiles to resolve */
      tl_board_view_map_add_spots (self);
    }

  if (self->pointer_in)
    update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_game_changed (TlGame *game, TlBoardView *self)
{
  tl_board_view_refresh (self);
}

/* Where to show the points of a feature: the follower place of its segment
 * nearest to the middle of all its segments. */
static void
feature_label_point (TlBoardView *self, const TlScoreEvent *event, double *bx, double *by)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  int first = tl_board_segment_at (board, event->x, event->y, event->port);
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double) * 2);
  double sx = 0, sy = 0, best = G_MAXDOUBLE;
  guint32 seg;

  *bx = event->x + 0.5;
  *by = event->y + 0.5;
  if (first < 0)
    {
      g_array_unref (points);
      return;
    }

  seg = (guint32) first;
  do
    {
      const TlPlacedTile *pt = tl_board_tile (board, tl_features_segment_tile (features, seg));
      double fx, fy, xy[2];

      tl_render_segment_anchor (tl_tile_set_type (set, pt->type),
                                tl_features_segment_local (features, seg), pt->r, &fx, &fy);
      xy[0] = pt->x + fx;
      xy[1] = pt->y + fy;
      g_array_append_vals (points, xy, 1);
      sx += xy[0];
      sy += xy[1];
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != (guint32) first && points->len < 1000);

  sx /= points->len;
  sy /= points->len;
  for (guint i = 0; i < points->len; i++)
    {
      double *xy = &g_array_index (points, double, 2 * i);
      double d = hypot (xy[0] - sx, xy[1] - sy);

      if (d < best)
        {
          best = d;
          *bx = xy[0];
          *by = xy[1];
        }
    }
  g_array_unref (points);
}

static gboolean
labels_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->labels->len; i-- > 0;)
    {
      ScoreLabel *label = &g_array_index (self->labels, ScoreLabel, i);

      if (label->start == 0)
        label->start = now;
      else if (now - label->start > LABEL_DURATION)
        g_array_remove_index (self->labels, i);
    }
  gtk_widget_queue_draw (widget);
  if (self->labels->len == 0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_game_scored (TlGame *game, gpointer data, TlBoardView *self)
{
  const TlScoreEvent *event = data;
  guint n = tl_game_state_n_players (tl_board_view_state (self));
  guint n_scorers = 0, slot = 0;
  double bx, by;

  for (guint i = 0; i < n && i < TL_MAX_PLAYERS; i++)
    if (event->points[i] != 0)
      n_scorers++;
  /* unopened gifts at the end belong to no place on the board */
  if (n_scorers == 0 || event->source == TL_SCORE_GIFTS)
    return;

  if (event->source == TL_SCORE_CHIP || event->source == TL_SCORE_REVEAL)
    {
      /* Map-Chips: a chip collected, a tile revealed: over that cell */
      bx = event->x + 0.5;
      by = event->y + 0.5;
    }
  else
    feature_label_point (self, event, &bx, &by);
  for (guint i = 0; i < n && i < TL_MAX_PLAYERS; i++)
    {
      ScoreLabel label = { 0 };

      if (event->points[i] == 0)
        continue;
      label.bx = bx;
      label.by = by;
      label.points = event->points[i];
      tl_board_view_player_color (self, i, &label.color);
      label.slot = slot++;
      label.n_slots = n_scorers;
      g_array_append_val (self->labels, label);
    }
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), labels_tick, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---- */

static void
append_outline (GtkSnapshot *snapshot, const graphene_rect_t *rect, double width,
                const GdkRGBA *color)
{
  GskRoundedRect outline;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, rect, 0);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

/* Whether @spot is shown as a ring round a follower on the board (recall, a
 * gift acting on one of the player's followers) rather than as a place. */
static gboolean
spot_is_ring (const TlSpot *spot)
{
  return spot->kind == TL_SPOT_RECALL || (spot->kind == TL_SPOT_GIFT && spot->follower >= 0);
}

int
tl_board_view_active_spot (TlBoardView *self)
{
  return self->hover_spot >= 0 ? self->hover_spot : self->selected_spot;
}

/* The spots that are points: follower places and followers (deploy, recall,
 * gift targets); peek and reveal spots are drawn with the map. */
static void
draw_spots (TlBoardView *self, GtkSnapshot *snapshot, const TlBoardFrame *frame)
{
  cairo_t *cr = NULL;
  TlRgb color;
  int active = tl_board_view_active_spot (self);
  double size = frame->size;
  double radius = MAX (size * 0.075, 6.0);

  tl_board_view_player_color (self, tl_game_get_current_player (self->game), &color);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (self->spots, TlSpot, i);
      const GdkRGBA *accent = &frame->accent;
      double px, py;

      if (spot->kind == TL_SPOT_PEEK || spot->kind == TL_SPOT_REVEAL)
        continue;
      if (cr == NULL)
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, frame->w, frame->h));
      tl_board_viewport_board_to_widget (self->viewport, frame->w, frame->h, spot->bx, spot->by, &px, &py);
      if (spot_is_ring (spot))
        {
          /* one of the player's followers: a ring around it */
          double ring = MAX (size * FOLLOWER_SCALE * 0.72, 11.0);
          double dash[2] = { 5, 3.5 };

          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, ring, 0, 2 * G_PI);
          cairo_set_line_width (cr, (int) i == active ? 6 : 4.5);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
          cairo_stroke_preserve (cr);
          if ((int) i != active)
            cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_width (cr, (int) i == active ? 3.5 : 2.5);
          gdk_cairo_set_source_rgba (cr, accent);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          continue;
        }
      if ((int) i == active)
        {
          if (spot->preview)
            {
              cairo_push_group (cr);
              tl_render_follower_with_role (cr, px, py, size * FOLLOWER_SCALE, &color, spot->lying,
                                            spot->role);
              cairo_pop_group_to_source (cr);
              cairo_paint_with_alpha (cr, 0.85);
            }
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, radius * 1.9, 0, 2 * G_PI);
          cairo_set_line_width (cr, 5);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, 3);
          gdk_cairo_set_source_rgba (cr, accent);
          cairo_stroke (cr);
          continue;
        }
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 2.5);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_stroke (cr);
      cairo_arc (cr, px, py, radius * 0.4, 0, 2 * G_PI);
      if (spot->preview)
        cairo_set_source_rgb (cr, color.r, color.g, color.b);
      else
        gdk_cairo_set_source_rgba (cr, accent);
      cairo_fill (cr);
    }
  if (cr != NULL)
    cairo_destroy (cr);
}

static void
draw_labels (TlBoardView *self, GtkSnapshot *snapshot, double w, double h, double size)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  PangoLayout *layout;
  PangoFontDescription *font;
  cairo_t *cr;

  if (self->labels->len == 0)
    return;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (13.0, size * 0.2) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  for (guint i = 0; i < self->labels->len; i++)
    {
      const ScoreLabel *label = &g_array_index (self->labels, ScoreLabel, i);
      double t = label->start == 0 ? 0 : (now - label->start) / (double) LABEL_DURATION;
      double alpha = t < 0.7 ? 1 : MAX (0, 1 - (t - 0.7) / 0.3);
      double rise = (1 - pow (1 - MIN (t, 1), 3)) * size * 0.35;
      /* a real minus sign for points lost (a revealed tile that fits nowhere) */
      char *text = label->points < 0 ? g_strdup_printf ("\u2212%d", -label->points)
                                     : g_strdup_printf ("+%d", label->points);
      double lum = 0.2126 * label->color.r + 0.7152 * label->color.g + 0.0722 * label->color.b;
      PangoRectangle ink, logical;
      double px, py, bw, bh, x0, y0;

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      bw = logical.width + 14;
      bh = logical.height + 4;
      tl_board_viewport_board_to_widget (self->viewport, w, h, label->bx, label->by, &px, &py);
      px += (label->slot - (label->n_slots - 1) / 2.0) * (bw + 4);
      x0 = px - bw / 2;
      y0 = py - bh / 2 - rise - size * 0.12;

      cairo_save (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + bw - bh / 2, y0 + bh / 2, bh / 2, -G_PI / 2, G_PI / 2);
      cairo_arc (cr, x0 + bh / 2, y0 + bh / 2, bh / 2, G_PI / 2, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, label->color.r, label->color.g, label->color.b, alpha);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1.5);
      if (lum < 0.3)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9 * alpha);
      else
        cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.8 * alpha);
      cairo_stroke (cr);
      cairo_move_to (cr, x0 + 7 - logical.x, y0 + 2 - logical.y);
      if (lum < 0.55)
        cairo_set_source_rgba (cr, 1, 1, 1, alpha);
      else
        cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, alpha);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      g_free (text);
    }
  cairo_destroy (cr);
  g_object_unref (layout);
}

/* The follower whose territory is lit up: the recall spot under the pointer
 * or selected with the keyboard, else (in games with recall) the follower
 * under the pointer; -1 for none. @option is set for a recall spot. */
static int
focus_follower (TlBoardView *self, const TlRecallOption **option, gboolean *at_pointer)
{
  int active = self->hover_spot >= 0 ? self->hover_spot : self->selected_spot;

  *option = NULL;
  *at_pointer = self->hover_spot >= 0 || self->selected_spot < 0;
  if (!has_recall (self))
    return -1;
  if (active >= 0 && (guint) active < self->spots->len && tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
    {
      const TlSpot *spot = &g_array_index (self->spots, TlSpot, active);

      if (spot->kind == TL_SPOT_RECALL)
        {
          *option = &spot->option;
          return spot->option.follower;
        }
      return -1;
    }
  return self->hover_follower;
}

/* Lights up every segment of the feature (territory) that @segment belongs
 * to, across tiles: filled with the accent colour with transparency, and
 * outlined. */
void
tl_board_view_draw_feature (TlBoardView        *self,
                            GtkSnapshot        *snapshot,
                            const TlBoardFrame *frame,
                            guint32             segment)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  double size = frame->size, ox = frame->ox, oy = frame->oy;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  guint32 seg = segment;
  guint guard = 0;
  GdkRGBA tint = frame->accent;
  cairo_t *cr;

  if (segment >= tl_features_n_segments (features))
    return;
  do
    {
      const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, seg));

      x0 = MIN (x0, ox + tile->x * size);
      y0 = MIN (y0, oy + tile->y * size);
      x1 = MAX (x1, ox + (tile->x + 1) * size);
      y1 = MAX (y1, oy + (tile->y + 1) * size);
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != segment && ++guard < 100000);
  x0 = MAX (x0, 0);
  y0 = MAX (y0, 0);
  x1 = MIN (x1, frame->w);
  y1 = MIN (y1, frame->h);
  if (x1 <= x0 || y1 <= y0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  guard = 0;
  seg = segment;
  do
    {
      const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, seg));

      cairo_save (cr);
      cairo_translate (cr, ox + tile->x * size, oy + tile->y * size);
      tint.alpha = TERRITORY_ALPHA;
      gdk_cairo_set_source_rgba (cr, &tint);
      tl_render_segment_fill (cr, tl_tile_set_type (set, tile->type),
                              tl_features_segment_local (features, seg), tile->r, size);
      /* and its outline, so that it shows on terrain of the accent's hue too */
      tint.alpha = 1;
      gdk_cairo_set_source_rgba (cr, &tint);
      tl_render_segment_edges (cr, tl_tile_set_type (set, tile->type),
                               tl_features_segment_local (features, seg), tile->r, size,
                               MAX (2.5, size / 36));
      cairo_restore (cr);
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != segment && ++guard < 100000);
  cairo_destroy (cr);
}

/* Where a follower on @segment of the board stands, in board coordinates. */
void
tl_board_view_segment_point (const TlGameState *state,
                             guint32            segment,
                             double            *bx,
                             double            *by)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, segment));
  double fx, fy;

  tl_render_segment_anchor (tl_tile_set_type (tl_game_state_tile_set (state), tile->type),
                            tl_features_segment_local (features, segment), tile->r, &fx, &fy);
  *bx = tile->x + fx;
  *by = tile->y + fy;
}

/* A small dark label with @text whose top left corner is near (@px, @py),
 * kept inside the view. */
void
tl_board_view_draw_tip (TlBoardView *self, GtkSnapshot *snapshot, double w, double h, double px, double py,
          const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoRectangle ink, logical;
  double bw, bh, x, y;
  cairo_t *cr;

  pango_layout_get_pixel_extents (layout, &ink, &logical);
  bw = logical.width + 16;
  bh = logical.height + 8;
  x = CLAMP (px, 4, MAX (4, w - bw - 4));
  y = CLAMP (py, 4, MAX (4, h - bh - 4));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 2, y - 2, bw + 4, bh + 4));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + bw - 6, y + 6, 6, -G_PI / 2, 0);
  cairo_arc (cr, x + bw - 6, y + bh - 6, 6, 0, G_PI / 2);
  cairo_arc (cr, x + 6, y + bh - 6, 6, G_PI / 2, G_PI);
  cairo_arc (cr, x + 6, y + 6, 6, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.88);
  cairo_fill (cr);
  cairo_move_to (cr, x + 8 - logical.x, y + 4 - logical.y);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
  g_object_unref (layout);
}

/* What clicking the spot under the pointer (or selected with the keyboard)
 * would do, for a face-down tile, a reveal or a gift's target. */
static void
draw_spot_tip (TlBoardView *self, GtkSnapshot *snapshot, double w, double h, double size)
{
  int active = tl_board_view_active_spot (self);
  const TlSpot *spot;
  char *text = NULL;
  double px, py;

  if (active < 0 || (guint) active >= self->spots->len)
    return;
  spot = &g_array_index (self->spots, TlSpot, active);
  switch (spot->kind)
    {
    case TL_SPOT_PEEK:
    case TL_SPOT_REVEAL:
      text = tl_board_view_map_tip (self, spot);
      break;
    case TL_SPOT_GIFT:
    case TL_SPOT_GIFT_TO:
      text = tl_board_view_gifts_tip (self, spot);
      break;
    default:
      break;
    }
  if (text == NULL)
    return;
  if (self->hover_spot >= 0 && self->pointer_in)
    {
      px = self->pointer_x + 16;
      py = self->pointer_y + 18;
    }
  else
    {
      tl_board_viewport_board_to_widget (self->viewport, w, h, spot->bx, spot->by, &px, &py);
      px += size * 0.3;
      py += size * 0.3;
    }
  tl_board_view_draw_tip (self, snapshot, w, h, px, py, text);
  g_free (text);
}

/* What the focus follower's territory is worth now (or what recalling it
 * scores), beside the pointer or the follower; else what the active spot does. */
static void
draw_focus_tip (TlBoardView *self, GtkSnapshot *snapshot, double w, double h, double size)
{
  const TlRecallOption *option;
  gboolean at_pointer;
  int index = focus_follower (self, &option, &at_pointer);
  char *text;
  double px, py;

  if (index < 0)
    {
      draw_spot_tip (self, snapshot, w, h, size);
      return;
    }

  if (option != NULL)
    text = g_strdup_printf (ngettext ("Recall for %d point", "Recall for %d points", option->points),
                            option->points);
  else
    {
      gint x, y;
      guint port;
      gint value;

      follower_place (tl_board_view_state (self), index, &x, &y, &port);
      value = tl_game_feature_value (self->game, x, y, port);
      if (value < 0)
        return;
      text = g_strdup_printf (ngettext ("Worth %d point now", "Worth %d points now", value), value);
    }
  if (at_pointer && self->pointer_in)
    {
      px = self->pointer_x + 16;
      py = self->pointer_y + 18;
    }
  else
    {
      double bx, by;

      tl_board_view_follower_point (tl_board_view_state (self), index, &bx, &by);
      tl_board_viewport_board_to_widget (self->viewport, w, h, bx, by, &px, &py);
      px += size * FOLLOWER_SCALE * 0.8;
      py += size * FOLLOWER_SCALE * 0.5;
    }
  tl_board_view_draw_tip (self, snapshot, w, h, px, py, text);
  g_free (text);
}

/* The cell of the tile placed from the stack last (not a tile revealed
 * beside it, Map-Chips). */
static gboolean
last_placed_cell (const TlGameState *state, int *x, int *y)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlRecord *record = tl_game_state_record (state);
  int placed = tl_game_state_placed_tile (state);
  guint n = tl_board_n_tiles (board);

  if (placed >= 0)
    {
      *x = tl_board_tile (board, placed)->x;
      *y = tl_board_tile (board, placed)->y;
      return TRUE;
    }
  if (record != NULL && record->turns->len > 0)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, record->turns->len - 1);

      if (turn->has_place)
        {
          *x = turn->x;
          *y = turn->y;
          return TRUE;
        }
    }
  /* no turn yet: only start tiles */
  if (record != NULL || n == 0)
    return FALSE;
  *x = tl_board_tile (board, n - 1)->x;
  *y = tl_board_tile (board, n - 1)->y;
  return TRUE;
}

static void
tl_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  const TlGameState *state = tl_board_view_state (self);
  const TlBoard *board;
  const TlFeatures *features;
  const GArray *followers;
  TlBoardFrame frame;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  double w, h, size, ox, oy;
  int x0, y0, x1, y1, scale;
  guint device_px, n_tiles;
  gboolean dark;
  GHashTableIter iter;
  gpointer key, value;

  if (state == NULL || self->cache == NULL)
    return;

  frame.w = w = widget_width (self);
  frame.h = h = widget_height (self);
  frame.size = size = tl_board_viewport_get_tile_size (self->viewport);
  frame.scale = scale = gtk_widget_get_scale_factor (widget);
  frame.device_px = device_px = (guint) size * scale;
  frame.dark = dark = is_dark ();
  frame.now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  lookup_color (widget, "accent_bg_color", "#3584e4", &frame.accent);
  lookup_color (widget, "destructive_bg_color", "#e01b24", &frame.error);
  tl_board_viewport_get_origin (self->viewport, w, h, &frame.ox, &frame.oy);
  ox = frame.ox;
  oy = frame.oy;
  frame.x0 = x0 = (int) floor (-ox / size);
  frame.y0 = y0 = (int) floor (-oy / size);
  frame.x1 = x1 = (int) floor ((w - ox) / size);
  frame.y1 = y1 = (int) floor ((h - oy) / size);

  board = tl_game_state_board (state);
  n_tiles = tl_board_n_tiles (board);

  /* the map under the tiles (Carcassonne Maps) */
  tl_board_view_map_snapshot_under (self, snapshot, &frame);

  /* cells where the tile in hand fits */
  g_hash_table_iter_init (&iter, self->legal);
  while (!tl_board_view_gifts_active (self) && g_hash_table_iter_next (&iter, &key, &value))
    {
      guint k = GPOINTER_TO_UINT (key), mask = GPOINTER_TO_UINT (value);
      int cx = (gint16) (k >> 16), cy = (gint16) (k & 0xffff);
      GdkRGBA tint = frame.accent;
      graphene_rect_t rect;

      if (cx < x0 || cx > x1 || cy < y0 || cy > y1)
        continue;
      rect = GRAPHENE_RECT_INIT (ox + cx * size, oy + cy * size, size, size);
      tint.alpha = (mask & (1u << self->rotation)) ? 0.42 : 0.17;
      gtk_snapshot_append_color (snapshot, &tint, &rect);
      if (mask & (1u << self->rotation))
        {
          tint.alpha = 0.6;
          append_outline (snapshot, &GRAPHENE_RECT_INIT (rect.origin.x + 2, rect.origin.y + 2,
                                                         size - 4, size - 4), 1.5, &tint);
        }
    }

  /* tiles */
  for (guint i = 0; i < n_tiles; i++)
    {
      const TlPlacedTile *tile = tl_board_tile (board, i);
      GdkTexture *texture;

      if (tile->x < x0 || tile->x > x1 || tile->y < y0 || tile->y > y1 ||
          tl_board_view_map_hides_tile (self, tile->x, tile->y))
        continue;
      texture = tl_board_view_tile_texture (self, tile->type, tile->r, device_px, dark);
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture,
                                     &GRAPHENE_RECT_INIT (ox + tile->x * size, oy + tile->y * size,
                                                          size, size));
    }

  /* start squares round their tiles, revealed tiles waiting, tiles turning over */
  tl_board_view_map_snapshot_over (self, snapshot, &frame);

  /* a territory lit up (The Discovery), a gift's target */
  {
    const TlRecallOption *option;
    gboolean at_pointer;
    int focus = focus_follower (self, &option, &at_pointer);

    if (focus >= 0)
      tl_board_view_draw_feature (self, snapshot, &frame,
                                  g_array_index (tl_features_followers (tl_board_features_const (board)),
                                                 TlFollower, focus).segment);
  }
  tl_board_view_gifts_snapshot (self, snapshot, &frame);

  /* the tile placed last */
  {
    int lx, ly;

    if (n_tiles > 1 && last_placed_cell (state, &lx, &ly))
      {
        GdkRGBA ring = frame.accent;

        ring.alpha = 0.95;
        append_outline (snapshot, &GRAPHENE_RECT_INIT (ox + lx * size, oy + ly * size, size, size),
                        MAX (2.0, size / 40), &ring);
      }
  }

  /* followers */
  features = tl_board_features_const (board);
  followers = tl_features_followers (features);
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *tile = tl_board_tile (board, f->tile);
      double bx, by, px, py;
      TlRgb color;
      GdkTexture *texture;
      guint box;

      if (tile->x < x0 - 1 || tile->x > x1 + 1 || tile->y < y0 - 1 || tile->y > y1 + 1)
        continue;
      tl_render_follower_place (state, i, &bx, &by);
      tl_board_view_player_color (self, f->player, &color);
      texture = follower_texture (self, &color, f->lying,
                                  tl_render_follower_role (tl_features_segment_kind (features, f->segment)),
                                  (guint) round (size * FOLLOWER_SCALE * scale), &box);
      px = ox + bx * size;
      py = oy + by * size;
      gtk_snapshot_append_texture (snapshot, texture,
                                   &GRAPHENE_RECT_INIT (px - box / 2.0 / scale, py - box / 2.0 / scale,
                                                        (double) box / scale, (double) box / scale));
    }

  /* the tile in hand (not while a gift's target is being chosen) */
  if (tl_board_view_human_phase (self, TL_PHASE_PLACE) && self->show_preview &&
      !tl_board_view_gifts_active (self))
    {
      int cx = self->cursor_x, cy = self->cursor_y;
      graphene_rect_t rect = GRAPHENE_RECT_INIT (ox + cx * size, oy + cy * size, size, size);
      int type = tl_game_get_current_tile (self->game);
      guint mask = legal_mask (self, cx, cy);

      if (type >= 0 && tl_board_tile_at (board, cx, cy) < 0 &&
          (mask != 0 || (cell_has_neighbour (board, cx, cy) && tl_board_view_map_cell_open (self, cx, cy))))
        {
          GdkTexture *texture = tl_board_view_tile_texture (self, type, self->rotation, device_px, dark);
          gboolean fits = (mask & (1u << self->rotation)) != 0;
          GdkRGBA ring = fits ? frame.accent : frame.error;

          if (texture != NULL)
            {
              gtk_snapshot_push_opacity (snapshot, PREVIEW_OPACITY);
              gtk_snapshot_append_texture (snapshot, texture, &rect);
              gtk_snapshot_pop (snapshot);
            }
          ring.alpha = 1;
          append_outline (snapshot, &rect, MAX (3.0, size / 32), &ring);
        }
      else if (self->keyboard)
        {
          GdkRGBA ring = frame.accent;

          ring.alpha = 0.7;
          append_outline (snapshot, &rect, 2, &ring);
        }
    }

  if (tl_board_view_human_phase (self, TL_PHASE_FOLLOWER) || tl_board_view_gifts_active (self))
    {
      tl_board_view_map_snapshot_spots (self, snapshot, &frame);
      draw_spots (self, snapshot, &frame);
    }

  draw_labels (self, snapshot, w, h, size);
  draw_focus_tip (self, snapshot, w, h, size);
}

/* ---- input ---- */

/* The follower of the board under the pointer (within reach of its middle), or -1. */
static int
follower_under_pointer (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  const GArray *followers;
  double size = tl_board_viewport_get_tile_size (self->viewport);
  double best = MAX (size * FOLLOWER_SCALE * 0.6, 10.0);
  int pick = -1;

  if (state == NULL)
    return -1;
  followers = tl_features_followers (tl_board_features_const (tl_game_state_board (state)));
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      double bx, by, px, py, d;

      tl_board_view_follower_point (state, i, &bx, &by);
      tl_board_viewport_board_to_widget (self->viewport, widget_width (self), widget_height (self),
                                         bx, by, &px, &py);
      d = hypot (px - self->pointer_x, py - self->pointer_y);
      if (d < best)
        {
          best = d;
          pick = i;
        }
    }
  return pick;
}

static void
update_hover (TlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const char *cursor = NULL;
  int hover = -1, follower = -1;

  if (self->dragging)
    cursor = "grabbing";
  else if (self->pointer_in &&
           (tl_board_view_human_phase (self, TL_PHASE_FOLLOWER) || tl_board_view_gifts_active (self)))
    {
      double size = tl_board_viewport_get_tile_size (self->viewport);
      double best = MAX (size * 0.13, 12.0);
      int cx, cy;

      for (guint i = 0; i < self->spots->len; i++)
        {
          const TlSpot *spot = &g_array_index (self->spots, TlSpot, i);
          double px, py, d;

          if (spot->kind == TL_SPOT_PEEK || spot->kind == TL_SPOT_REVEAL)
            continue;
          tl_board_viewport_board_to_widget (self->viewport, widget_width (self),
                                             widget_height (self), spot->bx, spot->by, &px, &py);
          d = hypot (px - self->pointer_x, py - self->pointer_y);
          /* a follower to recall (or to act on) is a bigger target than an empty spot */
          if (spot_is_ring (spot))
            d *= 0.7;
          if (d < best)
            {
              best = d;
              hover = i;
            }
        }
      /* a face-down or revealed tile: anywhere on its cell */
      cell_at (self, self->pointer_x, self->pointer_y, &cx, &cy);
      for (guint i = 0; hover < 0 && i < self->spots->len; i++)
        {
          const TlSpot *spot = &g_array_index (self->spots, TlSpot, i);

          if ((spot->kind == TL_SPOT_PEEK || spot->kind == TL_SPOT_REVEAL) &&
              spot->x == cx && spot->y == cy)
            hover = i;
        }
      if (hover >= 0)
        cursor = "pointer";
    }
  else if (self->pointer_in && tl_board_view_human_phase (self, TL_PHASE_PLACE) &&
           legal_mask (self, self->cursor_x, self->cursor_y) != 0)
    cursor = "pointer";

  /* games with recall: any follower under the pointer shows its territory */
  if (self->pointer_in && !self->dragging && hover < 0 && has_recall (self))
    follower = follower_under_pointer (self);

  if (hover != self->hover_spot || follower != self->hover_follower)
    {
      self->hover_spot = hover;
      self->hover_follower = follower;
      gtk_widget_queue_draw (widget);
    }
  else if (follower >= 0 ||
           (hover >= 0 && g_array_index (self->spots, TlSpot, hover).kind != TL_SPOT_DEPLOY))
    gtk_widget_queue_draw (widget);   /* the tip follows the pointer */
  gtk_widget_set_cursor_from_name (widget, cursor);
}

static void
pointer_moved (TlBoardView *self, double x, double y)
{
  int cx, cy;

  self->pointer_in = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->keyboard || !self->show_preview)
    {
      self->keyboard = FALSE;
      self->show_preview = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  cell_at (self, x, y, &cx, &cy);
  if (cx != self->cursor_x || cy != self->cursor_y)
    {
      self->cursor_x = cx;
      self->cursor_y = cy;
      if (tl_board_view_human_phase (self, TL_PHASE_PLACE))
        gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  update_hover (self);
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, TlBoardView *self)
{
  pointer_moved (self, x, y);
}

static void
on_enter (GtkEventControllerMotion *controller, double x, double y, TlBoardView *self)
{
  pointer_moved (self, x, y);
}

static void
on_leave (GtkEventControllerMotion *controller, TlBoardView *self)
{
  self->pointer_in = FALSE;
  self->show_preview = self->keyboard;
  self->hover_spot = -1;
  self->hover_follower = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Places the tile in hand on (x, y), or turns it to a rotation that fits there. */
static gboolean
place_or_turn (TlBoardView *self, int x, int y)
{
  guint mask = legal_mask (self, x, y);
  GError *error = NULL;

  if (mask == 0 || !tl_board_view_human_phase (self, TL_PHASE_PLACE))
    return FALSE;
  if (mask & (1u << self->rotation))
    {
      if (!tl_game_place (self->game, x, y, self->rotation, &error))
        {
          g_warning ("cannot place the tile at (%d, %d): %s", x, y, error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
  for (guint k = 1; k < 4; k++)
    if (mask & (1u << ((self->rotation + k) % 4)))
      {
        set_rotation_internal (self, self->rotation + k);
        return TRUE;
      }
  return FALSE;
}

/* Deploys on spot @index, or recalls the follower it offers. */
static gboolean
activate_spot (TlBoardView *self, int index)
{
  GError *error = NULL;
  TlSpot spot;

  if (index < 0 || (guint) index >= self->spots->len)
    return FALSE;
  /* a copy: acting changes the game, which rebuilds the spots */
  spot = g_array_index (self->spots, TlSpot, index);
  switch (spot.kind)
    {
    case TL_SPOT_GIFT:
    case TL_SPOT_GIFT_TO:
      return tl_board_view_gifts_activate (self, &spot);
    case TL_SPOT_PEEK:
    case TL_SPOT_REVEAL:
      return tl_board_view_human_phase (self, TL_PHASE_FOLLOWER) &&
             tl_board_view_map_activate (self, &spot);
    case TL_SPOT_RECALL:
      if (!tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
        return FALSE;
      if (!tl_game_recall (self->game, spot.option.x, spot.option.y, spot.option.port, &error))
        {
          g_warning ("cannot recall the follower at (%d, %d): %s", spot.option.x, spot.option.y,
                     error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    case TL_SPOT_DEPLOY:
    default:
      if (!tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
        return FALSE;
      if (!tl_game_deploy (self->game, spot.spot.port, &error))
        {
          g_warning ("cannot deploy a follower: %s", error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
}

static void
click_at (TlBoardView *self, double x, double y)
{
  int cx, cy;

  pointer_moved (self, x, y);
  if (tl_board_view_gifts_active (self))
    activate_spot (self, self->hover_spot);
  else if (tl_board_view_human_phase (self, TL_PHASE_PLACE))
    {
      cell_at (self, x, y, &cx, &cy);
      place_or_turn (self, cx, cy);
    }
  else if (tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
    activate_spot (self, self->hover_spot);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, TlBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_MIDDLE)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  stop_glide (self);
  self->drag_button = button;
  self->dragging = FALSE;
  self->drag_center_x = tl_board_viewport_get_center_x (self->viewport);
  self->drag_center_y = tl_board_viewport_get_center_y (self->viewport);
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TlBoardView *self)
{
  double size = tl_board_viewport_get_tile_size (self->viewport);

  if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      update_hover (self);
    }
  tl_board_viewport_set_center (self->viewport, self->drag_center_x - dx / size,
                                self->drag_center_y - dy / size);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TlBoardView *self)
{
  double x, y;

  if (!self->dragging)
    {
      if (self->drag_button == GDK_BUTTON_PRIMARY &&
          gtk_gesture_drag_get_start_point (gesture, &x, &y))
        click_at (self, x + dx, y + dy);
      return;
    }
  self->dragging = FALSE;
  update_hover (self);
}

static void
on_secondary_pressed (GtkGestureClick *gesture, int n_press, double x, double y, TlBoardView *self)
{
  if (tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
    {
      /* Map-Chips: turn a revealed tile among the rotations that fit */
      pointer_moved (self, x, y);
      if (self->hover_spot >= 0 &&
          g_array_index (self->spots, TlSpot, self->hover_spot).kind == TL_SPOT_REVEAL)
        tl_board_view_map_select (self, &g_array_index (self->spots, TlSpot, self->hover_spot));
      if (tl_board_view_map_rotate (self, 1))
        gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }
  if (!tl_board_view_human_phase (self, TL_PHASE_PLACE) || tl_board_view_gifts_active (self))
    return;
  pointer_moved (self, x, y);
  tl_board_view_rotate (self, 1);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Escape: a step back while a gift's target is being chosen. R: turns a
 * revealed tile (Map-Chips) when the window's rotate action does not (it is
 * there for the tile in hand). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, TlBoardView *self)
{
  if (keyval == GDK_KEY_Escape && tl_board_view_gifts_active (self))
    return tl_board_view_gifts_back (self);
  if ((keyval == GDK_KEY_r || keyval == GDK_KEY_R) &&
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0 &&
      tl_board_view_human_phase (self, TL_PHASE_FOLLOWER))
    return tl_board_view_map_rotate (self, (state & GDK_SHIFT_MASK) ? -1 : 1);
  return FALSE;
}

static void
zoom_steps (TlBoardView *self, int steps)
{
  double w = widget_width (self), h = widget_height (self);
  double px = self->pointer_in ? self->pointer_x : w / 2;
  double py = self->pointer_in ? self->pointer_y : h / 2;

  if (tl_board_viewport_zoom_at (self->viewport, steps, px, py, w, h) && self->pointer_in)
    pointer_moved (self, px, py);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, TlBoardView *self)
{
  self->scroll_acc += dy;
  while (self->scroll_acc >= 1)
    {
      zoom_steps (self, -1);
      self->scroll_acc -= 1;
    }
  while (self->scroll_acc <= -1)
    {
      zoom_steps (self, 1);
      self->scroll_acc += 1;
    }
  return TRUE;
}

static void
on_scroll_begin (GtkEventControllerScroll *controller, TlBoardView *self)
{
  self->scroll_acc = 0;
}

static void
on_pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, TlBoardView *self)
{
  self->pinch_level = tl_board_viewport_get_zoom_level (self->viewport);
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture, double scale, TlBoardView *self)
{
  int target = (int) self->pinch_level + (int) lround (log (MAX (scale, 0.01)) / log (1.3));
  int current = (int) tl_board_viewport_get_zoom_level (self->viewport);
  double x, y;

  if (target == current)
    return;
  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = widget_width (self) / 2;
      y = widget_height (self) / 2;
    }
  tl_board_viewport_zoom_at (self->viewport, target - current, x, y,
                             widget_width (self), widget_height (self));
}

static void
on_viewport_changed (TlBoardViewport *viewport, GParamSpec *pspec, TlBoardView *self)
{
  /* moved by the person or a glide: no longer fitted to the window, nor to be */
  if (!self->fitting)
    {
      self->fitted = FALSE;
      self->fit_pending = FALSE;
    }
  if (self->pointer_in && !self->keyboard)
    {
      int cx, cy;

      cell_at (self, self->pointer_x, self->pointer_y, &cx, &cy);
      self->cursor_x = cx;
      self->cursor_y = cy;
      update_hover (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Fits the view on the first allocation after a game was set, and again when
 * the view's size changes as long as nobody moved it since. */
static void
tl_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);

  if ((self->fit_pending || self->fitted) && gtk_widget_get_mapped (widget))
    fit_view (self);
}

/* A view shown again (the hand-over screen gave way to it) fits the game it
 * got meanwhile. */
static void
tl_board_view_map (GtkWidget *widget)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (tl_board_view_parent_class)->map (widget);
  if (self->fit_pending)
    fit_view (self);
}

static void
on_style_changed (AdwStyleManager *manager, GParamSpec *pspec, TlBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_scale_factor_changed (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  gtk_widget_queue_draw (widget);
}

/* ---- GObject ---- */

static void
tl_board_view_dispose (GObject *object)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  tl_board_view_set_game (self, NULL);
  stop_glide (self);
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);

  G_OBJECT_CLASS (tl_board_view_parent_class)->dispose (object);
}

static void
tl_board_view_finalize (GObject *object)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  g_clear_pointer (&self->cache, tl_tile_cache_free);
  g_hash_table_unref (self->follower_textures);
  g_hash_table_unref (self->legal);
  g_array_unref (self->spots);
  g_array_unref (self->labels);
  g_clear_pointer (&self->map_cache, tl_map_cache_free);
  g_clear_pointer (&self->face_down_seen, g_free);
  g_array_unref (self->reveals);
  g_array_unref (self->anims);

  G_OBJECT_CLASS (tl_board_view_parent_class)->finalize (object);
}

static void
tl_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_SHOW_PEEKED:
      g_value_set_boolean (value, self->show_peeked);
      break;
    case PROP_GIFT_CARD:
      g_value_set_int (value, self->gift_card);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tl_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tl_board_view_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_PEEKED:
      tl_board_view_set_show_peeked (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_view_class_init (TlBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_board_view_dispose;
  object_class->finalize = tl_board_view_finalize;
  object_class->get_property = tl_board_view_get_property;
  object_class->set_property = tl_board_view_set_property;
  widget_class->snapshot = tl_board_view_snapshot;
  widget_class->size_allocate = tl_board_view_size_allocate;
  widget_class->map = tl_board_view_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, TL_TYPE_BOARD_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_PEEKED] =
    g_param_spec_boolean ("show-peeked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GIFT_CARD] =
    g_param_spec_int ("gift-card", NULL, NULL, -1, TL_N_GIFT_CARDS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TlBoardView::peeked:
   * @view: the view
   * @x: column of the face-down tile looked at
   * @y: its row
   * @type: the tile type seen (index into the game's tile set)
   *
   * The current player clicked a face-down tile and looked at it (Map-Chips,
   * tl_game_peek() is done). Hidden information: show it to that player only.
   */
  signals[SIGNAL_PEEKED] =
    g_signal_new ("peeked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * TlBoardView::gift-target-chosen:
   * @view: the view
   * @x: column of the tile of the target
   * @y: its row
   * @port: board port naming the target's segment (0..11 or %TL_PORT_C)
   * @to_x: Change Position: column of the segment the follower moves to (the same tile)
   * @to_y: its row
   * @to_port: its board port, or -1 for the other cards
   *
   * The player picked the target of the gift whose targeting
   * tl_board_view_begin_gift_target() started; the targeting has ended. Open
   * the card with it (tl_game_open_gift()).
   */
  signals[SIGNAL_GIFT_TARGET_CHOSEN] =
    g_signal_new ("gift-target-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 6, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                  G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_board_view_init (TlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *gesture;

  self->viewport = tl_board_viewport_new ();
  g_signal_connect (self->viewport, "notify", G_CALLBACK (on_viewport_changed), self);
  self->follower_textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->legal = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->spots = g_array_new (FALSE, FALSE, sizeof (TlSpot));
  self->labels = g_array_new (FALSE, FALSE, sizeof (ScoreLabel));
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->hover_follower = -1;
  self->last_tile_type = -2;
  self->cursor_x = 0;
  self->cursor_y = 1;
  self->reveals = g_array_new (FALSE, FALSE, sizeof (TlReveal));
  self->anims = g_array_new (FALSE, FALSE, sizeof (TlCellAnim));
  self->reveal_focus = -1;
  self->gift_card = -1;

  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board"), -1);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_enter), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  g_signal_connect (controller, "scroll-begin", G_CALLBACK (on_scroll_begin), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, controller);

  self->dark_id = g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                                    G_CALLBACK (on_style_changed), self);
  g_signal_connect (widget, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
}

/* ---- public ---- */

GtkWidget *
tl_board_view_new (void)
{
  return g_object_new (TL_TYPE_BOARD_VIEW, NULL);
}

static void
center_on_board (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlBoard *board;
  gint min_x, min_y, max_x, max_y;

  if (state == NULL)
    {
      tl_board_viewport_set_center (self->viewport, 0.5, 0.5);
      return;
    }
  board = tl_game_state_board (state);
  if (tl_board_n_tiles (board) == 0)
    {
      tl_board_viewport_set_center (self->viewport, 0.5, 0.5);
      return;
    }
  tl_board_bounds (board, &min_x, &min_y, &max_x, &max_y);
  tl_board_viewport_set_center (self->viewport, (min_x + max_x + 1) / 2.0, (min_y + max_y + 1) / 2.0);
}

void
tl_board_view_set_game (TlBoardView *view,
                        TlGame      *game)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (view->game == game)
    return;

  if (view->game != NULL)
    {
      g_clear_signal_handler (&view->changed_id, view->game);
      g_clear_signal_handler (&view->scored_id, view->game);
      g_clear_object (&view->game);
    }
  g_array_set_size (view->labels, 0);

  if (game != NULL)
    {
      view->game = g_object_ref (game);
      view->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), view);
      view->scored_id = g_signal_connect (game, "scored", G_CALLBACK (on_game_scored), view);
    }

  view->last_turn = 0;
  view->last_tile_type = -2;
  view->keyboard = FALSE;
  view->n_tiles_seen = 0;
  stop_glide (view);
  /* the whole game in view, now if the view is shown, else once it is */
  view->fit_pending = TRUE;
  view->fitted = FALSE;
  if (gtk_widget_get_mapped (GTK_WIDGET (view)))
    fit_view (view);
  view->cursor_x = 0;
  view->cursor_y = 1;
  view->pointer_in = FALSE;
  /* a new game: nothing of the old one turns over or is being targeted */
  tl_board_view_map_reset (view);
  if (view->gift_card >= 0)
    {
      view->gift_card = -1;
      view->gift_has_from = FALSE;
      tl_board_view_notify_gift_card (view);
    }
  tl_board_view_refresh (view);
  g_object_notify_by_pspec (G_OBJECT (view), properties[PROP_GAME]);
}

TlGame *
tl_board_view_get_game (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), NULL);
  return view->game;
}

TlBoardViewport *
tl_board_view_get_viewport (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), NULL);
  return view->viewport;
}

guint
tl_board_view_get_rotation (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), 0);
  return view->rotation;
}

void
tl_board_view_set_rotation (TlBoardView *view,
                            guint        r)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  set_rotation_internal (view, r);
}

void
tl_board_view_rotate (TlBoardView *view,
                      int          delta)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (view->game == NULL)
    return;
  /* Map-Chips: a revealed tile turns among the rotations in which it fits */
  if (tl_board_view_human_phase (view, TL_PHASE_FOLLOWER))
    {
      tl_board_view_map_rotate (view, delta);
      return;
    }
  if (tl_game_get_phase (view->game) != TL_PHASE_PLACE)
    return;
  set_rotation_internal (view, (guint) (((int) view->rotation + delta % 4 + 4) % 4));
  update_hover (view);
}

void
tl_board_view_zoom_in (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  zoom_steps (view, 1);
}

void
tl_board_view_zoom_out (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  zoom_steps (view, -1);
}

void
tl_board_view_zoom_reset (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  g_object_freeze_notify (G_OBJECT (view->viewport));
  tl_board_viewport_set_zoom_level (view->viewport, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  center_on_board (view);
  g_object_thaw_notify (G_OBJECT (view->viewport));
}

void
tl_board_view_pan (TlBoardView *view,
                   double       dx,
                   double       dy)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  tl_board_viewport_set_center (view->viewport,
                                tl_board_viewport_get_center_x (view->viewport) + dx,
                                tl_board_viewport_get_center_y (view->viewport) + dy);
}

static void
select_spot_towards (TlBoardView *view, int dx, int dy)
{
  const TlSpot *from;
  double best = G_MAXDOUBLE;
  int pick = -1;

  if (view->spots->len == 0)
    return;
  if (view->selected_spot < 0)
    {
      view->selected_spot = view->hover_spot >= 0 ? view->hover_spot : 0;
      return;
    }
  from = &g_array_index (view->spots, TlSpot, view->selected_spot);
  for (guint i = 0; i < view->spots->len; i++)
    {
      const TlSpot *to = &g_array_index (view->spots, TlSpot, i);
      double vx = to->bx - from->bx, vy = to->by - from->by;
      double along = vx * dx + vy * dy, across = fabs (vx * dy - vy * dx);
      double cost;

      if ((int) i == view->selected_spot || along <= 1e-6)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        {
          best = cost;
          pick = i;
        }
    }
  if (pick >= 0)
    view->selected_spot = pick;
}

void
tl_board_view_move_cursor (TlBoardView *view,
                           int          dx,
                           int          dy)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (view->game == NULL)
    return;
  view->keyboard = TRUE;
  view->show_preview = TRUE;
  if (tl_board_view_human_phase (view, TL_PHASE_FOLLOWER) || tl_board_view_gifts_active (view))
    {
      view->hover_spot = -1;
      select_spot_towards (view, dx, dy);
      if (view->selected_spot >= 0)
        {
          const TlSpot *spot = &g_array_index (view->spots, TlSpot, view->selected_spot);

          if (spot->kind == TL_SPOT_REVEAL)
            tl_board_view_map_select (view, spot);
          view->cursor_x = (int) floor (spot->bx);
          view->cursor_y = (int) floor (spot->by);
          ensure_cell_visible (view, view->cursor_x, view->cursor_y);
        }
    }
  else
    {
      view->cursor_x += dx;
      view->cursor_y += dy;
      ensure_cell_visible (view, view->cursor_x, view->cursor_y);
    }
  gtk_widget_queue_draw (GTK_WIDGET (view));
}

gboolean
tl_board_view_activate_cursor (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), FALSE);

  if (view->game == NULL)
    return FALSE;
  if (tl_board_view_human_phase (view, TL_PHASE_FOLLOWER) || tl_board_view_gifts_active (view))
    {
      int index = view->selected_spot >= 0 ? view->selected_spot : view->hover_spot;

      /* nothing picked: the revealed tile with the focus (Map-Chips) */
      for (guint i = 0; index < 0 && i < view->spots->len; i++)
        {
          const TlSpot *spot = &g_array_index (view->spots, TlSpot, i);

          if (spot->kind == TL_SPOT_REVEAL && (int) spot->reveal == view->reveal_focus)
            index = i;
        }
      return activate_spot (view, index);
    }
  view->keyboard = TRUE;
  view->show_preview = TRUE;
  return place_or_turn (view, view->cursor_x, view->cursor_y);
}

void
tl_board_view_get_cursor (TlBoardView *view,
                          int         *x,
                          int         *y)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (x != NULL)
    *x = view->cursor_x;
  if (y != NULL)
    *y = view->cursor_y;
}

void
tl_board_view_set_cursor (TlBoardView *view,
                          int          x,
                          int          y)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  view->cursor_x = x;
  view->cursor_y = y;
  view->keyboard = TRUE;
  view->show_preview = TRUE;
  ensure_cell_visible (view, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (view));
}

void
tl_board_view_set_show_peeked (TlBoardView *view,
                               gboolean     show)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  show = !!show;
  if (view->show_peeked == show)
    return;
  view->show_peeked = show;
  gtk_widget_queue_draw (GTK_WIDGET (view));
  g_object_notify_by_pspec (G_OBJECT (view), properties[PROP_SHOW_PEEKED]);
}

gboolean
tl_board_view_get_show_peeked (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), FALSE);
  return view->show_peeked;
}
