/* test-format-words.c — the formats' errors in a player's words (suite 'formats')
 *
 * tl_format_path_describe() over a table of JSON paths, and
 * tl_format_error_describe() over the bad files of tests/fixtures/bad: in English
 * and in Romanian through the catalog built in build/po (TILELANDS_LOCALEDIR),
 * with the message — what tilelands-cli prints — unchanged and in English in both.
 * The parts of an error survive g_prefix_error(), g_error_copy() and a GTask; an
 * error of another domain is described by its own message. A tile set read as a
 * draft: its problems as the tile-set editor shows them
 * (tl_format_problem_describe()).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "tl-record-format.h"
#include "tl-tileset-format.h"

static const struct {
  const char *path, *english, *romanian;
} paths[] = {
  { "$", NULL, NULL },
  { "$.tiles[3].segments[1]", "Tile 4, segment 2", "Cartonașul 4, segmentul 2" },
  { "$.turns[11].tile", "Turn 12, the tile", "Tura 12, cartonașul" },
  { "$.players[0].name", "Player 1, the name", "Jucătorul 1, numele" },
  { "$.format", "The kind of file", "Tipul fișierului" },
  { "$.tileset.tiles[0].segments[0].ports[1]", "The tile set, tile 1, segment 1, port 2",
    "Setul de cartonașe, cartonașul 1, segmentul 1, portul 2" },
  { "$.tileset[1]", "Tile set 2", "Setul de cartonașe 2" },
  { "$.setup.hands[1][0]", "The setup, hand 2, item 1", "Așezarea inițială, mâna 2, elementul 1" },
  { "$.turns[4].gift.at", "Turn 5, the gift, the segment it acts on",
    "Tura 5, darul, segmentul asupra căruia acționează" },
  { "$.turns[0].place.r", "Turn 1, the placement, the rotation", "Tura 1, plasarea, rotirea" },
  { "$.cells[3]", "Row 4", "Rândul 4" },
  { "$.options.meeples", "The rule options, “meeples”", "Opțiunile de reguli, „meeples”" },
  { "$.colour", "“colour”", "„colour”" },
  { "$.extras[2]", "Item 3 of “extras”", "Elementul 3 din „extras”" },
  { "$.name[2]", "Item 3 of the name", "Elementul 3 din numele" },
};

/* A bad file: what tilelands-cli prints (English in every language) and what
 * a window shows. */
