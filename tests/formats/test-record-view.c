/* test-record-view.c — a player's view of an online game as a file (docs/design.md §10,
 * docs/record-format.md "A player's view")
 *
 * Version 4: `view`, no `seed`, "?" where a tile, card or chip is hidden. It reads
 * and writes back unchanged; "?" only where something may be hidden and only in a
 * view; a view has no seed; the plain loaders (Load, Import, Continue) refuse it
 * as "a player's view of an online game", in the command line's words and in a
 * player's. In versions 1 to 3 a `view` member is unknown and ignored.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-record-format.h"

#define ORIGIN "view.tilelands"

/* A view of seat 1 of a game with Map-Chips and The Gifts on USA West; %s: the
 * members after "version" (version and view), then its first turn's "received". */
#define VIEW_RECORD(header, turns) \
  "{\"format\": \"tilelands-game\", " header ", \"game\": \"carcassonne\", " \
  "\"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], " \
  "\"expansions\": [\"gifts\", \"map-chips\"], \"map\": \"usa-west\", " \
  "\"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], " \
  "\"setup\": {\"start\": [{\"x\": 4, \"y\": 2, \"tile\": \"D\", \"r\": 0}], " \
  "\"chips\": [{\"x\": 8, \"y\": 2, \"chip\": \"?\"}], " \
  "\"face_down\": [{\"x\": 6, \"y\": 1, \"tile\": \"?\"}]}, \"turns\": [" turns "]}"

#define GOOD_TURNS \
  "{\"draw\": \"U\", \"gift\": {\"card\": \"take-2\", \"second\": \"?\", \"keep\": \"?\"}, " \
  "\"place\": {\"x\": 5, \"y\": 2, \"r\": 1, \"tile\": \"U\"}, \"received\": \"?\"}, " \
  "{\"draw\": \"V\", \"place\": {\"x\": 8, \"y\": 2, \"r\": 0}, \"chip\": \"purple-2\", " \
  "\"peek\": {\"x\": 6, \"y\": 1, \"tile\": \"B\"}}"

/* Reads back what it writes: "?" stays "?", no seed appears. */
static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL, again = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;
  const TlTurnRecord *t;

  record = tl_record_format_load_data_full (VIEW_RECORD ("\"version\": 4, \"view\": 1", GOOD_TURNS),
                                            -1, ORIGIN, TL_RECORD_LOAD_VIEW, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->view, ==, 1);
  g_assert_cmpint (record->seed, ==, 0);
  g_assert_cmpuint (g_array_index (record->setup_chips, TlSetupChip, 0).value, ==, 0);
  g_assert_cmpuint (g_array_index (record->setup_face_down, TlSetupTile, 0).type, ==,
                    (guint) TL_HIDDEN);
  t = &g_array_index (record->turns, TlTurnRecord, 0);
  g_assert_cmpint (tl_gifts_turn (t)->gift.second, ==, TL_HIDDEN);
  g_assert_cmpint (tl_gifts_turn (t)->gift.keep, ==, TL_HIDDEN);
  g_assert_cmpint (tl_gifts_turn (t)->received, ==, TL_HIDDEN);
  g_assert_cmpint (t->place_tile, >=, 0);
  t = &g_array_index (record->turns, TlTurnRecord, 1);
  g_assert_true (tl_map_chips_turn (t)->has_chip);
  g_assert_cmpint (tl_map_chips_turn (t)->chip_color, ==, TL_MAP_PURPLE);
  g_assert_cmpuint (tl_map_chips_turn (t)->chip_value, ==, 2);
  g_assert_cmpint (tl_map_chips_turn (t)->peek_tile, >=, 0);

  written = tl_record_format_to_data (record, NULL);
  g_assert_null (strstr (written, "\"seed\""));
  g_assert_nonnull (strstr (written, "\"version\" : 4,"));
  g_assert_nonnull (strstr (written, "\"view\" : 1,"));
  again = tl_record_format_load_data_full (written, -1, ORIGIN, TL_RECORD_LOAD_VIEW, &error);
  g_assert_no_error (error);
  rewritten = tl_record_format_to_data (again, NULL);
  g_assert_cmpstr (written, ==, rewritten);
}

/* One turn alone, as a host sends a step, reads back to the same turn. */
static void
test_turn_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;

  record = tl_record_format_load_data_full (VIEW_RECORD ("\"version\": 4, \"view\": 1", GOOD_TURNS),
                                            -1, ORIGIN, TL_RECORD_LOAD_VIEW, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < record->turns->len; i++)
    {
      g_autoptr(JsonNode) node = tl_record_format_turn_to_json (
        record, &g_array_index (record->turns, TlTurnRecord, i));
      g_autoptr(JsonNode) again = NULL;
      TlTurnRecord turn;

      g_assert_true (tl_record_format_turn_from_json (record, node, ORIGIN, "$.step", &turn, &error));
      g_assert_no_error (error);
      again = tl_record_format_turn_to_json (record, &turn);
      g_assert_true (json_node_equal (node, again));
      tl_turn_record_clear (&turn);
    }
}

