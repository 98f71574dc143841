/* test-session.c — the session (TlSession) without a display: what the
 * library keeps of the game played, and files opened into a game
 *
 * - a new game is saved at once, before its first turn; every confirmed turn
 *   and undo is saved, with the picture of its own turn (the generation rule:
 *   never an older picture after a newer record);
 * - a save that fails sets `save-error` and `saved` FALSE, and is tried again
 *   after the next change; the one that succeeds clears them;
 * - the final turn moves the game to the History (`finished`);
 * - a picture still drawn when the session goes is stored all the same;
 * - a file: imported (its game played from the library, saved again with its
 *   picture), an older copy keeps the library's game (issue 20), a further
 *   one is taken, one that went another way joins beside it, a finished one
 *   goes to the History; without a library it is read as 0.1.0 did; given
 *   while the library opens, it waits for it;
 * - reloading takes the library's copy only when it is further on;
 * - a refused library keeps nothing until a new one is started in its place,
 *   which takes the game at once; a read-only one keeps nothing.
 *
 * The UI tests keep one flow each (tests/ui/test-autosave.c, test-saves.c).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "store-test-util.h"
#include "tl-record-format.h"
#include "tl-session.h"
#include "tl-tileset-format.h"
#include "tl-map-format.h"

typedef struct {
  char *dir;
  char *path;
  TlLibrary *library;
} Fixture;

typedef gboolean (*Condition) (gpointer data);

/* Runs the main loop until @done (at most @seconds: a cap, not a wait). */
static gboolean
wait_for (Condition done,
          gpointer  data,
          guint     seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return TRUE;
}

static gboolean
library_settled (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

/* The picture a session stores: the turns of the game it shows, as text. */
static GBytes *
fake_thumbnail (const TlGameState *state,
                guint              max_width,
                guint              max_height)
{
  g_assert_cmpuint (max_width, ==, 192);
  g_assert_cmpuint (max_height, ==, 128);
  return g_bytes_new_take (g_strdup_printf ("turns=%03u", tl_game_state_record (state)->turns->len),
                           strlen ("turns=") + 3);
}

static TlLibrary *
open_library (const char *path)
{
  TlLibrary *library = tl_library_new (path, TL_STORE_OPEN_DEFAULT);

  tl_library_set_thumbnail_func (library, fake_thumbnail);
  g_assert_true (wait_for (library_settled, library, 20));
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPEN);
  return library;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->library = open_library (f->path);
}

