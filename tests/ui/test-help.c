/* test-help.c — F1, the Help menu entry and the Rules entry open the help; where no help
 * viewer opens it, the app says so and shows the pages in its own window
 *
 * The launch of the desktop's help viewer is replaced (_tl_help_set_launcher) by one that
 * records the URI, the program that would open it and the parent window, and succeeds or
 * fails as a test asks: no test starts yelp. The test's desktop (its own XDG folders) has
 * a help viewer for help: URIs and an editor for XML files; _tl_help_set_viewer_finder
 * takes the help viewer away where a test asks. The help window reads the source tree's pages (TILELANDS_HELPDIR); the
 * pages are "installed" for the tests as a link in the test's XDG_DATA_HOME
 * (help/C/tilelands), which the uninstalled build's test takes away.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "ui-test-util.h"
#include "tl-application.h"
#include "tl-help-private.h"
#include "tl-help-viewer.h"

static struct
{
  char      *uri;
  char      *app;      /* the id of the desktop file of the program that opens it */
  GtkWindow *parent;
  guint      launches;
  gboolean   fail;
} launched;

/* Records what would open @uri: @viewer, or (NULL) the program the desktop opens
 * the URI with, as gtk_show_uri_full() chooses it (a file by its type). */
static void
fake_launcher (GtkWindow        *parent,
               GAppInfo         *viewer,
               const char       *uri,
               TlHelpLaunchDone  done,
               gpointer          data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GAppInfo) app = NULL;

  if (viewer != NULL)
    app = g_object_ref (viewer);
  else if (g_str_has_prefix (uri, "file:"))
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uri);

      app = g_file_query_default_handler (file, NULL, NULL);
    }
  else
    {
      g_autofree char *scheme = g_uri_parse_scheme (uri);

      app = g_app_info_get_default_for_uri_scheme (scheme);
    }
  g_free (launched.uri);
  g_free (launched.app);
  launched.uri = g_strdup (uri);
  launched.app = app != NULL ? g_strdup (g_app_info_get_id (app)) : NULL;
  launched.parent = parent;
  launched.launches++;
  if (launched.fail)
    error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Operation not supported");
  done (parent, error, data);
}

static void
reset_launches (gboolean fail)
{
  g_clear_pointer (&launched.uri, g_free);
  g_clear_pointer (&launched.app, g_free);
  launched.parent = NULL;
  launched.launches = 0;
  launched.fail = fail;
}

/* No program opens help: URIs (no yelp). */
static GAppInfo *
no_viewer (void)
{
  return NULL;
}

/* The test's own desktop: a help viewer that opens help: URIs, an editor that
 * opens XML files (as vim does on the build machine, where F1 from the build
 * tree showed the raw page), both the defaults of this test's configuration,
 * written before GIO first reads it. */
static void
set_up_desktop (void)
{
  static const struct { const char *name, *text; } files[] = {
    { "data/applications/tl-test-help.desktop",
      "[Desktop Entry]\nType=Application\nName=Test Help Viewer\nExec=true %u\n"
      "MimeType=x-scheme-handler/help;x-scheme-handler/ghelp;\n" },
    { "data/applications/tl-test-xml.desktop",
      "[Desktop Entry]\nType=Application\nName=Test XML Editor\nExec=true %f\n"
      "MimeType=application/xml;text/xml;\n" },
    { "config/mimeapps.list",
      "[Default Applications]\nx-scheme-handler/help=tl-test-help.desktop\n"
      "application/xml=tl-test-xml.desktop\ntext/xml=tl-test-xml.desktop\n" },
  };
  g_autofree char *root = g_build_filename (g_getenv ("TL_TEST_OUTPUT_DIR"), "help-desktop", NULL);
  g_autofree char *data = g_build_filename (root, "data", NULL);
  g_autofree char *config = g_build_filename (root, "config", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (root, files[i].name, NULL);
      g_autofree char *dir = g_path_get_dirname (path);

      g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
      g_assert_true (g_file_set_contents (path, files[i].text, -1, NULL));
    }
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
}

