/* test-tile-set-library.c — the Tile Sets library, Try It and Play as a user
 * meets them (Xvfb)
 *
 * - The library shows the four built-in sets with their game and tile count;
 *   New stores a set and opens its editor; Duplicate copies a built-in set;
 *   Rename and Delete (with the toast's Undo) change the library.
 * - Export (its file chooser) writes a set's JSON; Import stores a file under an
 *   id of its own: a valid one as it is, a draft with its problems (kept whole,
 *   opened in the editor), and refuses one that is no tile set, naming its path
 *   and why.
 * - Try It plays the games on a worker thread and reports them; the same seed
 *   gives the same report; Stop stops; a draft is not tried.
 * - Play: the new-game window offers the user's sets of the game chosen (drafts
 *   named, not offered); a game with one is played and saved from the main
 *   window; the set is deleted; the saved game continues, after the library
 *   was closed and opened again.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tl-library-window.h"
#include "tl-record-format.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-library.h"
#include "tl-new-game-window.h"
#include "tl-tile-set-trial-dialog.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

static char *base_dir;
static char *documents;

/* ---- helpers ---- */

static TlStore *
open_store (const char *name)
{
  g_autofree char *db = g_build_filename (base_dir, name, NULL);
  g_autoptr(GError) error = NULL;
  TlStore *store;

  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  return store;
}

static void
close_store (TlStore *store)
{
  tl_store_close (store);
  g_object_unref (store);
}

static TlLibraryWindow *
open_library (TlStore *store)
{
  TlLibraryWindow *library = tl_tile_set_library_show (NULL, ui_library_for_store (store));

  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  return library;
}

typedef struct {
  TlLibraryWindow *library;
  guint user;
} Count;

static gboolean
user_count_is (gpointer data)
{
  Count *c = data;

  return tl_library_window_count (c->library, FALSE) == c->user;
}

static void
wait_user_count (TlLibraryWindow *library, guint n)
{
  Count count = { library, n };

  g_assert_true (ui_wait_for (user_count_is, &count, 10));
}

typedef struct {
  TlLibraryWindow *library;
  const char *name;
} Named;

static gboolean
has_name (gpointer data)
{
  Named *named = data;

  return tl_library_window_find (named->library, named->name) != NULL;
}

/* The id of the card called @name, once it is there. */
static const char *
wait_card (TlLibraryWindow *library, const char *name)
{
  Named named = { library, name };

  g_assert_true (ui_wait_for (has_name, &named, 10));
  return tl_library_window_find (library, name);
}

static gboolean
has_label (gpointer data)
{
  Named *named = data;

  return ui_find_label (GTK_WIDGET (named->library), named->name) != NULL;
}

/* Waits until the library window shows a label (a card's line) reading @text. */
static void
wait_label (TlLibraryWindow *library, const char *text)
{
  Named named = { library, text };

  g_assert_true (ui_wait_for (has_label, &named, 10));
}

static char *
stored_json (TlStore *store, const char *id)
{
  g_autoptr(GError) error = NULL;
  char *json = tl_store_load_document (store, TL_STORE_TILESET, id, &error);

  g_assert_no_error (error);
  return json;
}

static char *
fixture_path (const char *name)
{
  const char *dir = g_getenv ("TL_FIXTURES_DIR");

  g_assert_nonnull (dir);
  return g_build_filename (dir, "bad", name, NULL);
}

/* The same tiles (ids, counts, segments), in the same order. */
static void
assert_same_tiles (const TlTileSet *a, const TlTileSet *b)
{
  g_assert_cmpstr (a->game, ==, b->game);
  g_assert_cmpuint (a->types->len, ==, b->types->len);
  g_assert_cmpuint (a->total_tiles, ==, b->total_tiles);
  g_assert_cmpint (a->start_type, ==, b->start_type);
  for (guint i = 0; i < a->types->len; i++)
    {
      const TlTileType *x = &g_array_index (a->types, TlTileType, i);
      const TlTileType *y = &g_array_index (b->types, TlTileType, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpuint (x->count, ==, y->count);
      g_assert_cmpuint (x->n_segments, ==, y->n_segments);
      for (guint s = 0; s < x->n_segments; s++)
        {
          g_assert_cmpint (x->segments[s].kind, ==, y->segments[s].kind);
          g_assert_cmpmem (x->port_segment, sizeof x->port_segment, y->port_segment, sizeof y->port_segment);
        }
    }
}

/* A user's set of the base game's 24 tile types, one copy each: "Short Deck". */
static char *
short_deck_json (const char *id, const char *name)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autofree char *json = tl_tileset_format_to_data (base, NULL);
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (json, -1, "base", NULL);

  tl_tile_set_document_set_id (doc, id);
  tl_tile_set_document_set_name (doc, name);
  for (guint i = 0; i < tl_tile_set_document_n_tiles (doc); i++)
    tl_tile_set_document_set_tile_count (doc, i, 1);
  g_assert_cmpuint (tl_tile_set_document_get_total_tiles (doc), ==, 24);
  g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 0);
  return tl_tile_set_document_to_data (doc);
}

