/* test-board-scene.c — TlBoardScene without a display: what the board offers
 * and what playing on it does, for each game and expansion
 *
 * - Carcassonne: the cells where the tile in hand fits (per rotation), the
 *   cursor on one of them, rotating, placing with the keyboard (a cell where it
 *   fits only in another rotation turns it first), the follower spots, their
 *   selection and deploying; "+N" labels where the feature scored, in the
 *   scorers' colours, kept two seconds; fitting the view on the tiles.
 * - The Discovery: the followers to recall are rings; selecting one lights up
 *   its territory and tells what recalling it scores.
 * - The Gifts: targeting a card's targets (the tile in hand is not offered),
 *   Change Position's two steps, Escape one step back, the target chosen.
 * - Map-Chips: the map's cells the tile may go on, fitting the whole map,
 *   looking at a face-down tile (only of the chip's colour), the chip's label
 *   over its cell; revealed tiles: focus, turning, resolving, the turn-over
 *   animation hiding the tile until it ends.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tl-board-scene-private.h"
#include "tl-board-gifts-private.h"
#include "tl-board-maps-private.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"
#include "tl-game-gifts.h"
#include "tl-game-map-chips.h"

#define TEST_SEED 42

typedef struct {
  guint changed;
  guint animate;
  guint rotation;
  guint peeked;
  int peeked_x, peeked_y, peeked_type;
  guint chosen;
  int chosen_args[6];
} Counts;

static void
on_changed (TlBoardScene *scene,
            Counts       *counts)
{
  counts->changed++;
}

static void
on_animate (TlBoardScene *scene,
            Counts       *counts)
{
  counts->animate++;
}

static void
on_rotation (TlBoardScene *scene,
             GParamSpec   *pspec,
             Counts       *counts)
{
  counts->rotation++;
}

static void
on_peeked (TlBoardScene *scene,
           int           x,
           int           y,
           int           type,
           Counts       *counts)
{
  counts->peeked++;
  counts->peeked_x = x;
  counts->peeked_y = y;
  counts->peeked_type = type;
}

static void
on_chosen (TlBoardScene *scene,
           int           x,
           int           y,
           int           port,
           int           to_x,
           int           to_y,
           int           to_port,
           Counts       *counts)
{
  int args[6] = { x, y, port, to_x, to_y, to_port };

  counts->chosen++;
  memcpy (counts->chosen_args, args, sizeof args);
}

static TlBoardScene *
new_scene (Counts *counts)
{
  TlBoardScene *scene = tl_board_scene_new ();

  memset (counts, 0, sizeof *counts);
  g_signal_connect (scene, "changed", G_CALLBACK (on_changed), counts);
  g_signal_connect (scene, "animate", G_CALLBACK (on_animate), counts);
  g_signal_connect (scene, "notify::rotation", G_CALLBACK (on_rotation), counts);
  g_signal_connect (scene, "peeked", G_CALLBACK (on_peeked), counts);
  g_signal_connect (scene, "gift-target-chosen", G_CALLBACK (on_chosen), counts);
  return scene;
}

static TlRecord *
two_people (const char *game,
            const char *tileset_id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin (tileset_id, &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new (game, tileset);
  record->options.farmers = TRUE;
  record->seed = TEST_SEED;
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_HUMAN, 1);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_HUMAN, 1);
  return record;
}

/* The fixture @name (under tests/fixtures) with its first @n_turns turns. */
static TlRecord *
load_fixture (const char *name,
              guint       n_turns)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), name, NULL);
  g_autoptr (GError) error = NULL;
  TlRecord *record = tl_record_format_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  if (n_turns < record->turns->len)
    g_array_set_size (record->turns, n_turns);
  return record;
}

static TlGame *
new_game (const TlRecord *record)
{
  g_autoptr (GError) error = NULL;
  TlGame *game = tl_game_new (record, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static guint
count_spots (TlBoardScene            *scene,
             const TlBoardSceneHooks *owner,
             guint                    kind)
{
  guint n = 0;

  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);

      n += spot->owner == owner && spot->kind == kind;
    }
  return n;
}

