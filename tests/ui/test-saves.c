/* test-saves.c — save from the window and load it back, as a user does (run it under Xvfb)
 *
 * Carcassonne (every other kind the app offers is saved and loaded without a
 * display, tests/model/test-session.c): New Game
 * (the window draws the seed), a turn by the person and one by the computer,
 * Save through the file chooser, Load through the file chooser. The game
 * loaded is the game saved: the same record text (seed included), turn, player
 * and scores; it plays on, and saving it again keeps its seed. A record that
 * 0.1.0 wrote with a negative 19-digit seed loads, plays on and keeps it. A
 * broken file is refused with a dialog that says what is wrong in words.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tl-new-game-window.h"
#include "tl-record-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

typedef struct {
  const char *name;
  const char *game;
  const char *map;
  gboolean gifts, chips, equal_turns, double_tile;
} GameKind;

static const GameKind kinds[] = {
  { "carcassonne", "carcassonne", NULL, FALSE, FALSE, FALSE, FALSE },
};

/* The user's documents folder of the tests (set up in main()), where the file
 * chooser starts. */
static char *documents;

static GFile *
output_file (const char *name)
{
  g_autofree char *path = g_build_filename (documents, name, NULL);

  g_unlink (path);
  return g_file_new_for_path (path);
}

/* Points the user's documents (XDG user dirs) at a folder of the test output. */
static void
set_up_documents (void)
{
  const char *out = ui_output_dir ();
  g_autofree char *config = g_build_filename (out, "saves-config", NULL);
  g_autofree char *dirs = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  documents = g_build_filename (out, "saves-documents", NULL);
  if (!g_path_is_absolute (documents))
    {
      g_autofree char *relative = documents;
      g_autofree char *cwd = g_get_current_dir ();
      documents = g_build_filename (cwd, relative, NULL);
    }
  g_assert_cmpint (g_mkdir_with_parents (documents, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  text = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\n", documents);
  g_assert_true (g_file_set_contents (dirs, text, -1, &error));
  g_assert_no_error (error);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_reload_user_special_dirs_cache ();
  g_assert_cmpstr (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), ==, documents);
}

static char *
record_text (TlWindow *window)
{
  return tl_record_format_to_data (tl_game_get_record (tl_window_get_game (window)), NULL);
}

static gboolean
person_to_play (gpointer data)
{
  TlGame *game = tl_window_get_game (data);

  return game != NULL && (tl_game_get_phase (game) == TL_PHASE_OVER ||
                          (tl_game_get_phase (game) == TL_PHASE_PLACE &&
                           !tl_game_current_is_ai (game)));
}

/* The person places the tile in hand at its first legal place, resolves what it
 * reveals and ends the turn (Enter each time); then the computer seat plays its
 * turn in the window's own time. */
static void
play_a_round (TlWindow *window)
{
  TlGame *game = tl_window_get_game (window);
  g_autoptr (GArray) placements = NULL;
  const TlPlacement *place;
  guint turns = tl_game_get_record (game)->turns->len;

  g_assert_true (person_to_play (window));
  placements = tl_game_legal_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  /* Enter: each revealed tile (Map-Chips), then the turn */
  for (guint i = 0; i < 4 && tl_game_state_busy (tl_game_get_state (game)); i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_false (tl_game_state_busy (tl_game_get_state (game)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, turns + 1);
  g_assert_true (tl_game_current_is_ai (game));
  g_assert_true (ui_wait_for (person_to_play, window, 30));
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, turns + 2);
}

/* Save through the window's Save action and its file chooser, which starts in
 * the user's documents (or where a game was loaded or saved before). */
static void
save_through_window (TlWindow *window,
                     GFile    *file)
{
  g_autoptr (GFile) start = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (window), "export", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  start = ui_file_chooser_folder ();
  g_assert_nonnull (start);
  g_assert_cmpstr (g_file_peek_path (start), ==, documents);
  ui_choose_file (file);
  g_assert_true (g_file_query_exists (file, NULL));
}

/* Load through the window's Load action and its file chooser (nothing to ask:
 * the game was just saved). */
static void
load_through_window (TlWindow *window,
                     GFile    *file)
{
  TlGame *before = tl_window_get_game (window);

  g_autoptr (GFile) start = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (window), "open", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_nonnull (ui_find_file_chooser ());
  start = ui_file_chooser_folder ();
  g_assert_nonnull (start);
  g_assert_cmpstr (g_file_peek_path (start), ==, documents);
  ui_choose_file (file);
  g_assert_nonnull (ui_wait_for_game (window, before));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (tl_window_get_game (window) != before);
  g_assert_true (ui_enabled (window, "open"));
}

static void
assert_same_game (TlGame *a,
                  TlGame *b)
{
  g_assert_cmpint (tl_game_get_record (a)->seed, ==, tl_game_get_record (b)->seed);
  g_assert_cmpuint (tl_game_get_current_player (a), ==, tl_game_get_current_player (b));
  g_assert_cmpint (tl_game_get_phase (a), ==, tl_game_get_phase (b));
  g_assert_cmpint (tl_game_get_current_tile (a), ==, tl_game_get_current_tile (b));
  g_assert_cmpuint (tl_game_get_tiles_left (a), ==, tl_game_get_tiles_left (b));
  for (guint p = 0; p < tl_game_get_n_players (a); p++)
    g_assert_cmpint (tl_game_state_player (tl_game_get_state (a), p)->score, ==,
                     tl_game_state_player (tl_game_get_state (b), p)->score);
}

static void
test_save_and_load (gconstpointer data)
{
  const GameKind *kind = data;
  g_autofree char *name = g_strdup_printf ("saves-%s.tilelands", kind->name);
  g_autofree char *again_name = g_strdup_printf ("saves-%s-again.tilelands", kind->name);
  g_autoptr (GFile) file = output_file (name);
  g_autoptr (GFile) again = output_file (again_name);
  g_autofree char *saved_text = NULL;
  g_autofree char *file_text = NULL;
  g_autofree char *loaded_text = NULL;
  g_autoptr (TlGame) saved = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) reloaded = NULL;
  TlWindow *window = ui_new_window ();
  TlNewGameWindow *dialog;
  GtkWidget *start;
  gint64 seed;

  /* New Game: the person in the first seat, a computer player in the second. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  g_assert_true (tl_new_game_window_select_game (dialog, kind->game));
  g_assert_true (tl_new_game_window_select_map (dialog, kind->map));
  g_assert_true (tl_new_game_window_set_expansion (dialog, "gifts", kind->gifts));
  g_assert_true (tl_new_game_window_set_expansion (dialog, "map-chips", kind->chips));
  g_assert_true (tl_new_game_window_set_option (dialog, "equal-turns", kind->equal_turns));
  g_assert_true (tl_new_game_window_set_option (dialog, "double-tile", kind->double_tile));
  start = GTK_WIDGET (ui_find_button (GTK_WIDGET (dialog), "_Start"));
  g_assert_nonnull (start);
  g_signal_emit_by_name (start, "clicked");
  g_assert_null (ui_find_new_game_window ());
  g_assert_nonnull (tl_window_get_game (window));

  seed = tl_game_get_record (tl_window_get_game (window))->seed;
  g_test_message ("%s: seed %" G_GINT64_FORMAT, kind->name, seed);
  g_assert_cmpint (seed, >=, 0);
  g_assert_cmpint (seed, <, TL_RECORD_SEED_LIMIT);
  g_assert_cmpint (tl_game_get_record (tl_window_get_game (window))->options.double_tile, ==,
                   kind->double_tile);
  g_assert_cmpuint (tl_game_get_record (tl_window_get_game (window))->expansions->len, ==,
                    kind->gifts + kind->chips);

  play_a_round (window);
  saved_text = record_text (window);
  saved = g_object_ref (tl_window_get_game (window));
  save_through_window (window, file);

  /* The file is the game's record. */
  g_assert_true (g_file_load_contents (file, NULL, &file_text, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (file_text, ==, saved_text);

  load_through_window (window, file);
  loaded_text = record_text (window);
  g_assert_cmpstr (loaded_text, ==, saved_text);
  assert_same_game (tl_window_get_game (window), saved);

  /* It plays on, and keeps its seed when saved again. */
  play_a_round (window);
  save_through_window (window, again);
  reloaded = tl_record_format_load_file (g_file_peek_path (again), &error);
  g_assert_no_error (error);
  g_assert_cmpint (reloaded->seed, ==, seed);
  g_assert_cmpuint (reloaded->turns->len, ==, tl_game_get_record (saved)->turns->len + 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* 0.1.0 drew any 64-bit seed and wrote it as a signed integer. */
static void
test_old_negative_seed (void)
{
  static const char old_record[] =
    "{\"format\": \"tilelands-game\", \"version\": 1, \"game\": \"carcassonne\","
    " \"tileset\": \"carcassonne-base\", \"expansions\": [], \"map\": null,"
    " \"options\": {\"farmers\": true, \"small-city-two\": false},"
    " \"players\": [{\"name\": \"Ann\", \"color\": \"red\", \"kind\": \"human\"},"
    "  {\"name\": \"Bob\", \"color\": \"blue\", \"kind\": \"ai\", \"level\": 1}],"
    " \"seed\": -7926335344172072960, \"setup\": {\"start\": [{\"x\": 0, \"y\": 0, \"tile\": \"D\", \"r\": 0}]},"
    " \"turns\": []}";
  g_autoptr (GFile) file = output_file ("saves-0.1.0-seed.tilelands");
  g_autoptr (GFile) again = output_file ("saves-0.1.0-seed-again.tilelands");
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) reloaded = NULL;
  TlWindow *window = ui_new_window ();

  g_assert_true (g_file_replace_contents (file, old_record, sizeof old_record - 1, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  load_through_window (window, file);
  g_assert_cmpint (tl_game_get_record (tl_window_get_game (window))->seed, ==,
                   G_GINT64_CONSTANT (-7926335344172072960));
  play_a_round (window);
  save_through_window (window, again);
  reloaded = tl_record_format_load_file (g_file_peek_path (again), &error);
  g_assert_no_error (error);
  g_assert_cmpint (reloaded->seed, ==, G_GINT64_CONSTANT (-7926335344172072960));
  g_assert_cmpuint (reloaded->turns->len, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file that is no game, or a broken one, loaded through the window's Load:
 * the dialog names the file and says in words what is wrong and where, counted
 * as a person counts, without a JSON path (tilelands-cli prints that). */
static void
test_broken_files (void)
{
  static const struct {
    const char *fixture;   /* in tests/fixtures/bad */
    const char *body;
  } broken[] = {
    { "record-wrong-type-x.tilelands",
      "Turn 2, the placement, the column (x): needs a whole number from -100000 to 100000, not “2”" },
    { "record-missing-players.tilelands", "The players: missing (it needs a list in [ ])" },
    { "record-bad-version.tilelands",
      "This file was made by a newer Tilelands (its version is 5): update Tilelands to open it" },
    { "record-not-json.tilelands",
      "This is not a Tilelands game file: it is damaged or of another kind (a word or character "
      "where a value or member name should be)" },
    { "record-tileset-list-unknown.tilelands",
      "Tile set 2: no tile set “inns-and-kitchens” comes with this Tilelands" },
    { "record-unknown-port.tilelands",
      "Turn 2, the follower, the port: “NNX” is not a place on a tile (one of NNW, N, NNE, ENE, E, "
      "ESE, SSE, S, SSW, WSW, W, WNW, C for the centre, F for an inner field)" },
    { "record-wrong-type-turns.tilelands", "The turns: needs a list in [ ], not a group of values in { }" },
    { "record-player-view.tilelands",
      "This is a player’s view of an online game, which cannot be played as a game on this computer" },
    /* (copied as "tileset-valid.json.tilelands": the chooser shows games) */
    { "tileset-valid.json", "This is a tile set, not a Tilelands game" },
  };
  const char *fixtures = g_getenv ("TL_FIXTURES_DIR");
  TlWindow *window = ui_new_window ();

  g_assert_nonnull (fixtures);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_build_filename (fixtures, "bad", broken[i].fixture, NULL);
      g_autofree char *name = g_str_has_suffix (broken[i].fixture, ".tilelands")
        ? g_strdup (broken[i].fixture) : g_strconcat (broken[i].fixture, ".tilelands", NULL);
      g_autoptr (GFile) file = output_file (name);
      g_autofree char *heading = g_strdup_printf ("Cannot Load “%s”", name);
      g_autofree char *text = NULL;
      g_autoptr (GFile) start = NULL;
      gsize length;
      AdwMessageDialog *dialog;

      g_test_message ("loading %s", name);
      /* from the documents folder, where the chooser starts */
      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      g_assert_true (g_file_replace_contents (file, text, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                              NULL, NULL, NULL));

      g_action_group_activate_action (G_ACTION_GROUP (window), "open", NULL);
      g_assert_nonnull (ui_find_file_chooser ());
      start = ui_file_chooser_folder ();
      g_assert_cmpstr (g_file_peek_path (start), ==, documents);
      ui_choose_file (file);
      dialog = ui_wait_for_message_dialog ();
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
      g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, broken[i].body);
      g_assert_null (strchr (adw_message_dialog_get_body (dialog), '$'));
      ui_answer_dialog ("close");
      g_assert_null (tl_window_get_game (window));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ui_log_init ();
  set_up_documents ();

  if (!gtk_init_check ())
    {
      g_printerr ("test-saves: no display; run the suite under xvfb-run\n");
      return 77;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* one kind through the window; every kind's record is saved and loaded
   * without a display in tests/model/test-session.c */
  g_test_add_data_func ("/ui/saves/save-and-load/carcassonne", &kinds[0], test_save_and_load);
  g_test_add_func ("/ui/saves/0.1.0-negative-seed", test_old_negative_seed);
  g_test_add_func ("/ui/saves/broken-files", test_broken_files);
  return g_test_run ();
}
