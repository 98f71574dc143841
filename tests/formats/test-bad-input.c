/* test-bad-input.c — bad tile sets and game records give clear errors, never a crash
 *
 * The files are under tests/fixtures/bad/. Each bad tile set or record changes one
 * thing in tileset-valid.json or record-valid.tilelands (both must load: the control).
 * Format errors must read `<file name>: <JSON path>: <what is wrong>` (CONTRACTS.md);
 * illegal moves `turn N: <what is wrong>` (docs/design.md §4).
 *
 * Beside the files, every valid input is also cut short at every length and mutated
 * member by member (wrong types, deleted members): loading and replaying those must
 * give an error or a game, never a crash.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

#ifndef TL_TEST_FIXTURES
#error "TL_TEST_FIXTURES must name the tests/fixtures directory"
#endif

#define ANY_CODE (-1)

typedef enum {
  LOAD_TILESET,
  LOAD_RECORD,   /* a format error, through tl_record_format_load_file() and tl_replay_file() */
  ILLEGAL_MOVE,  /* the record loads; the replay fails at a turn */
  BAD_SETUP,     /* the record loads; the engine refuses to start the game */
} BadKind;

typedef struct {
  const char *file;
  BadKind kind;
  gint code;             /* TlFormatError code, or ANY_CODE */
  const char *prefix;    /* what follows "<file>: " (format errors) or the whole prefix (moves) */
  const char *contains;  /* (nullable) must also appear, e.g. the missing member's name */
} BadCase;

