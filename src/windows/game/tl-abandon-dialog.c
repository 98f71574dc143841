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
on_response (TlAlert    *alert,
             const char *response,
             gpointer    data)
{
  Pending *pending = data;

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

TlAlert *
tl_abandon_dialog_ask (GtkWindow         *parent,
                       const char        *heading,
                       TlAbandonSaveFunc  save,
                       TlAbandonCallback  callback,
                       gpointer           data,
                       GDestroyNotify     destroy)
{
  TlAlert *alert;
  Pending *pending;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (heading != NULL, NULL);
  g_return_val_if_fail (callback != NULL, NULL);

  alert = tl_alert_new (heading,
                        save != NULL
                        ? _("The game in progress has not been saved. If you do not save it, it will be lost.")
                        : _("The game in progress has not been saved and will be lost."));
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "abandon", _("_Discard"), ADW_RESPONSE_DESTRUCTIVE);
  tl_alert_set_default_response (alert, "cancel");
  if (save != NULL)
    {
      tl_alert_add_response (alert, "save", _("_Save…"), ADW_RESPONSE_SUGGESTED);
      tl_alert_set_default_response (alert, "save");
    }
  tl_alert_set_close_response (alert, "cancel");

  pending = g_new0 (Pending, 1);
  pending->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &pending->parent);
  pending->save = save;
  pending->callback = callback;
  pending->data = data;
  pending->destroy = destroy;
  /* the alert holds @pending: the response may start a save that outlives it */
  g_object_set_data_full (G_OBJECT (alert), "tl-abandon-pending", pending, pending_free);
  tl_alert_present (alert, GTK_WIDGET (parent), on_response, pending, NULL);
  return alert;
}
