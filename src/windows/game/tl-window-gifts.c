/* tl-window-gifts.c — The Gifts in the main window: the hand, the opening flow
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a gift (docs/rules/gifts.md §3, §4), while the seat to play may open one:
 * choose a card (its row in the gift hand, the key of its number there 1–5,
 * or `win.open-gift`);
 * a card that needs a target offers its targets in the side panel's choice
 * list and on the board; Change Position then offers where the follower goes;
 * a confirmation ("Open Road Sweeper?") says what will happen ("The road
 * scores 4 for Blue, its meeples go home.") and opens it. A card with no target warns that
 * it will be wasted. Take 2 is confirmed, then both tiles are in hand.
 *
 * Its side panel section (the gift hand, ui/tl-side-panel-gifts.ui), its
 * keys on the board, the hand-over screen for a seat that holds gifts, the
 * toasts about gifts received and opened, the turn hints and the final score
 * column: the hooks of _tl_window_gifts_hooks (tl-window-private.h).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-alert.h"
#include "tl-window-gifts-private.h"
#include "tl-board-view-gifts.h"
#include "tl-gift-hand.h"
#include "tl-gift-icon.h"
#include "tl-gift-text.h"
#include "tl-meeple-icon.h"
#include "tl-game-gifts.h"
#include "tl-player-name.h"

/**
 * GiftsStep:
 * @STEP_TARGET: the targets of the gift being opened
 * @STEP_CHANGE: Change Position: where the follower goes
 *
 * What the choice list offers while The Gifts own it.
 */
typedef enum {
  STEP_TARGET,
  STEP_CHANGE,
} GiftsStep;

/* The Gifts' state in a window. */
typedef struct {
  /* the side panel's section (ui/tl-side-panel-gifts.ui) */
  GtkWidget *gift_box;
  TlGiftHand *gift_hand;

  /* the step of the choice while The Gifts own the choice list */
  GiftsStep step;
  /* The gift being opened and, for Change Position, the follower chosen. */
  TlGiftCard gift_card;
  TlPosition gift_from;
  /* The question "Open …?" is shown; an idle check after the board stopped
   * targeting by itself (Escape on the board). */
  gboolean confirming;
  guint board_idle;
  /* The current hand as the turn's placement began (for "you received a
   * gift"), the last turn told about, the finished turns seen. */
  guint gift_turn;
  guint gift_counts[TL_N_GIFT_CARDS];
  guint received_turn;
  guint turns_seen;
} Gifts;

static Gifts *
gifts_of (TlWindow *self)
{
  return _tl_window_get_state (self, &_tl_window_gifts_hooks);
}

static gboolean
has_gifts (TlWindow *self)
{
  return self->game != NULL && tl_game_state_has_expansion (tl_game_get_state (self->game), "gifts");
}

/* The seat whose cards the gift hand shows face up: the only person at the
 * screen, or the seat to play once it may play; -1 for nobody. */
static int
viewer (TlWindow *self)
{
  guint n = tl_game_get_n_players (self->game);

  if (tl_game_get_viewer (self->game) >= 0)
    return tl_game_get_viewer (self->game);
  if (_tl_window_n_humans (self) == 1)
    {
      for (guint i = 0; i < n; i++)
        if (tl_game_player_info (self->game, i)->kind == TL_PLAYER_HUMAN)
          return (int) i;
    }
  if (_tl_window_can_play (self))
    return (int) tl_game_get_current_player (self->game);
  return -1;
}

static gboolean
may_open (TlWindow *self)
{
  return self->game != NULL && _tl_window_can_play (self)
         && tl_gifts_can_open (tl_game_get_state (self->game));
}

static gboolean
choosing_gift (TlWindow *self)
{
  return self->choice_owner == &_tl_window_gifts_hooks;
}

static gboolean
take2_tiles (TlWindow *self,
             guint    *first,
             guint    *second)
{
  return self->game != NULL && tl_gifts_take2_tiles (tl_game_get_state (self->game), first, second);
}

/* The board lights up the targets of @card while they are offered in the list. */
static void
board_begin_target (TlWindow   *self,
                    TlGiftCard  card)
{
  tl_board_view_begin_gift_target (self->board_view, card);
}

