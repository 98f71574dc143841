/* tl-record-gifts.c — The Gifts' part of a game record (docs/design.md §4, docs/rules/gifts.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Members: a turn's `gift` (the card opened before placing, with only the
 * members it uses) and `received` (the card the placement earned); the
 * replay's `gifts_held` (every game: 0 without The Gifts), `gift_deck`,
 * `gift_discard` and `gift_events`; the score events of kind `"gifts"`.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format-private.h"
#include "tl-format-json.h"

#include <string.h>

extern const TlRecordHooks _tl_record_gifts;

/* A gift card name at member @name of @obj; absent or null leaves @out alone;
 * "?" (TL_HIDDEN) in a player's view when @may_hide. */
static gboolean
load_gift_card (JsonObject      *obj,
                const char      *origin,
                const char      *path,
                const char      *name,
                gboolean         required,
                const TlRecord  *record,
                gboolean         may_hide,
                gint            *out,
                GError         **error)
{
  const char *card_name = NULL;
  int card;

  if (!tl_json_member_string (obj, origin, path, name, required, &card_name, error))
    return FALSE;
  if (card_name == NULL)
    return TRUE;
  if (strcmp (card_name, TL_RECORD_HIDDEN) == 0)
    {
      g_autofree char *card_path = tl_json_path_member (path, name);

      if (!may_hide || record->view < 0)
        return _tl_record_hidden_refused (origin, card_path, error);
      *out = TL_HIDDEN;
      return TRUE;
    }
  card = tl_gift_card_from_name (card_name);
  if (card < 0)
    {
      g_autofree char *card_path = tl_json_path_member (path, name);

      g_autofree char *words = NULL;

      /* Translators: "%s" is written in the file; the card names stay as the file writes them */
      words = g_strdup_printf (_("“%s” is not a gift card (one of synod, road-sweeper, cash-out, "
                                 "change-position or take-2)"), card_name);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, card_path, words,
                                 "unknown gift card \"%s\" (expected synod, road-sweeper, "
                                 "cash-out, change-position or take-2)", card_name);
      return FALSE;
    }
  *out = card;
  return TRUE;
}

/* Which members of `gift` a card uses (docs/design.md §4): `at` for every card but
 * Take 2, `to` for Change Position, `second`, `discard` and `keep` for Take 2. */
static gboolean
gift_card_uses (TlGiftCard  card,
                const char *member)
{
  if (strcmp (member, "at") == 0)
    return card != TL_GIFT_TAKE_2;
  if (strcmp (member, "to") == 0)
    return card == TL_GIFT_CHANGE_POSITION;
  return card == TL_GIFT_TAKE_2;
}

/* `gift`: the card opened before placing and what it acts on. */
static gboolean
load_gift (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  static const char * const members[] = { "at", "to", "second", "discard", "keep" };
  g_autofree char *gift_path = tl_json_path_member (path, "gift");
  JsonObject *gift = NULL;
  TlGiftRecord *g = &tl_gifts_turn (turn)->gift;
  gint card = -1;

  if (!tl_json_member_object (obj, origin, path, "gift", FALSE, &gift, error))
    return FALSE;
  if (gift == NULL)
    return TRUE;
  if (!_tl_record_check_expansion (record, &_tl_record_gifts, origin, gift_path,
                                   "gifts are opened", error))
    return FALSE;
  if (!load_gift_card (gift, origin, gift_path, "card", TRUE, record, FALSE, &card, error))
    return FALSE;
  g->card = card;

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      JsonNode *member = json_object_get_member (gift, members[i]);

      if (member != NULL && !JSON_NODE_HOLDS_NULL (member) &&
          !gift_card_uses (g->card, members[i]))
        {
          g_autofree char *member_path = tl_json_path_member (gift_path, members[i]);

          /* Translators: "%s" is the name of a gift card as the file writes it ("take-2") */
          g_autofree char *words = g_strdup_printf (_("the gift card “%s” takes none"),
                                                    tl_gift_card_name (g->card));

          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, member_path, words,
                               "a %s gift has no \"%s\" (%s)", tl_gift_card_name (g->card),
                               members[i],
                               strcmp (members[i], "at") == 0 ? "take-2 needs no target"
                               : strcmp (members[i], "to") == 0 ? "only change-position has one"
                               : "only take-2 has one");
          return FALSE;
        }
    }

  if (json_object_has_member (gift, "at") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (gift, "at")))
    {
      if (!_tl_record_load_position (gift, origin, gift_path, "at", &g->at, error))
        return FALSE;
      g->has_at = TRUE;
    }
  if (json_object_has_member (gift, "to") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (gift, "to")))
    {
      if (!_tl_record_load_position (gift, origin, gift_path, "to", &g->to, error))
        return FALSE;
      g->has_to = TRUE;
    }
  if (!_tl_record_load_optional_hidden_tile (gift, origin, gift_path, "second", record,
                                             &g->second, error) ||
      !_tl_record_load_optional_hidden_tile (gift, origin, gift_path, "keep", record,
                                             &g->keep, error) ||
      !_tl_record_load_tile_list (gift, origin, gift_path, "discard", record->tileset,
                                  &g->discard, error))
    return FALSE;
  tl_gifts_turn (turn)->has_gift = TRUE;
  return TRUE;
}

