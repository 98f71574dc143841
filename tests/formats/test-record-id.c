/* test-record-id.c — a game record's `id` (docs/design.md §4): optional when read,
 * kept in lower case, written back, copied with the header, fresh for a new game.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

#ifndef TL_TEST_FIXTURES
#error "TL_TEST_FIXTURES must name the tests/fixtures directory"
#endif

/* record-valid.tilelands with `"id": ID` inserted after the version (NULL: none). */
static char *
valid_record_with_id (const char *id_json)
{
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", "record-valid.tilelands", NULL);
  g_autofree char *data = NULL;
  g_auto(GStrv) parts = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  if (id_json == NULL)
    return g_steal_pointer (&data);
  parts = g_strsplit (data, "\"version\": 1,", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  return g_strdup_printf ("%s\"version\": 1, \"id\": %s,%s", parts[0], id_json, parts[1]);
}

static void
test_absent (void)
{
  g_autofree char *data = valid_record_with_id (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (data, -1, "t.tilelands", &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_null (record->id);
  text = tl_record_format_to_data (record, NULL);
  g_assert_null (strstr (text, "\"id\""));
}

static void
test_round_trip (void)
{
  g_autofree char *data = valid_record_with_id ("\"0F8FAD5B-D9CB-469F-A165-70867728950E\"");
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (data, -1, "t.tilelands", &error);
  g_autoptr(TlRecord) again = NULL;
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(TlRecord) copy = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (record->id, ==, "0f8fad5b-d9cb-469f-a165-70867728950e");
  text = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (text, "\"id\" : \"0f8fad5b-d9cb-469f-a165-70867728950e\""));
  again = tl_record_format_load_data (text, -1, "again.tilelands", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->id, ==, "0f8fad5b-d9cb-469f-a165-70867728950e");

  header = tl_record_copy_header (record);
  g_assert_cmpstr (header->id, ==, record->id);
  copy = tl_record_copy (record);
  g_assert_cmpstr (copy->id, ==, record->id);
}

static void
test_new_id (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr(TlRecord) a = NULL;
  g_autoptr(TlRecord) b = NULL;

  g_assert_no_error (error);
  a = tl_record_new ("carcassonne", set);
  b = tl_record_new ("carcassonne", set);
  g_assert_null (a->id);
  tl_record_set_new_id (a);
  tl_record_set_new_id (b);
  g_assert_true (g_uuid_string_is_valid (a->id));
  g_assert_cmpuint (strlen (a->id), ==, 36);
  g_assert_cmpstr (a->id, !=, b->id);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record-id/absent", test_absent);
  g_test_add_func ("/record-id/round-trip", test_round_trip);
  g_test_add_func ("/record-id/new-id", test_new_id);

  return g_test_run ();
}
