/* tl-store.c — TlStore: the store's thread, its queue, opening and closing
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One GThread owns the connection and takes jobs from a GAsyncQueue, in order.
 * An `_async` call queues a job holding a GTask (created on the caller's
 * thread, so its callback runs on the caller's thread-default main context);
 * a call without suffix queues a job on its own stack and waits on a GCond.
 * `changed` is emitted on the main context the store was opened from, after
 * the callback of the work that changed something. The other public calls are
 * in tl-store-game-calls.c and tl-store-library-calls.c, queued through
 * tl-store-queue-private.h.
 */
#include "config.h"

#include "tl-format-json.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"
#include "tl-store-queue-private.h"

#include <errno.h>
#include <glib/gstdio.h>

typedef enum {
  JOB_WORK,
  JOB_OPEN,
  JOB_QUIT,
} JobKind;

struct _TlStoreJob {
  JobKind kind;
  TlStoreWork work;
  TlStoreArgs *args;        /* async: owned by the task; sync: by the caller */
  GDestroyNotify result_free;
  GTask *task;              /* async only (owned) */
  /* sync only */
  GMutex lock;
  GCond cond;
  gboolean done;
  gpointer result;
  GError *error;
};
typedef struct _TlStoreJob Job;

/* What the thread and the object share; lives as long as either. */
typedef struct {
  gatomicrefcount ref;
  GAsyncQueue *queue;
  TlStoreDb *db;            /* the thread's alone */
  GMainContext *context;    /* where `changed` is emitted */
  GWeakRef store;
  gint read_only;           /* atomic */
  gint read_only_why;       /* atomic: TlStoreReadOnly */
} Worker;

struct _TlStore {
  GObject parent_instance;
  Worker *worker;
  GThread *thread;          /* NULL once closed */
  char *path;
};

G_DEFINE_FINAL_TYPE (TlStore, tl_store, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
static Job quit_job = { .kind = JOB_QUIT };

static Worker *
worker_ref (Worker *worker)
{
  g_atomic_ref_count_inc (&worker->ref);
  return worker;
}

static void
worker_unref (Worker *worker)
{
  if (!g_atomic_ref_count_dec (&worker->ref))
    return;
  g_async_queue_unref (worker->queue);
  _tl_store_db_close (worker->db);
  g_main_context_unref (worker->context);
  g_weak_ref_clear (&worker->store);
  g_free (worker);
}

void
_tl_store_args_free (gpointer data)
{
  TlStoreArgs *args = data;

  if (args == NULL)
    return;
  g_free (args->id);
  g_free (args->text);
  g_free (args->path);
  g_free (args->origin);
  g_free (args->filter_game);
  g_free (args->filter_player);
  g_clear_pointer ((TlStoreEntry **) &args->entry, _tl_store_entry_free);
  g_free (args);
}

TlStoreArgs *
_tl_store_args_new (const char *id,
                    const char *text,
                    const char *path)
{
  TlStoreArgs *args = g_new0 (TlStoreArgs, 1);

  args->id = g_strdup (id);
  args->text = g_strdup (text);
  args->path = g_strdup (path);
  return args;
}

/* `changed`, on the store's main context. */

typedef struct {
  Worker *worker;
  TlStoreChange changes;
} Changed;

static gboolean
emit_changed (gpointer data)
{
  Changed *changed = data;
  g_autoptr(TlStore) self = g_weak_ref_get (&changed->worker->store);

  if (self != NULL)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0, (guint) changed->changes);
  return G_SOURCE_REMOVE;
}

static void
changed_free (gpointer data)
{
  Changed *changed = data;

  worker_unref (changed->worker);
  g_free (changed);
}

static void
schedule_changed (Worker        *worker,
                  TlStoreChange  changes)
{
  Changed *changed = g_new0 (Changed, 1);
  GSource *source = g_idle_source_new ();

  changed->worker = worker_ref (worker);
  changed->changes = changes;
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, emit_changed, changed, changed_free);
  g_source_set_static_name (source, "[tilelands] TlStore changed");
  /* an idle, never g_main_context_invoke(): that would run it on this thread
   * whenever no one iterates the context */
  g_source_attach (source, worker->context);
  g_source_unref (source);
}

