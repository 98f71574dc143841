/* tl-window.c — the main window: start page, board and side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-window-private.h"
#include "tl-abandon-dialog.h"
#include "tl-application.h"
#include "tl-board-view.h"
#include "tl-board-view-maps.h"
#include "tl-board-view-gifts.h"
#include "tl-final-score-dialog.h"
#include "tl-hand-view.h"
#include "tl-meeple-icon.h"
#include "tl-new-game-window.h"
#include "tl-recall-list.h"
#include "tl-record-format.h"
#include "tl-scoreboard.h"
#include "tl-tile-strip.h"
#include "tl-turn-hint.h"
#include "tl-windows-resources.h"

/* How far one Ctrl+arrow key press pans the board, in tiles. */
#define TL_PAN_STEP 0.5
/* The icon size of an AdwStatusPage, in logical pixels. */
#define TL_HANDOVER_MEEPLE_SIZE 128

G_DEFINE_FINAL_TYPE (TlWindow, tl_window, ADW_TYPE_APPLICATION_WINDOW)

static void save_then (GtkWindow         *window,
                       TlAbandonCallback  then,
                       gpointer           data,
                       GDestroyNotify     destroy);

void
tl_window_show_toast (TlWindow   *self,
            const char *message)
{
  /* a toast's title is Pango markup (libadwaita 1.2): a player called "R&D" or
   * "<b>" would blank it */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
tl_window_show_error (TlWindow     *self,
            const GError *error)
{
  tl_window_show_toast (self, error->message);
}

/* A file could not be loaded: a dialog that stays until it is read, naming the
 * file and what is wrong (@message, without the file name in front when it
 * starts with it). */
static void
show_load_error (TlWindow   *self,
                 GFile      *file,
                 const char *message)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *prefix = g_strconcat (name, ": ", NULL);
  /* Translators: "%s" is a file name */
  g_autofree char *heading = g_strdup_printf (_("Cannot Load “%s”"), name);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (g_str_has_prefix (message, prefix) && message[strlen (prefix)] != '\0')
    message += strlen (prefix);
  /* a sentence: "Line 3, column 16: the file ends early…" */
  body = g_strdup_printf ("%C%s", g_unichar_toupper (g_utf8_get_char (message)),
                          g_utf8_next_char (message));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static GSettings *
get_settings (TlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL || !TL_IS_APPLICATION (app))
    return NULL;
  return tl_application_get_settings (TL_APPLICATION (app));
}

static gboolean
human_to_play (TlWindow *self)
{
  return self->game != NULL
         && tl_game_get_phase (self->game) != TL_PHASE_OVER
         && !tl_game_current_is_ai (self->game);
}

static gboolean
is_discovery (TlGame *game)
{
  return g_strcmp0 (tl_game_get_record (game)->game, "discovery") == 0;
}

guint
tl_window_n_humans (TlWindow *self)
{
  guint humans = 0;

  if (self->game == NULL)
    return 0;
  for (guint i = 0; i < tl_game_get_n_players (self->game); i++)
    if (tl_game_player_info (self->game, i)->kind == TL_PLAYER_HUMAN)
      humans++;
  return humans;
}

static gboolean
has_gifts (TlWindow *self)
{
  return self->game != NULL && tl_game_state_has_expansion (tl_game_get_state (self->game), "gifts");
}

/* Whether the seat to play holds hidden information that other people at the
 * screen must not see, with two or more human seats: a hand of two tiles
 * (double tile), gift cards it holds (The Gifts), or face-down tiles it looked
 * at and asked the board to show (Map-Chips). */
static gboolean
hands_are_secret (TlWindow *self)
{
  const TlGameState *state;
  guint current;

  if (self->game == NULL || tl_window_n_humans (self) < 2)
    return FALSE;
  state = tl_game_get_state (self->game);
  current = tl_game_get_current_player (self->game);
  return tl_game_get_record (self->game)->options.double_tile
         || (has_gifts (self) && tl_gifts_held (state, current) > 0)
         || tl_window_maps_secret (self);
}

/* A seat's turn begins (or the game was replaced or undone): it starts behind
 * the hand-over screen when it has something to hide. A seat with nothing to
 * hide sees the board at once, for the whole turn, even when it receives a
 * gift on the way. */
static void
begin_seat (TlWindow *self)
{
  self->revealed_seat = -1;
  if (human_to_play (self) && !hands_are_secret (self))
    self->revealed_seat = (int) tl_game_get_current_player (self->game);
}

/* Whether the hand-over screen stands between the board and the seat to play. */
static gboolean
waiting_for_hand_over (TlWindow *self)
{
  return human_to_play (self)
         && hands_are_secret (self)
         && self->revealed_seat != (int) tl_game_get_current_player (self->game);
}

/* Whether the person at the screen may play the current turn now. */
gboolean
tl_window_can_play (TlWindow *self)
{
  return human_to_play (self) && !waiting_for_hand_over (self);
}

/* Whether replacing the game would lose something: it changed and is not over,
 * and the library does not keep it. */
static gboolean
game_in_progress (TlWindow *self)
{
  return self->game != NULL && self->dirty && tl_game_get_phase (self->game) != TL_PHASE_OVER
         && !tl_window_library_keeps_game (self);
}

