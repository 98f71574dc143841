/* tl-store.h — the library: saved games, history, statistics, user tile sets and
 * map layouts in one SQLite database (docs/design.md §5)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlStore is the only code that touches SQLite. One connection, owned by one
 * dedicated thread that takes work from a queue: the `_async` functions return
 * at once and call back on the thread-default main context of the caller; the
 * functions without a suffix queue the same work and wait for it (for the CLI,
 * tests and other threads — never the window's main loop). Work runs in the
 * order it was queued, whichever form queued it.
 *
 * Every write is one transaction: it happens whole or not at all. Error messages
 * name the database file and say what is wrong (docs/store.md lists them).
 */
#pragma once

#include <gio/gio.h>

#include "tl-engine.h"
#include "tl-store-types.h"

G_BEGIN_DECLS

#define TL_STORE_ERROR (tl_store_error_quark ())

/**
 * TlStoreError:
 * @TL_STORE_ERROR_NOT_LIBRARY: refused: the file is not an SQLite database, or
 *   an SQLite database of another program
 * @TL_STORE_ERROR_CORRUPT: refused: the database fails `PRAGMA quick_check`,
 *   claims a negative schema version, or its tables are not those of the
 *   schema version it claims (a view, a trigger, a table too many or missing,
 *   other columns)
 * @TL_STORE_ERROR_TOO_NEW: refused: a newer Tilelands wrote it (its
 *   `user_version` is above what this build knows)
 * @TL_STORE_ERROR_NEEDS_UPGRADE: no longer reported (an older library that
 *   is only read is read from an upgraded copy); kept for its number
 * @TL_STORE_ERROR_NOT_FOUND: no such game, tile set or map layout in the
 *   library; or, with %TL_STORE_OPEN_READ_ONLY, no database file
 * @TL_STORE_ERROR_INVALID: what was to be stored cannot be (a game without an
 *   `id`, a tile set that does not load, a built-in id); or a library's name
 *   that begins with `file:`, which SQLite would read as a URI
 * @TL_STORE_ERROR_FINISHED: the game is already in the history; an unfinished
 *   copy of it is not stored
 * @TL_STORE_ERROR_READ_ONLY: the database (or its folder, or the store) is
 *   read-only; nothing was written
 * @TL_STORE_ERROR_DISK_FULL: the disk is full; nothing was written
 * @TL_STORE_ERROR_CLOSED: tl_store_close() was called
 * @TL_STORE_ERROR_FAILED: another SQLite or file system error
 *
 * Errors of the %TL_STORE_ERROR domain. Importing a record that does not load
 * or replay reports the errors of loading it instead (%TL_FORMAT_ERROR,
 * %TL_ENGINE_ERROR), with the same messages.
 */
typedef enum {
  TL_STORE_ERROR_NOT_LIBRARY,
  TL_STORE_ERROR_CORRUPT,
  TL_STORE_ERROR_TOO_NEW,
  TL_STORE_ERROR_NEEDS_UPGRADE,
  TL_STORE_ERROR_NOT_FOUND,
  TL_STORE_ERROR_INVALID,
  TL_STORE_ERROR_FINISHED,
  TL_STORE_ERROR_READ_ONLY,
  TL_STORE_ERROR_DISK_FULL,
  TL_STORE_ERROR_CLOSED,
  TL_STORE_ERROR_FAILED,
} TlStoreError;

GQuark   tl_store_error_quark      (void);

/**
 * tl_store_error_is_refusal:
 * @error: (nullable): an error
 *
 * Returns: %TRUE for the three refusals of a database file that Tilelands does
 * not touch (%TL_STORE_ERROR_NOT_LIBRARY, %TL_STORE_ERROR_CORRUPT,
 * %TL_STORE_ERROR_TOO_NEW): the app then plays without its library and offers
 * tl_store_move_aside().
 */
gboolean tl_store_error_is_refusal (const GError *error);

