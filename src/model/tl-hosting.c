/* tl-hosting.c — the app as a host: its TlHost, library, seats file, port,
 * links and computer seats (docs/network.md "Hosting from the app")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-hosting.h"
#include "tl-host.h"
#include "tl-net-discovery.h"
#include "tl-net-link.h"
#include "tl-net-message.h"
#include "tl-store.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <json-glib/json-glib.h>
#include <net/if.h>
#include <netinet/in.h>

/* One game not over: its links and computer seats. */
typedef struct {
  char *id;
  GStrv links;        /* one per seat */
  GArray *levels;     /* gint per seat: -1 a person, else the computer's level */
  char *title;        /* announced on the network under it; NULL: not announced */
} HostedGame;

struct _TlHosting
{
  GObject parent_instance;

  char *dir;
  TlStore *store;
  TlHost *host;
  guint port;         /* remembered, or listened on */
  GPtrArray *games;   /* HostedGame*, oldest first */
  TlNetAnnouncer *announcer;  /* made at the first game announced */
};

G_DEFINE_FINAL_TYPE (TlHosting, tl_hosting, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
local_link (TlHosting *self, const char *link)
{
  TlNetLink parsed = { 0 };
  char *local;

  if (link == NULL || !tl_net_link_parse (link, &parsed, NULL))
    return NULL;
  local = tl_net_link_format ("127.0.0.1", self->port, parsed.game, parsed.seat, parsed.token, parsed.tls);
  tl_net_link_clear (&parsed);
  return local;
}

static void
game_free (HostedGame *game)
{
  g_free (game->id);
  g_strfreev (game->links);
  g_array_unref (game->levels);
  g_free (game->title);
  g_free (game);
}

static HostedGame *
game_new (const char *id, GStrv links)
{
  HostedGame *game = g_new0 (HostedGame, 1);

  game->id = g_strdup (id);
  game->links = links;
  game->levels = g_array_new (FALSE, FALSE, sizeof (gint));
  return game;
}

static HostedGame *
find_game (TlHosting *self, const char *id, guint *index)
{
  for (guint i = 0; id != NULL && i < self->games->len; i++)
    {
      HostedGame *game = g_ptr_array_index (self->games, i);

      if (g_strcmp0 (game->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return game;
        }
    }
  return NULL;
}

/* Announcing on the network (docs/network.md "Finding games on the network") */

gboolean
tl_hosting_announces_on (const char *address)
{
  g_autoptr (GInetAddress) inet = NULL;

  if (address == NULL || address[0] == '\0')
    return TRUE;  /* every IPv4 address: 0.0.0.0 */
  inet = g_inet_address_new_from_string (address);
  /* a name is not an address the host can listen on: never announce it */
  return inet != NULL && !g_inet_address_get_is_loopback (inet);
}

static void
announce_game (TlHosting *self, HostedGame *game)
{
  g_autoptr (GError) error = NULL;

  if (game->title == NULL || self->host == NULL ||
      !tl_hosting_announces_on (g_getenv (TL_HOSTING_ADDRESS_ENV)))
    return;
  if (self->announcer == NULL &&
      (self->announcer = tl_net_announcer_new (self->port, FALSE, &error)) == NULL)
    {
      /* no daemon: the game is played all the same, through its links */
      g_message ("the hosted game %s is not announced on the network: %s", game->id, error->message);
      return;
    }
  if (!tl_net_announcer_add (self->announcer, game->id, game->title, &error))
    g_message ("the hosted game %s is not announced on the network: %s", game->id, error->message);
}

static void
withdraw_game (TlHosting *self, const char *id)
{
  if (self->announcer != NULL)
    tl_net_announcer_remove (self->announcer, id);
}

/* hosting.json: {"port": P, "games": [{"id", "links": [...], "computers": [level or -1, ...],
 * "title" (optional)}]} */

static char *
state_path (TlHosting *self)
{
  return g_build_filename (self->dir, "hosting.json", NULL);
}

static gboolean
save_state (TlHosting *self, GError **error)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = state_path (self);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "port");
  json_builder_add_int_value (b, self->port);
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->games->len; i++)
    {
      HostedGame *game = g_ptr_array_index (self->games, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, game->id);
      json_builder_set_member_name (b, "links");
      json_builder_begin_array (b);
      for (guint s = 0; game->links[s] != NULL; s++)
        json_builder_add_string_value (b, game->links[s]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "computers");
      json_builder_begin_array (b);
      for (guint s = 0; s < game->levels->len; s++)
        json_builder_add_int_value (b, g_array_index (game->levels, gint, s));
      json_builder_end_array (b);
      if (game->title != NULL)
        {
          json_builder_set_member_name (b, "title");
          json_builder_add_string_value (b, game->title);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "%s: cannot make the folder: %s", self->dir, g_strerror (saved));
      return FALSE;
    }
  /* the links hold the seats' tokens: the user's only */
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

