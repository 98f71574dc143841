/* fixture-check.c — replaying rule fixtures and comparing them with their "expect"
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fixture-check.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-replay.h"

#ifndef TL_TEST_FIXTURES
#error "TL_TEST_FIXTURES must name the tests/fixtures directory"
#endif

static const char *
node_type_name (JsonNode *node)
{
  if (node == NULL)
    return "nothing";
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      return g_type_name (json_node_get_value_type (node));
    }
}

/* Compares @expected with @actual; every difference is appended to @why, one line
 * each, naming the path (e.g. `final_scores[1]`). Objects: every member of
 * @expected must be present and equal; members only in @actual are ignored. */
static void
compare_nodes (JsonNode   *expected,
               JsonNode   *actual,
               const char *path,
               GString    *why)
{
  if (actual == NULL)
    {
      g_string_append_printf (why, "  %s: missing from the result (expected %s)\n",
                              path, node_type_name (expected));
      return;
    }
  if (json_node_get_node_type (expected) != json_node_get_node_type (actual))
    {
      g_string_append_printf (why, "  %s: expected %s, got %s\n",
                              path, node_type_name (expected), node_type_name (actual));
      return;
    }

  switch (json_node_get_node_type (expected))
    {
    case JSON_NODE_ARRAY:
      {
        JsonArray *ea = json_node_get_array (expected);
        JsonArray *aa = json_node_get_array (actual);
        guint en = json_array_get_length (ea), an = json_array_get_length (aa);

        if (en != an)
          {
            g_autofree char *es = json_to_string (expected, FALSE);
            g_autofree char *as = json_to_string (actual, FALSE);

            g_string_append_printf (why, "  %s: expected %u elements %s, got %u elements %s\n",
                                    path, en, es, an, as);
          }
        for (guint i = 0; i < MIN (en, an); i++)
          {
            g_autofree char *sub = g_strdup_printf ("%s[%u]", path, i);

            compare_nodes (json_array_get_element (ea, i),
                           json_array_get_element (aa, i), sub, why);
          }
        break;
      }

    case JSON_NODE_OBJECT:
      {
        JsonObject *eo = json_node_get_object (expected);
        JsonObject *ao = json_node_get_object (actual);
        g_autoptr(GList) members = json_object_get_members (eo);

        for (GList *l = members; l != NULL; l = l->next)
          {
            g_autofree char *sub = g_strdup_printf ("%s.%s", path, (const char *) l->data);

            compare_nodes (json_object_get_member (eo, l->data),
                           json_object_get_member (ao, l->data), sub, why);
          }
        break;
      }

    case JSON_NODE_NULL:
      break;

    case JSON_NODE_VALUE:
    default:
      {
        GType et = json_node_get_value_type (expected);
        GType at = json_node_get_value_type (actual);

        if (et == G_TYPE_INT64 && at == G_TYPE_INT64)
          {
            gint64 e = json_node_get_int (expected), a = json_node_get_int (actual);

            if (e != a)
              g_string_append_printf (why, "  %s: expected %" G_GINT64_FORMAT
                                      ", got %" G_GINT64_FORMAT "\n", path, e, a);
          }
        else if (et == G_TYPE_STRING && at == G_TYPE_STRING)
          {
            const char *e = json_node_get_string (expected), *a = json_node_get_string (actual);

            if (g_strcmp0 (e, a) != 0)
              g_string_append_printf (why, "  %s: expected \"%s\", got \"%s\"\n", path, e, a);
          }
        else if (et == G_TYPE_BOOLEAN && at == G_TYPE_BOOLEAN)
          {
            gboolean e = json_node_get_boolean (expected), a = json_node_get_boolean (actual);

            if (e != a)
              g_string_append_printf (why, "  %s: expected %s, got %s\n", path,
                                      e ? "true" : "false", a ? "true" : "false");
          }
        else if (et != at)
          g_string_append_printf (why, "  %s: expected %s, got %s\n", path,
                                  node_type_name (expected), node_type_name (actual));
        else if (!json_node_equal (expected, actual))
          g_string_append_printf (why, "  %s: values differ\n", path);
        break;
      }
    }
}

/* Sums the events' points per player (only final ones, only non-final ones, or all)
 * into @sums (length @n). Returns FALSE when an event is malformed. */
