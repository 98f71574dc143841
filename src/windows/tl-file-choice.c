/* tl-file-choice.c — asking the user for a file to open or to save
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tl-file-choice.h"

typedef struct {
  GWeakRef owner;
  TlFileChosenFunc done;
  gpointer data;
  GDestroyNotify destroy;
} Choice;

static void
choice_free (Choice *choice)
{
  g_weak_ref_clear (&choice->owner);
  if (choice->destroy != NULL && choice->data != NULL)
    choice->destroy (choice->data);
  g_free (choice);
}

static void
on_response (GtkNativeDialog *native,
             int              response,
             Choice          *choice)
{
  g_autoptr (GObject) owner = g_weak_ref_get (&choice->owner);

  if (response == GTK_RESPONSE_ACCEPT && owner != NULL)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        {
          choice->done (owner, file, g_steal_pointer (&choice->data));
          choice->destroy = NULL;
        }
    }
  choice_free (choice);
  gtk_native_dialog_destroy (native);
  g_object_unref (native);
}

void
tl_file_choose (GtkWindow          *parent,
                const TlFileChoice *what,
                GObject            *owner,
                TlFileChosenFunc    done,
                gpointer            data,
                GDestroyNotify      destroy)
{
  GtkFileChooserNative *native;
  Choice *choice;

  g_return_if_fail (what != NULL && what->title != NULL && what->accept_label != NULL);
  g_return_if_fail (G_IS_OBJECT (owner) && done != NULL);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  native = gtk_file_chooser_native_new (what->title, parent,
                                        what->save ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                   : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        what->accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  for (guint i = 0; what->filters != NULL && i < g_list_model_get_n_items (what->filters); i++)
    {
      g_autoptr (GtkFileFilter) filter = g_list_model_get_item (what->filters, i);

      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
      if (i == 0)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
    }
  if (what->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), what->folder, NULL);
  if (what->save && what->name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), what->name);
  G_GNUC_END_IGNORE_DEPRECATIONS

  choice = g_new0 (Choice, 1);
  g_weak_ref_init (&choice->owner, owner);
  choice->done = done;
  choice->data = data;
  choice->destroy = destroy;
  g_signal_connect (native, "response", G_CALLBACK (on_response), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

GtkFileFilter *
tl_file_filter_new (const char *name,
                    ...)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  const char *item;
  va_list args;

  gtk_file_filter_set_name (filter, name);
  va_start (args, name);
  while ((item = va_arg (args, const char *)) != NULL)
    {
      if (strchr (item, '*') != NULL)
        gtk_file_filter_add_pattern (filter, item);
      else
        gtk_file_filter_add_suffix (filter, item);
    }
  va_end (args);
  return filter;
}