/* The thread. */

/* Runs @job; returns whether it wrote to the library. */
static gboolean
run_job (Worker *worker,
         Job    *job)
{
  GError *error = NULL;
  gpointer result = NULL;
  TlStoreChange changes = 0;

  if (job->task != NULL && g_task_return_error_if_cancelled (job->task))
    {
      g_object_unref (job->task);
      g_free (job);
      return FALSE;
    }

  if (job->kind == JOB_OPEN)
    {
      worker->db = _tl_store_db_open (job->args->path, job->args->flags, &error);
      if (worker->db != NULL)
        {
          g_atomic_int_set (&worker->read_only, worker->db->read_only);
          g_atomic_int_set (&worker->read_only_why, worker->db->read_only_why);
          result = TL_STORE_DONE;
        }
    }
  else if (worker->db == NULL)
    g_set_error_literal (&error, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED, _("the library is closed"));
  else
    {
      worker->db->changes = 0;
      result = job->work (worker->db, job->args, &error);
      changes = worker->db->changes;
      if (result == NULL && error == NULL)
        g_set_error_literal (&error, TL_STORE_ERROR, TL_STORE_ERROR_FAILED,
                             "the library gave no answer");
    }

  /* `changed` comes after the answer: after an async call's callback (both are
   * idles on the caller's context, run in order), and already on its way when a
   * waiting caller wakes up */
  if (job->task != NULL)
    {
      if (error != NULL)
        g_task_return_error (job->task, error);
      else
        g_task_return_pointer (job->task, result, job->result_free);
      g_object_unref (job->task);
      g_free (job);
      if (result != NULL && changes != 0)
        schedule_changed (worker, changes);
    }
  else
    {
      if (result != NULL && changes != 0)
        schedule_changed (worker, changes);
      g_mutex_lock (&job->lock);
      job->result = result;
      job->error = error;
      job->done = TRUE;
      g_cond_signal (&job->cond);
      g_mutex_unlock (&job->lock);   /* the job is the caller's again */
    }
  return result != NULL && changes != 0;
}

/* After a write, this long without work: the WAL is copied into the database
 * then (a checkpoint), rather than during a later autosave. */
#define IDLE_CHECKPOINT_US (G_USEC_PER_SEC / 2)

static gpointer
worker_main (gpointer data)
{
  Worker *worker = data;
  gboolean wrote = FALSE;
  Job *job;

  for (;;)
    {
      job = wrote ? g_async_queue_timeout_pop (worker->queue, IDLE_CHECKPOINT_US)
                  : g_async_queue_pop (worker->queue);
      if (job == &quit_job)
        break;
      if (job == NULL)
        {
          /* PASSIVE: never waits for readers; SQLite's own checkpoint after
           * 1000 pages of WAL stays as the limit when writes never pause */
          sqlite3_wal_checkpoint_v2 (worker->db->db, NULL, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
          wrote = FALSE;
          continue;
        }
      if (run_job (worker, job))
        wrote = TRUE;
    }
  g_clear_pointer (&worker->db, _tl_store_db_close);
  worker_unref (worker);
  return NULL;
}

/* Queuing work. */

/* Queues a job whose caller waits for it with job_wait() (NULL when closed). */
static Job *
job_start (TlStore      *self,
           JobKind       kind,
           TlStoreWork   work,
           TlStoreArgs  *args,
           GError      **error)
{
  Job *job;

  if (self->thread == NULL)
    {
      g_set_error_literal (error, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED, _("the library is closed"));
      return NULL;
    }
  job = g_new0 (Job, 1);
  job->kind = kind;
  job->work = work;
  job->args = args;
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  g_async_queue_push (self->worker->queue, job);
  return job;
}

/* Waits for @job (transfer full) and returns its result. */
static gpointer
job_wait (Job     *job,
          GError **error)
{
  gpointer result;

  if (job == NULL)
    return NULL;
  g_mutex_lock (&job->lock);
  while (!job->done)
    g_cond_wait (&job->cond, &job->lock);
  g_mutex_unlock (&job->lock);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);

  result = job->result;
  if (job->error != NULL)
    g_propagate_error (error, job->error);
  g_free (job);
  return result;
}

