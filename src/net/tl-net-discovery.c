/* tl-net-discovery.c — looking for games on the local network through Avahi
 * (docs/network.md "Finding games on the network")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-net-avahi-private.h"

#include <string.h>

#ifdef HAVE_AVAHI
#include <avahi-client/lookup.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>
#endif

G_DEFINE_QUARK (tl-net-discovery-error-quark, tl_net_discovery_error)

gboolean
tl_net_discovery_built (void)
{
#ifdef HAVE_AVAHI
  return TRUE;
#else
  return FALSE;
#endif
}

char *
_tl_net_discovery_cut (const char *text,
                       gsize       max)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  const char *end = valid + MIN (strlen (valid), max);

  /* step back over a character cut in its middle */
  while (end > valid && (*end & 0xc0) == 0x80)
    end--;
  return g_strndup (valid, end - valid);
}

#ifdef HAVE_AVAHI
TlNetDiscoveryState
_tl_net_avahi_state (int avahi_error)
{
  /* no system bus is no daemon either, as far as a person can tell */
  if (avahi_error == AVAHI_ERR_NO_DAEMON || avahi_error == AVAHI_ERR_DBUS_ERROR ||
      avahi_error == AVAHI_ERR_DISCONNECTED)
    return TL_NET_DISCOVERY_NO_DAEMON;
  return TL_NET_DISCOVERY_FAILED;
}

void
_tl_net_avahi_set_error (GError **error,
                         int      avahi_error)
{
  TlNetDiscoveryState state = _tl_net_avahi_state (avahi_error);

  if (state == TL_NET_DISCOVERY_NO_DAEMON)
    g_set_error_literal (error, TL_NET_DISCOVERY_ERROR, state, "the Avahi daemon is not running");
  else
    g_set_error (error, TL_NET_DISCOVERY_ERROR, state, "Avahi failed: %s", avahi_strerror (avahi_error));
}
#endif

/* TlNetFoundGame */

struct _TlNetFoundGame {
  GObject parent_instance;
  char *title;
  char *host;
  guint port;
  char *game;
  gboolean tls;
};

G_DEFINE_FINAL_TYPE (TlNetFoundGame, tl_net_found_game, G_TYPE_OBJECT)

static void
tl_net_found_game_finalize (GObject *object)
{
  TlNetFoundGame *self = TL_NET_FOUND_GAME (object);

  g_free (self->title);
  g_free (self->host);
  g_free (self->game);
  G_OBJECT_CLASS (tl_net_found_game_parent_class)->finalize (object);
}

static void
tl_net_found_game_class_init (TlNetFoundGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_net_found_game_finalize;
}

static void
tl_net_found_game_init (TlNetFoundGame *self)
{
}

TlNetFoundGame *
tl_net_found_game_new (const char *title,
                       const char *host,
                       guint       port,
                       const char *game,
                       gboolean    tls)
{
  TlNetFoundGame *self = g_object_new (TL_TYPE_NET_FOUND_GAME, NULL);

  self->title = g_utf8_make_valid (title, -1);
  self->host = g_strdup (host);
  self->port = port;
  self->game = g_strdup (game);
  self->tls = tls;
  return self;
}

const char *
tl_net_found_game_get_title (TlNetFoundGame *self)
{
  return self->title;
}

const char *
tl_net_found_game_get_host (TlNetFoundGame *self)
{
  return self->host;
}

guint
tl_net_found_game_get_port (TlNetFoundGame *self)
{
  return self->port;
}

const char *
tl_net_found_game_get_game (TlNetFoundGame *self)
{
  return self->game;
}

gboolean
tl_net_found_game_get_tls (TlNetFoundGame *self)
{
  return self->tls;
}

/* TlNetBrowser */

struct _TlNetBrowser {
  GObject parent_instance;
  GListStore *games;
  GHashTable *keys;             /* key (interface/name/domain) → TlNetFoundGame, borrowed */
  TlNetDiscoveryState state;
  char *detail;
#ifdef HAVE_AVAHI
  AvahiGLibPoll *poll;
  AvahiClient *client;
  AvahiServiceBrowser *browser;
#endif
};

