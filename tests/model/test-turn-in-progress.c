/* test-turn-in-progress.c — a turn that cannot be taken back is kept in the
 * record (`turn_in_progress`, docs/record-format.md): written, read back and
 * played on where it stopped, for a reveal, a look at a face-down tile
 * (docs/rules/maps.md §3.2) and Take 2 (docs/rules/gifts.md §4); a turn that can still be taken back is
 * not kept; what the loader and the replay refuse; what the replay prints with
 * and without --final.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "tl-game.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-game-gifts.h"
#include "tl-game-map-chips.h"

/* The fixture @name with its first @n_turns turns. */
static TlRecord *
load_fixture (const char *name,
              guint       n_turns)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), name, NULL);
  TlRecord *record = tl_record_format_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (record->turns->len, >=, n_turns);
  g_array_set_size (record->turns, n_turns);
  return record;
}

/* @record's game with the first seed (from 1) whose tile in hand fits on
 * (@x, @y); *@r: a rotation in which it fits. */
static TlGame *
game_fitting (TlRecord *record,
              gint      x,
              gint      y,
              guint    *r)
{
  for (gint64 seed = 1; seed < 500; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlGame) game = NULL;

      record->seed = seed;
      game = tl_game_new (record, &error);
      g_assert_no_error (error);
      for (guint rr = 0; rr < 4; rr++)
        if (tl_game_is_legal (game, x, y, rr))
          {
            *r = rr;
            return g_steal_pointer (&game);
          }
    }
  g_assert_not_reached ();
}

static char *
record_text (TlGame *game)
{
  return tl_record_format_to_data (tl_game_get_record (game), NULL);
}

/* What quitting and continuing does: the record written, read and played. */
static TlGame *
saved_and_loaded (TlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = record_text (game);
  g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, "saved", &error);
  TlGame *again;

  g_assert_no_error (error);
  again = tl_game_new (record, &error);
  g_assert_no_error (error);
  return again;
}

/* USA West with face-down tiles B on (6,1) and E on (5,3): a tile on (5,2)
 * turns E over. The turn so far is kept: continuing finds E face up, waiting
 * to be placed, and the turn cannot be taken back; played on, the record is the
 * one of the turn played without a break. */
