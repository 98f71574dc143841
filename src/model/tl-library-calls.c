/* tl-library-calls.c — what the windows ask of the library: thin calls over
 * the store (tl-library-calls.h)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call makes a GTask of the library, hands the store's call a callback
 * that puts the store's own result in it, and its _finish() passes that
 * result to the store's _finish(): the store's answers and errors, unchanged.
 */
#include "tl-library.h"

/* The store's answer came: it is the library's task's answer. */
static void
forward (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  GTask *task = data;

  g_task_return_pointer (task, g_object_ref (result), g_object_unref);
  g_object_unref (task);
}

/* A task of @self for a call tagged @tag, and in @store the store to call;
 * %NULL (the answer %TL_STORE_ERROR_CLOSED already on its way) when the
 * library is not open. */
static GTask *
call_new (TlLibrary           *self,
          gpointer             tag,
          GAsyncReadyCallback  callback,
          gpointer             data,
          TlStore            **store)
{
  GTask *task;

  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  task = g_task_new (self, NULL, callback, data);
  g_task_set_source_tag (task, tag);
  *store = tl_library_get_store (self);
  if (*store == NULL)
    {
      g_task_return_new_error (task, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED, "the library is closed");
      g_object_unref (task);
      return NULL;
    }
  return task;
}

/* The store's result in @result (transfer full), or %NULL and @error. */
static GAsyncResult *
call_result (TlLibrary     *self,
             GAsyncResult  *result,
             gpointer       tag,
             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tag, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

#define STORE_OF(inner) TL_STORE (g_task_get_source_object (G_TASK (inner)))

char *
tl_library_choose_path (void)
{
  return tl_store_choose_path (NULL);
}

char *
tl_library_name_key (const char *name)
{
  return tl_store_name_key (name);
}

char *
tl_library_dup_read_only_message (TlLibrary *self)
{
  TlStore *store;

  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  store = tl_library_get_store (self);
  return store != NULL ? tl_store_dup_read_only_message (store) : NULL;
}

void
tl_library_load_record_async (TlLibrary          *self,
                              const char         *id,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_load_record_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_load_record_async (store, id, cancellable, forward, task);
}

TlRecord *
tl_library_load_record_finish (TlLibrary     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_load_record_async, error);

  return inner != NULL ? tl_store_load_record_finish (STORE_OF (inner), inner, error) : NULL;
}

void
tl_library_export_game_async (TlLibrary          *self,
                              const char         *id,
                              const char         *path,
                              TlStoreExportFlags  flags,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_export_game_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_export_game_async (store, id, path, flags, cancellable, forward, task);
}

gboolean
tl_library_export_game_finish (TlLibrary     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_export_game_async, error);

  return inner != NULL && tl_store_export_game_finish (STORE_OF (inner), inner, error);
}

void
tl_library_rename_game_async (TlLibrary          *self,
                              const char         *id,
                              const char         *title,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_rename_game_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_rename_game_async (store, id, title, cancellable, forward, task);
}

gboolean
tl_library_rename_game_finish (TlLibrary     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_rename_game_async, error);

  return inner != NULL && tl_store_rename_game_finish (STORE_OF (inner), inner, error);
}

void
tl_library_list_player_names_async (TlLibrary          *self,
                                    GCancellable       *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_list_player_names_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_list_player_names_async (store, cancellable, forward, task);
}

char **
tl_library_list_player_names_finish (TlLibrary     *self,
                                     GAsyncResult  *result,
                                     GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_list_player_names_async, error);

  return inner != NULL ? tl_store_list_player_names_finish (STORE_OF (inner), inner, error) : NULL;
}

void
tl_library_export_library_async (TlLibrary          *self,
                                 const char         *path,
                                 TlStoreExportFlags  flags,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_export_library_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_export_library_async (store, path, flags, cancellable, forward, task);
}

gboolean
tl_library_export_library_finish (TlLibrary     *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_export_library_async, error);

  return inner != NULL && tl_store_export_library_finish (STORE_OF (inner), inner, error);
}

void
tl_library_import_library_async (TlLibrary          *self,
                                 const char         *path,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_import_library_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_import_library_async (store, path, cancellable, forward, task);
}

gboolean
tl_library_import_library_finish (TlLibrary             *self,
                                  GAsyncResult          *result,
                                  TlStoreLibraryImport  *taken,
                                  GError               **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_import_library_async, error);

  return inner != NULL && tl_store_import_library_finish (STORE_OF (inner), inner, taken, error);
}

void
tl_library_save_document_async (TlLibrary          *self,
                                TlStoreDocKind      kind,
                                const char         *json,
                                GCancellable       *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_save_document_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_save_document_async (store, kind, json, cancellable, forward, task);
}

char *
tl_library_save_document_finish (TlLibrary     *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_save_document_async, error);

  return inner != NULL ? tl_store_save_document_finish (STORE_OF (inner), inner, error) : NULL;
}

void
tl_library_load_document_async (TlLibrary          *self,
                                TlStoreDocKind      kind,
                                const char         *id,
                                GCancellable       *cancellable,
                                GAsyncReadyCallback callback,
                                gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_load_document_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_load_document_async (store, kind, id, cancellable, forward, task);
}

char *
tl_library_load_document_finish (TlLibrary     *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_load_document_async, error);

  return inner != NULL ? tl_store_load_document_finish (STORE_OF (inner), inner, error) : NULL;
}

void
tl_library_delete_document_async (TlLibrary          *self,
                                  TlStoreDocKind      kind,
                                  const char         *id,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_delete_document_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_delete_document_async (store, kind, id, cancellable, forward, task);
}

gboolean
tl_library_delete_document_finish (TlLibrary     *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_delete_document_async, error);

  return inner != NULL && tl_store_delete_document_finish (STORE_OF (inner), inner, error);
}

void
tl_library_list_documents_async (TlLibrary          *self,
                                 TlStoreDocKind      kind,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  TlStore *store;
  GTask *task = call_new (self, tl_library_list_documents_async, callback, user_data, &store);

  if (task != NULL)
    tl_store_list_documents_async (store, kind, cancellable, forward, task);
}

GPtrArray *
tl_library_list_documents_finish (TlLibrary     *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_autoptr (GAsyncResult) inner = call_result (self, result, tl_library_list_documents_async, error);

  return inner != NULL ? tl_store_list_documents_finish (STORE_OF (inner), inner, error) : NULL;
}
