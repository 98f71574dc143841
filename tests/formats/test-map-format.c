/* test-map-format.c — map layouts as JSON, and the map members of game records
 *
 * - The built-in layouts (docs/rules/maps.md §5): usa-west and usa-east as drawn there,
 *   usa-both computed by joining them (31 × 12, 282 playable squares, 4 start squares,
 *   30 towns, 30 outlined squares, 10 per colour); their names say "reconstructed".
 * - Bad layouts are refused with the JSON path, the cell and the reason.
 * - A layout written as JSON reads back the same; records with a built-in or an
 *   inline map, chips, face-down tiles, peeks and reveals read back the same.
 * - Map records cut short at every length or with any member changed give an
 *   error or a game, never a crash.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-error.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

#ifndef TL_TEST_FIXTURES
#error "TL_TEST_FIXTURES must name the tests/fixtures directory"
#endif

static char *
fixture_path (const char *name)
{
  const char *env = g_getenv ("TL_TEST_FIXTURES");

  return g_build_filename (env != NULL ? env : TL_TEST_FIXTURES, "maps", name, NULL);
}

/* Squares a tile may ever go on: playable, start, town and outlined cells. */
static guint
count_playable (const TlMapLayout *layout)
{
  guint n = 0;

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      n += tl_map_layout_playable (layout, x, y);
  return n;
}

static guint
count_outlined (const TlMapLayout *layout,
                TlMapColor         color)
{
  guint n = 0;

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        const TlMapCell *c = tl_map_layout_cell (layout, x, y);

        n += c->kind == TL_MAP_OUTLINED && c->color == color;
      }
  return n;
}

static guint
count_joined (const TlMapLayout *layout)
{
  guint n = 0;

  for (gsize i = 0; i < (gsize) layout->width * layout->height; i++)
    n += layout->cells[i].joined;
  return n;
}

/* The start squares in reading order, as "(x,y)" joined by spaces. */
static char *
start_squares (const TlMapLayout *layout)
{
  GString *s = g_string_new (NULL);

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_map_layout_cell (layout, x, y)->kind == TL_MAP_START)
        g_string_append_printf (s, "%s(%u,%u)", s->len ? " " : "", x, y);
  return g_string_free (s, FALSE);
}

typedef struct {
  const char *id;
  guint width, height, playable, start, town, outlined_per_color, half, joined;
  const char *starts;
} BuiltinCase;

static const BuiltinCase builtins[] = {
  { "usa-west", 16, 12, 139, 2, 15, 5, 12, 0, "(4,2) (10,8)" },
  { "usa-east", 16, 12, 131, 2, 15, 5, 12, 0, "(5,3) (11,7)" },
  { "usa-both", 31, 12, 282, 4, 30, 10, 0, 12, "(4,2) (20,3) (26,7) (10,8)" },
};

static void
test_builtin (gconstpointer data)
{
  const BuiltinCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (c->id, &error);
  g_autofree char *starts = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (layout);
  g_assert_true (tl_map_format_is_builtin (c->id));
  g_assert_cmpstr (layout->id, ==, c->id);
  g_assert_nonnull (strstr (layout->name, "reconstructed"));
  g_assert_cmpuint (layout->width, ==, c->width);
  g_assert_cmpuint (layout->height, ==, c->height);
  g_assert_cmpuint (count_playable (layout), ==, c->playable);
  g_assert_cmpuint (tl_map_layout_count (layout, TL_MAP_START), ==, c->start);
  g_assert_cmpuint (tl_map_layout_count (layout, TL_MAP_TOWN), ==, c->town);
  g_assert_cmpuint (tl_map_layout_count (layout, TL_MAP_OUTLINED), ==, 3 * c->outlined_per_color);
  for (guint color = 0; color < TL_N_MAP_COLORS; color++)
    g_assert_cmpuint (count_outlined (layout, color), ==, c->outlined_per_color);
  g_assert_cmpuint (tl_map_layout_count (layout, TL_MAP_HALF), ==, c->half);
  g_assert_cmpuint (count_joined (layout), ==, c->joined);
  g_assert_cmpint (layout->joined, ==, c->joined > 0);
  starts = start_squares (layout);
  g_assert_cmpstr (starts, ==, c->starts);
}

/* The seam: half squares in column 15 of West and column 0 of East are not
 * playable alone; joined, column 15 is playable and the East cells moved by 15. */
