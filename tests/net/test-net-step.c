/* test-net-step.c — where a seat's turn is cut into steps (tl_net_step_next(),
 * docs/network.md "Steps"), on turns of the fixtures of tests/fixtures/projection/:
 * Take 2 (its card first, the tile kept with the placement), a gift earned
 * by a placement the twin could not play (written), a chip and a look
 * (placement, look, end), tiles turned over and revealed (placement, then
 * the reveal and the follower with the end), and a turn that discloses
 * nothing (played on the twin, one step with the end).
 *
 * Each case follows the turn as a host answers it: `sent` is the seat's turn
 * so far as the host has it after each step (the fixture turn's members the
 * steps so far reached, with what the host named for them).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-step.h"

static JsonNode *
parse (const char *text)
{
  g_autoptr (GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

/* Turn @index of the fixture view @name, as its record writes it. */
static JsonNode *
fixture_turn (const char *name,
              guint       index)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), "projection", name, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *turns;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  turns = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "turns");
  g_assert_cmpuint (index, <, json_array_get_length (turns));
  return json_node_copy (json_array_get_element (turns, index));
}

/* tl_net_step_next (@sent, @turn, @flags) is @want (NULL: nothing to send)
 * and ends the turn when @want_end. */
static void
check_step (const char     *sent,
            JsonNode       *turn,
            TlNetStepFlags  flags,
            const char     *want,
            gboolean        want_end)
{
  g_autoptr (JsonNode) sent_node = sent != NULL ? parse (sent) : NULL;
  g_autoptr (JsonNode) step = NULL;
  gboolean end = !want_end;

  step = tl_net_step_next (sent_node, turn, flags, &end);
  if (want == NULL)
    {
      g_assert_null (step);
      g_assert_false (end);
      return;
    }
  g_assert_nonnull (step);
  {
    g_autoptr (JsonNode) expected = parse (want);
    g_autofree char *got = json_to_string (step, FALSE);

    if (!json_node_equal (step, expected))
      g_error ("step %s, expected %s", got, want);
  }
  g_assert_cmpint (end, ==, want_end);
}

/* Take 2 (Red's own view, turn 4): the card alone (the tile to keep waits for
 * the second tile), then with the tile kept and the placement, the end. */
static void
test_take_2 (void)
{
  g_autoptr (JsonNode) turn = fixture_turn ("take-2-keep-second.seat1.tilelands", 3);
  g_autoptr (JsonNode) so_far = parse ("{\"draw\": \"X\", \"gift\": {\"card\": \"take-2\", \"discard\": [\"C\"],"
                                       " \"second\": \"W\", \"keep\": \"W\"}}");

  check_step ("{\"draw\": \"X\"}", turn, TL_NET_STEP_WHOLE, "{\"gift\": {\"card\": \"take-2\"}}", FALSE);
  /* on the twin, before the host showed the second tile (a placeholder) */
  check_step ("{\"draw\": \"X\"}", so_far, 0, "{\"gift\": {\"card\": \"take-2\"}}", FALSE);
  /* the host showed it: keeping a tile discloses nothing, played on the twin */
  check_step ("{\"draw\": \"X\", \"gift\": {\"card\": \"take-2\", \"discard\": [\"C\"], \"second\": \"W\"}}",
              so_far, 0, NULL, FALSE);
  check_step ("{\"draw\": \"X\", \"gift\": {\"card\": \"take-2\", \"discard\": [\"C\"], \"second\": \"W\"}}",
              turn, TL_NET_STEP_WHOLE,
              "{\"gift\": {\"card\": \"take-2\", \"keep\": \"W\"}, \"place\": {\"x\": 0, \"y\": 1, \"r\": 0}}", TRUE);
}

/* A gift earned (Red's view, turn 2): the twin cannot deal the card, so the
 * placement goes written; the host's event names the card; the end. */
static void
test_gift_received (void)
{
  g_autoptr (JsonNode) turn = fixture_turn ("take-2-keep-second.seat1.tilelands", 1);
  g_autoptr (JsonNode) written = parse ("{\"draw\": \"U\", \"place\": {\"x\": 2, \"y\": 0, \"r\": 0}}");

  check_step ("{\"draw\": \"U\"}", written, TL_NET_STEP_WRITTEN,
              "{\"place\": {\"x\": 2, \"y\": 0, \"r\": 0}}", FALSE);
  /* played on a twin that could deal it, the card (a placeholder) says so */
  check_step ("{\"draw\": \"U\"}", turn, 0, "{\"place\": {\"x\": 2, \"y\": 0, \"r\": 0}}", FALSE);
  check_step ("{\"draw\": \"U\", \"place\": {\"x\": 2, \"y\": 0, \"r\": 0}, \"received\": \"take-2\"}",
              turn, TL_NET_STEP_WHOLE, "{\"place\": {\"x\": 2, \"y\": 0, \"r\": 0}}", TRUE);
}

