/* test-store-games.c — every table's round trip on a real temporary database:
 * saved games (autosave, rename, delete), finishing into the history (seats,
 * places, breakdown), importing and exporting records (same id updates), the
 * history's filters, statistics checked against sums made here from the game
 * states, user tile sets and map layouts, exporting and importing the library
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <math.h>
#include <sqlite3.h>
#include <string.h>

#include "config.h"
#include "store-test-util.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

typedef struct {
  char *dir;
  char *path;
  TlStore *store;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static const char * const two_seats[] = { "Ana", "*Computer", NULL };

static char *
file_in (Fixture *f, const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

static void
save (Fixture *f, TlGameState *state)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tl_store_save_game (f->store, state, NULL, &error));
  g_assert_no_error (error);
}

static GPtrArray *
saved_games (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *list = tl_store_list_saved_games (f->store, &error);

  g_assert_no_error (error);
  return list;
}

static GPtrArray *
history (Fixture *f, const TlHistoryFilter *filter)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *list = tl_store_list_history (f->store, filter, &error);

  g_assert_no_error (error);
  return list;
}

/* The seats of @info are those of @state: names, kinds, scores (and places). */
static void
assert_seats (const TlStoreGameInfo *info,
              const TlGameState     *state,
              gboolean               finished)
{
  const TlRecord *record = tl_game_state_record (state);

  g_assert_cmpuint (info->seats->len, ==, tl_game_state_n_players (state));
  for (guint i = 0; i < info->seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (info->seats, TlStoreSeat, i);
      const TlPlayerInfo *player = &g_array_index (record->players, TlPlayerInfo, i);
      guint place = 1;

      for (guint j = 0; j < info->seats->len; j++)
        if (tl_game_state_player (state, j)->score > tl_game_state_player (state, i)->score)
          place++;
      g_assert_cmpstr (seat->name, ==, player->name);
      g_assert_cmpstr (seat->color, ==, player->color);
      g_assert_cmpint (seat->kind, ==, player->kind);
      g_assert_cmpint (seat->level, ==, player->kind == TL_PLAYER_AI ? player->level : -1);
      g_assert_cmpint (seat->score, ==, tl_game_state_player (state, i)->score);
      g_assert_cmpuint (seat->place, ==, finished ? place : 0);
    }
}

/* The breakdown of each seat adds up to its score and equals the events' sums. */
static void
assert_breakdown (const TlStoreGameInfo *info,
                  const TlGameState     *state)
{
  const GArray *events = tl_game_state_events (state);

  for (guint i = 0; i < info->seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (info->seats, TlStoreSeat, i);
      gint total = 0;

      g_assert_nonnull (seat->points);
      for (guint k = 0; k < seat->points->len; k++)
        {
          const TlStorePoints *p = &g_array_index (seat->points, TlStorePoints, k);
          gint expected = 0;

          for (guint e = 0; e < events->len; e++)
            {
              const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, e);
              if (strcmp (tl_replay_event_kind_name (event), p->kind) == 0)
                expected += event->points[i];
            }
          g_assert_cmpint (p->points, ==, expected);
          g_assert_cmpint (p->points, !=, 0);
          total += p->points;
        }
      g_assert_cmpint (total, ==, seat->score);
    }
}

