/* tl-store-game-calls.c — TlStore's public calls for games: save, import, export, load, list, rename, delete, statistics
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call packs its arguments (TlStoreArgs) and queues the work on the
 * store's thread through tl-store-queue-private.h; the work itself is in tl-store-games.c, tl-store-lists.c and tl-store-stats.c.
 */
#include "config.h"

#include "tl-format-json.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"
#include "tl-store-queue-private.h"

/* Games. */

static TlStoreArgs *
save_args (const TlGameState  *state,
           GBytes             *thumbnail,
           GError            **error)
{
  TlStoreArgs *args;

  if (tl_game_state_record (state)->id == NULL)
    {
      g_set_error_literal (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID,
                           "the game has no id: it cannot be stored in the library");
      return NULL;
    }
  args = _tl_store_args_new (NULL, NULL, NULL);
  args->entry = _tl_store_entry_new (state, thumbnail);
  return args;
}

gboolean
tl_store_save_game (TlStore            *self,
                    const TlGameState  *state,
                    GBytes             *thumbnail,
                    GError            **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && state != NULL, FALSE);

  args = save_args (state, thumbnail, error);
  return args != NULL && _tl_store_run (self, _tl_store_work_save_game, args, error) != NULL;
}

void
tl_store_save_game_async (TlStore            *self,
                          const TlGameState  *state,
                          GBytes             *thumbnail,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  GError *error = NULL;
  TlStoreArgs *args;

  g_return_if_fail (TL_IS_STORE (self) && state != NULL);

  args = save_args (state, thumbnail, &error);
  if (args == NULL)
    {
      g_task_report_error (self, callback, user_data, tl_store_save_game_async, error);
      return;
    }
  _tl_store_run_async (self, _tl_store_work_save_game, args, NULL, cancellable, callback,
             user_data, tl_store_save_game_async);
}

gboolean
tl_store_save_game_finish (TlStore       *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  return _tl_store_finish (self, result, tl_store_save_game_async, error) != NULL;
}

/* The record read and replayed on the caller's thread: the store's thread only writes. */
static TlStoreArgs *
import_args (TlStoreEntry *entry)
{
  TlStoreArgs *args = _tl_store_args_new (NULL, NULL, NULL);

  args->entry = entry;
  return args;
}

TlStoreImport *
tl_store_import_data (TlStore     *self,
                      const char  *data,
                      gssize       length,
                      const char  *origin,
                      GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;
  TlStoreEntry *entry;

  g_return_val_if_fail (TL_IS_STORE (self) && data != NULL && origin != NULL, NULL);

  entry = _tl_store_entry_new_from_data (data, length, origin, error);
  if (entry == NULL)
    return NULL;
  args = import_args (entry);
  return _tl_store_run (self, _tl_store_work_import, args, error);
}

static TlStoreEntry *
read_file (const char  *path,
           GError     **error)
{
  return tl_json_load_file (path, (TlJsonLoadDataFunc) _tl_store_entry_new_from_data, error);
}

TlStoreImport *
tl_store_import_file (TlStore     *self,
                      const char  *path,
                      GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;
  TlStoreEntry *entry;

  g_return_val_if_fail (TL_IS_STORE (self) && path != NULL, NULL);

  entry = read_file (path, error);
  if (entry == NULL)
    return NULL;
  args = import_args (entry);
  return _tl_store_run (self, _tl_store_work_import, args, error);
}

/* One file's write, queued while the next files are read. */
typedef struct {
  const char *path;
  TlStoreArgs *args;
  TlStoreJob *job;
} Pending;

static void
finish_pending (Pending          *pending,
                TlStoreImportFunc func,
                gpointer          user_data,
                guint            *failed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStoreImport) done = _tl_store_job_wait (g_steal_pointer (&pending->job), &error);

  if (done == NULL)
    (*failed)++;
  func (pending->path, done, error, user_data);
  g_clear_pointer (&pending->args, _tl_store_args_free);
}

/* A file read and replayed by a reader thread. */
typedef struct {
  const char *path;
  TlStoreEntry *entry;      /* or @error */
  GError *error;
  gboolean read;
} Slot;

typedef struct {
  GMutex lock;
  GCond cond;
} Readers;

static void
read_slot (gpointer data,
           gpointer user_data)
{
  Slot *slot = data;
  Readers *readers = user_data;
  GError *error = NULL;
  TlStoreEntry *entry = read_file (slot->path, &error);

  g_mutex_lock (&readers->lock);
  slot->entry = entry;
  slot->error = error;
  slot->read = TRUE;
  g_cond_broadcast (&readers->cond);
  g_mutex_unlock (&readers->lock);
}

