/* tl-window-turn.c — the main window's turn: whose it is, the hand-over
 * screen, what the side panel shows, the game's signals, the final scores
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's turn begins behind the hand-over screen when it holds something
 * the other people at the screen must not see (a hand of two tiles, or what
 * an expansion's `secret` hook says); the side panel (#TlSidePanel) then
 * shows that seat's hand, what it may recall, the expansions' sections and
 * what to do now. After every change of the game the window refreshes: the
 * page, the panel, the actions, and the computer's next move.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-alert.h"
#include "tl-window-private.h"
#include "tl-builtin-names.h"
#include "tl-final-score-dialog.h"
#include "tl-library-text.h"
#include "tl-meeple-icon.h"
#include "tl-turn-hint.h"
#include "tl-tile-words.h"
#include "tl-player-name.h"
#include "tl-place-text.h"

/* The icon size of an AdwStatusPage, in logical pixels. */
#define TL_HANDOVER_MEEPLE_SIZE 128

static gboolean
human_to_play (TlWindow *self)
{
  return self->game != NULL
         && tl_game_get_phase (self->game) != TL_PHASE_OVER
         && !tl_game_current_is_ai (self->game);
}

/* Whether the seat to play holds hidden information that other people at the
 * screen must not see, with two or more human seats: a hand of two tiles
 * (double tile), or what an expansion hides (its `secret` hook). */
static gboolean
hands_are_secret (TlWindow *self)
{
  if (self->game == NULL || _tl_window_n_humans (self) < 2)
    return FALSE;
  if (tl_game_get_record (self->game)->options.double_tile)
    return TRUE;
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->secret != NULL
        && _tl_window_expansions[i]->secret (self, self->states[i]))
      return TRUE;
  return FALSE;
}

/* A seat's turn begins (or the game was replaced or undone): it starts behind
 * the hand-over screen when it has something to hide. A seat with nothing to
 * hide sees the board at once, for the whole turn, even when an expansion
 * gives it something to hide on the way. The last turn's toasts go: they were
 * that seat's news. */
void
_tl_window_begin_seat (TlWindow *self)
{
  _tl_window_dismiss_toasts (self);
  self->revealed_seat = -1;
  if (human_to_play (self) && !hands_are_secret (self))
    self->revealed_seat = (int) tl_game_get_current_player (self->game);
}

/* Whether the hand-over screen stands between the board and the seat to play. */
gboolean
_tl_window_waiting_for_hand_over (TlWindow *self)
{
  return human_to_play (self)
         && hands_are_secret (self)
         && self->revealed_seat != (int) tl_game_get_current_player (self->game);
}

/* Whether the person at the screen may play the current turn now. */
gboolean
_tl_window_can_play (TlWindow *self)
{
  return human_to_play (self) && !_tl_window_waiting_for_hand_over (self);
}

/* Whether replacing the game would lose something: it changed and is not over,
 * and the library does not keep it. */
gboolean
_tl_window_has_game_in_progress (TlWindow *self)
{
  return self->game != NULL && self->dirty && tl_game_get_phase (self->game) != TL_PHASE_OVER
         && !_tl_window_library_keeps_game (self);
}

/* The side panel */

/* The tiles in the hand of the seat to play: face down while a computer seat
 * plays in the double-tile variant, none behind the hand-over screen. */
void
_tl_window_update_hand (TlWindow *self)
{
  const TlGameState *state;
  TlTileSet *set;
  TlPhase phase;
  guint current, r = 0;
  int tile = -1, other = -1;
  gboolean face_down;
  const char *heading;

  if (self->game == NULL || _tl_window_waiting_for_hand_over (self))
    {
      tl_side_panel_set_hand (self->side_panel, NULL, -1, 0, -1, FALSE, FALSE, _("Tile in Hand"));
      return;
    }
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->show_hand != NULL
        && _tl_window_expansions[i]->show_hand (self, self->states[i]))
      return;

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

  /* A computer seat's hand is hidden like anybody else's. */
  face_down = other >= 0 && tl_game_current_is_ai (self->game);
  if (other >= 0)
    heading = face_down ? _("Tiles in Hand") : _("Your Tiles");
  else if (phase == TL_PHASE_FOLLOWER && tile >= 0)
    heading = _("Tile Placed"); /* it lies on the board, no longer in hand */
  else
    heading = _("Tile in Hand");
  tl_side_panel_set_hand (self->side_panel, set, tile, r, other, face_down,
                          _tl_window_can_play (self) && phase == TL_PHASE_PLACE, heading);
}