void
tl_window_set_enabled (TlWindow   *self,
             const char *name,
             gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (TlWindow *self)
{
  static const char *const view_actions[] = {
    "zoom-in", "zoom-out", "zoom-reset",
    "pan-left", "pan-right", "pan-up", "pan-down",
  };
  static const char *const cursor_actions[] = {
    "cursor-left", "cursor-right", "cursor-up", "cursor-down", "place",
  };
  gboolean has_game = self->game != NULL;
  gboolean human = tl_window_can_play (self);
  gboolean hand_over = waiting_for_hand_over (self);
  TlPhase phase = has_game ? tl_game_get_phase (self->game) : TL_PHASE_OVER;
  gboolean two_tiles = human && phase == TL_PHASE_PLACE
                       && tl_game_held_tile (self->game, tl_game_get_current_player (self->game)) >= 0;
  gboolean recall = human && phase == TL_PHASE_FOLLOWER
                    && tl_game_state_has_recall (tl_game_get_state (self->game));
  guint first, second;
  gboolean take2 = human && phase == TL_PHASE_PLACE
                   && tl_gifts_take2_tiles (tl_game_get_state (self->game), &first, &second);

  tl_window_set_enabled (self, "export", has_game && self->loading == NULL);
  tl_window_set_enabled (self, "open", self->loading == NULL);
  tl_window_set_enabled (self, "undo", has_game && tl_game_get_can_undo (self->game));
  tl_window_set_enabled (self, "confirm", human && phase == TL_PHASE_FOLLOWER);
  tl_window_set_enabled (self, "take-back", human && tl_game_get_can_take_back (self->game));
  /* R turns the tile in hand, and while face-down tiles wait to be revealed
   * (Map-Chips) the revealed tile in focus */
  gboolean rotate = human && (phase == TL_PHASE_PLACE ||
                              (phase == TL_PHASE_FOLLOWER &&
                               tl_game_state_busy (tl_game_get_state (self->game))));
  tl_window_set_enabled (self, "rotate-cw", rotate);
  tl_window_set_enabled (self, "rotate-ccw", rotate);
  tl_window_set_enabled (self, "place-at", human && phase == TL_PHASE_PLACE);
  tl_window_set_enabled (self, "deploy", human && phase == TL_PHASE_FOLLOWER);
  tl_window_set_enabled (self, "recall-at", recall);
  tl_window_set_enabled (self, "choose-tile", two_tiles);
  tl_window_set_enabled (self, "switch-tile", two_tiles || take2);
  tl_window_set_enabled (self, "reveal-hand", hand_over);
  tl_window_set_enabled (self, "hint", tl_window_ai_can_hint (self));
  for (guint i = 0; i < G_N_ELEMENTS (view_actions); i++)
    tl_window_set_enabled (self, view_actions[i], has_game && !hand_over);
  for (guint i = 0; i < G_N_ELEMENTS (cursor_actions); i++)
    tl_window_set_enabled (self, cursor_actions[i],
                 human && (phase == TL_PHASE_PLACE || phase == TL_PHASE_FOLLOWER));

  gtk_widget_set_visible (self->undo_button, has_game);

  /* Enter and the button confirm the step in front of the player: a revealed
   * tile (Map-Chips) before the turn */
  if (rotate && phase == TL_PHASE_FOLLOWER)
    {
      gtk_button_set_label (GTK_BUTTON (self->confirm_button), _("_Resolve Revealed Tile"));
      gtk_widget_set_tooltip_text (self->confirm_button,
                                   _("Place the revealed tile in focus as shown, or remove it when it fits nowhere (Enter)"));
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->confirm_button), _("_Confirm Turn"));
      gtk_widget_set_tooltip_text (self->confirm_button, _("End the turn (Enter)"));
    }
  tl_window_library_update_actions (self);
}

/* The tiles in the hand of the seat to play: face down while a computer seat
 * plays in the double-tile variant, none behind the hand-over screen. */
static void
update_hand (TlWindow *self)
{
  const TlGameState *state;
  TlTileSet *set;
  TlPhase phase;
  guint current, r = 0, first, second;
  int tile = -1, other = -1;
  gboolean face_down;
  const char *heading;

  if (self->game == NULL || waiting_for_hand_over (self))
    {
      tl_hand_view_set_hand (self->hand_view, NULL, -1, 0, -1, FALSE, FALSE);
      gtk_label_set_label (self->hand_heading, _("Tile in Hand"));
      return;
    }

  state = tl_game_get_state (self->game);
  set = tl_game_state_tile_set (state);
  phase = tl_game_get_phase (self->game);
  current = tl_game_get_current_player (self->game);
  if (phase == TL_PHASE_PLACE)
    {
      tile = tl_game_get_current_tile (self->game);
      r = tl_board_view_get_rotation (self->board_view);
    }
  else if (phase == TL_PHASE_FOLLOWER)
    {
      int placed = tl_game_state_placed_tile (state);

      tile = tl_game_get_current_tile (self->game);
      if (placed >= 0)
        r = tl_board_tile (tl_game_state_board (state), (guint) placed)->r;
    }
  if (tile >= 0)
    other = tl_game_held_tile (self->game, current);
  if (phase == TL_PHASE_PLACE && tl_gifts_take2_tiles (state, &first, &second))
    {
      /* Take 2: both tiles, the one not placed goes back into the stack */
      other = tile == (int) first ? (int) second : (int) first;
      tl_hand_view_set_hand (self->hand_view, set, tile, r, other, FALSE, tl_window_can_play (self));
      gtk_label_set_label (self->hand_heading, _("Take 2: Choose a Tile"));
      return;
    }

  /* A computer seat's hand is hidden like anybody else's. */
  face_down = other >= 0 && tl_game_current_is_ai (self->game);
  tl_hand_view_set_hand (self->hand_view, set, tile, r, other, face_down,
                         tl_window_can_play (self) && phase == TL_PHASE_PLACE);
  if (other >= 0)
    heading = face_down ? _("Tiles in Hand") : _("Your Tiles");
  else if (phase == TL_PHASE_FOLLOWER && tile >= 0)
    heading = _("Tile Placed"); /* it lies on the board, no longer in hand */
  else
    heading = _("Tile in Hand");
  gtk_label_set_label (self->hand_heading, heading);
}

