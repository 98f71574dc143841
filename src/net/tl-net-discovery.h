/* tl-net-discovery.h — games on the local network, announced and found
 * through Avahi (DNS-SD service `_tilelands._tcp`; docs/design.md §10
 * "Finding games", docs/network.md "Finding games on the network")
 *
 * Nothing above this file sees Avahi: a build without it (meson option
 * `avahi`) has the same API, whose browser says %TL_NET_DISCOVERY_NOT_BUILT
 * and whose announcer fails with it.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/** The DNS-SD service type a host announces its games under. */
#define TL_NET_DISCOVERY_SERVICE "_tilelands._tcp"

/**
 * TlNetDiscoveryState:
 * @TL_NET_DISCOVERY_SEARCHING: looking; the list holds what is found
 * @TL_NET_DISCOVERY_NOT_BUILT: this Tilelands was built without Avahi
 * @TL_NET_DISCOVERY_NO_DAEMON: the Avahi daemon is not running (also when
 *   the system bus it is reached through cannot be)
 * @TL_NET_DISCOVERY_FAILED: Avahi failed otherwise (its words:
 *   tl_net_browser_get_detail())
 *
 * Where a browser stands; also the codes of %TL_NET_DISCOVERY_ERROR (never
 * %TL_NET_DISCOVERY_SEARCHING).
 */
typedef enum {
  TL_NET_DISCOVERY_SEARCHING,
  TL_NET_DISCOVERY_NOT_BUILT,
  TL_NET_DISCOVERY_NO_DAEMON,
  TL_NET_DISCOVERY_FAILED,
} TlNetDiscoveryState;

#define TL_NET_DISCOVERY_ERROR (tl_net_discovery_error_quark ())
GQuark tl_net_discovery_error_quark (void);

/**
 * tl_net_discovery_built:
 *
 * Returns: whether this Tilelands was built with Avahi.
 */
gboolean tl_net_discovery_built (void);

/* A game found: what its host announced, resolved. */
#define TL_TYPE_NET_FOUND_GAME (tl_net_found_game_get_type ())
G_DECLARE_FINAL_TYPE (TlNetFoundGame, tl_net_found_game, TL, NET_FOUND_GAME, GObject)

/**
 * tl_net_found_game_new:
 * @title: the game's title, as announced (UTF-8; its service name when the
 *   announcement has none)
 * @host: the host's IPv4 address, dotted (`192.0.2.5`)
 * @port: the port it listens on, 1 to 65535
 * @game: the game's id (the `game` of its links)
 * @tls: whether the host speaks TLS (`wss://`)
 *
 * Returns: (transfer full): the game found, immutable.
 */
TlNetFoundGame *tl_net_found_game_new       (const char *title,
                                             const char *host,
                                             guint       port,
                                             const char *game,
                                             gboolean    tls);
const char     *tl_net_found_game_get_title (TlNetFoundGame *self);
const char     *tl_net_found_game_get_host  (TlNetFoundGame *self);
guint           tl_net_found_game_get_port  (TlNetFoundGame *self);
const char     *tl_net_found_game_get_game  (TlNetFoundGame *self);
gboolean        tl_net_found_game_get_tls   (TlNetFoundGame *self);

/* Looking for games on the local network. */
#define TL_TYPE_NET_BROWSER (tl_net_browser_get_type ())
G_DECLARE_FINAL_TYPE (TlNetBrowser, tl_net_browser, TL, NET_BROWSER, GObject)

/**
 * tl_net_browser_new:
 *
 * Starts looking at once, through the Avahi daemon on the system bus
 * (`DBUS_SYSTEM_BUS_ADDRESS` when set), in the thread-default main context:
 * IPv4 only (a link cannot carry an IPv6 link-local address's scope). The
 * daemon sends the mDNS queries on the interfaces it serves: make a browser
 * only when a person asks for games (never in a test outside a network
 * namespace of its own). Games come and go in tl_net_browser_get_games() as
 * their hosts announce and withdraw them; a failure later (the daemon
 * stops) empties the list and changes the state.
 *
 * Returns: (transfer full): the browser; its state says whether it can look.
 */
