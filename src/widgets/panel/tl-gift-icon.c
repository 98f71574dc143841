/* tl-gift-icon.c — a gift card of The Gifts, drawn face up or face down
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tl-gift-icon.h"
#include "tl-render.h"

#define TL_GIFT_ICON_WIDTH 30
#define TL_GIFT_ICON_HEIGHT 40

struct _TlGiftIcon
{
  GtkWidget parent_instance;

  int card;
};

G_DEFINE_FINAL_TYPE (TlGiftIcon, tl_gift_icon, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The band colour of each card, from the GNOME palette. */
static const TlRgb band_colors[TL_N_GIFT_CARDS] = {
  [TL_GIFT_SYNOD] = { 0x91 / 255.0, 0x41 / 255.0, 0xac / 255.0 },           /* purple 3 */
  [TL_GIFT_ROAD_SWEEPER] = { 0xc6 / 255.0, 0x46 / 255.0, 0x00 / 255.0 },    /* orange 5 */
  [TL_GIFT_CASH_OUT] = { 0xe5 / 255.0, 0xa5 / 255.0, 0x0a / 255.0 },        /* yellow 5 */
  [TL_GIFT_CHANGE_POSITION] = { 0x26 / 255.0, 0xa2 / 255.0, 0x69 / 255.0 }, /* green 5 */
  [TL_GIFT_TAKE_2] = { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0 },          /* blue 4 */
};

const char *
tl_gift_card_title (int card)
{
  switch (card)
    {
    case TL_GIFT_SYNOD:
      return _("Synod");
    case TL_GIFT_ROAD_SWEEPER:
      return _("Road Sweeper");
    case TL_GIFT_CASH_OUT:
      return _("Cash Out");
    case TL_GIFT_CHANGE_POSITION:
      return _("Change Position");
    case TL_GIFT_TAKE_2:
      return _("Take 2");
    default:
      return _("Gift");
    }
}

const char *
tl_gift_card_summary (int card)
{
  switch (card)
    {
    case TL_GIFT_SYNOD:
      return _("Put a meeple from your supply on any unfinished monastery");
    case TL_GIFT_ROAD_SWEEPER:
      return _("Score any unfinished road now; its meeples go home");
    case TL_GIFT_CASH_OUT:
      return _("Take a meeple back: 2 points per meeple on its feature");
    case TL_GIFT_CHANGE_POSITION:
      return _("Lay a meeple down as a farmer, or stand a farmer up, on the same tile");
    case TL_GIFT_TAKE_2:
      return _("Draw a second tile and play one of the two");
    default:
      return "";
    }
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
set_rgb (cairo_t     *cr,
         const TlRgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->r, rgb->g, rgb->b);
}

/* The pictures, drawn in a unit square (0,0)-(1,1). */

static void
draw_synod (cairo_t *cr)
{
  /* a monastery: walls, a red roof, a door and a cross */
  cairo_rectangle (cr, 0.22, 0.45, 0.56, 0.42);
  cairo_set_source_rgb (cr, 0.93, 0.89, 0.80);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.30, 0.25);
  cairo_stroke (cr);
  cairo_move_to (cr, 0.14, 0.47);
  cairo_line_to (cr, 0.50, 0.20);
  cairo_line_to (cr, 0.86, 0.47);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.30, 0.25);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0.43, 0.66, 0.14, 0.21);
  cairo_fill (cr);
  cairo_move_to (cr, 0.50, 0.02);
  cairo_line_to (cr, 0.50, 0.22);
  cairo_move_to (cr, 0.42, 0.09);
  cairo_line_to (cr, 0.58, 0.09);
  cairo_stroke (cr);
}

static void
draw_road_sweeper (cairo_t *cr)
{
  double dashes[] = { 0.07, 0.06 };

  /* a road running across, its middle line dashed */
  cairo_move_to (cr, 0.0, 0.80);
  cairo_curve_to (cr, 0.35, 0.80, 0.55, 0.55, 1.0, 0.52);
  cairo_set_source_rgb (cr, 0.96, 0.93, 0.85);
  cairo_set_line_width (cr, 0.22);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.45, 0.40, 0.33);
  cairo_set_line_width (cr, 0.03);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  /* a broom over it */
  cairo_set_line_width (cr, 0.06);
  cairo_set_source_rgb (cr, 0.52, 0.33, 0.18);
  cairo_move_to (cr, 0.78, 0.06);
  cairo_line_to (cr, 0.42, 0.52);
  cairo_stroke (cr);
  cairo_move_to (cr, 0.42, 0.44);
  cairo_line_to (cr, 0.20, 0.62);
  cairo_line_to (cr, 0.36, 0.74);
  cairo_line_to (cr, 0.52, 0.54);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.90, 0.72, 0.30);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.52, 0.33, 0.18);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
}

static void
draw_cash_out (cairo_t *cr)
{
  /* a pile of coins */
  static const double coins[][2] = { { 0.30, 0.78 }, { 0.70, 0.78 }, { 0.50, 0.62 }, { 0.50, 0.46 }, { 0.50, 0.30 } };

  cairo_set_line_width (cr, 0.035);
  for (guint i = 0; i < G_N_ELEMENTS (coins); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, coins[i][0], coins[i][1]);
      cairo_scale (cr, 1.0, 0.45);
      cairo_arc (cr, 0, 0, 0.24, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.96, 0.76, 0.07);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.61, 0.43, 0.00);
      cairo_stroke (cr);
    }
}

