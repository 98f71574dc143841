/* tl-cli-tileset.c — `tilelands-cli tileset validate FILE [--json]` and
 *                    `tilelands-cli tileset simulate FILE [--games N] [--json] …`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/design.md §9: exit 0 for a valid file (warnings are printed), 2 with every
 * problem listed (the JSON path and what is wrong).
 */
#include "tl-cli-util.h"
#include "tl-tileset-format.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *
severity_name (TlProblemSeverity severity)
{
  return severity == TL_PROBLEM_ERROR ? "error" : "warning";
}

static JsonNode *
problems_to_json (GPtrArray *problems)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < problems->len; i++)
    {
      const TlProblem *problem = g_ptr_array_index (problems, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "severity");
      json_builder_add_string_value (builder, severity_name (problem->severity));
      json_builder_set_member_name (builder, "tile");
      if (problem->tile >= 0)
        json_builder_add_int_value (builder, problem->tile);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "path");
      json_builder_add_string_value (builder, problem->path);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, problem->message);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

/* Reads FILE as a draft; prints what refused it on stderr. */
static TlTileSet *
read_draft (const char *file, GPtrArray *problems)
{
  GError *error = NULL;
  TlTileSet *set = tl_tileset_format_read_file (file, problems, &error);

  if (set == NULL)
    {
      tl_cli_print_line (stderr, "%s", error->message);
      g_error_free (error);
    }
  return set;
}

static int
validate (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(TlTileSet) set = NULL;
  g_autofree char *origin = NULL;
  gboolean json = FALSE;
  guint errors, warnings;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the problems as one JSON object", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("tileset validate", "FILE",
                                   "Checks a tile set file and lists every problem (the JSON path\n"
                                   "and what is wrong). Exits 0 when the set is valid (warnings are\n"
                                   "printed), 2 when it has an error.", entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error ("expected one FILE");

  set = read_draft (argv[1], problems);
  if (set == NULL)
    return TL_CLI_BAD_INPUT;
  origin = g_path_get_basename (argv[1]);
  errors = tl_problem_list_count (problems, TL_PROBLEM_ERROR);
  warnings = tl_problem_list_count (problems, TL_PROBLEM_WARNING);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, origin);
      json_builder_set_member_name (builder, "valid");
      json_builder_add_boolean_value (builder, errors == 0);
      json_builder_set_member_name (builder, "errors");
      json_builder_add_int_value (builder, errors);
      json_builder_set_member_name (builder, "warnings");
      json_builder_add_int_value (builder, warnings);
      json_builder_set_member_name (builder, "problems");
      json_builder_add_value (builder, problems_to_json (problems));
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      tl_cli_print_json (root);
    }
  else
    {
      for (guint i = 0; i < problems->len; i++)
        {
          const TlProblem *problem = g_ptr_array_index (problems, i);

          tl_cli_print_line (stdout, "%s: %s: %s: %s", origin, problem->path,
                             severity_name (problem->severity), problem->message);
        }
      tl_cli_print_line (stdout, "%s: %s, %u error%s, %u warning%s", origin, errors ? "invalid" : "valid",
                         errors, errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
    }
  return errors > 0 ? TL_CLI_BAD_INPUT : TL_CLI_OK;
}

/* The kinds of feature a game scores, in the order the report shows them. */
static const TlSegmentKind *
scored_kinds (const char *game, guint *n_kinds)
{
  static const TlSegmentKind carcassonne[] = {
    TL_SEGMENT_CITY, TL_SEGMENT_ROAD, TL_SEGMENT_FIELD, TL_SEGMENT_MONASTERY,
  };
  static const TlSegmentKind discovery[] = {
    TL_SEGMENT_MOUNTAIN, TL_SEGMENT_GRASSLAND, TL_SEGMENT_SEA,
  };

  if (strcmp (game, "discovery") == 0)
    {
      *n_kinds = G_N_ELEMENTS (discovery);
      return discovery;
    }
  *n_kinds = G_N_ELEMENTS (carcassonne);
  return carcassonne;
}

/* What the report shows, in whole numbers where they are counts. */
typedef struct {
  const TlTileSet *set;
  const TlRecord *header;
  const TlSimulation *sim;
  const guint *discarded;
  guint asked;
  guint64 discards;
  guint64 draws;
} Report;

