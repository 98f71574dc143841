/* tl-window-actions.c — the main window's actions and when each is enabled
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every `win.` action of the core (tl-window.h lists them with their
 * parameters): the game (New Game, Load, Export), the turn (Undo, Confirm,
 * Take Back, the moves for scripts and tests), the tiles in hand, the
 * hand-over screen and the view. _tl_window_actions_update() says which are
 * enabled after every change; the library's actions (tl-window-library.c),
 * the hint's (tl-window-ai.c) and the expansions' (their update hooks) are
 * enabled by their parts.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-alert.h"
#include "tl-window-private.h"
#include "tl-new-game-window.h"
#include "tl-record-format.h"
#include "tl-player-name.h"

/* How far one Ctrl+arrow key press pans the board, in tiles. */
#define TL_PAN_STEP 0.5

void
_tl_window_add_actions (TlWindow           *self,
                        const GActionEntry *entries,
                        guint               n_entries)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, n_entries, self);
}

void
_tl_window_set_enabled (TlWindow   *self,
                        const char *name,
                        gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
_tl_window_set_action_state (TlWindow   *self,
                             const char *name,
                             GVariant   *state)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
}

/* Whether an expansion offers another tile to play now (T). */
static gboolean
expansion_can_switch_tile (TlWindow *self)
{
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->can_switch_tile != NULL
        && _tl_window_expansions[i]->can_switch_tile (self, self->states[i]))
      return TRUE;
  return FALSE;
}

static const char *undo_tooltip (TlWindow *self);

/* The confirm button: ends the turn, or takes an expansion's step first. */
static void
update_confirm_button (TlWindow *self)
{
  const char *label = NULL, *tooltip = NULL;

  for (guint i = 0; label == NULL && i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->confirm_label != NULL)
      label = _tl_window_expansions[i]->confirm_label (self, self->states[i], &tooltip);
  if (label == NULL)
    {
      label = _("_Confirm Turn");
      tooltip = _("End the turn (Enter)");
    }
  tl_side_panel_set_confirm (self->side_panel, label, tooltip);
}

