/* test-settle.c — the UI tests' waits wait for what they wait for, not for a time
 * (run it under Xvfb)
 *
 * ui_settle() (and ui_settled_width(), ui_save_png_settled()) ran the main loop
 * for 0.3 s; on a loaded machine the window had not laid out the side panel by
 * then, and `ui-expansions` failed once ("side panel width 0 ≠ 320"). They now
 * wait until every window on screen has laid out and painted two frames. Here
 * the main loop stalls as that machine's did: a source that runs before the
 * frames blocks it for 0.4 s, once.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-util.h"
#include "tl-record-format.h"

/* A loaded machine: the main loop stalls for 0.4 s before the next frame. */
static gboolean
stall (gpointer data)
{
  g_usleep (400 * 1000);
  return G_SOURCE_REMOVE;
}

static void
test_settle_under_load (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();

  ui_wait_until_drawn (GTK_WIDGET (window));
  /* the game page, and its side panel, are laid out for the first time */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->side_panel)), ==, 0);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_idle_add_full (G_PRIORITY_DEFAULT, stall, NULL, NULL);
  g_assert_cmpint (ui_settled_width (GTK_WIDGET (window->side_panel)), ==, 320);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-settle", TRUE))
    return 77;

  g_test_add_func ("/ui/settle/under-load", test_settle_under_load);
  return g_test_run ();
}