static const struct {
  const char *fixture, *message, *english, *romanian;
} files[] = {
  { "record-wrong-type-x.tilelands",
    "record-wrong-type-x.tilelands: $.turns[1].place.x: expected an integer from -100000 to 100000, "
    "found the string \"2\"",
    "Turn 2, the placement, the column (x): needs a whole number from -100000 to 100000, not “2”",
    "Tura 2, plasarea, coloana (x): trebuie să fie un număr întreg de la -100000 la 100000, nu „2”" },
  { "record-missing-players.tilelands",
    "record-missing-players.tilelands: $.players: missing (expected an array)",
    "The players: missing (it needs a list in [ ])",
    "Jucătorii: lipsește (trebuie să fie o listă între [ ])" },
  { "record-bad-version.tilelands",
    "record-bad-version.tilelands: $.version: version 5: made by a newer Tilelands (this one reads "
    "versions 1 to 4); update Tilelands to open it",
    "This file was made by a newer Tilelands (its version is 5): update Tilelands to open it",
    "Acest fișier a fost făcut de un Tilelands mai nou (versiunea lui este 5): actualizează "
    "Tilelands ca să-l deschizi" },
  { "record-not-json.tilelands",
    "record-not-json.tilelands: this is not a Tilelands game file: not valid JSON (a word or "
    "character where a value or member name should be)",
    "This is not a Tilelands game file: it is damaged or of another kind (a word or character "
    "where a value or member name should be)",
    "Fișierul nu este un fișier de partidă Tilelands: este deteriorat sau de alt fel (un cuvânt "
    "sau un caracter acolo unde ar trebui să fie o valoare sau un nume)" },
  { "record-huge-number.tilelands",
    "record-huge-number.tilelands: line 29, column 10: a number with more than 18 digits (too large "
    "for this file)",
    "Line 29, column 10: a number with more than 18 digits, too large for this file",
    "Rândul 29, coloana 10: un număr cu mai mult de 18 cifre, prea mare pentru acest fișier" },
  { "record-unknown-tile-discard.tilelands",
    "record-unknown-tile-discard.tilelands: $.turns[3].discard[0]: unknown tile id \"Q9\" (not in "
    "tile set carcassonne-base)",
    "Turn 4, discarded tile 1: there is no tile “Q9” in the tile set “Carcassonne (Base Game)”",
    "Tura 4, cartonașul respins 1: nu există cartonașul „Q9” în setul de cartonașe "
    "„Carcassonne (jocul de bază)”" },
  { "record-gift-without-gifts.tilelands",
    "record-gift-without-gifts.tilelands: $.turns[5].gift: gifts are opened only with the expansion "
    "\"gifts\" (add it to \"expansions\" or remove this member)",
    "Turn 6, the gift: this belongs to the expansion “gifts”, which the game is not played with",
    "Tura 6, darul: aceasta ține de extensia „gifts”, cu care partida nu se joacă" },
  { "record-unknown-color.tilelands",
    "record-unknown-color.tilelands: $.players[0].color: unknown colour \"purple-ish\" (expected red, blue, "
    "green, yellow, black or #rrggbb)",
    "Player 1, the colour: needs a colour: “red”, “blue”, “green”, “yellow”, “black” or one written as "
    "“#e01b24”, not “purple-ish”",
    "Jucătorul 1, culoarea: trebuie să fie o culoare: „red”, „blue”, „green”, „yellow”, „black” sau una "
    "scrisă ca „#e01b24”, nu „purple-ish”" },
  { "record-wrong-type-seed.tilelands",
    "record-wrong-type-seed.tilelands: $.seed: expected an integer, found the string \"twelve\"",
    "The shuffle number: needs a whole number, not “twelve”",
    "Numărul de amestecare: trebuie să fie un număr întreg, nu „twelve”" },
  { "tileset-bad-format.json",
    "tileset-bad-format.json: $.format: expected \"tilelands-tileset\", found \"tilelands-game\" "
    "(not a file of this kind)",
    "This is a Tilelands game, not a tile set",
    "Fișierul este o partidă Tilelands, nu un set de cartonașe" },
  { "tileset-not-json.json",
    "tileset-not-json.json: line 3, column 1: the file ends early: the array opened at line 2, "
    "column 11 is not closed",
    "Line 3, column 1: the file ends early: the “[” opened at line 2, column 11 is not closed",
    "Rândul 3, coloana 1: fișierul se termină prea devreme: „[” deschis la rândul 2, coloana 11 "
    "nu este închis" },
  { "tileset-wrong-type-count.json",
    "tileset-wrong-type-count.json: $.tiles[2].count: expected an integer from 0 to 10000, found the "
    "string \"eight\"",
    "Tile 3, the number of copies: needs a whole number from 0 to 10000, not “eight”",
    "Cartonașul 3, numărul de exemplare: trebuie să fie un număr întreg de la 0 la 10000, nu „eight”" },
  /* a name longer than a record may hold (issue 20) */
  { "record-long-name.tilelands",
    "record-long-name.tilelands: $.players[1].name: a name of 300 characters (a player's name may "
    "have at most 100)",
    "Player 2, the name: is 300 characters long; a player’s name may have at most 100",
    "Jucătorul 2, numele: are 300 de caractere; numele unui jucător poate avea cel mult 100" },
  { "tileset-missing-kind.json",
    "tileset-missing-kind.json: $.tiles[1].segments[0].kind: missing (expected a string)",
    "Tile 2, segment 1, the kind: missing (it needs a text in quotes)",
    "Cartonașul 2, segmentul 1, tipul: lipsește (trebuie să fie un text între ghilimele)" },
};