static gboolean
last_reference (gpointer object)
{
  return G_OBJECT (object)->ref_count == 1;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  /* the pictures still drawn hold the library */
  g_assert_true (wait_for (last_reference, f->library, 20));
  tl_library_close (f->library);
  g_assert_finalize_object (f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* A new game of two people, with an id, as the new-game window makes it. */
static TlRecord *
new_record (guint64 seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  tl_record_set_new_id (record);
  record->seed = (gint64) seed;
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, -1);
  tl_record_add_player (record, "Bogdan", "blue", TL_PLAYER_HUMAN, -1);
  return record;
}

static TlGame *
new_game (const TlRecord *record)
{
  g_autoptr (GError) error = NULL;
  TlGame *game = tl_game_new (record, &error);

  g_assert_no_error (error);
  return game;
}

/* The tile in hand at its first legal place, no follower, confirmed. */
static void
play_turn (TlGame *game)
{
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  g_autoptr (GError) error = NULL;
  const TlPlacement *place;

  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_assert_true (tl_game_place (game, place->x, place->y, place->r, &error));
  g_assert_no_error (error);
  g_assert_true (tl_game_confirm (game, &error));
  g_assert_no_error (error);
}

typedef struct {
  const char *path;
  const char *sql;
  gint64 value;
} Query;

static gboolean
query_is (gpointer data)
{
  Query *query = data;

  return st_query_int (query->path, query->sql) == query->value;
}

/* Waits until @sql on the library answers @value. */
static void
wait_query (Fixture *f, const char *sql, gint64 value)
{
  Query query = { f->path, sql, value };

  g_assert_true (wait_for (query_is, &query, 20));
}

typedef struct {
  const char *path;
  const char *text;
} Picture;

static gboolean
picture_is (gpointer data)
{
  Picture *picture = data;
  g_autofree char *stored = st_query_text (picture->path, "SELECT thumbnail FROM saved_games");

  return g_strcmp0 (stored, picture->text) == 0;
}

static void
wait_picture (Fixture *f, const char *text)
{
  Picture picture = { f->path, text };

  g_assert_true (wait_for (picture_is, &picture, 20));
}

/* Lets the store and the worker threads finish what they were given. */
static void
settle (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  /* a query on the store's queue answers after every save queued before it */
  g_auto (GStrv) names = tl_store_list_player_names (tl_library_get_store (f->library), &error);

  g_assert_no_error (error);
  g_assert_nonnull (names);
  for (guint i = 0; i < 200; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
test_autosave (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (7);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (TlSession) session = tl_session_new (f->library);
  g_autofree char *stored = NULL;

  g_assert_false (tl_session_get_saved (session));
  /* a new game: kept at once, before its first turn, with its picture */
  tl_session_play (session, game, TL_SESSION_NEW);
  g_assert_true (tl_session_get_saved (session));
  g_assert_true (tl_session_get_game (session) == game);
  wait_query (f, "SELECT turns FROM saved_games", 0);
  wait_picture (f, "turns=000");

  /* every confirmed turn, at once; the picture of the last one stays */
  for (guint i = 0; i < 5; i++)
    play_turn (game);
  wait_query (f, "SELECT turns FROM saved_games", 5);
  settle (f);
  wait_picture (f, "turns=005");
  /* a placement not confirmed saves nothing */
  {
    g_autoptr (GArray) placements = tl_game_legal_placements (game);
    const TlPlacement *place = &g_array_index (placements, TlPlacement, 0);

    g_assert_true (tl_game_place (game, place->x, place->y, place->r, NULL));
    settle (f);
    g_assert_cmpint (st_query_int (f->path, "SELECT turns FROM saved_games"), ==, 5);
    g_assert_true (tl_game_take_back (game));
  }
  /* an undo is saved too */
  g_assert_true (tl_game_undo (game));
  wait_query (f, "SELECT turns FROM saved_games", 4);
  settle (f);
  wait_picture (f, "turns=004");
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 1);

  /* the record stored is the game's */
  stored = st_query_text (f->path, "SELECT id FROM saved_games");
  g_assert_cmpstr (stored, ==, record->id);

  /* a game of the library is not stored again until it changes */
  tl_session_play (session, NULL, TL_SESSION_NEW);
  g_assert_false (tl_session_get_saved (session));
  tl_session_play (session, game, TL_SESSION_LIBRARY);
  g_assert_true (tl_session_get_saved (session));
  play_turn (game);
  wait_query (f, "SELECT turns FROM saved_games", 5);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static gboolean
save_failed (gpointer session)
{
  return tl_session_get_save_error (session) != NULL;
}

static gboolean
saved_again (gpointer session)
{
  return tl_session_get_saved (session);
}

/* A save that fails (a trigger refuses it, as a full disk would) */
static void
test_save_fails (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (11);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (TlSession) session = tl_session_new (f->library);
  guint errors = 0, saved = 0;

  g_signal_connect (session, "notify::save-error", G_CALLBACK (count_notify), &errors);
  g_signal_connect (session, "notify::saved", G_CALLBACK (count_notify), &saved);
  tl_session_play (session, game, TL_SESSION_NEW);
  play_turn (game);
  wait_query (f, "SELECT turns FROM saved_games", 1);
  settle (f);
  g_assert_null (tl_session_get_save_error (session));

  st_exec (f->path, "CREATE TRIGGER refuse BEFORE UPDATE ON saved_games "
                    "BEGIN SELECT RAISE (ABORT, 'the disk is full'); END");
  errors = saved = 0;
  play_turn (game);
  g_assert_true (wait_for (save_failed, session, 20));
  g_assert_nonnull (strstr (tl_session_get_save_error (session)->message, f->path));
  g_assert_false (tl_session_get_saved (session));
  g_assert_cmpuint (errors, >=, 1);
  g_assert_cmpuint (saved, ==, 1);
  g_assert_cmpint (st_query_int (f->path, "SELECT turns FROM saved_games"), ==, 1);

  /* tried again after the next change; the error goes when it succeeds */
  st_exec (f->path, "DROP TRIGGER refuse");
  play_turn (game);
  g_assert_true (wait_for (saved_again, session, 20));
  g_assert_null (tl_session_get_save_error (session));
  g_assert_cmpuint (saved, ==, 2);
  wait_query (f, "SELECT turns FROM saved_games", 3);
}

/* A game of two people, played @turns turns. */
static TlRecord *
played (guint64 seed, guint turns)
{
  static const char * const seats[] = { "Ana", "Bogdan", NULL };
  TlGameState *state = st_play_game ("carcassonne", seed, seats, turns);
  TlRecord *record = tl_record_copy (tl_game_state_record (state));

  for (guint i = 0; i < record->players->len; i++)
    {
      g_array_index (record->players, TlPlayerInfo, i).kind = TL_PLAYER_HUMAN;
      g_array_index (record->players, TlPlayerInfo, i).level = -1;
    }
  tl_game_state_free (state);
  return record;
}

static void
on_finished (TlSession *session, const char *id, char **finished)
{
  g_free (*finished);
  *finished = g_strdup (id);
}

static gboolean
string_set (gpointer data)
{
  return *(char **) data != NULL;
}

static void
test_finish_to_history (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = played (21, G_MAXUINT);
  g_autoptr (TlGame) game = NULL;
  g_autoptr (TlSession) session = tl_session_new (f->library);
  g_autofree char *finished = NULL;
  g_autofree char *sql = NULL;

  /* four turns before the end */
  g_array_set_size (record->turns, record->turns->len - 4);
  game = new_game (record);
  g_signal_connect (session, "finished", G_CALLBACK (on_finished), &finished);
  tl_session_play (session, game, TL_SESSION_NEW);
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    play_turn (game);
  g_assert_true (wait_for (string_set, &finished, 20));
  g_assert_cmpstr (finished, ==, record->id);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 0);
  sql = g_strdup_printf ("SELECT turns FROM finished_games WHERE id = '%s'", record->id);
  g_assert_cmpint (st_query_int (f->path, sql), ==, tl_game_get_record (game)->turns->len);
  g_assert_true (tl_session_get_saved (session));
}

/* The session goes while its picture is drawn: the picture is stored. */
static void
test_orphan_picture (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (12);
  g_autoptr (TlGame) game = new_game (record);
  TlSession *session = tl_session_new (f->library);

  tl_session_play (session, game, TL_SESSION_NEW);
  wait_picture (f, "turns=000");
  play_turn (game);
  play_turn (game);
  g_assert_finalize_object (session);
  wait_query (f, "SELECT turns FROM saved_games", 2);
  wait_picture (f, "turns=002");
}

typedef struct {
  TlSessionFile *file;
  GError *error;
  gboolean done;
} Opened;

static void
on_opened (GObject *source, GAsyncResult *result, gpointer data)
{
  Opened *opened = data;

  opened->file = tl_session_open_file_finish (TL_SESSION (source), result, &opened->error);
  opened->done = TRUE;
}

static gboolean
opened_done (gpointer data)
{
  return ((Opened *) data)->done;
}

/* Opens @record written to a file @name in the session; the file unchanged. */
static TlSessionFile *
open_record (Fixture *f, TlSession *session, const TlRecord *record, const char *name)
{
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *checksum = NULL;
  Opened opened = { 0 };

  g_assert_true (tl_record_format_save_file (record, path, &error));
  checksum = st_checksum (path);
  tl_session_open_file_async (session, file, NULL, on_opened, &opened);
  g_assert_true (wait_for (opened_done, &opened, 30));
  g_assert_no_error (opened.error);
  g_assert_nonnull (opened.file);
  {
    g_autofree char *after = st_checksum (path);

    g_assert_cmpstr (after, ==, checksum);
  }
  return opened.file;
}

typedef struct {
  TlRecord *record;
  GError *error;
  gboolean done;
} Loaded;

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Loaded *loaded = data;

  loaded->record = tl_session_load_finish (TL_SESSION (source), result, &loaded->error);
  loaded->done = TRUE;
}

static void
on_reloaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Loaded *loaded = data;

  loaded->record = tl_session_reload_finish (TL_SESSION (source), result, &loaded->error);
  loaded->done = TRUE;
}

