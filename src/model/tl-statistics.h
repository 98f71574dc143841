/* tl-statistics.h — the players' statistics, for the Statistics window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-store-list.h"

G_BEGIN_DECLS

#define TL_TYPE_PLAYER_STATISTICS (tl_player_statistics_get_type ())
G_DECLARE_FINAL_TYPE (TlPlayerStatistics, tl_player_statistics, TL, PLAYER_STATISTICS, GObject)

/**
 * TlPlayerStatistics:
 *
 * One player's statistics over every game (`game` %NULL) or one game kind
 * (#TlStoreStats). Immutable. Properties (read-only): `name` (raw text, not
 * markup), `game` (string or %NULL), `games`, `wins` (uint), `win-rate`,
 * `mean-score` (double), `best-score` (int).
 */
const TlStoreStats *tl_player_statistics_get_stats (TlPlayerStatistics *self);
const char         *tl_player_statistics_get_name  (TlPlayerStatistics *self);
const char         *tl_player_statistics_get_game  (TlPlayerStatistics *self);

#define TL_TYPE_STATISTICS (tl_statistics_get_type ())
G_DECLARE_FINAL_TYPE (TlStatistics, tl_statistics, TL, STATISTICS, TlStoreList)

/**
 * TlStatistics:
 *
 * A #GListModel of #TlPlayerStatistics, as tl_store_statistics() orders them
 * (per player, the most games first: all games, then each game kind), computed
 * again after every change to the history (#TlStoreList). Property `player`
 * (string or %NULL, read-write): only that player (any case).
 */
TlStatistics *tl_statistics_new        (TlStore      *store);
void          tl_statistics_set_player (TlStatistics *self,
                                        const char   *player);
const char   *tl_statistics_get_player (TlStatistics *self);

G_END_DECLS
