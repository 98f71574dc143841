/* tl-board-view-maps.c — Carcassonne Maps and Map-Chips on the board widget:
 * the map under the tiles, chips and face-down tiles, revealed and turning
 * tiles over them, the cells to click; the `show-peeked` property, the
 * `peeked` signal and the public API
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tl-board-view-private.h"
#include "tl-board-view-maps.h"
#include "tl-board-maps-private.h"
#include "tl-map-cache.h"
#include "tl-game-map-chips.h"

/* The picture of a tile the player looked at: this part of the cell. */
#define PEEKED_SCALE 0.46

/* The view's state for maps. */
typedef struct {
  TlMapCache *cache;       /* the pictures of the map's cells, chips and tile backs */
  guint cache_serial;      /* counts the caches made, to know a batch's */
  GCancellable *job;       /* the batch being drawn on a worker thread */
  gboolean show_peeked;
} TlBoardMapsView;

/* A batch of map pictures drawn on a worker thread for one cache. */
typedef struct {
  TlMapCacheBatch *batch;
  guint cache_serial;
  GCancellable *cancellable;
} MapJob;

static GParamSpec *show_peeked_pspec;
static guint peeked_signal;

extern const TlBoardViewHooks _tl_board_view_maps_hooks;

static void
on_scene_peeked (TlBoardScene *scene,
                 int           x,
                 int           y,
                 int           type,
                 TlBoardView  *view)
{
  g_signal_emit (view, peeked_signal, 0, x, y, type);
}

/* The scene's maps state, read through its frame. */
static const TlBoardMaps *
maps_of (const TlBoardSceneFrame *frame)
{
  return _tl_board_scene_frame_expansion (frame, &_tl_board_scene_maps_hooks);
}

/* ---- the map's pictures, drawn off the frame ---- */

static void
map_job_free (MapJob *job)
{
  tl_map_cache_batch_free (job->batch);
  g_object_unref (job->cancellable);
  g_free (job);
}

static gboolean
make_texture (cairo_surface_t *surface,
              gpointer         data)
{
  MapJob *job = data;

  /* the texture too (a copy of the pixels), which the frame would make */
  _tl_board_view_surface_texture (surface);
  return !g_cancellable_is_cancelled (job->cancellable);
}

static void
draw_batch (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  MapJob *job = data;

  g_task_return_boolean (task, tl_map_cache_batch_draw (job->batch, make_texture, job));
}

static void start_batch (TlBoardView *self, TlBoardMapsView *state);

static void
on_batch_drawn (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TlBoardView *self = TL_BOARD_VIEW (source);
  MapJob *job = g_task_get_task_data (G_TASK (result));
  TlBoardMapsView *state;

  if (g_cancellable_is_cancelled (job->cancellable))
    return;   /* the view went away */
  state = _tl_board_view_get_state (self, &_tl_board_view_maps_hooks);
  g_clear_object (&state->job);
  if (state->cache != NULL && state->cache_serial == job->cache_serial &&
      tl_map_cache_insert_batch (state->cache, job->batch) > 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  /* what was asked for meanwhile (or the rest of the pinned size) */
  start_batch (self, state);
}

/* Draws the pictures the frames lacked on a worker thread, one batch at a
 * time; the view is drawn again when they are in the cache. */
static void
start_batch (TlBoardView      *self,
             TlBoardMapsView  *state)
{
  g_autoptr (GTask) task = NULL;
  MapJob *job;
  TlMapCacheBatch *batch;

  if (state->job != NULL || state->cache == NULL || (batch = tl_map_cache_take_batch (state->cache)) == NULL)
    return;
  job = g_new0 (MapJob, 1);
  job->batch = batch;
  job->cache_serial = state->cache_serial;
  job->cancellable = g_cancellable_new ();
  state->job = g_object_ref (job->cancellable);
  task = g_task_new (self, NULL, on_batch_drawn, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) map_job_free);
  g_task_set_name (task, "tilelands board map");
  g_task_run_in_thread (task, draw_batch);
}

/* ---- drawing ---- */

static GdkTexture *
surface_or_null (cairo_surface_t *surface)
{
  return surface != NULL ? _tl_board_view_surface_texture (surface) : NULL;
}

static void
append_cell_texture (GtkSnapshot *snapshot, GdkTexture *texture, const TlBoardFrame *frame,
                     gint x, gint y)
{
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture,
                                 &GRAPHENE_RECT_INIT (frame->ox + x * frame->size,
                                                      frame->oy + y * frame->size,
                                                      frame->size, frame->size));
}

