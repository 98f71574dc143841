/* tl-store-private.h — the connection and the work done on the store's thread
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here runs on the store's own thread (tl-store.c), which owns the
 * one connection; nothing here is public.
 */
#pragma once

#include <glib/gi18n-lib.h>
#include <sqlite3.h>

#include "tl-store.h"

G_BEGIN_DECLS

/* The connection: only the store's thread touches it. */
typedef struct {
  sqlite3 *db;
  char *path;
  GHashTable *statements;   /* SQL text → sqlite3_stmt*, prepared once */
  gboolean read_only;
  TlStoreChange changes;    /* what the current work changed (for `changed`) */
} TlStoreDb;

/* The kinds of points a seat's breakdown keeps, in the order of the seats
 * table's columns TL_STORE_POINT_COLUMNS ("other": any kind without its own). */
#define TL_STORE_N_POINT_KINDS 11
extern const char * const _tl_store_point_kinds[TL_STORE_N_POINT_KINDS];
#define TL_STORE_POINT_COLUMNS \
  "points_field, points_road, points_city, points_monastery, points_mountain, " \
  "points_grassland, points_sea, points_gifts, points_chip, points_reveal, points_other"

/* tl-store-schema.c: checks, opening, schema steps. */
TlStoreDb    *_tl_store_db_open      (const char        *path,
                                     TlStoreOpenFlags   flags,
                                     GError           **error);
void          _tl_store_db_close     (TlStoreDb *db);
/* Checks a file as tl_store_open() does before opening it for writing; on
 * success *version is its user_version. */
gboolean      _tl_store_db_check     (const char  *path,
                                     gint        *version,
                                     GError     **error);
/* The newest schema version known (TL_STORE_SCHEMA_VERSION, or more in tests). */
gint          _tl_store_db_latest_version (void);
/* Applies the schema steps after @version, each in its own transaction. */
gboolean      _tl_store_db_upgrade   (TlStoreDb  *db,
                                     gint        version,
                                     gboolean    backup,
                                     GError    **error);

/* tl-store-db.c: statements, transactions, errors. */
sqlite3_stmt *_tl_store_db_prepare   (TlStoreDb   *db,
                                     const char  *sql,
                                     GError     **error);
gboolean      _tl_store_db_exec      (TlStoreDb   *db,
                                     const char  *sql,
                                     GError     **error);
/* Steps @stmt to its end (SQLITE_DONE); the error says what was being @doing. */
gboolean      _tl_store_db_run       (TlStoreDb    *db,
                                     sqlite3_stmt *stmt,
                                     const char   *doing,
                                     GError      **error);
gboolean      _tl_store_db_begin     (TlStoreDb  *db,
                                     GError    **error);
gboolean      _tl_store_db_commit    (TlStoreDb  *db,
                                     GError    **error);
/* Rolls back the open transaction, if any (SQLite may have done it already). */
void          _tl_store_db_rollback  (TlStoreDb  *db);
/* Sets @error from SQLite's result code @rc and message; returns FALSE. */
gboolean      _tl_store_db_fail      (TlStoreDb   *db,
                                     int          rc,
                                     const char  *doing,
                                     GError     **error);
gboolean      _tl_store_db_writable  (TlStoreDb  *db,
                                     GError    **error);
void          _tl_store_db_bind_text (sqlite3_stmt *stmt,
                                     int           index,
                                     const char   *text);
/* Column @i as a newly allocated string (NULL for SQL NULL). */
char         *_tl_store_db_dup_text  (sqlite3_stmt *stmt,
                                     int           i);
gint64        _tl_store_db_now       (void);
void          _tl_store_set_error_literal_path (GError      **error,
                                               TlStoreError  code,
                                               const char   *path,
                                               const char   *message);
void          _tl_store_set_error    (GError      **error,
                                     TlStoreError  code,
                                     const char   *path,
                                     const char   *format,
                                     ...) G_GNUC_PRINTF (4, 5);

/* The work, each the body of one public call (data: see tl-store.c). */
typedef struct {
  char *id;
  char *text;
  char *path;
  char *origin;
  gssize length;
  TlStoreDocKind kind;
  guint flags;              /* TlStoreOpenFlags, or a test's page limit */
  char *filter_game;
  char *filter_player;
  gint64 filter_since;
  gint64 filter_until;
  gpointer entry;           /* TlStoreEntry* (tl-store-entry-private.h) */
} TlStoreArgs;

typedef gpointer (*TlStoreWork) (TlStoreDb   *db,
                                 TlStoreArgs *args,
                                 GError     **error);

/* Results that are not pointers: any non-NULL pointer says "done". */
#define TL_STORE_DONE GINT_TO_POINTER (1)

/* tl-store-games.c */
gpointer _tl_store_work_save_game       (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_import          (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_export_game     (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_load_record     (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_rename_game     (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_delete_game     (TlStoreDb *db, TlStoreArgs *args, GError **error);
/* tl-store-lists.c */
gpointer _tl_store_work_get_game        (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_list_saved      (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_list_history    (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_player_names    (TlStoreDb *db, TlStoreArgs *args, GError **error);
/* tl-store-stats.c */
gpointer _tl_store_work_statistics      (TlStoreDb *db, TlStoreArgs *args, GError **error);
/* tl-store-library.c */
gpointer _tl_store_work_export_library  (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_import_library  (TlStoreDb *db, TlStoreArgs *args, GError **error);
/* tl-store-documents.c */
gpointer _tl_store_work_save_document   (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_list_documents  (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_load_document   (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_delete_document (TlStoreDb *db, TlStoreArgs *args, GError **error);

/* For tests (tests/store/): extra schema steps after the real ones, applied by
 * the next tl_store_open() (NULL to clear); and a page limit that makes the
 * disk "full" (PRAGMA max_page_count) on the store's connection. */
void     _tl_store_set_extra_steps_for_testing (const char * const *steps);
gboolean _tl_store_set_page_limit_for_testing  (TlStore  *self,
                                               guint     pages,
                                               GError  **error);

G_END_DECLS