static void
store_json (TlStore *store, const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tl_store_save_document (store, TL_STORE_TILESET, json, &error);

  g_assert_no_error (error);
}

/* ---- the library ---- */

static void
test_library (void)
{
  TlStore *store = open_store ("library.db");
  TlLibraryWindow *library = open_library (store);
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autoptr(TlTileSet) copy = NULL;
  g_autofree char *copy_id = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;
  TlTileSetEditorWindow *editor;
  AdwMessageDialog *dialog;
  const char *id;

  /* the built-in sets, each with its game and tile count */
  g_assert_cmpuint (tl_library_window_count (library, TRUE), ==, 4);
  g_assert_cmpuint (tl_library_window_count (library, FALSE), ==, 0);
  g_assert_cmpstr (tl_library_window_find (library, "Carcassonne (Base Game)"), ==, "carcassonne-base");
  g_assert_cmpstr (tl_library_window_find (library, "The Discovery (Reconstructed)"), ==, "discovery");
  g_assert_cmpstr (tl_library_window_find (library, "Inns & Cathedrals (Tiles Only)"), ==, "inns-and-cathedrals");
  g_assert_cmpstr (tl_library_window_find (library, "Traders & Builders (Tiles Only)"), ==, "traders-and-builders");
  g_assert_nonnull (ui_find_label (GTK_WIDGET (library), "Carcassonne · 72 tiles"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (library), "The Discovery · 84 tiles"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (library), "Carcassonne · 18 tiles to add"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (library), "Carcassonne · 24 tiles to add"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (library),
                                   "No tile sets of your own yet. Make a new one, duplicate a built-in set or "
                                   "import a file."));
  ui_save_png_settled (GTK_WIDGET (library), "tile-set-library-empty.png");

  /* New: a set of one tile, stored, open in the editor */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.new", NULL);
  id = wait_card (library, "Untitled Tile Set");
  g_assert_true (g_str_has_prefix (id, "tileset-"));
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (TL_TYPE_TILE_SET_EDITOR_WINDOW), 10));
  editor = ui_find_window (TL_TYPE_TILE_SET_EDITOR_WINDOW);
  g_assert_cmpstr (tl_tile_set_document_get_id (tl_tile_set_editor_window_get_document (editor)), ==, id);
  /* a set with a warning only can be tried and played from its editor */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (editor), "try"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (editor), "play"));
  g_action_group_activate_action (G_ACTION_GROUP (editor), "try", NULL);
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (TL_TYPE_TILE_SET_TRIAL_DIALOG), 10));
  gtk_window_destroy (GTK_WINDOW (ui_find_window (TL_TYPE_TILE_SET_TRIAL_DIALOG)));
  gtk_window_destroy (GTK_WINDOW (editor));
  /* one tile that nothing borders: a warning */
  wait_label (library, "Carcassonne · 1 tile · 1 warning");

  /* Duplicate the base game: a user's set with its tiles, under a new id */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.duplicate", "s", "carcassonne-base");
  id = wait_card (library, "Carcassonne (Base Game) (Copy)");
  g_assert_true (g_str_has_prefix (id, "tileset-"));
  copy_id = g_strdup (id);
  json = stored_json (store, copy_id);
  copy = tl_tileset_format_load_data (json, -1, "copy", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (copy->id, ==, copy_id);
  g_assert_cmpstr (copy->name, ==, "Carcassonne (Base Game) (Copy)");
  assert_same_tiles (copy, base);
  wait_user_count (library, 2);
  wait_label (library, "Carcassonne · 72 tiles");

  /* Rename through its dialog */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.rename", "s", copy_id);
  dialog = ui_wait_for_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "My Base Game");
  ui_answer_dialog ("rename");
  g_assert_cmpstr (wait_card (library, "My Base Game"), ==, copy_id);
  ui_save_png_settled (GTK_WIDGET (library), "tile-set-library.png");

  /* Delete, and the toast's Undo: the same set again */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.delete", "s", copy_id);
  wait_user_count (library, 1);
  g_assert_null (tl_store_load_document (store, TL_STORE_TILESET, copy_id, NULL));
  gtk_widget_activate_action (GTK_WIDGET (library), "win.undo-delete", NULL);
  g_assert_cmpstr (wait_card (library, "My Base Game"), ==, copy_id);
  wait_user_count (library, 2);
  {
    g_autofree char *again = stored_json (store, copy_id);
    g_autoptr(TlTileSet) back = tl_tileset_format_load_data (again, -1, "undone", NULL);

    assert_same_tiles (back, base);
  }

  /* Delete for good */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.delete", "s", copy_id);
  wait_user_count (library, 1);
  ui_close_all ();
  close_store (store);
}

