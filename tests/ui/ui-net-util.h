/* ui-net-util.h — what the network UI tests (test-host, test-join,
 * test-online-games) share: `tilelands-cli` and `tilelands-server` run as
 * subprocesses that go with the test, their first lines read, a library
 * opened as the app opens it, and the conditions they wait for.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tl-library.h"

G_BEGIN_DECLS

/* Child setup for GSubprocessLauncher: the child gets SIGTERM when the test
 * process goes, even one that failed half-way. @data is unused. */
void         ui_net_die_with_parent (gpointer          data);

/* Spawns the NULL-terminated argv @first, ... (the program's path first,
 * e.g. g_getenv ("TL_CLI")) with @flags and die-with-parent; asserts it
 * started. Returns the subprocess (transfer full). */
GSubprocess *ui_net_spawn           (GSubprocessFlags  flags,
                                     const char       *first,
                                     ...) G_GNUC_NULL_TERMINATED;

/* Spawns argv (as ui_net_spawn, stdout piped) and reads its first @n_lines
 * lines, asserting each was read. Sets *@out (transfer full) and
 * *@lines_out (a NULL-terminated GStrv of @n_lines lines, transfer full). */
void         ui_net_spawn_lines     (GSubprocess     **out,
                                     char           ***lines_out,
                                     guint             n_lines,
                                     const char       *first,
                                     ...) G_GNUC_NULL_TERMINATED;

/* The next line of @lines (transfer full), asserting one was read. */
char        *ui_net_read_line       (GDataInputStream *lines);

/* A ui_wait_for condition: the GSubprocess @data exited and was reaped. */
gboolean     ui_net_subprocess_done (gpointer          data);

/* A ui_wait_for condition: the TlWindow @data's joined game is over. */
gboolean     ui_net_joined_over     (gpointer          data);

/* A ui_wait_for condition: the library file @data (a path) has one finished game. */
gboolean     ui_net_history_has_one (gpointer          data);

/* A ui_wait_for condition: a message dialog is shown (@data unused). */
gboolean     ui_net_dialog_shown    (gpointer          data);

/* The library at the file @db (opened by default), board thumbnails drawn
 * as the app draws them, once settled (asserted within 20 s). Transfer full. */
TlLibrary   *ui_net_open_library    (const char       *db);

/* The widget under @root (itself included) whose name is @name, or NULL
 * (transfer none). */
GtkWidget   *ui_net_find_named      (GtkWidget        *root,
                                     const char       *name);

G_END_DECLS
