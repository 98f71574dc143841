/* test-record-format.c — the header of a game record (DESIGN.md §4, docs/record-format.md)
 *
 * The seed: every 64-bit value loads exactly and is written back unchanged (0.1.0
 * wrote any value, negative 19-digit ones too); a value outside 64 bits is refused
 * with its line and column; the 64-bit exception is for the root member `seed`
 * only, every other integer keeps the 18-digit limit; new games draw
 * 0 ≤ seed < 2^53.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record-format/seed/loads-exactly", test_seed_loads_exactly);
  g_test_add_func ("/record-format/seed/out-of-range", test_seed_out_of_range);
  g_test_add_func ("/record-format/seed/random-range", test_random_seed_range);
  return g_test_run ();
}
