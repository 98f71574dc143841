/* tl-cli-util.h — what the tilelands-cli commands share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/**
 * TlCliStatus:
 * @TL_CLI_OK: success
 * @TL_CLI_FAILED: another failure: a file that cannot be written, a library
 *   write that failed, a computer player's game that does not replay (a defect)
 * @TL_CLI_BAD_INPUT: bad input: the command line (an unknown option or command,
 *   a value out of range, a missing argument), a file given on it that is missing,
 *   unreadable, malformed or invalid, a game record with an illegal turn, a
 *   database that is not a Tilelands library, a game id not in the library
 *
 * Exit statuses of tilelands-cli (docs/design.md §9: 0 on success, 2 on bad input
 * with one line on stderr saying what and where, 1 on other failures).
 */
typedef enum {
  TL_CLI_OK = 0,
  TL_CLI_FAILED = 1,
  TL_CLI_BAD_INPUT = 2,
} TlCliStatus;

/**
 * tl_cli_text_clean:
 * @text: text to print on a terminal: names, titles, ids and messages from a
 *   file or a library, any bytes
 *
 * @text as it may reach a terminal: a tab, a carriage return or a line feed
 * becomes a space (so that a line stays one line); every other C0 control
 * character (U+0000–U+001F, ESC and BEL among them), DEL (U+007F), every C1
 * control character (U+0080–U+009F) and every bidirectional embedding, override
 * or isolate (U+202A–U+202E, U+2066–U+2069) becomes U+FFFD “�”, as does each
 * byte that is not UTF-8. A name cannot retitle the terminal, move its cursor
 * or reverse a line. `--json` output escapes these itself.
 *
 * Returns: (transfer full): the text; free with g_free().
 */
char           *tl_cli_text_clean     (const char *text);

/**
 * tl_cli_plural:
 * @n: a count
 * @one: (transfer none): the noun for one ("game")
 * @many: (transfer none): the noun for every other count ("games")
 *
 * The CLI's output is English in every language (docs/design.md §9), so its
 * counts need only English's two forms: "1 game", "0 games", "2 games".
 *
 * Returns: (transfer none): @one when @n is 1, else @many.
 */
const char     *tl_cli_plural         (guint       n,
                                       const char *one,
                                       const char *many);

/**
 * tl_cli_print_line:
 * @out: stdout or stderr
 * @format: printf() format of one line, without its line feed
 * @...: arguments
 *
 * Prints the line, passed through tl_cli_text_clean(), and a line feed. Every
 * text the commands print goes through it (docs/store.md, "The command line").
 */
void            tl_cli_print_line     (FILE       *out,
                                       const char *format,
                                       ...) G_GNUC_PRINTF (2, 3);

/**
 * tl_cli_option_context:
 * @command: the command name, e.g. `"replay"`
 * @parameters: (nullable): what follows the options in the usage line, e.g. `"FILE"`
 * @summary: one sentence shown by `--help`
 * @entries: the command's options, %NULL-terminated
 *
 * Also sets the program name to `tilelands-cli <command>` so that `--help` and
 * messages name the command.
 *
 * Returns: (transfer full): an option context; free with g_option_context_free().
 */
GOptionContext *tl_cli_option_context (const char         *command,
                                       const char         *parameters,
                                       const char         *summary,
                                       const GOptionEntry *entries);

/**
 * tl_cli_parse:
 * @context: an option context
 * @argc: (inout): argument count; the command name is argv[0]
 * @argv: (inout): the arguments; options are removed
 *
 * Parses the options; on a bad option prints the reason as one line on stderr
 * (tl_cli_usage_error()).
 *
 * Returns: %TRUE when the options parsed; on %FALSE the command exits with
 *   %TL_CLI_BAD_INPUT.
 */
gboolean        tl_cli_parse          (GOptionContext *context,
                                       int            *argc,
                                       char         ***argv);

/**
 * tl_cli_usage_error:
 * @format: printf() format of what is wrong with the command line
 * @...: arguments
 *
 * Prints `tilelands-cli <command>: <message>` as one line on stderr (docs/design.md §9).
 *
 * Returns: %TL_CLI_BAD_INPUT.
 */
int             tl_cli_usage_error    (const char *format,
                                       ...) G_GNUC_PRINTF (1, 2);

/**
 * tl_cli_fail:
 * @error: (transfer full): why the command failed, for a reason other than its
 *   input (a file it could not write, a defect)
 *
 * Prints the error's message as one line on stderr and frees @error.
 *
 * Returns: %TL_CLI_FAILED.
 */
int             tl_cli_fail           (GError *error);

/**
 * tl_cli_bad_file:
 * @error: (transfer full): why a file given on the command line could not be
 *   used: missing or unreadable, not the format expected, invalid, or a game
 *   record with an illegal turn (`turn N: …`)
 *
 * Prints @error as tl_cli_fail() does.
 *
 * Returns: %TL_CLI_BAD_INPUT.
 */
int             tl_cli_bad_file       (GError *error);

