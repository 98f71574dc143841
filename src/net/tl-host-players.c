/* tl-host-players.c — a host's seats as players: the name and colour each says
 * in `hello`, written into the game's record and sent to every seat; revoking
 * and reissuing a seat's link (docs/network.md "Seats")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-host-private.h"
#include "tl-net-link.h"
#include "tl-net-token.h"
#include "tl-record-format.h"

#include <string.h>

static const TlPlayerInfo *
player_info (HostGame *game, guint seat)
{
  const TlRecord *record = tl_game_state_record (tl_net_game_state (game->game));

  return &g_array_index (record->players, TlPlayerInfo, seat);
}

JsonNode *
_tl_host_players_node (HostGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < tl_net_game_n_players (game->game); i++)
    {
      const TlPlayerInfo *p = player_info (game, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, p->name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, p->color);
      json_builder_set_member_name (b, "connected");
      json_builder_add_boolean_value (b, game->conns[i] != NULL);
      if (game->computer[i] >= 0)
        {
          json_builder_set_member_name (b, "computer");
          json_builder_add_int_value (b, game->computer[i]);
        }
      if (game->resigned[i])
        {
          json_builder_set_member_name (b, "resigned");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (game->left[i])
        {
          json_builder_set_member_name (b, "left");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

gboolean
_tl_host_take_player (HostGame    *game,
                      guint        seat,
                      const char  *name,
                      const char  *color,
                      GError     **error)
{
  const TlPlayerInfo *own = player_info (game, seat);
  glong length = g_utf8_strlen (name, -1);

  if (name[0] == '\0')
    name = own->name;
  if (color[0] == '\0')
    color = own->color;
  if (length > TL_PLAYER_NAME_MAX)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "a name of %ld characters: a player’s name may have at most %d", length,
                   TL_PLAYER_NAME_MAX);
      return FALSE;
    }
  if (!tl_record_format_color_is_known (color))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "“%.40s” is no colour: say red, blue, green, yellow, black or one written "
                   "as #e01b24", color);
      return FALSE;
    }
  for (guint i = 0; i < tl_net_game_n_players (game->game); i++)
    if (i != seat && g_ascii_strcasecmp (player_info (game, i)->color, color) == 0)
      {
        g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                     "the colour %s is taken by seat %u (%s): choose another", color, i,
                     player_info (game, i)->name);
        return FALSE;
      }
  if (strcmp (name, own->name) == 0 && strcmp (color, own->color) == 0)
    return TRUE;
  {
    /* own points into the record the call replaces */
    g_autofree char *keep_name = g_strdup (name);
    g_autofree char *keep_color = g_strdup (color);

    tl_net_game_set_player (game->game, seat, keep_name, keep_color);
  }
  return _tl_host_store_game (game->host, game, error);
}

gboolean
_tl_host_token_revoked (HostGame   *game,
                        const char *token)
{
  for (guint i = 0; game->revoked != NULL && i < game->revoked->len; i++)
    if (tl_net_token_matches (token, g_ptr_array_index (game->revoked, i)))
      return TRUE;
  return FALSE;
}

char *
tl_host_reissue_link (TlHost      *host,
                      const char  *id,
                      guint        seat,
                      GError     **error)
{
  HostGame *game = g_hash_table_lookup (host->games, id);
  g_autofree char *token = NULL;
  Conn *conn;

  if (game == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN, "this host has no game “%.40s”", id);
      return NULL;
    }
  if (seat >= tl_net_game_n_players (game->game))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN,
                   "game %s has no seat %u (its seats are 0 to %u)", id, seat,
                   tl_net_game_n_players (game->game) - 1);
      return NULL;
    }
  if ((token = tl_net_token_new (error)) == NULL)
    return NULL;
  if (game->revoked == NULL)
    game->revoked = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (game->revoked, game->hashes[seat]);
  game->hashes[seat] = tl_net_token_hash (token);
  if (!_tl_host_write_seats (host, error))
    {
      /* the old link stays the seat's */
      g_free (game->hashes[seat]);
      game->hashes[seat] = g_ptr_array_steal_index (game->revoked, game->revoked->len - 1);
      return NULL;
    }
  g_message ("seat %u of game %s: its link was revoked and a new one issued", seat, id);
  conn = game->conns[seat];
  if (conn != NULL)
    _tl_host_drop_seat (conn, "token",
                        "the link you joined with was revoked: ask the game’s creator for a new one",
                        "revoked");
  return tl_net_link_format (host->address != NULL ? host->address : "127.0.0.1", host->port,
                             game->id, seat, token, host->tls);
}

char *
_tl_host_new_admin (TlHost    *host,
                    HostGame  *game,
                    GError   **error)
{
  g_autofree char *token = tl_net_token_new (error);

  if (token == NULL)
    return NULL;
  g_free (game->admin_hash);
  game->admin_hash = tl_net_token_hash (token);
  if (!_tl_host_write_seats (host, error))
    return NULL;
  return g_steal_pointer (&token);
}

