/* tl-application.c — the application: actions, accelerators, windows
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tl-alert.h"
#include "tl-application.h"
#include "tl-format-error.h"
#include "tl-help.h"
#include "tl-map-format.h"
#include "tl-map-library.h"
#include "tl-new-game-window.h"
#include "tl-tile-set-library.h"
#include "tl-tileset-format.h"
#include "tl-preferences-window.h"
#include "tl-render.h"
#include "tl-window-private.h"
#include "tl-windows-resources.h"

struct _TlApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  /* the saved games, the history and the statistics (opened at start-up) */
  TlLibrary *library;
  /* the games on hosts it plays (the start page's Online Games) */
  TlOnlineGames *online_games;
  /* the games this app hosts (made when first needed; taken up again at
   * start-up while one is not over) */
  TlHosting *hosting;
};

G_DEFINE_FINAL_TYPE (TlApplication, tl_application, ADW_TYPE_APPLICATION)

/* Every accelerator with a modifier of the core (the expansions' come with
 * their window hooks); ui/gtk/help-overlay.ui lists them all. The single keys
 * of play (Enter, Backspace, R, Space, the arrows, T, and the expansions' keys)
 * are the board's own shortcuts (ui/tl-window.ui, the expansions' window
 * hooks), so that they act only while the board is on screen and leave other
 * windows' text fields their keys. */
static const struct {
  const char *action;
  const char *accels[4];
} accelerators[] = {
  { "app.quit", { "<Primary>q", NULL } },
  { "win.new-game", { "<Primary>n", NULL } },
  { "win.join-game", { "<Primary>j", NULL } },
  { "win.open", { "<Primary>o", NULL } },
  { "win.export", { "<Primary>e", NULL } },
  { "win.home", { "<Primary>w", NULL } },
  { "app.new-window", { "<Primary><Shift>n", NULL } },
  { "win.undo", { "<Primary>z", NULL } },
  { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
  { "win.fullscreen", { "F11", NULL } },
  { "win.show-log", { "F9", NULL } },
  { "win.focus-pane", { "F6", "<Shift>F6", NULL } },
  { "win.pan-left", { "<Primary>Left", NULL } },
  { "win.pan-right", { "<Primary>Right", NULL } },
  { "win.pan-up", { "<Primary>Up", NULL } },
  { "win.pan-down", { "<Primary>Down", NULL } },
  { "win.zoom-in", { "<Primary>plus", "<Primary>equal", "<Primary>KP_Add", NULL } },
  { "win.zoom-out", { "<Primary>minus", "<Primary>KP_Subtract", NULL } },
  { "win.zoom-reset", { "<Primary>0", "<Primary>KP_0", NULL } },
  { "win.hint", { "<Primary>h", NULL } },
  { "app.preferences", { "<Primary>comma", NULL } },
};

static GtkWindow *
get_window (TlApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tl_window_new (ADW_APPLICATION (self)));
  return window;
}

static void
action_quit (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlApplication *self = data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  gboolean asked = FALSE;

  /* Close (not just quit) so that windows save their state and stop their
   * timers; a window with a game that has not been saved asks first and stays
   * open. The application ends with its last window. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (TL_IS_WINDOW (l->data))
      {
        g_object_ref (l->data);
        gtk_window_close (GTK_WINDOW (l->data));
        asked = asked || gtk_widget_get_visible (GTK_WIDGET (l->data));
        g_object_unref (l->data);
      }
  g_list_free (windows);
  /* Nobody asked: other windows (About) go too. */
  if (!asked)
    g_application_quit (G_APPLICATION (self));
}

