/* tl-abandon-dialog.h — ask before a game in progress is replaced or closed
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-alert.h"

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
 * TlAbandonSaveFunc:
 * @parent: the window that asked
 * @then: what to do once the game is saved: call it with @parent and @data
 *   after a successful save, never when the save is cancelled or fails
 * @data: (nullable): for @then; the function owns it from now on
 * @destroy: (nullable): frees @data; call it once @then will not be called
 *   any more (after the save, or when it was cancelled or failed)
 *
 * Saves the game in progress (the person may choose a file, which takes a
 * while), then goes on with @then.
 */
typedef void (*TlAbandonSaveFunc) (GtkWindow         *parent,
                                   TlAbandonCallback  then,
                                   gpointer           data,
                                   GDestroyNotify     destroy);

/**
 * tl_abandon_dialog_ask:
 * @parent: the window with the game in progress; the dialog is modal for it
 * @heading: the question, e.g. "Start a New Game?" (translated)
 * @save: (nullable): how to save the game first; %NULL offers no saving
 * @callback: called with @parent and @data when the person discards the game,
 *   or (through @save) once it is saved; never called when they cancel
 *   (Cancel, Escape, closing the dialog)
 * @data: (nullable): for @callback
 * @destroy: (nullable): frees @data once the dialog is gone and, after Save…,
 *   once @save is done with it
 *
 * Shows an alert (#TlAlert) saying that the game in progress has not been
 * saved and will be lost, with the responses `"cancel"` (the close response),
 * `"abandon"` ("Discard", with the destructive look) and, with @save,
 * `"save"` ("Save…", suggested and the default).
 *
 * Returns: (transfer none): the dialog shown (it destroys itself after the answer).
 */
TlAlert *tl_abandon_dialog_ask (GtkWindow         *parent,
                                const char        *heading,
                                TlAbandonSaveFunc  save,
                                TlAbandonCallback  callback,
                                gpointer           data,
                                GDestroyNotify     destroy);

G_END_DECLS
