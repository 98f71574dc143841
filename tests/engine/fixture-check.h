/* fixture-check.h — replaying rule fixtures and comparing them with their "expect"
 *
 * A fixture is a game record (docs/design.md §4) with an extra top-level member "expect"
 * that the loader ignores (CONTRACTS.md, "Fixture expectations"):
 *
 *   "expect": {"final": true,          ask tl_replay_file() for end-of-game scoring
 *              "scores": [...],        compared with the result, element by element
 *              "final_scores": [...],
 *              "supply": [...],
 *              "tiles_left": N,
 *              "events": [{...}],      each member given must match; others are ignored
 *              "chips_left": N, …      any other result member (Map-Chips: chips_left,
 *                                      face_down_left, removed) is compared the same way
 *              "peeked": [{"player":0,"x":6,"y":1,"tile":"B"|null}]
 *                                      what a player saw of a face-down tile (Map-Chips)
 *              "error": "turn 3: "}    the replay must fail with this message prefix
 *
 * The record is replayed through tl_replay_file(), the same code as
 * `tilelands-cli replay FILE [--final]`. Used by test-rules.c (tests/fixtures/rules),
 * test-discovery.c (tests/fixtures/discovery) and test-maps.c (tests/fixtures/maps).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_fixture_check_file:
 * @path: (type filename): a fixture file
 *
 * Replays the fixture and fails the running test (g_test_fail_printf()) on every
 * difference from its "expect": members of "expect" must be present in the
 * result and equal (objects compared member by member, only the members the
 * fixture gives; arrays element by element and by length); an expected "error" must
 * be the prefix of the replay's error message (a `turn N: …` one must be an
 * illegal move); the scoring events must add up to "scores" and "final_scores".
 * Aborts the test (g_error()) when the file is not JSON or has no "expect" object.
 * Usable as a #GTestDataFunc with @path as data.
 */
void tl_fixture_check_file (gconstpointer path);

/**
 * tl_fixture_add_tests:
 * @subdir: the folder under the fixtures directory, e.g. `"rules"`; the fixtures
 *   directory is `$TL_TEST_FIXTURES`, else the compile-time `TL_TEST_FIXTURES`
 * @required: (array length=n_required): stems of fixtures that must exist
 *   (file names without `.tilelands`)
 * @n_required: length of @required
 *
 * Adds one test `/<subdir>/<stem>` per `*.tilelands` file of the folder, in name
 * order, running tl_fixture_check_file(), and a test
 * `/<subdir>/required-fixtures-present` that fails for every stem of @required
 * without a file. Call between g_test_init() and g_test_run(); aborts when the
 * folder cannot be listed. What it allocates lives until the process ends.
 */
void tl_fixture_add_tests  (const char        *subdir,
                            const char *const *required,
                            guint              n_required);

G_END_DECLS
