/* bench-history.c — the History window with 10,000 finished games
 * (`xvfb-run -a meson test --benchmark bench-history`): from asking for the
 * window until its first frame, until its list holds every game and is drawn,
 * and until it settles (the chosen game's replay shown); scrolling the list half
 * a page at a time; a filter change until the list holds its games again and is
 * drawn; a step of the replay. The games are copies of 100 played by the
 * computer, with new ids. Prints the figures; never fails on time.
 *
 *   bench-history [--games N] [--library PATH]
 *
 * --library keeps the library at PATH (made there when missing), so that runs of
 * two builds time the same games.
 *
 * Besides the time until each moment (wall, and in brackets the main thread's
 * CPU time, which a loaded machine does not stretch) it gives the longest
 * main-loop iteration of each phase: the longest the window could not draw a
 * frame (a frame is drawn in one iteration: layout, measuring and binding rows,
 * snapshot and paint). Iterations are timed around the main context's poll.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-replay.h"

#define N_TEMPLATES 100
#define N_SCROLL 80

static gboolean painted;
static GtkWidget *window_drawn;
static guint n_painted;
/* when the list held the games, before the frame */
static double listed_ms, listed_cpu_ms;
/* the main thread's CPU time (the window's: the store's thread and the
 * board picture's are apart) at the start and over the last wait */
static double cpu_start, cpu_ms;

static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Main-loop iterations: the work between two polls. */
typedef struct {
  double max_wall, max_cpu;   /* the longest iteration */
  guint over_50;              /* iterations of more than 50 ms of CPU */
  gint64 last_long;           /* when the last iteration of more than 16 ms (CPU) ended */
} Phase;

static GPollFunc default_poll;
static Phase phase;
static gint64 poll_returned;
static double poll_returned_cpu;

static gint
timed_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  gint64 now = g_get_monotonic_time ();
  double cpu = thread_cpu_ms ();
  gint result;

  if (poll_returned != 0)
    {
      double wall = (now - poll_returned) / 1000.0, work = cpu - poll_returned_cpu;

      phase.max_wall = MAX (phase.max_wall, wall);
      phase.max_cpu = MAX (phase.max_cpu, work);
      if (work > 50)
        phase.over_50++;
      if (work > 16)
        phase.last_long = now;
    }
  result = default_poll (fds, n_fds, timeout);
  poll_returned = g_get_monotonic_time ();
  poll_returned_cpu = thread_cpu_ms ();
  return result;
}

static void
phase_start (void)
{
  phase = (Phase) { 0 };
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  painted = TRUE;
  n_painted++;
}

static void
wait_painted (void)
{
  /* a frame even when nothing changed (the end of the list reached) */
  if (window_drawn != NULL)
    gtk_widget_queue_draw (window_drawn);
  painted = FALSE;
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct {
  TlHistoryWindow *window;
  guint n;
} Wait;

static gboolean
listed (Wait *wait)
{
  return g_list_model_get_n_items (tl_history_window_get_model (wait->window)) == wait->n;
}

/* Milliseconds until the list holds @n games and a frame was drawn after. */
static double
until_drawn (TlHistoryWindow *window,
             guint            n,
             gint64           start)
{
  Wait wait = { window, n };

  while (!listed (&wait))
    g_main_context_iteration (NULL, TRUE);
  listed_ms = (g_get_monotonic_time () - start) / 1000.0;
  listed_cpu_ms = thread_cpu_ms () - cpu_start;
  gtk_widget_queue_draw (GTK_WIDGET (window));
  wait_painted ();
  cpu_ms = thread_cpu_ms () - cpu_start;
  return (g_get_monotonic_time () - start) / 1000.0;
}

static gboolean
stop (gpointer data)
{
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      GSource *timeout = g_timeout_source_new (1 + (guint) ((end - g_get_monotonic_time ()) / 1000));

      g_source_set_callback (timeout, stop, NULL, NULL);
      g_source_attach (timeout, NULL);
      g_main_context_iteration (NULL, TRUE);
      g_source_destroy (timeout);
      g_source_unref (timeout);
    }
}