static gpointer
run_sync (TlStore      *self,
          JobKind       kind,
          TlStoreWork   work,
          TlStoreArgs  *args,
          GError      **error)
{
  return job_wait (job_start (self, kind, work, args, error), error);
}

static void
run_async (TlStore             *self,
           JobKind              kind,
           TlStoreWork          work,
           TlStoreArgs         *args,
           GDestroyNotify       result_free,
           GCancellable        *cancellable,
           GAsyncReadyCallback  callback,
           gpointer             user_data,
           gpointer             source_tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  Job *job;

  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, args, _tl_store_args_free);
  if (self->thread == NULL)
    {
      g_task_return_new_error (task, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED,
                               _("the library is closed"));
      g_object_unref (task);
      return;
    }
  job = g_new0 (Job, 1);
  job->kind = kind;
  job->work = work;
  job->args = args;
  job->result_free = result_free;
  job->task = task;
  g_async_queue_push (self->worker->queue, job);
}

static gpointer
finish_pointer (TlStore       *self,
                GAsyncResult  *result,
                gpointer       source_tag,
                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* For the calls' files (tl-store-queue-private.h). */

TlStoreJob *
_tl_store_job_start (TlStore      *self,
                     TlStoreWork   work,
                     TlStoreArgs  *args,
                     GError      **error)
{
  return job_start (self, JOB_WORK, work, args, error);
}

gpointer
_tl_store_job_wait (TlStoreJob  *job,
                    GError     **error)
{
  return job_wait (job, error);
}

gpointer
_tl_store_run (TlStore      *self,
               TlStoreWork   work,
               TlStoreArgs  *args,
               GError      **error)
{
  return run_sync (self, JOB_WORK, work, args, error);
}

void
_tl_store_run_async (TlStore             *self,
                     TlStoreWork          work,
                     TlStoreArgs         *args,
                     GDestroyNotify       result_free,
                     GCancellable        *cancellable,
                     GAsyncReadyCallback  callback,
                     gpointer             user_data,
                     gpointer             source_tag)
{
  run_async (self, JOB_WORK, work, args, result_free, cancellable, callback, user_data,
             source_tag);
}

gpointer
_tl_store_finish (TlStore       *self,
                  GAsyncResult  *result,
                  gpointer       source_tag,
                  GError       **error)
{
  return finish_pointer (self, result, source_tag, error);
}

/* The object. */

static void
tl_store_dispose (GObject *object)
{
  tl_store_close (TL_STORE (object));
  G_OBJECT_CLASS (tl_store_parent_class)->dispose (object);
}

static void
tl_store_finalize (GObject *object)
{
  TlStore *self = TL_STORE (object);

  g_clear_pointer (&self->worker, worker_unref);
  g_free (self->path);
  G_OBJECT_CLASS (tl_store_parent_class)->finalize (object);
}

static void
tl_store_class_init (TlStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_store_dispose;
  object_class->finalize = tl_store_finalize;

  /**
   * TlStore::changed:
   * @self: the store
   * @changes: what changed, #TlStoreChange flags
   *
   * Emitted on the main context the store was opened from, after a write
   * succeeded (and after its own callback ran), whoever queued it.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tl_store_init (TlStore *self)
{
}

/* A store with its thread started and the open job queued. */
static TlStore *
store_start (const char        *path,
             GError           **error)
{
  static gsize limited;

  /* the store is all of SQLite's users in the process: a crafted library
   * cannot make it take more memory than this (a large history needs a few
   * tens of MB: the 16 MB page cache, the statistics' sums) */
  if (g_once_init_enter (&limited))
    {
      sqlite3_hard_heap_limit64 (TL_STORE_HEAP_LIMIT);
      g_once_init_leave (&limited, 1);
    }

  g_autoptr(TlStore) self = g_object_new (TL_TYPE_STORE, NULL);
  Worker *worker = g_new0 (Worker, 1);

  g_atomic_ref_count_init (&worker->ref);
  worker->queue = g_async_queue_new ();
  worker->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&worker->store, self);
  self->worker = worker;
  self->path = g_strdup (path);
  self->thread = g_thread_try_new ("tl-store", worker_main, worker_ref (worker), error);
  if (self->thread == NULL)
    {
      worker_unref (worker);   /* the thread's reference */
      return NULL;
    }
  return g_steal_pointer (&self);
}

TlStore *
tl_store_open (const char        *path,
               TlStoreOpenFlags   flags,
               GError           **error)
{
  g_autoptr(TlStore) self = NULL;
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = store_start (path, error);
  if (self == NULL)
    return NULL;
  args = _tl_store_args_new (NULL, NULL, path);
  args->flags = flags;
  if (run_sync (self, JOB_OPEN, NULL, args, error) == NULL)
    return NULL;
  return g_steal_pointer (&self);
}

void
tl_store_open_async (const char         *path,
                     TlStoreOpenFlags    flags,
                     GCancellable       *cancellable,
                     GAsyncReadyCallback callback,
                     gpointer            user_data)
{
  g_autoptr(TlStore) self = NULL;
  GError *error = NULL;
  TlStoreArgs *args;

  g_return_if_fail (path != NULL);

  self = store_start (path, &error);
  if (self == NULL)
    {
      g_task_report_error (NULL, callback, user_data, tl_store_open_async, error);
      return;
    }
  args = _tl_store_args_new (NULL, NULL, path);
  args->flags = flags;
  run_async (self, JOB_OPEN, NULL, args, NULL, cancellable, callback, user_data,
             tl_store_open_async);
}

TlStore *
tl_store_open_finish (GAsyncResult  *result,
                      GError       **error)
{
  GTask *task = G_TASK (result);

  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (task) == tl_store_open_async, NULL);

  if (g_task_propagate_pointer (task, error) == NULL)
    return NULL;
  return g_object_ref (TL_STORE (g_task_get_source_object (task)));
}