static void
test_saved_round_trip (Fixture *f, gconstpointer data)
{
  TlGameState *state = st_play_game ("carcassonne", 7, two_seats, 10);
  const char *id = tl_game_state_record (state)->id;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GBytes) picture = g_bytes_new_static ("\x89PNG fake", 9);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected_text = NULL;
  g_autofree char *loaded_text = NULL;
  TlStoreGameInfo *info;
  gint64 started, played;

  g_assert_true (tl_store_save_game (f->store, state, picture, &error));
  g_assert_no_error (error);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 1);
  info = list->pdata[0];
  g_assert_cmpstr (info->id, ==, id);
  g_assert_cmpstr (info->game, ==, "carcassonne");
  g_assert_cmpstr (info->tileset, ==, "carcassonne-base");
  g_assert_cmpuint (g_strv_length (info->expansions), ==, 0);
  g_assert_null (info->map);
  g_assert_cmpstr (info->options, ==, "{\"farmers\":true,\"small-city-two\":false}");
  g_assert_null (info->title);
  g_assert_cmpuint (info->turns, ==, 10);
  g_assert_cmpuint (info->tiles_left, ==, tl_game_state_tiles_left (state));
  g_assert_cmpint (info->finished, ==, 0);
  g_assert_cmpstr (info->app_version, ==, PACKAGE_VERSION);
  g_assert_true (g_bytes_equal (info->thumbnail, picture));
  g_assert_cmpint (info->started, ==, info->last_played);
  g_assert_cmpint (llabs (info->started - g_get_real_time ()), <, 60 * G_USEC_PER_SEC);
  assert_seats (info, state, FALSE);
  started = info->started;
  played = info->last_played;

  /* the record comes back equal */
  loaded = tl_store_load_record (f->store, id, &error);
  g_assert_no_error (error);
  expected_text = tl_record_format_to_data (tl_game_state_record (state), NULL);
  loaded_text = tl_record_format_to_data (loaded, NULL);
  g_assert_cmpstr (loaded_text, ==, expected_text);

  /* renamed, then autosaved after more turns: one row, title and start kept,
   * the picture kept when none is given */
  g_assert_true (tl_store_rename_game (f->store, id, "  Sunday game ", &error));
  g_assert_no_error (error);
  g_usleep (2000);
  st_play_on (state, 8, 5);
  save (f, state);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 1);
  info = list->pdata[0];
  g_assert_cmpstr (info->title, ==, "Sunday game");
  g_assert_cmpuint (info->turns, ==, 15);
  g_assert_cmpint (info->started, ==, started);
  g_assert_cmpint (info->last_played, >, played);
  g_assert_true (g_bytes_equal (info->thumbnail, picture));
  assert_seats (info, state, FALSE);

  /* one game: with its breakdown */
  {
    g_autoptr(TlStoreGameInfo) one = tl_store_get_game (f->store, id, &error);

    g_assert_no_error (error);
    assert_breakdown (one, state);
  }

  /* the newest first */
  {
    TlGameState *other = st_play_game ("discovery", 3, two_seats, 4);

    save (f, other);
    g_clear_pointer (&list, g_ptr_array_unref);
    list = saved_games (f);
    g_assert_cmpuint (list->len, ==, 2);
    g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[0])->id, ==,
                     tl_game_state_record (other)->id);
    g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[0])->game, ==, "discovery");
    g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[1])->id, ==, id);
    tl_game_state_free (other);
  }

  /* deleted: gone; deleting again is not found */
  g_assert_true (tl_store_delete_game (f->store, id, &error));
  g_assert_no_error (error);
  g_assert_false (tl_store_delete_game (f->store, id, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (tl_store_load_record (f->store, id, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 1);
  tl_game_state_free (state);
}

static void
test_finish (Fixture *f, gconstpointer data)
{
  static const char * const three[] = { "Ana", "Bogdan", "*Computer", NULL };
  TlGameState *state = st_play_game ("carcassonne", 21, three, 30);
  const char *id = tl_game_state_record (state)->id;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStoreGameInfo) one = NULL;
  gint64 started;
  TlStoreGameInfo *info;

  save (f, state);
  g_assert_true (tl_store_rename_game (f->store, id, "Rematch", &error));
  g_assert_no_error (error);
  list = saved_games (f);
  started = ((TlStoreGameInfo *) list->pdata[0])->started;
  g_clear_pointer (&list, g_ptr_array_unref);

  st_play_on (state, 22, G_MAXUINT);
  g_assert_cmpint (tl_game_state_phase (state), ==, TL_PHASE_OVER);
  save (f, state);

  /* it left the saved games in the same transaction it joined the history */
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  info = list->pdata[0];
  g_assert_cmpstr (info->id, ==, id);
  g_assert_cmpstr (info->title, ==, "Rematch");
  g_assert_cmpint (info->started, ==, started);
  g_assert_cmpint (info->finished, >=, started);
  g_assert_cmpint (info->last_played, ==, info->finished);
  g_assert_cmpuint (info->turns, ==, tl_game_state_record (state)->turns->len);
  g_assert_cmpuint (info->tiles_left, ==, 0);
  g_assert_null (info->thumbnail);
  assert_seats (info, state, TRUE);
  for (guint i = 0; i < info->seats->len; i++)
    g_assert_null (g_array_index (info->seats, TlStoreSeat, i).points);

  one = tl_store_get_game (f->store, id, &error);
  g_assert_no_error (error);
  assert_seats (one, state, TRUE);
  assert_breakdown (one, state);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 3);

  /* a finished game is not saved back as unfinished */
  {
    g_autoptr(TlRecord) shorter = tl_record_copy_header (tl_game_state_record (state));
    TlGameState *again = tl_game_state_new (shorter, &error);

    g_assert_no_error (error);
    g_assert_false (tl_store_save_game (f->store, again, NULL, &error));
    g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_FINISHED);
    g_clear_error (&error);
    tl_game_state_free (again);
  }
  /* saving the finished game again updates it: still one row, three seats */
  save (f, state);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 3);

  /* deleting it takes its record and seats along */
  g_assert_true (tl_store_delete_game (f->store, id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 0);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_records"), ==, 0);
  tl_game_state_free (state);
}

