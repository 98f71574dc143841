/* tl-history.h — the finished games, filtered, for the History window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-summary.h"
#include "tl-store-list.h"

G_BEGIN_DECLS

#define TL_TYPE_HISTORY (tl_history_get_type ())
G_DECLARE_FINAL_TYPE (TlHistory, tl_history, TL, HISTORY, TlStoreList)

/**
 * TlHistory:
 *
 * A #GListModel of #TlGameSummary: the finished games the filter admits, the
 * most recently finished first (tl_store_list_history()), with their seats'
 * final scores and places; kept up to date (#TlStoreList).
 *
 * Filter properties (read-write; a change queries again, several changes made
 * together cost one query): `game` (string or %NULL for every game), `player`
 * (string or %NULL: games with a seat of that name, any case), `since` and
 * `until` (int64, µs since 1970-01-01 UTC; 0 = no bound; since inclusive, until
 * exclusive). For a day picked in a calendar, `since` is its first moment in
 * local time and `until` the next day's.
 */

TlHistory  *tl_history_new         (TlStore    *store);
void        tl_history_set_game    (TlHistory  *self,
                                    const char *game);
void        tl_history_set_player  (TlHistory  *self,
                                    const char *player);
void        tl_history_set_since   (TlHistory  *self,
                                    gint64      since);
void        tl_history_set_until   (TlHistory  *self,
                                    gint64      until);
const char *tl_history_get_game    (TlHistory  *self);
const char *tl_history_get_player  (TlHistory  *self);
gint64      tl_history_get_since   (TlHistory  *self);
gint64      tl_history_get_until   (TlHistory  *self);

G_END_DECLS