static gboolean
loaded_done (gpointer data)
{
  return ((Loaded *) data)->done;
}

/* Loads @id in @session and plays it from the library. */
static TlGame *
resume (TlSession *session, const char *id)
{
  Loaded loaded = { 0 };
  TlGame *game;

  tl_session_load_async (session, id, NULL, on_loaded, &loaded);
  g_assert_true (wait_for (loaded_done, &loaded, 20));
  g_assert_no_error (loaded.error);
  game = new_game (loaded.record);
  tl_record_free (loaded.record);
  tl_session_play (session, game, TL_SESSION_LIBRARY);
  return game;
}

static TlRecord *
first_turns (const TlRecord *record, guint turns)
{
  TlRecord *copy = tl_record_copy (record);

  g_array_set_size (copy->turns, turns);
  return copy;
}

/* The store's rules for a file (issue 20 and 26), as a player meets them. */
static void
test_open_file (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) full = played (31, 10);
  g_autoptr (TlRecord) six = first_turns (full, 6);
  g_autoptr (TlRecord) four = first_turns (full, 4);
  g_autoptr (TlRecord) other = played (32, 8);
  g_autoptr (TlRecord) finished = played (33, G_MAXUINT);
  g_autoptr (TlSession) session = tl_session_new (f->library);
  g_autoptr (TlGame) game = NULL;
  TlSessionFile *opened;
  g_autofree char *sql = g_strdup_printf ("SELECT turns FROM saved_games WHERE id = '%s'", full->id);

  /* a new game: imported, played from the library, saved again with its picture */
  opened = open_record (f, session, six, "game.tilelands");
  g_assert_null (opened->record);
  g_assert_cmpstr (opened->id, ==, full->id);
  g_assert_false (opened->finished);
  g_assert_false (opened->updated);
  g_assert_false (opened->kept);
  g_assert_null (opened->copy_of);
  tl_session_file_free (opened);
  g_assert_null (st_query_text (f->path, "SELECT thumbnail FROM saved_games"));
  game = resume (session, full->id);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 6);
  wait_picture (f, "turns=006");

  /* an older copy (its turns the first of the library's): the library's kept */
  opened = open_record (f, session, four, "older.tilelands");
  g_assert_true (opened->kept);
  g_assert_true (opened->updated);
  g_assert_false (opened->finished);
  g_assert_cmpstr (opened->id, ==, full->id);
  tl_session_file_free (opened);
  settle (f);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 6);

  /* a file further on the same turns: taken; the session reloads it */
  opened = open_record (f, session, full, "further.tilelands");
  g_assert_false (opened->kept);
  g_assert_true (opened->updated);
  g_assert_null (opened->copy_of);
  tl_session_file_free (opened);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 10);
  {
    Loaded loaded = { 0 };
    g_autoptr (TlGame) further = NULL;

    tl_session_reload_async (session, NULL, on_reloaded, &loaded);
    g_assert_true (wait_for (loaded_done, &loaded, 20));
    g_assert_no_error (loaded.error);
    g_assert_nonnull (loaded.record);
    g_assert_cmpuint (loaded.record->turns->len, ==, 10);
    further = new_game (loaded.record);
    tl_record_free (loaded.record);
    /* saved again at once, with its picture */
    tl_session_play (session, further, TL_SESSION_LIBRARY);
    wait_picture (f, "turns=010");
    /* nothing further now: nothing to reload */
    loaded = (Loaded) { 0 };
    tl_session_reload_async (session, NULL, on_reloaded, &loaded);
    g_assert_true (wait_for (loaded_done, &loaded, 20));
    g_assert_no_error (loaded.error);
    g_assert_null (loaded.record);
  }

  /* another game under the same id: it joins beside the saved game */
  g_free (other->id);
  other->id = g_strdup (full->id);
  opened = open_record (f, session, other, "Sunday.tilelands");
  g_assert_cmpstr (opened->copy_of, ==, full->id);
  g_assert_cmpstr (opened->id, !=, full->id);
  g_assert_cmpstr (opened->title, ==, "Sunday (copy)");
  g_assert_false (opened->finished);
  tl_session_file_free (opened);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 2);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 10);

  /* a finished game: in the History */
  opened = open_record (f, session, finished, "finished.tilelands");
  g_assert_true (opened->finished);
  g_assert_false (opened->kept);
  g_assert_cmpstr (opened->id, ==, finished->id);
  tl_session_file_free (opened);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_games"), ==, 1);
}

