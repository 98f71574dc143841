/* test-tileset-check.c — every rule of a tile set, with its exact message
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case is a small tile set read as a draft (tl_tileset_format_read_data(),
 * which runs tl_tile_set_check()); the whole list of problems must be exactly
 * the one given: severity, JSON path and message (issue 12, item 3;
 * docs/editor.md, Tile sets §3). A draft with an error does not load
 * (tl_tileset_format_load_data() reports its first error); one with warnings only does.
 */
#include "tl-tileset-format.h"

#include <string.h>

/* Tiles of the base game, in JSON (carcassonne-base.json). */
#define TILE_D(id, extra) \
  "{\"id\":\"" id "\",\"count\":4" extra ",\"segments\":[" \
  "{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]}," \
  "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]}," \
  "{\"kind\":\"field\",\"ports\":[\"ENE\",\"WNW\"],\"touches\":[0]}," \
  "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}"
#define TILE_U(id) \
  "{\"id\":\"" id "\",\"count\":8,\"segments\":[" \
  "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]}," \
  "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]}," \
  "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}"
#define START ",\"start\":1"
#define ALL_FIELD "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"E\",\"ESE\"," \
  "\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}"

typedef struct {
  const char *name;
  const char *header;      /* members before "tiles", or NULL for a Carcassonne set "t" */
  const char *tiles;       /* the "tiles" array's contents */
  const char *problems[6]; /* "error|warning PATH MESSAGE", NULL-terminated */
} Case;

