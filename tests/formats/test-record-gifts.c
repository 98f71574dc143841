/* test-record-gifts.c — the game-record members of The Gifts and of the double-tile variant
 *
 * docs/design.md §4: turn members `gift` {"card", "at", "to", "second", "discard", "keep"}
 * and `received`, the option `double-tile` (object and list forms), `setup.hands`
 * and the turn member `play`. Checked here:
 * - a record using every one of them loads to exactly the TlRecord fields it names,
 *   writes only the members each card uses, and writes back to the same text;
 * - mistakes give the right TlFormatError code and a `<file>: <JSON path>: …`
 *   message (the exact texts are also in the fixtures of tests/fixtures/gifts);
 * - every gifts and double-tile fixture, with each member of its turns deleted or
 *   given a wrong type, loads and replays to an error or a game, never a crash.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-record-format.h"
#include "tl-replay.h"

#ifndef TL_TEST_FIXTURES
#error "TL_TEST_FIXTURES must name the tests/fixtures directory"
#endif

#define ORIGIN "gifts.tilelands"

/* Turn 1 receives, turn 2 opens Cash Out, turn 3 Change Position, turn 4 Take 2. */
static const char gifts_record[] =
  "{\"format\": \"tilelands-game\", \"version\": 1, \"game\": \"carcassonne\","
  " \"tileset\": \"carcassonne-base\", \"expansions\": [\"gifts\"], \"options\": {},"
  " \"players\": [{\"name\": \"You\"}, {\"name\": \"Red\"}], \"seed\": 9,"
  " \"turns\": ["
  "  {\"draw\": \"U\", \"place\": {\"x\": 1, \"y\": 0, \"r\": 0}, \"received\": \"take-2\"},"
  "  {\"draw\": \"U\", \"gift\": {\"card\": \"cash-out\", \"at\": {\"x\": 1, \"y\": 0, \"port\": \"E\"}},"
  "   \"place\": {\"x\": 2, \"y\": 0, \"r\": 0}},"
  "  {\"draw\": \"U\", \"gift\": {\"card\": \"change-position\", \"at\": {\"x\": -1, \"y\": 2, \"port\": \"N\"},"
  "   \"to\": {\"x\": -1, \"y\": 2, \"port\": \"W\"}}, \"place\": {\"x\": 3, \"y\": 0, \"r\": 0}},"
  "  {\"draw\": \"X\", \"gift\": {\"card\": \"take-2\", \"discard\": [\"C\", \"C\"], \"second\": \"W\","
  "   \"keep\": \"W\"}, \"place\": {\"x\": 4, \"y\": 0, \"r\": 0}, \"received\": null},"
  "  {\"draw\": \"U\", \"gift\": {\"card\": \"synod\"}, \"place\": {\"x\": 5, \"y\": 0, \"r\": 0}}"
  " ]}";

/* Version 2: two tiles per hand; turn 1 places the second, draws 19 after placing. */
static const char double_tile_record[] =
  "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"discovery\","
  " \"tileset\": \"discovery\", \"options\": [\"equal-turns\", \"double-tile\"],"
  " \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"seed\": 3,"
  " \"setup\": {\"aside\": [\"66\", \"65\"], \"hands\": [[\"21\", \"02\"], [\"04\", \"14\"], [\"07\", \"13\"]]},"
  " \"turns\": [{\"play\": \"02\", \"place\": {\"x\": 0, \"y\": 1, \"r\": 0}, \"draw\": \"19\"}]}";

static guint
tile (const TlRecord *record, const char *id)
{
  int type = tl_tile_set_lookup (record->tileset, id);

  g_assert_cmpint (type, >=, 0);
  return type;
}

static const TlTurnRecord *
turn_at (const TlRecord *record, guint i)
{
  g_assert_cmpuint (i, <, record->turns->len);
  return &g_array_index (record->turns, TlTurnRecord, i);
}

static void
assert_position (const TlPosition *pos, gint x, gint y, const char *port)
{
  g_assert_cmpint (pos->x, ==, x);
  g_assert_cmpint (pos->y, ==, y);
  g_assert_cmpstr (tl_port_name (pos->port), ==, port);
}

