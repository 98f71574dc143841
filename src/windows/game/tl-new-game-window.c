/* tl-new-game-window.c — choose the seats and rules of a new game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-combo-row-values.h"
#include "tl-new-game-window-private.h"
#include "tl-new-game-options-private.h"
#include "tl-help.h"
#include "tl-new-game-offers.h"
#include "tl-window.h"
#include "tl-windows-resources.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"


/* The games offered, in the order of the template's game row. */
static const struct {
  const char *game;     /* as written in game records */
  const char *tileset;  /* the built-in tile set */
} games[] = {
  { "carcassonne", "carcassonne-base" },
  { "discovery", "discovery" },
};

enum {
  GAME_CARCASSONNE,
  GAME_DISCOVERY,
};

/* The maps offered (Carcassonne), in the order of the template's map row; NULL
 * is no map. The user's maps follow them (tl_new_game_window_add_map()). */
static const char *const maps[] = { NULL, "usa-west", "usa-east", "usa-both" };

/* The decks offered on a map, in the order of the template's tiles row (docs/rules/maps.md
 * §1; a user tile set joins them with the tile-set editor). */
static const char *const decks[] = { "full", "base" };

enum {
  DECK_FULL,
  DECK_BASE,
};

#define BASE_TILES 72
#define EXTRA_TILES 42   /* Inns & Cathedrals 18, Traders & Builders 24 */


G_DEFINE_FINAL_TYPE (TlNewGameWindow, tl_new_game_window, ADW_TYPE_WINDOW)

enum {
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

guint
_tl_new_game_n_seats (TlNewGameWindow *self)
{
  int n = gtk_spin_button_get_value_as_int (self->players_spin);
  return CLAMP (n, TL_MIN_SEATS, TL_MAX_SEATS);
}

static guint
selected_game (TlNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  return selected < G_N_ELEMENTS (games) ? selected : GAME_CARCASSONNE;
}

static guint
selected_map (TlNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->map_row);

  return selected < G_N_ELEMENTS (maps) + self->user_maps->len ? selected : 0;
}

/* The user's map chosen, or NULL for a built-in one (or none). */
static TlMapLayout *
selected_user_map (TlNewGameWindow *self)
{
  guint selected = selected_map (self);

  return selected >= G_N_ELEMENTS (maps) ? g_ptr_array_index (self->user_maps, selected - G_N_ELEMENTS (maps))
                                         : NULL;
}

/* The id of the map chosen, or NULL for none. */
static const char *
selected_map_id (TlNewGameWindow *self)
{
  TlMapLayout *user = selected_user_map (self);

  return user != NULL ? user->id : maps[selected_map (self)];
}

static guint
selected_deck (TlNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->deck_row);

  return selected < G_N_ELEMENTS (decks) ? selected : DECK_FULL;
}

/* The user's tile set chosen, or NULL for the game's built-in tiles. */
static TlTileSet *
selected_user_set (TlNewGameWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->tile_set_row);

  if (self->shown_sets == NULL)   /* while the template is built */
    return NULL;
  return selected >= 1 && selected - 1 < self->shown_sets->len ? g_ptr_array_index (self->shown_sets, selected - 1)
                                                                : NULL;
}

/* Shows the rows of the options the game chosen plays (docs/design.md §1). */
static void
update_options (TlNewGameWindow *self)
{
  _tl_new_game_options_show (self->options, games[selected_game (self)].game,
                             selected_map_id (self) != NULL);
}

/* What the tiles chosen are (docs/rules/extra-tiles.md, docs/rules/maps.md §1): how many, and that the
 * extra tiles come without their expansions' rules. */
