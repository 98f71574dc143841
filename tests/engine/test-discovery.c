/* test-discovery.c — The Discovery's worked examples and refusals, replayed
 *
 * Each fixture under tests/fixtures/discovery/ is a game record (docs/design.md §4) of
 * The Discovery with an extra top-level member "expect" (fixture-check.h). The
 * games are the "Concrete games for these cases" of docs/rules/discovery.md §1.10 (players A
 * and B, A first, explicit draws from the reconstructed tile set), with the score
 * of the recall and, where the table gives it, the end-of-game value of the same
 * follower left on the board; plus refused turns and the equal-turns variant.
 * Also: the built-in tile set `discovery` has the figures of docs/rules/discovery.md §3.3 and
 * survives writing and reading back; the Discovery members of tile sets (`cities`)
 * and records (`recall`, `setup.aside`, option `equal-turns`) read and write back,
 * and bad ones are refused with the file, the JSON path and the reason.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "fixture-check.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

/* The cases the issue asks for; the test fails when one of them is missing. */
static const char *const required_fixtures[] = {
  "ex08-unfinished-grassland-4-tiles",
  "ex08-unfinished-grassland-4-tiles-left-on-board",
  "ex09-finished-grassland-2-tiles",
  "ex10-finished-grassland-5-tiles",
  "ex10-finished-grassland-5-tiles-left-on-board",
  "ex11-unfinished-mountain-1-plus-3-cities",
  "ex12-finished-mountain-3-tiles-5th-city-ignored",
  "ex12-finished-mountain-3-tiles-5th-city-ignored-left-on-board",
  "ex13-finished-mountain-2-tiles",
  "ex13-finished-mountain-2-tiles-4-cities",
  "ex14-unfinished-sea-2-cities",
  "ex15-finished-sea-4-tiles-3-cities",
  "ex15-finished-sea-4-tiles-3-cities-left-on-board",
  "ex16-finished-sea-2-tiles-1-city",
  "ex17-navigator-on-separate-sea",
  "ex17-18-two-navigators-joined-seas",
  "refused-deploy-and-recall-one-turn",
  "refused-deploy-on-occupied-joined-sea",
  "refused-recall-other-players-follower",
  "refused-recall-where-no-follower-stands",
  "equal-turns-2-players",
  "equal-turns-3-players",
  "equal-turns-4-players",
  "equal-turns-5-players",
  "equal-turns-no-option-nothing-aside",
  "equal-turns-aside-named",
  "equal-turns-aside-drawn-refused",
  "equal-turns-aside-wrong-count",
  /* the double-tile variant (hand of two, docs/rules/discovery.md §1.9) */
  "double-tile-play-held-tile",
  "double-tile-play-not-held-refused",
  "double-tile-hands-without-option-refused",
  "double-tile-hands-wrong-count-refused",
  "double-tile-option-list-form",
  "double-tile-equal-turns",
  "double-tile-held-tile-fits-nowhere",
  "double-tile-hands-played-out",
  "double-tile-version-1-refused",
  "double-tile-unplaceable-not-discarded-refused",
  "double-tile-discard-placeable-refused",
};

/* Tile-set totals, every copy counted. */
typedef struct {
  guint tiles, types, start_copies;
  guint sides[TL_N_SEGMENT_KINDS];
  guint segments[TL_N_SEGMENT_KINDS];
  guint cities, tiles_with_cities, cities_on[TL_N_SEGMENT_KINDS];
} Totals;

static void
count_set (const TlTileSet *set, Totals *t)
{
  memset (t, 0, sizeof *t);
  t->types = set->types->len;
  for (guint i = 0; i < set->types->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, i);

      t->tiles += type->count;
      t->start_copies += type->start_copies;
      for (guint side = 0; side < TL_N_SIDES; side++)
        t->sides[tl_tile_type_side_kind (type, side, 0)] += type->count;
      for (guint s = 0; s < type->n_segments; s++)
        t->segments[type->segments[s].kind] += type->count;
      t->cities += type->n_port_cities * type->count;
      t->tiles_with_cities += type->n_port_cities > 0 ? type->count : 0;
      for (guint c = 0; c < type->n_port_cities; c++)
        t->cities_on[type->segments[type->port_cities[c].land].kind] += type->count;
    }
}

