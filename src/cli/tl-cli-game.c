/* tl-cli-game.c — the options that choose a game, shared by `play`, `tournament`
 * and `bench`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-game.h"
#include "tl-cli-util.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"

#include <string.h>

/* A game never takes more turns than it has tiles; this only guards the loop. */
#define MAX_TURNS 20000

/* What the game options said. */
typedef struct {
  char *game;
  char *map;
  char *deck;
  char *tileset;
  int meeples;
  gboolean *chosen;     /* per engine option (tl_rule_option_nth()): its flag given */
  GPtrArray *help;      /* of char*: the flags' help texts, kept while parsing */
} TlCliGame;

/* The games `--game` names, with their built-in tile sets. */
static const struct {
  const char *game;
  const char *tileset;
} games[] = {
  { "carcassonne", "carcassonne-base" },
  { "discovery", "discovery" },
};

/* The flags of the engine's rule options (tl-rule-option.h), in its order:
 * `--NAME`, with what the option requires said in its help ("(needs --map)"). */
static void
add_rule_options (TlCliGame      *game,
                  GOptionContext *context)
{
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));

  game->chosen = g_new0 (gboolean, tl_rule_option_count ());
  game->help = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < tl_rule_option_count (); i++)
    {
      const TlRuleOption *option = tl_rule_option_nth (i);
      GOptionEntry entry = { option->name, 0, 0, G_OPTION_ARG_NONE, &game->chosen[i], NULL, NULL };

      if (option->cli_help == NULL)
        continue;
      entry.description = option->requires != NULL
                          ? g_strdup_printf ("%s (needs --%s)", option->cli_help, option->requires)
                          : g_strdup (option->cli_help);
      g_ptr_array_add (game->help, (char *) entry.description);
      g_array_append_val (entries, entry);
    }
  g_option_context_add_main_entries (context, (const GOptionEntry *) entries->data, NULL);
}

static void
add_options (TlCliGame      *game,
             GOptionContext *context)
{
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game->game,
      "The game: carcassonne (base game, farmers on; the default) or discovery "
      "(The Discovery, reconstructed tile set)", "GAME" },
    { "map", 'm', 0, G_OPTION_ARG_STRING, &game->map,
      "Carcassonne Maps: usa-west, usa-east or usa-both (reconstructed layouts), or a "
      "map layout file (tilelands-map JSON, carried inline in the record)", "MAP" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &game->deck,
      "Carcassonne: base (the 72 base tiles) or full (with the 42 tiles of Inns & "
      "Cathedrals and Traders & Builders, only the tiles; twice on usa-both); "
      "default full on a map, base otherwise", "DECK" },
    { "tileset", 't', 0, G_OPTION_ARG_FILENAME, &game->tileset,
      "Play with the tiles of a tile set file (tilelands-tileset JSON, carried inline in "
      "the record) instead of the built-in ones; its game is played, an addition "
      "(\"addition\": true) with its game's base tiles", "FILE" },
    { "meeples", 0, 0, G_OPTION_ARG_INT, &game->meeples,
      "Carcassonne: meeples per player (default 7; 9 is suggested on a map)", "N" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  add_rule_options (game, context);
}

/* Checks the options and builds the header, or reports bad usage (NULL with
 * @error unset) or a file that does not load (@error set). */
