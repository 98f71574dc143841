/* tl-help-private.h — what the tests replace in tl-help.c
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-help.h"

G_BEGIN_DECLS

/* Calls @done with %NULL when the viewer opened @uri, or with the reason it could not
 * (owned by the launcher; @done copies what it keeps). */
typedef void (*TlHelpLaunchDone) (GtkWindow    *parent,
                                  const GError *error,
                                  gpointer      data);
typedef void (*TlHelpLauncher)   (GtkWindow        *parent,
                                  const char       *uri,
                                  TlHelpLaunchDone  done,
                                  gpointer          data);

/* Replaces gtk_show_uri_full() (%NULL puts it back): the tests see the URI that F1 or a
 * Rules entry opens, and make the launch fail. */
void _tl_help_set_launcher (TlHelpLauncher launcher);

G_END_DECLS
