/* net-test-client.h — a raw WebSocket client of a host for the tests of suite
 * 'net' (test-net-host.c, test-net-seats.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tl-host.h"
#include "tl-net-link.h"
#include "tl-net-message.h"

/* A raw connection to the host, reading what it answers. */
typedef struct {
  SoupWebsocketConnection *ws;
  GQueue texts;
  gboolean closed;
  gushort close_code;
} Client;

/* Waits (at most 20 s) for the condition to hold, running the main loop. */
#define WAIT_FOR(cond) G_STMT_START {                                          \
    gint64 deadline_ = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;          \
    while (!(cond) && g_get_monotonic_time () < deadline_)                      \
      g_main_context_iteration (NULL, TRUE);                                   \
    g_assert_true (cond);                                                      \
  } G_STMT_END

/* Connects to @uri (subprotocol tilelands) and waits for the connection. */
Client *client_new     (SoupSession *session, const char *uri);
void    client_free    (Client *c);
/* Sends @text (unless NULL) and reads the next message, which must be of @type. */
void    exchange       (Client *c, const char *text, TlNetType type, TlNetMessage *out);
/* exchange() of a `refused` with @code whose reason holds @words. */
void    expect_refused (Client *c, const char *text, const char *code, const char *words);
/* The text of a hello. */
char   *hello_as       (guint seat, const char *token, gint64 protocol, const char *version,
                        const char *name, const char *color);
/* hello_as() with the name Ana and the seat's colour kept. */
char   *hello          (guint seat, const char *token, gint64 protocol, const char *version);

/* A new game of two seats (tilelands-game JSON): A (red) and B (blue), the
 * start tile D at 0,0, seed 1. */
extern const char two_seats[];

/* A host (no store) on 127.0.0.1 with one new game of two_seats. */
typedef struct {
  SoupSession *session; /* without a proxy */
  TlHost *host;
  char *id;             /* the game's id */
  char **links;         /* the seats' invite links */
  TlNetLink link[2];    /* them parsed */
  char *uri;            /* ws://127.0.0.1:PORT/... of seat 0's link */
} TwoSeats;

/* Fills @t with a session and a host not yet listening (set its limits now). */
void    two_seats_open  (TwoSeats *t);
/* Listens on 127.0.0.1 (a port the system chooses), creates the game of
 * two_seats and parses both links; asserts each step. */
void    two_seats_start (TwoSeats *t);
/* Frees what @t holds: links, id, uri, the host, then the session. */
void    two_seats_clear (TwoSeats *t);
