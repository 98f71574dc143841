/* tl-net-announce.c — announcing a host's games on the local network
 * through Avahi (docs/network.md "Finding games on the network")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-net-avahi-private.h"
#include "tl-net-message.h"

#include <string.h>

#ifdef HAVE_AVAHI
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>

/* a DNS label's bytes; and a TXT string's, less room for "title=" */
#define NAME_MAX_BYTES 63
#define TITLE_MAX_BYTES 200

typedef struct {
  TlNetAnnouncer *owner;
  char *game;
  char *title;
  char *name;                   /* the service name: the title, or Avahi's alternative */
  AvahiEntryGroup *group;
} Announced;

struct _TlNetAnnouncer {
  AvahiGLibPoll *poll;
  AvahiClient *client;
  guint port;
  gboolean tls;
  GHashTable *games;            /* id → Announced */
};

static void
announced_free (gpointer data)
{
  Announced *a = data;

  if (a->group != NULL)
    avahi_entry_group_free (a->group);
  g_free (a->game);
  g_free (a->title);
  g_free (a->name);
  g_free (a);
}

static void publish (Announced *a);

static void
on_group (AvahiEntryGroup      *group,
          AvahiEntryGroupState  state,
          void                 *data)
{
  Announced *a = data;
  char *name;

  switch (state)
    {
    case AVAHI_ENTRY_GROUP_COLLISION:
      /* another service has the name on the network: "TITLE #2" */
      name = avahi_alternative_service_name (a->name);
      g_free (a->name);
      a->name = g_strdup (name);
      avahi_free (name);
      publish (a);
      break;
    case AVAHI_ENTRY_GROUP_FAILURE:
      g_warning ("cannot announce the game %s on the network: %s", a->game,
                 avahi_strerror (avahi_client_errno (a->owner->client)));
      break;
    case AVAHI_ENTRY_GROUP_ESTABLISHED:
      g_debug ("the game %s is announced as “%s”", a->game, a->name);
      break;
    case AVAHI_ENTRY_GROUP_UNCOMMITED:
    case AVAHI_ENTRY_GROUP_REGISTERING:
    default:
      break;
    }
}

/* Publishes @a's service when the daemon runs (else when it comes to). */
static void
publish (Announced *a)
{
  TlNetAnnouncer *self = a->owner;
  g_autofree char *title = NULL;
  g_autofree char *game = NULL;
  g_autofree char *proto = NULL;
  int ret;

  if (self->client == NULL || avahi_client_get_state (self->client) != AVAHI_CLIENT_S_RUNNING)
    return;
  if (a->group == NULL)
    a->group = avahi_entry_group_new (self->client, on_group, a);
  else
    avahi_entry_group_reset (a->group);
  if (a->group == NULL)
    {
      g_warning ("cannot announce the game %s on the network: %s", a->game,
                 avahi_strerror (avahi_client_errno (self->client)));
      return;
    }
  title = g_strconcat ("title=", a->title, NULL);
  game = g_strconcat ("game=", a->game, NULL);
  proto = g_strdup_printf ("proto=%d", TL_NET_PROTOCOL);
  for (;;)
    {
      ret = avahi_entry_group_add_service (a->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0, a->name,
                                           TL_NET_DISCOVERY_SERVICE, NULL, NULL, self->port, title, game,
                                           proto, self->tls ? "tls=1" : "tls=0", NULL);
      if (ret != AVAHI_ERR_COLLISION)
        break;
      {
        char *name = avahi_alternative_service_name (a->name);

        g_free (a->name);
        a->name = g_strdup (name);
        avahi_free (name);
      }
    }
  if (ret == 0)
    ret = avahi_entry_group_commit (a->group);
  if (ret < 0)
    g_warning ("cannot announce the game %s on the network: %s", a->game, avahi_strerror (ret));
}

