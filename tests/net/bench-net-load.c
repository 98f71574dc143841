/* bench-net-load.c — the load benchmark of network play (docs/tests-and-benchmarks.md,
 * docs/network.md "Load")
 *
 *   bench-net-load TILELANDS_SERVER [--delay-ms D] [GAMES…]    (default: 100 300)
 *
 * Two modes. Unpaced (the default, D = 0): every bot steps as soon as the host
 * answered its last step, so the figures are the server's throughput and, with
 * many games, its queue. Paced (`--delay-ms D` or TL_BENCH_NET_DELAY_MS=D):
 * each bot waits before each step as a person would, D ms on average, drawn
 * uniformly from D/2 to 3D/2 so the games do not step in lockstep; the latency
 * still runs from the step sent to its event, the wait excluded.
 *
 * For each count of games: starts one `tilelands-server` on 127.0.0.1 (port 0,
 * a library in a fresh directory), makes that many base games of four seats with
 * `POST /games`, and plays every seat with a level-0 computer player of this one
 * process (TlRemoteGame + TlNetBot, every WebSocket on one main loop). Prints the
 * games finished per second, the step-to-event latency (from a step sent to the
 * host's event for it, seen by the seat that sent it: median, p99, max), the
 * server's RSS per game (its peak during play less its RSS before the games were
 * made, /proc/PID/status) and its CPU time per step (/proc/PID/stat).
 *
 * The seats connect 64 at a time, the next as one is welcomed: the latency
 * counts steps only, so the figures are of the games being played. Bounded:
 * RLIMIT_NOFILE is raised to its hard limit (the server inherits it);
 * each run stops after TL_BENCH_NET_SECONDS (default 600) even if games are
 * unfinished (then it says how many), and the server is stopped with SIGTERM.
 * A seat that fails (cannot reach the server for 60 s) stops its run. Only
 * 127.0.0.1 is ever contacted. Exit status 1 when a run did not finish every
 * game or a seat failed.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-bot.h"
#include "tl-net-create.h"
#include "tl-remote-game.h"
#include "tl-tileset-format.h"

#include <gio/gio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

static const char *colors[] = { "red", "blue", "green", "yellow" };

typedef struct _Run Run;

typedef struct {
  Run *run;
  TlRemoteGame *game;
  TlNetBot *bot;
  gboolean welcomed;
  gboolean over;
} Seat;

/* Seats connecting at once: the next starts when one is welcomed (a thousand
 * games connecting in one burst outlast libsoup's 60 s to connect). */
#define CONNECTING 64

struct _Run {
  guint games;
  Seat *seats;          /* 4 per game */
  GArray *latency_us;   /* gint64, one per step answered */
  guint seats_over, ended, failed, refused;
  guint started;        /* seats started so far */
  guint delay_ms;       /* the bots' mean wait before a step (0: unpaced) */
  double max_load;      /* the highest 1-minute load average seen */
  GMainLoop *loop;
  gint64 started_us, deadline_us, last_end_us;
  GPid server;
  gsize peak_rss_kb;
};

/* The VmRSS of @pid, in KiB, or 0. */
static gsize
rss_kb (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (line = strstr (text, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoull (line + 6, NULL, 10);
}

/* The 1-, 5- and 15-minute load averages, as /proc/loadavg writes them (at
 * most three fields), or "?"; *@one is the first as a number. */
static char *
load_average (double *one)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;

  if (one != NULL)
    *one = 0;
  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return g_strdup ("?");
  fields = g_strsplit (text, " ", 4);
  if (g_strv_length (fields) < 3)
    return g_strdup ("?");
  if (one != NULL)
    *one = g_ascii_strtod (fields[0], NULL);
  return g_strdup_printf ("%s %s %s", fields[0], fields[1], fields[2]);
}

/* The user and system CPU time of @pid so far, in seconds. */
static double
cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    return 0;
  fields = g_strsplit (after + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    return 0;
  /* after the command: state(0) … utime(11) stime(12), in clock ticks */
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) /
         (double) sysconf (_SC_CLK_TCK);
}