/* The fields of gifts_record, as loaded or as loaded after a round trip. */
static void
check_gifts_fields (const TlRecord *record)
{
  const TlTurnRecord *t;

  g_assert_cmpuint (record->turns->len, ==, 5);
  g_assert_cmpuint (record->expansions->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (record->expansions, 0), ==, "gifts");

  t = turn_at (record, 0);
  g_assert_false (tl_gifts_turn (t)->has_gift);
  g_assert_cmpint (tl_gifts_turn (t)->received, ==, TL_GIFT_TAKE_2);
  g_assert_cmpint (t->play, ==, -1);

  t = turn_at (record, 1);
  g_assert_true (tl_gifts_turn (t)->has_gift);
  g_assert_cmpint (tl_gifts_turn (t)->gift.card, ==, TL_GIFT_CASH_OUT);
  g_assert_true (tl_gifts_turn (t)->gift.has_at);
  assert_position (&tl_gifts_turn (t)->gift.at, 1, 0, "E");
  g_assert_false (tl_gifts_turn (t)->gift.has_to);
  g_assert_cmpint (tl_gifts_turn (t)->gift.second, ==, -1);
  g_assert_cmpint (tl_gifts_turn (t)->gift.keep, ==, -1);
  g_assert_null (tl_gifts_turn (t)->gift.discard);
  g_assert_cmpint (tl_gifts_turn (t)->received, ==, -1);

  t = turn_at (record, 2);
  g_assert_cmpint (tl_gifts_turn (t)->gift.card, ==, TL_GIFT_CHANGE_POSITION);
  assert_position (&tl_gifts_turn (t)->gift.at, -1, 2, "N");
  g_assert_true (tl_gifts_turn (t)->gift.has_to);
  assert_position (&tl_gifts_turn (t)->gift.to, -1, 2, "W");

  t = turn_at (record, 3);
  g_assert_cmpint (tl_gifts_turn (t)->gift.card, ==, TL_GIFT_TAKE_2);
  g_assert_false (tl_gifts_turn (t)->gift.has_at);
  g_assert_cmpint (tl_gifts_turn (t)->gift.second, ==, tile (record, "W"));
  g_assert_cmpint (tl_gifts_turn (t)->gift.keep, ==, tile (record, "W"));
  g_assert_nonnull (tl_gifts_turn (t)->gift.discard);
  g_assert_cmpuint (tl_gifts_turn (t)->gift.discard->len, ==, 2);
  g_assert_cmpuint (g_array_index (tl_gifts_turn (t)->gift.discard, guint, 1), ==, tile (record, "C"));
  g_assert_cmpint (tl_gifts_turn (t)->received, ==, -1);

  t = turn_at (record, 4);
  g_assert_cmpint (tl_gifts_turn (t)->gift.card, ==, TL_GIFT_SYNOD);
  g_assert_false (tl_gifts_turn (t)->gift.has_at);
}

static void
test_gifts_members (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (gifts_record, -1, ORIGIN, &error);
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL, *text_again = NULL;

  g_assert_no_error (error);
  check_gifts_fields (record);

  text = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (text, "\"received\" : \"take-2\""));
  g_assert_nonnull (strstr (text, "\"card\" : \"change-position\""));
  again = tl_record_format_load_data (text, -1, ORIGIN, &error);
  g_assert_no_error (error);
  check_gifts_fields (again);
  text_again = tl_record_format_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text_again);
}

/* A card is written with only the members it uses, whatever else the struct holds. */
static void
test_gifts_only_used_members_written (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (gifts_record, -1, ORIGIN, &error);
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL;
  TlTurnRecord *t;

  g_assert_no_error (error);
  t = &g_array_index (record->turns, TlTurnRecord, 1);   /* cash-out */
  tl_gifts_turn (t)->gift.has_to = TRUE;
  tl_gifts_turn (t)->gift.to = tl_gifts_turn (t)->gift.at;
  tl_gifts_turn (t)->gift.second = tile (record, "X");
  t = &g_array_index (record->turns, TlTurnRecord, 3);   /* take-2 */
  tl_gifts_turn (t)->gift.has_at = TRUE;
  text = tl_record_format_to_data (record, NULL);
  again = tl_record_format_load_data (text, -1, ORIGIN, &error);
  g_assert_no_error (error);
  check_gifts_fields (again);
}

