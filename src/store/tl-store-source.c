/* tl-store-source.c — how a library file is read, and the checks before it is
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A library that exists is checked on a read-only connection before anything
 * else (docs/store.md, "Opening, refusing, upgrading"). Where its folder cannot
 * be written (a read-only disk, a folder without write permission) SQLite
 * cannot make the `-shm` file a WAL database needs, so the library is read as
 * `immutable` when there is no `-wal` beside it (immutable would hide the rows
 * still in one), else from a private copy of the database and its `-wal`. An
 * older library that is only read is read from an upgraded private copy:
 * reading never writes the file. SQLite gets absolute paths, or URIs built
 * here, never a name it could take for a URI of someone else's making.
 */
#include "config.h"

#include "tl-store-private.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* `PRAGMA application_id` of a Tilelands library: "TlLd". */
#define TL_STORE_APPLICATION_ID 0x546c4c64

#define BUSY_TIMEOUT_MS 5000

gboolean
_tl_store_check_name (const char  *path,
                      GError     **error)
{
  /* Debian's SQLite reads every name that starts so as a URI, whatever the
   * flags: its parameters would skip every check made on the path */
  if (strncmp (path, "file:", 5) != 0)
    return TRUE;
  /* Translators: "%s" is the name given, which starts with "file:" */
  _tl_store_set_error (error, TL_STORE_ERROR_INVALID, path,
                       N_("a library’s name cannot begin with “file:” (SQLite would read it as a "
                          "URI); for a file of that name write ./%s"), path);
  return FALSE;
}

TlStoreReadOnly
_tl_store_folder_state (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  struct statvfs fs;

  if (faccessat (AT_FDCWD, dir, W_OK, AT_EACCESS) == 0)
    return TL_STORE_WRITABLE;
  if (errno == EROFS || (statvfs (dir, &fs) == 0 && (fs.f_flag & ST_RDONLY) != 0))
    return TL_STORE_RO_DISK;
  return TL_STORE_RO_FOLDER;
}

char *
_tl_store_read_only_message (const char      *path,
                             TlStoreReadOnly  why)
{
  const char *text;

  switch (why)
    {
    case TL_STORE_RO_ASKED:
      text = N_("the library is open read-only (nothing was written)");
      break;
    case TL_STORE_RO_FILE:
      text = N_("the library’s file cannot be written: games will not be saved");
      break;
    case TL_STORE_RO_FOLDER:
      text = N_("the library’s folder cannot be written: games will not be saved");
      break;
    case TL_STORE_RO_DISK:
      text = N_("the library is on a read-only disk: games will not be saved");
      break;
    case TL_STORE_WRITABLE:
    default:
      return NULL;
    }
  return g_strdup_printf ("%s: %s", path, g_dgettext (GETTEXT_PACKAGE, text));
}

char *
_tl_store_file_uri (const char  *path,
                    const char  *query,
                    GError     **error)
{
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  /* g_filename_to_uri() escapes all but letters, digits and -._~/ (and !$&'()*+,;=:@,
   * which SQLite takes as they are): `%`, `?` and `#` among them */
  g_autofree char *uri = g_filename_to_uri (absolute, NULL, error);

  if (uri == NULL)
    return NULL;
  return query != NULL ? g_strconcat (uri, "?", query, NULL) : g_steal_pointer (&uri);
}

/* Whether the file starts as an SQLite database does (an empty file is an empty
 * database to SQLite, and to us). */
static gboolean
has_sqlite_header (const char  *path,
                   GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  char header[16];
  size_t n;
  FILE *file = g_fopen (path, "rb");

  if (file == NULL)
    {
      int saved = errno;
      /* Translators: "%s" says why, in the system's words */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, N_("cannot open the library: %s"),
                          g_strerror (saved));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);
  if (n == 0 || (n == sizeof header && memcmp (header, magic, sizeof header) == 0))
    return TRUE;
  _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                      N_("not a Tilelands library (not an SQLite database); it was left as it is"));
  return FALSE;
}