static void
test_reveal (void)
{
  g_autoptr(TlRecord) record = load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr(TlGame) game = NULL, again = NULL, third = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *whole = NULL, *resumed = NULL;
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint));
  int type_e = tl_tile_set_lookup (record->tileset, "E");
  guint r = 0, kept;
  int tile;

  tl_record_set_new_id (record);
  game = game_fitting (record, 5, 2, &r);
  tile = tl_game_get_current_tile (game);
  text = record_text (game);
  g_assert_null (strstr (text, "turn_in_progress"));
  g_assert_nonnull (strstr (text, "\"version\" : 2,"));
  g_clear_pointer (&text, g_free);
  g_assert_cmpuint (tl_game_get_kept_steps (game), ==, 0);

  g_assert_true (tl_game_place (game, 5, 2, r, &error));
  g_assert_no_error (error);
  g_assert_false (tl_game_get_can_take_back (game));
  g_assert_false (tl_game_get_can_undo (game));
  kept = tl_game_get_kept_steps (game);
  g_assert_cmpuint (kept, ==, 1);
  g_assert_nonnull (tl_game_get_record (game)->in_progress);
  text = record_text (game);
  g_assert_nonnull (strstr (text, "\"version\" : 3,"));
  g_assert_nonnull (strstr (text, "\"turn_in_progress\" : {"));

  /* continued: the tile where it was placed, E face up and waiting */
  again = saved_and_loaded (game);
  g_assert_cmpint (tl_game_get_phase (again), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_game_get_record (again)->turns->len, ==, 0);
  g_assert_cmpint (tl_game_get_current_tile (again), ==, tile);
  g_assert_true (tl_game_state_busy (tl_game_get_state (again)));
  g_assert_cmpuint (tl_map_chips_pending_reveals (tl_game_get_state (again), pending), ==, 1);
  g_assert_cmpint (g_array_index (pending, gint, 0), ==, 5);
  g_assert_cmpint (g_array_index (pending, gint, 1), ==, 3);
  g_assert_cmpint (tl_map_chips_reveal_tile (tl_game_get_state (again), 5, 3), ==, type_e);
  g_assert_false (tl_game_get_can_take_back (again));
  g_assert_false (tl_game_get_can_undo (again));
  g_assert_false (tl_game_take_back (again));
  g_assert_false (tl_game_undo (again));
  g_assert_cmpint (tl_game_get_phase (again), ==, TL_PHASE_FOLLOWER);
  /* written again unchanged */
  resumed = record_text (again);
  g_assert_cmpstr (resumed, ==, text);
  g_clear_pointer (&resumed, g_free);

  /* the reveal resolved: kept too, and continued again it is done */
  {
    guint mask = tl_game_reveal_rotations (again, 5, 3);
    gint rr = mask ? (gint) g_bit_nth_lsf (mask, -1) : -1;

    g_assert_true (tl_game_reveal (again, 5, 3, rr, &error));
    g_assert_no_error (error);
    g_assert_true (tl_game_reveal (game, 5, 3, rr, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpuint (tl_game_get_kept_steps (again), ==, 1);
  third = saved_and_loaded (again);
  g_assert_false (tl_game_state_busy (tl_game_get_state (third)));
  g_assert_false (tl_map_chips_face_down_at (tl_game_get_state (third), 5, 3, NULL));
  g_assert_false (tl_game_get_can_take_back (third));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (third, p)->score, ==,
                     tl_game_player_state (game, p)->score);

  /* played on: the same record as the turn played without a break */
  g_assert_true (tl_game_confirm (third, &error));
  g_assert_no_error (error);
  g_assert_true (tl_game_confirm (game, &error));
  g_assert_no_error (error);
  g_assert_null (tl_game_get_record (third)->in_progress);
  whole = record_text (game);
  resumed = record_text (third);
  g_assert_cmpstr (resumed, ==, whole);
  g_assert_nonnull (strstr (whole, "\"version\" : 2,"));
  g_assert_null (strstr (whole, "turn_in_progress"));
}

/* The first tile placed beside the face-down E (a reveal waiting): replay
 * leaves the game where the turn stopped, without final_scores; --final scores
 * the game after its last whole turn (none here), as the record without its
 * turn in progress. */
static void
test_replay_final (void)
{
  g_autoptr(TlRecord) record = load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr(TlGame) game = NULL;
  g_autoptr(TlRecord) whole = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) stopped = NULL, final = NULL, expected = NULL;
  JsonObject *o;
  guint r = 0;

  tl_record_set_new_id (record);
  game = game_fitting (record, 5, 2, &r);
  g_assert_true (tl_game_place (game, 5, 2, r, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tl_game_get_record (game)->in_progress);

  stopped = tl_replay_record (tl_game_get_record (game), "case", FALSE, &error);
  g_assert_no_error (error);
  o = json_node_get_object (stopped);
  g_assert_false (json_object_has_member (o, "final_scores"));
  /* the tile in progress is on the board: one fewer in the stack */
  final = tl_replay_record (tl_game_get_record (game), "case", TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_has_member (json_node_get_object (final), "final_scores"));
  g_assert_cmpint (json_object_get_int_member (o, "tiles_left"), ==,
                   json_object_get_int_member (json_node_get_object (final), "tiles_left") - 1);

  whole = tl_record_copy (tl_game_get_record (game));
  tl_record_set_in_progress (whole, NULL);
  expected = tl_replay_record (whole, "case", TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (final, expected));
}

/* A tile on the purple chip at (8,2): +2 and a look at the purple face-down
 * tile (6,1), B. Continued after the look, the player still knows B and no
 * other look is due; continued before it, the look is still due. */
static void
test_peek (void)
{
  g_autoptr(TlRecord) record = load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr(TlGame) game = NULL, before_look = NULL, after_look = NULL;
  g_autoptr(GError) error = NULL;
  int type_b = tl_tile_set_lookup (record->tileset, "B");
  guint r = 0;
  TlMapColor color;

  tl_record_set_new_id (record);
  game = game_fitting (record, 8, 2, &r);
  g_assert_true (tl_game_place (game, 8, 2, r, &error));
  g_assert_no_error (error);
  g_assert_false (tl_game_get_can_take_back (game));

  before_look = saved_and_loaded (game);
  g_assert_cmpint (tl_game_player_state (before_look, 0)->score, ==, 2);
  g_assert_true (tl_map_chips_can_peek (tl_game_get_state (before_look), &color));
  g_assert_cmpint (color, ==, TL_MAP_PURPLE);
  g_assert_false (tl_game_get_can_take_back (before_look));

  g_assert_cmpint (tl_game_peek (game, 6, 1, &error), ==, type_b);
  g_assert_no_error (error);
  after_look = saved_and_loaded (game);
  g_assert_false (tl_map_chips_can_peek (tl_game_get_state (after_look), NULL));
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (after_look), 0, 6, 1), ==, type_b);
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (after_look), 1, 6, 1), ==, -1);
  g_assert_true (tl_map_chips_face_down_at (tl_game_get_state (after_look), 6, 1, NULL));
  g_assert_false (tl_game_get_can_take_back (after_look));
  g_assert_false (tl_game_get_can_undo (after_look));
  g_assert_true (tl_map_chips_turn (tl_game_get_record (after_look)->in_progress)->has_peek);
}