guint
tl_store_import_files (TlStore            *self,
                       const char * const *paths,
                       TlStoreImportFunc   func,
                       gpointer            user_data)
{
  Pending pending = { 0 };
  Readers readers;
  GThreadPool *pool;
  g_autofree Slot *slots = NULL;
  guint failed = 0, n = 0, n_readers, ahead;

  g_return_val_if_fail (TL_IS_STORE (self) && paths != NULL && func != NULL, 0);

  while (paths[n] != NULL)
    n++;
  slots = g_new0 (Slot, MAX (n, 1));
  /* every core reads and replays files (they are the most of the work); a few
   * files ahead at most, so that a big import holds a few games in memory */
  n_readers = MAX (1, g_get_num_processors ());
  ahead = 2 * n_readers + 2;
  g_mutex_init (&readers.lock);
  g_cond_init (&readers.cond);
  pool = g_thread_pool_new (read_slot, &readers, (gint) n_readers, FALSE, NULL);
  for (guint i = 0; i < n; i++)
    {
      slots[i].path = paths[i];
      if (i < ahead)
        g_thread_pool_push (pool, &slots[i], NULL);
    }

  /* in order: each file's game is written while the next ones are read */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      TlStoreEntry *entry;

      g_mutex_lock (&readers.lock);
      while (!slots[i].read)
        g_cond_wait (&readers.cond, &readers.lock);
      g_mutex_unlock (&readers.lock);
      entry = g_steal_pointer (&slots[i].entry);
      error = g_steal_pointer (&slots[i].error);
      if (i + ahead < n)
        g_thread_pool_push (pool, &slots[i + ahead], NULL);

      if (pending.job != NULL)
        finish_pending (&pending, func, user_data, &failed);
      if (entry == NULL)
        {
          failed++;
          func (paths[i], NULL, error, user_data);
          continue;
        }
      pending.path = paths[i];
      pending.args = import_args (entry);
      pending.job = _tl_store_job_start (self, _tl_store_work_import, pending.args, &error);
      if (pending.job == NULL)
        {
          failed++;
          func (paths[i], NULL, error, user_data);
          g_clear_pointer (&pending.args, _tl_store_args_free);
        }
    }
  if (pending.job != NULL)
    finish_pending (&pending, func, user_data, &failed);
  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&readers.lock);
  g_cond_clear (&readers.cond);
  return failed;
}

void
tl_store_import_file_async (TlStore            *self,
                            const char         *path,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && path != NULL);

  _tl_store_run_async (self, _tl_store_work_import, _tl_store_args_new (NULL, NULL, path),
             (GDestroyNotify) tl_store_import_free, cancellable, callback, user_data,
             tl_store_import_file_async);
}

TlStoreImport *
tl_store_import_file_finish (TlStore       *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return _tl_store_finish (self, result, tl_store_import_file_async, error);
}

static TlStoreArgs *
export_args (const char         *id,
             const char         *path,
             TlStoreExportFlags  flags)
{
  TlStoreArgs *args = _tl_store_args_new (id, NULL, path);

  args->flags = flags;
  return args;
}

gboolean
tl_store_export_game (TlStore            *self,
                      const char         *id,
                      const char         *path,
                      TlStoreExportFlags  flags,
                      GError            **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL && path != NULL, FALSE);

  args = export_args (id, path, flags);
  return _tl_store_run (self, _tl_store_work_export_game, args, error) != NULL;
}

void
tl_store_export_game_async (TlStore            *self,
                            const char         *id,
                            const char         *path,
                            TlStoreExportFlags  flags,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL && path != NULL);

  _tl_store_run_async (self, _tl_store_work_export_game, export_args (id, path, flags), NULL,
             cancellable, callback, user_data, tl_store_export_game_async);
}

gboolean
tl_store_export_game_finish (TlStore       *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return _tl_store_finish (self, result, tl_store_export_game_async, error) != NULL;
}

TlRecord *
tl_store_load_record (TlStore     *self,
                      const char  *id,
                      GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, NULL);

  args = _tl_store_args_new (id, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_load_record, args, error);
}

void
tl_store_load_record_async (TlStore            *self,
                            const char         *id,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_load_record, _tl_store_args_new (id, NULL, NULL),
             (GDestroyNotify) tl_record_free, cancellable, callback, user_data,
             tl_store_load_record_async);
}

TlRecord *
tl_store_load_record_finish (TlStore       *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return _tl_store_finish (self, result, tl_store_load_record_async, error);
}

TlStoreGameInfo *
tl_store_get_game (TlStore     *self,
                   const char  *id,
                   GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, NULL);

  args = _tl_store_args_new (id, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_get_game, args, error);
}

void
tl_store_get_game_async (TlStore            *self,
                         const char         *id,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_get_game, _tl_store_args_new (id, NULL, NULL),
             (GDestroyNotify) tl_store_game_info_free, cancellable, callback, user_data,
             tl_store_get_game_async);
}

