/* tl-window-gifts.c — The Gifts in the main window: the hand, the opening flow
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a gift (gifts.md §3, §4), while the seat to play may open one:
 * choose a card (its row in the gift hand, a key 1–5, or `win.open-gift`);
 * a card that needs a target offers its targets in the side panel's choice
 * list and on the board; Change Position then offers where the follower goes;
 * a confirmation ("Open Road Sweeper?") says what will happen ("The road
 * scores 4 for Blue, its meeples go home.") and opens it. A card with no target warns that
 * it will be wasted. Take 2 is confirmed, then both tiles are in hand.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-window-private.h"
#include "tl-board-view-gifts.h"
#include "tl-gift-icon.h"
#include "tl-gift-text.h"
#include "tl-meeple-icon.h"

/* The seat whose cards the gift hand shows face up: the only person at the
 * screen, or the seat to play once it may play; -1 for nobody. */
static int
viewer (TlWindow *self)
{
  guint n = tl_game_get_n_players (self->game);

  if (tl_window_n_humans (self) == 1)
    {
      for (guint i = 0; i < n; i++)
        if (tl_game_player_info (self->game, i)->kind == TL_PLAYER_HUMAN)
          return (int) i;
    }
  if (tl_window_can_play (self))
    return (int) tl_game_get_current_player (self->game);
  return -1;
}

static gboolean
may_open (TlWindow *self)
{
  return self->game != NULL && tl_window_can_play (self)
         && tl_gifts_can_open (tl_game_get_state (self->game));
}

static gboolean
choosing_gift (TlWindow *self)
{
  return self->choice == TL_WINDOW_CHOICE_GIFT_TARGET || self->choice == TL_WINDOW_CHOICE_GIFT_CHANGE;
}

/* The board lights up the targets of @card while they are offered in the list. */
static void
board_begin_target (TlWindow   *self,
                    TlGiftCard  card)
{
  tl_board_view_begin_gift_target (self->board_view, card);
}

static void
board_end_target (TlWindow *self)
{
  tl_board_view_end_gift_target (self->board_view);
  g_clear_handle_id (&self->board_idle, g_source_remove);
}

/* Ends the choice of a target, on the board too. */
static void
end_gift_choice (TlWindow *self)
{
  if (choosing_gift (self))
    tl_window_end_choice (self);
}

void
tl_window_gifts_update (TlWindow *self)
{
  gboolean gifts = self->game != NULL
                   && tl_game_state_has_expansion (tl_game_get_state (self->game), "gifts");
  gboolean open = gifts && may_open (self);
  guint first, second;

  if (choosing_gift (self) && !open)
    end_gift_choice (self);
  /* The hand before placing, to tell what placing brought. */
  if (gifts && tl_game_get_phase (self->game) == TL_PHASE_PLACE)
    {
      tl_gifts_hand (tl_game_get_state (self->game), tl_game_get_current_player (self->game),
                     self->gift_counts);
      self->gift_turn = tl_game_get_turn (self->game);
    }

  gtk_widget_set_visible (self->gift_box, gifts);
  tl_gift_hand_update (self->gift_hand, gifts ? self->game : NULL,
                       gifts ? viewer (self) : -1, open);

  tl_window_set_enabled (self, "open-gift", open);
  tl_window_set_enabled (self, "gift-target", choosing_gift (self));
  tl_window_set_enabled (self, "cancel-gift", choosing_gift (self));
  tl_window_set_enabled (self, "take2-keep",
                         self->game != NULL && tl_window_can_play (self)
                         && tl_game_get_phase (self->game) == TL_PHASE_PLACE
                         && tl_gifts_take2_tiles (tl_game_get_state (self->game), &first, &second));
}

char *
tl_window_gifts_hint (TlWindow *self)
{
  switch (self->choice)
    {
    case TL_WINDOW_CHOICE_GIFT_TARGET:
      switch (self->gift_card)
        {
        case TL_GIFT_SYNOD:
          return g_strdup (_("Synod: choose a monastery on the board or in the list. Escape keeps the gift."));
        case TL_GIFT_ROAD_SWEEPER:
          return g_strdup (_("Road Sweeper: choose a road on the board or in the list. Escape keeps the gift."));
        case TL_GIFT_CASH_OUT:
          return g_strdup (_("Cash Out: choose one of your meeples on the board or in the list. Escape keeps the gift."));
        case TL_GIFT_CHANGE_POSITION:
          return g_strdup (_("Change Position: choose one of your meeples on the board or in the list. Escape keeps the gift."));
        default:
          return NULL;
        }
    case TL_WINDOW_CHOICE_GIFT_CHANGE:
      return g_strdup (_("Change Position: choose where the meeple goes on its tile. Escape keeps the gift."));
    case TL_WINDOW_CHOICE_NONE:
    case TL_WINDOW_CHOICE_PEEK:
    default:
      return NULL;
    }
}

