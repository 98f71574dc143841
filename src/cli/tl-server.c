/* tl-server.c — tilelands-server: games of network play on a WebSocket server
 * (docs/design.md §9, §10; docs/server.md)
 *
 * A thin executable over TlHost: options, the library, signals.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib-unix.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>

#include "tl-host.h"
#include "tl-store.h"

static gboolean
on_signal (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *address = NULL;
  g_autofree char *public_url = NULL;
  g_autofree char *db = NULL;
  g_autofree char *cert = NULL;
  g_autofree char *key = NULL;
  g_autofree char *seats = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *create_token = NULL;
  gboolean version = FALSE;
  int port = -1, max_games = 0, max_step_rate = 0, max_creates = 0;
  int max_computer_level = TL_AI_MAX_LEVEL, max_computer_ms = TL_AI_DEFAULT_BUDGET_MS;
  double idle_days = 0;
  TlHost *host;
  const GOptionEntry entries[] = {
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, "The port to listen on (0: one the system chooses)", "P" },
    { "address", 'a', 0, G_OPTION_ARG_STRING, &address,
      "The IP address to listen on (default 127.0.0.1: this computer only)", "A" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "The library that keeps the games (SQLite; required)", "PATH" },
    { "tls-cert", 0, 0, G_OPTION_ARG_FILENAME, &cert, "A PEM certificate: serve wss:// (with --tls-key)", "F" },
    { "tls-key", 0, 0, G_OPTION_ARG_FILENAME, &key, "The certificate's PEM private key", "F" },
    { "public-url", 0, 0, G_OPTION_ARG_STRING, &public_url,
      "Where players reach it, behind a proxy: the invite links name it (wss://HOST[:PORT])", "URL" },
    { "max-games", 0, 0, G_OPTION_ARG_INT, &max_games,
      "The most games played at once (default 0: no limit)", "N" },
    { "max-creates-per-hour", 0, 0, G_OPTION_ARG_INT, &max_creates,
      "The most games one IP address may create in an hour (default 0: no limit)", "N" },
    { "max-steps-per-second", 0, 0, G_OPTION_ARG_INT, &max_step_rate,
      "The most steps one connection may send in a second; more are refused (default 0: no limit)", "N" },
    { "max-computer-level", 0, 0, G_OPTION_ARG_INT, &max_computer_level,
      "The strongest computer player it plays, 0 (Easy) to 2 (Hard, the default); -1: none. "
      "A game or a seat asking for more is refused", "N" },
    { "max-computer-ms", 0, 0, G_OPTION_ARG_INT, &max_computer_ms,
      "A Hard computer player's thinking time per move, in ms (default 1000)", "MS" },
    { "create-token", 0, 0, G_OPTION_ARG_STRING, &create_token,
      "Make games only for requests with this token (tilelands-cli create --create-token)", "TOKEN" },
    { "idle-days", 0, 0, G_OPTION_ARG_DOUBLE, &idle_days,
      "Let go of a game without a move for D days (default 0: never); the library keeps it", "D" },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, "Print the version and exit", NULL },
    { NULL }
  };

  setlocale (LC_ALL, "");
  setlocale (LC_MESSAGES, "C");   /* the log is English, as the command line's output */
  g_set_prgname ("tilelands-server");
  context = g_option_context_new ("— serve games of Tilelands over WebSocket");
  g_option_context_set_summary (context,
                                "Serves games of network play: `tilelands-cli create ws://A:P` asks for\n"
                                "one, and its invite links join it. Prints “listening on ws://A:P” once it\n"
                                "accepts connections; stops on SIGTERM or SIGINT (exit status 0).\n"
                                "Exit status: 2 for bad options, 1 when it cannot serve.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "tilelands-server: %s\n", error->message);
      return 2;
    }
  if (version)
    {
      printf ("tilelands-server %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (argc != 1 || port < 0 || port > 65535 || db == NULL || max_games < 0 || idle_days < 0 ||
      max_creates < 0 || max_step_rate < 0 ||
      max_computer_level < -1 || max_computer_level > TL_AI_MAX_LEVEL ||
      max_computer_ms < 1 || max_computer_ms > 600000 ||
      (create_token != NULL && *create_token == '\0') ||
      (cert == NULL) != (key == NULL))
    {
      fprintf (stderr, "tilelands-server: %s\n",
               argc != 1 ? "unexpected argument"
               : port < 0 || port > 65535 ? "--port P is required, 0 to 65535"
               : db == NULL ? "--db PATH is required"
               : max_games < 0 ? "--max-games must be 0 or more"
               : idle_days < 0 ? "--idle-days must be 0 or more"
               : max_creates < 0 ? "--max-creates-per-hour must be 0 or more"
               : max_step_rate < 0 ? "--max-steps-per-second must be 0 or more"
               : max_computer_level < -1 || max_computer_level > TL_AI_MAX_LEVEL
                 ? "--max-computer-level must be -1 to 2"
               : max_computer_ms < 1 || max_computer_ms > 600000
                 ? "--max-computer-ms must be 1 to 600000"
               : create_token != NULL && *create_token == '\0' ? "--create-token must not be empty"
               : "--tls-cert and --tls-key go together");
      return 2;
    }
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  if (store == NULL)
    {
      fprintf (stderr, "tilelands-server: %s\n", error->message);
      return 1;
    }
  seats = g_strconcat (db, ".seats.json", NULL);
  host = tl_host_new (store, seats);
  tl_host_set_max_games (host, max_games);
  tl_host_set_max_creates (host, max_creates);
  tl_host_set_max_step_rate (host, max_step_rate);
  tl_host_set_computer_limits (host, max_computer_level, max_computer_ms);
  tl_host_set_create_token (host, create_token);
  if (public_url != NULL && !tl_host_set_public_url (host, public_url, &error))
    {
      fprintf (stderr, "tilelands-server: %s\n", error->message);
      tl_host_free (host);
      return 2;
    }
  tl_host_set_idle_limit (host, idle_days * 24 * 3600);
  if (!tl_host_load_games (host, &error) ||
      !tl_host_listen (host, address != NULL ? address : "127.0.0.1", port, cert, key, &error))
    {
      fprintf (stderr, "tilelands-server: %s\n", error->message);
      tl_host_free (host);
      return 1;
    }
  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGTERM, on_signal, loop);
  g_unix_signal_add (SIGINT, on_signal, loop);
  uri = tl_host_get_uri (host);
  printf ("listening on %s\n", uri);
  fflush (stdout);
  g_main_loop_run (loop);
  g_message ("stopping");
  tl_host_free (host);
  tl_store_close (store);
  return 0;
}
