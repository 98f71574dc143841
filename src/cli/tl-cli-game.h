/* tl-cli-game.h — the options that choose a game, shared by `play`, `tournament`
 * and `bench`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_cli_game_parse:
 * @context: the command's option context, with the command's own options
 * @argc: (inout): argument count; the command name is argv[0]
 * @argv: (inout): the arguments; options are removed
 * @status: (out): the exit status when %NULL is returned
 *
 * Adds the options that choose a game (`--game`, `--map`, `--deck`, `--tileset`, `--meeples`,
 * and a flag `--NAME` for each of the engine's rule options that has a help,
 * tl_rule_option_nth(): `--gifts`, `--map-chips`, `--equal-turns`, `--double-tile`), parses the command
 * line, checks them and builds the header of a game record: game, tile set (the
 * Maps deck on a map), map, expansions and options; no players, seed 0, a new id.
 * Bad usage is reported with tl_cli_usage_error(), a built-in file that does not
 * load with tl_cli_fail().
 *
 * Returns: (transfer full) (nullable): the header, or %NULL.
 */
TlRecord *tl_cli_game_parse       (GOptionContext *context,
                                   int            *argc,
                                   char         ***argv,
                                   int            *status);

/**
 * tl_cli_parse_seed:
 * @text: (nullable): the `--seed` value, or %NULL for none
 * @seed: (out): the seed; a random one from 0 to 2^53 - 1 (as the app draws)
 *   when @text is %NULL
 *
 * Returns: %FALSE (after tl_cli_usage_error()) when @text is not a 64-bit integer.
 */
gboolean  tl_cli_parse_seed       (const char *text,
                                   gint64     *seed);

/**
 * tl_cli_parse_level:
 * @text: `0`, `1`, `2`, or, with @greedy, `greedy`
 * @greedy: whether the tournament-only greedy player may be named
 * @level: (out): the level (%TL_AI_GREEDY for `greedy`)
 *
 * Returns: whether @text names a level.
 */
gboolean  tl_cli_parse_level      (const char *text,
                                   gboolean    greedy,
                                   gint       *level);

/**
 * tl_cli_play_game:
 * @record: a header with players; copied
 * @configs: (array): each seat's player
 * @rng: the players' random numbers
 * @ms: (nullable) (array): per seat, a #GArray of double to append each computer
 *   turn's thinking time to, in milliseconds
 * @after_turn: (nullable): called after every turn (`--autosave`); its error ends
 *   the game
 * @data: for @after_turn
 * @error: return location for an error, or %NULL
 *
 * Plays a whole game between computer players; the end-of-game scoring runs.
 *
 * Returns: (transfer full) (nullable): the game over, or %NULL when it could not
 * be set up (a %TL_ENGINE_ERROR) or @after_turn failed (its error).
 */
TlGameState *tl_cli_play_game     (const TlRecord   *record,
                                   const TlAiConfig *configs,
                                   TlRng            *rng,
                                   GArray          **ms,
                                   gboolean        (*after_turn) (TlGameState *state,
                                                                  gpointer     data,
                                                                  GError     **error),
                                   gpointer          data,
                                   GError          **error);

G_END_DECLS