/* Without a library a file is read as 0.1.0 did; a broken one says why. */
static void
test_open_file_without_library (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = played (34, 5);
  g_autoptr (TlSession) session = tl_session_new (NULL);
  g_autofree char *broken = g_build_filename (f->dir, "broken.tilelands", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (broken);
  TlSessionFile *opened = open_record (f, session, record, "game.tilelands");
  Opened failed = { 0 };

  g_assert_nonnull (opened->record);
  g_assert_null (opened->id);
  g_assert_cmpstr (opened->record->id, ==, record->id);
  g_assert_cmpuint (opened->record->turns->len, ==, 5);
  tl_session_file_free (opened);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 0);

  g_assert_true (g_file_set_contents (broken, "{ \"format\": ", -1, NULL));
  tl_session_open_file_async (session, file, NULL, on_opened, &failed);
  g_assert_true (wait_for (opened_done, &failed, 20));
  g_assert_null (failed.file);
  g_assert_nonnull (failed.error);
  g_assert_nonnull (strstr (failed.error->message, "broken.tilelands"));
  g_clear_error (&failed.error);
}

/* A file given while the library opens waits for it, and is imported. */
static void
test_open_file_while_opening (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = played (35, 3);
  g_autofree char *path = g_build_filename (f->dir, "game.tilelands", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlSession) session = NULL;
  Opened opened = { 0 };

  g_assert_true (tl_record_format_save_file (record, path, NULL));
  tl_library_close (f->library);
  g_clear_object (&f->library);
  library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  session = tl_session_new (library);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPENING);
  tl_session_open_file_async (session, file, NULL, on_opened, &opened);
  g_assert_true (wait_for (opened_done, &opened, 20));
  g_assert_no_error (opened.error);
  g_assert_null (opened.file->record);
  g_assert_cmpstr (opened.file->id, ==, record->id);
  tl_session_file_free (opened.file);
  g_assert_cmpint (st_query_int (f->path, "SELECT turns FROM saved_games"), ==, 3);
  f->library = g_steal_pointer (&library);
}