static void
report_init (Report *r, const TlRecord *header, const TlSimulation *sim, const guint *discarded,
             guint asked)
{
  r->set = header->tileset;
  r->header = header;
  r->sim = sim;
  r->discarded = discarded;
  r->asked = asked;
  r->discards = 0;
  for (guint t = 0; t < r->set->types->len; t++)
    r->discards += discarded[t];
  r->draws = r->discards + (guint64) llround (sim->turns * sim->games);
}

static JsonNode *
report_to_json (const Report *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  guint n_kinds;
  const TlSegmentKind *kinds = scored_kinds (r->header->game, &n_kinds);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tileset");
  json_builder_add_string_value (b, r->set->id);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, r->header->game);
  json_builder_set_member_name (b, "tiles");
  json_builder_add_int_value (b, r->set->total_tiles);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, r->asked);
  json_builder_set_member_name (b, "completed");
  json_builder_add_int_value (b, r->sim->games);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, r->sim->players);
  json_builder_set_member_name (b, "level");
  json_builder_add_int_value (b, g_array_index (r->header->players, TlPlayerInfo, 0).level);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, r->header->seed);
  json_builder_set_member_name (b, "turns");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mean");
  json_builder_add_double_value (b, r->sim->turns);
  json_builder_set_member_name (b, "min");
  json_builder_add_int_value (b, r->sim->fewest_turns);
  json_builder_set_member_name (b, "max");
  json_builder_add_int_value (b, r->sim->most_turns);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "draws");
  json_builder_add_int_value (b, r->draws);
  json_builder_set_member_name (b, "discards");
  json_builder_add_int_value (b, r->discards);
  json_builder_set_member_name (b, "discard_share");
  json_builder_add_double_value (b, r->draws ? (double) r->discards / r->draws : 0);
  json_builder_set_member_name (b, "score");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mean");
  json_builder_add_double_value (b, r->sim->mean_score);
  json_builder_set_member_name (b, "by_kind");
  json_builder_begin_object (b);
  for (guint k = 0; k < n_kinds; k++)
    {
      json_builder_set_member_name (b, tl_segment_kind_name (kinds[k]));
      json_builder_add_double_value (b, r->sim->mean_points[kinds[k]]);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "other");
  json_builder_add_double_value (b, r->sim->mean_other);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "discarded");
  json_builder_begin_object (b);
  for (guint t = 0; t < r->set->types->len; t++)
    if (r->discarded[t] > 0)
      {
        json_builder_set_member_name (b, tl_tile_set_type (r->set, t)->id);
        json_builder_add_int_value (b, r->discarded[t]);
      }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
print_report (const Report *r, double seconds)
{
  guint n_kinds, shown = 0;
  const TlSegmentKind *kinds = scored_kinds (r->header->game, &n_kinds);

  g_autoptr(GString) line = g_string_new (NULL);

  tl_cli_print_line (stdout, "%s: %u %s, %u of %u %s of %u level-%d players (seed %" G_GINT64_FORMAT
                     ") in %.2f s", r->set->name, r->set->total_tiles,
                     tl_cli_plural (r->set->total_tiles, "tile", "tiles"), r->sim->games, r->asked,
                     tl_cli_plural (r->asked, "game", "games"),
                     r->sim->players, g_array_index (r->header->players, TlPlayerInfo, 0).level,
                     r->header->seed, seconds);
  tl_cli_print_line (stdout, "turns per game: %.1f (%u to %u)", r->sim->turns, r->sim->fewest_turns,
                     r->sim->most_turns);
  tl_cli_print_line (stdout, "draws discarded: %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " (%.2f %%)",
                     r->discards, r->draws, r->draws ? 100.0 * r->discards / r->draws : 0.0);
  g_string_printf (line, "mean final score: %.1f —", r->sim->mean_score);
  for (guint k = 0; k < n_kinds; k++)
    g_string_append_printf (line, " %s %.1f%s", tl_segment_kind_name (kinds[k]),
                            r->sim->mean_points[kinds[k]], k + 1 < n_kinds ? "," : "");
  if (r->sim->mean_other != 0)
    g_string_append_printf (line, ", other %.1f", r->sim->mean_other);
  tl_cli_print_line (stdout, "%s", line->str);
  g_string_assign (line, "discarded:");
  for (guint t = 0; t < r->set->types->len; t++)
    if (r->discarded[t] > 0)
      {
        g_string_append_printf (line, " %s %u", tl_tile_set_type (r->set, t)->id, r->discarded[t]);
        shown++;
      }
  tl_cli_print_line (stdout, "%s%s", line->str, shown ? "" : " none");
}