static void
test_no_id (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  TlGameState *state = st_play_game ("carcassonne", 5, two_seats, 2);
  g_autoptr(TlRecord) header = tl_record_copy_header (tl_game_state_record (state));
  TlGameState *anonymous;

  g_clear_pointer (&header->id, g_free);
  anonymous = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_false (tl_store_save_game (f->store, anonymous, NULL, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the game has no id: it cannot be stored in the library");
  tl_game_state_free (anonymous);
  tl_game_state_free (state);
}

/* Writes @state's record to @name in the fixture's folder; returns the path. */
static char *
write_record (Fixture           *f,
              const char        *name,
              const TlGameState *state)
{
  g_autoptr(GError) error = NULL;
  char *path = file_in (f, name);

  g_assert_true (tl_record_format_save_file (tl_game_state_record (state), path, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_import_export (Fixture *f, gconstpointer data)
{
  TlGameState *state = st_play_game ("carcassonne", 41, two_seats, 12);
  g_autofree char *id = g_strdup (tl_game_state_record (state)->id);
  g_autofree char *part = write_record (f, "part.tilelands", state);
  g_autofree char *whole = NULL;
  g_autofree char *out = file_in (f, "out.tilelands");
  g_autofree char *original = NULL;
  g_autofree char *exported = NULL;
  g_autoptr(TlStoreImport) done = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  /* an unfinished game joins the saved games */
  done = tl_store_import_file (f->store, part, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (done->id, ==, id);
  g_assert_false (done->finished);
  g_assert_false (done->updated);
  g_assert_false (done->kept);
  g_clear_pointer (&done, tl_store_import_free);

  /* exported unchanged, byte for byte */
  g_assert_true (tl_store_export_game (f->store, id, out, TL_STORE_EXPORT_NEW, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (part, &original, NULL, NULL));
  g_assert_true (g_file_get_contents (out, &exported, NULL, NULL));
  g_assert_cmpstr (exported, ==, original);
  /* never over a file that exists, unless asked to */
  {
    g_autofree char *message = g_strdup_printf ("%s: the file exists already: choose a new name", out);
    g_autofree char *after = NULL;

    g_assert_true (g_file_set_contents (out, "mine", -1, NULL));
    g_assert_false (tl_store_export_game (f->store, id, out, TL_STORE_EXPORT_NEW, &error));
    g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_FAILED);
    g_assert_cmpstr (error->message, ==, message);
    g_clear_error (&error);
    g_assert_true (g_file_get_contents (out, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, "mine");
    g_assert_true (tl_store_export_game (f->store, id, out, TL_STORE_EXPORT_REPLACE, &error));
    g_assert_no_error (error);
  }

  /* the finished game of the same id updates it: it moves to the history */
  st_play_on (state, 42, G_MAXUINT);
  whole = write_record (f, "whole.tilelands", state);
  done = tl_store_import_file (f->store, whole, &error);
  g_assert_no_error (error);
  g_assert_true (done->finished);
  g_assert_true (done->updated);
  g_assert_false (done->kept);
  g_clear_pointer (&done, tl_store_import_free);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  /* the replay's end-of-game scoring gives the same scores as the game had */
  assert_seats (list->pdata[0], state, TRUE);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* again: still one game; and the unfinished copy leaves the finished one alone */
  done = tl_store_import_file (f->store, whole, &error);
  g_assert_no_error (error);
  g_assert_true (done->updated);
  g_clear_pointer (&done, tl_store_import_free);
  done = tl_store_import_file (f->store, part, &error);
  g_assert_no_error (error);
  g_assert_true (done->kept);
  g_assert_true (done->finished);
  g_clear_pointer (&done, tl_store_import_free);
  list = history (f, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 2);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 0);

  /* an edited copy of the finished game (a colour changed by hand) does not
   * rewrite the history: kept, the history's text unchanged */
  {
    g_autofree char *text = NULL;
    g_autofree char *edited_path = file_in (f, "edited.tilelands");
    g_autofree char *kept = NULL;
    g_autoptr(GString) edited = NULL;

    g_assert_true (g_file_get_contents (whole, &text, NULL, NULL));
    edited = g_string_new (text);
    g_assert_cmpuint (g_string_replace (edited, "\"blue\"", "\"#00ff00\"", 1), ==, 1);
    g_assert_true (g_file_set_contents (edited_path, edited->str, -1, NULL));
    g_clear_pointer (&done, tl_store_import_free);
    done = tl_store_import_file (f->store, edited_path, &error);
    g_assert_no_error (error);
    g_assert_true (done->finished);
    g_assert_true (done->updated);
    g_assert_true (done->kept);
    g_assert_true (tl_store_export_game (f->store, id, out, TL_STORE_EXPORT_REPLACE, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (out, &kept, NULL, NULL));
    g_assert_cmpstr (kept, ==, text);
    g_clear_pointer (&done, tl_store_import_free);
    /* the same text again is the same game: not "kept" */
    done = tl_store_import_file (f->store, whole, &error);
    g_assert_no_error (error);
    g_assert_true (done->updated);
    g_assert_false (done->kept);
  }

  /* unknown ids */
  g_assert_false (tl_store_export_game (f->store, "00000000-0000-4000-8000-000000000000", out,
                                        TL_STORE_EXPORT_REPLACE, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  tl_game_state_free (state);
}

/* A record without an id (0.1.0) gets one from its contents: the same file
 * twice is one game. */
static void
test_import_without_id (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", "record-valid.tilelands", NULL);
  g_autoptr(TlStoreImport) first = NULL;
  g_autoptr(TlStoreImport) second = NULL;
  g_autoptr(TlRecord) stored = NULL;
  g_autoptr(GError) error = NULL;

  first = tl_store_import_file (f->store, path, &error);
  g_assert_no_error (error);
  g_assert_true (g_uuid_string_is_valid (first->id));
  g_assert_cmpint (first->id[14], ==, '5');
  second = tl_store_import_file (f->store, path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (second->id, ==, first->id);
  g_assert_true (second->updated);
  /* stored with that id written in */
  stored = tl_store_load_record (f->store, first->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (stored->id, ==, first->id);
}

/* A file that does not load is refused with the message loading it gives. */
static void
assert_import_refused (Fixture    *f,
                       const char *fixture)
{
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", fixture, NULL);
  g_autoptr(GError) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) result = tl_replay_file (path, FALSE, &expected);

  g_assert_null (result);
  g_assert_nonnull (expected);
  g_assert_null (tl_store_import_file (f->store, path, &error));
  g_assert_error (error, expected->domain, expected->code);
  g_assert_cmpstr (error->message, ==, expected->message);
}

static void
test_import_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) list = NULL;

  assert_import_refused (f, "record-missing-players.tilelands");
  assert_import_refused (f, "record-bad-id.tilelands");
  assert_import_refused (f, "record-not-json.tilelands");
  assert_import_refused (f, "record-illegal-placement.tilelands");
  assert_import_refused (f, "record-variant-wrong-game.tilelands");
  assert_import_refused (f, "no-such-file.tilelands");
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 0);
}

/* A player's view of an online game (docs/design.md §10) is no local game: Import
 * refuses it, and so does Continue, should one be in the saved games. */
static void
test_player_view_refused (Fixture *f, gconstpointer data)
{
  static const char message[] = "record-player-view.tilelands: a player's view of an online game "
                                "(of player 1): it cannot be loaded, imported or continued as a "
                                "local game";
  g_autofree char *path = g_build_filename (TL_TEST_FIXTURES, "bad", "record-player-view.tilelands",
                                            NULL);
  TlGameState *state = st_play_game ("carcassonne", 43, two_seats, 6);
  g_autoptr(TlRecord) view = tl_game_state_project (state, 1);
  g_autofree char *text = tl_record_format_to_data (view, NULL);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;
  sqlite3_stmt *stmt;

  g_assert_null (tl_store_import_file (f->store, path, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 0);

  /* Continue: a saved game whose record became a view (written by hand) */
  save (f, state);
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE saved_games SET record = ?1 WHERE id = ?2", -1,
                                       &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (stmt, 1, text, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, tl_game_state_record (state)->id, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  g_assert_null (tl_store_load_record (f->store, tl_game_state_record (state)->id, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
  g_assert_nonnull (strstr (error->message, ": a player's view of an online game (of player 2): it "
                                            "cannot be loaded, imported or continued as a local "
                                            "game"));
  tl_game_state_free (state);
}

/* Finished games for the filters and statistics: Ana (also as "ana") against
 * computers of levels 0 and 1, in both games. */
static GPtrArray *
finish_games (Fixture *f)
{
  static const char * const seats[][4] = {
    { "Ana", "*Level 1", NULL },
    { "ana ", "Bogdan", "*Level 1", NULL },
    { "Bogdan", "*Level 0", NULL },
    { "ANA", "*Level 0", "*Level 1", NULL },
  };
  GPtrArray *states = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_game_state_free);

  for (guint i = 0; i < 6; i++)
    {
      TlGameState *state = st_play_game (i % 3 == 2 ? "discovery" : "carcassonne", 100 + i,
                                         seats[i % 4], G_MAXUINT);

      save (f, state);
      g_ptr_array_add (states, state);
      g_usleep (1000);
    }
  return states;
}

static void
test_history_filter (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) states = finish_games (f);
  g_autoptr(GPtrArray) all = history (f, NULL);
  g_autoptr(GPtrArray) list = NULL;
  TlStoreGameInfo *newest = all->pdata[0], *oldest = all->pdata[5];

  g_assert_cmpuint (all->len, ==, 6);
  /* newest first */
  for (guint i = 0; i < 6; i++)
    g_assert_cmpstr (((TlStoreGameInfo *) all->pdata[i])->id, ==,
                     tl_game_state_record (states->pdata[5 - i])->id);
  for (guint i = 0; i + 1 < 6; i++)
    g_assert_cmpint (((TlStoreGameInfo *) all->pdata[i])->finished, >,
                     ((TlStoreGameInfo *) all->pdata[i + 1])->finished);

  list = history (f, &(TlHistoryFilter) { .game = "discovery" });
  g_assert_cmpuint (list->len, ==, 2);   /* games 2 and 5 */
  g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[0])->id, ==, tl_game_state_record (states->pdata[5])->id);
  g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[1])->id, ==, tl_game_state_record (states->pdata[2])->id);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* "Ana", "ana " and "ANA" are one player: games 0, 1, 3, 4, 5; names kept raw */
  list = history (f, &(TlHistoryFilter) { .player = "aNa" });
  g_assert_cmpuint (list->len, ==, 5);
  g_assert_cmpstr (g_array_index (((TlStoreGameInfo *) list->pdata[0])->seats, TlStoreSeat, 0).name,
                   ==, "ana ");
  g_assert_cmpstr (g_array_index (((TlStoreGameInfo *) list->pdata[2])->seats, TlStoreSeat, 0).name,
                   ==, "ANA");
  g_clear_pointer (&list, g_ptr_array_unref);

  list = history (f, &(TlHistoryFilter) { .player = "Ana", .game = "carcassonne" });
  g_assert_cmpuint (list->len, ==, 4);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, &(TlHistoryFilter) { .player = "Bogdan", .game = "discovery" });
  g_assert_cmpuint (list->len, ==, 2);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, &(TlHistoryFilter) { .player = "Nobody" });
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* dates: since is inclusive, until exclusive */
  list = history (f, &(TlHistoryFilter) { .since = newest->finished });
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, &(TlHistoryFilter) { .until = newest->finished });
  g_assert_cmpuint (list->len, ==, 5);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = history (f, &(TlHistoryFilter) { .since = oldest->finished + 1, .until = newest->finished,
                                          .game = "carcassonne" });
  g_assert_cmpuint (list->len, ==, 3);   /* games 1, 3, 4 */
  g_clear_pointer (&list, g_ptr_array_unref);

  /* the names for a filter: one spelling each, the newest, most games first */
  {
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) names = tl_store_list_player_names (f->store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_strv_length (names), ==, 4);
    g_assert_cmpstr (names[0], ==, "ana ");      /* 5 games, the spelling of game 5 */
    g_assert_cmpstr (names[1], ==, "Level 1");   /* 5 games */
    g_assert_cmpstr (names[2], ==, "Bogdan");    /* 3 */
    g_assert_cmpstr (names[3], ==, "Level 0");   /* 2 */
  }
}

/* The expected statistics of @key in @game (NULL: all), summed here from the states. */
typedef struct {
  guint games, wins;
  gint best;
  double total;
  GHashTable *points;        /* kind → gint total */
  guint level_games[3], level_wins[3];
} Expected;

static void
expect (GPtrArray  *states,
        const char *key,
        const char *game,
        Expected   *e)
{
  *e = (Expected) { .best = G_MININT, .points = g_hash_table_new (g_str_hash, g_str_equal) };
  for (guint g = 0; g < states->len; g++)
    {
      const TlGameState *state = states->pdata[g];
      const TlRecord *record = tl_game_state_record (state);
      const GArray *events = tl_game_state_events (state);

      if (game != NULL && strcmp (record->game, game) != 0)
        continue;
      for (guint i = 0; i < record->players->len; i++)
        {
          const TlPlayerInfo *player = &g_array_index (record->players, TlPlayerInfo, i);
          g_autofree char *name_key = tl_store_name_key (player->name);
          gint score = tl_game_state_player (state, i)->score;
          gboolean won = TRUE;
          gboolean met[3] = { FALSE };

          if (strcmp (name_key, key) != 0)
            continue;
          for (guint j = 0; j < record->players->len; j++)
            {
              const TlPlayerInfo *other = &g_array_index (record->players, TlPlayerInfo, j);
              if (tl_game_state_player (state, j)->score > score)
                won = FALSE;
              if (j != i && other->kind == TL_PLAYER_AI)
                met[other->level] = TRUE;
            }
          e->games++;
          e->wins += won;
          e->total += score;
          e->best = MAX (e->best, score);
          for (guint l = 0; l < 3; l++)
            if (met[l])
              {
                e->level_games[l]++;
                e->level_wins[l] += won;
              }
          for (guint k = 0; k < events->len; k++)
            {
              const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, k);
              const char *kind = g_intern_string (tl_replay_event_kind_name (event));
              gint sum = GPOINTER_TO_INT (g_hash_table_lookup (e->points, kind));

              g_hash_table_insert (e->points, (gpointer) kind,
                                   GINT_TO_POINTER (sum + event->points[i]));
            }
        }
    }
}