static void
test_seam (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", &error);
  g_autoptr(TlMapLayout) east = tl_map_format_load_builtin ("usa-east", &error);
  g_autoptr(TlMapLayout) both = tl_map_format_load_builtin ("usa-both", &error);

  g_assert_no_error (error);
  for (guint y = 0; y < 12; y++)
    {
      g_assert_cmpint (tl_map_layout_cell (west, 15, y)->kind, ==, TL_MAP_HALF);
      g_assert_cmpint (tl_map_layout_cell (east, 0, y)->kind, ==, TL_MAP_HALF);
      g_assert_false (tl_map_layout_playable (west, 15, y));
      g_assert_false (tl_map_layout_playable (east, 0, y));
      g_assert_true (tl_map_layout_playable (both, 15, y));
      g_assert_true (tl_map_layout_cell (both, 15, y)->joined);
      for (guint x = 0; x < 15; x++)
        g_assert_true (memcmp (tl_map_layout_cell (both, x, y), tl_map_layout_cell (west, x, y),
                               sizeof (TlMapCell)) == 0);
      for (guint x = 1; x < 16; x++)
        g_assert_true (memcmp (tl_map_layout_cell (both, 15 + x, y), tl_map_layout_cell (east, x, y),
                               sizeof (TlMapCell)) == 0);
    }
  /* outside the grid */
  g_assert_null (tl_map_layout_cell (both, -1, 0));
  g_assert_null (tl_map_layout_cell (both, 31, 0));
  g_assert_null (tl_map_layout_cell (both, 0, 12));
  g_assert_false (tl_map_layout_playable (both, 0, -1));
  /* the cells the fixtures rely on */
  g_assert_cmpint (tl_map_layout_cell (both, 16, 4)->kind, ==, TL_MAP_TOWN);
  g_assert_cmpint (tl_map_layout_cell (both, 9, 4)->color, ==, TL_MAP_LIGHT_BLUE);
}

static void
test_unknown_builtin (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tl_map_format_is_builtin ("usa-north"));
  g_assert_null (tl_map_format_load_builtin ("usa-north", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==,
                   "usa-north: no built-in map \"usa-north\" (built in: usa-west, usa-east, usa-both)");
}

/* A layout, written and read back, has the same cells (a joined seam reads back
 * as ordinary full squares). */
/* A copy of a built-in map says which (its `decor`: drawn with that map's names
 * and landmarks); the member is written and read back, and absent otherwise. */
static void
test_round_trip_decor (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", &error);
  g_autoptr(TlMapLayout) back = NULL;
  g_autofree char *plain = NULL, *data = NULL;

  g_assert_no_error (error);
  g_assert_null (west->decor);
  plain = tl_map_format_to_data (west, NULL);
  g_assert_null (strstr (plain, "\"decor\""));
  tl_map_layout_set_decor (west, "usa-west");
  data = tl_map_format_to_data (west, NULL);
  g_assert_nonnull (strstr (data, "\"decor\" : \"usa-west\""));
  back = tl_map_format_load_data (data, -1, "back.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->decor, ==, "usa-west");
}

static void
test_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (builtins[i].id, &error);
      g_autoptr(TlMapLayout) back = NULL;
      g_autofree char *data = NULL;
      gsize length = 0;

      g_assert_no_error (error);
      data = tl_map_format_to_data (layout, &length);
      g_assert_cmpuint (length, ==, strlen (data));
      back = tl_map_format_load_data (data, length, "back.json", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (back->id, ==, layout->id);
      g_assert_cmpstr (back->name, ==, layout->name);
      g_assert_cmpuint (back->width, ==, layout->width);
      g_assert_cmpuint (back->height, ==, layout->height);
      for (gsize c = 0; c < (gsize) layout->width * layout->height; c++)
        {
          g_assert_cmpint (back->cells[c].kind, ==, layout->cells[c].kind);
          g_assert_cmpint (back->cells[c].color, ==, layout->cells[c].color);
        }
    }
}

#define ANY_CODE (-1)

typedef struct {
  const char *name;
  const char *json;
  gint code;             /* TlFormatError code, or ANY_CODE */
  const char *message;   /* the start of the message, or NULL: `bad.json: $.` only */
} BadLayout;

#define HEAD "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"bad\",\"name\":\"Bad\","

