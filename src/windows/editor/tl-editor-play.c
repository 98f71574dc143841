/* tl-editor-play.c — what both editors need to play what they made: a new-game
 * window over a free main window, and the user's documents loaded for it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-application.h"
#include "tl-editor-play.h"
#include "tl-library-window.h"
#include "tl-window.h"
#include "tl-format-error.h"

static void
on_start (TlNewGameWindow *dialog, TlWindow *window)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_new_game_window_build_record (dialog, tl_record_random_seed (), &error);

  if (record == NULL || !tl_window_start_game (window, record, &error))
    {
      AdwMessageDialog *message = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (dialog),
                                                                              _("Could Not Start"), NULL));

      g_autofree char *body = tl_format_error_describe (error);

      adw_message_dialog_set_body (message, body);
      adw_message_dialog_add_response (message, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (window));
}

/* A main window free to start a game: one showing no game in progress, else a
 * new one. */
static TlWindow *
free_main_window (GtkApplication *application)
{
  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (TL_IS_WINDOW (l->data))
      {
        TlGame *game = tl_window_get_game (l->data);

        if (game == NULL || tl_game_get_phase (game) == TL_PHASE_OVER)
          return l->data;
      }
  return tl_window_new (ADW_APPLICATION (application));
}

TlNewGameWindow *
tl_editor_play_new_game (GtkApplication *application)
{
  TlWindow *window = free_main_window (application);
  GSettings *settings = application != NULL && TL_IS_APPLICATION (application)
                        ? tl_application_get_settings (TL_APPLICATION (application)) : NULL;
  TlNewGameWindow *dialog;

  gtk_window_present (GTK_WINDOW (window));
  dialog = tl_new_game_window_new (GTK_WINDOW (window), settings);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_start), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* ---- the user's documents, for the new-game window ---- */

typedef struct {
  TlNewGameWindow *window;   /* weak */
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
tl_editor_play_load (TlNewGameWindow    *window,
                     TlLibrary            *store,
                     TlStoreDocKind      kind,
                     TlEditorPlayLoaded  loaded,
                     gpointer            data,
                     GDestroyNotify      free_data)
{
  Load *load;

  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (window));
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
