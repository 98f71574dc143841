/* tl-store-entry.c — a game as it is about to be written to the library
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-entry-private.h"
#include "tl-format-json.h"
#include "tl-record-format.h"
#include "tl-replay.h"

#include <string.h>

static void
add_points (TlStoreSeat *seat,
            const char  *kind,
            gint         points)
{
  TlStorePoints line = { kind, points };

  for (guint i = 0; i < seat->points->len; i++)
    {
      TlStorePoints *p = &g_array_index (seat->points, TlStorePoints, i);

      if (p->kind == kind)
        {
          p->points += points;
          return;
        }
    }
  g_array_append_val (seat->points, line);
}

/* The seats with their scores, the breakdown of every scoring event, and (for
 * a finished game) the places: 1 + the number of seats that scored more. */
static GArray *
seats_from_state (const TlGameState *state,
                  gboolean           finished)
{
  const TlRecord *record = tl_game_state_record (state);
  const GArray *events = tl_game_state_events (state);
  guint n = tl_game_state_n_players (state);
  GArray *seats = tl_store_seats_new ();

  for (guint i = 0; i < n; i++)
    {
      const TlPlayerInfo *player = &g_array_index (record->players, TlPlayerInfo, i);
      TlStoreSeat seat = {
        .name = g_strdup (player->name != NULL ? player->name : ""),
        .color = g_strdup (player->color != NULL ? player->color : ""),
        .kind = player->kind,
        .level = player->kind == TL_PLAYER_AI ? player->level : -1,
        .score = tl_game_state_player (state, i)->score,
        .points = g_array_new (FALSE, FALSE, sizeof (TlStorePoints)),
      };

      g_array_append_val (seats, seat);
    }
  for (guint e = 0; e < events->len; e++)
    {
      const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, e);
      const char *kind = g_intern_string (tl_replay_event_kind_name (event));

      for (guint i = 0; i < n; i++)
        if (event->points[i] != 0)
          add_points (&g_array_index (seats, TlStoreSeat, i), kind, event->points[i]);
    }
  if (finished)
    for (guint i = 0; i < n; i++)
      {
        TlStoreSeat *seat = &g_array_index (seats, TlStoreSeat, i);

        seat->place = 1;
        for (guint j = 0; j < n; j++)
          if (g_array_index (seats, TlStoreSeat, j).score > seat->score)
            seat->place++;
      }
  return seats;
}

TlStoreEntry *
_tl_store_entry_new (const TlGameState *state,
                    GBytes            *thumbnail)
{
  TlStoreEntry *entry = g_new0 (TlStoreEntry, 1);

  entry->record = tl_record_copy (tl_game_state_record (state));
  entry->finished = tl_game_state_phase (state) == TL_PHASE_OVER;
  /* as the record stands: what a replay of it (tilelands-cli replay) counts,
   * the tile in hand of a game played in a window still in the stack */
  entry->tiles_left = entry->finished ? 0 : tl_game_state_tiles_left_recorded (state);
  entry->seats = seats_from_state (state, entry->finished);
  entry->thumbnail = thumbnail != NULL ? g_bytes_ref (thumbnail) : NULL;
  return entry;
}

char *
_tl_store_entry_content_id (const char *data,
                           gsize       length)
{
  g_autofree char *sha = g_compute_checksum_for_data (G_CHECKSUM_SHA1, (const guchar *) data,
                                                      length);
  static const char hex[] = "0123456789abcdef";
  char variant = hex[8 | (g_ascii_xdigit_value (sha[16]) & 3)];

  /* version 5 (name-based, SHA-1) in the 13th digit, variant 10xx in the 17th */
  return g_strdup_printf ("%.8s-%.4s-5%.3s-%c%.3s-%.12s", sha, sha + 8, sha + 13, variant,
                          sha + 17, sha + 20);
}

