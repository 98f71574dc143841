/* tl-host-seats.c — a host's games and their seats: created, stored, taken up
 * again after a restart
 *
 * The game itself is in the library (TlStore, after every step); each game's
 * seats — the SHA-256 of each token, never the token — are in the seats file
 * beside it (JSON, replaced whole and atomically).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-host-private.h"
#include "tl-net-link.h"
#include "tl-net-token.h"

void
_tl_host_game_free (gpointer data)
{
  HostGame *game = data;

  _tl_host_computer_stop (game);
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    {
      g_free (game->hashes[i]);
      if (game->conns[i] != NULL)
        game->conns[i]->game = NULL;
    }
  g_clear_pointer (&game->revoked, g_ptr_array_unref);
  g_free (game->admin_hash);
  tl_net_game_free (game->game);
  g_hash_table_unref (game->step_ids);
  g_free (game->id);
  g_free (game);
}

gboolean
_tl_host_store_game (TlHost   *host,
                     HostGame *game,
                     GError  **error)
{
  return host->store == NULL ||
         tl_store_save_game (host->store, tl_net_game_state (game->game), NULL, error);
}

gboolean
_tl_host_write_seats (TlHost   *host,
                      GError  **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  GHashTableIter iter;
  HostGame *game;

  if (host->seats_path == NULL)
    return TRUE;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  g_hash_table_iter_init (&iter, host->games);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &game))
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, game->id);
      json_builder_set_member_name (b, "tokens");
      json_builder_begin_array (b);
      for (guint i = 0; i < tl_net_game_n_players (game->game); i++)
        json_builder_add_string_value (b, game->hashes[i]);
      json_builder_end_array (b);
      if (game->admin_hash != NULL)
        {
          json_builder_set_member_name (b, "admin");
          json_builder_add_string_value (b, game->admin_hash);
        }
      json_builder_set_member_name (b, "revoked");
      json_builder_begin_array (b);
      for (guint i = 0; game->revoked != NULL && i < game->revoked->len; i++)
        json_builder_add_string_value (b, g_ptr_array_index (game->revoked, i));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "computer");
      json_builder_begin_array (b);
      for (guint i = 0; i < tl_net_game_n_players (game->game); i++)
        json_builder_add_int_value (b, game->computer[i]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "resigned");
      json_builder_begin_array (b);
      for (guint i = 0; i < tl_net_game_n_players (game->game); i++)
        if (game->resigned[i])
          json_builder_add_int_value (b, i);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  return g_file_set_contents_full (host->seats_path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

static HostGame *
add_game (TlHost *host, TlNetGame *net, const char *id)
{
  HostGame *game = g_new0 (HostGame, 1);

  game->host = host;
  game->id = g_strdup (id);
  game->game = net;
  game->step_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  game->last_step = g_get_monotonic_time ();
  game->over_sent = tl_net_game_is_over (net);
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    game->computer[i] = -1;
  g_hash_table_insert (host->games, game->id, game);
  return game;
}

static guint
games_playing (TlHost *host)
{
  GHashTableIter iter;
  HostGame *game;
  guint n = 0;

  g_hash_table_iter_init (&iter, host->games);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &game))
    n += !tl_net_game_is_over (game->game);
  return n;
}

char *
tl_host_create_game (TlHost     *host,
                     TlRecord   *record,
                     GStrv      *links,
                     GError    **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) events = NULL;
  char *tokens[TL_MAX_PLAYERS] = { NULL };
  TlNetGame *net;
  HostGame *game;
  guint n = record->players->len;

  *links = NULL;
  if (host->max_games > 0 && games_playing (host) >= host->max_games)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_FULL,
                   "this server holds its most games (%u): try again later", host->max_games);
      return NULL;
    }
  if (record->turns->len > 0 || record->in_progress != NULL || record->view >= 0)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           "a new game has no turns");
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      const TlPlayerInfo *p = &g_array_index (record->players, TlPlayerInfo, i);

      if (p->kind == TL_PLAYER_AI && p->level > host->max_computer_level)
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                       "seat %u asks for a computer player of level %d: this host plays "
                       "computer players up to level %d", i, p->level, host->max_computer_level);
          return NULL;
        }
    }
  record->seed = tl_record_random_seed ();
  tl_record_set_new_id (record);
  net = tl_net_game_new (record, error);
  if (net == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    if ((tokens[i] = tl_net_token_new (error)) == NULL)
      {
        for (guint k = 0; k < i; k++)
          g_free (tokens[k]);
        tl_net_game_free (net);
        return NULL;
      }
  game = add_game (host, net, record->id);
  for (guint i = 0; i < n; i++)
    {
      const TlPlayerInfo *p = &g_array_index (record->players, TlPlayerInfo, i);

      if (p->kind == TL_PLAYER_AI)
        game->computer[i] = p->level;
      game->hashes[i] = tl_net_token_hash (tokens[i]);
      g_ptr_array_add (out, host->link_address != NULL
                       ? tl_net_link_format (host->link_address, host->link_port, game->id, i,
                                             tokens[i], host->link_tls)
                       : tl_net_link_format (host->address != NULL ? host->address : "127.0.0.1",
                                             host->port, game->id, i, tokens[i], host->tls));
      g_free (tokens[i]);
    }
  g_ptr_array_add (out, NULL);
  events = tl_net_game_take_events (net);   /* nobody is connected yet */
  if (!_tl_host_store_game (host, game, error) || !_tl_host_write_seats (host, error))
    {
      g_hash_table_remove (host->games, record->id);
      return NULL;
    }
  *links = (GStrv) g_ptr_array_steal (out, NULL);
  _tl_host_computer_next (game);
  return g_strdup (game->id);
}

