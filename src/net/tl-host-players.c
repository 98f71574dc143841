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