static TlWindow *
app_window (void)
{
  TlWindow *window = tl_window_new (ADW_APPLICATION (ui_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_until_drawn (GTK_WIDGET (window));
  return window;
}

static TlHelpViewer *
find_viewer (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_HELP_VIEWER (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TL_HELP_VIEWER (window);
    }
  return NULL;
}

static gboolean
viewer_shown (gpointer data)
{
  return find_viewer () != NULL;
}

static void
destroy_viewers (void)
{
  TlHelpViewer *viewer;

  while ((viewer = find_viewer ()) != NULL)
    gtk_window_destroy (GTK_WINDOW (viewer));
}

/* F1 is the accelerator of app.help, which opens help:tilelands for the active window. */
static void
test_help_f1 (void)
{
  GtkApplication *app = ui_application ();
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (app, "F1");
  TlWindow *window = app_window ();

  g_assert_cmpstrv (actions, ((const char *[]) { "app.help", NULL }));
  reset_launches (FALSE);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_application_get_active_window (app) == GTK_WINDOW (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_cmpuint (launched.launches, ==, 1);
  g_assert_cmpstr (launched.uri, ==, "help:tilelands");
  g_assert_cmpstr (launched.app, ==, "tl-test-help.desktop");
  g_assert_true (launched.parent == GTK_WINDOW (window));
  /* the viewer opened it: nothing else to say */
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (find_viewer ());

  g_action_group_activate_action (G_ACTION_GROUP (app), "help-page", g_variant_new_string ("map-chips"));
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/map-chips");
  /* a page id is a file name of help/C/, nothing else: the index instead */
  g_action_group_activate_action (G_ACTION_GROUP (app), "help-page", g_variant_new_string ("../../etc/passwd"));
  g_assert_cmpstr (launched.uri, ==, "help:tilelands");
  g_assert_null (tl_help_find_page ("../index"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The main menu's Help entry is app.help, beside the shortcuts window. As the GNOME
 * HIG has it, the menu holds no Quit (Ctrl+Q stays) and no Hint (on the board). */
static void
test_help_menu (void)
{
  TlWindow *window = app_window ();
  GtkWidget *widget = GTK_WIDGET (window);
  GtkMenuButton *button = NULL;
  GMenuModel *menu;
  gboolean found = FALSE;

  /* the first menu button of the window's header bar */
  for (GtkWidget *w = gtk_widget_get_first_child (widget); w != NULL && button == NULL;)
    {
      if (GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (w)) != NULL)
        button = GTK_MENU_BUTTON (w);
      else if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL && w != widget)
            w = gtk_widget_get_parent (w);
          w = w != NULL && w != widget ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (button);
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL, *label = NULL;

          g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          if (g_strcmp0 (action, "app.help") == 0)
            {
              g_assert_cmpstr (label, ==, "_Help");
              found = TRUE;
            }
          g_assert_cmpstr (action, !=, "app.quit");
          g_assert_cmpstr (action, !=, "win.hint");
        }
    }
  g_assert_true (found);
  {
    g_auto (GStrv) quit = gtk_application_get_accels_for_action (ui_application (), "app.quit");

    g_assert_cmpstrv (quit, ((const char * const[]) { "<Control>q", NULL }));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwActionRow *
find_row (GtkWidget  *root,
          const char *title)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwActionRow *row;

      if (ADW_IS_ACTION_ROW (c) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (c)), title) == 0)
        return ADW_ACTION_ROW (c);
      if ((row = find_row (c, title)) != NULL)
        return row;
    }
  return NULL;
}

/* The new-game window's Rules entry opens the page of the game chosen. */
static void
test_help_rules (void)
{
  TlWindow *window = app_window ();
  TlNewGameWindow *new_game = tl_new_game_window_new (GTK_WINDOW (window), NULL);
  AdwActionRow *rules;

  gtk_window_present (GTK_WINDOW (new_game));
  ui_wait_until_drawn (GTK_WIDGET (new_game));
  rules = find_row (GTK_WIDGET (new_game), "_Rules");
  g_assert_nonnull (rules);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (rules)));
  reset_launches (FALSE);

  g_assert_true (tl_new_game_window_select_game (new_game, "carcassonne"));
  g_assert_true (tl_new_game_window_select_map (new_game, NULL));
  adw_action_row_activate (rules);
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/carcassonne");
  g_assert_true (launched.parent == GTK_WINDOW (new_game));

  g_assert_true (tl_new_game_window_select_map (new_game, "usa-both"));
  adw_action_row_activate (rules);
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/maps");

  g_assert_true (tl_new_game_window_select_game (new_game, "discovery"));
  adw_action_row_activate (rules);
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/discovery");
  g_assert_cmpuint (launched.launches, ==, 3);

  /* without a viewer, the window of our own belongs to the application of the main
   * window, whose dialog the new-game window is */
  launched.fail = TRUE;
  adw_action_row_activate (rules);
  ui_wait_for_message_dialog ();
  ui_answer_dialog ("read");
  g_assert_true (ui_wait_for (viewer_shown, NULL, 10));
  g_assert_cmpstr (tl_help_viewer_get_page (find_viewer ()), ==, "discovery");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (find_viewer ())) == ui_application ());
  destroy_viewers ();

  gtk_window_destroy (GTK_WINDOW (new_game));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first label under @root whose markup has a link to @href. */