static void
update_status (TlWindow *self)
{
  g_autofree char *markup = NULL;
  const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));

  if (tl_game_get_phase (self->game) == TL_PHASE_OVER)
    markup = g_markup_escape_text (_("The game is over."), -1);
  else if (tl_game_current_is_ai (self->game))
    /* Translators: "%s" is a computer player's name */
    markup = g_markup_printf_escaped (_("%s is thinking…"), info->name);
  else
    {
      g_autofree char *instruction = tl_window_gifts_hint (self);

      if (instruction == NULL)
        instruction = tl_turn_hint_dup (self->game, self->recalled, self->recall_points);

      /* The player's name in bold above what to do. */
      markup = g_markup_printf_escaped ("<b>%s</b>\n%s", info->name, instruction);
    }
  gtk_label_set_markup (self->status_label, markup);
}

static void
update_recall (TlWindow *self)
{
  g_autoptr (GArray) options = NULL;
  const TlPlayerInfo *info;

  if (!tl_window_can_play (self) || tl_game_get_phase (self->game) != TL_PHASE_FOLLOWER)
    {
      tl_recall_list_set_options (self->recall_list, NULL, NULL);
      gtk_widget_set_visible (self->recall_box, FALSE);
      return;
    }

  options = tl_game_recall_options (self->game);
  info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));
  tl_recall_list_set_options (self->recall_list, options, info->color);
  gtk_widget_set_visible (self->recall_box, options->len > 0);
}

/* Shows the hand-over screen or the board. */
static void
update_page (TlWindow *self)
{
  const char *visible = gtk_stack_get_visible_child_name (self->stack);

  if (self->game == NULL)
    return;

  if (waiting_for_hand_over (self))
    {
      const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));
      /* Translators: the hand-over screen's title; "%s" is the name of the player to play */
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), info->name);
      g_autofree char *description = NULL;
      const char *button;

      if (tl_game_get_record (self->game)->options.double_tile)
        {
          /* Translators: "%s" is the name of the player to play */
          description = g_strdup_printf (_("Only %s should see the tiles in this hand."), info->name);
          button = _("_Show My Tiles");
        }
      else if (has_gifts (self))
        {
          /* Translators: "%s" is the name of the player to play */
          description = g_strdup_printf (_("Only %s should see the gifts in this hand."), info->name);
          button = _("_Show My Gifts");
        }
      else
        {
          /* Translators: "%s" is the name of the player to play */
          description = g_strdup_printf (_("Only %s should see the face-down tiles %s looked at."),
                                         info->name, info->name);
          button = _("_Show My Tiles");
        }
      gtk_button_set_label (GTK_BUTTON (self->reveal_button), button);

      /* drawn at the status page's icon size in device pixels, so that its
       * outline is as fine as the meeples' on the board */
      g_autoptr (GdkTexture) meeple =
        tl_meeple_icon_render_texture (info->color,
                                       TL_HANDOVER_MEEPLE_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

      adw_status_page_set_paintable (self->handover_page, GDK_PAINTABLE (meeple));
      adw_status_page_set_title (self->handover_page, title);   /* plain text */
      {
        /* the description is markup */
        g_autofree char *escaped = g_markup_escape_text (description, -1);

        adw_status_page_set_description (self->handover_page, escaped);
      }
      if (g_strcmp0 (visible, "hand-over") != 0)
        {
          gtk_stack_set_visible_child_name (self->stack, "hand-over");
          gtk_widget_grab_focus (self->reveal_button);
        }
    }
  else if (g_strcmp0 (visible, "game") != 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "game");
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
    }
}

static void
update_panel (TlWindow *self)
{
  g_autofree char *tiles_left = NULL;
  g_autofree char *subtitle = NULL;
  const char *game_name;
  guint left;

  if (self->game == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      tl_window_gifts_update (self);
      tl_window_maps_update (self);
      return;
    }

  left = tl_game_get_tiles_left (self->game);
  tiles_left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left", left), left);
  gtk_label_set_label (self->tiles_left_label, tiles_left);

  game_name = is_discovery (self->game) ? _("The Discovery") : _("Carcassonne");
  if (tl_game_get_phase (self->game) == TL_PHASE_OVER)
    /* Translators: the window subtitle after a game: the game's name */
    subtitle = g_strdup_printf (_("%s · Game over"), game_name);
  else
    /* Translators: the window subtitle during a game: the game's name and the turn number */
    subtitle = g_strdup_printf (_("%s · Turn %u"), game_name, tl_game_get_turn (self->game));
  adw_window_title_set_subtitle (self->window_title, subtitle);

  /* The page first: what the panel shows depends on who sits at the screen. */
  update_page (self);
  update_hand (self);
  update_recall (self);
  tl_window_gifts_update (self);
  tl_window_maps_update (self);
  /* Last: the hint reads the choice the gift and map parts settled. */
  update_status (self);
}