/* A refused library: nothing saved, `saved` FALSE; a new library started in
 * its place (the old file kept): the game is saved into it at once. */
static void
test_refused_library (Fixture *f, gconstpointer data)
{
  static const char junk[] = "SQLite? No: a shopping list.";
  g_autoptr (TlRecord) record = new_record (9);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (TlSession) session = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *moved = NULL;
  guint saved = 0;

  tl_library_close (f->library);
  g_clear_object (&f->library);
  g_assert_true (g_file_set_contents (f->path, junk, -1, NULL));
  before = st_checksum (f->path);
  f->library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  tl_library_set_thumbnail_func (f->library, fake_thumbnail);
  g_assert_true (wait_for (library_settled, f->library, 20));
  g_assert_true (tl_library_is_refused (f->library));

  session = tl_session_new (f->library);
  g_signal_connect (session, "notify::saved", G_CALLBACK (count_notify), &saved);
  tl_session_play (session, game, TL_SESSION_NEW);
  play_turn (game);
  play_turn (game);
  g_assert_false (tl_session_get_saved (session));
  g_assert_null (tl_session_get_save_error (session));
  {
    g_autofree char *now = st_checksum (f->path);

    g_assert_cmpstr (now, ==, before);
  }

  g_assert_true (tl_library_move_aside (f->library, &moved, &error));
  g_assert_no_error (error);
  g_assert_true (wait_for (library_settled, f->library, 20));
  g_assert_true (tl_session_get_saved (session));
  g_assert_cmpuint (saved, ==, 1);
  wait_query (f, "SELECT turns FROM saved_games", 2);
  wait_picture (f, "turns=002");
  {
    g_autofree char *kept = st_checksum (moved);

    g_assert_cmpstr (kept, ==, before);
  }
}

