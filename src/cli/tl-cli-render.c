/* tl-cli-render.c — `tilelands-cli render FILE --png OUT [--tile-size PX]`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"
#include "tl-replay.h"
#include "tl-render.h"

#define DEFAULT_TILE_PX 64
#define MIN_TILE_PX 8
#define MAX_TILE_PX 512

int
tl_cli_render (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *png = NULL;
  GError *error = NULL;
  TlGameState *state;
  int tile_px = DEFAULT_TILE_PX;
  gboolean ok;
  const GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png,
      "Write the picture to OUT (PNG)", "OUT" },
    { "tile-size", 0, 0, G_OPTION_ARG_INT, &tile_px,
      "Edge of one tile in pixels, 8 to 512 (default 64)", "PX" },
    { NULL }
  };

  context = tl_cli_option_context ("render", "FILE",
                                   "Replays a game record (.tilelands) and draws its board, with the\n"
                                   "followers in the players' colours, as a PNG picture.\n"
                                   "Exit status: 0 on success, 2 for a file that does not load or an illegal\n"
                                   "turn, 1 when the picture cannot be written.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no game record given" : "expected one game record");
  if (png == NULL)
    return tl_cli_usage_error ("no picture to write: give --png OUT");
  if (tile_px < MIN_TILE_PX || tile_px > MAX_TILE_PX)
    return tl_cli_usage_error ("--tile-size must be %d to %d, not %d",
                               MIN_TILE_PX, MAX_TILE_PX, tile_px);

  state = tl_replay_file_state (argv[1], FALSE, &error);
  if (state == NULL)
    return tl_cli_bad_file (error);

  /* NULL: the players' own colours (defaults where a colour does not parse) */
  ok = tl_render_board_png (state, NULL, png, tile_px, &error);
  tl_game_state_free (state);
  if (!ok)
    return tl_cli_fail (error);
  return TL_CLI_OK;
}
