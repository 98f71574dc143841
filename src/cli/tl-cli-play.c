/* tl-cli-play.c — `tilelands-cli play [--game GAME] [--map MAP] [--deck base|full]
 *                 [--meeples N] [--gifts] [--map-chips] --players N --seed S [--level L]
 *                 [--out FILE] [--db PATH [--autosave]]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-store.h"
#include "tl-cli-util.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"
#include "tl-map-format.h"

#include <string.h>

/* A game never takes more turns than it has tiles; this only guards the loop. */
#define MAX_TURNS 10000

/* The computer players' random numbers: a stream apart from the deck's. */
#define AI_STREAM 0x9e3779b97f4a7c15ull

static const char * const colors[TL_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black",
};

/* The games `--game` names, with their built-in tile sets. */
static const struct {
  const char *game;
  const char *tileset;
} games[] = {
  { "carcassonne", "carcassonne-base" },
  { "discovery", "discovery" },
};

int
tl_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlMapLayout) layout = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(JsonNode) result = NULL;
  GError *error = NULL;
  TlGameState *state;
  TlRng rng;
  int players = 2, level = 1;
  g_autofree char *seed_text = NULL;
  gint64 seed;
  g_autofree char *out = NULL;
  g_autofree char *db = NULL;
  g_autoptr(TlStore) store = NULL;
  gboolean autosave = FALSE;
  g_autofree char *game = NULL;
  g_autofree char *map = NULL;
  g_autofree char *deck = NULL;
  int meeples = 0;
  gboolean gifts = FALSE, map_chips = FALSE, equal_turns = FALSE, double_tile = FALSE;
  guint turns = 0, g;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game,
      "The game: carcassonne (base game, farmers on; the default) or discovery "
      "(The Discovery, reconstructed tile set)", "GAME" },
    { "map", 'm', 0, G_OPTION_ARG_STRING, &map,
      "Carcassonne Maps: usa-west, usa-east or usa-both (reconstructed layouts)", "MAP" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck,
      "Carcassonne: base (the 72 base tiles) or full (with the 42 tiles of Inns & "
      "Cathedrals and Traders & Builders, only the tiles; twice on usa-both); "
      "default full on a map, base otherwise", "DECK" },
    { "meeples", 0, 0, G_OPTION_ARG_INT, &meeples,
      "Carcassonne: meeples per player (default 7; 9 is suggested on a map)", "N" },
    { "gifts", 0, 0, G_OPTION_ARG_NONE, &gifts, "Carcassonne with The Gifts", NULL },
    { "map-chips", 0, 0, G_OPTION_ARG_NONE, &map_chips, "Map-Chips (needs --map)", NULL },
    { "equal-turns", 0, 0, G_OPTION_ARG_NONE, &equal_turns,
      "The Discovery: set tiles aside so that everyone gets as many turns", NULL },
    { "double-tile", 0, 0, G_OPTION_ARG_NONE, &double_tile,
      "The Discovery: each player holds two hidden tiles, places one and draws one", NULL },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      "Number of computer players, 2 to 5 (default 2)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "Seed of the tile stack and of the players, any 64-bit integer "
      "(default: a random one from 0 to 2^53 - 1, as the app draws)", "S" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      "Computer strength: 0 = random legal moves, 1 = greedy (default 1)", "L" },
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
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_FAILED;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (players < 2 || players > TL_MAX_PLAYERS)
    return tl_cli_usage_error ("--players must be 2 to %d, not %d", TL_MAX_PLAYERS, players);
  if (autosave && db == NULL)
    return tl_cli_usage_error ("--autosave needs --db");
  if (level < 0 || level > 1)
    return tl_cli_usage_error ("--level must be 0 or 1, not %d", level);
  for (g = 0; g < G_N_ELEMENTS (games); g++)
    if (game == NULL || strcmp (game, games[g].game) == 0)
      break;
  if (g == G_N_ELEMENTS (games))
    return tl_cli_usage_error ("unknown game “%s” (expected carcassonne or discovery)", game);
  if (deck != NULL && strcmp (deck, "base") != 0 && strcmp (deck, "full") != 0)
    return tl_cli_usage_error ("--deck must be base or full, not “%s”", deck);
  if ((deck != NULL || meeples != 0) && strcmp (games[g].game, "carcassonne") != 0)
    return tl_cli_usage_error ("--deck and --meeples are for Carcassonne");
  if (meeples != 0 && (meeples < 1 || meeples > TL_MAX_MEEPLES))
    return tl_cli_usage_error ("--meeples must be 1 to %d, not %d", TL_MAX_MEEPLES, meeples);
  if (seed_text == NULL)
    seed = tl_record_random_seed ();
  else if (!g_ascii_string_to_signed (seed_text, 10, G_MININT64, G_MAXINT64, &seed, NULL))
    return tl_cli_usage_error ("--seed must be an integer from %" G_GINT64_FORMAT " to %"
                               G_GINT64_FORMAT ", not “%s”", G_MININT64, G_MAXINT64, seed_text);

  if (map != NULL)
    {
      layout = tl_map_format_load_builtin (map, &error);
      if (layout == NULL)
        return tl_cli_fail (error);
    }
  if (strcmp (games[g].game, "carcassonne") == 0)
    set = tl_tileset_format_load_map_deck (layout, deck != NULL ? strcmp (deck, "base") == 0
                                                                : map == NULL, &error);
  else
    set = tl_tileset_format_load_builtin (games[g].tileset, &error);
  if (set == NULL)
    return tl_cli_fail (error);
  record = tl_record_new (games[g].game, set);
  tl_record_set_new_id (record);
  record->tileset_inline = FALSE;
  record->seed = seed;
  record->options.equal_turns = equal_turns;
  record->options.double_tile = double_tile;
  record->options.meeples = meeples;
  if (gifts)
    g_ptr_array_add (record->expansions, g_strdup ("gifts"));
  if (map_chips)
    g_ptr_array_add (record->expansions, g_strdup ("map-chips"));
  if (layout != NULL)
    {
      record->map_layout = g_steal_pointer (&layout);
      record->map = g_strdup (map);
    }
  for (int i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", i + 1);
      tl_record_add_player (record, name, colors[i], TL_PLAYER_AI, level);
    }

  state = tl_game_state_new (record, &error);
  if (state == NULL)
    return tl_cli_fail (error);
  if (db != NULL && (store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error)) == NULL)
    {
      tl_game_state_free (state);
      return tl_cli_store_fail (error);
    }

  tl_rng_init (&rng, record->seed ^ AI_STREAM);
  while (turns++ < MAX_TURNS && tl_ai_play_turn (state, level, &rng))
    if (autosave && tl_game_state_phase (state) != TL_PHASE_OVER &&
        !tl_store_save_game (store, state, NULL, &error))
      {
        tl_game_state_free (state);
        return tl_cli_store_fail (error);
      }
  if (tl_game_state_phase (state) != TL_PHASE_OVER)
    tl_game_state_finish (state);
  /* the history has it once this returns: only then is the result printed */
  if (store != NULL && !tl_store_save_game (store, state, NULL, &error))
    {
      tl_game_state_free (state);
      return tl_cli_store_fail (error);
    }

  result = tl_replay_result_to_json (state);
  if (store != NULL)   /* the game's id in the library, to export it */
    json_object_set_string_member (json_node_get_object (result), "id", record->id);
  if (out != NULL && !tl_record_format_save_file (tl_game_state_record (state), out, &error))
    {
      tl_game_state_free (state);
      return tl_cli_fail (error);
    }
  tl_game_state_free (state);

  tl_cli_print_json (result);
  return TL_CLI_OK;
}
