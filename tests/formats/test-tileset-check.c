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
 * The problems are translated: in Romanian through the build's catalog.
 */
#include "config.h"

#include "tl-tileset-format.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
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
      "error $.tiles[0].id the tile at position 1 has the id “D 2”, but a tile id has 1 to 15 "
      "letters without accents, digits, “-” or “_”", NULL } },
  { "tile-id-empty", NULL, TILE_D ("", START), {
      "error $.tiles[0].id the tile at position 1 has no id", NULL } },
  { "tile-id-twice", NULL, TILE_D ("D", START) "," TILE_U ("D"), {
      "error $.tiles[1].id the tile id “D” is already the id of the tile at position 1", NULL } },
  { "set-id-not-well-formed", "\"id\":\"my set\",\"name\":\"T\",\"game\":\"carcassonne\"",
    TILE_D ("D", START), {
      "error $.id the tile set’s id “my set” may only have 1 to 255 letters without accents, "
      "digits, “-”, “_”, “.” or “+”", NULL } },
  { "set-without-name", "\"id\":\"t\",\"name\":\"\",\"game\":\"carcassonne\"",
    TILE_D ("D", START), { "error $.name the tile set has no name", NULL } },

  /* counts and the start tile */
  { "count-zero", NULL, "{\"id\":\"B\",\"count\":0,\"start\":0,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]}," TILE_D ("D", START), {
      "error $.tiles[0].count tile B: its number of copies is 0; the deck needs at least one copy "
      "of each tile", NULL } },
  { "more-start-copies-than-copies", NULL,
    "{\"id\":\"B\",\"count\":1,\"start\":2,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]}", {
      "error $.tiles[0].start tile B: more of its copies are start tiles (2) than the deck holds "
      "(1)", NULL } },
  { "no-start-tile", NULL, TILE_D ("D", "") "," TILE_U ("U"), {
      "error $.tiles no tile is the start tile: make one the start tile (a set added to the base "
      "game needs none)", NULL } },
  { "two-start-tiles", NULL, TILE_D ("D", START) "," TILE_D ("E", START), {
      "error $.tiles[1].start tiles D and E are both the start tile; a set has one", NULL } },
  { "addition-without-start", "\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\","
    "\"addition\":true", TILE_D ("D", "") "," TILE_U ("U"), { NULL } },
  { "addition-with-start", "\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\","
    "\"addition\":true", TILE_D ("D", START), {
      "error $.tiles[0].start tile D is a start tile, but the set is added to the base game, "
      "whose own start tile is played", NULL } },
  { "too-many-tiles", NULL,
    "{\"id\":\"U\",\"count\":6000,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]},"
    "{\"id\":\"V\",\"count\":4001,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}", {
      "error $.tiles the deck holds 10001 tiles in all, but a set may have at most 10000", NULL } },

  /* kinds of the game */
  { "sea-in-carcassonne", NULL,
    "{\"id\":\"S\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"sea\",\"ports\":[\"NNW\","
    "\"N\",\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments[0].kind tile S: segment 1 is a sea, but a tile of Carcassonne "
      "has only cities, roads, fields and monasteries", NULL } },
  { "city-in-discovery", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"", TILE_D ("D", START), {
      "error $.tiles[0].segments[0].kind tile D: segment 1 is a city, but a tile of The Discovery "
      "has only mountains, grasslands and seas",
      "error $.tiles[0].segments[1].kind tile D: segment 2 is a road, but a tile of The Discovery "
      "has only mountains, grasslands and seas",
      "error $.tiles[0].segments[2].kind tile D: segment 3 is a field, but a tile of The "
      "Discovery has only mountains, grasslands and seas",
      "error $.tiles[0].segments[3].kind tile D: segment 4 is a field, but a tile of The "
      "Discovery has only mountains, grasslands and seas", NULL } },

  /* every port one segment, every side one kind */
  { "port-twice", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0]}]}", {
      "error $.tiles[0].segments[1] tile E: segments 1 and 2 both reach side N next to corner NE; "
      "each part of a side belongs to one segment", NULL } },
  { "side-mixes-city-and-field", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile E: side N shows both city and field, but a side is all "
      "city, all field, or a road between two fields", NULL } },
  { "road-on-an-outer-port", NULL,
    "{\"id\":\"U\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"ENE\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]}]}", {
      "error $.tiles[0].segments tile U: side E shows both field and road, but a side is all "
      "city, all field, or a road between two fields", NULL } },
  { "side-of-two-cities", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\"]},"
    "{\"kind\":\"city\",\"ports\":[\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],"
    "\"touches\":[0,1]}]}", {
      "error $.tiles[0].segments tile E: side N belongs to two cities (segments 1 and 2); a side "
      "is part of one city", NULL } },
  { "road-by-three-sides", NULL,
    "{\"id\":\"W\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"S\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\"]},{\"kind\":\"field\",\"ports\":[\"SSW\",\"WSW\"]}]}", {
      "error $.tiles[0].segments[0] tile W: segment 1 is one road that leaves by sides E, S, W, "
      "but a road runs through two sides or stops inside the tile at one", NULL } },

  /* roads, cities and fields consistent with the sides */
  { "fields-not-parted", NULL,
    "{\"id\":\"D\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"]},"
    "{\"kind\":\"field\",\"ports\":[\"WNW\"],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile D: side E next to corner NE and side W next to corner NW "
      "are in separate fields, but no road or city parts them", NULL } },
  { "fields-parted-by-a-road", NULL,
    "{\"id\":\"U\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile U: side N next to corner NW and side E next to corner SE "
      "are in one field, but a road or a city parts them", NULL } },
  { "field-touch-missing", NULL,
    "{\"id\":\"E\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile E: the field at side E next to corner NE borders the city "
      "on N, but the tile does not say so", NULL } },
  { "field-touch-extra", NULL,
    "{\"id\":\"D\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"WNW\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\"],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile D: the field at side E next to corner SE is said to touch "
      "the city on N, but it does not border it", NULL } },
  { "inner-field-missing", NULL,
    "{\"id\":\"H\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\"]},"
    "{\"kind\":\"city\",\"ports\":[\"ENE\",\"E\",\"ESE\"]},{\"kind\":\"city\",\"ports\":[\"SSE\",\"S\",\"SSW\"]},"
    "{\"kind\":\"city\",\"ports\":[\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile H: the cities enclose a field in the middle of the tile, "
      "but the tile has no such field", NULL } },
  { "inner-field-not-enclosed", NULL,
    "{\"id\":\"C\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]},"
    "{\"kind\":\"field\",\"ports\":[],\"touches\":[0]}]}", {
      "error $.tiles[0].segments tile C: segment 2 is a field that reaches no side, but no cities "
      "enclose it", NULL } },
  { "road-crosses-a-city", NULL,
    "{\"id\":\"X\",\"count\":1,\"start\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"SSE\",\"S\",\"SSW\"]},{\"kind\":\"road\",\"ports\":[\"E\",\"W\"]},"
    "{\"kind\":\"field\",\"ports\":[\"ENE\",\"WNW\"],\"touches\":[0]},"
    "{\"kind\":\"field\",\"ports\":[\"ESE\",\"WSW\"],\"touches\":[0]}]}", {
      "error $.tiles[0] tile X: the city on N, S crosses the road through E, W", NULL } },
  { "discovery-border-missing", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"",
    "{\"id\":\"03\",\"count\":2,\"start\":1,\"segments\":[{\"kind\":\"mountain\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\",\"ENE\",\"E\",\"ESE\"]},{\"kind\":\"grassland\",\"ports\":[\"SSE\",\"S\",\"SSW\",\"WSW\","
    "\"W\",\"WNW\"]}]}", {
      "error $.tiles[0].segments tile 03: the terrains on N, E (mountain) and on S, W (grassland) "
      "border each other, but the tile does not say so", NULL } },
  { "discovery-same-terrain-apart", "\"id\":\"t\",\"name\":\"T\",\"game\":\"discovery\"",
    "{\"id\":\"X\",\"count\":2,\"start\":1,\"segments\":[{\"kind\":\"mountain\",\"ports\":[\"NNW\",\"N\","
    "\"NNE\"],\"touches\":[3]},{\"kind\":\"mountain\",\"ports\":[\"ENE\",\"E\",\"ESE\"],\"touches\":[2]},"
    "{\"kind\":\"grassland\",\"ports\":[\"SSE\",\"S\",\"SSW\"],\"touches\":[3]},"
    "{\"kind\":\"sea\",\"ports\":[\"WSW\",\"W\",\"WNW\"]}]}", {
      "error $.tiles[0] tile X: the separate mountains on N and on E meet at corner NE (join "
      "them, or let another terrain reach that corner)", NULL } },

  /* warnings */
  { "never-placed", NULL,
    "{\"id\":\"B\",\"count\":2,\"start\":1,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]},"
    "{\"id\":\"C\",\"count\":1,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\","
    "\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"],\"pennants\":1}]}", {
      "warning $.tiles[1] tile C can never be placed: none of its sides matches a side of a "
      "tile of the set",
      "warning $.tiles the tiles fall into 2 groups that can never border each other (B; C): a "
      "game can stop early with tiles that fit nowhere", NULL } },
  { "groups-that-never-meet", NULL,
    "{\"id\":\"B\",\"count\":2,\"start\":1,\"segments\":[" ALL_FIELD
    ",{\"kind\":\"monastery\",\"ports\":[]}]},"
    "{\"id\":\"C\",\"count\":2,\"segments\":[{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\","
    "\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]}]}", {
      "warning $.tiles the tiles fall into 2 groups that can never border each other (B; C): a "
      "game can stop early with tiles that fit nowhere", NULL } },
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

