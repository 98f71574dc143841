/* test-projection.c — every seat's projection of every kind of game, at every step
 *
 * docs/design.md §10, docs/network.md: random games of every kind (the base game, The
 * Gifts, a user tile set alone and with The Gifts, The Discovery and each of its
 * variants, each map alone and with Map-Chips, The Gifts and both, a user map
 * alone and with The Gifts), 2 to 5 seats, played step
 * by step (the draw, a gift opened, Take 2's tile kept, the placement, a look, each
 * reveal, the follower, the turn's end). After every step, for every seat:
 *
 * - the seat's projection of the step (tl_game_state_project_turn()) hides what it
 *   must (no other seat's card, hand, Take 2 tile or look; the setup's chips and
 *   face-down tiles all hidden; no seed) and names what the seat saw;
 * - it only grows: the step's projection contains the previous step's, member by
 *   member, and the whole turn contains the last step of it;
 * - written to JSON and read back, it is followed by the seat's twin
 *   (tl_game_state_follow()), whose public digest equals the whole game's;
 * - a computer player's sample of the game for the seat (tl_game_state_sample())
 *   has that digest too: it deals again exactly what the projection hides.
 *
 * At the end of each game (and once in its middle) every seat's whole projection
 * goes the long way: tl_record_project() of the record, written, read back as a
 * player's view (and refused as a local game), replayed into a twin whose digest
 * and record are the game's; it equals the projection made without a replay
 * (tl_game_state_project()).
 *
 * TL_TEST_GAMES raises the number of games (default DEFAULT_GAMES, spread over the
 * kinds).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "game-kinds.h"

#define DEFAULT_GAMES 220   /* 10 of each kind */

#define FULL_DECK "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"]"
#define DOUBLE_DECK "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\", " \
  "\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"]"

typedef struct {
  const char *kind;
  const char *header;   /* the record's members between "version" and "players" */
} Kind;

static const Kind kinds[] = {
  { "carcassonne", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\"" },
  { "gifts", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"expansions\": [\"gifts\"]" },
  { "user-tileset", "\"game\": \"carcassonne\", \"tileset\": " USER_TILESET ", "
    "\"expansions\": [\"gifts\"]" },
  { "user-tileset-plain", "\"game\": \"carcassonne\", \"tileset\": " USER_TILESET },
  { "discovery", "\"game\": \"discovery\", \"tileset\": \"discovery\"" },
  { "discovery-equal-turns", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"equal-turns\": true}" },
  { "discovery-double-tile", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"double-tile\": true}" },
  { "discovery-both-variants", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"equal-turns\": true, \"double-tile\": true}" },
  { "usa-west", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", \"map\": \"usa-west\"" },
  { "usa-west-chips", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-west\", \"expansions\": [\"map-chips\"]" },
  { "usa-west-gifts", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-west\", \"expansions\": [\"gifts\"]" },
  { "usa-west-chips-gifts", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-west\", \"expansions\": [\"map-chips\", \"gifts\"]" },
  { "usa-east", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", \"map\": \"usa-east\"" },
  { "usa-east-chips", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-east\", \"expansions\": [\"map-chips\"]" },
  { "usa-east-gifts", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-east\", \"expansions\": [\"gifts\"]" },
  { "usa-east-chips-gifts", "\"game\": \"carcassonne\", \"tileset\": " FULL_DECK ", "
    "\"map\": \"usa-east\", \"expansions\": [\"gifts\", \"map-chips\"]" },
  { "usa-both", "\"game\": \"carcassonne\", \"tileset\": " DOUBLE_DECK ", \"map\": \"usa-both\"" },
  { "usa-both-chips", "\"game\": \"carcassonne\", \"tileset\": " DOUBLE_DECK ", "
    "\"map\": \"usa-both\", \"expansions\": [\"map-chips\"]" },
  { "usa-both-gifts", "\"game\": \"carcassonne\", \"tileset\": " DOUBLE_DECK ", "
    "\"map\": \"usa-both\", \"expansions\": [\"gifts\"]" },
  { "usa-both-chips-gifts", "\"game\": \"carcassonne\", \"tileset\": " DOUBLE_DECK ", "
    "\"map\": \"usa-both\", \"expansions\": [\"map-chips\", \"gifts\"]" },
  { "user-map", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"map\": " USER_MAP ", \"expansions\": [\"gifts\"]" },
  { "user-map-plain", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"map\": " USER_MAP },
};

