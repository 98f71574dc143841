/* tl-net-message.c — reading and writing the messages of network play
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-message.h"

#include <string.h>

G_DEFINE_QUARK (tl-net-error-quark, tl_net_error)

static const char * const type_names[] = {
  [TL_NET_HELLO] = "hello",
  [TL_NET_WELCOME] = "welcome",
  [TL_NET_REFUSED] = "refused",
  [TL_NET_STEP] = "step",
  [TL_NET_EVENT] = "event",
  [TL_NET_PRESENCE] = "presence",
  [TL_NET_PING] = "ping",
  [TL_NET_PONG] = "pong",
  [TL_NET_END] = "end",
  [TL_NET_LEAVE] = "leave",
  [TL_NET_RESIGN] = "resign",
};

/* The longest string member read (a name, a reason, an id). */
#define MAX_STRING 1024

const char *
tl_net_message_type_name (TlNetType type)
{
  g_return_val_if_fail ((guint) type < G_N_ELEMENTS (type_names), "?");
  return type_names[type];
}

void
tl_net_message_init (TlNetMessage *message,
                     TlNetType     type)
{
  memset (message, 0, sizeof *message);
  message->type = type;
}

void
tl_net_message_clear (TlNetMessage *message)
{
  g_free (message->app_version);
  g_free (message->token);
  g_free (message->name);
  g_free (message->color);
  g_free (message->reason);
  g_free (message->code);
  g_free (message->id);
  g_free (message->digest);
  g_clear_pointer (&message->node, json_node_unref);
  g_clear_pointer (&message->players, json_node_unref);
  g_clear_pointer (&message->data, json_node_unref);
  g_clear_pointer (&message->seats, g_array_unref);
  memset (message, 0, sizeof *message);
}

static gboolean
missing (const char *type, const char *member, const char *what, GError **error)
{
  g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
               "a “%s” message needs “%s”, %s", type, member, what);
  return FALSE;
}

static gboolean
read_int (JsonObject *o, const char *type, const char *member, gint64 lo, gint64 hi,
          gint64 *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64 ||
      json_node_get_int (n) < lo || json_node_get_int (n) > hi)
    {
      g_autofree char *what = g_strdup_printf ("a whole number from %" G_GINT64_FORMAT
                                               " to %" G_GINT64_FORMAT, lo, hi);
      return missing (type, member, what, error);
    }
  *out = json_node_get_int (n);
  return TRUE;
}

static gboolean
read_string (JsonObject *o, const char *type, const char *member, char **out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING ||
      strlen (json_node_get_string (n)) > MAX_STRING)
    return missing (type, member, "a string of at most 1024 bytes", error);
  *out = g_strdup (json_node_get_string (n));
  return TRUE;
}

static gboolean
read_bool (JsonObject *o, const char *type, const char *member, gboolean optional,
           gboolean *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL && optional)
    return TRUE;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return missing (type, member, "true or false", error);
  *out = json_node_get_boolean (n);
  return TRUE;
}

static gboolean
read_node (JsonObject *o, const char *type, const char *member, JsonNodeType want,
           JsonNode **out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL || JSON_NODE_TYPE (n) != want)
    return missing (type, member, want == JSON_NODE_OBJECT ? "an object" : "an array", error);
  *out = json_node_copy (n);
  return TRUE;
}

static gboolean
read_digest (JsonObject *o, const char *type, char **out, GError **error)
{
  if (!read_string (o, type, "digest", out, error))
    return FALSE;
  if (strlen (*out) != 16 || strspn (*out, "0123456789abcdef") != 16)
    return missing (type, "digest", "16 hexadecimal digits", error);
  return TRUE;
}

static gboolean
read_seats (JsonObject *o, TlNetMessage *m, GError **error)
{
  JsonNode *n = json_object_get_member (o, "seats");
  JsonArray *a;

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    return missing ("presence", "seats", "an array of seats", error);
  a = json_node_get_array (n);
  m->seats = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);
      guint seat;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > 255)
        return missing ("presence", "seats", "an array of seats (numbers from 0)", error);
      seat = json_node_get_int (e);
      g_array_append_val (m->seats, seat);
    }
  return TRUE;
}

