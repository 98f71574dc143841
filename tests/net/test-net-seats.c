/* test-net-seats.c — a host's seats handed to its computer player and given
 * back, `leave` and `resign`, through tl_host_set_seat_computer() (what the
 * app's hosting calls) and raw connections on 127.0.0.1 (suite 'net';
 * docs/network.md "Seats")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "tl-host.h"
#include "tl-net-link.h"
#include "tl-net-message.h"
#include "tl-record-format.h"
#include "net-test-client.h"

/* Reads messages until one of @type (the others skipped). */
static void
next_of (Client *c, TlNetType type, TlNetMessage *out)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      WAIT_FOR (!g_queue_is_empty (&c->texts));
      text = g_queue_pop_head (&c->texts);
      g_assert_true (tl_net_message_read (text, -1, out, &error));
      g_assert_no_error (error);
      if (out->type == type)
        return;
      tl_net_message_clear (out);
    }
}

/* The seat's entry of `players` in the first presence from now on where the
 * seat has @member (@has) or has it not (!@has). */
static JsonObject *
presence_of (Client *c, guint seat, const char *member, gboolean has, TlNetMessage *m)
{
  for (;;)
    {
      JsonObject *p;

      next_of (c, TL_NET_PRESENCE, m);
      p = json_array_get_object_element (json_node_get_array (m->players), seat);
      if (json_object_has_member (p, member) == has)
        return p;
      tl_net_message_clear (m);
    }
}

/* Sends @text; the next `refused` (other messages skipped) has @code and @words. */
static void
refused_after (Client *c, const char *text, const char *code, const char *words)
{
  TlNetMessage m;

  soup_websocket_connection_send_text (c->ws, text);
  next_of (c, TL_NET_REFUSED, &m);
  g_assert_cmpstr (m.code, ==, code);
  if (strstr (m.reason, words) == NULL)
    g_error ("refused “%s”, not “%s”", m.reason, words);
  tl_net_message_clear (&m);
}

/* Seat 0's whole turn: the first legal placement of its tile, no follower. */
static char *
whole_turn (TlHost *host, const char *id, const char *step_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) full = tl_host_dup_record (host, id);
  TlGameState *game = tl_game_state_replay (full, &error);
  TlPlacement p;
  TlRng rng;

  g_assert_no_error (error);
  tl_rng_init (&rng, 1);
  g_assert_true (tl_game_state_random_placement (game, &rng, &p));
  tl_game_state_free (game);
  return g_strdup_printf ("{\"type\": \"step\", \"id\": \"%s\", \"end\": true, \"turn\": "
                          "{\"place\": {\"x\": %d, \"y\": %d, \"r\": %u}}}", step_id, p.x, p.y,
                          p.r);
}

static guint
n_turns (TlHost *host, const char *id)
{
  g_autoptr(TlRecord) record = tl_host_dup_record (host, id);

  return record->turns->len;
}

static void
expect_error (gboolean ok, GError *error, gint code, const char *words)
{
  g_assert_false (ok);
  g_assert_error (error, TL_NET_ERROR, code);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s”, not “%s”", error->message, words);
}

/* A seat handed to the host's computer: the refusals, its turns played and
 * marked, its person back watching (steps refused, code `computer`), given
 * back with a fresh welcome; the mark written, read and replayed. */
