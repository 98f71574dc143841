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

#include "tl-file-choice.h"
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

/* A chooser of library files, starting where the window's last file was. */
static void
choose (TlWindow *self, const char *title, gboolean save, const char *accept, const char *name,
        TlFileChosenFunc done)
{
  g_autoptr(GFile) folder = tl_library_start_folder (self->folder);
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) libraries = tl_file_filter_new (_("Tilelands Libraries"), "db", "sqlite", NULL);
  g_autoptr(GtkFileFilter) all = tl_file_filter_new (_("All Files"), "*", NULL);
  TlFileChoice choice = { title, accept, save, folder, name, G_LIST_MODEL (filters) };

  g_list_store_append (filters, libraries);
  g_list_store_append (filters, all);
  tl_file_choose (GTK_WINDOW (self), &choice, G_OBJECT (self), done, NULL, NULL);
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
on_export_chosen (GObject *window, GFile *file, gpointer data)
{
  TlWindow *self = TL_WINDOW (window);
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    {
      _tl_window_remember_folder (self, file);
      export_to (self, path);
    }
}

static void
action_export_library (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlWindow *self = data;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (now, "%Y-%m-%d");
  /* Translators: the name offered for a copy of the library; %s is a date (2026-12-01) */
  g_autofree char *name = g_strdup_printf (_("Tilelands Library %s.db"), day);

  choose (self, _("Export Library"), TRUE, _("_Export"), name, on_export_chosen);
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
on_import_chosen (GObject *window, GFile *file, gpointer data)
{
  TlWindow *self = TL_WINDOW (window);
  TlLibrary *library = tl_window_get_library (self);
  g_autofree char *path = g_file_get_path (file);

  if (_tl_window_library_is_open (self) && path != NULL)
    {
      _tl_window_remember_folder (self, file);
      tl_library_import_library_async (library, path, NULL, on_library_imported,
                                       transfer_new (self, path));
    }
}

static void
action_import_library (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlWindow *self = data;

  choose (self, _("Import Library"), FALSE, _("_Import"), NULL, on_import_chosen);
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
