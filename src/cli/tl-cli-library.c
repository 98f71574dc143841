/* tl-cli-library.c — `tilelands-cli import FILE…` and `tilelands-cli export`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-store.h"
#include "tl-cli-util.h"

#include <stdio.h>
#include <string.h>

/* Whether @path starts as an SQLite database does: a whole library to merge. */
static gboolean
is_library_file (const char *path)
{
  static const char magic[16] = "SQLite format 3";
  char header[sizeof magic];
  FILE *file = fopen (path, "rb");
  gboolean library;

  if (file == NULL)
    return FALSE;
  library = fread (header, 1, sizeof header, file) == sizeof header &&
            memcmp (header, magic, sizeof magic) == 0;
  fclose (file);
  return library;
}

/* What tl_cli_import() learns, file by file. */
typedef struct {
  JsonArray *done;
  gboolean json;
  int status;
} Import;

static void print_import (JsonObject *done);

static void
add_done (Import   *import,
          JsonNode *done)
{
  if (!import->json)
    print_import (json_node_get_object (done));
  json_array_add_element (import->done, done);
}

static void
refused (Import       *import,
         const GError *error)
{
  int status = tl_cli_store_fail (g_error_copy (error));

  import->status = MAX (import->status, status);
}

static void
game_imported (const char          *path,
               const TlStoreImport *done,
               const GError        *error,
               gpointer             data)
{
  Import *import = data;
  g_autoptr(JsonBuilder) builder = NULL;

  if (done == NULL)
    {
      refused (import, error);
      return;
    }
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, path);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, done->id);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, done->finished);
  json_builder_set_member_name (builder, "updated");
  json_builder_add_boolean_value (builder, done->updated);
  json_builder_set_member_name (builder, "kept");
  json_builder_add_boolean_value (builder, done->kept);
  json_builder_set_member_name (builder, "copy_of");
  if (done->copy_of != NULL)
    json_builder_add_string_value (builder, done->copy_of);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  add_done (import, json_builder_get_root (builder));
}

static void
say_left_out (Import     *import,
              const char *path,
              guint       n,
              const char *one,
              const char *many)
{
  if (n == 0)
    return;
  tl_cli_print_line (stderr, "%s: %u %s could not be read and %s left out", path, n,
                     n == 1 ? one : many, n == 1 ? "was" : "were");
  import->status = MAX (import->status, TL_CLI_BAD_INPUT);
}

static void
import_library (TlStore    *store,
                const char *path,
                Import     *import)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GError) error = NULL;
  TlStoreLibraryImport counts;

  if (!tl_store_import_library (store, path, &counts, &error))
    {
      refused (import, error);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, path);
  json_builder_set_member_name (builder, "library");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_int_value (builder, counts.finished);
  json_builder_set_member_name (builder, "saved");
  json_builder_add_int_value (builder, counts.saved);
  json_builder_set_member_name (builder, "tilesets");
  json_builder_add_int_value (builder, counts.tilesets);
  json_builder_set_member_name (builder, "maps");
  json_builder_add_int_value (builder, counts.maps);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "left_out");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, counts.left_out_games);
  json_builder_set_member_name (builder, "tilesets");
  json_builder_add_int_value (builder, counts.left_out_tilesets);
  json_builder_set_member_name (builder, "maps");
  json_builder_add_int_value (builder, counts.left_out_maps);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  add_done (import, json_builder_get_root (builder));
  /* what could not be read was not taken: said on stderr, as a refused file is */
  say_left_out (import, path, counts.left_out_games, "game", "games");
  say_left_out (import, path, counts.left_out_tilesets, "tile set", "tile sets");
  say_left_out (import, path, counts.left_out_maps, "map layout", "map layouts");
}

/* The game files gathered so far, in one pipelined batch. */
static void
flush_games (TlStore   *store,
             GPtrArray *games,
             Import    *import)
{
  if (games->len == 0)
    return;
  g_ptr_array_add (games, NULL);
  tl_store_import_files (store, (const char * const *) games->pdata, game_imported, import);
  g_ptr_array_set_size (games, 0);
}