/* A chip and a look (Red's view, turn 1): the placement, then the look
 * (its tile is the host's), then the end. */
static void
test_chip_and_look (void)
{
  g_autoptr (JsonNode) turn = fixture_turn ("chips-peek-reveal.seat0.tilelands", 0);
  const char *place = "\"place\": {\"x\": 8, \"y\": 2, \"r\": 0}";
  g_autofree char *placed = g_strdup_printf ("{\"draw\": \"U\", %s, \"chip\": \"purple-2\"}", place);
  g_autofree char *looked = g_strdup_printf ("{\"draw\": \"U\", %s, \"chip\": \"purple-2\","
                                             " \"peek\": {\"x\": 6, \"y\": 1, \"tile\": \"B\"}}", place);
  g_autofree char *want_place = g_strdup_printf ("{%s}", place);
  g_autofree char *want_look = g_strdup_printf ("{%s, \"peek\": {\"x\": 6, \"y\": 1}}", place);

  check_step ("{\"draw\": \"U\"}", turn, TL_NET_STEP_WHOLE, want_place, FALSE);
  check_step (placed, turn, TL_NET_STEP_WHOLE, want_look, FALSE);
  check_step (looked, turn, 0, NULL, FALSE);
  check_step (looked, turn, TL_NET_STEP_WHOLE, want_look, TRUE);
}

/* A tile turned over and revealed (Blue's view, turn 2): the placement (the
 * reveal and the follower wait for the tile turned over), then the rest with
 * the end; the reveal itself discloses nothing. */
static void
test_reveal (void)
{
  g_autoptr (JsonNode) turn = fixture_turn ("chips-peek-reveal.seat1.tilelands", 1);
  g_autoptr (JsonNode) revealed = parse ("{\"draw\": \"U\", \"place\": {\"x\": 6, \"y\": 2, \"r\": 0},"
                                         " \"turned\": [{\"x\": 6, \"y\": 1, \"tile\": \"B\"}],"
                                         " \"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0, \"tile\": \"B\"}]}");
  const char *placed = "{\"draw\": \"U\", \"place\": {\"x\": 6, \"y\": 2, \"r\": 0},"
                       " \"turned\": [{\"x\": 6, \"y\": 1, \"tile\": \"B\"}]}";

  check_step ("{\"draw\": \"U\"}", turn, TL_NET_STEP_WHOLE, "{\"place\": {\"x\": 6, \"y\": 2, \"r\": 0}}", FALSE);
  check_step (placed, revealed, 0, NULL, FALSE);
  check_step (placed, turn, TL_NET_STEP_WHOLE,
              "{\"place\": {\"x\": 6, \"y\": 2, \"r\": 0}, \"meeple\": {\"port\": \"E\"},"
              " \"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0}]}", TRUE);
}

/* Nothing disclosed (a base turn, a gift other than Take 2): played on the
 * twin, one step with the end. */
static void
test_nothing_disclosed (void)
{
  g_autoptr (JsonNode) turn = fixture_turn ("take-2-keep-second.seat1.tilelands", 0);
  g_autoptr (JsonNode) sweeper = parse ("{\"draw\": \"U\", \"gift\": {\"card\": \"road-sweeper\","
                                        " \"at\": {\"x\": 1, \"y\": 0, \"port\": \"E\"}}}");

  check_step ("{\"draw\": \"U\"}", turn, 0, NULL, FALSE);
  check_step (NULL, turn, 0, NULL, FALSE);
  check_step ("{\"draw\": \"U\"}", turn, TL_NET_STEP_WHOLE,
              "{\"place\": {\"x\": 1, \"y\": 0, \"r\": 0}, \"meeple\": {\"port\": \"E\"}}", TRUE);
  check_step ("{\"draw\": \"U\"}", sweeper, 0, NULL, FALSE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/step/take-2", test_take_2);
  g_test_add_func ("/net/step/gift-received", test_gift_received);
  g_test_add_func ("/net/step/chip-and-look", test_chip_and_look);
  g_test_add_func ("/net/step/reveal", test_reveal);
  g_test_add_func ("/net/step/nothing-disclosed", test_nothing_disclosed);
  return g_test_run ();
}
