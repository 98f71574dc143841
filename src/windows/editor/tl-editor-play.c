/* tl-editor-play.c — the user's tile sets or maps read from the library, for the
 * new-game window to offer
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-editor-play.h"
#include "tl-library-window.h"

/* ---- the user's documents, for the new-game window ---- */

typedef struct {
  GtkWindow *window;         /* weak */
  TlLibrary *store;
  TlStoreDocKind kind;
  GPtrArray *ids;            /* char*, still to load */
  GPtrArray *jsons;          /* char*, loaded */
  GCancellable *cancellable;
  TlEditorPlayLoaded loaded;
  gpointer data;
  GDestroyNotify free_data;
} Load;

static void
load_free (Load *load)
{
  if (load->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (load->window), (gpointer *) &load->window);
  g_object_unref (load->store);
  g_ptr_array_unref (load->ids);
  g_ptr_array_unref (load->jsons);
  g_object_unref (load->cancellable);
  if (load->free_data != NULL)
    load->free_data (load->data);
  g_free (load);
}

static void load_next (Load *load);

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Load *load = data;
  g_autoptr(GError) error = NULL;
  char *json = tl_library_load_document_finish (TL_LIBRARY (source), result, &error);

  if (load->window == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_free (json);
      load_free (load);
      return;
    }
  if (json != NULL)
    g_ptr_array_add (load->jsons, json);
  load_next (load);
}

static void
load_next (Load *load)
{
  g_autofree char *id = NULL;

  if (load->ids->len == 0)
    {
      load->loaded (load->window, load->jsons, load->data);
      load_free (load);
      return;
    }
  id = g_ptr_array_steal_index (load->ids, 0);
  tl_library_load_document_async (load->store, load->kind, id, load->cancellable, on_loaded, load);
}

static void
on_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  Load *load = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) infos = tl_library_list_documents_finish (TL_LIBRARY (source), result, &error);

  if (infos == NULL || load->window == NULL)
    {
      load_free (load);
      return;
    }
  for (guint i = 0; i < infos->len; i++)
    g_ptr_array_add (load->ids, g_strdup (((TlStoreDocInfo *) g_ptr_array_index (infos, i))->id));
  load_next (load);
}

void
tl_editor_play_load (GtkWindow          *window,
                     TlLibrary            *store,
                     TlStoreDocKind      kind,
                     TlEditorPlayLoaded  loaded,
                     gpointer            data,
                     GDestroyNotify      free_data)
{
  Load *load;

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (loaded != NULL);

  if (store == NULL)
    store = tl_library_window_app_store (GTK_APPLICATION (g_application_get_default ()), NULL);
  if (store == NULL)
    {
      if (free_data != NULL)
        free_data (data);
      return;
    }
  load = g_new0 (Load, 1);
  load->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &load->window);
  load->store = g_object_ref (store);
  load->kind = kind;
  load->ids = g_ptr_array_new_with_free_func (g_free);
  load->jsons = g_ptr_array_new_with_free_func (g_free);
  load->cancellable = g_cancellable_new ();
  load->loaded = loaded;
  load->data = data;
  load->free_data = free_data;
  tl_library_list_documents_async (store, kind, load->cancellable, on_listed, load);
}