void
tl_window_refresh (TlWindow *self)
{
  update_panel (self);
  update_actions (self);
  tl_window_ai_schedule (self);
}

static void
on_game_changed (TlGame   *game,
                 TlWindow *self)
{
  self->dirty = TRUE;
  /* A recall is undone by taking the tile back; a new turn starts afresh. */
  if (tl_game_get_phase (game) != TL_PHASE_FOLLOWER)
    self->recalled = FALSE;
  /* Another seat's turn: whoever showed their hand has passed the screen on
   * (a seat that keeps nothing secret does not take it back). */
  if (self->revealed_seat != (int) tl_game_get_current_player (game))
    begin_seat (self);
  tl_window_refresh (self);
  tl_window_gifts_note (self);
  /* after a confirmed turn or an undo: into the library */
  tl_window_library_game_changed (self);
}

/* A feature scored during the follower step: that is a recall (The Discovery);
 * the board shows its points, the status says them too. */
static void
on_game_scored (TlGame   *game,
                gpointer  event_pointer,
                TlWindow *self)
{
  const TlScoreEvent *event = event_pointer;

  /* Map-Chips' chips and reveals score in this step too; they are no recall. */
  if (event->final || tl_game_get_phase (game) != TL_PHASE_FOLLOWER ||
      event->source != TL_SCORE_FEATURE || !tl_game_state_has_recall (tl_game_get_state (game)))
    return;
  self->recalled = TRUE;
  self->recall_points = event->points[tl_game_get_current_player (game)];
  update_panel (self);
}

static void
on_final_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TlWindow         *self)
{
  if (g_strcmp0 (response, "new-game") == 0)
    g_action_group_activate_action (G_ACTION_GROUP (self), "new-game", NULL);
}

static void
show_final_scores (TlWindow *self)
{
  AdwMessageDialog *dialog = tl_final_score_dialog_new (GTK_WINDOW (self), self->game);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_final_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_game_over (TlGame   *game,
              TlWindow *self)
{
  show_final_scores (self);
}

static void
on_rotation_changed (GObject    *view,
                     GParamSpec *pspec,
                     TlWindow   *self)
{
  update_hand (self);
}

static void
on_hand_choose (TlHandView *hand,
                int         type,
                TlWindow   *self)
{
  guint first, second;

  if (self->game != NULL && tl_gifts_take2_tiles (tl_game_get_state (self->game), &first, &second))
    g_action_group_activate_action (G_ACTION_GROUP (self), "take2-keep", g_variant_new_int32 (type));
  else
    g_action_group_activate_action (G_ACTION_GROUP (self), "choose-tile", g_variant_new_int32 (type));
}

static void
on_choice_chosen (TlChoiceList *list,
                  guint         index,
                  TlWindow     *self)
{
  if (self->choice == TL_WINDOW_CHOICE_PEEK)
    tl_window_maps_chosen (self, index);
  else
    tl_window_gifts_chosen (self, index);
}

void
tl_window_clear_choices (TlWindow *self)
{
  g_array_set_size (self->choices, 0);
  tl_choice_list_clear (self->choice_list);
}

void
tl_window_end_choice (TlWindow *self)
{
  gboolean gift = self->choice == TL_WINDOW_CHOICE_GIFT_TARGET
                  || self->choice == TL_WINDOW_CHOICE_GIFT_CHANGE;

  self->choice = TL_WINDOW_CHOICE_NONE;
  self->gift_card = -1;
  if (gift)
    {
      tl_board_view_end_gift_target (self->board_view);
      g_clear_handle_id (&self->board_idle, g_source_remove);
    }
  tl_window_clear_choices (self);
  gtk_widget_set_visible (self->choice_box, FALSE);
}

static void
on_recall_chosen (TlRecallList *list,
                  int           x,
                  int           y,
                  guint         port,
                  TlWindow     *self)
{
  g_action_group_activate_action (G_ACTION_GROUP (self), "recall-at",
                                  g_variant_new ("(iis)", x, y, tl_port_name (port)));
}

/* The tiles set aside face up for the whole game (equal turns). */
static void
update_set_aside (TlWindow *self)
{
  const guint *aside = NULL;
  guint n = 0;
  const TlGameState *state = self->game != NULL ? tl_game_get_state (self->game) : NULL;

  if (state != NULL)
    aside = tl_game_state_set_aside (state, &n);
  tl_tile_strip_set_tiles (self->set_aside_strip,
                           state != NULL ? tl_game_state_tile_set (state) : NULL,
                           aside, n);
  gtk_widget_set_visible (self->set_aside_box, n > 0);
}

static void
clear_game (TlWindow *self)
{
  tl_window_ai_stop (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->game_over_id, self->game);
      g_clear_signal_handler (&self->scored_id, self->game);
      g_clear_object (&self->game);
    }
}