/* The window's list of games: the list view of @games (a drop-down has one too). */
static GtkWidget *
find_list (GtkWidget  *widget,
           GListModel *games)
{
  if (GTK_IS_LIST_VIEW (widget))
    {
      GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (widget));

      GListModel *shown = GTK_IS_SINGLE_SELECTION (model)
                          ? gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model)) : NULL;

      /* the games, or a model that shows them (a page at a time) */
      if (shown != NULL && shown != games &&
          g_object_class_find_property (G_OBJECT_GET_CLASS (shown), "model") != NULL)
        {
          g_autoptr (GListModel) inner = NULL;

          g_object_get (shown, "model", &inner, NULL);
          if (inner == games)
            return widget;
        }
      if (shown == games)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list (child, games);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
settled (gpointer library)
{
  return tl_library_get_status (library) != TL_LIBRARY_OPENING;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* @n_games finished games in @library's store. */
static void
write_games (TlLibrary *library,
             guint      n_games)
{
  static const char * const seats[] = { "Ana", "Bogdan", "*Computer", NULL };
  TlGameState *templates[N_TEMPLATES];
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < N_TEMPLATES; i++)
    templates[i] = st_play_game (i % 2 ? "discovery" : "carcassonne", 100 + i, seats, G_MAXUINT);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr (TlRecord) record = tl_record_copy (tl_game_state_record (templates[i % N_TEMPLATES]));
      TlGameState *state;

      tl_record_set_new_id (record);
      state = tl_replay_record_state (record, "bench", FALSE, &error);
      g_assert_no_error (error);
      g_assert_true (tl_store_save_game (tl_library_get_store (library), state, NULL, &error));
      tl_game_state_free (state);
    }
  for (guint i = 0; i < N_TEMPLATES; i++)
    tl_game_state_free (templates[i]);
  printf ("%u finished games written\n", n_games);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *keep = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  TlHistoryWindow *window;
  GdkFrameClock *clock;
  GtkAdjustment *adjustment;
  int n_games = 10000;
  guint carcassonne = 0;
  gint64 start;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "Finished games (default 10000)", "N" },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Keep the library at PATH (made when missing)", "PATH" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    g_error ("%s", error->message);
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (!gtk_init_check ())
    {
      g_printerr ("bench-history: no display; run it under xvfb-run\n");
      return 77;
    }
  adw_init ();
  default_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, timed_poll);

  if (keep != NULL)
    path = g_strdup (keep);
  else
    {
      dir = st_make_dir ();
      path = g_build_filename (dir, "tilelands.db", NULL);
    }
  {
    gboolean fresh = !g_file_test (path, G_FILE_TEST_EXISTS);

    library = tl_library_new (path, TL_STORE_OPEN_DEFAULT);
    while (!settled (library))
      g_main_context_iteration (NULL, TRUE);
    g_assert_nonnull (tl_library_get_store (library));
    if (fresh)
      write_games (library, (guint) n_games);
    else
      printf ("the library at %s\n", path);
  }
  {
    g_autoptr (GPtrArray) all = tl_store_list_history (tl_library_get_store (library), NULL, &error);

    g_assert_no_error (error);
    n_games = (int) all->len;
    for (guint i = 0; i < all->len; i++)
      carcassonne += g_str_equal (((TlStoreGameInfo *) all->pdata[i])->game, "carcassonne");
  }

  /* opening: the first frame, the list drawn, settled */
  phase_start ();
  n_painted = 0;
  cpu_start = thread_cpu_ms ();
  start = g_get_monotonic_time ();
  window = tl_history_window_present (NULL, library, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 780);
  gtk_widget_realize (GTK_WIDGET (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  window_drawn = GTK_WIDGET (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  wait_painted ();
  printf ("opening the History: first frame after %.1f ms [%.1f ms of the main thread] (target ≤ 150 ms)\n",
          (g_get_monotonic_time () - start) / 1000.0, thread_cpu_ms () - cpu_start);
  {
    double drawn = until_drawn (window, (guint) n_games, start);

    printf ("  its %d games listed: %.1f ms [%.1f]; drawn: %.1f ms [%.1f ms of the main thread]\n",
            n_games, listed_ms, listed_cpu_ms, drawn, cpu_ms);
  }
  {
    TlReplayView *view = tl_history_window_get_replay_view (window);

    while (tl_replay_view_get_replay (view) == NULL)
      g_main_context_iteration (NULL, TRUE);
    wait_painted ();
    printf ("  the chosen game's replay shown and drawn: %.1f ms [%.1f ms of the main thread]\n",
            (g_get_monotonic_time () - start) / 1000.0, thread_cpu_ms () - cpu_start);
  }
  run_for (1500);
  printf ("  longest main-loop iteration while it opened: %.1f ms [%.1f ms]; %u over 50 ms of CPU; "
          "the last over 16 ms ended at %.0f ms\n", phase.max_wall, phase.max_cpu, phase.over_50,
          phase.last_long != 0 ? (phase.last_long - start) / 1000.0 : 0.0);

  /* scrolling half a page a step, each until painted */
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (find_list (GTK_WIDGET (window), tl_history_window_get_model (window))));
  {
    double steps[N_SCROLL], steps_cpu[N_SCROLL], step_max[N_SCROLL];
    guint n = 0;

    for (guint i = 0; i < N_SCROLL; i++)
      {
        double value = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) / 2;

        phase_start ();
        cpu_start = thread_cpu_ms ();
        start = g_get_monotonic_time ();
        gtk_adjustment_set_value (adjustment, value);
        wait_painted ();
        steps[n] = (g_get_monotonic_time () - start) / 1000.0;
        steps_cpu[n] = thread_cpu_ms () - cpu_start;
        step_max[n] = phase.max_cpu;
        n++;
      }
    qsort (steps, n, sizeof *steps, compare_double);
    qsort (steps_cpu, n, sizeof *steps_cpu, compare_double);
    qsort (step_max, n, sizeof *step_max, compare_double);
    printf ("scrolling the list half a page a step (%u steps, to row %.0f of %d): until painted %.1f ms median, "
            "%.1f max [%.1f / %.1f ms of the main thread]; longest iteration %.1f ms of CPU (target: no frame over 50 ms)\n",
            n, gtk_adjustment_get_value (adjustment) * n_games / MAX (1, gtk_adjustment_get_upper (adjustment)),
            n_games, steps[n / 2], steps[n - 1], steps_cpu[n / 2], steps_cpu[n - 1], step_max[n - 1]);
  }
  gtk_adjustment_set_value (adjustment, 0);
  wait_painted ();

  phase_start ();
  cpu_start = thread_cpu_ms ();
  start = g_get_monotonic_time ();
  tl_history_window_set_filter (window, 1, NULL, 0);
  {
    double drawn = until_drawn (window, carcassonne, start);

    printf ("a filter change (Carcassonne: %u games) until listed: %.1f ms [%.1f]; drawn: %.1f ms [%.1f ms of the main "
            "thread] (target ≤ 100 ms); longest iteration %.1f ms [%.1f]\n",
            carcassonne, listed_ms, listed_cpu_ms, drawn, cpu_ms, phase.max_wall, phase.max_cpu);
  }
  phase_start ();
  cpu_start = thread_cpu_ms ();
  start = g_get_monotonic_time ();
  tl_history_window_set_filter (window, 0, NULL, 0);
  {
    double drawn = until_drawn (window, (guint) n_games, start);

    printf ("back to every game until listed: %.1f ms [%.1f]; drawn: %.1f ms [%.1f ms of the main thread]; "
            "longest iteration %.1f ms [%.1f]\n", listed_ms, listed_cpu_ms, drawn, cpu_ms, phase.max_wall, phase.max_cpu);
  }

  /* a step of the replay: the board of the turn before */
  {
    TlReplayView *view = tl_history_window_get_replay_view (window);
    double total = 0, total_cpu = 0;

    while (tl_replay_view_get_replay (view) == NULL)
      g_main_context_iteration (NULL, TRUE);
    for (guint i = 0; i < 10; i++)
      {
        cpu_start = thread_cpu_ms ();
        start = g_get_monotonic_time ();
        gtk_widget_activate_action (GTK_WIDGET (view), "replay.previous", NULL);
        total += until_drawn (window, (guint) n_games, start);
        total_cpu += cpu_ms;
      }
    printf ("a step back in the replay until drawn: %.1f ms [%.1f ms of the main thread], mean of 10\n",
            total / 10, total_cpu / 10);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tl_library_close (library);
  if (dir != NULL)
    st_remove_tree (dir);
  return 0;
}