static const BadLayout bad_layouts[] = {
  { "no-start", HEAD "\"width\":3,\"height\":2,\"cells\":[\"...\",\".T.\"]}",
    TL_FORMAT_ERROR_VALUE, "bad.json: $.cells: no start square (a map needs at least one)" },
  { "row-length", HEAD "\"width\":3,\"height\":2,\"cells\":[\"S..\",\"..\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[1]: row 1 has 2 cells, but width is 3 (every row must be as long)" },
  { "row-too-long", HEAD "\"width\":3,\"height\":2,\"cells\":[\"S...\",\"...\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: row 0 has 4 cells, but width is 3 (every row must be as long)" },
  { "height", HEAD "\"width\":3,\"height\":2,\"cells\":[\"S..\"]}",
    TL_FORMAT_ERROR_VALUE, "bad.json: $.cells: 1 row, but height is 2" },
  { "unknown-cell", HEAD "\"width\":3,\"height\":2,\"cells\":[\"S..\",\".x.\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[1]: cell (1, 1) is 'x', not one of . # S T p o b h (playable, blocked, "
    "start, town, outlined purple, orange, light-blue, half square)" },
  { "unknown-colour", HEAD "\"width\":3,\"height\":1,\"cells\":[\"Sg.\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: cell (1, 0) is 'g', not one of . # S T p o b h (playable, blocked, "
    "start, town, outlined purple, orange, light-blue, half square)" },
  { "outline-upper-case", HEAD "\"width\":3,\"height\":1,\"cells\":[\"S.P\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: cell (2, 0) is 'P', not one of . # S T p o b h (playable, blocked, "
    "start, town, outlined purple, orange, light-blue, half square)" },
  { "non-ascii-cell", HEAD "\"width\":3,\"height\":1,\"cells\":[\"S\\u00e9.\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: cell (1, 0) is '\xc3\xa9', not one of . # S T p o b h (playable, "
    "blocked, start, town, outlined purple, orange, light-blue, half square)" },
  { "control-cell", HEAD "\"width\":3,\"height\":1,\"cells\":[\"S\\t.\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: cell (1, 0) is 'U+0009', not one of . # S T p o b h (playable, "
    "blocked, start, town, outlined purple, orange, light-blue, half square)" },
  { "half-inside", HEAD "\"width\":3,\"height\":1,\"cells\":[\"Sh.\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.cells[0]: cell (1, 0): a half square may only lie in the first or last "
    "column (the seam)" },
  { "width-zero", HEAD "\"width\":0,\"height\":1,\"cells\":[\"\"]}",
    TL_FORMAT_ERROR_VALUE, NULL },
  { "width-string", HEAD "\"width\":\"3\",\"height\":1,\"cells\":[\"S..\"]}",
    TL_FORMAT_ERROR_TYPE, NULL },
  { "cells-missing", HEAD "\"width\":3,\"height\":1}",
    TL_FORMAT_ERROR_MISSING, "bad.json: $.cells: missing" },
  { "row-not-string", HEAD "\"width\":3,\"height\":1,\"cells\":[3]}",
    TL_FORMAT_ERROR_TYPE, NULL },
  { "decor-unknown", HEAD "\"decor\":\"mars\",\"width\":1,\"height\":1,\"cells\":[\"S\"]}",
    TL_FORMAT_ERROR_VALUE,
    "bad.json: $.decor: names no built-in map: “mars” (built in: usa-west, usa-east, usa-both)" },
  { "decor-not-string", HEAD "\"decor\":3,\"width\":1,\"height\":1,\"cells\":[\"S\"]}",
    TL_FORMAT_ERROR_TYPE, "bad.json: $.decor:" },
  { "wrong-format", "{\"format\":\"tilelands-game\",\"version\":1,\"id\":\"bad\",\"name\":\"Bad\","
    "\"width\":1,\"height\":1,\"cells\":[\"S\"]}", ANY_CODE, NULL },
};

static void
test_bad_layout (gconstpointer data)
{
  const BadLayout *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = tl_map_format_load_data (c->json, -1, "bad.json", &error);

  g_assert_null (layout);
  g_assert_nonnull (error);
  g_test_message ("%s: %s", c->name, error->message);
  g_assert_true (error->domain == TL_FORMAT_ERROR);
  if (c->code != ANY_CODE)
    g_assert_cmpint (error->code, ==, c->code);
  if (!g_str_has_prefix (error->message, c->message ? c->message : "bad.json: $"))
    g_error ("%s: expected \"%s…\", got \"%s\"", c->name, c->message, error->message);
}

