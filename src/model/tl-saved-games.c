/* tl-saved-games.c — the games in progress, for "Continue" and the Saved Games list
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-saved-games.h"

struct _TlSavedGames {
  TlStoreList parent_instance;
  TlGameSummary *newest;   /* item 0, kept for tl_saved_games_get_newest() */
};

G_DEFINE_FINAL_TYPE (TlSavedGames, tl_saved_games, TL_TYPE_STORE_LIST)

static void
query (TlStoreList         *list,
       TlStore             *store,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  tl_store_list_saved_games_async (store, cancellable, callback, user_data);
}

static GPtrArray *
query_finish (TlStoreList   *list,
              TlStore       *store,
              GAsyncResult  *result,
              GError       **error)
{
  GPtrArray *infos = tl_store_list_saved_games_finish (store, result, error);

  return infos != NULL ? tl_game_summary_wrap_all (infos) : NULL;
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    data)
{
  TlSavedGames *self = TL_SAVED_GAMES (model);

  g_clear_object (&self->newest);
  self->newest = g_list_model_get_item (model, 0);
}

static void
tl_saved_games_dispose (GObject *object)
{
  g_clear_object (&TL_SAVED_GAMES (object)->newest);
  G_OBJECT_CLASS (tl_saved_games_parent_class)->dispose (object);
}

static void
tl_saved_games_class_init (TlSavedGamesClass *klass)
{
  TlStoreListClass *list_class = TL_STORE_LIST_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tl_saved_games_dispose;
  list_class->item_type = TL_TYPE_GAME_SUMMARY;
  list_class->changes = TL_STORE_CHANGE_SAVED_GAMES;
  list_class->query = query;
  list_class->query_finish = query_finish;
}

static void
tl_saved_games_init (TlSavedGames *self)
{
  g_signal_connect (self, "items-changed", G_CALLBACK (on_items_changed), NULL);
}

TlSavedGames *
tl_saved_games_new (TlStore *store)
{
  g_return_val_if_fail (TL_IS_STORE (store), NULL);
  return g_object_new (TL_TYPE_SAVED_GAMES, "store", store, NULL);
}

TlGameSummary *
tl_saved_games_get_newest (TlSavedGames *self)
{
  g_return_val_if_fail (TL_IS_SAVED_GAMES (self), NULL);
  return self->newest;
}

gint
tl_saved_games_find (TlSavedGames *self,
                     const char   *id)
{
  GListModel *model = G_LIST_MODEL (self);

  g_return_val_if_fail (TL_IS_SAVED_GAMES (self), -1);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TlGameSummary) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (tl_game_summary_get_id (item), id) == 0)
        return (gint) i;
    }
  return -1;
}