static const char *colors[] = { "red", "blue", "green", "yellow", "black" };

/* What the games showed, so that the test knows it met every hidden thing. */
enum {
  SEEN_RECEIVED, SEEN_OPENED, SEEN_KEEP_FIRST, SEEN_KEEP_SECOND, SEEN_TAKE_2_DISCARD,
  SEEN_CHIP, SEEN_PEEK, SEEN_TURNED, SEEN_REVEAL_PEEKED, SEEN_REMOVED, SEEN_HAND_DISCARD,
  SEEN_PLAY_HELD, N_SEEN
};
static const char * const seen_names[N_SEEN] = {
  "gifts received", "gifts opened", "Take 2 keeping the first", "Take 2 keeping the second",
  "Take 2 tiles put aside", "chips collected", "looks", "tiles turned face up",
  "looked-at tiles revealed", "revealed tiles removed", "hand tiles put aside",
  "second tiles of the hand played",
};
static guint seen[N_SEEN];

/* Counts what whole turn @t showed. */
static void
count_seen (const TlTurnRecord *t)
{
  seen[SEEN_RECEIVED] += tl_gifts_turn (t)->received >= 0;
  seen[SEEN_OPENED] += tl_gifts_turn (t)->has_gift;
  if (tl_gifts_turn (t)->has_gift && tl_gifts_turn (t)->gift.card == TL_GIFT_TAKE_2 && tl_gifts_turn (t)->gift.second >= 0)
    seen[tl_gifts_turn (t)->gift.keep == tl_gifts_turn (t)->gift.second && tl_gifts_turn (t)->gift.keep != t->draw ? SEEN_KEEP_SECOND
                                                                    : SEEN_KEEP_FIRST]++;
  seen[SEEN_TAKE_2_DISCARD] += tl_gifts_turn (t)->has_gift && tl_gifts_turn (t)->gift.discard != NULL;
  seen[SEEN_CHIP] += tl_map_chips_turn (t)->has_chip;
  seen[SEEN_PEEK] += tl_map_chips_turn (t)->has_peek;
  seen[SEEN_TURNED] += tl_map_chips_turn (t)->turned != NULL ? tl_map_chips_turn (t)->turned->len : 0;
  for (guint i = 0; tl_map_chips_turn (t)->reveal != NULL && i < tl_map_chips_turn (t)->reveal->len; i++)
    seen[SEEN_REMOVED] += g_array_index (tl_map_chips_turn (t)->reveal, TlRevealRecord, i).r < 0;
  seen[SEEN_HAND_DISCARD] += t->replace != NULL;
}

/* One game being played, step by step, with every seat's twin following it. */
typedef struct {
  const Kind *kind;
  guint seed;
  guint n_players;
  TlGameState *game;
  TlRng rng;
  TlRecord *views[TL_MAX_PLAYERS];      /* each seat's projection of the header */
  TlGameState *twins[TL_MAX_PLAYERS];
  JsonNode *step[TL_MAX_PLAYERS];       /* the turn in progress as each seat saw it last */
  guint turns_followed;
  guint steps;
  guint long_way_at;                    /* the step at which the whole projection is checked */
} Play;

/* Whether @b has everything @a has: the same values, objects with at least @a's
 * members (each grown from @a's), arrays with at least @a's elements. */
static gboolean
grows (JsonNode *a, JsonNode *b)
{
  if (a == NULL)
    return TRUE;
  if (b == NULL || JSON_NODE_TYPE (a) != JSON_NODE_TYPE (b))
    return FALSE;
  if (JSON_NODE_HOLDS_OBJECT (a))
    {
      JsonObject *oa = json_node_get_object (a), *ob = json_node_get_object (b);
      g_autoptr(GList) members = json_object_get_members (oa);

      for (GList *l = members; l != NULL; l = l->next)
        if (!grows (json_object_get_member (oa, l->data), json_object_get_member (ob, l->data)))
          return FALSE;
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (a))
    {
      JsonArray *aa = json_node_get_array (a), *ab = json_node_get_array (b);

      if (json_array_get_length (aa) > json_array_get_length (ab))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (aa); i++)
        if (!grows (json_array_get_element (aa, i), json_array_get_element (ab, i)))
          return FALSE;
      return TRUE;
    }
  return json_node_equal (a, b);
}

