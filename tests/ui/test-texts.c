/* test-texts.c — what the windows say, in the player's terms (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 20: About → Details was blank (a raw "&" broke its markup).
 */

#include "config.h"

#include "ui-test-util.h"

/* About → Details shows the comments as Pango markup: they must parse, and
 * read as the English text with its "&"s. */
static void
test_about_details (void)
{
  GtkApplication *app = ui_application ();
  AdwAboutWindow *about;
  g_autofree char *comments = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), 10));
  about = ui_find_window (ADW_TYPE_ABOUT_WINDOW);
  g_object_get (about, "comments", &comments, NULL);
  g_assert_true (pango_parse_markup (comments, -1, 0, NULL, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "Build a countryside of cities, roads and monasteries, tile by tile. "));
  g_assert_nonnull (strstr (text, "Maps are played with the tiles of Inns & Cathedrals and Traders & Builders, "
                                  "only their tiles: "));
  ui_close_all ();
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-texts", TRUE))
    return 77;

  g_test_add_func ("/ui/texts/about-details", test_about_details);
  return g_test_run ();
}