static gboolean
read_members (JsonObject *o, TlNetMessage *m, GError **error)
{
  const char *t = type_names[m->type];

  switch (m->type)
    {
    case TL_NET_HELLO:
      return read_int (o, t, "protocol", 0, G_MAXINT32, &m->protocol, error) &&
             read_string (o, t, "app_version", &m->app_version, error) &&
             read_int (o, t, "seat", 0, 255, &m->seat, error) &&
             read_string (o, t, "token", &m->token, error) &&
             read_string (o, t, "name", &m->name, error) &&
             read_string (o, t, "color", &m->color, error);
    case TL_NET_WELCOME:
      return read_int (o, t, "seat", 0, 255, &m->seat, error) &&
             read_int (o, t, "seq", 0, G_MAXINT64, &m->seq, error) &&
             read_node (o, t, "players", JSON_NODE_ARRAY, &m->players, error) &&
             read_int (o, t, "server_time", 0, G_MAXINT64, &m->server_time, error) &&
             read_node (o, t, "view", JSON_NODE_OBJECT, &m->node, error) &&
             read_digest (o, t, &m->digest, error) &&
             read_node (o, t, "data", JSON_NODE_OBJECT, &m->data, error);
    case TL_NET_REFUSED:
      if (!read_string (o, t, "reason", &m->reason, error) ||
          !read_string (o, t, "code", &m->code, error))
        return FALSE;
      return !json_object_has_member (o, "id") || read_string (o, t, "id", &m->id, error);
    case TL_NET_STEP:
      return read_string (o, t, "id", &m->id, error) &&
             read_node (o, t, "turn", JSON_NODE_OBJECT, &m->node, error) &&
             read_bool (o, t, "end", TRUE, &m->end, error);
    case TL_NET_EVENT:
      return read_int (o, t, "seq", 0, G_MAXINT64, &m->seq, error) &&
             read_int (o, t, "turn_index", 0, G_MAXINT32, &m->turn_index, error) &&
             read_node (o, t, "step", JSON_NODE_OBJECT, &m->node, error) &&
             read_bool (o, t, "whole", FALSE, &m->whole, error) &&
             read_digest (o, t, &m->digest, error);
    case TL_NET_PRESENCE:
      return read_seats (o, m, error) &&
             read_node (o, t, "players", JSON_NODE_ARRAY, &m->players, error);
    case TL_NET_PING:
    case TL_NET_PONG:
      return read_int (o, t, "t", G_MININT64, G_MAXINT64, &m->t, error);
    case TL_NET_END:
      return read_node (o, t, "record", JSON_NODE_OBJECT, &m->node, error);
    case TL_NET_LEAVE:
    case TL_NET_RESIGN:
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

gboolean
tl_net_message_read (const char    *data,
                     gssize         length,
                     TlNetMessage  *message,
                     GError       **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  GError *local = NULL;
  JsonNode *root, *type;
  JsonObject *o;
  const char *name;

  memset (message, 0, sizeof *message);
  if (length < 0)
    length = strlen (data);
  if (length > TL_NET_MAX_MESSAGE)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                   "a message of %" G_GSSIZE_FORMAT " bytes, over the limit of %d",
                   length, TL_NET_MAX_MESSAGE);
      return FALSE;
    }
  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "a message that is not UTF-8 text");
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                   "a message that is not JSON: %s", local->message);
      g_error_free (local);
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "a message must be a JSON object");
      return FALSE;
    }
  o = json_node_get_object (root);
  type = json_object_get_member (o, "type");
  if (type == NULL || !JSON_NODE_HOLDS_VALUE (type) ||
      json_node_get_value_type (type) != G_TYPE_STRING)
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "a message needs “type”, a string");
      return FALSE;
    }
  name = json_node_get_string (type);
  for (guint i = 0; i < G_N_ELEMENTS (type_names); i++)
    if (strcmp (name, type_names[i]) == 0)
      {
        message->type = i;
        if (read_members (o, message, error))
          return TRUE;
        tl_net_message_clear (message);
        return FALSE;
      }
  g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_UNKNOWN, "unknown message type “%.40s”", name);
  return FALSE;
}

char *
tl_net_message_write (const TlNetMessage *m)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, type_names[m->type]);
#define INT(member, value) (json_builder_set_member_name (b, member), json_builder_add_int_value (b, value))
#define STR(member, value) (json_builder_set_member_name (b, member), json_builder_add_string_value (b, value != NULL ? value : ""))
#define NODE(member, value) (json_builder_set_member_name (b, member), json_builder_add_value (b, json_node_copy (value)))
#define BOOL(member, value) (json_builder_set_member_name (b, member), json_builder_add_boolean_value (b, value))
  switch (m->type)
    {
    case TL_NET_HELLO:
      INT ("protocol", m->protocol);
      STR ("app_version", m->app_version);
      INT ("seat", m->seat);
      STR ("token", m->token);
      STR ("name", m->name);
      STR ("color", m->color);
      break;
    case TL_NET_WELCOME:
      INT ("seat", m->seat);
      INT ("seq", m->seq);
      NODE ("players", m->players);
      INT ("server_time", m->server_time);
      NODE ("view", m->node);
      STR ("digest", m->digest);
      NODE ("data", m->data);
      break;
    case TL_NET_REFUSED:
      STR ("reason", m->reason);
      STR ("code", m->code);
      if (m->id != NULL)
        STR ("id", m->id);
      break;
    case TL_NET_STEP:
      STR ("id", m->id);
      NODE ("turn", m->node);
      BOOL ("end", m->end);
      break;
    case TL_NET_EVENT:
      INT ("seq", m->seq);
      INT ("turn_index", m->turn_index);
      NODE ("step", m->node);
      BOOL ("whole", m->whole);
      STR ("digest", m->digest);
      break;
    case TL_NET_PRESENCE:
      json_builder_set_member_name (b, "seats");
      json_builder_begin_array (b);
      for (guint i = 0; m->seats != NULL && i < m->seats->len; i++)
        json_builder_add_int_value (b, g_array_index (m->seats, guint, i));
      json_builder_end_array (b);
      NODE ("players", m->players);
      break;
    case TL_NET_PING:
    case TL_NET_PONG:
      INT ("t", m->t);
      break;
    case TL_NET_END:
      NODE ("record", m->node);
      break;
    case TL_NET_LEAVE:
    case TL_NET_RESIGN:
      break;
    }
#undef INT
#undef STR
#undef NODE
#undef BOOL
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

char *
tl_net_message_refused (const char *code,
                        const char *id,
                        const char *reason)
{
  TlNetMessage m;
  char *text;

  tl_net_message_init (&m, TL_NET_REFUSED);
  m.code = g_strdup (code);
  m.id = g_strdup (id);
  m.reason = g_strdup (reason);
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  return text;
}
