/* tl-abandon-dialog.h — ask before a game in progress is replaced
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * TlAbandonCallback:
 * @parent: the window that asked
 * @data: the data given to tl_abandon_dialog_ask()
 *
 * What to do once the person agreed to leave the game in progress.
 */
typedef void (*TlAbandonCallback) (GtkWindow *parent,
                                   gpointer   data);

/**
 * tl_abandon_dialog_ask:
 * @parent: the window with the game in progress; the dialog is modal for it
 * @heading: the question, e.g. "Start a New Game?" (translated)
 * @confirm_label: the label of the button that goes on, with a mnemonic, e.g.
 *   "_New Game" (translated); it has the destructive look
 * @callback: called with @parent and @data when the person confirms; never
 *   called when they cancel (Cancel, Escape, closing the dialog)
 * @data: (nullable): for @callback
 * @destroy: (nullable): frees @data once the dialog is gone, whatever the answer
 *
 * Shows an #AdwMessageDialog saying that the game in progress will be lost unless
 * it is saved first, with the responses `"cancel"` (default and close response)
 * and `"abandon"`.
 *
 * Returns: (transfer none): the dialog shown (it destroys itself after the answer).
 */
AdwMessageDialog *tl_abandon_dialog_ask (GtkWindow         *parent,
                                         const char        *heading,
                                         const char        *confirm_label,
                                         TlAbandonCallback  callback,
                                         gpointer           data,
                                         GDestroyNotify     destroy);

G_END_DECLS