/**
 * TlStoreOpenFlags:
 * @TL_STORE_OPEN_DEFAULT: create the file (and its folders) when missing,
 *   upgrade an older schema
 * @TL_STORE_OPEN_READ_ONLY: never create, write or upgrade: a missing file is
 *   %TL_STORE_ERROR_NOT_FOUND, an older schema (an empty file too) is read from
 *   an upgraded copy in a temporary folder, every write is
 *   %TL_STORE_ERROR_READ_ONLY (used by the CLI's reading commands)
 */
typedef enum {
  TL_STORE_OPEN_DEFAULT = 0,
  TL_STORE_OPEN_READ_ONLY = 1 << 0,
} TlStoreOpenFlags;

/**
 * TlStoreChange:
 * @TL_STORE_CHANGE_SAVED_GAMES: a saved game was added, updated, renamed or removed
 * @TL_STORE_CHANGE_HISTORY: a finished game was added, updated, renamed or removed
 * @TL_STORE_CHANGE_TILESETS: a user tile set was stored or deleted
 * @TL_STORE_CHANGE_MAPS: a user map layout was stored or deleted
 *
 * What the #TlStore::changed signal says changed.
 */
typedef enum {
  TL_STORE_CHANGE_SAVED_GAMES = 1 << 0,
  TL_STORE_CHANGE_HISTORY = 1 << 1,
  TL_STORE_CHANGE_TILESETS = 1 << 2,
  TL_STORE_CHANGE_MAPS = 1 << 3,
} TlStoreChange;

/**
 * TlStoreDocKind:
 * @TL_STORE_TILESET: a user tile set (format `tilelands-tileset`, docs/design.md §3)
 * @TL_STORE_MAP: a user map layout (format `tilelands-map`, docs/design.md §3)
 */
typedef enum {
  TL_STORE_TILESET,
  TL_STORE_MAP,
} TlStoreDocKind;

/**
 * TL_STORE_SCHEMA_VERSION:
 *
 * The `PRAGMA user_version` this build writes and the newest it reads.
 */
#define TL_STORE_SCHEMA_VERSION 1

#define TL_TYPE_STORE (tl_store_get_type ())
G_DECLARE_FINAL_TYPE (TlStore, tl_store, TL, STORE, GObject)

/**
 * tl_store_default_path:
 *
 * Returns: (transfer full): the app's database,
 * `$XDG_DATA_HOME/tilelands/tilelands.db` (g_get_user_data_dir(); inside the
 * Flatpak that is the app's own data folder); free with g_free().
 */
char      *tl_store_default_path  (void);

/**
 * tl_store_sqlite_version:
 *
 * Returns: (transfer none): the version of the SQLite library the store runs on
 *   (sqlite3_libversion(), e.g. `"3.40.1"`), for the About window's details.
 */
const char *tl_store_sqlite_version (void);

/**
 * tl_store_choose_path:
 * @explicit_path: (nullable): a path named on the command line (`--db`)
 *
 * Returns: (transfer full): @explicit_path when given, else the environment
 * variable `TILELANDS_DB` when set and not empty, else tl_store_default_path().
 */
char      *tl_store_choose_path   (const char *explicit_path);

