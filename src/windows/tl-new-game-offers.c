/* tl-new-game-offers.c — the user's maps and tile sets offered in the new-game window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-editor-play.h"
#include "tl-map-format.h"
#include "tl-new-game-offers.h"
#include "tl-tileset-format.h"

/* The most joins offered: one per pair of maps, which grows fast. */
#define MAX_JOINS 40

/* Every map loaded: offer each that keeps every rule, and each pair that joins. */
static void
offer_maps (GtkWindow *dialog, GPtrArray *jsons, gpointer data)
{
  TlNewGameWindow *window = TL_NEW_GAME_WINDOW (dialog);
  const char *select = data;
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_map_layout_unref);
  guint users, joins = 0;

  for (guint i = 0; i < jsons->len; i++)
    {
      g_autoptr(GError) bad = NULL;
      TlMapLayout *layout = tl_map_format_load_data (g_ptr_array_index (jsons, i), -1, "map layout", &bad);

      if (layout == NULL)
        continue;
      g_ptr_array_add (all, layout);
      tl_new_game_window_add_map (window, layout, g_strcmp0 (layout->id, select) == 0);
    }
  users = all->len;
  g_ptr_array_add (all, tl_map_format_load_builtin ("usa-west", NULL));
  g_ptr_array_add (all, tl_map_format_load_builtin ("usa-east", NULL));

  /* pairs with at least one user's map (usa-both is offered already) */
  for (guint a = 0; a < users && joins < MAX_JOINS; a++)
    for (guint b = a + 1; b < all->len && joins < MAX_JOINS; b++)
      {
        TlMapLayout *one = g_ptr_array_index (all, a), *two = g_ptr_array_index (all, b);
        g_autoptr(GPtrArray) problems = tl_map_problems_new ();
        g_autoptr(TlMapLayout) joined = NULL;

        if (tl_map_layout_seam_order (one, two) == 0)
          continue;
        joined = tl_map_layout_check_join (one, two, 0, problems);
        if (joined == NULL || problems->len > 0)
          continue;
        tl_new_game_window_add_map (window, joined, g_strcmp0 (joined->id, select) == 0);
        joins++;
      }
}

void
tl_new_game_offers_add_maps (TlNewGameWindow *window,
                             TlLibrary       *store,
                             const char      *select)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (window));

  tl_editor_play_load (GTK_WINDOW (window), store, TL_STORE_MAP, offer_maps, g_strdup (select), g_free);
}

static void
offer_tile_sets (GtkWindow *dialog, GPtrArray *jsons, gpointer data)
{
  TlNewGameWindow *window = TL_NEW_GAME_WINDOW (dialog);

  for (guint i = 0; i < jsons->len; i++)
    {
      const char *json = g_ptr_array_index (jsons, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlTileSet) set = tl_tileset_format_load_data (json, -1, "tile set", &error);
      g_autoptr(GPtrArray) problems = NULL;
      g_autoptr(TlTileSet) draft = NULL;

      if (set != NULL)
        {
          tl_new_game_window_add_tile_set (window, set, FALSE);
          continue;
        }
      /* a draft: named, so that the player knows why it is not there */
      problems = tl_problem_list_new ();
      draft = tl_tileset_format_read_data (json, -1, "tile set", problems, NULL);
      if (draft != NULL)
        tl_new_game_window_add_tile_set_draft (window, draft->game, draft->name != NULL ? draft->name : draft->id);
    }
}

void
tl_new_game_offers_add_tile_sets (TlNewGameWindow *window,
                                  TlLibrary       *store)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (window));

  tl_editor_play_load (GTK_WINDOW (window), store, TL_STORE_TILESET, offer_tile_sets, NULL, NULL);
}
