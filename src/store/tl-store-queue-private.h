/* tl-store-queue-private.h — how the public calls queue work on the store's thread
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tl-store.c owns the thread and its queue; tl-store-game-calls.c and
 * tl-store-library-calls.c pack each public call's arguments and queue its
 * work (a #TlStoreWork of tl-store-private.h) with these. Nothing here is public.
 */
#pragma once

#include "tl-store-private.h"

G_BEGIN_DECLS

typedef struct _TlStoreJob TlStoreJob;

/* Arguments for one piece of work, with copies of the strings given (any may
 * be NULL); freed with _tl_store_args_free(), which frees every member. */
TlStoreArgs *_tl_store_args_new   (const char *id,
                                   const char *text,
                                   const char *path);
void         _tl_store_args_free  (gpointer    args);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreArgs, _tl_store_args_free)

/* Queues @work on the store's thread and waits for its result (NULL with
 * @error set when it failed, or TL_STORE_ERROR_CLOSED once the store is
 * closed). @args stays the caller's. */
gpointer     _tl_store_run        (TlStore      *self,
                                   TlStoreWork   work,
                                   TlStoreArgs  *args,
                                   GError      **error);

/* Queues @work and returns at once; @callback runs on the caller's
 * thread-default main context. Takes @args; @result_free frees a result no
 * one finished. */
void         _tl_store_run_async  (TlStore             *self,
                                   TlStoreWork          work,
                                   TlStoreArgs         *args,
                                   GDestroyNotify       result_free,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data,
                                   gpointer             source_tag);

/* The result of a call queued with _tl_store_run_async() and @source_tag. */
gpointer     _tl_store_finish     (TlStore       *self,
                                   GAsyncResult  *result,
                                   gpointer       source_tag,
                                   GError       **error);

/* A queued job the caller waits for later with _tl_store_job_wait() (so that
 * the next file can be read meanwhile); NULL with @error set when closed.
 * @args stays the caller's until the wait returns. */
TlStoreJob  *_tl_store_job_start  (TlStore      *self,
                                   TlStoreWork   work,
                                   TlStoreArgs  *args,
                                   GError      **error);
gpointer     _tl_store_job_wait   (TlStoreJob   *job,
                                   GError      **error);

G_END_DECLS