gboolean
tl_window_start_game (TlWindow        *self,
                      const TlRecord  *record,
                      GError         **error)
{
  TlGame *game;

  g_return_val_if_fail (TL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = tl_game_new (record, error);
  if (game == NULL)
    return FALSE;

  clear_game (self);
  self->game = game;
  self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  self->game_over_id = g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), self);
  self->scored_id = g_signal_connect (game, "scored", G_CALLBACK (on_game_scored), self);
  self->recalled = FALSE;
  tl_window_end_choice (self);
  self->gift_turn = 0;
  self->received_turn = 0;
  self->turns_seen = tl_game_get_record (game)->turns->len;
  self->peek_turn = 0;
  memset (self->remember, 0, sizeof self->remember);
  begin_seat (self);

  tl_board_view_set_game (self->board_view, game);
  tl_scoreboard_set_game (self->scoreboard, game);
  update_set_aside (self);
  /* update_page() shows the hand-over screen instead when a hand is secret. */
  gtk_stack_set_visible_child_name (self->stack, "game");
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));

  tl_window_refresh (self);
  self->dirty = FALSE;
  tl_window_library_game_started (self, FALSE);
  if (tl_game_get_phase (game) == TL_PHASE_OVER)
    show_final_scores (self);
  return TRUE;
}

TlGame *
tl_window_get_game (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->game;
}

GtkWidget *
tl_window_get_board (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board_view);
}

GtkWidget *
tl_window_get_hand_view (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->hand_view);
}

GtkWidget *
tl_window_get_gift_hand (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->gift_hand);
}

int
tl_window_get_peeked_tile (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), -1);
  if (!gtk_widget_get_visible (self->peek_box))
    return -1;
  return tl_tile_preview_get_tile (self->peek_preview);
}

const char *
tl_window_get_page (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* New game */

static void
on_new_game_start (TlNewGameWindow *dialog,
                   TlWindow        *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = NULL;
  record = tl_new_game_window_build_record (dialog, tl_record_random_seed (), &error);
  if (record == NULL || !tl_window_start_game (self, record, &error))
    {
      tl_window_show_error (self, error);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
show_new_game_window (GtkWindow *window,
                      gpointer   data)
{
  TlWindow *self = TL_WINDOW (window);
  TlNewGameWindow *dialog = tl_new_game_window_new (window, get_settings (self));

  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_new_game (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlWindow *self = data;

  if (game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Start a New Game?"), save_then,
                           show_new_game_window, NULL, NULL);
  else
    show_new_game_window (GTK_WINDOW (self), NULL);
}

/* Load and save */

static void
add_record_filters (GtkFileChooser *chooser)
{
  GtkFileFilter *records = gtk_file_filter_new ();
  GtkFileFilter *all = gtk_file_filter_new ();

  gtk_file_filter_set_name (records, _("Tilelands games"));
  gtk_file_filter_add_pattern (records, "*.tilelands");
  gtk_file_chooser_add_filter (chooser, records);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, records);
  g_object_unref (records);
  g_object_unref (all);
}

/* Where the file chooser starts: the folder a game was last loaded from or
 * saved to, else the user's documents, else the home folder; never the current
 * directory. */
static void
set_start_folder (TlWindow       *self,
                  GtkFileChooser *chooser)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr (GFile) folder = NULL;

  if (self->folder != NULL)
    folder = g_object_ref (self->folder);
  else if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    folder = g_file_new_for_path (documents);
  else
    folder = g_file_new_for_path (g_get_home_dir ());
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

/* Remembers @file's folder for the next file chooser. */
static void
remember_folder (TlWindow *self,
                 GFile    *file)
{
  g_clear_object (&self->folder);
  self->folder = g_file_get_parent (file);
}

static void
load_in_thread (GTask        *task,
                gpointer      source,
                gpointer      path,
                GCancellable *cancellable)
{
  GError *error = NULL;
  TlRecord *record = tl_record_format_load_file (path, &error);

  if (record != NULL)
    g_task_return_pointer (task, record, (GDestroyNotify) tl_record_free);
  else
    g_task_return_error (task, error);
}

/* The record of @data (the GFile) was read: its game starts, or the dialog says
 * what is wrong. */
static void
on_file_loaded (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  TlWindow *self = TL_WINDOW (source);
  g_autoptr (GFile) file = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;   /* the window went away meanwhile */
  g_clear_object (&self->loading);
  update_actions (self);
  if (record == NULL || !tl_window_start_game (self, record, &error))
    show_load_error (self, file, error->message);
  else
    remember_folder (self, file);
}

/* Loads @file (a GFile) and starts its game, without asking. */
static void
load_file (GtkWindow *window,
           gpointer   file)
{
  TlWindow *self = TL_WINDOW (window);
  g_autoptr (GTask) task = NULL;
  g_autofree char *path = NULL;

  /* into the library, and played from there (the file is left as it is) */
  if (tl_window_library_open_file (self, file))
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* Translators: "%s" is a file address */
      g_autofree char *message = g_strdup_printf (_("Only files on this computer can be loaded, not %s."), uri);
      show_load_error (self, file, message);
      return;
    }

  /* read and parsed in a worker thread: the window keeps drawing */
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();
  task = g_task_new (self, self->loading, on_file_loaded, g_object_ref (file));
  g_task_set_task_data (task, g_steal_pointer (&path), g_free);
  g_task_set_name (task, "[tilelands] load game");
  update_actions (self);
  g_task_run_in_thread (task, load_in_thread);
}

void
tl_window_open_file (TlWindow *self,
                     GFile    *file)
{
  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Load Another Game?"), save_then,
                           load_file, g_object_ref (file), g_object_unref);
  else
    load_file (GTK_WINDOW (self), file);
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  TlWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (file != NULL)
        load_file (GTK_WINDOW (self), file); /* asked before choosing */
    }
  g_object_unref (native);
}

