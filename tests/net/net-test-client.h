/* net-test-client.h — a raw WebSocket client of a host for the tests of suite
 * 'net' (test-net-host.c, test-net-seats.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

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