TlStoreGameInfo *
tl_store_get_game_finish (TlStore       *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  return _tl_store_finish (self, result, tl_store_get_game_async, error);
}

GPtrArray *
tl_store_list_saved_games (TlStore  *self,
                           GError  **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self), NULL);

  args = _tl_store_args_new (NULL, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_list_saved, args, error);
}

void
tl_store_list_saved_games_async (TlStore            *self,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self));

  _tl_store_run_async (self, _tl_store_work_list_saved, _tl_store_args_new (NULL, NULL, NULL),
             (GDestroyNotify) g_ptr_array_unref, cancellable, callback, user_data,
             tl_store_list_saved_games_async);
}

GPtrArray *
tl_store_list_saved_games_finish (TlStore       *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  return _tl_store_finish (self, result, tl_store_list_saved_games_async, error);
}

static TlStoreArgs *
history_args (const TlHistoryFilter *filter)
{
  TlStoreArgs *args = _tl_store_args_new (NULL, NULL, NULL);

  if (filter != NULL)
    {
      args->filter_game = g_strdup (filter->game);
      args->filter_player = filter->player != NULL ? tl_store_name_key (filter->player) : NULL;
      args->filter_since = filter->since;
      args->filter_until = filter->until;
    }
  return args;
}

GPtrArray *
tl_store_list_history (TlStore                *self,
                       const TlHistoryFilter  *filter,
                       GError                **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self), NULL);

  args = history_args (filter);
  return _tl_store_run (self, _tl_store_work_list_history, args, error);
}

void
tl_store_list_history_async (TlStore                *self,
                             const TlHistoryFilter  *filter,
                             GCancellable           *cancellable,
                             GAsyncReadyCallback     callback,
                             gpointer                user_data)
{
  g_return_if_fail (TL_IS_STORE (self));

  _tl_store_run_async (self, _tl_store_work_list_history, history_args (filter),
             (GDestroyNotify) g_ptr_array_unref, cancellable, callback, user_data,
             tl_store_list_history_async);
}

GPtrArray *
tl_store_list_history_finish (TlStore       *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  return _tl_store_finish (self, result, tl_store_list_history_async, error);
}

char **
tl_store_list_player_names (TlStore  *self,
                            GError  **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self), NULL);

  args = _tl_store_args_new (NULL, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_player_names, args, error);
}

void
tl_store_list_player_names_async (TlStore            *self,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self));

  _tl_store_run_async (self, _tl_store_work_player_names, _tl_store_args_new (NULL, NULL, NULL),
             (GDestroyNotify) g_strfreev, cancellable, callback, user_data,
             tl_store_list_player_names_async);
}

char **
tl_store_list_player_names_finish (TlStore       *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  return _tl_store_finish (self, result, tl_store_list_player_names_async, error);
}

gboolean
tl_store_rename_game (TlStore     *self,
                      const char  *id,
                      const char  *title,
                      GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, FALSE);

  args = _tl_store_args_new (id, title, NULL);
  return _tl_store_run (self, _tl_store_work_rename_game, args, error) != NULL;
}

void
tl_store_rename_game_async (TlStore            *self,
                            const char         *id,
                            const char         *title,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_rename_game, _tl_store_args_new (id, title, NULL), NULL,
             cancellable, callback, user_data, tl_store_rename_game_async);
}

gboolean
tl_store_rename_game_finish (TlStore       *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return _tl_store_finish (self, result, tl_store_rename_game_async, error) != NULL;
}

gboolean
tl_store_delete_game (TlStore     *self,
                      const char  *id,
                      GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, FALSE);

  args = _tl_store_args_new (id, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_delete_game, args, error) != NULL;
}

void
tl_store_delete_game_async (TlStore            *self,
                            const char         *id,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_delete_game, _tl_store_args_new (id, NULL, NULL), NULL,
             cancellable, callback, user_data, tl_store_delete_game_async);
}

gboolean
tl_store_delete_game_finish (TlStore       *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return _tl_store_finish (self, result, tl_store_delete_game_async, error) != NULL;
}

GPtrArray *
tl_store_statistics (TlStore     *self,
                     const char  *player,
                     GError     **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self), NULL);

  args = history_args (&(TlHistoryFilter) { .player = player });
  return _tl_store_run (self, _tl_store_work_statistics, args, error);
}

void
tl_store_statistics_async (TlStore            *self,
                           const char         *player,
                           GCancellable       *cancellable,
                           GAsyncReadyCallback callback,
                           gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self));

  _tl_store_run_async (self, _tl_store_work_statistics,
             history_args (&(TlHistoryFilter) { .player = player }),
             (GDestroyNotify) g_ptr_array_unref, cancellable, callback, user_data,
             tl_store_statistics_async);
}

GPtrArray *
tl_store_statistics_finish (TlStore       *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  return _tl_store_finish (self, result, tl_store_statistics_async, error);
}