/* The keyboard cursor's cell for a screen reader while a person places a tile:
 * where it is, what lies there, and whether the tile in hand fits there. */
static char *
cursor_text (TlWindow *self)
{
  const TlGameState *state = tl_game_get_state (self->game);
  const TlBoard *board = tl_game_state_board (state);
  guint r = tl_board_view_get_rotation (self->board_view);
  g_autofree char *where = NULL;
  const char *fits;
  int x, y, at;

  tl_board_view_get_cursor (self->board_view, &x, &y);
  where = tl_place_text_dup (tl_game_state_map (state), x, y);
  at = tl_board_tile_at (board, x, y);
  if (at >= 0)
    {
      const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (state),
                                                 tl_board_tile (board, at)->type);

      /* Translators: where the keyboard cursor is ("2 north, 1 east of the start
       * tile"), and the name of the tile that lies there ("D") */
      return g_strdup_printf (_("Cursor: %s, tile %s lies there."), where, type->id);
    }
  if (tl_game_is_legal (self->game, x, y, r))
    fits = _("the tile fits here as it is turned");
  else if (tl_game_is_legal (self->game, x, y, (r + 1) % 4) || tl_game_is_legal (self->game, x, y, (r + 2) % 4)
           || tl_game_is_legal (self->game, x, y, (r + 3) % 4))
    fits = _("the tile fits here turned another way");
  else
    fits = _("the tile does not fit here");
  /* Translators: where the keyboard cursor is ("2 north, 1 east of the start
   * tile"), then whether the tile in hand fits on that empty square */
  return g_strdup_printf (_("Cursor: %s, empty square, %s."), where, fits);
}

/* The board's accessible description (GTK 4.8 has no announce call: a screen
 * reader reads it with the board): whose turn, what to do, the tile in hand and
 * the keyboard cursor's cell (updated as the cursor moves and the tile turns),
 * after what the last turn did (the game log's words), which it announces. */
static void
update_board_description (TlWindow   *self,
                          const char *name,
                          const char *instruction)
{
  const TlTileType *type = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tile = NULL;
  g_autofree char *cursor = NULL;
  g_autofree char *last = tl_game_log_dup_last_turn (tl_side_panel_get_log (self->side_panel));

  if (_tl_window_can_play (self) && tl_game_get_phase (self->game) == TL_PHASE_PLACE)
    type = tl_game_get_current_tile_type (self->game);
  if (type != NULL)
    {
      /* its description names the sides of the tile as drawn unturned: how it
       * is turned now follows */
      const char *how = tl_tile_turned_words (tl_board_view_get_rotation (self->board_view));

      /* Translators: the board's description for a screen reader: the tile's
       * name ("D"), its description, and how it is turned ("not turned") */
      tile = type->name != NULL ? g_strdup_printf (_("Tile in hand: %s, %s, %s."), type->id,
                                                   tl_builtin_tile_name (type->id, type->name), how)
                                  /* Translators: the tile's name ("D"), how it is turned */
                                : g_strdup_printf (_("Tile in hand: %s, %s."), type->id, how);
      cursor = cursor_text (self);
    }
  if (name == NULL)
    text = g_strdup (self->game != NULL && tl_game_get_phase (self->game) == TL_PHASE_OVER
                     ? _("The game is over.") : "");
  else
    /* Translators: the board's description for a screen reader: the player,
     * what to do now, then the tile in hand */
    text = g_strdup_printf (_("%s: %s %s"), name, instruction, tile != NULL ? tile : "");
  if (cursor != NULL)
    {
      char *both = g_strdup_printf ("%s %s", text, cursor);

      g_free (text);
      text = both;
    }
  if (last != NULL)
    {
      char *both = g_strdup_printf ("%s\n%s", last, text);

      g_free (text);
      text = both;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  g_strchomp (text), -1);
}