TlStoreEntry *
_tl_store_entry_new_from_data (const char  *data,
                              gssize       length,
                              const char  *origin,
                              GError     **error)
{
  g_autoptr(TlRecord) record = NULL;
  TlGameState *state;
  TlStoreEntry *entry;
  gsize size = length < 0 ? strlen (data) : (gsize) length;

  record = tl_record_format_load_data (data, size, origin, error);
  if (record == NULL)
    return NULL;
  state = tl_replay_record_state (record, origin, FALSE, error);
  if (state == NULL)
    return NULL;
  entry = _tl_store_entry_new (state, NULL);
  tl_game_state_free (state);

  if (entry->record->id == NULL)
    entry->record->id = _tl_store_entry_content_id (data, size);
  else
    entry->text = g_strndup (data, size);
  entry->origin = g_strdup (origin);
  return entry;
}

/* Whether @a and @b hold the same members, but for those named in @skip. */
static gboolean
same_members (JsonObject         *a,
              JsonObject         *b,
              const char * const *skip)
{
  g_autoptr(GList) names = json_object_get_members (a);
  guint n_a = 0, n_b = 0;

  for (GList *l = names; l != NULL; l = l->next)
    {
      if (g_strv_contains (skip, l->data))
        continue;
      n_a++;
      if (!json_object_has_member (b, l->data) ||
          !json_node_equal (json_object_get_member (a, l->data), json_object_get_member (b, l->data)))
        return FALSE;
    }
  g_clear_pointer (&names, g_list_free);
  names = json_object_get_members (b);
  for (GList *l = names; l != NULL; l = l->next)
    if (!g_strv_contains (skip, l->data))
      n_b++;
  return n_a == n_b;
}

static gboolean
same_node (JsonNode *a,
           JsonNode *b)
{
  return a == NULL ? b == NULL : b != NULL && json_node_equal (a, b);
}

TlStoreRelation
_tl_store_records_relation (const TlRecord *library,
                            const TlRecord *file)
{
  /* `version` follows `turn_in_progress` (3 with one, else 2) */
  static const char * const game_only[] = { "turns", "turn_in_progress", "version", NULL };
  g_autoptr(JsonNode) ours = tl_record_format_to_json (library);
  g_autoptr(JsonNode) theirs = tl_record_format_to_json (file);
  JsonObject *a = json_node_get_object (ours), *b = json_node_get_object (theirs);
  JsonArray *turns_a = json_object_get_array_member (a, "turns");
  JsonArray *turns_b = json_object_get_array_member (b, "turns");
  guint n_a = json_array_get_length (turns_a), n_b = json_array_get_length (turns_b);
  JsonNode *going_a = json_object_get_member (a, "turn_in_progress");
  JsonNode *going_b = json_object_get_member (b, "turn_in_progress");

  if (!same_members (a, b, game_only))
    return TL_STORE_BRANCHED;
  for (guint i = 0; i < MIN (n_a, n_b); i++)
    if (!json_node_equal (json_array_get_element (turns_a, i), json_array_get_element (turns_b, i)))
      return TL_STORE_BRANCHED;
  if (n_b != n_a)
    return n_b < n_a ? TL_STORE_OLDER : TL_STORE_FURTHER;
  /* the same whole turns: the steps of the turn in progress that were kept */
  if (same_node (going_a, going_b))
    return TL_STORE_SAME;
  if (going_a == NULL || going_b == NULL)
    return going_b == NULL ? TL_STORE_OLDER : TL_STORE_FURTHER;
  return TL_STORE_BRANCHED;
}

void
_tl_store_entry_free (TlStoreEntry *entry)
{
  if (entry == NULL)
    return;
  tl_record_free (entry->record);
  g_free (entry->text);
  g_array_unref (entry->seats);
  g_clear_pointer (&entry->thumbnail, g_bytes_unref);
  g_free (entry->origin);
  g_free (entry->title);
  g_free (entry);
}