/* The problems a person reads, in Romanian (the build's catalog, docs/translation.md):
 * sides, corners and ports as the editor names them, tiles and segments counted from 1. */
static void
test_romanian (void)
{
  static const struct {
    const char *name;
    const char *problem;   /* the first */
  } want[] = {
    { "field-touch-missing", "error $.tiles[0].segments cartonașul E: câmpul de la latura E lângă "
      "colțul NE se învecinează cu orașul de pe N, dar cartonașul nu spune asta" },
    { "sea-in-carcassonne", "error $.tiles[0].segments[0].kind cartonașul S: segmentul 1 este o mare, "
      "dar un cartonaș Carcassonne are doar orașe, drumuri, câmpuri și mănăstiri" },
    { "discovery-same-terrain-apart", "error $.tiles[0] cartonașul X: munții separați de pe N și de pe E "
      "se întâlnesc în colțul NE (unește-i sau lasă alt teren să ajungă în acel colț)" },
    { "groups-that-never-meet", "warning $.tiles cartonașele formează 2 grupuri care nu se pot învecina "
      "niciodată între ele (B; C): o partidă se poate opri devreme, cu cartonașe care nu se potrivesc "
      "nicăieri" },
    { "tile-id-not-well-formed", "error $.tiles[0].id cartonașul de pe poziția 1 are identificatorul "
      "„D 2”, dar identificatorul unui cartonaș are 1–15 litere fără diacritice, cifre, „-” sau „_”" },
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
  for (guint k = 0; k < G_N_ELEMENTS (want); k++)
    {
      const Case *c = NULL;
      g_autofree char *json = NULL;
      g_autofree char *got = NULL;
      g_autoptr(GPtrArray) problems = tl_problem_list_new ();
      g_autoptr(TlTileSet) draft = NULL;
      const TlProblem *p;

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        if (strcmp (cases[i].name, want[k].name) == 0)
          c = &cases[i];
      g_assert_nonnull (c);
      json = set_json (c);
      draft = tl_tileset_format_read_data (json, -1, "t.json", problems, NULL);
      g_assert_nonnull (draft);
      g_assert_cmpuint (problems->len, >=, 1);
      p = g_ptr_array_index (problems, 0);
      got = g_strdup_printf ("%s %s %s", p->severity == TL_PROBLEM_ERROR ? "error" : "warning",
                             p->path, p->message);
      g_assert_cmpstr (got, ==, want[k].problem);
    }
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C");
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
  g_test_add_func ("/tileset-check/romanian", test_romanian);
  return g_test_run ();
}
