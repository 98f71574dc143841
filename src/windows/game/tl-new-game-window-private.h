/* tl-new-game-window-private.h — the new-game window's parts, for its files
 * (tl-new-game-window.c, tl-new-game-network.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-new-game-window.h"
#include "tl-seat-row.h"

G_BEGIN_DECLS

#define TL_MIN_SEATS 2
#define TL_MAX_SEATS 5

struct _TlNewGameWindow
{
  AdwWindow parent_instance;

  /* template */
  AdwPreferencesGroup *players_group;
  GtkSpinButton *players_spin;
  AdwComboRow *game_row;
  GtkWidget *expansions_group;
  AdwPreferencesGroup *rules_group;
  AdwComboRow *map_row;
  AdwComboRow *deck_row;
  GtkWidget *more_tiles_row;
  GtkSwitch *more_tiles_switch;
  GtkWidget *meeples_row;
  GtkSwitch *meeples_switch;
  AdwComboRow *tile_set_row;
  GtkStringList *tile_set_names;

  GArray *options;        /* TlNewGameOptionRow, in the engine's order */
  GPtrArray *user_maps;   /* TlMapLayout*, after the built-in maps in the map row */
  GPtrArray *user_sets;   /* TlTileSet*, the user's sets of every game */
  GPtrArray *shown_sets;  /* TlTileSet* (of user_sets), of the game chosen, after "Built in" */
  GPtrArray *drafts;      /* GStrv { game, name }: the user's sets with errors, not offered */
  char *chosen_set[2];    /* per game: the user's set chosen (again when the game is), or NULL */
  gboolean listing_sets;

  /* tl-new-game-network.c: shown while a seat is open */
  GtkWidget *network_group;
  AdwComboRow *where_row;
  AdwEntryRow *server_row;

  TlSeatRow *seats[TL_MAX_SEATS];
  guint previous_color[TL_MAX_SEATS];
  gboolean swapping;
  GSettings *settings;
};

/* the seats shown: 2 to 5 */
guint _tl_new_game_n_seats (TlNewGameWindow *self);

/* tl-new-game-network.c: the Friends group follows the seats (_init once the
 * seats are made, _update when they change), and remembers its choices */
void _tl_new_game_network_init (TlNewGameWindow *self);
void _tl_new_game_network_update (TlNewGameWindow *self);
void _tl_new_game_network_load (TlNewGameWindow *self);
void _tl_new_game_network_save (TlNewGameWindow *self);

G_END_DECLS