static const Case cases[] = {
  { "valid", NULL, TILE_D ("D", START) "," TILE_U ("U"), { NULL } },

  /* ids */
  { "tile-id-not-well-formed", NULL, TILE_D ("D 2", START), {
      "error $.tiles[0].id the tile id \"D 2\" is not well formed (1 to 15 ASCII letters, "
      "digits, '-' or '_')", NULL } },
  { "tile-id-empty", NULL, TILE_D ("", START), {
      "error $.tiles[0].id the tile id \"\" is not well formed (1 to 15 ASCII letters, "
      "digits, '-' or '_')", NULL } },
  { "tile-id-twice", NULL, TILE_D ("D", START) "," TILE_U ("D"), {
      "error $.tiles[1].id tile id \"D\" is already used by $.tiles[0]", NULL } },
  { "set-id-not-well-formed", "\"id\":\"my set\",\"name\":\"T\",\"game\":\"carcassonne\"",
    TILE_D ("D", START), {
      "error $.id the tile set id \"my set\" is not well formed (1 to 255 ASCII letters, "
      "digits, '-', '_', '.' or '+')", NULL } },
  { "set-without-name", "\"id\":\"t\",\"name\":\"\",\"game\":\"carcassonne\"",
    TILE_D ("D", START), { "error $.name the tile set has no name", NULL } },

  /* counts and the start tile */
  { "count-zero", NULL, "{\"id\":\"B\",\"count\":0,\"start\":0,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]}," TILE_D ("D", START), {
      "error $.tiles[0].count tile B: count 0; a tile needs at least 1 copy", NULL } },
  { "more-start-copies-than-copies", NULL,
    "{\"id\":\"B\",\"count\":1,\"start\":2,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]}", {
      "error $.tiles[0].start tile B: 2 start copies but only 1 copy", NULL } },
  { "no-start-tile", NULL, TILE_D ("D", "") "," TILE_U ("U"), {
      "error $.tiles no tile is the start tile: mark one (a set whose tiles are added to "
      "another set, \"addition\": true, needs none)", NULL } },
  { "two-start-tiles", NULL, TILE_D ("D", START) "," TILE_D ("E", START), {
      "error $.tiles[1].start tiles D and E are both the start tile; a set has one", NULL } },
  { "addition-without-start", "\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\","
    "\"addition\":true", TILE_D ("D", "") "," TILE_U ("U"), { NULL } },
  { "addition-with-start", "\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\","
    "\"addition\":true", TILE_D ("D", START), {
      "error $.tiles[0].start tile D is a start tile, but the set is an addition to another "
      "set (\"addition\": true), whose start tile is played", NULL } },
  { "too-many-tiles", NULL,
    "{\"id\":\"U\",\"count\":6000,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]},"
    "{\"id\":\"V\",\"count\":4001,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}", {
      "error $.tiles the set has 10001 tiles; at most 10000", NULL } },

  /* kinds of the game */
  { "sea-in-carcassonne", NULL,
    "{\"id\":\"S\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"sea\",\"ports\":[\"NNW\","
    "\"N\",\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments[0].kind tile S: segment 0 is a sea, which Carcassonne does "
      "not have (city, road, field, monastery)", NULL } },
  { "city-in-discovery", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"", TILE_D ("D", START), {
      "error $.tiles[0].segments[0].kind tile D: segment 0 is a city, which The Discovery does "
      "not have (mountain, grassland, sea)",
      "error $.tiles[0].segments[1].kind tile D: segment 1 is a road, which The Discovery does "
      "not have (mountain, grassland, sea)",
      "error $.tiles[0].segments[2].kind tile D: segment 2 is a field, which The Discovery does "
      "not have (mountain, grassland, sea)",
      "error $.tiles[0].segments[3].kind tile D: segment 3 is a field, which The Discovery does "
      "not have (mountain, grassland, sea)", NULL } },

  /* every port one segment, every side one kind */
  { "port-twice", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0]}]}", {
      "error $.tiles[0].segments[1] tile E: port NNE belongs to segments 0 and 1", NULL } },
  { "side-mixes-city-and-field", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile E: side N mixes city and field (a side is all city, "
      "all field, or a road between two fields)", NULL } },
  { "road-on-an-outer-port", NULL,
    "{\"id\":\"U\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"ENE\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}", {
      "error $.tiles[0].segments tile U: side E mixes field and road (a side is all city, "
      "all field, or a road between two fields)", NULL } },
  { "side-of-two-cities", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\"]},"
    "{\"kind\":\"city\",\"ports\":[\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0,1]}]}", {
      "error $.tiles[0].segments tile E: side N belongs to two cities (segments 0 and 1); a "
      "side is part of one", NULL } },
  { "road-by-three-sides", NULL,
    "{\"id\":\"W\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"S\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\"]},{\"kind\":\"field\",\"ports\":[\"SSW\",\"WSW\"]}]}", {
      "error $.tiles[0].segments[0] tile W: segment 0 is a road that leaves by 3 sides (E+S+W); "
      "a road runs through two sides or stops inside the tile at one", NULL } },

  /* roads, cities and fields consistent with the sides */
  { "fields-not-parted", NULL,
    "{\"id\":\"D\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"WNW\"],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile D: ports ENE and WNW are in separate fields, but no road or "
      "city parts them", NULL } },
  { "fields-parted-by-a-road", NULL,
    "{\"id\":\"U\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile U: ports NNW and ESE are in one field, but a road or city "
      "parts them", NULL } },
  { "field-touch-missing", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile E: the field at ENE borders city N but does not list it "
      "in \"touches\"", NULL } },
  { "field-touch-extra", NULL,
    "{\"id\":\"D\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"WNW\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile D: the field at ESE lists city N in \"touches\", but does "
      "not border it", NULL } },
  { "inner-field-missing", NULL,
    "{\"id\":\"H\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"city\",\"ports\":[\"ENE\",\"E\",\"ESE\"]},{\"kind\":\"city\",\"ports\":[\"SSE\",\"S\",\"SSW\"]},"
    "{\"kind\":\"city\",\"ports\":[\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile H: the cities enclose a field in the middle that the tile "
      "does not have (a field with \"ports\": [])", NULL } },
  { "inner-field-not-enclosed", NULL,
    "{\"id\":\"C\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile C: segment 1 is a field that touches no side, but no "
      "cities enclose it", NULL } },
  { "road-crosses-a-city", NULL,
    "{\"id\":\"X\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"SSE\",\"S\",\"SSW\"]},{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"WNW\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"WSW\"],\"touches\":[0]}]}", {
      "error $.tiles[0] tile X: city N+S crosses the road E+W", NULL } },
  { "discovery-border-missing", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"",
    "{\"id\":\"03\",\"count\":2,\"start\":1,\"segments\":[{\"kind\":\"mountain\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"ENE\",\"E\",\"ESE\"]},{\"kind\":\"grassland\",\"ports\":[\"SSE\",\"S\",\"SSW\",\"WSW\","
    "\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile 03: the mountain on N+E and the grassland on S+W border "
      "each other, but \"touches\" does not say so", NULL } },
  { "discovery-same-terrain-apart", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"",
    "{\"id\":\"X\",\"count\":2,\"start\":1,\"segments\":[{\"kind\":\"mountain\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\"],\"touches\":[3]},{\"kind\":\"mountain\",\"ports\":[\"ENE\",\"E\",\"ESE\"],\"touches\":[2]},"
    "{\"kind\":\"grassland\",\"ports\":[\"SSE\",\"S\",\"SSW\"],\"touches\":[3]},"
    "{\"kind\":\"sea\",\"ports\":[\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0] tile X: the separate mountains on N and E meet at the NE corner (join "
      "them, or let another terrain reach that corner)", NULL } },

  /* warnings */
  { "never-placed", NULL,
    "{\"id\":\"B\",\"count\":2,\"start\":1,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]},"
    "{\"id\":\"C\",\"count\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\","
    "\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],\"pennants\":1}]}", {
      "warning $.tiles[1] tile C can never be placed: none of its sides matches a side of a "
      "tile of the set",
      "warning $.tiles the tiles fall into 2 groups that can never border each other ({B} and "
      "{C}): a game can stop early with tiles that fit nowhere", NULL } },
  { "groups-that-never-meet", NULL,
    "{\"id\":\"B\",\"count\":2,\"start\":1,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]},"
    "{\"id\":\"C\",\"count\":2,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\","
    "\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "warning $.tiles the tiles fall into 2 groups that can never border each other ({B} and "
      "{C}): a game can stop early with tiles that fit nowhere", NULL } },
};