static void
test_place (void)
{
  g_autoptr (TlRecord) record = two_people ("carcassonne", "carcassonne-base");
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  g_autoptr (GHashTable) cells = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray) spots = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  TlBoardRect areas[4];
  int cx, cy, type;
  guint mask, r_missing = 4;
  gboolean fits;

  tl_board_scene_set_game (scene, game);
  g_assert_true (tl_board_scene_get_game (scene) == game);
  g_assert_cmpuint (counts.changed, >=, 1);
  g_assert_cmpuint (tl_board_scene_get_rotation (scene), ==, 0);

  /* every legal placement is a cell whose mask has its rotation */
  g_assert_cmpuint (placements->len, >, 0);
  for (guint i = 0; i < placements->len; i++)
    {
      const TlPlacement *p = &g_array_index (placements, TlPlacement, i);

      g_assert_true (_tl_board_scene_legal_mask (scene, p->x, p->y) & (1u << p->r));
      g_hash_table_add (cells, tl_cell_key (p->x, p->y));
    }
  g_assert_cmpuint (g_hash_table_size (scene->legal), ==, g_hash_table_size (cells));
  g_assert_cmpuint (_tl_board_scene_legal_mask (scene, 0, 0), ==, 0);   /* the start tile */

  /* a person places: the tile in hand, no spots; the cursor on a legal cell */
  g_assert_true (_tl_board_scene_offers_tile (scene));
  g_assert_false (_tl_board_scene_offers_spots (scene));
  g_assert_false (_tl_board_scene_targeting (scene));
  g_assert_cmpuint (scene->spots->len, ==, 0);
  tl_board_scene_get_cursor (scene, &cx, &cy);
  mask = _tl_board_scene_legal_mask (scene, cx, cy);
  g_assert_cmpuint (mask, !=, 0);
  /* not shown until the pointer comes or the keyboard is used */
  g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_HIDDEN);

  /* fitting the view: the start tile with a ring of one cell */
  g_assert_cmpuint (_tl_board_scene_fit_areas (scene, areas, G_N_ELEMENTS (areas)), ==, 1);
  g_assert_cmpfloat (areas[0].x, ==, -1);
  g_assert_cmpfloat (areas[0].y, ==, -1);
  g_assert_cmpfloat (areas[0].width, ==, 3);
  g_assert_cmpfloat (areas[0].height, ==, 3);

  /* rotating: notified once per change, wrapping both ways */
  tl_board_scene_rotate (scene, 1);
  g_assert_cmpuint (tl_board_scene_get_rotation (scene), ==, 1);
  tl_board_scene_rotate (scene, -1);
  tl_board_scene_rotate (scene, -1);
  g_assert_cmpuint (tl_board_scene_get_rotation (scene), ==, 3);
  g_assert_cmpuint (counts.rotation, ==, 3);
  tl_board_scene_set_rotation (scene, 7);
  g_assert_cmpuint (tl_board_scene_get_rotation (scene), ==, 3);
  g_assert_cmpuint (counts.rotation, ==, 3);

  /* the keyboard: the tile in hand at the cursor, outlined by whether it fits */
  g_assert_true (tl_board_scene_move_cursor (scene, 0, 0));
  g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_TILE);
  g_assert_cmpint (type, ==, tl_game_get_current_tile (game));
  g_assert_true (fits == ((mask & (1u << 3)) != 0));
  /* on the start tile: only the cursor's outline */
  _tl_board_scene_set_cursor (scene, 0, 0);
  g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_OUTLINE);
  _tl_board_scene_set_cursor (scene, cx, cy);

  /* a rotation in which it does not fit there: activating turns it first */
  for (guint r = 0; r < 4; r++)
    if (!(mask & (1u << r)))
      r_missing = r;
  if (r_missing < 4)
    {
      tl_board_scene_set_rotation (scene, r_missing);
      g_assert_true (tl_board_scene_activate_cursor (scene));
      g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
      g_assert_true (mask & (1u << tl_board_scene_get_rotation (scene)));
    }
  else
    tl_board_scene_set_rotation (scene, 0);
  g_assert_true (tl_board_scene_activate_cursor (scene));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);

  /* after placing: the follower spots of the placed tile, nothing in hand */
  spots = tl_game_follower_spots (game);
  g_assert_cmpuint (spots->len, >, 0);
  g_assert_cmpuint (scene->spots->len, ==, spots->len);
  g_assert_cmpuint (count_spots (scene, NULL, TL_SPOT_DEPLOY), ==, spots->len);
  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);

      g_assert_cmpint (spot->shape, ==, TL_SPOT_SHAPE_POINT);
      g_assert_true (spot->preview);
      g_assert_true (spot->bx >= cx && spot->bx <= cx + 1 && spot->by >= cy && spot->by <= cy + 1);
      g_assert_true (spot->lying == (g_array_index (spots, TlFollowerSpot, i).kind == TL_SEGMENT_FIELD));
    }
  g_assert_false (_tl_board_scene_offers_tile (scene));
  g_assert_true (_tl_board_scene_offers_spots (scene));
  g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_HIDDEN);
  {
    int lx, ly;

    g_assert_true (_tl_board_scene_last_placed_cell (scene, &lx, &ly));
    g_assert_cmpint (lx, ==, cx);
    g_assert_cmpint (ly, ==, cy);
  }

  /* the keyboard selects the first spot, then deploys on it */
  g_assert_cmpint (scene->selected_spot, ==, -1);
  g_assert_true (tl_board_scene_move_cursor (scene, 1, 0));
  g_assert_cmpint (scene->selected_spot, ==, 0);
  g_assert_cmpint (_tl_board_scene_active_spot (scene), ==, 0);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 7);
  g_assert_true (tl_board_scene_activate_cursor (scene));
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 6);
  g_assert_cmpuint (scene->spots->len, ==, 0);   /* deployed: nothing more to offer */

  tl_board_scene_set_game (scene, NULL);
  g_assert_null (tl_board_scene_get_game (scene));
  g_assert_cmpuint (scene->spots->len, ==, 0);
  g_assert_cmpuint (g_hash_table_size (scene->legal), ==, 0);
  g_object_unref (scene);
}