/**
 * tl_store_open:
 * @path: the database file
 * @flags: how to open it
 * @error: return location for an error, or %NULL
 *
 * Starts the store's thread and opens @path there; waits for it. A name that
 * begins with `file:` is refused (SQLite would read it as a URI, and its
 * parameters would skip every check); SQLite is given absolute paths, or URIs
 * the store builds. A file that exists is first opened read-only and checked:
 * it must be an SQLite database of Tilelands (its `application_id`, or an empty
 * database), pass `PRAGMA quick_check`, have a `user_version` from 0 to
 * %TL_STORE_SCHEMA_VERSION, and have the tables of that version (tables, not
 * views; their columns; no trigger); a file that fails is refused and left
 * exactly as it was (never written, upgraded or replaced). Then it is opened
 * for writing (WAL, `foreign_keys=ON`, `synchronous=NORMAL`, a 5 s busy
 * timeout, `trusted_schema` off) and each schema step from its `user_version`
 * is applied in its own transaction, after a copy of the database was taken
 * with `VACUUM INTO` as `<path>.v<N>.backup`, N the version it had (no copy of
 * a new, empty database).
 *
 * A library that cannot be written opens read-only (tl_store_is_read_only(),
 * tl_store_dup_read_only_message()): a file that cannot be written; a folder
 * that cannot be written or a read-only disk, where the library is read as
 * `immutable` when no `-wal` with content is beside it, else from a copy of the
 * file and its `-wal` in a temporary folder. An older library that is only read
 * (%TL_STORE_OPEN_READ_ONLY, or one that cannot be written) is read from an
 * upgraded copy: the file is never written. A new library in a folder that
 * cannot be written is %TL_STORE_ERROR_READ_ONLY.
 *
 * Errors (%TL_STORE_ERROR, messages start with @path): the refusals
 * %TL_STORE_ERROR_NOT_LIBRARY, %TL_STORE_ERROR_CORRUPT, %TL_STORE_ERROR_TOO_NEW;
 * %TL_STORE_ERROR_INVALID for a `file:` name; %TL_STORE_ERROR_NOT_FOUND (only
 * with %TL_STORE_OPEN_READ_ONLY); %TL_STORE_ERROR_READ_ONLY when a new library
 * cannot be made there (`PATH: the library is on a read-only disk: games will
 * not be saved`); %TL_STORE_ERROR_DISK_FULL, %TL_STORE_ERROR_FAILED.
 *
 * Returns: (transfer full) (nullable): the store; tl_store_close() it or drop
 * the last reference (which closes it, waiting for the queued work).
 */
TlStore   *tl_store_open          (const char        *path,
                                   TlStoreOpenFlags   flags,
                                   GError           **error);
void       tl_store_open_async    (const char         *path,
                                   TlStoreOpenFlags    flags,
                                   GCancellable       *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer            user_data);
TlStore   *tl_store_open_finish   (GAsyncResult  *result,
                                   GError       **error);

/**
 * tl_store_close:
 * @self: a store
 *
 * Runs the work already queued, then closes the database and stops the store's
 * thread; waits for that. Work queued later fails with %TL_STORE_ERROR_CLOSED.
 * Idempotent. Must not be called from the store's own callbacks' worker (it is
 * not: callbacks run on the caller's main context).
 */
void        tl_store_close        (TlStore *self);
const char *tl_store_get_path     (TlStore *self);
/**
 * tl_store_is_read_only:
 * @self: a store
 *
 * Returns: %TRUE when writes fail with %TL_STORE_ERROR_READ_ONLY (opened with
 * %TL_STORE_OPEN_READ_ONLY, or a file that cannot be written).
 */
gboolean    tl_store_is_read_only (TlStore *self);
/**
 * tl_store_dup_read_only_message:
 * @self: a store
 *
 * Returns: (transfer full) (nullable): why the library cannot be written, in
 * the words of its write errors, naming its file: `PATH: the library is on a
 * read-only disk: games will not be saved`, `PATH: the library’s folder cannot
 * be written: games will not be saved`, `PATH: the library’s file cannot be
 * written: games will not be saved`, or `PATH: the library is open read-only
 * (nothing was written)` (%TL_STORE_OPEN_READ_ONLY); %NULL when it can be
 * written. Free with g_free().
 */
char       *tl_store_dup_read_only_message (TlStore *self);

/**
 * tl_store_move_aside:
 * @path: a database file that is not open
 * @moved_to: (out) (optional) (transfer full): the new name of the file
 * @error: return location for an error, or %NULL
 *
 * Renames @path (and its `-wal` and `-shm` files, when there are any) to
 * `<path>.unreadable-<YYYYMMDD-HHMMSS>` so that a new library can be started,
 * keeping the old one for the user. Errors: %TL_STORE_ERROR_FAILED with the
 * reason, naming the file.
 *
 * Returns: %TRUE when moved.
 */
gboolean    tl_store_move_aside   (const char  *path,
                                   char       **moved_to,
                                   GError     **error);