/* A library opened read-only keeps nothing; `saved` stays FALSE. */
static void
test_read_only_library (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = new_record (10);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (TlSession) session = NULL;

  tl_library_close (f->library);
  g_clear_object (&f->library);
  f->library = tl_library_new (f->path, TL_STORE_OPEN_READ_ONLY);
  g_assert_true (wait_for (library_settled, f->library, 20));
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  session = tl_session_new (f->library);
  tl_session_play (session, game, TL_SESSION_NEW);
  play_turn (game);
  play_turn (game);
  g_assert_false (tl_session_get_saved (session));
  g_assert_null (tl_session_get_save_error (session));
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 0);
}

typedef struct {
  const char *name;
  const char *game;
  const char *map;
  gboolean gifts, chips, equal_turns, double_tile;
} GameKind;

/* Every game kind the app offers (tests/ui/test-saves.c plays one through the
 * window): the record as the new-game window makes it. */
static const GameKind kinds[] = {
  { "carcassonne", "carcassonne", NULL, FALSE, FALSE, FALSE, FALSE },
  { "gifts", "carcassonne", NULL, TRUE, FALSE, FALSE, FALSE },
  { "discovery", "discovery", NULL, FALSE, FALSE, FALSE, FALSE },
  { "discovery-equal-turns", "discovery", NULL, FALSE, FALSE, TRUE, FALSE },
  { "discovery-double-tile", "discovery", NULL, FALSE, FALSE, FALSE, TRUE },
  { "discovery-both-variants", "discovery", NULL, FALSE, FALSE, TRUE, TRUE },
  { "usa-west-map-chips", "carcassonne", "usa-west", FALSE, TRUE, FALSE, FALSE },
  { "usa-east-map-chips", "carcassonne", "usa-east", FALSE, TRUE, FALSE, FALSE },
  { "usa-both-map-chips", "carcassonne", "usa-both", FALSE, TRUE, FALSE, FALSE },
};

