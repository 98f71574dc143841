/* tl-cli-map.c — `tilelands-cli map validate FILE [--deck base|full] [--join FILE] [--json]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Checks a map layout file (docs/design.md §3, §9) with the rules the editor and the
 * loader use (tl_map_layout_check()): exit 0 when it keeps them all, 2 with every
 * problem on stderr, one line each: `FILE: JSON-PATH: what is wrong`. With --join,
 * the two layouts joined at their half columns as usa-both is, and the problems
 * of the join. --json prints `{"valid", "width", "height", "counts", "problems":
 * [{"file", "path", "x", "y", "message"}]}` on stdout instead.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tl-cli-util.h"
#include "tl-format-file.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"

/* Reads @path; problems get @path's basename as their file. */
static TlMapLayout *
read_layout (const char  *path,
             guint        deck_tiles,
             GPtrArray   *problems,
             int         *status)
{
  g_autofree char *origin = g_path_get_basename (path);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  TlMapLayout *layout;
  gsize length;

  /* a file over the size limit is refused before it is read (tl-format-file.h) */
  if (!tl_format_read_file (path, &data, &length, &error))
    {
      tl_cli_print_line (stderr, "%s", error->message);
      *status = TL_CLI_BAD_INPUT;
      return NULL;
    }
  layout = tl_map_format_read_data (data, length, origin, deck_tiles, problems, &error);
  if (layout == NULL)
    {
      tl_cli_print_line (stderr, "%s", error->message);
      *status = TL_CLI_BAD_INPUT;
    }
  return layout;
}

static void
add_problems (JsonBuilder *builder,
              const char  *file,
              GPtrArray   *problems,
              gboolean     json,
              gboolean     paths)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const TlMapProblem *p = g_ptr_array_index (problems, i);
      g_autofree char *path = paths ? tl_map_format_problem_path ("$", p) : NULL;

      if (!json)
        {
          if (path != NULL)
            tl_cli_print_line (stderr, "%s: %s: %s", file, path, p->message);
          else
            tl_cli_print_line (stderr, "%s: %s", file, p->message);
          continue;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, file);
      json_builder_set_member_name (builder, "path");
      if (path != NULL)
        json_builder_add_string_value (builder, path);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, p->x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, p->y);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, p->message);
      json_builder_end_object (builder);
    }
}

static void
add_counts (JsonBuilder       *builder,
            const TlMapLayout *layout)
{
  static const struct { const char *name; TlMapCellKind kind; } kinds[] = {
    { "blocked", TL_MAP_BLOCKED }, { "playable", TL_MAP_PLAYABLE }, { "start", TL_MAP_START },
    { "town", TL_MAP_TOWN }, { "outlined", TL_MAP_OUTLINED }, { "half", TL_MAP_HALF },
  };
  guint squares = 0;

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      squares += tl_map_layout_playable (layout, x, y);
  json_builder_set_member_name (builder, "width");
  json_builder_add_int_value (builder, layout->width);
  json_builder_set_member_name (builder, "height");
  json_builder_add_int_value (builder, layout->height);
  json_builder_set_member_name (builder, "squares");
  json_builder_add_int_value (builder, squares);
  json_builder_set_member_name (builder, "counts");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      json_builder_set_member_name (builder, kinds[i].name);
      json_builder_add_int_value (builder, tl_map_layout_count (layout, kinds[i].kind));
    }
  json_builder_end_object (builder);
}

static int
map_validate (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *join = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck,
      "The deck the outlined squares are dealt from: full (the Maps deck, 114 tiles a "
      "map; the default) or base (72)", "DECK" },
    { "join", 0, 0, G_OPTION_ARG_FILENAME, &join,
      "Also join FILE to it at their half columns, as usa-both is joined, and check the join",
      "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the result as JSON", NULL },
    { NULL }
  };
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(GPtrArray) other_problems = tl_map_problems_new ();
  g_autoptr(GPtrArray) join_problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = NULL;
  g_autoptr(TlMapLayout) other = NULL;
  g_autoptr(TlMapLayout) joined = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *file = NULL;
  g_autofree char *other_file = NULL;
  int status = TL_CLI_OK;
  gboolean valid;
  guint n;

  context = tl_cli_option_context ("map validate", "FILE",
                                   "Checks a map layout (tilelands-map JSON) with the rules of the map\n"
                                   "editor: exit 0 when valid, 2 with every problem listed, one a line:\n"
                                   "FILE: JSON-PATH: what is wrong.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc < 2)
    return tl_cli_usage_error ("map validate needs a FILE");
  if (argc > 2)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[2]);
  if (deck != NULL && strcmp (deck, "base") != 0 && strcmp (deck, "full") != 0)
    return tl_cli_usage_error ("--deck must be base or full, not “%s”", deck);

  /* a file's layout is one map: its deck is the deck of one map */
  set = tl_tileset_format_load_map_deck (NULL, g_strcmp0 (deck, "base") == 0, &error);
  if (set == NULL)
    return tl_cli_fail (g_steal_pointer (&error));
  n = set->total_tiles;

  file = g_path_get_basename (argv[1]);
  layout = read_layout (argv[1], n, problems, &status);
  if (layout == NULL)
    return status;
  if (join != NULL)
    {
      other_file = g_path_get_basename (join);
      other = read_layout (join, n, other_problems, &status);
      if (other == NULL)
        return status;
      joined = tl_map_layout_check_join (layout, other, 2 * n, join_problems);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, problems->len + other_problems->len + join_problems->len == 0);
  add_counts (builder, joined != NULL ? joined : layout);
  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  add_problems (builder, file, problems, json, TRUE);
  if (other != NULL)
    {
      g_autofree char *both = g_strdup_printf ("%s + %s", file, other_file);

      add_problems (builder, other_file, other_problems, json, TRUE);
      add_problems (builder, both, join_problems, json, FALSE);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  valid = problems->len + other_problems->len + join_problems->len == 0;
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (builder);

      tl_cli_print_json (root);
    }
  else if (valid)
    tl_cli_print_line (stdout, "%s%s%s: valid", file, other_file ? " + " : "", other_file ? other_file : "");
  return valid ? TL_CLI_OK : TL_CLI_BAD_INPUT;
}

int
tl_cli_map (int argc, char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "validate") == 0)
    return map_validate (argc - 1, argv + 1);
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      tl_cli_print_line (stdout, "Usage:");
      tl_cli_print_line (stdout, "  tilelands-cli map validate FILE [--deck base|full] [--join FILE] [--json]");
      return TL_CLI_OK;
    }
  g_set_prgname ("tilelands-cli map");
  return tl_cli_usage_error ("expected “validate”");
}
