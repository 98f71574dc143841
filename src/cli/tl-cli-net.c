/* tl-cli-net.c — `tilelands-cli create`, `host` and `join` (docs/design.md §9, §10)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-game.h"
#include "tl-cli-util.h"
#include "tl-host.h"
#include "tl-net-bot.h"
#include "tl-net-create.h"
#include "tl-net-discovery.h"
#include "tl-record-format.h"
#include "tl-remote-game.h"
#include "tl-replay.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char * const colors[TL_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black",
};

/* The players of a new game: "Player 1"…, computer players from seat @open on. */
static void
add_players (TlRecord *record, int players, int open, int level)
{
  for (int i = 0; i < players; i++)
    {
      g_autofree char *name = i < open ? g_strdup_printf ("Player %d", i + 1)
                                       : g_strdup_printf ("Computer %d", i + 1);

      tl_record_add_player (record, name, colors[i], i < open ? TL_PLAYER_HUMAN : TL_PLAYER_AI,
                            i < open ? 0 : level);
    }
}

/* `{"id", "links", "admin"}`, or the id, one link a line and `admin TOKEN`
 * (@admin: the creator's token, or NULL: none). */
static void
print_game (const char *id, char **links, guint n, const char *admin, gboolean json)
{
  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) node = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, id);
      json_builder_set_member_name (b, "links");
      json_builder_begin_array (b);
      for (guint i = 0; i < n && links[i] != NULL; i++)
        json_builder_add_string_value (b, links[i]);
      json_builder_end_array (b);
      if (admin != NULL)
        {
          json_builder_set_member_name (b, "admin");
          json_builder_add_string_value (b, admin);
        }
      json_builder_end_object (b);
      node = json_builder_get_root (b);
      tl_cli_print_json (node);
    }
  else
    {
      tl_cli_print_line (stdout, "%s", id);
      for (guint i = 0; i < n && links[i] != NULL; i++)
        tl_cli_print_line (stdout, "%s", links[i]);
      if (admin != NULL)
        tl_cli_print_line (stdout, "admin %s", admin);
    }
  fflush (stdout);
}

int
tl_cli_create (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_auto(GStrv) links = NULL;
  g_autofree char *admin = NULL;
  g_autofree char *create_token = NULL;
  int players = 2, open = -1, level = 1, status;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, "Number of seats, 2 to 5 (default 2)", "N" },
    { "open", 0, 0, G_OPTION_ARG_INT, &open,
      "Seats 0 to K-1 are open to players who join; the server plays the others as computer "
      "players (default: every seat open)", "K" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      "Strength of the server's computer seats, 0 to 2 (default 1)", "L" },
    { "create-token", 0, 0, G_OPTION_ARG_STRING, &create_token,
      "The server's creation token, when it makes games only with one", "TOKEN" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print {\"id\", \"links\", \"admin\"} as JSON", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("create", "URL",
                                   "Asks a server (ws://HOST:PORT, as tilelands-server prints it) for a\n"
                                   "game with N seats, K of them open (the server plays the others), and\n"
                                   "prints its id and one invite link per seat, seat 0 first, then the\n"
                                   "creator's token (admin TOKEN): with it, POST /games/ID/seats/N/link\n"
                                   "{\"admin\": TOKEN} gives a seat a new link, /games/ID/seats/N/computer\n"
                                   "{\"admin\": TOKEN, \"level\": L} hands an absent person's seat to a\n"
                                   "computer player (L 1 to 3) or gives it back (0), /games/ID/end ends it.\n"
                                   "Exit status: 0 on success, 2 for bad input, a game the server refuses\n"
                                   "to play or a creation token it refuses, 1 when the server cannot be\n"
                                   "reached or is full.",
                                   entries);
  record = tl_cli_game_parse (context, &argc, &argv, &status);
  if (record == NULL)
    return status;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no server given (ws://HOST:PORT)" : "expected one server");
  if (players < 2 || players > TL_MAX_PLAYERS)
    return tl_cli_usage_error ("--players must be 2 to %d, not %d", TL_MAX_PLAYERS, players);
  if (open < 0)
    open = players;
  if (open > players)
    return tl_cli_usage_error ("--open must be 0 to %d, not %d", players, open);
  if (level < 0 || level > TL_AI_MAX_LEVEL)
    return tl_cli_usage_error ("--level must be 0 to %d, not %d", TL_AI_MAX_LEVEL, level);
  add_players (record, players, open, level);
  if (!tl_net_create_game_with_token (argv[1], record, create_token, &id, &links, &admin, &error))
    {
      if (g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED) ||
          g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED))
        return tl_cli_usage_error ("%s", error->message);
      return tl_cli_fail (g_steal_pointer (&error));
    }
  print_game (id, links, players, admin, json);
  return TL_CLI_OK;
}