static void
show_open_chooser (GtkWindow *window,
                   gpointer   data)
{
  TlWindow *self = TL_WINDOW (window);
  GtkFileChooserNative *native;

  native = gtk_file_chooser_native_new (_("Load Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Load"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  add_record_filters (GTK_FILE_CHOOSER (native));
  set_start_folder (self, GTK_FILE_CHOOSER (native));
  g_signal_connect_object (native, "response", G_CALLBACK (on_open_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
action_open (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;

  if (game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Load Another Game?"), save_then,
                           show_open_chooser, NULL, NULL);
  else
    show_open_chooser (GTK_WINDOW (self), NULL);
}

/* What to do after a successful save (see TlAbandonSaveFunc). */
typedef struct {
  TlAbandonCallback then;
  gpointer data;
  GDestroyNotify destroy;
} SaveThen;

static void
save_then_free (gpointer data)
{
  SaveThen *after = data;

  if (after->destroy != NULL)
    after->destroy (after->data);
  g_free (after);
}

static void
on_save_response (GtkNativeDialog *native,
                  int              response,
                  TlWindow        *self)
{
  SaveThen *after = g_object_get_data (G_OBJECT (native), "tl-save-then");
  gboolean saved = FALSE;

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        tl_window_show_toast (self, _("Games can only be saved to local files"));
      else if (!tl_record_format_save_file (tl_game_get_record (self->game), path, &error))
        tl_window_show_error (self, error);
      else
        {
          self->dirty = FALSE;
          saved = TRUE;
          remember_folder (self, file);
          if (after == NULL)
            tl_window_show_toast (self, _("Game exported"));
        }
    }
  /* the last use of @self: going on may close the window */
  if (saved && after != NULL && after->then != NULL)
    after->then (GTK_WINDOW (self), after->data);
  g_object_unref (native);
}

/* Asks where to save the game and saves it; then calls @then (when given) with
 * @data. @data is freed with @destroy in any case. */
static void
save_game (TlWindow          *self,
           TlAbandonCallback  then,
           gpointer           data,
           GDestroyNotify     destroy)
{
  GtkFileChooserNative *native;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
  /* Translators: the suggested file name of a saved game; "%s" is the date and time */
  g_autofree char *name = g_strdup_printf (_("Game %s.tilelands"), date);

  if (self->game == NULL)
    {
      if (destroy != NULL)
        destroy (data);
      return;
    }

  /* Export… (a copy of the game as a file), or saving before the game is left */
  native = gtk_file_chooser_native_new (then == NULL ? _("Export Game") : _("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        then == NULL ? _("_Export") : _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  add_record_filters (GTK_FILE_CHOOSER (native));
  set_start_folder (self, GTK_FILE_CHOOSER (native));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  if (then != NULL || destroy != NULL)
    {
      SaveThen *after = g_new0 (SaveThen, 1);

      after->then = then;
      after->data = data;
      after->destroy = destroy;
      g_object_set_data_full (G_OBJECT (native), "tl-save-then", after, save_then_free);
    }
  g_signal_connect_object (native, "response", G_CALLBACK (on_save_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* The TlAbandonSaveFunc of the questions before leaving a game. */
static void
save_then (GtkWindow         *window,
           TlAbandonCallback  then,
           gpointer           data,
           GDestroyNotify     destroy)
{
  save_game (TL_WINDOW (window), then, data, destroy);
}

static void
action_save (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  save_game (data, NULL, NULL, NULL);
}

/* The turn */

static void
action_undo (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;
  guint player;

  if (self->game == NULL)
    return;
  /* A computer move being worked out belongs to the position being undone. */
  tl_window_ai_stop (self);
  player = tl_game_get_current_player (self->game);
  tl_window_end_choice (self);
  self->peek_turn = 0;
  if (!tl_game_undo (self->game))
    tl_window_show_toast (self, _("Nothing to undo"));
  /* Whoever pressed Undo, the seat whose turn comes back shows its own hand. */
  if (tl_game_get_current_player (self->game) != player)
    begin_seat (self);
  self->turns_seen = tl_game_get_record (self->game)->turns->len;
  tl_window_refresh (self);
}

static void
action_confirm (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  /* the step in front of the player: while revealed tiles wait (Map-Chips),
   * the one in focus; then the follower step, which ends the turn */
  if (tl_game_state_busy (tl_game_get_state (self->game)))
    {
      if (!tl_board_view_resolve_reveal (self->board_view, &error) && error != NULL)
        tl_window_show_error (self, error);
      return;
    }
  if (!tl_game_confirm (self->game, &error))
    tl_window_show_error (self, error);
}

static void
action_take_back (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  TlWindow *self = data;

  if (self->game != NULL && tl_window_can_play (self))
    tl_game_take_back (self->game);
}

static void
action_place_at (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  gint32 x, y, r;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(iii)", &x, &y, &r);
  if (r < 0)
    r = 4 - (-r % 4);
  if (!tl_game_place (self->game, x, y, (guint) r % 4, &error))
    tl_window_show_error (self, error);
}

static void
action_deploy (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  const char *name = g_variant_get_string (parameter, NULL);
  int port = tl_port_from_name (name);

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  if (port < 0)
    {
      /* Translators: "%s" is what was given instead of a port name such as "N" */
      g_autofree char *message = g_strdup_printf (_("“%s” is not a port name"), name);
      tl_window_show_toast (self, message);
      return;
    }
  if (!tl_game_deploy (self->game, (guint) port, &error))
    tl_window_show_error (self, error);
}

static void
action_recall_at (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  const char *name;
  gint32 x, y;
  int port;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(ii&s)", &x, &y, &name);
  port = tl_port_from_name (name);
  if (port < 0)
    {
      g_autofree char *message = g_strdup_printf (_("“%s” is not a port name"), name);
      tl_window_show_toast (self, message);
      return;
    }
  if (!tl_game_recall (self->game, x, y, (guint) port, &error))
    tl_window_show_error (self, error);
}

static void
choose_tile (TlWindow *self,
             int       type)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL || !tl_window_can_play (self) || type < 0)
    return;
  if (!tl_game_choose_tile (self->game, (guint) type, &error))
    tl_window_show_error (self, error);
}

static void
action_choose_tile (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  choose_tile (data, g_variant_get_int32 (parameter));
}

static void
action_switch_tile (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;
  guint first, second;

  if (self->game == NULL)
    return;
  if (tl_gifts_take2_tiles (tl_game_get_state (self->game), &first, &second))
    {
      /* Take 2: T keeps the other tile */
      int tile = tl_game_get_current_tile (self->game);

      g_action_group_activate_action (G_ACTION_GROUP (self), "take2-keep",
                                      g_variant_new_int32 (tile == (int) first ? (int) second : (int) first));
      return;
    }
  choose_tile (self, tl_game_held_tile (self->game, tl_game_get_current_player (self->game)));
}

static void
action_reveal_hand (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;

  if (!waiting_for_hand_over (self))
    return;
  self->revealed_seat = (int) tl_game_get_current_player (self->game);
  tl_window_refresh (self);
}

/* The view */

static void
action_view (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  TlBoardView *view = self->board_view;

  if (g_str_equal (name, "rotate-cw"))
    tl_board_view_rotate (view, 1);
  else if (g_str_equal (name, "rotate-ccw"))
    tl_board_view_rotate (view, -1);
  else if (g_str_equal (name, "zoom-in"))
    tl_board_view_zoom_in (view);
  else if (g_str_equal (name, "zoom-out"))
    tl_board_view_zoom_out (view);
  else if (g_str_equal (name, "zoom-reset"))
    tl_board_view_zoom_reset (view);
  else if (g_str_equal (name, "pan-left"))
    tl_board_view_pan (view, -TL_PAN_STEP, 0);
  else if (g_str_equal (name, "pan-right"))
    tl_board_view_pan (view, TL_PAN_STEP, 0);
  else if (g_str_equal (name, "pan-up"))
    tl_board_view_pan (view, 0, -TL_PAN_STEP);
  else if (g_str_equal (name, "pan-down"))
    tl_board_view_pan (view, 0, TL_PAN_STEP);
  else if (g_str_equal (name, "cursor-left"))
    tl_board_view_move_cursor (view, -1, 0);
  else if (g_str_equal (name, "cursor-right"))
    tl_board_view_move_cursor (view, 1, 0);
  else if (g_str_equal (name, "cursor-up"))
    tl_board_view_move_cursor (view, 0, -1);
  else if (g_str_equal (name, "cursor-down"))
    tl_board_view_move_cursor (view, 0, 1);
  else if (g_str_equal (name, "place"))
    tl_board_view_activate_cursor (view);

  update_hand (self);
}

static const GActionEntry win_entries[] = {
  { "new-game", action_new_game },
  { "open", action_open },
  { "export", action_save },
  { "undo", action_undo },
  { "hint", tl_window_action_hint },
  { "confirm", action_confirm },
  { "take-back", action_take_back },
  { "place-at", action_place_at, "(iii)" },
  { "deploy", action_deploy, "s" },
  { "recall-at", action_recall_at, "(iis)" },
  { "choose-tile", action_choose_tile, "i" },
  { "switch-tile", action_switch_tile },
  { "reveal-hand", action_reveal_hand },
  { "rotate-cw", action_view },
  { "rotate-ccw", action_view },
  { "zoom-in", action_view },
  { "zoom-out", action_view },
  { "zoom-reset", action_view },
  { "pan-left", action_view },
  { "pan-right", action_view },
  { "pan-up", action_view },
  { "pan-down", action_view },
  { "cursor-left", action_view },
  { "cursor-right", action_view },
  { "cursor-up", action_view },
  { "cursor-down", action_view },
  { "place", action_view },
};

/* Window state */

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The person chose to close the window (after saving, or discarding the
 * game). It closes once the dialog that asked is gone: a window destroyed
 * while its dialog still answers leaves the dialog with a dead parent. */
static void
close_now (GtkWindow *window,
           gpointer   data)
{
  TL_WINDOW (window)->closing = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle, g_object_ref (window), g_object_unref);
}

static gboolean
tl_window_close_request (GtkWindow *window)
{
  TlWindow *self = TL_WINDOW (window);
  GSettings *settings = get_settings (self);

  /* A game that has not been saved is not thrown away without asking (the
   * window stays open meanwhile; asking twice shows the same question). */
  if (!self->closing && game_in_progress (self))
    {
      if (self->close_dialog == NULL)
        {
          self->close_dialog = tl_abandon_dialog_ask (window, _("Save the Game?"),
                                                      save_then, close_now, NULL, NULL);
          g_object_add_weak_pointer (G_OBJECT (self->close_dialog), (gpointer *) &self->close_dialog);
        }
      else
        gtk_window_present (GTK_WINDOW (self->close_dialog));
      return TRUE;
    }

  /* Computer seats stop playing when the window closes. */
  tl_window_ai_stop (self);

  if (settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (settings);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window))
        {
          g_settings_set_int (settings, "window-width", width);
          g_settings_set_int (settings, "window-height", height);
        }
      g_settings_apply (settings);
    }

  return GTK_WINDOW_CLASS (tl_window_parent_class)->close_request (window);
}

static void
tl_window_dispose (GObject *object)
{
  TlWindow *self = TL_WINDOW (object);

  clear_game (self);
  tl_window_library_dispose (self);
  if (self->close_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->close_dialog), (gpointer *) &self->close_dialog);
      self->close_dialog = NULL;
    }
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_object (&self->folder);
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_handle_id (&self->board_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_WINDOW);

  G_OBJECT_CLASS (tl_window_parent_class)->dispose (object);
}

static void
tl_window_class_init (TlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tl_window_dispose;
  window_class->close_request = tl_window_close_request;

  tl_windows_ensure_resources ();
  g_type_ensure (TL_TYPE_BOARD_VIEW);
  g_type_ensure (TL_TYPE_SCOREBOARD);
  g_type_ensure (TL_TYPE_HAND_VIEW);
  g_type_ensure (TL_TYPE_RECALL_LIST);
  g_type_ensure (TL_TYPE_TILE_STRIP);
  g_type_ensure (TL_TYPE_TILE_PREVIEW);
  g_type_ensure (TL_TYPE_CHOICE_LIST);
  g_type_ensure (TL_TYPE_GIFT_HAND);
  g_type_ensure (TL_TYPE_MAP_LEGEND);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, hand_heading);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, hand_view);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, choice_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, choice_heading);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, choice_list);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, choice_cancel);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, peek_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, peek_preview);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, peek_label);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, gift_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, gift_hand);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, map_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, map_heading);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, map_label);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, legend_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, map_legend);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, recall_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, recall_list);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, set_aside_box);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, set_aside_strip);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, handover_page);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, confirm_button);
  tl_window_library_class_init (widget_class);
  gtk_widget_class_bind_template_callback (widget_class, on_hand_choose);
  gtk_widget_class_bind_template_callback (widget_class, on_recall_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_chosen);
  gtk_widget_class_bind_template_callback (widget_class, tl_window_gifts_on_open);
}

