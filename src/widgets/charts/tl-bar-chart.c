/* tl-bar-chart.c — a few labelled horizontal bars (the Statistics window, Try It)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tl-bar-chart.h"

struct _TlBarChart
{
  GtkWidget parent_instance;

  GtkWidget *grid;
  GPtrArray *bars;      /* of GtkLevelBar */
  GArray *values;       /* of double */
  double maximum;
};

G_DEFINE_FINAL_TYPE (TlBarChart, tl_bar_chart, GTK_TYPE_WIDGET)

static double
full_value (TlBarChart *self)
{
  double largest = 0;

  if (self->maximum > 0)
    return self->maximum;
  for (guint i = 0; i < self->values->len; i++)
    largest = MAX (largest, g_array_index (self->values, double, i));
  return largest;
}

static void
update_bars (TlBarChart *self)
{
  double full = full_value (self);

  for (guint i = 0; i < self->bars->len; i++)
    {
      double value = g_array_index (self->values, double, i);

      gtk_level_bar_set_value (self->bars->pdata[i],
                               full > 0 ? CLAMP (value / full, 0.0, 1.0) : 0.0);
    }
}

static void
tl_bar_chart_dispose (GObject *object)
{
  TlBarChart *self = TL_BAR_CHART (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->bars, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  G_OBJECT_CLASS (tl_bar_chart_parent_class)->dispose (object);
}

static void
tl_bar_chart_class_init (TlBarChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_bar_chart_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bar-chart");
}

static void
tl_bar_chart_init (TlBarChart *self)
{
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 12);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  self->bars = g_ptr_array_new ();
  self->values = g_array_new (FALSE, FALSE, sizeof (double));
}

GtkWidget *
tl_bar_chart_new (void)
{
  return g_object_new (TL_TYPE_BAR_CHART, NULL);
}

void
tl_bar_chart_clear (TlBarChart *self)
{
  GtkWidget *child;

  g_return_if_fail (TL_IS_BAR_CHART (self));

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_ptr_array_set_size (self->bars, 0);
  g_array_set_size (self->values, 0);
}

void
tl_bar_chart_add (TlBarChart *self,
                  const char *label,
                  double      value,
                  const char *text)
{
  g_autofree char *shown = NULL;
  GtkWidget *name, *bar, *number;
  int row;

  g_return_if_fail (TL_IS_BAR_CHART (self));
  g_return_if_fail (label != NULL);

  row = (int) self->bars->len;
  name = gtk_label_new (label);
  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (name), 10);
  gtk_widget_add_css_class (name, "dim-label");

  bar = gtk_level_bar_new ();
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_widget_set_hexpand (bar, TRUE);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (bar, "chart-bar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  if (text == NULL)
    text = shown = g_strdup_printf ("%.1f", value);
  number = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 6);
  gtk_widget_add_css_class (number, "numeric");

  gtk_grid_attach (GTK_GRID (self->grid), name, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), bar, 1, row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), number, 2, row, 1, 1);
  g_ptr_array_add (self->bars, bar);
  g_array_append_val (self->values, value);
  update_bars (self);
}

void
tl_bar_chart_set_maximum (TlBarChart *self,
                          double      maximum)
{
  g_return_if_fail (TL_IS_BAR_CHART (self));
  self->maximum = MAX (maximum, 0);
  update_bars (self);
}

guint
tl_bar_chart_get_n_bars (TlBarChart *self)
{
  g_return_val_if_fail (TL_IS_BAR_CHART (self), 0);
  return self->bars->len;
}

double
tl_bar_chart_get_fraction (TlBarChart *self,
                           guint       bar)
{
  g_return_val_if_fail (TL_IS_BAR_CHART (self), 0);
  g_return_val_if_fail (bar < self->bars->len, 0);
  return gtk_level_bar_get_value (self->bars->pdata[bar]);
}

GtkWidget *
tl_bar_chart_new_group (const char *title,
                        GtkWidget  *chart)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = gtk_list_box_row_new ();

  g_return_val_if_fail (GTK_IS_WIDGET (chart), NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (chart, 12);
  gtk_widget_set_margin_end (chart, 12);
  gtk_widget_set_margin_top (chart, 12);
  gtk_widget_set_margin_bottom (chart, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), chart);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), list);
  return group;
}
