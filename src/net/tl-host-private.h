/* tl-host-private.h — TlHost's insides, shared by tl-host.c (connections) and
 * tl-host-seats.c (games, seats, storage)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tl-host.h"
#include "tl-net-game.h"

G_BEGIN_DECLS

typedef struct _HostGame HostGame;
typedef struct _HostThinking HostThinking;

/* One WebSocket connection: a seat once its hello was accepted. */
typedef struct {
  TlHost *host;
  HostGame *game;                /* NULL once replaced */
  gint seat;                     /* -1 before hello */
  SoupWebsocketConnection *ws;
  char *peer;                    /* the remote address, for the log */
  guint refusals;
  gint64 rate_start;             /* monotonic µs: the second steps are counted in */
  guint rate_steps;              /* steps sent in it */
} Conn;

struct _HostGame {
  TlHost *host;
  char *id;
  TlNetGame *game;
  char *hashes[TL_MAX_PLAYERS];  /* SHA-256 of each seat's token */
  GPtrArray *revoked;            /* SHA-256 of revoked tokens; NULL: none */
  char *admin_hash;              /* SHA-256 of the creator's token; NULL: none */
  Conn *conns[TL_MAX_PLAYERS];
  GHashTable *step_ids;          /* the steps applied (their ids) */
  gint64 last_step;              /* monotonic µs */
  gboolean over_sent;
  gint computer[TL_MAX_PLAYERS]; /* -1: its person plays it; else the level of the host's
                                    computer that plays it (tl-host-computer.c) */
  gboolean resigned[TL_MAX_PLAYERS];  /* its person resigned: a computer plays it to the end */
  gboolean left[TL_MAX_PLAYERS]; /* its person said `leave` (until its next hello) */
  HostThinking *thinking;        /* the computer player working out a turn, or NULL */
};

struct _TlHost {
  TlStore *store;
  char *seats_path;
  SoupServer *server;
  char *address;
  guint port;
  gboolean tls;
  char *link_address;            /* the links' host and port (--public-url), or NULL: ours */
  guint link_port;
  gboolean link_tls;
  guint max_games;
  GHashTable *games;             /* id → HostGame */
  GList *conns;                  /* of Conn */
  gint64 idle_limit;             /* µs; 0: none */
  guint idle_source;
  TlHostOverFunc over_func;
  gpointer over_data;
  guint max_step_rate;           /* steps a connection may send a second; 0: any */
  guint max_creates;             /* games an address may create an hour; 0: any */
  GHashTable *creates;           /* address → GArray of monotonic µs (its creations) */
  gint max_computer_level;       /* the highest level of a computer seat */
  guint computer_budget_ms;      /* a Hard computer's thinking time per move */
  guint computer_delay_ms;       /* a computer's wait before each turn (a person's pace) */
  char *create_hash;             /* SHA-256 of the creation token, or NULL: none needed */
};

/* Rewrites the seats file (nothing without one). */
gboolean _tl_host_write_seats  (TlHost   *host,
                                GError  **error);
/* Frees a game (its connections are the host's). */
void     _tl_host_game_free    (gpointer data);
/* Stores the game in the host's library (nothing without one). */
gboolean _tl_host_store_game   (TlHost   *host,
                                HostGame *game,
                                GError  **error);
/* Sends each seat connected its text of each event, then `end` once the game is over. */
void     _tl_host_send_events  (HostGame  *game,
                                GPtrArray *events);

/* The `players` array of welcome and presence: each seat's name and colour as
 * the record has them, and whether it is connected. */
JsonNode *_tl_host_players_node (HostGame  *game);
/* Checks the name and colour a seat says in hello ("" keeps the record's) and
 * writes them into the record (stored): TL_NET_ERROR_REFUSED for a name over
 * TL_PLAYER_NAME_MAX characters, no colour, or a colour another seat has. */
gboolean  _tl_host_take_player  (HostGame    *game,
                                 guint        seat,
                                 const char  *name,
                                 const char  *color,
                                 GError     **error);
/* Whether @token is one of the game's revoked links. */
gboolean  _tl_host_token_revoked (HostGame   *game,
                                  const char *token);
/* Tells the seat's connection why (`refused` with @code and @reason), takes it
 * off its seat (presence to the others) and closes it with @close_reason. */
void      _tl_host_drop_seat    (Conn       *conn,
                                 const char *code,
                                 const char *reason,
                                 const char *close_reason);

/* Gives the game a creator's token (its hash kept, the seats file written):
 * the token, to free; NULL with @error set. */
char     *_tl_host_new_admin    (TlHost      *host,
                                 HostGame    *game,
                                 GError     **error);
/* POST /games/ID/seats/N/link or /games/ID/end with {"admin": TOKEN}: a new
 * link for the seat, or the game ended. */
void      _tl_host_on_seat_link (TlHost            *host,
                                 SoupServerMessage *msg,
                                 const char        *path);
/* Sends `presence` to every seat connected. */
void      _tl_host_send_presence (HostGame  *game);
/* Plays the current turn with the host's computer when a computer plays its
 * seat (on a worker thread; the step is stored and sent when it is done). */
void      _tl_host_computer_next (HostGame  *game);
/* Lets go of the game's computer player thinking, if any (its turn is dropped). */
void      _tl_host_computer_stop (HostGame  *game);
/* A seat's `leave` and `resign`. */
void      _tl_host_on_leave      (Conn       *conn);
void      _tl_host_on_resign     (Conn       *conn);
/* POST /games/ID/seats/N/computer with {"admin": TOKEN, "level": L} (the
 * creator checked): tl_host_set_seat_computer() and its answer. */
void      _tl_host_on_seat_computer (TlHost            *host,
                                     SoupServerMessage *msg,
                                     HostGame          *game,
                                     guint              seat,
                                     gint64             level);
/* Sends a `refused` to the connection and counts it (the 51st closes it). */
void      _tl_host_refuse        (Conn       *conn,
                                  const char *code,
                                  const char *id,
                                  const char *reason);
/* Sends @text to the connection when it is open. */
void      _tl_host_send         (Conn       *conn,
                                 const char *text);
/* Answers an HTTP request with a JSON object `{"error": reason}`. */
void      _tl_host_reply_error  (SoupServerMessage *msg,
                                 guint              status,
                                 const char        *reason);
/* Answers an HTTP request with @node. */
void      _tl_host_reply_json   (SoupServerMessage *msg,
                                 guint              status,
                                 JsonNode          *node);

G_END_DECLS