static gboolean
malformed (GError **error, const char *path, const char *what)
{
  g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
               "%s: not a hosting file of Tilelands (%s)", path, what);
  return FALSE;
}

static JsonArray *
array_member (JsonObject *o, const char *name)
{
  JsonNode *node = o != NULL ? json_object_get_member (o, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Reads hosting.json (none: nothing hosted yet). */
static gboolean
load_state (TlHosting *self, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *path = state_path (self);
  JsonObject *root;
  JsonArray *games;

  if (!json_parser_load_from_file (parser, path, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return malformed (error, path, "it must be an object");
  root = json_node_get_object (json_parser_get_root (parser));
  if (json_object_get_int_member_with_default (root, "port", -1) < 0 ||
      json_object_get_int_member_with_default (root, "port", -1) > 65535)
    return malformed (error, path, "“port” must be 0 to 65535");
  self->port = json_object_get_int_member (root, "port");
  games = array_member (root, "games");
  if (games == NULL)
    return malformed (error, path, "it needs “games”");
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *e = json_array_get_element (games, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;
      const char *id = o != NULL ? json_object_get_string_member_with_default (o, "id", NULL) : NULL;
      JsonArray *links = array_member (o, "links");
      JsonArray *levels = array_member (o, "computers");
      g_autoptr (GStrvBuilder) strv = g_strv_builder_new ();
      HostedGame *game;

      if (id == NULL || links == NULL || levels == NULL ||
          json_array_get_length (links) != json_array_get_length (levels))
        return malformed (error, path, "each game needs “id”, “links” and “computers”, one per seat");
      for (guint s = 0; s < json_array_get_length (links); s++)
        {
          const char *link = json_node_get_string (json_array_get_element (links, s));

          if (link == NULL)
            return malformed (error, path, "a link must be a string");
          g_strv_builder_add (strv, link);
        }
      game = game_new (id, g_strv_builder_end (strv));
      game->title = g_strdup (json_object_get_string_member_with_default (o, "title", NULL));
      for (guint s = 0; s < json_array_get_length (levels); s++)
        {
          gint level = (gint) json_node_get_int (json_array_get_element (levels, s));

          g_array_append_val (game->levels, level);
        }
      g_ptr_array_add (self->games, game);
    }
  return TRUE;
}

/* The host */

static void
on_game_over (TlHost *host, const char *id, gpointer data)
{
  TlHosting *self = data;
  g_autoptr (GError) error = NULL;
  guint index;

  if (find_game (self, id, &index) == NULL)
    return;
  withdraw_game (self, id);
  g_ptr_array_remove_index (self->games, index);
  if (!save_state (self, &error))
    g_warning ("%s", error->message);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

char *
tl_hosting_lan_address (void)
{
  const char *env = g_getenv (TL_HOSTING_ADDRESS_ENV);
  struct ifaddrs *list = NULL;
  char *found = NULL;

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *a = list; a != NULL && found == NULL; a = a->ifa_next)
        {
          char text[INET_ADDRSTRLEN];

          if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET ||
              (a->ifa_flags & IFF_LOOPBACK) != 0 || (a->ifa_flags & IFF_UP) == 0)
            continue;
          if (inet_ntop (AF_INET, &((struct sockaddr_in *) a->ifa_addr)->sin_addr, text, sizeof text) != NULL)
            found = g_strdup (text);
        }
      freeifaddrs (list);
    }
  return found != NULL ? found : g_strdup ("127.0.0.1");
}

/* Opens the library and listens on the remembered port (or a new one,
 * remembered). */
static gboolean
start_host (TlHosting *self, GError **error)
{
  const char *env = g_getenv (TL_HOSTING_ADDRESS_ENV);
  gboolean everywhere = env == NULL || env[0] == '\0';
  g_autofree char *db = g_build_filename (self->dir, "hosted.db", NULL);
  g_autofree char *seats = g_build_filename (self->dir, "hosted.db.seats.json", NULL);

  if (self->host != NULL)
    return TRUE;
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "%s: cannot make the folder: %s", self->dir, g_strerror (saved));
      return FALSE;
    }
  if (self->store == NULL && (self->store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, error)) == NULL)
    return FALSE;
  self->host = tl_host_new (self->store, seats);
  tl_host_set_over_func (self->host, on_game_over, self);
  if (!tl_host_load_games (self->host, error) ||
      !tl_host_listen (self->host, everywhere ? "0.0.0.0" : env, self->port, NULL, NULL, error))
    {
      g_clear_pointer (&self->host, tl_host_free);
      return FALSE;
    }
  self->port = tl_host_get_port (self->host);
  if (everywhere)
    {
      g_autofree char *lan = tl_hosting_lan_address ();
      g_autofree char *url = g_strdup_printf ("ws://%s:%u", lan, self->port);

      if (!tl_host_set_public_url (self->host, url, error))
        {
          g_clear_pointer (&self->host, tl_host_free);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tl_hosting_resume (TlHosting  *self,
                   GError    **error)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);

  if (self->host != NULL)
    return TRUE;
  g_ptr_array_set_size (self->games, 0);
  if (!load_state (self, error))
    return FALSE;
  if (self->games->len == 0)
    return TRUE;
  /* the host plays the computer seats itself (tl_host_create_game()) */
  if (!start_host (self, error))
    return FALSE;
  for (guint i = 0; i < self->games->len; i++)
    announce_game (self, g_ptr_array_index (self->games, i));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

char *
tl_hosting_create_game (TlHosting      *self,
                        const TlRecord *record,
                        GError        **error)
{
  g_autoptr (TlRecord) copy = NULL;
  g_auto (GStrv) links = NULL;
  g_autofree char *id = NULL;
  HostedGame *game;

  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  g_return_val_if_fail (record != NULL, NULL);

  if (self->host == NULL)
    {
      /* the port and the games of a run before */
      g_ptr_array_set_size (self->games, 0);
      if (!load_state (self, error) || !start_host (self, error))
        return NULL;
      for (guint i = 0; i < self->games->len; i++)
        announce_game (self, g_ptr_array_index (self->games, i));
    }
  copy = tl_record_copy_header (record);
  id = tl_host_create_game (self->host, copy, &links, error);
  if (id == NULL)
    return NULL;
  game = game_new (id, g_steal_pointer (&links));
  for (guint i = 0; i < record->players->len; i++)
    {
      const TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, i);
      gint level = info->kind == TL_PLAYER_AI ? info->level : -1;

      g_array_append_val (game->levels, level);
    }
  g_ptr_array_add (self->games, game);
  if (!save_state (self, error))
    {
      /* the host has it: end it rather than keep a game nobody can restart */
      tl_host_end_game (self->host, id, NULL);
      g_ptr_array_remove (self->games, game);
      return NULL;
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return g_steal_pointer (&id);
}

guint
tl_hosting_get_port (TlHosting *self)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), 0);
  return self->port;
}

