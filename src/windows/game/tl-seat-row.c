/* tl-seat-row.c — one seat of the new-game window: name, colour, a person or a
 * computer at one of its levels
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-seat-row.h"
#include "tl-meeple-icon.h"

/* The entry of the kind drop-down for a seat open to a friend. */
#define OPEN_ENTRY (2 + TL_AI_MAX_LEVEL)

/* The seat colours: ids as in game records, and their names on screen. */
static const struct {
  const char *id;
  const char *label;
} seat_colors[] = {
  { "red", N_("Red") },
  { "blue", N_("Blue") },
  { "green", N_("Green") },
  { "yellow", N_("Yellow") },
  { "black", N_("Black") },
};

struct _TlSeatRow
{
  AdwEntryRow parent_instance;

  guint seat;
  GtkWidget *icon;
  GtkDropDown *color_dropdown;
  GtkDropDown *kind_dropdown;
};

G_DEFINE_FINAL_TYPE (TlSeatRow, tl_seat_row, ADW_TYPE_ENTRY_ROW)

enum {
  PROP_0,
  PROP_COLOR_INDEX,
  PROP_OPEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint
tl_seat_row_n_colors (void)
{
  return G_N_ELEMENTS (seat_colors);
}

const char *
tl_seat_row_color_id (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (seat_colors), NULL);
  return seat_colors[index].id;
}

int
tl_seat_row_color_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_colors); i++)
    if (g_strcmp0 (seat_colors[i].id, id) == 0)
      return (int) i;
  return -1;
}

static void
on_color_selected (GtkDropDown *dropdown,
                   GParamSpec  *pspec,
                   TlSeatRow   *self)
{
  tl_meeple_icon_set_color (TL_MEEPLE_ICON (self->icon),
                            tl_seat_row_color_id (tl_seat_row_get_color_index (self)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR_INDEX]);
}

static void
on_kind_selected (GtkDropDown *dropdown,
                  GParamSpec  *pspec,
                  TlSeatRow   *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPEN]);
}

static void
tl_seat_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TlSeatRow *self = TL_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_COLOR_INDEX:
      g_value_set_uint (value, tl_seat_row_get_color_index (self));
      break;
    case PROP_OPEN:
      g_value_set_boolean (value, tl_seat_row_get_open (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_seat_row_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TlSeatRow *self = TL_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_COLOR_INDEX:
      tl_seat_row_set_color_index (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_seat_row_class_init (TlSeatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tl_seat_row_get_property;
  object_class->set_property = tl_seat_row_set_property;

  properties[PROP_COLOR_INDEX] =
    g_param_spec_uint ("color-index", NULL, NULL,
                       0, G_N_ELEMENTS (seat_colors) - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_OPEN] =
    g_param_spec_boolean ("open", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_seat_row_init (TlSeatRow *self)
{
  g_autoptr (GtkStringList) colors = gtk_string_list_new (NULL);
  /* entry 0 a person, entry 1 + level a computer (tl-ai.h: 0 Easy, 1 Normal, 2 Hard),
   * then OPEN_ENTRY: a friend joins with an invite link */
  const char *kinds[] = { _("Person"), _("Computer: Easy"), _("Computer: Normal"),
                          _("Computer: Hard"), _("Open (a friend joins)"), NULL };

  for (guint i = 0; i < G_N_ELEMENTS (seat_colors); i++)
    gtk_string_list_append (colors, _(seat_colors[i].label));

  /* a name longer than 40 characters is cut where it is typed (and where a
   * name from the History is set): the windows show at most that many */
  gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (self))),
                           TL_PLAYER_NAME_TYPED_MAX);

  self->icon = tl_meeple_icon_new (seat_colors[0].id);
  gtk_widget_set_valign (self->icon, GTK_ALIGN_CENTER);
  adw_entry_row_add_prefix (ADW_ENTRY_ROW (self), self->icon);

  self->color_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&colors)), NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->color_dropdown), GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (GTK_WIDGET (self->color_dropdown), 110, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->color_dropdown), _("Meeple colour"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->color_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Meeple colour"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self), GTK_WIDGET (self->color_dropdown));

  self->kind_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  gtk_widget_set_valign (GTK_WIDGET (self->kind_dropdown), GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (GTK_WIDGET (self->kind_dropdown), 180, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->kind_dropdown), _("Who plays this seat"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Who plays this seat"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self), GTK_WIDGET (self->kind_dropdown));

  g_signal_connect (self->color_dropdown, "notify::selected",
                    G_CALLBACK (on_color_selected), self);
  g_signal_connect (self->kind_dropdown, "notify::selected",
                    G_CALLBACK (on_kind_selected), self);
}

GtkWidget *
tl_seat_row_new (guint seat)
{
  TlSeatRow *self = g_object_new (TL_TYPE_SEAT_ROW, NULL);
  /* Translators: the title of a seat in the new-game window, and its default name */
  g_autofree char *title = g_strdup_printf (_("Player %u"), seat + 1);

  self->seat = seat;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  tl_seat_row_set_color_index (self, seat % G_N_ELEMENTS (seat_colors));
  return GTK_WIDGET (self);
}

char *
tl_seat_row_dup_name (TlSeatRow *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TL_IS_SEAT_ROW (self), NULL);

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self))));
  if (name[0] == '\0')
    return g_strdup_printf (_("Player %u"), self->seat + 1);
  return g_steal_pointer (&name);
}

