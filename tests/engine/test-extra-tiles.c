/* test-extra-tiles.c — the 42 tiles of Inns & Cathedrals and Traders & Builders
 *
 * 1. Every tile of the built-in sets `inns-and-cathedrals` and `traders-and-builders`
 *    against the reference data of docs/rules/extra-tiles.md §5 (a verbatim copy is
 *    tests/fixtures/reference/extra-tiles.json), read here on its own, without the
 *    converter tools/extra-tiles-to-tilesets.py: the edges N E S W, every city
 *    (sides, pennant, cathedral and goods symbols), every road (sides, end, inn), every
 *    field (its half-edges, or none for the inner field, and the cities it touches),
 *    the monastery, the garden, the count, and no segment more; the flags that follow
 *    from the segments (separate_cities, roads_cross, two_road_curves,
 *    monastery_with_roads, inner_field) agree with the model.
 * 2. The totals of docs/rules/extra-tiles.md §1: 18 and 24 tiles, 114 with the base tiles and 228
 *    for both USA maps; pennants, inns, cathedrals, goods, gardens, monasteries.
 * 3. The tile-set format writes the new members (symbols, the inner field) and reads
 *    them back to equal tiles; a bad symbol, two inner fields or a port "F" in a file
 *    are refused with the JSON path.
 * 4. The model: port F names the inner field and does not turn with the tile; roads
 *    cross (TB-B) or not (IC-E); combined sets count a set named twice twice.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-format-json.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"

static const char *const half_names[8] = { "Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn" };
/* the outer port of each half-edge (docs/design.md §2) */
static const guint half_ports[8] = {
  TL_PORT_NNW, TL_PORT_NNE, TL_PORT_ENE, TL_PORT_ESE,
  TL_PORT_SSE, TL_PORT_SSW, TL_PORT_WSW, TL_PORT_WNW,
};

static JsonArray *reference;
static TlTileSet *ic, *tb;

static guint
side_of (const char *edge)
{
  const char *p = strchr ("NESW", edge[0]);

  g_assert_nonnull (p);
  g_assert_cmpint (edge[1], ==, '\0');
  return p - "NESW";
}

static guint
half_port (const char *name)
{
  for (guint i = 0; i < 8; i++)
    if (strcmp (name, half_names[i]) == 0)
      return half_ports[i];
  g_error ("unknown half-edge %s", name);
}

static gboolean
has_flag (JsonObject *tile, const char *flag)
{
  JsonArray *flags = json_object_get_array_member (tile, "flags");

  for (guint i = 0; i < json_array_get_length (flags); i++)
    if (strcmp (json_array_get_string_element (flags, i), flag) == 0)
      return TRUE;
  return FALSE;
}

/* The index given by a flag such as "inn:road=0" or "goods=wine:city=0" whose text
 * before the last '=' is @head, or -1. */
static int
flag_index (JsonObject *tile, const char *head)
{
  JsonArray *flags = json_object_get_array_member (tile, "flags");

  for (guint i = 0; i < json_array_get_length (flags); i++)
    {
      const char *f = json_array_get_string_element (flags, i);
      const char *eq = strrchr (f, '=');

      if (eq != NULL && (gsize) (eq - f) == strlen (head) && strncmp (f, head, eq - f) == 0)
        return atoi (eq + 1);
    }
  return -1;
}

static int
segment_with_ports (const TlTileType *type, TlSegmentKind kind, guint ports)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind == kind && type->segments[i].ports == ports)
      return i;
  return -1;
}

static guint
count_symbol (const TlTileType *type, TlSymbol symbol)
{
  guint n = 0;

  for (guint i = 0; i < type->n_segments; i++)
    n += type->segments[i].symbols >> symbol & 1;
  return n;
}