static void
board_end_target (TlWindow *self,
                  Gifts    *gifts)
{
  tl_board_view_end_gift_target (self->board_view);
  g_clear_handle_id (&gifts->board_idle, g_source_remove);
}

/* Ends the choice of a target, on the board too. */
static void
end_gift_choice (TlWindow *self)
{
  if (choosing_gift (self))
    _tl_window_end_choice (self);
}

static void
gifts_update (TlWindow *self,
              gpointer  state)
{
  Gifts *gifts = state;
  gboolean shown = has_gifts (self);
  gboolean open = shown && may_open (self);
  guint first, second;

  if (choosing_gift (self) && !open)
    end_gift_choice (self);
  /* The hand before placing, to tell what placing brought. */
  if (shown && tl_game_get_phase (self->game) == TL_PHASE_PLACE)
    {
      tl_gifts_hand (tl_game_get_state (self->game), tl_game_get_current_player (self->game),
                     gifts->gift_counts);
      gifts->gift_turn = tl_game_get_turn (self->game);
    }

  gtk_widget_set_visible (gifts->gift_box, shown);
  tl_gift_hand_update (gifts->gift_hand, shown ? self->game : NULL,
                       shown ? viewer (self) : -1, open);
  /* "You may first open one of your gifts": folded, the turn bar leads there */
  if (open && !choosing_gift (self))
    tl_side_panel_set_link (self->side_panel, GTK_WIDGET (gifts->gift_hand),
                            /* Translators: the turn bar's button that opens the side panel at
                             * the player's gifts, in a narrow window */
                            _("_Gifts"), _("Show your gifts in the side panel, to open one"), NULL, -1);

  _tl_window_set_enabled (self, "open-gift", open);
  _tl_window_set_enabled (self, "gift-target", choosing_gift (self));
  _tl_window_set_enabled (self, "cancel-gift", choosing_gift (self));
  _tl_window_set_enabled (self, "take2-keep",
                          self->game != NULL && _tl_window_can_play (self)
                          && tl_game_get_phase (self->game) == TL_PHASE_PLACE
                          && take2_tiles (self, &first, &second));
}

static char *
gifts_status (TlWindow *self,
              gpointer  state)
{
  Gifts *gifts = state;

  if (!choosing_gift (self))
    return NULL;
  if (gifts->step == STEP_CHANGE)
    return g_strdup (_("Change Position: choose where the meeple goes on its tile. Escape keeps the gift."));
  switch (gifts->gift_card)
    {
    case TL_GIFT_SYNOD:
      return g_strdup (_("Synod: choose a monastery on the board or in the list. Escape keeps the gift."));
    case TL_GIFT_ROAD_SWEEPER:
      return g_strdup (_("Road Sweeper: choose a road on the board or in the list. Escape keeps the gift."));
    case TL_GIFT_CASH_OUT:
      return g_strdup (_("Cash Out: choose one of your meeples on the board or in the list. Escape keeps the gift."));
    case TL_GIFT_CHANGE_POSITION:
      return g_strdup (_("Change Position: choose one of your meeples on the board or in the list. Escape keeps the gift."));
    case TL_GIFT_TAKE_2:
    case TL_N_GIFT_CARDS:
    default:
      return NULL;
    }
}

/* Fills the choice list with @targets. */
static void
offer (TlWindow         *self,
       Gifts            *gifts,
       GiftsStep         step,
       const char       *heading,
       GArray           *targets,
       const TlPosition *from)
{
  const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));

  _tl_window_offer_choices (self, &_tl_window_gifts_hooks, heading, _("Do _Not Open a Gift"),
                            "win.cancel-gift", _("Keep the gift for later (Escape)"));
  gifts->step = step;
  for (guint i = 0; i < targets->len; i++)
    {
      const TlPosition *at = &g_array_index (targets, TlPosition, i);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *points = NULL;
      GtkWidget *prefix = NULL;

      tl_gift_text_target (self->game, gifts->gift_card, at, from, &title, &subtitle, &points);
      if (gifts->gift_card == TL_GIFT_CASH_OUT || gifts->gift_card == TL_GIFT_CHANGE_POSITION)
        prefix = tl_meeple_icon_new (info->color);
      else
        prefix = tl_gift_icon_new (gifts->gift_card);
      _tl_window_add_choice (self, at, title, subtitle, prefix, points);
    }
  tl_side_panel_show_choices (self->side_panel, TRUE);
}