static gboolean
sum_event_points (JsonObject *result,
                  gint        which, /* 0 = during play, 1 = final, 2 = all */
                  gint64     *sums,
                  guint       n,
                  GString    *why)
{
  JsonArray *events;

  if (!json_object_has_member (result, "events") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (result, "events")))
    {
      g_string_append (why, "  events: missing or not an array\n");
      return FALSE;
    }
  events = json_object_get_array_member (result, "events");
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonNode *en = json_array_get_element (events, i);
      JsonObject *ev;
      JsonArray *points;
      gboolean final;

      if (!JSON_NODE_HOLDS_OBJECT (en))
        {
          g_string_append_printf (why, "  events[%u]: not an object\n", i);
          return FALSE;
        }
      ev = json_node_get_object (en);
      if (!json_object_has_member (ev, "points") || !json_object_has_member (ev, "final"))
        {
          g_string_append_printf (why, "  events[%u]: no \"points\" or \"final\"\n", i);
          return FALSE;
        }
      final = json_object_get_boolean_member (ev, "final");
      if ((which == 0 && final) || (which == 1 && !final))
        continue;
      points = json_object_get_array_member (ev, "points");
      if (points == NULL || json_array_get_length (points) != n)
        {
          g_string_append_printf (why, "  events[%u].points: expected %u elements\n", i, n);
          return FALSE;
        }
      for (guint p = 0; p < n; p++)
        sums[p] += json_array_get_int_element (points, p);
    }
  return TRUE;
}

/* The events must add up to the scores: a check of the "events" member beside the
 * documents' totals. */
static void
check_events_add_up (JsonObject *result,
                     GString    *why)
{
  const char *members[] = { "scores", "final_scores" };

  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      JsonArray *scores;
      gint64 sums[TL_MAX_PLAYERS] = { 0 };
      guint n;

      if (!json_object_has_member (result, members[m]))
        continue;
      scores = json_object_get_array_member (result, members[m]);
      n = json_array_get_length (scores);
      if (n == 0 || n > TL_MAX_PLAYERS)
        {
          g_string_append_printf (why, "  %s: %u players\n", members[m], n);
          continue;
        }
      if (!sum_event_points (result, m == 0 ? 0 : 2, sums, n, why))
        return;
      for (guint p = 0; p < n; p++)
        if (sums[p] != json_array_get_int_element (scores, p))
          g_string_append_printf (why, "  events: the %s points of player %u add up to %"
                                  G_GINT64_FORMAT ", but %s[%u] is %" G_GINT64_FORMAT "\n",
                                  m == 0 ? "non-final" : "", p, sums[p], members[m], p,
                                  json_array_get_int_element (scores, p));
    }
}

/* "peeked" (Map-Chips): [{"player":0,"x":6,"y":1,"tile":"B"}, …] — what that
 * player saw of the face-down tile on (x, y) (tl_map_chips_peeked()); a null
 * "tile" means that the player knows nothing there (never looked, or the tile is
 * gone). The record is replayed once more for the state. */
static void
check_peeked (const char *path,
              gboolean    final,
              JsonNode   *expected,
              GString    *why)
{
  g_autoptr(GError) error = NULL;
  TlGameState *state;
  JsonArray *list;

  if (!JSON_NODE_HOLDS_ARRAY (expected))
    g_error ("%s: \"peeked\" must be an array", path);
  state = tl_replay_file_state (path, final, &error);
  if (state == NULL)
    {
      g_string_append_printf (why, "  peeked: the replay failed: %s\n", error->message);
      return;
    }
  list = json_node_get_array (expected);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *item = json_array_get_object_element (list, i);
      JsonNode *tile = json_object_get_member (item, "tile");
      guint player = json_object_get_int_member (item, "player");
      gint x = json_object_get_int_member (item, "x"), y = json_object_get_int_member (item, "y");
      const char *want = tile != NULL && !JSON_NODE_HOLDS_NULL (tile) ? json_node_get_string (tile) : NULL;
      const char *got = NULL;
      int seen;

      if (player >= tl_game_state_n_players (state))
        g_error ("%s: peeked[%u]: no player %u", path, i, player);
      seen = tl_map_chips_peeked (state, player, x, y);
      if (seen >= 0)
        got = tl_tile_set_type (tl_game_state_tile_set (state), seen)->id;
      if (g_strcmp0 (want, got) != 0)
        g_string_append_printf (why, "  peeked[%u]: player %u at (%d, %d): expected %s, got %s\n",
                                i, player, x, y, want ? want : "nothing", got ? got : "nothing");
    }
  tl_game_state_free (state);
}