/* The small picture of a tile the current player looked at, in the upper left
 * corner of its face-down tile. */
static void
append_peeked (TlBoardView *self, GtkSnapshot *snapshot, const TlBoardFrame *frame, gint x, gint y,
               int type)
{
  double s = frame->size * PEEKED_SCALE, border = MAX (1.5, frame->size * 0.02);
  double px = frame->ox + x * frame->size + frame->size * 0.06;
  double py = frame->oy + y * frame->size + frame->size * 0.06;
  guint device = (guint) MAX (8, round (s * frame->scale));
  GdkTexture *texture = _tl_board_view_tile_texture (self, type, 0, device, frame->dark);
  GskRoundedRect outline;
  GdkRGBA white = { 1, 1, 1, 0.95 }, shadow = { 0, 0, 0, 0.35 };

  if (texture == NULL)
    return;
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (px - border, py - border,
                                                                   s + 2 * border, s + 2 * border), border * 2);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, border, 0, border * 2);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &white, &outline.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (px, py, s, s));
}

/* The map under the tiles: its squares, the chips on the towns, the
 * face-down tiles (with what the current player saw on them). */
static void
maps_snapshot_ground (TlBoardView        *self,
                      gpointer            data,
                      GtkSnapshot        *snapshot,
                      const TlBoardFrame *frame)
{
  TlBoardMapsView *state = data;
  const TlBoardSceneFrame *scene = frame->scene;
  const TlBoardMaps *maps = maps_of (scene);
  const TlGameState *game_state = scene->state;
  const TlMapLayout *map = tl_game_state_map (game_state);
  const TlBoard *board;
  gint x0, y0, x1, y1;
  int viewer = -1;

  if (map == NULL)
    return;
  if (state->cache == NULL || tl_map_cache_get_layout (state->cache) != map)
    {
      g_clear_pointer (&state->cache, tl_map_cache_free);
      state->cache = tl_map_cache_new ((TlMapLayout *) map);
      state->cache_serial++;
    }
  /* nothing drawn here that a picture of another size can stand in for
   * (but in the benchmark's old way) */
  tl_map_cache_set_deferred (state->cache, !self->sync_tiles);
  board = tl_game_state_board (game_state);
  x0 = MAX (frame->x0, 0);
  y0 = MAX (frame->y0, 0);
  x1 = MIN (frame->x1, (gint) map->width - 1);
  y1 = MIN (frame->y1, (gint) map->height - 1);
  /* what the player at the screen saw earlier (hidden from the others) */
  if (state->show_peeked && scene->human_phase >= 0 && scene->human_phase != TL_PHASE_OVER)
    viewer = (int) scene->current_player;

  for (gint y = y0; y <= y1; y++)
    for (gint x = x0; x <= x1; x++)
      {
        TlMapColor color;

        append_cell_texture (snapshot,
                             surface_or_null (tl_map_cache_cell (state->cache, x, y, frame->device_px,
                                                                 frame->dark)),
                             frame, x, y);
        if (tl_board_tile_at (board, x, y) >= 0)
          continue;
        /* chips lie face down: their colour is hidden (docs/rules/maps.md §3) */
        if (tl_map_chips_chip_at (game_state, x, y, NULL))
          append_cell_texture (snapshot,
                               surface_or_null (tl_map_cache_chip (state->cache,
                                                                   frame->device_px, frame->dark)),
                               frame, x, y);
        if (tl_map_chips_face_down_at (game_state, x, y, &color) &&
            _tl_board_maps_find_reveal (maps->reveals, x, y) < 0 && _tl_board_maps_find_anim (maps, x, y) < 0)
          {
            int seen = viewer >= 0 ? tl_map_chips_peeked (game_state, viewer, x, y) : -1;

            append_cell_texture (snapshot,
                                 surface_or_null (tl_map_cache_tile_back (state->cache, color,
                                                                          frame->device_px, frame->dark)),
                                 frame, x, y);
            if (seen >= 0)
              append_peeked (self, snapshot, frame, x, y, seen);
          }
      }
}

/* A picture of the cell (x, y), squeezed horizontally to @sx and scaled to @s
 * around the cell's middle, at @alpha. */
