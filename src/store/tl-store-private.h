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

#include "tl-format-file.h"
#include "tl-store.h"

G_BEGIN_DECLS

/* Why a library is read-only (the first that applies). */
typedef enum {
  TL_STORE_WRITABLE,
  TL_STORE_RO_ASKED,        /* TL_STORE_OPEN_READ_ONLY */
  TL_STORE_RO_FILE,         /* the file cannot be written */
  TL_STORE_RO_FOLDER,       /* its folder cannot be written (no -wal or -shm there) */
  TL_STORE_RO_DISK,         /* it is on a read-only file system */
} TlStoreReadOnly;

/* How a library file that exists is read (tl-store-source.c): SQLite opens
 * @name, which is the file by its absolute path, the file as `immutable` (a
 * URI built here), or a private copy in @copy_dir. */
typedef struct {
  char *path;               /* as named (messages) */
  char *name;               /* what SQLite opens */
  char *copy_dir;           /* nullable: a temporary folder of ours, removed with the source */
  gboolean is_uri;          /* @name is a URI */
  TlStoreReadOnly read_only;
  gint version;             /* its user_version (checked: 0..latest) */
} TlStoreSource;

/* The connection: only the store's thread touches it. */
typedef struct {
  sqlite3 *db;
  char *path;
  GHashTable *statements;   /* SQL text → sqlite3_stmt*, prepared once */
  gboolean read_only;
  TlStoreReadOnly read_only_why;
  TlStoreSource *source;    /* nullable: owned; a private copy goes with it */
  TlStoreChange changes;    /* what the current work changed (for `changed`) */
  char *mark;               /* nullable: the library's file, marked closed cleanly
                             * when this connection closes (tl-store-closed.c) */
  gboolean damaged;         /* SQLite found damage: the next open checks the whole file */
} TlStoreDb;

/* The most memory SQLite may take in the process (sqlite3_hard_heap_limit64()). */
#define TL_STORE_HEAP_LIMIT ((sqlite3_int64) 512 * 1024 * 1024)

/* The kinds of points a seat's breakdown keeps, in the order of the seats
 * table's columns TL_STORE_POINT_COLUMNS ("other": any kind without its own). */
#define TL_STORE_N_POINT_KINDS 11
extern const char * const _tl_store_point_kinds[TL_STORE_N_POINT_KINDS];
#define TL_STORE_POINT_COLUMNS \
  "points_field, points_road, points_city, points_monastery, points_mountain, " \
  "points_grassland, points_sea, points_gifts, points_chip, points_reveal, points_other"

/* tl-store-schema.c: opening, schema steps, the schema check. */
TlStoreDb    *_tl_store_db_open      (const char        *path,
                                     TlStoreOpenFlags   flags,
                                     GError           **error);
void          _tl_store_db_close     (TlStoreDb *db);
/* The newest schema version known (TL_STORE_SCHEMA_VERSION, or more in tests). */
gint          _tl_store_db_latest_version (void);
/* Applies the schema steps after @version, each in its own transaction. */
gboolean      _tl_store_db_upgrade   (TlStoreDb  *db,
                                     gint        version,
                                     gboolean    backup,
                                     GError    **error);
/* Whether the tables of database @schema ("main", "other") of @db are those
 * schema @version has (tables, not views; their columns; no trigger):
 * TL_STORE_ERROR_CORRUPT naming what differs, for @path. */
gboolean      _tl_store_schema_check (sqlite3     *db,
                                     const char  *schema,
                                     gint         version,
                                     const char  *path,
                                     GError     **error);
/* The settings every connection gets: no code from the schema runs
 * (trusted_schema off, defensive), values no longer than a file may be. */
void          _tl_store_db_harden    (sqlite3 *db);

/* tl-store-source.c: how a library file is read, and the checks before it is. */
/* Refuses a name SQLite would take for a URI (`file:…`): TL_STORE_ERROR_INVALID. */
gboolean       _tl_store_check_name      (const char  *path,
                                         GError     **error);
/* Why @path (which may not exist yet) cannot be written, looking at its
 * folder: TL_STORE_WRITABLE, _RO_DISK or _RO_FOLDER. */
TlStoreReadOnly _tl_store_folder_state   (const char *path);
/* The message of a library that cannot be written for @why (`PATH: …`), or
 * NULL for TL_STORE_WRITABLE. */