/* ---- files ---- */

static void
import_file (TlLibraryWindow *library, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_widget_activate_action (GTK_WIDGET (library), "win.import", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
}

/* Importing @name is refused with a dialog naming the file and saying @reason
 * in words (no JSON path). */
static void
assert_refused (TlLibraryWindow *library, const char *name, const char *reason)
{
  g_autofree char *path = fixture_path (name);
  g_autofree char *heading = g_strdup_printf ("Could Not Import “%s”", name);
  AdwMessageDialog *dialog;

  import_file (library, path);
  dialog = ui_wait_for_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, reason);
  g_assert_null (strchr (adw_message_dialog_get_body (dialog), '$'));
  ui_answer_dialog ("close");
}

static gboolean
file_written (gpointer data)
{
  g_autoptr(TlTileSet) set = tl_tileset_format_load_file (data, NULL);

  return set != NULL;
}

static void
test_import_export (void)
{
  TlStore *store = open_store ("files.db");
  TlLibraryWindow *library = open_library (store);
  g_autofree char *path = g_build_filename (documents, "discovery.json", NULL);
  g_autofree char *draft_path = fixture_path ("tileset-duplicate-id.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TlTileSet) discovery = tl_tileset_format_load_builtin ("discovery", NULL);
  g_autoptr(TlTileSet) exported = NULL;
  g_autoptr(TlTileSet) imported = NULL;
  g_autoptr(TlTileSetDocument) draft = NULL;
  GPtrArray *problems;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *draft_json = NULL;
  g_autofree char *draft_id = NULL;
  TlTileSetEditorWindow *editor;
  const char *id;

  /* Export The Discovery through the file chooser: exactly its tiles */
  g_unlink (path);
  gtk_widget_activate_action (GTK_WIDGET (library), "win.export", "s", "discovery");
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
  /* written in the background */
  g_assert_true (ui_wait_for (file_written, path, 10));
  exported = tl_tileset_format_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (exported->id, ==, "discovery");
  assert_same_tiles (exported, discovery);

  /* Import it back: a copy under an id of its own, never the built-in one */
  import_file (library, path);
  id = wait_card (library, "The Discovery (reconstructed tile contents)");
  g_assert_true (g_str_has_prefix (id, "tileset-"));
  json = stored_json (store, id);
  imported = tl_tileset_format_load_data (json, -1, "imported", &error);
  g_assert_no_error (error);
  assert_same_tiles (imported, discovery);
  wait_label (library, "The Discovery · 84 tiles");
  g_assert_null (ui_find_window (TL_TYPE_TILE_SET_EDITOR_WINDOW));

  /* a draft: kept with every tile, its problem counted, opened in the editor */
  import_file (library, draft_path);
  id = wait_card (library, "Bad input test");
  draft_id = g_strdup (id);
  wait_label (library, "Carcassonne · 26 tiles · 1 problem");
  draft_json = stored_json (store, draft_id);
  draft = tl_tile_set_document_new_from_data (draft_json, -1, "draft", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tl_tile_set_document_n_tiles (draft), ==, 4);
  problems = tl_tile_set_document_get_problems (draft);
  g_assert_cmpuint (tl_tile_set_document_get_errors (draft), ==, 1);
  g_assert_cmpstr (((TlProblem *) g_ptr_array_index (problems, 0))->message, ==,
                   "the tile id “E” is already the id of the tile at position 2");
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (TL_TYPE_TILE_SET_EDITOR_WINDOW), 10));
  editor = ui_find_window (TL_TYPE_TILE_SET_EDITOR_WINDOW);
  /* the editor lists it in words: tiles counted from 1 as its grid shows them, no JSON path
   * (issue 15, point 7), as a sentence */
  g_assert_nonnull (ui_find_label (GTK_WIDGET (editor),
                                   "The tile id “E” is already the id of the tile at position 2"));
  g_assert_cmpstr (tl_tile_set_document_get_id (tl_tile_set_editor_window_get_document (editor)), ==, draft_id);
  /* a draft is not tried or played */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (editor), "try"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (editor), "play"));
  gtk_window_destroy (GTK_WINDOW (editor));
  ui_save_png_settled (GTK_WIDGET (library), "tile-set-library-draft.png");

  /* no tile set at all: refused, naming the file and why; nothing stored */
  assert_refused (library, "tileset-not-json.json",
                  "Line 3, column 1: the file ends early: the “[” opened at line 2, column 11 is not closed");
  assert_refused (library, "tileset-bad-format.json", "This is a Tilelands game, not a tile set");
  assert_refused (library, "tileset-bad-version.json",
                  "This file was made by a newer Tilelands (its version is 7): update Tilelands to open it");
  g_assert_cmpuint (tl_library_window_count (library, FALSE), ==, 2);
  ui_close_all ();
  close_store (store);
}

