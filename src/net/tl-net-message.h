/* tl-net-message.h — the messages of network play (docs/design.md §10, docs/network.md)
 *
 * Every message is one JSON object with a `"type"`, sent as one WebSocket text
 * message. tl_net_message_read() checks a message completely (every member's
 * type, every required member) and names what is wrong; tl_net_message_write()
 * writes what the reader reads back.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The protocol's version, compared in `hello`: a host refuses any other. */
#define TL_NET_PROTOCOL 1
/* The WebSocket subprotocol of every connection. */
#define TL_NET_SUBPROTOCOL "tilelands"
/* The largest message either side reads, in bytes (a larger one closes with 1009). */
#define TL_NET_MAX_MESSAGE (64 * 1024)

#define TL_NET_ERROR (tl_net_error_quark ())

/**
 * TlNetError:
 * @TL_NET_ERROR_MALFORMED: a message that is no JSON object, or a member missing
 *   or of the wrong type (the message names which)
 * @TL_NET_ERROR_UNKNOWN: a `type` the protocol does not have
 * @TL_NET_ERROR_REFUSED: the other side refused (its reason is the message)
 * @TL_NET_ERROR_VERSION: another protocol or app version
 * @TL_NET_ERROR_TOKEN: a link or token the host does not know
 * @TL_NET_ERROR_UNREACHABLE: the host could not be reached
 * @TL_NET_ERROR_REPLACED: another connection took the seat
 * @TL_NET_ERROR_FULL: the server holds its most games
 *
 * Errors of network play.
 */
typedef enum {
  TL_NET_ERROR_MALFORMED,
  TL_NET_ERROR_UNKNOWN,
  TL_NET_ERROR_REFUSED,
  TL_NET_ERROR_VERSION,
  TL_NET_ERROR_TOKEN,
  TL_NET_ERROR_UNREACHABLE,
  TL_NET_ERROR_REPLACED,
  TL_NET_ERROR_FULL,
} TlNetError;

GQuark tl_net_error_quark (void);

/**
 * TlNetType:
 * @TL_NET_HELLO: client → host: `protocol`, `app_version`, `seat`, `token`,
 *   `name`, `color`
 * @TL_NET_WELCOME: host → client: `seat`, `seq`, `players` (array of objects
 *   `{"name", "color", "connected"}`), `server_time` (ms since 1970, UTC),
 *   `view` (the seat's projection so far, a record object), `digest`, `data`
 *   (the digests of the built-in tile sets and maps the game uses:
 *   tl_net_data_digests())
 * @TL_NET_REFUSED: host → client: `reason` (the player's words), `code` (what
 *   was refused: `token`, `version`, `malformed`, `unknown`, `turn`, `step`,
 *   `replaced`, `full`, `over`, `player` (the name or colour of `hello`),
 *   `computer` (a step of a seat a computer plays)), `id` (the step's, when a
 *   step was refused)
 * @TL_NET_STEP: client → host: `id` (the client's), `turn` (the player's turn so
 *   far, its choices only: docs/network.md "Steps"), `end` (whether it ends the
 *   turn)
 * @TL_NET_EVENT: host → every seat: `seq`, `turn_index` (from 0), `step` (the
 *   seat's projection of that turn as far as it went), `whole` (whether the
 *   turn is over), `digest`
 * @TL_NET_PRESENCE: host → every seat, when a seat comes, goes or changes its
 *   name or colour: `seats` (the seats connected, ascending), `players` (as in
 *   `welcome`)
 * @TL_NET_PING: either side: `t` (any number, echoed)
 * @TL_NET_PONG: the answer to a ping: the same `t`
 * @TL_NET_END: host → every seat: `record` (the whole record of the game)
 * @TL_NET_LEAVE: client → host, no members: the person leaves the game for now
 *   (the host closes the connection; the seat is absent, and its link still
 *   joins it)
 * @TL_NET_RESIGN: client → host, no members: the person stops playing for
 *   good (a computer plays the seat's turns to the end; docs/network.md "Seats")
 *
 * The type of a message.
 */
typedef enum {
  TL_NET_HELLO,
  TL_NET_WELCOME,
  TL_NET_REFUSED,
  TL_NET_STEP,
  TL_NET_EVENT,
  TL_NET_PRESENCE,
  TL_NET_PING,
  TL_NET_PONG,
  TL_NET_END,
  TL_NET_LEAVE,
  TL_NET_RESIGN,
} TlNetType;

