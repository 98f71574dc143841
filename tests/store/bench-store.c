/* bench-store.c — the library under load (`meson test --benchmark bench-store`):
 * importing 10,000 finished games from .tilelands files, the history list and a
 * filter change (the store's query and the TlHistory model's reload), a
 * statistics query, and the autosave of a 70-turn game (the window's share and
 * the store thread's share). Prints the figures; never fails on time.
 *
 *   bench-store [--games N] [--keep DIR]
 *
 * Times are wall-clock milliseconds and, in brackets, the process's CPU
 * milliseconds (the caller waits, so that is the store thread's work): on a
 * machine shared with other work the CPU time is the steadier figure.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <glib/gstdio.h>

#include "store-test-util.h"
#include "tl-history.h"
#include "tl-record-format.h"
#include "tl-statistics.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"

#define N_TEMPLATES 200

static const char * const db_files[] = { "", "-wal", "-shm", "-closed" };
#define N_REPEATS 7

static const char * const names[] = {
  "Ana", "Bogdan", "Cristina", "Dan", "Elena", "Florin", "Gabriela", "Horia", "Ioana",
  "Julian", "Computer", "Maria",
};

/* The first three numbers of /proc/loadavg, and a newline. */
static const char *
load_average (void)
{
  static char text[64];
  g_autofree char *contents = NULL;
  g_auto(GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &contents, NULL, NULL))
    return "unknown\n";
  fields = g_strsplit (contents, " ", 4);
  g_snprintf (text, sizeof text, "%s %s %s (%u cores)\n", fields[0], fields[1], fields[2],
              g_get_num_processors ());
  return text;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, (int (*) (const void *, const void *)) compare_double);
  return values[n / 2];
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

static double
cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* The calling thread's CPU time. */
static double
thread_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* Finished games to copy: both games, 2 to 5 players, some with The Gifts. */
static GPtrArray *
make_templates (void)
{
  GPtrArray *templates = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_record_free);

  for (guint i = 0; i < N_TEMPLATES; i++)
    {
      const char *seats[6] = { "*A", "*B", "*C", "*D", "*E", NULL };
      TlGameState *state;

      seats[2 + i % 4] = NULL;
      state = st_play_game (i % 4 == 3 ? "discovery" : "carcassonne", 5000 + i, seats, G_MAXUINT);
      g_ptr_array_add (templates, tl_record_copy (tl_game_state_record (state)));
      tl_game_state_free (state);
    }
  return templates;
}

/* Writes @n records (templates with new ids, names, kinds and levels) to @dir. */
static GPtrArray *
write_files (GPtrArray  *templates,
             const char *dir,
             guint       n)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (20261201);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TlRecord) record = tl_record_copy (templates->pdata[i % templates->len]);
      g_autoptr(GError) error = NULL;
      char *path = g_strdup_printf ("%s/game-%05u.tilelands", dir, i);
      guint first = g_rand_int_range (rand, 0, G_N_ELEMENTS (names));

      tl_record_set_new_id (record);
      for (guint p = 0; p < record->players->len; p++)
        {
          TlPlayerInfo *player = &g_array_index (record->players, TlPlayerInfo, p);

          g_free (player->name);
          player->name = g_strdup (names[(first + p) % G_N_ELEMENTS (names)]);
          player->kind = p == 0 || g_rand_boolean (rand) ? TL_PLAYER_HUMAN : TL_PLAYER_AI;
          player->level = g_rand_int_range (rand, 0, 3);
        }
      if (!tl_record_format_save_file (record, path, &error))
        g_error ("%s", error->message);
      g_ptr_array_add (paths, path);
    }
  g_rand_free (rand);
  return paths;
}

static void
imported (const char          *path,
          const TlStoreImport *done,
          const GError        *error,
          gpointer             data)
{
  static guint n;
  gint64 *middle = data;

  if (done == NULL)
    g_error ("%s", error->message);
  if (++n == 5000)
    *middle = g_get_real_time ();
}

/* The whole library exported and imported into an empty one (a move between
 * the Flatpak and a distribution build). */
