/* tl-map-library.c — the Maps library: the built-in layouts and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-application.h"
#include "tl-map-document.h"
#include "tl-map-editor-window.h"
#include "tl-map-format.h"
#include "tl-map-library.h"
#include "tl-map-picture.h"

/* A new map: 16 × 12 squares of land (the size of the USA maps) round one
 * start square, so that it can be played from the first moment. */
#define NEW_WIDTH 16
#define NEW_HEIGHT 12

static const char * const builtins[] = { "usa-west", "usa-east" };

static guint
n_builtins (void)
{
  return G_N_ELEMENTS (builtins);
}

static const char *
builtin_id (guint i)
{
  return builtins[i];
}

static const char *
builtin_name (guint i)
{
  return i == 0 ? _("USA West") : _("USA East");
}

static char *
builtin_json (guint i)
{
  g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (builtins[i], NULL);

  g_return_val_if_fail (layout != NULL, NULL);
  return tl_map_format_to_data (layout, NULL);
}

static TlMapLayout *
read_layout (const char *json, GPtrArray *problems)
{
  return tl_map_format_read_data (json, -1, "map layout", 0, problems, NULL);
}

static char *
describe (const char *json)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = read_layout (json, problems);
  g_autofree char *size = NULL;
  guint squares = 0;

  if (layout == NULL)
    return NULL;
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      squares += tl_map_layout_playable (layout, x, y);
  /* Translators: a map's columns × rows */
  size = g_strdup_printf (_("%u × %u"), layout->width, layout->height);
  if (problems->len > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u squares · %u problem",
                                         "%s · %u squares · %u problems", problems->len),
                            size, squares, problems->len);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u square", "%s · %u squares", squares),
                          size, squares);
}

static GdkTexture *
thumbnail (const char *json, guint px, gboolean dark)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = read_layout (json, problems);

  return layout != NULL ? tl_map_picture_layout (layout, px, dark) : NULL;
}

static char *
create (const char *id, const char *name)
{
  g_autoptr(TlMapDocument) doc = tl_map_document_new (id, name, NEW_WIDTH, NEW_HEIGHT);

  tl_map_document_flood_fill (doc, 0, 0, TL_MAP_PAINT_PLAYABLE);
  tl_map_document_set_cell (doc, NEW_WIDTH / 2 - 1, NEW_HEIGHT / 2 - 1, TL_MAP_PAINT_START);
  return tl_map_document_to_json (doc);
}

static char *
import (const char *data, gsize length, const char *origin, guint *n_problems, GError **error)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = tl_map_format_read_data (data, length, origin, 0, problems, error);

  if (layout == NULL)
    return NULL;
  *n_problems = problems->len;
  return tl_map_format_to_data (layout, NULL);
}

static void
open (TlLibraryWindow *library, const char *id, const char *json, gboolean builtin)
{
  g_autoptr(GError) error = NULL;
  TlMapEditorWindow *editor = tl_map_editor_window_new (gtk_window_get_application (GTK_WINDOW (library)),
                                                        tl_library_window_get_store (library),
                                                        json, builtin, &error);

  if (editor == NULL)
    {
      tl_library_window_toast (library, error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (editor));
}

static GtkWindow *
open_window (TlLibraryWindow *library, const char *id)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (library));

  return app != NULL ? GTK_WINDOW (tl_map_editor_window_find (app, id)) : NULL;
}

const TlLibraryKind *
tl_map_library_kind (void)
{
  static TlLibraryKind kind = {
    .kind = TL_STORE_MAP,
    .mime_type = "application/json",
    .n_builtins = n_builtins,
    .builtin_id = builtin_id,
    .builtin_name = builtin_name,
    .builtin_json = builtin_json,
    .describe = describe,
    .thumbnail = thumbnail,
    .create = create,
    .import = import,
    .open = open,
    .open_window = open_window,
  };

  /* the strings translated once the locale is set */
  kind.title = _("Maps");
  kind.builtin_heading = _("Built In");
  kind.builtin_note = _("The printed USA maps could not be measured: these are reconstructions, not the "
                        "printed maps. Duplicate one to redraw it square by square.");
  kind.user_heading = _("Your Maps");
  kind.empty_text = _("No maps of your own yet. Make a new one, duplicate a built-in map or import a file.");
  kind.new_label = _("New Map (Ctrl+N)");
  kind.untitled = _("Untitled Map");
  kind.filter_name = _("Map Layouts");
  return &kind;
}

TlStore *
tl_map_library_app_store (GtkApplication *application,
                          const GError  **error)
{
  TlLibrary *library = application != NULL && TL_IS_APPLICATION (application)
                       ? tl_application_get_library (TL_APPLICATION (application)) : NULL;

  if (error != NULL)
    *error = library != NULL ? tl_library_get_error (library) : NULL;
  return library != NULL ? tl_library_get_store (library) : NULL;
}

static TlLibraryWindow *
find_window (GtkApplication *application)
{
  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (TL_IS_LIBRARY_WINDOW (l->data) && g_object_get_data (G_OBJECT (l->data), "tl-map-library") != NULL)
      return l->data;
  return NULL;
}

static TlLibraryWindow *
make_window (GtkApplication *application,
             TlStore        *store)
{
  const GError *error = NULL;
  TlLibraryWindow *window;

  if (store == NULL)
    store = tl_map_library_app_store (application, &error);
  window = tl_library_window_new (application, tl_map_library_kind (), store, error);
  g_object_set_data (G_OBJECT (window), "tl-map-library", GINT_TO_POINTER (1));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* The app's library was still opening: the window once it is open (or not). */
static void
on_library_status (TlLibrary *library, GParamSpec *pspec, GtkApplication *application)
{
  if (tl_library_get_status (library) == TL_LIBRARY_OPENING)
    return;
  g_signal_handlers_disconnect_by_func (library, on_library_status, application);
  if (find_window (application) == NULL)
    make_window (application, NULL);
}

TlLibraryWindow *
tl_map_library_show (GtkApplication *application,
                     TlStore        *store)
{
  TlLibraryWindow *window = find_window (application);
  TlLibrary *library = application != NULL && TL_IS_APPLICATION (application)
                       ? tl_application_get_library (TL_APPLICATION (application)) : NULL;

  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      return window;
    }
  if (store == NULL && library != NULL && tl_library_get_status (library) == TL_LIBRARY_OPENING)
    {
      g_signal_handlers_disconnect_by_func (library, on_library_status, application);
      g_signal_connect_object (library, "notify::status", G_CALLBACK (on_library_status), application, 0);
      return NULL;
    }
  return make_window (application, store);
}

static void
action_maps (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  tl_map_library_show (GTK_APPLICATION (data), NULL);
}

void
tl_map_library_install (GtkApplication *application)
{
  static const GActionEntry entries[] = {
    { "maps", action_maps },
  };

  g_return_if_fail (GTK_IS_APPLICATION (application));
  g_action_map_add_action_entries (G_ACTION_MAP (application), entries, G_N_ELEMENTS (entries), application);
}