/* The engine's own checks of a layout built in code (tl_map_layout_finish(),
 * tl_map_layout_join()): colours belong to outlined squares only; only maps with
 * matching seams join. */
static void
test_engine_layout_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) no_color = tl_map_layout_new ("m", "M", 3, 1);
  g_autoptr(TlMapLayout) stray_color = tl_map_layout_new ("m", "M", 3, 1);
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autoptr(TlMapLayout) short_map = tl_map_layout_new ("short", "Short", 2, 1);

  tl_map_layout_set (no_color, 0, 0, TL_MAP_START, TL_MAP_NO_COLOR);
  tl_map_layout_set (no_color, 1, 0, TL_MAP_OUTLINED, TL_MAP_NO_COLOR);
  g_assert_false (tl_map_layout_finish (no_color, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, "the map “M”: cell (1, 0): an outlined square needs a colour");
  g_clear_error (&error);

  tl_map_layout_set (stray_color, 0, 0, TL_MAP_START, TL_MAP_NO_COLOR);
  tl_map_layout_set (stray_color, 1, 0, TL_MAP_PLAYABLE, TL_MAP_NO_COLOR);
  tl_map_layout_set (stray_color, 2, 0, TL_MAP_TOWN, TL_MAP_ORANGE);
  g_assert_false (tl_map_layout_finish (stray_color, &error));
  g_assert_cmpstr (error->message, ==, "the map “M”: cell (2, 0): only an outlined square has a "
                   "colour");
  g_clear_error (&error);

  g_assert_null (tl_map_layout_join (west, west, "ww", "WW", &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, "the maps “USA West (reconstructed layout)” and “USA West "
                   "(reconstructed layout)” cannot be joined: row 0 has a half square on one side of "
                   "the seam only");
  g_clear_error (&error);

  tl_map_layout_set (short_map, 0, 0, TL_MAP_START, TL_MAP_NO_COLOR);
  g_assert_true (tl_map_layout_finish (short_map, NULL));
  g_assert_null (tl_map_layout_join (west, short_map, "ws", "WS", &error));
  g_assert_cmpstr (error->message, ==, "the maps “USA West (reconstructed layout)” and “Short” "
                   "cannot be joined: they have different numbers of rows (12 and 1)");
  g_clear_error (&error);

  g_assert_cmpstr (tl_map_color_name (TL_MAP_LIGHT_BLUE), ==, "light-blue");
  g_assert_cmpint (tl_map_color_from_name ("light-blue"), ==, TL_MAP_LIGHT_BLUE);
  g_assert_cmpint (tl_map_color_from_name ("green"), ==, -1);
}

/* Records: loads @name from the map fixtures, writes it, reads it back, writes it
 * again: the two texts are equal and the map, setup and turn members survive. */
static TlRecord *
load_fixture (const char *name)
{
  g_autofree char *path = fixture_path (name);
  g_autoptr(GError) error = NULL;
  TlRecord *record = tl_record_format_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

static TlRecord *
write_and_read (const TlRecord *record, char **text)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  TlRecord *back;

  *text = tl_record_format_to_data (record, &length);
  back = tl_record_format_load_data (*text, length, "back.tilelands", &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  return back;
}

static void
test_record_round_trip_chips (void)
{
  g_autoptr(TlRecord) record = load_fixture ("chips-3-reveal-peeked-tile-fits.tilelands");
  g_autoptr(TlRecord) back = NULL;
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  const TlSetupChip *chip;
  const TlSetupTile *fd;
  const TlTurnRecord *t1, *t2;
  const TlPlacement *p;

  /* a user map copied from USA West, inline */
  g_assert_cmpstr (record->map, ==, "test-chips-3-reveal-peeked-tile-fits");
  g_assert_true (record->map_inline);
  g_assert_nonnull (record->map_layout);
  g_assert_cmpuint (record->map_layout->width, ==, 16);
  back = write_and_read (record, &text);
  again = write_and_read (back, &text2);
  g_assert_cmpstr (text, ==, text2);
  g_assert_nonnull (strstr (text, "\"tilelands-map\""));

  g_assert_cmpstr (back->map, ==, "test-chips-3-reveal-peeked-tile-fits");
  g_assert_true (back->map_inline);
  g_assert_cmpint (tl_map_layout_cell (back->map_layout, 7, 2)->kind, ==, TL_MAP_START);
  g_assert_cmpuint (back->expansions->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (back->expansions, 0), ==, "map-chips");
  g_assert_cmpuint (back->setup_chips->len, ==, 2);
  chip = &g_array_index (back->setup_chips, TlSetupChip, 0);
  g_assert_cmpint (chip->x, ==, 8);
  g_assert_cmpint (chip->y, ==, 2);
  g_assert_cmpint (chip->color, ==, TL_MAP_PURPLE);
  g_assert_cmpuint (chip->value, ==, 2);
  chip = &g_array_index (back->setup_chips, TlSetupChip, 1);
  g_assert_cmpint (chip->color, ==, TL_MAP_ORANGE);
  g_assert_cmpuint (chip->value, ==, 1);
  g_assert_cmpuint (back->setup_face_down->len, ==, 2);
  fd = &g_array_index (back->setup_face_down, TlSetupTile, 1);
  g_assert_cmpint (fd->x, ==, 5);
  g_assert_cmpint (fd->y, ==, 3);
  g_assert_cmpstr (tl_tile_set_type (back->tileset, fd->type)->id, ==, "E");

  g_assert_cmpuint (back->turns->len, ==, 2);
  t1 = &g_array_index (back->turns, TlTurnRecord, 0);
  t2 = &g_array_index (back->turns, TlTurnRecord, 1);
  g_assert_true (tl_map_chips_turn (t1)->has_peek);
  g_assert_cmpint (tl_map_chips_turn (t1)->peek_x, ==, 6);
  g_assert_cmpint (tl_map_chips_turn (t1)->peek_y, ==, 1);
  g_assert_null (tl_map_chips_turn (t1)->reveal);
  g_assert_false (tl_map_chips_turn (t2)->has_peek);
  g_assert_nonnull (tl_map_chips_turn (t2)->reveal);
  g_assert_cmpuint (tl_map_chips_turn (t2)->reveal->len, ==, 1);
  p = &g_array_index (tl_map_chips_turn (t2)->reveal, TlPlacement, 0);
  g_assert_cmpint (p->x, ==, 6);
  g_assert_cmpint (p->y, ==, 1);
  g_assert_cmpuint (p->r, ==, 0);
}

/* A built-in map is written by its id, with the whole Map-Chips setup. */
static void
test_record_round_trip_builtin_map (void)
{
  g_autoptr(TlRecord) record = load_fixture ("chips-8-peek-across-seam.tilelands");
  g_autoptr(TlRecord) back = NULL;
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  const TlSetupChip *chip = NULL;
  const TlSetupTile *fd = NULL;

  g_assert_cmpstr (record->map, ==, "usa-both");
  g_assert_false (record->map_inline);
  g_assert_nonnull (record->map_layout);
  g_assert_cmpuint (record->map_layout->width, ==, 31);
  back = write_and_read (record, &text);
  again = write_and_read (back, &text2);
  g_assert_cmpstr (text, ==, text2);
  g_assert_nonnull (strstr (text, "\"map\" : \"usa-both\""));
  g_assert_null (strstr (text, "\"tilelands-map\""));

  g_assert_cmpstr (back->map, ==, "usa-both");
  g_assert_false (back->map_inline);
  g_assert_cmpuint (back->setup_chips->len, ==, 30);
  g_assert_cmpuint (back->setup_face_down->len, ==, 30);
  for (guint i = 0; i < back->setup_chips->len && chip == NULL; i++)
    if (g_array_index (back->setup_chips, TlSetupChip, i).x == 16 &&
        g_array_index (back->setup_chips, TlSetupChip, i).y == 4)
      chip = &g_array_index (back->setup_chips, TlSetupChip, i);
  g_assert_nonnull (chip);
  g_assert_cmpint (chip->color, ==, TL_MAP_LIGHT_BLUE);
  g_assert_cmpuint (chip->value, ==, 2);
  for (guint i = 0; i < back->setup_face_down->len && fd == NULL; i++)
    if (g_array_index (back->setup_face_down, TlSetupTile, i).x == 9 &&
        g_array_index (back->setup_face_down, TlSetupTile, i).y == 4)
      fd = &g_array_index (back->setup_face_down, TlSetupTile, i);
  g_assert_nonnull (fd);
  g_assert_cmpstr (tl_tile_set_type (back->tileset, fd->type)->id, ==, "B");
}

/* An empty setup list stays an empty list (nothing dealt), not "from the seed". */
static void
test_record_empty_setup_lists (void)
{
  g_autoptr(TlRecord) record = load_fixture ("chips-4-reveal-fits-nowhere.tilelands");
  g_autoptr(TlRecord) back = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (record->setup_chips);
  g_assert_cmpuint (record->setup_chips->len, ==, 0);
  back = write_and_read (record, &text);
  g_assert_nonnull (back->setup_chips);
  g_assert_cmpuint (back->setup_chips->len, ==, 0);
  g_assert_cmpuint (back->setup_face_down->len, ==, 1);
}

static void
test_record_round_trip_inline_map (void)
{
  g_autoptr(TlRecord) record = load_fixture ("border-tile-discarded-inline-map.tilelands");
  g_autoptr(TlRecord) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) a = NULL, b = NULL;
  g_autofree char *text = NULL;

  g_assert_true (record->map_inline);
  g_assert_cmpstr (record->map, ==, "test-strip");
  g_assert_cmpuint (record->map_layout->width, ==, 2);
  g_assert_cmpuint (record->map_layout->height, ==, 1);
  back = write_and_read (record, &text);
  g_assert_true (back->map_inline);
  g_assert_cmpstr (back->map, ==, "test-strip");
  g_assert_nonnull (strstr (text, "\"tilelands-map\""));
  g_assert_cmpint (tl_map_layout_cell (back->map_layout, 0, 0)->kind, ==, TL_MAP_START);
  g_assert_cmpint (tl_map_layout_cell (back->map_layout, 1, 0)->kind, ==, TL_MAP_PLAYABLE);

  /* the game the engine writes (with its default setup) replays the same */
  a = tl_replay_record (record, "a.tilelands", TRUE, &error);
  g_assert_no_error (error);
  b = tl_replay_record (back, "b.tilelands", TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (a, b));
}

/* A game's own record with a map and chips dealt from the seed: the engine writes
 * what it dealt, and the written record replays to the same position. */
static void
test_record_engine_written (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(TlRecord) back = NULL;
  g_autofree char *text = NULL;
  TlGameState *game, *replayed;
  const TlRecord *written;
  TlRng rng;

  g_assert_no_error (error);
  header = tl_record_new ("carcassonne", set);
  tl_record_add_player (header, "A", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (header, "B", "blue", TL_PLAYER_AI, 0);
  g_ptr_array_add (header->expansions, g_strdup ("map-chips"));
  header->map = g_strdup ("usa-both");
  header->map_layout = tl_map_format_load_builtin ("usa-both", &error);
  g_assert_no_error (error);
  header->seed = 4242;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  tl_rng_init (&rng, 99);
  for (guint i = 0; i < 12 && tl_ai_play_turn (game, 0, &rng); i++)
    ;
  written = tl_game_state_record (game);
  g_assert_cmpuint (written->setup_start->len, ==, 4);
  g_assert_cmpuint (written->setup_chips->len, ==, 30);
  g_assert_cmpuint (written->setup_face_down->len, ==, 30);
  back = write_and_read (written, &text);
  g_assert_nonnull (strstr (text, "\"face_down\""));
  g_assert_cmpuint (back->setup_chips->len, ==, 30);
  g_assert_cmpuint (back->setup_face_down->len, ==, 30);
  for (guint i = 0; i < 30; i++)
    {
      g_assert_true (memcmp (&g_array_index (back->setup_chips, TlSetupChip, i),
                             &g_array_index (written->setup_chips, TlSetupChip, i),
                             sizeof (TlSetupChip)) == 0);
      g_assert_true (memcmp (&g_array_index (back->setup_face_down, TlSetupTile, i),
                             &g_array_index (written->setup_face_down, TlSetupTile, i),
                             sizeof (TlSetupTile)) == 0);
    }
  replayed = tl_replay_record_state (back, "back.tilelands", FALSE, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_state_player (replayed, p)->score, ==,
                     tl_game_state_player (game, p)->score);
  g_assert_cmpuint (tl_game_state_tiles_left (replayed), ==, tl_game_state_tiles_left (game));
  tl_game_state_free (replayed);
  tl_game_state_free (game);
}

typedef struct {
  const char *name;
  const char *from;      /* replaced once in the control record … */
  const char *to;        /* … by this */
  const char *message;   /* the start of the error, after "bad.tilelands: " */
  const char *control;   /* the control record, a fixture; NULL: chips-3-reveal-peeked-tile-fits */
} BadRecord;

/* a record on the built-in USA West, for the cases that change its map */
#define BUILTIN_MAP_CONTROL "border-city-completed.tilelands"

static const BadRecord bad_records[] = {
  { "map-unknown", "\"map\": \"usa-west\"", "\"map\": \"usa-north\"",
    "$.map: unknown map \"usa-north\"", BUILTIN_MAP_CONTROL },
  { "map-number", "\"map\": \"usa-west\"", "\"map\": 3",
    "$.map: expected null, a built-in map id or a map layout object", BUILTIN_MAP_CONTROL },
  { "map-inline-bad-cell", "\"map\": \"usa-west\"",
    "\"map\": {\"id\":\"m\",\"name\":\"M\",\"width\":2,\"height\":1,\"cells\":[\"Sz\"]}",
    "$.map.cells[0]: cell (1, 0) is 'z'", BUILTIN_MAP_CONTROL },
  { "map-inline-no-start", "\"map\": \"usa-west\"",
    "\"map\": {\"id\":\"m\",\"name\":\"M\",\"width\":2,\"height\":1,\"cells\":[\"..\"]}",
    "$.map.cells: no start square (a map needs at least one)", BUILTIN_MAP_CONTROL },
  { "chip-name", "\"chip\": \"orange-1\"", "\"chip\": \"orange-3\"",
    "$.setup.chips[1].chip: unknown chip \"orange-3\" (expected purple-1, purple-2, orange-1, "
    "orange-2, light-blue-1 or light-blue-2)" },
  { "chip-missing", "\"chip\": \"orange-1\"", "\"chop\": \"orange-1\"",
    "$.setup.chips[1].chip: missing" },
  { "chip-x-type", "{\"x\": 9, \"y\": 3, \"chip\"", "{\"x\": \"9\", \"y\": 3, \"chip\"",
    "$.setup.chips[1].x: expected an integer" },
  { "face-down-unknown-tile", "{\"x\": 5, \"y\": 3, \"tile\": \"E\"}",
    "{\"x\": 5, \"y\": 3, \"tile\": \"Z\"}",
    "$.setup.face_down[1].tile: unknown tile id \"Z\" (not in tile set carcassonne-base)" },
  { "face-down-no-tile", "{\"x\": 5, \"y\": 3, \"tile\": \"E\"}", "{\"x\": 5, \"y\": 3}",
    "$.setup.face_down[1].tile: missing" },
  { "peek-type", "\"peek\": {\"x\": 6, \"y\": 1}", "\"peek\": [6, 1]",
    "$.turns[0].peek: expected an object" },
  { "peek-no-y", "\"peek\": {\"x\": 6, \"y\": 1}", "\"peek\": {\"x\": 6}",
    "$.turns[0].peek.y: missing" },
  { "reveal-type", "\"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0}]", "\"reveal\": {\"x\": 6}",
    "$.turns[1].reveal: expected an array" },
  { "reveal-rotation", "\"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0}]",
    "\"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 4}]", "$.turns[1].reveal[0].r: " },
  { "reveal-no-r", "\"reveal\": [{\"x\": 6, \"y\": 1, \"r\": 0}]",
    "\"reveal\": [{\"x\": 6, \"y\": 1}]", "$.turns[1].reveal[0].r: missing" },
  { "chips-without-expansion", "\"expansions\": [\"map-chips\"]", "\"expansions\": []",
    "$.setup.chips: chips are dealt only with the expansion \"map-chips\"" },
};

static void
test_bad_record (gconstpointer data)
{
  const BadRecord *c = data;
  g_autofree char *path = fixture_path (c->control != NULL ? c->control
                                                          : "chips-3-reveal-peeked-tile-fits.tilelands");
  g_autofree char *control = NULL;
  g_autofree char *want = g_strconcat ("bad.tilelands: ", c->message, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *bad = NULL;

  g_assert_true (g_file_get_contents (path, &control, NULL, NULL));
  parts = g_strsplit (control, c->from, 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  bad = g_strjoin (c->to, parts[0], parts[1], NULL);
  record = tl_record_format_load_data (bad, -1, "bad.tilelands", &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TL_FORMAT_ERROR);
  g_test_message ("%s: %s", c->name, error->message);
  if (!g_str_has_prefix (error->message, want))
    g_error ("%s: expected \"%s…\", got \"%s\"", c->name, want, error->message);
}

/* Loading and replaying @data must give an error or a game, never a crash. */
static gboolean
load_and_replay (const char *data, gsize length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (data, length, "cut.tilelands", &error);
  g_autoptr(JsonNode) result = NULL;

  if (record == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "cut.tilelands: "));
      return FALSE;
    }
  result = tl_replay_record (record, "cut.tilelands", FALSE, &error);
  g_assert_true ((result == NULL) != (error == NULL));
  return result != NULL;
}

/* Every node of the tree replaced by each of a few wrong values, and every object
 * member deleted, one at a time. */
static void
mutate_all (JsonNode *root, JsonNode *node, guint *tried)
{
  /* no huge coordinates: two setup tiles far apart make the engine's board grid
   * too large to allocate (reported; free play has the same problem) */
  static const char *const wrong[] = { "null", "\"x\"", "-7", "60", "true", "[]", "{}",
                                       "[{\"x\":0,\"y\":0,\"r\":0}]" };

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_node_get_object (node);
      g_autoptr(GList) names = json_object_get_members (obj);

      for (GList *l = names; l != NULL; l = l->next)
        {
          g_autofree char *name = g_strdup (l->data);
          g_autoptr(JsonNode) saved = json_node_copy (json_object_get_member (obj, name));

          for (guint i = 0; i <= G_N_ELEMENTS (wrong); i++)
            {
              g_autofree char *text = NULL;

              if (i < G_N_ELEMENTS (wrong))
                json_object_set_member (obj, name, json_from_string (wrong[i], NULL));
              else
                json_object_remove_member (obj, name);
              text = json_to_string (root, FALSE);
              load_and_replay (text, strlen (text));
              (*tried)++;
            }
          json_object_set_member (obj, name, json_node_copy (saved));
          mutate_all (root, json_object_get_member (obj, name), tried);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        mutate_all (root, json_array_get_element (array, i), tried);
    }
}

static void
test_map_records_never_crash (void)
{
  static const char *const names[] = {
    "chips-3-reveal-peeked-tile-fits.tilelands",
    "chips-6-two-reveals-one-fits.tilelands",
    "border-tile-discarded-inline-map.tilelands",
  };

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      g_autofree char *path = fixture_path (names[n]);
      g_autofree char *data = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonNode) root = NULL;
      gsize length;
      guint loaded = 0, tried = 0;

      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_assert_true (load_and_replay (data, length));
      /* every cut before the closing brace (the file ends with "}\n") */
      for (gsize cut = 0; cut + 1 < length; cut++)
        loaded += load_and_replay (data, cut);
      g_assert_cmpuint (loaded, ==, 0);
      g_assert_true (json_parser_load_from_data (parser, data, length, NULL));
      root = json_node_copy (json_parser_get_root (parser));
      mutate_all (root, root, &tried);
      g_test_message ("%s: %" G_GSIZE_FORMAT " cuts, %u mutants", names[n], length, tried);
      g_assert_cmpuint (tried, >, 100);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    {
      g_autofree char *name = g_strdup_printf ("/map-format/builtin/%s", builtins[i].id);

      g_test_add_data_func (name, &builtins[i], test_builtin);
    }
  g_test_add_func ("/map-format/seam", test_seam);
  g_test_add_func ("/map-format/unknown-builtin", test_unknown_builtin);
  g_test_add_func ("/map-format/round-trip", test_round_trip);
  g_test_add_func ("/map-format/round-trip-decor", test_round_trip_decor);
  for (guint i = 0; i < G_N_ELEMENTS (bad_layouts); i++)
    {
      g_autofree char *name = g_strdup_printf ("/map-format/bad/%s", bad_layouts[i].name);

      g_test_add_data_func (name, &bad_layouts[i], test_bad_layout);
    }
  g_test_add_func ("/map-format/engine-layout-rules", test_engine_layout_rules);
  g_test_add_func ("/map-format/record/round-trip-chips", test_record_round_trip_chips);
  g_test_add_func ("/map-format/record/round-trip-builtin-map", test_record_round_trip_builtin_map);
  g_test_add_func ("/map-format/record/empty-setup-lists", test_record_empty_setup_lists);
  g_test_add_func ("/map-format/record/round-trip-inline-map", test_record_round_trip_inline_map);
  g_test_add_func ("/map-format/record/engine-written", test_record_engine_written);
  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      g_autofree char *name = g_strdup_printf ("/map-format/record-bad/%s", bad_records[i].name);

      g_test_add_data_func (name, &bad_records[i], test_bad_record);
    }
  g_test_add_func ("/map-format/record/never-crash", test_map_records_never_crash);
  return g_test_run ();
}
