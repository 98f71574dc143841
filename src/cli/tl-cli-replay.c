/* tl-cli-replay.c — `tilelands-cli replay FILE [--final] [--digest [--seat N]]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"
#include "tl-record-format.h"
#include "tl-replay.h"

int
tl_cli_replay (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(JsonNode) result = NULL;
  GError *error = NULL;
  gboolean final = FALSE, digest = FALSE;
  gint seat = -1;
  const GOptionEntry entries[] = {
    { "final", 'f', 0, G_OPTION_ARG_NONE, &final,
      "Run end-of-game scoring after the last turn even when tiles are left", NULL },
    { "digest", 'd', 0, G_OPTION_ARG_NONE, &digest,
      "Print a seat's public digest after each turn instead: {\"digests\": [...]}", NULL },
    { "seat", 's', 0, G_OPTION_ARG_INT, &seat,
      "With --digest: the seat, from 0 (a player's view: its own; else 0)", "N" },
    { NULL }
  };

  context = tl_cli_option_context ("replay", "FILE",
                                   "Replays a game record (.tilelands) and prints its result as JSON:\n"
                                   "scores, final_scores, supply, gifts_held, tiles_left and events.\n"
                                   "A player's view of an online game replays into that player's twin.\n"
                                   "With --digest: {\"digests\": [...]}, seat N's public digest after each\n"
                                   "turn (and the turn in progress), the same for a game and for that\n"
                                   "seat's view of it.\n"
                                   "Exit status: 0 on success, 2 for bad input: a file that does not load, or\n"
                                   "an illegal turn (reported on stderr as “turn N: …”).",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no game record given" : "expected one game record");
  if (seat != -1 && !digest)
    return tl_cli_usage_error ("--seat goes with --digest");
  if (seat < -1)
    return tl_cli_usage_error ("--seat %d: a seat is 0 or more", seat);
  if (digest && final)
    return tl_cli_usage_error ("--digest and --final do not go together");

  if (digest)
    {
      g_autoptr(TlRecord) record = tl_record_format_load_file_full (argv[1], TL_RECORD_LOAD_VIEW,
                                                                    &error);
      g_autofree char *origin = g_path_get_basename (argv[1]);

      if (record == NULL)
        return tl_cli_bad_file (error);
      result = tl_replay_digests (record, origin, seat, &error);
      if (result == NULL)
        return tl_cli_bad_file (error);
      tl_cli_print_json (result);
      return TL_CLI_OK;
    }
  result = tl_replay_file (argv[1], final, &error);
  if (result == NULL)
    return tl_cli_bad_file (error);
  tl_cli_print_json (result);
  return TL_CLI_OK;
}