static void
open_gift (TlWindow           *self,
           const TlGiftRecord *gift)
{
  g_autoptr (GError) error = NULL;

  end_gift_choice (self);
  if (!tl_game_open_gift (self->game, gift, &error))
    _tl_window_show_error (self, error);
}

static void
on_confirm_response (TlAlert    *alert,
                     const char *response,
                     gpointer    data)
{
  TlWindow *self = data;
  const TlGiftRecord *gift = g_object_get_data (G_OBJECT (alert), "tl-gift");
  Gifts *gifts = gifts_of (self);

  gifts->confirming = FALSE;
  if (g_strcmp0 (response, "open") == 0 && may_open (self))
    open_gift (self, gift);
  else if (!gift->has_at)
    end_gift_choice (self); /* nothing else to choose */
  else if (choosing_gift (self))
    /* the targets are offered again: the person may choose another */
    board_begin_target (self, gifts->gift_card);
  _tl_window_refresh (self);
}

/* Asks before opening @gift, saying what it does. */
static void
confirm (TlWindow           *self,
         Gifts              *gifts,
         const TlGiftRecord *gift)
{
  g_autofree char *body = tl_gift_text_effect (self->game, gift);
  gboolean wasted = !gift->has_at && gift->card != TL_GIFT_TAKE_2;
  g_autofree char *heading = wasted ? g_strdup (_("Waste This Gift?"))
                             /* Translators: "%s" is a gift card's name */
                             : g_strdup_printf (_("Open %s?"), tl_gift_card_title (gift->card));
  TlAlert *alert = tl_alert_new (heading, body);

  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "open", wasted ? _("_Open Anyway") : _("_Open Gift"),
                         wasted ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  tl_alert_set_default_response (alert, "open");
  tl_alert_set_close_response (alert, "cancel");
  g_object_set_data_full (G_OBJECT (alert), "tl-gift", g_memdup2 (gift, sizeof *gift), g_free);
  gifts->confirming = TRUE;
  board_end_target (self, gifts);
  /* the alert goes with the window, so @self outlives it */
  tl_alert_present (alert, GTK_WIDGET (self), on_confirm_response, self, NULL);
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
  Gifts *gifts = gifts_of (self);
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
      _tl_window_show_toast (self, message);
      return;
    }

  end_gift_choice (self);
  targets = tl_game_gift_targets (self->game, card);
  gifts->gift_card = card;
  if (card == TL_GIFT_TAKE_2 || targets->len == 0)
    {
      confirm (self, gifts, &gift);
      return;
    }
  offer (self, gifts, STEP_TARGET, target_heading (card), targets, NULL);
  board_begin_target (self, card);
  _tl_window_refresh (self);
  tl_side_panel_focus_first_choice (self->side_panel);
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
  Gifts *gifts = gifts_of (self);
  TlGiftRecord gift = { .card = gifts->gift_card, .has_at = TRUE, .second = -1, .keep = -1 };
  g_autoptr (GArray) targets = NULL;

  if (!choosing_gift (self) || !may_open (self))
    return;

  if (gifts->step == STEP_CHANGE && to == NULL)
    {
      /* the second step of Change Position: @at is where the follower goes */
      to = at;
      at = &gifts->gift_from;
    }

  targets = tl_game_gift_targets (self->game, gifts->gift_card);
  if (!position_in (targets, at))
    {
      /* Translators: "%s" is a gift card's name */
      g_autofree char *message = g_strdup_printf (_("%s cannot act there"), tl_gift_card_title (gifts->gift_card));
      _tl_window_show_toast (self, message);
      return;
    }
  gift.at = *at;

  if (gifts->gift_card == TL_GIFT_CHANGE_POSITION)
    {
      g_autoptr (GArray) places = tl_game_gift_change_targets (self->game, at);

      if (to == NULL && places->len == 1)
        to = &g_array_index (places, TlPosition, 0);
      if (to == NULL)
        {
          gifts->gift_from = *at;
          offer (self, gifts, STEP_CHANGE, _("Change Position: Where Does It Go?"), places, at);
          /* the board offers the followers again: a click there chooses both */
          board_begin_target (self, gifts->gift_card);
          _tl_window_refresh (self);
          tl_side_panel_focus_first_choice (self->side_panel);
          return;
        }
      if (!position_in (places, to))
        {
          _tl_window_show_toast (self, _("The meeple cannot go there"));
          return;
        }
      gift.has_to = TRUE;
      gift.to = *to;
    }
  confirm (self, gifts, &gift);
}