static void
seat_over (Seat *seat)
{
  if (seat->over)
    return;
  seat->over = TRUE;
  if (++seat->run->seats_over == seat->run->games * 4)
    g_main_loop_quit (seat->run->loop);
}

static void
seat_changed (TlRemoteGame *game, gpointer data)
{
  Seat *seat = data;
  Run *run = seat->run;
  gint64 sent = tl_net_bot_take_sent_time (seat->bot);

  if (!seat->welcomed)
    {
      seat->welcomed = TRUE;
      if (run->started < run->games * 4)
        tl_remote_game_start (run->seats[run->started++].game);
    }
  if (sent != 0)
    {
      gint64 waited = g_get_monotonic_time () - sent;

      g_array_append_val (seat->run->latency_us, waited);
    }
  tl_net_bot_changed (seat->bot);
}

static void
seat_refused (TlRemoteGame *game, const char *id, const char *code, const char *reason, gpointer data)
{
  Seat *seat = data;

  seat->run->refused++;
  g_printerr ("seat %u of %s refused (%s): %s\n", tl_remote_game_get_seat (game),
              tl_remote_game_get_id (game), code, reason);
  tl_net_bot_refused (seat->bot);
}

static void
seat_ended (TlRemoteGame *game, gpointer data)
{
  Seat *seat = data;

  seat->run->ended++;
  seat->run->last_end_us = g_get_monotonic_time ();
  seat_over (seat);
}

static void
seat_failed (TlRemoteGame *game, const GError *error, gpointer data)
{
  Seat *seat = data;

  if (seat->run->failed++ >= 5)
    return;
  g_printerr ("seat %u of %s failed: %s\n", tl_remote_game_get_seat (game),
              tl_remote_game_get_id (game), error->message);
  /* its game cannot end: the run stops here, failed */
  g_main_loop_quit (seat->run->loop);
}

static gboolean
sample_cb (gpointer data)
{
  Run *run = data;

  double load;
  g_autofree char *loads = load_average (&load);

  run->peak_rss_kb = MAX (run->peak_rss_kb, rss_kb (run->server));
  run->max_load = MAX (run->max_load, load);
  if (g_get_monotonic_time () > run->deadline_us)
    {
      g_printerr ("time is up: %u of %u seats finished\n", run->seats_over, run->games * 4);
      g_main_loop_quit (run->loop);
    }
  return G_SOURCE_CONTINUE;
}

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static double
percentile_ms (GArray *sorted, double p)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = MIN (sorted->len - 1, (guint) (p * sorted->len));
  return g_array_index (sorted, gint64, i) / 1000.0;
}

/* The server goes when this process goes, however it ends. */
static void
child_setup (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* Starts the server on a free port, its library @db; returns its ws:// address. */
static GSubprocess *
start_server (const char *server, const char *db, char **url)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autofree char *line = NULL;
  g_autofree char *log = g_strconcat (db, ".log", NULL);

  /* its log (a line per connection) goes to a file beside the library */
  g_subprocess_launcher_set_stderr_file_path (launcher, log);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, server, "--port", "0", "--db", db, NULL);
  if (process == NULL)
    g_error ("cannot start %s: %s", server, error->message);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  if (line == NULL || !g_str_has_prefix (line, "listening on ws://127.0.0.1:"))
    g_error ("the server printed “%s”", line != NULL ? line : (error ? error->message : "nothing"));
  *url = g_strdup (line + strlen ("listening on "));
  return g_steal_pointer (&process);
}