/* docs/rules/discovery.md §3.3: 84 tiles in 67 configurations, 1 start tile; sides sea 116,
 * grassland 114, mountain 106; segments sea 83, grassland 79, mountain 74; 50 port
 * cities on 43 tiles, 20 on mountain coasts and 30 on grassland coasts. */
static void
test_tileset_figures (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin ("discovery", &error);
  const TlTileType *start, *t21;
  Totals t;

  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_cmpstr (set->game, ==, "discovery");
  g_assert_cmpstr (set->id, ==, "discovery");
  g_assert_nonnull (strstr (set->name, "reconstruct"));
  g_assert_cmpuint (set->total_tiles, ==, 84);

  count_set (set, &t);
  g_assert_cmpuint (t.tiles, ==, 84);
  g_assert_cmpuint (t.types, ==, 67);
  g_assert_cmpuint (t.start_copies, ==, 1);
  g_assert_cmpuint (t.sides[TL_SEGMENT_SEA], ==, 116);
  g_assert_cmpuint (t.sides[TL_SEGMENT_GRASSLAND], ==, 114);
  g_assert_cmpuint (t.sides[TL_SEGMENT_MOUNTAIN], ==, 106);
  g_assert_cmpuint (t.segments[TL_SEGMENT_SEA], ==, 83);
  g_assert_cmpuint (t.segments[TL_SEGMENT_GRASSLAND], ==, 79);
  g_assert_cmpuint (t.segments[TL_SEGMENT_MOUNTAIN], ==, 74);
  g_assert_cmpuint (t.cities, ==, 50);
  g_assert_cmpuint (t.tiles_with_cities, ==, 43);
  g_assert_cmpuint (t.cities_on[TL_SEGMENT_MOUNTAIN], ==, 20);
  g_assert_cmpuint (t.cities_on[TL_SEGMENT_GRASSLAND], ==, 30);

  /* The start tile: sea bay N, mountain band E-W with a port city, grassland bay S. */
  g_assert_cmpint (set->start_type, >=, 0);
  start = tl_tile_set_type (set, set->start_type);
  g_assert_cmpstr (start->id, ==, "Start");
  g_assert_cmpuint (start->count, ==, 1);
  g_assert_cmpint (tl_tile_type_side_kind (start, TL_SIDE_N, 0), ==, TL_SEGMENT_SEA);
  g_assert_cmpint (tl_tile_type_side_kind (start, TL_SIDE_E, 0), ==, TL_SEGMENT_MOUNTAIN);
  g_assert_cmpint (tl_tile_type_side_kind (start, TL_SIDE_S, 0), ==, TL_SEGMENT_GRASSLAND);
  g_assert_cmpint (tl_tile_type_side_kind (start, TL_SIDE_W, 0), ==, TL_SEGMENT_MOUNTAIN);
  g_assert_cmpuint (start->n_segments, ==, 3);
  g_assert_cmpuint (start->n_port_cities, ==, 1);
  g_assert_cmpuint (start->port_cities[0].sea, ==, 0);
  g_assert_cmpuint (start->port_cities[0].land, ==, 1);
  g_assert_cmpuint (start->segments[0].port_cities, ==, 1);
  g_assert_cmpuint (start->segments[1].port_cities, ==, 1);
  g_assert_cmpuint (start->segments[2].port_cities, ==, 0);
  g_assert_true (tl_tile_type_segments_touch (start, 0, 1));
  g_assert_true (tl_tile_type_segments_touch (start, 1, 2));
  g_assert_false (tl_tile_type_segments_touch (start, 0, 2));

  /* Tile 21: grassland N and S, sea E-W with a city on each shore. */
  t21 = tl_tile_set_type (set, tl_tile_set_lookup (set, "21"));
  g_assert_cmpuint (t21->count, ==, 2);
  g_assert_cmpuint (t21->n_port_cities, ==, 2);
  g_assert_cmpuint (t21->segments[1].kind, ==, TL_SEGMENT_SEA);
  g_assert_cmpuint (t21->segments[1].port_cities, ==, 2);
  g_assert_cmpuint (t21->segments[0].port_cities, ==, 1);
  g_assert_cmpuint (t21->segments[2].port_cities, ==, 1);
}

