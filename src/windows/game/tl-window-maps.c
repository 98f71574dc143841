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

#include "tl-window-maps-private.h"
#include "tl-builtin-names.h"
#include "tl-board-view-maps.h"
#include "tl-map-format.h"
#include "tl-map-legend.h"
#include "tl-place-text.h"
#include "tl-tile-preview.h"
#include "tl-game-map-chips.h"

/* Carcassonne Maps' state in a window. */
typedef struct {
  /* the side panel's sections (ui/tl-side-panel-maps.ui) */
  GtkWidget *peek_box;
  TlTilePreview *peek_preview;
  GtkLabel *peek_label;
  GtkWidget *map_box;
  GtkLabel *map_heading;
  GtkLabel *map_label;
  GtkMenuButton *legend_button;
  TlMapLegend *map_legend;

  /* Map-Chips: what the seat to play looked at in this turn (peek_turn 0 for
   * nothing), and per seat whether the board shows what it looked at. */
  guint peek_turn;
  gint peek_x, peek_y;
  int peek_type;
  gboolean remember[TL_MAX_PLAYERS];
} Maps;

static void peek_from_record (TlWindow *self, Maps *maps);

static Maps *
maps_of (TlWindow *self)
{
  return _tl_window_get_state (self, &_tl_window_maps_hooks);
}

static gboolean
has_chips (TlWindow *self)
{
  return self->game != NULL && tl_game_state_has_expansion (tl_game_get_state (self->game), "map-chips");
}

/* The seat to play asked to have what it looked at shown on the board. */
static gboolean
maps_secret (TlWindow *self,
             gpointer  state)
{
  Maps *maps = state;
  guint current;

  if (!has_chips (self))
    return FALSE;
  current = tl_game_get_current_player (self->game);
  return current < TL_MAX_PLAYERS && maps->remember[current];
}

static gboolean
maps_hand_over (TlWindow    *self,
                gpointer     state,
                const char  *name,
                char       **description,
                const char **button)
{
  if (!has_chips (self))
    return FALSE;
  /* Translators: "%s" is the name of the player to play */
  *description = g_strdup_printf (_("Only %s should see the face-down tiles %s looked at."), name, name);
  *button = _("_Show My Tiles");
  return TRUE;
}

/* Returns: (transfer none): the map's name, translated for the built-in ones. */
static const char *
map_title (const TlMapLayout *map)
{
  const char *builtin = tl_builtin_map_name (map->id);

  return builtin != NULL ? builtin : map->name;
}

static void
offer_peeks (TlWindow   *self,
             TlMapColor  want)
{
  const TlGameState *state = tl_game_get_state (self->game);
  const TlMapLayout *map = tl_game_state_map (state);
  guint current = tl_game_get_current_player (self->game);
  TlMapColor color;

  _tl_window_end_choice (self);
  _tl_window_offer_choices (self, &_tl_window_maps_hooks, _("Look at a Face-Down Tile"), NULL, NULL, NULL);
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
          _tl_window_add_choice (self, &at, where, what, NULL, NULL);
        }
  tl_side_panel_show_choices (self->side_panel, self->choices->len > 0);
}

/* The map section: which map, and with Map-Chips what is left. */
static void
update_map_box (TlWindow *self,
                Maps     *maps)
{
  const TlMapLayout *map = self->game != NULL ? tl_game_state_map (tl_game_get_state (self->game)) : NULL;
  g_autofree char *text = NULL;
  const char *origin;

  gtk_widget_set_visible (maps->map_box, map != NULL);
  if (map == NULL)
    return;
  gtk_label_set_label (maps->map_heading, map_title (map));
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
  gtk_label_set_label (maps->map_label, text);
  tl_map_legend_set_chips (maps->map_legend, has_chips (self));
  tl_map_legend_set_joined (maps->map_legend, map->joined);
}