void
_tl_window_actions_update (TlWindow *self)
{
  static const char *const view_actions[] = {
    "zoom-in", "zoom-out", "zoom-reset",
    "pan-left", "pan-right", "pan-up", "pan-down",
  };
  static const char *const cursor_actions[] = {
    "cursor-left", "cursor-right", "cursor-up", "cursor-down", "place",
  };
  gboolean has_game = self->game != NULL;
  gboolean human = _tl_window_can_play (self);
  const char *tooltip;
  gboolean hand_over = _tl_window_waiting_for_hand_over (self);
  TlPhase phase = has_game ? tl_game_get_phase (self->game) : TL_PHASE_OVER;
  gboolean two_tiles = human && phase == TL_PHASE_PLACE
                       && tl_game_held_tile (self->game, tl_game_get_current_player (self->game)) >= 0;
  gboolean recall = human && phase == TL_PHASE_FOLLOWER
                    && tl_game_state_has_recall (tl_game_get_state (self->game));
  /* R turns the tile in hand, and while an expansion's step waits before the
   * follower step (the state is busy) what that step shows */
  gboolean rotate = human && (phase == TL_PHASE_PLACE ||
                              (phase == TL_PHASE_FOLLOWER &&
                               tl_game_state_busy (tl_game_get_state (self->game))));

  _tl_window_set_enabled (self, "export", has_game && self->loading == NULL);
  _tl_window_set_enabled (self, "open", self->loading == NULL);
  _tl_window_set_enabled (self, "undo", has_game && tl_game_get_can_undo (self->game));
  _tl_window_set_enabled (self, "redo", has_game && tl_game_get_can_redo (self->game));
  _tl_window_set_enabled (self, "final-scores", phase == TL_PHASE_OVER && has_game);
  _tl_window_set_enabled (self, "confirm", human && phase == TL_PHASE_FOLLOWER);
  _tl_window_set_enabled (self, "take-back", human && tl_game_get_can_take_back (self->game));
  _tl_window_set_enabled (self, "rotate-cw", rotate);
  _tl_window_set_enabled (self, "rotate-ccw", rotate);
  _tl_window_set_enabled (self, "place-at", human && phase == TL_PHASE_PLACE);
  _tl_window_set_enabled (self, "deploy", human && phase == TL_PHASE_FOLLOWER);
  _tl_window_set_enabled (self, "recall-at", recall);
  _tl_window_set_enabled (self, "choose-tile", two_tiles);
  _tl_window_set_enabled (self, "switch-tile", two_tiles || expansion_can_switch_tile (self));
  _tl_window_set_enabled (self, "reveal-hand", hand_over);
  _tl_window_set_enabled (self, "hint", _tl_window_ai_can_hint (self));
  for (guint i = 0; i < G_N_ELEMENTS (view_actions); i++)
    _tl_window_set_enabled (self, view_actions[i], has_game && !hand_over);
  for (guint i = 0; i < G_N_ELEMENTS (cursor_actions); i++)
    _tl_window_set_enabled (self, cursor_actions[i],
                            human && (phase == TL_PHASE_PLACE || phase == TL_PHASE_FOLLOWER));

  gtk_widget_set_visible (self->undo_button, has_game);
  gtk_widget_set_visible (self->redo_button, has_game);
  /* a narrow window folds the side panel: a button shows it, the turn bar
   * says what to do (not while the flap is being allocated: see tl-window.c) */
  if (self->folded_idle == 0)
    _tl_window_show_folded (self);
  tooltip = undo_tooltip (self);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->undo_button), tooltip) != 0)
    gtk_widget_set_tooltip_text (self->undo_button, tooltip);
  /* Enter and the button confirm the step in front of the player */
  update_confirm_button (self);
  _tl_window_library_update_actions (self);
  _tl_window_host_update_actions (self);
}

/* New game */