static void
append_squeezed (GtkSnapshot *snapshot, GdkTexture *texture, const TlBoardFrame *frame, gint x, gint y,
                 double sx, double s, double alpha)
{
  double cx = frame->ox + (x + 0.5) * frame->size, cy = frame->oy + (y + 0.5) * frame->size;

  if (texture == NULL || sx <= 0.01 || alpha <= 0)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
  gtk_snapshot_scale (snapshot, sx * s, s);
  if (alpha < 1)
    gtk_snapshot_push_opacity (snapshot, alpha);
  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (-frame->size / 2, -frame->size / 2,
                                                    frame->size, frame->size));
  if (alpha < 1)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

/* Over the tiles: the start squares' margins round their tiles, the revealed
 * tiles waiting, the tiles turning over or fading away. */
static void
maps_snapshot_on_tiles (TlBoardView        *self,
                        gpointer            data,
                        GtkSnapshot        *snapshot,
                        const TlBoardFrame *frame)
{
  TlBoardMapsView *state = data;
  const TlBoardMaps *maps = maps_of (frame->scene);
  const TlMapLayout *map = tl_game_state_map (frame->scene->state);
  const TlBoard *board;

  if (map == NULL || state->cache == NULL)
    return;
  board = tl_game_state_board (frame->scene->state);

  /* start squares: their brown margin round the tile */
  for (guint i = 0; i < tl_board_n_tiles (board); i++)
    {
      const TlPlacedTile *t = tl_board_tile (board, i);
      const TlMapCell *cell = tl_map_layout_cell (map, t->x, t->y);
      cairo_t *cr;

      if (cell == NULL || cell->kind != TL_MAP_START || t->x < frame->x0 || t->x > frame->x1 ||
          t->y < frame->y0 || t->y > frame->y1)
        continue;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (frame->ox + t->x * frame->size,
                                                                     frame->oy + t->y * frame->size,
                                                                     frame->size, frame->size));
      cairo_translate (cr, frame->ox + t->x * frame->size, frame->oy + t->y * frame->size);
      tl_render_map_cell_over (cr, map, t->x, t->y, frame->size, frame->dark);
      cairo_destroy (cr);
    }

  /* revealed tiles waiting for the player, face up */
  for (guint i = 0; i < maps->reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (maps->reveals, TlReveal, i);
      GdkRGBA veil = { 0.5, 0.05, 0.08, 0.3 };

      if (_tl_board_maps_find_anim (maps, r->x, r->y) >= 0)
        continue;
      append_cell_texture (snapshot, _tl_board_view_tile_texture (self, r->type, r->r, frame->device_px,
                                                                 frame->dark),
                           frame, r->x, r->y);
      if (r->mask == 0)
        gtk_snapshot_append_color (snapshot, &veil,
                                   &GRAPHENE_RECT_INIT (frame->ox + r->x * frame->size,
                                                        frame->oy + r->y * frame->size,
                                                        frame->size, frame->size));
    }

  /* tiles turning over or fading away */
  for (guint i = 0; i < maps->anims->len; i++)
    {
      const TlCellAnim *a = &g_array_index (maps->anims, TlCellAnim, i);
      double t = _tl_board_maps_anim_progress (a, frame->now);
      GdkTexture *back = surface_or_null (tl_map_cache_tile_back (state->cache, a->color,
                                                                  frame->device_px, frame->dark));
      GdkTexture *face = a->type >= 0 ? _tl_board_view_tile_texture (self, a->type, a->r, frame->device_px,
                                                                    frame->dark)
                                      : back;

      if (a->kind == TL_CELL_ANIM_FLIP)
        {
          /* the back narrows to a line, then the face widens; a slight lift */
          double lift = 1 + 0.08 * sin (t * G_PI);

          if (t < 0.5)
            append_squeezed (snapshot, back, frame, a->x, a->y, 1 - 2 * t, lift, 1);
          else
            append_squeezed (snapshot, face, frame, a->x, a->y, 2 * t - 1, lift, 1);
        }
      else
        append_squeezed (snapshot, face, frame, a->x, a->y, 1, 1 - 0.2 * t, 1 - t);
    }

  /* what the frame showed scaled is drawn at its size off the frame */
  start_batch (self, state);
}