static GtkLabel *
find_link (GtkWidget  *root,
           const char *href)
{
  g_autofree char *needle = g_strdup_printf ("href=\"%s\"", href);

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *label;

      if (GTK_IS_LABEL (c) && strstr (gtk_label_get_label (GTK_LABEL (c)), needle) != NULL)
        return GTK_LABEL (c);
      if ((label = find_link (c, href)) != NULL)
        return label;
    }
  return NULL;
}

static void
follow_link (TlHelpViewer *viewer,
             const char   *href)
{
  GtkLabel *label = find_link (GTK_WIDGET (viewer), href);
  gboolean handled = FALSE;

  g_assert_nonnull (label);
  g_signal_emit_by_name (label, "activate-link", href, &handled);
  g_assert_true (handled);
}

/* No viewer: the app says so, offers its own window, which shows the page asked for and
 * follows links, back and home. */
static void
test_help_fallback (void)
{
  TlWindow *window = app_window ();
  AdwMessageDialog *dialog;
  TlHelpViewer *viewer;

  /* the help viewer is installed but fails: it says so, not that there is none */
  reset_launches (TRUE);
  tl_help_show (GTK_WINDOW (window), "discovery");
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/discovery");
  dialog = ui_wait_for_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Could Not Be Opened");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Test Help Viewer could not show the help: Operation not supported. "
                   "Tilelands can show the same pages in a simple window of its own.");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "read");
  ui_save_png_settled (GTK_WIDGET (dialog), "help-could-not-open.png");
  ui_answer_dialog ("close");
  g_assert_null (find_viewer ());

  /* no help viewer at all */
  _tl_help_set_viewer_finder (no_viewer);
  reset_launches (TRUE);
  tl_help_show (GTK_WINDOW (window), "discovery");
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/discovery");

  dialog = ui_wait_for_message_dialog ();
  _tl_help_set_viewer_finder (NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "No Help Viewer");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (adw_message_dialog_has_response (dialog, "read"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "read");
  ui_answer_dialog ("read");

  g_assert_true (ui_wait_for (viewer_shown, NULL, 10));
  viewer = find_viewer ();
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "discovery");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (viewer)) == ui_application ());
  ui_wait_until_drawn (GTK_WIDGET (viewer));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (viewer), "Play The Discovery"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (viewer), "At the start"));
  ui_save_png (GTK_WIDGET (viewer), "help-viewer-discovery.png");

  /* a link in the text, then a see-also link, then back twice and home */
  follow_link (viewer, "xref:reconstructions");
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "reconstructions");
  g_assert_nonnull (ui_find_label (GTK_WIDGET (viewer), "What is a reconstruction, and why"));
  follow_link (viewer, "xref:map-editor");
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "map-editor");
  gtk_widget_activate_action (GTK_WIDGET (viewer), "help.back", NULL);
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "reconstructions");
  gtk_widget_activate_action (GTK_WIDGET (viewer), "help.back", NULL);
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "discovery");
  gtk_widget_activate_action (GTK_WIDGET (viewer), "help.home", NULL);
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "index");
  /* the index lists its topics by section; a section link scrolls in its page */
  g_assert_nonnull (find_link (GTK_WIDGET (viewer), "xref:statistics"));
  follow_link (viewer, "xref:carcassonne");
  follow_link (viewer, "xref:carcassonne-scoring");
  g_assert_true (tl_help_viewer_show_page (viewer, "discovery-variants#double-tile"));
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "discovery-variants");
  g_assert_false (tl_help_viewer_show_page (viewer, "no-such-page"));
  g_assert_cmpstr (tl_help_viewer_get_page (viewer), ==, "discovery-variants");

  destroy_viewers ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_pictures (GtkWidget *root,
                guint     *drawn)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_PICTURE (c))
        {
          GdkPaintable *paintable = gtk_picture_get_paintable (GTK_PICTURE (c));

          n++;
          if (paintable != NULL && gdk_paintable_get_intrinsic_width (paintable) > 0 &&
              gtk_widget_get_height (c) > 0)
            (*drawn)++;
        }
      n += count_pictures (c, drawn);
    }
  return n;
}

