/* tl-game-summary.h — one game of the library, as the Saved Games list and the
 * History show it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tl-store-types.h"

G_BEGIN_DECLS

#define TL_TYPE_GAME_SUMMARY (tl_game_summary_get_type ())
G_DECLARE_FINAL_TYPE (TlGameSummary, tl_game_summary, TL, GAME_SUMMARY, GObject)

/**
 * TlGameSummary:
 *
 * A saved game or a finished game, without its record (tl_store_load_record()
 * with its id gives that: to resume it, replay it, or draw its board). Immutable.
 *
 * Properties (read-only): `id` (string, the game's UUID), `game`
 * (`"carcassonne"`, `"discovery"`), `tileset` (string), `expansions` (GStrv),
 * `map` (string or %NULL), `title` (string or %NULL: the name the user gave),
 * `turns` (uint: turns played), `tiles-left` (uint), `n-seats` (uint),
 * `started`, `last-played` (#GDateTime, local time), `finished` (#GDateTime or
 * %NULL for a game in progress), `is-finished` (boolean), `day` (#GDateTime: local
 * midnight of the day it finished, or was last played: what a list grouped by date
 * groups by), `thumbnail` (#GBytes of a PNG, or %NULL), `app-version` (string).
 *
 * Names and titles are the user's text, raw: a row that shows them must not
 * read them as markup (`AdwActionRow` titles are markup: set `use-markup` off or
 * escape them).
 */

/**
 * tl_game_summary_new:
 * @info: (transfer full): the row; the summary owns it
 *
 * Returns: (transfer full): the summary.
 */
TlGameSummary         *tl_game_summary_new            (TlStoreGameInfo *info);

/**
 * tl_game_summary_wrap_all:
 * @infos: (transfer full) (element-type TlStoreGameInfo): rows as a library
 *   list returns them
 *
 * Returns: (transfer full) (element-type TlGameSummary): one summary per row,
 * in order; the array frees its references.
 */
GPtrArray             *tl_game_summary_wrap_all       (GPtrArray *infos);

/**
 * tl_game_summary_get_info:
 * @self: a summary
 *
 * Returns: (transfer none): every member of the row (#TlStoreGameInfo), valid
 * as long as @self.
 */
const TlStoreGameInfo *tl_game_summary_get_info       (TlGameSummary *self);
const char            *tl_game_summary_get_id         (TlGameSummary *self);
const char            *tl_game_summary_get_game       (TlGameSummary *self);
const char            *tl_game_summary_get_title      (TlGameSummary *self);
const char            *tl_game_summary_get_map        (TlGameSummary *self);
const char * const    *tl_game_summary_get_expansions (TlGameSummary *self);
guint                  tl_game_summary_get_turns      (TlGameSummary *self);
guint                  tl_game_summary_get_tiles_left (TlGameSummary *self);
gboolean               tl_game_summary_is_finished    (TlGameSummary *self);
GBytes                *tl_game_summary_get_thumbnail  (TlGameSummary *self);

/**
 * tl_game_summary_dup_last_played:
 * @self: a summary
 *
 * Returns: (transfer full): when the game was last stored (for "2 hours ago"),
 * in local time; free with g_date_time_unref().
 */
GDateTime             *tl_game_summary_dup_last_played (TlGameSummary *self);

/**
 * tl_game_summary_dup_day:
 * @self: a summary
 *
 * A list grouped by date (GTK 4.8 has no section models) starts a group where
 * this differs from the previous item's.
 *
 * Returns: (transfer full): the first moment (local time) of the day the game
 * finished, or for a game in progress was last played; free with g_date_time_unref().
 */
GDateTime             *tl_game_summary_dup_day        (TlGameSummary *self);

/**
 * tl_game_summary_get_n_seats:
 * @self: a summary
 *
 * Returns: the number of players.
 */
guint                  tl_game_summary_get_n_seats    (TlGameSummary *self);

/**
 * tl_game_summary_get_seat:
 * @self: a summary
 * @seat: 0 .. tl_game_summary_get_n_seats() - 1, in turn order
 *
 * Returns: (transfer none): the seat: name, colour, human or computer and level,
 * score (so far, or final), place (finished games; 0 otherwise).
 */
const TlStoreSeat     *tl_game_summary_get_seat       (TlGameSummary *self,
                                                       guint          seat);

G_END_DECLS