/* One reference tile against the built-in type with its id. */
static void
check_tile (JsonObject *ref, const TlTileType *type)
{
  const char *id = json_object_get_string_member (ref, "id");
  JsonArray *edges = json_object_get_array_member (ref, "edges");
  JsonArray *cities = json_object_get_array_member (ref, "cities");
  JsonArray *roads = json_object_get_array_member (ref, "roads");
  JsonArray *fields = json_object_get_array_member (ref, "fields");
  gboolean monastery = json_object_get_boolean_member (ref, "monastery");
  int city_segment[8];
  guint n_cities = json_array_get_length (cities), n_roads = json_array_get_length (roads);
  guint n_fields = json_array_get_length (fields);
  guint through = 0, crossing = 0, monastery_roads = 0;
  int inner = -1;
  const char *goods[] = { "wine", "grain", "cloth" };
  const TlSymbol goods_symbol[] = { TL_SYMBOL_WINE, TL_SYMBOL_GRAIN, TL_SYMBOL_CLOTH };

  g_test_message ("tile %s", id);
  g_assert_cmpuint (type->count, ==, json_object_get_int_member (ref, "count"));
  g_assert_cmpuint (type->start_copies, ==, 0);
  g_assert_cmpuint (type->n_segments, ==, n_cities + n_roads + n_fields + (monastery ? 1 : 0));

  /* edges: what each side is, at its middle port */
  for (guint s = 0; s < 4; s++)
    {
      const char *code = json_array_get_string_element (edges, s);
      int kind = tl_tile_type_side_kind (type, s, 0);

      g_assert_cmpint (kind, ==, code[0] == 'C' ? TL_SEGMENT_CITY
                               : code[0] == 'R' ? TL_SEGMENT_ROAD : TL_SEGMENT_FIELD);
    }

  /* cities: all three ports of each side, pennant, cathedral and goods */
  g_assert_cmpuint (n_cities, <=, G_N_ELEMENTS (city_segment));
  for (guint c = 0; c < n_cities; c++)
    {
      JsonObject *city = json_array_get_object_element (cities, c);
      JsonArray *sides = json_object_get_array_member (city, "edges");
      guint ports = 0, want_symbols = 0;
      int seg;

      for (guint k = 0; k < json_array_get_length (sides); k++)
        ports |= 7u << (3 * side_of (json_array_get_string_element (sides, k)));
      seg = segment_with_ports (type, TL_SEGMENT_CITY, ports);
      g_assert_cmpint (seg, >=, 0);
      city_segment[c] = seg;
      g_assert_cmpuint (type->segments[seg].pennants, ==,
                        json_object_get_boolean_member (city, "pennant") ? 1 : 0);
      if (flag_index (ref, "cathedral:city") == (int) c)
        want_symbols |= 1u << TL_SYMBOL_CATHEDRAL;
      for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
        {
          g_autofree char *head = g_strdup_printf ("goods=%s:city", goods[g]);

          if (flag_index (ref, head) == (int) c)
            want_symbols |= 1u << goods_symbol[g];
        }
      g_assert_cmpuint (type->segments[seg].symbols, ==, want_symbols);
    }
  g_assert_cmpint (n_cities > 1, ==, has_flag (ref, "separate_cities"));

  /* roads: the middle port of each side, the end, the inn */
  for (guint r = 0; r < n_roads; r++)
    {
      JsonObject *road = json_array_get_object_element (roads, r);
      JsonArray *sides = json_object_get_array_member (road, "edges");
      const char *end = json_object_get_string_member_with_default (road, "end", NULL);
      guint ports = 0;
      int seg;

      for (guint k = 0; k < json_array_get_length (sides); k++)
        ports |= 1u << (3 * side_of (json_array_get_string_element (sides, k)) + 1);
      seg = segment_with_ports (type, TL_SEGMENT_ROAD, ports);
      g_assert_cmpint (seg, >=, 0);
      g_assert_cmpuint (type->segments[seg].road_end, ==,
                        end == NULL ? TL_ROAD_END_NONE
                        : strcmp (end, "junction") == 0 ? TL_ROAD_END_JUNCTION
                        : strcmp (end, "monastery") == 0 ? TL_ROAD_END_MONASTERY
                        : TL_ROAD_END_CITY);
      g_assert_cmpuint (type->segments[seg].symbols, ==,
                        flag_index (ref, "inn:road") == (int) r ? 1u << TL_SYMBOL_INN : 0);
      through += json_array_get_length (sides) == 2;
      monastery_roads += end != NULL && strcmp (end, "monastery") == 0;
      for (guint i = 0; i < type->n_segments; i++)
        crossing += (guint) i > (guint) seg && tl_tile_type_roads_cross (type, seg, i);
    }
  g_assert_cmpint (crossing > 0, ==, has_flag (ref, "roads_cross"));
  g_assert_cmpint (through == 2 && crossing == 0, ==, has_flag (ref, "two_road_curves"));
  g_assert_cmpint (monastery && monastery_roads > 0, ==, has_flag (ref, "monastery_with_roads"));

  /* fields: their half-edges (with the middle port of a field side they hold
   * whole), or no port at all for the inner field; the cities they touch */
  for (guint f = 0; f < n_fields; f++)
    {
      JsonObject *field = json_array_get_object_element (fields, f);
      JsonArray *halves = json_object_get_array_member (field, "halves");
      JsonArray *touches = json_object_get_array_member (field, "cities");
      guint ports = 0, want_touches = 0;
      int seg;

      for (guint k = 0; k < json_array_get_length (halves); k++)
        ports |= 1u << half_port (json_array_get_string_element (halves, k));
      for (guint s = 0; s < 4; s++)
        if (json_array_get_string_element (edges, s)[0] == 'F' && (ports >> (3 * s) & 5) == 5)
          ports |= 1u << (3 * s + 1);
      seg = segment_with_ports (type, TL_SEGMENT_FIELD, ports);
      g_assert_cmpint (seg, >=, 0);
      if (ports == 0)
        {
          inner = f;
          g_assert_cmpuint (type->inner_segment, ==, seg);
          g_assert_cmpuint (tl_tile_type_segment_at (type, TL_PORT_F, 0), ==, seg);
          g_assert_cmpuint (tl_tile_type_segment_port (type, seg, 3), ==, TL_PORT_F);
        }
      for (guint k = 0; k < json_array_get_length (touches); k++)
        want_touches |= 1u << city_segment[json_array_get_int_element (touches, k)];
      g_assert_cmphex (type->segments[seg].touches, ==, want_touches);
    }
  g_assert_cmpint (inner, ==, flag_index (ref, "inner_field:field"));
  if (inner < 0)
    g_assert_cmpuint (type->inner_segment, ==, TL_NO_SEGMENT);

  g_assert_cmpint (type->centre_segment != TL_NO_SEGMENT, ==, monastery);
  if (monastery)
    g_assert_cmpint (type->segments[type->centre_segment].kind, ==, TL_SEGMENT_MONASTERY);
  g_assert_cmpuint (count_symbol (type, TL_SYMBOL_GARDEN), ==,
                    json_object_get_int_member (ref, "garden_copies"));
}