static void
test_double_tile_members (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (double_tile_record, -1, ORIGIN, &error);
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL, *text_again = NULL, *engine_text = NULL;
  TlGameState *state;

  g_assert_no_error (error);
  g_assert_true (record->options.double_tile);
  g_assert_true (record->options.equal_turns);
  g_assert_nonnull (record->setup_hands);
  g_assert_cmpuint (record->setup_hands->len, ==, 3);
  g_assert_cmpuint (g_array_index (record->setup_hands, TlSetupHand, 2).n, ==, 2);
  g_assert_cmpuint (g_array_index (record->setup_hands, TlSetupHand, 2).tiles[0], ==, tile (record, "07"));
  g_assert_cmpuint (g_array_index (record->setup_hands, TlSetupHand, 2).tiles[1], ==, tile (record, "13"));
  g_assert_cmpint (turn_at (record, 0)->play, ==, tile (record, "02"));
  g_assert_cmpint (turn_at (record, 0)->draw, ==, tile (record, "19"));

  text = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (text, "\"double-tile\" : true"));
  g_assert_nonnull (strstr (text, "\"hands\""));
  g_assert_nonnull (strstr (text, "\"play\" : \"02\""));
  again = tl_record_format_load_data (text, -1, ORIGIN, &error);
  g_assert_no_error (error);
  g_assert_true (again->options.double_tile);
  g_assert_cmpuint (again->setup_hands->len, ==, 3);
  g_assert_cmpint (turn_at (again, 0)->play, ==, tile (record, "02"));
  text_again = tl_record_format_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text_again);

  /* the record the engine keeps (the start tile added) names the hands, the tile
   * played and the one drawn after placing too */
  state = tl_game_state_replay (record, &error);
  g_assert_no_error (error);
  {
    guint hand[TL_HAND_SIZE];

    g_assert_cmpuint (tl_game_state_hand (state, 0, hand), ==, 2);
    g_assert_cmpuint (hand[0], ==, tile (record, "21"));
    g_assert_cmpuint (hand[1], ==, tile (record, "19"));
  }
  engine_text = tl_record_format_to_data (tl_game_state_record (state), NULL);
  g_assert_nonnull (strstr (engine_text, "\"hands\" : [\n      [\n        \"21\",\n        \"02\"\n      ],"));
  g_assert_nonnull (strstr (engine_text, "\"play\" : \"02\""));
  g_assert_nonnull (strstr (engine_text, "\"draw\" : \"19\""));
  tl_game_state_free (state);
}

/* The object form of the option, and its absence. */
static void
test_double_tile_option_forms (void)
{
  static const char *const texts[] = {
    "{\"double-tile\": true}", "[\"double-tile\"]", "{\"double-tile\": false}", "[\"no-double-tile\"]", "{}",
  };
  static const gboolean expected[] = { TRUE, TRUE, FALSE, FALSE, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *data = g_strdup_printf (
        "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"discovery\", \"tileset\": \"discovery\","
        " \"options\": %s, \"players\": [{\"name\": \"A\"}], \"seed\": 1, \"turns\": []}", texts[i]);
      g_autoptr(TlRecord) record = tl_record_format_load_data (data, -1, ORIGIN, &error);

      g_assert_no_error (error);
      g_assert_cmpint (record->options.double_tile, ==, expected[i]);
    }
}

typedef struct {
  const char *replace;   /* text of gifts_record or double_tile_record to replace */
  const char *with;
  gint code;
  const char *message;   /* the whole message must start with this */
} BadMember;

