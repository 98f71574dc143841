/* tl-alert.h — a question or a message over a window, answered with a button
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only caller of AdwMessageDialog's constructor and setters (deprecated in
 * libadwaita 1.6): its shape is that of AdwAlertDialog (a heading, a body, an
 * optional extra child, responses with an appearance, a default and a close
 * response, presented over a parent with one callback taking the response id),
 * so the port to AdwAlertDialog is this file and TlAlert's typedef
 * (docs/packaging.md, "Deprecated APIs"). On libadwaita 1.2 a TlAlert is an
 * AdwMessageDialog, which the UI tests find among the toplevels.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * TlAlert:
 *
 * An alert: an #AdwMessageDialog today, an #AdwAlertDialog after the port.
 * Its "response" signal is emitted once with the response id.
 */
typedef AdwMessageDialog TlAlert;

/**
 * TlAlertResponseFunc:
 * @alert: the alert answered
 * @response: the id of the response chosen (the close response when the alert
 *   is closed with Escape or its window's close button)
 * @data: the data given to tl_alert_present()
 *
 * Called once when the alert is answered.
 */
typedef void (*TlAlertResponseFunc) (TlAlert    *alert,
                                     const char *response,
                                     gpointer    data);

/**
 * tl_alert_new:
 * @heading: the alert's heading, a question or a title ("Save the Game?")
 * @body: (nullable): the sentences under it, or %NULL for none (see
 *   tl_alert_set_body())
 *
 * Makes an alert with no response yet; add them with tl_alert_add_response(),
 * then show it with tl_alert_present().
 *
 * Returns: (transfer none): the new alert, owned by GTK's list of toplevels
 *   until it is destroyed: answered, or with its parent once presented.
 */
TlAlert *tl_alert_new (const char *heading,
                       const char *body);

/**
 * tl_alert_set_body:
 * @alert: an alert
 * @body: the sentences under the heading (copied)
 */
void tl_alert_set_body (TlAlert    *alert,
                        const char *body);

/**
 * tl_alert_add_response:
 * @alert: an alert
 * @id: the response's id, returned to the callback ("cancel", "save")
 * @label: the button's label, with a mnemonic ("_Save…")
 * @appearance: %ADW_RESPONSE_DEFAULT, %ADW_RESPONSE_SUGGESTED (the action asked
 *   for) or %ADW_RESPONSE_DESTRUCTIVE (one that loses something)
 *
 * Adds a button after those added before (the last is the rightmost).
 */
void tl_alert_add_response (TlAlert               *alert,
                            const char            *id,
                            const char            *label,
                            AdwResponseAppearance  appearance);

/**
 * tl_alert_set_default_response:
 * @alert: an alert
 * @id: (nullable): an id added before: the response Enter chooses, or %NULL
 *   for none
 */
void tl_alert_set_default_response (TlAlert    *alert,
                                    const char *id);

/**
 * tl_alert_set_close_response:
 * @alert: an alert
 * @id: the response reported when the alert is closed without a button
 *   (Escape); "close" unless set
 */
void tl_alert_set_close_response (TlAlert    *alert,
                                  const char *id);

/**
 * tl_alert_set_extra_child:
 * @alert: an alert
 * @child: (transfer floating): a widget shown under the body (an entry, a
 *   table)
 */
void tl_alert_set_extra_child (TlAlert   *alert,
                               GtkWidget *child);

/**
 * tl_alert_present:
 * @alert: an alert
 * @parent: (nullable): a widget of the window the alert is modal for; the
 *   alert goes when that window goes (as an #AdwAlertDialog does)
 * @callback: (nullable): called with the response chosen, or %NULL
 * @data: (nullable): for @callback
 * @destroy: (nullable): frees @data once the alert is finalized
 *
 * Shows @alert over @parent's window and returns at once. Called again on an
 * alert already shown (with a %NULL @callback), brings it to the front.
 */
void tl_alert_present (TlAlert             *alert,
                       GtkWidget           *parent,
                       TlAlertResponseFunc  callback,
                       gpointer             data,
                       GDestroyNotify       destroy);

/**
 * tl_alert_respond:
 * @alert: a presented alert
 * @id: the id of a response it has
 *
 * Answers @alert as if its button @id had been pressed (the callback is called)
 * and closes it: an entry's Enter uses it.
 */
void tl_alert_respond (TlAlert    *alert,
                       const char *id);

G_END_DECLS
