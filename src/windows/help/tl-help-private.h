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
/* Opens @uri with @viewer (the help viewer, given a page's file), or when @viewer is
 * %NULL with whatever the desktop opens @uri with (a `help:` URI: its help viewer). */
typedef void (*TlHelpLauncher)   (GtkWindow        *parent,
                                  GAppInfo         *viewer,
                                  const char       *uri,
                                  TlHelpLaunchDone  done,
                                  gpointer          data);
/* (transfer full) (nullable): the program that opens `help:` URIs (yelp), or %NULL */
typedef GAppInfo *(*TlHelpViewerFinder) (void);

/* Replaces the launch (gtk_show_uri_full(), or g_app_info_launch_uris_async() with the
 * viewer; %NULL puts it back): the tests see the URI and the program that F1 or a Rules
 * entry opens it with, and make the launch fail. */
void _tl_help_set_launcher      (TlHelpLauncher     launcher);
/* Replaces g_app_info_get_default_for_uri_scheme ("help") (%NULL puts it back): the
 * tests say whether a help viewer is installed. */
void _tl_help_set_viewer_finder (TlHelpViewerFinder finder);

G_END_DECLS
