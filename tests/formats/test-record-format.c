/* test-record-format.c — the header of a game record (docs/design.md §4, docs/record-format.md)
 *
 * The seed: every 64-bit value loads exactly and is written back unchanged (0.1.0
 * wrote any value, negative 19-digit ones too); a value outside 64 bits is refused
 * with its line and column; the 64-bit exception is for the root member `seed`
 * only, every other integer keeps the 18-digit limit; new games draw
 * 0 ≤ seed < 2^53.
 *
 * Text that is not JSON: the message comes from Tilelands' own scan (where a
 * bracket does not match, where an unclosed string or container began) or
 * json-glib's error code, never from json-glib's message text, so it is the same
 * when json-glib speaks Romanian.
 *
 * The version: a version-1 record loads (and is written as version 2); a newer
 * one is refused as "made by a newer Tilelands". Map-Chips reveals: an entry is
 * placed (`r`) or removed (`"removed": true`), never both, and writes back so.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <locale.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-record-format.h"

#define ORIGIN "seed.tilelands"

/* A two-player Carcassonne record with no turns; "%s" is the seed's literal. */
static char *
record_with_seed (const char *seed)
{
  return g_strdup_printf ("{\"format\": \"tilelands-game\", \"version\": 1,"
                          " \"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\","
                          " \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}],\n"
                          "  \"seed\": %s, \"turns\": []}", seed);
}

static const struct {
  const char *literal;
  gint64 value;
} good_seeds[] = {
  { "0", 0 },
  { "9007199254740991", G_GINT64_CONSTANT (9007199254740991) },          /* 2^53 - 1 */
  { "-7926335344172072960", G_GINT64_CONSTANT (-7926335344172072960) },  /* as 0.1.0 wrote */
  { "-1", -1 },
  { "9223372036854775807", G_MAXINT64 },
  { "-9223372036854775808", G_MININT64 },
  { "1234567890123456789", G_GINT64_CONSTANT (1234567890123456789) },
};

/* Every 64-bit seed loads exactly, writes back the same literal, and the game
 * starts from it. */
static void
test_seed_loads_exactly (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (good_seeds); i++)
    {
      g_autofree char *text = record_with_seed (good_seeds[i].literal);
      g_autofree char *written = NULL;
      g_autofree char *expected = g_strdup_printf ("\"seed\" : %s,", good_seeds[i].literal);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);
      g_autoptr(TlRecord) again = NULL;
      TlGameState *state;

      g_assert_no_error (error);
      g_assert_nonnull (record);
      g_assert_cmpint (record->seed, ==, good_seeds[i].value);
      written = tl_record_format_to_data (record, NULL);
      g_assert_nonnull (strstr (written, expected));
      again = tl_record_format_load_data (written, -1, ORIGIN, &error);
      g_assert_no_error (error);
      g_assert_cmpint (again->seed, ==, good_seeds[i].value);
      state = tl_game_state_new (again, &error);
      g_assert_no_error (error);
      g_assert_cmpint (tl_game_state_record (state)->seed, ==, good_seeds[i].value);
      tl_game_state_free (state);
    }
}