static void
use_language (const char *language)
{
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
  /* gettext forgets the translations it found (GNU gettext manual, "Being a
   * gettext grok"): setting the domain again does it */
  textdomain (textdomain (NULL));
}

static GError *
load_error (const char *fixture)
{
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", fixture, NULL);
  GError *error = NULL;

  if (g_str_has_suffix (fixture, ".json"))
    g_assert_null (tl_tileset_format_load_file (path, &error));
  else
    g_assert_null (tl_record_format_load_file (path, &error));
  g_assert_error (error, TL_FORMAT_ERROR, error->code);
  return error;
}

static void
check_paths (gboolean romanian)
{
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *words = tl_format_path_describe (paths[i].path);

      g_assert_cmpstr (words, ==, romanian ? paths[i].romanian : paths[i].english);
    }
}

static void
check_files (gboolean romanian)
{
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = load_error (files[i].fixture);
      g_autofree char *words = tl_format_error_describe (error);

      g_assert_cmpstr (error->message, ==, files[i].message);
      g_assert_cmpstr (words, ==, romanian ? files[i].romanian : files[i].english);
      g_assert_null (strchr (words, '$'));
      g_assert_cmpstr (tl_format_error_get_origin (error), ==, files[i].fixture);
    }
}

/* A value of 3,000 characters: the message (the command line's) quotes it
 * whole, a window's sentence its first 60 characters and "…" (issue 20: the
 * error dialog was taller than the screen). */
static void
check_long_value (gboolean romanian)
{
  g_autoptr(GError) error = load_error ("record-long-kind.tilelands");
  g_autofree char *message = NULL;
  g_autofree char *words = tl_format_error_describe (error);
  g_autoptr(GString) value = g_string_new ("human-");

  while (value->len < 3000)
    g_string_append_c (value, 'x');
  message = g_strdup_printf ("record-long-kind.tilelands: $.players[0].kind: unknown player kind \"%s\" "
                             "(expected \"human\" or \"ai\")", value->str);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpstr (words, ==, romanian
                   ? "Jucătorul 1, tipul: „human-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…” nu "
                     "este nici un om („human”), nici calculatorul („ai”)"
                   : "Player 1, the kind: “human-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…” is "
                     "neither a person (“human”) nor the computer (“ai”)");
}

static void
test_english (void)
{
  use_language (NULL);
  check_paths (FALSE);
  check_files (FALSE);
  check_long_value (FALSE);
}

static void
test_romanian (void)
{
  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");

  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  use_language ("ro");
  check_paths (TRUE);
  check_files (TRUE);
  check_long_value (TRUE);
  use_language (NULL);
}

/* A tile set read as a draft (the tile-set editor's way): each problem as the
 * editor's row shows it (tl_format_problem_describe()): the reader's where it
 * is in words, the check's with its first letter upper-case; the message, what
 * tilelands-cli prints, in English. */