static void
assert_stats (const TlStoreStats *stats,
              GPtrArray          *states)
{
  g_autofree char *key = tl_store_name_key (stats->name);
  Expected e;
  guint n_levels = 0, n_kinds = 0;
  GHashTableIter iter;
  gpointer kind, sum;

  expect (states, key, stats->game, &e);
  g_assert_cmpuint (stats->games, ==, e.games);
  g_assert_cmpuint (stats->wins, ==, e.wins);
  g_assert_cmpfloat_with_epsilon (stats->win_rate, (double) e.wins / e.games, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats->mean_score, e.total / e.games, 1e-9);
  g_assert_cmpint (stats->best_score, ==, e.best);
  for (guint l = 0; l < 3; l++)
    if (e.level_games[l] > 0)
      {
        const TlStoreLevelStats *level = &g_array_index (stats->against, TlStoreLevelStats, n_levels++);

        g_assert_cmpint (level->level, ==, l);
        g_assert_cmpuint (level->games, ==, e.level_games[l]);
        g_assert_cmpuint (level->wins, ==, e.level_wins[l]);
      }
  g_assert_cmpuint (stats->against->len, ==, n_levels);
  g_hash_table_iter_init (&iter, e.points);
  while (g_hash_table_iter_next (&iter, &kind, &sum))
    {
      gboolean found = FALSE;

      if (GPOINTER_TO_INT (sum) == 0)
        continue;
      n_kinds++;
      for (guint k = 0; k < stats->mean_points->len; k++)
        {
          const TlStoreMeanPoints *p = &g_array_index (stats->mean_points, TlStoreMeanPoints, k);
          if (p->kind == kind)
            {
              g_assert_cmpfloat_with_epsilon (p->mean, GPOINTER_TO_INT (sum) / (double) e.games, 1e-9);
              found = TRUE;
            }
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (stats->mean_points->len, ==, n_kinds);
  for (guint k = 1; k < stats->mean_points->len; k++)
    g_assert_cmpfloat (g_array_index (stats->mean_points, TlStoreMeanPoints, k - 1).mean, >=,
                       g_array_index (stats->mean_points, TlStoreMeanPoints, k).mean);
  g_hash_table_unref (e.points);
}

static void
test_statistics (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) states = finish_games (f);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) ana = NULL;
  g_autoptr(GError) error = NULL;
  static const struct { const char *name; const char *game; } order[] = {
    { "ana ", NULL }, { "ana ", "carcassonne" }, { "ana ", "discovery" },
    { "Level 1", NULL }, { "Level 1", "carcassonne" }, { "Level 1", "discovery" },
    { "Bogdan", NULL }, { "Bogdan", "carcassonne" }, { "Bogdan", "discovery" },
    { "Level 0", NULL }, { "Level 0", "carcassonne" }, { "Level 0", "discovery" },
  };

  all = tl_store_statistics (f->store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < all->len; i++)
    {
      const TlStoreStats *stats = all->pdata[i];

      g_assert_cmpstr (stats->name, ==, order[i].name);
      g_assert_cmpstr (stats->game, ==, order[i].game);
      assert_stats (stats, states);
    }
  g_assert_cmpuint (((TlStoreStats *) all->pdata[0])->games, ==, 5);
  g_assert_cmpuint (((TlStoreStats *) all->pdata[1])->games, ==, 4);
  g_assert_cmpuint (((TlStoreStats *) all->pdata[9])->games, ==, 2);

  ana = tl_store_statistics (f->store, "  ANA", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ana->len, ==, 3);
  for (guint i = 0; i < ana->len; i++)
    {
      g_assert_cmpstr (((TlStoreStats *) ana->pdata[i])->name, ==, "ana ");
      assert_stats (ana->pdata[i], states);
    }
}