static const struct {
  const char *text;      /* the whole record, or NULL to use record_with_seed (seed) */
  const char *seed;
  const char *message;
} bad_seeds[] = {
  { NULL, "9223372036854775808",
    ORIGIN ": line 2, column 11: $.seed: 9223372036854775808 does not fit in 64 bits "
    "(expected an integer from -9223372036854775808 to 9223372036854775807)" },
  { NULL, "-9223372036854775809",
    ORIGIN ": line 2, column 11: $.seed: -9223372036854775809 does not fit in 64 bits "
    "(expected an integer from -9223372036854775808 to 9223372036854775807)" },
  { NULL, "18446744073709551616",
    ORIGIN ": line 2, column 11: $.seed: 18446744073709551616… does not fit in 64 bits "
    "(expected an integer from -9223372036854775808 to 9223372036854775807)" },
  { NULL, "[1234567890123456789]",
    ORIGIN ": line 2, column 12: a number with more than 18 digits (too large for this file)" },
  { NULL, "1.5", ORIGIN ": $.seed: expected an integer, found the number 1.5" },
  /* the exception is the root member "seed" only */
  { "{\"format\": \"tilelands-game\", \"version\": 1, \"game\": \"carcassonne\",\n"
    "\"tileset\": \"carcassonne-base\", \"players\": [{\"name\": \"A\", \"seed\": 1234567890123456789}],"
    " \"seed\": 1, \"turns\": []}", NULL,
    ORIGIN ": line 2, column 66: a number with more than 18 digits (too large for this file)" },
  { "{\"format\": \"tilelands-game\", \"version\": 1, \"game\": \"carcassonne\",\n"
    "\"tileset\": \"carcassonne-base\", \"players\": [{\"name\": \"A\"}], \"seed\": 1,\n"
    "\"turns\": [{\"place\": {\"x\": 1234567890123456789, \"y\": 0, \"r\": 0}}]}", NULL,
    ORIGIN ": line 3, column 27: a number with more than 18 digits (too large for this file)" },
  { "{\"format\": \"tilelands-game\", \"version\": 1, \"game\": \"carcassonne\",\n"
    "\"tileset\": \"carcassonne-base\", \"players\": [{\"name\": \"A\"}], \"seed\": 1,\n"
    "\"tseed\": 1234567890123456789, \"turns\": []}", NULL,
    ORIGIN ": line 3, column 10: a number with more than 18 digits (too large for this file)" },
};

static void
test_seed_out_of_range (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_seeds); i++)
    {
      g_autofree char *text = bad_seeds[i].text != NULL ? g_strdup (bad_seeds[i].text)
                                                        : record_with_seed (bad_seeds[i].seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);

      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_true (error->domain == TL_FORMAT_ERROR);
      g_assert_cmpstr (error->message, ==, bad_seeds[i].message);
    }
}

/* New games draw 0 ≤ seed < 2^53, and use the upper half of that range too. */
static void
test_random_seed_range (void)
{
  gboolean high = FALSE;

  for (guint i = 0; i < 10000; i++)
    {
      gint64 seed = tl_record_random_seed ();

      g_assert_cmpint (seed, >=, 0);
      g_assert_cmpint (seed, <, G_GINT64_CONSTANT (9007199254740992));
      high |= seed >= G_GINT64_CONSTANT (4503599627370496);
    }
  g_assert_true (high);
}

/* A version-1 record means the same game: it loads and is written as version 2. */
static void
test_version_1_loads (void)
{
  g_autofree char *text = record_with_seed ("5");
  g_autofree char *written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (record->version, ==, 1);
  written = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (written, "\"version\" : 2,"));
  g_assert_cmpint (TL_RECORD_FORMAT_VERSION, ==, 4);
  g_assert_cmpint (TL_RECORD_FORMAT_VERSION_WHOLE_TURNS, ==, 2);
}

static void
test_version_refused (void)
{
  static const struct {
    const char *version;
    const char *message;
  } cases[] = {
    { "5", ORIGIN ": $.version: version 5: made by a newer Tilelands (this one reads versions "
      "1 to 4); update Tilelands to open it" },
    { "0", ORIGIN ": $.version: version 0 is not a version of this format (expected versions 1 to 4)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": \"tilelands-game\", \"version\": %s,"
                                               " \"game\": \"carcassonne\", \"turns\": []}",
                                               cases[i].version);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);

      g_assert_null (record);
      g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VERSION);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* A Map-Chips record whose one turn resolves the reveals %s. */
static char *
record_with_reveal (const char *reveal)
{
  return g_strdup_printf ("{\"format\": \"tilelands-game\", \"version\": 2,"
                          " \"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\","
                          " \"expansions\": [\"map-chips\"], \"map\": \"usa-west\","
                          " \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"seed\": 1,"
                          " \"turns\": [{\"place\": {\"x\": 5, \"y\": 2, \"r\": 0}, \"reveal\": %s}]}",
                          reveal);
}

/* A reveal entry is placed with its rotation or removed (docs/design.md §4). */
static void
test_reveal_entries (void)
{
  g_autofree char *text = record_with_reveal ("[{\"x\": 6, \"y\": 2, \"r\": 1},"
                                              " {\"x\": 5, \"y\": 3, \"removed\": true}]");
  g_autofree char *written = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);
  const TlTurnRecord *turn;

  g_assert_no_error (error);
  turn = &g_array_index (record->turns, TlTurnRecord, 0);
  g_assert_cmpuint (tl_map_chips_turn (turn)->reveal->len, ==, 2);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).x, ==, 6);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).r, ==, 1);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 1).y, ==, 3);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 1).r, ==, -1);
  written = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (written, "\"x\" : 6,\n          \"y\" : 2,\n          \"r\" : 1\n"));
  g_assert_nonnull (strstr (written, "\"x\" : 5,\n          \"y\" : 3,\n          \"removed\" : true\n"));
}

