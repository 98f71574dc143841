/* test-rules.c — every rule case of docs/rules/base-game.md §6, docs/rules/base-game-cases.md and the extra tiles
 * (docs/rules/extra-tiles.md §4: inner field, separate caps, crossing roads, monastery roads, city gates,
 * cathedral), replayed
 *
 * Each fixture under tests/fixtures/rules/ is a game record (docs/design.md §4) with an extra
 * top-level member "expect" (CONTRACTS.md, "Fixture expectations"); fixture-check.h
 * says what is compared. The record is replayed through tl_replay_file(), the same
 * code as `tilelands-cli replay FILE [--final]`.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "fixture-check.h"

/* The cases the issue asks for; the test fails when one of them is missing. */
static const char *const required_fixtures[] = {
  "cases-1-field-two-cities",
  "cases-2-small-city-four",
  "cases-2-small-city-first-edition",
  "cases-3-two-caps-one-tile",
  "cases-4-road-back-to-crossroads",
  "cases-4-road-loop-four-curves",
  "cases-5-monastery",
  "cases-6-unplaceable-custom-deck",
  "cases-6-unplaceable-custom-deck-to-the-end",
  "base-6-1-two-tile-city",
  "base-6-1-two-tile-city-first-edition",
  "base-6-2-road-between-junctions",
  "base-6-3-monastery-complete",
  "base-6-3-monastery-incomplete",
  "base-6-4-incomplete-city-pennant",
  "base-6-4-completed-city-pennant",
  "base-6-5-field-majority-tie",
  "base-6-6-city-majority",
  "base-6-7-occupied-road-refused",
  "base-6-7-occupied-road-refused-owner",
  "base-6-7-free-field-allowed",
  "base-6-8-unplaceable-tile",
  "base-6-8-discard-placeable-refused",
  /* docs/record-format.md: the last turn may be only a discard, of tiles that fit
   * nowhere, which empties the stack */
  "cases-6-last-turn-only-discards",
  "cases-6-last-turn-discard-placeable-refused",
  "cases-6-last-turn-discards-stack-not-empty-refused",
  "cases-6-last-turn-then-a-turn-refused",
  "rules-3-2-occupied-field-refused",
  /* the extra tiles of Inns & Cathedrals and Traders & Builders (docs/rules/extra-tiles.md §4) */
  "extra-inner-field-farmer-four-caps",
  "extra-separate-caps-joined-one-tile",
  "extra-crossing-roads-two-roads",
  "extra-monastery-with-roads",
  "extra-road-ends-at-city-gate",
  "extra-cathedral-city-no-bonus",
  "extra-cathedral-incomplete-no-bonus",
  "extra-farmer-on-missing-inner-field-refused",
  "extra-meeples-nine",
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tl_fixture_add_tests ("rules", required_fixtures, G_N_ELEMENTS (required_fixtures));
  return g_test_run ();
}