/* ---- Try It ---- */

static gboolean
trial_done (gpointer data)
{
  return !tl_trial_dialog_get_running (data) && tl_trial_dialog_get_result (data) != NULL;
}

static gboolean
trial_stopped (gpointer data)
{
  return !tl_trial_dialog_get_running (data);
}

static void
test_try (void)
{
  TlStore *store = open_store ("try.db");
  TlLibraryWindow *library = open_library (store);
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autofree char *base_json = tl_tileset_format_to_data (base, NULL);
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new_from_data (base_json, -1, "base", NULL);
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;
  g_autofree char *again = NULL;
  g_autofree guint *discarded = NULL;
  g_autofree guint *first_discards = NULL;
  TlTileSetTrialDialog *trial;
  const TlSimulation *result;
  TlSimulation expected;
  const guint *shown;
  guint n_types, sum = 0;

  /* Try It from a card's menu: 200 games of 2 level-0 players by default */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.try-it", "s", "carcassonne-base");
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (TL_TYPE_TILE_SET_TRIAL_DIALOG), 10));
  trial = ui_find_window (TL_TYPE_TILE_SET_TRIAL_DIALOG);
  g_assert_cmpuint (tl_trial_dialog_get_games (TL_TRIAL_DIALOG (trial)), ==, 200);
  tl_trial_dialog_set_seed (TL_TRIAL_DIALOG (trial), 20261201);
  tl_trial_dialog_start (TL_TRIAL_DIALOG (trial));
  g_assert_true (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (trial)));
  g_assert_true (ui_wait_for (trial_done, trial, 120));

  /* exactly what the engine measures for that header */
  header = tl_tile_set_document_trial_header (doc, 2, 0, 20261201, &error);
  g_assert_no_error (error);
  discarded = g_new0 (guint, header->tileset->types->len);
  g_assert_true (tl_simulation_run_tiles (header, 200, 0, NULL, NULL, &expected, discarded, &error));
  result = tl_trial_dialog_get_result (TL_TRIAL_DIALOG (trial));
  g_assert_cmpmem (result, sizeof *result, &expected, sizeof expected);
  shown = tl_trial_dialog_get_discarded (TL_TRIAL_DIALOG (trial), &n_types);
  g_assert_cmpuint (n_types, ==, 24);
  g_assert_cmpmem (shown, n_types * sizeof (guint), discarded, n_types * sizeof (guint));
  g_assert_cmpuint (result->games, ==, 200);
  g_assert_cmpuint (result->players, ==, 2);
  /* every tile but the start tile is drawn: placed or discarded */
  g_assert_cmpfloat_with_epsilon (result->tiles_placed + result->tiles_discarded, 71, 1e-9);
  for (guint i = 0; i < n_types; i++)
    sum += shown[i];
  g_assert_cmpfloat_with_epsilon (sum, result->tiles_discarded * 200, 1e-6);
  report = tl_tile_set_trial_dialog_get_report (trial);
  g_assert_true (g_str_has_prefix (report, "Games Completed: 200 (2 players a game, each playing random legal moves)\n"));
  {
    g_autofree char *turns = g_strdup_printf ("Turns per Game: %.1f (Fewest %u, most %u)\n", result->turns,
                                              result->fewest_turns, result->most_turns);
    g_autofree char *cities = g_strdup_printf ("Cities: %.1f\n", result->mean_points[TL_SEGMENT_CITY]);

    g_assert_nonnull (strstr (report, turns));
    g_assert_nonnull (strstr (report, cities));
  }
  /* tall enough to show the whole report */
  gtk_window_set_default_size (GTK_WINDOW (trial), 520, 1300);
  ui_save_png_settled (GTK_WIDGET (trial), "tile-set-trial.png");
  first_discards = g_memdup2 (shown, n_types * sizeof (guint));

  /* the same seed: the same report, to the last discard */
  tl_tile_set_trial_dialog_run (trial, 200, 2, 0);
  g_assert_true (ui_wait_for (trial_stopped, trial, 120));
  again = tl_tile_set_trial_dialog_get_report (trial);
  g_assert_cmpstr (again, ==, report);
  shown = tl_trial_dialog_get_discarded (TL_TRIAL_DIALOG (trial), &n_types);
  g_assert_cmpmem (shown, n_types * sizeof (guint), first_discards, n_types * sizeof (guint));

  /* level 1 plays other games; Stop ends a long run with no report */
  tl_tile_set_trial_dialog_run (trial, 10000, 3, 1);
  g_assert_true (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (trial)));
  tl_trial_dialog_stop (TL_TRIAL_DIALOG (trial));
  g_assert_true (ui_wait_for (trial_stopped, trial, 30));
  g_assert_cmpstr (tl_trial_dialog_get_message (TL_TRIAL_DIALOG (trial)), ==, "Stopped");
  gtk_window_destroy (GTK_WINDOW (trial));

  /* a draft is not tried: from the card a toast, in the dialog a line */
  {
    g_autofree char *path = fixture_path ("tileset-duplicate-id.json");
    g_autofree char *text = NULL;
    g_autoptr(TlTileSetDocument) draft = NULL;

    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    draft = tl_tile_set_document_new_from_data (text, -1, "draft", NULL);
    trial = tl_tile_set_trial_dialog_new (GTK_WINDOW (library), draft);
    gtk_window_present (GTK_WINDOW (trial));
    tl_trial_dialog_start (TL_TRIAL_DIALOG (trial));
    g_assert_false (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (trial)));
    g_assert_cmpstr (tl_trial_dialog_get_message (TL_TRIAL_DIALOG (trial)), ==,
                     "The set has 1 problem to fix before it can be tried.");
    g_assert_null (tl_trial_dialog_get_result (TL_TRIAL_DIALOG (trial)));
  }
  ui_close_all ();
  close_store (store);
}

