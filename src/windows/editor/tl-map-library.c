/* tl-map-library.c — the Maps library: the built-in layouts and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-map-document.h"
#include "tl-map-editor-window.h"
#include "tl-map-format.h"
#include "tl-map-library.h"
#include "tl-map-picture.h"
#include "tl-format-error.h"

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
  return tl_builtin_map_name (builtins[i]);
}

static char *
builtin_json (guint i)
{
  g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (builtins[i], NULL);

  g_return_val_if_fail (layout != NULL, NULL);
  return tl_map_format_to_data (layout, NULL);
}

/* A user's copy of a built-in map keeps its names, landmarks and land: its
 * `decor` names the map it was copied from (the library gives it an id of its
 * own, and the decor went by the id: a duplicate lost them). */
static char *
copy_builtin (const char *json)
{
  g_autoptr(TlMapLayout) layout = tl_map_format_load_data (json, -1, "map layout", NULL);

  if (layout == NULL)
    return g_strdup (json);
  if (layout->decor == NULL)
    tl_map_layout_set_decor (layout, layout->id);
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

  tl_library_window_present_editor (library, GTK_WINDOW (editor), error);
}

static GtkWindow *
open_window (TlLibraryWindow *library, const char *id)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (library));

  return app != NULL ? GTK_WINDOW (tl_editor_window_find (app, TL_TYPE_MAP_EDITOR_WINDOW, id)) : NULL;
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
    .copy_builtin = copy_builtin,
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

TlLibraryWindow *
tl_map_library_show (GtkApplication *application,
                     TlLibrary        *store)
{
  return tl_library_window_show (application, tl_map_library_kind (), store);
}

void
tl_map_library_install (GtkApplication *application)
{
  tl_library_window_install (application, "maps", tl_map_library_kind);
}
