/* tl-alert.c — a question or a message over a window, answered with a button
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-alert.h"

TlAlert *
tl_alert_new (const char *heading,
              const char *body)
{
  g_return_val_if_fail (heading != NULL, NULL);

  return ADW_MESSAGE_DIALOG (adw_message_dialog_new (NULL, heading, body));
}

void
tl_alert_set_body (TlAlert    *alert,
                   const char *body)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_set_body (alert, body);
}

void
tl_alert_add_response (TlAlert               *alert,
                       const char            *id,
                       const char            *label,
                       AdwResponseAppearance  appearance)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_add_response (alert, id, label);
  if (appearance != ADW_RESPONSE_DEFAULT)
    adw_message_dialog_set_response_appearance (alert, id, appearance);
}

void
tl_alert_set_default_response (TlAlert    *alert,
                               const char *id)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_set_default_response (alert, id);
}

void
tl_alert_set_close_response (TlAlert    *alert,
                             const char *id)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_set_close_response (alert, id);
}

void
tl_alert_set_extra_child (TlAlert   *alert,
                          GtkWidget *child)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_set_extra_child (alert, child);
}

void
tl_alert_present (TlAlert             *alert,
                  GtkWidget           *parent,
                  TlAlertResponseFunc  callback,
                  gpointer             data,
                  GDestroyNotify       destroy)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));
  g_return_if_fail (parent == NULL || GTK_IS_WIDGET (parent));

  if (GTK_IS_WINDOW (root) && GTK_WINDOW (root) != GTK_WINDOW (alert))
    {
      gtk_window_set_transient_for (GTK_WINDOW (alert), GTK_WINDOW (root));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (alert), TRUE);
    }
  if (callback != NULL)
    g_signal_connect_data (alert, "response", G_CALLBACK (callback), data,
                           (GClosureNotify) (void (*) (void)) destroy, 0);
  gtk_window_present (GTK_WINDOW (alert));
}

void
tl_alert_respond (TlAlert    *alert,
                  const char *id)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (alert));

  adw_message_dialog_response (alert, id);
  gtk_window_close (GTK_WINDOW (alert));
}
