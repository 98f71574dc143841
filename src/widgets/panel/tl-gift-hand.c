/* tl-gift-hand.c — the gifts of a game: the viewer's cards, the others' counts, the piles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-gift-hand-private.h"
#include "tl-gift-icon.h"
#include "tl-meeple-icon.h"
#include "tl-player-name.h"

struct _TlGiftHand
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *cards;       /* GtkListBox: the viewer's cards */
  GtkWidget *empty_label; /* the viewer holds none */
  GtkWidget *others;      /* GtkBox: one line per other seat */
  GtkWidget *top_card;    /* TlGiftIcon: the discard pile's top */
  GtkWidget *pile_label;

  int viewer;
  int row_cards[TL_N_GIFT_CARDS]; /* the card of each row */
  guint n_rows;
};

G_DEFINE_FINAL_TYPE (TlGiftHand, tl_gift_hand, GTK_TYPE_WIDGET)

enum {
  SIGNAL_OPEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TlGiftHand    *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (index >= 0 && (guint) index < self->n_rows)
    g_signal_emit (self, signals[SIGNAL_OPEN], 0, self->row_cards[index]);
}

/* A card of the viewer's hand, numbered as held (@number: 1 … 5, its row from
 * the top, the key that opens it). */
static GtkWidget *
card_row (int      card,
          guint    count,
          guint    number,
          gboolean can_open)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = tl_gift_icon_new (card);
  g_autofree char *key = g_strdup_printf ("%u", number);
  GtkWidget *keycap = gtk_shortcut_label_new (key);
  /* Translators: how many cards of a kind a player holds, as in "×2" */
  g_autofree char *count_text = g_strdup_printf (_("×%u"), count);
  GtkWidget *count_label = gtk_label_new (count_text);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tl_gift_card_title (card));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tl_gift_card_summary (card));
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (keycap, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (keycap, "gift-number");
  /* (libadwaita 1.2 puts the prefix added last first: the number, then the card) */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), keycap);
  gtk_widget_add_css_class (count_label, "numeric");
  gtk_widget_add_css_class (count_label, "dim-label");
  gtk_widget_set_valign (count_label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), count_label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), can_open);
  /* a card that cannot be opened now (a gift was opened this turn, the tile
   * is placed, another seat plays) looks so */
  gtk_widget_set_sensitive (row, can_open);
  if (can_open)
    {
      g_autofree char *tooltip = g_strdup_printf (_("Open %s"), tl_gift_card_title (card));

      gtk_widget_set_tooltip_text (row, tooltip);
      gtk_widget_add_css_class (row, "gift-openable");
    }
  return row;
}

/* One seat as a count: its meeple, its name, a card back and "×N". */
static GtkWidget *
count_line (TlGame *game,
            guint   seat)
{
  const TlPlayerInfo *info = tl_game_player_info (game, seat);
  guint held = tl_gifts_held (tl_game_get_state (game), seat);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = tl_player_name_label_new (info->name);
  GtkWidget *back = tl_gift_icon_new (-1);
  g_autofree char *count_text = g_strdup_printf (_("×%u"), held);
  GtkWidget *count = gtk_label_new (count_text);
  /* Translators: "%s" is a player's name, "%u" how many gifts they hold */
  g_autofree char *tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s holds %u gift", "%s holds %u gifts", held),
                                              info->name, held);

  gtk_box_append (GTK_BOX (line), tl_meeple_icon_new (info->color));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (line), name);
  gtk_widget_set_size_request (back, 18, 24);
  gtk_box_append (GTK_BOX (line), back);
  gtk_widget_add_css_class (count, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (count), 3);
  gtk_label_set_xalign (GTK_LABEL (count), 0);
  gtk_box_append (GTK_BOX (line), count);
  gtk_widget_set_tooltip_text (line, tooltip);
  if (held == 0)
    gtk_widget_add_css_class (line, "dim-label");
  return line;
}

static void
clear_children (GtkWidget *parent,
                gboolean   list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (list)
        gtk_list_box_remove (GTK_LIST_BOX (parent), child);
      else
        gtk_box_remove (GTK_BOX (parent), child);
    }
}

