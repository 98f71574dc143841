/* tl-store-library-calls.c — TlStore's public calls for the whole library and for documents (export and import of the whole library, user tile sets and map layouts)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call packs its arguments (TlStoreArgs) and queues the work on the
 * store's thread through tl-store-queue-private.h; the work itself is in tl-store-library.c and tl-store-documents.c.
 */
#include "config.h"

#include "tl-format-json.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"
#include "tl-store-queue-private.h"

/* The whole library. */

static TlStoreArgs *
export_args (const char         *path,
             TlStoreExportFlags  flags)
{
  TlStoreArgs *args = _tl_store_args_new (NULL, NULL, path);

  args->flags = flags;
  return args;
}

gboolean
tl_store_export_library (TlStore            *self,
                         const char         *path,
                         TlStoreExportFlags  flags,
                         GError            **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && path != NULL, FALSE);

  args = export_args (path, flags);
  return _tl_store_run (self, _tl_store_work_export_library, args, error) != NULL;
}

void
tl_store_export_library_async (TlStore            *self,
                               const char         *path,
                               TlStoreExportFlags  flags,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && path != NULL);

  _tl_store_run_async (self, _tl_store_work_export_library, export_args (path, flags), NULL,
             cancellable, callback, user_data, tl_store_export_library_async);
}

gboolean
tl_store_export_library_finish (TlStore       *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  return _tl_store_finish (self, result, tl_store_export_library_async, error) != NULL;
}

gboolean
tl_store_import_library (TlStore              *self,
                         const char           *path,
                         TlStoreLibraryImport *result,
                         GError              **error)
{
  g_autoptr(TlStoreArgs) args = NULL;
  g_autofree TlStoreLibraryImport *counts = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && path != NULL, FALSE);

  args = _tl_store_args_new (NULL, NULL, path);
  counts = _tl_store_run (self, _tl_store_work_import_library, args, error);
  if (counts != NULL && result != NULL)
    *result = *counts;
  return counts != NULL;
}

void
tl_store_import_library_async (TlStore            *self,
                               const char         *path,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && path != NULL);

  _tl_store_run_async (self, _tl_store_work_import_library, _tl_store_args_new (NULL, NULL, path),
             g_free, cancellable, callback, user_data, tl_store_import_library_async);
}

gboolean
tl_store_import_library_finish (TlStore              *self,
                                GAsyncResult         *result,
                                TlStoreLibraryImport *out,
                                GError              **error)
{
  g_autofree TlStoreLibraryImport *counts =
    _tl_store_finish (self, result, tl_store_import_library_async, error);

  if (counts != NULL && out != NULL)
    *out = *counts;
  return counts != NULL;
}

/* User tile sets and map layouts. */

static TlStoreArgs *
document_args (TlStoreDocKind  kind,
               const char     *id,
               const char     *json)
{
  TlStoreArgs *args = _tl_store_args_new (id, json, NULL);

  args->kind = kind;
  return args;
}

char *
tl_store_save_document (TlStore         *self,
                        TlStoreDocKind   kind,
                        const char      *json,
                        GError         **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && json != NULL, NULL);

  args = document_args (kind, NULL, json);
  return _tl_store_run (self, _tl_store_work_save_document, args, error);
}

void
tl_store_save_document_async (TlStore            *self,
                              TlStoreDocKind      kind,
                              const char         *json,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && json != NULL);

  _tl_store_run_async (self, _tl_store_work_save_document, document_args (kind, NULL, json),
             g_free, cancellable, callback, user_data, tl_store_save_document_async);
}

char *
tl_store_save_document_finish (TlStore       *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  return _tl_store_finish (self, result, tl_store_save_document_async, error);
}

GPtrArray *
tl_store_list_documents (TlStore         *self,
                         TlStoreDocKind   kind,
                         GError         **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self), NULL);

  args = document_args (kind, NULL, NULL);
  return _tl_store_run (self, _tl_store_work_list_documents, args, error);
}

void
tl_store_list_documents_async (TlStore            *self,
                               TlStoreDocKind      kind,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self));

  _tl_store_run_async (self, _tl_store_work_list_documents, document_args (kind, NULL, NULL),
             (GDestroyNotify) g_ptr_array_unref, cancellable, callback, user_data,
             tl_store_list_documents_async);
}

GPtrArray *
tl_store_list_documents_finish (TlStore       *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  return _tl_store_finish (self, result, tl_store_list_documents_async, error);
}

char *
tl_store_load_document (TlStore         *self,
                        TlStoreDocKind   kind,
                        const char      *id,
                        GError         **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, NULL);

  args = document_args (kind, id, NULL);
  return _tl_store_run (self, _tl_store_work_load_document, args, error);
}

void
tl_store_load_document_async (TlStore            *self,
                              TlStoreDocKind      kind,
                              const char         *id,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_load_document, document_args (kind, id, NULL),
             g_free, cancellable, callback, user_data, tl_store_load_document_async);
}

char *
tl_store_load_document_finish (TlStore       *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  return _tl_store_finish (self, result, tl_store_load_document_async, error);
}

gboolean
tl_store_delete_document (TlStore         *self,
                          TlStoreDocKind   kind,
                          const char      *id,
                          GError         **error)
{
  g_autoptr(TlStoreArgs) args = NULL;

  g_return_val_if_fail (TL_IS_STORE (self) && id != NULL, FALSE);

  args = document_args (kind, id, NULL);
  return _tl_store_run (self, _tl_store_work_delete_document, args, error) != NULL;
}

void
tl_store_delete_document_async (TlStore            *self,
                                TlStoreDocKind      kind,
                                const char         *id,
                                GCancellable       *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  g_return_if_fail (TL_IS_STORE (self) && id != NULL);

  _tl_store_run_async (self, _tl_store_work_delete_document, document_args (kind, id, NULL),
             NULL, cancellable, callback, user_data, tl_store_delete_document_async);
}

gboolean
tl_store_delete_document_finish (TlStore       *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  return _tl_store_finish (self, result, tl_store_delete_document_async, error) != NULL;
}

/* For tests. */

static gpointer
work_page_limit (TlStoreDb   *db,
                 TlStoreArgs *args,
                 GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %u", args->flags);

  return _tl_store_db_exec (db, sql, error) ? TL_STORE_DONE : NULL;
}

gboolean
_tl_store_set_page_limit_for_testing (TlStore  *self,
                                     guint     pages,
                                     GError  **error)
{
  g_autoptr(TlStoreArgs) args = _tl_store_args_new (NULL, NULL, NULL);

  args->flags = pages;
  return _tl_store_run (self, work_page_limit, args, error) != NULL;
}

static gpointer
work_exec (TlStoreDb   *db,
           TlStoreArgs *args,
           GError     **error)
{
  return _tl_store_db_exec (db, args->text, error) ? TL_STORE_DONE : NULL;
}

gboolean
_tl_store_exec_for_testing (TlStore     *self,
                            const char  *sql,
                            GError     **error)
{
  g_autoptr(TlStoreArgs) args = _tl_store_args_new (NULL, sql, NULL);

  return _tl_store_run (self, work_exec, args, error) != NULL;
}