static void
on_deck_changed (GObject         *row,
                 GParamSpec      *pspec,
                 TlNewGameWindow *self)
{
  const char *map = selected_map_id (self);
  TlMapLayout *user = selected_user_map (self);
  guint copies = g_strcmp0 (map, "usa-both") == 0 || (user != NULL && user->joined) ? 2 : 1;
  g_autofree char *deck = NULL;
  g_autofree char *more = NULL;
  /* TRANSLATORS: said of the tiles of Inns & Cathedrals and Traders & Builders */
  const char *only = _("Their inns, cathedrals, goods and gardens are drawn but score nothing: only the tiles are played, none of their rules.");

  if (selected_deck (self) == DECK_BASE)
    deck = copies == 1
           ? g_strdup_printf (_("The %u tiles of the base game."), BASE_TILES)
           : g_strdup_printf (_("%u tiles: the base game twice, once for each map."), copies * BASE_TILES);
  else
    deck = copies == 1
           ? g_strdup_printf (_("%u tiles, as the Maps rules suggest: the base game’s %u with the %u of Inns & Cathedrals and Traders & Builders. %s"),
                              BASE_TILES + EXTRA_TILES, BASE_TILES, EXTRA_TILES, only)
           : g_strdup_printf (_("%u tiles, as the Maps rules suggest for both maps: the base game, Inns & Cathedrals and Traders & Builders, each twice. %s"),
                              copies * (BASE_TILES + EXTRA_TILES), only);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->deck_row), deck);
  more = gtk_switch_get_active (self->more_tiles_switch)
         ? g_strdup_printf (_("%u tiles: the base game’s %u with the %u of Inns & Cathedrals and Traders & Builders. %s"),
                            BASE_TILES + EXTRA_TILES, BASE_TILES, EXTRA_TILES, only)
         : g_strdup_printf (_("Add the %u tiles of Inns & Cathedrals and Traders & Builders to the %u of the base game. %s"),
                            EXTRA_TILES, BASE_TILES, only);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->more_tiles_row), more);
}

/* The options that require the map, the deck and the meeples are the map's; what
 * to know about the maps. */
static void
on_map_changed (AdwComboRow     *row,
                GParamSpec      *pspec,
                TlNewGameWindow *self)
{
  gboolean map = selected_map_id (self) != NULL;
  gboolean own_tiles = selected_user_set (self) != NULL;
  TlMapLayout *user = selected_user_map (self);

  /* a set of the user's is the whole deck */
  update_options (self);
  gtk_widget_set_visible (GTK_WIDGET (self->deck_row), map && !own_tiles);
  gtk_widget_set_visible (self->meeples_row, map);
  gtk_widget_set_visible (self->more_tiles_row, !map && !own_tiles);
  on_deck_changed (G_OBJECT (row), NULL, self);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->map_row),
                               user != NULL && user->joined
                               ? _("Two maps joined at their half squares, one of them drawn in the map editor.")
                               : user != NULL
                               ? _("A map drawn in the map editor; the game keeps its own copy of it.")
                               : map
                               ? _("The USA map layouts are reconstructions: the printed maps could not be measured.")
                               : _("Play on an open table, without a map."));
}

/* What the tile set chosen is, and which of the user's are not offered. */
static void
describe_tile_set (TlNewGameWindow *self)
{
  TlTileSet *set = selected_user_set (self);
  const char *game = games[selected_game (self)].game;
  g_autoptr(GString) drafts = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint n_drafts = 0;

  for (guint i = 0; i < self->drafts->len; i++)
    {
      char **draft = g_ptr_array_index (self->drafts, i);

      if (g_strcmp0 (draft[0], game) != 0)
        continue;
      /* Translators: the names of tile sets in a list: "“A”, “B”" */
      g_string_append_printf (drafts, n_drafts++ == 0 ? _("“%s”") : _(", “%s”"), draft[1]);
    }
  if (set != NULL)
    text = set->addition
           ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile of your own, added to the game’s; the game keeps a copy.",
                                           "%u tiles of your own, added to the game’s; the game keeps a copy.",
                                           set->total_tiles), set->total_tiles)
           : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile of your own; the game keeps a copy.",
                                           "%u tiles of your own; the game keeps a copy.",
                                           set->total_tiles), set->total_tiles);
  else if (n_drafts > 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has problems to fix, so it is not offered.",
                                         "Not offered, with problems to fix: %s.", n_drafts), drafts->str);
  else
    text = g_strdup (self->shown_sets->len > 0 ? _("The game’s own tiles, or a set of your own.")
                                               : _("The game’s own tiles. Sets made under Tile Sets are offered here."));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->tile_set_row), text);
}

