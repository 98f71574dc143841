/* store-test-util.c — what the store and model tests share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE   /* unshare() */
#endif

#include "store-test-util.h"
#include "tl-tileset-format.h"

#include <glib/gstdio.h>
#include <sched.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/mount.h>

char *
st_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tilelands-store-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
st_remove_tree (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        st_remove_tree (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

void
st_play_on (TlGameState *state,
            guint64      seed,
            guint        turns)
{
  TlRng rng;

  tl_rng_init (&rng, seed ^ 0x5eed5eedull);
  for (guint i = 0; i < turns; i++)
    if (!tl_ai_play_turn (state, 1, &rng))
      break;
  if (turns == G_MAXUINT && tl_game_state_phase (state) != TL_PHASE_OVER)
    tl_game_state_finish (state);
}

TlGameState *
st_play_game (const char         *game,
              guint64             seed,
              const char * const *names,
              guint               turns)
{
  static const char * const colors[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (
    g_strcmp0 (game, "discovery") == 0 ? "discovery" : "carcassonne-base", &error);
  g_autoptr(TlRecord) record = NULL;
  TlGameState *state;

  g_assert_no_error (error);
  record = tl_record_new (game, set);
  tl_record_set_new_id (record);
  record->seed = seed;
  for (guint i = 0; names[i] != NULL; i++)
    {
      gboolean ai = names[i][0] == '*';
      gsize n = strlen (names[i]);
      char last = n > 0 ? names[i][n - 1] : 0;

      tl_record_add_player (record, names[i] + (ai ? 1 : 0), colors[i % 5],
                            ai ? TL_PLAYER_AI : TL_PLAYER_HUMAN,
                            last >= '0' && last <= '2' ? last - '0' : 1);
    }
  state = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  st_play_on (state, seed, turns);
  return state;
}

static sqlite3 *
open_read_only (const char *path)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 20000);
  return db;
}

gint64
st_query_int (const char *path,
              const char *sql)
{
  sqlite3 *db = open_read_only (path);
  sqlite3_stmt *stmt = NULL;
  gint64 value = -1;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

char *
st_query_text (const char *path,
               const char *sql)
{
  sqlite3 *db = open_read_only (path);
  sqlite3_stmt *stmt = NULL;
  char *value = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    value = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

char *
st_checksum (const char *path)
{
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

void
st_exec (const char *path,
         const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  /* wait for the library's own writer (an autosave, a retry) rather than fail
   * with "database is locked" (seen under the sanitizers) */
  sqlite3_busy_timeout (db, 20000);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
  sqlite3_close (db);
}

static gboolean private_mounts;

gboolean
st_private_mounts (void)
{
  /* unshare() refuses a process with threads: called first in main() */
  private_mounts = unshare (CLONE_NEWNS) == 0 &&
                   mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
  return private_mounts;
}

char *
st_read_only_view (const char *dir)
{
  char *view;

  if (!private_mounts)
    return NULL;
  view = st_make_dir ();
  if (mount (dir, view, NULL, MS_BIND, NULL) != 0)
    {
      g_rmdir (view);
      g_free (view);
      return NULL;
    }
  if (mount (NULL, view, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) != 0)
    {
      umount2 (view, MNT_DETACH);
      g_rmdir (view);
      g_free (view);
      return NULL;
    }
  return view;
}

void
st_release_view (char *view)
{
  if (view == NULL)
    return;
  g_assert_cmpint (umount2 (view, MNT_DETACH), ==, 0);
  g_rmdir (view);
  g_free (view);
}

gint64
st_file_size (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_size;
}
