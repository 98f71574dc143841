/* tl-new-game-window.h — choose the seats and rules of a new game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_NEW_GAME_WINDOW (tl_new_game_window_get_type ())
G_DECLARE_FINAL_TYPE (TlNewGameWindow, tl_new_game_window, TL, NEW_GAME_WINDOW, AdwWindow)

/**
 * TlNewGameWindow:
 *
 * A modal window (template `ui/tl-new-game-window.ui`): the game (Carcassonne
 * or The Discovery, with one sentence saying that The Discovery's tile contents
 * are a reconstruction), 2–5 seats, each a #TlSeatRow (name, colour, person or
 * computer; every colour used once: picking a colour another seat has swaps the
 * two), and the chosen game's rule options: "First-edition small cities" for
 * Carcassonne; "Equal number of turns" and "Double tile (hand of two)" for The
 * Discovery (docs/rules/discovery.md §1.9). For Carcassonne also the expansions: "The
 * Gifts", a map (none, USA West, USA East, both joined; one sentence says the
 * layouts are reconstructions) and "Map-Chips" (shown only with a map). Its Start button (or Enter in a name) emits `start`; the
 * handler builds the game with tl_new_game_window_build_record() and closes the
 * window. Escape or Cancel closes it without a game.
 *
 * Signal `start` (no arguments): the person asked to start the game.
 */

/**
 * tl_new_game_window_new:
 * @parent: (nullable): the window it is modal for
 * @settings: (nullable) (transfer none): settings of schema
 *   `io.github.tilelands.Tilelands` with the last game's seats and options, or
 *   %NULL. Keys used: `player-names`, `player-colors`, `player-kinds`, and when
 *   the schema has them `game` (s: `"carcassonne"` or `"discovery"`),
 *   `small-city-two`, `equal-turns`, `double-tile`, `gifts`, `map-chips` (b),
 *   `map` (s: `""` for none, `"usa-west"`, `"usa-east"` or `"usa-both"`),
 *   `tile-set` (s: `""` for the built-in tiles, or a user's set's id); a
 *   missing key is skipped.
 *
 * Returns: (transfer full): a new window, filled in from @settings (or with a
 * person and a computer player when there are none); not yet shown.
 */
TlNewGameWindow *tl_new_game_window_new          (GtkWindow *parent,
                                                  GSettings *settings);

/**
 * tl_new_game_window_select_game:
 * @self: a new-game window
 * @game: a game as written in game records: `"carcassonne"` or `"discovery"`
 *
 * Chooses the game (and shows its options).
 *
 * Returns: %TRUE when @game is one of the games offered; else nothing changes.
 */
gboolean         tl_new_game_window_select_game  (TlNewGameWindow *self,
                                                  const char      *game);

/**
 * tl_new_game_window_select_map:
 * @self: a new-game window
 * @map: (nullable): a map id: a built-in one (`"usa-west"`, `"usa-east"`,
 *   `"usa-both"`) or one tl_new_game_window_add_map() offered; %NULL for no map
 *
 * Chooses the map of a Carcassonne game (and shows Map-Chips with a map).
 *
 * Returns: %TRUE when @map is offered; else nothing changes.
 */
gboolean         tl_new_game_window_select_map   (TlNewGameWindow *self,
                                                  const char      *map);

/**
 * tl_new_game_window_add_map:
 * @self: a new-game window
 * @layout: (transfer none): a map layout that keeps every rule (a user's, or
 *   two joined); the window keeps a reference
 * @select: choose it
 *
 * Offers @layout after the built-in maps, under its name (once per id; an id
 * offered already is only chosen). A game on it carries it inline in its
 * record (docs/design.md §4).
 */
void             tl_new_game_window_add_map      (TlNewGameWindow   *self,
                                                  const TlMapLayout *layout,
                                                  gboolean           select);

/**
 * tl_new_game_window_select_deck:
 * @self: a new-game window
 * @deck: the tiles of a map game: `"full"` (the base tiles with those of Inns &
 *   Cathedrals and Traders & Builders, the default) or `"base"` (the base tiles alone)
 *
 * Chooses the deck played on a map (tl_tileset_format_load_map_deck()); it counts
 * only with a map.
 *
 * Returns: %TRUE when @deck is one of the decks offered; else nothing changes.
 */
gboolean         tl_new_game_window_select_deck  (TlNewGameWindow *self,
                                                  const char      *deck);

/**
 * tl_new_game_window_set_expansion:
 * @self: a new-game window
 * @name: the name of an engine option of kind %TL_RULE_OPTION_EXPANSION
 *   (tl_rule_option_find()): `"gifts"` or `"map-chips"`
 * @enabled: whether to play with it (it counts only with its game and what it
 *   requires: Map-Chips with a map)
 *
 * Turns an expansion's switch on or off.
 *
 * Returns: %TRUE when @name is an expansion offered.
 */
gboolean         tl_new_game_window_set_expansion (TlNewGameWindow *self,
                                                   const char      *name,
                                                   gboolean         enabled);

/**
 * tl_new_game_window_set_option:
 * @self: a new-game window
 * @name: a rule switch as game records name it, an engine option of kind
 *   %TL_RULE_OPTION_SWITCH: `"small-city-two"` (Carcassonne),
 *   `"equal-turns"` or `"double-tile"` (The Discovery); or `"more-tiles"` (Carcassonne
 *   without a map: the extra tiles of Inns & Cathedrals and Traders & Builders) or
 *   `"nine-meeples"` (on a map: `options.meeples` 9)
 * @enabled: whether it is on
 *
 * Turns a rule switch on or off (it counts only with its game, and its map or
 * none).
 *
 * Returns: %TRUE when @name is a switch offered.
 */