/* The user's sets of the game chosen, after "Built in"; the one chosen before
 * is chosen again when it is there. */
static void
list_tile_sets (TlNewGameWindow *self)
{
  const char *game = games[selected_game (self)].game;
  guint select = 0;

  self->listing_sets = TRUE;
  g_ptr_array_set_size (self->shown_sets, 0);
  gtk_string_list_splice (self->tile_set_names, 1,
                          g_list_model_get_n_items (G_LIST_MODEL (self->tile_set_names)) - 1, NULL);
  for (guint i = 0; i < self->user_sets->len; i++)
    {
      TlTileSet *set = g_ptr_array_index (self->user_sets, i);

      if (g_strcmp0 (set->game, game) != 0)
        continue;
      g_ptr_array_add (self->shown_sets, set);
      gtk_string_list_append (self->tile_set_names, set->name != NULL ? set->name : set->id);
      if (g_strcmp0 (set->id, self->chosen_set[selected_game (self)]) == 0)
        select = self->shown_sets->len;
    }
  adw_combo_row_set_selected (self->tile_set_row, select);
  self->listing_sets = FALSE;
  describe_tile_set (self);
}

static void
on_tile_set_changed (AdwComboRow     *row,
                     GParamSpec      *pspec,
                     TlNewGameWindow *self)
{
  TlTileSet *set = selected_user_set (self);

  if (self->shown_sets == NULL)   /* while the template is built */
    return;
  if (!self->listing_sets)
    {
      g_free (self->chosen_set[selected_game (self)]);
      self->chosen_set[selected_game (self)] = set != NULL ? g_strdup (set->id) : NULL;
    }
  describe_tile_set (self);
  on_map_changed (self->map_row, NULL, self);
}

/* Shows the options of the game chosen, and what to know about it. */
static void
on_game_changed (AdwComboRow     *row,
                 GParamSpec      *pspec,
                 TlNewGameWindow *self)
{
  gboolean discovery = selected_game (self) == GAME_DISCOVERY;

  update_options (self);
  gtk_widget_set_visible (self->expansions_group, !discovery);
  if (self->shown_sets != NULL)
    list_tile_sets (self);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->game_row),
                               discovery
                               ? _("The Discovery’s tile contents are a reconstruction: only the tile counts are known from the published game.")
                               : _("The base game: cities, roads, monasteries and fields."));
}

/* The help page of the game chosen: The Discovery, Carcassonne on a map, or Carcassonne. */
static void
on_rules_activated (AdwActionRow    *row,
                    TlNewGameWindow *self)
{
  tl_help_show (GTK_WINDOW (self),
                selected_game (self) == GAME_DISCOVERY ? "discovery"
                : maps[selected_map (self)] != NULL ? "maps" : "carcassonne");
}

static void
on_players_changed (GtkSpinButton   *spin,
                    TlNewGameWindow *self)
{
  guint n = _tl_new_game_n_seats (self);

  for (guint i = 0; i < TL_MAX_SEATS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->seats[i]), i < n);
  if (self->seats[TL_MAX_SEATS - 1] != NULL)
    _tl_new_game_network_update (self);
}

/* Keeps every colour used once: a seat that takes another seat's colour gives
 * that seat its own previous colour. */
