/* test-library.c — the app's library (no GTK): opened in the background, a
 * refused file moved aside and a new library started, a read-only library;
 * games hidden while their deletion waits for its undo, deleted after, or on
 * closing; and the replay of a finished game turn by turn (TlGameReplay)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-game-replay-private.h"
#include "tl-tileset-format.h"
#include "tl-library.h"
#include "tl-replay.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static const char * const two_seats[] = { "Ana", "*Computer", NULL };

static void
wait_opened (TlLibrary *library)
{
  while (tl_library_get_status (library) == TL_LIBRARY_OPENING)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop until the saved games list has answered. */
static void
wait_listed (TlLibrary *library)
{
  TlStoreList *list = TL_STORE_LIST (tl_library_get_saved_games (library));

  do
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (tl_store_list_get_loading (list))
        g_main_context_iteration (NULL, TRUE);
    }
  while (tl_store_list_get_loading (list));
}

static void
count (gpointer emitter, gpointer data)
{
  (*(guint *) data)++;
}

static void
count_failed (TlLibrary *library, GError *error, gpointer data)
{
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY);
  (*(guint *) data)++;
}

static void
count_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_open (Fixture *f, gconstpointer data)
{
  g_autoptr (TlLibrary) library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  guint notified = 0;

  g_signal_connect (library, "notify::status", G_CALLBACK (count_notify), &notified);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPENING);
  g_assert_null (tl_library_get_store (library));
  g_assert_null (tl_library_get_saved_games (library));
  g_assert_false (tl_library_can_save (library));
  wait_opened (library);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPEN);
  g_assert_nonnull (tl_library_get_store (library));
  g_assert_true (tl_library_can_save (library));
  g_assert_false (tl_library_is_refused (library));
  g_assert_null (tl_library_get_error (library));
  wait_listed (library);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tl_library_get_saved_games (library))), ==, 0);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  tl_library_close (library);
}

static void
test_refused_and_moved_aside (Fixture *f, gconstpointer data)
{
  static const char junk[] = "this is not a database, and it stays as it is";
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *moved_to = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (f->path, junk, -1, NULL));
  before = st_checksum (f->path);
  library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  wait_opened (library);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_UNAVAILABLE);
  g_assert_true (tl_library_is_refused (library));
  g_assert_false (tl_library_can_save (library));
  g_assert_null (tl_library_get_store (library));
  g_assert_error (tl_library_get_error (library), TL_STORE_ERROR, TL_STORE_ERROR_NOT_LIBRARY);
  g_assert_true (g_str_has_prefix (tl_library_get_error (library)->message, f->path));
  after = st_checksum (f->path);
  g_assert_cmpstr (after, ==, before);

  g_assert_true (tl_library_move_aside (library, &moved_to, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPENING);
  g_assert_true (g_str_has_prefix (moved_to, f->path));
  g_assert_true (g_str_has_prefix (moved_to + strlen (f->path), ".unreadable-"));
  g_assert_true (g_file_get_contents (moved_to, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, junk);
  wait_opened (library);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPEN);
  g_assert_true (tl_library_can_save (library));
  g_assert_false (tl_library_is_refused (library));
  g_assert_null (tl_library_get_error (library));

  /* an open library is not moved */
  g_assert_false (tl_library_move_aside (library, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  tl_library_close (library);
}

static void
test_read_only (Fixture *f, gconstpointer data)
{
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlStore) store = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *state = st_play_game ("carcassonne", 3, two_seats, 4);

  /* none there, read-only: unavailable, not refused */
  library = tl_library_new (f->path, TL_STORE_OPEN_READ_ONLY);
  wait_opened (library);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_UNAVAILABLE);
  g_assert_false (tl_library_is_refused (library));
  g_assert_error (tl_library_get_error (library), TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_clear_object (&library);

  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (tl_store_save_game (store, state, NULL, &error));
  tl_store_close (store);

  library = tl_library_new (f->path, TL_STORE_OPEN_READ_ONLY);
  wait_opened (library);
  g_assert_cmpint (tl_library_get_status (library), ==, TL_LIBRARY_OPEN);
  g_assert_false (tl_library_can_save (library));
  wait_listed (library);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tl_library_get_saved_games (library))), ==, 1);
  g_assert_false (tl_store_save_game (tl_library_get_store (library), state, NULL, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY);
  tl_library_close (library);
  tl_game_state_free (state);
}