/* @json (a tile set or map layout) with another id and name. */
static char *
builtin_with_id (const char *json,
                 const char *new_id,
                 const char *new_name)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "id", new_id);
  json_object_set_string_member (root, "name", new_name);
  return json_to_string (json_parser_get_root (parser), TRUE);
}

static void
test_documents (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) builtin = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autofree char *builtin_json = tl_tileset_format_to_data (builtin, NULL);
  g_autofree char *mine = builtin_with_id (builtin_json, "my-set", "My set");
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", &error);
  g_autofree char *west_json = tl_map_format_to_data (west, NULL);
  g_autofree char *my_map = builtin_with_id (west_json, "my-map", "My map");
  g_autofree char *id = NULL;
  g_autofree char *loaded = NULL;
  g_autoptr(GPtrArray) list = NULL;
  TlStoreDocInfo *info;
  gint64 created;

  /* a tile set: stored, listed, read back unchanged */
  id = tl_store_save_document (f->store, TL_STORE_TILESET, mine, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "my-set");
  list = tl_store_list_documents (f->store, TL_STORE_TILESET, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  info = list->pdata[0];
  g_assert_cmpstr (info->id, ==, "my-set");
  g_assert_cmpstr (info->name, ==, "My set");
  g_assert_cmpstr (info->game, ==, "carcassonne");
  g_assert_cmpint (info->created, ==, info->modified);
  created = info->created;
  loaded = tl_store_load_document (f->store, TL_STORE_TILESET, "my-set", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded, ==, mine);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_clear_pointer (&id, g_free);

  /* saved again: replaced, its creation time kept */
  g_usleep (1000);
  id = tl_store_save_document (f->store, TL_STORE_TILESET, mine, &error);
  g_assert_no_error (error);
  list = tl_store_list_documents (f->store, TL_STORE_TILESET, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpint (((TlStoreDocInfo *) list->pdata[0])->created, ==, created);
  g_assert_cmpint (((TlStoreDocInfo *) list->pdata[0])->modified, >, created);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_clear_pointer (&id, g_free);

  /* built-in ids and bad files are refused */
  g_assert_null (tl_store_save_document (f->store, TL_STORE_TILESET, builtin_json, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "the tile set \"carcassonne-base\" is built in"));
  g_clear_error (&error);
  g_assert_null (tl_store_save_document (f->store, TL_STORE_TILESET, "{\"format\": 3}", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TYPE);
  g_assert_true (g_str_has_prefix (error->message, "tile set: $.format: "));
  g_clear_error (&error);

  /* a map layout the same way */
  id = tl_store_save_document (f->store, TL_STORE_MAP, my_map, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "my-map");
  list = tl_store_list_documents (f->store, TL_STORE_MAP, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (((TlStoreDocInfo *) list->pdata[0])->name, ==, "My map");
  g_assert_null (((TlStoreDocInfo *) list->pdata[0])->game);
  g_clear_pointer (&loaded, g_free);
  loaded = tl_store_load_document (f->store, TL_STORE_MAP, "my-map", &error);
  g_assert_cmpstr (loaded, ==, my_map);
  g_assert_null (tl_store_save_document (f->store, TL_STORE_MAP, west_json, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID);
  g_clear_error (&error);
  /* a draft of the map editor that breaks a rule (no start square) is kept;
   * what is no layout at all is refused */
  g_clear_pointer (&id, g_free);
  id = tl_store_save_document (f->store, TL_STORE_MAP,
                               "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"draft\","
                               "\"name\":\"Draft\",\"width\":2,\"height\":1,\"cells\":[\"..\"]}",
                               &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "draft");
  g_assert_null (tl_store_save_document (f->store, TL_STORE_MAP,
                                         "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"d\","
                                         "\"name\":\"D\",\"width\":2,\"height\":1}", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==, "map layout: $.cells: missing (expected an array)");
  g_clear_error (&error);

  /* deleted */
  g_assert_true (tl_store_delete_document (f->store, TL_STORE_TILESET, "my-set", &error));
  g_assert_no_error (error);
  g_assert_null (tl_store_load_document (f->store, TL_STORE_TILESET, "my-set", &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (tl_store_delete_document (f->store, TL_STORE_MAP, "my-set", &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
}

static void
test_library (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) states = finish_games (f);
  g_autofree char *copy = file_in (f, "library-copy.db");
  g_autofree char *other_path = file_in (f, "other.db");
  g_autoptr(TlStore) other = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  TlStoreLibraryImport counts;
  TlGameState *going = st_play_game ("carcassonne", 77, two_seats, 9);

  save (f, going);
  g_assert_true (tl_store_rename_game (f->store, tl_game_state_record (going)->id, "Going", &error));
  g_assert_true (tl_store_export_library (f->store, copy, TL_STORE_EXPORT_NEW, &error));
  g_assert_no_error (error);
  /* never over an existing file */
  g_assert_false (tl_store_export_library (f->store, copy, TL_STORE_EXPORT_NEW, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_FAILED);
  g_clear_error (&error);

  other = tl_store_open (other_path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (tl_store_import_library (other, copy, &counts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.finished, ==, 6);
  g_assert_cmpuint (counts.saved, ==, 1);
  g_assert_cmpuint (counts.tilesets, ==, 0);
  g_assert_cmpuint (counts.maps, ==, 0);
  list = tl_store_list_history (other, NULL, &error);
  g_assert_cmpuint (list->len, ==, 6);
  for (guint i = 0; i < 6; i++)
    assert_seats (list->pdata[i], states->pdata[5 - i], TRUE);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = tl_store_list_saved_games (other, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (((TlStoreGameInfo *) list->pdata[0])->title, ==, "Going");
  g_clear_pointer (&list, g_ptr_array_unref);

  /* again: the same games, updated, never twice; the saved game was not played since */
  g_assert_true (tl_store_import_library (other, copy, &counts, &error));
  g_assert_cmpuint (counts.finished, ==, 6);
  g_assert_cmpuint (counts.saved, ==, 0);
  list = tl_store_list_history (other, NULL, &error);
  g_assert_cmpuint (list->len, ==, 6);
  g_assert_cmpint (st_query_int (other_path, "SELECT count(*) FROM seats"), ==,
                   st_query_int (f->path, "SELECT count(*) FROM seats"));
  g_clear_pointer (&list, g_ptr_array_unref);

  /* the saved game finished in the other library: importing the old copy leaves it finished */
  st_play_on (going, 78, G_MAXUINT);
  g_assert_true (tl_store_save_game (other, going, NULL, &error));
  g_assert_true (tl_store_import_library (other, copy, &counts, &error));
  g_assert_cmpuint (counts.saved, ==, 0);
  list = tl_store_list_saved_games (other, &error);
  g_assert_cmpuint (list->len, ==, 0);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* not a library */
  g_assert_true (g_file_set_contents (copy, "hello", -1, NULL));
  g_assert_false (tl_store_import_library (other, copy, &counts, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_LIBRARY);
  tl_game_state_free (going);
}

/* Tiles left, as the library and `tilelands-cli replay` count them: the stack
 * as the record stands, so a game saved by a window (its next tile drawn and in
 * hand) counts that tile in the stack as a replay of its record does (they
 * said 64 and 65). */
static void
test_tiles_left_as_replay (Fixture *f, gconstpointer data)
{
  TlGameState *state = st_play_game ("carcassonne", 31, two_seats, 10);
  TlGameState *window = tl_game_state_copy (state);
  TlGameState *replayed;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  gint64 replay_left;

  /* the window draws the next turn's tile at once */
  g_assert_cmpint (tl_game_state_phase (window), ==, TL_PHASE_DRAW);
  g_assert_true (tl_game_state_draw_next (window));
  g_assert_cmpuint (tl_game_state_tiles_left (window), ==, 71 - 10 - 1);

  replayed = tl_replay_record_state (tl_game_state_record (window), "window", FALSE, &error);
  g_assert_no_error (error);
  result = tl_replay_result_to_json (replayed);
  replay_left = json_object_get_int_member (json_node_get_object (result), "tiles_left");
  g_assert_cmpint (replay_left, ==, 71 - 10);
  tl_game_state_free (replayed);

  g_assert_true (tl_store_save_game (f->store, window, NULL, &error));
  g_assert_no_error (error);
  list = saved_games (f);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpuint (((TlStoreGameInfo *) list->pdata[0])->tiles_left, ==, replay_left);
  g_assert_cmpuint (tl_game_state_tiles_left_recorded (window), ==, 71 - 10);
  g_assert_cmpuint (tl_game_state_tiles_left_recorded (state), ==, 71 - 10);
  tl_game_state_free (window);
  tl_game_state_free (state);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/store/games/saved-round-trip", test_saved_round_trip);
  ADD ("/store/games/finish", test_finish);
  ADD ("/store/games/tiles-left-as-replay", test_tiles_left_as_replay);
  ADD ("/store/games/no-id", test_no_id);
  ADD ("/store/files/import-export", test_import_export);
  ADD ("/store/files/import-without-id", test_import_without_id);
  ADD ("/store/files/import-refused", test_import_refused);
  ADD ("/store/files/player-view-refused", test_player_view_refused);
  ADD ("/store/history/filter", test_history_filter);
  ADD ("/store/statistics", test_statistics);
  ADD ("/store/documents", test_documents);
  ADD ("/store/library", test_library);
#undef ADD

  return g_test_run ();
}