void
tl_gift_hand_update (TlGiftHand *self,
                     TlGame     *game,
                     int         viewer,
                     gboolean    can_open)
{
  const TlGameState *state;
  const guint8 *pile;
  guint n_pile = 0, n_seats, deck;
  g_autofree char *pile_text = NULL;

  g_return_if_fail (TL_IS_GIFT_HAND (self));

  clear_children (self->cards, TRUE);
  clear_children (self->others, FALSE);
  self->n_rows = 0;
  self->viewer = -1;
  if (game == NULL || !tl_game_state_has_expansion (tl_game_get_state (game), "gifts"))
    {
      gtk_widget_set_visible (self->cards, FALSE);
      gtk_widget_set_visible (self->empty_label, FALSE);
      return;
    }

  state = tl_game_get_state (game);
  n_seats = tl_game_get_n_players (game);
  if (viewer >= 0 && (guint) viewer < n_seats)
    {
      guint counts[TL_N_GIFT_CARDS];

      self->viewer = viewer;
      tl_gifts_hand (state, viewer, counts);
      for (guint card = 0; card < TL_N_GIFT_CARDS; card++)
        if (counts[card] > 0)
          {
            self->row_cards[self->n_rows++] = card;
            gtk_list_box_append (GTK_LIST_BOX (self->cards),
                                 card_row (card, counts[card], self->n_rows, can_open));
          }
    }
  gtk_widget_set_visible (self->cards, self->n_rows > 0);
  gtk_widget_set_visible (self->empty_label, self->viewer >= 0 && self->n_rows == 0);

  for (guint seat = 0; seat < n_seats; seat++)
    if ((int) seat != self->viewer)
      gtk_box_append (GTK_BOX (self->others), count_line (game, seat));

  pile = tl_gifts_discard_pile (state, &n_pile);
  deck = tl_gifts_deck_left (state);
  tl_gift_icon_set_card (TL_GIFT_ICON (self->top_card), n_pile > 0 ? pile[n_pile - 1] : -1);
  gtk_widget_set_opacity (self->top_card, n_pile > 0 ? 1.0 : 0.35);
  if (n_pile > 0)
    /* Translators: the gift piles: "%s" is the card on top of the discard
     * pile, then how many cards lie there and how many are left in the deck */
    pile_text = g_strdup_printf (_("Discard pile: %u, %s on top\nGift deck: %u left"),
                                 n_pile, tl_gift_card_title (pile[n_pile - 1]), deck);
  else
    pile_text = g_strdup_printf (_("Discard pile: empty\nGift deck: %u left"), deck);
  gtk_label_set_label (GTK_LABEL (self->pile_label), pile_text);
}

int
_tl_gift_hand_get_viewer (TlGiftHand *self)
{
  g_return_val_if_fail (TL_IS_GIFT_HAND (self), -1);
  return self->viewer;
}

int
tl_gift_hand_get_card (TlGiftHand *self,
                       guint       number)
{
  g_return_val_if_fail (TL_IS_GIFT_HAND (self), -1);

  if (number < 1 || number > self->n_rows)
    return -1;
  return self->row_cards[number - 1];
}

guint
_tl_gift_hand_get_n_card_rows (TlGiftHand *self)
{
  g_return_val_if_fail (TL_IS_GIFT_HAND (self), 0);
  return self->n_rows;
}

GtkWidget *
_tl_gift_hand_get_card_row (TlGiftHand *self,
                           guint       index)
{
  g_return_val_if_fail (TL_IS_GIFT_HAND (self), NULL);

  if (index >= self->n_rows)
    return NULL;
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->cards), (int) index));
}

static void
tl_gift_hand_dispose (GObject *object)
{
  TlGiftHand *self = TL_GIFT_HAND (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tl_gift_hand_parent_class)->dispose (object);
}

static void
tl_gift_hand_class_init (TlGiftHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_gift_hand_dispose;

  signals[SIGNAL_OPEN] =
    g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gifthand");
}

static void
tl_gift_hand_init (TlGiftHand *self)
{
  GtkWidget *pile_line;

  self->viewer = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->cards = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->cards), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->cards, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your gifts"),
                                  -1);
  g_signal_connect (self->cards, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_box_append (GTK_BOX (self->box), self->cards);

  self->empty_label = gtk_label_new (_("No gifts in hand. Extend a road or city another player holds to receive one."));
  gtk_label_set_wrap (GTK_LABEL (self->empty_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->empty_label), 28);
  gtk_label_set_xalign (GTK_LABEL (self->empty_label), 0);
  gtk_widget_add_css_class (self->empty_label, "dim-label");
  gtk_widget_add_css_class (self->empty_label, "caption");
  gtk_box_append (GTK_BOX (self->box), self->empty_label);

  self->others = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self->box), self->others);

  pile_line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  self->top_card = tl_gift_icon_new (-1);
  gtk_box_append (GTK_BOX (pile_line), self->top_card);
  self->pile_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->pile_label), 0);
  gtk_widget_add_css_class (self->pile_label, "caption");
  gtk_widget_add_css_class (self->pile_label, "numeric");
  gtk_box_append (GTK_BOX (pile_line), self->pile_label);
  gtk_box_append (GTK_BOX (self->box), pile_line);
}

GtkWidget *
tl_gift_hand_new (void)
{
  return g_object_new (TL_TYPE_GIFT_HAND, NULL);
}