static gint64
saved_count (Fixture *f)
{
  return st_query_int (f->path, "SELECT count(*) FROM saved_games");
}

static void
test_delete_with_undo (Fixture *f, gconstpointer data)
{
  g_autoptr (TlLibrary) library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  g_autoptr (GError) error = NULL;
  TlGameState *a = st_play_game ("carcassonne", 4, two_seats, 4);
  TlGameState *b = st_play_game ("discovery", 5, two_seats, 4);
  const char *id_a = tl_game_state_record (a)->id;
  const char *id_b = tl_game_state_record (b)->id;
  guint hidden_changes = 0;

  wait_opened (library);
  g_signal_connect (library, "hidden-changed", G_CALLBACK (count), &hidden_changes);
  g_assert_true (tl_store_save_game (tl_library_get_store (library), a, NULL, &error));
  g_assert_true (tl_store_save_game (tl_library_get_store (library), b, NULL, &error));
  g_assert_cmpint (saved_count (f), ==, 2);

  /* hidden, then Undo: nothing deleted */
  tl_library_hide_game (library, id_a);
  g_assert_true (tl_library_is_hidden (library, id_a));
  g_assert_false (tl_library_is_hidden (library, id_b));
  g_assert_cmpuint (hidden_changes, ==, 1);
  tl_library_show_game (library, id_a);
  g_assert_false (tl_library_is_hidden (library, id_a));
  g_assert_cmpuint (hidden_changes, ==, 2);
  tl_library_show_game (library, id_a);     /* not hidden: no signal */
  g_assert_cmpuint (hidden_changes, ==, 2);

  /* hidden, then the toast goes: deleted, and still hidden */
  tl_library_hide_game (library, id_a);
  tl_library_delete_game (library, id_a);
  wait_listed (library);
  g_assert_cmpint (saved_count (f), ==, 1);
  g_assert_true (tl_library_is_hidden (library, id_a));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tl_library_get_saved_games (library))), ==, 1);

  /* hidden when the app quits: deleted on closing */
  tl_library_hide_game (library, id_b);
  tl_library_close (library);
  g_assert_cmpint (saved_count (f), ==, 0);
  tl_game_state_free (a);
  tl_game_state_free (b);
}

static void
test_delete_fails (Fixture *f, gconstpointer data)
{
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlStore) store = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *a = st_play_game ("carcassonne", 6, two_seats, 4);
  guint failures = 0;

  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_true (tl_store_save_game (store, a, NULL, &error));
  tl_store_close (store);
  library = tl_library_new (f->path, TL_STORE_OPEN_READ_ONLY);
  wait_opened (library);
  g_signal_connect (library, "failed", G_CALLBACK (count_failed), &failures);
  tl_library_hide_game (library, tl_game_state_record (a)->id);
  tl_library_delete_game (library, tl_game_state_record (a)->id);
  while (failures == 0)
    g_main_context_iteration (NULL, TRUE);
  /* not deleted: shown again */
  g_assert_cmpuint (failures, ==, 1);
  g_assert_false (tl_library_is_hidden (library, tl_game_state_record (a)->id));
  g_assert_cmpint (saved_count (f), ==, 1);
  tl_library_close (library);
  tl_game_state_free (a);
}

/* The replay steps are the game after each turn; the events of each step add
 * up to the step's change of score; the last step is the finished game. */