void
tl_fixture_check_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GString) why = g_string_new (NULL);
  JsonObject *root, *expect;
  gboolean final = FALSE;

  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s: not JSON: %s", path, error->message);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  root = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (root, "expect") ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "expect")))
    g_error ("%s: the fixture has no \"expect\" object", path);
  expect = json_object_get_object_member (root, "expect");
  g_assert_cmpuint (json_object_get_size (expect), >, 0);
  if (json_object_has_member (expect, "final"))
    final = json_object_get_boolean_member (expect, "final");

  result = tl_replay_file (path, final, &error);

  if (json_object_has_member (expect, "error"))
    {
      const char *want = json_object_get_string_member (expect, "error");

      if (result != NULL)
        {
          g_autofree char *got = json_to_string (result, FALSE);

          g_test_fail_printf ("%s: expected the replay to fail with \"%s…\", but it succeeded: %s",
                              path, want, got);
          return;
        }
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, want))
        g_test_fail_printf ("%s: expected an error starting with \"%s\", got \"%s\"",
                            path, want, error->message);
      /* An illegal turn is a rule error, not a format error. */
      if (g_str_has_prefix (want, "turn "))
        g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
      g_test_message ("%s: %s", path, error->message);
      return;
    }

  if (result == NULL)
    {
      g_test_fail_printf ("%s: replay failed: %s", path, error ? error->message : "(no error)");
      return;
    }
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (result));

  {
    g_autoptr(GList) members = json_object_get_members (expect);
    JsonObject *res = json_node_get_object (result);

    for (GList *l = members; l != NULL; l = l->next)
      {
        const char *name = l->data;

        if (g_str_equal (name, "final") || g_str_equal (name, "peeked"))
          continue;
        compare_nodes (json_object_get_member (expect, name),
                       json_object_get_member (res, name), name, why);
      }

    /* final_scores: present with --final, absent while the stack still holds tiles. */
    if (final && !json_object_has_member (res, "final_scores"))
      g_string_append (why, "  final_scores: missing although final scoring was asked for\n");
    if (json_object_has_member (res, "tiles_left") &&
        json_object_get_int_member (res, "tiles_left") == 0 &&
        !json_object_has_member (res, "final_scores"))
      g_string_append (why, "  final_scores: missing although the stack is empty\n");
    if (!final && json_object_has_member (res, "tiles_left") &&
        json_object_get_int_member (res, "tiles_left") > 0 &&
        json_object_has_member (res, "final_scores"))
      g_string_append (why, "  final_scores: present although the game is not over\n");

    check_events_add_up (res, why);
    if (json_object_has_member (expect, "peeked"))
      check_peeked (path, final, json_object_get_member (expect, "peeked"), why);
  }

  if (why->len > 0)
    {
      g_autofree char *got = json_to_string (result, FALSE);

      g_test_fail_printf ("%s (final=%s):\n%sresult: %s", path, final ? "true" : "false",
                          why->str, got);
    }
}

typedef struct {
  GPtrArray *present;              /* stems of the fixtures found, owned */
  const char *const *required;
  guint n_required;
} Required;

static void
required_free (gpointer data)
{
  Required *r = data;

  g_ptr_array_unref (r->present);
  g_free (r);
}

static void
test_required_present (gconstpointer data)
{
  const Required *r = data;

  for (guint i = 0; i < r->n_required; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < r->present->len && !found; j++)
        found = g_str_equal (g_ptr_array_index (r->present, j), r->required[i]);
      if (!found)
        g_test_fail_printf ("fixture %s.tilelands is missing", r->required[i]);
    }
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

void
tl_fixture_add_tests (const char        *subdir,
                      const char *const *required,
                      guint              n_required)
{
  const char *env = g_getenv ("TL_TEST_FIXTURES");
  g_autofree char *dir = g_build_filename (env != NULL ? env : TL_TEST_FIXTURES, subdir, NULL);
  g_autofree char *required_path = g_strdup_printf ("/%s/required-fixtures-present", subdir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  Required *r = g_new0 (Required, 1);
  const char *name;

  d = g_dir_open (dir, 0, &error);
  if (d == NULL)
    g_error ("cannot list the fixtures of %s: %s", subdir, error->message);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".tilelands"))
      g_ptr_array_add (files, g_strdup (name));
  g_ptr_array_sort (files, compare_strings);

  r->present = g_ptr_array_new_with_free_func (g_free);
  r->required = required;
  r->n_required = n_required;
  g_test_add_data_func_full (required_path, r, test_required_present, required_free);
  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      char *stem = g_strndup (file, strlen (file) - strlen (".tilelands"));
      g_autofree char *test_path = g_strdup_printf ("/%s/%s", subdir, stem);

      g_ptr_array_add (r->present, stem);
      g_test_add_data_func_full (test_path, g_build_filename (dir, file, NULL),
                                 tl_fixture_check_file, g_free);
    }
}
