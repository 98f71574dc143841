/* test-builtin-names.c — the built-in data's names in the user's language
 *
 * With the Romanian catalog built in build/po (TILELANDS_LOCALEDIR, as the
 * uninstalled app reads it) and LANGUAGE=ro, a built-in tile's name is Romanian
 * — the base game's, the extra tiles', The Discovery's — and a built-in tile
 * set's name too; a tile whose id or name is not a built-in tile's is shown as
 * written; the built-in maps' names too; with LANGUAGE=C every name is English. Writing a record
 * never uses them: a record with an inline copy of the base set written under
 * Romanian is the same text under English, with the data's names.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tl-builtin-names.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

#define J_NAME "city on one side, road curving from east to south"

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");   /* gettext forgets what it looked up */
}

static void
test_romanian (void)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  const TlTileType *d = tl_tile_set_type (base, (guint) tl_tile_set_lookup (base, "D"));

  use_language ("ro");
  g_assert_cmpstr (tl_builtin_tile_name ("J", J_NAME), ==, "oraș pe o latură, drum în curbă de la est la sud");
  g_assert_cmpstr (tl_builtin_tile_type_name (d), ==,
                   "oraș pe o latură și un drum drept, ca și cartonașul de start");
  g_assert_cmpstr (tl_builtin_tile_name ("IC-K", "cathedral: city on all four sides"), ==,
                   "catedrală: oraș pe toate cele patru laturi");
  g_assert_cmpstr (tl_builtin_tile_name ("TB-G", "city on the north and west sides (grain)"), ==,
                   "oraș pe laturile de nord și de vest (grâne)");
  g_assert_cmpstr (tl_builtin_tile_name ("07", "sea to the north, grassland to the east, south and west"), ==,
                   "mare la nord, pajiște la est, sud și vest");
  g_assert_cmpstr (tl_builtin_tile_name ("61", "separate mountains to the north and south, "
                                               "separate grasslands to the east and west"), ==,
                   "munți separați la nord și sud, pajiști separate la est și vest");
  g_assert_cmpstr (tl_tileset_format_builtin_name (TL_TILESET_BASE), ==, "Carcassonne (jocul de bază)");
  g_assert_cmpstr (tl_builtin_map_name ("usa-west"), ==, "Vestul SUA");
  g_assert_cmpstr (tl_builtin_map_name ("usa-both"), ==, "Vestul și Estul SUA");
  g_assert_null (tl_builtin_map_name ("map-mine"));

  /* the user's own names, as written: another id, another name, none */
  g_assert_cmpstr (tl_builtin_tile_name ("J2", J_NAME), ==, J_NAME);
  g_assert_cmpstr (tl_builtin_tile_name ("J", "my curve"), ==, "my curve");
  g_assert_cmpstr (tl_builtin_tile_name ("K", J_NAME), ==, J_NAME);
  g_assert_null (tl_builtin_tile_name ("J", NULL));
  g_assert_cmpstr (tl_builtin_tile_name (NULL, J_NAME), ==, J_NAME);
  g_assert_null (tl_tileset_format_builtin_name ("my-set"));
}

static void
test_english (void)
{
  use_language ("C");
  g_assert_cmpstr (tl_builtin_tile_name ("J", J_NAME), ==, J_NAME);
  g_assert_cmpstr (tl_builtin_tile_name ("07", "sea to the north, grassland to the east, south and west"), ==,
                   "sea to the north, grassland to the east, south and west");
  g_assert_cmpstr (tl_tileset_format_builtin_name (TL_TILESET_BASE), ==, "Carcassonne (Base Game)");
  g_assert_cmpstr (tl_builtin_map_name ("usa-east"), ==, "USA East");
  use_language ("ro");
  g_assert_cmpstr (tl_builtin_tile_name ("J", J_NAME), ==, "oraș pe o latură, drum în curbă de la est la sud");
}

/* Every tile name of every built-in set has its Romanian name (the catalog
 * is complete: check-translations), and it differs from the English but for
 * none: 129 names. */
static void
test_every_tile (void)
{
  g_auto(GStrv) ids = tl_tileset_format_list_builtin ();
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  use_language ("ro");
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (ids[i], NULL);

      for (guint t = 0; t < set->types->len; t++)
        {
          const TlTileType *type = tl_tile_set_type (set, t);

          g_assert_nonnull (type->name);
          g_hash_table_add (names, type->name);
          if (g_strcmp0 (tl_builtin_tile_type_name (type), type->name) == 0)
            g_error ("tile %s of %s: no Romanian name for “%s”", type->id, ids[i], type->name);
        }
    }
  g_assert_cmpuint (g_hash_table_size (names), ==, 129);
}

/* A record names no translated text: an inline copy of the base set written
 * under Romanian is the same text as under English, with the English names. */
static void
test_record (void)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autoptr(TlRecord) record = tl_record_new ("carcassonne", base);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *romanian = NULL;
  g_autofree char *english = NULL;

  record->tileset_inline = TRUE;
  record->seed = 7;
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_HUMAN, 0);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_AI, 1);

  use_language ("ro");
  romanian = tl_record_format_to_data (record, NULL);
  g_assert_nonnull (strstr (romanian, "\"" J_NAME "\""));
  g_assert_null (strstr (romanian, "drum în curbă"));

  loaded = tl_record_format_load_data (romanian, -1, "record", &error);
  g_assert_no_error (error);
  use_language ("C");
  english = tl_record_format_to_data (loaded, NULL);
  g_assert_cmpstr (english, ==, romanian);
  use_language ("ro");
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  if (localedir == NULL)
    {
      g_printerr ("test-builtin-names: TILELANDS_LOCALEDIR names no catalog (meson test sets it)\n");
      return 77;
    }
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  use_language ("ro");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/builtin-names/romanian", test_romanian);
  g_test_add_func ("/builtin-names/english", test_english);
  g_test_add_func ("/builtin-names/every-tile", test_every_tile);
  g_test_add_func ("/builtin-names/record", test_record);
  return g_test_run ();
}