static void
time_library_import (TlStore    *store,
                     const char *dir)
{
  g_autofree char *copy = g_build_filename (dir, "export.db", NULL);
  g_autofree char *other_path = g_build_filename (dir, "other.db", NULL);
  g_autoptr(TlStore) other = NULL;
  g_autoptr(GError) error = NULL;
  TlStoreLibraryImport counts;
  gint64 start = g_get_monotonic_time ();
  double exported;

  /* those of an earlier run (--keep) */
  g_remove (copy);
  for (guint i = 0; i < G_N_ELEMENTS (db_files); i++)
    {
      g_autofree char *old = g_strconcat (other_path, db_files[i], NULL);

      g_remove (old);
    }
  if (!tl_store_export_library (store, copy, TL_STORE_EXPORT_NEW, &error))
    g_error ("%s", error->message);
  exported = ms_since (start);
  other = tl_store_open (other_path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  if (!tl_store_import_library (other, copy, &counts, &error))
    g_error ("%s", error->message);
  printf ("the whole library: exported in %.2f s, imported into an empty one in %.2f s "
          "(%u finished games)\n", exported / 1000, ms_since (start) / 1000, counts.finished);
}

static void
wait_loaded (gpointer list)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  while (tl_store_list_get_loading (list))
    g_main_context_iteration (NULL, TRUE);
}

/* The store's answer to @filter: median ms over N_REPEATS; *n the games listed. */
static double
time_history (TlStore               *store,
              const TlHistoryFilter *filter,
              guint                 *n,
              double                *cpu)
{
  double times[N_REPEATS], cpus[N_REPEATS];

  for (guint r = 0; r < N_REPEATS; r++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();
      g_autoptr(GPtrArray) list = tl_store_list_history (store, filter, &error);

      times[r] = ms_since (start);
      cpus[r] = cpu_ms () - cpu_start;
      g_assert_no_error (error);
      *n = list->len;
    }
  *cpu = median (cpus, N_REPEATS);
  return median (times, N_REPEATS);
}

/* TlHistory's reload after a filter change, until its items are there. */
static double
time_history_model (TlHistory  *history,
                    const char *player,
                    double     *cpu)
{
  double times[N_REPEATS], cpus[N_REPEATS];

  for (guint r = 0; r < N_REPEATS; r++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();

      tl_history_set_player (history, r % 2 == 0 ? player : NULL);
      wait_loaded (history);
      times[r] = ms_since (start);
      cpus[r] = cpu_ms () - cpu_start;
    }
  *cpu = median (cpus, N_REPEATS);
  return median (times, N_REPEATS);
}

static double
time_statistics (TlStore    *store,
                 const char *player,
                 guint      *n,
                 double     *cpu)
{
  double times[N_REPEATS], cpus[N_REPEATS];

  for (guint r = 0; r < N_REPEATS; r++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();
      g_autoptr(GPtrArray) all = tl_store_statistics (store, player, &error);

      times[r] = ms_since (start);
      cpus[r] = cpu_ms () - cpu_start;
      g_assert_no_error (error);
      *n = all->len;
    }
  *cpu = median (cpus, N_REPEATS);
  return median (times, N_REPEATS);
}

/* Autosaves of a game after 70 turns: the caller's copy (what the window pays)
 * and the whole call through the store's thread (an upper bound of the thread's share). */
