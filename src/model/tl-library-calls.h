/* tl-library-calls.h — what the windows ask of the library: thin calls over
 * the store, so that no window names the store (docs/library-ui.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each call is the store's call of the same name (src/store/tl-store.h says
 * what it does, its arguments and its errors) made on the library's store;
 * the answer comes on the caller's thread-default main context, with the
 * library as the source object, and its _finish() gives the store's answer
 * and errors. A library that is not open (tl_library_get_store() %NULL)
 * answers %TL_STORE_ERROR_CLOSED, "the library is closed", as a closed store
 * does. Included by tl-library.h.
 */
#pragma once

#include "tl-library.h"

G_BEGIN_DECLS

/**
 * tl_library_choose_path:
 *
 * Returns: (transfer full): the library file the application opens:
 *   `TILELANDS_DB` when set, else `tilelands.db` in the user data folder
 *   (tl_store_choose_path() with no explicit path).
 */
char      *tl_library_choose_path               (void);

/**
 * tl_library_name_key:
 * @name: a player's name as typed (UTF-8)
 *
 * Returns: (transfer full): the key that makes one player of "Ana", " ana" and
 *   "ANA" (tl_store_name_key(): trimmed, NFKC, case-folded).
 */
char      *tl_library_name_key                  (const char *name);

/**
 * tl_library_dup_read_only_message:
 * @self: a library
 *
 * Returns: (transfer full) (nullable): why the open library cannot be written
 *   ("PATH: the library is on a read-only disk: games will not be saved";
 *   tl_store_dup_read_only_message()), %NULL when it can or is not open.
 */
char      *tl_library_dup_read_only_message     (TlLibrary *self);

/* A game's record (saved or finished): tl_store_load_record_async(). */
void       tl_library_load_record_async         (TlLibrary          *self,
                                                 const char         *id,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
TlRecord  *tl_library_load_record_finish        (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* A stored game's text into @path: tl_store_export_game_async(). */
void       tl_library_export_game_async         (TlLibrary          *self,
                                                 const char         *id,
                                                 const char         *path,
                                                 TlStoreExportFlags  flags,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean   tl_library_export_game_finish        (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* A game's title (white space only: none): tl_store_rename_game_async(). */
void       tl_library_rename_game_async         (TlLibrary          *self,
                                                 const char         *id,
                                                 const char         *title,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean   tl_library_rename_game_finish        (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* The History's player names, for its filter: tl_store_list_player_names_async(). */
void       tl_library_list_player_names_async   (TlLibrary          *self,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
char     **tl_library_list_player_names_finish  (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* The whole library into a file: tl_store_export_library_async(). */
void       tl_library_export_library_async      (TlLibrary          *self,
                                                 const char         *path,
                                                 TlStoreExportFlags  flags,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean   tl_library_export_library_finish     (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

/* Another library merged into this one: tl_store_import_library_async();
 * @taken: (out caller-allocates) (optional): what was taken and left out. */
void       tl_library_import_library_async      (TlLibrary          *self,
                                                 const char         *path,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean   tl_library_import_library_finish     (TlLibrary             *self,
                                                 GAsyncResult          *result,
                                                 TlStoreLibraryImport  *taken,
                                                 GError               **error);

/* User tile sets and map layouts (the editors): tl_store_save_document_async()
 * and the others of src/store/tl-store.h, by @kind. */
void       tl_library_save_document_async       (TlLibrary          *self,
                                                 TlStoreDocKind      kind,
                                                 const char         *json,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
char      *tl_library_save_document_finish      (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);
void       tl_library_load_document_async       (TlLibrary          *self,
                                                 TlStoreDocKind      kind,
                                                 const char         *id,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
char      *tl_library_load_document_finish      (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);
void       tl_library_delete_document_async     (TlLibrary          *self,
                                                 TlStoreDocKind      kind,
                                                 const char         *id,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
gboolean   tl_library_delete_document_finish    (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);
/* Returns: (element-type TlStoreDocInfo) (transfer full) */
void       tl_library_list_documents_async      (TlLibrary          *self,
                                                 TlStoreDocKind      kind,
                                                 GCancellable       *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer            user_data);
GPtrArray *tl_library_list_documents_finish     (TlLibrary     *self,
                                                 GAsyncResult  *result,
                                                 GError       **error);

G_END_DECLS