void
tl_store_close (TlStore *self)
{
  g_return_if_fail (TL_IS_STORE (self));

  if (self->thread == NULL)
    return;
  g_async_queue_push (self->worker->queue, &quit_job);
  /* the last reference may be dropped on the store's own thread (a task freed
   * there): it cannot wait for itself, and stops after this job */
  if (g_thread_self () == self->thread)
    g_thread_unref (self->thread);
  else
    g_thread_join (self->thread);
  self->thread = NULL;
}

const char *
tl_store_get_path (TlStore *self)
{
  g_return_val_if_fail (TL_IS_STORE (self), NULL);
  return self->path;
}

gboolean
tl_store_is_read_only (TlStore *self)
{
  g_return_val_if_fail (TL_IS_STORE (self), TRUE);
  return g_atomic_int_get (&self->worker->read_only);
}

char *
tl_store_dup_read_only_message (TlStore *self)
{
  g_return_val_if_fail (TL_IS_STORE (self), NULL);
  if (!g_atomic_int_get (&self->worker->read_only))
    return NULL;
  return _tl_store_read_only_message (self->path, g_atomic_int_get (&self->worker->read_only_why));
}

/* Paths. */

char *
tl_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tilelands", "tilelands.db", NULL);
}

const char *
tl_store_sqlite_version (void)
{
  return sqlite3_libversion ();
}

char *
tl_store_choose_path (const char *explicit_path)
{
  const char *env = g_getenv ("TILELANDS_DB");

  if (explicit_path != NULL)
    return g_strdup (explicit_path);
  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return tl_store_default_path ();
}

gboolean
tl_store_move_aside (const char  *path,
                     char       **moved_to,
                     GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *target = g_strdup_printf ("%s.unreadable-%s", path, stamp);
  static const char * const suffixes[] = { "", "-wal", "-shm", "-closed" };

  g_return_val_if_fail (path != NULL, FALSE);

  for (guint n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.unreadable-%s-%u", path, stamp, n);
    }
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (target, suffixes[i], NULL);

      if (g_rename (from, to) != 0 && (i == 0 || errno != ENOENT))
        {
          int saved = errno;
          /* Translators: "%1$s" is a file name, "%2$s" says why in the system's words */
          _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, N_("cannot move the library "
                              "aside to %1$s: %2$s"), to, g_strerror (saved));
          return FALSE;
        }
    }
  if (moved_to != NULL)
    *moved_to = g_steal_pointer (&target);
  return TRUE;
}