static void
action_about (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  TlApplication *self = data;
  static const char *developers[] = { "The Tilelands developers", NULL };
  /* the Details page reads the comments as markup: "Inns & Cathedrals" left it blank */
  g_autofree char *comments = g_markup_escape_text (
    _("Build a countryside of cities, roads and monasteries, tile by tile. "
      "Three games of the Carcassonne family: Carcassonne, with the expansion The Gifts; "
      "Carcassonne Maps (USA West, USA East or both joined), with the expansion Map-Chips; "
      "and The Discovery, with its equal-turns and double-tile variants. "
      "For two to five players at one screen or against the computer.\n\n"
      "Maps are played with the tiles of Inns & Cathedrals and Traders & Builders, only their tiles: "
      "the inns, cathedrals, goods and gardens on them score nothing. "
      "The USA map layouts and The Discovery’s tile contents are reconstructions: "
      "the printed maps could not be measured, and only The Discovery’s tile counts are known."), -1);

  g_autofree char *library = tl_library_dup_debug_info (self->library);
  /* what a bug report needs: the versions the app runs with, and its library */
  g_autofree char *debug_info = g_strdup_printf (
    "Tilelands %s\nGTK %u.%u.%u\nlibadwaita %u.%u.%u\nGLib %u.%u.%u\njson-glib %s\n%s\n",
    PACKAGE_VERSION, gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version (),
    adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version (),
    glib_major_version, glib_minor_version, glib_micro_version, JSON_VERSION_S, library);

  adw_show_about_window (gtk_application_get_active_window (GTK_APPLICATION (self)),
                         "application-name", _("Tilelands"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Tilelands developers"),
                         "developers", developers,
                         "comments", comments,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2026 The Tilelands developers",
                         "website", "https://github.com/tilelands/tilelands",
                         "issue-url", "https://github.com/tilelands/tilelands/issues",
                         "support-url", "https://github.com/tilelands/tilelands/discussions",
                         "debug-info", debug_info,
                         "debug-info-filename", "tilelands-debug-info.txt",
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
action_preferences (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlApplication *self = data;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  GListModel *toplevels = gtk_window_get_toplevels ();

  /* one Preferences window: it is not modal, so it may already be open */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_PREFERENCES_WINDOW (window))
        {
          gtk_window_present (GTK_WINDOW (window));
          return;
        }
    }
  gtk_window_present (GTK_WINDOW (tl_preferences_window_new (active)));
}

static void
action_new_window (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  gtk_window_present (GTK_WINDOW (tl_window_new (ADW_APPLICATION (data))));
}

/* ---- playing what an editor made (app.play-tile-set, app.play-map) ---- */

/* Why a game could not start, over @parent. */
static void
refuse (GtkWindow *parent, const GError *error)
{
  g_autofree char *body = tl_format_error_describe (error);
  TlAlert *alert = tl_alert_new (_("Could Not Start"), body);

  tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  tl_alert_present (alert, GTK_WIDGET (parent), NULL, NULL, NULL);
}

static void
on_start (TlNewGameWindow *dialog, TlWindow *window)
{
  g_autoptr(GError) error = NULL;

  if (!tl_window_start_new_game (window, dialog, &error))
    {
      refuse (GTK_WINDOW (dialog), error);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (window));
}

/* The new-game window (with the app's settings) over a main window showing no
 * game in progress, else a new one; its Start plays there. */
static TlNewGameWindow *
new_game (TlApplication *self)
{
  TlWindow *window = NULL;
  TlNewGameWindow *dialog;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL && window == NULL; l = l->next)
    if (TL_IS_WINDOW (l->data))
      {
        TlGame *game = tl_window_get_game (l->data);

        if (game == NULL || tl_game_get_phase (game) == TL_PHASE_OVER)
          window = l->data;
      }
  if (window == NULL)
    window = tl_window_new (ADW_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (window));
  dialog = tl_new_game_window_new (GTK_WINDOW (window), self->settings);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_start), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* A user's tile set (its JSON, `tilelands-tileset`): the new-game window with
 * it and its game chosen. */
static void
action_play_tile_set (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  TlApplication *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_data (g_variant_get_string (parameter, NULL), -1, "tile set",
                                                          &error);
  TlNewGameWindow *dialog;

  if (set == NULL)
    {
      refuse (gtk_application_get_active_window (GTK_APPLICATION (self)), error);
      return;
    }
  dialog = new_game (self);
  tl_new_game_window_select_game (dialog, set->game);
  tl_new_game_window_add_tile_set (dialog, set, TRUE);
}

/* A user's map, or two joined (its JSON, `tilelands-map`): the new-game window
 * with it chosen; it goes inline into the game's record (docs/design.md §4). */
static void
action_play_map (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlApplication *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = tl_map_format_load_data (g_variant_get_string (parameter, NULL), -1,
                                                           "map layout", &error);
  TlNewGameWindow *dialog;

  if (layout == NULL)
    {
      refuse (gtk_application_get_active_window (GTK_APPLICATION (self)), error);
      return;
    }
  dialog = new_game (self);
  tl_new_game_window_select_game (dialog, "carcassonne");
  tl_new_game_window_add_map (dialog, layout, TRUE);
}

/* A notification's click: the game on a host whose turn it is. */
static void
action_open_online_game (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  _tl_window_online_present (TL_WINDOW (get_window (data)), g_variant_get_string (parameter, NULL));
}

static const GActionEntry app_entries[] = {
  { "quit", action_quit },
  { "new-window", action_new_window },
  { "about", action_about },
  { "preferences", action_preferences },
  { "play-tile-set", action_play_tile_set, "s" },
  { "play-map", action_play_map, "s" },
  { "open-online-game", action_open_online_game, "s" },
};

