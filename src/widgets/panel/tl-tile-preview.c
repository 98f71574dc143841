/* tl-tile-preview.c — one tile drawn from its data (the tile in hand)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-style-color.h"
#include "tl-builtin-names.h"
#include "tl-tile-preview.h"
#include "tl-tile-words.h"
#include "tl-render.h"

#define TL_TILE_PREVIEW_MIN_SIZE 48

struct _TlTilePreview
{
  GtkWidget parent_instance;

  TlTileSet *set;
  int type;
  guint r;
  gboolean face_down;
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
  /* A size request (as in the templates) makes it larger. */
  *minimum = *natural = TL_TILE_PREVIEW_MIN_SIZE;
}

/* The back of a tile: a rounded square with diagonal stripes, in greys of the
 * GNOME palette (light 3/4, dark 3/4). */
static void
draw_back (cairo_t *cr,
           double   size,
           gboolean dark)
{
  double radius = size * 0.06, inset = 1.0, s = size - 2 * inset;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, inset + s - radius, inset + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, inset + s - radius, inset + s - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, inset + radius, inset + s - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, inset + radius, inset + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  if (dark)
    cairo_set_source_rgb (cr, 0x5e / 255.0, 0x5c / 255.0, 0x64 / 255.0);
  else
    cairo_set_source_rgb (cr, 0xc0 / 255.0, 0xbf / 255.0, 0xbc / 255.0);
  cairo_fill_preserve (cr);
  cairo_clip_preserve (cr);

  if (dark)
    cairo_set_source_rgb (cr, 0x77 / 255.0, 0x76 / 255.0, 0x7b / 255.0);
  else
    cairo_set_source_rgb (cr, 0x9a / 255.0, 0x99 / 255.0, 0x96 / 255.0);
  cairo_set_line_width (cr, MAX (1.0, size / 40));
  cairo_stroke_preserve (cr);
  cairo_new_path (cr);
  for (double d = -size; d < size; d += size / 8)
    {
      cairo_move_to (cr, d, size);
      cairo_line_to (cr, d + size, 0);
    }
  cairo_set_line_width (cr, MAX (1.0, size / 48));
  cairo_stroke (cr);
  cairo_restore (cr);
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

  if (self->face_down)
    {
      draw_back (cr, size, dark);
    }
  else if (self->set != NULL && self->type >= 0 && (guint) self->type < self->set->types->len)
    {
      tl_render_tile (cr, tl_tile_set_type (self->set, (guint) self->type), self->r, size, dark);
    }
  else
    {
      static const double dashes[] = { 6.0, 4.0 };
      GdkRGBA fg;

      tl_style_color_fg (widget, &fg);
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

char *
tl_tile_preview_describe (TlTileSet *set,
                          int        type,
                          guint      r)
{
  const TlTileType *tile;
  const char *name;

  if (set == NULL || type < 0 || (guint) type >= set->types->len)
    return g_strdup (_("No tile"));
  tile = tl_tile_set_type (set, (guint) type);
  name = tile->name != NULL && tile->name[0] != '\0' ? tl_builtin_tile_name (tile->id, tile->name) : NULL;
  if (name != NULL && r % 4 == 0)
    /* Translators: accessible description of a tile: tile id, then its name */
    return g_strdup_printf (_("Tile %s: %s"), tile->id, name);
  if (name != NULL)
    /* Translators: accessible description of a turned tile: tile id, its name
     * (which describes it unturned), how it is turned ("turned half round") */
    return g_strdup_printf (_("Tile %s: %s, %s"), tile->id, name, tl_tile_turned_words (r));
  if (r % 4 == 0)
    return g_strdup_printf (_("Tile %s"), tile->id);
  /* Translators: accessible description of a turned tile without a name: tile
   * id, how it is turned ("turned half round") */
  return g_strdup_printf (_("Tile %s, %s"), tile->id, tl_tile_turned_words (r));
}

/* The accessible label: the tile's id and name and how it is turned, or that
 * it lies face down. */
static void
update_description (TlTilePreview *self)
{
  g_autofree char *description = self->face_down ? g_strdup (_("A tile lying face down"))
                                                 : tl_tile_preview_describe (self->set, self->type, self->r);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description,
                                  -1);
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

  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_tile_preview_set_face_down (TlTilePreview *self,
                               gboolean       face_down)
{
  g_return_if_fail (TL_IS_TILE_PREVIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;
  self->face_down = face_down;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tl_tile_preview_get_face_down (TlTilePreview *self)
{
  g_return_val_if_fail (TL_IS_TILE_PREVIEW (self), FALSE);
  return self->face_down;
}

int
tl_tile_preview_get_tile (TlTilePreview *self)
{
  g_return_val_if_fail (TL_IS_TILE_PREVIEW (self), -1);
  return self->type;
}