static void play_turn (TlGame   *game,
                       gboolean  deploy);

static guint
count_labels_of_turn (TlBoardScene *scene,
                      guint         turn)
{
  guint n = 0;

  for (guint i = 0; i < scene->labels->len; i++)
    if (g_array_index (scene->labels, TlScoreLabel, i).turn == turn)
      n++;
  return n;
}

static void
test_labels (void)
{
  g_autoptr (TlRecord) record = two_people ("carcassonne", "carcassonne-base");
  g_autoptr (TlGame) game = new_game (record);
  TlScoreEvent event = { 0 };
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  const TlScoreLabel *a, *b;
  TlRgb red, blue;
  const gint64 t0 = 5000000;

  tl_board_scene_set_game (scene, game);
  g_assert_false (tl_board_scene_advance (scene, t0));

  /* the start tile's city, shared: two labels side by side in the players' colours */
  event.source = TL_SCORE_FEATURE;
  event.turn = 1;
  event.kind = TL_SEGMENT_CITY;
  event.x = 0;
  event.y = 0;
  event.port = TL_PORT_N;
  event.points[0] = 4;
  event.points[1] = 4;
  g_signal_emit_by_name (game, "scored", &event);
  g_assert_cmpuint (counts.animate, ==, 1);
  g_assert_cmpuint (scene->labels->len, ==, 2);
  a = &g_array_index (scene->labels, TlScoreLabel, 0);
  b = &g_array_index (scene->labels, TlScoreLabel, 1);
  g_assert_cmpint (a->points, ==, 4);
  g_assert_cmpuint (a->slot, ==, 0);
  g_assert_cmpuint (b->slot, ==, 1);
  g_assert_cmpuint (a->n_slots, ==, 2);
  /* over the follower place of the city on the start tile */
  g_assert_true (a->bx > 0 && a->bx < 1 && a->by > 0 && a->by < 0.5);
  g_assert_cmpfloat (a->bx, ==, b->bx);
  tl_render_parse_color ("red", &red);
  tl_render_parse_color ("blue", &blue);
  g_assert_cmpfloat (a->color.r, ==, red.r);
  g_assert_cmpfloat (b->color.b, ==, blue.b);
  g_assert_cmpint (a->start, ==, 0);

  /* shown from the first frame, rising for two seconds, then standing still */
  g_assert_true (tl_board_scene_advance (scene, t0));
  g_assert_cmpint (a->start, ==, t0);
  g_assert_true (tl_board_scene_advance (scene, t0 + TL_BOARD_LABEL_DURATION));
  g_assert_cmpuint (scene->labels->len, ==, 2);
  g_assert_false (tl_board_scene_advance (scene, t0 + TL_BOARD_LABEL_DURATION + 1));
  g_assert_cmpuint (scene->labels->len, ==, 2);
  g_assert_cmpuint (a->turn, ==, 1);

  /* points of no place on the board (unopened gifts at the end) and events
   * that score nothing have no label */
  event.source = TL_SCORE_GIFTS;
  g_signal_emit_by_name (game, "scored", &event);
  event.source = TL_SCORE_FEATURE;
  event.points[0] = event.points[1] = 0;
  g_signal_emit_by_name (game, "scored", &event);
  g_assert_cmpuint (scene->labels->len, ==, 2);
  g_assert_cmpuint (counts.animate, ==, 1);

  /* they stay through the next turn (turn 2), and go when turn 3 begins */
  play_turn (game, FALSE);
  g_assert_cmpuint (tl_game_get_turn (game), ==, 2);
  g_assert_cmpuint (count_labels_of_turn (scene, 1), ==, 2);
  play_turn (game, FALSE);
  g_assert_cmpuint (tl_game_get_turn (game), ==, 3);
  g_assert_cmpuint (count_labels_of_turn (scene, 1), ==, 0);

  g_object_unref (scene);
}

