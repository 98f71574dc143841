/* tl-turn-bar.c — the turn in one line under the board, while the side panel is folded
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-turn-bar-private.h"
#include "tl-meeple-icon.h"
#include "tl-tile-preview.h"

struct _TlTurnBar
{
  GtkBox parent_instance;

  /* template */
  TlMeepleIcon *meeple;
  GtkLabel *status_label;
  TlTilePreview *tile_preview;
  GtkWidget *link_button;
  TlTilePreview *link_preview;
  GtkLabel *link_label;
  GtkWidget *turn_buttons;
  GtkWidget *take_back_button;
  GtkWidget *confirm_button;
  GtkWidget *new_game_button;

  TlGame *game;
  gboolean has_tile;   /* a tile in hand to show */
  gboolean result;     /* the game is over: its result shows */
};

G_DEFINE_FINAL_TYPE (TlTurnBar, tl_turn_bar, GTK_TYPE_BOX)

void
tl_turn_bar_set_game (TlTurnBar *self,
                      TlGame    *game)
{
  g_return_if_fail (TL_IS_TURN_BAR (self));
  g_set_object (&self->game, game);
}

void
tl_turn_bar_set_status (TlTurnBar  *self,
                        const char *markup)
{
  gboolean playing;

  g_return_if_fail (TL_IS_TURN_BAR (self));

  playing = self->game != NULL && tl_game_get_phase (self->game) != TL_PHASE_OVER;
  gtk_label_set_markup (self->status_label, markup);
  /* all of it, where three lines cut it short */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), gtk_label_get_text (self->status_label));
  if (playing)
    tl_meeple_icon_set_color (self->meeple,
                              tl_game_player_info (self->game, tl_game_get_current_player (self->game))->color);
  gtk_widget_set_visible (GTK_WIDGET (self->meeple), playing);
}

static void
update_tile_visible (TlTurnBar *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->tile_preview),
                          self->has_tile && !self->result
                          && !(gtk_widget_get_visible (self->link_button)
                               && gtk_widget_get_visible (GTK_WIDGET (self->link_preview))));
}

void
tl_turn_bar_set_tile (TlTurnBar *self,
                      TlTileSet *set,
                      int        tile,
                      guint      r,
                      gboolean   face_down)
{
  g_return_if_fail (TL_IS_TURN_BAR (self));

  tl_tile_preview_set_tile (self->tile_preview, set, tile, r);
  tl_tile_preview_set_face_down (self->tile_preview, face_down && tile >= 0);
  self->has_tile = tile >= 0;
  update_tile_visible (self);
}

void
tl_turn_bar_set_link (TlTurnBar  *self,
                      const char *label,
                      const char *tooltip,
                      TlTileSet  *set,
                      int         tile)
{
  g_return_if_fail (TL_IS_TURN_BAR (self));

  gtk_widget_set_visible (self->link_button, label != NULL);
  if (label == NULL)
    {
      update_tile_visible (self);
      return;
    }
  gtk_label_set_text_with_mnemonic (self->link_label, label);
  gtk_widget_set_tooltip_text (self->link_button, tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->link_preview), set != NULL && tile >= 0);
  if (set != NULL && tile >= 0)
    tl_tile_preview_set_tile (self->link_preview, set, tile, 0);
  /* one tile picture in the bar: the link's (the tile looked at) stands for
   * the tile in hand, which lies placed on the board by then */
  update_tile_visible (self);
}

/* The confirm button's label is shortened with "…" where the bar lacks room
 * for it (a long step's label in Romanian in the 480 px window). Not wrapped:
 * in a row, a wrapping label is as narrow as the row's height allows, and it
 * would break into lines even where the whole label fits. Never shorter than
 * @chars characters: Confirm Turn and a bit; Take Back only gives way in the
 * 480 px window while the link button shows (the gifts before placing, the
 * tile looked at after a chip), when it cannot be used anyway. */
static void
shorten_label (GtkWidget *button,
               int        chars)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), chars);
}

void
tl_turn_bar_set_confirm (TlTurnBar  *self,
                         const char *label,
                         const char *tooltip)
{
  g_return_if_fail (TL_IS_TURN_BAR (self));

  gtk_button_set_label (GTK_BUTTON (self->confirm_button), label);
  shorten_label (self->confirm_button, 14);
  gtk_widget_set_tooltip_text (self->confirm_button, tooltip);
}

void
tl_turn_bar_set_result (TlTurnBar  *self,
                        const char *result)
{
  g_return_if_fail (TL_IS_TURN_BAR (self));

  self->result = result != NULL;
  gtk_widget_set_visible (self->turn_buttons, result == NULL);
  gtk_widget_set_visible (self->new_game_button, result != NULL);
  if (result != NULL)
    {
      gtk_label_set_text (self->status_label, result);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), result);
      gtk_widget_set_visible (GTK_WIDGET (self->meeple), FALSE);
      gtk_widget_set_visible (self->link_button, FALSE);
    }
  update_tile_visible (self);
}

const char *
tl_turn_bar_get_text (TlTurnBar *self)
{
  g_return_val_if_fail (TL_IS_TURN_BAR (self), NULL);
  return gtk_label_get_text (self->status_label);
}

int
_tl_turn_bar_get_tile (TlTurnBar *self)
{
  g_return_val_if_fail (TL_IS_TURN_BAR (self), -1);
  return gtk_widget_get_visible (GTK_WIDGET (self->tile_preview))
         ? tl_tile_preview_get_tile (self->tile_preview) : -1;
}

const char *
_tl_turn_bar_get_link (TlTurnBar *self,
                       int       *tile)
{
  g_return_val_if_fail (TL_IS_TURN_BAR (self), NULL);

  if (tile != NULL)
    *tile = gtk_widget_get_visible (GTK_WIDGET (self->link_preview))
            ? tl_tile_preview_get_tile (self->link_preview) : -1;
  return gtk_widget_get_visible (self->link_button) ? gtk_label_get_label (self->link_label) : NULL;
}

GtkWidget *
_tl_turn_bar_get_link_button (TlTurnBar *self)
{
  g_return_val_if_fail (TL_IS_TURN_BAR (self), NULL);
  return self->link_button;
}

static void
tl_turn_bar_dispose (GObject *object)
{
  g_clear_object (&TL_TURN_BAR (object)->game);
  gtk_widget_dispose_template (GTK_WIDGET (object), TL_TYPE_TURN_BAR);
  G_OBJECT_CLASS (tl_turn_bar_parent_class)->dispose (object);
}

static void
tl_turn_bar_class_init (TlTurnBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_turn_bar_dispose;

  g_type_ensure (TL_TYPE_MEEPLE_ICON);
  g_type_ensure (TL_TYPE_TILE_PREVIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-turn-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, meeple);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, tile_preview);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, link_button);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, link_preview);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, link_label);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, turn_buttons);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, TlTurnBar, new_game_button);
}

static void
tl_turn_bar_init (TlTurnBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  shorten_label (self->confirm_button, 14);
  shorten_label (self->new_game_button, 14);
  shorten_label (self->take_back_button, 4);
  gtk_widget_set_visible (GTK_WIDGET (self->tile_preview), FALSE);
}