/* A computer player in a seat: `join`, and the computer seats of `host`. */
typedef struct {
  TlRemoteGame *game;
  TlNetBot *bot;
  FILE *log;
  GMainLoop *loop;
  int status;
  gboolean quiet;
  guint leave_at;      /* `leave` once the game has this many whole turns; 0: never */
  guint resign_at;     /* `resign` likewise */
  gboolean left;       /* said `leave`: the host closes the connection */
  gboolean resigned;   /* said `resign`: watch to the end */
} Seat;

static void
seat_changed (TlRemoteGame *game, gpointer data)
{
  Seat *seat = data;
  TlGameState *twin = tl_remote_game_get_twin (game);
  guint turns = twin != NULL ? tl_game_state_record (twin)->turns->len : 0;

  if (seat->left || seat->resigned)
    return;
  if (seat->leave_at > 0 && turns >= seat->leave_at &&
      tl_remote_game_send_text (game, "{\"type\": \"leave\"}"))
    {
      seat->left = TRUE;
      return;
    }
  if (seat->resign_at > 0 && turns >= seat->resign_at &&
      tl_remote_game_send_text (game, "{\"type\": \"resign\"}"))
    {
      seat->resigned = TRUE;
      return;
    }
  tl_net_bot_changed (seat->bot);
}

/* The connection closed: after `leave`, the host closed it, and the seat is done. */
static void
seat_lost (TlRemoteGame *game, const char *why, gpointer data)
{
  Seat *seat = data;

  if (seat->left)
    {
      tl_cli_print_line (stdout, "left game %s at turn %u", tl_remote_game_get_id (game),
                         seat->leave_at);
      seat->status = TL_CLI_OK;
      g_main_loop_quit (seat->loop);
    }
}

static void
seat_refused (TlRemoteGame *game, const char *id, const char *code, const char *reason, gpointer data)
{
  Seat *seat = data;

  g_printerr ("tilelands-cli: seat %u: the host refused %s: %s\n",
              tl_remote_game_get_seat (game), id != NULL ? "a step" : "a message", reason);
  /* a computer plays the seat: watch until it is given back (a fresh welcome) */
  if (g_strcmp0 (code, "computer") == 0)
    return;
  if (id != NULL && tl_net_bot_refused (seat->bot) > 6)
    {
      seat->status = TL_CLI_FAILED;
      g_main_loop_quit (seat->loop);
    }
}

static void
seat_ended (TlRemoteGame *game, gpointer data)
{
  Seat *seat = data;

  seat->status = TL_CLI_OK;
  if (!seat->quiet)
    g_main_loop_quit (seat->loop);
}

static void
seat_failed (TlRemoteGame *game, const GError *error, gpointer data)
{
  Seat *seat = data;

  g_printerr ("tilelands-cli: %s\n", error->message);
  seat->status = error->domain == TL_NET_ERROR && (error->code == TL_NET_ERROR_TOKEN ||
                                                   error->code == TL_NET_ERROR_VERSION ||
                                                   error->code == TL_NET_ERROR_REPLACED)
                 ? TL_CLI_BAD_INPUT : TL_CLI_FAILED;
  if (!seat->quiet)
    g_main_loop_quit (seat->loop);
}

static void
seat_received (TlRemoteGame *game, const char *text, gsize length, gpointer data)
{
  Seat *seat = data;

  if (seat->log != NULL)
    {
      fwrite (text, 1, length, seat->log);
      fputc ('\n', seat->log);
      fflush (seat->log);
    }
}

static const TlRemoteGameEvents seat_events = {
  seat_changed, seat_refused, seat_ended, seat_failed, seat_received, seat_lost,
};

static gboolean
seat_start (Seat *seat, const char *link, const char *name, const char *color, int level,
            guint delay_ms, guint64 seed, GError **error)
{
  seat->game = tl_remote_game_new (link, name, color, &seat_events, seat, error);
  if (seat->game == NULL)
    return FALSE;
  seat->bot = tl_net_bot_new (seat->game, level, delay_ms, seed);
  seat->status = TL_CLI_FAILED;
  tl_remote_game_start (seat->game);
  return TRUE;
}

static void
seat_clear (Seat *seat)
{
  tl_net_bot_free (seat->bot);
  tl_remote_game_free (seat->game);
  if (seat->log != NULL)
    fclose (seat->log);
  memset (seat, 0, sizeof *seat);
}

/* The final scores of a whole record. */
static JsonNode *
final_scores (const TlRecord *record)
{
  g_autoptr(GError) error = NULL;
  TlGameState *state = tl_game_state_replay (record, &error);
  g_autoptr(JsonNode) result = NULL;
  JsonNode *scores;

  if (state == NULL)
    return json_node_new (JSON_NODE_NULL);
  result = tl_replay_result_to_json (state);
  tl_game_state_free (state);
  scores = json_object_get_member (json_node_get_object (result), "final_scores");
  return scores != NULL ? json_node_copy (scores) : json_node_new (JSON_NODE_NULL);
}

