/* tl-library-actions.c — export, rename, delete with an undo toast
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-file-choice.h"
#include "tl-library-actions.h"
#include "tl-library-text.h"
#include "tl-format-error.h"

#define TL_TOAST_SECONDS 5

GFile *
tl_library_start_folder (GFile *remembered)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (remembered != NULL)
    return g_object_ref (remembered);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

GListModel *
tl_library_record_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr (GtkFileFilter) records = tl_file_filter_new (_("Tilelands games"), "*.tilelands", NULL);
  g_autoptr (GtkFileFilter) all = tl_file_filter_new (_("All files"), "*", NULL);

  gtk_file_filter_add_mime_type (records, "application/x-tilelands-game");
  g_list_store_append (filters, records);
  g_list_store_append (filters, all);
  return G_LIST_MODEL (filters);
}

/* A toast's title is Pango markup (libadwaita 1.2): @message is plain text. */
static AdwToast *
new_toast (const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  return adw_toast_new (escaped);
}

static void
show_toast (AdwToastOverlay *toasts,
            const char      *message)
{
  AdwToast *toast = new_toast (message);

  adw_toast_set_timeout (toast, TL_TOAST_SECONDS);
  adw_toast_overlay_add_toast (toasts, toast);
}

void
tl_library_show_error (AdwToastOverlay *toasts,
                       const GError    *error)
{
  g_autofree char *text = tl_format_error_describe (error);

  show_toast (toasts, text);
}

char *
tl_library_export_name (TlGameSummary *summary)
{
  g_autofree char *title = tl_library_text_title (summary);
  g_autoptr (GDateTime) played = tl_game_summary_dup_last_played (summary);
  g_autofree char *date = played != NULL ? g_date_time_format (played, "%Y-%m-%d %H.%M") : g_strdup ("");
  g_autofree char *name = NULL;

  /* the middle dots of a game's kind read badly in a file name */
  g_strdelimit (title, "/\\", '-');
  name = g_strjoinv (" ", (char *[]) { title, date, NULL });
  g_strstrip (name);
  return g_strconcat (name, ".tilelands", NULL);
}

/* Export */

typedef struct {
  AdwToastOverlay *toasts;     /* weak */
  TlLibrary *library;
  char *id;
  char *name;
} Export;

static void
export_free (Export *export)
{
  if (export->toasts != NULL)
    g_object_remove_weak_pointer (G_OBJECT (export->toasts), (gpointer *) &export->toasts);
  g_object_unref (export->library);
  g_free (export->id);
  g_free (export->name);
  g_free (export);
}

static void
on_exported (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Export *export = data;
  g_autoptr (GError) error = NULL;

  if (!tl_library_export_game_finish (TL_LIBRARY (source), result, &error))
    {
      if (export->toasts != NULL)
        tl_library_show_error (export->toasts, error);
    }
  else if (export->toasts != NULL)
    {
      /* Translators: "%s" is a file name */
      g_autofree char *message = g_strdup_printf (_("Exported “%s”"), export->name);
      show_toast (export->toasts, message);
    }
  export_free (export);
}

static void
on_export_chosen (GObject  *library,
                  GFile    *file,
                  gpointer  data)
{
  Export *export = data;
  g_autofree char *path = g_file_get_path (file);
  gboolean open = tl_library_get_status (export->library) == TL_LIBRARY_OPEN;

  if (path == NULL || !open)
    {
      if (path == NULL && export->toasts != NULL)
        show_toast (export->toasts, _("Games can only be exported to local files"));
      export_free (export);
      return;
    }
  g_free (export->name);
  export->name = g_file_get_basename (file);
  /* the file chooser asked before a file is replaced */
  tl_library_export_game_async (export->library, export->id, path, TL_STORE_EXPORT_REPLACE, NULL,
                                on_exported, export);
}

void
tl_library_export_game (GtkWindow       *parent,
                        AdwToastOverlay *toasts,
                        TlLibrary       *library,
                        TlGameSummary   *summary)
{
  g_autoptr (GFile) folder = tl_library_start_folder (NULL);
  g_autoptr (GListModel) filters = tl_library_record_filters ();
  g_autofree char *name = tl_library_export_name (summary);
  Export *export;

  g_return_if_fail (TL_IS_LIBRARY (library));
  g_return_if_fail (TL_IS_GAME_SUMMARY (summary));

  export = g_new0 (Export, 1);
  export->toasts = toasts;
  g_object_add_weak_pointer (G_OBJECT (toasts), (gpointer *) &export->toasts);
  export->library = g_object_ref (library);
  export->id = g_strdup (tl_game_summary_get_id (summary));

  {
    TlFileChoice choice = { _("Export Game"), _("_Export"), TRUE, folder, name, filters };

    tl_file_choose (parent, &choice, G_OBJECT (library), on_export_chosen, export,
                    (GDestroyNotify) export_free);
  }
}