static void
check_problems (gboolean romanian)
{
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", "tileset-wrong-type-count.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) data = NULL;
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = NULL;
  const TlProblem *problem;
  g_autofree char *read = NULL;
  g_autofree char *checked = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  data = g_string_new (contents);
  /* tile E (the second) without a copy: a problem of the check */
  g_assert_cmpuint (g_string_replace (data, "\"count\": 5,", "\"count\": 0,", 1), ==, 1);
  set = tl_tileset_format_read_data (data->str, (gssize) data->len, "draft.json", problems, &error);
  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_cmpuint (problems->len, ==, 2);

  problem = g_ptr_array_index (problems, 0);
  read = tl_format_problem_describe (problem, NULL);
  g_assert_true (problem->domain == TL_FORMAT_ERROR);
  g_assert_cmpstr (problem->path, ==, "$.tiles[2].count");
  g_assert_cmpstr (problem->message, ==, "expected an integer from 0 to 10000, found the string \"eight\"");
  g_assert_cmpstr (read, ==, romanian
                   ? "Cartonașul 3, numărul de exemplare: trebuie să fie un număr întreg de la 0 la 10000, nu „eight”"
                   : "Tile 3, the number of copies: needs a whole number from 0 to 10000, not “eight”");
  {
    /* named by its id, as the editor's grid labels it */
    g_autofree char *named = tl_format_problem_describe (problem, "U");

    g_assert_cmpstr (named, ==, romanian
                     ? "Cartonașul U, numărul de exemplare: trebuie să fie un număr întreg de la 0 la 10000, nu „eight”"
                     : "Tile U, the number of copies: needs a whole number from 0 to 10000, not “eight”");
  }

  problem = g_ptr_array_index (problems, 1);
  checked = tl_format_problem_describe (problem, "E");
  g_assert_true (problem->domain == TL_ENGINE_ERROR);
  g_assert_null (problem->words);
  g_assert_cmpstr (checked, ==, romanian
                   ? "Cartonașul E: are 0 exemplare; setul are nevoie de cel puțin un exemplar din "
                     "fiecare cartonaș"
                   : "Tile E: its number of copies is 0; the deck needs at least one copy of each tile");

  /* a copy keeps the words */
  {
    TlProblem *copy = tl_problem_copy (g_ptr_array_index (problems, 0));

    g_assert_nonnull (copy->words);
    g_assert_cmpstr (copy->words, ==, ((TlProblem *) g_ptr_array_index (problems, 0))->words);
    tl_problem_free (copy);
  }
}

static void
test_problems (void)
{
  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");

  use_language (NULL);
  check_problems (FALSE);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  use_language ("ro");
  check_problems (TRUE);
  use_language (NULL);
}

static void
in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_error (task, load_error (data));
}

static void
test_parts_kept (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) copy = NULL;
  g_autoptr(GError) other = NULL;
  g_autoptr(GError) bare = NULL;
  g_autoptr(GError) from_task = NULL;
  g_autoptr(GTask) task = NULL;
  g_autofree char *words = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *prefixed = NULL;
  g_autofree char *tasked = NULL;
  g_autofree char *others = NULL;
  g_autofree char *bares = NULL;

  use_language (NULL);
  error = load_error ("record-wrong-type-turns.tilelands");
  g_assert_cmpstr (tl_format_error_get_path (error), ==, "$.turns");
  g_assert_cmpstr (tl_format_error_get_words (error), ==, "needs a list in [ ], not a group of values in { }");
  words = tl_format_error_describe (error);
  g_assert_cmpstr (words, ==, "The turns: needs a list in [ ], not a group of values in { }");

  copy = g_error_copy (error);
  copied = tl_format_error_describe (copy);
  g_assert_cmpstr (copied, ==, words);
  g_prefix_error (&copy, "%s: ", "/somewhere/else");
  g_assert_true (g_str_has_prefix (copy->message, "/somewhere/else: record-wrong-type-turns.tilelands: $.turns: "));
  prefixed = tl_format_error_describe (copy);
  g_assert_cmpstr (prefixed, ==, words);

  /* a record read in a worker thread, as the window loads one */
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, (gpointer) "record-wrong-type-turns.tilelands", NULL);
  g_task_run_in_thread_sync (task, in_thread);
  g_assert_null (g_task_propagate_pointer (task, &from_task));
  tasked = tl_format_error_describe (from_task);
  g_assert_cmpstr (tasked, ==, words);

  /* another domain: its message, with a capital */
  other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "the disk is full");
  others = tl_format_error_describe (other);
  g_assert_cmpstr (others, ==, "The disk is full");
  g_assert_null (tl_format_error_get_words (other));
  g_assert_null (tl_format_error_get_path (other));
  /* the domain without its parts: the message without the origin */
  bare = g_error_new_literal (TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE, "usa-both: the seam does not fit");
  bares = tl_format_error_describe (bare);
  g_assert_cmpstr (bares, ==, "The seam does not fit");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format-words/english", test_english);
  g_test_add_func ("/format-words/romanian", test_romanian);
  g_test_add_func ("/format-words/parts-kept", test_parts_kept);
  g_test_add_func ("/format-words/problems", test_problems);
  return g_test_run ();
}