static void
on_client (AvahiClient      *client,
           AvahiClientState  state,
           void             *data)
{
  TlNetAnnouncer *self = data;
  GHashTableIter iter;
  gpointer value;

  /* called first from inside avahi_client_new(), before it returns */
  if (self->client == NULL)
    self->client = client;
  g_hash_table_iter_init (&iter, self->games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Announced *a = value;

      switch (state)
        {
        case AVAHI_CLIENT_S_RUNNING:
          publish (a);
          break;
        case AVAHI_CLIENT_S_COLLISION:
        case AVAHI_CLIENT_S_REGISTERING:
          /* the host's own name changes: published again once it runs */
          if (a->group != NULL)
            avahi_entry_group_reset (a->group);
          break;
        case AVAHI_CLIENT_FAILURE:
        case AVAHI_CLIENT_CONNECTING:
        default:
          break;
        }
    }
  if (state == AVAHI_CLIENT_FAILURE)
    g_warning ("the games are no longer announced on the network: %s",
               avahi_strerror (avahi_client_errno (client)));
}
#else
struct _TlNetAnnouncer {
  int unused;
};
#endif

TlNetAnnouncer *
tl_net_announcer_new (guint     port,
                      gboolean  tls,
                      GError  **error)
{
#ifdef HAVE_AVAHI
  TlNetAnnouncer *self;
  int avahi_error = 0;

  g_return_val_if_fail (port > 0 && port <= 65535, NULL);

  self = g_new0 (TlNetAnnouncer, 1);
  self->port = port;
  self->tls = tls;
  self->games = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, announced_free);
  self->poll = avahi_glib_poll_new (g_main_context_get_thread_default (), G_PRIORITY_DEFAULT);
  self->client = avahi_client_new (avahi_glib_poll_get (self->poll), 0, on_client, self, &avahi_error);
  if (self->client == NULL)
    {
      _tl_net_avahi_set_error (error, avahi_error);
      tl_net_announcer_free (self);
      return NULL;
    }
  return self;
#else
  g_set_error_literal (error, TL_NET_DISCOVERY_ERROR, TL_NET_DISCOVERY_NOT_BUILT,
                       "this Tilelands was built without Avahi");
  return NULL;
#endif
}

gboolean
tl_net_announcer_add (TlNetAnnouncer *self,
                      const char     *game,
                      const char     *title,
                      GError        **error)
{
#ifdef HAVE_AVAHI
  Announced *a;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (game != NULL && title != NULL, FALSE);

  if (*game == '\0' || !g_utf8_validate (game, -1, NULL) || strlen (game) > TITLE_MAX_BYTES)
    {
      g_set_error (error, TL_NET_DISCOVERY_ERROR, TL_NET_DISCOVERY_FAILED,
                   "the game id “%s” cannot be announced (1 to %d bytes of UTF-8)", game, TITLE_MAX_BYTES);
      return FALSE;
    }
  a = g_hash_table_lookup (self->games, game);
  if (a == NULL)
    {
      a = g_new0 (Announced, 1);
      a->owner = self;
      a->game = g_strdup (game);
      g_hash_table_insert (self->games, a->game, a);
    }
  g_free (a->title);
  a->title = _tl_net_discovery_cut (title, TITLE_MAX_BYTES);
  g_free (a->name);
  a->name = _tl_net_discovery_cut (*title != '\0' ? title : "Tilelands", NAME_MAX_BYTES);
  publish (a);
  return TRUE;
#else
  g_set_error_literal (error, TL_NET_DISCOVERY_ERROR, TL_NET_DISCOVERY_NOT_BUILT,
                       "this Tilelands was built without Avahi");
  return FALSE;
#endif
}

void
tl_net_announcer_remove (TlNetAnnouncer *self,
                         const char     *game)
{
  g_return_if_fail (self != NULL);

#ifdef HAVE_AVAHI
  /* freeing the entry group withdraws the service */
  g_hash_table_remove (self->games, game);
#endif
}

const char *
tl_net_announcer_get_name (TlNetAnnouncer *self,
                           const char     *game)
{
#ifdef HAVE_AVAHI
  Announced *a;

  g_return_val_if_fail (self != NULL, NULL);

  a = g_hash_table_lookup (self->games, game);
  return a != NULL ? a->name : NULL;
#else
  return NULL;
#endif
}

void
tl_net_announcer_free (TlNetAnnouncer *self)
{
  if (self == NULL)
    return;
#ifdef HAVE_AVAHI
  g_hash_table_unref (self->games);
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
#endif
  g_free (self);
}