static TlRecord *
game_record (const TlCliGame *game,
             GError         **error)
{
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlMapLayout) layout = NULL;
  TlRecord *record;
  guint g;

  if (game->tileset != NULL)
    {
      g_autoptr(TlTileSet) file_set = tl_tileset_format_load_file (game->tileset, error);

      if (file_set == NULL || (set = tl_tileset_format_playable (file_set, error)) == NULL)
        return NULL;
      if (game->deck != NULL)
        {
          tl_cli_usage_error ("--deck and --tileset name two decks; give one");
          return NULL;
        }
      if (game->game != NULL && strcmp (game->game, set->game) != 0)
        {
          tl_cli_usage_error ("the tile set is for %s, not %s", set->game, game->game);
          return NULL;
        }
    }
  for (g = 0; g < G_N_ELEMENTS (games); g++)
    if ((set != NULL && strcmp (set->game, games[g].game) == 0) ||
        (set == NULL && (game->game == NULL || strcmp (game->game, games[g].game) == 0)))
      break;
  if (g == G_N_ELEMENTS (games))
    {
      tl_cli_usage_error ("unknown game “%s” (expected carcassonne or discovery)", game->game);
      return NULL;
    }
  if (game->deck != NULL && strcmp (game->deck, "base") != 0 && strcmp (game->deck, "full") != 0)
    {
      tl_cli_usage_error ("--deck must be base or full, not “%s”", game->deck);
      return NULL;
    }
  if ((game->deck != NULL || game->meeples != 0) && strcmp (games[g].game, "carcassonne") != 0)
    {
      tl_cli_usage_error ("--deck and --meeples are for Carcassonne");
      return NULL;
    }
  if (game->meeples != 0 && (game->meeples < 1 || game->meeples > TL_MAX_MEEPLES))
    {
      tl_cli_usage_error ("--meeples must be 1 to %d, not %d", TL_MAX_MEEPLES, game->meeples);
      return NULL;
    }

  if (game->map != NULL)
    {
      /* a built-in id, else a file of the user's (docs/design.md §9) */
      layout = tl_map_format_is_builtin (game->map) ? tl_map_format_load_builtin (game->map, error)
                                                    : tl_map_format_load_file (game->map, error);
      if (layout == NULL)
        return NULL;
    }
  if (set != NULL)
    ;   /* --tileset */
  else if (strcmp (games[g].game, "carcassonne") == 0)
    set = tl_tileset_format_load_map_deck (layout, game->deck != NULL ? strcmp (game->deck, "base") == 0
                                                                      : game->map == NULL, error);
  else
    set = tl_tileset_format_load_builtin (games[g].tileset, error);
  if (set == NULL)
    return NULL;
  record = tl_record_new (games[g].game, set);
  tl_record_set_new_id (record);
  record->tileset_inline = game->tileset != NULL;   /* a user's set goes with the record */
  record->options.meeples = game->meeples;
  /* checked with the rest of the setup: an option of the other game, or Map-Chips
   * without a map, is refused by the engine with its own message */
  for (guint i = 0; i < tl_rule_option_count (); i++)
    if (game->chosen[i])
      tl_rule_option_set (tl_rule_option_nth (i), record, TRUE);
  if (layout != NULL)
    {
      record->map = g_strdup (layout->id);
      record->map_inline = !tl_map_format_is_builtin (game->map);
      record->map_layout = g_steal_pointer (&layout);
    }
  return record;
}

TlRecord *
tl_cli_game_parse (GOptionContext *context,
                   int            *argc,
                   char         ***argv,
                   int            *status)
{
  TlCliGame game = { 0 };
  GError *error = NULL;
  TlRecord *record = NULL;

  add_options (&game, context);
  *status = TL_CLI_BAD_INPUT;
  if (tl_cli_parse (context, argc, argv))
    {
      record = game_record (&game, &error);
      if (error != NULL)
        *status = tl_cli_bad_file (error);
    }
  g_free (game.game);
  g_free (game.map);
  g_free (game.deck);
  g_free (game.tileset);
  g_free (game.chosen);
  g_clear_pointer (&game.help, g_ptr_array_unref);
  return record;
}

gboolean
tl_cli_parse_seed (const char *text,
                   gint64     *seed)
{
  if (text == NULL)
    *seed = tl_record_random_seed ();
  else if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, seed, NULL))
    {
      tl_cli_usage_error ("--seed must be an integer from %" G_GINT64_FORMAT " to %"
                          G_GINT64_FORMAT ", not “%s”", G_MININT64, G_MAXINT64, text);
      return FALSE;
    }
  return TRUE;
}

gboolean
tl_cli_parse_level (const char *text,
                    gboolean    greedy,
                    gint       *level)
{
  gint64 v;

  if (greedy && g_strcmp0 (text, "greedy") == 0)
    {
      *level = TL_AI_GREEDY;
      return TRUE;
    }
  if (text == NULL || !g_ascii_string_to_signed (text, 10, 0, TL_AI_MAX_LEVEL, &v, NULL))
    return FALSE;
  *level = (gint) v;
  return TRUE;
}

TlGameState *
tl_cli_play_game (const TlRecord   *record,
                  const TlAiConfig *configs,
                  TlRng            *rng,
                  GArray          **ms,
                  gboolean        (*after_turn) (TlGameState *state,
                                                 gpointer     data,
                                                 GError     **error),
                  gpointer          data,
                  GError          **error)
{
  TlGameState *state = tl_game_state_new (record, error);
  guint turns = 0;

  if (state == NULL)
    return NULL;
  while (turns++ < MAX_TURNS && tl_game_state_draw_next (state))
    {
      guint seat = tl_game_state_current_player (state);
      gint64 start = g_get_monotonic_time ();

      /* the draw is done: this plays the rest of the turn (level 0 without
       * allocating, as the benchmark does) */
      if (!tl_ai_play_turn_config (state, &configs[seat], rng))
        break;
      if (ms != NULL && ms[seat] != NULL)
        {
          double t = (g_get_monotonic_time () - start) / 1000.0;

          g_array_append_val (ms[seat], t);
        }
      if (after_turn != NULL && !after_turn (state, data, error))
        {
          tl_game_state_free (state);
          return NULL;
        }
    }
  if (tl_game_state_phase (state) != TL_PHASE_OVER)
    tl_game_state_finish (state);
  return state;
}
