/* tl-abandon-dialog.c — ask before a game in progress is replaced or closed
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-abandon-dialog.h"

typedef struct {
  GtkWindow *parent;   /* weak: the dialog is destroyed with its parent */
  TlAbandonSaveFunc save;
  TlAbandonCallback callback;
  gpointer data;
  GDestroyNotify destroy;
} Pending;

static void
pending_free (gpointer p)
{
  Pending *pending = p;

  if (pending->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (pending->parent), (gpointer *) &pending->parent);
  if (pending->destroy != NULL)
    pending->destroy (pending->data);
  g_free (pending);
}

static void
on_response (AdwMessageDialog *dialog,
             const char       *response,
             Pending          *pending)
{
  if (pending->parent == NULL)
    return;
  if (g_strcmp0 (response, "abandon") == 0)
    pending->callback (pending->parent, pending->data);
  else if (g_strcmp0 (response, "save") == 0 && pending->save != NULL)
    {
      /* the save owns the data from now on */
      GDestroyNotify destroy = pending->destroy;

      pending->destroy = NULL;
      pending->save (pending->parent, pending->callback, pending->data, destroy);
    }
}

AdwMessageDialog *
tl_abandon_dialog_ask (GtkWindow         *parent,
                       const char        *heading,
                       TlAbandonSaveFunc  save,
                       TlAbandonCallback  callback,
                       gpointer           data,
                       GDestroyNotify     destroy)
{
  AdwMessageDialog *dialog;
  Pending *pending;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (heading != NULL, NULL);
  g_return_val_if_fail (callback != NULL, NULL);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading,
                                                       save != NULL
                                                       ? _("The game in progress has not been saved. If you do not save it, it will be lost.")
                                                       : _("The game in progress has not been saved and will be lost.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "abandon", _("_Discard"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "abandon", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  if (save != NULL)
    {
      adw_message_dialog_add_response (dialog, "save", _("_Save…"));
      adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "save");
    }
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  pending = g_new0 (Pending, 1);
  pending->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &pending->parent);
  pending->save = save;
  pending->callback = callback;
  pending->data = data;
  pending->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_response), pending,
                         (GClosureNotify) NULL, 0);
  g_object_set_data_full (G_OBJECT (dialog), "tl-abandon-pending", pending, pending_free);

  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