/* ---- Play ---- */

static gboolean
sets_offered (gpointer data)
{
  return tl_new_game_window_count_tile_sets (data) > 0;
}

static gboolean
has_new_game_window (gpointer data)
{
  return ui_find_new_game_window () != NULL;
}

/* Play from a card: the new-game window with the set and its game chosen. */
static void
test_play_from_library (void)
{
  TlStore *store = open_store ("play-card.db");
  g_autofree char *short_json = short_deck_json ("tileset-short", "Short Deck");
  g_autoptr(TlTileSet) discovery = tl_tileset_format_load_builtin ("discovery", NULL);
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  TlLibraryWindow *library;
  TlNewGameWindow *dialog;

  store_json (store, short_json);
  /* Play is the application's (app.play-tile-set): the library window belongs to one */
  library = tl_tile_set_library_show (ui_application (), ui_library_for_store (store));
  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  g_assert_cmpstr (wait_card (library, "Short Deck"), ==, "tileset-short");
  gtk_widget_activate_action (GTK_WIDGET (library), "win.play", "s", "tileset-short");
  g_assert_true (ui_wait_for (has_new_game_window, NULL, 10));
  dialog = ui_find_new_game_window ();
  g_assert_cmpuint (tl_new_game_window_count_tile_sets (dialog), ==, 1);
  record = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->game, ==, "carcassonne");
  g_assert_true (record->tileset_inline);
  g_assert_cmpstr (record->tileset->id, ==, "tileset-short");
  g_assert_cmpuint (record->tileset->total_tiles, ==, 24);

  /* a Discovery set is offered for The Discovery only */
  tl_new_game_window_add_tile_set (dialog, discovery, FALSE);
  g_assert_cmpuint (tl_new_game_window_count_tile_sets (dialog), ==, 1);
  g_assert_false (tl_new_game_window_select_tile_set (dialog, "discovery"));
  tl_new_game_window_select_game (dialog, "discovery");
  g_assert_cmpuint (tl_new_game_window_count_tile_sets (dialog), ==, 1);
  g_assert_true (tl_new_game_window_select_tile_set (dialog, "discovery"));
  g_clear_pointer (&record, tl_record_free);
  record = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->game, ==, "discovery");
  g_assert_true (record->tileset_inline);
  /* and back to Carcassonne: the user's set chosen there again */
  tl_new_game_window_select_game (dialog, "carcassonne");
  g_clear_pointer (&record, tl_record_free);
  record = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_cmpstr (record->tileset->id, ==, "tileset-short");

  /* on a map the set is the whole deck */
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-west"));
  g_clear_pointer (&record, tl_record_free);
  record = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->map, ==, "usa-west");
  g_assert_cmpuint (record->tileset->total_tiles, ==, 24);
  g_assert_true (record->tileset_inline);
  ui_close_all ();
  close_store (store);
}

