/* tl-net-step.c — the choices of a step, and the growth of a turn
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-step.h"

#include <string.h>

/* A member and, for an object (or an array of objects), the members of it kept;
 * NULL: the value is kept whole. */
typedef struct {
  const char *name;
  const char * const *inner;
} Choice;

static const char * const gift_members[] = { "card", "at", "to", "keep", NULL };
static const char * const xyr_members[] = { "x", "y", "r", NULL };
static const char * const xy_members[] = { "x", "y", NULL };
static const char * const reveal_members[] = { "x", "y", "r", "removed", NULL };

static const Choice choices_list[] = {
  { "play", NULL },
  { "gift", gift_members },
  { "place", xyr_members },
  { "peek", xy_members },
  { "reveal", reveal_members },
  { "meeple", NULL },
  { "recall", NULL },
};

static JsonNode *
keep_members (JsonNode *node, const char * const *inner)
{
  JsonObject *from, *to;
  JsonNode *out;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return json_node_copy (node);
  from = json_node_get_object (node);
  to = json_object_new ();
  for (guint i = 0; inner[i] != NULL; i++)
    if (json_object_has_member (from, inner[i]))
      json_object_set_member (to, inner[i], json_node_copy (json_object_get_member (from, inner[i])));
  out = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (out, to);
  return out;
}

JsonNode *
tl_net_step_choices (JsonNode *turn)
{
  JsonObject *from, *to = json_object_new ();
  JsonNode *out = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (out, to);
  if (turn == NULL || !JSON_NODE_HOLDS_OBJECT (turn))
    return out;
  from = json_node_get_object (turn);
  for (guint i = 0; i < G_N_ELEMENTS (choices_list); i++)
    {
      JsonNode *value = json_object_get_member (from, choices_list[i].name);

      if (value == NULL)
        continue;
      if (choices_list[i].inner == NULL)
        json_object_set_member (to, choices_list[i].name, json_node_copy (value));
      else if (JSON_NODE_HOLDS_ARRAY (value))
        {
          JsonArray *a = json_node_get_array (value), *b = json_array_new ();
          JsonNode *list = json_node_new (JSON_NODE_ARRAY);

          for (guint k = 0; k < json_array_get_length (a); k++)
            json_array_add_element (b, keep_members (json_array_get_element (a, k), choices_list[i].inner));
          json_node_take_array (list, b);
          json_object_set_member (to, choices_list[i].name, list);
        }
      else
        json_object_set_member (to, choices_list[i].name, keep_members (value, choices_list[i].inner));
    }
  return out;
}

/* Whether @turn's object member @outer (@inner in it, when given) is there
 * and @sent's is not: something the host named since @sent. */
static gboolean
named_since (JsonNode   *sent,
             JsonNode   *turn,
             const char *outer,
             const char *inner)
{
  JsonObject *t = json_node_get_object (turn);
  JsonObject *s = sent != NULL && JSON_NODE_HOLDS_OBJECT (sent) ? json_node_get_object (sent) : NULL;
  JsonNode *a = json_object_get_member (t, outer);
  JsonNode *b = s != NULL ? json_object_get_member (s, outer) : NULL;

  if (a == NULL)
    return FALSE;
  if (inner == NULL)
    return b == NULL;
  if (!JSON_NODE_HOLDS_OBJECT (a) || !json_object_has_member (json_node_get_object (a), inner))
    return FALSE;
  return b == NULL || !JSON_NODE_HOLDS_OBJECT (b) ||
         !json_object_has_member (json_node_get_object (b), inner);
}

/* The choices of a turn that come after each cut, in the turn's order. */
static const char * const after_gift[] = { "play", "place", "peek", "reveal", "meeple", "recall", NULL };
static const char * const after_place[] = { "peek", "reveal", "meeple", "recall", NULL };

static void
remove_members (JsonNode *step, const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    json_object_remove_member (json_node_get_object (step), names[i]);
}

JsonNode *
tl_net_step_next (JsonNode       *sent,
                  JsonNode       *turn,
                  TlNetStepFlags  flags,
                  gboolean       *end)
{
  JsonNode *step;

  g_return_val_if_fail (turn != NULL && JSON_NODE_HOLDS_OBJECT (turn), NULL);
  g_return_val_if_fail (end != NULL, NULL);

  *end = FALSE;
  step = tl_net_step_choices (turn);
  /* Take 2 shows a second tile: the tile to keep is chosen once it is known */
  if (named_since (sent, turn, "gift", "second") || named_since (sent, turn, "gift", "discard"))
    {
      JsonNode *gift = json_object_get_member (json_node_get_object (step), "gift");

      if (gift != NULL && JSON_NODE_HOLDS_OBJECT (gift))
        json_object_remove_member (json_node_get_object (gift), "keep");
      remove_members (step, after_gift);
      return step;
    }
  /* the placement turns over, collects or receives what the host knows */
  if (named_since (sent, turn, "place", NULL) &&
      ((flags & TL_NET_STEP_WRITTEN) || named_since (sent, turn, "chip", NULL) ||
       named_since (sent, turn, "turned", NULL) || named_since (sent, turn, "received", NULL)))
    {
      remove_members (step, after_place);
      return step;
    }
  /* a look shows a face-down tile */
  if (named_since (sent, turn, "peek", "tile"))
    return step;
  if (flags & TL_NET_STEP_WHOLE)
    {
      *end = TRUE;
      return step;
    }
  json_node_unref (step);
  return NULL;
}

void
tl_net_step_add_host_members (JsonNode *choices,
                              JsonNode *host_turn)
{
  JsonObject *to = json_node_get_object (choices);
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  if (host_turn == NULL || !JSON_NODE_HOLDS_OBJECT (host_turn))
    return;
  json_object_iter_init (&iter, json_node_get_object (host_turn));
  while (json_object_iter_next (&iter, &name, &value))
    {
      gboolean choice = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (choices_list); i++)
        choice |= strcmp (name, choices_list[i].name) == 0;
      if (!choice && !json_object_has_member (to, name))
        json_object_set_member (to, name, json_node_copy (value));
    }
}

gboolean
tl_net_json_grows (JsonNode *before,
                   JsonNode *after)
{
  if (before == NULL)
    return TRUE;
  if (after == NULL || JSON_NODE_TYPE (before) != JSON_NODE_TYPE (after))
    return FALSE;
  switch (JSON_NODE_TYPE (before))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *a = json_node_get_object (before), *b = json_node_get_object (after);
        JsonObjectIter iter;
        const char *name;
        JsonNode *value;

        json_object_iter_init (&iter, a);
        while (json_object_iter_next (&iter, &name, &value))
          if (!tl_net_json_grows (value, json_object_get_member (b, name)))
            return FALSE;
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *a = json_node_get_array (before), *b = json_node_get_array (after);

        if (json_array_get_length (a) > json_array_get_length (b))
          return FALSE;
        for (guint i = 0; i < json_array_get_length (a); i++)
          if (!tl_net_json_grows (json_array_get_element (a, i), json_array_get_element (b, i)))
            return FALSE;
        return TRUE;
      }
    default:
      return json_node_equal (before, after);
    }
}