static const BadCase bad_cases[] = {
  /* tile sets */
  { "tileset-missing-tiles.json", LOAD_TILESET, TL_FORMAT_ERROR_MISSING, "$.tiles: missing", NULL },
  { "tileset-missing-kind.json", LOAD_TILESET, TL_FORMAT_ERROR_MISSING,
    "$.tiles[1].segments[0].kind: missing", NULL },
  { "tileset-wrong-type-count.json", LOAD_TILESET, TL_FORMAT_ERROR_TYPE,
    "$.tiles[2].count: expected an integer", "\"eight\"" },
  { "tileset-wrong-type-ports.json", LOAD_TILESET, TL_FORMAT_ERROR_TYPE,
    "$.tiles[0].segments[1].ports: expected an array", NULL },
  { "tileset-unknown-port.json", LOAD_TILESET, TL_FORMAT_ERROR_VALUE,
    "$.tiles[3].segments[1].ports[0]: unknown port \"NNX\"", NULL },
  { "tileset-unknown-kind.json", LOAD_TILESET, TL_FORMAT_ERROR_VALUE,
    "$.tiles[1].segments[0].kind: unknown segment kind \"castle\"", NULL },
  { "tileset-bad-version.json", LOAD_TILESET, TL_FORMAT_ERROR_VERSION,
    "$.version: version 7: made by a newer Tilelands (this one reads version 1)", NULL },
  { "tileset-bad-format.json", LOAD_TILESET, ANY_CODE,
    "$.format: expected \"tilelands-tileset\"", "\"tilelands-game\"" },
  { "tileset-not-json.json", LOAD_TILESET, TL_FORMAT_ERROR_PARSE,
    "line 3, column 1: the file ends early: the array opened at line 2, column 11 is not closed", NULL },
  { "tileset-bad-touches.json", LOAD_TILESET, ANY_CODE, "$.tiles[0].segments[2].touches[0]: ", "5" },
  { "tileset-uncovered-port.json", LOAD_TILESET, ANY_CODE,
    "$.tiles[1].segments: tile E: no segment reaches side S next to corner SE; each part of a side "
    "belongs to one segment", NULL },
  { "tileset-bad-symbol.json", LOAD_TILESET, TL_FORMAT_ERROR_VALUE,
    "$.tiles[0].segments[0].symbols[0]: the inn symbol belongs on a road", NULL },
  { "tileset-duplicate-id.json", LOAD_TILESET, ANY_CODE,
    "$.tiles[2].id: the tile id “E” is already the id of the tile at position 2", NULL },
  /* records: format errors */
  { "record-missing-players.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_MISSING, "$.players: missing", NULL },
  { "record-missing-place-r.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_MISSING,
    "$.turns[2].place.r: missing", NULL },
  { "record-wrong-type-seed.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_TYPE,
    "$.seed: expected an integer", "\"twelve\"" },
  { "record-wrong-type-turns.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_TYPE,
    "$.turns: expected an array", NULL },
  { "record-wrong-type-x.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_TYPE,
    "$.turns[1].place.x: expected an integer", NULL },
  { "record-unknown-color.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.players[0].color: unknown colour \"purple-ish\" (expected red, blue, green, yellow, black or "
    "#rrggbb)", NULL },
  { "record-unknown-tile.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_UNKNOWN_TILE,
    "$.turns[4].draw: unknown tile id \"Z\" (not in tile set carcassonne-base)", NULL },
  { "record-unknown-tile-discard.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_UNKNOWN_TILE,
    "$.turns[3].discard[0]: unknown tile id \"Q9\"", NULL },
  { "record-unknown-tile-setup.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_UNKNOWN_TILE,
    "$.setup.start[0].tile: unknown tile id \"ZZ\"", NULL },
  { "record-unknown-port.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.turns[1].meeple.port: unknown port \"NNX\"", NULL },
  { "record-bad-version.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VERSION,
    "$.version: version 5: made by a newer Tilelands (this one reads versions 1 to 4)", NULL },
  { "record-unknown-tileset.tilelands", LOAD_RECORD, ANY_CODE,
    "$.tileset: unknown tile set \"carcassonne-nope\"", NULL },
  { "record-tileset-list-unknown.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_UNKNOWN_TILE,
    "$.tileset[1]: unknown tile set \"inns-and-kitchens\"", NULL },
  { "record-tileset-list-empty.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.tileset: an empty list of tile sets", NULL },
  { "record-tileset-list-two-games.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.tileset: the built-in tile sets do not load together: the tile sets “Carcassonne (base "
    "game)” and “The Discovery (reconstructed tile contents)” are for different games; sets played "
    "together must be of one game", NULL },
  { "record-meeples-out-of-range.tilelands", LOAD_RECORD, ANY_CODE,
    "$.options.meeples: expected an integer from 1 to 99", NULL },
  { "record-inline-tileset-bad-port.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.tileset.tiles[0].segments[0].ports[1]: unknown port \"XX\"", NULL },
  { "record-bad-rotation.tilelands", LOAD_RECORD, ANY_CODE,
    "$.turns[0].place.r: expected an integer from 0 to 3", NULL },
  { "record-not-json.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_PARSE,
    "this is not a Tilelands game file: not valid JSON (a word or character where a value or "
    "member name should be)", NULL },
  /* json-glib would overflow its stack or wrap the number: refused before parsing */
  { "record-deep-nesting.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_PARSE,
    "line 1, column 396: nested more than 256 levels deep", NULL },
  { "record-huge-number.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_PARSE,
    "line 29, column 10: a number with more than 18 digits", NULL },
  { "record-bad-id.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.id: \"game-1\" is not a UUID (expected 36 characters such as "
    "\"0f8fad5b-d9cb-469f-a165-70867728950e\")", NULL },
  { "record-wrong-type-id.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_TYPE,
    "$.id: expected a string", NULL },
  /* a name longer than a record may hold is refused, never cut (issue 20) */
  { "record-long-name.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.players[1].name: a name of 300 characters (a player's name may have at most 100)", NULL },
  { "record-gift-without-gifts.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.turns[5].gift: gifts are opened only with the expansion \"gifts\"", NULL },
  /* records: illegal moves */
  { "record-illegal-placement.tilelands", ILLEGAL_MOVE, 0,
    "turn 3: tile V does not fit at (-1, 0): its side E (field) meets side W (road) of tile D", NULL },
  { "record-illegal-meeple-occupied.tilelands", ILLEGAL_MOVE, 0,
    "turn 3: the road on the tile at (-1, 0), at the middle of side W, is taken already: a "
    "follower of Blue stands on it at (2, 0)", NULL },
  { "record-illegal-meeple-other-tile.tilelands", ILLEGAL_MOVE, 0,
    "turn 3: a follower may only go on the tile just placed", NULL },
  { "record-illegal-no-neighbour.tilelands", ILLEGAL_MOVE, 0,
    "turn 1: no placed tile borders (5, 5)", NULL },
  { "record-illegal-occupied-cell.tilelands", ILLEGAL_MOVE, 0,
    "turn 1: a tile already lies on (0, 0)", NULL },
  { "record-illegal-draw-twice.tilelands", ILLEGAL_MOVE, 0, "turn 2: tile C cannot be drawn", NULL },
  { "record-illegal-meeple-no-segment.tilelands", ILLEGAL_MOVE, 0,
    "turn 1: tile U at (1, 0) has nothing in the middle for a follower to stand on", NULL },
  { "record-illegal-discard-placeable.tilelands", ILLEGAL_MOVE, 0,
    "turn 1: tile C was put aside, but it fits on the board; only a tile that fits nowhere is "
    "put aside", NULL },
  /* records whose setup the engine refuses */
  { "record-variant-wrong-game.tilelands", BAD_SETUP, 0,
    "record-variant-wrong-game.tilelands: the variant “Double tile” belongs to The Discovery, not "
    "to Carcassonne", NULL },
  /* a tile set is checked as it loads (tl_tile_set_check()): the kinds of its game only */
  { "record-sea-in-carcassonne.tilelands", LOAD_RECORD, TL_FORMAT_ERROR_VALUE,
    "$.tileset.tiles[0].segments[0].kind: tile D: segment 1 is a sea, but a tile of Carcassonne "
    "has only cities, roads, fields and monasteries", NULL },
};

static char *
bad_path (const char *file)
{
  const char *env = g_getenv ("TL_TEST_FIXTURES");

  return g_build_filename (env != NULL ? env : TL_TEST_FIXTURES, "bad", file, NULL);
}

static void
check_message (const BadCase *c, const GError *error)
{
  g_autofree char *want = NULL;

  if (c->kind == ILLEGAL_MOVE || c->kind == BAD_SETUP)
    want = g_strdup (c->prefix);
  else
    want = g_strdup_printf ("%s: %s", c->file, c->prefix);

  if (!g_str_has_prefix (error->message, want))
    g_test_fail_printf ("%s: the message should start with \"%s\", got \"%s\"",
                        c->file, want, error->message);
  if (c->contains != NULL && strstr (error->message, c->contains) == NULL)
    g_test_fail_printf ("%s: the message should mention %s, got \"%s\"",
                        c->file, c->contains, error->message);
  /* one line */
  if (strchr (error->message, '\n') != NULL)
    g_test_fail_printf ("%s: the message has more than one line: \"%s\"", c->file, error->message);
  g_test_message ("%s: %s", c->file, error->message);
}

static void
check_format_error (const BadCase *c, const GError *error)
{
  g_assert_nonnull (error);
  if (error->domain != TL_FORMAT_ERROR)
    g_test_fail_printf ("%s: expected a TL_FORMAT_ERROR, got %s %d: %s", c->file,
                        g_quark_to_string (error->domain), error->code, error->message);
  else if (c->code != ANY_CODE && error->code != c->code)
    g_test_fail_printf ("%s: expected TlFormatError %d, got %d: %s", c->file,
                        c->code, error->code, error->message);
  check_message (c, error);
}

static void
test_bad_case (gconstpointer data)
{
  const BadCase *c = data;
  g_autofree char *path = bad_path (c->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) replay_error = NULL;
  g_autoptr(JsonNode) result = NULL;

  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  switch (c->kind)
    {
    case LOAD_TILESET:
      {
        TlTileSet *set = tl_tileset_format_load_file (path, &error);

        if (set != NULL)
          {
            g_test_fail_printf ("%s: loaded although it is bad", c->file);
            tl_tile_set_unref (set);
            return;
          }
        check_format_error (c, error);
        break;
      }

    case LOAD_RECORD:
      {
        TlRecord *record = tl_record_format_load_file (path, &error);

        if (record != NULL)
          {
            g_test_fail_printf ("%s: loaded although it is bad", c->file);
            tl_record_free (record);
            return;
          }
        check_format_error (c, error);

        /* `tilelands-cli replay` reports the same error. */
        result = tl_replay_file (path, FALSE, &replay_error);
        g_assert_null (result);
        g_assert_nonnull (replay_error);
        g_assert_true (replay_error->domain == error->domain);
        g_assert_cmpint (replay_error->code, ==, error->code);
        g_assert_cmpstr (replay_error->message, ==, error->message);
        break;
      }

    case ILLEGAL_MOVE:
      {
        g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);
        TlGameState *game;

        if (record == NULL)
          {
            g_test_fail_printf ("%s: a record with an illegal move should load, got: %s",
                                c->file, error->message);
            return;
          }
        game = tl_game_state_replay (record, &error);
        if (game != NULL)
          {
            g_test_fail_printf ("%s: replayed although turn \"%s\" is illegal", c->file, c->prefix);
            tl_game_state_free (game);
            return;
          }
        g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
        check_message (c, error);

        for (guint final = 0; final < 2; final++)
          {
            g_clear_error (&replay_error);
            result = tl_replay_file (path, final, &replay_error);
            g_assert_null (result);
            g_assert_error (replay_error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
            g_assert_cmpstr (replay_error->message, ==, error->message);
          }
        break;
      }

    case BAD_SETUP:
      {
        g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);

        if (record == NULL)
          {
            g_test_fail_printf ("%s: the record should load, got: %s", c->file, error->message);
            return;
          }
        result = tl_replay_file (path, FALSE, &replay_error);
        g_assert_null (result);
        g_assert_error (replay_error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
        check_message (c, replay_error);
        break;
      }
    }
}

/* The controls: the unchanged files load and replay. */
static void
test_valid_controls (void)
{
  g_autofree char *ts_path = bad_path ("tileset-valid.json");
  g_autofree char *rec_path = bad_path ("record-valid.tilelands");
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(JsonNode) result = NULL;
  TlTileSet *set;
  TlGameState *game;

  set = tl_tileset_format_load_file (ts_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_cmpuint (set->types->len, ==, 4);
  g_assert_cmpuint (set->total_tiles, ==, 26);
  tl_tile_set_unref (set);

  record = tl_record_format_load_file (rec_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->turns->len, ==, 5);
  game = tl_game_state_replay (record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 66);
  tl_game_state_free (game);

  result = tl_replay_file (rec_path, FALSE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
}

/* A missing file: an I/O error naming the file. */
/* A saved game whose turns do not replay says so in the reader's language (the
 * "Cannot Load" dialog shows it): in Romanian through the build's catalog, with the
 * glossary's words, the sides as the editor names them (W is V). */
static void
test_romanian (void)
{
  static const struct {
    const char *file;
    const char *message;
  } want[] = {
    { "record-illegal-meeple-occupied.tilelands",
      "tura 3: teritoriul (drum) de pe cartonașul de la (-1, 0), de la mijlocul laturii V, este deja "
      "ocupat: pe el stă un supus al lui Blue, la (2, 0)" },
    { "record-illegal-placement.tilelands",
      "tura 3: cartonașul V nu se potrivește la (-1, 0): latura lui E (câmp) întâlnește latura V (drum) "
      "a cartonașului D" },
    { "record-illegal-discard-placeable.tilelands",
      "tura 1: cartonașul C a fost pus deoparte, dar se potrivește pe tablă; doar un cartonaș care nu "
      "se potrivește nicăieri se pune deoparte" },
  };
  const char *localedir = g_getenv ("TL_TEST_LOCALEDIR");
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));

  if (localedir == NULL)
    {
      g_test_skip ("no translations built (msgfmt missing)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "ro", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *path = bad_path (want[i].file);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);
      TlGameState *game;

      g_assert_no_error (error);
      game = tl_game_state_replay (record, &error);
      g_assert_null (game);
      g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
      g_assert_cmpstr (error->message, ==, want[i].message);
    }
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C");
}

static void
test_missing_file (void)
{
  g_autofree char *path = bad_path ("no-such-file.tilelands");
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  g_autoptr(JsonNode) result = NULL;

  g_assert_null (tl_record_format_load_file (path, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "no-such-file.tilelands"));
  g_assert_null (tl_tileset_format_load_file (path, &error2));
  g_assert_error (error2, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_clear_error (&error);
  result = tl_replay_file (path, FALSE, &error);
  g_assert_null (result);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
}

/* load_data() names the origin it is given. */
static void
test_origin (void)
{
  g_autofree char *path = bad_path ("tileset-unknown-port.json");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_null (tl_tileset_format_load_data (contents, length, "my origin", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_true (g_str_has_prefix (error->message,
                                   "my origin: $.tiles[3].segments[1].ports[0]: unknown port \"NNX\""));
  g_clear_error (&error);
  /* nul-terminated data with length -1 */
  g_assert_null (tl_tileset_format_load_data (contents, -1, "other.json", &error));
  g_assert_true (g_str_has_prefix (error->message, "other.json: $.tiles[3]"));
  g_clear_error (&error);
  g_assert_null (tl_record_format_load_data ("", 0, "empty.tilelands", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "empty.tilelands: "));
  g_clear_error (&error);
  g_assert_null (tl_record_format_load_data ("[1, 2]", -1, "array.tilelands", &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "array.tilelands: $"));
}

/* ---- never a crash ---- */

/* Loads @data as a record (and replays it) or as a tile set; checks that any error
 * names @origin. Returns whether it loaded. */
static gboolean
try_load (const char *data, gsize length, gboolean is_record, const char *origin)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *want = g_strdup_printf ("%s: ", origin);

  if (is_record)
    {
      g_autoptr(TlRecord) record = tl_record_format_load_data (data, length, origin, &error);
      TlGameState *game;

      if (record == NULL)
        {
          g_assert_nonnull (error);
          if (!g_str_has_prefix (error->message, want))
            g_test_fail_printf ("error without the origin: \"%s\" for %.*s", error->message,
                                (int) MIN (length, 300), data);
          return FALSE;
        }
      game = tl_game_state_replay (record, &error);
      if (game != NULL)
        tl_game_state_free (game);
      else
        g_assert_nonnull (error);
      return TRUE;
    }
  else
    {
      TlTileSet *set = tl_tileset_format_load_data (data, length, origin, &error);

      if (set == NULL)
        {
          g_assert_nonnull (error);
          if (!g_str_has_prefix (error->message, want))
            g_test_fail_printf ("error without the origin: \"%s\"", error->message);
          return FALSE;
        }
      tl_tile_set_unref (set);
      return TRUE;
    }
}

static void
truncations (const char *contents, gsize length, gboolean is_record, guint step)
{
  const char *last = strrchr (contents, '}');
  gsize end;
  guint failed = 0, tried = 0;

  g_assert_nonnull (last);
  end = last - contents;  /* every cut before the last brace is invalid JSON */
  for (gsize cut = 0; cut < end; cut += step)
    {
      g_autofree char *copy = g_strndup (contents, cut);

      tried++;
      if (!try_load (copy, cut, is_record, is_record ? "cut.tilelands" : "cut.json"))
        failed++;
      else
        g_test_fail_printf ("a %s cut after %" G_GSIZE_FORMAT " bytes loaded",
                            is_record ? "record" : "tile set", cut);
    }
  g_assert_cmpuint (failed, ==, tried);
  g_assert_cmpuint (tried, >, 10);
}

static void
test_truncated (void)
{
  g_autofree char *rec_path = bad_path ("record-valid.tilelands");
  g_autofree char *rec = NULL;
  g_autofree char *ts = NULL;
  g_autoptr(GError) error = NULL;
  TlTileSet *builtin;
  gsize rec_len, ts_len;

  g_assert_true (g_file_get_contents (rec_path, &rec, &rec_len, NULL));
  truncations (rec, rec_len, TRUE, 1);

  builtin = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_assert_no_error (error);
  ts = tl_tileset_format_to_data (builtin, &ts_len);
  tl_tile_set_unref (builtin);
  g_assert_nonnull (ts);
  g_assert_true (try_load (ts, ts_len, FALSE, "builtin.json"));
  truncations (ts, ts_len, FALSE, 7);
}

/* Every node of @root, by JSON path: replaced with each wrong value, and (object
 * members) deleted. */
typedef struct {
  JsonNode *root;
  gboolean is_record;
  guint loaded, refused;
} Mutator;

static void
try_root (Mutator *m)
{
  g_autofree char *data = json_to_string (m->root, FALSE);

  if (try_load (data, strlen (data), m->is_record, m->is_record ? "mutant.tilelands" : "mutant.json"))
    m->loaded++;
  else
    m->refused++;
}

static JsonNode *
wrong_value (guint i)
{
  JsonNode *node;

  switch (i)
    {
    case 0:
      return json_node_new (JSON_NODE_NULL);
    case 1:
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (node, "x");
      return node;
    case 2:
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_int (node, 1000000);
      return node;
    case 3:
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_int (node, -3);
      return node;
    case 4:
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_boolean (node, TRUE);
      return node;
    case 5:
      /* take: json_node_init_array() would add a reference of its own */
      node = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (node, json_array_new ());
      return node;
    case 6:
    default:
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, json_object_new ());
      return node;
    }
}
#define N_WRONG_VALUES 7

static void
mutate (Mutator *m, JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (obj);

      for (GList *l = members; l != NULL; l = l->next)
        {
          const char *name = l->data;
          g_autoptr(JsonNode) saved = json_node_copy (json_object_get_member (obj, name));
          g_autofree char *key = g_strdup (name);

          for (guint i = 0; i < N_WRONG_VALUES; i++)
            {
              json_object_set_member (obj, key, wrong_value (i));
              try_root (m);
            }
          json_object_remove_member (obj, key);
          try_root (m);
          json_object_set_member (obj, key, json_node_copy (saved));
          mutate (m, json_object_get_member (obj, key));
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *orig = json_array_ref (json_node_get_array (node));
      guint n = json_array_get_length (orig);

      /* json-glib cannot replace an element in place: build a changed copy. */
      for (guint k = 0; k < n; k++)
        for (guint i = 0; i <= N_WRONG_VALUES; i++)  /* N_WRONG_VALUES = delete */
          {
            JsonArray *changed = json_array_sized_new (n);

            for (guint j = 0; j < n; j++)
              if (j != k)
                json_array_add_element (changed, json_node_copy (json_array_get_element (orig, j)));
              else if (i < N_WRONG_VALUES)
                json_array_add_element (changed, wrong_value (i));
            json_node_take_array (node, changed);
            try_root (m);
          }
      json_node_set_array (node, orig);
      json_array_unref (orig);
      for (guint k = 0; k < n; k++)
        mutate (m, json_array_get_element (json_node_get_array (node), k));
    }
}

static void
mutations (const char *data, gboolean is_record, guint min_loaded)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  Mutator m = { 0 };

  g_assert_true (json_parser_load_from_data (parser, data, -1, &error));
  m.root = json_node_copy (json_parser_get_root (parser));
  m.is_record = is_record;
  mutate (&m, m.root);
  g_test_message ("%s mutants: %u loaded, %u refused", is_record ? "record" : "tile set",
                  m.loaded, m.refused);
  g_assert_cmpuint (m.refused, >, 0);
  g_assert_cmpuint (m.loaded, >=, min_loaded);
  json_node_unref (m.root);
}

static void
test_mutations (void)
{
  g_autofree char *rec_path = bad_path ("record-valid.tilelands");
  g_autofree char *ts_path = bad_path ("tileset-valid.json");
  g_autofree char *rec = NULL;
  g_autofree char *ts = NULL;

  g_assert_true (g_file_get_contents (rec_path, &rec, NULL, NULL));
  g_assert_true (g_file_get_contents (ts_path, &ts, NULL, NULL));
  /* "description" can take any value and is optional: at least those load */
  mutations (rec, TRUE, 1);
  mutations (ts, FALSE, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bad-input/valid-controls", test_valid_controls);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/bad-input/%s", bad_cases[i].file);

      g_test_add_data_func (name, &bad_cases[i], test_bad_case);
    }
  g_test_add_func ("/bad-input/missing-file", test_missing_file);
  g_test_add_func ("/bad-input/romanian", test_romanian);
  g_test_add_func ("/bad-input/origin", test_origin);
  g_test_add_func ("/bad-input/truncated", test_truncated);
  g_test_add_func ("/bad-input/mutations", test_mutations);

  return g_test_run ();
}