static void
print_import (JsonObject *done)
{
  const char *file = json_object_get_string_member (done, "file");

  if (json_object_has_member (done, "library"))
    {
      JsonObject *counts = json_object_get_object_member (done, "library");

      tl_cli_print_line (stdout, "%s: library imported: %" G_GINT64_FORMAT " finished games, %"
                         G_GINT64_FORMAT " saved games, %" G_GINT64_FORMAT " tile sets, %"
                         G_GINT64_FORMAT " map layouts added or updated", file,
              json_object_get_int_member (counts, "finished"),
              json_object_get_int_member (counts, "saved"),
              json_object_get_int_member (counts, "tilesets"),
              json_object_get_int_member (counts, "maps"));
    }
  else if (json_object_get_boolean_member (done, "kept") &&
           json_object_get_boolean_member (done, "finished"))
    tl_cli_print_line (stdout, "%s: kept the library's finished game %s (the file holds it unfinished or "
            "differently)", file, json_object_get_string_member (done, "id"));
  else if (json_object_get_boolean_member (done, "kept"))
    tl_cli_print_line (stdout, "%s: kept the library's saved game %s (the file is an older copy of it)", file,
            json_object_get_string_member (done, "id"));
  else if (!json_object_get_null_member (done, "copy_of"))
    tl_cli_print_line (stdout, "%s: %s %s as a copy: %s (it went another way than the library's game %s)",
            file, json_object_get_boolean_member (done, "updated") ? "updated" : "added",
            json_object_get_boolean_member (done, "finished") ? "in the history"
                                                              : "in the saved games",
            json_object_get_string_member (done, "id"),
            json_object_get_string_member (done, "copy_of"));
  else
    tl_cli_print_line (stdout, "%s: %s %s %s", file,
            json_object_get_boolean_member (done, "updated") ? "updated" : "added",
            json_object_get_boolean_member (done, "finished") ? "in the history:"
                                                                : "in the saved games:",
            json_object_get_string_member (done, "id"));
}

int
tl_cli_import (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(JsonArray) array = json_array_new ();
  g_autofree char *db = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  GError *error = NULL;
  gboolean json = FALSE;
  Import import = { 0 };
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "The library (default: $TILELANDS_DB, else the app's)", "PATH" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print a JSON array", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("import", "FILE…",
                                   "Imports game records (.tilelands) into the library: a finished game\n"
                                   "joins the history, an unfinished one the saved games; a game the\n"
                                   "library knows (same id) is updated, but never rewound: an older copy\n"
                                   "of a saved game is kept as the library has it, and a copy that went\n"
                                   "another way is added beside it as “NAME (copy)”. A file that is a\n"
                                   "whole library (from “export --library”) is merged in.\n"
                                   "Exit status: 0 when every file was imported, 2 when a file was\n"
                                   "refused (its message on stderr; the others are imported) or a\n"
                                   "library brought games, tile sets or map layouts that could not be\n"
                                   "read (left out, the rest merged), 1 for other failures.", entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc < 2)
    return tl_cli_usage_error ("no file given");

  store = tl_cli_open_library (db, FALSE, &error);
  if (store == NULL)
    return tl_cli_store_fail (error);

  import.done = array;
  import.json = json;
  for (int i = 1; i < argc; i++)
    if (is_library_file (argv[i]))
      {
        flush_games (store, games, &import);
        import_library (store, argv[i], &import);
      }
    else
      g_ptr_array_add (games, argv[i]);
  flush_games (store, games, &import);

  if (json)
    {
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

      json_node_set_array (root, array);
      tl_cli_print_json (root);
    }
  return import.status;
}

int
tl_cli_export (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *db = NULL;
  g_autofree char *out = NULL;
  g_autofree char *path = NULL;
  GError *error = NULL;
  gboolean library = FALSE;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "The library (default: $TILELANDS_DB, else the app's)", "PATH" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "The file to write", "FILE" },
    { "library", 0, 0, G_OPTION_ARG_NONE, &library,
      "Export the whole library (to import elsewhere, or as a backup)", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("export", "ID",
                                   "Writes the record of game ID (as the library holds it) to FILE, or with\n"
                                   "--library and no ID a copy of the whole library. FILE must not exist.\n"
                                   "Exit status: 0 on success, 2 for an unknown id, a database it refuses\n"
                                   "or a library that does not exist, 1 for other failures (FILE exists).",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (out == NULL)
    return tl_cli_usage_error ("--out FILE is needed");
  if (library ? argc != 1 : argc != 2)
    return tl_cli_usage_error (library ? "--library takes no game id"
                                       : argc < 2 ? "no game id given" : "expected one game id");

  store = tl_cli_open_library (db, TRUE, &error);
  if (store == NULL && error != NULL)
    return tl_cli_store_fail (error);
  if (store == NULL)
    {
      /* the app's own library, not made yet: nothing to export */
      path = tl_store_choose_path (db);
      g_set_error (&error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND, "no library at %s", path);
      return tl_cli_store_fail (error);
    }
  if (library ? !tl_store_export_library (store, out, TL_STORE_EXPORT_NEW, &error)
              : !tl_store_export_game (store, argv[1], out, TL_STORE_EXPORT_NEW, &error))
    return tl_cli_store_fail (error);
  return TL_CLI_OK;
}
