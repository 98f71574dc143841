/* tl-cli-store.h — the library commands of tilelands-cli, and what they share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tl-store.h"

G_BEGIN_DECLS

/**
 * tl_cli_open_library:
 * @db: (nullable): the `--db` option
 * @read_only: %TRUE for a command that only reads: nothing is created or
 *   written (an older library is read from an upgraded copy, an empty file
 *   stays empty); the app's own library when it does not exist yet is an empty
 *   library (returns %NULL without an error), a library named by `--db` or
 *   `TILELANDS_DB` that does not exist is %TL_STORE_ERROR_NOT_FOUND
 *   `no library at PATH`
 * @error: return location for an error, or %NULL
 *
 * Opens the library that `--db` names, else `TILELANDS_DB`, else the app's
 * (tl_store_choose_path()).
 *
 * Returns: (transfer full) (nullable): the store, or %NULL (an error is set
 * unless @read_only and the app's own library does not exist yet).
 */
TlStore  *tl_cli_open_library       (const char  *db,
                                     gboolean     read_only,
                                     GError     **error);

/**
 * tl_cli_store_fail:
 * @error: (transfer full): an error
 *
 * Prints the error's message as one line on stderr and frees it.
 *
 * Returns: 2 (bad input: a malformed or illegal record, a refused database, an
 *   unknown id — docs/design.md §9) or 1 (any other failure, such as a full disk).
 */
int       tl_cli_store_fail         (GError *error);

/**
 * tl_cli_format_time:
 * @us: microseconds since 1970-01-01 UTC
 *
 * Returns: (transfer full): the time in ISO 8601, UTC, to the second
 *   (`2026-12-01T09:08:00Z`).
 */
char     *tl_cli_format_time        (gint64 us);

/**
 * tl_cli_game_info_to_json:
 * @info: a game of the library
 *
 * Returns: (transfer full): `{"id", "game", "tileset", "expansions": [], "map",
 *   "options": {}, "title", "turns", "tiles_left", "started", "last_played",
 *   "finished" (null for a saved game), "app_version", "players": [{"name",
 *   "color", "kind", "level" (null for a person), "score", "place" (null in a
 *   saved game)}]}`, times as tl_cli_format_time() writes them.
 */
JsonNode *tl_cli_game_info_to_json  (const TlStoreGameInfo *info);

int tl_cli_history (int argc, char **argv);
int tl_cli_stats   (int argc, char **argv);
int tl_cli_import  (int argc, char **argv);
int tl_cli_export  (int argc, char **argv);

G_END_DECLS