static void
gifts_choice_chosen (TlWindow *self,
                     gpointer  state,
                     guint     index)
{
  TlPosition at;

  if (!choosing_gift (self) || index >= self->choices->len)
    return;
  at = g_array_index (self->choices, TlPosition, index);
  choose_target (self, &at, NULL);
}

static void
gifts_end_choice (TlWindow *self,
                  gpointer  state)
{
  Gifts *gifts = state;

  gifts->gift_card = -1;
  board_end_target (self, gifts);
}

static void
on_gift_hand_open (TlGiftHand *hand,
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
  Gifts *gifts = gifts_of (self);

  gifts->board_idle = 0;
  if (choosing_gift (self) && !gifts->confirming &&
      tl_board_view_get_gift_card (self->board_view) < 0)
    {
      end_gift_choice (self);
      _tl_window_refresh (self);
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
  Gifts *gifts = gifts_of (self);

  if (choosing_gift (self) && gifts->board_idle == 0 &&
      tl_board_view_get_gift_card (self->board_view) < 0)
    gifts->board_idle = g_idle_add (board_idle, self);
}

/* Tells about gifts the person at the screen did not see happen: the seat to
 * play received one by placing (its name, to that person only), a computer
 * player opened one (public: the card lies face up on the discard pile). */
static void
gifts_changed (TlWindow *self,
               gpointer  state)
{
  Gifts *gifts = state;
  const TlGameState *game_state;
  const TlRecord *record;
  guint turn, current, counts[TL_N_GIFT_CARDS];
  guint n_players;

  if (!has_gifts (self))
    return;

  game_state = tl_game_get_state (self->game);
  record = tl_game_get_record (self->game);
  n_players = tl_game_get_n_players (self->game);
  for (guint i = gifts->turns_seen; i < record->turns->len && n_players > 0; i++)
    {
      const TlTurnRecord *done = &g_array_index (record->turns, TlTurnRecord, i);
      const TlPlayerInfo *info = tl_game_player_info (self->game, i % n_players);

      if (tl_gifts_turn (done)->has_gift && info->kind == TL_PLAYER_AI)
        {
          g_autofree char *name = tl_player_name_shown (info->name);
          /* Translators: "%s" is a computer player's name, then a gift card's name */
          g_autofree char *message = g_strdup_printf (_("%s opened a gift: %s"), name,
                                                      tl_gift_card_title (tl_gifts_turn (done)->gift.card));
          _tl_window_show_toast (self, message);
        }
    }
  gifts->turns_seen = record->turns->len;

  turn = tl_game_get_turn (self->game);
  current = tl_game_get_current_player (self->game);
  if (tl_game_get_phase (self->game) != TL_PHASE_FOLLOWER || gifts->gift_turn != turn ||
      gifts->received_turn == turn || !_tl_window_can_play (self))
    return;
  tl_gifts_hand (game_state, current, counts);
  for (guint card = 0; card < TL_N_GIFT_CARDS; card++)
    if (counts[card] > gifts->gift_counts[card])
      {
        /* the last tile: there is no next turn to open it in (docs/rules/gifts.md §5) */
        gboolean last = tl_game_get_tiles_left (self->game) == 0;
        g_autofree char *message =
          last ? g_strdup_printf (/* Translators: "%s" is a gift card's name */
                                  _("You received a gift: %s. This is the last turn: unopened, it scores 2 points at the end."),
                                  tl_gift_card_title (card))
               : g_strdup_printf (/* Translators: "%s" is a gift card's name */
                                  _("You received a gift: %s. You may open it from your next turn on."),
                                  tl_gift_card_title (card));
        gifts->received_turn = turn;
        _tl_window_show_toast (self, message);
        break;
      }
}

/* The turn */

static void
gifts_reset (TlWindow *self,
             gpointer  state)
{
  Gifts *gifts = state;

  gifts->gift_turn = 0;
  gifts->received_turn = 0;
  gifts->turns_seen = tl_game_get_record (self->game)->turns->len;
}

/* The seat to play holds gift cards. */
static gboolean
gifts_secret (TlWindow *self,
              gpointer  state)
{
  return has_gifts (self)
         && tl_gifts_held (tl_game_get_state (self->game), tl_game_get_current_player (self->game)) > 0;
}

static gboolean
gifts_hand_over (TlWindow    *self,
                 gpointer     state,
                 const char  *name,
                 char       **description,
                 const char **button)
{
  if (!has_gifts (self))
    return FALSE;
  /* Translators: "%s" is the name of the player to play */
  *description = g_strdup_printf (_("Only %s should see the gifts in this hand."), name);
  *button = _("_Show My Gifts");
  return TRUE;
}

/* Take 2: both tiles, the one not placed goes back into the stack. */
static gboolean
gifts_show_hand (TlWindow *self,
                 gpointer  state)
{
  guint first, second;
  int tile;

  if (tl_game_get_phase (self->game) != TL_PHASE_PLACE || !take2_tiles (self, &first, &second))
    return FALSE;
  tile = tl_game_get_current_tile (self->game);
  tl_side_panel_set_hand (self->side_panel, tl_game_state_tile_set (tl_game_get_state (self->game)),
                          tile, tl_board_view_get_rotation (self->board_view),
                          tile == (int) first ? (int) second : (int) first,
                          FALSE, _tl_window_can_play (self), _("Take 2: Choose a Tile"));
  return TRUE;
}

static gboolean
gifts_choose_tile (TlWindow *self,
                   gpointer  state,
                   int       type)
{
  guint first, second;

  if (!take2_tiles (self, &first, &second))
    return FALSE;
  g_action_group_activate_action (G_ACTION_GROUP (self), "take2-keep", g_variant_new_int32 (type));
  return TRUE;
}

static gboolean
gifts_can_switch_tile (TlWindow *self,
                       gpointer  state)
{
  guint first, second;

  return _tl_window_can_play (self) && tl_game_get_phase (self->game) == TL_PHASE_PLACE
         && take2_tiles (self, &first, &second);
}

/* Take 2: T keeps the other tile. */
static gboolean
gifts_switch_tile (TlWindow *self,
                   gpointer  state)
{
  guint first, second;
  int tile;

  if (!take2_tiles (self, &first, &second))
    return FALSE;
  tile = tl_game_get_current_tile (self->game);
  g_action_group_activate_action (G_ACTION_GROUP (self), "take2-keep",
                                  g_variant_new_int32 (tile == (int) first ? (int) second : (int) first));
  return TRUE;
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
      _tl_window_show_toast (self, message);
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
      _tl_window_show_toast (self, message);
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
  _tl_window_refresh (self);
}

static void
action_take2_keep (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  int type = g_variant_get_int32 (parameter);

  if (self->game == NULL || !_tl_window_can_play (self) || type < 0)
    return;
  if (!tl_game_take2_keep (self->game, (guint) type, &error))
    _tl_window_show_error (self, error);
}

/* A key 1–5: the gift of that number in the gift hand (numbered as held). */
static void
action_open_gift_number (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  TlWindow *self = data;
  gint32 number = g_variant_get_int32 (parameter);
  int card = number > 0 ? tl_gift_hand_get_card (gifts_of (self)->gift_hand, (guint) number) : -1;

  if (card < 0)
    {
      /* Translators: a key 1–5 pressed with fewer gifts in hand; "%d" is the key */
      g_autofree char *message = g_strdup_printf (_("None of your gifts has the number %d"), number);

      _tl_window_show_toast (self, message);
      return;
    }
  g_action_group_activate_action (G_ACTION_GROUP (self), "open-gift",
                                  g_variant_new_string (tl_gift_card_name (card)));
}

static const GActionEntry gift_entries[] = {
  { "open-gift", action_open_gift, "s" },
  { "open-gift-number", action_open_gift_number, "i" },
  { "gift-target", action_gift_target, "(iis)" },
  { "cancel-gift", action_cancel_gift },
  { "take2-keep", action_take2_keep, "i" },
};

/* The board's single keys (docs/widgets.md §5): 1–5 open the gift of that number
 * in the gift hand (numbered as held), Escape keeps it shut. */
static const struct {
  const char *trigger;
  const char *action;
  gint32 number;
} gift_keys[] = {
  { "1|KP_1", "win.open-gift-number", 1 },
  { "2|KP_2", "win.open-gift-number", 2 },
  { "3|KP_3", "win.open-gift-number", 3 },
  { "4|KP_4", "win.open-gift-number", 4 },
  { "5|KP_5", "win.open-gift-number", 5 },
  { "Escape", "win.cancel-gift", 0 },
};

static void
gifts_init (TlWindow *self,
            gpointer  state)
{
  Gifts *gifts = state;
  g_autoptr (GtkBuilder) builder = NULL;

  g_type_ensure (TL_TYPE_GIFT_HAND);
  builder = gtk_builder_new_from_resource ("/io/github/tilelands/Tilelands/tl-side-panel-gifts.ui");
  gifts->gift_box = GTK_WIDGET (gtk_builder_get_object (builder, "gift_box"));
  gifts->gift_hand = TL_GIFT_HAND (gtk_builder_get_object (builder, "gift_hand"));
  tl_side_panel_add_section (self->side_panel, gifts->gift_box, TL_SIDE_PANEL_AFTER_RECALL);
  g_signal_connect (gifts->gift_hand, "open", G_CALLBACK (on_gift_hand_open), self);
  gifts->gift_card = -1;

  _tl_window_add_actions (self, gift_entries, G_N_ELEMENTS (gift_entries));
  for (guint i = 0; i < G_N_ELEMENTS (gift_keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (gift_keys[i].trigger),
                                                gtk_named_action_new (gift_keys[i].action));

      if (gift_keys[i].number > 0)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (gift_keys[i].number));
      gtk_shortcut_controller_add_shortcut (self->board_shortcuts, shortcut);
    }

  g_signal_connect (self->board_view, "gift-target-chosen",
                    G_CALLBACK (on_board_target_chosen), self);
  g_signal_connect (self->board_view, "notify::gift-card",
                    G_CALLBACK (on_board_gift_card), self);
}

