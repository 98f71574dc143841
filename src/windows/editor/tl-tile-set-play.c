/* tl-tile-set-play.c — playing a user's tile set, and offering the user's sets
 * in the new-game window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-editor-play.h"
#include "tl-tile-set-play.h"
#include "tl-tileset-format.h"

TlNewGameWindow *
tl_tile_set_play (GtkApplication *application,
                  TlTileSet      *set)
{
  TlNewGameWindow *dialog;

  g_return_val_if_fail (set != NULL, NULL);

  dialog = tl_editor_play_new_game (application);
  tl_new_game_window_select_game (dialog, set->game);
  tl_new_game_window_add_tile_set (dialog, set, TRUE);
  return dialog;
}

static void
offer_all (TlNewGameWindow *window, GPtrArray *jsons, gpointer data)
{

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
tl_tile_set_play_offer (TlNewGameWindow *window,
                        TlLibrary         *store)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (window));

  tl_editor_play_load (window, store, TL_STORE_TILESET, offer_all, NULL, NULL);
}
