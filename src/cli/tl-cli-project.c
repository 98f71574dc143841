/* tl-cli-project.c — `tilelands-cli project FILE --seat N` (docs/design.md §9, §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"
#include "tl-record-format.h"

int
tl_cli_project (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(TlRecord) view = NULL;
  g_autoptr(JsonNode) json = NULL;
  GError *error = NULL;
  gint seat = -1;
  const GOptionEntry entries[] = {
    { "seat", 's', 0, G_OPTION_ARG_INT, &seat,
      "The seat whose view it is, from 0 (required)", "N" },
    { NULL }
  };

  context = tl_cli_option_context ("project", "FILE",
                                   "Prints seat N's projection of a game record: the game as that\n"
                                   "player may see it (\"view\": N, no seed, \"?\" wherever a tile,\n"
                                   "card or chip is hidden from it).\n"
                                   "Exit status: 0 on success, 2 for bad input: a file that does not\n"
                                   "load, an illegal turn (\"turn N: …\"), a seat that does not play.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no game record given" : "expected one game record");
  if (seat < 0)
    return tl_cli_usage_error ("--seat N is required: the seat whose view to print, from 0");

  record = tl_record_format_load_file_full (argv[1], TL_RECORD_LOAD_VIEW, &error);
  if (record == NULL)
    return tl_cli_bad_file (error);
  if ((guint) seat >= record->players->len)
    return tl_cli_usage_error ("--seat %d: the game has seats 0 to %u", seat,
                               record->players->len - 1);
  view = tl_record_project (record, seat, &error);
  if (view == NULL)
    {
      g_autofree char *origin = g_path_get_basename (argv[1]);

      if (g_error_matches (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP))
        g_prefix_error (&error, "%s: ", origin);
      return tl_cli_bad_file (error);
    }
  json = tl_record_format_to_json (view);
  tl_cli_print_json (json);
  return TL_CLI_OK;
}
