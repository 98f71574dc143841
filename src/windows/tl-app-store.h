/* tl-app-store.h — the app's library (TlStore), opened once for every window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-store.h"

G_BEGIN_DECLS

/**
 * tl_app_store_get:
 * @error: (out) (optional) (transfer none): why it could not be opened, or %NULL
 *
 * The app's library (tl_store_choose_path(): `TILELANDS_DB`, else the user's
 * data folder), opened on first use and kept for the life of the process (one
 * connection, DESIGN.md §5); closed by tl_app_store_close(). A library that is
 * refused is not opened again: @error says why on every call.
 *
 * Returns: (transfer none) (nullable): the library, or %NULL.
 */
TlStore *tl_app_store_get   (const GError **error);

/**
 * tl_app_store_close:
 *
 * Closes the library (the queued work is done first); the next
 * tl_app_store_get() opens it again. Called at the application's shutdown.
 */
void     tl_app_store_close (void);

G_END_DECLS
