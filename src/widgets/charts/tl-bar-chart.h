/* tl-bar-chart.h — a few labelled horizontal bars (the Statistics window, Try It)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_BAR_CHART (tl_bar_chart_get_type ())
G_DECLARE_FINAL_TYPE (TlBarChart, tl_bar_chart, TL, BAR_CHART, GtkWidget)

/**
 * TlBarChart:
 *
 * One row per bar: its label (plain text, not markup), a #GtkLevelBar in the
 * accent colour whose length is the value over the chart's largest value (or
 * the maximum set), and the value as text. Values below 0 draw no bar. CSS
 * name `bar-chart`; each row's level bar has the style class `chart-bar`.
 */

GtkWidget *tl_bar_chart_new      (void);

/**
 * tl_bar_chart_clear:
 * @self: a chart
 *
 * Removes every bar.
 */
void       tl_bar_chart_clear    (TlBarChart *self);

/**
 * tl_bar_chart_add:
 * @self: a chart
 * @label: what the bar stands for (plain text)
 * @value: its value
 * @text: (nullable): the value as shown (e.g. "62 %"); %NULL shows @value
 *   with one decimal
 */
void       tl_bar_chart_add      (TlBarChart *self,
                                  const char *label,
                                  double      value,
                                  const char *text);

/**
 * tl_bar_chart_set_maximum:
 * @self: a chart
 * @maximum: the value of a full bar, or 0 (the default) for the largest value added
 */
void       tl_bar_chart_set_maximum (TlBarChart *self,
                                     double      maximum);

/**
 * tl_bar_chart_get_n_bars:
 * @self: a chart
 *
 * Returns: the number of bars.
 */
guint      tl_bar_chart_get_n_bars (TlBarChart *self);

/**
 * tl_bar_chart_get_fraction:
 * @self: a chart
 * @bar: 0 .. bars − 1, in the order added
 *
 * Returns: how full bar @bar is drawn, 0 .. 1.
 */
double     tl_bar_chart_get_fraction (TlBarChart *self,
                                      guint       bar);

/**
 * tl_bar_chart_new_group:
 * @title: the group's title (plain text)
 * @chart: (transfer floating): a #TlBarChart (or a box holding one and its notes)
 *
 * The chart in a card of its own under a heading (an #AdwPreferencesGroup
 * holding a boxed list of one row), as the Statistics window and Try It show
 * their charts.
 *
 * Returns: (transfer floating): the group.
 */
GtkWidget *tl_bar_chart_new_group (const char *title,
                                   GtkWidget  *chart);

G_END_DECLS
