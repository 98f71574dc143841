/* tl-tile-preview.c — one tile drawn from its data (the tile in hand)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-tile-preview.h"
#include "tl-render.h"

#define TL_TILE_PREVIEW_SIZE 128

struct _TlTilePreview
{
  GtkWidget parent_instance;

  TlTileSet *set;
  int type;
  guint r;
  gulong dark_id;
};

G_DEFINE_FINAL_TYPE (TlTilePreview, tl_tile_preview, GTK_TYPE_WIDGET)

static void
tl_tile_preview_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 48;
  *natural = TL_TILE_PREVIEW_SIZE;
}

static void
tl_tile_preview_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TlTilePreview *self = TL_TILE_PREVIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  double x0 = floor ((width - size) / 2), y0 = floor ((height - size) / 2);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  if (size <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, x0, y0);

  if (self->set != NULL && self->type >= 0 && (guint) self->type < self->set->types->len)
    {
      tl_render_tile (cr, tl_tile_set_type (self->set, (guint) self->type), self->r, size, dark);
    }
  else
    {
      static const double dashes[] = { 6.0, 4.0 };
      GdkRGBA fg;

      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
      cairo_set_line_width (cr, 2.0);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_rectangle (cr, 1, 1, size - 2, size - 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
on_dark_changed (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 TlTilePreview   *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tl_tile_preview_dispose (GObject *object)
{
  TlTilePreview *self = TL_TILE_PREVIEW (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_pointer (&self->set, tl_tile_set_unref);

  G_OBJECT_CLASS (tl_tile_preview_parent_class)->dispose (object);
}

static void
tl_tile_preview_class_init (TlTilePreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_tile_preview_dispose;
  widget_class->measure = tl_tile_preview_measure;
  widget_class->snapshot = tl_tile_preview_snapshot;

  gtk_widget_class_set_css_name (widget_class, "tile-preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_tile_preview_init (TlTilePreview *self)
{
  self->type = -1;
  self->dark_id = g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                                    G_CALLBACK (on_dark_changed), self);
}

GtkWidget *
tl_tile_preview_new (void)
{
  return g_object_new (TL_TYPE_TILE_PREVIEW, NULL);
}

void
tl_tile_preview_set_tile (TlTilePreview *self,
                          TlTileSet     *set,
                          int            type,
                          guint          r)
{
  g_autofree char *description = NULL;

  g_return_if_fail (TL_IS_TILE_PREVIEW (self));

  if (set != self->set)
    {
      if (set != NULL)
        tl_tile_set_ref (set);
      g_clear_pointer (&self->set, tl_tile_set_unref);
      self->set = set;
    }
  self->type = set != NULL ? type : -1;
  self->r = r % 4;

  if (self->type >= 0 && (guint) self->type < self->set->types->len)
    {
      const TlTileType *tile = tl_tile_set_type (self->set, (guint) self->type);
      /* Translators: accessible description of the tile in hand: tile id, then its name */
      description = g_strdup_printf (_("Tile %s: %s"), tile->id, tile->name ? tile->name : "");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description ? description : _("No tile"),
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