enum {
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TlNetBrowser, tl_net_browser, G_TYPE_OBJECT)

static void
set_state (TlNetBrowser        *self,
           TlNetDiscoveryState  state,
           const char          *detail)
{
  g_free (self->detail);
  self->detail = g_strdup (detail);
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

#ifdef HAVE_AVAHI
static void
stop (TlNetBrowser *self)
{
  /* freeing the client frees its browser and resolvers: no callback after */
  self->browser = NULL;
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
}

static void
fail (TlNetBrowser *self,
      int           avahi_error)
{
  TlNetDiscoveryState state = _tl_net_avahi_state (avahi_error);

  g_hash_table_remove_all (self->keys);
  g_list_store_remove_all (self->games);
  set_state (self, state, state == TL_NET_DISCOVERY_FAILED ? avahi_strerror (avahi_error) : NULL);
}

static gboolean
fail_later (gpointer data)
{
  TlNetBrowser *self = data;
  int avahi_error = self->client != NULL ? avahi_client_errno (self->client) : AVAHI_ERR_DISCONNECTED;

  stop (self);
  fail (self, avahi_error);
  return G_SOURCE_REMOVE;
}

static char *
service_key (AvahiIfIndex  interface,
             const char   *name,
             const char   *domain)
{
  return g_strdup_printf ("%d/%s/%s", interface, name, domain);
}

static void
forget (TlNetBrowser *self,
        const char   *key)
{
  TlNetFoundGame *old = g_hash_table_lookup (self->keys, key);
  guint position;

  if (old != NULL && g_list_store_find (self->games, old, &position))
    g_list_store_remove (self->games, position);
  g_hash_table_remove (self->keys, key);
}

/* The value of @key in @txt (transfer full), NULL when it has none. */
static char *
txt_value (AvahiStringList *txt,
           const char      *key)
{
  AvahiStringList *pair = avahi_string_list_find (txt, key);
  char *k = NULL, *v = NULL;
  char *value = NULL;

  if (pair != NULL && avahi_string_list_get_pair (pair, &k, &v, NULL) == 0 && v != NULL)
    value = g_strdup (v);
  avahi_free (k);
  avahi_free (v);
  return value;
}

static void
on_resolved (AvahiServiceResolver   *resolver,
             AvahiIfIndex            interface,
             AvahiProtocol           protocol,
             AvahiResolverEvent      event,
             const char             *name,
             const char             *type,
             const char             *domain,
             const char             *host_name,
             const AvahiAddress     *address,
             uint16_t                port,
             AvahiStringList        *txt,
             AvahiLookupResultFlags  flags,
             void                   *data)
{
  TlNetBrowser *self = data;
  g_autofree char *game = NULL;
  g_autofree char *title = NULL;
  g_autofree char *tls = NULL;
  g_autofree char *key = NULL;
  char host[AVAHI_ADDRESS_STR_MAX];
  TlNetFoundGame *found;

  if (event == AVAHI_RESOLVER_FOUND && address != NULL && address->proto == AVAHI_PROTO_INET && port > 0 &&
      (game = txt_value (txt, "game")) != NULL && *game != '\0')
    {
      title = txt_value (txt, "title");
      tls = txt_value (txt, "tls");
      avahi_address_snprint (host, sizeof host, address);
      key = service_key (interface, name, domain);
      forget (self, key);
      found = tl_net_found_game_new (title != NULL && *title != '\0' ? title : name, host, port, game,
                                     g_strcmp0 (tls, "1") == 0);
      g_hash_table_insert (self->keys, g_steal_pointer (&key), found);
      g_list_store_append (self->games, found);
      g_object_unref (found);
    }
  /* a failed resolve (the host went away meanwhile) finds nothing */
  avahi_service_resolver_free (resolver);
}

static void
on_browsed (AvahiServiceBrowser    *browser,
            AvahiIfIndex            interface,
            AvahiProtocol           protocol,
            AvahiBrowserEvent       event,
            const char             *name,
            const char             *type,
            const char             *domain,
            AvahiLookupResultFlags  flags,
            void                   *data)
{
  TlNetBrowser *self = data;
  g_autofree char *key = NULL;

  switch (event)
    {
    case AVAHI_BROWSER_NEW:
      if (avahi_service_resolver_new (self->client, interface, protocol, name, type, domain,
                                      AVAHI_PROTO_INET, 0, on_resolved, self) == NULL)
        g_debug ("cannot resolve %s: %s", name, avahi_strerror (avahi_client_errno (self->client)));
      break;
    case AVAHI_BROWSER_REMOVE:
      key = service_key (interface, name, domain);
      forget (self, key);
      break;
    case AVAHI_BROWSER_FAILURE:
      /* not from inside Avahi's own callback: the client is freed there */
      g_idle_add_full (G_PRIORITY_DEFAULT, fail_later, g_object_ref (self), g_object_unref);
      break;
    case AVAHI_BROWSER_ALL_FOR_NOW:
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
    default:
      break;
    }
}

static void
on_client (AvahiClient      *client,
           AvahiClientState  state,
           void             *data)
{
  TlNetBrowser *self = data;

  /* called first from inside avahi_client_new(), before it returns */
  if (self->client == NULL)
    self->client = client;
  if (state == AVAHI_CLIENT_FAILURE)
    g_idle_add_full (G_PRIORITY_DEFAULT, fail_later, g_object_ref (self), g_object_unref);
}

static void
start (TlNetBrowser *self)
{
  int avahi_error = 0;

  self->poll = avahi_glib_poll_new (g_main_context_get_thread_default (), G_PRIORITY_DEFAULT);
  self->client = avahi_client_new (avahi_glib_poll_get (self->poll), 0, on_client, self, &avahi_error);
  if (self->client == NULL)
    {
      stop (self);
      fail (self, avahi_error);
      return;
    }
  self->browser = avahi_service_browser_new (self->client, AVAHI_IF_UNSPEC, AVAHI_PROTO_INET,
                                             TL_NET_DISCOVERY_SERVICE, NULL, 0, on_browsed, self);
  if (self->browser == NULL)
    {
      avahi_error = avahi_client_errno (self->client);
      stop (self);
      fail (self, avahi_error);
    }
}
#endif

static void
tl_net_browser_finalize (GObject *object)
{
  TlNetBrowser *self = TL_NET_BROWSER (object);

#ifdef HAVE_AVAHI
  stop (self);
#endif
  g_hash_table_unref (self->keys);
  g_object_unref (self->games);
  g_free (self->detail);
  G_OBJECT_CLASS (tl_net_browser_parent_class)->finalize (object);
}

static void
tl_net_browser_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TlNetBrowser *self = TL_NET_BROWSER (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_net_browser_class_init (TlNetBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tl_net_browser_finalize;
  object_class->get_property = tl_net_browser_get_property;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, TL_NET_DISCOVERY_SEARCHING,
                                             TL_NET_DISCOVERY_FAILED, TL_NET_DISCOVERY_SEARCHING,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_net_browser_init (TlNetBrowser *self)
{
  self->games = g_list_store_new (TL_TYPE_NET_FOUND_GAME);
  self->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

TlNetBrowser *
tl_net_browser_new (void)
{
  TlNetBrowser *self = g_object_new (TL_TYPE_NET_BROWSER, NULL);

#ifdef HAVE_AVAHI
  start (self);
#else
  set_state (self, TL_NET_DISCOVERY_NOT_BUILT, NULL);
#endif
  return self;
}

GListModel *
tl_net_browser_get_games (TlNetBrowser *self)
{
  g_return_val_if_fail (TL_IS_NET_BROWSER (self), NULL);

  return G_LIST_MODEL (self->games);
}

TlNetDiscoveryState
tl_net_browser_get_state (TlNetBrowser *self)
{
  g_return_val_if_fail (TL_IS_NET_BROWSER (self), TL_NET_DISCOVERY_FAILED);

  return self->state;
}

const char *
tl_net_browser_get_detail (TlNetBrowser *self)
{
  g_return_val_if_fail (TL_IS_NET_BROWSER (self), NULL);

  return self->state == TL_NET_DISCOVERY_FAILED ? self->detail : NULL;
}