static void
test_every_tile (void)
{
  guint seen_ic = 0, seen_tb = 0;

  g_assert_cmpuint (json_array_get_length (reference), ==, 41);
  for (guint i = 0; i < json_array_get_length (reference); i++)
    {
      JsonObject *ref = json_array_get_object_element (reference, i);
      const char *id = json_object_get_string_member (ref, "id");
      TlTileSet *set = g_str_has_prefix (id, "IC-") ? ic : tb;
      int t = tl_tile_set_lookup (set, id);

      g_assert_true (g_str_has_prefix (id, "IC-") || g_str_has_prefix (id, "TB-"));
      if (t < 0)
        g_error ("tile %s is not in %s", id, set->id);
      check_tile (ref, tl_tile_set_type (set, t));
      if (set == ic)
        seen_ic++;
      else
        seen_tb++;
    }
  /* and no built-in tile is missing from the reference */
  g_assert_cmpuint (seen_ic, ==, ic->types->len);
  g_assert_cmpuint (seen_tb, ==, tb->types->len);
}

typedef struct {
  guint tiles, pennants, monastery_tiles, symbols[TL_N_SYMBOLS];
} Totals;

static Totals
totals_of (const TlTileSet *set)
{
  Totals t = { 0 };

  for (guint i = 0; i < set->types->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, i);

      t.tiles += type->count;
      t.monastery_tiles += type->count * (type->centre_segment != TL_NO_SEGMENT);
      for (guint s = 0; s < type->n_segments; s++)
        t.pennants += type->count * type->segments[s].pennants;
      for (guint k = 0; k < TL_N_SYMBOLS; k++)
        t.symbols[k] += type->count * count_symbol (type, k);
    }
  return t;
}

