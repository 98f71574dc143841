/* tl-board-picture.c — a whole board as a picture, fitted to the widget
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The picture is drawn on a worker thread (the render layer is thread-safe; a
 * first drawing of a 70-tile board at 50 pixels a tile costs about 80 ms, the
 * next ones of the same game a few, with the tiles' pictures kept in a
 * TlTileCache). One drawing runs at a time and owns the cache meanwhile; while
 * it runs the widget shows the picture before (scaled when the size changed).
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "tl-style-color.h"
#include "tl-board-picture.h"
#include "tl-render.h"
#include "tl-texture-private.h"

#define MARGIN 12

struct _TlBoardPicture
{
  GtkWidget parent_instance;

  TlGameState *state;
  guint generation;          /* of @state: one more at every tl_board_picture_set_state() */
  TlTileCache *tiles;        /* pictures of the game's tiles; NULL while a drawing has it */
  gboolean highlight;
  gint hx, hy;

  /* the picture shown, and what it was drawn for */
  GdkTexture *texture;
  guint texture_generation;
  guint texture_px;          /* device pixels per tile */
  gboolean texture_dark;
  gint texture_min_x, texture_min_y;
  guint texture_columns, texture_rows;
  double tile_px;            /* logical, as last shown */
  gboolean drawing;
  gulong dark_id;
};

G_DEFINE_FINAL_TYPE (TlBoardPicture, tl_board_picture, GTK_TYPE_WIDGET)

typedef struct {
  GWeakRef picture;
  TlGameState *state;
  TlTileCache *tiles;
  guint generation;
  guint px;
  gboolean dark;
  cairo_surface_t *surface;  /* the result */
} Drawing;

static void
drawing_free (gpointer data)
{
  Drawing *drawing = data;

  g_weak_ref_clear (&drawing->picture);
  tl_game_state_free (drawing->state);
  tl_tile_cache_free (drawing->tiles);
  if (drawing->surface != NULL)
    cairo_surface_destroy (drawing->surface);
  g_free (drawing);
}

static void
draw_in_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  Drawing *drawing = data;
  guint columns, rows;
  cairo_t *cr;

  tl_render_board_extent (drawing->state, NULL, NULL, &columns, &rows);
  drawing->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, columns * drawing->px, rows * drawing->px);
  cr = cairo_create (drawing->surface);
  tl_render_board_cached (cr, drawing->state, NULL, drawing->px, drawing->dark, drawing->tiles);
  cairo_destroy (cr);
  g_task_return_boolean (task, TRUE);
}

static void start_drawing (TlBoardPicture *self, guint px, gboolean dark);

