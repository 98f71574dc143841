/* tl-store-types.h — what the library's queries return (docs/design.md §5)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain structures, owned by whoever received them; the GObjects of src/model/
 * wrap them for the UI. Strings are raw user text (player names, titles): a
 * widget that reads markup must escape them or turn markup off.
 */
#pragma once

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlStorePoints:
 * @kind: (transfer none): an interned kind name: a feature kind
 *   (tl_segment_kind_name(): `"city"`, `"road"`, `"field"`, `"monastery"`,
 *   `"mountain"`, `"grassland"`, `"sea"`) or the source of points that come from
 *   no feature (`"gifts"`, `"chip"`, `"reveal"`), as tl_replay_event_kind_name()
 *   names them; `"other"` for a kind the library keeps no column for (a kind
 *   a later expansion adds before the schema learns it)
 * @points: the points scored from it (may be negative for `"reveal"`)
 *
 * One line of a score's breakdown.
 */
typedef struct {
  const char *kind;
  gint points;
} TlStorePoints;

/**
 * TlStoreSeat:
 * @name: (owned): the player's name, as typed
 * @color: (owned): the colour, as in the record (`"red"` or `#rrggbb`)
 * @kind: human or computer
 * @level: the computer's level (0..2), -1 for a person
 * @score: the final score of a finished game, the score so far of a saved one
 * @place: 1 for the winner(s), then 2, … (equal scores share a place and the next
 *   place is skipped: 1, 1, 3); 0 in a saved game
 * @points: (element-type TlStorePoints) (nullable): the score's breakdown by
 *   kind (only kinds that scored), or %NULL when the query does not load it
 *   (lists do not; tl_store_get_game() does)
 *
 * One seat of a game, in turn order.
 */
typedef struct {
  char *name;
  char *color;
  TlPlayerKind kind;
  gint level;
  gint score;
  guint place;
  GArray *points;
} TlStoreSeat;

/**
 * TlStoreGameInfo:
 * @id: (owned): the game's UUID (the record's `id`)
 * @game: (owned): `"carcassonne"` or `"discovery"`
 * @tileset: (owned): the tile set's id (a built-in id, or the id of an inline set)
 * @expansions: (owned) (array zero-terminated=1): `"gifts"`, `"map-chips"` as in
 *   the record, possibly empty
 * @map: (owned) (nullable): the map's id (`"usa-west"`, `"usa-east"`,
 *   `"usa-both"`, or an inline layout's id), %NULL without a map
 * @options: (owned): the record's `options` as a JSON object text
 * @title: (owned) (nullable): the name the user gave the game, %NULL for none
 * @seats: (element-type TlStoreSeat): the seats in turn order
 * @turns: turns played
 * @tiles_left: tiles still in the stack (0 for a finished game)
 * @started: when the game entered the library (µs since 1970-01-01 UTC)
 * @last_played: when it was last stored (µs since 1970-01-01 UTC)
 * @finished: when it ended (µs since 1970-01-01 UTC), 0 for a saved game
 * @app_version: (owned): the version of Tilelands that last stored it
 * @thumbnail: (owned) (nullable): the PNG picture of the board the app gave with
 *   the last autosave, %NULL for none (always %NULL for a finished game)
 *
 * A saved game (in progress) or a finished game of the history, without its
 * record (load that with tl_store_load_record()).
 */
typedef struct {
  char *id;
  char *game;
  char *tileset;
  char **expansions;
  char *map;
  char *options;
  char *title;
  GArray *seats;
  guint turns;
  guint tiles_left;
  gint64 started;
  gint64 last_played;
  gint64 finished;
  char *app_version;
  GBytes *thumbnail;
} TlStoreGameInfo;

/**
 * TlStoreLevelStats:
 * @level: a computer level (0..2)
 * @games: finished games with at least one computer opponent of that level
 * @wins: those of them the player won (place 1, shared or not)
 * @win_rate: @wins / @games
 *
 * How a player did against one computer level.
 */
typedef struct {
  gint level;
  guint games;
  guint wins;
  double win_rate;
} TlStoreLevelStats;

/**
 * TlStoreMeanPoints:
 * @kind: (transfer none): an interned kind name, as in #TlStorePoints
 * @mean: the points from that kind per game (the games where it scored nothing count as 0)
 *
 * One line of a player's mean breakdown.
 */
typedef struct {
  const char *kind;
  double mean;
} TlStoreMeanPoints;

/**
 * TlStoreStats:
 * @name: (owned): the player's name as spelt in their newest game (names are
 *   matched without regard to case: tl_store_name_key())
 * @game: (owned) (nullable): `"carcassonne"` or `"discovery"`, or %NULL for
 *   every game together
 * @games: finished games the player played
 * @wins: games they won (place 1; a shared first place counts as a win)
 * @win_rate: @wins / @games
 * @mean_score: the mean final score
 * @best_score: the highest final score
 * @mean_points: (element-type TlStoreMeanPoints): mean points per game by kind,
 *   the most first
 * @against: (element-type TlStoreLevelStats): by computer level, lowest first
 *   (only levels they met)
 *
 * Statistics of one player, over all games or one game kind. Computed by SQL
 * over the history each time, never stored.
 */
