/* tl-app-store.c — the app's library (TlStore), opened once for every window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening waits for the store's thread to open the file (a few milliseconds:
 * the schema is checked, nothing is read); everything after that is queued on
 * the store's thread.
 */
#include "tl-app-store.h"

static TlStore *store;
static GError *store_error;

TlStore *
tl_app_store_get (const GError **error)
{
  if (store == NULL && store_error == NULL)
    {
      g_autofree char *path = tl_store_choose_path (NULL);
      g_autofree char *folder = g_path_get_dirname (path);

      g_mkdir_with_parents (folder, 0700);
      store = tl_store_open (path, TL_STORE_OPEN_DEFAULT, &store_error);
    }
  if (error != NULL)
    *error = store_error;
  return store;
}

void
tl_app_store_close (void)
{
  if (store != NULL)
    tl_store_close (store);
  g_clear_object (&store);
  g_clear_error (&store_error);
}
