/* tl-hand-view.c — the tiles in the current player's hand
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-hand-view-private.h"
#include "tl-tile-preview.h"

/* Logical pixels of a tile: alone, and in a hand of two (side by side they fit
 * the side panel's 244 pixels). */
#define TL_HAND_SINGLE_SIZE 128
#define TL_HAND_DOUBLE_SIZE 100

struct _TlHandView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *buttons[2];
  TlTilePreview *previews[2];
  int types[2];       /* tile type in each place, -1 when empty */
  gboolean face_down;
};

G_DEFINE_FINAL_TYPE (TlHandView, tl_hand_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_button_clicked (GtkButton  *button,
                   TlHandView *self)
{
  guint slot = GTK_WIDGET (button) == self->buttons[0] ? 0 : 1;

  if (self->face_down || self->types[slot] < 0 || !gtk_widget_get_can_target (GTK_WIDGET (button)))
    return;
  if (!gtk_widget_has_css_class (self->buttons[slot], "chosen"))
    g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, self->types[slot]);
}

static void
tl_hand_view_dispose (GObject *object)
{
  TlHandView *self = TL_HAND_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tl_hand_view_parent_class)->dispose (object);
}

static void
tl_hand_view_class_init (TlHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_hand_view_dispose;

  signals[SIGNAL_CHOOSE] =
    g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "handview");
}

static void
tl_hand_view_init (TlHandView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *preview = tl_tile_preview_new ();
      GtkWidget *button = gtk_button_new ();

      gtk_widget_set_size_request (preview, TL_HAND_SINGLE_SIZE, TL_HAND_SINGLE_SIZE);
      gtk_button_set_child (GTK_BUTTON (button), preview);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "tile-choice");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked), self);
      gtk_box_append (GTK_BOX (self->box), button);

      self->buttons[i] = button;
      self->previews[i] = TL_TILE_PREVIEW (preview);
      self->types[i] = -1;
    }
  gtk_widget_set_visible (self->buttons[1], FALSE);
  tl_hand_view_set_hand (self, NULL, -1, 0, -1, FALSE, FALSE);
}

GtkWidget *
tl_hand_view_new (void)
{
  return g_object_new (TL_TYPE_HAND_VIEW, NULL);
}

void
tl_hand_view_set_hand (TlHandView *self,
                       TlTileSet  *set,
                       int         chosen,
                       guint       r,
                       int         other,
                       gboolean    face_down,
                       gboolean    choosable)
{
  gboolean pair = chosen >= 0 && other >= 0;
  guint chosen_slot = 0;
  int size = pair ? TL_HAND_DOUBLE_SIZE : TL_HAND_SINGLE_SIZE;

  g_return_if_fail (TL_IS_HAND_VIEW (self));

  /* The same two tiles as before: each stays in its place. */
  if (pair && self->types[1] == chosen && self->types[0] == other)
    chosen_slot = 1;
  self->types[chosen_slot] = chosen;
  self->types[1 - chosen_slot] = pair ? other : -1;
  self->face_down = face_down;

  for (guint i = 0; i < 2; i++)
    {
      gboolean is_chosen = i == chosen_slot;
      GtkWidget *button = self->buttons[i];

      tl_tile_preview_set_tile (self->previews[i], set, self->types[i], is_chosen ? r : 0);
      tl_tile_preview_set_face_down (self->previews[i], face_down && self->types[i] >= 0);
      gtk_widget_set_size_request (GTK_WIDGET (self->previews[i]), size, size);

      /* Only a hand of two, face up, offers a choice. */
      gtk_widget_set_can_target (button, pair && !face_down && choosable);
      gtk_widget_set_focusable (button, pair && !face_down && choosable);
      if (pair && is_chosen && !face_down)
        gtk_widget_add_css_class (button, "chosen");
      else
        gtk_widget_remove_css_class (button, "chosen");
      if (pair && !face_down && choosable)
        gtk_widget_set_tooltip_text (button, is_chosen ? _("The tile to place")
                                                       : _("Place this tile instead (T)"));
      else
        gtk_widget_set_tooltip_text (button, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      face_down && self->types[i] >= 0 ? _("Face-down tile in hand")
                                      : !pair ? _("Tile in hand")
                                      : is_chosen ? _("The tile to place")
                                      : _("Other tile in hand"), -1);
    }
  gtk_widget_set_visible (self->buttons[1], pair);
}

int
_tl_hand_view_get_tile (TlHandView *self,
                       guint       slot,
                       gboolean   *face_down)
{
  g_return_val_if_fail (TL_IS_HAND_VIEW (self), -1);
  g_return_val_if_fail (slot < 2, -1);

  if (face_down != NULL)
    *face_down = self->face_down && self->types[slot] >= 0;
  if (!gtk_widget_get_visible (self->buttons[slot]))
    return -1;
  return self->types[slot];
}