TlNetBrowser        *tl_net_browser_new        (void);

/**
 * tl_net_browser_get_games:
 * @self: a browser
 *
 * Returns: (transfer none): a #GListModel of #TlNetFoundGame, in the order
 *   found, one per (service name, address) announced.
 */
GListModel          *tl_net_browser_get_games  (TlNetBrowser *self);

/**
 * tl_net_browser_get_state:
 * @self: a browser
 *
 * Returns: where it stands (notified as `state`).
 */
TlNetDiscoveryState  tl_net_browser_get_state  (TlNetBrowser *self);

/**
 * tl_net_browser_get_detail:
 * @self: a browser
 *
 * Returns: (nullable): Avahi's words for %TL_NET_DISCOVERY_FAILED (English),
 *   else %NULL.
 */
const char          *tl_net_browser_get_detail (TlNetBrowser *self);

/* Announcing a host's games. */
typedef struct _TlNetAnnouncer TlNetAnnouncer;

/**
 * tl_net_announcer_new:
 * @port: the port the host listens on, 1 to 65535
 * @tls: whether it speaks TLS
 * @error: return location for an error, or %NULL
 *
 * Connects to the Avahi daemon on the system bus. Nothing is announced
 * until tl_net_announcer_add(). Announcing multicasts on every interface
 * the daemon serves: only when a person asks (`tilelands-cli host
 * --announce`, the app's "Host on this network").
 *
 * Errors: %TL_NET_DISCOVERY_ERROR — %TL_NET_DISCOVERY_NOT_BUILT,
 * %TL_NET_DISCOVERY_NO_DAEMON, %TL_NET_DISCOVERY_FAILED (Avahi's words).
 *
 * Returns: (transfer full) (nullable): the announcer, or %NULL; free with
 *   tl_net_announcer_free().
 */
TlNetAnnouncer *tl_net_announcer_new    (guint     port,
                                         gboolean  tls,
                                         GError  **error);

/**
 * tl_net_announcer_add:
 * @self: an announcer
 * @game: the game's id
 * @title: its title (UTF-8; its first 63 bytes, cut at a character, name
 *   the service, which Avahi renames "TITLE #2" when another has the name)
 * @error: return location for an error, or %NULL
 *
 * Announces the game: a `_tilelands._tcp` service on the announcer's port
 * with the TXT record `title=TITLE` (its first 200 bytes), `game=ID`,
 * `proto=N` (%TL_NET_PROTOCOL) and `tls=0|1`. Adding a game announced
 * already replaces its title. The daemon publishes it when it is ready (at
 * once when it runs).
 *
 * Errors: %TL_NET_DISCOVERY_ERROR %TL_NET_DISCOVERY_FAILED (Avahi's words:
 * an id that cannot be a TXT value, the daemon refusing).
 *
 * Returns: whether it is (or will be) announced.
 */
gboolean        tl_net_announcer_add    (TlNetAnnouncer *self,
                                         const char     *game,
                                         const char     *title,
                                         GError        **error);

/**
 * tl_net_announcer_remove:
 * @self: an announcer
 * @game: a game's id
 *
 * Withdraws the game's announcement (nothing for a game not announced).
 */
void            tl_net_announcer_remove (TlNetAnnouncer *self,
                                         const char     *game);

/**
 * tl_net_announcer_get_name:
 * @self: an announcer
 * @game: a game's id
 *
 * Returns: (nullable): the service name the game is announced under (its
 *   title, or Avahi's alternative after a collision), %NULL for a game not
 *   announced.
 */
const char     *tl_net_announcer_get_name (TlNetAnnouncer *self,
                                           const char     *game);

/**
 * tl_net_announcer_free:
 * @self: (nullable): an announcer
 *
 * Withdraws every announcement and disconnects.
 */
void            tl_net_announcer_free   (TlNetAnnouncer *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlNetAnnouncer, tl_net_announcer_free)

G_END_DECLS