static char *
json_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

/* The header of seat @seat's projection: no seed; every chip and face-down tile
 * of the setup hidden, and the other seats' hands. */
static void
check_header (Play *p, const TlRecord *view, guint seat)
{
  g_assert_cmpint (view->view, ==, (gint) seat);
  g_assert_cmpint (view->seed, ==, 0);
  for (guint i = 0; view->setup_chips != NULL && i < view->setup_chips->len; i++)
    g_assert_cmpuint (g_array_index (view->setup_chips, TlSetupChip, i).value, ==, 0);
  for (guint i = 0; view->setup_face_down != NULL && i < view->setup_face_down->len; i++)
    g_assert_cmpuint (g_array_index (view->setup_face_down, TlSetupTile, i).type, ==,
                      (guint) TL_HIDDEN);
  for (guint s = 0; view->setup_hands != NULL && s < view->setup_hands->len; s++)
    {
      const TlSetupHand *hand = &g_array_index (view->setup_hands, TlSetupHand, s);

      for (guint k = 0; k < hand->n; k++)
        if (s == seat)
          g_assert_cmpuint (hand->tiles[k], <, tl_game_state_tile_set (p->game)->types->len);
        else
          g_assert_cmpuint (hand->tiles[k], ==, (guint) TL_HIDDEN);
    }
}

/* Turn @t of @player as seat @seat sees it: another seat's card received, Take 2
 * tile, look, tiles drawn into its hand are hidden, and a choice it has not
 * placed yet left out; the seat's own are named. */
static void
check_turn (const TlTurnRecord *t, guint player, guint seat, gboolean double_tile)
{
  gboolean mine = player == seat;

  if (tl_gifts_turn (t)->received != -1)
    g_assert_true (mine ? tl_gifts_turn (t)->received >= 0 : tl_gifts_turn (t)->received == TL_HIDDEN);
  if (tl_gifts_turn (t)->has_gift && tl_gifts_turn (t)->gift.second != -1)
    g_assert_true (mine ? tl_gifts_turn (t)->gift.second >= 0 : tl_gifts_turn (t)->gift.second == TL_HIDDEN);
  if (tl_gifts_turn (t)->has_gift && tl_gifts_turn (t)->gift.keep != -1)
    g_assert_true (mine ? tl_gifts_turn (t)->gift.keep >= 0 : tl_gifts_turn (t)->gift.keep == TL_HIDDEN);
  if (tl_gifts_turn (t)->has_gift && tl_gifts_turn (t)->gift.keep == TL_HIDDEN && t->has_place)
    g_assert_cmpint (t->place_tile, >=, 0);
  if (tl_map_chips_turn (t)->has_peek)
    g_assert_true (mine ? tl_map_chips_turn (t)->peek_tile >= 0 : tl_map_chips_turn (t)->peek_tile == TL_HIDDEN);
  for (guint i = 0; tl_map_chips_turn (t)->turned != NULL && i < tl_map_chips_turn (t)->turned->len; i++)
    g_assert_cmpint (g_array_index (tl_map_chips_turn (t)->turned, TlRevealRecord, i).tile, >=, 0);
  for (guint i = 0; tl_map_chips_turn (t)->reveal != NULL && i < tl_map_chips_turn (t)->reveal->len; i++)
    g_assert_cmpint (g_array_index (tl_map_chips_turn (t)->reveal, TlRevealRecord, i).tile, >=, 0);
  if (!double_tile)
    {
      g_assert_cmpint (t->draw, !=, TL_HIDDEN);
      return;
    }
  if (t->draw != -1)
    g_assert_true (mine ? t->draw >= 0 : t->draw == TL_HIDDEN);
  for (guint i = 0; t->replace != NULL && i < t->replace->len; i++)
    g_assert_true (mine ? g_array_index (t->replace, guint, i) != (guint) TL_HIDDEN
                        : g_array_index (t->replace, guint, i) == (guint) TL_HIDDEN);
  if (!t->has_place)
    g_assert_cmpint (t->play, ==, -1);
}

