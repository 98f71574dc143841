/* tl-map-problem-row.c — one problem of a map layout as a row of a list
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-map-problem-row.h"
#include "tl-format-error.h"

GtkWidget *
tl_map_problem_row_new (const TlMapProblem *problem)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  g_autofree char *sentence = tl_format_sentence_dup (problem->message);
  g_autofree char *escaped = g_markup_escape_text (sentence, -1);

  /* a row's title is markup */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (icon, "error");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}