gboolean
tl_hosting_is_listening (TlHosting *self)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);
  return self->host != NULL;
}

gboolean
tl_hosting_has_game (TlHosting  *self,
                     const char *id)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);
  return find_game (self, id, NULL) != NULL;
}

GStrv
tl_hosting_dup_game_ids (TlHosting *self)
{
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();

  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  for (guint i = 0; i < self->games->len; i++)
    g_strv_builder_add (ids, ((HostedGame *) g_ptr_array_index (self->games, i))->id);
  return g_strv_builder_end (ids);
}

GStrv
tl_hosting_dup_links (TlHosting  *self,
                      const char *id)
{
  HostedGame *game;

  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  game = find_game (self, id, NULL);
  return game != NULL ? g_strdupv (game->links) : NULL;
}

char *
tl_hosting_dup_local_link (TlHosting  *self,
                           const char *id,
                           guint       seat)
{
  HostedGame *game;

  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  game = find_game (self, id, NULL);
  if (game == NULL || seat >= g_strv_length (game->links))
    return NULL;
  return local_link (self, game->links[seat]);
}

gint
tl_hosting_get_computer_level (TlHosting  *self,
                               const char *id,
                               guint       seat)
{
  HostedGame *game;

  g_return_val_if_fail (TL_IS_HOSTING (self), -1);
  game = find_game (self, id, NULL);
  if (game == NULL || seat >= game->levels->len)
    return -1;
  return g_array_index (game->levels, gint, seat);
}