/* Written out and read back, the set is the same, port cities included. */
static void
test_tileset_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin ("discovery", &error);
  g_autoptr(TlTileSet) again = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_no_error (error);
  data = tl_tileset_format_to_data (set, &length);
  g_assert_nonnull (strstr (data, "\"cities\""));
  g_assert_null (strstr (data, "\"port_cities\""));
  again = tl_tileset_format_load_data (data, length, "discovery-again.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->types->len, ==, set->types->len);
  for (guint i = 0; i < set->types->len; i++)
    {
      const TlTileType *a = tl_tile_set_type (set, i), *b = tl_tile_set_type (again, i);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpuint (a->count, ==, b->count);
      g_assert_cmpuint (a->start_copies, ==, b->start_copies);
      g_assert_cmpuint (a->n_segments, ==, b->n_segments);
      for (guint s = 0; s < a->n_segments; s++)
        {
          g_assert_cmpuint (a->segments[s].kind, ==, b->segments[s].kind);
          g_assert_cmpuint (a->segments[s].ports, ==, b->segments[s].ports);
          g_assert_cmpuint (a->segments[s].port_cities, ==, b->segments[s].port_cities);
          g_assert_cmpuint (a->segments[s].touches, ==, b->segments[s].touches);
        }
      g_assert_cmpuint (a->n_port_cities, ==, b->n_port_cities);
      g_assert_cmpmem (a->port_cities, a->n_port_cities * sizeof (TlPortCity),
                       b->port_cities, b->n_port_cities * sizeof (TlPortCity));
    }
}

/* A one-tile Discovery set: sea N (segment 0), a grassland band E+W (1), mountain
 * S (2); the band touches the sea and the mountain, which do not touch each other;
 * @cities is the tile's "cities" member, or "" for none. */
static TlTileSet *
load_small_set (const char *cities, GError **error)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"t\",\"name\":\"t\","
    "\"game\":\"discovery\",\"tiles\":[{\"id\":\"X\",\"count\":2,\"start\":1,\"segments\":["
    "{\"kind\":\"sea\",\"ports\":[\"NNW\",\"N\",\"NNE\"],\"touches\":[1]},"
    "{\"kind\":\"grassland\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"WSW\",\"W\",\"WNW\"],\"touches\":[2]},"
    "{\"kind\":\"mountain\",\"ports\":[\"SSE\",\"S\",\"SSW\"],"
    "\"port_cities\":7}]%s%s}]}",
    *cities ? ",\"cities\":" : "", cities);

  return tl_tileset_format_load_data (json, -1, "bad.json", error);
}