/* Outlines a cell: a white line under a coloured one, dashed when @dashed. */
static void
stroke_cell (cairo_t *cr, const TlBoardFrame *frame, gint x, gint y, double inset, double width,
             const GdkRGBA *color, gboolean dashed)
{
  double s = frame->size, px = frame->ox + x * s + inset, py = frame->oy + y * s + inset;
  double w = s - 2 * inset, radius = MIN (s * 0.08, 8);
  double dash[2] = { MAX (6, s * 0.09), MAX (4, s * 0.06) };

  cairo_new_sub_path (cr);
  cairo_arc (cr, px + w - radius, py + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, px + w - radius, py + w - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, px + radius, py + w - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, px + radius, py + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_line_width (cr, width + 2.5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_stroke_preserve (cr);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, width);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A round badge with a turning arrow: "this tile can be turned". */
static void
draw_turn_badge (cairo_t *cr, double cx, double cy, double radius, const GdkRGBA *color)
{
  double a0 = -G_PI * 0.35, a1 = G_PI * 1.15, r = radius * 0.55;
  double hx = cx + r * cos (a1), hy = cy + r * sin (a1);

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.5);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_stroke (cr);

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, a0, a1);
  cairo_set_line_width (cr, MAX (1.5, radius * 0.2));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  /* the arrow head at the end of the arc, pointing on clockwise */
  cairo_move_to (cr, hx + radius * 0.32 * cos (a1 + 0.4), hy + radius * 0.32 * sin (a1 + 0.4));
  cairo_line_to (cr, hx - radius * 0.05 * cos (a1), hy - radius * 0.05 * sin (a1));
  cairo_line_to (cr, hx + radius * 0.32 * cos (a1 - 1.9), hy + radius * 0.32 * sin (a1 - 1.9));
  cairo_stroke (cr);
}

/* The face-down tiles the player may look at, ringed in their colour, and
 * the revealed tiles waiting, outlined (the one in focus more thickly, with a
 * badge when it can be turned). */
static void
maps_snapshot_cell_spots (TlBoardView        *self,
                          gpointer            data,
                          GtkSnapshot        *snapshot,
                          const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  const TlBoardMaps *maps = maps_of (scene);
  int active = scene->active_spot;
  cairo_t *cr = NULL;

  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);
      double s = frame->size, line = MAX (2.5, s / 30);

      if (spot->owner != &_tl_board_scene_maps_hooks)
        continue;
      if (spot->x < frame->x0 - 1 || spot->x > frame->x1 + 1 || spot->y < frame->y0 - 1 ||
          spot->y > frame->y1 + 1)
        continue;
      if (cr == NULL)
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, frame->w, frame->h));
      if (spot->kind == TL_MAP_SPOT_PEEK)
        {
          /* a face-down tile the player may look at */
          TlMapColor color = TL_MAP_PURPLE;
          TlRgb rgb;
          GdkRGBA ring;

          tl_map_chips_face_down_at (scene->state, spot->x, spot->y, &color);
          tl_render_map_color (color, frame->dark, &rgb);
          ring = (GdkRGBA) { rgb.r, rgb.g, rgb.b, 1 };
          if ((int) i == active)
            {
              GdkRGBA tint = frame->accent;

              tint.alpha = 0.3;
              gdk_cairo_set_source_rgba (cr, &tint);
              cairo_rectangle (cr, frame->ox + spot->x * s, frame->oy + spot->y * s, s, s);
              cairo_fill (cr);
              stroke_cell (cr, frame, spot->x, spot->y, 1.5, line * 1.3, &frame->accent, FALSE);
            }
          else
            stroke_cell (cr, frame, spot->x, spot->y, 1.5, line, &ring, TRUE);
          continue;
        }
      else
        {
          const TlReveal *r = &g_array_index (maps->reveals, TlReveal, spot->index);
          gboolean focus = (int) spot->index == maps->reveal_focus;
          const GdkRGBA *color = r->mask != 0 ? &frame->accent : &frame->error;

          if (focus)
            {
              stroke_cell (cr, frame, spot->x, spot->y, line, line * 1.4, color, FALSE);
              if (r->mask != 0 && (r->mask & (r->mask - 1)) != 0)
                draw_turn_badge (cr, frame->ox + (spot->x + 1) * s - MAX (11, s * 0.13),
                                 frame->oy + spot->y * s + MAX (11, s * 0.13), MAX (9, s * 0.1), color);
            }
          else
            stroke_cell (cr, frame, spot->x, spot->y, line, (int) i == active ? line * 1.3 : line,
                         color, TRUE);
        }
    }
  if (cr != NULL)
    cairo_destroy (cr);
}