/* PRAGMA quick_check on a read-only connection. */
static gboolean
quick_check (sqlite3     *db,
             const char  *path,
             GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  g_autofree char *first = NULL;
  int rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);

  if (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    first = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);

  if ((rc & 0xff) == SQLITE_NOTADB)
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                          N_("not a Tilelands library (not an SQLite database); it was left as it is"));
      return FALSE;
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      if ((rc & 0xff) == SQLITE_CORRUPT)
        _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                            /* Translators: "%s" is what the database said, in English */
                            N_("the library is damaged (its database says “%s”); it was left "
                               "as it is"),
                            sqlite3_errmsg (db));
      else
        _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, /* Translators: "%s" is what the database said, in English */
                          N_("cannot read the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                            sqlite3_errmsg (db));
      return FALSE;
    }
  if (g_strcmp0 (first, "ok") != 0)
    {
      g_auto(GStrv) lines = g_strsplit (first != NULL ? first : "no answer", "\n", -1);
      guint i = 0;

      /* the first problem it names, on one line */
      while (lines[i] != NULL && lines[i + 1] != NULL && g_str_has_prefix (lines[i], "***"))
        i++;
      _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                          /* Translators: "%s" is what the check found, in English */
                          N_("the library is damaged (its check found “%s”); it was left as it is"),
                          lines[i] != NULL ? lines[i] : "no answer");
      return FALSE;
    }
  return TRUE;
}

/* The checks on a read-only connection: nothing is written, not even a WAL
 * checkpoint (a read-only connection never checkpoints). */
static gboolean
check_connection (sqlite3     *db,
                  const char  *path,
                  gboolean     whole,
                  gint        *version,
                  GError     **error)
{
  gint64 app_id = 0, user_version = 0, n_objects = 0;
  int rc;

  if (whole && !quick_check (db, path, error))
    return FALSE;
  if (!_tl_store_sqlite_int (db, "PRAGMA application_id", &app_id, &rc) ||
      !_tl_store_sqlite_int (db, "PRAGMA user_version", &user_version, &rc) ||
      !_tl_store_sqlite_int (db, "SELECT count(*) FROM sqlite_schema", &n_objects, &rc))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, /* Translators: "%s" is what the database said, in English */
                          N_("cannot read the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                          sqlite3_errmsg (db));
      return FALSE;
    }
  if (app_id != TL_STORE_APPLICATION_ID && (app_id != 0 || n_objects > 0))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                          N_("not a Tilelands library (an SQLite database of another program); "
                          "it was left as it is"));
      return FALSE;
    }
  if (user_version < 0)
    {
      /* Translators: "%d" is the version of the library's layout it claims */
      _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                          N_("the library is damaged (its schema version is %d, which no "
                             "Tilelands writes); it was left as it is"),
                          (int) MAX (user_version, G_MININT));
      return FALSE;
    }
  if (user_version > _tl_store_db_latest_version ())
    {
      _tl_store_set_error (error, TL_STORE_ERROR_TOO_NEW, path,
                          /* Translators: "%d" are the versions of the library's layout */
                          N_("the library was written by a newer version of Tilelands (schema "
                             "version %d, this version reads up to %d); it was left as it is"),
                          (int) MIN (user_version, G_MAXINT), _tl_store_db_latest_version ());
      return FALSE;
    }
  if (!_tl_store_schema_check (db, "main", (gint) user_version, path, error))
    return FALSE;
  *version = (gint) user_version;
  return TRUE;
}

/* Opens @name (a path or a URI of ours) for reading, and checks it (@whole:
 * the whole file too). */
static gboolean
check_source (TlStoreSource  *source,
              gboolean        whole,
              GError        **error)
{
  sqlite3 *db = NULL;
  gboolean ok;
  int rc;

  rc = sqlite3_open_v2 (source->name, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
  if (rc != SQLITE_OK)
    {
      /* Translators: "%s" is what the database said, in English */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, source->path,
                          N_("cannot open the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                          db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
      sqlite3_close (db);
      return FALSE;
    }
  _tl_store_db_harden (db);
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
  ok = check_connection (db, source->path, whole, &source->version, error);
  sqlite3_close (db);
  return ok;
}

static char *
make_copy_dir (const char  *path,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *dir = g_dir_make_tmp ("tilelands-library-XXXXXX", &local_error);

  if (dir == NULL)
    /* Translators: "%s" says why, in the system's words */
    _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                         N_("cannot make a temporary folder to read the library in: %s"),
                         local_error->message);
  return dir;
}

static gboolean
copy_file (const char  *from,
           const char  *to,
           const char  *path,
           GError     **error)
{
  g_autoptr(GFile) source = g_file_new_for_path (from);
  g_autoptr(GFile) target = g_file_new_for_path (to);
  g_autoptr(GError) local_error = NULL;

  if (g_file_copy (source, target, G_FILE_COPY_NONE, NULL, NULL, NULL, &local_error))
    return TRUE;
  /* Translators: "%s" says why, in the system's words */
  _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, N_("cannot copy the library to read "
                       "it: %s"), local_error->message);
  return FALSE;
}

/* Whether a `-wal` with content is beside @absolute. */
static gboolean
has_wal (const char *absolute)
{
  g_autofree char *wal = g_strconcat (absolute, "-wal", NULL);
  GStatBuf st;

  return g_stat (wal, &st) == 0 && st.st_size > 0;
}

