/* tl-choice-list.c — a short list of things to pick from (gift targets, tiles to look at)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-choice-list.h"

struct _TlChoiceList
{
  GtkWidget parent_instance;

  GtkWidget *list;
  guint n_rows;
};

G_DEFINE_FINAL_TYPE (TlChoiceList, tl_choice_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TlChoiceList  *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (index >= 0 && (guint) index < self->n_rows)
    g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, (guint) index);
}

void
tl_choice_list_clear (TlChoiceList *self)
{
  GtkWidget *child;

  g_return_if_fail (TL_IS_CHOICE_LIST (self));

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  self->n_rows = 0;
}

void
tl_choice_list_append (TlChoiceList *self,
                       const char   *title,
                       const char   *subtitle,
                       GtkWidget    *prefix,
                       const char   *suffix)
{
  GtkWidget *row;

  g_return_if_fail (TL_IS_CHOICE_LIST (self));
  g_return_if_fail (title != NULL);

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  if (prefix != NULL)
    {
      gtk_widget_set_valign (prefix, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), prefix);
    }
  if (suffix != NULL)
    {
      GtkWidget *label = gtk_label_new (suffix);

      gtk_widget_add_css_class (label, "title-4");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "choice-suffix");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
  self->n_rows++;
}

guint
tl_choice_list_get_n_choices (TlChoiceList *self)
{
  g_return_val_if_fail (TL_IS_CHOICE_LIST (self), 0);
  return self->n_rows;
}

void
tl_choice_list_focus_first (TlChoiceList *self)
{
  GtkListBoxRow *row;

  g_return_if_fail (TL_IS_CHOICE_LIST (self));

  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
tl_choice_list_dispose (GObject *object)
{
  TlChoiceList *self = TL_CHOICE_LIST (object);

  g_clear_pointer (&self->list, gtk_widget_unparent);

  G_OBJECT_CLASS (tl_choice_list_parent_class)->dispose (object);
}

static void
tl_choice_list_class_init (TlChoiceListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_choice_list_dispose;

  signals[SIGNAL_CHOSEN] =
    g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "choicelist");
}

static void
tl_choice_list_init (TlChoiceList *self)
{
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
}

GtkWidget *
tl_choice_list_new (void)
{
  return g_object_new (TL_TYPE_CHOICE_LIST, NULL);
}
