/* random-game-check.h — checks shared by the seeded random-game tests
 *
 * The per-game invariants (followers conserved, scores never going down, the
 * breakdown adding up, every tile of the set accounted for) and the save → load →
 * replay round trip through tl-record-format, as used by test-random-games.c,
 * test-discovery-random.c, test-gifts-random.c, test-double-tile-random.c and
 * test-maps.c. Every check aborts the test (g_error() or a g_assert) naming the
 * game by its @seed and, where it applies, the turn (counted from 1; 0 before the
 * first turn).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_random_game_count:
 * @default_games: the number of games when the environment does not say
 *
 * Returns: the number of games to play: `$TL_TEST_GAMES` (a decimal number) when
 *   set, else @default_games.
 */
guint tl_random_game_count (guint default_games);

/**
 * tl_random_game_main:
 * @argc: main()'s argument count
 * @argv: main()'s arguments
 * @tileset_id: the built-in tile set the games are played with, e.g. `"discovery"`
 * @tileset: (out): where the test finds the tile set while it runs; %NULL again
 *   afterwards
 * @test_path: the test's path, e.g. `"/discovery/random-games/seeded"`
 * @test: the test
 *
 * The whole main() of a random-game test: g_test_init(), loads the tile set with
 * tl_tileset_format_load_builtin() (aborting when it does not load), adds @test
 * and runs it.
 *
 * Returns: what g_test_run() returns.
 */
int tl_random_game_main (int         *argc,
                         char      ***argv,
                         const char  *tileset_id,
                         TlTileSet  **tileset,
                         const char  *test_path,
                         GTestFunc    test);

/**
 * tl_random_game_add_players:
 * @header: the record header to add the players to
 * @n_players: how many (1 to 5)
 * @levels: (array length=n_players): the computer level of each seat
 *
 * Adds @n_players computer players named `Computer 1`, `Computer 2`, … with the
 * colours red, blue, green, yellow and black, in that order.
 */
void tl_random_game_add_players (TlRecord   *header,
                                 guint       n_players,
                                 const gint *levels);

/**
 * tl_random_game_check_follower_owners:
 * @game: a game
 * @seed: the game's seed, for messages
 * @turn: the turn just played, for messages
 *
 * Aborts when a follower on the board belongs to no player of @game.
 */
void tl_random_game_check_follower_owners (TlGameState *game,
                                           guint        seed,
                                           guint        turn);

/**
 * tl_random_game_check_followers:
 * @game: a game
 * @per_player: the followers each player owns in all (in the supply or on the board)
 * @seed: the game's seed, for messages
 * @turn: the turn just played, for messages
 *
 * Aborts unless every player's supply plus their followers on the board is
 * @per_player. The owners of the followers are not checked here (see
 * tl_random_game_check_follower_owners()).
 */
void tl_random_game_check_followers (TlGameState *game,
                                     guint        per_player,
                                     guint        seed,
                                     guint        turn);

/**
 * tl_random_game_check_scores_rise:
 * @game: a game
 * @prev_score: (array): each player's score after the previous turn; updated to
 *   the current scores
 * @seed: the game's seed, for messages
 * @turn: the turn just played, for messages
 *
 * Aborts when a player's score went down.
 */
void tl_random_game_check_scores_rise (TlGameState *game,
                                       gint        *prev_score,
                                       guint        seed,
                                       guint        turn);

/**
 * tl_random_game_check_breakdown:
 * @ps: a player's state at the end of the game
 * @player: the player's index, for messages
 * @prev_score: the player's score after the last turn
 * @bonus: the points of the score that are in no feature kind (0, or `ps->bonus`)
 * @seed: the game's seed, for messages
 *
 * Asserts that the final score is at least @prev_score and that @bonus plus the
 * points per feature kind add up to it.
 */
void tl_random_game_check_breakdown (const TlPlayerState *ps,
                                     guint                player,
                                     gint                 prev_score,
                                     gint                 bonus,
                                     guint                seed);

/**
 * tl_random_game_count_discards:
 * @record: a game's record
 * @per_type: (nullable) (array): counts per tile type, each discarded tile's type
 *   added; must be long enough for every type in the record
 *
 * Counts the tiles that the turns of @record discarded (their `discard` lists).
 *
 * Returns: the number of discarded tiles.
 */
guint tl_random_game_count_discards (const TlRecord *record,
                                     guint          *per_type);

/**
 * tl_random_game_check_tile_total:
 * @seed: the game's seed, for messages
 * @placed: tiles on the board (start tiles included)
 * @discarded: tiles discarded
 * @n_aside: tiles set aside
 * @expected: the tiles of the set
 *
 * Aborts unless @placed + @discarded + @n_aside is @expected.
 */