static void
test_format_cities (void)
{
  static const struct {
    const char *cities;
    const char *message;
  } bad[] = {
    { "{}", "bad.json: $.tiles[0].cities: expected an array" },
    { "[[0]]", "bad.json: $.tiles[0].cities[0]: expected a pair [sea segment, land segment], found 1 element" },
    { "[0]", "bad.json: $.tiles[0].cities[0]: expected an array" },
    { "[[0, 3]]", "bad.json: $.tiles[0].cities[0][1]: expected an integer from 0 to 2, found 3" },
    { "[[0, 2]]", "bad.json: $.tiles[0].cities[0]: tile X: port city 1: segments 1 and 3 do not border each other, but a port city stands on their shore" },
    { "[[\"0\", 1]]", "bad.json: $.tiles[0].cities[0][0]: expected an integer" },
    { "[[1, 2]]", "bad.json: $.tiles[0].cities[0][0]: tile X: port city 1: segment 2 (grassland) is named as its sea, but a port city stands on the shore of a sea" },
    { "[[0, 0]]", "bad.json: $.tiles[0].cities[0][1]: tile X: port city 1: segment 1 (sea) is named as its land, but a port city stands on a mountain or a grassland" },
    { "[[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1],[0,1]]",
      "bad.json: $.tiles[0].cities: expected at most 8 port cities, found 9" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = NULL;
  const TlTileType *type;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TlTileSet) none = load_small_set (bad[i].cities, &error);

      g_assert_null (none);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].message))
        g_error ("cities %s: expected \"%s…\", got \"%s\"", bad[i].cities, bad[i].message,
                 error->message);
      g_assert_true (error->domain == TL_FORMAT_ERROR);
      g_clear_error (&error);
    }

  /* Good: two cities on the one shore; the segment-level "port_cities": 7 is ignored. */
  set = load_small_set ("[[0, 1], [0, 1]]", &error);
  g_assert_no_error (error);
  type = tl_tile_set_type (set, 0);
  g_assert_cmpuint (type->n_port_cities, ==, 2);
  g_assert_cmpuint (type->port_cities[1].sea, ==, 0);
  g_assert_cmpuint (type->port_cities[1].land, ==, 1);
  g_assert_cmpuint (type->segments[0].port_cities, ==, 2);
  g_assert_cmpuint (type->segments[1].port_cities, ==, 2);
  g_assert_cmpuint (type->segments[2].port_cities, ==, 0);
  g_clear_pointer (&set, tl_tile_set_unref);

  set = load_small_set ("", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tl_tile_set_type (set, 0)->n_port_cities, ==, 0);
  g_assert_cmpuint (tl_tile_set_type (set, 0)->segments[2].port_cities, ==, 0);
}

/* A Discovery record around the given options, setup and first turn. */
static TlRecord *
load_record (const char *options, const char *setup, const char *turn, GError **error)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\":\"tilelands-game\",\"version\":1,\"game\":\"discovery\","
    "\"tileset\":\"discovery\",\"options\":%s,\"players\":[{\"name\":\"A\"},{\"name\":\"B\"}],"
    "\"seed\":3,\"setup\":%s,\"turns\":[%s]}", options, setup, turn);

  return tl_record_format_load_data (json, -1, "bad.tilelands", error);
}

static void
test_format_record_errors (void)
{
  static const struct {
    const char *options, *setup, *turn;
    const char *message;
  } bad[] = {
    { "{}", "{}", "{\"recall\":{\"x\":0,\"y\":1}}",
      "bad.tilelands: $.turns[0].recall.port: missing" },
    { "{}", "{}", "{\"recall\":{\"y\":1,\"port\":\"N\"}}",
      "bad.tilelands: $.turns[0].recall.x: missing" },
    { "{}", "{}", "{\"recall\":{\"x\":0,\"y\":1,\"port\":\"NX\"}}",
      "bad.tilelands: $.turns[0].recall.port: unknown port \"NX\"" },
    { "{}", "{}", "{\"recall\":[0,1,\"N\"]}",
      "bad.tilelands: $.turns[0].recall: expected an object" },
    { "{}", "{\"aside\":[\"01\"]}", "",
      "bad.tilelands: $.setup.aside: \"aside\" belongs to the variant \"equal-turns\" only" },
    { "[\"equal-turns\"]", "{\"aside\":[\"99\"]}", "",
      "bad.tilelands: $.setup.aside[0]: unknown tile id \"99\" (not in tile set discovery)" },
    { "[\"equal-turns\"]", "{\"aside\":\"01\"}", "",
      "bad.tilelands: $.setup.aside: expected an array" },
    { "{\"equal-turns\":1}", "{}", "",
      "bad.tilelands: $.options.equal-turns: expected" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TlRecord) none = load_record (bad[i].options, bad[i].setup, bad[i].turn, &error);

      g_assert_null (none);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].message))
        g_error ("case %u: expected \"%s…\", got \"%s\"", i, bad[i].message, error->message);
      g_assert_true (error->domain == TL_FORMAT_ERROR);
      g_clear_error (&error);
    }

  /* Both forms of the switch; "no-equal-turns" turns it off. */
  record = load_record ("{\"equal-turns\":true}", "{}", "", &error);
  g_assert_no_error (error);
  g_assert_true (record->options.equal_turns);
  g_clear_pointer (&record, tl_record_free);
  record = load_record ("[\"equal-turns\"]", "{}", "", &error);
  g_assert_no_error (error);
  g_assert_true (record->options.equal_turns);
  g_assert_null (record->setup_aside);
  g_clear_pointer (&record, tl_record_free);
  record = load_record ("[\"no-equal-turns\"]", "{}", "", &error);
  g_assert_no_error (error);
  g_assert_false (record->options.equal_turns);
}