/* docs/rules/extra-tiles.md §1 */
static void
test_totals (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) full = tl_tileset_format_load_map_deck (NULL, FALSE, &error);
  g_autoptr(TlTileSet) base = tl_tileset_format_load_map_deck (NULL, TRUE, &error);
  g_autoptr(TlMapLayout) both = tl_map_format_load_builtin ("usa-both", &error);
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", &error);
  g_autoptr(TlTileSet) full_both = tl_tileset_format_load_map_deck (both, FALSE, &error);
  g_autoptr(TlTileSet) full_west = tl_tileset_format_load_map_deck (west, FALSE, &error);
  g_autoptr(TlTileSet) base_both = tl_tileset_format_load_map_deck (both, TRUE, &error);
  Totals a = totals_of (ic), b = totals_of (tb), f = totals_of (full);

  g_assert_no_error (error);
  g_assert_cmpuint (a.tiles, ==, 18);
  g_assert_cmpuint (ic->types->len, ==, 17);
  g_assert_cmpuint (b.tiles, ==, 24);
  g_assert_cmpuint (tb->types->len, ==, 24);
  g_assert_cmpuint (f.tiles, ==, 114);
  g_assert_cmpuint (full->total_tiles, ==, 114);
  g_assert_cmpuint (full_west->total_tiles, ==, 114);
  g_assert_cmpuint (full_both->total_tiles, ==, 228);
  g_assert_cmpuint (base_both->total_tiles, ==, 144);
  g_assert_cmpuint (base->total_tiles, ==, 72);
  g_assert_cmpstr (base->id, ==, "carcassonne-base");
  g_assert_null (base->parts);

  g_assert_cmpuint (a.pennants, ==, 3);
  g_assert_cmpuint (b.pennants, ==, 0);
  g_assert_cmpuint (f.pennants, ==, 13);
  g_assert_cmpuint (a.symbols[TL_SYMBOL_INN], ==, 6);
  g_assert_cmpuint (a.symbols[TL_SYMBOL_CATHEDRAL], ==, 2);
  g_assert_cmpuint (b.symbols[TL_SYMBOL_WINE], ==, 9);
  g_assert_cmpuint (b.symbols[TL_SYMBOL_GRAIN], ==, 6);
  g_assert_cmpuint (b.symbols[TL_SYMBOL_CLOTH], ==, 5);
  g_assert_cmpuint (a.symbols[TL_SYMBOL_GARDEN], ==, 2);
  g_assert_cmpuint (b.symbols[TL_SYMBOL_GARDEN], ==, 2);
  g_assert_cmpuint (a.monastery_tiles, ==, 1);
  g_assert_cmpuint (b.monastery_tiles, ==, 1);
  g_assert_cmpuint (f.monastery_tiles, ==, 8);
  /* no symbol of one set in the other */
  g_assert_cmpuint (a.symbols[TL_SYMBOL_WINE] + a.symbols[TL_SYMBOL_GRAIN] + a.symbols[TL_SYMBOL_CLOTH], ==, 0);
  g_assert_cmpuint (b.symbols[TL_SYMBOL_INN] + b.symbols[TL_SYMBOL_CATHEDRAL], ==, 0);

  /* the joined maps' deck names each set twice; D is the start tile twice over */
  g_assert_nonnull (full_both->parts);
  g_assert_cmpuint (g_strv_length (full_both->parts), ==, 6);
  g_assert_cmpstr (full_both->parts[3], ==, "carcassonne-base");
  g_assert_cmpuint (tl_tile_set_type (full_both, full_both->start_type)->count, ==, 8);
  g_assert_cmpuint (tl_tile_set_type (full_both, full_both->start_type)->start_copies, ==, 2);
  g_assert_cmpuint (tl_tile_set_type (full_both, tl_tile_set_lookup (full_both, "IC-K"))->count, ==, 4);
}

