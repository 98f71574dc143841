/* test-net-host.c — the messages' reader, tokens, and a host's answers to bad,
 * refused, replayed and oversized messages on a real socket on 127.0.0.1
 * (suite 'net'; docs/network.md "Tests")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "tl-host.h"
#include "tl-net-game.h"
#include "tl-net-link.h"
#include "tl-net-message.h"
#include "tl-net-token.h"
#include "tl-record-format.h"
#include "net-test-client.h"

/* Every malformed message is refused with an error naming what is wrong. */
static void
test_message_errors (void)
{
  static const struct { const char *text; gint code; const char *words; } cases[] = {
    { "{", TL_NET_ERROR_MALFORMED, "not JSON" },
    { "[1]", TL_NET_ERROR_MALFORMED, "must be a JSON object" },
    { "{\"seat\": 1}", TL_NET_ERROR_MALFORMED, "needs “type”" },
    { "{\"type\": \"fly\"}", TL_NET_ERROR_UNKNOWN, "unknown message type “fly”" },
    { "{\"type\": \"step\", \"turn\": {}}", TL_NET_ERROR_MALFORMED, "“step” message needs “id”" },
    { "{\"type\": \"step\", \"id\": \"a\", \"turn\": 3}", TL_NET_ERROR_MALFORMED, "needs “turn”, an object" },
    { "{\"type\": \"step\", \"id\": \"a\", \"turn\": {}, \"end\": 1}", TL_NET_ERROR_MALFORMED, "needs “end”, true or false" },
    { "{\"type\": \"hello\", \"protocol\": 1, \"app_version\": \"0\", \"seat\": 9999, \"token\": \"x\", \"name\": \"a\", \"color\": \"red\"}",
      TL_NET_ERROR_MALFORMED, "needs “seat”, a whole number from 0 to 255" },
    { "{\"type\": \"event\", \"seq\": 1, \"turn_index\": 0, \"step\": {}, \"whole\": true, \"digest\": \"xyz\"}",
      TL_NET_ERROR_MALFORMED, "needs “digest”, 16 hexadecimal digits" },
    { "{\"type\": \"presence\", \"seats\": [\"a\"]}", TL_NET_ERROR_MALFORMED, "needs “seats”" },
    { "{\"type\": \"ping\"}", TL_NET_ERROR_MALFORMED, "needs “t”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      TlNetMessage m;

      g_assert_false (tl_net_message_read (cases[i].text, -1, &m, &error));
      g_assert_error (error, TL_NET_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].words) == NULL)
        g_error ("%s: “%s” does not say “%s”", cases[i].text, error->message, cases[i].words);
    }
}

/* What the writer writes, the reader reads back. */
static void
test_message_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TlNetMessage m, back;

  tl_net_message_init (&m, TL_NET_STEP);
  m.id = g_strdup ("0-5-1");
  m.node = json_from_string ("{\"place\": {\"x\": 1, \"y\": 0, \"r\": 2}}", NULL);
  m.end = TRUE;
  text = tl_net_message_write (&m);
  g_assert_true (tl_net_message_read (text, -1, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.type, ==, TL_NET_STEP);
  g_assert_cmpstr (back.id, ==, "0-5-1");
  g_assert_true (back.end);
  g_assert_true (json_node_equal (back.node, m.node));
  tl_net_message_clear (&m);
  tl_net_message_clear (&back);
}

static void
test_token (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *a = tl_net_token_new (&error);
  g_autofree char *b = tl_net_token_new (&error);
  g_autofree char *hash = tl_net_token_hash (a);

  g_assert_no_error (error);
  g_assert_cmpuint (strlen (a), ==, 32);
  g_assert_cmpuint (strspn (a, "0123456789abcdef"), ==, 32);
  g_assert_cmpstr (a, !=, b);
  g_assert_cmpuint (strlen (hash), ==, 64);
  g_assert_true (tl_net_token_matches (a, hash));
  g_assert_false (tl_net_token_matches (b, hash));
  g_assert_false (tl_net_token_matches (a, "short"));
}

/* A step "s1" placing the tile in hand at (x, y) in rotation r. */
static char *
step (int x, int y, int r)
{
  return g_strdup_printf ("{\"type\": \"step\", \"id\": \"s1\", \"turn\": "
                          "{\"place\": {\"x\": %d, \"y\": %d, \"r\": %d}}}", x, y, r);
}