static void
gifts_dispose (TlWindow *self,
               gpointer  state)
{
  Gifts *gifts = state;

  g_clear_handle_id (&gifts->board_idle, g_source_remove);
}

TlGiftHand *
_tl_window_gifts_get_hand (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return gifts_of (self)->gift_hand;
}

/* The Gifts' turn hints (tl_turn_hint_dup()): the choice of Take 2, and that
 * a gift may be opened before placing. */
static char *
gifts_turn_hint (TlGame *game)
{
  const TlGameState *state = tl_game_get_state (game);
  guint first, second;

  if (tl_game_get_phase (game) != TL_PHASE_PLACE)
    return NULL;
  if (tl_gifts_take2_tiles (state, &first, &second))
    return g_strdup (_("Take 2: place the tile in hand, or click the other tile to play that one. The tile not played goes back into the stack."));
  if (tl_gifts_can_open (state))
    return g_strdup (_("Place the tile on a highlighted square: click it, or use the arrow keys and Enter. R rotates it. You may first open one of your gifts: click it, or press the number beside it."));
  return NULL;
}

const TlWindowHooks _tl_window_gifts_hooks = {
  .expansions = (const char *const[]) { "gifts", NULL },
  .state_size = sizeof (Gifts),
  .init = gifts_init,
  .dispose = gifts_dispose,
  .reset = gifts_reset,
  .update = gifts_update,
  .changed = gifts_changed,
  .secret = gifts_secret,
  .hand_over = gifts_hand_over,
  .show_hand = gifts_show_hand,
  .choose_tile = gifts_choose_tile,
  .can_switch_tile = gifts_can_switch_tile,
  .switch_tile = gifts_switch_tile,
  .status = gifts_status,
  .choice_chosen = gifts_choice_chosen,
  .end_choice = gifts_end_choice,
  .turn_hint = gifts_turn_hint,
  .log_reason = tl_gift_text_log_reason,
  .log_action = tl_gift_text_log_action,
  .score_columns = { { "gifts", N_("Gifts"), TL_SCORE_GIFTS, TL_SCORE_GIFTS } },
};
