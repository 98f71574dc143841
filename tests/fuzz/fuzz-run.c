/* fuzz-run.c — runs a libFuzzer target once on every file of a directory (or on
 * the files named), without libFuzzer: the corpus and every crash found become
 * a test of the ordinary build (tests/fuzz/README.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>

#include <glib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
run_file (const char *path,
          guint      *count)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &error))
    g_error ("%s", error->message);
  LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
  (*count)++;
}

int
main (int    argc,
      char **argv)
{
  guint count = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GDir) dir = g_dir_open (argv[i], 0, &error);
          g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
          const char *name;

          if (dir == NULL)
            g_error ("%s", error->message);
          while ((name = g_dir_read_name (dir)) != NULL)
            g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
          g_ptr_array_sort (names, compare_paths);
          for (guint j = 0; j < names->len; j++)
            run_file (names->pdata[j], &count);
        }
      else
        run_file (argv[i], &count);
    }
  if (count == 0)
    g_error ("no input was run");
  printf ("%u inputs run\n", count);
  return 0;
}