static void
tl_window_init (TlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->revealed_seat = -1;
  self->choices = g_array_new (FALSE, FALSE, sizeof (TlPosition));
  self->gift_card = -1;

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries,
                                   G_N_ELEMENTS (win_entries), self);
  tl_window_gifts_add_actions (self);
  tl_window_maps_add_actions (self);
  tl_window_library_init (self);
  tl_window_gifts_connect_board (self);
  tl_window_maps_connect_board (self);
  g_signal_connect (self->board_view, "notify::rotation",
                    G_CALLBACK (on_rotation_changed), self);
  update_actions (self);
  tl_window_gifts_update (self);
  tl_window_maps_update (self);
}

TlWindow *
tl_window_new (AdwApplication *app)
{
  TlWindow *self = g_object_new (TL_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings = get_settings (self);

  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  /* the application's library: games are saved there */
  if (app != NULL && TL_IS_APPLICATION (app))
    tl_window_set_library (self, tl_application_get_library (TL_APPLICATION (app)));
  return self;
}

/* For tl-window-library.c */

void
tl_window_show_load_error (TlWindow   *self,
                           GFile      *file,
                           const char *message)
{
  show_load_error (self, file, message);
}

void
tl_window_remember_folder (TlWindow *self,
                           GFile    *file)
{
  remember_folder (self, file);
}

gboolean
tl_window_has_game_in_progress (TlWindow *self)
{
  return game_in_progress (self);
}

/* Back to the start page, the game closed (the library keeps it, or the person
 * agreed to leave it). */
void
tl_window_leave_game (TlWindow *self)
{
  clear_game (self);
  tl_window_end_choice (self);
  tl_board_view_set_game (self->board_view, NULL);
  tl_scoreboard_set_game (self->scoreboard, NULL);
  update_set_aside (self);
  self->dirty = FALSE;
  tl_window_library_game_started (self, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "start");
  tl_window_refresh (self);
}
