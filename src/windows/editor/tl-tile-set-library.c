/* tl-tile-set-library.c — the Tile Sets library: the built-in sets and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tl-builtin-names.h"
#include "tl-library-text.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-library.h"
#include "tl-tile-set-picture.h"
#include "tl-tile-set-trial-dialog.h"
#include "tl-tileset-format.h"

/* The built-in sets (docs/design.md §3), in the order shown. */
static const char * const builtins[] = {
  TL_TILESET_BASE, "discovery", TL_TILESET_INNS_AND_CATHEDRALS, TL_TILESET_TRADERS_AND_BUILDERS,
};

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
  return tl_tileset_format_builtin_name (builtins[i]);
}

static char *
builtin_json (guint i)
{
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (builtins[i], NULL);

  g_return_val_if_fail (set != NULL, NULL);
  return tl_tileset_format_to_data (set, NULL);
}

TlTileSetDocument *
tl_tile_set_library_read (const char *json)
{
  /* one document kept: a card's line, thumbnail and actions read one text */
  static char *last_json;
  static TlTileSetDocument *last;

  g_return_val_if_fail (json != NULL, NULL);

  if (last == NULL || g_strcmp0 (json, last_json) != 0)
    {
      g_clear_object (&last);
      g_clear_pointer (&last_json, g_free);
      last = tl_tile_set_document_new_from_data (json, -1, "tile set", NULL);
      if (last == NULL)
        return NULL;
      last_json = g_strdup (json);
    }
  return g_object_ref (last);
}

/* @object's member @name when it is a string, else NULL. */
static const char *
string_member (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

char *
tl_tile_set_library_copy_builtin (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = NULL;
  JsonNode *root, *tiles;

  g_return_val_if_fail (json != NULL, NULL);

  if (!json_parser_load_from_data (parser, json, -1, NULL) ||
      !JSON_NODE_HOLDS_OBJECT (root = json_parser_get_root (parser)))
    return g_strdup (json);
  tiles = json_object_get_member (json_node_get_object (root), "tiles");
  for (guint i = 0; tiles != NULL && JSON_NODE_HOLDS_ARRAY (tiles) &&
                    i < json_array_get_length (json_node_get_array (tiles)); i++)
    {
      JsonNode *node = json_array_get_element (json_node_get_array (tiles), i);
      JsonObject *tile;
      const char *name, *shown;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      tile = json_node_get_object (node);
      name = string_member (tile, "name");
      shown = tl_builtin_tile_name (string_member (tile, "id"), name);
      if (shown != name)
        json_object_set_string_member (tile, "name", shown);
    }
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static char *
describe (const char *json)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_library_read (json);
  g_autofree char *tiles = NULL;
  guint total, errors, warnings;
  const char *game;

  if (doc == NULL)
    return NULL;
  total = tl_tile_set_document_get_total_tiles (doc);
  errors = tl_tile_set_document_get_errors (doc);
  warnings = tl_tile_set_document_get_warnings (doc);
  game = tl_library_text_game_name (tl_tile_set_document_get_game (doc));
  tiles = tl_tile_set_document_get_addition (doc)
          /* Translators: a tile set whose tiles are added to its game's base tiles */
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u tile to add", "%s · %u tiles to add", total),
                             game, total)
          /* Translators: a tile set's game and its number of tiles ("Carcassonne · 72 tiles") */
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u tile", "%s · %u tiles", total), game, total);
  if (errors > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u problem", "%s · %u problems", errors),
                            tiles, errors);
  if (warnings > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u warning", "%s · %u warnings", warnings),
                            tiles, warnings);
  return g_steal_pointer (&tiles);
}

static GdkTexture *
thumbnail (const char *json, guint px, gboolean dark)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_library_read (json);

  return doc != NULL ? tl_tile_set_picture (doc, px, dark) : NULL;
}

static char *
create (const char *id, const char *name)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", id, name);

  return tl_tile_set_document_to_data (doc);
}