static char *
set_json (const Case *c)
{
  return g_strdup_printf ("{\"format\":\"tilelands-tileset\",\"version\":1,%s,\"tiles\":[%s]}",
                          c->header ? c->header
                                    : "\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\"",
                          c->tiles);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *json = set_json (c);
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) draft = NULL;
  g_autoptr(TlTileSet) loaded = NULL;
  guint n = 0;

  draft = tl_tileset_format_read_data (json, -1, "t.json", problems, &error);
  g_assert_no_error (error);
  g_assert_nonnull (draft);
  while (c->problems[n] != NULL)
    n++;
  for (guint i = 0; i < MAX (n, problems->len); i++)
    {
      const TlProblem *p = i < problems->len ? g_ptr_array_index (problems, i) : NULL;
      g_autofree char *got = p ? g_strdup_printf ("%s %s %s",
                                                  p->severity == TL_PROBLEM_ERROR ? "error" : "warning",
                                                  p->path, p->message) : g_strdup ("(none)");

      g_assert_cmpstr (got, ==, i < n ? c->problems[i] : "(none)");
    }

  /* the loader refuses a draft with an error, with that error; warnings do not matter */
  loaded = tl_tileset_format_load_data (json, -1, "t.json", &error);
  if (tl_problem_list_first_error (problems) != NULL)
    {
      const TlProblem *first = tl_problem_list_first_error (problems);
      g_autofree char *want = g_strdup_printf ("t.json: %s: %s", first->path, first->message);
      int code = first->domain == TL_FORMAT_ERROR ? first->code : (int) TL_FORMAT_ERROR_VALUE;

      g_assert_null (loaded);
      g_assert_error (error, TL_FORMAT_ERROR, code);
      g_assert_cmpstr (error->message, ==, want);
    }
  else
    {
      g_assert_no_error (error);
      g_assert_nonnull (loaded);
    }
}

/* A file that reads as a tile set but has errors keeps every tile, in its place. */
static void
test_draft_keeps_tiles (void)
{
  const char *json =
    "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"t\",\"name\":\"T\","
    "\"game\":\"carcassonne\",\"tiles\":[" TILE_D ("D", START) ",\"not a tile\","
    "{\"id\":\"Q\",\"count\":\"two\",\"segments\":[{\"kind\":\"castle\",\"ports\":[\"N\"]}]},"
    TILE_U ("U") "]}";
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) draft = tl_tileset_format_read_data (json, -1, "t.json", problems, &error);
  const TlProblem *p;

  g_assert_no_error (error);
  g_assert_cmpuint (draft->types->len, ==, 4);
  g_assert_cmpstr (tl_tile_set_type (draft, 0)->id, ==, "D");
  g_assert_cmpstr (tl_tile_set_type (draft, 2)->id, ==, "Q");
  g_assert_cmpstr (tl_tile_set_type (draft, 3)->id, ==, "U");
  /* the reader's problems only, for the tiles it could not read whole */
  g_assert_cmpuint (problems->len, ==, 3);
  p = g_ptr_array_index (problems, 0);
  g_assert_cmpint (p->tile, ==, 1);
  g_assert_cmpstr (p->path, ==, "$.tiles[1]");
  g_assert_cmpstr (p->message, ==, "expected an object, found the string \"not a tile\"");
  p = g_ptr_array_index (problems, 1);
  g_assert_cmpstr (p->path, ==, "$.tiles[2].count");
  p = g_ptr_array_index (problems, 2);
  g_assert_cmpstr (p->path, ==, "$.tiles[2].segments[0].kind");
}

/* What does not read as a tile set at all is refused with the path and reason. */
static void
test_not_a_tile_set (void)
{
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(GError) error = NULL;

  g_assert_null (tl_tileset_format_read_data ("{\"format\":\"tilelands-map\",\"version\":1}", -1,
                                              "m.json", problems, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VERSION);
  g_assert_cmpstr (error->message, ==, "m.json: $.format: expected \"tilelands-tileset\", found "
                   "\"tilelands-map\" (not a file of this kind)");
  g_clear_error (&error);
  g_assert_null (tl_tileset_format_read_data ("[1, 2", -1, "x.json", problems, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_PARSE);
  g_assert_cmpuint (problems->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tileset-check/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/tileset-check/draft-keeps-tiles", test_draft_keeps_tiles);
  g_test_add_func ("/tileset-check/not-a-tile-set", test_not_a_tile_set);
  return g_test_run ();
}