static void
time_autosave (TlStore *store)
{
  static const char * const seats[] = { "Ana", "*Computer", NULL };
  enum { N_SAVES = 200, N_SPACED = 15 };
  double spaced[N_SPACED], spaced_cpu[N_SPACED];
  TlGameState *state = st_play_game ("carcassonne", 77, seats, 70);
  double copy[N_SAVES], save[N_SAVES], max_save = 0, max_cpu;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (tl_game_state_record (state)->turns->len, ==, 70);
  for (guint i = 0; i < N_SAVES; i++)
    {
      gint64 start = g_get_monotonic_time ();
      TlStoreEntry *entry = _tl_store_entry_new (state, NULL);

      copy[i] = ms_since (start);
      _tl_store_entry_free (entry);
      start = g_get_monotonic_time ();
      if (!tl_store_save_game (store, state, NULL, &error))
        g_error ("%s", error->message);
      save[i] = ms_since (start);
      max_save = MAX (max_save, save[i]);
    }
  printf ("autosave of a 70-turn game, %u back to back: window's copy %.3f ms, store call %.2f ms "
          "median, %.2f ms max (SQLite's checkpoints every 1000 pages of WAL included)\n", N_SAVES,
          median (copy, N_SAVES), median (save, N_SAVES), max_save);

  /* as the app saves: one after each turn, seconds apart, the store's thread
   * checkpointing the WAL while it waits */
  max_save = 0;
  for (guint i = 0; i < N_SPACED; i++)
    {
      double cpu_start = cpu_ms ();
      gint64 start = g_get_monotonic_time ();

      if (!tl_store_save_game (store, state, NULL, &error))
        g_error ("%s", error->message);
      spaced[i] = ms_since (start);
      spaced_cpu[i] = cpu_ms () - cpu_start;
      max_save = MAX (max_save, spaced[i]);
      g_usleep (700 * 1000);
    }
  max_cpu = 0;
  for (guint i = 0; i < N_SPACED; i++)
    max_cpu = MAX (max_cpu, spaced_cpu[i]);
  printf ("autosave of a 70-turn game, %u a turn apart: %.2f ms median [%.2f], %.2f ms max [%.2f] "
          "(target ≤ 5 ms of the store thread)\n", N_SPACED, median (spaced, N_SPACED),
          median (spaced_cpu, N_SPACED), max_save, max_cpu);
  tl_game_state_free (state);
}

/* Opening @db N_REPEATS times: after a clean close, after one that was not
 * (the mark removed: the whole file is checked), read-only (the CLI's
 * `history`). The page cache is warm: the file was just read. */