/* Every seat sees @turn (@whole, or the turn in progress): its projection, as
 * the seat would receive it, is checked and followed by the seat's twin. */
static void
follow (Play *p, const TlTurnRecord *turn, gboolean whole)
{
  gboolean double_tile = tl_game_state_record (p->game)->options.double_tile;

  for (guint s = 0; s < p->n_players; s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;
      TlTurnRecord projected, back;

      tl_game_state_project_turn (p->game, turn, s, whole, &projected);
      check_turn (&projected, turn->player, s, double_tile);
      node = tl_record_format_turn_to_json (p->views[s], &projected);
      tl_turn_record_clear (&projected);
      if (!grows (p->step[s], node))
        {
          g_autofree char *before = json_text (p->step[s]), *after = json_text (node);

          g_error ("%s, seed %u, seat %u, step %u: the projection does not grow:\n  %s\nthen\n  %s",
                   p->kind->kind, p->seed, s, p->steps, before, after);
        }
      if (!tl_record_format_turn_from_json (p->views[s], node, p->kind->kind, "$.step", &back,
                                            &error))
        g_error ("%s, seed %u, seat %u: the projected step does not read back: %s", p->kind->kind,
                 p->seed, s, error->message);
      if (!tl_game_state_follow (p->twins[s], &back, whole, &error))
        {
          g_autofree char *text = json_text (node);

          g_error ("%s, seed %u, seat %u, step %u: the twin cannot follow %s: %s", p->kind->kind,
                   p->seed, s, p->steps, text, error->message);
        }
      tl_turn_record_clear (&back);
      g_clear_pointer (&p->step[s], json_node_unref);
      if (!whole)
        p->step[s] = g_steal_pointer (&node);
    }
}

/* The long way for every seat: the record projected, written, read back as a
 * player's view (and refused as a local game), replayed into a twin. */
static void
check_long_way (Play *p)
{
  g_autoptr(TlRecord) record = tl_record_copy (tl_game_state_record (p->game));

  for (guint s = 0; s < p->n_players; s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlRecord) view = tl_record_project (record, s, &error);
      g_autoptr(TlRecord) direct = tl_game_state_project (p->game, s);
      g_autoptr(TlRecord) loaded = NULL;
      g_autoptr(TlRecord) refused = NULL;
      g_autofree char *text = NULL, *direct_text = NULL, *twin_text = NULL;
      g_autofree char *digest = NULL, *twin_digest = NULL;
      TlGameState *twin;

      g_assert_no_error (error);
      check_header (p, view, s);
      text = tl_record_format_to_data (view, NULL);
      direct_text = tl_record_format_to_data (direct, NULL);
      g_assert_cmpstr (text, ==, direct_text);
      g_assert_null (strstr (text, "\"seed\""));
      refused = tl_record_format_load_data (text, -1, "view.tilelands", &error);
      g_assert_null (refused);
      g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_VALUE);
      g_assert_nonnull (strstr (error->message, "a player's view of an online game"));
      g_clear_error (&error);
      loaded = tl_record_format_load_data_full (text, -1, "view.tilelands", TL_RECORD_LOAD_VIEW,
                                                &error);
      g_assert_no_error (error);
      twin = tl_game_state_replay (loaded, &error);
      if (twin == NULL)
        g_error ("%s, seed %u, seat %u: the projection does not replay: %s", p->kind->kind, p->seed,
                 s, error->message);
      digest = tl_game_state_public_digest (p->game, s);
      twin_digest = tl_game_state_public_digest (twin, s);
      g_assert_cmpstr (digest, ==, twin_digest);
      twin_text = tl_record_format_to_data (tl_game_state_record (twin), NULL);
      g_assert_cmpstr (twin_text, ==, text);
      /* the twin that followed step by step has the same record */
      g_free (twin_text);
      twin_text = tl_record_format_to_data (tl_game_state_record (p->twins[s]), NULL);
      g_assert_cmpstr (twin_text, ==, text);
      tl_game_state_free (twin);
    }
}

/* What a twin says it knows is the game's own: the tile in hand, the seat's own
 * hand and Map-Chips' face-down tiles turned face up or looked at; of the other
 * seats it knows nothing. */
