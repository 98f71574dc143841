/* tl-window-maps.c — Carcassonne Maps and Map-Chips in the main window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The side panel's map section (which map, chips and face-down tiles left, and
 * the map legend on demand: its button or Ctrl+L, `win.map-legend`);
 * after collecting a chip the face-down tiles of its colour are offered in the
 * choice list (the board rings them too); what was seen is shown to the seat
 * to play only, with "Remember it for me": the board then shows it on its
 * square during that seat's turns (and with two or more people at the screen,
 * their turns start behind the hand-over screen). Reveals are played on the
 * board; `win.reveal-at` does the same for scripts and tests.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-window-private.h"
#include "tl-board-view-maps.h"
#include "tl-place-text.h"
#include "tl-map-format.h"

static gboolean
has_chips (TlWindow *self)
{
  return self->game != NULL && tl_game_state_has_expansion (tl_game_get_state (self->game), "map-chips");
}

gboolean
tl_window_maps_secret (TlWindow *self)
{
  guint current;

  if (!has_chips (self))
    return FALSE;
  current = tl_game_get_current_player (self->game);
  return current < TL_MAX_PLAYERS && self->remember[current];
}

/* Returns: (transfer none): the map's name, translated for the built-in ones. */
static const char *
map_title (const TlMapLayout *map)
{
  if (g_strcmp0 (map->id, "usa-west") == 0)
    return _("USA West");
  if (g_strcmp0 (map->id, "usa-east") == 0)
    return _("USA East");
  if (g_strcmp0 (map->id, "usa-both") == 0)
    return _("USA West and East");
  return map->name;
}