/**
 * TlNetMessage:
 * @type: which message
 * @protocol: `hello`: the protocol version
 * @seat: `hello`, `welcome`: the seat, from 0
 * @seq: `welcome`, `event`: the host's message count for the game
 * @turn_index: `event`: the turn's place in `turns`, from 0
 * @server_time: `welcome`: milliseconds since 1970 (UTC)
 * @t: `ping`, `pong`: the number echoed
 * @end: `step`: whether the step ends the turn
 * @whole: `event`: whether the turn is over
 * @app_version: `hello`: the client's Tilelands version
 * @token: `hello`: the seat's token (32 hexadecimal digits)
 * @name: `hello`: the player's name
 * @color: `hello`: the player's colour
 * @reason: `refused`: why, in the player's words
 * @code: `refused`: what was refused (a word of #TlNetType's list)
 * @id: `step`, `refused`: the step's id
 * @digest: `welcome`, `event`: the seat's public digest after it (16 hex digits)
 * @node: `welcome`: `view`; `step`, `event`: the turn object; `end`: `record`;
 *   `welcome`: also @players
 * @players: `welcome`, `presence`: the players array
 * @data: `welcome`: the built-in data's digests (an object)
 * @seats: `presence`: the connected seats
 *
 * One message, read or to write. Strings and nodes are owned by the message:
 * clear it with tl_net_message_clear().
 */
typedef struct {
  TlNetType type;
  gint64 protocol;
  gint64 seat;
  gint64 seq;
  gint64 turn_index;
  gint64 server_time;
  gint64 t;
  gboolean end;
  gboolean whole;
  char *app_version;
  char *token;
  char *name;
  char *color;
  char *reason;
  char *code;
  char *id;
  char *digest;
  JsonNode *node;
  JsonNode *players;
  JsonNode *data;
  GArray *seats;   /* of guint */
} TlNetMessage;

/**
 * tl_net_message_init:
 * @message: (out caller-allocates): a message to fill in
 * @type: its type
 *
 * Zeroes @message and sets its type (then set the members its type has).
 */
void      tl_net_message_init  (TlNetMessage *message,
                                TlNetType     type);

/**
 * tl_net_message_clear:
 * @message: a message
 *
 * Frees what @message owns and zeroes it (it may be read or filled in again).
 */
void      tl_net_message_clear (TlNetMessage *message);

/**
 * tl_net_message_type_name:
 * @type: a type
 *
 * Returns: (transfer none): the `type` member's value for @type (`hello`…).
 */
const char *tl_net_message_type_name (TlNetType type);

/**
 * tl_net_message_read:
 * @data: the message's text (UTF-8 JSON)
 * @length: its length in bytes, or -1 when nul-terminated
 * @message: (out caller-allocates): the message read; clear it with
 *   tl_net_message_clear() (on %FALSE it holds nothing)
 * @error: return location for an error, or %NULL
 *
 * Reads one message and checks every member its type has.
 *
 * Errors: %TL_NET_ERROR_MALFORMED for text over %TL_NET_MAX_MESSAGE bytes, text
 * that is not one JSON object, a missing `type`, a missing member or one of the
 * wrong type or out of range (`a “step” message needs “id”, a string`);
 * %TL_NET_ERROR_UNKNOWN for a `type` the protocol does not have (`unknown
 * message type “fly”`).
 *
 * Returns: %TRUE when read.
 */
gboolean  tl_net_message_read  (const char    *data,
                                gssize         length,
                                TlNetMessage  *message,
                                GError       **error);

/**
 * tl_net_message_write:
 * @message: a message whose members its type needs are set
 *
 * Returns: (transfer full): the message as compact JSON text that
 *   tl_net_message_read() reads back; free with g_free().
 */
char     *tl_net_message_write (const TlNetMessage *message);

/**
 * tl_net_message_refused:
 * @code: what was refused (see #TlNetType)
 * @id: (nullable): the refused step's id
 * @reason: why, in the player's words
 *
 * Returns: (transfer full): the text of a `refused` message; free with g_free().
 */
char     *tl_net_message_refused (const char *code,
                                  const char *id,
                                  const char *reason);

G_END_DECLS