/* Rename */

typedef struct {
  AdwToastOverlay *toasts;     /* weak */
  TlLibrary *library;
  char *id;
  GtkEditable *entry;
} Rename;

static void
rename_free (gpointer data)
{
  Rename *rename = data;

  if (rename->toasts != NULL)
    g_object_remove_weak_pointer (G_OBJECT (rename->toasts), (gpointer *) &rename->toasts);
  g_object_unref (rename->library);
  g_free (rename->id);
  g_free (rename);
}

static void
on_renamed (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Rename *rename = data;
  g_autoptr (GError) error = NULL;

  if (!tl_library_rename_game_finish (TL_LIBRARY (source), result, &error) && rename->toasts != NULL)
    tl_library_show_error (rename->toasts, error);
  rename_free (rename);
}

static void
on_rename_response (TlAlert    *alert,
                    const char *response,
                    gpointer    data)
{
  Rename *rename = g_object_steal_data (G_OBJECT (alert), "tl-rename");

  if (rename == NULL)
    return;
  if (g_strcmp0 (response, "rename") != 0 || tl_library_get_status (rename->library) != TL_LIBRARY_OPEN)
    {
      rename_free (rename);
      return;
    }
  tl_library_rename_game_async (rename->library, rename->id, gtk_editable_get_text (rename->entry),
                                NULL, on_renamed, rename);
}

static void
on_entry_activate (GtkEntry *entry,
                   TlAlert  *alert)
{
  tl_alert_respond (alert, "rename");
}

TlAlert *
tl_library_rename_game (GtkWindow       *parent,
                        AdwToastOverlay *toasts,
                        TlLibrary       *library,
                        TlGameSummary   *summary)
{
  TlAlert *alert;
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *kind = tl_library_text_game_kind (tl_game_summary_get_game (summary),
                                                     tl_game_summary_get_expansions (summary),
                                                     tl_game_summary_get_map (summary));
  const char *title = tl_game_summary_get_title (summary);
  Rename *rename = g_new0 (Rename, 1);

  rename->toasts = toasts;
  g_object_add_weak_pointer (G_OBJECT (toasts), (gpointer *) &rename->toasts);
  rename->library = g_object_ref (library);
  rename->id = g_strdup (tl_game_summary_get_id (summary));
  rename->entry = GTK_EDITABLE (entry);

  gtk_editable_set_text (GTK_EDITABLE (entry), title != NULL ? title : "");
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), kind);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 120);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);

  alert = tl_alert_new (_("Rename Game"),
                        _("The name shown in the lists of games; leave it empty for the game’s kind."));
  tl_alert_set_extra_child (alert, entry);
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "rename", _("_Rename"), ADW_RESPONSE_SUGGESTED);
  tl_alert_set_default_response (alert, "rename");
  tl_alert_set_close_response (alert, "cancel");
  g_object_set_data_full (G_OBJECT (alert), "tl-rename", rename, rename_free);
  g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), alert);
  tl_alert_present (alert, GTK_WIDGET (parent), on_rename_response, NULL, NULL);
  gtk_widget_grab_focus (entry);
  return alert;
}

/* Delete with undo */

typedef struct {
  TlLibrary *library;
  char *id;
  gboolean undone;
} Deletion;

static void
deletion_free (gpointer data)
{
  Deletion *deletion = data;

  g_object_unref (deletion->library);
  g_free (deletion->id);
  g_free (deletion);
}

static void
on_undo (AdwToast *toast,
         Deletion *deletion)
{
  deletion->undone = TRUE;
  tl_library_show_game (deletion->library, deletion->id);
}

static void
on_dismissed (AdwToast *toast,
              Deletion *deletion)
{
  if (!deletion->undone)
    tl_library_delete_game (deletion->library, deletion->id);
}

AdwToast *
tl_library_delete_with_undo (AdwToastOverlay *toasts,
                             TlLibrary       *library,
                             TlGameSummary   *summary)
{
  g_autofree char *title = tl_library_text_title (summary);
  /* Translators: "%s" is a game's name */
  g_autofree char *message = g_strdup_printf (_("“%s” deleted"), title);
  Deletion *deletion = g_new0 (Deletion, 1);
  AdwToast *toast = new_toast (message);

  deletion->library = g_object_ref (library);
  deletion->id = g_strdup (tl_game_summary_get_id (summary));
  tl_library_hide_game (library, deletion->id);

  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (toast, TL_TOAST_SECONDS);
  g_object_set_data_full (G_OBJECT (toast), "tl-deletion", deletion, deletion_free);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (on_undo), deletion);
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_dismissed), deletion);
  adw_toast_overlay_add_toast (toasts, toast);
  return toast;
}
