/* tl-builtin-names.c — the built-in data's names in the user's language
 *
 * The tile names of data/tilesets/ reach the translators through
 * po/tile-names.c, which po/extract-data-strings.py writes from the data
 * (docs/translation.md); here they are looked up at display time, so that
 * nothing kept (records, saves, the library) depends on the language.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-builtin-names.h"
#include "tl-tileset-format.h"

/* tile id → its name in the built-in data; tile ids of the built-in sets are
 * unique across them (docs/design.md §3). Kept for the life of the process. */
static GHashTable *
builtin_tiles (void)
{
  static GHashTable *tiles;

  if (g_once_init_enter (&tiles))
    {
      GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_auto(GStrv) ids = tl_tileset_format_list_builtin ();

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (ids[i], &error);

          if (set == NULL)
            {
              g_warning ("built-in tile set %s: %s", ids[i], error->message);
              continue;
            }
          for (guint t = 0; t < set->types->len; t++)
            {
              const TlTileType *type = tl_tile_set_type (set, t);

              if (type->name != NULL)
                g_hash_table_insert (table, g_strdup (type->id), g_strdup (type->name));
            }
        }
      g_once_init_leave (&tiles, table);
    }
  return tiles;
}

const char *
tl_builtin_tile_name (const char *id,
                      const char *name)
{
  if (name == NULL || id == NULL)
    return name;
  if (g_strcmp0 (g_hash_table_lookup (builtin_tiles (), id), name) != 0)
    return name;
  return g_dpgettext2 (GETTEXT_PACKAGE, "tile name", name);
}

const char *
tl_builtin_tile_type_name (const TlTileType *type)
{
  g_return_val_if_fail (type != NULL, NULL);

  return type->name != NULL ? tl_builtin_tile_name (type->id, type->name) : type->id;
}

const char *
tl_builtin_map_name (const char *id)
{
  if (g_strcmp0 (id, "usa-west") == 0)
    return _("USA West");
  if (g_strcmp0 (id, "usa-east") == 0)
    return _("USA East");
  if (g_strcmp0 (id, "usa-both") == 0)
    return _("USA West and East");
  return NULL;
}