/* recall, setup.aside and equal-turns are written and read back. */
static void
test_format_record_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL, again = NULL;
  g_autofree char *data = NULL;
  const TlTurnRecord *turn;

  record = load_record ("[\"equal-turns\"]", "{\"aside\":[\"66\"]}",
                        "{\"draw\":\"21\",\"place\":{\"x\":0,\"y\":1,\"r\":0},"
                        "\"meeple\":{\"port\":\"E\"}},"
                        "{\"draw\":\"01\",\"place\":{\"x\":1,\"y\":1,\"r\":0}},"
                        "{\"draw\":\"02\",\"place\":{\"x\":0,\"y\":2,\"r\":0},"
                        "\"recall\":{\"x\":0,\"y\":1,\"port\":\"E\"}}", &error);
  g_assert_no_error (error);
  turn = &g_array_index (record->turns, TlTurnRecord, 2);
  g_assert_true (turn->has_recall);
  g_assert_cmpint (turn->recall_x, ==, 0);
  g_assert_cmpint (turn->recall_y, ==, 1);
  g_assert_cmpuint (turn->recall_port, ==, TL_PORT_E);
  g_assert_false (g_array_index (record->turns, TlTurnRecord, 1).has_recall);

  data = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"equal-turns\" : true"));
  g_assert_nonnull (strstr (data, "\"aside\""));
  g_assert_nonnull (strstr (data, "\"recall\""));
  g_assert_null (strstr (data, "\"farmers\""));
  again = tl_record_format_load_data (data, -1, "again.tilelands", &error);
  g_assert_no_error (error);
  g_assert_true (again->options.equal_turns);
  g_assert_nonnull (again->setup_aside);
  g_assert_cmpuint (again->setup_aside->len, ==, 1);
  g_assert_cmpstr (tl_tile_set_type (again->tileset,
                                     g_array_index (again->setup_aside, guint, 0))->id, ==, "66");
  g_assert_cmpuint (again->turns->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const TlTurnRecord *a = &g_array_index (record->turns, TlTurnRecord, i);
      const TlTurnRecord *b = &g_array_index (again->turns, TlTurnRecord, i);

      g_assert_cmpint (a->draw, ==, b->draw);
      g_assert_cmpint (a->has_meeple, ==, b->has_meeple);
      g_assert_cmpuint (a->meeple_port, ==, b->meeple_port);
      g_assert_cmpint (a->has_recall, ==, b->has_recall);
      g_assert_cmpint (a->recall_x, ==, b->recall_x);
      g_assert_cmpint (a->recall_y, ==, b->recall_y);
      g_assert_cmpuint (a->recall_port, ==, b->recall_port);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/discovery/format/cities", test_format_cities);
  g_test_add_func ("/discovery/format/record-errors", test_format_record_errors);
  g_test_add_func ("/discovery/format/record-round-trip", test_format_record_round_trip);
  g_test_add_func ("/discovery/tileset/figures", test_tileset_figures);
  g_test_add_func ("/discovery/tileset/round-trip", test_tileset_round_trip);
  tl_fixture_add_tests ("discovery", required_fixtures, G_N_ELEMENTS (required_fixtures));
  return g_test_run ();
}