static void
draw_change_position (cairo_t *cr)
{
  TlRgb meeple = { 0.21, 0.52, 0.89 };

  tl_render_follower (cr, 0.27, 0.34, 0.50, &meeple, FALSE);
  tl_render_follower (cr, 0.64, 0.80, 0.50, &meeple, TRUE);
  /* an arrow from the one to the other */
  cairo_set_source_rgb (cr, 0.20, 0.20, 0.20);
  cairo_set_line_width (cr, 0.05);
  cairo_move_to (cr, 0.52, 0.16);
  cairo_curve_to (cr, 0.86, 0.18, 0.90, 0.44, 0.82, 0.56);
  cairo_stroke (cr);
  cairo_move_to (cr, 0.72, 0.50);
  cairo_line_to (cr, 0.82, 0.62);
  cairo_line_to (cr, 0.92, 0.48);
  cairo_stroke (cr);
}

static void
draw_take_2 (cairo_t *cr)
{
  /* two tiles, one behind the other */
  for (int i = 0; i < 2; i++)
    {
      double x = 0.10 + 0.30 * i, y = 0.36 - 0.26 * i;

      cairo_rectangle (cr, x, y, 0.52, 0.52);
      cairo_set_source_rgb (cr, 0.56, 0.73, 0.34);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.25, 0.32, 0.15);
      cairo_set_line_width (cr, 0.035);
      cairo_stroke (cr);
      /* a city cap on each */
      cairo_move_to (cr, x, y);
      cairo_curve_to (cr, x + 0.12, y + 0.20, x + 0.40, y + 0.20, x + 0.52, y);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.80, 0.62, 0.40);
      cairo_fill (cr);
    }
}

static void
draw_back (cairo_t *cr,
           double   w,
           double   h)
{
  /* the common back: a ribbon and a bow */
  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_rectangle (cr, w * 0.42, 0, w * 0.16, h);
  cairo_rectangle (cr, 0, h * 0.44, w, h * 0.12);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_translate (cr, w * 0.5, h * 0.5);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, 0, 0);
      cairo_curve_to (cr, side * w * 0.35, -h * 0.30, side * w * 0.40, h * 0.05, 0, 0);
      cairo_close_path (cr);
    }
  cairo_set_source_rgb (cr, 0.88, 0.20, 0.22);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
tl_gift_icon_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL
                        ? TL_GIFT_ICON_WIDTH : TL_GIFT_ICON_HEIGHT;
}

static void
tl_gift_icon_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TlGiftIcon *self = TL_GIFT_ICON (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double h = MIN (height, width * 4.0 / 3.0);
  double w = h * 0.75;
  double x0 = (width - w) / 2.0, y0 = (height - h) / 2.0;
  double radius = w * 0.12, band = h * 0.14;
  cairo_t *cr;

  if (w <= 1 || h <= 1)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, x0, y0);

  /* the card and its edge */
  rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, radius);
  if (self->card < 0 || self->card >= TL_N_GIFT_CARDS)
    {
      cairo_set_source_rgb (cr, 0.98, 0.96, 0.90);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip (cr);
      draw_back (cr, w, h);
      cairo_restore (cr);
      rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, radius);
    }
  else
    {
      cairo_set_source_rgb (cr, 0.98, 0.96, 0.90);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip (cr);
      set_rgb (cr, &band_colors[self->card]);
      cairo_rectangle (cr, 0, 0, w, band);
      cairo_rectangle (cr, 0, h - band * 0.6, w, band * 0.6);
      cairo_fill (cr);
      cairo_restore (cr);

      /* the picture in the square between the bands */
      cairo_save (cr);
      {
        double side = MIN (w * 0.86, h - band * 1.6 - 2);
        cairo_translate (cr, (w - side) / 2.0, band + (h - band * 1.6 - side) / 2.0);
        cairo_scale (cr, side, side);
        cairo_set_line_width (cr, 0.04);
        cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        switch (self->card)
          {
          case TL_GIFT_SYNOD:
            draw_synod (cr);
            break;
          case TL_GIFT_ROAD_SWEEPER:
            draw_road_sweeper (cr);
            break;
          case TL_GIFT_CASH_OUT:
            draw_cash_out (cr);
            break;
          case TL_GIFT_CHANGE_POSITION:
            draw_change_position (cr);
            break;
          case TL_GIFT_TAKE_2:
          default:
            draw_take_2 (cr);
            break;
          }
      }
      cairo_restore (cr);
      rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, radius);
    }
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
update_label (TlGiftIcon *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->card >= 0 ? tl_gift_card_title (self->card) : _("Gift card"),
                                  -1);
}

static void
tl_gift_icon_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TlGiftIcon *self = TL_GIFT_ICON (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_int (value, self->card);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_gift_icon_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TlGiftIcon *self = TL_GIFT_ICON (object);

  switch (prop_id)
    {
    case PROP_CARD:
      tl_gift_icon_set_card (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_gift_icon_class_init (TlGiftIconClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tl_gift_icon_get_property;
  object_class->set_property = tl_gift_icon_set_property;
  widget_class->measure = tl_gift_icon_measure;
  widget_class->snapshot = tl_gift_icon_snapshot;

  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL,
                      -1, TL_N_GIFT_CARDS - 1, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "gifticon");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_gift_icon_init (TlGiftIcon *self)
{
  self->card = -1;
  update_label (self);
}

GtkWidget *
tl_gift_icon_new (int card)
{
  return g_object_new (TL_TYPE_GIFT_ICON, "card", card, NULL);
}

void
tl_gift_icon_set_card (TlGiftIcon *self,
                       int         card)
{
  g_return_if_fail (TL_IS_GIFT_ICON (self));

  if (card < 0 || card >= TL_N_GIFT_CARDS)
    card = -1;
  if (self->card == card)
    return;
  self->card = card;
  update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

int
tl_gift_icon_get_card (TlGiftIcon *self)
{
  g_return_val_if_fail (TL_IS_GIFT_ICON (self), -1);
  return self->card;
}