static void
time_opening (const char *db)
{
  static const char * const how[] = {
    "after a clean close (header, ids and tables checked)",
    "after an unclean close (PRAGMA quick_check of the whole file too)",
    "read-only after a clean close (tilelands-cli history)",
  };
  g_autofree char *mark = _tl_store_closed_path (db);

  for (guint k = 0; k < G_N_ELEMENTS (how); k++)
    {
      double times[N_REPEATS], cpus[N_REPEATS], ms;

      for (guint r = 0; r < N_REPEATS; r++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TlStore) store = NULL;
          gint64 start;
          double cpu_start;

          if (k == 1)
            g_remove (mark);
          start = g_get_monotonic_time ();
          cpu_start = cpu_ms ();
          store = tl_store_open (db, k == 2 ? TL_STORE_OPEN_READ_ONLY : TL_STORE_OPEN_DEFAULT, &error);
          times[r] = ms_since (start);
          cpus[r] = cpu_ms () - cpu_start;
          g_assert_no_error (error);
          tl_store_close (store);
        }
      ms = median (times, N_REPEATS);   /* sorts them */
      printf ("opening the library %s: %.1f ms [%.1f] median, %.1f ms max%s\n", how[k], ms,
              median (cpus, N_REPEATS), times[N_REPEATS - 1], k == 0 ? " (target ≤ 50 ms)" : "");
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) templates = NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(TlHistory) history = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *existing = NULL;
  g_autofree char *open_only = NULL;
  int games = 10000;
  gint64 start, middle = 0;
  double import_s, ms, cpu, reading_cpu;
  guint n;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Finished games to import (default 10000)", "N" },
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &keep, "Work in DIR and leave the files there", "DIR" },
    { "queries", 0, 0, G_OPTION_ARG_FILENAME, &existing,
      "Only time the queries and autosaves, on a copy of the library DB", "DB" },
    { "open", 0, 0, G_OPTION_ARG_FILENAME, &open_only,
      "Only time opening the library DB", "DB" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    g_error ("%s", error->message);
  if (open_only != NULL)
    {
      time_opening (open_only);
      return 0;
    }
  dir = keep != NULL ? g_strdup (keep) : st_make_dir ();
  g_mkdir_with_parents (dir, 0755);
  db = g_build_filename (dir, "bench.db", NULL);
  if (existing != NULL)
    {
      g_autoptr(TlStore) source = tl_store_open (existing, TL_STORE_OPEN_READ_ONLY, &error);

      g_assert_no_error (error);
      g_remove (db);
      if (!tl_store_export_library (source, db, TL_STORE_EXPORT_NEW, &error))
        g_error ("%s", error->message);
      store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
      g_assert_no_error (error);
      goto queries;
    }

  start = g_get_monotonic_time ();
  {
    g_autofree char *last = g_strdup_printf ("%s/game-%05d.tilelands", dir, games - 1);

    if (g_file_test (last, G_FILE_TEST_EXISTS))
      {
        /* --keep DIR of an earlier run: its files again, in a new library */
        paths = g_ptr_array_new_with_free_func (g_free);
        for (int i = 0; i < games; i++)
          g_ptr_array_add (paths, g_strdup_printf ("%s/game-%05d.tilelands", dir, i));
        for (guint i = 0; i < G_N_ELEMENTS (db_files); i++)
          {
            g_autofree char *old = g_strconcat (db, db_files[i], NULL);

            g_remove (old);
          }
        printf ("the %d game files of %s; load average %s", games, dir, load_average ());
      }
    else
      {
        templates = make_templates ();
        paths = write_files (templates, dir, games);
        printf ("%d game files written in %.1f s (%u different games); load average %s", games,
                ms_since (start) / 1000, templates->len, load_average ());
      }
  }

  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  cpu = cpu_ms ();
  reading_cpu = thread_cpu_ms ();
  g_ptr_array_add (paths, NULL);
  if (tl_store_import_files (store, (const char * const *) paths->pdata, imported, &middle) != 0)
    g_error ("a file was refused");
  import_s = ms_since (start) / 1000;
  reading_cpu = thread_cpu_ms () - reading_cpu;
  cpu = cpu_ms () - cpu;
  printf ("import of %d .tilelands files (finished games): %.1f s [%.1f s of CPU: the files read "
          "and replayed on %u threads while the store's thread writes; %.1f s on the calling "
          "thread] (%.2f ms a game; target ≤ 15 s)\n", games, import_s, cpu / 1000,
          g_get_num_processors (), reading_cpu / 1000, import_s * 1000 / games);
  time_library_import (store, dir);

queries:

  ms = time_history (store, NULL, &n, &cpu);
  printf ("history list, all %u games: %.1f ms [%.1f] (target ≤ 50 ms)\n", n, ms, cpu);
  ms = time_history (store, &(TlHistoryFilter) { .player = "ana" }, &n, &cpu);
  printf ("history filter by player (%u games): %.1f ms [%.1f]\n", n, ms, cpu);
  ms = time_history (store, &(TlHistoryFilter) { .game = "discovery" }, &n, &cpu);
  printf ("history filter by game (%u games): %.1f ms [%.1f]\n", n, ms, cpu);
  ms = time_history (store, &(TlHistoryFilter) { .since = middle }, &n, &cpu);
  printf ("history filter by date (%u games): %.1f ms [%.1f]\n", n, ms, cpu);

  history = tl_history_new (store);
  wait_loaded (history);
  ms = time_history_model (history, "Bogdan", &cpu);
  printf ("TlHistory filter change, until its items are there: %.1f ms [%.1f] (target ≤ 50 ms)\n",
          ms, cpu);

  ms = time_statistics (store, NULL, &n, &cpu);
  printf ("statistics, every player (%u rows): %.1f ms [%.1f] (target ≤ 50 ms)\n", n, ms, cpu);
  ms = time_statistics (store, "Ana", &n, &cpu);
  printf ("statistics, one player (%u rows): %.1f ms [%.1f]\n", n, ms, cpu);

  time_autosave (store);

  g_clear_object (&history);
  tl_store_close (store);
  g_clear_object (&store);
  time_opening (db);
  {
    g_autoptr(GFile) file = g_file_new_for_path (db);
    g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, 0, NULL, NULL);

    if (info != NULL)
      printf ("database: %.1f MB for %d games\n", g_file_info_get_size (info) / 1e6, games);
  }
  if (keep == NULL)
    st_remove_tree (dir);
  return 0;
}