static void
on_seat_color_changed (TlSeatRow       *row,
                       GParamSpec      *pspec,
                       TlNewGameWindow *self)
{
  guint seat = 0, color = tl_seat_row_get_color_index (row);

  while (seat < TL_MAX_SEATS && self->seats[seat] != row)
    seat++;
  if (seat == TL_MAX_SEATS || self->swapping)
    {
      if (seat < TL_MAX_SEATS)
        self->previous_color[seat] = color;
      return;
    }

  self->swapping = TRUE;
  for (guint i = 0; i < TL_MAX_SEATS; i++)
    if (i != seat && tl_seat_row_get_color_index (self->seats[i]) == color)
      {
        tl_seat_row_set_color_index (self->seats[i], self->previous_color[seat]);
        self->previous_color[i] = self->previous_color[seat];
      }
  self->previous_color[seat] = color;
  self->swapping = FALSE;
}

static void
on_start_clicked (GtkButton       *button,
                  TlNewGameWindow *self)
{
  g_signal_emit (self, signals[SIGNAL_START], 0);
}

static void
on_seat_activated (AdwEntryRow     *row,
                   TlNewGameWindow *self)
{
  g_signal_emit (self, signals[SIGNAL_START], 0);
}

static void
tl_new_game_window_map (GtkWidget *widget)
{
  TlNewGameWindow *self = TL_NEW_GAME_WINDOW (widget);

  GTK_WIDGET_CLASS (tl_new_game_window_parent_class)->map (widget);

  /* Ready to type the first name. */
  gtk_widget_grab_focus (GTK_WIDGET (self->seats[0]));
}

static void
tl_new_game_window_dispose (GObject *object)
{
  TlNewGameWindow *self = TL_NEW_GAME_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->options, g_array_unref);
  g_clear_pointer (&self->user_maps, g_ptr_array_unref);
  g_clear_pointer (&self->shown_sets, g_ptr_array_unref);
  g_clear_pointer (&self->user_sets, g_ptr_array_unref);
  g_clear_pointer (&self->drafts, g_ptr_array_unref);
  g_clear_pointer (&self->chosen_set[GAME_CARCASSONNE], g_free);
  g_clear_pointer (&self->chosen_set[GAME_DISCOVERY], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_NEW_GAME_WINDOW);

  G_OBJECT_CLASS (tl_new_game_window_parent_class)->dispose (object);
}

static void
tl_new_game_window_class_init (TlNewGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_new_game_window_dispose;
  widget_class->map = tl_new_game_window_map;

  signals[SIGNAL_START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* the window may be the first of the process (a test) */
  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-new-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, game_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, expansions_group);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, rules_group);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, map_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, deck_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, more_tiles_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, more_tiles_switch);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, meeples_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, meeples_switch);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, tile_set_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, tile_set_names);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, network_group);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, where_row);
  gtk_widget_class_bind_template_child (widget_class, TlNewGameWindow, server_row);
  gtk_widget_class_bind_template_callback (widget_class, on_game_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_map_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_tile_set_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tl_new_game_window_init (TlNewGameWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->options = _tl_new_game_options_add_rows (ADW_PREFERENCES_GROUP (self->expansions_group),
                                                 GTK_WIDGET (self->map_row), self->rules_group,
                                                 G_CALLBACK (update_options), self);
  self->user_maps = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_map_layout_unref);
  self->user_sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_tile_set_unref);
  self->shown_sets = g_ptr_array_new ();
  self->drafts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; i < TL_MAX_SEATS; i++)
    {
      self->seats[i] = TL_SEAT_ROW (tl_seat_row_new (i));
      self->previous_color[i] = tl_seat_row_get_color_index (self->seats[i]);
      if (i > 0)
        tl_seat_row_set_kind (self->seats[i], TL_PLAYER_AI);
      g_signal_connect (self->seats[i], "notify::color-index",
                        G_CALLBACK (on_seat_color_changed), self);
      /* Enter in a name starts the game. */
      g_signal_connect (self->seats[i], "entry-activated",
                        G_CALLBACK (on_seat_activated), self);
      adw_preferences_group_add (self->players_group, GTK_WIDGET (self->seats[i]));
    }
  tl_combo_row_show_value_whole (self->game_row);
  tl_combo_row_show_value_whole (self->tile_set_row);
  tl_combo_row_show_value_whole (self->map_row);
  tl_combo_row_show_value_whole (self->deck_row);
  on_players_changed (self->players_spin, self);
  on_game_changed (self->game_row, NULL, self);
  on_map_changed (self->map_row, NULL, self);
  _tl_new_game_network_init (self);
  _tl_new_game_network_update (self);
}

