/* tl-cli.c — tilelands-cli: replay, play, render and measure games from a terminal
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "tl-cli-store.h"
#include "tl-cli-util.h"

typedef struct {
  const char *name;
  const char *usage;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static const Command commands[] = {
  { "replay", "replay FILE [--final] [--digest [--seat N]]",
    "Replay a game record and print its result as JSON", tl_cli_replay },
  { "project", "project FILE --seat N",
    "Print one player's view of a game record (network play)", tl_cli_project },
  { "play", "play --players N --seed S [--level L] [--out FILE]",
    "Play a whole game between computer players", tl_cli_play },
  { "render", "render FILE --png OUT [--tile-size PX]",
    "Draw the board of a game record as a PNG picture", tl_cli_render },
  { "bench", "bench [--seconds S] [--game G] [--tileset FILE]",
    "Measure playouts and placement enumerations per second", tl_cli_bench },
  { "map", "map validate FILE [--deck base|full] [--join FILE]",
    "Check a map layout file with the map editor's rules", tl_cli_map },
  /* tile sets (tl-cli-tileset.c) */
  { "tileset", "tileset validate|simulate FILE [--games N] [--json]",
    "Check a tile set file, or try it in simulated games", tl_cli_tileset },
  /* the library (tl-cli-history.c, tl-cli-library.c) */
  { "history", "history [--db PATH] [--json]",
    "List the finished games of the library", tl_cli_history },
  { "stats", "stats [--db PATH] [--json]",
    "Print each player's statistics over the history", tl_cli_stats },
  { "import", "import FILE… [--db PATH] [--json]",
    "Import game records (or a whole library) into the library", tl_cli_import },
  { "export", "export ID --out FILE [--db PATH]",
    "Write a game of the library (or with --library all of it) to a file", tl_cli_export },
  /* network play (tl-cli-net.c) */
  { "create", "create URL --players N [game options] [--json]",
    "Ask a server for a game and print its invite links", tl_cli_create },
  { "host", "host --players N --open K [--level L] [--port P]",
    "Host one game here, the seats not open played by the computer", tl_cli_host },
  { "join", "join LINK [--level L] [--delay-ms MS] [--log FILE]",
    "Play the seat of an invite link as a computer player", tl_cli_join },
  { "tournament", "tournament --a PLAYER --b PLAYER --games N [--json]",
    "Pit two computer players against each other, seats swapped", tl_cli_tournament },
};

static void
print_usage (FILE *out)
{
  tl_cli_print_line (out, "Usage:");
  tl_cli_print_line (out, "  tilelands-cli COMMAND [OPTION…]");
  tl_cli_print_line (out, "%s", "");
  tl_cli_print_line (out, "Commands:");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      /* padded by characters, not bytes: "FILE…" is one column wider than its bytes say */
      glong width = g_utf8_strlen (commands[i].usage, -1);

      tl_cli_print_line (out, "  %s%*s %s", commands[i].usage, (int) MAX (0, 52 - width), "",
                         commands[i].summary);
    }
  tl_cli_print_line (out, "%s", "");
  tl_cli_print_line (out, "Run “tilelands-cli COMMAND --help” for the options of a command.");
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* The CLI's output is a contract that scripts and tests read (docs/design.md §9): it is
   * English whatever the language. The libraries below translate their messages
   * (the engine's, GLib's, json-glib's); with LC_MESSAGES at "C" GNU gettext gives
   * every message untranslated and ignores LANGUAGE. The text domain is bound as
   * the app binds it, so that a test (tests/formats/cli-tileset.py) shows that an
   * installed or built catalog is still not used. */
  setlocale (LC_MESSAGES, "C");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_set_prgname ("tilelands-cli");

  /* bad input is one line on stderr and exit status 2 (docs/design.md §9) */
  if (argc < 2)
    return tl_cli_usage_error ("no command given (“tilelands-cli --help” lists them)");
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      tl_cli_print_line (stdout, "tilelands-cli %s", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  return tl_cli_usage_error ("unknown command “%s” (“tilelands-cli --help” lists the commands)",
                             argv[1]);
}
