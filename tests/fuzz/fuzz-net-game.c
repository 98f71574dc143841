/* fuzz-net-game.c — libFuzzer target: a host's game (TlNetGame) given a sequence
 * of messages, no socket (docs/network.md "Steps", "Tests")
 *
 * The input's first byte picks the kind of game (the base game, The Gifts, The
 * Discovery with double tiles, a USA map with Map-Chips and The Gifts), 2 to 4
 * seats. Then each line is one message as a seat sends it: a `step` goes to
 * tl_net_game_apply() as the current player's, or as seat N's when the line
 * starts with the digit N; a line `!` plays a legal placement and ends the turn
 * (so the fuzzer reaches later turns), any other message is read and dropped.
 * Checked after every step: a refused step has a code and words and changes
 * nothing (the same seq, the same digest of every seat, the same record); a step
 * taken makes one event per seat.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-net-game.h"
#include "tl-net-message.h"
#include "tl-record-format.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char *const kinds[] = {
  "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\"",
  "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", \"expansions\": [\"gifts\"]",
  "\"game\": \"discovery\", \"tileset\": \"discovery\", \"options\": {\"double-tile\": true}",
  "\"game\": \"carcassonne\", \"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\","
  " \"traders-and-builders\"], \"expansions\": [\"gifts\", \"map-chips\"], \"map\": \"usa-east\"",
};

/* Every seat's digest and the record as JSON text: what must not change. */
static char *
game_print (TlNetGame *game)
{
  const TlGameState *state = tl_net_game_state (game);
  g_autoptr(JsonNode) node = tl_record_format_to_json (tl_game_state_record (state));
  g_autofree char *json = json_to_string (node, FALSE);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%" G_GINT64_FORMAT " ", tl_net_game_seq (game));
  for (guint seat = 0; seat < tl_net_game_n_players (game); seat++)
    {
      g_autofree char *digest = tl_game_state_public_digest (state, seat);
      g_string_append_printf (s, "%s ", digest);
    }
  g_string_append (s, json);
  return g_string_free (s, FALSE);
}

static void
apply (TlNetGame *game,
       guint      seat,
       JsonNode  *turn,
       gboolean   end)
{
  g_autofree char *before = game_print (game);
  g_autoptr(GError) error = NULL;
  const char *code = NULL;
  gint64 seq = tl_net_game_seq (game);

  if (!tl_net_game_apply (game, seat, turn, end, &code, &error))
    {
      g_autofree char *after = game_print (game);

      if (code == NULL || error == NULL || error->message[0] == '\0')
        g_error ("a refused step without a code or a reason");
      if (strcmp (before, after) != 0)
        g_error ("a refused step (%s: %s) changed the game", code, error->message);
      return;
    }
  {
    g_autoptr(GPtrArray) events = tl_net_game_take_events (game);

    if (tl_net_game_seq (game) <= seq || events->len == 0)
      g_error ("a step taken made no event");
    for (guint i = 0; i < events->len; i++)
      if (g_strv_length (g_ptr_array_index (events, i)) != tl_net_game_n_players (game))
        g_error ("an event is not one text per seat");
  }
}

/* `!`: the current player places the tile in hand somewhere legal, then ends. */
static void
play_random (TlNetGame *game,
             TlRng     *rng)
{
  TlGameState *copy = tl_game_state_copy (tl_net_game_state (game));
  guint seat = tl_game_state_current_player (copy);
  TlPlacement p;
  gboolean found = tl_game_state_random_placement (copy, rng, &p);

  tl_game_state_free (copy);
  if (found)
    {
      g_autofree char *text = g_strdup_printf ("{\"place\": {\"x\": %d, \"y\": %d, \"r\": %u}}",
                                               p.x, p.y, p.r);
      g_autoptr(JsonNode) step = json_from_string (text, NULL);

      apply (game, seat, step, TRUE);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static TlRecord *records[G_N_ELEMENTS (kinds) * 3];
  TlNetGame *game;
  TlRng rng;
  const char *p, *stop;
  guint pick;

  if (size < 1)
    return 0;
  pick = data[0] % G_N_ELEMENTS (records);
  if (records[pick] == NULL)
    {
      g_autoptr(GError) error = NULL;
      GString *players = g_string_new (NULL);
      g_autofree char *text = NULL;

      for (guint i = 0; i < 2 + pick / G_N_ELEMENTS (kinds); i++)
        g_string_append_printf (players, "%s{\"name\": \"P%u\", \"color\": \"%s\"}", i ? ", " : "",
                                i, (const char *[]) { "red", "blue", "green", "yellow" }[i]);
      text = g_strdup_printf ("{\"format\": \"tilelands-game\", \"version\": 2, %s,"
                              " \"players\": [%s], \"seed\": 7, \"turns\": []}",
                              kinds[pick % G_N_ELEMENTS (kinds)], players->str);
      g_string_free (players, TRUE);
      records[pick] = tl_record_format_load_data (text, -1, "fuzz", &error);
      if (records[pick] == NULL)
        g_error ("%s: %s", text, error->message);
    }
  game = tl_net_game_new (records[pick], NULL);
  if (game == NULL)
    abort ();
  tl_rng_init (&rng, 7);
  p = (const char *) data + 1;
  stop = (const char *) data + size;
  while (p < stop && !tl_net_game_is_over (game))
    {
      const char *eol = memchr (p, '\n', stop - p);
      const char *line_end = eol != NULL ? eol : stop;
      guint seat = tl_game_state_current_player (tl_net_game_state (game));
      const char *json = p;
      TlNetMessage message;

      if (line_end - p == 1 && *p == '!')
        play_random (game, &rng);
      else
        {
          if (json < line_end && g_ascii_isdigit (*json))
            seat = (guint) (*json++ - '0');
          if (tl_net_message_read (json, line_end - json, &message, NULL))
            {
              if (message.type == TL_NET_STEP && seat < tl_net_game_n_players (game))
                apply (game, seat, message.node, message.end);
              tl_net_message_clear (&message);
            }
        }
      p = line_end + 1;
    }
  tl_net_game_free (game);
  return 0;
}
