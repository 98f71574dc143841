/* ui-net-util.c — what the network UI tests share (ui-net-util.h)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-net-util.h"

#include <signal.h>
#include <sys/prctl.h>

#include "store-test-util.h"
#include "tl-joined-game.h"
#include "tl-render.h"
#include "tl-window-private.h"
#include "ui-test-util.h"

void
ui_net_die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static GSubprocess *
spawn_valist (GSubprocessFlags  flags,
              const char       *first,
              va_list           ap)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  GSubprocess *process;
  const char *arg;

  g_ptr_array_add (argv, (gpointer) first);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_set_child_setup (launcher, ui_net_die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

GSubprocess *
ui_net_spawn (GSubprocessFlags  flags,
              const char       *first,
              ...)
{
  GSubprocess *process;
  va_list ap;

  va_start (ap, first);
  process = spawn_valist (flags, first, ap);
  va_end (ap);
  return process;
}

void
ui_net_spawn_lines (GSubprocess **out,
                    char       ***lines_out,
                    guint         n_lines,
                    const char   *first,
                    ...)
{
  g_autoptr (GDataInputStream) lines = NULL;
  char **got = g_new0 (char *, n_lines + 1);
  va_list ap;

  va_start (ap, first);
  *out = spawn_valist (G_SUBPROCESS_FLAGS_STDOUT_PIPE, first, ap);
  va_end (ap);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (*out));
  for (guint i = 0; i < n_lines; i++)
    got[i] = ui_net_read_line (lines);
  *lines_out = got;
}

char *
ui_net_read_line (GDataInputStream *lines)
{
  g_autoptr (GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (lines, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

gboolean
ui_net_subprocess_done (gpointer data)
{
  /* no identifier once it exited and was reaped */
  return g_subprocess_get_identifier (data) == NULL;
}

gboolean
ui_net_joined_over (gpointer data)
{
  TlJoinedGame *joined = _tl_window_get_joined (data);

  return joined != NULL && tl_joined_game_get_status (joined) == TL_JOINED_OVER;
}

gboolean
ui_net_history_has_one (gpointer data)
{
  return st_query_int (data, "SELECT count(*) FROM finished_games") == 1;
}

gboolean
ui_net_dialog_shown (gpointer data)
{
  return ui_find_message_dialog () != NULL;
}

TlLibrary *
ui_net_open_library (const char *db)
{
  TlLibrary *library = tl_library_new (db, TL_STORE_OPEN_DEFAULT);

  tl_library_set_thumbnail_func (library, tl_render_board_thumbnail);
  g_assert_true (ui_wait_for (ui_library_settled, library, 20));
  return library;
}

GtkWidget *
ui_net_find_named (GtkWidget  *root,
                   const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_net_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}