static void
test_reveal_entries_refused (void)
{
  static const struct {
    const char *reveal;
    gint code;
    const char *message;
  } cases[] = {
    { "[{\"x\": 6, \"y\": 2, \"r\": 1, \"removed\": true}]", TL_FORMAT_ERROR_VALUE,
      ORIGIN ": $.turns[0].reveal[0].r: a removed tile has no rotation (a revealed tile is "
      "either placed with \"r\" or \"removed\": true)" },
    { "[{\"x\": 6, \"y\": 2}]", TL_FORMAT_ERROR_MISSING,
      ORIGIN ": $.turns[0].reveal[0].r: missing (expected an integer from 0 to 3)" },
    { "[{\"x\": 6, \"y\": 2, \"removed\": false}]", TL_FORMAT_ERROR_MISSING,
      ORIGIN ": $.turns[0].reveal[0].r: missing (expected an integer from 0 to 3)" },
    { "[{\"x\": 6, \"y\": 2, \"removed\": \"yes\"}]", TL_FORMAT_ERROR_TYPE,
      ORIGIN ": $.turns[0].reveal[0].removed: expected true or false, found the string \"yes\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = record_with_reveal (cases[i].reveal);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, ORIGIN, &error);

      g_assert_null (record);
      g_assert_error (error, TL_FORMAT_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static const struct {
  const char *text;
  const char *message;
} not_json[] = {
  { "{\"format\": \"tilelands-game\",\n \"turns\": [1, 2}",
    ORIGIN ": line 2, column 16: \"}\" does not close the array opened at line 2, column 11 "
    "(not valid JSON)" },
  { "{\"turns\": []}]", ORIGIN ": line 1, column 14: \"]\" closes nothing (not valid JSON)" },
  { "{\"format\": \"tilelands-game\",\n \"game\": \"carc",
    ORIGIN ": line 2, column 15: the file ends early: the string begun at line 2, column 10 is "
    "not closed" },
  { "{\"format\": \"tilelands-game\",\n \"turns\": [\n  {\"draw\": \"U\"}",
    ORIGIN ": line 3, column 16: the file ends early: the array opened at line 2, column 11 is "
    "not closed" },
  { "{\"turns\": [1 2]}",
    ORIGIN ": this is not a Tilelands game file: not valid JSON (a comma is missing between two "
    "values)" },
  { "{\"turns\" []}",
    ORIGIN ": this is not a Tilelands game file: not valid JSON (a colon is missing after a "
    "member name)" },
  { "PK\003\004 a zip file",
    ORIGIN ": this is not a Tilelands game file: not valid JSON (a word or character where a "
    "value or member name should be)" },
  { "", ORIGIN ": the file is empty (expected a JSON object)" },
};

static void
check_not_json (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (not_json); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (not_json[i].text, -1, ORIGIN, &error);

      g_assert_null (record);
      g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, not_json[i].message);
    }
}

static void
test_not_json (void)
{
  check_not_json ();
}

/* json-glib's own messages are translated ("Eroare la parsare"): ours are not
 * built from them. */
static void
test_not_json_translated (void)
{
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", "ro", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  check_not_json ();
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-format/seed/loads-exactly", test_seed_loads_exactly);
  g_test_add_func ("/record-format/seed/out-of-range", test_seed_out_of_range);
  g_test_add_func ("/record-format/seed/random-range", test_random_seed_range);
  g_test_add_func ("/record-format/not-json", test_not_json);
  g_test_add_func ("/record-format/not-json-translated", test_not_json_translated);
  g_test_add_func ("/record-format/version/1-loads", test_version_1_loads);
  g_test_add_func ("/record-format/version/refused", test_version_refused);
  g_test_add_func ("/record-format/reveal/entries", test_reveal_entries);
  g_test_add_func ("/record-format/reveal/refused", test_reveal_entries_refused);
  return g_test_run ();
}
