/* tl-simulation.h — many games played out by computer players, and what they show
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-record.h"

G_BEGIN_DECLS

/**
 * TlSimulation:
 * @games: games played to the end
 * @players: seats in each game
 * @squares: the map's squares a tile may go on, 0 in free play
 * @tiles_on_board: tiles on the board at the end (start tiles and revealed
 *   face-down tiles included), the mean over the games
 * @tiles_placed: tiles the players placed from the stack, the mean
 * @tiles_discarded: tiles drawn that fitted nowhere (docs/rules/base-game.md §2; docs/rules/maps.md §1),
 *   the mean
 * @fullness: @tiles_on_board / @squares, the mean (0 … 1; 0 in free play)
 * @fullest: the largest fullness of one game
 * @chips_collected: Map-Chips chips taken, the mean
 * @reveals_placed: face-down tiles revealed that fitted (+2), the mean
 * @reveals_removed: face-down tiles revealed that fitted nowhere (−2), the mean
 * @mean_score: the final score of a seat, the mean over seats and games
 * @mean_best_score: the winner's final score, the mean
 * @turns: turns that placed a tile, the mean (the turn that only discards the
 *   last tiles of the stack is not one)
 * @fewest_turns: the fewest of one game
 * @most_turns: the most of one game
 * @mean_points: of @mean_score, the points per #TlSegmentKind (fields under
 *   %TL_SEGMENT_FIELD, territories under their kinds), the mean over seats and games
 * @mean_other: of @mean_score, the points that come from no feature (gifts,
 *   chips, reveals), the mean over seats and games
 *
 * What tl_simulation_run() measured.
 */
typedef struct {
  guint games;
  guint players;
  guint squares;
  double tiles_on_board;
  double tiles_placed;
  double tiles_discarded;
  double fullness;
  double fullest;
  double chips_collected;
  double reveals_placed;
  double reveals_removed;
  double mean_score;
  double mean_best_score;
  double turns;
  guint fewest_turns;
  guint most_turns;
  double mean_points[TL_N_SEGMENT_KINDS];
  double mean_other;
} TlSimulation;

/**
 * TlSimulationProgress:
 * @done: games finished so far
 * @total: games asked for
 * @data: the caller's data
 *
 * Called after each game (on the thread that runs the simulation).
 *
 * Returns: %FALSE to stop before the next game.
 */
typedef gboolean (*TlSimulationProgress) (guint    done,
                                          guint    total,
                                          gpointer data);

/**
 * tl_simulation_run:
 * @header: (transfer none): a record without turns: the game, tile set, map,
 *   expansions, options and seats (2 or more) of every game; game k is played
 *   with seed @header's seed + k (wrapping around)
 * @games: how many games to play, at least 1
 * @level: the computer players' level for every seat (tl_ai_play_turn())
 * @progress: (nullable) (scope call): called after each game
 * @data: for @progress
 * @out: (out caller-allocates): the means over the games finished
 * @error: return location for an error, or %NULL
 *
 * Plays the games to their end (final scoring included) and measures them.
 * Stopped by @progress, @out holds the games finished so far.
 * Errors: those of tl_game_state_new() (%TL_ENGINE_ERROR_INVALID_SETUP for a
 * header that cannot start a game).
 *
 * Returns: %TRUE when at least one game was played (or @progress stopped it
 *   first), %FALSE with @error set.
 */
gboolean tl_simulation_run (const TlRecord       *header,
                            guint                 games,
                            gint                  level,
                            TlSimulationProgress  progress,
                            gpointer              data,
                            TlSimulation         *out,
                            GError              **error);

/**
 * tl_simulation_run_tiles:
 * @header: as for tl_simulation_run()
 * @games: as for tl_simulation_run()
 * @level: as for tl_simulation_run()
 * @progress: (nullable) (scope call): as for tl_simulation_run()
 * @data: for @progress
 * @out: (out caller-allocates): as for tl_simulation_run()
 * @discarded: (nullable) (array): one count per tile type of @header's tile
 *   set, set to how often that type was discarded over all the games played
 * @error: return location for an error, or %NULL
 *
 * tl_simulation_run() that also counts the discards of each tile type (the
 * tile-set editor's report, issue 12).
 *
 * Returns: as tl_simulation_run().
 */
gboolean tl_simulation_run_tiles (const TlRecord       *header,
                                  guint                 games,
                                  gint                  level,
                                  TlSimulationProgress  progress,
                                  gpointer              data,
                                  TlSimulation         *out,
                                  guint                *discarded,
                                  GError              **error);

G_END_DECLS
