/* tl-server-games.h — what the creator of a game made on a server keeps: the
 * server, the creator's token, the seats' links and who plays each seat
 * (docs/network.md "Hosting from the app")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tl-features.h"

G_BEGIN_DECLS

/**
 * TlServerGame:
 * @id: the game's id on its server
 * @server: the server's address, `ws://HOST:PORT` or `wss://HOST:PORT`
 * @admin: the creator's token (`POST /games` answered it)
 * @links: one invite link per seat, seat 0 first
 * @levels: who plays each seat while its person is away: 0 the person, 1 to
 *   3 the server's computer player (Easy to Hard), as the server's API counts
 *
 * A game made on a server by this app: its creator's controls. Every string
 * is owned; free with tl_server_game_free().
 */
typedef struct _TlServerGame
{
  char  *id;
  char  *server;
  char  *admin;
  GStrv  links;
  guint  levels[TL_MAX_PLAYERS];
} TlServerGame;

/**
 * tl_server_game_new:
 * @id: the game's id
 * @server: the server's address
 * @admin: the creator's token
 * @links: (array zero-terminated=1): the seats' links (copied)
 *
 * Returns: (transfer full): a game whose seats are all their persons'; free
 *   with tl_server_game_free()
 */
TlServerGame *tl_server_game_new  (const char         *id,
                                   const char         *server,
                                   const char         *admin,
                                   const char * const *links);

/**
 * tl_server_game_free:
 * @game: (nullable): a game
 */
void          tl_server_game_free (TlServerGame       *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlServerGame, tl_server_game_free)

/**
 * tl_server_games_default_path:
 *
 * `server-games.ini` beside the user's library (`$TILELANDS_DB`'s folder,
 * else `~/.local/share/tilelands/`), as `online-games.ini`.
 *
 * Returns: (transfer full): the path; free with g_free()
 */
char         *tl_server_games_default_path (void);

/**
 * tl_server_games_lookup:
 * @path: the file (tl_server_games_default_path())
 * @id: a game's id
 * @error: return location for an error, or %NULL
 *
 * The creator's controls of game @id, if this app made it on a server.
 *
 * Errors: %G_FILE_ERROR or %G_KEY_FILE_ERROR (with the path) for a file that
 * cannot be read; a missing file is no error (no game); a game without its
 * server, token or links is no game (%NULL, no error).
 *
 * Returns: (transfer full) (nullable): the game, %NULL when the file has none
 */
TlServerGame *tl_server_games_lookup (const char  *path,
                                      const char  *id,
                                      GError     **error);

/**
 * tl_server_games_store:
 * @path: the file
 * @game: a game (replaces the entry of its id)
 * @error: return location for an error, or %NULL
 *
 * Writes @game into @path: mode 0600 (the links and the token are secrets),
 * the whole file written to a temporary one renamed over the old.
 *
 * Errors: %G_FILE_ERROR (with the path) when the folder or the file cannot be
 * written; those of tl_server_games_lookup() for a file there that cannot be
 * read (it is left as it is).
 *
 * Returns: %TRUE when written.
 */
gboolean      tl_server_games_store  (const char          *path,
                                      const TlServerGame  *game,
                                      GError             **error);

/**
 * tl_server_games_forget:
 * @path: the file
 * @id: a game's id
 * @error: return location for an error, or %NULL
 *
 * Removes game @id from @path (a game over, or ended); nothing to do is no
 * error.
 *
 * Errors: those of tl_server_games_store().
 *
 * Returns: %TRUE when @path no longer holds the game.
 */
gboolean      tl_server_games_forget (const char  *path,
                                      const char  *id,
                                      GError     **error);

G_END_DECLS