char          *_tl_store_read_only_message (const char      *path,
                                           TlStoreReadOnly  why);
/* Checks the file @path (which exists) as tl_store_open() does and finds how
 * to read it; @read_only: it will only be read; @whole: SQLite's check of the
 * whole file (PRAGMA quick_check) too, else the header, application id,
 * version and tables alone. Errors: the refusals, and TL_STORE_ERROR_FAILED. */
TlStoreSource *_tl_store_source_open     (const char  *path,
                                         gboolean     read_only,
                                         gboolean     whole,
                                         GError     **error);
/* Makes @source a private copy of the library (its file and WAL as they are)
 * that may be written: to upgrade an older library that is only read. */
gboolean       _tl_store_source_make_copy (TlStoreSource  *source,
                                          GError        **error);
/* A URI that opens @source for reading only (for ATTACH). */
char          *_tl_store_source_read_uri (TlStoreSource  *source,
                                         GError        **error);
void           _tl_store_source_free     (TlStoreSource *source);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreSource, _tl_store_source_free)
/* A `file:` URI of @path (made absolute; every character but letters,
 * digits and `-._~/` escaped, `%`, `?` and `#` among them) with @query. */
char          *_tl_store_file_uri        (const char  *path,
                                         const char  *query,
                                         GError     **error);

/* tl-store-closed.c: the mark of a library closed cleanly, `PATH-closed` beside
 * it (docs/store.md, "Opening, refusing, upgrading"). @path names the library's
 * file (which exists); links are followed. */
/* The mark's file name for @path. */
char          *_tl_store_closed_path     (const char *path);
/* Whether the last connection to @path closed cleanly and nothing changed the
 * file since: a mark naming the file as it is (device, inode, size, times),
 * and no `-wal` with content beside it. */
gboolean       _tl_store_closed_cleanly  (const char *path);
/* Removes the mark, before a connection that may write opens (a process
 * killed from now on leaves none). Failures are ignored (see the file). */
void           _tl_store_closed_forget   (const char *path);
/* Writes the mark after the connection to @path closed (complete or not at
 * all); failures are ignored (the next open checks the whole file). */
void           _tl_store_closed_mark     (const char *path);

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
/* The first column of the first row of @sql as an integer (@out unchanged when
 * there is no row); FALSE with SQLite's code in @rc on an error. */
gboolean      _tl_store_sqlite_int   (sqlite3     *db,
                                     const char  *sql,
                                     gint64      *out,
                                     int         *rc);
/* How a file is written for TlStoreExportFlags @export_flags. */
TlFormatWriteFlags _tl_store_write_flags (guint export_flags);
/* TL_STORE_ERROR_FAILED naming @path for a file that could not be written
 * (@written: the error of tl-format-file.h): `PATH: the file exists already:
 * choose a new name`, `PATH: cannot write the file: <why>`. */
void          _tl_store_set_write_error (GError       **error,
                                        const char    *path,
                                        const GError  *written);
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
/* Checks @json with its format's reader (a tile set may be a draft); sets the
 * id, name and game (NULL for a map layout). */
gboolean _tl_store_read_document        (TlStoreDocKind   kind,
                                         const char      *json,
                                         char           **id,
                                         char           **name,
                                         char           **game,
                                         GError         **error);
gboolean _tl_store_document_is_builtin  (TlStoreDocKind   kind,
                                         const char      *id);
gpointer _tl_store_work_save_document   (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_list_documents  (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_load_document   (TlStoreDb *db, TlStoreArgs *args, GError **error);
gpointer _tl_store_work_delete_document (TlStoreDb *db, TlStoreArgs *args, GError **error);

/* For tests (tests/store/): extra schema steps after the real ones, applied by
 * the next tl_store_open() (NULL to clear); and a page limit that makes the
 * disk "full" (PRAGMA max_page_count) on the store's connection. */
void     _tl_store_set_extra_steps_for_testing (const char * const *steps);
/* The work a library import may do, in SQLite's instructions (0: as its size
 * allows). */
void     _tl_store_set_import_work_limit_for_testing (guint64 instructions);
gboolean _tl_store_set_page_limit_for_testing  (TlStore  *self,
                                               guint     pages,
                                               GError  **error);
/* Runs @sql on the store's connection (to break a library under a window). */
gboolean _tl_store_exec_for_testing            (TlStore     *self,
                                               const char  *sql,
                                               GError     **error);

G_END_DECLS