typedef struct {
  char *name;
  char *game;
  guint games;
  guint wins;
  double win_rate;
  double mean_score;
  gint best_score;
  GArray *mean_points;
  GArray *against;
} TlStoreStats;

/**
 * TlStoreDocInfo:
 * @id: (owned): the tile set's or map layout's id
 * @name: (owned): its name
 * @game: (owned) (nullable): a tile set's game (`"carcassonne"`,
 *   `"discovery"`); %NULL for a map layout
 * @created: when first stored (µs since 1970-01-01 UTC)
 * @modified: when last stored (µs since 1970-01-01 UTC)
 *
 * A user tile set or map layout kept in the library (its JSON: tl_store_load_tileset(),
 * tl_store_load_map()).
 */
typedef struct {
  char *id;
  char *name;
  char *game;
  gint64 created;
  gint64 modified;
} TlStoreDocInfo;

/**
 * TlHistoryFilter:
 * @game: (nullable): only games of this kind (`"carcassonne"`, `"discovery"`)
 * @player: (nullable): only games with a seat of this name, matched without
 *   regard to case (tl_store_name_key())
 * @since: only games finished at or after this time (µs since 1970, UTC), 0 = no bound
 * @until: only games finished before this time (µs since 1970, UTC), 0 = no bound
 *
 * Which finished games tl_store_list_history() returns. All members zero: every game.
 */
typedef struct {
  const char *game;
  const char *player;
  gint64 since;
  gint64 until;
} TlHistoryFilter;

/**
 * TlStoreImport:
 * @id: (owned): the game's id in the library
 * @finished: %TRUE when it is (now) in the history, %FALSE in the saved games
 * @updated: %TRUE when the library already knew the game and its row was
 *   updated (or kept, see @kept), %FALSE when it was added
 * @kept: %TRUE when the library's copy was kept: it is the finished game and
 *   the file holds an unfinished copy of it, or a finished one whose text
 *   differs from the history's (an edited file: the history is never rewritten
 *   by an import); or it is a saved game and the file's turns are the first of
 *   its turns (an older copy of it: a game is never rewound by an import)
 * @copy_of: (owned) (nullable): the id the file's game has when the library's
 *   saved game of that id went another way (their turns differ after some
 *   point, or the games themselves differ): the file's game was then added as
 *   a new game, under the new @id, titled as @title says; %NULL otherwise
 * @title: (owned) (nullable): the title given to that copy, “NAME (copy)”
 *   (NAME: the saved game's title, else the file's name without `.tilelands`)
 *
 * What tl_store_import_file() did with one file.
 */
typedef struct {
  char *id;
  gboolean finished;
  gboolean updated;
  gboolean kept;
  char *copy_of;
  char *title;
} TlStoreImport;

/**
 * TlStoreLibraryImport:
 * @finished: finished games added or updated
 * @saved: saved games added or updated
 * @tilesets: user tile sets added or updated
 * @maps: user map layouts added or updated
 * @left_out_games: games (saved or finished) whose record did not load or
 *   replay (or is of another id, or a finished game's is not finished): not taken
 * @left_out_tilesets: user tile sets that could not be read: not taken
 * @left_out_maps: user map layouts that could not be read: not taken
 *
 * What tl_store_import_library() took from the other library, and what it left out.
 */
typedef struct {
  guint finished;
  guint saved;
  guint tilesets;
  guint maps;
  guint left_out_games;
  guint left_out_tilesets;
  guint left_out_maps;
} TlStoreLibraryImport;

void             tl_store_game_info_free (TlStoreGameInfo *info);
TlStoreGameInfo *tl_store_game_info_copy (const TlStoreGameInfo *info);
void             tl_store_stats_free     (TlStoreStats *stats);
void             tl_store_doc_info_free  (TlStoreDocInfo *info);
void             tl_store_import_free    (TlStoreImport *import);

/**
 * tl_store_seat_clear:
 * @seat: a seat whose members to free (the struct itself is not freed)
 */
void             tl_store_seat_clear     (TlStoreSeat *seat);

/**
 * tl_store_seat_points:
 * @seat: a seat with its breakdown loaded
 * @kind: a kind name (`"city"`, …)
 *
 * Returns: the points @seat scored from @kind (0 when none or not loaded).
 */
gint             tl_store_seat_points    (const TlStoreSeat *seat,
                                          const char        *kind);

/**
 * tl_store_name_key:
 * @name: a player name (UTF-8)
 *
 * The key under which the library matches player names: @name without leading
 * and trailing white space, NFKC-normalised and case-folded, so that "Ana",
 * " ana " and "ANA" are one player.
 *
 * Returns: (transfer full): the key; free with g_free().
 */
char            *tl_store_name_key       (const char *name);

/**
 * tl_store_seats_new:
 *
 * Returns: (transfer full) (element-type TlStoreSeat): an empty array of seats
 * that clears its elements with tl_store_seat_clear().
 */
GArray          *tl_store_seats_new      (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreGameInfo, tl_store_game_info_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreStats, tl_store_stats_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreDocInfo, tl_store_doc_info_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreImport, tl_store_import_free)

G_END_DECLS
