/* tl-store-closed.c — the mark of a library closed cleanly (`PATH-closed`)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening runs SQLite's whole-file check (PRAGMA quick_check) only when the
 * library may have been left in a state nobody checked (docs/store.md,
 * "Opening, refusing, upgrading"). The store that closes the library's last
 * connection cleanly writes beside it `PATH-closed`: the file's device, inode,
 * size, modification and change times just after the close. The next open
 * trusts the file without the whole check only when that mark is there, names
 * the same file as it is now, and no `-wal` with content is beside it. A store
 * that opens the library for writing removes the mark first, so a process that
 * is killed (kill -9, a crash, a power cut) leaves none: the next open checks
 * the whole file. A file replaced, copied in, restored, or written by another
 * program since has another inode, size or times, and is checked too.
 *
 * Two processes: a store that closes while another connection is still open
 * marks the file too; the other one's writes either reach the file (its times
 * change) or stay in the -wal (which then has content) until its own close
 * marks the file again, so the mark matches only what nobody wrote since.
 */
#include "config.h"

#include "tl-store-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The first word of a mark, and the version of its layout. */
#define MARK_MAGIC "tilelands-closed 1"

/* The file itself (SQLite puts its -wal beside the file a link points to). */
static char *
real_path (const char *path)
{
  char *real = realpath (path, NULL);
  char *copy = real != NULL ? g_strdup (real) : NULL;

  free (real);
  return copy;
}

char *
_tl_store_closed_path (const char *path)
{
  g_autofree char *real = real_path (path);

  return g_strconcat (real != NULL ? real : path, "-closed", NULL);
}

/* The mark's line for the file @absolute as it is now, or NULL when it cannot
 * be looked at. */
static char *
describe_file (const char *absolute)
{
  struct stat st;

  if (stat (absolute, &st) != 0 || !S_ISREG (st.st_mode))
    return NULL;
  return g_strdup_printf (MARK_MAGIC " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GINT64_FORMAT
                          " %" G_GINT64_FORMAT ".%09ld %" G_GINT64_FORMAT ".%09ld\n",
                          (guint64) st.st_dev, (guint64) st.st_ino, (gint64) st.st_size,
                          (gint64) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec,
                          (gint64) st.st_ctim.tv_sec, (long) st.st_ctim.tv_nsec);
}

/* Whether a `-wal` with content is beside @absolute: the rows of a connection
 * that is open, or ended without closing (SQLite removes the -wal when the
 * last connection closes; a read-only one leaves it empty). */
static gboolean
wal_with_content (const char *absolute)
{
  g_autofree char *wal = g_strconcat (absolute, "-wal", NULL);
  GStatBuf st;

  return g_stat (wal, &st) == 0 && st.st_size > 0;
}

gboolean
_tl_store_closed_cleanly (const char *path)
{
  g_autofree char *absolute = real_path (path);
  g_autofree char *mark_path = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *now = NULL;
  gsize length;

  if (absolute == NULL)
    return FALSE;
  mark_path = _tl_store_closed_path (absolute);
  /* a mark is one short line; anything else is no mark */
  if (!g_file_get_contents (mark_path, &mark, &length, NULL) || length > 200)
    return FALSE;
  if (wal_with_content (absolute))
    return FALSE;
  now = describe_file (absolute);
  return now != NULL && strcmp (now, mark) == 0;
}

void
_tl_store_closed_forget (const char *path)
{
  g_autofree char *mark_path = _tl_store_closed_path (path);

  /* a mark that cannot be removed (the folder was writable a moment ago) is
   * harmless: the first write changes the file or leaves a -wal, and the mark
   * no longer matches */
  if (g_remove (mark_path) != 0 && errno != ENOENT)
    g_debug ("%s: cannot remove %s: %s", path, mark_path, g_strerror (errno));
}

void
_tl_store_closed_mark (const char *path)
{
  g_autofree char *absolute = real_path (path);
  g_autofree char *mark_path = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  if (absolute == NULL)
    return;
  mark_path = _tl_store_closed_path (absolute);
  line = describe_file (absolute);
  if (line == NULL)
    return;
  /* complete or not at all: a half-written mark matches nothing */
  if (!g_file_set_contents_full (mark_path, line, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("%s: cannot write %s: %s", absolute, mark_path, error->message);
}