/* A request's body, `{"admin": TOKEN, …}`: its object, or NULL. */
static JsonObject *
read_body (SoupServerMessage *msg)
{
  g_autoptr(GBytes) bytes = soup_message_body_flatten (soup_server_message_get_request_body (msg));
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  JsonNode *root;

  if (g_bytes_get_size (bytes) > 4096 ||
      !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                   NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return json_object_ref (json_node_get_object (root));
}

gboolean
tl_host_end_game (TlHost      *host,
                  const char  *id,
                  GError     **error)
{
  HostGame *game = g_hash_table_lookup (host->games, id);
  g_autofree char *end = NULL;

  if (game == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN, "this host has no game “%.40s”", id);
      return FALSE;
    }
  if (tl_net_game_is_over (game->game))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED, "game %s is over already", id);
      return FALSE;
    }
  end = tl_net_game_end_message (game->game);
  for (guint s = 0; s < TL_MAX_PLAYERS; s++)
    {
      Conn *conn = game->conns[s];

      if (conn == NULL)
        continue;
      _tl_host_send (conn, end);
      conn->game = NULL;
      conn->seat = -1;
      game->conns[s] = NULL;
      soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, "ended");
    }
  g_message ("game %s was ended by its creator", id);
  g_hash_table_remove (host->games, id);
  return _tl_host_write_seats (host, error);
}

void
_tl_host_on_seat_link (TlHost            *host,
                       SoupServerMessage *msg,
                       const char        *path)
{
  g_auto(GStrv) parts = g_strsplit (path + strlen ("/games/"), "/", -1);
  g_autoptr(JsonObject) body = NULL;
  const char *admin = NULL;
  g_autofree char *link = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) b = NULL;
  g_autoptr(JsonNode) node = NULL;
  HostGame *game;
  guint64 seat = 0;

  gboolean ending = g_strv_length (parts) == 2 && strcmp (parts[1], "end") == 0;
  gboolean computer = g_strv_length (parts) == 4 && strcmp (parts[3], "computer") == 0;

  if (strcmp (soup_server_message_get_method (msg), "POST") != 0 ||
      (!ending &&
       (g_strv_length (parts) != 4 || strcmp (parts[1], "seats") != 0 ||
        (strcmp (parts[3], "link") != 0 && !computer) ||
        !g_ascii_string_to_unsigned (parts[2], 10, 0, TL_MAX_PLAYERS - 1, &seat, NULL))))
    {
      _tl_host_reply_error (msg, SOUP_STATUS_NOT_FOUND,
                            "POST /games/ID/seats/N/link gives seat N a new link, POST "
                            "/games/ID/seats/N/computer hands it to a computer player or gives it "
                            "back, POST /games/ID/end ends the game; nothing else is here");
      return;
    }
  game = g_hash_table_lookup (host->games, parts[0]);
  body = read_body (msg);
  if (body != NULL)
    admin = json_object_get_string_member_with_default (body, "admin", NULL);
  if (game == NULL || game->admin_hash == NULL || admin == NULL ||
      !tl_net_token_matches (admin, game->admin_hash))
    {
      /* an unknown game and a wrong token look the same from outside */
      g_message ("refused %s for game %.40s: not its creator", path, parts[0]);
      _tl_host_reply_error (msg, SOUP_STATUS_FORBIDDEN,
                            ending ? "only the game’s creator may end it (send its "
                                     "{\"admin\": TOKEN} from creating the game)"
                            : computer ? "only the game’s creator may hand a seat to a computer "
                                         "player (send its {\"admin\": TOKEN} from creating the game)"
                                   : "only the game’s creator may give a seat a new link (send its "
                                     "{\"admin\": TOKEN} from creating the game)");
      return;
    }
  if (computer)
    {
      JsonNode *level = json_object_get_member (body, "level");

      _tl_host_on_seat_computer (host, msg, game, seat,
                                 level != NULL && JSON_NODE_HOLDS_VALUE (level) &&
                                 json_node_get_value_type (level) == G_TYPE_INT64
                                   ? json_node_get_int (level) : -1);
      return;
    }
  if (ending)
    {
      if (!tl_host_end_game (host, game->id, &error))
        {
          _tl_host_reply_error (msg, g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED)
                                     ? SOUP_STATUS_CONFLICT : SOUP_STATUS_INTERNAL_SERVER_ERROR,
                                error->message);
          return;
        }
      b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "ended");
      json_builder_add_string_value (b, parts[0]);
      json_builder_end_object (b);
      node = json_builder_get_root (b);
      _tl_host_reply_json (msg, SOUP_STATUS_OK, node);
      return;
    }
  link = tl_host_reissue_link (host, game->id, seat, &error);
  if (link == NULL)
    {
      _tl_host_reply_error (msg, g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN)
                                 ? SOUP_STATUS_NOT_FOUND : SOUP_STATUS_INTERNAL_SERVER_ERROR,
                            error->message);
      return;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "link");
  json_builder_add_string_value (b, link);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  _tl_host_reply_json (msg, SOUP_STATUS_OK, node);
}
