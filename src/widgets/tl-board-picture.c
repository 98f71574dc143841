/* tl-board-picture.c — a whole board as a picture, fitted to the widget
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "tl-board-picture.h"
#include "tl-render.h"
#include "tl-texture-private.h"

#define MARGIN 12

struct _TlBoardPicture
{
  GtkWidget parent_instance;

  TlGameState *state;
  gboolean highlight;
  gint hx, hy;

  /* the picture drawn last, and what it was drawn for */
  GdkTexture *texture;
  guint texture_px;          /* device pixels per tile */
  gboolean texture_dark;
  double tile_px;            /* logical */
  gulong dark_id;
};

G_DEFINE_FINAL_TYPE (TlBoardPicture, tl_board_picture, GTK_TYPE_WIDGET)

static GdkTexture *
draw_texture (const TlGameState *state,
              guint              device_px,
              gboolean           dark)
{
  guint width, height;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;

  tl_render_board_extent (state, NULL, NULL, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * device_px, height * device_px);
  cr = cairo_create (surface);
  tl_render_board (cr, state, NULL, device_px, dark);
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
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
  if (self->texture == NULL || self->texture_px != device_px || self->texture_dark != dark)
    {
      g_clear_object (&self->texture);
      self->texture = draw_texture (self->state, device_px, dark);
      self->texture_px = device_px;
      self->texture_dark = dark;
    }
  tile = (double) device_px / scale;
  self->tile_px = tile;
  x0 = MARGIN + floor ((width - tile * columns) / 2);
  y0 = MARGIN + floor ((height - tile * rows) / 2);
  gtk_snapshot_append_texture (snapshot, self->texture,
                               &GRAPHENE_RECT_INIT (x0, y0, tile * columns, tile * rows));

  if (self->highlight)
    {
      GskRoundedRect outline;
      GdkRGBA accent;
      float line = MAX (2.0f, (float) tile / 16);

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color", &accent))
        gdk_rgba_parse (&accent, "#3584e4");
      G_GNUC_END_IGNORE_DEPRECATIONS
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
  g_clear_object (&self->texture);
  if (state != NULL)
    self->state = tl_game_state_copy (state);
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
