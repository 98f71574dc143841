/* tl-map-legend.c — what the marks of a Carcassonne Maps map mean
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-style-color.h"
#include "tl-board-view-private.h"
#include "tl-map-legend.h"
#include "tl-render.h"

#define SAMPLE_PX 36

struct _TlMapLegend
{
  GtkBox parent_instance;

  GtkLabel *town_label;
  GtkWidget *town_picture;
  GtkLabel *outlined_label;
  GtkWidget *seam_row;
  GtkWidget *half_row;
};

G_DEFINE_FINAL_TYPE (TlMapLegend, tl_map_legend, GTK_TYPE_BOX)

/* One picture: the sample is packed in the area's data as chip << 16 | sample << 8 |
 * colour, chip set for a town with a chip on it. */
#define WITH_CHIP (1u << 16)

static void
draw_sample (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  guint packed = GPOINTER_TO_UINT (data);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  TlMapSample sample = (packed >> 8) & 0xff;
  double size = MIN (width, height);

  tl_render_map_sample (cr, sample, sample == TL_MAP_SAMPLE_PLAIN ? 0 : packed & 0xff, size, dark);
  if (packed & WITH_CHIP)
    tl_render_map_chip (cr, size, dark);
  if (sample == TL_MAP_SAMPLE_PLAIN)
    {
      /* the board's tint of a square where the tile in hand fits: as it is
       * turned now (0, with the board's fine outline), once turned (1) */
      gboolean now = (packed & 0xff) == 0;
      GdkRGBA accent;

      tl_style_color_lookup (GTK_WIDGET (area), "accent_bg_color", "#3584e4", &accent);
      accent.alpha = now ? TL_BOARD_FITS_ALPHA : TL_BOARD_FITS_TURNED_ALPHA;
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_fill (cr);
      if (now)
        {
          accent.alpha = 0.6;
          gdk_cairo_set_source_rgba (cr, &accent);
          cairo_set_line_width (cr, 1.5);
          cairo_rectangle (cr, 2.75, 2.75, size - 5.5, size - 5.5);
          cairo_stroke (cr);
        }
    }
}

static GtkWidget *
sample_picture (TlMapSample sample,
                TlMapColor  color)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SAMPLE_PX);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SAMPLE_PX);
  gtk_widget_set_valign (area, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample,
                                  GUINT_TO_POINTER ((guint) sample << 8 | color), NULL);
  /* the pictures follow the style */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), area, G_CONNECT_SWAPPED);
  return area;
}

/* A row: the pictures, then a title and what it means. */
static GtkWidget *
add_row (TlMapLegend  *self,
         TlMapSample   sample,
         guint         n_colors,
         const char   *title,
         const char   *text,
         GtkLabel    **text_label)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *pictures = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *body = gtk_label_new (text);

  for (guint c = 0; c < MAX (n_colors, 1); c++)
    gtk_box_append (GTK_BOX (pictures), sample_picture (sample, c));
  if (sample == TL_MAP_SAMPLE_TOWN)
    self->town_picture = gtk_widget_get_first_child (pictures);
  /* the pictures of every row take the same width, so that the words line up */
  gtk_widget_set_size_request (pictures, 3 * SAMPLE_PX + 6, -1);
  gtk_widget_set_halign (pictures, GTK_ALIGN_END);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (body), 0);
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (body), 40);
  gtk_widget_add_css_class (body, "caption");
  gtk_box_append (GTK_BOX (words), heading);
  gtk_box_append (GTK_BOX (words), body);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_box_append (GTK_BOX (row), pictures);
  gtk_box_append (GTK_BOX (row), words);
  gtk_box_append (GTK_BOX (self), row);
  if (text_label != NULL)
    *text_label = GTK_LABEL (body);
  return row;
}

static void
tl_map_legend_class_init (TlMapLegendClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "maplegend");
}

static void
tl_map_legend_init (TlMapLegend *self)
{
  GtkWidget *title = gtk_label_new (_("Map Legend"));
  GtkWidget *note;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 10);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "title-4");
  gtk_box_append (GTK_BOX (self), title);

  add_row (self, TL_MAP_SAMPLE_TOWN, 1, _("Town"), "", &self->town_label);
  add_row (self, TL_MAP_SAMPLE_OUTLINED, TL_N_MAP_COLORS, _("Outlined squares"), "", &self->outlined_label);
  add_row (self, TL_MAP_SAMPLE_START, 1, _("Start square"),
           _("The game starts with a tile on each start square."), NULL);
  self->seam_row = add_row (self, TL_MAP_SAMPLE_SEAM, 1, _("Seam"),
                            _("Where the two maps are joined, two half squares make one square."), NULL);
  self->half_row = add_row (self, TL_MAP_SAMPLE_HALF, 1, _("Half square"),
                            _("A square only when both USA maps are joined; on one map no tile goes there."), NULL);
  add_row (self, TL_MAP_SAMPLE_BORDER, 1, _("Border"),
           _("The coast and the map’s edge close a road or city that runs into them, so it can be completed there, and count as neighbours of a monastery."), NULL);
  add_row (self, TL_MAP_SAMPLE_WATER, 1, _("Water"),
           _("Sea, lakes and land off the map: no tile goes there."), NULL);
  add_row (self, TL_MAP_SAMPLE_PLAIN, 2, _("Blue and grey squares"),
           _("The tile in hand fits on a blue square as it is rotated now, and on a grey one once it is "
             "rotated: R rotates it."), NULL);

  note = gtk_label_new (_("The USA layouts are reconstructions: the printed maps could not be measured. Their coasts, names and landmarks are drawn so that they read as maps, and are part of the reconstruction."));
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 50);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (self), note);

  tl_map_legend_set_chips (self, TRUE);
  tl_map_legend_set_joined (self, FALSE);
}

GtkWidget *
tl_map_legend_new (void)
{
  return g_object_new (TL_TYPE_MAP_LEGEND, NULL);
}

void
tl_map_legend_set_chips (TlMapLegend *self,
                         gboolean     chips)
{
  g_return_if_fail (TL_IS_MAP_LEGEND (self));

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->town_picture), draw_sample,
                                  GUINT_TO_POINTER ((chips ? WITH_CHIP : 0) | (guint) TL_MAP_SAMPLE_TOWN << 8),
                                  NULL);
  gtk_label_set_label (self->town_label,
                       chips
                       ? _("A chip lies face down on it. Place a tile here to take it (1 or 2 points), then look at a face-down tile of the chip’s colour.")
                       : _("A town circle; with Map-Chips a chip lies on it."));
  gtk_label_set_label (self->outlined_label,
                       chips
                       ? _("Purple, orange and light blue: a face-down tile lies on each. Place a tile beside one to turn it over: +2 when it fits its square, −2 when it fits nowhere.")
                       : _("Purple, orange and light blue: with Map-Chips a face-down tile lies on each; without, squares like any other."));
}

void
tl_map_legend_set_joined (TlMapLegend *self,
                          gboolean     joined)
{
  g_return_if_fail (TL_IS_MAP_LEGEND (self));

  gtk_widget_set_visible (self->seam_row, joined);
  gtk_widget_set_visible (self->half_row, !joined);
}