static gboolean
load_game (TlHost *host, JsonObject *o, GError **error)
{
  const char *id = json_object_get_string_member_with_default (o, "id", NULL);
  JsonArray *tokens = json_object_has_member (o, "tokens")
    ? json_object_get_array_member (o, "tokens") : NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(GError) local = NULL;
  TlNetGame *net;
  HostGame *game;

  if (id == NULL || tokens == NULL)
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "a game of the seats file needs “id” and “tokens”");
      return FALSE;
    }
  record = tl_store_load_record (host->store, id, &local);
  if (record == NULL || (net = tl_net_game_new (record, &local)) == NULL)
    {
      g_warning ("game %s is not taken up again: %s", id, local->message);
      return TRUE;
    }
  game = add_game (host, net, id);
  for (guint i = 0; i < json_array_get_length (tokens) && i < TL_MAX_PLAYERS; i++)
    game->hashes[i] = g_strdup (json_array_get_string_element (tokens, i));
  game->admin_hash = g_strdup (json_object_get_string_member_with_default (o, "admin", NULL));
  if (json_object_has_member (o, "revoked") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "revoked")))
    {
      JsonArray *revoked = json_object_get_array_member (o, "revoked");

      game->revoked = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < json_array_get_length (revoked); i++)
        if (json_array_get_string_element (revoked, i) != NULL)
          g_ptr_array_add (game->revoked, g_strdup (json_array_get_string_element (revoked, i)));
    }
  for (guint i = 0; i < tl_net_game_n_players (net); i++)
    {
      const TlPlayerInfo *p = &g_array_index (record->players, TlPlayerInfo, i);

      if (p->kind == TL_PLAYER_AI)
        game->computer[i] = MIN (p->level, host->max_computer_level);
    }
  if (json_object_has_member (o, "computer") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "computer")))
    {
      JsonArray *levels = json_object_get_array_member (o, "computer");

      for (guint i = 0; i < json_array_get_length (levels) && i < tl_net_game_n_players (net); i++)
        {
          JsonNode *e = json_array_get_element (levels, i);
          gint64 level = JSON_NODE_HOLDS_VALUE (e) ? json_node_get_int (e) : -1;

          game->computer[i] = level < 0 ? -1 : (gint) MIN (level, host->max_computer_level);
        }
    }
  if (json_object_has_member (o, "resigned") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "resigned")))
    {
      JsonArray *resigned = json_object_get_array_member (o, "resigned");

      for (guint i = 0; i < json_array_get_length (resigned); i++)
        {
          JsonNode *e = json_array_get_element (resigned, i);
          gint64 seat = JSON_NODE_HOLDS_VALUE (e) ? json_node_get_int (e) : -1;

          if (seat >= 0 && seat < tl_net_game_n_players (net))
            game->resigned[seat] = TRUE;
        }
    }
  /* a turn started again (its draw) is stored before anyone hears of it */
  g_ptr_array_unref (tl_net_game_take_events (net));
  if (!_tl_host_store_game (host, game, error))
    return FALSE;
  _tl_host_computer_next (game);
  return TRUE;
}

gboolean
tl_host_load_games (TlHost  *host,
                    GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  JsonNode *root;
  JsonArray *games;

  g_return_val_if_fail (host->store != NULL && host->seats_path != NULL, FALSE);
  if (!json_parser_load_from_file (parser, host->seats_path, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (json_node_get_object (root), "games") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (root), "games")))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                   "%s: not a seats file of Tilelands (it needs “games”)", host->seats_path);
      return FALSE;
    }
  games = json_object_get_array_member (json_node_get_object (root), "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *e = json_array_get_element (games, i);

      if (!JSON_NODE_HOLDS_OBJECT (e))
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                       "%s: games[%u] is not an object", host->seats_path, i);
          return FALSE;
        }
      if (!load_game (host, json_node_get_object (e), error))
        return FALSE;
    }
  g_message ("took up %u games", g_hash_table_size (host->games));
  return TRUE;
}
