/* test-projection-fixtures.c — a seat's view of hand-written games, hidden item by
 * hidden item (docs/design.md §10)
 *
 * Each file of tests/fixtures/projection is a seat's projection written out and
 * checked by hand against the rules: the game it is the view of (member
 * "projection_of", a fixture of tests/fixtures), and, in "description", why each
 * "?" is there and each identity is named where it is. For each:
 *
 * - tl_record_project() of the game for the file's seat is exactly the file (but
 *   for "projection_of" and "description");
 * - the file reads as a player's view, and not as a local game;
 * - its twin's public digest after every turn is the game's for that seat
 *   (tl_replay_digests(), `replay --digest`);
 * - it holds no seed.
 *
 * And every seat's view of every rule fixture that replays (tests/fixtures/rules,
 * discovery, gifts, maps: records of versions 1 to 3 written before views existed)
 * has the game's digests after every turn.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-record-format.h"
#include "tl-replay.h"

/* The hidden items the fixtures must show between them (their file stems). */
static const char * const required[] = {
  "chips-peek-reveal.seat0",            /* a chip collected; the seat's own look */
  "chips-peek-reveal.seat1",            /* another seat's look; a tile turned face up */
  "chips-reveal-fits-nowhere.seat1",    /* a face-down tile nobody saw, revealed and removed */
  "gift-received.seat1",                /* another seat's gift received */
  "take-2-keep-second.seat0",           /* another seat's Take 2: second tile, tile kept */
  "take-2-keep-second.seat1",           /* the seat's own Take 2 */
  "take-2-keep-first.seat0",            /* another seat's Take 2, the tile drawn first kept */
  "double-tile-hand.seat0",             /* the seat's own hand */
  "double-tile-hand.seat1",             /* another seat's hand, draws and replacement */
  "double-tile-equal-turns.seat2",      /* tiles set aside (public), two other hands */
};

static char *
fixture_path (const char *name)
{
  const char *dir = g_getenv ("TL_TEST_FIXTURES");

  return g_build_filename (dir != NULL ? dir : TL_TEST_FIXTURES, name, NULL);
}

static void
check_fixture (gconstpointer data)
{
  const char *stem = data;
  g_autofree char *file = g_strdup_printf ("%s.tilelands", stem);
  g_autofree char *path = fixture_path ("projection");
  g_autofree char *full_path = g_build_filename (path, file, NULL);
  g_autofree char *text = NULL, *source_path = NULL, *written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) written_parser = json_parser_new ();
  g_autoptr(TlRecord) expected = NULL, refused = NULL, source = NULL, view = NULL;
  g_autoptr(JsonNode) game_digests = NULL, view_digests = NULL;
  JsonObject *root;

  g_assert_true (g_file_get_contents (full_path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (strstr (text, "\"seed\""));

  /* a player's view, not a local game */
  refused = tl_record_format_load_data (text, -1, file, &error);
  g_assert_null (refused);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_nonnull (strstr (error->message, "a player's view of an online game"));
  g_clear_error (&error);
  expected = tl_record_format_load_data_full (text, -1, file, TL_RECORD_LOAD_VIEW, &error);
  g_assert_no_error (error);
  g_assert_cmpint (expected->view, >=, 0);

  /* exactly the projection of the game it names */
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  source_path = fixture_path (json_object_get_string_member (root, "projection_of"));
  source = tl_record_format_load_file (source_path, &error);
  g_assert_no_error (error);
  view = tl_record_project (source, expected->view, &error);
  g_assert_no_error (error);
  written = tl_record_format_to_data (view, NULL);
  g_assert_true (json_parser_load_from_data (written_parser, written, -1, &error));
  json_object_remove_member (root, "projection_of");
  json_object_remove_member (root, "description");
  if (!json_node_equal (json_parser_get_root (parser), json_parser_get_root (written_parser)))
    g_error ("%s: the projection of %s for seat %d is not the fixture; it is:\n%s", file,
             source_path, expected->view, written);

  /* its twin sees the game as the seat does, turn after turn */
  game_digests = tl_replay_digests (source, file, expected->view, &error);
  g_assert_no_error (error);
  view_digests = tl_replay_digests (expected, file, -1, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (game_digests, view_digests));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (view_digests), "digests")), ==, source->turns->len);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* Every rule fixture that replays (versions 1 to 3, hand-written before views
 * existed): every seat's view of it has the game's digests after every turn. */
static void
check_every_rule_fixture (void)
{
  static const char * const folders[] = { "rules", "discovery", "gifts", "maps" };
  guint views = 0;

  for (guint f = 0; f < G_N_ELEMENTS (folders); f++)
    {
      g_autofree char *path = fixture_path (folders[f]);
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *file = g_build_filename (path, name, NULL);
          g_autoptr(TlRecord) record = NULL;
          g_autoptr(GError) refused = NULL;
          TlGameState *played;

          if (!g_str_has_suffix (name, ".tilelands"))
            continue;
          record = tl_record_format_load_file (file, &refused);
          played = record != NULL ? tl_game_state_replay (record, &refused) : NULL;
          if (played == NULL)
            continue;   /* a fixture of a refused game */
          tl_game_state_free (played);
          for (guint seat = 0; seat < record->players->len; seat++)
            {
              g_autoptr(GError) error = NULL;
              g_autoptr(TlRecord) view = tl_record_project (record, seat, &error);
              g_autoptr(JsonNode) game_digests = NULL, view_digests = NULL;

              g_assert_no_error (error);
              game_digests = tl_replay_digests (record, name, seat, &error);
              g_assert_no_error (error);
              view_digests = tl_replay_digests (view, name, -1, &error);
              if (error != NULL)
                g_error ("%s/%s, seat %u: the view does not replay: %s", folders[f], name, seat,
                         error->message);
              if (!json_node_equal (game_digests, view_digests))
                g_error ("%s/%s, seat %u: the view's digests are not the game's", folders[f], name,
                         seat);
              views++;
            }
        }
    }
  g_test_message ("%u views of rule fixtures", views);
  g_assert_cmpuint (views, >, 150);
}

/* Every fixture the rules need is there. */
static void
check_required (void)
{
  g_autofree char *dir = fixture_path ("projection");

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s/%s.tilelands", dir, required[i]);

      if (!g_file_test (file, G_FILE_TEST_EXISTS))
        g_test_fail_printf ("%s is missing", file);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) stems = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  path = fixture_path ("projection");
  dir = g_dir_open (path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".tilelands"))
      g_ptr_array_add (stems, g_strndup (name, strlen (name) - strlen (".tilelands")));
  g_ptr_array_sort (stems, compare_names);
  for (guint i = 0; i < stems->len; i++)
    {
      g_autofree char *test = g_strdup_printf ("/projection-fixtures/%s",
                                               (char *) g_ptr_array_index (stems, i));

      g_test_add_data_func (test, g_ptr_array_index (stems, i), check_fixture);
    }
  g_test_add_func ("/projection-fixtures/required-fixtures-present", check_required);
  g_test_add_func ("/projection-fixtures/every-rule-fixture", check_every_rule_fixture);
  return g_test_run ();
}