static int
simulate (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(TlTileSet) draft = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlTileSet) played = NULL;
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(GTimer) timer = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree guint *discarded = NULL;
  static const char * const colors[] = { "red", "blue", "green", "yellow", "black" };
  TlSimulation sim;
  Report report;
  const TlProblem *first;
  GError *error = NULL;
  gboolean json = FALSE;
  gint64 seed = 1;
  int games = 200, players = 2, level = 0;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games to play (default 200)", "N" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, "Computer players per game, 2 to 5 "
      "(default 2)", "P" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level, "Their level: 0 = Easy, random legal moves "
      "(the default), 1 = Normal, the best move one move ahead", "L" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the first game (default 1); "
      "game g plays with seed S + g", "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the report as one JSON object", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("tileset simulate", "FILE",
                                   "Plays games of a tile set between computer players and reports\n"
                                   "turns per game, the draws discarded as unplaceable, the mean\n"
                                   "final score by kind of feature and which tiles were discarded.\n"
                                   "An addition (\"addition\": true) plays with its game's base tiles.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error ("expected one FILE");
  if (games < 1 || games > 1000000)
    return tl_cli_usage_error ("--games must be 1 to 1000000, not %d", games);
  if (players < 2 || players > 5)
    return tl_cli_usage_error ("--players must be 2 to 5, not %d", players);
  if (level < 0 || level > 1)
    return tl_cli_usage_error ("--level must be 0 or 1, not %d", level);
  if (seed_text != NULL &&
      !g_ascii_string_to_signed (seed_text, 10, G_MININT64, G_MAXINT64, &seed, NULL))
    return tl_cli_usage_error ("--seed must be a 64-bit integer, not “%s”", seed_text);

  draft = read_draft (argv[1], problems);
  if (draft == NULL)
    return TL_CLI_BAD_INPUT;
  origin = g_path_get_basename (argv[1]);
  first = tl_problem_list_first_error (problems);
  if (first != NULL)
    {
      tl_cli_print_line (stderr, "%s: %s: %s (a tile set with errors is a draft and cannot be played; "
                         "see “tilelands-cli tileset validate”)", origin, first->path, first->message);
      return TL_CLI_BAD_INPUT;
    }
  set = tl_tileset_format_load_file (argv[1], &error);
  if (set == NULL || (played = tl_tileset_format_playable (set, &error)) == NULL)
    {
      tl_cli_fail (error);
      return TL_CLI_BAD_INPUT;
    }

  header = tl_record_new (played->game, played);
  header->seed = seed;
  for (int i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", i + 1);

      tl_record_add_player (header, name, colors[i], TL_PLAYER_AI, level);
    }
  discarded = g_new0 (guint, played->types->len);
  timer = g_timer_new ();
  if (!tl_simulation_run_tiles (header, games, level, NULL, NULL, &sim, discarded, &error))
    {
      tl_cli_fail (error);
      return TL_CLI_BAD_INPUT;
    }
  report_init (&report, header, &sim, discarded, games);
  if (json)
    {
      g_autoptr(JsonNode) root = report_to_json (&report);

      tl_cli_print_json (root);
    }
  else
    print_report (&report, g_timer_elapsed (timer, NULL));
  return TL_CLI_OK;
}

int
tl_cli_tileset (int    argc,
                char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "validate") == 0)
    return validate (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "simulate") == 0)
    return simulate (argc - 1, argv + 1);
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      tl_cli_print_line (stdout, "Usage:");
      tl_cli_print_line (stdout, "  tilelands-cli tileset validate FILE [--json]");
      tl_cli_print_line (stdout, "  tilelands-cli tileset simulate FILE [--games N] [--players P] [--level L] "
                         "[--seed S] [--json]");
      return TL_CLI_OK;
    }
  g_set_prgname ("tilelands-cli tileset");
  return tl_cli_usage_error ("expected “validate” or “simulate”");
}