static void
check_known (Play *p, guint s)
{
  TlGameState *twin = p->twins[s];
  guint current = tl_game_state_current_player (p->game);

  g_assert_true (tl_game_state_current_tile_known (p->game));
  g_assert_cmpint (tl_game_state_viewer (p->game), ==, -1);
  if (tl_game_state_current_tile_known (twin))
    g_assert_cmpint (tl_game_state_current_tile (twin), ==, tl_game_state_current_tile (p->game));
  for (guint q = 0; q < p->n_players; q++)
    {
      g_assert_true (tl_game_state_seat_known (p->game, q));
      g_assert_true (tl_game_state_seat_known (twin, q) == (q == s));
      if (q != s)
        g_assert_cmpint (tl_game_state_held_tile (twin, q), ==, -1);
    }
  g_assert_cmpint (tl_game_state_held_tile (twin, s), ==, tl_game_state_held_tile (p->game, s));
  if (current != s && tl_game_state_phase (p->game) == TL_PHASE_PLACE &&
      tl_game_state_record (p->game)->options.double_tile)
    g_assert_false (tl_game_state_current_tile_known (twin));
  if (tl_game_state_has_expansion (p->game, "map-chips"))
    {
      const TlMapLayout *map = tl_game_state_map (p->game);

      for (guint y = 0; y < map->height; y++)
        for (guint x = 0; x < map->width; x++)
          {
            gboolean known = tl_map_chips_face_down_known (twin, x, y);

            g_assert_true (tl_map_chips_face_down_known (p->game, x, y) ==
                           tl_map_chips_face_down_at (p->game, x, y, NULL));
            g_assert_cmpint (tl_map_chips_reveal_tile (twin, x, y), ==,
                             tl_map_chips_reveal_tile (p->game, x, y));
            if (known)
              g_assert_true (tl_map_chips_reveal_tile (twin, x, y) >= 0 ||
                             tl_map_chips_peeked (twin, s, x, y) >= 0);
            g_assert_cmpint (tl_map_chips_peeked (twin, s, x, y), ==,
                             tl_map_chips_peeked (p->game, s, x, y));
          }
    }
}

/* One definition of hidden: what tl_game_state_sample() deals again for seat
 * @s (the computer players' view) is exactly what the projection hides, so a
 * sample has the game's public digest for @s (@digest) too. */
static void
check_sample (Play *p, guint s, const char *digest)
{
  TlGameState *sample;
  g_autofree char *sampled = NULL;
  TlRng rng;

  tl_rng_init (&rng, p->seed * 31u + p->steps * 7u + s);
  sample = tl_game_state_sample (p->game, s, &rng);
  sampled = tl_game_state_public_digest (sample, s);
  if (strcmp (sampled, digest) != 0)
    g_error ("%s, seed %u, seat %u, step %u: a sample's digest %s is not the game's %s",
             p->kind->kind, p->seed, s, p->steps, sampled, digest);
  tl_game_state_free (sample);
}

/* After a step of the game: the whole turns it ended and the turn in progress,
 * as every seat sees them; then every twin's digest against the game's. */
static void
step_done (Play *p)
{
  const TlRecord *record = tl_game_state_record (p->game);
  TlPhase phase = tl_game_state_phase (p->game);

  p->steps++;
  while (p->turns_followed < record->turns->len)
    {
      count_seen (&g_array_index (record->turns, TlTurnRecord, p->turns_followed));
      follow (p, &g_array_index (record->turns, TlTurnRecord, p->turns_followed++), TRUE);
    }
  if (phase == TL_PHASE_PLACE || phase == TL_PHASE_FOLLOWER)
    {
      tl_game_state_keep_turn (p->game);
      follow (p, record->in_progress, FALSE);
    }
  for (guint s = 0; s < p->n_players; s++)
    {
      g_autofree char *digest = tl_game_state_public_digest (p->game, s);
      g_autofree char *twin = tl_game_state_public_digest (p->twins[s], s);

      if (strcmp (digest, twin) != 0)
        {
          g_autoptr(JsonNode) a = tl_replay_result_to_json (p->game);
          g_autoptr(JsonNode) b = tl_replay_result_to_json (p->twins[s]);
          g_autofree char *ta = json_text (a), *tb = json_text (b);

          g_printerr ("game: %s\ntwin: %s\n", ta, tb);
        }
      check_known (p, s);
      check_sample (p, s, digest);
      if (strcmp (digest, twin) != 0)
        g_error ("%s, seed %u, seat %u, step %u (turn %u): the twin's digest %s is not the "
                 "game's %s", p->kind->kind, p->seed, s, p->steps, tl_game_state_turn (p->game),
                 twin, digest);
    }
  if (p->steps == p->long_way_at)
    check_long_way (p);
}