/* Fills the seats from the last game's choices. */
static void
load_settings (TlNewGameWindow *self)
{
  g_auto (GStrv) names = g_settings_get_strv (self->settings, "player-names");
  g_auto (GStrv) colors = g_settings_get_strv (self->settings, "player-colors");
  g_auto (GStrv) kinds = g_settings_get_strv (self->settings, "player-kinds");
  g_autoptr (GVariant) levels = _tl_new_game_settings_has_key (self->settings, "player-levels")
                                  ? g_settings_get_value (self->settings, "player-levels") : NULL;
  guint n = g_strv_length (names);

  if (n >= TL_MIN_SEATS)
    {
      n = MIN (n, TL_MAX_SEATS);
      gtk_spin_button_set_value (self->players_spin, n);
      for (guint i = 0; i < n; i++)
        {
          /* A seat left at its default is stored as "" and gets the default
           * name of the language the game is created in; 0.1.0 stored the
           * default itself, in the language of the day. */
          g_autofree char *default_name = g_strdup_printf (_("Player %u"), i + 1);
          g_autofree char *english_default = g_strdup_printf ("Player %u", i + 1);

          if (names[i][0] != '\0' && g_strcmp0 (names[i], default_name) != 0 &&
              g_strcmp0 (names[i], english_default) != 0)
            gtk_editable_set_text (GTK_EDITABLE (self->seats[i]), names[i]);
          if (kinds[0] != NULL && i < g_strv_length (kinds))
            {
              tl_seat_row_set_kind (self->seats[i],
                                    g_strcmp0 (kinds[i], "ai") == 0 ? TL_PLAYER_AI : TL_PLAYER_HUMAN);
              tl_seat_row_set_open (self->seats[i], g_strcmp0 (kinds[i], "open") == 0);
            }
          if (levels != NULL && i < g_variant_n_children (levels))
            {
              gint32 level;

              g_variant_get_child (levels, i, "i", &level);
              tl_seat_row_set_level (self->seats[i], level);
            }
          if (i < g_strv_length (colors))
            {
              int color = tl_seat_row_color_index (colors[i]);
              if (color >= 0)
                tl_seat_row_set_color_index (self->seats[i], (guint) color);
            }
        }
    }

  _tl_new_game_options_load (self->options, self->settings);
  _tl_new_game_network_load (self);
  if (_tl_new_game_settings_has_key (self->settings, "more-tiles"))
    gtk_switch_set_active (self->more_tiles_switch, g_settings_get_boolean (self->settings, "more-tiles"));
  if (_tl_new_game_settings_has_key (self->settings, "nine-meeples"))
    gtk_switch_set_active (self->meeples_switch, g_settings_get_boolean (self->settings, "nine-meeples"));
  if (_tl_new_game_settings_has_key (self->settings, "map-deck"))
    {
      g_autofree char *deck = g_settings_get_string (self->settings, "map-deck");

      tl_new_game_window_select_deck (self, deck);
    }
  if (_tl_new_game_settings_has_key (self->settings, "map"))
    {
      g_autofree char *map = g_settings_get_string (self->settings, "map");

      /* a user's map comes with the others, from the library */
      if (!tl_new_game_window_select_map (self, map[0] != '\0' ? map : NULL))
        g_object_set_data_full (G_OBJECT (self), "remembered-map", g_strdup (map), g_free);
    }
  if (_tl_new_game_settings_has_key (self->settings, "game"))
    {
      g_autofree char *game = g_settings_get_string (self->settings, "game");

      tl_new_game_window_select_game (self, game);
    }
  /* the user's set comes with the others, from the library */
  if (_tl_new_game_settings_has_key (self->settings, "tile-set"))
    {
      g_autofree char *set = g_settings_get_string (self->settings, "tile-set");

      /* the id names a set of one of the games */
      for (guint i = 0; i < G_N_ELEMENTS (self->chosen_set) && set[0] != '\0'; i++)
        self->chosen_set[i] = g_strdup (set);
    }
}