gboolean         tl_new_game_window_set_option   (TlNewGameWindow *self,
                                                  const char      *name,
                                                  gboolean         enabled);

/**
 * tl_new_game_window_add_tile_set:
 * @self: a new-game window
 * @set: (transfer none): a finished tile set of the user's (no errors; an
 *   addition is played with its game's base tiles); the window keeps a reference
 * @select: choose it (now when its game is chosen, else once it is)
 *
 * Offers @set in the "Tile set" row after "Built in" while its game is chosen
 * (once per id). A game with it plays its tiles instead of the built-in deck
 * (on a map too) and carries the set inline in its record (docs/design.md §4).
 */
void             tl_new_game_window_add_tile_set (TlNewGameWindow *self,
                                                  TlTileSet       *set,
                                                  gboolean         select);

/**
 * tl_new_game_window_add_tile_set_draft:
 * @self: a new-game window
 * @game: the draft's game
 * @name: its name
 *
 * Names a set of the user's that is not offered because it has errors: the
 * "Tile set" row says so while @game is chosen.
 */
void             tl_new_game_window_add_tile_set_draft (TlNewGameWindow *self,
                                                        const char      *game,
                                                        const char      *name);

/**
 * tl_new_game_window_select_tile_set:
 * @self: a new-game window
 * @id: (nullable): the id of a set tl_new_game_window_add_tile_set() offered
 *   for the game chosen, or %NULL for the game's built-in tiles
 *
 * Returns: %TRUE when @id is offered now; else nothing changes.
 */
gboolean         tl_new_game_window_select_tile_set (TlNewGameWindow *self,
                                                     const char      *id);

/**
 * tl_new_game_window_count_tile_sets:
 * @self: a new-game window
 *
 * Returns: how many of the user's sets are offered for the game chosen.
 */
guint            tl_new_game_window_count_tile_sets (TlNewGameWindow *self);

/**
 * tl_new_game_window_build_record:
 * @self: a new-game window
 * @seed: the seed of the deck and every other random outcome (any 64-bit value;
 *   new games use tl_record_random_seed())
 * @error: return location for an error, or %NULL
 *
 * Builds the record of the game chosen, with a fresh `id`; with a set of the
 * user's chosen, its tiles (inline) instead of the built-in ones named below
 * (tl_record_set_new_id()): Carcassonne (built-in tile set `carcassonne-base`, farmers on, small cities as chosen, the expansions
 * `"gifts"` and `"map-chips"` as chosen, and the chosen map by id with its
 * built-in layout from tl_map_format_load_builtin()) or The Discovery
 * (built-in tile set `discovery`, `equal_turns` and `double_tile` as chosen),
 * with the seats chosen, and stores the choices in the settings given to
 * tl_new_game_window_new().
 *
 * Errors: those of tl_tileset_format_load_builtin() and
 * tl_map_format_load_builtin() (%TL_FORMAT_ERROR) when a built-in tile set or
 * map cannot be loaded.
 *
 * Returns: (transfer full) (nullable): the record with no turns, or %NULL.
 */
TlRecord        *tl_new_game_window_build_record (TlNewGameWindow *self,
                                                  gint64           seed,
                                                  GError         **error);

/**
 * TlNewGameWhere:
 * @TL_NEW_GAME_HOST: this app hosts the game ("Host on this network")
 * @TL_NEW_GAME_SERVER: the game is made on a server ("Create on a server")
 *
 * Where a game with open seats is played (docs/network.md "Hosting from the app").
 */
typedef enum {
  TL_NEW_GAME_HOST,
  TL_NEW_GAME_SERVER,
} TlNewGameWhere;

/**
 * tl_new_game_window_seat_is_open:
 * @self: a new-game window
 * @seat: a seat, from 0
 *
 * Returns: whether the seat is shown and open: a friend joins it with an
 *   invite link (in the record a %TL_PLAYER_HUMAN seat).
 */
gboolean         tl_new_game_window_seat_is_open (TlNewGameWindow *self,
                                                  guint            seat);

/**
 * tl_new_game_window_set_seat_open:
 * @self: a new-game window
 * @seat: a seat, from 0, below 5
 * @open: %TRUE: a friend joins it; %FALSE: a person plays it here (a seat
 *   not open stays as it is)
 */
void             tl_new_game_window_set_seat_open (TlNewGameWindow *self,
                                                   guint            seat,
                                                   gboolean         open);

/**
 * tl_new_game_window_count_open_seats:
 * @self: a new-game window
 *
 * Returns: how many of the seats shown are open.
 */
guint            tl_new_game_window_count_open_seats (TlNewGameWindow *self);

/**
 * tl_new_game_window_get_where:
 * @self: a new-game window
 *
 * Returns: where a game with open seats is played.
 */
TlNewGameWhere   tl_new_game_window_get_where (TlNewGameWindow *self);

/**
 * tl_new_game_window_set_where:
 * @self: a new-game window
 * @where: where a game with open seats is played
 */
void             tl_new_game_window_set_where (TlNewGameWindow *self,
                                               TlNewGameWhere   where);

/**
 * tl_new_game_window_dup_server:
 * @self: a new-game window
 *
 * Returns: (transfer full): the server's address as typed, stripped of
 *   surrounding white space (maybe empty); free with g_free().
 */
char            *tl_new_game_window_dup_server (TlNewGameWindow *self);

/**
 * tl_new_game_window_set_server:
 * @self: a new-game window
 * @address: a server's address, `ws://HOST:PORT`
 */
void             tl_new_game_window_set_server (TlNewGameWindow *self,
                                                const char      *address);

G_END_DECLS
