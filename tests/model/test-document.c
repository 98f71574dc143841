/* test-document.c — TlDocument, the editors' view of a tile set and of a map layout
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the editor shell (TlEditorWindow), its saver and Play ask of a document,
 * asked through the interface of each kind: id, name, renaming as an undoable
 * step, the JSON the document writes itself, modified and mark_saved, the
 * history, the problems and the errors, and one `changed` per step, undo and redo.
 */
#include "config.h"

#include <glib.h>

#include "tl-map-document.h"
#include "tl-tile-set-document.h"

static void
on_changed (TlDocument *document, guint *count)
{
  (*count)++;
}

/* Renames @doc from @name to "Renamed" and back through the interface. */
static void
check_rename_undo (TlDocument *doc, const char *name, int part)
{
  guint changed = 0;

  g_signal_connect (doc, "changed", G_CALLBACK (on_changed), &changed);
  g_assert_cmpstr (tl_document_get_name (doc), ==, name);
  g_assert_false (tl_document_get_modified (doc));
  g_assert_false (tl_document_can_undo (doc));

  tl_document_set_name (doc, "Renamed");
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpstr (tl_document_get_name (doc), ==, "Renamed");
  g_assert_true (tl_document_get_modified (doc));
  g_assert_true (tl_document_can_undo (doc));
  g_assert_false (tl_document_can_redo (doc));

  tl_document_mark_saved (doc);
  g_assert_false (tl_document_get_modified (doc));
  g_assert_cmpint (tl_document_undo (doc), ==, part);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpstr (tl_document_get_name (doc), ==, name);
  g_assert_true (tl_document_get_modified (doc));
  g_assert_true (tl_document_can_redo (doc));
  g_assert_cmpint (tl_document_redo (doc), ==, part);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_false (tl_document_get_modified (doc));
  g_signal_handlers_disconnect_by_data (doc, &changed);
}

static void
test_tile_set (void)
{
  g_autoptr(TlTileSetDocument) set = tl_tile_set_document_new ("carcassonne", "tileset-t", "Tiles");
  TlDocument *doc = TL_DOCUMENT (set);
  g_autofree char *json = NULL;
  g_autofree char *own = NULL;

  g_assert_true (TL_IS_DOCUMENT (set));
  g_assert_cmpstr (tl_document_get_id (doc), ==, "tileset-t");
  /* one tile, the start tile, which is all the deck holds: a warning, no error */
  g_assert_cmpuint (tl_document_get_problems (doc)->len, ==, 1);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, 0);
  check_rename_undo (doc, "Tiles", -1);

  /* a step on a tile names it for the editor to show */
  tl_tile_set_document_set_tile_count (set, 0, 3);
  g_assert_cmpint (tl_document_undo (doc), ==, 0);

  /* no start tile: an error, so the set is a draft */
  tl_tile_set_document_set_start_tile (set, -1);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, 1);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, tl_tile_set_document_get_errors (set));

  json = tl_document_to_json (doc);
  own = tl_tile_set_document_to_data (set);
  g_assert_cmpstr (json, ==, own);
}

static void
test_map (void)
{
  g_autoptr(TlMapDocument) map = tl_map_document_new ("map-m", "Land", 3, 2);
  TlDocument *doc = TL_DOCUMENT (map);
  g_autofree char *json = NULL;
  g_autofree char *own = NULL;

  g_assert_true (TL_IS_DOCUMENT (map));
  g_assert_cmpstr (tl_document_get_id (doc), ==, "map-m");
  /* all water: no start square, one problem, an error */
  g_assert_cmpuint (tl_document_get_problems (doc)->len, ==, 1);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, 1);
  check_rename_undo (doc, "Land", -1);

  /* a start square on a square of land: it plays */
  tl_map_document_set_cell (map, 1, 1, TL_MAP_PAINT_START);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, 0);
  g_assert_cmpint (tl_document_undo (doc), ==, -1);
  g_assert_cmpuint (tl_document_get_errors (doc), ==, 1);

  json = tl_document_to_json (doc);
  own = tl_map_document_to_json (map);
  g_assert_cmpstr (json, ==, own);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/tile-set", test_tile_set);
  g_test_add_func ("/document/map", test_map);
  return g_test_run ();
}
