/* tl-accessible-names.c — names GTK 4.8 gets wrong for a screen reader
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names a button made with a mnemonic label by both its label property (with
 * the underscore) and its label child ("_Start Start"), and leaves a few controls that
 * libadwaita builds inside its rows without a name. Nothing in a template can reach
 * those, so a hook on GtkWidget::map names them as they appear (a window: everything in
 * it, since 4.8 exposes the pages of a stack that are not shown too). test-a11y.py walks
 * the result through the AT-SPI bus.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-accessible-names.h"

/* @text without its mnemonic underscores ("_Save…" → "Save…", "__" → "_"). */
static char *
without_mnemonic (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          p++;
          if (*p == '\0')
            break;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
name_button (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *name = NULL;

  if (label == NULL || !gtk_button_get_use_underline (button))
    return;
  name = without_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The title of the preferences row @widget is in, or NULL. */
static const char *
row_title (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);

  if (row == NULL)
    return NULL;
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static void
label_changed (GObject *button, GParamSpec *pspec, gpointer data)
{
  name_button (GTK_BUTTON (button));
}

static void
name_widget (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), "tl-accessible-named") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "tl-accessible-named", GINT_TO_POINTER (1));

  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    {
      g_autofree char *name = without_mnemonic (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)));

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else if (GTK_IS_TOGGLE_BUTTON (widget) && GTK_IS_DROP_DOWN (gtk_widget_get_parent (widget)))
    {
      const char *title = row_title (widget);

      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title != NULL && *title != '\0' ? title : _("Choose"), -1);
    }
  else if (GTK_IS_BUTTON (widget))
    {
      name_button (GTK_BUTTON (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (label_changed), NULL);
      g_signal_connect (widget, "notify::use-underline", G_CALLBACK (label_changed), NULL);
    }
  else if (GTK_IS_SEARCH_ENTRY (widget))
    {
      g_autofree char *placeholder = NULL;

      g_object_get (widget, "placeholder-text", &placeholder, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      placeholder != NULL && *placeholder != '\0' ? placeholder : _("Search"),
                                      -1);
    }
}

/* @widget and everything under it, shown or not (GTK 4.8 exposes the pages of a stack
 * that are not shown too). */
static void
name_tree (GtkWidget *widget)
{
  name_widget (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_tree (child);
}

static gboolean
widget_mapped (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (GTK_IS_ROOT (widget))
    name_tree (widget);
  else
    name_widget (widget);
  return TRUE;
}

void
tl_accessible_names_ensure (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));   /* its signals exist */
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  widget_mapped, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}