static void
test_hand_over (void)
{
  TwoSeats t;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) played = NULL;
  g_autoptr(TlRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *data = NULL;
  TlGameState *replayed;
  TlNetMessage m;
  JsonObject *p;
  Client *c, *d;
  gboolean ok;

  two_seats_open (&t);
  two_seats_start (&t);
  c = client_new (t.session, t.uri);
  text = hello (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);

  ok = tl_host_set_seat_computer (t.host, "nope", 1, 1, &error);
  expect_error (ok, error, TL_NET_ERROR_TOKEN, "this host has no game “nope”");
  g_clear_error (&error);
  ok = tl_host_set_seat_computer (t.host, t.id, 2, 1, &error);
  expect_error (ok, error, TL_NET_ERROR_TOKEN, "has no seat 2 (its seats are 0 to 1)");
  g_clear_error (&error);
  ok = tl_host_set_seat_computer (t.host, t.id, 1, 4, &error);
  expect_error (ok, error, TL_NET_ERROR_MALFORMED, "level 4: a seat goes to a computer player of level 1 (Easy) to 3 (Hard)");
  g_clear_error (&error);
  ok = tl_host_set_seat_computer (t.host, t.id, 0, 1, &error);
  expect_error (ok, error, TL_NET_ERROR_REFUSED, "seat 0 (Ana) is connected: only an absent person’s seat");
  g_clear_error (&error);
  tl_host_set_computer_limits (t.host, 0, 50);
  ok = tl_host_set_seat_computer (t.host, t.id, 1, 2, &error);
  expect_error (ok, error, TL_NET_ERROR_REFUSED, "this host plays computer players up to level 1 (Easy)");
  g_clear_error (&error);
  g_assert_cmpuint (n_turns (t.host, t.id), ==, 0);

  /* seat 1, absent, to the computer: every seat hears of it */
  g_assert_true (tl_host_set_seat_computer (t.host, t.id, 1, 1, &error));
  g_assert_no_error (error);
  p = presence_of (c, 1, "computer", TRUE, &m);
  g_assert_cmpint (json_object_get_int_member (p, "computer"), ==, 0);
  g_assert_false (json_object_get_boolean_member (p, "connected"));
  tl_net_message_clear (&m);
  /* seat 0 plays its turn; the computer plays seat 1's at once, marked */
  g_free (text);
  text = whole_turn (t.host, t.id, "t0");
  soup_websocket_connection_send_text (c->ws, text);
  WAIT_FOR (n_turns (t.host, t.id) >= 2);
  played = tl_host_dup_record (t.host, t.id);
  g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 0).computer, ==, 0);
  g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 1).computer, ==, 1);
  for (;;)
    {
      next_of (c, TL_NET_EVENT, &m);
      if (m.turn_index == 1 && m.whole)
        break;
      tl_net_message_clear (&m);
    }
  /* seat 0 sees the mark in its event */
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (m.node), "computer"), ==, 0);
  tl_net_message_clear (&m);

  /* the mark written, read back, replayed */
  data = tl_record_format_to_data (played, NULL);
  g_assert_nonnull (strstr (data, "\"computer\""));
  again = tl_record_format_load_data (data, -1, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (again->turns, TlTurnRecord, 1).computer, ==, 1);
  replayed = tl_game_state_replay (again, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (tl_game_state_record (replayed)->turns, TlTurnRecord, 1).computer,
                   ==, 1);
  g_assert_cmpint (g_array_index (tl_game_state_record (replayed)->turns, TlTurnRecord, 0).computer,
                   ==, 0);
  tl_game_state_free (replayed);

  /* seat 1's person comes back: the computer keeps the seat */
  d = client_new (t.session, t.uri);
  g_free (text);
  text = hello (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (d, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  refused_after (d, "{\"type\": \"step\", \"id\": \"x\", \"turn\": {}}", "computer",
                 "a computer player plays your seat now: ask the game’s host to give it back");
  g_free (text);
  text = whole_turn (t.host, t.id, "t2");
  soup_websocket_connection_send_text (c->ws, text);
  WAIT_FOR (n_turns (t.host, t.id) >= 4);
  g_clear_pointer (&played, tl_record_free);
  played = tl_host_dup_record (t.host, t.id);
  g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 3).computer, ==, 1);

  /* given back: a presence without the computer, and a fresh welcome */
  g_assert_true (tl_host_set_seat_computer (t.host, t.id, 1, 0, &error));
  g_assert_no_error (error);
  p = presence_of (d, 1, "computer", FALSE, &m);
  g_assert_true (json_object_get_boolean_member (p, "connected"));
  tl_net_message_clear (&m);
  next_of (d, TL_NET_WELCOME, &m);
  g_assert_cmpint (m.seat, ==, 1);
  tl_net_message_clear (&m);
  g_free (text);
  text = whole_turn (t.host, t.id, "t4");
  soup_websocket_connection_send_text (c->ws, text);
  WAIT_FOR (n_turns (t.host, t.id) == 5);
  /* seat 1's person plays its turn again, unmarked */
  g_free (text);
  text = whole_turn (t.host, t.id, "t5");
  soup_websocket_connection_send_text (d->ws, text);
  WAIT_FOR (n_turns (t.host, t.id) == 6);
  g_clear_pointer (&played, tl_record_free);
  played = tl_host_dup_record (t.host, t.id);
  g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 5).computer, ==, 0);

  client_free (c);
  client_free (d);
  two_seats_clear (&t);
}