/* ---- hooks ---- */

static void
maps_class_init (GObjectClass *klass)
{
  show_peeked_pspec = g_param_spec_boolean ("show-peeked", NULL, NULL, FALSE,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tl_board_view_install_property (klass, show_peeked_pspec);

  /**
   * TlBoardView::peeked:
   * @view: the view
   * @x: column of the face-down tile looked at
   * @y: its row
   * @type: the tile type seen (index into the game's tile set)
   *
   * See tl-board-view-maps.h.
   */
  peeked_signal =
    g_signal_new ("peeked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
}

static void
maps_init (TlBoardView *view,
           gpointer     state)
{
  g_signal_connect (view->scene, "peeked", G_CALLBACK (on_scene_peeked), view);
}

static void
maps_finalize (TlBoardView *view,
               gpointer     data)
{
  TlBoardMapsView *state = data;

  if (state->job != NULL)
    g_cancellable_cancel (state->job);
  g_clear_object (&state->job);
  g_clear_pointer (&state->cache, tl_map_cache_free);
}

static gboolean
maps_busy (TlBoardView *view,
           gpointer     data)
{
  TlBoardMapsView *state = data;

  return state->job != NULL || (state->cache != NULL && tl_map_cache_has_pending (state->cache));
}

static gboolean
maps_get_property (TlBoardView *view,
                   gpointer     data,
                   GParamSpec  *pspec,
                   GValue      *value)
{
  TlBoardMapsView *state = data;

  if (pspec != show_peeked_pspec)
    return FALSE;
  g_value_set_boolean (value, state->show_peeked);
  return TRUE;
}

static gboolean
maps_set_property (TlBoardView  *view,
                   gpointer      state,
                   GParamSpec   *pspec,
                   const GValue *value)
{
  if (pspec != show_peeked_pspec)
    return FALSE;
  tl_board_view_set_show_peeked (view, g_value_get_boolean (value));
  return TRUE;
}

const TlBoardViewHooks _tl_board_view_maps_hooks = {
  .state_size = sizeof (TlBoardMapsView),
  .class_init = maps_class_init,
  .init = maps_init,
  .finalize = maps_finalize,
  .get_property = maps_get_property,
  .set_property = maps_set_property,
  .busy = maps_busy,
  .snapshot = {
    [TL_BOARD_LAYER_GROUND] = maps_snapshot_ground,
    [TL_BOARD_LAYER_ON_TILES] = maps_snapshot_on_tiles,
    [TL_BOARD_LAYER_CELL_SPOTS] = maps_snapshot_cell_spots,
  },
};

TlMapCache *
_tl_board_view_maps_cache (TlBoardView *self)
{
  TlBoardMapsView *state = _tl_board_view_get_state (self, &_tl_board_view_maps_hooks);

  return state->cache;
}

/* ---- public ---- */

void
tl_board_view_set_show_peeked (TlBoardView *view,
                               gboolean     show)
{
  TlBoardMapsView *state;

  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  state = _tl_board_view_get_state (view, &_tl_board_view_maps_hooks);
  show = !!show;
  if (state->show_peeked == show)
    return;
  state->show_peeked = show;
  gtk_widget_queue_draw (GTK_WIDGET (view));
  g_object_notify_by_pspec (G_OBJECT (view), show_peeked_pspec);
}

gboolean
tl_board_view_get_show_peeked (TlBoardView *view)
{
  TlBoardMapsView *state;

  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), FALSE);

  state = _tl_board_view_get_state (view, &_tl_board_view_maps_hooks);
  return state->show_peeked;
}

gboolean
tl_board_view_resolve_reveal (TlBoardView  *view,
                              GError      **error)
{
  const TlBoardSceneFrame *scene;
  const TlBoardMaps *maps;
  const TlReveal *r;

  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), FALSE);

  scene = view->scene != NULL ? _tl_board_scene_frame (view->scene) : NULL;
  maps = scene != NULL && scene->game != NULL ? maps_of (scene) : NULL;
  if (maps == NULL || maps->reveal_focus < 0 || (guint) maps->reveal_focus >= maps->reveals->len)
    return FALSE;
  r = &g_array_index (maps->reveals, TlReveal, maps->reveal_focus);
  return tl_game_reveal (scene->game, r->x, r->y, r->mask != 0 ? (gint) r->r : -1, error);
}