static void
update_status (TlWindow *self)
{
  g_autofree char *markup = NULL;
  const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));
  g_autofree char *name = tl_player_name_shown (info->name);

  g_autofree char *remote = _tl_window_join_status (self);

  if (tl_game_get_phase (self->game) == TL_PHASE_OVER)
    markup = g_markup_escape_text (_("The game is over."), -1);
  else if (remote != NULL)
    markup = g_markup_escape_text (remote, -1);
  else if (tl_game_current_is_ai (self->game))
    /* Translators: "%s" is a computer player's name */
    markup = g_markup_printf_escaped (_("%s is thinking…"), name);
  else
    {
      g_autofree char *instruction = NULL;

      /* what an expansion asks for now, else the turn's next step */
      for (guint i = 0; instruction == NULL && i < _tl_window_n_expansions; i++)
        if (_tl_window_expansions[i]->status != NULL)
          instruction = _tl_window_expansions[i]->status (self, self->states[i]);
      if (instruction == NULL)
        instruction = tl_turn_hint_dup (self->game, self->recalled, self->recall_points);

      /* a note about the last key pressed (Space where the tile does not fit) */
      if (self->place_note != NULL)
        {
          char *both = g_strdup_printf ("%s\n%s", self->place_note, instruction);

          g_free (instruction);
          instruction = both;
        }
      /* The player's name in bold above what to do. */
      markup = g_markup_printf_escaped ("<b>%s</b>\n%s", name, instruction);
      update_board_description (self, name, instruction);
      tl_side_panel_set_status (self->side_panel, markup);
      return;
    }
  update_board_description (self, NULL, NULL);
  tl_side_panel_set_status (self->side_panel, markup);
}

static void
update_recall (TlWindow *self)
{
  g_autoptr (GArray) options = NULL;
  const TlPlayerInfo *info;

  if (!_tl_window_can_play (self) || tl_game_get_phase (self->game) != TL_PHASE_FOLLOWER)
    {
      tl_side_panel_set_recall (self->side_panel, NULL, NULL);
      return;
    }

  options = tl_game_recall_options (self->game);
  info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));
  tl_side_panel_set_recall (self->side_panel, options, info->color);
}