static char *
record_text (TlHost *host, const char *id)
{
  g_autoptr(TlRecord) record = tl_host_dup_record (host, id);

  return tl_record_format_to_data (record, NULL);
}

/* A host refuses, with a reason and keeping the connection, malformed, unknown,
 * out-of-turn and illegal messages, a wrong token and another version; applies a
 * step sent twice once; a second connection of a seat replaces the first; a
 * message over 64 KiB closes with 1009. Nothing of it changes the game. */
static void
test_host_refusals (void)
{
  TwoSeats t;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;
  g_autofree char *huge = NULL;
  Client *c, *d, *e;
  TlNetMessage m;

  two_seats_open (&t);
  two_seats_start (&t);
  before = record_text (t.host, t.id);

  c = client_new (t.session, t.uri);
  expect_refused (c, "{", "malformed", "not JSON");
  expect_refused (c, "{\"type\": \"fly\"}", "unknown", "unknown message type");
  expect_refused (c, "{\"type\": \"welcome\", \"seat\": 0, \"seq\": 0, \"players\": [], \"server_time\": 0, \"view\": {}, \"digest\": \"0123456789abcdef\", \"data\": {}}",
                  "unknown", "a player does not send “welcome”");
  text = step (1, 0, 0);
  expect_refused (c, text, "hello", "say hello");
  g_free (text);
  text = hello (0, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  expect_refused (c, text, "token", "not valid for this game");
  g_free (text);
  text = hello (0, t.link[0].token, 99, "9.9");
  expect_refused (c, text, "version", "protocol 1 with Tilelands " PACKAGE_VERSION);
  g_free (text);
  text = hello (0, t.link[0].token, 99, "9.9");
  expect_refused (c, text, "version", "you have protocol 99 with Tilelands 9.9");
  g_free (text);

  after = record_text (t.host, t.id);
  g_assert_cmpstr (before, ==, after);

  /* seat 1 is not the first player */
  d = client_new (t.session, t.uri);
  text = hello (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (d, text, TL_NET_WELCOME, &m);
  g_assert_cmpint (m.seat, ==, 1);
  g_assert_false (json_object_has_member (json_node_get_object (m.node), "seed"));
  tl_net_message_clear (&m);
  g_free (text);
  exchange (d, NULL, TL_NET_PRESENCE, &m);
  tl_net_message_clear (&m);
  text = step (1, 0, 0);
  expect_refused (d, text, "turn", "it is not your turn: it is player 1’s");
  g_free (text);

  /* seat 0: an illegal placement, then a legal one twice */
  text = hello (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  exchange (c, NULL, TL_NET_PRESENCE, &m);
  tl_net_message_clear (&m);
  exchange (d, NULL, TL_NET_PRESENCE, &m);
  tl_net_message_clear (&m);
  g_free (text);
  /* the names from hello are in the record now */
  g_free (before);
  before = record_text (t.host, t.id);
  text = step (5, 5, 0);
  expect_refused (c, text, "step", "(5, 5)");
  g_free (after);
  after = record_text (t.host, t.id);
  g_assert_cmpstr (before, ==, after);
  {
    /* the first legal placement of the tile in hand, found as the bot finds it */
    g_autoptr(TlRecord) full = tl_host_dup_record (t.host, t.id);
    TlGameState *game = tl_game_state_replay (full, &error);
    TlPlacement p;
    TlRng rng;

    g_assert_no_error (error);
    tl_rng_init (&rng, 1);
    g_assert_true (tl_game_state_random_placement (game, &rng, &p));
    tl_game_state_free (game);
    g_free (text);
    text = step (p.x, p.y, p.r);
  }
  exchange (c, text, TL_NET_EVENT, &m);
  g_assert_cmpint (m.turn_index, ==, 0);
  g_assert_false (m.whole);
  tl_net_message_clear (&m);
  exchange (d, NULL, TL_NET_EVENT, &m);
  tl_net_message_clear (&m);
  g_free (after);
  after = record_text (t.host, t.id);
  g_assert_cmpstr (before, !=, after);
  /* the same id again: applied once, nothing answered (the pong comes next) */
  soup_websocket_connection_send_text (c->ws, text);
  exchange (c, "{\"type\": \"ping\", \"t\": 7}", TL_NET_PONG, &m);
  g_assert_cmpint (m.t, ==, 7);
  tl_net_message_clear (&m);
  g_free (before);
  before = record_text (t.host, t.id);
  g_assert_cmpstr (before, ==, after);
  /* the same step under a new id adds nothing */
  {
    g_autofree char *again = g_strdup (text);

    memcpy (strstr (again, "s1"), "s2", 2);
    expect_refused (c, again, "step", "adds nothing");
  }

  /* a second connection of seat 1 replaces the first, which is told why */
  e = client_new (t.session, t.uri);
  g_free (text);
  text = hello (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  soup_websocket_connection_send_text (e->ws, text);
  expect_refused (d, NULL, "replaced", "another connection");
  WAIT_FOR (d->closed);
  exchange (e, NULL, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);

  /* over 64 KiB: closed with 1009, the game unchanged */
  huge = g_strnfill (TL_NET_MAX_MESSAGE + 10, ' ');
  soup_websocket_connection_send_text (e->ws, huge);
  WAIT_FOR (e->closed);
  g_assert_cmpuint (e->close_code, ==, SOUP_WEBSOCKET_CLOSE_TOO_BIG);
  g_free (after);
  after = record_text (t.host, t.id);
  g_assert_cmpstr (before, ==, after);

  client_free (c);
  client_free (d);
  client_free (e);
  two_seats_clear (&t);
}


/* The `players` member of a welcome or presence as "name/color/connected" texts. */
static char *
players_text (JsonNode *players)
{
  JsonArray *a = json_node_get_array (players);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonObject *p = json_array_get_object_element (a, i);

      g_string_append_printf (out, "%s%s/%s/%s", i > 0 ? " " : "",
                              json_object_get_string_member (p, "name"),
                              json_object_get_string_member (p, "color"),
                              json_object_get_boolean_member (p, "connected") ? "on" : "off");
    }
  return g_string_free (out, FALSE);
}

/* Sends @text, expects a welcome, then reads the presence that follows. */
static void
expect_welcome (Client *c, const char *text, const char *players)
{
  g_autofree char *seen = NULL;
  TlNetMessage m;

  exchange (c, text, TL_NET_WELCOME, &m);
  seen = players_text (m.players);
  g_assert_cmpstr (seen, ==, players);
  tl_net_message_clear (&m);
}

static void
expect_presence (Client *c, const char *players)
{
  g_autofree char *seen = NULL;
  TlNetMessage m;

  exchange (c, NULL, TL_NET_PRESENCE, &m);
  seen = players_text (m.players);
  g_assert_cmpstr (seen, ==, players);
  tl_net_message_clear (&m);
}

/* Names and colours from hello go into the record and to every seat; a colour
 * another seat has is refused; a seat's link revoked and reissued: its
 * connection is told and closed, the old token refused as revoked, the new one
 * welcomed (docs/network.md "Seats"). */
static void
test_host_seats (void)
{
  TwoSeats t;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *fresh = NULL;
  TlNetLink renewed;
  Client *c, *d, *e;

  two_seats_open (&t);
  two_seats_start (&t);

  c = client_new (t.session, t.uri);
  text = hello_as (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Ana", "blue");
  expect_refused (c, text, "player", "the colour blue is taken by seat 1 (B): choose another");
  g_free (text);
  text = hello_as (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Ana", "mauve");
  expect_refused (c, text, "player", "“mauve” is no colour");
  g_free (text);
  text = hello_as (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Ana", "green");
  expect_welcome (c, text, "Ana/green/on B/blue/off");
  expect_presence (c, "Ana/green/on B/blue/off");
  {
    g_autoptr(TlRecord) now = tl_host_dup_record (t.host, t.id);
    const TlPlayerInfo *p = &g_array_index (now->players, TlPlayerInfo, 0);

    g_assert_cmpstr (p->name, ==, "Ana");
    g_assert_cmpstr (p->color, ==, "green");
  }

  d = client_new (t.session, t.uri);
  g_free (text);
  text = hello_as (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "GREEN");
  expect_refused (d, text, "player", "the colour GREEN is taken by seat 0 (Ana)");
  g_free (text);
  text = hello_as (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "");
  expect_welcome (d, text, "Ana/green/on Bo/blue/on");
  expect_presence (d, "Ana/green/on Bo/blue/on");
  expect_presence (c, "Ana/green/on Bo/blue/on");
  {
    /* the welcome's view carries the names too */
    TlNetMessage m;
    JsonArray *players;

    g_free (text);
    text = hello_as (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "");
    exchange (d, text, TL_NET_WELCOME, &m);
    players = json_object_get_array_member (json_node_get_object (m.node), "players");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"),
                     ==, "Ana");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "name"),
                     ==, "Bo");
    tl_net_message_clear (&m);
    expect_presence (d, "Ana/green/on Bo/blue/on");
    expect_presence (c, "Ana/green/on Bo/blue/on");
  }

  /* seat 1's link revoked and reissued */
  g_assert_null (tl_host_reissue_link (t.host, t.id, 2, &error));
  g_assert_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN);
  {
    g_autofree char *words = g_strdup_printf ("game %s has no seat 2 (its seats are 0 to 1)", t.id);

    g_assert_cmpstr (error->message, ==, words);
  }
  g_clear_error (&error);
  fresh = tl_host_reissue_link (t.host, t.id, 1, &error);
  g_assert_no_error (error);
  g_assert_true (tl_net_link_parse (fresh, &renewed, NULL));
  g_assert_cmpuint (renewed.seat, ==, 1);
  g_assert_cmpstr (renewed.token, !=, t.link[1].token);
  expect_refused (d, NULL, "token", "the link you joined with was revoked");
  WAIT_FOR (d->closed);
  expect_presence (c, "Ana/green/on Bo/blue/off");
  e = client_new (t.session, t.uri);
  g_free (text);
  text = hello_as (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "");
  expect_refused (e, text, "token", "this invite link was revoked: ask the game’s creator for a new one");
  g_free (text);
  text = hello_as (1, renewed.token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "");
  expect_welcome (e, text, "Ana/green/on Bo/blue/on");

  client_free (c);
  client_free (d);
  client_free (e);
  tl_net_link_clear (&renewed);
  two_seats_clear (&t);
}


/* An HTTP POST to the host: its answer's status and body. */
typedef struct {
  GBytes *body;
  guint status;
} Answer;

static void
on_posted (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;
  g_autoptr(GError) error = NULL;

  a->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
  a->status = soup_message_get_status (soup_session_get_async_result_message (SOUP_SESSION (source),
                                                                              result));
}

static char *
post (SoupSession *session, const char *url, const char *body, guint *status)
{
  g_autoptr(SoupMessage) msg = soup_message_new ("POST", url);
  g_autoptr(GBytes) bytes = g_bytes_new (body, strlen (body));
  Answer a = { NULL, 0 };
  char *text;

  soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, on_posted, &a);
  WAIT_FOR (a.body != NULL);
  *status = a.status;
  text = g_strndup (g_bytes_get_data (a.body, NULL), g_bytes_get_size (a.body));
  g_bytes_unref (a.body);
  return text;
}

/* A game made with POST /games answers its creator's token ("admin"); with it,
 * POST /games/ID/seats/N/link gives the seat a new link (the old one refused
 * as revoked) and POST /games/ID/end ends the game (every seat gets `end` with
 * the whole record); without it, or with another, 403 and nothing changes. */
static void
test_host_seat_link_http (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SoupSession) session = soup_session_new_with_options ("proxy-resolver", NULL, NULL);
  TlHost *host = tl_host_new (NULL, NULL);
  g_autofree char *base = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *url = NULL;
  g_autofree char *body = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) renewed = NULL;
  JsonObject *o;
  const char *id, *admin;
  TlNetLink old, fresh;
  TlNetMessage m;
  Client *c;
  guint status;

  g_assert_true (tl_host_listen (host, "127.0.0.1", 0, NULL, NULL, &error));
  base = g_strdup_printf ("http://127.0.0.1:%u", tl_host_get_port (host));
  url = g_strconcat (base, "/games", NULL);
  answer = post (session, url, two_seats, &status);
  g_assert_cmpuint (status, ==, 200);
  created = json_from_string (answer, &error);
  g_assert_no_error (error);
  o = json_node_get_object (created);
  id = json_object_get_string_member (o, "id");
  admin = json_object_get_string_member (o, "admin");
  g_assert_cmpuint (strlen (admin), ==, 32);
  g_assert_true (tl_net_link_parse (json_array_get_string_element (json_object_get_array_member (o, "links"), 1),
                                    &old, NULL));

  g_free (url);
  url = g_strdup_printf ("%s/games/%s/seats/1/link", base, id);
  g_free (answer);
  answer = post (session, url, "{\"admin\": \"0123456789abcdef0123456789abcdef\"}", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_cmpstr (answer, ==, "{\"error\":\"only the game’s creator may give a seat a new link "
                               "(send its {\\\"admin\\\": TOKEN} from creating the game)\"}");
  g_free (answer);
  answer = post (session, url, "", &status);
  g_assert_cmpuint (status, ==, 403);
  g_free (answer);
  g_free (url);
  url = g_strdup_printf ("%s/games/%s/seats/3/link", base, id);
  body = g_strdup_printf ("{\"admin\": \"%s\"}", admin);
  answer = post (session, url, body, &status);
  g_assert_cmpuint (status, ==, 404);
  g_free (text);
  text = g_strdup_printf ("{\"error\":\"game %s has no seat 3 (its seats are 0 to 1)\"}", id);
  g_assert_cmpstr (answer, ==, text);

  g_free (url);
  url = g_strdup_printf ("%s/games/%s/seats/1/link", base, id);
  g_free (answer);
  answer = post (session, url, body, &status);
  g_assert_cmpuint (status, ==, 200);
  renewed = json_from_string (answer, &error);
  g_assert_no_error (error);
  g_assert_true (tl_net_link_parse (json_object_get_string_member (json_node_get_object (renewed), "link"),
                                    &fresh, NULL));
  g_assert_cmpuint (fresh.seat, ==, 1);
  g_assert_cmpstr (fresh.token, !=, old.token);

  uri = tl_net_link_websocket_uri (&old);
  c = client_new (session, uri);
  g_free (text);
  text = hello (1, old.token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  expect_refused (c, text, "token", "this invite link was revoked");
  g_free (text);
  text = hello (1, fresh.token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  expect_welcome (c, text, "A/red/off Ana/blue/on");
  exchange (c, NULL, TL_NET_PRESENCE, &m);
  tl_net_message_clear (&m);

  /* the creator ends the game: each seat gets the whole record, the game is let go */
  g_free (url);
  url = g_strdup_printf ("%s/games/%s/end", base, id);
  g_free (answer);
  answer = post (session, url, "{\"admin\": \"0123456789abcdef0123456789abcdef\"}", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_cmpstr (answer, ==, "{\"error\":\"only the game’s creator may end it "
                               "(send its {\\\"admin\\\": TOKEN} from creating the game)\"}");
  g_free (answer);
  answer = post (session, url, body, &status);
  g_assert_cmpuint (status, ==, 200);
  g_free (text);
  text = g_strdup_printf ("{\"ended\":\"%s\"}", id);
  g_assert_cmpstr (answer, ==, text);
  exchange (c, NULL, TL_NET_END, &m);
  {
    JsonObject *record = json_node_get_object (m.node);

    g_assert_true (json_object_has_member (record, "seed"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (record, "turns")), ==, 0);
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (record, "turn_in_progress"), "draw"),
                     !=, NULL);
  }
  tl_net_message_clear (&m);
  WAIT_FOR (c->closed);
  g_assert_null (tl_host_dup_record (host, id));
  g_free (answer);
  answer = post (session, url, body, &status);
  g_assert_cmpuint (status, ==, 403);
  client_free (c);
  tl_net_link_clear (&old);
  tl_net_link_clear (&fresh);
  tl_host_free (host);
}


/* A step of a turn in progress: its choices, the place of the tile in hand. */
/* tl_host_set_max_step_rate(): the third step of a connection within a second
 * is refused with code `rate` and its words (checked before the turn is), the
 * game unchanged, the connection kept. */
static void
test_host_step_rate (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SoupSession) session = soup_session_new_with_options ("proxy-resolver", NULL, NULL);
  g_autoptr(TlRecord) record = tl_record_format_load_data (
    "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"carcassonne\","
    " \"tileset\": \"carcassonne-base\", \"options\": {\"farmers\": true},"
    " \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}],"
    " \"seed\": 1, \"turns\": []}", -1, "test", &error);
  TlHost *host = tl_host_new (NULL, NULL);
  g_auto(GStrv) links = NULL;
  g_autofree char *id = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;
  g_autofree char *move = step (1, 0, 0);
  TlNetLink link;
  TlNetMessage m;
  Client *c;

  g_assert_no_error (error);
  tl_host_set_max_step_rate (host, 2);
  g_assert_true (tl_host_listen (host, "127.0.0.1", 0, NULL, NULL, &error));
  id = tl_host_create_game (host, record, &links, &error);
  g_assert_no_error (error);
  g_assert_true (tl_net_link_parse (links[1], &link, NULL));
  uri = tl_net_link_websocket_uri (&link);
  c = client_new (session, uri);
  text = hello (1, link.token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  exchange (c, NULL, TL_NET_PRESENCE, &m);
  tl_net_message_clear (&m);
  /* (after the hello, which names the seat in the record) */
  before = record_text (host, id);
  /* three steps sent at once: two are read as out of turn, the third is one too many */
  for (guint i = 0; i < 3; i++)
    soup_websocket_connection_send_text (c->ws, move);
  expect_refused (c, NULL, "turn", "it is not your turn");
  expect_refused (c, NULL, "turn", "it is not your turn");
  expect_refused (c, NULL, "rate", "more than 2 steps in a second: wait for the events of your steps");
  g_assert_cmpint (soup_websocket_connection_get_state (c->ws), ==, SOUP_WEBSOCKET_STATE_OPEN);
  after = record_text (host, id);
  g_assert_cmpstr (before, ==, after);
  client_free (c);
  tl_net_link_clear (&link);
  tl_host_free (host);
}

static JsonNode *
place_step (const TlPlacement *p)
{
  g_autofree char *text = g_strdup_printf ("{\"place\": {\"x\": %d, \"y\": %d, \"r\": %u}}",
                                           p->x, p->y, p->r);

  return json_from_string (text, NULL);
}

/* Whole games of The Discovery with double tiles played through a host's game
 * (TlNetGame, no socket), a random placement and the turn's end as two steps
 * each: every step is taken, also in the turns that begin by putting a tile of
 * the hand aside (the host names it again when it plays the step again). */
static void
test_game_double_tile_discards (void)
{
  guint discards = 0;

  for (gint64 seed = 1; seed <= 300 && discards < 1; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf (
        "{\"format\": \"tilelands-game\", \"version\": 2, \"game\": \"discovery\","
        " \"tileset\": \"discovery\", \"options\": {\"double-tile\": true},"
        " \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}],"
        " \"seed\": %" G_GINT64_FORMAT ", \"turns\": []}", seed);
      g_autoptr(TlRecord) record = tl_record_format_load_data (text, -1, "test", &error);
      TlNetGame *game;
      const TlRecord *played;
      TlRng rng;

      g_assert_no_error (error);
      game = tl_net_game_new (record, &error);
      g_assert_no_error (error);
      tl_rng_init (&rng, seed);
      while (!tl_net_game_is_over (game))
        {
          TlGameState *copy = tl_game_state_copy (tl_net_game_state (game));
          guint seat = tl_game_state_current_player (copy);
          g_autoptr(JsonNode) step = NULL;
          TlPlacement p;
          const char *code;

          g_assert_true (tl_game_state_random_placement (copy, &rng, &p));
          tl_game_state_free (copy);
          step = place_step (&p);
          if (!tl_net_game_apply (game, seat, step, FALSE, &code, &error) ||
              !tl_net_game_apply (game, seat, step, TRUE, &code, &error))
            g_error ("seed %" G_GINT64_FORMAT ": %s: %s", seed, code, error->message);
          g_ptr_array_unref (tl_net_game_take_events (game));
        }
      played = tl_game_state_record (tl_net_game_state (game));
      for (guint i = 0; i < played->turns->len; i++)
        {
          const TlTurnRecord *t = &g_array_index (played->turns, TlTurnRecord, i);

          discards += t->discard != NULL && t->discard->len > 0;
        }
      tl_net_game_free (game);
    }
  /* the case this test is about came */
  g_assert_cmpuint (discards, >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/message/errors", test_message_errors);
  g_test_add_func ("/net/message/round-trip", test_message_round_trip);
  g_test_add_func ("/net/token", test_token);
  g_test_add_func ("/net/host/refusals", test_host_refusals);
  g_test_add_func ("/net/host/step-rate", test_host_step_rate);
  g_test_add_func ("/net/host/seats", test_host_seats);
  g_test_add_func ("/net/host/creator-http", test_host_seat_link_http);
  g_test_add_func ("/net/game/double-tile-discards", test_game_double_tile_discards);
  return g_test_run ();
}