/* Every page of help/C/ opens in the app's own window with its title and every picture
 * it names, drawn. */
static void
test_help_every_page (void)
{
  const char *source = g_getenv ("TILELANDS_HELPDIR");
  g_autofree char *folder = g_build_filename (source, "C", NULL);
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  TlHelpViewer *viewer = tl_help_viewer_new (NULL);
  const char *name;
  guint pages = 0, pictures = 0;

  g_assert_nonnull (dir);
  gtk_window_present (GTK_WINDOW (viewer));
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL, *path = NULL, *text = NULL, *title = NULL;
      g_autoptr (GRegex) title_re = g_regex_new ("<title>([^<]*)</title>", 0, 0, NULL);
      g_autoptr (GMatchInfo) match = NULL;
      guint media = 0, shown, drawn = 0;

      if (!g_str_has_suffix (name, ".page"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".page"));
      path = g_build_filename (folder, name, NULL);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      for (const char *p = text; (p = strstr (p, "<media ")) != NULL; p++)
        media++;
      g_assert_true (g_regex_match (title_re, text, 0, &match));
      title = g_match_info_fetch (match, 1);

      g_assert_true (tl_help_viewer_show_page (viewer, id));
      ui_wait_until_drawn (GTK_WIDGET (viewer));
      ui_settle ();
      g_assert_nonnull (ui_find_label (GTK_WIDGET (viewer), title));
      shown = count_pictures (GTK_WIDGET (viewer), &drawn);
      g_assert_cmpuint (shown, ==, media);
      g_assert_cmpuint (drawn, ==, media);
      pages++;
      pictures += media;
    }
  g_assert_cmpuint (pages, ==, 24);
  g_assert_cmpuint (pictures, ==, 14);
  tl_help_viewer_show_page (viewer, "carcassonne-scoring");
  ui_save_png (GTK_WIDGET (viewer), "help-viewer-scoring.png");
  gtk_window_destroy (GTK_WINDOW (viewer));
}

static char *installed_link (void);
static void  install_pages  (void);

/* Without its pages, the app says the help is missing instead of offering to read it. */
static void
test_help_not_installed (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("TILELANDS_HELPDIR"));
  g_autofree char *installed = NULL;
  TlWindow *window;
  AdwMessageDialog *dialog;
  TlHelpViewer *viewer;

  g_autofree char *link = installed_link ();

  g_unsetenv ("TILELANDS_HELPDIR");
  g_assert_cmpint (g_unlink (link), ==, 0);
  installed = tl_help_find_page ("index");
  if (installed != NULL)
    {
      g_setenv ("TILELANDS_HELPDIR", saved, TRUE);
      install_pages ();
      g_test_skip ("the help is installed on this system");
      return;
    }
  window = app_window ();
  reset_launches (TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help", NULL);
  g_assert_cmpuint (launched.launches, ==, 0);
  dialog = ui_wait_for_message_dialog ();
  /* the help viewer is there: the pages are what is missing */
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Help Is Not Installed");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Its pages are missing from this installation of Tilelands.");
  g_assert_false (adw_message_dialog_has_response (dialog, "read"));
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));
  ui_answer_dialog ("close");
  g_assert_null (find_viewer ());
  _tl_help_set_viewer_finder (no_viewer);
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help", NULL);
  dialog = ui_wait_for_message_dialog ();
  _tl_help_set_viewer_finder (NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "No Help Viewer");
  g_assert_false (adw_message_dialog_has_response (dialog, "read"));
  ui_answer_dialog ("close");

  viewer = tl_help_viewer_new (NULL);
  gtk_window_present (GTK_WINDOW (viewer));
  ui_wait_until_drawn (GTK_WIDGET (viewer));
  g_assert_null (tl_help_viewer_get_page (viewer));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (viewer), "The Help Is Not Installed"));
  gtk_window_destroy (GTK_WINDOW (viewer));

  g_setenv ("TILELANDS_HELPDIR", saved, TRUE);
  install_pages ();
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The link that installs the pages where a help viewer looks: the user's data
 * folder's help/C/tilelands. */
