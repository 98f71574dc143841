/* tl-cli-play.c — `tilelands-cli play [game options] --players N --seed S
 *                 [--level L | --levels A,B,…] [--budget-ms MS] [--out FILE]
 *                 [--db PATH [--autosave]]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-game.h"
#include "tl-cli-store.h"
#include "tl-cli-util.h"
#include "tl-record-format.h"
#include "tl-replay.h"

#include <string.h>

/* The computer players' random numbers: a stream apart from the deck's. */
#define AI_STREAM 0x9e3779b97f4a7c15ull

static const char * const colors[TL_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black",
};

/* Where the game goes: --out, --db. */
typedef struct {
  const char *out;
  TlStore *store;
} Keep;

/* --autosave: the game is stored after every turn, as the app does; --out is
 * written first, so that a library that fails loses nothing of the game. */
static gboolean
autosave_turn (TlGameState *state,
               gpointer     data,
               GError     **error)
{
  Keep *keep = data;

  if (tl_game_state_phase (state) == TL_PHASE_OVER)
    return TRUE;
  return (keep->out == NULL ||
          tl_record_format_save_file (tl_game_state_record (state), keep->out, error)) &&
         tl_store_save_game (keep->store, state, NULL, error);
}

int
tl_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(JsonNode) result = NULL;
  GError *error = NULL;
  TlGameState *state;
  TlAiConfig configs[TL_MAX_PLAYERS];
  TlRng rng;
  int players = 2, level = 1, budget_ms = TL_AI_DEFAULT_BUDGET_MS, status;
  g_autofree char *seed_text = NULL;
  g_autofree char *levels_text = NULL;
  g_auto(GStrv) levels = NULL;
  gint64 seed;
  g_autofree char *out = NULL;
  g_autofree char *db = NULL;
  g_autoptr(TlStore) store = NULL;
  Keep keep = { 0 };
  gboolean autosave = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      "Number of computer players, 2 to 5 (default 2)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "Seed of the tile stack and of the players, any 64-bit integer "
      "(default: a random one from 0 to 2^53 - 1, as the app draws)", "S" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      "Computer strength of every seat: 0 = Easy (random legal moves), 1 = Normal "
      "(the best move one move ahead; the default), 2 = Hard (searches)", "L" },
    { "levels", 0, 0, G_OPTION_ARG_STRING, &levels_text,
      "Computer strength per seat, in seat order, e.g. 2,1", "A,B,…" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Level 2's thinking time per move in milliseconds (default 1000)", "MS" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      "Save the game record to FILE (replay it with “replay --final FILE”)", "FILE" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "Record the finished game in the history of the library PATH", "PATH" },
    { "autosave", 0, 0, G_OPTION_ARG_NONE, &autosave,
      "With --db: also store the game after every turn, as the app does", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("play", NULL,
                                   "Plays a whole game of Carcassonne (base game, farmers on; with The Gifts,\n"
                                   "on a map, with Map-Chips) or of The Discovery between computer players\n"
                                   "and prints the result as JSON, as “replay” does.",
                                   entries);
  record = tl_cli_game_parse (context, &argc, &argv, &status);
  if (record == NULL)
    return status;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (players < 2 || players > TL_MAX_PLAYERS)
    return tl_cli_usage_error ("--players must be 2 to %d, not %d", TL_MAX_PLAYERS, players);
  if (autosave && db == NULL)
    return tl_cli_usage_error ("--autosave needs --db");
  if (level < 0 || level > TL_AI_MAX_LEVEL)
    return tl_cli_usage_error ("--level must be 0 to %d, not %d", TL_AI_MAX_LEVEL, level);
  if (budget_ms < 1 || budget_ms > 600000)
    return tl_cli_usage_error ("--budget-ms must be 1 to 600000, not %d", budget_ms);
  if (levels_text != NULL)
    {
      levels = g_strsplit (levels_text, ",", -1);
      if (g_strv_length (levels) != (guint) players)
        return tl_cli_usage_error ("--levels names %u levels for %d players",
                                   g_strv_length (levels), players);
    }
  for (int i = 0; i < players; i++)
    {
      gint l = level;

      if (levels != NULL && !tl_cli_parse_level (g_strstrip (levels[i]), FALSE, &l))
        return tl_cli_usage_error ("--levels: “%s” is not a level from 0 to %d",
                                   levels[i], TL_AI_MAX_LEVEL);
      tl_ai_config_init (&configs[i], l);
      configs[i].budget_ms = budget_ms;
    }
  if (!tl_cli_parse_seed (seed_text, &seed))
    return TL_CLI_BAD_INPUT;

  record->seed = seed;
  for (int i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", i + 1);
      tl_record_add_player (record, name, colors[i], TL_PLAYER_AI, configs[i].level);
    }
  if (db != NULL && (store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error)) == NULL)
    return tl_cli_store_fail (error);

  tl_rng_init (&rng, record->seed ^ AI_STREAM);
  keep.out = out;
  keep.store = store;
  state = tl_cli_play_game (record, configs, &rng, NULL, autosave ? autosave_turn : NULL, &keep, &error);
  if (state == NULL && g_error_matches (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
    return tl_cli_bad_file (error);   /* the files given do not make a game */
  if (state == NULL)
    return error->domain == TL_STORE_ERROR ? tl_cli_store_fail (error) : tl_cli_fail (error);
  /* the file first: a library that cannot take the game loses nothing of it */
  if (out != NULL && !tl_record_format_save_file (tl_game_state_record (state), out, &error))
    {
      tl_game_state_free (state);
      return tl_cli_fail (error);
    }
  /* the history has it once this returns: only then is the result printed */
  if (store != NULL && !tl_store_save_game (store, state, NULL, &error))
    {
      tl_game_state_free (state);
      return tl_cli_store_fail (error);
    }

  result = tl_replay_result_to_json (state);
  if (store != NULL)   /* the game's id in the library, to export it */
    json_object_set_string_member (json_node_get_object (result), "id", record->id);
  tl_game_state_free (state);

  tl_cli_print_json (result);
  return TL_CLI_OK;
}