/* The database and its -wal copied into a folder of ours, as they are. */
static gboolean
copy_with_wal (TlStoreSource  *source,
               const char     *absolute,
               GError        **error)
{
  g_autofree char *dir = make_copy_dir (source->path, error);
  g_autofree char *copy = NULL;
  g_autofree char *wal = NULL;
  g_autofree char *wal_copy = NULL;

  if (dir == NULL)
    return FALSE;
  source->copy_dir = g_steal_pointer (&dir);
  copy = g_build_filename (source->copy_dir, "library.db", NULL);
  wal = g_strconcat (absolute, "-wal", NULL);
  wal_copy = g_strconcat (copy, "-wal", NULL);
  if (!copy_file (absolute, copy, source->path, error) ||
      !copy_file (wal, wal_copy, source->path, error))
    return FALSE;
  g_free (source->name);
  source->name = g_steal_pointer (&copy);
  source->is_uri = FALSE;
  return TRUE;
}

TlStoreSource *
_tl_store_source_open (const char  *path,
                       gboolean     read_only,
                       gboolean     whole,
                       GError     **error)
{
  g_autoptr(TlStoreSource) source = g_new0 (TlStoreSource, 1);
  g_autofree char *absolute = NULL;
  TlStoreReadOnly folder;

  if (!_tl_store_check_name (path, error) || !has_sqlite_header (path, error))
    return NULL;
  source->path = g_strdup (path);
  absolute = g_canonicalize_filename (path, NULL);
  folder = _tl_store_folder_state (path);
  if (folder != TL_STORE_WRITABLE)
    {
      /* no -shm can be made beside it */
      source->read_only = folder;
      if (has_wal (absolute))
        {
          if (!copy_with_wal (source, absolute, error))
            return NULL;
        }
      else
        {
          source->name = _tl_store_file_uri (absolute, "immutable=1", NULL);
          source->is_uri = TRUE;
        }
    }
  else
    {
      source->name = g_steal_pointer (&absolute);
      source->read_only = read_only ? TL_STORE_RO_ASKED
                        : faccessat (AT_FDCWD, path, W_OK, AT_EACCESS) != 0 ? TL_STORE_RO_FILE
                        : TL_STORE_WRITABLE;
    }
  if (source->name == NULL)
    {
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                           N_("cannot open the library: its name cannot be written as a URI"));
      return NULL;
    }
  if (!check_source (source, whole, error))
    return NULL;
  return g_steal_pointer (&source);
}

gboolean
_tl_store_source_make_copy (TlStoreSource  *source,
                            GError        **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *copy = NULL;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  if (source->copy_dir != NULL)
    return TRUE;
  dir = make_copy_dir (source->path, error);
  if (dir == NULL)
    return FALSE;
  copy = g_build_filename (dir, "library.db", NULL);
  source->copy_dir = g_steal_pointer (&dir);   /* removed with the source */
  rc = sqlite3_open_v2 (source->name, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
  if (rc == SQLITE_OK)
    {
      _tl_store_db_harden (db);
      sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
      rc = sqlite3_prepare_v2 (db, "VACUUM INTO ?1", -1, &stmt, NULL);
    }
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, copy, -1, SQLITE_TRANSIENT);
      rc = sqlite3_step (stmt) == SQLITE_DONE ? SQLITE_OK : sqlite3_errcode (db);
    }
  if (rc != SQLITE_OK)
    /* Translators: "%s" is what the database said, in English */
    _tl_store_set_error (error, TL_STORE_ERROR_FAILED, source->path,
                         N_("cannot copy the library to read it: %s"),
                         db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  if (rc != SQLITE_OK)
    return FALSE;
  g_free (source->name);
  source->name = g_steal_pointer (&copy);
  source->is_uri = FALSE;
  return TRUE;
}

char *
_tl_store_source_read_uri (TlStoreSource  *source,
                           GError        **error)
{
  if (source->is_uri)
    return g_strdup (source->name);   /* immutable: read only */
  return _tl_store_file_uri (source->name, "mode=ro", error);
}

void
_tl_store_source_free (TlStoreSource *source)
{
  if (source == NULL)
    return;
  if (source->copy_dir != NULL)
    {
      g_autoptr(GDir) listing = g_dir_open (source->copy_dir, 0, NULL);
      const char *name;

      while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *file = g_build_filename (source->copy_dir, name, NULL);
          g_remove (file);
        }
      g_rmdir (source->copy_dir);
    }
  g_free (source->path);
  g_free (source->name);
  g_free (source->copy_dir);
  g_free (source);
}