/* Places the drawn tile on its first legal place, and deploys on the first
 * follower spot when @deploy; confirms. */
static void
play_turn (TlGame   *game,
           gboolean  deploy)
{
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  g_autoptr (GError) error = NULL;
  const TlPlacement *p;

  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, TlPlacement, 0);
  g_assert_true (tl_game_place (game, p->x, p->y, p->r, &error));
  g_assert_no_error (error);
  if (deploy)
    {
      g_autoptr (GArray) spots = tl_game_follower_spots (game);

      g_assert_cmpuint (spots->len, >, 0);
      g_assert_true (tl_game_deploy (game, g_array_index (spots, TlFollowerSpot, 0).port, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tl_game_confirm (game, &error));
  g_assert_no_error (error);
}

static void
test_recall (void)
{
  g_autoptr (TlRecord) record = two_people ("discovery", "discovery");
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (GArray) options = NULL;
  g_autoptr (GArray) spots = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  const TlRecallOption *option;
  gboolean at_pointer;
  TlBoardTip tip;
  g_autofree char *expected = NULL;
  int ring = -1, follower;

  tl_board_scene_set_game (scene, game);
  g_assert_true (_tl_board_scene_has_recall (scene));
  play_turn (game, TRUE);
  play_turn (game, FALSE);
  play_turn (game, FALSE);
  play_turn (game, FALSE);
  {
    g_autoptr (GArray) placements = tl_game_legal_placements (game);
    const TlPlacement *p = &g_array_index (placements, TlPlacement, 0);
    g_autoptr (GError) error = NULL;

    g_assert_true (tl_game_place (game, p->x, p->y, p->r, &error));
  }

  /* after placing: the tile's follower spots, then Ann's follower to recall */
  spots = tl_game_follower_spots (game);
  options = tl_game_recall_options (game);
  g_assert_cmpuint (options->len, ==, 1);
  g_assert_cmpuint (count_spots (scene, NULL, TL_SPOT_DEPLOY), ==, spots->len);
  g_assert_cmpuint (count_spots (scene, NULL, TL_SPOT_RECALL), ==, 1);
  for (guint i = 0; i < scene->spots->len; i++)
    if (g_array_index (scene->spots, TlSpot, i).kind == TL_SPOT_RECALL)
      ring = (int) i;
  g_assert_cmpint (ring, ==, (int) spots->len);
  g_assert_cmpint (g_array_index (scene->spots, TlSpot, ring).shape, ==, TL_SPOT_SHAPE_RING);
  g_assert_cmpuint (g_array_index (scene->spots, TlSpot, ring).option.follower, ==,
                    g_array_index (options, TlRecallOption, 0).follower);

  /* nothing selected, the pointer away: no territory, no tip */
  g_assert_cmpint (_tl_board_scene_focus_follower (scene, &option, &at_pointer), ==, -1);
  _tl_board_scene_tip (scene, &tip);
  g_assert_null (tip.text);

  /* hovering the ring lights up that follower's territory and says what
   * recalling it scores, beside the pointer */
  g_assert_true (_tl_board_scene_set_hover (scene, ring, -1));
  g_assert_true (_tl_board_scene_set_hover (scene, ring, -1));   /* the tip follows the pointer */
  follower = _tl_board_scene_focus_follower (scene, &option, &at_pointer);
  g_assert_cmpint (follower, ==, (int) g_array_index (options, TlRecallOption, 0).follower);
  g_assert_nonnull (option);
  g_assert_true (at_pointer);
  _tl_board_scene_tip (scene, &tip);
  expected = g_strdup_printf (option->points == 1 ? "Recall for %d point" : "Recall for %d points",
                              option->points);
  g_assert_cmpstr (tip.text, ==, expected);
  g_assert_true (tip.at_pointer);
  g_assert_cmpfloat (tip.dx, ==, TL_BOARD_FOLLOWER_SCALE * 0.8);
  g_free (tip.text);

  /* a click recalls it */
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 3);
  g_assert_true (_tl_board_scene_click (scene, 0, 0));
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 4);
  g_assert_cmpuint (count_spots (scene, NULL, TL_SPOT_RECALL), ==, 0);

  g_object_unref (scene);
}