/* The tile-set format writes the new members and reads them back. */
static void
test_round_trip (void)
{
  TlTileSet *sets[] = { ic, tb };

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *data = tl_tileset_format_to_data (sets[s], NULL);
      g_autoptr(TlTileSet) back = tl_tileset_format_load_data (data, -1, "round-trip.json", &error);

      g_assert_no_error (error);
      g_assert_cmpuint (back->types->len, ==, sets[s]->types->len);
      for (guint i = 0; i < back->types->len; i++)
        {
          const TlTileType *x = tl_tile_set_type (sets[s], i), *y = tl_tile_set_type (back, i);

          g_assert_cmpstr (x->id, ==, y->id);
          g_assert_cmpuint (x->count, ==, y->count);
          g_assert_cmpuint (x->n_segments, ==, y->n_segments);
          g_assert_cmpuint (x->inner_segment, ==, y->inner_segment);
          g_assert_cmpuint (x->centre_segment, ==, y->centre_segment);
          g_assert_true (memcmp (x->segments, y->segments, sizeof (TlSegment) * x->n_segments) == 0);
        }
    }
}

static void
expect_refused (const char *segments, const char *path, const char *message)
{
  g_autofree char *data = g_strdup_printf (
    "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"t\",\"name\":\"T\",\"game\":\"carcassonne\","
    "\"tiles\":[{\"id\":\"Z\",\"count\":1,\"segments\":[%s]}]}", segments);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_data (data, -1, "bad.json", &error);
  g_autofree char *want = g_strdup_printf ("bad.json: %s: %s", path, message);

  g_assert_null (set);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, want))
    g_error ("expected “%s…”, got “%s”", want, error->message);
}

#define ALL_CITY "{\"kind\":\"city\",\"ports\":[\"NNW\",\"N\",\"NNE\",\"ENE\",\"E\",\"ESE\",\"SSE\",\"S\",\"SSW\",\"WSW\",\"W\",\"WNW\"]"

static void
test_bad_tiles (void)
{
  expect_refused (ALL_CITY ",\"symbols\":[\"inn\"]}", "$.tiles[0].segments[0].symbols[0]",
                  "the inn symbol belongs on a road, not on a city");
  expect_refused (ALL_CITY ",\"symbols\":[\"silk\"]}", "$.tiles[0].segments[0].symbols[0]",
                  "unknown symbol \"silk\"");
  expect_refused (ALL_CITY ",\"symbols\":[\"wine\",\"wine\"]}", "$.tiles[0].segments[0].symbols[1]",
                  "symbol wine is listed twice");
  expect_refused (ALL_CITY "},{\"kind\":\"field\",\"ports\":[]},{\"kind\":\"field\",\"ports\":[]}",
                  "$.tiles[0].segments[2]", "tile Z: segments 2 and 3 are both fields that reach no side; a tile has one "
                  "such inner field at most");
  expect_refused (ALL_CITY "},{\"kind\":\"road\",\"ports\":[]}", "$.tiles[0].segments[1]",
                  "tile Z: segment 2 (road) reaches no side of the tile; only a monastery or an inner "
                  "field lies inside it");
  expect_refused ("{\"kind\":\"field\",\"ports\":[\"F\"]}", "$.tiles[0].segments[0].ports[0]",
                  "port \"F\" is not a side port");
}

/* Port F names the inner field in every rotation; the roads of TB-B cross, the
 * curves of IC-E do not. */
