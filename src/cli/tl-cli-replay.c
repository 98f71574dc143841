/* tl-cli-replay.c — `tilelands-cli replay FILE [--final]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"
#include "tl-replay.h"

int
tl_cli_replay (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(JsonNode) result = NULL;
  GError *error = NULL;
  gboolean final = FALSE;
  const GOptionEntry entries[] = {
    { "final", 'f', 0, G_OPTION_ARG_NONE, &final,
      "Run end-of-game scoring after the last turn even when tiles are left", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("replay", "FILE",
                                   "Replays a game record (.tilelands) and prints its result as JSON:\n"
                                   "scores, final_scores, supply, gifts_held, tiles_left and events.\n"
                                   "Exit status: 0 on success, 2 for bad input: a file that does not load, or\n"
                                   "an illegal turn (reported on stderr as “turn N: …”).",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no game record given" : "expected one game record");

  result = tl_replay_file (argv[1], final, &error);
  if (result == NULL)
    return tl_cli_bad_file (error);
  tl_cli_print_json (result);
  return TL_CLI_OK;
}
