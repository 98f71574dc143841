/* tl-window-library-files.c — the whole library out to a file and in from one
 * (the main menu's Export Library… and Import Library…)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * To move between the Flatpak and a distribution build, which keep separate
 * data folders, or to keep a backup (issue 10, docs/design.md §5). The store does the
 * work on its own thread (tl_library_export_library_async(),
 * tl_library_import_library_async(): the store's calls of those names);
 * the saved games, the history and the statistics follow its `changed` signal.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-library-actions.h"
#include "tl-window-private.h"

typedef struct {
  TlWindow *window;      /* (weak) */
  char *path;            /* where the copy goes */
} Transfer;

static void
transfer_free (Transfer *transfer)
{
  g_clear_weak_pointer (&transfer->window);
  g_free (transfer->path);
  g_free (transfer);
}

static Transfer *
transfer_new (TlWindow *window, const char *path)
{
  Transfer *transfer = g_new0 (Transfer, 1);

  g_set_weak_pointer (&transfer->window, window);
  transfer->path = g_strdup (path);
  return transfer;
}

static AdwToastOverlay *
toasts (TlWindow *self)
{
  return self->toast_overlay;
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) libraries = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (libraries, _("Tilelands Libraries"));
  gtk_file_filter_add_suffix (libraries, "db");
  gtk_file_filter_add_suffix (libraries, "sqlite");
  gtk_file_chooser_add_filter (chooser, libraries);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, libraries);
}

static GtkFileChooserNative *
new_chooser (TlWindow *self, const char *title, GtkFileChooserAction action, const char *accept)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                                              accept, _("_Cancel"));
  g_autoptr(GFile) folder = tl_library_start_folder (self->folder);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), folder, NULL);
  add_filters (GTK_FILE_CHOOSER (native));
  return native;
}

/* ---- export ---- */

static void
on_library_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  Transfer *transfer = data;
  g_autoptr(GError) error = NULL;

  tl_library_export_library_finish (TL_LIBRARY (source), result, &error);
  if (transfer->window != NULL)
    {
      if (error != NULL)
        tl_library_show_error (toasts (transfer->window), error);
      else
        {
          g_autofree char *name = g_path_get_basename (transfer->path);
          g_autofree char *text = g_strdup_printf (_("Library exported to “%s”"), name);

          _tl_window_show_toast (transfer->window, text);
        }
    }
  transfer_free (transfer);
}

/* The store writes the copy beside the chosen file and puts it in its place
 * once complete (the file the user chose to replace stays whole until then),
 * keeping a link and the file's permissions as Save does. */
static void
export_to (TlWindow *self, const char *path)
{
  TlLibrary *library = tl_window_get_library (self);

  if (!_tl_window_library_is_open (self))
    return;
  /* the file chooser asked before a file is replaced */
  tl_library_export_library_async (library, path, TL_STORE_EXPORT_REPLACE, NULL, on_library_exported,
                                   transfer_new (self, path));
}

static void
on_export_response (GtkNativeDialog *native, int response, TlWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        {
          _tl_window_remember_folder (self, file);
          export_to (self, path);
        }
    }
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
action_export_library (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlWindow *self = data;
  GtkFileChooserNative *native;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the name offered for a copy of the library; %s is a date (2026-12-01) */
  g_autofree char *name = g_strdup_printf (_("Tilelands Library %s.db"), day);

  native = new_chooser (self, _("Export Library"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_signal_connect (native, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ---- import ---- */

/* "2 games could not be read and were left out" (and the tile sets, maps), or NULL. */
static char *
left_out_text (const TlStoreLibraryImport *taken)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (taken->left_out_games > 0)
    g_ptr_array_add (parts, g_strdup_printf (
      /* Translators: after Import Library…: games of the other library that were not taken */
      g_dngettext (GETTEXT_PACKAGE, "%u game could not be read and was left out",
                   "%u games could not be read and were left out", taken->left_out_games),
      taken->left_out_games));
  if (taken->left_out_tilesets > 0)
    g_ptr_array_add (parts, g_strdup_printf (
      /* Translators: after Import Library…: tile sets of the other library that were not taken */
      g_dngettext (GETTEXT_PACKAGE, "%u tile set could not be read and was left out",
                   "%u tile sets could not be read and were left out", taken->left_out_tilesets),
      taken->left_out_tilesets));
  if (taken->left_out_maps > 0)
    g_ptr_array_add (parts, g_strdup_printf (
      /* Translators: after Import Library…: maps of the other library that were not taken */
      g_dngettext (GETTEXT_PACKAGE, "%u map could not be read and was left out",
                   "%u maps could not be read and were left out", taken->left_out_maps),
      taken->left_out_maps));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv ("; ", (char **) parts->pdata);
}

static void
on_library_imported (GObject *source, GAsyncResult *result, gpointer data)
{
  Transfer *transfer = data;
  g_autoptr(GError) error = NULL;
  TlStoreLibraryImport taken = { 0 };

  if (!tl_library_import_library_finish (TL_LIBRARY (source), result, &taken, &error))
    {
      if (transfer->window != NULL)
        tl_library_show_error (toasts (transfer->window), error);
    }
  else if (transfer->window != NULL)
    {
      /* Translators: after Import Library…; each %u is a number of things taken */
      g_autofree char *text = g_strdup_printf (_("Library imported — finished games: %u, "
                                                 "saved games: %u, tile sets: %u, maps: %u"),
                                               taken.finished, taken.saved, taken.tilesets,
                                               taken.maps);
      g_autofree char *left_out = left_out_text (&taken);

      if (left_out != NULL)
        {
          g_autofree char *both = g_strconcat (text, ". ", left_out, NULL);

          _tl_window_show_toast (transfer->window, both);
        }
      else
        _tl_window_show_toast (transfer->window, text);
    }
  transfer_free (transfer);
}

static void
on_import_response (GtkNativeDialog *native, int response, TlWindow *self)
{
  TlLibrary *library = tl_window_get_library (self);

  if (response == GTK_RESPONSE_ACCEPT && _tl_window_library_is_open (self))
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        {
          _tl_window_remember_folder (self, file);
          tl_library_import_library_async (library, path, NULL, on_library_imported,
                                           transfer_new (self, path));
        }
    }
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

static void
action_import_library (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlWindow *self = data;
  GtkFileChooserNative *native;

  native = new_chooser (self, _("Import Library"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"));
  g_signal_connect (native, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static const GActionEntry library_file_entries[] = {
  { "export-library", action_export_library },
  { "import-library", action_import_library },
};

void
_tl_window_library_files_init (TlWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), library_file_entries,
                                   G_N_ELEMENTS (library_file_entries), self);
}

void
_tl_window_library_files_update_actions (TlWindow *self)
{
  gboolean open = _tl_window_library_is_open (self);

  _tl_window_set_enabled (self, "export-library", open);
  _tl_window_set_enabled (self, "import-library", open && tl_library_can_save (tl_window_get_library (self)));
}
