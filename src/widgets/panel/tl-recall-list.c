/* tl-recall-list.c — the followers a player may recall, with their points
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-recall-list.h"
#include "tl-meeple-icon.h"
#include "tl-place-text.h"

struct _TlRecallList
{
  GtkWidget parent_instance;

  GtkWidget *list;
  GArray *options;   /* of TlRecallOption, in row order */
  GtkWidget *marked; /* the row under the pointer or with the focus, whose place is marked */
};

G_DEFINE_FINAL_TYPE (TlRecallList, tl_recall_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_RECALL,
  SIGNAL_MARK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
tl_recall_list_dup_role (TlSegmentKind kind)
{
  switch (kind)
    {
    case TL_SEGMENT_MOUNTAIN:
      return g_strdup (_("Brigand on a mountain"));
    case TL_SEGMENT_GRASSLAND:
      return g_strdup (_("Explorer on a grassland"));
    case TL_SEGMENT_SEA:
      return g_strdup (_("Navigator on a sea"));
    case TL_SEGMENT_FIELD:
    case TL_SEGMENT_ROAD:
    case TL_SEGMENT_CITY:
    case TL_SEGMENT_MONASTERY:
    case TL_N_SEGMENT_KINDS:
    default:
      return g_strdup (_("Follower"));
    }
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TlRecallList  *self)
{
  int index = gtk_list_box_row_get_index (row);
  const TlRecallOption *option;

  if (index < 0 || (guint) index >= self->options->len)
    return;
  option = &g_array_index (self->options, TlRecallOption, index);
  g_signal_emit (self, signals[SIGNAL_RECALL], 0, option->x, option->y, option->port);
}

/* The row @row (NULL: none) names a follower's place now: emits `mark`. */
static void
mark_row (TlRecallList *self,
          GtkWidget    *row)
{
  int index = row != NULL ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : -1;

  self->marked = row;
  if (index >= 0 && (guint) index < self->options->len)
    {
      const TlRecallOption *option = &g_array_index (self->options, TlRecallOption, index);

      g_signal_emit (self, signals[SIGNAL_MARK], 0, TRUE, option->x, option->y, (int) option->port);
    }
  else
    g_signal_emit (self, signals[SIGNAL_MARK], 0, FALSE, 0, 0, -1);
}

static void
on_row_enter (GtkEventController *controller,
              TlRecallList       *self)
{
  mark_row (self, gtk_event_controller_get_widget (controller));
}

static void
on_row_leave (GtkEventController *controller,
              TlRecallList       *self)
{
  if (self->marked == gtk_event_controller_get_widget (controller))
    mark_row (self, NULL);
}

static GtkWidget *
build_row (TlRecallList         *self,
           const TlRecallOption *option,
           const char           *color)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = tl_meeple_icon_new (color);
  GtkWidget *points;
  g_autofree char *role = tl_recall_list_dup_role (option->kind);
  g_autofree char *where = tl_place_text_dup (NULL, option->x, option->y);
  /* Translators: the points a recall scores, shown as "+4" */
  g_autofree char *points_text = g_strdup_printf (_("+%d"), option->points);
  g_autofree char *tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "Recall it and score %d point",
                                                           "Recall it and score %d points",
                                                           ABS (option->points)),
                                              option->points);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), role);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, tooltip);

  gtk_widget_set_size_request (icon, 28, 28);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  points = gtk_label_new (points_text);
  gtk_widget_add_css_class (points, "title-3");
  gtk_widget_add_css_class (points, "numeric");
  gtk_widget_add_css_class (points, "recall-points");
  gtk_widget_set_valign (points, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), points);

  /* under the pointer, or with the keyboard's focus: its place is marked on
   * the board, as a row of the game log's is */
  g_signal_connect (motion, "enter", G_CALLBACK (on_row_enter), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_row_leave), self);
  gtk_widget_add_controller (row, motion);
  g_signal_connect (focus, "enter", G_CALLBACK (on_row_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_row_leave), self);
  gtk_widget_add_controller (row, focus);
  return row;
}

static void
tl_recall_list_dispose (GObject *object)
{
  TlRecallList *self = TL_RECALL_LIST (object);

  g_clear_pointer (&self->list, gtk_widget_unparent);
  g_clear_pointer (&self->options, g_array_unref);

  G_OBJECT_CLASS (tl_recall_list_parent_class)->dispose (object);
}

static void
tl_recall_list_class_init (TlRecallListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_recall_list_dispose;

  signals[SIGNAL_RECALL] =
    g_signal_new ("recall", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_MARK] =
    g_signal_new ("mark", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "recalllist");
}

static void
tl_recall_list_init (TlRecallList *self)
{
  self->options = g_array_new (FALSE, FALSE, sizeof (TlRecallOption));
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Followers to recall"),
                                  -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
}

GtkWidget *
tl_recall_list_new (void)
{
  return g_object_new (TL_TYPE_RECALL_LIST, NULL);
}

void
tl_recall_list_set_options (TlRecallList *self,
                            const GArray *options,
                            const char   *color)
{
  GtkWidget *child;

  g_return_if_fail (TL_IS_RECALL_LIST (self));

  /* the row marked goes: so does its mark */
  if (self->marked != NULL)
    mark_row (self, NULL);
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_array_set_size (self->options, 0);

  if (options == NULL)
    return;
  g_array_append_vals (self->options, options->data, options->len);
  for (guint i = 0; i < self->options->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list),
                         build_row (self, &g_array_index (self->options, TlRecallOption, i), color));
}

guint
tl_recall_list_get_n_options (TlRecallList *self)
{
  g_return_val_if_fail (TL_IS_RECALL_LIST (self), 0);
  return self->options->len;
}