/* The plain loader refuses a view: the command line's message and a player's
 * words both say what it is. */
static void
test_local_game_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autofree char *words = NULL;

  record = tl_record_format_load_data (VIEW_RECORD ("\"version\": 4, \"view\": 1", GOOD_TURNS), -1,
                                       ORIGIN, &error);
  g_assert_null (record);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==,
                   ORIGIN ": a player's view of an online game (of player 2): it cannot be loaded, "
                   "imported or continued as a local game");
  words = tl_format_error_describe (error);
  g_assert_cmpstr (words, ==, "This is a player’s view of an online game, which cannot be played "
                              "as a game on this computer");
}

static const struct {
  const char *name;
  const char *text;
  const char *message;
} refused[] = {
  { "seed in a view",
    VIEW_RECORD ("\"version\": 4, \"view\": 0, \"seed\": 5", GOOD_TURNS),
    ORIGIN ": $.seed: a player's view of an online game has no seed (it would tell the stack)" },
  { "version 4 without view",
    VIEW_RECORD ("\"version\": 4", GOOD_TURNS),
    ORIGIN ": $.view: missing (expected an integer from 0 to 1)" },
  { "a seat that does not play",
    VIEW_RECORD ("\"version\": 4, \"view\": 2", GOOD_TURNS),
    ORIGIN ": $.view: expected an integer from 0 to 1, found 2" },
  { "\"?\" in a whole record",
    VIEW_RECORD ("\"version\": 2, \"seed\": 5", "{\"draw\": \"?\", \"place\": {\"x\": 5, \"y\": 2, \"r\": 1}}"),
    ORIGIN ": $.setup.chips[0].chip: \"?\" marks what a player may not see: only a player's view "
    "of an online game (a record with \"view\") has it, and only where something may be hidden "
    "from that player" },
  { "a discarded tile hidden",
    VIEW_RECORD ("\"version\": 4, \"view\": 1",
                 "{\"discard\": [\"?\"], \"draw\": \"U\", \"place\": {\"x\": 5, \"y\": 2, \"r\": 1}}"),
    ORIGIN ": $.turns[0].discard[0]: \"?\" marks what a player may not see" },
  { "a start tile hidden",
    "{\"format\": \"tilelands-game\", \"version\": 4, \"view\": 0, \"game\": \"carcassonne\", "
    "\"tileset\": \"carcassonne-base\", \"players\": [{\"name\": \"Ann\"}], "
    "\"setup\": {\"start\": [{\"x\": 0, \"y\": 0, \"tile\": \"?\"}]}, \"turns\": []}",
    ORIGIN ": $.setup.start[0].tile: \"?\" marks what a player may not see" },
  { "a chip collected hidden",
    VIEW_RECORD ("\"version\": 4, \"view\": 1",
                 "{\"draw\": \"U\", \"place\": {\"x\": 8, \"y\": 2, \"r\": 0}, \"chip\": \"?\"}"),
    ORIGIN ": $.turns[0].chip: \"?\" marks what a player may not see" },
  { "a revealed tile hidden",
    VIEW_RECORD ("\"version\": 4, \"view\": 1",
                 "{\"draw\": \"U\", \"place\": {\"x\": 6, \"y\": 2, \"r\": 0}, "
                 "\"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0, \"tile\": \"?\"}]}"),
    ORIGIN ": $.turns[0].reveal[0].tile: \"?\" marks what a player may not see" },
  { "a gift card opened hidden",
    VIEW_RECORD ("\"version\": 4, \"view\": 1",
                 "{\"draw\": \"U\", \"gift\": {\"card\": \"?\"}, \"place\": {\"x\": 5, \"y\": 2, \"r\": 1}}"),
    ORIGIN ": $.turns[0].gift.card: \"?\" marks what a player may not see" },
};

static void
test_refused (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data_full (refused[i].text, -1, ORIGIN,
                                                                    TL_RECORD_LOAD_VIEW, &error);

      g_test_message ("%s", refused[i].name);
      g_assert_null (record);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, refused[i].message))
        g_error ("%s: expected a message starting with\n  %s\ngot\n  %s", refused[i].name,
                 refused[i].message, error->message);
    }
}

/* In versions 1 to 3 `view` is an unknown member: the record is a whole one. */
static void
test_view_member_before_version_4 (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (
    "{\"format\": \"tilelands-game\", \"version\": 2, \"view\": 1, \"game\": \"carcassonne\", "
    "\"tileset\": \"carcassonne-base\", \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], "
    "\"seed\": 8, \"turns\": []}", -1, ORIGIN, &error);

  g_assert_no_error (error);
  g_assert_cmpint (record->view, ==, -1);
  g_assert_cmpint (record->seed, ==, 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-view/round-trip", test_round_trip);
  g_test_add_func ("/record-view/turn-round-trip", test_turn_round_trip);
  g_test_add_func ("/record-view/local-game-refused", test_local_game_refused);
  g_test_add_func ("/record-view/refused", test_refused);
  g_test_add_func ("/record-view/view-member-before-version-4", test_view_member_before_version_4);
  return g_test_run ();
}
