/* tl-help.c — F1, the Help menu entry and the Rules entries open the help
 *
 * The help is Mallard (help/C/ID.page), installed for yelp: `help:tilelands` opens it in
 * the desktop's help viewer, inside the Flatpak too (the GNOME runtime has yelp). Where
 * no viewer opens it (no yelp, a sandbox without one), Tilelands says so and offers the
 * same pages in a window of its own (TlHelpViewer); where the installed viewer fails, it
 * says that instead. An uninstalled build gives the viewer the source tree's page file.
 * docs/help.md.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "tl-alert.h"
#include "tl-help-private.h"
#include "tl-help-viewer.h"

#define HELP_ID "tilelands"

static TlHelpLauncher launcher;

/* ---- finding the pages ---- */

/* Page ids are file names of help/C/: letters, digits and dashes. */
static gboolean
is_page_id (const char *page)
{
  if (page == NULL || page[0] == '\0')
    return FALSE;
  for (const char *p = page; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* Where @page is on disk (see tl_help_find_page()); the source tree's help/
 * ($TILELANDS_HELPDIR) only with @uninstalled. */
static char *
find_page (const char *page,
           gboolean    uninstalled)
{
  const char *const *languages = g_get_language_names ();
  const char *const *system_dirs = g_get_system_data_dirs ();
  const char *source = uninstalled ? g_getenv ("TILELANDS_HELPDIR") : NULL;
  g_autofree char *file = NULL;

  if (!is_page_id (page))
    return NULL;
  file = g_strconcat (page, ".page", NULL);
  for (guint l = 0; languages[l] != NULL; l++)
    {
      g_autofree char *user = NULL;

      if (source != NULL && source[0] != '\0')
        {
          g_autofree char *path = g_build_filename (source, languages[l], file, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
            return g_steal_pointer (&path);
        }
      user = g_build_filename (g_get_user_data_dir (), "help", languages[l], HELP_ID, file, NULL);
      if (g_file_test (user, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&user);
      for (guint d = 0; system_dirs[d] != NULL; d++)
        {
          g_autofree char *path = g_build_filename (system_dirs[d], "help", languages[l], HELP_ID, file, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
            return g_steal_pointer (&path);
        }
    }
  return NULL;
}

char *
tl_help_find_page (const char *page)
{
  return find_page (page, TRUE);
}

/* ---- the help viewer of the desktop ---- */

static TlHelpViewerFinder viewer_finder;

/* (transfer full) (nullable): the program that opens help: URIs */
static GAppInfo *
find_viewer (void)
{
  if (viewer_finder != NULL)
    return viewer_finder ();
  return g_app_info_get_default_for_uri_scheme ("help");
}

void
_tl_help_set_viewer_finder (TlHelpViewerFinder finder)
{
  viewer_finder = finder;
}

typedef struct
{
  GtkWindow        *parent;
  TlHelpLaunchDone  done;
  gpointer          data;
} Launch;

static void
launch_done (Launch       *launch,
             const GError *error)
{
  launch->done (launch->parent, error, launch->data);
  g_clear_object (&launch->parent);
  g_free (launch);
}

static void
on_uri_shown (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Launch *launch = user_data;
  g_autoptr (GError) error = NULL;

  gtk_show_uri_full_finish (launch->parent, result, &error);
  launch_done (launch, error);
}

static void
on_viewer_launched (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr (GError) error = NULL;

  g_app_info_launch_uris_finish (G_APP_INFO (source), result, &error);
  launch_done (user_data, error);
}

static void
show_uri (GtkWindow        *parent,
          GAppInfo         *viewer,
          const char       *uri,
          TlHelpLaunchDone  done,
          gpointer          data)
{
  Launch *launch = g_new0 (Launch, 1);

  launch->parent = parent != NULL ? g_object_ref (parent) : NULL;
  launch->done = done;
  launch->data = data;
  if (viewer == NULL)
    gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_uri_shown, launch);
  else
    {
      GdkDisplay *display = parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent))
                                           : gdk_display_get_default ();
      g_autoptr (GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);
      GList uris = { (gpointer) uri, NULL, NULL };

      g_app_info_launch_uris_async (viewer, &uris, G_APP_LAUNCH_CONTEXT (context), NULL,
                                    on_viewer_launched, launch);
    }
}

void
_tl_help_set_launcher (TlHelpLauncher replacement)
{
  launcher = replacement;
}

/* ---- when it cannot ---- */

typedef struct
{
  GtkApplication *app;
  char           *page;
} Request;

static void
request_free (gpointer data)
{
  Request *request = data;

  g_clear_object (&request->app);
  g_free (request->page);
  g_free (request);
}

static void
open_viewer (GtkApplication *app,
             const char     *page)
{
  TlHelpViewer *viewer = tl_help_viewer_new (app);

  if (page != NULL)
    tl_help_viewer_show_page (viewer, page);
  gtk_window_present (GTK_WINDOW (viewer));
}

static void
on_offer_response (TlAlert    *alert,
                   const char *response,
                   gpointer    data)
{
  Request *request = data;

  if (g_str_equal (response, "read"))
    open_viewer (request->app, request->page);
}

/* The help could not be shown by a help viewer: says why and offers the window of
 * our own when the pages are there. @failed: why the help viewer failed, or NULL
 * when none was launched. A help viewer is never said to be missing when one is
 * installed (yelp that failed, or pages missing from the installation). */
static void
offer_viewer (GtkWindow    *parent,
              const char   *page,
              const GError *failed)
{
  g_autofree char *found = tl_help_find_page (page != NULL ? page : "index");
  g_autoptr (GAppInfo) viewer = find_viewer ();
  TlAlert *alert;
  Request *request = g_new0 (Request, 1);

  /* the application of the window asking, or of the window it belongs to (a dialog's) */
  for (GtkWindow *w = parent; w != NULL && request->app == NULL; w = gtk_window_get_transient_for (w))
    if (gtk_window_get_application (w) != NULL)
      request->app = g_object_ref (gtk_window_get_application (w));
  request->page = g_strdup (page);
  if (found == NULL)
    {
      if (viewer != NULL)
        {
          alert = tl_alert_new (_("The Help Is Not Installed"),
                                _("Its pages are missing from this installation of Tilelands."));
        }
      else
        {
          alert = tl_alert_new (_("No Help Viewer"),
                                _("No help viewer that can show the help is installed, and the "
                                  "pages of the help are missing from this installation of Tilelands."));
        }
      tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
      tl_alert_set_default_response (alert, "close");
    }
  else
    {
      if (viewer != NULL && failed != NULL)
        {
          /* a help viewer is installed (Help, yelp) and failed: say so, and why */
          g_autofree char *body = NULL;

          alert = tl_alert_new (_("The Help Could Not Be Opened"), NULL);
          /* Translators: the first "%s" is the help viewer's name ("Help"), the second why it failed */
          body = g_strdup_printf (_("%s could not show the help: %s. Tilelands can show the same pages "
                                    "in a simple window of its own."),
                                  g_app_info_get_display_name (viewer), failed->message);
          tl_alert_set_body (alert, body);
        }
      else
        {
          alert = tl_alert_new (_("No Help Viewer"),
                                _("No help viewer that can show the help is installed, such as Help, "
                                  "the help viewer of GNOME. Tilelands can show the same pages in a "
                                  "simple window of its own."));
        }
      tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
      tl_alert_add_response (alert, "read", _("_Read Here"), ADW_RESPONSE_SUGGESTED);
      tl_alert_set_default_response (alert, "read");
    }
  tl_alert_set_close_response (alert, "close");
  tl_alert_present (alert, parent != NULL ? GTK_WIDGET (parent) : NULL, on_offer_response, request,
                    request_free);
}

typedef struct
{
  char *page;
} Shown;

static void
on_launched (GtkWindow    *parent,
             const GError *error,
             gpointer      data)
{
  Shown *shown = data;

  if (error != NULL)
    {
      g_message ("Help: the help viewer could not open the help: %s", error->message);
      offer_viewer (parent, shown->page, error);
    }
  g_free (shown->page);
  g_free (shown);
}

void
tl_help_show (GtkWindow  *parent,
              const char *page)
{
  g_autofree char *installed = NULL;
  g_autofree char *uri = NULL;
  g_autoptr (GAppInfo) viewer = NULL;
  Shown *shown;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  /* a page id is a file name of help/C/, nothing else: anything else opens the index */
  if (page != NULL && !is_page_id (page))
    {
      g_debug ("Help: no page \"%s\"", page);
      page = NULL;
    }
  installed = find_page (page != NULL ? page : "index", FALSE);
  if (installed != NULL)
    uri = page != NULL ? g_strdup_printf ("help:%s/%s", HELP_ID, page) : g_strdup ("help:" HELP_ID);
  else
    {
      /* not where the help viewer looks: an uninstalled build (tools/run.sh,
       * `meson devenv`) shows the source tree's page in the help viewer, as
       * `yelp help/C/PAGE.page` does — given to the program that opens help:
       * URIs, never to whatever opens the page's type (XML: an editor); without
       * a help viewer, or without pages at all, the message says so at once */
      g_autofree char *source = find_page (page != NULL ? page : "index", TRUE);

      if (source != NULL)
        viewer = find_viewer ();
      if (source == NULL || viewer == NULL)
        {
          offer_viewer (parent, page, NULL);
          return;
        }
      uri = g_filename_to_uri (source, NULL, NULL);
    }
  shown = g_new0 (Shown, 1);
  shown->page = g_strdup (page);
  (launcher != NULL ? launcher : show_uri) (parent, viewer, uri, on_launched, shown);
}

/* ---- actions ---- */

static void
action_help (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       app)
{
  tl_help_show (gtk_application_get_active_window (app), NULL);
}

static void
action_help_page (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       app)
{
  tl_help_show (gtk_application_get_active_window (app), g_variant_get_string (parameter, NULL));
}

void
tl_help_install_actions (GtkApplication *app)
{
  static const GActionEntry entries[] = {
    { "help", action_help },
    { "help-page", action_help_page, "s" },
  };
  static const char *const accels[] = { "F1", NULL };

  g_return_if_fail (GTK_IS_APPLICATION (app));

  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (app, "app.help", accels);
}
