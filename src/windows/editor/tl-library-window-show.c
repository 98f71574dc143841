/* tl-library-window-show.c — one library window per kind and application, and
 * the application actions that show them
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-application.h"
#include "tl-library-window-private.h"

TlLibrary *
tl_library_window_app_store (GtkApplication *application,
                             const GError  **error)
{
  TlLibrary *library = application != NULL && TL_IS_APPLICATION (application)
                       ? tl_application_get_library (TL_APPLICATION (application)) : NULL;

  if (error != NULL)
    *error = library != NULL ? tl_library_get_error (library) : NULL;
  /* (the library while it is open: the editors' `store` is NULL otherwise) */
  return library != NULL && tl_library_get_store (library) != NULL ? library : NULL;
}

static TlLibraryWindow *
find_window (GtkApplication *application, const TlLibraryKind *kind)
{
  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (TL_IS_LIBRARY_WINDOW (l->data) && TL_LIBRARY_WINDOW (l->data)->kind == kind)
      return l->data;
  return NULL;
}

static TlLibraryWindow *
make_window (GtkApplication *application, const TlLibraryKind *kind, TlLibrary *store)
{
  const GError *error = NULL;
  TlLibraryWindow *window;

  if (store == NULL)
    store = tl_library_window_app_store (application, &error);
  window = tl_library_window_new (application, kind, store, error);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

typedef struct {
  GtkApplication *application;
  const TlLibraryKind *kind;
} Pending;

static void
pending_free (gpointer data, GClosure *closure)
{
  Pending *pending = data;

  g_clear_object (&pending->application);
  g_free (pending);
}

/* The app's library was still opening: the window once it is open (or not). */
static void
on_library_status (TlLibrary *library, GParamSpec *pspec, Pending *pending)
{
  g_autoptr(GtkApplication) application = NULL;
  const TlLibraryKind *kind = pending->kind;

  if (tl_library_get_status (library) == TL_LIBRARY_OPENING)
    return;
  application = g_object_ref (pending->application);
  g_signal_handlers_disconnect_by_data (library, pending);   /* frees @pending */
  if (find_window (application, kind) == NULL)
    make_window (application, kind, NULL);
}

TlLibraryWindow *
tl_library_window_show (GtkApplication      *application,
                        const TlLibraryKind *kind,
                        TlLibrary             *store)
{
  TlLibraryWindow *window;
  TlLibrary *library;

  g_return_val_if_fail (kind != NULL, NULL);

  window = find_window (application, kind);
  library = application != NULL && TL_IS_APPLICATION (application)
            ? tl_application_get_library (TL_APPLICATION (application)) : NULL;
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return window;
    }
  if (store == NULL && library != NULL && tl_library_get_status (library) == TL_LIBRARY_OPENING)
    {
      Pending *pending = g_new0 (Pending, 1);

      /* asked twice while opening: the second finds the first's window */
      pending->application = g_object_ref (application);
      pending->kind = kind;
      g_signal_connect_data (library, "notify::status", G_CALLBACK (on_library_status), pending,
                             pending_free, 0);
      return NULL;
    }
  return make_window (application, kind, store);
}

static void
on_show_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  const TlLibraryKind *(*kind) (void) = g_object_get_data (G_OBJECT (action), "tl-library-kind");

  tl_library_window_show (GTK_APPLICATION (data), kind (), NULL);
}

void
tl_library_window_install (GtkApplication       *application,
                           const char           *action,
                           const TlLibraryKind *(*kind) (void))
{
  g_autoptr(GSimpleAction) simple = g_simple_action_new (action, NULL);

  g_return_if_fail (GTK_IS_APPLICATION (application));
  g_object_set_data (G_OBJECT (simple), "tl-library-kind", kind);
  g_signal_connect_object (simple, "activate", G_CALLBACK (on_show_activated), application, 0);
  g_action_map_add_action (G_ACTION_MAP (application), G_ACTION (simple));
}