/**
 * tl_cli_print_json:
 * @node: a JSON value
 *
 * Prints @node pretty-printed (indent 2) and a newline on stdout. Every control
 * character that tl_cli_text_clean() replaces is escaped (`\u001b`, `\u009b`,
 * `\u202e`), so the JSON means the same and a terminal shows it as text.
 */
void            tl_cli_print_json     (JsonNode *node);

/**
 * tl_cli_replay:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"replay"`
 *
 * `replay FILE [--final]`: prints the result JSON of tl_replay_file() on stdout;
 * `replay FILE --digest [--seat N]`: tl_replay_digests() (docs/design.md §9).
 *
 * Returns: the exit status: %TL_CLI_OK, %TL_CLI_FAILED (bad usage or bad file),
 *   %TL_CLI_ILLEGAL (an illegal turn, reported as one line `turn N: …`).
 */
int tl_cli_replay (int argc, char **argv);

/**
 * tl_cli_project:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"project"`
 *
 * `project FILE --seat N` (docs/design.md §9): prints seat N's projection of the game
 * record (tl_record_project()) as a record of version 4.
 *
 * Returns: the exit status: %TL_CLI_OK, %TL_CLI_BAD_INPUT (bad usage, a seat
 *   that does not play, a file that does not load, an illegal turn, a record
 *   that is already a player's view).
 */
int tl_cli_project (int argc, char **argv);

/**
 * tl_cli_play:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"play"`
 *
 * `play --players N --seed S [--level L] [--out FILE] [--db PATH [--autosave]]`:
 * plays a whole game between computer players, prints its result JSON, saves
 * its record and, with `--db`, records it in that library's history (with
 * `--autosave`, in its saved games after every turn too) and adds the game's
 * `id` to the result.
 *
 * Returns: the exit status: %TL_CLI_OK, %TL_CLI_BAD_INPUT (bad usage, a
 *   tile set or map file that does not load, a database that is no library) or
 *   %TL_CLI_FAILED (the record or the library could not be written).
 */
int tl_cli_play   (int argc, char **argv);

/**
 * tl_cli_render:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"render"`
 *
 * `render FILE --png OUT [--tile-size PX]`: replays a record and draws its board.
 *
 * Returns: the exit status, as for tl_cli_replay(), or %TL_CLI_FAILED when
 *   the picture could not be written.
 */
int tl_cli_render (int argc, char **argv);

/**
 * tl_cli_bench:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"bench"`
 *
 * `bench [--seconds S] [--game carcassonne]`: prints playouts per second and
 * legal-placement enumerations per second.
 *
 * Returns: the exit status: %TL_CLI_OK, %TL_CLI_BAD_INPUT (bad usage) or
 *   %TL_CLI_FAILED.
 */
int tl_cli_bench  (int argc, char **argv);

/* tl-cli-map.c: `map validate FILE [--deck base|full] [--join FILE] [--json]`:
 * %TL_CLI_OK for a valid layout, %TL_CLI_BAD_INPUT with every problem listed,
 * for a file that does not load and for bad usage */
int tl_cli_map    (int argc, char **argv);

/**
 * tl_cli_tournament:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"tournament"`
 *
 * `tournament --a PLAYER --b PLAYER --games N [--budget-ms MS] [game options]
 * [--json]` (docs/design.md §9): N games on N/2 seeds with the seats swapped; prints
 * wins, draws, win rates with 95 % Wilson intervals, mean scores and milliseconds
 * per move (median, max).
 *
 * Returns: the exit status: %TL_CLI_OK, %TL_CLI_FAILED (bad usage),
 *   %TL_CLI_ILLEGAL (a game did not replay).
 */
int tl_cli_tournament (int argc, char **argv);

/**
 * tl_cli_tileset:
 * @argc: number of arguments
 * @argv: the arguments after `tilelands-cli`; argv[0] is `"tileset"`
 *
 * `tileset validate FILE [--json]`: lists every problem of a tile set file;
 * `tileset simulate FILE [--games N] [--players P] [--level L] [--seed S] [--json]`:
 * plays games of it and prints the report (docs/design.md §9).
 *
 * Returns: the exit status: %TL_CLI_OK for a valid file (validate) or a
 *   simulation run; %TL_CLI_BAD_INPUT for a file with an error, one that is no
 *   tile set or cannot be read, and for bad usage.
 */
int tl_cli_tileset (int argc, char **argv);

/**
 * tl_cli_create:
 * tl_cli_host:
 * tl_cli_join:
 * @argc: argument count; the command name is argv[0]
 * @argv: the arguments
 *
 * `create URL --players N`, `host --players N --open K` and `join LINK`
 * (tl-cli-net.c; docs/design.md §9, docs/network.md).
 *
 * Returns: the exit status: 0; 2 for bad input (and for `join`, a link or token
 * the host refuses); 1 when the host cannot be reached (`join`: for 60 s).
 */
int tl_cli_create (int argc, char **argv);
int tl_cli_host   (int argc, char **argv);
int tl_cli_join   (int argc, char **argv);

G_END_DECLS