static const BadMember bad_members[] = {
  { "\"card\": \"synod\"", "\"card\": \"Synod\"", TL_FORMAT_ERROR_VALUE,
    ORIGIN ": $.turns[4].gift.card: unknown gift card \"Synod\"" },
  { "\"card\": \"synod\"", "\"card\": 3", TL_FORMAT_ERROR_TYPE, ORIGIN ": $.turns[4].gift.card: expected a string, found" },
  { "{\"card\": \"synod\"}", "{\"card\": \"synod\", \"keep\": \"U\"}", TL_FORMAT_ERROR_VALUE,
    ORIGIN ": $.turns[4].gift.keep: a synod gift has no \"keep\" (only take-2 has one)" },
  { "\"card\": \"take-2\",", "\"card\": \"take-2\", \"at\": {\"x\": 0, \"y\": 0, \"port\": \"C\"},",
    TL_FORMAT_ERROR_VALUE, ORIGIN ": $.turns[3].gift.at: a take-2 gift has no \"at\" (take-2 needs no target)" },
  { "\"discard\": [\"C\", \"C\"]", "\"discard\": [\"C\", \"Q2\"]", TL_FORMAT_ERROR_UNKNOWN_TILE,
    ORIGIN ": $.turns[3].gift.discard[1]: unknown tile id \"Q2\"" },
  { "\"keep\": \"W\"", "\"keep\": [\"W\"]", TL_FORMAT_ERROR_TYPE, ORIGIN ": $.turns[3].gift.keep: expected a string" },
  { "\"port\": \"W\"}", "\"port\": \"SW\"}", TL_FORMAT_ERROR_VALUE, ORIGIN ": $.turns[2].gift.to.port: unknown port \"SW\"" },
  { "\"at\": {\"x\": 1, \"y\": 0, \"port\": \"E\"}", "\"at\": [1, 0, \"E\"]", TL_FORMAT_ERROR_TYPE,
    ORIGIN ": $.turns[1].gift.at: expected an object" },
  { "\"at\": {\"x\": 1, \"y\": 0,", "\"at\": {\"y\": 0,", TL_FORMAT_ERROR_MISSING, ORIGIN ": $.turns[1].gift.at.x: missing" },
  { "\"received\": \"take-2\"", "\"received\": \"gift\"", TL_FORMAT_ERROR_VALUE,
    ORIGIN ": $.turns[0].received: unknown gift card \"gift\"" },
  { "\"received\": \"take-2\"", "\"received\": true", TL_FORMAT_ERROR_TYPE, ORIGIN ": $.turns[0].received: expected a string" },
  { "\"gift\": {\"card\": \"synod\"}", "\"gift\": \"synod\"", TL_FORMAT_ERROR_TYPE, ORIGIN ": $.turns[4].gift: expected an object" },
  /* the double-tile record */
  { "\"play\": \"02\"", "\"play\": \"99\"", TL_FORMAT_ERROR_UNKNOWN_TILE,
    ORIGIN ": $.turns[0].play: unknown tile id \"99\" (not in tile set discovery)" },
  { "[\"04\", \"14\"]", "[\"04\", 14]", TL_FORMAT_ERROR_TYPE,
    ORIGIN ": $.setup.hands[1][1]: expected a string" },
  { "[\"04\", \"14\"]", "\"04\"", TL_FORMAT_ERROR_TYPE,
    ORIGIN ": $.setup.hands[1]: expected an array" },
  { "[\"04\", \"14\"]", "[\"04\", \"14\", \"20\"]", TL_FORMAT_ERROR_VALUE,
    ORIGIN ": $.setup.hands[1]: a hand holds at most 2 tiles, found 3" },
  { "[[\"21\", \"02\"], [\"04\", \"14\"], [\"07\", \"13\"]]", "\"02\"", TL_FORMAT_ERROR_TYPE,
    ORIGIN ": $.setup.hands: expected an array" },
  { "\"draw\": \"19\"", "\"draw\": \"19\", \"replace\": [\"x\"]", TL_FORMAT_ERROR_UNKNOWN_TILE,
    ORIGIN ": $.turns[0].replace[0]: unknown tile id \"x\"" },
  { "\"version\": 2, \"game\": \"discovery\"", "\"version\": 1, \"game\": \"discovery\"",
    TL_FORMAT_ERROR_VERSION, ORIGIN ": $.options.double-tile: a double-tile game of version 1 "
    "(Tilelands 0.1.0) cannot be loaded" },
  { "[\"equal-turns\", \"double-tile\"]", "[\"equal-turns\"]", TL_FORMAT_ERROR_VALUE,
    ORIGIN ": $.setup.hands: \"hands\" belongs to the variant \"double-tile\" only" },
  /* `play` and `replace` belong to the variant too (the gifts record is Carcassonne) */
  { "\"draw\": \"U\", \"gift\": {\"card\": \"synod\"}", "\"draw\": \"U\", \"play\": \"U\", \"gift\": {\"card\": \"synod\"}",
    TL_FORMAT_ERROR_VALUE, ORIGIN ": $.turns[4].play: \"play\" belongs to the variant \"double-tile\" only" },
  { "\"draw\": \"U\", \"gift\": {\"card\": \"synod\"}", "\"draw\": \"U\", \"replace\": [\"U\"], \"gift\": {\"card\": \"synod\"}",
    TL_FORMAT_ERROR_VALUE, ORIGIN ": $.turns[4].replace: \"replace\" belongs to the variant \"double-tile\" only" },
};

