/* tl-map-counts.c — the map editor's counts of each kind of square, against what the rules expect
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-map-counts.h"

/* What one map of the USA pair has (docs/rules/maps.md §2, §5): the side panel's expectations. */
#define EXPECTED_STARTS 2
#define EXPECTED_TOWNS 15
#define EXPECTED_OUTLINES 15
#define EXPECTED_PER_COLOR 5

/* The rows, in their order. */
enum { COUNT_SQUARES, COUNT_STARTS, COUNT_TOWNS, COUNT_OUTLINES, COUNT_HALVES, COUNT_WATER, N_COUNTS };

struct _TlMapCounts {
  AdwPreferencesGroup parent_instance;

  AdwActionRow *rows[N_COUNTS];
  GtkLabel *labels[N_COUNTS];
  GtkImage *icons[N_COUNTS];
};

G_DEFINE_FINAL_TYPE (TlMapCounts, tl_map_counts, ADW_TYPE_PREFERENCES_GROUP)

typedef enum { MARK_OK, MARK_NOTE, MARK_WRONG } Mark;

static void
set_count (TlMapCounts *self, guint row, guint value, const char *subtitle, Mark mark)
{
  static const char * const icons[] = { "emblem-ok-symbolic", NULL, "dialog-warning-symbolic" };
  g_autofree char *text = g_strdup_printf ("%u", value);

  gtk_label_set_label (self->labels[row], text);
  adw_action_row_set_subtitle (self->rows[row], subtitle);
  if (icons[mark] != NULL)
    gtk_image_set_from_icon_name (self->icons[row], icons[mark]);
  else
    gtk_image_clear (self->icons[row]);
  gtk_widget_remove_css_class (GTK_WIDGET (self->icons[row]), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->icons[row]), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->icons[row]), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->icons[row]),
                            mark == MARK_OK ? "success" : mark == MARK_WRONG ? "error" : "dim-label");
}

void
tl_map_counts_update (TlMapCounts   *self,
                      TlMapDocument *doc)
{
  guint deck = tl_map_document_get_deck_tiles (doc);
  guint squares = tl_map_document_get_squares (doc);
  guint starts = tl_map_document_count (doc, TL_MAP_PAINT_START);
  guint towns = tl_map_document_count (doc, TL_MAP_PAINT_TOWN);
  guint purple = tl_map_document_count (doc, TL_MAP_PAINT_PURPLE);
  guint orange = tl_map_document_count (doc, TL_MAP_PAINT_ORANGE);
  guint blue = tl_map_document_count (doc, TL_MAP_PAINT_LIGHT_BLUE);
  guint outlines = purple + orange + blue;
  guint halves = tl_map_document_count (doc, TL_MAP_PAINT_HALF);
  g_autofree char *s_squares = NULL, *s_outlines = NULL;
  gboolean colours_even = purple == EXPECTED_PER_COLOR && orange == EXPECTED_PER_COLOR &&
                          blue == EXPECTED_PER_COLOR;

  s_squares = g_strdup_printf (_("More than the deck’s %u tiles, so that the map does not fill up "
                                 "(USA West has 139)"), deck);
  set_count (self, COUNT_SQUARES, squares, s_squares, squares > deck ? MARK_OK : MARK_NOTE);
  set_count (self, COUNT_STARTS, starts, _("At least 1; each USA map has 2"),
             starts == 0 ? MARK_WRONG : starts == EXPECTED_STARTS ? MARK_OK : MARK_NOTE);
  set_count (self, COUNT_TOWNS, towns, _("15 for the 15 chips a map takes; at most 30"),
             towns > TL_MAP_CHIPS ? MARK_WRONG : towns == EXPECTED_TOWNS ? MARK_OK : MARK_NOTE);
  s_outlines = g_strdup_printf (_("15, 5 of each colour: now %u purple, %u orange, %u light blue"),
                                purple, orange, blue);
  set_count (self, COUNT_OUTLINES, outlines, s_outlines,
             outlines == EXPECTED_OUTLINES && colours_even ? MARK_OK : MARK_NOTE);
  set_count (self, COUNT_HALVES, halves, _("Down the first or last column, to join another map"),
             MARK_NOTE);
  set_count (self, COUNT_WATER, tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED),
             _("Sea, lakes and land off the map"), MARK_NOTE);
  if (halves > 0)
    set_count (self, COUNT_HALVES, halves, _("Down the first or last column, to join another map"),
               MARK_OK);
}

static void
tl_map_counts_class_init (TlMapCountsClass *klass)
{
}

static void
tl_map_counts_init (TlMapCounts *self)
{
  static const char * const titles[N_COUNTS] = {
    N_("Squares"), N_("Start Squares"), N_("Towns"), N_("Outlined Squares"), N_("Half Squares"),
    N_("Water"),
  };

  for (guint i = 0; i < N_COUNTS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *icon = gtk_image_new ();

      gtk_widget_set_size_request (icon, 16, 16);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[i]));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "title-4");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
      self->rows[i] = ADW_ACTION_ROW (row);
      self->labels[i] = GTK_LABEL (label);
      self->icons[i] = GTK_IMAGE (icon);
    }
}