int
tl_cli_join (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *log = NULL;
  g_autofree char *out = NULL;
  g_autofree char *name = NULL;
  Seat seat = { 0 };
  int level = 1, delay_ms = 0, leave_at = 0, resign_at = 0, status;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      "Computer strength: 0 = Easy, 1 = Normal (the default), 2 = Hard", "L" },
    { "leave-at-turn", 0, 0, G_OPTION_ARG_INT, &leave_at,
      "Leave the game (exit 0) once it has T whole turns; the seat is absent until its link joins again", "T" },
    { "resign-at-turn", 0, 0, G_OPTION_ARG_INT, &resign_at,
      "Resign once the game has T whole turns (the host's computer plays the seat), then watch to the end", "T" },
    { "delay-ms", 0, 0, G_OPTION_ARG_INT, &delay_ms,
      "Wait MS milliseconds before each step (a person's pace; default 0)", "MS" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log,
      "Write every message received to FILE, one JSON object a line", "FILE" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      "Save the whole record the host sends at the end to FILE", "FILE" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, "The name to play under (default Computer)", "NAME" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "Print {\"id\", \"seat\", \"final_scores\"} as JSON at the end", NULL },
    { NULL }
  };

  context = tl_cli_option_context ("join", "LINK",
                                   "Plays the seat of an invite link (tilelands://HOST:PORT/game/ID?…)\n"
                                   "as a computer player until the game ends (or it leaves or resigns).\n"
                                   "Exit status: 0 when the game ended or the seat left, 2 for a link or token the host\n"
                                   "refuses (or another version), 1 when the host cannot be reached\n"
                                   "for 60 s (it retries with backoff until then).",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 2)
    return tl_cli_usage_error (argc < 2 ? "no invite link given" : "expected one invite link");
  if (level < 0 || level > TL_AI_MAX_LEVEL)
    return tl_cli_usage_error ("--level must be 0 to %d, not %d", TL_AI_MAX_LEVEL, level);
  if (delay_ms < 0 || delay_ms > 600000)
    return tl_cli_usage_error ("--delay-ms must be 0 to 600000, not %d", delay_ms);
  if (leave_at < 0 || resign_at < 0 || (leave_at > 0 && resign_at > 0))
    return tl_cli_usage_error ("--leave-at-turn and --resign-at-turn take a turn from 1, one of them");
  seat.leave_at = leave_at;
  seat.resign_at = resign_at;
  if (log != NULL && (seat.log = fopen (log, "w")) == NULL)
    return tl_cli_usage_error ("--log: cannot write %s: %s", log, g_strerror (errno));
  seat.loop = loop;
  if (!seat_start (&seat, argv[1], name != NULL ? name : "Computer", "", level, delay_ms,
                   g_get_monotonic_time (), &error))
    {
      seat_clear (&seat);
      return tl_cli_usage_error ("%s", error->message);
    }
  {
    /* for tests: how long an unreachable host is tried, in ms (default 60000) */
    const char *unreachable = g_getenv ("TILELANDS_NET_UNREACHABLE_MS");

    if (unreachable != NULL && atoi (unreachable) > 0)
      tl_remote_game_set_timeouts (seat.game, 10000, 20000, atoi (unreachable));
  }
  g_main_loop_run (loop);
  status = seat.status;
  if (status == TL_CLI_OK && !seat.left)
    {
      const TlRecord *record = tl_remote_game_get_record (seat.game);
      g_autoptr(JsonNode) scores = final_scores (record);

      if (out != NULL && !tl_record_format_save_file (record, out, &error))
        {
          seat_clear (&seat);
          return tl_cli_fail (g_steal_pointer (&error));
        }
      if (json)
        {
          g_autoptr(JsonBuilder) b = json_builder_new ();
          g_autoptr(JsonNode) node = NULL;

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, tl_remote_game_get_id (seat.game));
          json_builder_set_member_name (b, "seat");
          json_builder_add_int_value (b, tl_remote_game_get_seat (seat.game));
          json_builder_set_member_name (b, "final_scores");
          json_builder_add_value (b, g_steal_pointer (&scores));
          json_builder_end_object (b);
          node = json_builder_get_root (b);
          tl_cli_print_json (node);
        }
      else
        {
          g_autofree char *text = json_to_string (scores, FALSE);

          tl_cli_print_line (stdout, "final scores: %s", text);
        }
    }
  seat_clear (&seat);
  return status;
}

typedef struct {
  TlHost *host;
  TlNetAnnouncer *announcer;
  GMainLoop *loop;
  gboolean over;
  gint64 over_at;
} Hosting;