typedef struct {
  TlLibrary *library;
  guint turns;
} SavedWait;

static gboolean
saved_at (gpointer data)
{
  SavedWait *wait = data;
  TlSavedGames *saved = tl_library_get_saved_games (wait->library);
  g_autoptr(TlGameSummary) first = NULL;

  if (saved == NULL || tl_store_list_get_loading (TL_STORE_LIST (saved)) ||
      g_list_model_get_n_items (G_LIST_MODEL (saved)) != 1)
    return FALSE;
  first = g_list_model_get_item (G_LIST_MODEL (saved), 0);
  return tl_game_summary_get_turns (first) == wait->turns;
}

static void
wait_saved (TlLibrary *library, guint turns)
{
  SavedWait wait = { library, turns };

  g_assert_true (ui_wait_for (saved_at, &wait, 20));
}

static gboolean
game_shown (gpointer data)
{
  return tl_window_get_game (data) != NULL && g_strcmp0 (_tl_window_get_page (data), "game") == 0;
}

static gboolean
window_gone (gpointer data)
{
  return !ui_is_toplevel (data);
}

/* The whole flow: a set made, played from the main window and saved; the set
 * deleted; the game continued after the library was closed and opened again. */
static void
test_play_delete_continue (void)
{
  g_autofree char *path = g_build_filename (base_dir, "play.db", NULL);
  g_autofree char *short_json = short_deck_json ("tileset-short", "Short Deck");
  g_autofree char *draft_path = fixture_path ("tileset-duplicate-id.json");
  g_autofree char *draft_json = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *game_id = NULL;
  TlLibrary *app_library;
  TlLibraryWindow *library;
  TlNewGameWindow *dialog;
  TlWindow *window;
  TlGame *game;
  gint scores[2];
  guint turns;
  int tile;

  g_unlink (path);
  app_library = ui_open_library (path, TL_STORE_OPEN_DEFAULT);
  store_json (tl_library_get_store (app_library), short_json);
  g_assert_true (g_file_get_contents (draft_path, &draft_json, NULL, NULL));
  store_json (tl_library_get_store (app_library), draft_json);

  /* New Game in the main window offers the set, names the draft */
  window = ui_new_window ();
  tl_window_set_library (window, app_library);
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  g_assert_true (ui_wait_for (has_new_game_window, NULL, 10));
  dialog = ui_find_new_game_window ();
  tl_new_game_window_select_game (dialog, "carcassonne");
  tl_new_game_window_select_map (dialog, NULL);
  g_assert_true (ui_wait_for (sets_offered, dialog, 10));
  g_assert_cmpuint (tl_new_game_window_count_tile_sets (dialog), ==, 1);
  g_assert_false (tl_new_game_window_select_tile_set (dialog, "bad-input-test"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog),
                                   "“Bad input test” has problems to fix, so it is not offered."));
  ui_save_png_settled (GTK_WIDGET (dialog), "tile-set-new-game-draft.png");
  g_assert_true (tl_new_game_window_select_tile_set (dialog, "tileset-short"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog),
                                   "24 tiles of your own; the game keeps a copy."));
  ui_save_png_settled (GTK_WIDGET (dialog), "tile-set-new-game.png");

  /* Start: the game plays the set, and is saved after each turn */
  g_signal_emit_by_name (dialog, "start");
  g_assert_true (ui_wait_for (game_shown, window, 10));
  game = tl_window_get_game (window);
  g_assert_true (tl_game_get_record (game)->tileset_inline);
  g_assert_cmpstr (tl_game_get_record (game)->tileset->id, ==, "tileset-short");
  g_assert_cmpuint (tl_game_get_record (game)->tileset->total_tiles, ==, 24);
  game_id = g_strdup (tl_game_get_record (game)->id);
  if (!ui_person_to_play (window))
    g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  for (guint round = 0; round < 3; round++)
    ui_play_a_round (window);
  turns = tl_game_get_record (game)->turns->len;
  g_assert_cmpuint (turns, >=, 6);
  wait_saved (app_library, turns);
  tile = tl_game_get_current_tile (game);
  for (guint p = 0; p < 2; p++)
    scores[p] = tl_game_player_state (game, p)->score;
  before = tl_record_format_to_data (tl_game_get_record (game), NULL);

  /* the set deleted in the Tile Sets window */
  library = open_library (tl_library_get_store (app_library));
  wait_card (library, "Short Deck");
  gtk_widget_activate_action (GTK_WIDGET (library), "win.delete", "s", "tileset-short");
  wait_user_count (library, 1);
  g_assert_null (tl_store_load_document (tl_library_get_store (app_library), TL_STORE_TILESET, "tileset-short",
                                         NULL));
  gtk_window_destroy (GTK_WINDOW (library));

  /* quit, start again, Continue: the same game at the same turn */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (ui_wait_for (window_gone, window, 20));
  tl_library_close (app_library);
  g_object_unref (app_library);
  app_library = ui_open_library (path, TL_STORE_OPEN_DEFAULT);
  window = ui_new_window ();
  tl_window_set_library (window, app_library);
  wait_saved (app_library, turns);
  g_action_group_activate_action (G_ACTION_GROUP (window), "continue", NULL);
  g_assert_true (ui_wait_for (game_shown, window, 10));
  game = tl_window_get_game (window);
  g_assert_cmpstr (tl_game_get_record (game)->id, ==, game_id);
  g_assert_cmpstr (tl_game_get_record (game)->tileset->id, ==, "tileset-short");
  g_assert_cmpint (tl_game_get_current_tile (game), ==, tile);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (game, p)->score, ==, scores[p]);
  after = tl_record_format_to_data (tl_game_get_record (game), NULL);
  g_assert_cmpstr (after, ==, before);

  /* and it plays on */
  ui_play_a_round (window);
  wait_saved (app_library, turns + 2);
  ui_close_all ();
  tl_library_close (app_library);
  g_object_unref (app_library);
}

int
main (int argc, char **argv)
{
  int status;

  base_dir = ui_set_up_folders ("tile-set-library");
  documents = g_build_filename (base_dir, "documents", NULL);
  gtk_test_init (&argc, &argv, NULL);
  ui_log_init ();
  adw_init ();
  g_test_add_func ("/tile-set-library/library", test_library);
  g_test_add_func ("/tile-set-library/import-export", test_import_export);
  g_test_add_func ("/tile-set-library/try", test_try);
  g_test_add_func ("/tile-set-library/play-from-library", test_play_from_library);
  g_test_add_func ("/tile-set-library/play-delete-continue", test_play_delete_continue);
  status = g_test_run ();
  g_free (base_dir);
  g_free (documents);
  return status;
}