/* docs/rules/gifts.md Example 3: Blue holds Change Position at turn 8. */
static void
test_gifts (void)
{
  g_autoptr (TlRecord) record = load_fixture ("gifts/ex3-road-sweeper-blue-2-you-1.tilelands", 7);
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (GArray) targets = NULL;
  g_autoptr (GArray) moves = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  TlBoardGifts *gifts;
  TlPosition from;
  const TlSpot *spot;
  int type;
  gboolean fits;

  tl_board_scene_set_game (scene, game);
  gifts = _tl_board_scene_gifts (scene);
  g_assert_cmpint (gifts->card, ==, -1);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);

  /* Take 2 needs no target; a card with targets starts targeting */
  g_assert_cmpuint (_tl_board_scene_gifts_begin (scene, TL_GIFT_TAKE_2), ==, 0);
  g_assert_cmpint (gifts->card, ==, -1);
  targets = tl_game_gift_targets (game, TL_GIFT_CHANGE_POSITION);
  g_assert_cmpuint (targets->len, >, 0);
  g_assert_cmpuint (_tl_board_scene_gifts_begin (scene, TL_GIFT_CHANGE_POSITION), ==, targets->len);
  g_assert_cmpint (gifts->card, ==, TL_GIFT_CHANGE_POSITION);
  g_assert_true (_tl_board_scene_targeting (scene));
  g_assert_true (_tl_board_scene_offers_spots (scene));
  g_assert_false (_tl_board_scene_offers_tile (scene));
  _tl_board_scene_set_cursor (scene, 0, 0);
  g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_HIDDEN);
  /* Blue's own followers: rings round them */
  g_assert_cmpuint (count_spots (scene, &_tl_board_scene_gifts_hooks, TL_GIFT_SPOT_TARGET), ==, targets->len);
  for (guint i = 0; i < scene->spots->len; i++)
    {
      spot = &g_array_index (scene->spots, TlSpot, i);
      g_assert_cmpint (spot->shape, ==, TL_SPOT_SHAPE_RING);
      g_assert_cmpint (spot->follower, >=, 0);
      g_assert_cmpint (spot->x, ==, g_array_index (targets, TlPosition, i).x);
      g_assert_cmpint (spot->y, ==, g_array_index (targets, TlPosition, i).y);
    }

  /* Escape cancels */
  g_assert_true (_tl_board_scene_back (scene));
  g_assert_cmpint (gifts->card, ==, -1);
  g_assert_false (_tl_board_scene_back (scene));
  g_assert_true (_tl_board_scene_offers_tile (scene));

  /* the follower first, then where it goes; Escape goes back one step */
  g_assert_cmpuint (_tl_board_scene_gifts_begin (scene, TL_GIFT_CHANGE_POSITION), ==, targets->len);
  from = g_array_index (targets, TlPosition, 0);
  g_assert_true (_tl_board_scene_set_hover (scene, 0, -1));
  g_assert_true (_tl_board_scene_click (scene, 0, 0));
  g_assert_true (gifts->has_from);
  moves = tl_game_gift_change_targets (game, &from);
  g_assert_cmpuint (moves->len, >, 0);
  g_assert_cmpuint (count_spots (scene, &_tl_board_scene_gifts_hooks, TL_GIFT_SPOT_MOVE_TO), ==, moves->len);
  g_assert_true (_tl_board_scene_back (scene));
  g_assert_false (gifts->has_from);
  g_assert_cmpint (gifts->card, ==, TL_GIFT_CHANGE_POSITION);
  g_assert_true (_tl_board_scene_set_hover (scene, 0, -1));
  g_assert_true (_tl_board_scene_click (scene, 0, 0));

  /* the segment it moves to: the targeting ends and says what was chosen */
  g_assert_true (_tl_board_scene_set_hover (scene, 0, -1));
  spot = _tl_board_scene_spot (scene, 0);
  g_assert_cmpint (spot->kind, ==, TL_GIFT_SPOT_MOVE_TO);
  g_assert_true (spot->preview);
  {
    int to_x = spot->x, to_y = spot->y, to_port = (int) spot->port;

    g_assert_cmpuint (counts.chosen, ==, 0);
    g_assert_true (_tl_board_scene_click (scene, 0, 0));
    g_assert_cmpuint (counts.chosen, ==, 1);
    g_assert_cmpint (counts.chosen_args[0], ==, from.x);
    g_assert_cmpint (counts.chosen_args[1], ==, from.y);
    g_assert_cmpint (counts.chosen_args[2], ==, (int) from.port);
    g_assert_cmpint (counts.chosen_args[3], ==, to_x);
    g_assert_cmpint (counts.chosen_args[4], ==, to_y);
    g_assert_cmpint (counts.chosen_args[5], ==, to_port);
  }
  g_assert_cmpint (gifts->card, ==, -1);
  g_assert_false (_tl_board_scene_targeting (scene));

  g_object_unref (scene);
}