static void
on_drawn (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Drawing *drawing = g_task_get_task_data (G_TASK (result));
  g_autoptr (TlBoardPicture) self = g_weak_ref_get (&drawing->picture);

  if (self == NULL)
    return;   /* gone: the drawing frees the cache */
  self->drawing = FALSE;
  /* the cache comes back, unless another game came meanwhile */
  if (self->tiles == NULL && self->state != NULL
      && tl_tile_cache_get_tile_set (drawing->tiles) == tl_game_state_tile_set (self->state))
    self->tiles = g_steal_pointer (&drawing->tiles);
  g_clear_object (&self->texture);
  self->texture = _tl_texture_from_surface (drawing->surface);
  self->texture_generation = drawing->generation;
  self->texture_px = drawing->px;
  self->texture_dark = drawing->dark;
  tl_render_board_extent (drawing->state, &self->texture_min_x, &self->texture_min_y,
                          &self->texture_columns, &self->texture_rows);
  /* another size or game since: the next frame asks again */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
start_drawing (TlBoardPicture *self,
               guint           px,
               gboolean        dark)
{
  g_autoptr (GTask) task = NULL;
  Drawing *drawing;

  if (self->drawing || self->state == NULL)
    return;
  drawing = g_new0 (Drawing, 1);
  g_weak_ref_init (&drawing->picture, self);
  drawing->state = tl_game_state_copy (self->state);
  drawing->tiles = self->tiles != NULL ? g_steal_pointer (&self->tiles)
                                       : tl_tile_cache_new (tl_game_state_tile_set (self->state));
  drawing->generation = self->generation;
  drawing->px = px;
  drawing->dark = dark;
  self->drawing = TRUE;
  task = g_task_new (NULL, NULL, on_drawn, NULL);
  g_task_set_task_data (task, drawing, drawing_free);
  g_task_set_name (task, "[tilelands] board picture");
  g_task_run_in_thread (task, draw_in_thread);
}

static void
tl_board_picture_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TlBoardPicture *self = TL_BOARD_PICTURE (widget);
  int width = gtk_widget_get_width (widget) - 2 * MARGIN;
  int height = gtk_widget_get_height (widget) - 2 * MARGIN;
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint columns, rows, device_px;
  gint min_x, min_y;
  double tile, x0, y0;

  if (self->state == NULL || width <= 0 || height <= 0
      || !tl_render_board_extent (self->state, &min_x, &min_y, &columns, &rows))
    return;

  device_px = (guint) MIN (floor ((double) width * scale / columns), floor ((double) height * scale / rows));
  device_px = CLAMP (device_px, 1, (guint) TL_BOARD_PICTURE_MAX_TILE_PX * scale);
  if (self->texture == NULL || self->texture_generation != self->generation
      || self->texture_px != device_px || self->texture_dark != dark)
    start_drawing (self, device_px, dark);
  if (self->texture == NULL)
    return;

  /* the picture there is, laid out as the board it shows */
  tile = (double) device_px / scale;
  self->tile_px = tile;
  x0 = MARGIN + floor ((width - tile * columns) / 2);
  y0 = MARGIN + floor ((height - tile * rows) / 2);
  gtk_snapshot_append_texture (snapshot, self->texture,
                               &GRAPHENE_RECT_INIT (x0 + (self->texture_min_x - min_x) * tile,
                                                    y0 + (self->texture_min_y - min_y) * tile,
                                                    tile * self->texture_columns,
                                                    tile * self->texture_rows));

  if (self->highlight)
    {
      GskRoundedRect outline;
      GdkRGBA accent;
      float line = MAX (2.0f, (float) tile / 16);

      tl_style_color_lookup (widget, "accent_color", "#3584e4", &accent);
      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT (x0 + (self->hx - min_x) * tile - line / 2,
                                                            y0 + (self->hy - min_y) * tile - line / 2,
                                                            tile + line, tile + line),
                                       line);
      gtk_snapshot_append_border (snapshot, &outline,
                                  (float[4]) { line, line, line, line },
                                  (GdkRGBA[4]) { accent, accent, accent, accent });
    }
}

static void
tl_board_picture_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 120;
  *natural = 480;
}

static void
on_dark_changed (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 TlBoardPicture  *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tl_board_picture_dispose (GObject *object)
{
  TlBoardPicture *self = TL_BOARD_PICTURE (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_object (&self->texture);
  g_clear_pointer (&self->state, tl_game_state_free);
  g_clear_pointer (&self->tiles, tl_tile_cache_free);
  G_OBJECT_CLASS (tl_board_picture_parent_class)->dispose (object);
}

static void
tl_board_picture_class_init (TlBoardPictureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_board_picture_dispose;
  widget_class->snapshot = tl_board_picture_snapshot;
  widget_class->measure = tl_board_picture_measure;
  gtk_widget_class_set_css_name (widget_class, "board-picture");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_board_picture_init (TlBoardPicture *self)
{
  self->dark_id = g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                                    G_CALLBACK (on_dark_changed), self);
}

GtkWidget *
tl_board_picture_new (void)
{
  return g_object_new (TL_TYPE_BOARD_PICTURE, NULL);
}

void
tl_board_picture_set_state (TlBoardPicture    *self,
                            const TlGameState *state)
{
  g_return_if_fail (TL_IS_BOARD_PICTURE (self));

  g_clear_pointer (&self->state, tl_game_state_free);
  self->generation++;
  if (state != NULL)
    {
      /* another game: its own tiles (the one of the turn before keeps its cache) */
      if (self->tiles != NULL && tl_tile_cache_get_tile_set (self->tiles) != tl_game_state_tile_set (state))
        g_clear_pointer (&self->tiles, tl_tile_cache_free);
      self->state = tl_game_state_copy (state);
    }
  else
    g_clear_object (&self->texture);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_board_picture_set_highlight (TlBoardPicture *self,
                                gboolean        highlight,
                                gint            x,
                                gint            y)
{
  g_return_if_fail (TL_IS_BOARD_PICTURE (self));
  self->highlight = highlight;
  self->hx = x;
  self->hy = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
tl_board_picture_get_tile_px (TlBoardPicture *self)
{
  g_return_val_if_fail (TL_IS_BOARD_PICTURE (self), 0);
  return self->tile_px;
}

gboolean
tl_board_picture_is_drawn (TlBoardPicture *self)
{
  g_return_val_if_fail (TL_IS_BOARD_PICTURE (self), FALSE);
  return self->state != NULL && self->texture != NULL && !self->drawing
         && self->texture_generation == self->generation;
}