static gboolean
check_listening (TlHosting *self, const char *id, GError **error)
{
  if (self->host != NULL && find_game (self, id, NULL) != NULL)
    return TRUE;
  g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN, "this app does not host the game %s", id);
  return FALSE;
}

char *
tl_hosting_reissue_link (TlHosting   *self,
                         const char  *id,
                         guint        seat,
                         GError     **error)
{
  HostedGame *game;
  char *link;
  char *old;

  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  if (!check_listening (self, id, error))
    return NULL;
  game = find_game (self, id, NULL);
  link = tl_host_reissue_link (self->host, id, seat, error);
  if (link == NULL)
    return NULL;
  old = game->links[seat];
  game->links[seat] = g_strdup (link);
  g_free (old);
  if (!save_state (self, error))
    {
      g_free (link);
      return NULL;
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return link;
}

gboolean
tl_hosting_end_game (TlHosting   *self,
                     const char  *id,
                     GError     **error)
{
  g_autoptr (GError) local = NULL;
  guint index;

  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);
  if (!check_listening (self, id, error) || !tl_host_end_game (self->host, id, error))
    return FALSE;
  withdraw_game (self, id);
  if (find_game (self, id, &index) != NULL)
    g_ptr_array_remove_index (self->games, index);
  if (!save_state (self, &local))
    g_warning ("%s", local->message);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
tl_hosting_set_seat_computer (TlHosting   *self,
                              const char  *id,
                              guint        seat,
                              int          level,
                              GError     **error)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);
  g_return_val_if_fail (level >= 0 && level <= 3, FALSE);
  if (!check_listening (self, id, error))
    return FALSE;
  return tl_host_set_seat_computer (self->host, id, seat, level, error);
}

gboolean
tl_hosting_announce_game (TlHosting   *self,
                          const char  *id,
                          const char  *title,
                          GError     **error)
{
  HostedGame *game;

  g_return_val_if_fail (TL_IS_HOSTING (self), FALSE);
  g_return_val_if_fail (title != NULL, FALSE);
  if (!check_listening (self, id, error))
    return FALSE;
  game = find_game (self, id, NULL);
  g_free (game->title);
  game->title = g_strdup (title);
  if (!save_state (self, error))
    return FALSE;
  announce_game (self, game);
  return TRUE;
}

const char *
tl_hosting_get_announced_name (TlHosting  *self,
                               const char *id)
{
  g_return_val_if_fail (TL_IS_HOSTING (self), NULL);
  return self->announcer != NULL ? tl_net_announcer_get_name (self->announcer, id) : NULL;
}

char *
tl_hosting_dup_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tilelands", "hosting", NULL);
}

TlHosting *
tl_hosting_new (const char *dir)
{
  TlHosting *self;

  g_return_val_if_fail (dir != NULL, NULL);
  self = g_object_new (TL_TYPE_HOSTING, NULL);
  self->dir = g_strdup (dir);
  return self;
}

static void
tl_hosting_finalize (GObject *object)
{
  TlHosting *self = TL_HOSTING (object);

  g_ptr_array_unref (self->games);
  g_clear_pointer (&self->announcer, tl_net_announcer_free);
  g_clear_pointer (&self->host, tl_host_free);
  g_clear_object (&self->store);
  g_free (self->dir);
  G_OBJECT_CLASS (tl_hosting_parent_class)->finalize (object);
}

static void
tl_hosting_class_init (TlHostingClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_hosting_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tl_hosting_init (TlHosting *self)
{
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
}