/* A game of docs/rules/maps.md §3.6 case 2 (a chip and two face-down tiles) with the
 * first seed whose first tile fits on cell (@x, @y); @r is its rotation. */
static TlGame *
map_game (const char *fixture,
          int         x,
          int         y,
          guint      *r)
{
  g_autoptr (TlRecord) record = load_fixture (fixture, 0);

  for (guint64 seed = 1; seed < 500; seed++)
    {
      TlGame *game;

      record->seed = seed;
      game = new_game (record);
      for (guint rr = 0; rr < 4; rr++)
        if (tl_game_is_legal (game, x, y, rr))
          {
            *r = rr;
            return game;
          }
      g_object_unref (game);
    }
  g_assert_not_reached ();
}

static void
test_map_chips_peek (void)
{
  guint r;
  g_autoptr (TlGame) game = map_game ("maps/chips-2-peek-purple-allowed.tilelands", 8, 2, &r);
  const TlMapLayout *map = tl_game_state_map (tl_game_get_state (game));
  int type_b = tl_tile_set_lookup (tl_game_state_tile_set (tl_game_get_state (game)), "B");
  g_autoptr (GError) error = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  TlBoardRect areas[4];
  const TlScoreLabel *label;
  const TlSpot *spot;
  TlBoardTip tip;

  tl_board_scene_set_game (scene, game);

  /* the whole map first, then the tiles */
  g_assert_cmpuint (_tl_board_scene_fit_areas (scene, areas, G_N_ELEMENTS (areas)), ==, 2);
  g_assert_cmpfloat (areas[0].x, ==, 0);
  g_assert_cmpfloat (areas[0].y, ==, 0);
  g_assert_cmpfloat (areas[0].width, ==, map->width);
  g_assert_cmpfloat (areas[0].height, ==, map->height);

  /* the start tiles are on the map's start squares (docs/rules/maps.md §1), and only there */
  {
    guint starts = 0;

    for (gint y = 0; y < (gint) map->height; y++)
      for (gint x = 0; x < (gint) map->width; x++)
        {
          const TlMapCell *cell = tl_map_layout_cell (map, x, y);
          gboolean start = cell != NULL && cell->kind == TL_MAP_START;

          g_assert_cmpint (_tl_board_scene_is_start_cell (scene, x, y), ==, start);
          starts += start;
        }
    g_assert_cmpuint (starts, >=, 1);
  }

  /* the tile in hand may go on the map's squares, not on a face-down tile
   * nor off the map */
  {
    TlBoardMaps *maps = _tl_board_scene_maps (scene);
    int type;
    gboolean fits;

    g_assert_false (_tl_board_scene_maps_hooks.cell_open (scene, maps, 6, 1));
    g_assert_false (_tl_board_scene_maps_hooks.cell_open (scene, maps, -1, 2));
    g_assert_true (_tl_board_scene_maps_hooks.cell_open (scene, maps, 8, 2));
    _tl_board_scene_set_cursor (scene, 8, 2);
    g_assert_cmpint (_tl_board_scene_cursor_show (scene, &type, &fits), ==, TL_CURSOR_TILE);
  }

  /* Red places on the purple chip: "+2" over that cell; and may look at the
   * purple face-down tile (6,1), not the orange one (5,3) */
  g_assert_true (tl_game_place (game, 8, 2, r, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (scene->labels->len, ==, 1);
  label = &g_array_index (scene->labels, TlScoreLabel, 0);
  g_assert_cmpint (label->points, ==, 2);
  g_assert_cmpfloat (label->bx, ==, 8.5);
  g_assert_cmpfloat (label->by, ==, 2.5);
  g_assert_cmpuint (count_spots (scene, &_tl_board_scene_maps_hooks, TL_MAP_SPOT_PEEK), ==, 1);
  spot = NULL;
  for (guint i = 0; i < scene->spots->len; i++)
    if (g_array_index (scene->spots, TlSpot, i).owner == &_tl_board_scene_maps_hooks)
      spot = &g_array_index (scene->spots, TlSpot, i);
  g_assert_nonnull (spot);
  g_assert_cmpint (spot->shape, ==, TL_SPOT_SHAPE_CELL);
  g_assert_cmpint (spot->x, ==, 6);
  g_assert_cmpint (spot->y, ==, 1);

  /* hovering it tells what it does; a click looks */
  g_assert_true (_tl_board_scene_set_hover (scene, (int) (spot - (const TlSpot *) scene->spots->data), -1));
  _tl_board_scene_tip (scene, &tip);
  g_assert_cmpstr (tip.text, ==, "Look at this tile");
  g_assert_cmpfloat (tip.bx, ==, 6.5);
  g_free (tip.text);
  g_assert_true (_tl_board_scene_click (scene, 6, 1));
  g_assert_cmpuint (counts.peeked, ==, 1);
  g_assert_cmpint (counts.peeked_x, ==, 6);
  g_assert_cmpint (counts.peeked_y, ==, 1);
  g_assert_cmpint (counts.peeked_type, ==, type_b);
  g_assert_cmpuint (count_spots (scene, &_tl_board_scene_maps_hooks, TL_MAP_SPOT_PEEK), ==, 0);

  g_object_unref (scene);
}

/* docs/rules/maps.md §3.6 case 6: a tile between two face-down tiles reveals both. */
static void
test_map_chips_reveal (void)
{
  guint r;
  g_autoptr (TlGame) game = map_game ("maps/chips-6-two-reveals-one-fits.tilelands", 7, 9, &r);
  g_autoptr (GError) error = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  TlBoardMaps *maps;
  const TlReveal *reveal;
  const gint64 t0 = 7000000;
  guint n_spots, animate, n_labels;
  gboolean fits;
  int focus_spot;

  tl_board_scene_set_game (scene, game);
  maps = _tl_board_scene_maps (scene);
  g_assert_true (tl_map_chips_face_down_at (tl_game_get_state (game), 6, 9, NULL));
  g_assert_cmpuint (maps->reveals->len, ==, 0);
  g_assert_cmpuint (counts.animate, ==, 0);

  /* placed: both turn over (animations start) and wait, the first in focus */
  g_assert_true (tl_game_place (game, 7, 9, r, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (maps->reveals->len, ==, 2);
  g_assert_cmpuint (maps->anims->len, ==, 2);
  g_assert_cmpuint (counts.animate, >=, 1);
  g_assert_cmpint (maps->reveal_focus, ==, 0);
  n_spots = count_spots (scene, &_tl_board_scene_maps_hooks, TL_MAP_SPOT_REVEAL);
  g_assert_cmpuint (n_spots, ==, 2);
  g_assert_cmpuint (count_spots (scene, NULL, TL_SPOT_DEPLOY), ==, 0);   /* meeples after the reveals */
  for (guint i = 0; i < 2; i++)
    {
      reveal = &g_array_index (maps->reveals, TlReveal, i);
      g_assert_cmpuint (reveal->mask, ==, tl_game_reveal_rotations (game, reveal->x, reveal->y));
      g_assert_true (reveal->mask == 0 || (reveal->mask & (1u << reveal->r)));
    }

  /* Space with nothing selected resolves the one in focus */
  focus_spot = _tl_board_scene_maps_hooks.default_spot (scene, maps);
  g_assert_cmpint (focus_spot, >=, 0);
  g_assert_cmpuint (_tl_board_scene_spot (scene, focus_spot)->index, ==, 0);

  /* a right click on the other gives it the focus; R turns it among the
   * rotations in which it fits */
  for (guint i = 0; i < scene->spots->len; i++)
    if (g_array_index (scene->spots, TlSpot, i).index == 1)
      g_assert_true (_tl_board_scene_set_hover (scene, (int) i, -1));
  g_assert_true (_tl_board_scene_secondary_click (scene));
  g_assert_cmpint (maps->reveal_focus, ==, 1);
  reveal = &g_array_index (maps->reveals, TlReveal, 1);
  {
    guint before = reveal->r;

    g_assert_true (_tl_board_scene_rotate_offer (scene, 1));
    if (reveal->mask != 0 && (reveal->mask & (reveal->mask - 1)) != 0)
      g_assert_cmpuint (reveal->r, !=, before);
    else
      g_assert_cmpuint (reveal->r, ==, before);
    g_assert_true (reveal->mask == 0 || (reveal->mask & (1u << reveal->r)));
  }

  /* the turning over: the tile underneath is hidden while it lasts */
  g_assert_true (tl_board_scene_advance (scene, t0));
  g_assert_true (tl_board_scene_advance (scene, t0 + TL_CELL_ANIM_DURATION - 1));
  g_assert_cmpuint (maps->anims->len, ==, 2);
  tl_board_scene_advance (scene, t0 + TL_CELL_ANIM_DURATION);
  g_assert_cmpuint (maps->anims->len, ==, 0);

  /* resolving the one in focus: one left; it is placed (+2) or removed (−2) */
  animate = counts.animate;
  n_labels = scene->labels->len;
  fits = reveal->mask != 0;
  g_assert_true (tl_board_scene_activate_cursor (scene));
  g_assert_cmpuint (maps->reveals->len, ==, 1);
  g_assert_cmpuint (count_spots (scene, &_tl_board_scene_maps_hooks, TL_MAP_SPOT_REVEAL), ==, 1);
  g_assert_cmpuint (scene->labels->len, ==, n_labels + 1);
  g_assert_cmpint (g_array_index (scene->labels, TlScoreLabel, n_labels).points, ==, fits ? 2 : -2);
  g_assert_cmpuint (counts.animate, >, animate);

  /* skipped animations end at once */
  _tl_board_scene_skip_animations (scene);
  g_assert_cmpuint (maps->anims->len, ==, 0);

  g_object_unref (scene);
}


/* The marks: each seat's last tile, the start tile; Tab round the follower
 * spots; a spot's tip says what its feature is worth now. */
static void
test_marks (void)
{
  g_autoptr (TlRecord) record = two_people ("carcassonne", "carcassonne-base");
  g_autoptr (TlGame) game = new_game (record);
  g_autoptr (GArray) placements = NULL;
  g_autoptr (GError) error = NULL;
  Counts counts;
  TlBoardScene *scene = new_scene (&counts);
  const TlTurnRecord *first;
  const TlPlacement *p;
  const TlSpot *spot;
  gboolean has[TL_MAX_PLAYERS];
  int xs[TL_MAX_PLAYERS], ys[TL_MAX_PLAYERS];
  TlBoardTip tip;
  g_autofree char *expected = NULL;
  guint n;

  tl_board_scene_set_game (scene, game);
  _tl_board_scene_last_cells (scene, has, xs, ys);
  g_assert_false (has[0]);
  g_assert_false (has[1]);
  g_assert_true (_tl_board_scene_is_start_cell (scene, 0, 0));
  g_assert_false (_tl_board_scene_is_start_cell (scene, 1, 0));
  g_assert_false (tl_board_scene_cycle_spot (scene, 1));   /* placing: no spots, Tab moves on */

  play_turn (game, FALSE);
  first = &g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 0);
  _tl_board_scene_last_cells (scene, has, xs, ys);
  g_assert_true (has[0]);
  g_assert_false (has[1]);
  g_assert_cmpint (xs[0], ==, first->x);
  g_assert_cmpint (ys[0], ==, first->y);

  /* the second seat's tile counts once it is placed */
  placements = tl_game_legal_placements (game);
  p = &g_array_index (placements, TlPlacement, 0);
  g_assert_true (tl_game_place (game, p->x, p->y, p->r, &error));
  g_assert_no_error (error);
  _tl_board_scene_last_cells (scene, has, xs, ys);
  g_assert_true (has[1]);
  g_assert_cmpint (xs[1], ==, p->x);
  g_assert_cmpint (ys[1], ==, p->y);

  /* Tab goes round the spots, Shift+Tab back */
  n = scene->spots->len;
  g_assert_cmpuint (n, >, 1);
  g_assert_true (tl_board_scene_cycle_spot (scene, 1));
  g_assert_cmpint (scene->selected_spot, ==, 0);
  g_assert_true (tl_board_scene_cycle_spot (scene, -1));
  g_assert_cmpint (scene->selected_spot, ==, (int) n - 1);
  g_assert_true (tl_board_scene_cycle_spot (scene, 1));
  g_assert_cmpint (scene->selected_spot, ==, 0);

  /* the selected spot's feature: its value now, and lit up (its segment) */
  spot = _tl_board_scene_spot (scene, 0);
  g_assert_cmpint (spot->segment, ==, (gint32) spot->spot.segment);
  _tl_board_scene_tip (scene, &tip);
  expected = g_strdup_printf (spot == NULL ? "" : "Worth %d point%s now",
                              tl_game_feature_value (game, spot->x, spot->y, spot->port),
                              tl_game_feature_value (game, spot->x, spot->y, spot->port) == 1 ? "" : "s");
  g_assert_cmpstr (tip.text, ==, expected);
  g_free (tip.text);

  g_object_unref (scene);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-scene/place", test_place);
  g_test_add_func ("/board-scene/labels", test_labels);
  g_test_add_func ("/board-scene/marks", test_marks);
  g_test_add_func ("/board-scene/recall", test_recall);
  g_test_add_func ("/board-scene/gifts", test_gifts);
  g_test_add_func ("/board-scene/map-chips-peek", test_map_chips_peek);
  g_test_add_func ("/board-scene/map-chips-reveal", test_map_chips_reveal);
  return g_test_run ();
}