static void
test_replay (Fixture *f, gconstpointer data)
{
  static const char * const three[] = { "Ana", "Bogdan", "*Computer", NULL };
  TlGameState *game = st_play_game ("carcassonne", 7, three, G_MAXUINT);
  const TlRecord *record = tl_game_state_record (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlGameReplay) replay = tl_game_replay_new (record, "game", &error);
  guint n, total_events = 0;
  gint lowest, highest, best = 0;

  g_assert_no_error (error);
  n = tl_game_replay_get_n_turns (replay);
  g_assert_cmpuint (n, ==, record->turns->len);
  g_assert_cmpuint (n, >, 60);
  g_assert_cmpint (tl_game_state_phase (tl_game_replay_get_state (replay, n)), ==, TL_PHASE_OVER);
  g_assert_cmpint (tl_game_state_phase (tl_game_replay_get_state (replay, n - 1)), !=, TL_PHASE_OVER);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_replay_get_state (replay, 0))), ==, 1);
  for (guint step = 0; step <= n; step++)
    {
      guint n_events;
      const TlScoreEvent *events = tl_game_replay_get_events (replay, step, &n_events);
      gint gained[TL_MAX_PLAYERS] = { 0 };

      g_assert_true ((events == NULL) == (n_events == 0));
      if (step > 0)
        g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (tl_game_replay_get_state (replay, step))),
                          >=, tl_board_n_tiles (tl_game_state_board (tl_game_replay_get_state (replay, step - 1))));
      for (guint e = 0; e < n_events; e++)
        {
          g_assert_cmpuint (events[e].turn, ==, step);
          g_assert_true (!events[e].final || step == n);
          for (guint seat = 0; seat < 3; seat++)
            gained[seat] += events[e].points[seat];
        }
      total_events += n_events;
      for (guint seat = 0; seat < 3; seat++)
        {
          gint before = step > 0 ? tl_game_replay_get_score (replay, step - 1, seat) : 0;

          g_assert_cmpint (tl_game_replay_get_score (replay, step, seat) - before, ==, gained[seat]);
          best = MAX (best, tl_game_replay_get_score (replay, step, seat));
        }
    }
  g_assert_cmpuint (total_events, ==, tl_game_state_events (game)->len);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpint (tl_game_replay_get_score (replay, n, seat), ==, tl_game_state_player (game, seat)->score);
  tl_game_replay_get_score_range (replay, &lowest, &highest);
  g_assert_cmpint (lowest, ==, 0);
  g_assert_cmpint (highest, ==, best);
  tl_game_state_free (game);
}

/* What a step of a long replay must show, from a game played through once. */
typedef struct {
  guint tiles;
  gint x, y;
  guint r;
  TlPhase phase;
  guint current, left, events;
  gint score[2];
  guint supply[2];
} Step;

static void
note (Step *step, const TlGameState *game)
{
  const TlBoard *board = tl_game_state_board (game);
  const TlPlacedTile *last = tl_board_tile (board, tl_board_n_tiles (board) - 1);

  *step = (Step) {
    .tiles = tl_board_n_tiles (board), .x = last->x, .y = last->y, .r = last->r,
    .phase = tl_game_state_phase (game), .current = tl_game_state_current_player (game),
    .left = tl_game_state_tiles_left (game), .events = tl_game_state_events (game)->len,
  };
  for (guint seat = 0; seat < 2; seat++)
    {
      step->score[seat] = tl_game_state_player (game, seat)->score;
      step->supply[seat] = tl_game_state_player (game, seat)->supply;
    }
}

static void
assert_step (TlGameReplay *replay, const Step *steps, guint step)
{
  Step got;

  note (&got, tl_game_replay_get_state (replay, step));
  g_assert_cmpuint (got.tiles, ==, steps[step].tiles);
  g_assert_cmpint (got.x, ==, steps[step].x);
  g_assert_cmpint (got.y, ==, steps[step].y);
  g_assert_cmpuint (got.r, ==, steps[step].r);
  g_assert_cmpint (got.phase, ==, steps[step].phase);
  g_assert_cmpuint (got.current, ==, steps[step].current);
  g_assert_cmpuint (got.left, ==, steps[step].left);
  g_assert_cmpuint (got.events, ==, steps[step].events);
  for (guint seat = 0; seat < 2; seat++)
    {
      g_assert_cmpint (got.score[seat], ==, steps[step].score[seat]);
      g_assert_cmpuint (got.supply[seat], ==, steps[step].supply[seat]);
      g_assert_cmpint (tl_game_replay_get_score (replay, step, seat), ==, steps[step].score[seat]);
    }
  if (step > 0)
    g_assert_cmpuint (tl_game_replay_get_player (replay, step), ==, steps[step - 1].current);
}