static char *
import (const char *data, gsize length, const char *origin, guint *problems, GError **error)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (data, length, origin, error);

  if (doc == NULL)
    return NULL;
  *problems = tl_tile_set_document_get_errors (doc);
  /* stored as the file has it: every tile, every member */
  return g_strndup (data, length);
}

static void
open (TlLibraryWindow *library, const char *id, const char *json, gboolean builtin)
{
  g_autoptr(GError) error = NULL;
  TlTileSetEditorWindow *editor = tl_tile_set_editor_window_open (gtk_window_get_application (GTK_WINDOW (library)),
                                                                  tl_library_window_get_store (library),
                                                                  json, builtin, &error);

  tl_library_window_present_editor (library, GTK_WINDOW (editor), error);
}

static GtkWindow *
open_window (TlLibraryWindow *library, const char *id)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (library));

  return app != NULL ? GTK_WINDOW (tl_editor_window_find (app, TL_TYPE_TILE_SET_EDITOR_WINDOW, id)) : NULL;
}

/* A set with errors is a draft: it can be kept and edited, not tried or played. */
static TlTileSetDocument *
playable (TlLibraryWindow *library, const char *json, const char *what)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_library_read (json);
  g_autofree char *text = NULL;
  guint errors;

  if (doc == NULL)
    return NULL;
  errors = tl_tile_set_document_get_errors (doc);
  if (errors == 0)
    return g_steal_pointer (&doc);
  /* Translators: %s is "tried" or "played" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” has %u problem to fix before it can be %s",
                                       "“%s” has %u problems to fix before it can be %s", errors),
                          tl_tile_set_document_get_name (doc), errors, what);
  tl_library_window_toast (library, text);
  return NULL;
}

static void
try_it (TlLibraryWindow *library, const char *id, const char *json)
{
  g_autoptr(TlTileSetDocument) doc = playable (library, json, _("tried"));

  if (doc != NULL)
    gtk_window_present (GTK_WINDOW (tl_tile_set_trial_dialog_new (GTK_WINDOW (library), doc)));
}

static void
play (TlLibraryWindow *library, const char *id, const char *json)
{
  g_autoptr(TlTileSetDocument) doc = playable (library, json, _("played"));

  /* the application opens the new-game window with it */
  if (doc != NULL)
    gtk_widget_activate_action (GTK_WIDGET (library), "app.play-tile-set", "s", json);
}

const TlLibraryKind *
tl_tile_set_library_kind (void)
{
  static TlLibraryKind kind = {
    .kind = TL_STORE_TILESET,
    .mime_type = "application/json",
    .n_builtins = n_builtins,
    .builtin_id = builtin_id,
    .builtin_name = builtin_name,
    .builtin_json = builtin_json,
    .copy_builtin = tl_tile_set_library_copy_builtin,
    .describe = describe,
    .thumbnail = thumbnail,
    .create = create,
    .import = import,
    .open = open,
    .open_window = open_window,
    .try_it = try_it,
    .play = play,
  };

  /* the strings translated once the locale is set */
  kind.title = _("Tile Sets");
  kind.builtin_heading = _("Built In");
  kind.builtin_note = _("The Discovery’s tile contents are a reconstruction: only the counts of the published "
                        "tiles are known. The tiles of Inns & Cathedrals and Traders & Builders come without "
                        "their rules. Duplicate a set to change it.");
  kind.user_heading = _("Your Tile Sets");
  kind.empty_text = _("No tile sets of your own yet. Make a new one, duplicate a built-in set or import a file.");
  kind.new_label = _("New Tile Set (Ctrl+N)");
  kind.untitled = _("Untitled Tile Set");
  kind.filter_name = _("Tile Sets");
  return &kind;
}

TlLibraryWindow *
tl_tile_set_library_show (GtkApplication *application,
                          TlLibrary        *store)
{
  return tl_library_window_show (application, tl_tile_set_library_kind (), store);
}

void
tl_tile_set_library_install (GtkApplication *application)
{
  tl_library_window_install (application, "tile-sets", tl_tile_set_library_kind);
}