/* Take 2 (fixture take-2-keep-first-tile after 3 turns): Blue opens it and sees a
 * second tile. Continued, both tiles are still in hand to choose from, the card
 * is spent, and nothing can be undone; after the choice, the tile kept. */
static void
test_take_2 (void)
{
  g_autoptr(TlRecord) record = load_fixture ("gifts/take-2-keep-first-tile.tilelands", 3);
  g_autoptr(TlGame) game = NULL, again = NULL, chosen = NULL;
  g_autoptr(GError) error = NULL;
  TlGiftRecord gift = { .card = TL_GIFT_TAKE_2, .second = -1, .keep = -1 };
  guint first, second, first_again, second_again, left;

  tl_record_set_new_id (record);
  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_true (tl_game_get_can_undo (game));
  g_assert_true (tl_game_open_gift (game, &gift, &error));
  g_assert_no_error (error);
  g_assert_true (tl_gifts_take2_tiles (tl_game_get_state (game), &first, &second));
  g_assert_false (tl_game_get_can_undo (game));
  left = tl_game_get_tiles_left (game);

  again = saved_and_loaded (game);
  g_assert_cmpint (tl_game_get_phase (again), ==, TL_PHASE_PLACE);
  g_assert_true (tl_gifts_take2_tiles (tl_game_get_state (again), &first_again, &second_again));
  g_assert_cmpuint (first_again, ==, first);
  g_assert_cmpuint (second_again, ==, second);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (again), 1), ==,
                    tl_gifts_held (tl_game_get_state (game), 1));
  g_assert_cmpuint (tl_game_get_tiles_left (again), ==, left);
  g_assert_false (tl_game_get_can_undo (again));
  g_assert_false (tl_game_undo (again));

  g_assert_true (tl_game_take2_keep (again, second, &error));
  g_assert_no_error (error);
  chosen = saved_and_loaded (again);
  g_assert_false (tl_gifts_take2_tiles (tl_game_get_state (chosen), &first_again, &second_again));
  g_assert_cmpint (tl_game_get_current_tile (chosen), ==, second);
  g_assert_false (tl_game_get_can_undo (chosen));
}

/* A placement that showed nothing can be taken back: the record keeps no turn
 * in progress, and continuing starts the turn again. */