static void
on_new_game_start (TlNewGameWindow *dialog,
                   TlWindow        *self)
{
  g_autoptr (GError) error = NULL;

  if (!tl_window_start_new_game (self, dialog, &error))
    {
      _tl_window_show_error (self, error);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
show_new_game_window (GtkWindow *window,
                      gpointer   data)
{
  TlWindow *self = TL_WINDOW (window);
  TlNewGameWindow *dialog = tl_new_game_window_new (window, _tl_window_get_settings (self));

  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_new_game (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Start a New Game?"), _tl_window_save_then,
                           show_new_game_window, NULL, NULL);
  else
    show_new_game_window (GTK_WINDOW (self), NULL);
}

/* Load and Export (tl-window-files.c) */

static void
action_open (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Load Another Game?"), _tl_window_save_then,
                           _tl_window_show_open_chooser, NULL, NULL);
  else
    _tl_window_show_open_chooser (GTK_WINDOW (self), NULL);
}

static void
action_export (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  _tl_window_save_game (data, NULL, NULL, NULL);
}

/* The turn */

/* Undoes (or redoes), whoever's turn comes back (see action_undo()). */
static void
step_history (TlWindow *self,
              gboolean  redo)
{
  guint player;

  if (self->game == NULL)
    return;
  /* A computer move being worked out belongs to the position being left. */
  _tl_window_ai_stop (self);
  player = tl_game_get_current_player (self->game);
  _tl_window_end_choice (self);
  if (!redo)
    TL_WINDOW_EACH_HOOK (self, undo);
  if (!(redo ? tl_game_redo (self->game) : tl_game_undo (self->game)))
    _tl_window_show_toast (self, redo ? _("Nothing to redo") : _("Nothing to undo"));
  /* Whoever pressed it, the seat whose turn comes back shows its own hand. */
  if (tl_game_get_current_player (self->game) != player)
    _tl_window_begin_seat (self);
  _tl_window_refresh (self);
}

/* The seat whose turn an undo between turns gives back: the last person's
 * (the computers' turns after it go with it); -1 for none. */
static int
undone_seat (TlWindow *self)
{
  const TlRecord *record = tl_game_get_record (self->game);
  guint n = tl_game_get_n_players (self->game);

  for (guint i = record->turns->len; n > 0 && i-- > 0;)
    if (tl_game_player_info (self->game, i % n)->kind == TL_PLAYER_HUMAN)
      return (int) (i % n);
  return -1;
}

static void
on_undo_response (TlAlert    *alert,
                  const char *response,
                  gpointer    data)
{
  TlWindow *self = data;

  if (g_strcmp0 (response, "undo") == 0)
    step_history (self, FALSE);
}

/* Undo; in hot-seat, undoing another person's turn asks first. */
static void
action_undo (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;
  TlAlert *alert;
  const TlPlayerInfo *info;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  g_autofree char *name = NULL;
  int seat;

  if (self->game == NULL)
    return;
  seat = undone_seat (self);
  if (_tl_window_n_humans (self) < 2 || tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER || seat < 0 ||
      (guint) seat == tl_game_get_current_player (self->game))
    {
      step_history (self, FALSE);
      return;
    }

  info = tl_game_player_info (self->game, (guint) seat);
  name = tl_player_name_shown (info->name);
  /* Translators: a question before Undo in a game of several people; "%s" is a player's name */
  heading = g_strdup_printf (_("Undo %s’s Turn?"), name);
  /* Translators: "%s" is the name of the player whose turn is undone */
  body = g_strdup_printf (_("The tile %s placed goes back and it is %s’s turn again."), name, name);
  alert = tl_alert_new (heading, body);
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "undo", _("_Undo"), ADW_RESPONSE_DESTRUCTIVE);
  tl_alert_set_default_response (alert, "cancel");
  tl_alert_set_close_response (alert, "cancel");
  /* the alert goes with the window, so @self outlives it */
  tl_alert_present (alert, GTK_WIDGET (self), on_undo_response, self, NULL);
}

static void
action_final_scores (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       data)
{
  TlWindow *self = data;

  if (self->game != NULL && tl_game_get_phase (self->game) == TL_PHASE_OVER)
    _tl_window_show_final_scores (self);
}

static void
action_redo (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  step_history (data, TRUE);
}

/* Why Undo is off, for its tooltip; NULL when it is on. */
static const char *
undo_tooltip (TlWindow *self)
{
  if (self->game == NULL || tl_game_get_can_undo (self->game))
    return _("Undo Last Turn (Ctrl+Z)");
  if (tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER)
    return _("This placement showed hidden information: it cannot be taken back");
  if (undone_seat (self) < 0)
    return _("Nothing to undo yet");
  return _("Cannot undo: a turn since then showed a hidden tile (a look, a reveal or a second tile), which cannot be unseen");
}

static void
action_confirm (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  /* the step in front of the player: an expansion's first, then the
   * follower step, which ends the turn */
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->confirm != NULL
        && _tl_window_expansions[i]->confirm (self, self->states[i]))
      return;
  if (!tl_game_confirm (self->game, &error))
    _tl_window_show_error (self, error);
}

static void
action_take_back (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  TlWindow *self = data;

  if (self->game != NULL && _tl_window_can_play (self))
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

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(iii)", &x, &y, &r);
  if (r < 0)
    r = 4 - (-r % 4);
  if (!tl_game_place (self->game, x, y, (guint) r % 4, &error))
    _tl_window_show_error (self, error);
}

/* The port named @name, or -1 after saying that it is none. */
static int
port_from_name (TlWindow   *self,
                const char *name)
{
  int port = tl_port_from_name (name);

  if (port < 0)
    {
      /* Translators: "%s" is what was given instead of a port name such as "N" */
      g_autofree char *message = g_strdup_printf (_("“%s” is not a port name"), name);
      _tl_window_show_toast (self, message);
    }
  return port;
}