static guint
pick (Play *p, guint n)
{
  return tl_rng_below (&p->rng, n);
}

/* The Gifts: now and then a card of the hand, on a random target; Take 2's tile
 * kept at random. */
static void
maybe_open_gift (Play *p)
{
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (TlPosition));
  g_autoptr(GError) error = NULL;
  guint me = tl_game_state_current_player (p->game), hand[TL_N_GIFT_CARDS], first, second;
  TlGiftRecord gift = { .second = -1, .keep = -1 };
  guint n = 0, k;

  if (!tl_gifts_can_open (p->game) || pick (p, 2) != 0)
    return;
  tl_gifts_hand (p->game, me, hand);
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    n += hand[c];
  k = pick (p, n);
  for (gift.card = 0; k >= hand[gift.card]; gift.card++)
    k -= hand[gift.card];
  if (tl_gifts_targets (p->game, gift.card, targets) > 0)
    {
      gift.has_at = TRUE;
      gift.at = g_array_index (targets, TlPosition, pick (p, targets->len));
      if (gift.card == TL_GIFT_CHANGE_POSITION)
        {
          g_array_set_size (targets, 0);
          g_assert_cmpuint (tl_gifts_change_targets (p->game, &gift.at, targets), >, 0);
          gift.has_to = TRUE;
          gift.to = g_array_index (targets, TlPosition, pick (p, targets->len));
        }
    }
  g_assert_true (tl_gifts_open (p->game, &gift, &error));
  g_assert_no_error (error);
  step_done (p);
  if (tl_gifts_take2_tiles (p->game, &first, &second))
    {
      g_assert_true (tl_gifts_take2_keep (p->game, pick (p, 2) ? first : second, &error));
      step_done (p);
    }
}

/* Map-Chips, after the placement: a look now and then, and the reveals in a
 * random order, each in a random rotation that fits. */
static void
chips_steps (Play *p)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (gint));
  const TlMapLayout *map = tl_game_state_map (p->game);
  TlMapColor color, here;
  guint n;

  if (tl_map_chips_can_peek (p->game, &color) && pick (p, 4) != 0)
    {
      for (guint y = 0; y < map->height; y++)
        for (guint x = 0; x < map->width; x++)
          if (tl_map_chips_face_down_at (p->game, x, y, &here) && here == color)
            {
              gint cell[2] = { x, y };

              g_array_append_vals (cells, cell, 2);
            }
      n = pick (p, cells->len / 2);
      g_assert_cmpint (tl_map_chips_peek (p->game, g_array_index (cells, gint, 2 * n),
                                          g_array_index (cells, gint, 2 * n + 1), NULL), >=, 0);
      step_done (p);
    }
  for (;;)
    {
      gint x, y, r = -1;
      guint mask;

      g_array_set_size (cells, 0);
      n = tl_map_chips_pending_reveals (p->game, cells);
      if (n == 0)
        return;
      n = pick (p, n);
      x = g_array_index (cells, gint, 2 * n);
      y = g_array_index (cells, gint, 2 * n + 1);
      mask = tl_map_chips_reveal_rotations (p->game, x, y);
      for (guint s = 0; s < p->n_players; s++)
        seen[SEEN_REVEAL_PEEKED] += tl_map_chips_peeked (p->game, s, x, y) >= 0;
      if (mask != 0)
        for (guint k = pick (p, 4); r < 0; k = (k + 1) % 4)
          if (mask & (1u << k))
            r = k;
      g_assert_true (tl_map_chips_reveal (p->game, x, y, r, NULL));
      step_done (p);
    }
}