/* What the seat to play saw in this turn, to that seat only. */
static void
update_peek_box (TlWindow *self,
                 Maps     *maps)
{
  gboolean shown = self->game != NULL && _tl_window_can_play (self)
                   && maps->peek_turn == tl_game_get_turn (self->game)
                   && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER;

  gtk_widget_set_visible (maps->peek_box, shown);
  if (shown)
    {
      const TlGameState *state = tl_game_get_state (self->game);
      g_autofree char *where = tl_place_text_dup (tl_game_state_map (state), maps->peek_x, maps->peek_y);
      /* Translators: "%s" is where the face-down tile lies ("1 south, 2 west of the nearest start tile") */
      g_autofree char *text = g_strdup_printf (_("%s. It stays face down for the others."), where);

      tl_tile_preview_set_tile (maps->peek_preview, tl_game_state_tile_set (state), maps->peek_type, 0);
      gtk_label_set_label (maps->peek_label, text);
      /* folded, the turn bar shows it too, and opens the panel there */
      tl_side_panel_set_link (self->side_panel, maps->peek_box,
                              /* Translators: the turn bar's button with the picture of the
                               * face-down tile the player looked at (Map-Chips) */
                              _("_Looked At"), text,
                              tl_game_state_tile_set (state), maps->peek_type);
    }
}

static void
maps_update (TlWindow *self,
             gpointer  state)
{
  Maps *maps = state;
  gboolean chips = has_chips (self);
  gboolean play = chips && _tl_window_can_play (self);
  const TlGameState *game_state = self->game != NULL ? tl_game_get_state (self->game) : NULL;
  TlMapColor want;
  gboolean can_peek = play && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER
                      && tl_map_chips_can_peek (game_state, &want);
  guint current = self->game != NULL ? tl_game_get_current_player (self->game) : 0;
  gboolean remember = chips && current < TL_MAX_PLAYERS && maps->remember[current];

  if (self->choice_owner == &_tl_window_maps_hooks && !can_peek)
    _tl_window_end_choice (self);
  else if (can_peek && self->choice_owner == NULL)
    offer_peeks (self, want);

  update_map_box (self, maps);
  if (chips && self->game != NULL && tl_game_get_viewer (self->game) >= 0)
    peek_from_record (self, maps);
  update_peek_box (self, maps);

  /* Hidden information: only for the seat to play, once it sits at the screen. */
  tl_board_view_set_show_peeked (self->board_view, play && remember);
  _tl_window_set_action_state (self, "remember-peeked", g_variant_new_boolean (remember));

  _tl_window_set_enabled (self, "peek-at", can_peek);
  _tl_window_set_enabled (self, "reveal-at",
                          play && tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER
                          && tl_game_state_busy (game_state));
  _tl_window_set_enabled (self, "remember-peeked", play);
}

/* The seat to play looked at the face-down tile on (@x, @y) and saw @type. */
static void
show_peek (TlWindow *self,
           int       x,
           int       y,
           int       type)
{
  Maps *maps = maps_of (self);

  maps->peek_turn = tl_game_get_turn (self->game);
  maps->peek_x = x;
  maps->peek_y = y;
  maps->peek_type = type;
  _tl_window_refresh (self);
}

/* The look of the turn in progress as the game records it, when the window
 * has not shown it: a game continued after a look, or a look a host answered. */
static void
peek_from_record (TlWindow *self,
                  Maps     *maps)
{
  const TlTurnRecord *in_progress = tl_game_get_record (self->game)->in_progress;

  if (in_progress == NULL || !tl_map_chips_turn (in_progress)->has_peek ||
      maps->peek_turn == tl_game_get_turn (self->game))
    return;
  maps->peek_turn = tl_game_get_turn (self->game);
  maps->peek_x = tl_map_chips_turn (in_progress)->peek_x;
  maps->peek_y = tl_map_chips_turn (in_progress)->peek_y;
  maps->peek_type = tl_map_chips_peeked (tl_game_get_state (self->game),
                                         tl_game_get_current_player (self->game),
                                         tl_map_chips_turn (in_progress)->peek_x, tl_map_chips_turn (in_progress)->peek_y);
}

static void
peek_at (TlWindow *self,
         int       x,
         int       y)
{
  g_autoptr (GError) error = NULL;
  int type;

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  type = tl_game_peek (self->game, x, y, &error);
  if (type == TL_HIDDEN)
    return;   /* the look went to the host: its answer shows the tile */
  if (type < 0)
    _tl_window_show_error (self, error);
  else
    show_peek (self, x, y, type);
}