static void
action_deploy (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  int port;

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  port = port_from_name (self, g_variant_get_string (parameter, NULL));
  if (port >= 0 && !tl_game_deploy (self->game, (guint) port, &error))
    _tl_window_show_error (self, error);
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

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(ii&s)", &x, &y, &name);
  port = port_from_name (self, name);
  if (port >= 0 && !tl_game_recall (self->game, x, y, (guint) port, &error))
    _tl_window_show_error (self, error);
}

/* The tiles in hand */

static void
choose_tile (TlWindow *self,
             int       type)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL || !_tl_window_can_play (self) || type < 0)
    return;
  if (!tl_game_choose_tile (self->game, (guint) type, &error))
    _tl_window_show_error (self, error);
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

  if (self->game == NULL)
    return;
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->switch_tile != NULL
        && _tl_window_expansions[i]->switch_tile (self, self->states[i]))
      return;
  choose_tile (self, tl_game_held_tile (self->game, tl_game_get_current_player (self->game)));
}

static void
action_reveal_hand (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;

  if (!_tl_window_waiting_for_hand_over (self))
    return;
  self->revealed_seat = (int) tl_game_get_current_player (self->game);
  _tl_window_refresh (self);
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
    tl_board_view_fit (view);   /* Ctrl+0: the whole board in sight */
  else if (g_str_equal (name, "pan-left"))
    tl_board_view_pan (view, -TL_PAN_STEP, 0);
  else if (g_str_equal (name, "pan-right"))
    tl_board_view_pan (view, TL_PAN_STEP, 0);
  else if (g_str_equal (name, "pan-up"))
    tl_board_view_pan (view, 0, -TL_PAN_STEP);
  else if (g_str_equal (name, "pan-down"))
    tl_board_view_pan (view, 0, TL_PAN_STEP);
  if (g_str_has_prefix (name, "cursor-"))
    _tl_window_set_place_note (self, NULL);

  if (g_str_equal (name, "cursor-left"))
    tl_board_view_move_cursor (view, -1, 0);
  else if (g_str_equal (name, "cursor-right"))
    tl_board_view_move_cursor (view, 1, 0);
  else if (g_str_equal (name, "cursor-up"))
    tl_board_view_move_cursor (view, 0, -1);
  else if (g_str_equal (name, "cursor-down"))
    tl_board_view_move_cursor (view, 0, 1);
  else if (g_str_equal (name, "place") && !tl_board_view_activate_cursor (view) && self->game != NULL &&
           tl_game_get_phase (self->game) == TL_PHASE_PLACE)
    {
      /* Space where the tile cannot go says so in the status line */
      const TlBoard *board = tl_game_state_board (tl_game_get_state (self->game));
      int x, y;

      tl_board_view_get_cursor (view, &x, &y);
      _tl_window_set_place_note (self, tl_board_tile_at (board, x, y) >= 0
                                       ? _("There is a tile on this square already.")
                                       : _("The tile does not fit on this square in any rotation."));
    }
  if (g_str_has_prefix (name, "cursor-"))
    _tl_window_update_status (self);   /* the board's description says where the cursor is */

  _tl_window_update_hand (self);
}

static void
action_join_game (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  _tl_window_join_ask (TL_WINDOW (data), NULL);
}

static const GActionEntry win_entries[] = {
  { "new-game", action_new_game },
  { "join-game", action_join_game },
  { "open", action_open },
  { "export", action_export },
  { "undo", action_undo },
  { "redo", action_redo },
  { "final-scores", action_final_scores },
  { "hint", _tl_window_action_hint },
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

void
_tl_window_actions_init (TlWindow *self)
{
  _tl_window_add_actions (self, win_entries, G_N_ELEMENTS (win_entries));
}
