/* tl-meeple-icon.c — a player's meeple in the player's colour
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-meeple-icon.h"
#include "tl-texture-private.h"
#include "tl-render.h"

#define TL_MEEPLE_ICON_SIZE 24

struct _TlMeepleIcon
{
  GtkWidget parent_instance;

  char *color;
};

G_DEFINE_FINAL_TYPE (TlMeepleIcon, tl_meeple_icon, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tl_meeple_icon_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = *natural = TL_MEEPLE_ICON_SIZE;
}

static void
tl_meeple_icon_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TlMeepleIcon *self = TL_MEEPLE_ICON (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  TlRgb rgb = { 0.6, 0.6, 0.6 };
  cairo_t *cr;

  if (size <= 0)
    return;

  if (self->color != NULL)
    tl_render_parse_color (self->color, &rgb);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  tl_render_follower (cr, width / 2.0, height / 2.0, size * 0.9, &rgb, FALSE);
  cairo_destroy (cr);
}

static void
tl_meeple_icon_finalize (GObject *object)
{
  TlMeepleIcon *self = TL_MEEPLE_ICON (object);

  g_free (self->color);

  G_OBJECT_CLASS (tl_meeple_icon_parent_class)->finalize (object);
}

static void
tl_meeple_icon_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TlMeepleIcon *self = TL_MEEPLE_ICON (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_meeple_icon_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TlMeepleIcon *self = TL_MEEPLE_ICON (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      tl_meeple_icon_set_color (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_meeple_icon_class_init (TlMeepleIconClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tl_meeple_icon_finalize;
  object_class->get_property = tl_meeple_icon_get_property;
  object_class->set_property = tl_meeple_icon_set_property;

  widget_class->measure = tl_meeple_icon_measure;
  widget_class->snapshot = tl_meeple_icon_snapshot;

  properties[PROP_COLOR] =
    g_param_spec_string ("color", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "meeple-icon");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_meeple_icon_init (TlMeepleIcon *self)
{
}

GtkWidget *
tl_meeple_icon_new (const char *color)
{
  return g_object_new (TL_TYPE_MEEPLE_ICON, "color", color, NULL);
}

void
tl_meeple_icon_set_color (TlMeepleIcon *self,
                          const char   *color)
{
  g_return_if_fail (TL_IS_MEEPLE_ICON (self));

  if (g_strcmp0 (self->color, color) == 0)
    return;

  g_free (self->color);
  self->color = g_strdup (color);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

const char *
tl_meeple_icon_get_color (TlMeepleIcon *self)
{
  g_return_val_if_fail (TL_IS_MEEPLE_ICON (self), NULL);
  return self->color;
}

GdkTexture *
tl_meeple_icon_render_texture (const char *color,
                               int         size)
{
  TlRgb rgb = { 0.6, 0.6, 0.6 };
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;

  g_return_val_if_fail (size > 0, NULL);

  if (color != NULL)
    tl_render_parse_color (color, &rgb);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  tl_render_follower (cr, size / 2.0, size / 2.0, size * 0.9, &rgb, FALSE);
  cairo_destroy (cr);
  texture = _tl_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