/* A long game (the base set 6 times, 431 turns): the replay keeps a few dozen games,
 * not one a turn, and shows every step as the game was, whatever the order the steps
 * are asked in (back from the end, forward, jumps). */
static void
test_replay_long (Fixture *f, gconstpointer data)
{
  static const char * const ids[] = { "carcassonne-base", "carcassonne-base", "carcassonne-base",
                                      "carcassonne-base", "carcassonne-base", "carcassonne-base", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) set = tl_tileset_format_load_builtin_list (ids, &error);
  g_autoptr (TlRecord) header = NULL;
  g_autoptr (TlGameReplay) replay = NULL;
  g_autofree Step *steps = NULL;
  const TlRecord *record;
  TlGameState *game, *again;
  GRand *rand = g_rand_new_with_seed (6);
  guint n;
  TlRng rng;

  g_assert_no_error (error);
  header = tl_record_new ("carcassonne", set);
  header->seed = 6;
  tl_record_add_player (header, "Ana", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (header, "Computer", "blue", TL_PLAYER_AI, 0);
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  tl_rng_init (&rng, 6);
  while (tl_ai_play_turn (game, 0, &rng))
    ;
  record = tl_game_state_record (game);
  n = record->turns->len;
  g_assert_cmpuint (n, ==, 431);

  /* the game again, turn by turn, as the library replays it */
  steps = g_new (Step, n + 1);
  again = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  note (&steps[0], again);
  for (guint t = 0; t < n; t++)
    {
      g_assert_true (tl_game_state_apply_turn (again, &g_array_index (record->turns, TlTurnRecord, t), NULL));
      if (t == n - 1 && tl_game_state_phase (again) != TL_PHASE_OVER)
        tl_game_state_finish (again);
      note (&steps[t + 1], again);
    }
  g_assert_cmpint (steps[n].phase, ==, TL_PHASE_OVER);
  g_assert_cmpint (steps[n].score[0], ==, tl_game_state_player (game, 0)->score);

  replay = tl_game_replay_new (record, "game", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tl_game_replay_get_n_turns (replay), ==, n);
  /* 1 + 431 / 14 snapshots (one every ⌈431 / 32⌉ = 14 turns) and the step last shown */
  g_assert_cmpuint (_tl_game_replay_n_games (replay), ==, 1 + 30 + 1);
  for (guint step = n + 1; step-- > 0;)
    assert_step (replay, steps, step);
  for (guint step = 0; step <= n; step++)
    assert_step (replay, steps, step);
  for (guint i = 0; i < 200; i++)
    assert_step (replay, steps, g_rand_int_range (rand, 0, n + 1));
  g_assert_cmpuint (_tl_game_replay_n_games (replay), ==, 1 + 30 + 1);
  g_rand_free (rand);
  tl_game_state_free (again);
  tl_game_state_free (game);
}

static void
test_replay_illegal (Fixture *f, gconstpointer data)
{
  TlGameState *game = st_play_game ("carcassonne", 8, two_seats, 5);
  g_autoptr (TlRecord) record = tl_record_copy (tl_game_state_record (game));
  g_autoptr (GError) error = NULL;
  TlTurnRecord *third = &g_array_index (record->turns, TlTurnRecord, 2);
  TlGameReplay *replay;

  /* the third tile where the first lies */
  third->x = g_array_index (record->turns, TlTurnRecord, 0).x;
  third->y = g_array_index (record->turns, TlTurnRecord, 0).y;
  replay = tl_game_replay_new (record, "game", &error);
  g_assert_null (replay);
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_assert_true (g_str_has_prefix (error->message, "turn 3: "));
  tl_game_state_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/library/open", test_open);
  ADD ("/library/replay-long", test_replay_long);
  ADD ("/library/refused-and-moved-aside", test_refused_and_moved_aside);
  ADD ("/library/read-only", test_read_only);
  ADD ("/library/delete-with-undo", test_delete_with_undo);
  ADD ("/library/delete-fails", test_delete_fails);
  ADD ("/library/replay", test_replay);
  ADD ("/library/replay-illegal", test_replay_illegal);
#undef ADD

  return g_test_run ();
}