/* `gift` and `received`. */
static gboolean
load_turn (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  g_autofree char *received_path = NULL;

  if (!load_gift (obj, origin, path, record, turn, error) ||
      !load_gift_card (obj, origin, path, "received", FALSE, record, TRUE, &tl_gifts_turn (turn)->received, error))
    return FALSE;
  if (tl_gifts_turn (turn)->received == -1)
    return TRUE;
  received_path = tl_json_path_member (path, "received");
  return _tl_record_check_expansion (record, &_tl_record_gifts, origin, received_path,
                                     "gifts are received", error);
}

/* `gift`: the card and only the members it uses (see gift_card_uses()). */
static void
add_gift (JsonBuilder        *builder,
          const TlTileSet    *set,
          const TlGiftRecord *gift)
{
  json_builder_set_member_name (builder, "gift");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "card");
  json_builder_add_string_value (builder, tl_gift_card_name (gift->card));
  if (gift->has_at && gift_card_uses (gift->card, "at"))
    _tl_record_add_position (builder, "at", &gift->at);
  if (gift->has_to && gift_card_uses (gift->card, "to"))
    _tl_record_add_position (builder, "to", &gift->to);
  if (gift->card == TL_GIFT_TAKE_2)
    {
      _tl_record_add_tile_list (builder, set, "discard", gift->discard);
      if (gift->second >= 0 || gift->second == TL_HIDDEN)
        {
          json_builder_set_member_name (builder, "second");
          _tl_record_add_tile_id (builder, set, gift->second);
        }
      if (gift->keep >= 0 || gift->keep == TL_HIDDEN)
        {
          json_builder_set_member_name (builder, "keep");
          _tl_record_add_tile_id (builder, set, gift->keep);
        }
    }
  json_builder_end_object (builder);
}

/* `gift` before the placement; `received` (the card the placement earned) last. */
static void
write_turn (JsonBuilder        *builder,
            const TlRecord     *record,
            const TlTurnRecord *turn,
            TlRecordTurnPart    part)
{
  if (part == TL_RECORD_TURN_BEFORE_PLACE && tl_gifts_turn (turn)->has_gift)
    add_gift (builder, record->tileset, &tl_gifts_turn (turn)->gift);
  else if (part == TL_RECORD_TURN_LAST && (tl_gifts_turn (turn)->received >= 0 || tl_gifts_turn (turn)->received == TL_HIDDEN))
    {
      json_builder_set_member_name (builder, "received");
      json_builder_add_string_value (builder, tl_gift_card_name (tl_gifts_turn (turn)->received));
    }
}

/* The public piles: `gift_deck` (cards face down) and `gift_discard` (the
 * face-up discard pile, oldest first, by card name). */
static void
add_gift_piles (JsonBuilder       *builder,
                const TlGameState *state)
{
  const guint8 *pile;
  guint n;

  json_builder_set_member_name (builder, "gift_deck");
  json_builder_add_int_value (builder, tl_gifts_deck_left (state));
  pile = tl_gifts_discard_pile (state, &n);
  json_builder_set_member_name (builder, "gift_discard");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (builder, tl_gift_card_name (pile[i]));
  json_builder_end_array (builder);
}

/* `gift_events`: every gift opened and received, in turn order:
 * {"turn", "player", "opened"|"received": card}. */
static void
add_gift_events (JsonBuilder       *builder,
                 const TlGameState *state)
{
  const TlRecord *record = tl_game_state_record (state);
  guint n_players = tl_game_state_n_players (state);

  json_builder_set_member_name (builder, "gift_events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->turns->len; i++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, i);
      const struct { gboolean happened; const char *what; gint card; } events[] = {
        { tl_gifts_turn (turn)->has_gift, "opened", tl_gifts_turn (turn)->gift.card },
        { tl_gifts_turn (turn)->received >= 0 || tl_gifts_turn (turn)->received == TL_HIDDEN, "received", tl_gifts_turn (turn)->received },
      };

      for (guint e = 0; e < G_N_ELEMENTS (events); e++)
        {
          if (!events[e].happened)
            continue;
          json_builder_begin_object (builder);
          _tl_record_add_int_member (builder, "turn", i + 1);
          _tl_record_add_int_member (builder, "player", i % n_players);
          json_builder_set_member_name (builder, events[e].what);
          json_builder_add_string_value (builder, tl_gift_card_name (events[e].card));
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
}

/* `gifts_held` (unopened cards per player) in every replay (docs/design.md §4);
 * the piles and events in a game with The Gifts. */
static void
write_replay (JsonBuilder        *builder,
              TlGameState        *state,
              TlRecordReplayPart  part)
{
  guint n_players = MIN (tl_game_state_n_players (state), TL_MAX_PLAYERS);

  if (part == TL_RECORD_REPLAY_PLAYERS)
    {
      json_builder_set_member_name (builder, "gifts_held");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n_players; p++)
        json_builder_add_int_value (builder, tl_gifts_held (state, p));
      json_builder_end_array (builder);
    }
  else if (tl_game_state_has_expansion (state, _tl_record_gifts.expansion))
    {
      add_gift_piles (builder, state);
      add_gift_events (builder, state);
    }
}

static const char *
event_kind (const TlScoreEvent *event)
{
  return event->source == TL_SCORE_GIFTS ? "gifts" : NULL;
}

const TlRecordHooks _tl_record_gifts = {
  .expansion = "gifts",
  .load_turn = load_turn,
  .write_turn = write_turn,
  .write_replay = write_replay,
  .event_kind = event_kind,
};