static void
offer_peeks (TlWindow   *self,
             TlMapColor  want)
{
  const TlGameState *state = tl_game_get_state (self->game);
  const TlMapLayout *map = tl_game_state_map (state);
  guint current = tl_game_get_current_player (self->game);
  TlMapColor color;

  tl_window_end_choice (self);
  self->choice = TL_WINDOW_CHOICE_PEEK;
  for (guint y = 0; map != NULL && y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      if (tl_map_chips_face_down_at (state, x, y, &color) && color == want)
        {
          TlPosition at = { x, y, TL_PORT_C };
          g_autofree char *where = tl_place_text_dup (map, x, y);
          g_autofree char *what = NULL;

          if (tl_map_chips_peeked (state, current, x, y) >= 0)
            /* Translators: "%s" is a colour: "purple", "orange" or "light blue" */
            what = g_strdup_printf (_("Outlined in %s; you looked at it before"), tl_place_text_color (want));
          else
            what = g_strdup_printf (_("Outlined in %s"), tl_place_text_color (want));
          g_array_append_val (self->choices, at);
          tl_choice_list_append (self->choice_list, where, what, NULL, NULL);
        }
  gtk_label_set_label (self->choice_heading, _("Look at a Face-Down Tile"));
  gtk_widget_set_visible (self->choice_cancel, FALSE);
  gtk_widget_set_visible (self->choice_box, self->choices->len > 0);
}

/* The map section: which map, and with Map-Chips what is left. */
static void
update_map_box (TlWindow *self)
{
  const TlMapLayout *map = self->game != NULL ? tl_game_state_map (tl_game_get_state (self->game)) : NULL;
  g_autofree char *text = NULL;
  const char *origin;

  gtk_widget_set_visible (self->map_box, map != NULL);
  if (map == NULL)
    return;
  gtk_label_set_label (self->map_heading, map_title (map));
  /* the built-in maps are reconstructions; a user's map is drawn in the map editor */
  origin = tl_map_format_is_builtin (map->id) ? _("A reconstructed layout") : _("A map drawn in the map editor");
  if (has_chips (self))
    {
      guint chips = 0, face_down = 0, removed = 0;

      tl_map_chips_counts (tl_game_get_state (self->game), &chips, &face_down, &removed);
      if (removed > 0)
        /* Translators: what is left of Map-Chips on the map; %s says what map it is */
        text = g_strdup_printf (_("%s\nChips on towns: %u\nFace-down tiles: %u\nRevealed tiles that fitted nowhere: %u"),
                                origin, chips, face_down, removed);
      else
        /* Translators: what is left of Map-Chips on the map; %s says what map it is */
        text = g_strdup_printf (_("%s\nChips on towns: %u\nFace-down tiles: %u"), origin, chips, face_down);
    }
  else
    text = g_strdup (origin);
  gtk_label_set_label (self->map_label, text);
  tl_map_legend_set_chips (self->map_legend, has_chips (self));
  tl_map_legend_set_joined (self->map_legend, map->joined);
}

/* What the seat to play saw in this turn, to that seat only. */
static void
update_peek_box (TlWindow *self)
{
  gboolean shown = self->game != NULL && tl_window_can_play (self)
                   && self->peek_turn == tl_game_get_turn (self->game)
                   && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER;

  gtk_widget_set_visible (self->peek_box, shown);
  if (shown)
    {
      const TlGameState *state = tl_game_get_state (self->game);
      g_autofree char *where = tl_place_text_dup (tl_game_state_map (state), self->peek_x, self->peek_y);
      /* Translators: "%s" is where the face-down tile lies ("Column 5, row 3") */
      g_autofree char *text = g_strdup_printf (_("%s. It stays face down for the others."), where);

      tl_tile_preview_set_tile (self->peek_preview, tl_game_state_tile_set (state), self->peek_type, 0);
      gtk_label_set_label (self->peek_label, text);
    }
}

void
tl_window_maps_update (TlWindow *self)
{
  gboolean chips = has_chips (self);
  gboolean play = chips && tl_window_can_play (self);
  const TlGameState *state = self->game != NULL ? tl_game_get_state (self->game) : NULL;
  TlMapColor want;
  gboolean can_peek = play && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER
                      && tl_map_chips_can_peek (state, &want);
  guint current = self->game != NULL ? tl_game_get_current_player (self->game) : 0;
  gboolean remember = chips && current < TL_MAX_PLAYERS && self->remember[current];
  GAction *remember_action = g_action_map_lookup_action (G_ACTION_MAP (self), "remember-peeked");

  if (self->choice == TL_WINDOW_CHOICE_PEEK && !can_peek)
    tl_window_end_choice (self);
  else if (can_peek && self->choice == TL_WINDOW_CHOICE_NONE)
    offer_peeks (self, want);

  update_map_box (self);
  update_peek_box (self);

  /* Hidden information: only for the seat to play, once it sits at the screen. */
  tl_board_view_set_show_peeked (self->board_view, play && remember);
  g_simple_action_set_state (G_SIMPLE_ACTION (remember_action), g_variant_new_boolean (remember));

  tl_window_set_enabled (self, "peek-at", can_peek);
  tl_window_set_enabled (self, "reveal-at",
                         play && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER
                         && tl_game_state_busy (state));
  tl_window_set_enabled (self, "remember-peeked", play);
}

/* The seat to play looked at the face-down tile on (@x, @y) and saw @type. */
static void
show_peek (TlWindow *self,
           int       x,
           int       y,
           int       type)
{
  self->peek_turn = tl_game_get_turn (self->game);
  self->peek_x = x;
  self->peek_y = y;
  self->peek_type = type;
  tl_window_refresh (self);
}

static void
peek_at (TlWindow *self,
         int       x,
         int       y)
{
  g_autoptr (GError) error = NULL;
  int type;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  type = tl_game_peek (self->game, x, y, &error);
  if (type < 0)
    tl_window_show_error (self, error);
  else
    show_peek (self, x, y, type);
}

void
tl_window_maps_chosen (TlWindow *self,
                       guint     index)
{
  TlPosition at;

  if (self->choice != TL_WINDOW_CHOICE_PEEK || index >= self->choices->len)
    return;
  at = g_array_index (self->choices, TlPosition, index);
  peek_at (self, at.x, at.y);
}

static void
on_board_peeked (TlBoardView *view,
                 int          x,
                 int          y,
                 int          type,
                 TlWindow    *self)
{
  if (self->game != NULL)
    show_peek (self, x, y, type);
}

void
tl_window_maps_connect_board (TlWindow *self)
{
  g_signal_connect (self->board_view, "peeked", G_CALLBACK (on_board_peeked), self);
}

/* Actions */

static void
action_peek_at (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  gint32 x, y;

  g_variant_get (parameter, "(ii)", &x, &y);
  peek_at (data, x, y);
}

static void
action_reveal_at (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  gint32 x, y, r;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(iii)", &x, &y, &r);
  if (!tl_game_reveal (self->game, x, y, r < 0 ? -1 : r % 4, &error))
    tl_window_show_error (self, error);
}

static void
action_remember_peeked (GSimpleAction *action,
                        GVariant      *value,
                        gpointer       data)
{
  TlWindow *self = data;
  guint current;

  if (self->game == NULL || !tl_window_can_play (self))
    return;
  current = tl_game_get_current_player (self->game);
  if (current >= TL_MAX_PLAYERS)
    return;
  self->remember[current] = g_variant_get_boolean (value);
  /* The person at the screen is this seat's: no hand-over screen now. */
  self->revealed_seat = (int) current;
  g_simple_action_set_state (action, value);
  tl_window_refresh (self);
}

/* `win.map-legend`: shows what the marks of the map mean. */
static void
action_map_legend (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;

  if (gtk_widget_get_visible (self->map_box))
    gtk_menu_button_popup (self->legend_button);
}

static const GActionEntry map_entries[] = {
  { "map-legend", action_map_legend },
  { "peek-at", action_peek_at, "(ii)" },
  { "reveal-at", action_reveal_at, "(iii)" },
  { "remember-peeked", NULL, NULL, "false", action_remember_peeked },
};

void
tl_window_maps_add_actions (TlWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), map_entries,
                                   G_N_ELEMENTS (map_entries), self);
}