void tl_random_game_check_tile_total (guint seed,
                                      guint placed,
                                      guint discarded,
                                      guint n_aside,
                                      guint expected);

/**
 * tl_random_game_check_tile_types:
 * @tileset: the game's tile set
 * @per_type: (array): tiles seen per type (placed, discarded or set aside), one
 *   count for each type of @tileset
 * @seed: the game's seed, for messages
 *
 * Aborts unless each type was seen as many times as the set has tiles of it.
 */
void tl_random_game_check_tile_types (const TlTileSet *tileset,
                                      const guint     *per_type,
                                      guint            seed);

/**
 * tl_random_game_check_tile_set:
 * @game: a game that is over
 * @tileset: its tile set (at most 128 types)
 * @set_tiles: the tiles of the set
 * @trailing: (array length=n_trailing) (nullable): the types discarded after the
 *   last turn (in no turn of the record)
 * @n_trailing: length of @trailing
 * @seed: the game's seed, for messages
 *
 * Board + discards (the record's and @trailing) + set aside = the tile set: in all
 * (tl_random_game_check_tile_total() with @set_tiles) and type by type
 * (tl_random_game_check_tile_types()).
 */
void tl_random_game_check_tile_set (TlGameState     *game,
                                    const TlTileSet *tileset,
                                    guint            set_tiles,
                                    const guint16   *trailing,
                                    guint            n_trailing,
                                    guint            seed);

/**
 * tl_random_game_save_load:
 * @record: the record to save
 * @origin: the file name the loader reports in errors, e.g. `"random.tilelands"`
 * @seed: the game's seed, for messages
 * @data: (out) (transfer full): the saved text; free with g_free()
 * @length: (out): its length in bytes, as tl_record_format_to_data() reports it
 *
 * Saves @record with tl_record_format_to_data() (asserting it gives text) and
 * loads that text again with tl_record_format_load_data(); aborts when it does not
 * load.
 *
 * Returns: (transfer full): the loaded record; free with tl_record_free().
 */
TlRecord *tl_random_game_save_load (const TlRecord *record,
                                    const char     *origin,
                                    guint           seed,
                                    char          **data,
                                    gsize          *length);

/**
 * tl_random_game_check_writes_back:
 * @loaded: a record loaded from @data
 * @data: the text it was loaded from
 * @seed: the game's seed, for messages
 *
 * Aborts unless @loaded, saved again with tl_record_format_to_data(), gives @data.
 */
void tl_random_game_check_writes_back (const TlRecord *loaded,
                                       const char     *data,
                                       guint           seed);

/**
 * tl_random_game_replay:
 * @loaded: a loaded record
 * @origin: the file name for error messages, as for tl_replay_record_state()
 * @seed: the game's seed, for messages
 *
 * Replays @loaded with tl_replay_record_state() (end-of-game scoring when the stack
 * is empty); aborts when it does not replay.
 *
 * Returns: (transfer full): the replayed game; free with tl_game_state_free().
 */
TlGameState *tl_random_game_replay (const TlRecord *loaded,
                                    const char     *origin,
                                    guint           seed);

/**
 * tl_random_game_replay_trailing:
 * @loaded: a loaded record
 * @trailing: the tiles the played game discarded after its last turn
 * @seed: the game's seed, for messages
 *
 * Replays @loaded with tl_game_state_replay(); aborts when it does not replay.
 * When the replay is not over, the tiles discarded after the last turn are in no
 * turn of the record: asserts that exactly @trailing tiles are left and that
 * drawing on discards them and ends the game.
 *
 * Returns: (transfer full): the replayed game; free with tl_game_state_free().
 */
TlGameState *tl_random_game_replay_trailing (const TlRecord *loaded,
                                             guint           trailing,
                                             guint           seed);

/**
 * tl_random_game_check_same_result:
 * @played: the game as played
 * @replayed: the replay of its saved record
 * @seed: the game's seed, for messages
 *
 * Aborts unless tl_replay_result_to_json() gives the same text for both games
 * (scores, final scores, supply, scoring events and each expansion's state).
 */
void tl_random_game_check_same_result (TlGameState *played,
                                       TlGameState *replayed,
                                       guint        seed);

/**
 * tl_random_game_check_same_stack:
 * @played: a game between turns, as played
 * @replayed: the replay of its record so far
 * @seed: the game's seed, for messages
 *
 * Aborts unless both stacks hold the same tiles in the same order: a saved game
 * goes on with the tiles it would have drawn.
 */
void tl_random_game_check_same_stack (const TlGameState *played,
                                      const TlGameState *replayed,
                                      guint              seed);

G_END_DECLS