static void
test_bad_member (gconstpointer data)
{
  const BadMember *bad = data;
  const char *base = strstr (gifts_record, bad->replace) != NULL ? gifts_record : double_tile_record;
  g_autoptr(GString) text = g_string_new (base);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;

  g_assert_nonnull (strstr (base, bad->replace));
  g_assert_cmpuint (g_string_replace (text, bad->replace, bad->with, 1), ==, 1);
  record = tl_record_format_load_data (text->str, text->len, ORIGIN, &error);
  g_assert_null (record);
  g_assert_error (error, TL_FORMAT_ERROR, bad->code);
  if (!g_str_has_prefix (error->message, bad->message))
    g_test_fail_printf ("expected a message starting with \"%s\", got \"%s\"", bad->message, error->message);
}

/* Every member of every turn of a fixture, deleted or given a wrong type: an error
 * or a game, never a crash. */
static void
mutate_and_replay (JsonNode *root, const char *origin, guint *runs)
{
  g_autofree char *text = json_to_string (root, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, origin, &error);
  TlGameState *state;

  (*runs)++;
  if (record == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TL_FORMAT_ERROR);
      return;
    }
  state = tl_replay_record_state (record, origin, TRUE, &error);
  if (state != NULL)
    {
      g_autoptr(JsonNode) result = tl_replay_result_to_json (state);

      g_assert_nonnull (result);
      tl_game_state_free (state);
    }
  else
    g_assert_nonnull (error);
}

static void
mutate_object (JsonNode *root, JsonObject *object, const char *origin, guint *runs)
{
  g_autoptr(GList) names = json_object_get_members (object);

  for (GList *l = names; l != NULL; l = l->next)
    {
      g_autofree char *name = g_strdup (l->data);
      JsonNode *saved = json_node_copy (json_object_get_member (object, name));

      if (JSON_NODE_HOLDS_OBJECT (saved))
        mutate_object (root, json_object_get_object_member (object, name), origin, runs);
      json_object_remove_member (object, name);
      mutate_and_replay (root, origin, runs);
      json_object_set_int_member (object, name, 7);
      mutate_and_replay (root, origin, runs);
      json_object_set_string_member (object, name, "take-2");
      mutate_and_replay (root, origin, runs);
      json_object_set_member (object, name, saved);
    }
}

static void
test_mutations (void)
{
  static const char *const dirs[] = { "gifts", "discovery" };
  const char *env = g_getenv ("TL_TEST_FIXTURES");
  guint runs = 0, files = 0;

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir = g_build_filename (env != NULL ? env : TL_TEST_FIXTURES, dirs[d], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *path = NULL;
          g_autoptr(JsonParser) parser = json_parser_new ();
          JsonArray *turns;

          if (!g_str_has_suffix (name, ".tilelands") ||
              (d == 1 && !g_str_has_prefix (name, "double-tile-")))
            continue;
          path = g_build_filename (dir, name, NULL);
          g_assert_true (json_parser_load_from_file (parser, path, NULL));
          files++;
          turns = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "turns");
          for (guint i = 0; i < json_array_get_length (turns); i++)
            mutate_object (json_parser_get_root (parser), json_array_get_object_element (turns, i), name, &runs);
        }
    }
  g_test_message ("%u fixtures, %u mutated records loaded and replayed", files, runs);
  g_assert_cmpuint (files, >, 30);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-gifts/members", test_gifts_members);
  g_test_add_func ("/record-gifts/only-used-members-written", test_gifts_only_used_members_written);
  g_test_add_func ("/record-gifts/double-tile-members", test_double_tile_members);
  g_test_add_func ("/record-gifts/double-tile-option-forms", test_double_tile_option_forms);
  for (guint i = 0; i < G_N_ELEMENTS (bad_members); i++)
    {
      g_autofree char *path = g_strdup_printf ("/record-gifts/bad/%u", i);

      g_test_add_data_func (path, &bad_members[i], test_bad_member);
    }
  g_test_add_func ("/record-gifts/mutations", test_mutations);
  return g_test_run ();
}