static TlRecord *
kind_record (const GameKind *kind, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = NULL;
  TlMapLayout *layout = NULL;
  TlRecord *record;

  if (kind->map != NULL)
    {
      layout = tl_map_format_load_builtin (kind->map, &error);
      g_assert_no_error (error);
    }
  if (g_strcmp0 (kind->game, "discovery") == 0)
    tileset = tl_tileset_format_load_builtin ("discovery", &error);
  else
    tileset = tl_tileset_format_load_map_deck (layout, layout != NULL ? FALSE : TRUE, &error);
  g_assert_no_error (error);
  record = tl_record_new (kind->game, tileset);
  tl_record_set_new_id (record);
  record->options.equal_turns = kind->equal_turns;
  record->options.double_tile = kind->double_tile;
  if (g_strcmp0 (kind->game, "carcassonne") == 0)
    record->options.farmers = TRUE;
  if (kind->gifts)
    g_ptr_array_add (record->expansions, g_strdup ("gifts"));
  if (layout != NULL)
    {
      record->map = g_strdup (kind->map);
      record->map_layout = layout;
      if (kind->chips)
        g_ptr_array_add (record->expansions, g_strdup ("map-chips"));
    }
  record->seed = (gint64) seed;
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (record, "Computer", "blue", TL_PLAYER_AI, 0);
  return record;
}

/* A game of every kind, played a few turns, written as Export… writes it and
 * opened as Load Game… opens it without a library: the same record text
 * (seed included), turn, player and scores; it plays on. */
static void
test_save_and_load (gconstpointer data)
{
  const GameKind *kind = data;
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.tilelands", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TlRecord) record = kind_record (kind, 4242);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (TlGame) loaded = NULL;
  g_autoptr (TlSession) session = tl_session_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Opened opened = { 0 };

  for (guint i = 0; i < 4 && tl_game_get_phase (game) != TL_PHASE_OVER; i++)
    g_assert_true (tl_game_play_ai_turn (game));
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, >=, 4);
  g_assert_true (tl_record_format_save_file (tl_game_get_record (game), path, &error));
  g_assert_no_error (error);
  tl_session_open_file_async (session, file, NULL, on_opened, &opened);
  g_assert_true (wait_for (opened_done, &opened, 20));
  g_assert_no_error (opened.error);
  g_assert_nonnull (opened.file->record);
  g_assert_cmpint (opened.file->record->seed, ==, 4242);
  loaded = new_game (opened.file->record);
  tl_session_file_free (opened.file);
  tl_session_play (session, loaded, TL_SESSION_NEW);
  g_assert_false (tl_session_get_saved (session));
  before = tl_record_format_to_data (tl_game_get_record (game), NULL);
  after = tl_record_format_to_data (tl_game_get_record (loaded), NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (tl_game_get_current_player (loaded), ==, tl_game_get_current_player (game));
  g_assert_cmpint (tl_game_get_current_tile (loaded), ==, tl_game_get_current_tile (game));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (loaded, p)->score, ==, tl_game_player_state (game, p)->score);
  /* it plays on: the same tile in hand, the same places for it */
  {
    g_autoptr (GArray) saved_places = tl_game_legal_placements (game);
    g_autoptr (GArray) loaded_places = tl_game_legal_placements (loaded);

    g_assert_cmpuint (loaded_places->len, ==, saved_places->len);
    g_assert_cmpuint (loaded_places->len, >, 0);
  }
  g_assert_true (tl_game_play_ai_turn (loaded));
  g_assert_cmpuint (tl_game_get_record (loaded)->turns->len, ==, tl_game_get_record (game)->turns->len + 1);
  st_remove_tree (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/session/autosave", test_autosave);
  ADD ("/session/save-fails", test_save_fails);
  ADD ("/session/finish-to-history", test_finish_to_history);
  ADD ("/session/orphan-picture", test_orphan_picture);
  ADD ("/session/open-file", test_open_file);
  ADD ("/session/open-file-without-library", test_open_file_without_library);
  ADD ("/session/open-file-while-opening", test_open_file_while_opening);
  ADD ("/session/refused-library", test_refused_library);
  ADD ("/session/read-only-library", test_read_only_library);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/save-and-load/%s", kinds[i].name);

      g_test_add_data_func (path, &kinds[i], test_save_and_load);
    }
#undef ADD
  return g_test_run ();
}