/* `leave` closes the seat's connection (it is absent, may be handed over, its
 * link joins again); `resign` hands it to a computer for good. */
static void
test_leave_resign (void)
{
  TwoSeats t;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TlNetMessage m;
  JsonObject *p;
  Client *c, *d;
  gboolean ok;

  two_seats_open (&t);
  tl_host_set_computer_limits (t.host, 2, 50);
  two_seats_start (&t);
  c = client_new (t.session, t.uri);
  d = client_new (t.session, t.uri);
  expect_refused (d, "{\"type\": \"leave\"}", "hello", "say hello");
  text = hello (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  g_free (text);
  text = hello_as (1, t.link[1].token, TL_NET_PROTOCOL, PACKAGE_VERSION, "Bo", "");
  exchange (d, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);

  /* seat 1 leaves: closed, absent, marked as left */
  soup_websocket_connection_send_text (d->ws, "{\"type\": \"leave\"}");
  WAIT_FOR (d->closed);
  g_assert_cmpuint (d->close_code, ==, SOUP_WEBSOCKET_CLOSE_NORMAL);
  p = presence_of (c, 1, "left", TRUE, &m);
  g_assert_false (json_object_get_boolean_member (p, "connected"));
  tl_net_message_clear (&m);
  client_free (d);

  /* its link joins it again */
  d = client_new (t.session, t.uri);
  exchange (d, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  /* it resigns: a computer of level 1 (Normal) plays it from now on, for good */
  soup_websocket_connection_send_text (d->ws, "{\"type\": \"resign\"}");
  p = presence_of (c, 1, "resigned", TRUE, &m);
  g_assert_cmpint (json_object_get_int_member (p, "computer"), ==, 1);
  g_assert_true (json_object_get_boolean_member (p, "connected"));
  tl_net_message_clear (&m);
  ok = tl_host_set_seat_computer (t.host, t.id, 1, 0, &error);
  expect_error (ok, error, TL_NET_ERROR_REFUSED, "seat 1 (Bo) resigned: a computer player plays it to the end");
  g_clear_error (&error);
  refused_after (d, "{\"type\": \"step\", \"id\": \"x\", \"turn\": {}}", "computer",
                 "you resigned: a computer player plays your seat to the end");
  {
    g_autofree char *turn = whole_turn (t.host, t.id, "t0");

    soup_websocket_connection_send_text (c->ws, turn);
  }
  WAIT_FOR (n_turns (t.host, t.id) >= 2);
  {
    g_autoptr(TlRecord) played = tl_host_dup_record (t.host, t.id);

    g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 1).computer, ==, 2);
  }
  /* the game ended: both get the end, the resigned seat too */
  g_assert_true (tl_host_end_game (t.host, t.id, &error));
  next_of (d, TL_NET_END, &m);
  tl_net_message_clear (&m);

  client_free (c);
  client_free (d);
  two_seats_clear (&t);
}

/* A person places the tile and leaves: the computer handed the seat finishes
 * the turn from there (the placement kept), marked. */
static void
test_finish_turn (void)
{
  TwoSeats t;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) played = NULL;
  g_autofree char *text = NULL;
  g_autofree char *turn = NULL;
  const TlTurnRecord *first;
  TlNetMessage m;
  Client *c;
  int x, y;
  guint r;

  two_seats_open (&t);
  two_seats_start (&t);
  c = client_new (t.session, t.uri);
  text = hello (0, t.link[0].token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  tl_net_message_clear (&m);
  /* the placement alone, then leave */
  turn = whole_turn (t.host, t.id, "p0");
  g_assert_cmpint (sscanf (strstr (turn, "\"x\": "), "\"x\": %d, \"y\": %d, \"r\": %u", &x, &y, &r),
                   ==, 3);
  g_free (text);
  text = g_strdup_printf ("{\"type\": \"step\", \"id\": \"p0\", \"turn\": "
                          "{\"place\": {\"x\": %d, \"y\": %d, \"r\": %u}}}", x, y, r);
  soup_websocket_connection_send_text (c->ws, text);
  next_of (c, TL_NET_EVENT, &m);
  g_assert_false (m.whole);
  tl_net_message_clear (&m);
  soup_websocket_connection_send_text (c->ws, "{\"type\": \"leave\"}");
  WAIT_FOR (c->closed);
  g_assert_true (tl_host_set_seat_computer (t.host, t.id, 0, 3, &error));
  g_assert_no_error (error);
  WAIT_FOR (n_turns (t.host, t.id) >= 1);
  played = tl_host_dup_record (t.host, t.id);
  first = &g_array_index (played->turns, TlTurnRecord, 0);
  g_assert_cmpint (first->computer, ==, 3);
  g_assert_cmpint (first->x, ==, x);
  g_assert_cmpint (first->y, ==, y);
  g_assert_cmpuint (first->r, ==, r);
  g_assert_false (first->has_meeple);

  client_free (c);
  two_seats_clear (&t);
}

