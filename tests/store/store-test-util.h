/* store-test-util.h — what the store and model tests share: temporary folders,
 * games played by computer players, raw looks into a database file
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"
#include "tl-store.h"

G_BEGIN_DECLS

/* A new temporary folder; removed with everything in it by st_remove_tree(). */
char        *st_make_dir      (void);
void         st_remove_tree   (const char *dir);

/* A new game (with a fresh id) of @game ("carcassonne" or "discovery") for the
 * seats @names (NULL-terminated; "*" before a name makes it a computer, of the
 * level its name ends with (0..2), else of level 1)
 * played by computer players for @turns turns (G_MAXUINT: to the end). */
TlGameState *st_play_game     (const char         *game,
                               guint64             seed,
                               const char * const *names,
                               guint               turns);
/* Plays @state on by @turns turns (G_MAXUINT: to the end, final scoring included). */
void         st_play_on       (TlGameState *state,
                               guint64      seed,
                               guint        turns);

/* The first column of the first row of @sql on a read-only connection to @path,
 * as an integer (or -1 when there is no row). */
gint64       st_query_int     (const char *path,
                               const char *sql);
char        *st_query_text    (const char *path,
                               const char *sql);
/* Runs @sql on the database file @path (to make a crafted library). */
void         st_exec          (const char *path,
                               const char *sql);
/* Gives the process a mount namespace of its own where it may bind folders
 * read-only (root, or a user namespace); call it first in main(), before any
 * thread starts. FALSE where that cannot be done. */
gboolean     st_private_mounts (void);
/* A new folder showing @dir on a read-only bind mount (a read-only disk), or
 * NULL where it cannot be made (tests skip then); st_release_view() it. */
char        *st_read_only_view (const char *dir);
void         st_release_view   (char *view);
/* The size of a file in bytes. */
gint64       st_file_size     (const char *path);
/* SHA-256 of a file's contents. */
char        *st_checksum      (const char *path);

G_END_DECLS