/* Games. */

/**
 * tl_store_save_game:
 * @self: a store
 * @state: a game between turns (or over) whose record has an `id`
 * @thumbnail: (nullable): a PNG picture of the board to show in the saved
 *   games list (kept from the previous save when %NULL)
 * @error: return location for an error, or %NULL
 *
 * Stores the game: a game in progress as a saved game (added, or its row
 * updated: record, players' scores, turn, tiles left, last played; the title
 * and start time kept), a game that is over (%TL_PHASE_OVER) in the history
 * (with its seats, final scores, their breakdown and places; its saved game
 * removed in the same transaction). What is needed from @state is copied
 * before returning (the async form copies it at the call, so the caller may
 * play on at once); the record is written as compact JSON on the store's thread.
 *
 * Errors: %TL_STORE_ERROR_INVALID for a record without an `id`;
 * %TL_STORE_ERROR_FINISHED for a game in progress whose id is in the history;
 * %TL_STORE_ERROR_READ_ONLY, %TL_STORE_ERROR_DISK_FULL, %TL_STORE_ERROR_FAILED,
 * %TL_STORE_ERROR_CLOSED (nothing written).
 *
 * Returns: %TRUE when stored.
 */
gboolean   tl_store_save_game         (TlStore            *self,
                                       const TlGameState  *state,
                                       GBytes             *thumbnail,
                                       GError            **error);
