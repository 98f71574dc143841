/* tl-online-games.h — the games on hosts this app plays, remembered between
 * runs: the start page's Online Games (docs/design.md §10 "Waiting games",
 * docs/network.md "Online Games")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

#define TL_TYPE_ONLINE_GAME (tl_online_game_get_type ())
G_DECLARE_FINAL_TYPE (TlOnlineGame, tl_online_game, TL, ONLINE_GAME, GObject)

/**
 * TlOnlineGame:
 *
 * One seat of a game on a host, as this app last saw it: an item of
 * #TlOnlineGames, never changed (an update replaces the item).
 */

/** tl_online_game_get_link: Returns: (transfer none): the invite link, with its token (a secret) */
const char   *tl_online_game_get_link       (TlOnlineGame *self);
/** tl_online_game_get_host: Returns: (transfer none): the host's address as the link names it ("127.0.0.1") */
const char   *tl_online_game_get_host       (TlOnlineGame *self);
/** tl_online_game_get_id: Returns: (transfer none): the game's id on the host */
const char   *tl_online_game_get_id         (TlOnlineGame *self);
/** tl_online_game_get_seat: Returns: the player's seat, from 0 */
guint         tl_online_game_get_seat       (TlOnlineGame *self);
/** tl_online_game_get_game: Returns: (transfer none): `"carcassonne"` or `"discovery"` */
const char   *tl_online_game_get_game       (TlOnlineGame *self);
/** tl_online_game_get_expansions: Returns: (transfer none): the expansions' ids (empty: none) */
const char * const *tl_online_game_get_expansions (TlOnlineGame *self);
/** tl_online_game_get_map: Returns: (transfer none) (nullable): the map's id */
const char   *tl_online_game_get_map        (TlOnlineGame *self);
/** tl_online_game_get_name: Returns: (transfer none): the player's name as the record has it */
const char   *tl_online_game_get_name       (TlOnlineGame *self);
/** tl_online_game_get_turn_name: Returns: (transfer none): the name of the player whose turn it is */
const char   *tl_online_game_get_turn_name  (TlOnlineGame *self);
/** tl_online_game_is_your_turn: Returns: whether it is the player's turn */
gboolean      tl_online_game_is_your_turn   (TlOnlineGame *self);
/** tl_online_game_get_turns: Returns: the turns played so far */
guint         tl_online_game_get_turns      (TlOnlineGame *self);
/**
 * tl_online_game_dup_last_move:
 * @self: an online game
 *
 * Returns: (transfer full): when this app learnt of the last move (the
 * record has no times): in UTC; g_date_time_to_local() to show it.
 */
GDateTime    *tl_online_game_dup_last_move  (TlOnlineGame *self);

#define TL_TYPE_ONLINE_GAMES (tl_online_games_get_type ())
G_DECLARE_FINAL_TYPE (TlOnlineGames, tl_online_games, TL, ONLINE_GAMES, GObject)

/**
 * TlOnlineGames:
 *
 * A #GListModel of #TlOnlineGame: every seat of a game on a host this app
 * joined (and, through the same path, the seats of the games it hosts), the
 * most recent last move first, kept in a file of its own (mode 0600, written
 * whole to a temporary file and renamed over the old one after each change:
 * the links hold their seats' tokens). A game over leaves the list (it is in
 * the History).
 */

/**
 * TlOnlineNote:
 * @TL_ONLINE_NOTE_SAME: nothing the list shows changed
 * @TL_ONLINE_NOTE_CHANGED: the entry was added or changed
 * @TL_ONLINE_NOTE_YOUR_TURN: a listed game became the player's turn (it was
 *   another's when last seen)
 *
 * What tl_online_games_note() made of a game.
 */
typedef enum {
  TL_ONLINE_NOTE_SAME,
  TL_ONLINE_NOTE_CHANGED,
  TL_ONLINE_NOTE_YOUR_TURN,
} TlOnlineNote;

/**
 * tl_online_games_default_path:
 *
 * Returns: (transfer full): `online-games.ini` beside the library's file
 * (tl_store_choose_path(): `$TILELANDS_DB`'s folder, else the user's data
 * folder's `tilelands/`).
 */
char         *tl_online_games_default_path  (void);

/**
 * tl_online_games_new:
 * @path: the file (made with its folder at the first change)
 *
 * Reads @path. A file that cannot be read or parsed leaves the list empty,
 * is renamed `PATH.unreadable` (never overwritten) and is reported by
 * tl_online_games_get_error(); an entry without a valid link, its game, its
 * names or its time is skipped (and reported likewise). Each error is also
 * logged with g_message().
 *
 * Returns: (transfer full): the list.
 */
TlOnlineGames *tl_online_games_new          (const char *path);

/**
 * tl_online_games_get_error:
 * @self: the list
 *
 * Returns: (transfer none) (nullable): the last error reading or writing the
 *   file (%G_FILE_ERROR, %G_KEY_FILE_ERROR, naming the file), %NULL when
 *   there was none.
 */
const GError *tl_online_games_get_error     (TlOnlineGames *self);

/**
 * tl_online_games_find:
 * @self: the list
 * @link: an invite link
 *
 * Returns: the position of the entry of @link's game and seat (whatever its
 *   token), -1 when none or @link is not a link.
 */
gint          tl_online_games_find          (TlOnlineGames *self,
                                             const char    *link);

/**
 * tl_online_games_note:
 * @self: the list
 * @link: the invite link the seat was joined with
 * @game: the seat's game (tl_game_get_viewer() the seat), as the host last
 *   sent it
 * @now: the present, seconds since 1970 (UTC): the last move's time when the
 *   turns played differ from the entry's
 *
 * Adds or updates the entry of @link's game and seat (the link kept as
 * given, its token included); a game over is removed instead. The file is
 * written when anything changed; a write that fails is kept in
 * tl_online_games_get_error() and logged.
 *
 * Returns: what changed.
 */
TlOnlineNote  tl_online_games_note          (TlOnlineGames *self,
                                             const char    *link,
                                             TlGame        *game,
                                             gint64         now);

/**
 * tl_online_games_remove:
 * @self: the list
 * @link: an invite link
 *
 * Forgets the entry of @link's game and seat and writes the file.
 *
 * Returns: whether there was one.
 */
gboolean      tl_online_games_remove        (TlOnlineGames *self,
                                             const char    *link);

/**
 * tl_online_games_should_notify:
 * @note: what tl_online_games_note() made of the host's news
 * @window_active: whether the window playing the game has the focus
 *
 * Returns: whether to tell the player with a notification that it is their
 *   turn: it became their turn while they look elsewhere.
 */
gboolean      tl_online_games_should_notify (TlOnlineNote note,
                                             gboolean     window_active);

/**
 * tl_online_game_notification_id:
 * @self: an online game
 *
 * Returns: (transfer full): the id its notification is sent and withdrawn
 *   under: "online-turn-ID-SEAT".
 */
char         *tl_online_game_notification_id (TlOnlineGame *self);

G_END_DECLS