/* The follower step: nothing, a follower deployed or one recalled, at random. */
static void
follower_step (Play *p)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  g_autoptr(GArray) recalls = g_array_new (FALSE, FALSE, sizeof (TlRecallOption));
  guint n_spots = tl_game_state_follower_spots (p->game, spots);
  guint n_recalls = tl_game_state_recall_options (p->game, recalls);
  guint k = pick (p, 1 + n_spots + n_recalls);

  if (k == 0)
    return;
  if (k <= n_spots)
    g_assert_true (tl_game_state_deploy (p->game, g_array_index (spots, TlFollowerSpot, k - 1).port,
                                         NULL));
  else
    {
      const TlRecallOption *o = &g_array_index (recalls, TlRecallOption, k - 1 - n_spots);

      g_assert_true (tl_game_state_recall (p->game, o->x, o->y, o->port, NULL));
    }
  step_done (p);
}

/* One turn, step by step; FALSE when the game is over. */
static gboolean
play_turn (Play *p)
{
  const TlPlacement *placements;
  guint n;
  int held;

  if (!tl_game_state_draw_next (p->game))
    {
      step_done (p);   /* what the last draws put aside */
      return FALSE;
    }
  step_done (p);
  if (tl_game_state_has_expansion (p->game, "gifts"))
    maybe_open_gift (p);
  held = tl_game_state_held_tile (p->game, tl_game_state_current_player (p->game));
  if (held >= 0 && pick (p, 2) == 0)
    {
      g_assert_true (tl_game_state_choose_tile (p->game, held, NULL));
      seen[SEEN_PLAY_HELD]++;
    }
  placements = tl_game_state_placements (p->game, &n);
  g_assert_cmpuint (n, >, 0);
  n = pick (p, n);
  g_assert_true (tl_game_state_place (p->game, placements[n].x, placements[n].y, placements[n].r,
                                      NULL));
  step_done (p);
  if (tl_game_state_has_expansion (p->game, "map-chips"))
    chips_steps (p);
  follower_step (p);
  g_assert_true (tl_game_state_end_turn (p->game, NULL));
  step_done (p);
  return tl_game_state_phase (p->game) != TL_PHASE_OVER;
}

static TlRecord *
load_header (const Kind *kind, guint seed, guint n_players)
{
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  TlRecord *header;

  g_string_append_printf (json, "{\"format\": \"tilelands-game\", \"version\": 2, %s, "
                          "\"seed\": %u, \"players\": [", kind->header, seed);
  for (guint s = 0; s < n_players; s++)
    g_string_append_printf (json, "%s{\"name\": \"Seat %u\", \"color\": \"%s\", \"kind\": \"ai\"}",
                            s > 0 ? ", " : "", s + 1, colors[s]);
  g_string_append (json, "], \"turns\": []}");
  header = tl_record_format_load_data (json->str, json->len, kind->kind, &error);
  if (header == NULL)
    g_error ("%s: the header does not load: %s", kind->kind, error->message);
  return header;
}

static void
play_game (const Kind *kind, guint seed, guint n_players)
{
  g_autoptr(TlRecord) header = load_header (kind, seed, n_players);
  g_autoptr(GError) error = NULL;
  Play p = { kind, seed, n_players };
  g_autofree char *first_header = NULL;

  p.game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  tl_rng_init (&p.rng, seed * 7919u + 1);
  p.long_way_at = 3 + pick (&p, 150);
  for (guint s = 0; s < n_players; s++)
    {
      g_autoptr(TlRecord) empty = NULL;

      p.views[s] = tl_game_state_project (p.game, s);
      check_header (&p, p.views[s], s);
      empty = tl_record_copy (p.views[s]);
      p.twins[s] = tl_game_state_replay (empty, &error);
      g_assert_no_error (error);
      g_assert_cmpint (tl_game_state_viewer (p.twins[s]), ==, (gint) s);
    }
  first_header = tl_record_format_to_data (p.views[0], NULL);

  while (play_turn (&p))
    g_assert_cmpuint (p.steps, <, 20000);
  check_long_way (&p);

  for (guint s = 0; s < n_players; s++)
    {
      g_autoptr(TlRecord) end = tl_game_state_project (p.game, s);

      /* the setup of a projection never changes */
      g_array_set_size (end->turns, 0);
      if (s == 0)
        {
          g_autofree char *end_header = tl_record_format_to_data (end, NULL);

          g_assert_cmpstr (end_header, ==, first_header);
        }
      tl_record_free (p.views[s]);
      tl_game_state_free (p.twins[s]);
      g_clear_pointer (&p.step[s], json_node_unref);
    }
  tl_game_state_free (p.game);
}