static void
host_over (TlHost *host, const char *id, gpointer data)
{
  Hosting *h = data;

  h->over = TRUE;
  h->over_at = g_get_monotonic_time ();
  if (h->announcer != NULL)
    tl_net_announcer_remove (h->announcer, id);
}

/* Once the game is over: stops when every seat has gone (each closes when it
 * has the end), or after 10 s. */
static gboolean
host_check (gpointer data)
{
  Hosting *h = data;

  if (h->over && (tl_host_n_connections (h->host) == 0 ||
                  g_get_monotonic_time () - h->over_at > 10 * G_USEC_PER_SEC))
    {
      g_main_loop_quit (h->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

int
tl_cli_host (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *id = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) links = NULL;
  Hosting h = { 0 };
  int players = 2, open = 1, level = 1, port = 0, delay_ms = 0, status;
  gboolean json = FALSE;
  g_autofree char *announce = NULL;
  g_autoptr(TlNetAnnouncer) announcer = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, "Number of seats, 2 to 5 (default 2)", "N" },
    { "open", 0, 0, G_OPTION_ARG_INT, &open,
      "Seats 0 to K-1 are open to players who join; the others are computer players (default 1)", "K" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &level,
      "Strength of the computer seats, 0 to 2 (default 1)", "L" },
    { "delay-ms", 0, 0, G_OPTION_ARG_INT, &delay_ms,
      "The computer seats wait MS milliseconds before each step (default 0)", "MS" },
    { "port", 0, 0, G_OPTION_ARG_INT, &port,
      "The port to listen on, on 127.0.0.1 (default: one the system chooses)", "P" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "Save the whole record to FILE at the end", "FILE" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print {\"id\", \"links\"} as JSON", NULL },
    { "announce", 0, 0, G_OPTION_ARG_STRING, &announce,
      "Announce the game on the local network through Avahi as TITLE (off unless asked)", "TITLE" },
    { NULL }
  };

  context = tl_cli_option_context ("host", NULL,
                                   "Hosts one game in this process on 127.0.0.1: seats 0 to K-1 are open\n"
                                   "(their invite links are printed after the game's id), the others are\n"
                                   "computer players. Serves until the game ends.\n"
                                   "Exit status: 0 when the game ended, 2 for bad input, 1 on failure.",
                                   entries);
  record = tl_cli_game_parse (context, &argc, &argv, &status);
  if (record == NULL)
    return status;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (players < 2 || players > TL_MAX_PLAYERS)
    return tl_cli_usage_error ("--players must be 2 to %d, not %d", TL_MAX_PLAYERS, players);
  if (open < 0 || open > players)
    return tl_cli_usage_error ("--open must be 0 to %d, not %d", players, open);
  if (level < 0 || level > TL_AI_MAX_LEVEL)
    return tl_cli_usage_error ("--level must be 0 to %d, not %d", TL_AI_MAX_LEVEL, level);
  if (port < 0 || port > 65535)
    return tl_cli_usage_error ("--port must be 0 to 65535, not %d", port);
  if (delay_ms < 0 || delay_ms > 600000)
    return tl_cli_usage_error ("--delay-ms must be 0 to 600000, not %d", delay_ms);
  add_players (record, players, open, level);

  h.host = tl_host_new (NULL, NULL);
  h.loop = loop;
  tl_host_set_over_func (h.host, host_over, &h);
  /* the host plays the computer seats itself (tl_host_create_game()) */
  tl_host_set_computer_delay (h.host, delay_ms);
  if (!tl_host_listen (h.host, "127.0.0.1", port, NULL, NULL, &error) ||
      (id = tl_host_create_game (h.host, record, &links, &error)) == NULL)
    {
      tl_host_free (h.host);
      return tl_cli_fail (g_steal_pointer (&error));
    }
  if (announce != NULL &&
      ((announcer = tl_net_announcer_new (tl_host_get_port (h.host), FALSE, &error)) == NULL ||
       !tl_net_announcer_add (announcer, id, announce, &error)))
    {
      tl_host_free (h.host);
      return tl_cli_fail (g_steal_pointer (&error));
    }
  h.announcer = announcer;
  print_game (id, links, open, NULL, json);
  g_timeout_add (100, host_check, &h);
  g_main_loop_run (loop);
  status = h.over ? TL_CLI_OK : TL_CLI_FAILED;
  if (h.over && out != NULL)
    {
      g_autoptr(TlRecord) whole = tl_host_dup_record (h.host, id);

      if (!tl_record_format_save_file (whole, out, &error))
        status = tl_cli_fail (g_steal_pointer (&error));
    }
  g_clear_pointer (&announcer, tl_net_announcer_free);
  tl_host_free (h.host);
  return status;
}