/* Fills the choice list with @targets (moved into self->choices). */
static void
offer (TlWindow         *self,
       TlWindowChoice    choice,
       const char       *heading,
       GArray           *targets,
       const TlPosition *from)
{
  const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));

  tl_window_clear_choices (self);
  self->choice = choice;
  g_array_append_vals (self->choices, targets->data, targets->len);
  gtk_label_set_label (self->choice_heading, heading);
  for (guint i = 0; i < self->choices->len; i++)
    {
      const TlPosition *at = &g_array_index (self->choices, TlPosition, i);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *points = NULL;
      GtkWidget *prefix = NULL;

      tl_gift_text_target (self->game, self->gift_card, at, from, &title, &subtitle, &points);
      if (self->gift_card == TL_GIFT_CASH_OUT || self->gift_card == TL_GIFT_CHANGE_POSITION)
        prefix = tl_meeple_icon_new (info->color);
      else
        prefix = tl_gift_icon_new (self->gift_card);
      tl_choice_list_append (self->choice_list, title, subtitle, prefix, points);
    }
  gtk_widget_set_visible (self->choice_cancel, TRUE);
  gtk_widget_set_visible (self->choice_box, TRUE);
}

static void
open_gift (TlWindow           *self,
           const TlGiftRecord *gift)
{
  g_autoptr (GError) error = NULL;

  end_gift_choice (self);
  if (!tl_game_open_gift (self->game, gift, &error))
    tl_window_show_error (self, error);
}

static void
on_confirm_response (AdwMessageDialog *dialog,
                     const char       *response,
                     TlWindow         *self)
{
  const TlGiftRecord *gift = g_object_get_data (G_OBJECT (dialog), "tl-gift");

  self->confirming = FALSE;
  if (g_strcmp0 (response, "open") == 0 && may_open (self))
    open_gift (self, gift);
  else if (!gift->has_at)
    end_gift_choice (self); /* nothing else to choose */
  else if (choosing_gift (self))
    /* the targets are offered again: the person may choose another */
    board_begin_target (self, self->gift_card);
  tl_window_refresh (self);
}