static void
maps_choice_chosen (TlWindow *self,
                    gpointer  state,
                    guint     index)
{
  TlPosition at;

  if (self->choice_owner != &_tl_window_maps_hooks || index >= self->choices->len)
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

/* Enter while revealed tiles wait: the one in focus is resolved. */
static gboolean
maps_confirm (TlWindow *self,
              gpointer  state)
{
  g_autoptr (GError) error = NULL;

  if (!tl_game_state_busy (tl_game_get_state (self->game)))
    return FALSE;
  if (!tl_board_view_resolve_reveal (self->board_view, &error) && error != NULL)
    _tl_window_show_error (self, error);
  return TRUE;
}

static const char *
maps_confirm_label (TlWindow    *self,
                    gpointer     state,
                    const char **tooltip)
{
  if (!_tl_window_can_play (self) || tl_game_get_phase (self->game) != TL_PHASE_FOLLOWER
      || !tl_game_state_busy (tl_game_get_state (self->game)))
    return NULL;
  *tooltip = _("Place the revealed tile in focus as shown, or remove it when it fits nowhere (Enter)");
  return _("_Resolve Revealed Tile");
}

static void
maps_reset (TlWindow *self,
            gpointer  state)
{
  Maps *maps = state;

  maps->peek_turn = 0;
  memset (maps->remember, 0, sizeof maps->remember);
  /* a game continued after a look of the turn in progress: what was seen */
  peek_from_record (self, maps);
}

static void
maps_undo (TlWindow *self,
           gpointer  state)
{
  Maps *maps = state;

  maps->peek_turn = 0;
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

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  g_variant_get (parameter, "(iii)", &x, &y, &r);
  if (!tl_game_reveal (self->game, x, y, r < 0 ? -1 : r % 4, &error))
    _tl_window_show_error (self, error);
}

static void
action_remember_peeked (GSimpleAction *action,
                        GVariant      *value,
                        gpointer       data)
{
  TlWindow *self = data;
  Maps *maps = maps_of (self);
  guint current;

  if (self->game == NULL || !_tl_window_can_play (self))
    return;
  current = tl_game_get_current_player (self->game);
  if (current >= TL_MAX_PLAYERS)
    return;
  maps->remember[current] = g_variant_get_boolean (value);
  /* The person at the screen is this seat's: no hand-over screen now. */
  self->revealed_seat = (int) current;
  g_simple_action_set_state (action, value);
  _tl_window_refresh (self);
}

/* `win.map-legend`: shows what the marks of the map mean. */
static void
action_map_legend (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  Maps *maps = maps_of (data);

  if (gtk_widget_get_visible (maps->map_box))
    gtk_menu_button_popup (maps->legend_button);
}

static const GActionEntry map_entries[] = {
  { "map-legend", action_map_legend },
  { "peek-at", action_peek_at, "(ii)" },
  { "reveal-at", action_reveal_at, "(iii)" },
  { "remember-peeked", NULL, NULL, "false", action_remember_peeked },
};

static void
maps_init (TlWindow *self,
           gpointer  state)
{
  Maps *maps = state;
  g_autoptr (GtkBuilder) builder = NULL;

  g_type_ensure (TL_TYPE_TILE_PREVIEW);
  g_type_ensure (TL_TYPE_MAP_LEGEND);
  builder = gtk_builder_new_from_resource ("/io/github/tilelands/Tilelands/tl-side-panel-maps.ui");
  maps->peek_box = GTK_WIDGET (gtk_builder_get_object (builder, "peek_box"));
  maps->peek_preview = TL_TILE_PREVIEW (gtk_builder_get_object (builder, "peek_preview"));
  maps->peek_label = GTK_LABEL (gtk_builder_get_object (builder, "peek_label"));
  maps->map_box = GTK_WIDGET (gtk_builder_get_object (builder, "map_box"));
  maps->map_heading = GTK_LABEL (gtk_builder_get_object (builder, "map_heading"));
  maps->map_label = GTK_LABEL (gtk_builder_get_object (builder, "map_label"));
  maps->legend_button = GTK_MENU_BUTTON (gtk_builder_get_object (builder, "legend_button"));
  maps->map_legend = TL_MAP_LEGEND (gtk_builder_get_object (builder, "map_legend"));
  tl_side_panel_add_section (self->side_panel, maps->peek_box, TL_SIDE_PANEL_AFTER_CHOICES);
  tl_side_panel_add_section (self->side_panel, maps->map_box, TL_SIDE_PANEL_AFTER_RECALL);

  _tl_window_add_actions (self, map_entries, G_N_ELEMENTS (map_entries));
  g_signal_connect (self->board_view, "peeked", G_CALLBACK (on_board_peeked), self);
}

int
_tl_window_maps_get_peeked_tile (TlWindow *self)
{
  Maps *maps;

  g_return_val_if_fail (TL_IS_WINDOW (self), -1);
  maps = maps_of (self);
  if (!gtk_widget_get_visible (maps->peek_box))
    return -1;
  return tl_tile_preview_get_tile (maps->peek_preview);
}

/* Map-Chips' turn hints (tl_turn_hint_dup()): the revealed tiles to resolve
 * while they wait, and the face-down tiles to look at after collecting a chip. */
static char *
maps_turn_hint (TlGame *game)
{
  if (tl_game_get_phase (game) != TL_PHASE_FOLLOWER || !tl_game_state_busy (tl_game_get_state (game)))
    return NULL;
  return g_strdup (_("Reveal the face-down tiles: Enter places the one in focus as shown (or removes it when it fits nowhere), R turns it, a click on another tile puts it in focus. Then the follower step."));
}

static char *
maps_follower_note (TlGame *game)
{
  TlMapColor color;

  if (!tl_map_chips_can_peek (tl_game_get_state (game), &color))
    return NULL;
  /* one whole sentence per colour: no phrase is built from a colour's name
   * ("a orange"), and each language words it its own way */
  return g_strdup (color == TL_MAP_PURPLE
                   ? _("You collected a purple chip: click a face-down tile outlined in purple to look at it.")
                   : color == TL_MAP_ORANGE
                   ? _("You collected an orange chip: click a face-down tile outlined in orange to look at it.")
                   : _("You collected a light blue chip: click a face-down tile outlined in light blue to look at it."));
}

static const TlWindowAccel map_accels[] = {
  { "win.map-legend", { "<Primary>l", NULL } },
  { NULL },
};

/* The game log: the chips and the revealed tiles (docs/rules/maps.md §3.2). */
static char *
maps_log_reason (TlGameState        *state,
                 const TlTurnRecord *turn,
                 const TlScoreEvent *event)
{
  gint points = 0;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    if (event->points[p] != 0)
      points = event->points[p];
  switch (event->source)
    {
    case TL_SCORE_CHIP:
      return g_strdup (_("Map chip collected"));
    case TL_SCORE_REVEAL:
      return g_strdup (points < 0 ? _("Revealed tile fits nowhere") : _("Revealed tile placed"));
    default:
      return NULL;
    }
}

static char *
maps_log_action (TlGameState        *state,
                 const TlTurnRecord *turn)
{
  /* which tile it was only the player saw */
  return tl_map_chips_turn (turn)->has_peek ? g_strdup (_("Looked at a face-down tile")) : NULL;
}

const TlWindowHooks _tl_window_maps_hooks = {
  .expansions = (const char *const[]) { "map", "map-chips", NULL },
  .state_size = sizeof (Maps),
  .init = maps_init,
  .reset = maps_reset,
  .update = maps_update,
  .undo = maps_undo,
  .secret = maps_secret,
  .hand_over = maps_hand_over,
  .confirm = maps_confirm,
  .confirm_label = maps_confirm_label,
  .choice_chosen = maps_choice_chosen,
  .turn_hint = maps_turn_hint,
  .log_reason = maps_log_reason,
  .log_action = maps_log_action,
  .follower_note = maps_follower_note,
  /* the chips collected apart from the revealed tiles' +2 and −2 */
  .score_columns = { { "map-chips", N_("Chips"), TL_SCORE_CHIP, TL_SCORE_CHIP },
                     { "map-chips", N_("Reveals"), TL_SCORE_REVEAL, TL_SCORE_REVEAL } },
  .accels = map_accels,
};