static char *
installed_link (void)
{
  return g_build_filename (g_get_user_data_dir (), "help", "C", "tilelands", NULL);
}

static void
install_pages (void)
{
  g_autofree char *link = installed_link ();
  g_autofree char *dir = g_path_get_dirname (link);
  g_autofree char *pages = g_build_filename (g_getenv ("TILELANDS_HELPDIR"), "C", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  if (!g_file_test (link, G_FILE_TEST_EXISTS))
    g_assert_cmpint (symlink (pages, link), ==, 0);
}

/* An uninstalled build (tools/run.sh, `meson devenv`): the help viewer is
 * given the source tree's page files, not help: URIs it cannot find. */
static void
test_help_uninstalled (void)
{
  g_autofree char *link = installed_link ();
  g_autofree char *index = g_build_filename (g_getenv ("TILELANDS_HELPDIR"), "C", "index.page", NULL);
  g_autofree char *maps = g_build_filename (g_getenv ("TILELANDS_HELPDIR"), "C", "maps.page", NULL);
  g_autofree char *index_uri = g_filename_to_uri (index, NULL, NULL);
  g_autofree char *maps_uri = g_filename_to_uri (maps, NULL, NULL);
  TlWindow *window = app_window ();

  g_assert_cmpint (g_unlink (link), ==, 0);
  reset_launches (FALSE);
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help", NULL);
  g_assert_cmpuint (launched.launches, ==, 1);
  g_assert_cmpstr (launched.uri, ==, index_uri);
  g_assert_true (g_str_has_prefix (launched.uri, "file:///"));
  /* by the help viewer, never by the program that opens XML files */
  g_assert_cmpstr (launched.app, ==, "tl-test-help.desktop");
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help-page", g_variant_new_string ("maps"));
  g_assert_cmpstr (launched.uri, ==, maps_uri);
  g_assert_cmpstr (launched.app, ==, "tl-test-help.desktop");
  g_assert_null (ui_find_message_dialog ());

  /* without a help viewer, the window of our own is offered at once */
  _tl_help_set_viewer_finder (no_viewer);
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help-page", g_variant_new_string ("maps"));
  _tl_help_set_viewer_finder (NULL);
  g_assert_cmpuint (launched.launches, ==, 2);
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_wait_for_message_dialog ()), ==, "No Help Viewer");
  ui_answer_dialog ("read");
  g_assert_true (ui_wait_for (viewer_shown, NULL, 10));
  g_assert_cmpstr (tl_help_viewer_get_page (find_viewer ()), ==, "maps");
  destroy_viewers ();
  install_pages ();
  g_action_group_activate_action (G_ACTION_GROUP (ui_application ()), "help-page", g_variant_new_string ("maps"));
  g_assert_cmpstr (launched.uri, ==, "help:tilelands/maps");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  set_up_desktop ();
  if (!ui_test_init (&argc, &argv, "test-help", TRUE))
    return 77;
  _tl_help_set_launcher (fake_launcher);
  install_pages ();

  g_test_add_func ("/ui/help/f1", test_help_f1);
  g_test_add_func ("/ui/help/menu", test_help_menu);
  g_test_add_func ("/ui/help/rules", test_help_rules);
  g_test_add_func ("/ui/help/fallback", test_help_fallback);
  g_test_add_func ("/ui/help/every-page", test_help_every_page);
  g_test_add_func ("/ui/help/not-installed", test_help_not_installed);
  g_test_add_func ("/ui/help/uninstalled", test_help_uninstalled);
  return g_test_run ();
}