static void
test_model (void)
{
  const TlTileType *h = tl_tile_set_type (ic, tl_tile_set_lookup (ic, "IC-H"));
  const TlTileType *e = tl_tile_set_type (ic, tl_tile_set_lookup (ic, "IC-E"));
  const TlTileType *b = tl_tile_set_type (tb, tl_tile_set_lookup (tb, "TB-B"));
  const TlTileType *d = tl_tile_set_type (ic, tl_tile_set_lookup (ic, "IC-D"));

  g_assert_cmpint (tl_port_from_name ("F"), ==, TL_PORT_F);
  g_assert_cmpstr (tl_port_name (TL_PORT_F), ==, "F");
  for (guint r = 0; r < 4; r++)
    {
      g_assert_cmpuint (tl_tile_type_segment_at (h, TL_PORT_F, r), ==, h->inner_segment);
      g_assert_cmpuint (tl_tile_type_segment_at (h, TL_PORT_C, r), ==, TL_NO_SEGMENT);
      g_assert_cmpuint (tl_tile_type_segment_at (d, TL_PORT_F, r), ==, TL_NO_SEGMENT);
      g_assert_cmpuint (tl_tile_type_segment_at (d, TL_PORT_C, r), ==, d->centre_segment);
    }
  g_assert_cmphex (h->segments[h->inner_segment].touches, ==, 0xf);
  g_assert_true (tl_tile_type_roads_cross (b, 0, 1));
  g_assert_true (tl_tile_type_roads_cross (b, 1, 0));
  g_assert_false (tl_tile_type_roads_cross (e, 0, 1));
  g_assert_false (tl_tile_type_roads_cross (b, 0, 0));
  g_assert_false (tl_tile_type_roads_cross (b, 0, 2));   /* a field */
}

/* Combining: the same set twice adds up, two sets sharing an id are refused. */
static void
test_combine (void)
{
  g_autoptr(GError) error = NULL;
  TlTileSet *twice[] = { ic, ic };
  TlTileSet *clash[2];
  g_autoptr(TlTileSet) both = tl_tile_set_combine (twice, 2, &error);
  g_autoptr(TlTileSet) copy = NULL;
  g_autoptr(TlTileSet) none = NULL;
  g_autofree char *data = tl_tileset_format_to_data (ic, NULL);

  g_assert_no_error (error);
  g_assert_cmpuint (both->total_tiles, ==, 36);
  g_assert_cmpstr (both->id, ==, "inns-and-cathedrals+inns-and-cathedrals");
  /* a set of another id with the same tiles */
  {
    char *at = strstr (data, "\"inns-and-cathedrals\"");

    g_assert_nonnull (at);
    memcpy (at + 1, "INNS", 4);
  }
  copy = tl_tileset_format_load_data (data, -1, "copy.json", &error);
  g_assert_no_error (error);
  clash[0] = ic;
  clash[1] = copy;
  none = tl_tile_set_combine (clash, 2, &error);
  g_assert_null (none);
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE);
  g_assert_cmpstr (error->message, ==, "the tile sets “inns-and-cathedrals” and "
                                       "“INNS-and-cathedrals” both have a tile with the id “IC-A”; "
                                       "sets played together need different tile ids");
}

int
main (int argc, char **argv)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char *fixtures = g_getenv ("TL_TEST_FIXTURES");
  int status;

  g_test_init (&argc, &argv, NULL);

  path = g_build_filename (fixtures != NULL ? fixtures : TL_TEST_FIXTURES,
                           "reference", "extra-tiles.json", NULL);
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  root = tl_json_parse (text, -1, path, &error);
  g_assert_no_error (error);
  reference = json_object_get_array_member (json_node_get_object (root), "tiles");
  ic = tl_tileset_format_load_builtin ("inns-and-cathedrals", &error);
  g_assert_no_error (error);
  tb = tl_tileset_format_load_builtin ("traders-and-builders", &error);
  g_assert_no_error (error);

  g_test_add_func ("/extra-tiles/every-tile", test_every_tile);
  g_test_add_func ("/extra-tiles/totals", test_totals);
  g_test_add_func ("/extra-tiles/round-trip", test_round_trip);
  g_test_add_func ("/extra-tiles/bad-tiles-refused", test_bad_tiles);
  g_test_add_func ("/extra-tiles/model", test_model);
  g_test_add_func ("/extra-tiles/combine", test_combine);
  status = g_test_run ();

  tl_tile_set_unref (ic);
  tl_tile_set_unref (tb);
  return status;
}