/* Asks before opening @gift, saying what it does. */
static void
confirm (TlWindow           *self,
         const TlGiftRecord *gift)
{
  g_autofree char *body = tl_gift_text_effect (self->game, gift);
  gboolean wasted = !gift->has_at && gift->card != TL_GIFT_TAKE_2;
  g_autofree char *heading = wasted ? g_strdup (_("Waste This Gift?"))
                             /* Translators: "%s" is a gift card's name */
                             : g_strdup_printf (_("Open %s?"), tl_gift_card_title (gift->card));
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "open", wasted ? _("_Open Anyway") : _("_Open Gift"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "open",
                                              wasted ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "open");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "tl-gift", g_memdup2 (gift, sizeof *gift), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_confirm_response), self, 0);
  self->confirming = TRUE;
  board_end_target (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const char *
target_heading (TlGiftCard card)
{
  switch (card)
    {
    case TL_GIFT_SYNOD:
      return _("Synod: Choose a Monastery");
    case TL_GIFT_ROAD_SWEEPER:
      return _("Road Sweeper: Choose a Road");
    case TL_GIFT_CASH_OUT:
      return _("Cash Out: Choose a Meeple");
    case TL_GIFT_CHANGE_POSITION:
      return _("Change Position: Choose a Meeple");
    case TL_GIFT_TAKE_2:
    case TL_N_GIFT_CARDS:
    default:
      return tl_gift_card_title (card);
    }
}

/* Starts opening @card: its targets, or the question. */
static void
begin (TlWindow   *self,
       TlGiftCard  card)
{
  g_autoptr (GArray) targets = NULL;
  TlGiftRecord gift = { .card = card, .second = -1, .keep = -1 };
  guint counts[TL_N_GIFT_CARDS];

  if (!may_open (self))
    return;
  tl_gifts_hand (tl_game_get_state (self->game), tl_game_get_current_player (self->game), counts);
  if (counts[card] == 0)
    {
      /* Translators: "%s" is a gift card's name */
      g_autofree char *message = g_strdup_printf (_("You hold no %s gift"), tl_gift_card_title (card));
      tl_window_show_toast (self, message);
      return;
    }

  end_gift_choice (self);
  targets = tl_game_gift_targets (self->game, card);
  self->gift_card = card;
  if (card == TL_GIFT_TAKE_2 || targets->len == 0)
    {
      confirm (self, &gift);
      return;
    }
  offer (self, TL_WINDOW_CHOICE_GIFT_TARGET, target_heading (card), targets, NULL);
  board_begin_target (self, card);
  tl_window_refresh (self);
  tl_choice_list_focus_first (self->choice_list);
}

static gboolean
position_in (const GArray     *positions,
             const TlPosition *at)
{
  for (guint i = 0; i < positions->len; i++)
    {
      const TlPosition *p = &g_array_index (positions, TlPosition, i);

      if (p->x == at->x && p->y == at->y && p->port == at->port)
        return TRUE;
    }
  return FALSE;
}

/* A target was chosen, on the board or in the list (or by the action): the
 * follower's new place too when @to is given (Change Position). */
static void
choose_target (TlWindow         *self,
               const TlPosition *at,
               const TlPosition *to)
{
  TlGiftRecord gift = { .card = self->gift_card, .has_at = TRUE, .second = -1, .keep = -1 };
  g_autoptr (GArray) targets = NULL;

  if (!choosing_gift (self) || !may_open (self))
    return;

  if (self->choice == TL_WINDOW_CHOICE_GIFT_CHANGE && to == NULL)
    {
      /* the second step of Change Position: @at is where the follower goes */
      to = at;
      at = &self->gift_from;
    }

  targets = tl_game_gift_targets (self->game, self->gift_card);
  if (!position_in (targets, at))
    {
      /* Translators: "%s" is a gift card's name */
      g_autofree char *message = g_strdup_printf (_("%s cannot act there"), tl_gift_card_title (self->gift_card));
      tl_window_show_toast (self, message);
      return;
    }
  gift.at = *at;

  if (self->gift_card == TL_GIFT_CHANGE_POSITION)
    {
      g_autoptr (GArray) places = tl_game_gift_change_targets (self->game, at);

      if (to == NULL && places->len == 1)
        to = &g_array_index (places, TlPosition, 0);
      if (to == NULL)
        {
          self->gift_from = *at;
          offer (self, TL_WINDOW_CHOICE_GIFT_CHANGE, _("Change Position: Where Does It Go?"), places, at);
          /* the board offers the followers again: a click there chooses both */
          board_begin_target (self, self->gift_card);
          tl_window_refresh (self);
          tl_choice_list_focus_first (self->choice_list);
          return;
        }
      if (!position_in (places, to))
        {
          tl_window_show_toast (self, _("The meeple cannot go there"));
          return;
        }
      gift.has_to = TRUE;
      gift.to = *to;
    }
  confirm (self, &gift);
}

void
tl_window_gifts_chosen (TlWindow *self,
                        guint     index)
{
  TlPosition at;

  if (!choosing_gift (self) || index >= self->choices->len)
    return;
  at = g_array_index (self->choices, TlPosition, index);
  choose_target (self, &at, NULL);
}

void
tl_window_gifts_on_open (TlGiftHand *hand,
                         int         card,
                         TlWindow   *self)
{
  g_action_group_activate_action (G_ACTION_GROUP (self), "open-gift",
                                  g_variant_new_string (tl_gift_card_name (card)));
}

/* The board's targeting mode: a target (and for Change Position its new place)
 * was clicked. */
static void
on_board_target_chosen (TlBoardView *view,
                        int          x,
                        int          y,
                        guint        port,
                        int          to_x,
                        int          to_y,
                        int          to_port,
                        TlWindow    *self)
{
  TlPosition at = { x, y, port }, to = { to_x, to_y, (guint) to_port };

  choose_target (self, &at, to_port >= 0 ? &to : NULL);
}

static gboolean
board_idle (gpointer data)
{
  TlWindow *self = data;

  self->board_idle = 0;
  if (choosing_gift (self) && !self->confirming &&
      tl_board_view_get_gift_card (self->board_view) < 0)
    {
      end_gift_choice (self);
      tl_window_refresh (self);
    }
  return G_SOURCE_REMOVE;
}

/* The board stopped targeting: after a click on a target (`gift-target-chosen`
 * follows at once and asks), or by itself (Escape): then the gift stays shut. */
static void
on_board_gift_card (GObject    *view,
                    GParamSpec *pspec,
                    TlWindow   *self)
{
  if (choosing_gift (self) && self->board_idle == 0 &&
      tl_board_view_get_gift_card (self->board_view) < 0)
    self->board_idle = g_idle_add (board_idle, self);
}

void
tl_window_gifts_connect_board (TlWindow *self)
{
  g_signal_connect (self->board_view, "gift-target-chosen",
                    G_CALLBACK (on_board_target_chosen), self);
  g_signal_connect (self->board_view, "notify::gift-card",
                    G_CALLBACK (on_board_gift_card), self);
}

/* Tells about gifts the person at the screen did not see happen: the seat to
 * play received one by placing (its name, to that person only), a computer
 * player opened one (public: the card lies face up on the discard pile). */
void
tl_window_gifts_note (TlWindow *self)
{
  const TlGameState *state;
  const TlRecord *record;
  guint turn, current, counts[TL_N_GIFT_CARDS];
  guint n_players;

  if (self->game == NULL || !tl_game_state_has_expansion (tl_game_get_state (self->game), "gifts"))
    return;

  state = tl_game_get_state (self->game);
  record = tl_game_get_record (self->game);
  n_players = tl_game_get_n_players (self->game);
  for (guint i = self->turns_seen; i < record->turns->len && n_players > 0; i++)
    {
      const TlTurnRecord *done = &g_array_index (record->turns, TlTurnRecord, i);
      const TlPlayerInfo *info = tl_game_player_info (self->game, i % n_players);

      if (done->has_gift && info->kind == TL_PLAYER_AI)
        {
          /* Translators: "%s" is a computer player's name, then a gift card's name */
          g_autofree char *message = g_strdup_printf (_("%s opened a gift: %s"), info->name,
                                                      tl_gift_card_title (done->gift.card));
          tl_window_show_toast (self, message);
        }
    }
  self->turns_seen = record->turns->len;

  turn = tl_game_get_turn (self->game);
  current = tl_game_get_current_player (self->game);
  if (tl_game_get_phase (self->game) != TL_PHASE_FOLLOWER || self->gift_turn != turn ||
      self->received_turn == turn || !tl_window_can_play (self))
    return;
  tl_gifts_hand (state, current, counts);
  for (guint card = 0; card < TL_N_GIFT_CARDS; card++)
    if (counts[card] > self->gift_counts[card])
      {
        /* Translators: "%s" is a gift card's name */
        g_autofree char *message = g_strdup_printf (_("You received a gift: %s. You may open it from your next turn on."),
                                                    tl_gift_card_title (card));
        self->received_turn = turn;
        tl_window_show_toast (self, message);
        break;
      }
}

/* Actions */

static void
action_open_gift (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  TlWindow *self = data;
  const char *name = g_variant_get_string (parameter, NULL);
  int card = tl_gift_card_from_name (name);

  if (card < 0)
    {
      /* Translators: "%s" is what was given instead of a gift card's name */
      g_autofree char *message = g_strdup_printf (_("“%s” is not a gift card"), name);
      tl_window_show_toast (self, message);
      return;
    }
  begin (self, card);
}

static void
action_gift_target (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;
  const char *name;
  gint32 x, y;
  int port;
  TlPosition at;

  g_variant_get (parameter, "(ii&s)", &x, &y, &name);
  port = tl_port_from_name (name);
  if (port < 0)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a port name"), name);
      tl_window_show_toast (self, message);
      return;
    }
  at = (TlPosition) { x, y, (guint) port };
  choose_target (self, &at, NULL);
}

static void
action_cancel_gift (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;

  end_gift_choice (self);
  tl_window_refresh (self);
}

static void
action_take2_keep (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  int type = g_variant_get_int32 (parameter);

  if (self->game == NULL || !tl_window_can_play (self) || type < 0)
    return;
  if (!tl_game_take2_keep (self->game, (guint) type, &error))
    tl_window_show_error (self, error);
}

static const GActionEntry gift_entries[] = {
  { "open-gift", action_open_gift, "s" },
  { "gift-target", action_gift_target, "(iis)" },
  { "cancel-gift", action_cancel_gift },
  { "take2-keep", action_take2_keep, "i" },
};

void
tl_window_gifts_add_actions (TlWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), gift_entries,
                                   G_N_ELEMENTS (gift_entries), self);
}