/* A server's hand-over and resignation outlive a restart (the seats file):
 * taken up again, the computer plays on. */
static void
test_restart (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SoupSession) session = soup_session_new_with_options ("proxy-resolver", NULL, NULL);
  g_autoptr(TlRecord) record = tl_record_format_load_data (two_seats, -1, "test", &error);
  g_autofree char *dir = g_dir_make_tmp ("tilelands-seats-XXXXXX", &error);
  g_autofree char *db = g_build_filename (dir, "server.db", NULL);
  g_autofree char *seats = g_build_filename (dir, "server.db.seats.json", NULL);
  g_autofree char *id = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *text = NULL;
  g_autofree char *file = NULL;
  g_auto(GStrv) links = NULL;
  TlStore *store;
  TlHost *host;
  TlNetLink link;
  TlNetMessage m;
  JsonObject *p;
  Client *c;

  g_assert_no_error (error);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  host = tl_host_new (store, seats);
  g_assert_true (tl_host_listen (host, "127.0.0.1", 0, NULL, NULL, &error));
  id = tl_host_create_game (host, record, &links, &error);
  g_assert_no_error (error);
  g_assert_true (tl_host_set_seat_computer (host, id, 1, 2, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (seats, &file, NULL, &error));
  g_assert_nonnull (strstr (file, "\"computer\" : [\n        -1,\n        1\n      ]"));
  tl_host_free (host);

  /* taken up again: seat 1 is still the computer's */
  host = tl_host_new (store, seats);
  g_assert_true (tl_host_load_games (host, &error));
  g_assert_no_error (error);
  g_assert_true (tl_host_listen (host, "127.0.0.1", 0, NULL, NULL, &error));
  g_assert_true (tl_net_link_parse (links[0], &link, NULL));
  g_free (link.host);
  link.host = g_strdup ("127.0.0.1");
  link.port = tl_host_get_port (host);
  uri = tl_net_link_websocket_uri (&link);
  c = client_new (session, uri);
  text = hello (0, link.token, TL_NET_PROTOCOL, PACKAGE_VERSION);
  exchange (c, text, TL_NET_WELCOME, &m);
  p = json_array_get_object_element (json_node_get_array (m.players), 1);
  g_assert_cmpint (json_object_get_int_member (p, "computer"), ==, 1);
  tl_net_message_clear (&m);
  g_free (text);
  text = whole_turn (host, id, "t0");
  soup_websocket_connection_send_text (c->ws, text);
  WAIT_FOR (n_turns (host, id) >= 2);
  {
    g_autoptr(TlRecord) played = tl_host_dup_record (host, id);

    g_assert_cmpint (g_array_index (played->turns, TlTurnRecord, 1).computer, ==, 2);
  }
  client_free (c);
  tl_net_link_clear (&link);
  tl_host_free (host);
  tl_store_close (store);
  g_object_unref (store);
  g_unlink (seats);
  g_unlink (db);
  g_rmdir (dir);
}

/* The leave and resign messages, read and written. */
static void
test_messages (void)
{
  static const TlNetType types[] = { TL_NET_LEAVE, TL_NET_RESIGN };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      TlNetMessage m;

      tl_net_message_init (&m, types[i]);
      text = tl_net_message_write (&m);
      g_assert_cmpstr (text, ==, i == 0 ? "{\"type\":\"leave\"}" : "{\"type\":\"resign\"}");
      g_assert_true (tl_net_message_read (text, -1, &m, &error));
      g_assert_no_error (error);
      g_assert_cmpint (m.type, ==, types[i]);
      tl_net_message_clear (&m);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/seats/messages", test_messages);
  g_test_add_func ("/net/seats/hand-over", test_hand_over);
  g_test_add_func ("/net/seats/leave-resign", test_leave_resign);
  g_test_add_func ("/net/seats/finish-turn", test_finish_turn);
  g_test_add_func ("/net/seats/restart", test_restart);
  return g_test_run ();
}