static void
save_settings (TlNewGameWindow *self,
               const TlRecord  *record)
{
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) colors = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) kinds = g_strv_builder_new ();
  g_autoptr (GVariantBuilder) levels = g_variant_builder_new (G_VARIANT_TYPE ("ai"));
  g_auto (GStrv) names_v = NULL;
  g_auto (GStrv) colors_v = NULL;
  g_auto (GStrv) kinds_v = NULL;

  for (guint i = 0; i < record->players->len; i++)
    {
      const TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, i);
      g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seats[i]))));

      /* what was typed: "" for a seat left at its default name */
      g_strv_builder_add (names, typed);
      g_strv_builder_add (colors, info->color);
      g_strv_builder_add (kinds, info->kind == TL_PLAYER_AI ? "ai"
                                 : tl_seat_row_get_open (self->seats[i]) ? "open" : "human");
      g_variant_builder_add (levels, "i", info->level);
    }
  names_v = g_strv_builder_end (names);
  colors_v = g_strv_builder_end (colors);
  kinds_v = g_strv_builder_end (kinds);

  g_settings_delay (self->settings);
  g_settings_set_strv (self->settings, "player-names", (const char * const *) names_v);
  g_settings_set_strv (self->settings, "player-colors", (const char * const *) colors_v);
  g_settings_set_strv (self->settings, "player-kinds", (const char * const *) kinds_v);
  if (_tl_new_game_settings_has_key (self->settings, "player-levels"))
    g_settings_set_value (self->settings, "player-levels", g_variant_builder_end (levels));
  if (_tl_new_game_settings_has_key (self->settings, "game"))
    g_settings_set_string (self->settings, "game", record->game);
  if (_tl_new_game_settings_has_key (self->settings, "tile-set"))
    g_settings_set_string (self->settings, "tile-set",
                           selected_user_set (self) != NULL ? selected_user_set (self)->id : "");
  /* Each game's options stay as they were when the other game is played, and an
   * option that requires the map while no map is chosen (and the other way
   * round): only the rows shown are kept. */
  _tl_new_game_options_save (self->options, self->settings, record->game, record->map != NULL);
  _tl_new_game_network_save (self);
  if (g_strcmp0 (record->game, games[GAME_DISCOVERY].game) != 0)
    {
      if (_tl_new_game_settings_has_key (self->settings, "map"))
        g_settings_set_string (self->settings, "map", record->map != NULL ? record->map : "");
      /* Kept while no map is chosen, for the next map game, and the other way round. */
      if (_tl_new_game_settings_has_key (self->settings, "map-deck") && record->map != NULL)
        g_settings_set_string (self->settings, "map-deck", decks[selected_deck (self)]);
      if (_tl_new_game_settings_has_key (self->settings, "nine-meeples") && record->map != NULL)
        g_settings_set_boolean (self->settings, "nine-meeples", gtk_switch_get_active (self->meeples_switch));
      if (_tl_new_game_settings_has_key (self->settings, "more-tiles") && record->map == NULL)
        g_settings_set_boolean (self->settings, "more-tiles", gtk_switch_get_active (self->more_tiles_switch));
    }
  g_settings_apply (self->settings);
}

TlNewGameWindow *
tl_new_game_window_new (GtkWindow *parent,
                        GSettings *settings)
{
  TlNewGameWindow *self;
  TlLibrary *library;
  TlLibrary *store;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TL_TYPE_NEW_GAME_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      load_settings (self);
    }
  /* the user's maps and sets from the main window's library (else the app's) */
  library = parent != NULL && TL_IS_WINDOW (parent) ? tl_window_get_library (TL_WINDOW (parent)) : NULL;
  store = library != NULL && tl_library_get_store (library) != NULL ? library : NULL;
  tl_new_game_offers_add_maps (self, store, g_object_get_data (G_OBJECT (self), "remembered-map"));
  tl_new_game_offers_add_tile_sets (self, store);
  return self;
}