static void
test_every_kind (void)
{
  const char *env = g_getenv ("TL_TEST_GAMES");
  guint games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : DEFAULT_GAMES;

  for (guint i = 0; i < games; i++)
    play_game (&kinds[i % G_N_ELEMENTS (kinds)], 4000 + i, 2 + (i / G_N_ELEMENTS (kinds)) % 4);
  for (guint k = 0; k < N_SEEN; k++)
    {
      g_test_message ("%u %s", seen[k], seen_names[k]);
      /* a hand tile that fits nowhere is rare in The Discovery: the fixtures of
       * test-projection-fixtures show one */
      if (games >= DEFAULT_GAMES && k != SEEN_HAND_DISCARD)
        g_assert_cmpuint (seen[k], >, 0);
    }
}

static gboolean
same_move (const TlAiMove *a, const TlAiMove *b)
{
  return a->tile == b->tile && a->place.x == b->place.x && a->place.y == b->place.y &&
         a->place.r == b->place.r && a->deploy == b->deploy && (!a->deploy || a->port == b->port) &&
         a->recall == b->recall &&
         (!a->recall || (a->recall_x == b->recall_x && a->recall_y == b->recall_y &&
                         a->recall_port == b->recall_port));
}

/* The current seat's twin of @game as it stands (its turn in progress kept). */
static TlGameState *
twin_of (TlGameState *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) view = NULL;
  TlGameState *twin;

  tl_game_state_keep_turn (game);
  view = tl_record_project (tl_game_state_record (game), tl_game_state_current_player (game),
                            &error);
  g_assert_no_error (error);
  twin = tl_game_state_replay (view, &error);
  g_assert_no_error (error);
  return twin;
}

static const Kind *
find_kind (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (strcmp (kinds[i].kind, name) == 0)
      return &kinds[i];
  g_error ("no kind of game %s", name);
}

/* A level-1 and a level-2 player choose the same move from their twin as from
 * the whole game: on the first turn, where nothing hidden can matter, and on
 * later turns, where the twin differs from the game only in what the seat
 * cannot see (its samples are the same, docs/ai.md §1). */
static void
test_ai_same_moves (void)
{
  static const char * const kind_names[] = {
    "carcassonne", "gifts", "discovery-double-tile", "usa-west-chips-gifts",
    "usa-both-chips-gifts",
  };

  for (guint k = 0; k < G_N_ELEMENTS (kind_names); k++)
    for (guint turns = 0; turns <= 12; turns += 6)
      {
        const Kind *kind = find_kind (kind_names[k]);
        g_autoptr(TlRecord) header = load_header (kind, 90 + k, 3);
        g_autoptr(GError) error = NULL;
        TlGameState *game = tl_game_state_new (header, &error), *twin;
        TlRng rng;

        g_assert_no_error (error);
        tl_rng_init (&rng, 5 + turns);
        for (guint t = 0; t < turns; t++)
          g_assert_true (tl_ai_play_turn (game, TL_AI_NORMAL, &rng));
        g_assert_true (tl_game_state_draw_next (game));
        twin = twin_of (game);
        for (gint level = TL_AI_NORMAL; level <= TL_AI_HARD; level++)
          {
            TlAiConfig config;
            TlAiMove a, b;
            TlRng ra, rb;

            tl_ai_config_init (&config, level);
            config.budget_ms = 0;
            config.iterations = 60;
            tl_rng_init (&ra, 11);
            tl_rng_init (&rb, 11);
            g_assert_true (tl_ai_choose_config (game, &config, &ra, &a));
            g_assert_true (tl_ai_choose_config (twin, &config, &rb, &b));
            if (!same_move (&a, &b))
              g_error ("%s, turn %u, level %d: the twin's move (%u at (%d, %d) r%u) is not the "
                       "game's (%u at (%d, %d) r%u)", kind->kind, turns + 1, level, b.tile,
                       b.place.x, b.place.y, b.place.r, a.tile, a.place.x, a.place.y, a.place.r);
          }
        tl_game_state_free (twin);
        tl_game_state_free (game);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/projection/every-kind", test_every_kind);
  g_test_add_func ("/projection/ai-same-moves", test_ai_same_moves);
  return g_test_run ();
}