static void
test_take_back_not_kept (void)
{
  g_autoptr(TlRecord) record = load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr(TlGame) game = NULL, again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) legal = NULL;
  const TlPlacement *away = NULL;

  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  legal = tl_game_legal_placements (game);
  /* away from the chips and the face-down tiles */
  for (guint i = 0; i < legal->len && away == NULL; i++)
    {
      const TlPlacement *p = &g_array_index (legal, TlPlacement, i);

      if (p->x <= 4 && p->y >= 2 && !(p->x == 4 && p->y == 3))
        away = p;
    }
  g_assert_nonnull (away);
  g_assert_true (tl_game_place (game, away->x, away->y, away->r, &error));
  g_assert_no_error (error);
  g_assert_true (tl_game_get_can_take_back (game));
  g_assert_null (tl_game_get_record (game)->in_progress);
  g_assert_cmpuint (tl_game_get_kept_steps (game), ==, 0);
  again = saved_and_loaded (game);
  g_assert_cmpint (tl_game_get_phase (again), ==, TL_PHASE_PLACE);
}

/* Loading: the member is version 3's; in a version-2 record it is an unknown
 * member (ignored); a turn in progress the replay refuses says so. */
static void
test_refused (void)
{
#define HEAD \
    "{\"format\": \"tilelands-game\", \"version\": %d, \"game\": \"carcassonne\"," \
    " \"tileset\": \"carcassonne-base\", \"expansions\": [\"map-chips\"], \"map\": \"usa-west\"," \
    " \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"seed\": 1," \
    " \"turns\": [], \"turn_in_progress\": %s}"
  static const struct {
    int version;
    const char *turn;
    const char *message;   /* NULL: loads, in PLACE phase */
  } cases[] = {
    { 2, "{\"draw\": \"U\", \"meeple\": {\"port\": \"N\"}}", NULL },
    { 3, "{\"draw\": \"U\", \"meeple\": {\"port\": \"N\"}}",
      "turn 1 (in progress): the turn places no tile" },
    { 3, "{\"draw\": \"U\", \"place\": {\"x\": 0, \"y\": 0, \"r\": 0}}",
      "turn 1 (in progress): (0, 0) is not a playable square of the map (it is blocked, outside "
      "the map, or a half square of a map played alone)" },
    { 3, "{\"draw\": \"ZZ\"}", NULL },
    { 3, "[]", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf (HEAD, cases[i].version, cases[i].turn);
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, "case", &error);
      g_autoptr(TlGame) game = NULL;

      if (i == 3)
        {
          g_assert_null (record);
          g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_UNKNOWN_TILE);
          g_assert_cmpstr (error->message, ==, "case: $.turn_in_progress.draw: unknown tile id \"ZZ\" "
                           "(not in tile set carcassonne-base)");
          {
            g_autofree char *words = tl_format_error_describe (error);

            g_assert_cmpstr (words, ==, "The turn in progress, the tile drawn: there is no tile "
                             "“ZZ” in the tile set “Carcassonne (Base Game)”");
          }
          continue;
        }
      if (i == 4)
        {
          g_assert_null (record);
          g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TYPE);
          g_assert_cmpstr (error->message, ==, "case: $.turn_in_progress: expected an object, found an array");
          continue;
        }
      g_assert_no_error (error);
      g_assert_true ((record->in_progress != NULL) == (cases[i].version == 3));
      game = tl_game_new (record, &error);
      if (cases[i].message == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
        }
      else
        {
          g_assert_null (game);
          g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
          g_assert_cmpstr (error->message, ==, cases[i].message);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn-in-progress/reveal", test_reveal);
  g_test_add_func ("/turn-in-progress/peek", test_peek);
  g_test_add_func ("/turn-in-progress/take-2", test_take_2);
  g_test_add_func ("/turn-in-progress/take-back-not-kept", test_take_back_not_kept);
  g_test_add_func ("/turn-in-progress/refused", test_refused);
  g_test_add_func ("/turn-in-progress/replay-final", test_replay_final);
  return g_test_run ();
}