gboolean
tl_new_game_window_select_game (TlNewGameWindow *self,
                                const char      *game)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_strcmp0 (games[i].game, game) == 0)
      {
        adw_combo_row_set_selected (self->game_row, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
tl_new_game_window_select_map (TlNewGameWindow *self,
                               const char      *map)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    if (g_strcmp0 (maps[i], map) == 0)
      {
        adw_combo_row_set_selected (self->map_row, i);
        return TRUE;
      }
  for (guint i = 0; map != NULL && i < self->user_maps->len; i++)
    if (g_strcmp0 (((TlMapLayout *) g_ptr_array_index (self->user_maps, i))->id, map) == 0)
      {
        adw_combo_row_set_selected (self->map_row, G_N_ELEMENTS (maps) + i);
        return TRUE;
      }
  return FALSE;
}

void
tl_new_game_window_add_map (TlNewGameWindow   *self,
                            const TlMapLayout *layout,
                            gboolean           select)
{
  GtkStringList *names;

  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  g_return_if_fail (layout != NULL);

  for (guint i = 0; i < self->user_maps->len; i++)
    if (g_strcmp0 (((TlMapLayout *) g_ptr_array_index (self->user_maps, i))->id, layout->id) == 0)
      {
        if (select)
          adw_combo_row_set_selected (self->map_row, G_N_ELEMENTS (maps) + i);
        return;
      }
  g_ptr_array_add (self->user_maps, tl_map_layout_ref ((TlMapLayout *) layout));
  names = GTK_STRING_LIST (adw_combo_row_get_model (self->map_row));
  gtk_string_list_append (names, layout->name);
  if (select)
    adw_combo_row_set_selected (self->map_row, G_N_ELEMENTS (maps) + self->user_maps->len - 1);
}

gboolean
tl_new_game_window_select_deck (TlNewGameWindow *self,
                                const char      *deck)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    if (g_strcmp0 (decks[i], deck) == 0)
      {
        adw_combo_row_set_selected (self->deck_row, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
tl_new_game_window_set_expansion (TlNewGameWindow *self,
                                  const char      *name,
                                  gboolean         enabled)
{
  TlNewGameOptionRow *row;

  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  row = _tl_new_game_options_find (self->options, name, TL_RULE_OPTION_EXPANSION);
  if (row == NULL)
    return FALSE;
  gtk_switch_set_active (row->active, enabled);
  return TRUE;
}

gboolean
tl_new_game_window_set_option (TlNewGameWindow *self,
                               const char      *name,
                               gboolean         enabled)
{
  GtkSwitch *row_switch;
  TlNewGameOptionRow *row;

  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  row = _tl_new_game_options_find (self->options, name, TL_RULE_OPTION_SWITCH);
  if (row != NULL)
    row_switch = row->active;
  else if (g_strcmp0 (name, "more-tiles") == 0)
    row_switch = self->more_tiles_switch;
  else if (g_strcmp0 (name, "nine-meeples") == 0)
    row_switch = self->meeples_switch;
  else
    return FALSE;
  gtk_switch_set_active (row_switch, enabled);
  return TRUE;
}

TlRecord *
tl_new_game_window_build_record (TlNewGameWindow  *self,
                                 gint64            seed,
                                 GError          **error)
{
  g_autoptr (TlTileSet) tileset = NULL;
  g_autoptr (TlMapLayout) layout = NULL;
  const char *map = NULL;
  TlTileSet *user_set;
  TlRecord *record;
  guint game, n;

  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = selected_game (self);
  user_set = selected_user_set (self);
  if (game == GAME_CARCASSONNE && selected_user_map (self) != NULL)
    {
      /* the record carries it inline (docs/design.md §4): the game outlives an edit */
      layout = tl_map_layout_ref (selected_user_map (self));
      map = layout->id;
    }
  else if (game == GAME_CARCASSONNE && (map = maps[selected_map (self)]) != NULL)
    {
      layout = tl_map_format_load_builtin (map, error);
      if (layout == NULL)
        return NULL;
    }
  if (user_set != NULL)
    tileset = tl_tileset_format_playable (user_set, error);   /* an addition with the base tiles */
  else if (game == GAME_CARCASSONNE)
    tileset = tl_tileset_format_load_map_deck (layout,
                                               layout != NULL ? selected_deck (self) == DECK_BASE
                                                              : !gtk_switch_get_active (self->more_tiles_switch),
                                               error);
  else
    tileset = tl_tileset_format_load_builtin (games[game].tileset, error);
  if (tileset == NULL)
    return NULL;

  record = tl_record_new (games[game].game, tileset);
  tl_record_set_new_id (record);
  /* the record carries the user's set inline (docs/design.md §4): the game outlives an edit */
  record->tileset_inline = user_set != NULL;
  if (game == GAME_CARCASSONNE)
    {
      record->options.farmers = TRUE;
      if (layout != NULL)
        {
          record->map = g_strdup (map);
          record->map_inline = !tl_map_format_is_builtin (map);
          record->map_layout = g_steal_pointer (&layout);
          if (gtk_switch_get_active (self->meeples_switch))
            record->options.meeples = 9;
        }
    }
  /* the options of the rows shown: the game's, with what they require */
  _tl_new_game_options_write (self->options, record, record->game, record->map != NULL);
  record->seed = seed;

  n = _tl_new_game_n_seats (self);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = tl_seat_row_dup_name (self->seats[i]);
      guint color = tl_seat_row_get_color_index (self->seats[i]);

      tl_record_add_player (record, name, tl_seat_row_color_id (color),
                            tl_seat_row_get_kind (self->seats[i]),
                            tl_seat_row_get_level (self->seats[i]));
    }

  if (self->settings != NULL)
    save_settings (self, record);

  return record;
}

void
tl_new_game_window_add_tile_set (TlNewGameWindow *self,
                                 TlTileSet       *set,
                                 gboolean         select)
{
  gboolean known = FALSE;

  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  g_return_if_fail (set != NULL);

  for (guint i = 0; i < self->user_sets->len && !known; i++)
    known = g_strcmp0 (((TlTileSet *) g_ptr_array_index (self->user_sets, i))->id, set->id) == 0;
  if (!known)
    g_ptr_array_add (self->user_sets, tl_tile_set_ref (set));
  for (guint i = 0; select && i < G_N_ELEMENTS (games); i++)
    if (g_strcmp0 (games[i].game, set->game) == 0)
      {
        g_free (self->chosen_set[i]);
        self->chosen_set[i] = g_strdup (set->id);
      }
  list_tile_sets (self);
}

void
tl_new_game_window_add_tile_set_draft (TlNewGameWindow *self,
                                       const char      *game,
                                       const char      *name)
{
  char *draft[] = { (char *) game, (char *) name, NULL };

  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  g_return_if_fail (game != NULL && name != NULL);

  g_ptr_array_add (self->drafts, g_strdupv (draft));
  describe_tile_set (self);
}

gboolean
tl_new_game_window_select_tile_set (TlNewGameWindow *self,
                                    const char      *id)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);

  if (id == NULL)
    {
      adw_combo_row_set_selected (self->tile_set_row, 0);
      return TRUE;
    }
  for (guint i = 0; i < self->shown_sets->len; i++)
    if (g_strcmp0 (((TlTileSet *) g_ptr_array_index (self->shown_sets, i))->id, id) == 0)
      {
        adw_combo_row_set_selected (self->tile_set_row, i + 1);
        return TRUE;
      }
  return FALSE;
}

guint
tl_new_game_window_count_tile_sets (TlNewGameWindow *self)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), 0);
  return self->shown_sets->len;
}
