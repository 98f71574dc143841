/* tl-combo-row-values.c — a combo row that shows the value chosen whole
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-combo-row-values.h"

/* The value a combo row shows, whole: libadwaita 1.2's own factory ellipsizes
 * it, and a long subtitle (which wraps, asking for its whole width) leaves it
 * only "…". Our factories: the value, a label not ellipsized; the list, the
 * same label and the check mark of the item chosen. */
static void
on_value_setup (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  in_list)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  if (in_list != NULL)
    gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_list_item_set_child (item, box);
}

static void
show_check (AdwComboRow *row,
            GParamSpec  *pspec,
            GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item) ? 1 : 0);
}

static void
on_value_bind (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  in_list)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)),
                       string != NULL ? gtk_string_object_get_string (string) : "");
  if (in_list != NULL)
    {
      g_signal_connect_object (in_list, "notify::selected", G_CALLBACK (show_check), item, 0);
      show_check (in_list, NULL, item);
    }
}

static void
on_value_unbind (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  in_list)
{
  if (in_list != NULL)
    g_signal_handlers_disconnect_by_func (in_list, show_check, item);
}

static GtkListItemFactory *
value_factory (AdwComboRow *in_list)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_value_setup), in_list);
  g_signal_connect (factory, "bind", G_CALLBACK (on_value_bind), in_list);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_value_unbind), in_list);
  return factory;
}

void
tl_combo_row_show_value_whole (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) value = value_factory (NULL);
  g_autoptr (GtkListItemFactory) list = value_factory (row);

  adw_combo_row_set_factory (row, value);
  adw_combo_row_set_list_factory (row, list);
}