static void
tl_application_startup (GApplication *application)
{
  TlApplication *self = TL_APPLICATION (application);

  G_APPLICATION_CLASS (tl_application_parent_class)->startup (application);

  /* opened on the library's own thread: the first window does not wait for it */
  {
    g_autofree char *path = tl_library_choose_path ();

    self->library = tl_library_new (path, TL_STORE_OPEN_DEFAULT);
    /* the model may not draw: the saved games' pictures come from render */
    tl_library_set_thumbnail_func (self->library, tl_render_board_thumbnail);
  }
  {
    g_autofree char *path = tl_online_games_default_path ();

    self->online_games = tl_online_games_new (path);
  }

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);
  tl_help_install_actions (GTK_APPLICATION (self));
  tl_map_library_install (GTK_APPLICATION (self));
  tl_tile_set_library_install (GTK_APPLICATION (self));
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accelerators[i].action,
                                           accelerators[i].accels);
  _tl_window_expansions_set_accels (GTK_APPLICATION (self));

  /* the games with friends this app hosted when it quit go on, on the same port */
  {
    g_autoptr (GError) error = NULL;

    if (!tl_hosting_resume (tl_application_get_hosting (self), &error))
      g_warning ("The games this app hosts could not be taken up again: %s", error->message);
  }
}

static void
tl_application_activate (GApplication *application)
{
  gtk_window_present (get_window (TL_APPLICATION (application)));
}

static void
tl_application_shutdown (GApplication *application)
{
  TlApplication *self = TL_APPLICATION (application);

  /* the autosaves and deletions queued are written before the process ends */
  if (self->library != NULL)
    tl_library_close (self->library);
  /* every step was stored: the host's connections close (going away) */
  g_clear_object (&self->hosting);
  G_APPLICATION_CLASS (tl_application_parent_class)->shutdown (application);
}

/* Each file is imported into the library (a finished game joins the history,
 * an unfinished one the saved games) and opened: the first in the active
 * window, the others in windows of their own (one game per window); each
 * `tilelands://` invite link is asked about and joined likewise. */
static void
tl_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      GtkWindow *window = i == 0 ? get_window (TL_APPLICATION (application))
                                 : GTK_WINDOW (tl_window_new (ADW_APPLICATION (application)));

      gtk_window_present (window);
      /* an invite link (x-scheme-handler/tilelands): asked about first */
      if (g_file_has_uri_scheme (files[i], "tilelands"))
        {
          g_autofree char *link = g_file_get_uri (files[i]);

          tl_window_ask_join (TL_WINDOW (window), link);
        }
      else
        tl_window_open_file (TL_WINDOW (window), files[i]);
    }
}

/* `tilelands --version` prints the version and exits before the application registers or
 * opens a display; any other option goes on to the primary instance. */
static int
tl_application_handle_local_options (GApplication *application,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("tilelands %s\n", PACKAGE_VERSION);
      return 0;
    }
  return G_APPLICATION_CLASS (tl_application_parent_class)->handle_local_options (application, options);
}

static void
tl_application_dispose (GObject *object)
{
  TlApplication *self = TL_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->library);
  g_clear_object (&self->online_games);
  g_clear_object (&self->hosting);

  G_OBJECT_CLASS (tl_application_parent_class)->dispose (object);
}

static void
tl_application_class_init (TlApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tl_application_dispose;
  app_class->startup = tl_application_startup;
  app_class->activate = tl_application_activate;
  app_class->open = tl_application_open;
  app_class->shutdown = tl_application_shutdown;
  app_class->handle_local_options = tl_application_handle_local_options;

  tl_windows_ensure_resources ();
}

static void
tl_application_init (TlApplication *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  g_application_add_main_option (G_APPLICATION (self), "version", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE, _("Print the version and exit"), NULL);
  /* Translators: the files "tilelands --help" says the app opens, after "tilelands [OPTION…]" */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);
}

TlApplication *
tl_application_new (void)
{
  return g_object_new (TL_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tilelands/Tilelands",
                       NULL);
}

GSettings *
tl_application_get_settings (TlApplication *self)
{
  g_return_val_if_fail (TL_IS_APPLICATION (self), NULL);
  return self->settings;
}

TlLibrary *
tl_application_get_library (TlApplication *self)
{
  g_return_val_if_fail (TL_IS_APPLICATION (self), NULL);
  return self->library;
}

TlOnlineGames *
tl_application_get_online_games (TlApplication *self)
{
  g_return_val_if_fail (TL_IS_APPLICATION (self), NULL);
  return self->online_games;
}

TlHosting *
tl_application_get_hosting (TlApplication *self)
{
  g_return_val_if_fail (TL_IS_APPLICATION (self), NULL);
  if (self->hosting == NULL)
    {
      g_autofree char *dir = tl_hosting_dup_default_dir ();

      self->hosting = tl_hosting_new (dir);
    }
  return self->hosting;
}
