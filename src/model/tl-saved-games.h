/* tl-saved-games.h — the games in progress, for "Continue" and the Saved Games list
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-summary.h"
#include "tl-store-list.h"

G_BEGIN_DECLS

#define TL_TYPE_SAVED_GAMES (tl_saved_games_get_type ())
G_DECLARE_FINAL_TYPE (TlSavedGames, tl_saved_games, TL, SAVED_GAMES, TlStoreList)

/**
 * TlSavedGames:
 *
 * A #GListModel of #TlGameSummary: the library's saved games, the most recently
 * played first (tl_store_list_saved_games()), kept up to date after every
 * autosave, rename, deletion or finished game (#TlStoreList).
 */

/**
 * tl_saved_games_new:
 * @store: (transfer none): the library
 *
 * Returns: (transfer full): the list; it starts loading at once (`loading`).
 */
TlSavedGames  *tl_saved_games_new        (TlStore      *store);

/**
 * tl_saved_games_get_newest:
 * @self: the list
 *
 * Returns: (transfer none) (nullable): the game "Continue" resumes (the most
 * recently played), or %NULL when there is none (or before the first answer).
 */
TlGameSummary *tl_saved_games_get_newest (TlSavedGames *self);

/**
 * tl_saved_games_find:
 * @self: the list
 * @id: a game's id
 *
 * Returns: the position of the game @id, or -1.
 */
gint           tl_saved_games_find       (TlSavedGames *self,
                                          const char   *id);

G_END_DECLS