/* Shows the hand-over screen or the board. */
static void
update_page (TlWindow *self)
{
  const char *visible = gtk_stack_get_visible_child_name (self->stack);

  if (self->game == NULL)
    return;

  if (_tl_window_waiting_for_hand_over (self))
    {
      const TlPlayerInfo *info = tl_game_player_info (self->game, tl_game_get_current_player (self->game));
      g_autofree char *name = tl_player_name_shown (info->name);
      /* Translators: the hand-over screen's title; "%s" is the name of the player to play */
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
      g_autofree char *description = NULL;
      g_autofree char *escaped = NULL;
      g_autofree char *since = NULL;
      const char *button = NULL;

      /* what is hidden: an expansion's, else the tiles of a hand of two */
      for (guint i = 0; description == NULL && i < _tl_window_n_expansions; i++)
        if (_tl_window_expansions[i]->hand_over != NULL)
          _tl_window_expansions[i]->hand_over (self, self->states[i], name, &description, &button);
      if (description == NULL)
        {
          /* Translators: "%s" is the name of the player to play */
          description = g_strdup_printf (_("Only %s should see the tiles in this hand."), name);
          button = _("_Show My Tiles");
        }
      gtk_button_set_label (GTK_BUTTON (self->reveal_button), button);

      /* what scored since this seat last played, which the screen hid */
      since = tl_game_log_dup_since (tl_side_panel_get_log (self->side_panel),
                                     tl_game_get_current_player (self->game));
      if (since != NULL)
        {
          char *all = g_strdup_printf ("%s\n\n%s\n%s", description,
                                       /* Translators: above the scorings the hand-over screen lists */
                                       _("Since your last turn:"), since);

          g_free (description);
          description = all;
        }

      /* drawn at the status page's icon size in device pixels, so that its
       * outline is as fine as the meeples' on the board */
      g_autoptr (GdkTexture) meeple =
        tl_meeple_icon_render_texture (info->color,
                                       TL_HANDOVER_MEEPLE_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

      adw_status_page_set_paintable (self->handover_page, GDK_PAINTABLE (meeple));
      adw_status_page_set_title (self->handover_page, title);   /* plain text */
      /* the description is markup */
      escaped = g_markup_escape_text (description, -1);
      adw_status_page_set_description (self->handover_page, escaped);
      if (g_strcmp0 (visible, "hand-over") != 0)
        {
          /* nothing of the last seat's is left over the screen */
          _tl_window_dismiss_toasts (self);
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

/* The seat at the screen: the seat to play when it is a person's and the
 * hand-over screen is passed; while a computer plays, the person who played
 * last (the first person before anyone did); -1 behind the hand-over screen. */
static int
screen_seat (TlWindow *self)
{
  const TlRecord *record = tl_game_get_record (self->game);
  guint n = tl_game_get_n_players (self->game);

  if (tl_game_get_viewer (self->game) >= 0)
    return tl_game_get_viewer (self->game);   /* a game on a host: its seat */
  if (_tl_window_waiting_for_hand_over (self))
    return -1;
  if (human_to_play (self))
    return (int) tl_game_get_current_player (self->game);
  for (guint i = record->turns->len; n > 0 && i-- > 0;)
    if (tl_game_player_info (self->game, i % n)->kind == TL_PLAYER_HUMAN)
      return (int) (i % n);
  for (guint p = 0; p < n; p++)
    if (tl_game_player_info (self->game, p)->kind == TL_PLAYER_HUMAN)
      return (int) p;
  return 0;
}

/* The window's title names the game, its map and expansions; the subtitle
 * the turn and the file the game came from or went to. */
static void
update_title (TlWindow *self)
{
  const TlRecord *record = tl_game_get_record (self->game);
  g_autoptr (GPtrArray) expansions = g_ptr_array_new ();
  g_autofree char *kind = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;
  const char *map = record->map;

  for (guint i = 0; record->expansions != NULL && i < record->expansions->len; i++)
    g_ptr_array_add (expansions, g_ptr_array_index (record->expansions, i));
  g_ptr_array_add (expansions, NULL);
  if (record->map_layout != NULL && (map == NULL || record->map_inline))
    map = record->map_layout->name;
  kind = tl_library_text_game_kind (record->game, (const char * const *) expansions->pdata, map);
  if (record->tileset != NULL && g_strcmp0 (record->tileset->id, "discovery") == 0)
    {
      /* the built-in tiles of The Discovery are a reconstruction (docs/rules/discovery.md):
       * said where the game is played, as the maps' caption says it of a layout */
      /* Translators: the window's title of a game of The Discovery with its
       * built-in tiles: "%s" is the game ("The Discovery") */
      char *honest = g_strdup_printf (_("%s (reconstructed tiles)"), kind);

      g_free (kind);
      kind = honest;
    }

  if (tl_game_get_phase (self->game) == TL_PHASE_OVER)
    turn = g_strdup (_("Game over"));
  else
    /* Translators: the window's subtitle during a game */
    turn = g_strdup_printf (_("Turn %u"), tl_game_get_turn (self->game));
  /* Translators: the window's subtitle: the turn, then the game's file */
  subtitle = self->file_name != NULL ? g_strdup_printf (_("%s · %s"), turn, self->file_name) : g_strdup (turn);
  adw_window_title_set_title (self->window_title, kind);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* Translators: the window's title for the window manager: the game, then the app */
  title = g_strdup_printf (_("%s — Tilelands"), kind);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_panel (TlWindow *self)
{
  if (self->game == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Tilelands"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Tilelands"));
      tl_side_panel_set_viewer (self->side_panel, -1);
      tl_side_panel_set_result (self->side_panel, NULL);
      tl_side_panel_set_link (self->side_panel, NULL, NULL, NULL, NULL, -1);
      TL_WINDOW_EACH_HOOK (self, update);
      return;
    }

  tl_side_panel_set_tiles_left (self->side_panel, tl_game_get_tiles_left (self->game));
  tl_side_panel_set_viewer (self->side_panel, screen_seat (self));
  update_title (self);

  if (tl_game_get_phase (self->game) == TL_PHASE_OVER)
    {
      g_autofree char *result = tl_final_score_winner_text (tl_game_get_state (self->game));

      tl_side_panel_set_result (self->side_panel, result);
    }
  else
    tl_side_panel_set_result (self->side_panel, NULL);

  /* The page first: what the panel shows depends on who sits at the screen. */
  update_page (self);
  _tl_window_update_hand (self);
  update_recall (self);
  /* no link from the turn bar into the folded panel unless an expansion sets one */
  tl_side_panel_set_link (self->side_panel, NULL, NULL, NULL, NULL, -1);
  TL_WINDOW_EACH_HOOK (self, update);
  /* Last: the instruction reads the choice the expansions settled. */
  update_status (self);
}

void
_tl_window_set_place_note (TlWindow   *self,
                           const char *note)
{
  if (g_strcmp0 (note, self->place_note) == 0)
    return;
  g_free (self->place_note);
  self->place_note = g_strdup (note);
  if (self->game != NULL)
    update_status (self);
}

void
_tl_window_update_status (TlWindow *self)
{
  if (self->game != NULL)
    update_status (self);
}

void
_tl_window_refresh (TlWindow *self)
{
  update_panel (self);
  _tl_window_actions_update (self);
  _tl_window_ai_schedule (self);
}

/* The choice list */

void
_tl_window_offer_choices (TlWindow            *self,
                          const TlWindowHooks *owner,
                          const char          *heading,
                          const char          *cancel_label,
                          const char          *cancel_action,
                          const char          *cancel_tooltip)
{
  g_array_set_size (self->choices, 0);
  self->choice_owner = owner;
  tl_side_panel_begin_choices (self->side_panel, heading, cancel_label, cancel_action, cancel_tooltip);
}

void
_tl_window_add_choice (TlWindow         *self,
                       const TlPosition *at,
                       const char       *title,
                       const char       *subtitle,
                       GtkWidget        *prefix,
                       const char       *points)
{
  g_array_append_vals (self->choices, at, 1);
  tl_side_panel_append_choice (self->side_panel, title, subtitle, prefix, points);
}

/* Ends the choice offered, whoever offered it, and hides the list. */
void
_tl_window_end_choice (TlWindow *self)
{
  const TlWindowHooks *owner = self->choice_owner;

  self->choice_owner = NULL;
  for (guint i = 0; owner != NULL && i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i] == owner && owner->end_choice != NULL)
      owner->end_choice (self, self->states[i]);
  g_array_set_size (self->choices, 0);
  tl_side_panel_clear_choices (self->side_panel);
  tl_side_panel_show_choices (self->side_panel, FALSE);
}

static void
on_choice_chosen (TlSidePanel *panel,
                  guint        index,
                  TlWindow    *self)
{
  for (guint i = 0; self->choice_owner != NULL && i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i] == self->choice_owner && self->choice_owner->choice_chosen != NULL)
      {
        self->choice_owner->choice_chosen (self, self->states[i], index);
        return;
      }
}

static void
on_tile_chosen (TlSidePanel *panel,
                int          type,
                TlWindow    *self)
{
  for (guint i = 0; self->game != NULL && i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->choose_tile != NULL
        && _tl_window_expansions[i]->choose_tile (self, self->states[i], type))
      return;
  g_action_group_activate_action (G_ACTION_GROUP (self), "choose-tile", g_variant_new_int32 (type));
}

/* The game's signals */

/* Without the confirm step (Preferences), a turn ends once a follower is put
 * down or recalled: after the change is shown, unless the game moved on. */
static gboolean
confirm_now (gpointer data)
{
  TlWindow *self = data;

  self->confirm_idle = 0;
  if (self->game != NULL && _tl_window_can_play (self) && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER &&
      tl_game_state_acted (tl_game_get_state (self->game)) && !tl_game_state_busy (tl_game_get_state (self->game)))
    g_action_group_activate_action (G_ACTION_GROUP (self), "confirm", NULL);
  return G_SOURCE_REMOVE;
}

static void
maybe_confirm (TlWindow *self)
{
  GSettings *settings = _tl_window_get_settings (self);
  gboolean confirm = settings == NULL || g_settings_get_boolean (settings, "confirm-turn");

  if (!confirm && self->confirm_idle == 0 && _tl_window_can_play (self) &&
      tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER && tl_game_state_acted (tl_game_get_state (self->game)))
    self->confirm_idle = g_idle_add (confirm_now, self);
}

static void
on_game_changed (TlGame   *game,
                 TlWindow *self)
{
  self->dirty = TRUE;
  g_clear_pointer (&self->place_note, g_free);
  /* A recall is undone by taking the tile back; a new turn starts afresh. */
  if (tl_game_get_phase (game) != TL_PHASE_FOLLOWER)
    self->recalled = FALSE;
  /* Another seat's turn: whoever showed their hand has passed the screen on
   * (a seat that keeps nothing secret does not take it back). */
  if (self->revealed_seat != (int) tl_game_get_current_player (game))
    _tl_window_begin_seat (self);
  _tl_window_refresh (self);
  TL_WINDOW_EACH_HOOK (self, changed);
  /* (the window's session saves the game into the library: tl-session.c) */
  maybe_confirm (self);
}

/* A feature scored during the follower step: that is a recall (The Discovery);
 * the board shows its points, the status says them too. */
static void
on_game_scored (TlGame   *game,
                gpointer  event_pointer,
                TlWindow *self)
{
  const TlScoreEvent *event = event_pointer;

  /* What an expansion scores in this step is no recall. */
  if (event->final || tl_game_get_phase (game) != TL_PHASE_FOLLOWER ||
      event->source != TL_SCORE_FEATURE || !tl_game_state_has_recall (tl_game_get_state (game)))
    return;
  self->recalled = TRUE;
  self->recall_points = event->points[tl_game_get_current_player (game)];
  update_panel (self);
}

static void
on_final_response (TlAlert    *alert,
                   const char *response,
                   gpointer    data)
{
  TlWindow *self = data;

  if (g_strcmp0 (response, "new-game") == 0)
    g_action_group_activate_action (G_ACTION_GROUP (self), "new-game", NULL);
}

void
_tl_window_show_final_scores (TlWindow *self)
{
  /* the alert goes with the window, so @self outlives it */
  tl_alert_present (tl_final_score_dialog_new (self->game), GTK_WIDGET (self), on_final_response, self, NULL);
}

static void
on_game_over (TlGame   *game,
              TlWindow *self)
{
  _tl_window_show_final_scores (self);
}

static void
on_rotation_changed (GObject    *view,
                     GParamSpec *pspec,
                     TlWindow   *self)
{
  _tl_window_update_hand (self);
  if (self->game != NULL)
    update_status (self);   /* the board's description says how the tile is turned */
}

/* A game starts in the window (self->game is new): its signals, the turn's
 * state afresh, the expansions' too. */
void
_tl_window_turn_reset (TlWindow *self)
{
  self->changed_id = g_signal_connect (self->game, "changed", G_CALLBACK (on_game_changed), self);
  self->game_over_id = g_signal_connect (self->game, "game-over", G_CALLBACK (on_game_over), self);
  self->scored_id = g_signal_connect (self->game, "scored", G_CALLBACK (on_game_scored), self);
  self->recalled = FALSE;
  _tl_window_end_choice (self);
  TL_WINDOW_EACH_HOOK (self, reset);
  _tl_window_begin_seat (self);
}

/* The game log's row under the pointer, or selected, or the recall list's
 * row under the pointer or in focus: marked on the board. */
static void
on_log_mark (gpointer   source,
             gboolean   shown,
             int        x,
             int        y,
             int        port,
             TlWindow  *self)
{
  tl_board_view_set_mark (self->board_view, shown, x, y, port);
}

static void
on_log_show (TlGameLog *log,
             int        x,
             int        y,
             TlWindow  *self)
{
  tl_board_view_show_cell (self->board_view, x, y);
}

void
_tl_window_turn_init (TlWindow *self)
{
  TlGameLog *log = tl_side_panel_get_log (self->side_panel);

  self->revealed_seat = -1;
  self->choices = g_array_new (FALSE, FALSE, sizeof (TlPosition));
  g_signal_connect (self->side_panel, "tile-chosen", G_CALLBACK (on_tile_chosen), self);
  g_signal_connect (self->side_panel, "choice-chosen", G_CALLBACK (on_choice_chosen), self);
  g_signal_connect (self->board_view, "notify::rotation", G_CALLBACK (on_rotation_changed), self);
  g_signal_connect (log, "mark", G_CALLBACK (on_log_mark), self);
  g_signal_connect (tl_side_panel_get_recall_list (self->side_panel), "mark", G_CALLBACK (on_log_mark), self);
  g_signal_connect (log, "show-cell", G_CALLBACK (on_log_show), self);
}