static TlRecord *
new_header (void)
{
  g_autoptr(GError) error = NULL;
  TlTileSet *set = tl_tileset_format_load_map_deck (NULL, TRUE, &error);
  TlRecord *record;

  if (set == NULL)
    g_error ("the base tiles: %s", error->message);
  record = tl_record_new ("carcassonne", set);
  tl_tile_set_unref (set);
  tl_record_set_new_id (record);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Bot %u", i + 1);

      tl_record_add_player (record, name, colors[i], TL_PLAYER_HUMAN, 0);
    }
  return record;
}

/* One run of @games games; returns whether every game finished. */
static gboolean
run_games (const char *server, guint games, guint seconds, guint delay_ms)
{
  static const TlRemoteGameEvents events = {
    .changed = seat_changed, .refused = seat_refused, .ended = seat_ended, .failed = seat_failed,
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tilelands-bench-net-XXXXXX", &error);
  g_autofree char *db = NULL;
  g_autofree char *url = NULL;
  g_autofree char *load = NULL;
  g_autofree char *load_end = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(TlRecord) header = new_header ();
  Run run = { .games = games, .delay_ms = delay_ms };
  gsize base_rss, made_rss;
  double cpu_before, cpu_after, played_s, make_s, driver_before, driver_after;
  gint64 t0;
  guint timer;
  gboolean ok;

  if (dir == NULL)
    g_error ("a directory for the library: %s", error->message);
  db = g_build_filename (dir, "server.db", NULL);
  load = load_average (&run.max_load);
  process = start_server (server, db, &url);
  run.server = (GPid) g_ascii_strtoll (g_subprocess_get_identifier (process), NULL, 10);
  base_rss = rss_kb (run.server);

  run.seats = g_new0 (Seat, games * 4);
  run.latency_us = g_array_sized_new (FALSE, FALSE, sizeof (gint64), games * 300);
  run.loop = g_main_loop_new (NULL, FALSE);
  t0 = g_get_monotonic_time ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree char *id = NULL;
      g_autofree char *admin = NULL;
      g_auto(GStrv) links = NULL;

      if (!tl_net_create_game (url, header, &id, &links, &admin, &error))
        g_error ("game %u: %s", g, error->message);
      for (guint s = 0; s < 4; s++)
        {
          Seat *seat = &run.seats[g * 4 + s];
          g_autofree char *name = g_strdup_printf ("Bot %u", s + 1);

          seat->run = &run;
          seat->game = tl_remote_game_new (links[s], name, colors[s], &events, seat, &error);
          if (seat->game == NULL)
            g_error ("link %s: %s", links[s], error->message);
          seat->bot = tl_net_bot_new (seat->game, 0, delay_ms, g * 4 + s + 1);
          tl_net_bot_set_jitter (seat->bot, delay_ms / 2);
        }
    }
  make_s = (g_get_monotonic_time () - t0) / 1e6;
  made_rss = rss_kb (run.server);
  run.peak_rss_kb = made_rss;

  cpu_before = cpu_seconds (run.server);
  driver_before = cpu_seconds (getpid ());
  run.started_us = g_get_monotonic_time ();
  run.deadline_us = run.started_us + (gint64) seconds * G_USEC_PER_SEC;
  for (; run.started < MIN (games * 4, CONNECTING); run.started++)
    tl_remote_game_start (run.seats[run.started].game);
  timer = g_timeout_add (100, sample_cb, &run);
  g_main_loop_run (run.loop);
  g_source_remove (timer);
  cpu_after = cpu_seconds (run.server);
  driver_after = cpu_seconds (getpid ());
  load_end = load_average (NULL);
  played_s = ((run.ended == games * 4 && run.last_end_us ? run.last_end_us : g_get_monotonic_time ()) - run.started_us) / 1e6;

  g_array_sort (run.latency_us, compare_gint64);
  if (delay_ms > 0)
    g_print ("%u games of 4 level-0 bots, paced: %u ms a step on average (%u to %u)\n", games,
             delay_ms, delay_ms - delay_ms / 2, delay_ms + delay_ms / 2);
  else
    g_print ("%u games of 4 level-0 bots, unpaced\n", games);
  g_print ("  load average: %s at the start, %s at the end, %.2f at most\n", load, load_end,
           run.max_load);
  g_print ("  made in %.1f s; %u of %u games finished in %.1f s: %.2f games/s\n", make_s,
           run.ended / 4, games, played_s, played_s > 0 ? run.ended / 4 / played_s : 0.0);
  g_print ("  %u steps: %.2f steps/s; step to event: median %.1f ms, p99 %.1f ms, max %.1f ms\n",
           run.latency_us->len, run.latency_us->len / played_s, percentile_ms (run.latency_us, 0.5),
           percentile_ms (run.latency_us, 0.99), percentile_ms (run.latency_us, 1.0));
  g_print ("  server RSS: %.1f MiB before, %.1f MiB with the games made, %.1f MiB at the peak: "
           "%.0f KiB per game\n", base_rss / 1024.0, made_rss / 1024.0, run.peak_rss_kb / 1024.0,
           (double) (run.peak_rss_kb - base_rss) / games);
  g_print ("  server CPU: %.1f s while playing, %.0f us per step\n", cpu_after - cpu_before,
           run.latency_us->len ? (cpu_after - cpu_before) * 1e6 / run.latency_us->len : 0.0);
  g_print ("  the bots' CPU (this process): %.1f s while playing\n", driver_after - driver_before);
  g_print ("  refused steps: %u; failed seats: %u\n", run.refused, run.failed);
  ok = run.ended == games * 4 && run.failed == 0 && run.refused == 0;

  for (guint i = 0; i < games * 4; i++)
    {
      tl_net_bot_free (run.seats[i].bot);
      tl_remote_game_free (run.seats[i].game);
    }
  g_subprocess_send_signal (process, SIGTERM);
  if (!g_subprocess_wait_check (process, NULL, &error))
    {
      g_printerr ("the server on SIGTERM: %s\n", error->message);
      ok = FALSE;
    }
  {
    const char *argv[] = { "rm", "-rf", dir, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
  g_free (run.seats);
  g_array_unref (run.latency_us);
  g_main_loop_unref (run.loop);
  return ok;
}

int
main (int argc, char **argv)
{
  struct rlimit limit;
  const char *env = g_getenv ("TL_BENCH_NET_SECONDS");
  guint seconds = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 600;
  const char *delay_env = g_getenv ("TL_BENCH_NET_DELAY_MS");
  guint delay_ms = delay_env != NULL ? (guint) g_ascii_strtoull (delay_env, NULL, 10) : 0;
  static const char *defaults[] = { "100", "300", NULL };
  const char **counts;
  int first = 2;
  gboolean ok = TRUE;

  if (argc > 3 && strcmp (argv[2], "--delay-ms") == 0)
    {
      delay_ms = (guint) g_ascii_strtoull (argv[3], NULL, 10);
      first = 4;
    }
  counts = argc > first ? (const char **) argv + first : defaults;
  if (argc < 2 || (first == 2 && argc > 2 && argv[2][0] == '-'))
    {
      g_printerr ("usage: bench-net-load TILELANDS_SERVER [--delay-ms D] [GAMES…]\n");
      return 2;
    }
  /* each game takes 4 sockets here and 4 in the server, which inherits the limit */
  if (getrlimit (RLIMIT_NOFILE, &limit) == 0)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
    }
  for (guint i = 0; counts[i] != NULL; i++)
    {
      guint games = (guint) g_ascii_strtoull (counts[i], NULL, 10);

      if (games == 0 || games * 8 + 64 > limit.rlim_cur)
        {
          g_printerr ("%s games: needs %u files, the limit is %lu\n", counts[i], games * 8 + 64,
                      (unsigned long) limit.rlim_cur);
          return 2;
        }
      ok = run_games (argv[1], games, seconds, delay_ms) && ok;
    }
  return ok ? 0 : 1;
}