void       tl_store_save_game_async   (TlStore            *self,
                                       const TlGameState  *state,
                                       GBytes             *thumbnail,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
gboolean   tl_store_save_game_finish  (TlStore       *self,
                                       GAsyncResult  *result,
                                       GError       **error);

/**
 * tl_store_import_data:
 * @self: a store
 * @data: a game record's JSON text (a `.tilelands` file's contents)
 * @length: its length in bytes, or -1 when nul-terminated
 * @origin: what to call it in messages (the file's basename)
 * @error: return location for an error, or %NULL
 *
 * Loads and replays the record exactly as opening the file does (same
 * messages; on the calling thread), then stores it: a finished game (the replay ends the game) joins
 * the history, an unfinished one the saved games. A game whose `id` the library
 * knows is updated, never added twice — except that a finished game is never
 * replaced by an unfinished copy of it, nor by a finished one whose text differs
 * from the history's (`kept` of the result); and a saved game is never rewound:
 * when the file's turns are the first of the library's, the library's game is
 * kept (`kept`); when they run further on the same turns, the file's is taken;
 * when the two went different ways (their turns differ after some point, or
 * they are different games), the file's game is added as a new game, under an
 * id made from the file (the same file: the same copy) and titled “NAME
 * (copy)” (`copy_of`, `title`). The text is stored unchanged;
 * a record without an `id` (written by 0.1.0) gets one made from its contents
 * (the same file always gets the same id) and is stored as rewritten with it,
 * as is a copy with its new id.
 *
 * Errors: those of tl_record_format_load_data() (%TL_FORMAT_ERROR) and of
 * tl_replay_record_state() (%TL_ENGINE_ERROR, `turn N: …`); the write errors of
 * tl_store_save_game().
 *
 * Returns: (transfer full) (nullable): what was done; free with tl_store_import_free().
 */
TlStoreImport *tl_store_import_data        (TlStore     *self,
                                            const char  *data,
                                            gssize       length,
                                            const char  *origin,
                                            GError     **error);
/**
 * tl_store_import_file:
 * @self: a store
 * @path: a `.tilelands` file
 * @error: return location for an error, or %NULL
 *
 * tl_store_import_data() on the file's contents, with its basename as origin
 * (the file is read and replayed on the calling thread, and by the `_async`
 * form on the store's thread). Errors: also %TL_FORMAT_ERROR_IO when the file
 * cannot be read (the message of tl_record_format_load_file()).
 *
 * Returns: (transfer full) (nullable): what was done.
 */
TlStoreImport *tl_store_import_file        (TlStore     *self,
                                            const char  *path,
                                            GError     **error);

/**
 * TlStoreImportFunc:
 * @path: the file
 * @done: (nullable): what was done with it, or %NULL when it was refused
 * @error: (nullable): why it was refused (as for tl_store_import_file())
 * @user_data: the data given to tl_store_import_files()
 *
 * Called once per file by tl_store_import_files(), in order, on its caller's thread.
 */
typedef void (*TlStoreImportFunc) (const char          *path,
                                   const TlStoreImport *done,
                                   const GError        *error,
                                   gpointer             user_data);

/**
 * tl_store_import_files:
 * @self: a store
 * @paths: (array zero-terminated=1): `.tilelands` files
 * @func: told what became of each file
 * @user_data: for @func
 *
 * tl_store_import_file() on each file, each in its own transaction (a refused
 * file does not stop the others), in order: while the store's thread writes
 * one file's game, threads of a pool (one per core) read and replay the next
 * ones (a few files ahead). @func is called on the calling thread, in the
 * order of @paths. Waits for all; call it from a thread that may wait (the
 * CLI, or a worker of the app's, never its main loop).
 *
 * Returns: the number of files refused.
 */
guint          tl_store_import_files       (TlStore            *self,
                                            const char * const *paths,
                                            TlStoreImportFunc   func,
                                            gpointer            user_data);
void           tl_store_import_file_async  (TlStore            *self,
                                            const char         *path,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
TlStoreImport *tl_store_import_file_finish (TlStore       *self,
                                            GAsyncResult  *result,
                                            GError       **error);

/**
 * TlStoreExportFlags:
 * @TL_STORE_EXPORT_NEW: the file must not exist yet: one that does is left as
 *   it is and the export fails (the command line: nothing is overwritten silently)
 * @TL_STORE_EXPORT_REPLACE: a file that exists is replaced (a file chooser
 *   asked the person first)
 *
 * What tl_store_export_game() and tl_store_export_library() do with a file that
 * exists. Either way the file is written as Save writes a game
 * (tl_format_write_file_full()): complete or not at all, a symbolic link
 * written through to its file (not one another user planted in a shared
 * folder), an existing file's permissions kept.
 */
typedef enum {
  TL_STORE_EXPORT_NEW = 0,
  TL_STORE_EXPORT_REPLACE = 1 << 0,
} TlStoreExportFlags;

/**
 * tl_store_export_game:
 * @self: a store
 * @id: a game's id
 * @path: the `.tilelands` file to write
 * @flags: whether a file that exists is replaced
 * @error: return location for an error, or %NULL
 *
 * Writes the game's record exactly as stored, as #TlStoreExportFlags says.
 * Errors: %TL_STORE_ERROR_NOT_FOUND for an unknown id; %TL_STORE_ERROR_FAILED
 * naming @path when it cannot be written, or exists (`PATH: the file exists
 * already: choose a new name`) and @flags has no %TL_STORE_EXPORT_REPLACE.
 *
 * Returns: %TRUE when written.
 */
gboolean   tl_store_export_game        (TlStore            *self,
                                        const char         *id,
                                        const char         *path,
                                        TlStoreExportFlags  flags,
                                        GError            **error);
void       tl_store_export_game_async  (TlStore            *self,
                                        const char         *id,
                                        const char         *path,
                                        TlStoreExportFlags  flags,
                                        GCancellable       *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data);
gboolean   tl_store_export_game_finish (TlStore       *self,
                                        GAsyncResult  *result,
                                        GError       **error);

/**
 * tl_store_load_record:
 * @self: a store
 * @id: a game's id (saved or finished)
 * @error: return location for an error, or %NULL
 *
 * Reads the game's record (to resume it, or to replay a finished one).
 * Errors: %TL_STORE_ERROR_NOT_FOUND; the errors of tl_record_format_load_data()
 * should the stored text not load (origin: `<database>: game <id>`).
 *
 * Returns: (transfer full) (nullable): the record; free with tl_record_free().
 */
TlRecord  *tl_store_load_record        (TlStore     *self,
                                        const char  *id,
                                        GError     **error);
void       tl_store_load_record_async  (TlStore            *self,
                                        const char         *id,
                                        GCancellable       *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data);
TlRecord  *tl_store_load_record_finish (TlStore       *self,
                                        GAsyncResult  *result,
                                        GError       **error);

/**
 * tl_store_get_game:
 * @self: a store
 * @id: a game's id (saved or finished)
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_STORE_ERROR_NOT_FOUND.
 *
 * Returns: (transfer full) (nullable): the game's row with its seats' score
 * breakdown (#TlStoreSeat.points); free with tl_store_game_info_free().
 */
TlStoreGameInfo *tl_store_get_game        (TlStore     *self,
                                           const char  *id,
                                           GError     **error);
void             tl_store_get_game_async  (TlStore            *self,
                                           const char         *id,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
TlStoreGameInfo *tl_store_get_game_finish (TlStore       *self,
                                           GAsyncResult  *result,
                                           GError       **error);

/**
 * tl_store_list_saved_games:
 * @self: a store
 * @error: return location for an error, or %NULL
 *
 * The games in progress, the most recently played first (the first is what
 * "Continue" resumes), with their seats (scores so far, no breakdown) and thumbnails.
 *
 * Returns: (transfer full) (nullable) (element-type TlStoreGameInfo): the games;
 * the array frees its elements.
 */
GPtrArray *tl_store_list_saved_games        (TlStore  *self,
                                             GError  **error);
void       tl_store_list_saved_games_async  (TlStore            *self,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
GPtrArray *tl_store_list_saved_games_finish (TlStore       *self,
                                             GAsyncResult  *result,
                                             GError       **error);

/**
 * tl_store_list_history:
 * @self: a store
 * @filter: (nullable): which games; %NULL for all
 * @error: return location for an error, or %NULL
 *
 * The finished games that @filter admits, the most recently finished first, with
 * their seats (final scores and places, no breakdown).
 *
 * Returns: (transfer full) (nullable) (element-type TlStoreGameInfo): the games.
 */
GPtrArray *tl_store_list_history        (TlStore                *self,
                                         const TlHistoryFilter  *filter,
                                         GError                **error);
void       tl_store_list_history_async  (TlStore                *self,
                                         const TlHistoryFilter  *filter,
                                         GCancellable           *cancellable,
                                         GAsyncReadyCallback     callback,
                                         gpointer                user_data);
GPtrArray *tl_store_list_history_finish (TlStore       *self,
                                         GAsyncResult  *result,
                                         GError       **error);

/**
 * tl_store_list_player_names:
 * @self: a store
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable): the names of the history's players (one
 * spelling per tl_store_name_key(), the newest), those with the most games
 * first; for a filter's choices. Free with g_strfreev().
 */
char     **tl_store_list_player_names        (TlStore  *self,
                                              GError  **error);
void       tl_store_list_player_names_async  (TlStore            *self,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
char     **tl_store_list_player_names_finish (TlStore       *self,
                                              GAsyncResult  *result,
                                              GError       **error);

/**
 * tl_store_rename_game:
 * @self: a store
 * @id: a game's id (saved or finished)
 * @title: (nullable): the name to show, or %NULL (or only white space) for none
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_STORE_ERROR_NOT_FOUND and the write errors.
 *
 * Returns: %TRUE when renamed.
 */
gboolean   tl_store_rename_game        (TlStore     *self,
                                        const char  *id,
                                        const char  *title,
                                        GError     **error);
void       tl_store_rename_game_async  (TlStore            *self,
                                        const char         *id,
                                        const char         *title,
                                        GCancellable       *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data);
gboolean   tl_store_rename_game_finish (TlStore       *self,
                                        GAsyncResult  *result,
                                        GError       **error);

/**
 * tl_store_delete_game:
 * @self: a store
 * @id: a game's id (saved or finished)
 * @error: return location for an error, or %NULL
 *
 * Removes the game (and, for a finished one, its seats: it leaves the
 * statistics). An undo toast should hide the row and call this when the toast
 * is dismissed. Errors: %TL_STORE_ERROR_NOT_FOUND and the write errors.
 *
 * Returns: %TRUE when removed.
 */
gboolean   tl_store_delete_game        (TlStore     *self,
                                        const char  *id,
                                        GError     **error);
void       tl_store_delete_game_async  (TlStore            *self,
                                        const char         *id,
                                        GCancellable       *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data);
gboolean   tl_store_delete_game_finish (TlStore       *self,
                                        GAsyncResult  *result,
                                        GError       **error);

/**
 * tl_store_statistics:
 * @self: a store
 * @player: (nullable): only this player (tl_store_name_key() match), or %NULL for all
 * @error: return location for an error, or %NULL
 *
 * Computes by SQL over the history, for each player name: one #TlStoreStats over
 * every game (@game %NULL) followed by one per game kind they played. Players
 * are ordered by games played, the most first, then by name.
 *
 * Returns: (transfer full) (nullable) (element-type TlStoreStats): the statistics.
 */
GPtrArray *tl_store_statistics        (TlStore     *self,
                                       const char  *player,
                                       GError     **error);
void       tl_store_statistics_async  (TlStore            *self,
                                       const char         *player,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
GPtrArray *tl_store_statistics_finish (TlStore       *self,
                                       GAsyncResult  *result,
                                       GError       **error);

/* The whole library. */

/**
 * tl_store_export_library:
 * @self: a store
 * @path: the file to write
 * @flags: whether a file that exists is replaced
 * @error: return location for an error, or %NULL
 *
 * Writes a copy of the whole library (`VACUUM INTO`: a consistent snapshot, WAL
 * included) that tl_store_import_library() reads — to move between the Flatpak
 * and a distribution build, or as a backup. The copy is written into a hidden
 * `.NAME.tilelands-PID-XXXXXX.part` beside @path and put in its place once
 * complete, as #TlStoreExportFlags says: an export killed half-way leaves no
 * file under the name chosen (and the next export of NAME removes the part).
 * Errors: %TL_STORE_ERROR_FAILED naming @path (it exists and @flags has no
 * %TL_STORE_EXPORT_REPLACE, or it cannot be written), %TL_STORE_ERROR_DISK_FULL.
 *
 * Returns: %TRUE when written.
 */
gboolean   tl_store_export_library        (TlStore            *self,
                                           const char         *path,
                                           TlStoreExportFlags  flags,
                                           GError            **error);
void       tl_store_export_library_async  (TlStore            *self,
                                           const char         *path,
                                           TlStoreExportFlags  flags,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean   tl_store_export_library_finish (TlStore       *self,
                                           GAsyncResult  *result,
                                           GError       **error);

/**
 * tl_store_import_library:
 * @self: a store
 * @path: another library (a database file, e.g. one tl_store_export_library() wrote)
 * @result: (out caller-allocates) (optional): what was taken
 * @error: return location for an error, or %NULL
 *
 * Merges the other library into this one in one transaction, reading it
 * read-only (it is checked as tl_store_open() checks, its tables too, and
 * refused the same way — whole: nothing is taken; an older one is upgraded in a
 * temporary copy; one on a read-only disk is read as tl_store_open() reads it).
 * Before merging, every record of it is read and replayed, every tile set and
 * map layout read: what fails (or names another id, or a finished game that
 * does not end) is left out and counted (`left_out_*` of @result). Games are
 * matched by id: a finished game replaces this library's copy (finished or
 * saved); a saved game is taken unless this library has it finished or played
 * it more recently; tile sets and map layouts are matched by id and the newer
 * kept. Titles and times come along. The work is bounded (SQLite's
 * instructions, in proportion to the other library's size; its memory, for the
 * whole process), so that no file keeps the library busy for ever.
 *
 * Errors: the refusals (naming @path); %TL_STORE_ERROR_CORRUPT `PATH: the
 * library is damaged (reading it takes far more work than a library of its size
 * needs); nothing was imported`; %TL_STORE_ERROR_INVALID for a `file:` name;
 * %TL_STORE_ERROR_NOT_FOUND when @path does not exist; the write errors.
 *
 * Returns: %TRUE when merged.
 */
gboolean   tl_store_import_library        (TlStore              *self,
                                           const char           *path,
                                           TlStoreLibraryImport *result,
                                           GError              **error);
void       tl_store_import_library_async  (TlStore            *self,
                                           const char         *path,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean   tl_store_import_library_finish (TlStore              *self,
                                           GAsyncResult         *result,
                                           TlStoreLibraryImport *out,
                                           GError              **error);

/* User tile sets and map layouts. */

/**
 * tl_store_save_document:
 * @self: a store
 * @kind: a tile set or a map layout
 * @json: its JSON text (docs/design.md §3)
 * @error: return location for an error, or %NULL
 *
 * Checks @json with the format's reader (tl_tileset_format_read_data() or
 * tl_map_format_read_data(), origin `"tile set"` or `"map layout"`) and stores
 * it under its `id`: added, or replacing the one of that id (keeping its
 * creation time). A tile set or map layout may break the rules of
 * tl_tile_set_check() or tl_map_layout_check() (the editors keep drafts,
 * docs/editor.md); one that cannot be read as one at all is refused. Built-in
 * ids are refused: editing a built-in one makes a copy
 * with a new id first.
 *
 * Errors: the reader's %TL_FORMAT_ERROR; %TL_STORE_ERROR_INVALID for a built-in
 * id or a tile set whose id is not well formed (tl_tile_set_id_is_valid()); the
 * write errors.
 *
 * Returns: (transfer full) (nullable): the id stored under; free with g_free().
 */
char      *tl_store_save_document        (TlStore         *self,
                                          TlStoreDocKind   kind,
                                          const char      *json,
                                          GError         **error);
void       tl_store_save_document_async  (TlStore            *self,
                                          TlStoreDocKind      kind,
                                          const char         *json,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
char      *tl_store_save_document_finish (TlStore       *self,
                                          GAsyncResult  *result,
                                          GError       **error);

/**
 * tl_store_list_documents:
 * @self: a store
 * @kind: tile sets or map layouts
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable) (element-type TlStoreDocInfo): the user's
 * tile sets or map layouts, by name.
 */
GPtrArray *tl_store_list_documents        (TlStore         *self,
                                           TlStoreDocKind   kind,
                                           GError         **error);
void       tl_store_list_documents_async  (TlStore            *self,
                                           TlStoreDocKind      kind,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
GPtrArray *tl_store_list_documents_finish (TlStore       *self,
                                           GAsyncResult  *result,
                                           GError       **error);

/**
 * tl_store_load_document:
 * @self: a store
 * @kind: a tile set or a map layout
 * @id: its id
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_STORE_ERROR_NOT_FOUND.
 *
 * Returns: (transfer full) (nullable): its JSON text as stored; free with g_free().
 */
char      *tl_store_load_document        (TlStore         *self,
                                          TlStoreDocKind   kind,
                                          const char      *id,
                                          GError         **error);
void       tl_store_load_document_async  (TlStore            *self,
                                          TlStoreDocKind      kind,
                                          const char         *id,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
char      *tl_store_load_document_finish (TlStore       *self,
                                          GAsyncResult  *result,
                                          GError       **error);

/**
 * tl_store_delete_document:
 * @self: a store
 * @kind: a tile set or a map layout
 * @id: its id
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_STORE_ERROR_NOT_FOUND and the write errors.
 *
 * Returns: %TRUE when removed.
 */
gboolean   tl_store_delete_document        (TlStore         *self,
                                            TlStoreDocKind   kind,
                                            const char      *id,
                                            GError         **error);
void       tl_store_delete_document_async  (TlStore            *self,
                                            TlStoreDocKind      kind,
                                            const char         *id,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
gboolean   tl_store_delete_document_finish (TlStore       *self,
                                            GAsyncResult  *result,
                                            GError       **error);

G_END_DECLS