guint
tl_seat_row_get_color_index (TlSeatRow *self)
{
  guint selected;

  g_return_val_if_fail (TL_IS_SEAT_ROW (self), 0);

  selected = gtk_drop_down_get_selected (self->color_dropdown);
  return selected < G_N_ELEMENTS (seat_colors) ? selected : 0;
}

void
tl_seat_row_set_color_index (TlSeatRow *self,
                             guint      index)
{
  g_return_if_fail (TL_IS_SEAT_ROW (self));
  g_return_if_fail (index < G_N_ELEMENTS (seat_colors));

  gtk_drop_down_set_selected (self->color_dropdown, index);
}

TlPlayerKind
tl_seat_row_get_kind (TlSeatRow *self)
{
  guint selected;

  g_return_val_if_fail (TL_IS_SEAT_ROW (self), TL_PLAYER_HUMAN);
  selected = gtk_drop_down_get_selected (self->kind_dropdown);
  return selected >= 1 && selected <= 1 + TL_AI_MAX_LEVEL ? TL_PLAYER_AI : TL_PLAYER_HUMAN;
}

void
tl_seat_row_set_kind (TlSeatRow    *self,
                      TlPlayerKind  kind)
{
  g_return_if_fail (TL_IS_SEAT_ROW (self));
  if (kind == TL_PLAYER_HUMAN && !tl_seat_row_get_open (self))
    gtk_drop_down_set_selected (self->kind_dropdown, 0);
  else if (tl_seat_row_get_kind (self) != TL_PLAYER_AI)
    gtk_drop_down_set_selected (self->kind_dropdown, 1 + TL_AI_NORMAL);
}

gint
tl_seat_row_get_level (TlSeatRow *self)
{
  guint selected;

  g_return_val_if_fail (TL_IS_SEAT_ROW (self), TL_AI_NORMAL);
  selected = gtk_drop_down_get_selected (self->kind_dropdown);
  return selected >= 1 && selected <= 1 + TL_AI_MAX_LEVEL ? (gint) selected - 1 : TL_AI_NORMAL;
}

void
tl_seat_row_set_level (TlSeatRow *self,
                       gint       level)
{
  g_return_if_fail (TL_IS_SEAT_ROW (self));
  if (tl_seat_row_get_kind (self) == TL_PLAYER_AI)
    gtk_drop_down_set_selected (self->kind_dropdown, 1 + CLAMP (level, 0, TL_AI_MAX_LEVEL));
}

gboolean
tl_seat_row_get_open (TlSeatRow *self)
{
  g_return_val_if_fail (TL_IS_SEAT_ROW (self), FALSE);
  return gtk_drop_down_get_selected (self->kind_dropdown) == OPEN_ENTRY;
}

void
tl_seat_row_set_open (TlSeatRow *self,
                      gboolean   open)
{
  g_return_if_fail (TL_IS_SEAT_ROW (self));
  if (open)
    gtk_drop_down_set_selected (self->kind_dropdown, OPEN_ENTRY);
  else if (tl_seat_row_get_open (self))
    gtk_drop_down_set_selected (self->kind_dropdown, 0);
}
