/* bench-history.c — the History window with 10,000 finished games
 * (`xvfb-run -a meson test --benchmark bench-history`): from asking for the
 * window until its list holds every game and the first frame is drawn, and a
 * filter change until the list holds its games again and is drawn (wall time,
 * and in brackets the main thread's CPU time), and a step of the replay. The games
 * are copies of 100 played by the computer, with new ids. Prints the figures;
 * never fails on time.
 *
 *   bench-history [--games N]
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include <adwaita.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-replay.h"

#define N_TEMPLATES 100

static gboolean painted;
/* when the list held the games, before the frame */
static double listed_ms;
/* the main thread's CPU time (the window's: the store's thread and the
 * board picture's are apart) at the start and over the last wait */
static double cpu_start, cpu_ms;

static double
process_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  painted = TRUE;
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
  painted = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (window));
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  cpu_ms = process_ms () - cpu_start;
  return (g_get_monotonic_time () - start) / 1000.0;
}

static gboolean
settled (gpointer library)
{
  return tl_library_get_status (library) != TL_LIBRARY_OPENING;
}

int
main (int argc, char **argv)
{
  static const char * const seats[] = { "Ana", "Bogdan", "*Computer", NULL };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *templates[N_TEMPLATES];
  TlHistoryWindow *window;
  GdkFrameClock *clock;
  guint n_games = 10000, carcassonne = 0;
  gint64 start;

  if (argc == 3 && g_str_equal (argv[1], "--games"))
    n_games = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  if (!gtk_init_check ())
    {
      g_printerr ("bench-history: no display; run it under xvfb-run\n");
      return 77;
    }
  adw_init ();

  dir = st_make_dir ();
  path = g_build_filename (dir, "tilelands.db", NULL);
  library = tl_library_new (path, TL_STORE_OPEN_DEFAULT);
  while (!settled (library))
    g_main_context_iteration (NULL, TRUE);

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
      carcassonne += i % 2 == 0;
    }
  printf ("%u finished games written\n", n_games);

  cpu_start = process_ms ();
  start = g_get_monotonic_time ();
  window = tl_history_window_present (NULL, library, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 780);
  gtk_widget_realize (GTK_WIDGET (window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  {
    double drawn = until_drawn (window, n_games, start);

    printf ("opening the History until its %u games are listed: %.1f ms; drawn: %.1f ms [%.1f ms of the main thread]\n",
            n_games, listed_ms, drawn, cpu_ms);
  }

  cpu_start = process_ms ();
  start = g_get_monotonic_time ();
  tl_history_window_set_filter (window, 1, NULL, 0);
  {
    double drawn = until_drawn (window, carcassonne, start);

    printf ("a filter change (Carcassonne: %u games) until listed: %.1f ms; drawn: %.1f ms [%.1f ms of the main thread]\n",
            carcassonne, listed_ms, drawn, cpu_ms);
  }
  cpu_start = process_ms ();
  start = g_get_monotonic_time ();
  tl_history_window_set_filter (window, 0, NULL, 0);
  {
    double drawn = until_drawn (window, n_games, start);

    printf ("back to every game until listed: %.1f ms; drawn: %.1f ms [%.1f ms of the main thread]\n", listed_ms, drawn, cpu_ms);
  }

  /* a step of the replay: the board of the turn before */
  {
    TlReplayView *view = tl_history_window_get_replay_view (window);
    double total = 0, total_cpu = 0;

    while (tl_replay_view_get_replay (view) == NULL)
      g_main_context_iteration (NULL, TRUE);
    for (guint i = 0; i < 10; i++)
      {
        cpu_start = process_ms ();
        start = g_get_monotonic_time ();
        gtk_widget_activate_action (GTK_WIDGET (view), "replay.previous", NULL);
        total += until_drawn (window, n_games, start);
        total_cpu += cpu_ms;
      }
    printf ("a step back in the replay until drawn: %.1f ms [%.1f ms of the main thread], mean of 10\n",
            total / 10, total_cpu / 10);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tl_library_close (library);
  for (guint i = 0; i < N_TEMPLATES; i++)
    tl_game_state_free (templates[i]);
  st_remove_tree (dir);
  return 0;
}
