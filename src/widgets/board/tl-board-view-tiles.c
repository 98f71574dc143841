/* tl-board-view-tiles.c — the board's tile pictures: drawn at the zoom
 * level's size on a worker thread, the nearest size held shown scaled meanwhile
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A frame never draws tiles with cairo when it can help it: a picture the
 * cache (TlTileCache) lacks at the frame's size is asked of a worker thread,
 * and the frame shows the same tile from the nearest size the cache holds,
 * scaled by GSK. When the pictures are ready they go into the cache on the
 * main thread and the view is drawn again. The first size the view shows is
 * kept for good besides the recent ones (tl_tile_cache_pin_size()), so that
 * a tile drawn once always has a picture to stand in. Only a tile the cache
 * holds in no size at all (the first frame of a game, a tile placed since) is
 * drawn in the frame. One batch is drawn at a time; the next frame
 * asks for what is still missing. docs/board-frames.md has the figures.
 */
#include "config.h"

#include "tl-board-view-private.h"

/* One picture to draw. */
typedef struct {
  guint type, r;
} TileRequest;

/* A batch of pictures of one size, drawn on a worker thread. */
typedef struct {
  TlTileSet *set;
  guint px;
  gboolean dark;
  GArray *requests;                /* of TileRequest */
  GPtrArray *surfaces;             /* of cairo_surface_t, one per request */
} TileJob;

static void
tile_job_free (TileJob *job)
{
  tl_tile_set_unref (job->set);
  g_array_unref (job->requests);
  if (job->surfaces != NULL)
    g_ptr_array_unref (job->surfaces);
  g_free (job);
}

void
_tl_board_view_ensure_cache (TlBoardView       *self,
                             const TlGameState *state)
{
  TlTileSet *set = tl_game_state_tile_set (state);

  if (self->cache == NULL || tl_tile_cache_get_tile_set (self->cache) != set)
    {
      g_clear_pointer (&self->cache, tl_tile_cache_free);
      self->cache = tl_tile_cache_new (set);
      if (self->tile_requests != NULL)
        g_array_set_size (self->tile_requests, 0);
    }
}

/* Asks for the picture of (@type, @r) at the frame's size, once. */
static void
request_tile (TlBoardView *self,
              guint        type,
              guint        r,
              guint        px,
              gboolean     dark)
{
  TileRequest request = { type, r % 4 };

  if (self->tile_requests_px != px || self->tile_requests_dark != dark)
    {
      g_array_set_size (self->tile_requests, 0);
      self->tile_requests_px = px;
      self->tile_requests_dark = dark;
    }
  for (guint i = 0; i < self->tile_requests->len; i++)
    {
      const TileRequest *other = &g_array_index (self->tile_requests, TileRequest, i);

      if (other->type == request.type && other->r == request.r)
        return;
    }
  g_array_append_val (self->tile_requests, request);
}

GdkTexture *
_tl_board_view_tile_texture (TlBoardView *self,
                             guint        type,
                             guint        r,
                             guint        device_px,
                             gboolean     dark)
{
  cairo_surface_t *surface;

  gboolean pinned_dark;

  if (self->cache == NULL)
    return NULL;
  /* the first size shown (in this style) is kept for good */
  if (!tl_tile_cache_get_pinned (self->cache, NULL, &pinned_dark) || pinned_dark != dark)
    tl_tile_cache_pin_size (self->cache, device_px, dark);
  surface = tl_tile_cache_peek (self->cache, type, r, device_px, dark);
  if (surface == NULL && !self->sync_tiles)
    {
      surface = tl_tile_cache_nearest (self->cache, type, r, device_px, dark, NULL);
      if (surface != NULL)
        request_tile (self, type, r, device_px, dark);
    }
  /* in no size yet (or drawn in the frame on purpose: the benchmark's old way) */
  if (surface == NULL)
    surface = tl_tile_cache_lookup (self->cache, type, r, device_px, dark);
  return surface != NULL ? _tl_board_view_surface_texture (surface) : NULL;
}

static void
draw_tiles (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  TileJob *job = data;

  job->surfaces = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  for (guint i = 0; i < job->requests->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      const TileRequest *request = &g_array_index (job->requests, TileRequest, i);

      cairo_surface_t *surface = tl_tile_cache_draw (job->set, request->type, request->r, job->px, job->dark);

      /* its texture too (a copy of the pixels), which the frame would make */
      _tl_board_view_surface_texture (surface);
      g_ptr_array_add (job->surfaces, surface);
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_tiles_drawn (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TlBoardView *self = TL_BOARD_VIEW (source);
  TileJob *job = g_task_get_task_data (G_TASK (result));

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;   /* the view went away, or its game */
  g_clear_object (&self->tile_job);
  self->tiles_drawn_async += job->surfaces->len;
  if (self->cache != NULL && tl_tile_cache_get_tile_set (self->cache) == job->set)
    for (guint i = 0; i < job->surfaces->len; i++)
      {
        const TileRequest *request = &g_array_index (job->requests, TileRequest, i);

        tl_tile_cache_insert (self->cache, request->type, request->r, job->px, job->dark,
                              g_steal_pointer (&g_ptr_array_index (job->surfaces, i)));
      }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_tl_board_view_draw_requested_tiles (TlBoardView *self)
{
  g_autoptr (GTask) task = NULL;
  TileJob *job;

  if (self->tile_job != NULL || self->tile_requests->len == 0 || self->cache == NULL)
    return;
  job = g_new0 (TileJob, 1);
  job->set = tl_tile_set_ref (tl_tile_cache_get_tile_set (self->cache));
  job->px = self->tile_requests_px;
  job->dark = self->tile_requests_dark;
  job->requests = g_array_copy (self->tile_requests);
  g_array_set_size (self->tile_requests, 0);

  self->tile_job = g_cancellable_new ();
  task = g_task_new (self, self->tile_job, on_tiles_drawn, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) tile_job_free);
  g_task_set_name (task, "tilelands board tiles");
  g_task_run_in_thread (task, draw_tiles);
}

void
_tl_board_view_tiles_init (TlBoardView *self)
{
  self->tile_requests = g_array_new (FALSE, FALSE, sizeof (TileRequest));
}

void
_tl_board_view_tiles_dispose (TlBoardView *self)
{
  if (self->tile_job != NULL)
    g_cancellable_cancel (self->tile_job);
  g_clear_object (&self->tile_job);
  g_clear_pointer (&self->tile_requests, g_array_unref);
}

gboolean
_tl_board_view_tiles_busy (TlBoardView *self)
{
  if (self->tile_job != NULL || (self->tile_requests != NULL && self->tile_requests->len > 0))
    return TRUE;
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    if (_tl_board_expansions[i].view->busy != NULL &&
        _tl_board_expansions[i].view->busy (self, self->states[i]))
      return TRUE;
  return FALSE;
}

void
_tl_board_view_set_sync_tiles (TlBoardView *self,
                               gboolean     sync)
{
  self->sync_tiles = sync;
}
