/* tl-store-db.c — statements, transactions and error messages of the connection
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-format-error.h"
#include "tl-format-file.h"
#include "tl-store-private.h"

G_DEFINE_QUARK (tl-store-error-quark, tl_store_error)

gboolean
tl_store_error_is_refusal (const GError *error)
{
  return error != NULL && error->domain == TL_STORE_ERROR &&
         (error->code == TL_STORE_ERROR_NOT_LIBRARY ||
          error->code == TL_STORE_ERROR_CORRUPT ||
          error->code == TL_STORE_ERROR_TOO_NEW);
}

void
_tl_store_set_error_literal_path (GError      **error,
                                 TlStoreError  code,
                                 const char   *path,
                                 const char   *message)
{
  g_set_error (error, TL_STORE_ERROR, code, "%s: %s", path, message);
}

void
_tl_store_set_error (GError      **error,
                    TlStoreError  code,
                    const char   *path,
                    const char   *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  /* @format is marked N_(): the message is in the user's language (tilelands-cli
   * speaks English: it runs with LC_MESSAGES=C) */
  va_start (args, format);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  message = g_strdup_vprintf (g_dgettext (GETTEXT_PACKAGE, format), args);
#pragma GCC diagnostic pop
  va_end (args);
  _tl_store_set_error_literal_path (error, code, path, message);
}

gboolean
_tl_store_sqlite_int (sqlite3     *db,
                      const char  *sql,
                      gint64      *out,
                      int         *rc_out)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        *out = sqlite3_column_int64 (stmt, 0);
      if (rc == SQLITE_ROW || rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);
  *rc_out = rc;
  return rc == SQLITE_OK;
}

gboolean
_tl_store_db_fail (TlStoreDb   *db,
                  int          rc,
                  const char  *doing,
                  GError     **error)
{
  /* SQLite's words are English: they are quoted inside a sentence of ours */
  const char *reason = db->db != NULL ? sqlite3_errmsg (db->db) : sqlite3_errstr (rc);

  /* @doing is marked N_() ("read the library") */
  doing = g_dgettext (GETTEXT_PACKAGE, doing);

  switch (rc & 0xff)
    {
    case SQLITE_FULL:
      _tl_store_set_error (error, TL_STORE_ERROR_DISK_FULL, db->path,
                          /* Translators: "%s" is what could not be done, "read the library" */
                          N_("cannot %s: the disk is full (nothing was written)"), doing);
      break;
    case SQLITE_READONLY:
      _tl_store_set_error (error, TL_STORE_ERROR_READ_ONLY, db->path,
                          /* Translators: "%s" is what could not be done, "read the library" */
                          N_("cannot %s: the library is read-only (nothing was written)"), doing);
      break;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      /* the next open checks the whole file, and refuses it */
      db->damaged = TRUE;
      _tl_store_closed_forget (db->path);
      _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, db->path,
                          /* Translators: "%1$s" is what could not be done ("read the
                           * library"), "%2$s" what the database said, in English */
                          N_("cannot %1$s: the library is damaged (its database says “%2$s”); "
                             "close Tilelands and open it again to have it checked"), doing, reason);
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, db->path,
                          /* Translators: "%s" is what could not be done, "read the library" */
                          N_("cannot %s: another program keeps the library busy"), doing);
      break;
    default:
      /* Translators: "%1$s" is what could not be done ("read the library"), "%2$s"
       * what the database said, in English */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, db->path,
                          N_("cannot %1$s: the library’s database says “%2$s”; nothing was "
                             "written: try again, and restart Tilelands if it happens again"),
                          doing, reason);
      break;
    }
  return FALSE;
}

gboolean
_tl_store_db_writable (TlStoreDb  *db,
                      GError    **error)
{
  g_autofree char *message = NULL;

  if (!db->read_only)
    return TRUE;
  message = _tl_store_read_only_message (db->path, db->read_only_why != TL_STORE_WRITABLE
                                                   ? db->read_only_why : TL_STORE_RO_FILE);
  g_set_error_literal (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY, message);
  return FALSE;
}

sqlite3_stmt *
_tl_store_db_prepare (TlStoreDb   *db,
                     const char  *sql,
                     GError     **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (db->statements, sql);
  int rc;

  if (stmt != NULL)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  rc = sqlite3_prepare_v3 (db->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      _tl_store_db_fail (db, rc, N_("read the library"), error);
      return NULL;
    }
  g_hash_table_insert (db->statements, g_strdup (sql), stmt);
  return stmt;
}

gboolean
_tl_store_db_exec (TlStoreDb   *db,
                  const char  *sql,
                  GError     **error)
{
  int rc = sqlite3_exec (db->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    return _tl_store_db_fail (db, rc, N_("update the library"), error);
  return TRUE;
}

gboolean
_tl_store_db_run (TlStoreDb    *db,
                 sqlite3_stmt *stmt,
                 const char   *doing,
                 GError      **error)
{
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    ;
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, doing, error);
  return TRUE;
}

gboolean
_tl_store_db_begin (TlStoreDb  *db,
                   GError    **error)
{
  int rc;

  if (!_tl_store_db_writable (db, error))
    return FALSE;
  rc = sqlite3_exec (db->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    return _tl_store_db_fail (db, rc, N_("write to the library"), error);
  return TRUE;
}

gboolean
_tl_store_db_commit (TlStoreDb  *db,
                    GError    **error)
{
  int rc = sqlite3_exec (db->db, "COMMIT", NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      _tl_store_db_fail (db, rc, N_("write to the library"), error);
      _tl_store_db_rollback (db);
      return FALSE;
    }
  return TRUE;
}

void
_tl_store_db_rollback (TlStoreDb *db)
{
  if (!sqlite3_get_autocommit (db->db))
    sqlite3_exec (db->db, "ROLLBACK", NULL, NULL, NULL);
}

void
_tl_store_db_bind_text (sqlite3_stmt *stmt,
                       int           index,
                       const char   *text)
{
  if (text == NULL)
    sqlite3_bind_null (stmt, index);
  else
    sqlite3_bind_text (stmt, index, text, -1, SQLITE_TRANSIENT);
}

char *
_tl_store_db_dup_text (sqlite3_stmt *stmt,
                      int           i)
{
  const unsigned char *text = sqlite3_column_text (stmt, i);

  return text != NULL ? g_strdup ((const char *) text) : NULL;
}

gint64
_tl_store_db_now (void)
{
  return g_get_real_time ();
}

TlFormatWriteFlags
_tl_store_write_flags (guint export_flags)
{
  return (export_flags & TL_STORE_EXPORT_REPLACE) != 0 ? TL_FORMAT_WRITE_REPLACE
                                                       : TL_FORMAT_WRITE_NEW;
}

void
_tl_store_set_write_error (GError       **error,
                           const char    *path,
                           const GError  *written)
{
  const char *words = tl_format_error_get_words (written);

  if (g_error_matches (written, TL_FORMAT_ERROR, TL_FORMAT_ERROR_EXISTS))
    _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                         N_("the file exists already: choose a new name"));
  else
    _tl_store_set_error_literal_path (error, TL_STORE_ERROR_FAILED, path,
                                      words != NULL ? words : written->message);
}
