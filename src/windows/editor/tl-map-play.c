/* tl-map-play.c — starting a game on a user's map, and offering the user's maps
 * in the new-game window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-map-library.h"
#include "tl-application.h"
#include "tl-map-format.h"
#include "tl-map-play.h"
#include "tl-window.h"

/* The most joins offered: one per pair of maps, which grows fast. */
#define MAX_JOINS 40

static void
on_start (TlNewGameWindow *dialog, TlWindow *window)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_new_game_window_build_record (dialog, tl_record_random_seed (), &error);

  if (record == NULL || !tl_window_start_game (window, record, &error))
    {
      AdwMessageDialog *message = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (dialog),
                                                                              _("Could Not Start"), NULL));

      adw_message_dialog_set_body (message, error->message);
      adw_message_dialog_add_response (message, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (window));
}

/* A main window free to start a game: one showing no game in progress, else a
 * new one. */
static TlWindow *
free_main_window (GtkApplication *application)
{
  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (TL_IS_WINDOW (l->data))
      {
        TlGame *game = tl_window_get_game (l->data);

        if (game == NULL || tl_game_get_phase (game) == TL_PHASE_OVER)
          return l->data;
      }
  return tl_window_new (ADW_APPLICATION (application));
}

TlNewGameWindow *
tl_map_play (GtkApplication    *application,
             const TlMapLayout *layout)
{
  TlWindow *window = free_main_window (application);
  GSettings *settings = application != NULL && TL_IS_APPLICATION (application)
                        ? tl_application_get_settings (TL_APPLICATION (application)) : NULL;
  TlNewGameWindow *dialog;

  g_return_val_if_fail (layout != NULL, NULL);

  gtk_window_present (GTK_WINDOW (window));
  dialog = tl_new_game_window_new (GTK_WINDOW (window), settings);
  tl_new_game_window_select_game (dialog, "carcassonne");
  tl_new_game_window_add_map (dialog, layout, TRUE);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_start), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* ---- the user's maps in the new-game window ---- */

typedef struct {
  TlNewGameWindow *window;   /* weak */
  TlStore *store;
  GPtrArray *ids;            /* char*, the user's maps still to load */
  GPtrArray *layouts;        /* TlMapLayout*, the user's valid maps */
  char *select;
  GCancellable *cancellable;
} Offer;

static void
offer_free (Offer *offer)
{
  if (offer->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (offer->window), (gpointer *) &offer->window);
  g_object_unref (offer->store);
  g_ptr_array_unref (offer->ids);
  g_ptr_array_unref (offer->layouts);
  g_free (offer->select);
  g_object_unref (offer->cancellable);
  g_free (offer);
}

/* Every map loaded: offer each, and each pair that joins. */
static void
offer_all (Offer *offer)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_map_layout_unref);
  guint users = offer->layouts->len, joins = 0;

  for (guint i = 0; i < users; i++)
    {
      TlMapLayout *layout = g_ptr_array_index (offer->layouts, i);

      g_ptr_array_add (all, tl_map_layout_ref (layout));
      tl_new_game_window_add_map (offer->window, layout, g_strcmp0 (layout->id, offer->select) == 0);
    }
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
        tl_new_game_window_add_map (offer->window, joined, g_strcmp0 (joined->id, offer->select) == 0);
        joins++;
      }
}

static void load_next (Offer *offer);

static void
on_map_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Offer *offer = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = tl_store_load_document_finish (TL_STORE (source), result, &error);

  if (offer->window == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      offer_free (offer);
      return;
    }
  if (json != NULL)
    {
      /* only maps that keep every rule can be played */
      g_autoptr(GError) bad = NULL;
      TlMapLayout *layout = tl_map_format_load_data (json, -1, "map layout", &bad);

      if (layout != NULL)
        g_ptr_array_add (offer->layouts, layout);
    }
  load_next (offer);
}

static void
load_next (Offer *offer)
{
  g_autofree char *id = NULL;

  if (offer->ids->len == 0)
    {
      offer_all (offer);
      offer_free (offer);
      return;
    }
  id = g_ptr_array_steal_index (offer->ids, 0);
  tl_store_load_document_async (offer->store, TL_STORE_MAP, id, offer->cancellable, on_map_loaded, offer);
}

static void
on_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  Offer *offer = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) infos = tl_store_list_documents_finish (TL_STORE (source), result, &error);

  if (infos == NULL || offer->window == NULL)
    {
      offer_free (offer);
      return;
    }
  for (guint i = 0; i < infos->len; i++)
    g_ptr_array_add (offer->ids, g_strdup (((TlStoreDocInfo *) g_ptr_array_index (infos, i))->id));
  load_next (offer);
}

void
tl_map_play_offer_maps (TlNewGameWindow *window,
                        TlStore         *store,
                        const char      *select)
{
  Offer *offer;

  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (window));

  if (store == NULL)
    store = tl_map_library_app_store (GTK_APPLICATION (g_application_get_default ()), NULL);
  if (store == NULL)
    return;
  offer = g_new0 (Offer, 1);
  offer->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &offer->window);
  offer->store = g_object_ref (store);
  offer->ids = g_ptr_array_new_with_free_func (g_free);
  offer->layouts = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_map_layout_unref);
  offer->select = g_strdup (select);
  offer->cancellable = g_cancellable_new ();
  tl_store_list_documents_async (store, TL_STORE_MAP, offer->cancellable, on_listed, offer);
}
