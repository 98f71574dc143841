/* test-format-file.c — files are read within a size limit and written safely
 *
 * Reading: a record, tile set or map file over 16 MB is refused at once with a
 * message saying so (a regular file before it is read, a pipe once it gives
 * more), and so is text of that size handed over in memory.
 * Writing (tl_format_write_file(), which saves records): an existing file keeps
 * its permissions; a symbolic link is written through to its file and stays a
 * link (also when its file does not exist yet); an error names the file the
 * user chose; a temporary file left by a killed save (of a process that no
 * longer runs) is removed by the next save; saves killed at random moments
 * (SIGKILL) leave the old file or the new one, never a part, and once one more
 * save has run no temporary file is left; a link another user planted in a
 * sticky folder is not followed; TL_FORMAT_WRITE_NEW never replaces a file; a
 * file filled by someone else (tl_format_new_file_begin()) is put in place the
 * same way. Where no new file can be made beside the target (a file bound in
 * writable inside a read-only mount, as the document portal's folder of one
 * file is), both write the file in place, whole, and leave nothing behind.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE   /* unshare() */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tl-format-error.h"
#include "tl-format-file.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

static char *dir;

static char *
test_path (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* The names in @folder that start with ".@base.tilelands-" (our temporary files). */
static guint
count_temps (const char *folder,
             const char *base)
{
  g_autofree char *prefix = g_strdup_printf (".%s.tilelands-", base);
  g_autoptr(GDir) listing = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    n += g_str_has_prefix (name, prefix);
  return n;
}

/* Files over the limit are refused before parsing, whatever the format. */
static void
test_too_large (void)
{
  g_autofree char *path = test_path ("big.tilelands");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlMapLayout) map = NULL;
  gint64 start;

  /* 20 MB, sparse: refused from its size alone, at once */
  g_assert_true (g_file_set_contents (path, "{", 1, &error));
  g_assert_cmpint (truncate (path, 20 * 1000 * 1000), ==, 0);
  start = g_get_monotonic_time ();
  record = tl_record_format_load_file (path, &error);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_null (record);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "big.tilelands: the file is 20.0\302\240MB; a Tilelands file "
                   "may be at most 16.0\302\240MB (it was not loaded)");
  g_clear_error (&error);
  set = tl_tileset_format_load_file (path, &error);
  g_assert_null (set);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TOO_LARGE);
  g_clear_error (&error);
  map = tl_map_format_load_file (path, &error);
  g_assert_null (map);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* the same text in memory */
  text = g_malloc0 (TL_FORMAT_MAX_FILE_SIZE + 2);
  memset (text, ' ', TL_FORMAT_MAX_FILE_SIZE + 1);
  g_assert_null (tl_record_format_load_data (text, -1, "memory.tilelands", &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "memory.tilelands: the file is 16.0\302\240MB (16000001 bytes); "
                   "a Tilelands file may be at most 16.0\302\240MB (it was not loaded)");
}

/* A pipe that gives more than the limit. */
static void
test_too_large_pipe (void)
{
  g_autofree char *fifo = test_path ("pipe.tilelands");
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = NULL;
  pid_t writer;

  g_unlink (fifo);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  writer = fork ();
  if (writer == 0)
    {
      static char block[65536];
      FILE *out = fopen (fifo, "w");

      memset (block, ' ', sizeof block);
      while (out != NULL && fwrite (block, 1, sizeof block, out) == sizeof block)
        ;
      _exit (0);
    }
  record = tl_record_format_load_file (fifo, &error);
  kill (writer, SIGKILL);
  waitpid (writer, NULL, 0);
  g_assert_null (record);
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "pipe.tilelands: the file is larger than 16.0\302\240MB, the most "
                   "a Tilelands file may be (it was not loaded)");
  g_unlink (fifo);
}

static void
test_keeps_permissions (void)
{
  g_autofree char *path = test_path ("private.tilelands");
  g_autofree char *fresh = test_path ("fresh.tilelands");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct stat st;
  mode_t mask = umask (022);

  umask (mask);
  g_unlink (path);
  g_unlink (fresh);
  g_assert_true (g_file_set_contents (path, "old", -1, &error));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (tl_format_write_file (path, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "new");

  g_assert_true (tl_format_write_file (fresh, "new", 3, &error));
  g_assert_cmpint (g_stat (fresh, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0666 & ~mask);
  g_assert_cmpuint (count_temps (dir, "private.tilelands"), ==, 0);
  g_assert_cmpuint (count_temps (dir, "fresh.tilelands"), ==, 0);
}

static void
test_through_symlink (void)
{
  g_autofree char *target = test_path ("target.tilelands");
  g_autofree char *link = test_path ("link.tilelands");
  g_autofree char *dangling = test_path ("dangling.tilelands");
  g_autofree char *created = test_path ("created.tilelands");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *created_text = NULL;

  g_unlink (target);
  g_unlink (link);
  g_unlink (dangling);
  g_unlink (created);
  g_assert_true (g_file_set_contents (target, "old", -1, &error));
  g_assert_cmpint (symlink ("target.tilelands", link), ==, 0);
  g_assert_true (tl_format_write_file (link, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  text = read_text (target);
  g_assert_cmpstr (text, ==, "new");

  /* a link to a file that does not exist yet: the file is created */
  g_assert_cmpint (symlink (created, dangling), ==, 0);
  g_assert_true (tl_format_write_file (dangling, "made", 4, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  created_text = read_text (created);
  g_assert_cmpstr (created_text, ==, "made");
}

static void
test_error_names_the_file (void)
{
  g_autofree char *path = test_path ("no-such-folder/game.tilelands");
  g_autofree char *folder = test_path ("a-folder.tilelands");
  g_autoptr(GError) error = NULL;

  g_assert_false (tl_format_write_file (path, "x", 1, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "game.tilelands: cannot write the file: No such file or directory");
  g_clear_error (&error);

  g_mkdir (folder, 0755);
  g_assert_false (tl_format_write_file (folder, "x", 1, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "a-folder.tilelands: cannot write the file: Is a directory");
}

/* A link another user planted in a sticky folder (/tmp) is not followed: the
 * file it points to stays as it was (the kernel's protected_symlinks rule,
 * which a writer that follows links itself must keep). Root can make a link
 * of another user with lchown(); elsewhere the test is skipped. */
static void
test_planted_link (void)
{
  g_autofree char *shared = test_path ("shared");
  g_autofree char *victim = test_path ("victim.txt");
  g_autofree char *planted = g_build_filename (shared, "game.tilelands", NULL);
  g_autofree char *mine = g_build_filename (shared, "mine.tilelands", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_mkdir (shared, 0700);
  g_assert_cmpint (g_chmod (shared, 01777), ==, 0);
  g_unlink (planted);
  g_unlink (mine);
  g_assert_true (g_file_set_contents (victim, "precious", -1, &error));
  g_assert_cmpint (symlink (victim, planted), ==, 0);
  if (lchown (planted, 65534, 65534) != 0)
    {
      g_test_skip ("only root can make a link of another user here");
      return;
    }
  g_assert_false (tl_format_write_file (planted, "overwritten", 11, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_assert_cmpstr (error->message, ==, "game.tilelands: cannot write the file: it is a link "
                   "another user made in a shared folder, which is not followed");
  g_clear_error (&error);
  text = read_text (victim);
  g_assert_cmpstr (text, ==, "precious");
  g_assert_true (g_file_test (planted, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpuint (count_temps (dir, "victim.txt"), ==, 0);

  /* a link of one's own there is followed */
  g_assert_cmpint (symlink (victim, mine), ==, 0);
  g_assert_true (tl_format_write_file (mine, "mine", 4, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (victim);
  g_assert_cmpstr (text, ==, "mine");

  /* and so is one of the folder's owner */
  g_assert_cmpint (chown (shared, 65534, 65534), ==, 0);
  g_assert_true (tl_format_write_file (planted, "owner's", 7, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (victim);
  g_assert_cmpstr (text, ==, "owner's");
  g_unlink (planted);
  g_unlink (mine);
  g_rmdir (shared);
}

/* TL_FORMAT_WRITE_NEW: a file that exists is left as it is; a new one is
 * written (also through a link to a file not there yet); both ways of making
 * the new file (unnamed, hidden). */
static void
test_new_only (gconstpointer data)
{
  g_autofree char *path = test_path ("kept.tilelands");
  g_autofree char *fresh = test_path ("new.tilelands");
  g_autofree char *link = test_path ("new-link.tilelands");
  g_autofree char *linked = test_path ("linked.tilelands");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (data != NULL)
    g_setenv ("TL_TEST_NAMED_TEMP_FILES", "1", TRUE);
  g_unlink (path);
  g_unlink (fresh);
  g_unlink (link);
  g_unlink (linked);
  g_assert_true (g_file_set_contents (path, "old", -1, &error));
  g_assert_false (tl_format_write_file_full (path, "new", 3, TL_FORMAT_WRITE_NEW, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_EXISTS);
  g_assert_cmpstr (error->message, ==, "kept.tilelands: cannot write the file: it exists already");
  g_clear_error (&error);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "old");

  g_assert_true (tl_format_write_file_full (fresh, "new", 3, TL_FORMAT_WRITE_NEW, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (fresh);
  g_assert_cmpstr (text, ==, "new");

  g_assert_cmpint (symlink ("linked.tilelands", link), ==, 0);
  g_assert_true (tl_format_write_file_full (link, "through", 7, TL_FORMAT_WRITE_NEW, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_clear_pointer (&text, g_free);
  text = read_text (linked);
  g_assert_cmpstr (text, ==, "through");
  g_assert_cmpuint (count_temps (dir, "kept.tilelands"), ==, 0);
  g_assert_cmpuint (count_temps (dir, "new.tilelands"), ==, 0);
  g_assert_cmpuint (count_temps (dir, "linked.tilelands"), ==, 0);
  g_unsetenv ("TL_TEST_NAMED_TEMP_FILES");
}

/* A file someone else fills (the library's copy): hidden beside its target
 * until it is committed, then in place with the old file's permissions; never
 * left behind when it is not. */
static void
test_new_file (void)
{
  g_autofree char *path = test_path ("library.db");
  g_autoptr(TlFormatNewFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *part_name = NULL;
  g_autofree char *part = NULL;
  g_autofree char *prefix = g_strdup_printf (".library.db.tilelands-%ld-", (long) getpid ());
  g_autofree char *text = NULL;
  struct stat st;

  g_unlink (path);
  g_assert_true (g_file_set_contents (path, "old", -1, &error));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  file = tl_format_new_file_begin (path, TL_FORMAT_WRITE_REPLACE, &error);
  g_assert_no_error (error);
  part = g_strdup (tl_format_new_file_get_path (file));
  part_name = g_path_get_basename (part);
  g_assert_true (g_str_has_prefix (part_name, prefix));
  g_assert_true (g_str_has_suffix (part_name, ".part"));
  g_assert_cmpint (g_stat (part, &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, 0);
  g_assert_true (g_file_set_contents (part, "copy", -1, &error));
  text = read_text (path);
  g_assert_cmpstr (text, ==, "old");
  g_assert_true (tl_format_new_file_commit (file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "copy");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_false (g_file_test (part, G_FILE_TEST_EXISTS));
  g_clear_pointer (&file, tl_format_new_file_free);

  /* not committed: gone; the old file as it was */
  file = tl_format_new_file_begin (path, TL_FORMAT_WRITE_REPLACE, &error);
  g_free (part);
  part = g_strdup (tl_format_new_file_get_path (file));
  g_clear_pointer (&file, tl_format_new_file_free);
  g_assert_false (g_file_test (part, G_FILE_TEST_EXISTS));
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "copy");

  /* where none may be replaced, the one there stays */
  g_assert_null (tl_format_new_file_begin (path, TL_FORMAT_WRITE_NEW, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_EXISTS);
  g_assert_cmpuint (count_temps (dir, "library.db"), ==, 0);
}

static gboolean private_mounts;

/* A folder (a view of dir/NAME) in which no file can be made, holding the file
 * FILE, which can be written: dir/NAME bound read-only on dir/NAME-view and
 * dir/NAME/FILE bound writable on the view's FILE, in the test's own mount
 * namespace (root in CI). Without one, as a user who is not root, the folder
 * itself with mode 0555. NULL (the test skipped) where neither can be made. */
static char *
folder_without_new_files (const char *name,
                          const char *file)
{
  g_autofree char *folder = test_path (name);
  g_autofree char *view = g_strdup_printf ("%s-view", folder);
  g_autofree char *inner = g_build_filename (folder, file, NULL);
  g_autofree char *inner_view = g_build_filename (view, file, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (inner, "the old contents, longer than the new ones", -1, NULL));
  if (private_mounts)
    {
      g_assert_cmpint (g_mkdir_with_parents (view, 0755), ==, 0);
      g_assert_cmpint (mount (folder, view, NULL, MS_BIND, NULL), ==, 0);
      g_assert_cmpint (mount (NULL, view, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL), ==, 0);
      g_assert_cmpint (mount (inner, inner_view, NULL, MS_BIND, NULL), ==, 0);
      return g_steal_pointer (&view);
    }
  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (folder, 0555), ==, 0);
      return g_steal_pointer (&folder);
    }
  g_test_skip ("no mount namespace (unshare refused) and root writes in any folder: the "
               "writing in place is not tried");
  return NULL;
}

static void
release_folder (const char *name,
                char       *folder)
{
  g_autofree char *real = test_path (name);
  g_autofree char *view = g_strdup_printf ("%s-view", real);

  if (folder == NULL)
    return;
  if (private_mounts)
    {
      g_assert_cmpint (umount2 (view, MNT_DETACH), ==, 0);
      g_rmdir (view);
    }
  g_chmod (real, 0755);
  g_free (folder);
  {
    g_autoptr(GDir) listing = g_dir_open (real, 0, NULL);
    const char *entry;

    while (listing != NULL && (entry = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *path = g_build_filename (real, entry, NULL);
        g_unlink (path);
      }
    g_rmdir (real);
  }
}

/* The files in @folder. */
static guint
count_files (const char *folder)
{
  g_autoptr(GDir) listing = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (listing != NULL && g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

/* Export where the folder takes no new file (the document portal's case): the
 * file is written in place, whole, its permissions kept; one that does not
 * exist cannot be made there, and the error says why, naming it. */
static void
test_in_place (void)
{
  char *folder = folder_without_new_files ("in-place", "game.tilelands");
  g_autofree char *path = NULL;
  g_autofree char *absent = NULL;
  g_autofree char *other = NULL;
  g_autofree char *text = NULL;
  g_autofree char *big = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  if (folder == NULL)
    return;
  path = g_build_filename (folder, "game.tilelands", NULL);
  other = g_build_filename (folder, "probe", NULL);
  /* the setting is what it should be: no file can be made in the folder */
  g_assert_false (g_file_set_contents (other, "x", 1, NULL));
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);

  g_assert_true (tl_format_write_file (path, "new", 3, &error));
  g_assert_no_error (error);
  text = read_text (path);
  g_assert_cmpstr (text, ==, "new");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  g_assert_cmpuint (count_files (folder), ==, 1);

  /* a larger file, complete to its last byte */
  big = g_strnfill (3 * 65536 + 17, 'g');
  big[3 * 65536 + 16] = '\n';
  g_assert_true (tl_format_write_file (path, big, strlen (big), &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, big);

  /* a file that is not there cannot be made there */
  absent = g_build_filename (folder, "absent.tilelands", NULL);
  g_assert_false (tl_format_write_file (absent, "new", 3, &error));
  g_assert_error (error, TL_FORMAT_ERROR, TL_FORMAT_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "absent.tilelands: cannot write the file: "));
  g_assert_false (g_file_test (absent, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (folder), ==, 1);
  release_folder ("in-place", folder);
}

/* The library's export where the folder takes no new file: the copy is staged in
 * the temporary folder, the chosen file keeps its old contents until the commit,
 * then holds the copy whole; nothing is left in either folder. */
static void
test_new_file_in_place (void)
{
  char *folder = folder_without_new_files ("new-file-in-place", "library.db");
  g_autofree char *path = NULL;
  g_autofree char *part = NULL;
  g_autofree char *text = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autoptr(TlFormatNewFile) file = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  if (folder == NULL)
    return;
  path = g_build_filename (folder, "library.db", NULL);
  file = tl_format_new_file_begin (path, TL_FORMAT_WRITE_REPLACE, &error);
  g_assert_no_error (error);
  part = g_strdup (tl_format_new_file_get_path (file));
  tmp_dir = g_path_get_dirname (part);
  g_assert_cmpstr (tmp_dir, ==, g_get_tmp_dir ());
  g_assert_cmpint (g_stat (part, &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, 0);
  copy = g_strnfill (200000, 'c');
  g_assert_true (g_file_set_contents (part, copy, -1, &error));
  text = read_text (path);
  g_assert_cmpstr (text, ==, "the old contents, longer than the new ones");
  g_assert_true (tl_format_new_file_commit (file, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, copy);
  g_assert_false (g_file_test (part, G_FILE_TEST_EXISTS));
  g_clear_pointer (&file, tl_format_new_file_free);

  /* not committed: the staging file gone, the chosen file as it was */
  file = tl_format_new_file_begin (path, TL_FORMAT_WRITE_REPLACE, &error);
  g_assert_no_error (error);
  g_free (part);
  part = g_strdup (tl_format_new_file_get_path (file));
  g_clear_pointer (&file, tl_format_new_file_free);
  g_assert_false (g_file_test (part, G_FILE_TEST_EXISTS));
  g_clear_pointer (&text, g_free);
  text = read_text (path);
  g_assert_cmpstr (text, ==, copy);
  g_assert_cmpuint (count_files (folder), ==, 1);
  release_folder ("new-file-in-place", folder);
}

/* A pid that no process has: a child that has exited and been reaped. */
static pid_t
dead_pid (void)
{
  pid_t pid = fork ();

  if (pid == 0)
    _exit (0);
  waitpid (pid, NULL, 0);
  return pid;
}

static void
test_stale_temps_removed (void)
{
  g_autofree char *path = test_path ("stale.tilelands");
  g_autofree char *stale = g_strdup_printf ("%s/.stale.tilelands.tilelands-%d-Ab12Cd", dir, (int) dead_pid ());
  g_autofree char *live = g_strdup_printf ("%s/.stale.tilelands.tilelands-%d-Ef34Gh", dir, (int) getppid ());
  g_autofree char *other = g_strdup_printf ("%s/.other.tilelands.tilelands-%d-Ij56Kl", dir, (int) dead_pid ());
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (stale, "half", -1, &error));
  g_assert_true (g_file_set_contents (live, "busy", -1, &error));
  g_assert_true (g_file_set_contents (other, "half", -1, &error));
  g_assert_true (tl_format_write_file (path, "new", 3, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));   /* its save was killed */
  g_assert_true (g_file_test (live, G_FILE_TEST_EXISTS));     /* a save still running */
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));    /* another file's */
  g_unlink (live);
  g_unlink (other);
}

/* Saves of two contents (each 1 MB) over one file, killed at random moments;
 * @data non-NULL: on a file system without O_TMPFILE (named temporary files). */
static void
test_killed_saves (gconstpointer data)
{
  g_autofree char *path = test_path ("killed.tilelands");
  g_autofree char *a = g_malloc (1000 * 1000 + 1);
  g_autofree char *b = g_malloc (1000 * 1000 + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  guint kills = 0, left = 0, old_seen = 0, new_seen = 0;

  memset (a, 'a', 1000 * 1000);
  memset (b, 'b', 1000 * 1000);
  a[1000 * 1000] = b[1000 * 1000] = '\0';
  g_assert_true (tl_format_write_file (path, a, strlen (a), &error));

  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *text = NULL;
      pid_t child = fork ();

      if (child == 0)
        {
          if (data != NULL)
            g_setenv ("TL_TEST_NAMED_TEMP_FILES", "1", TRUE);
          for (guint k = 0;; k++)
            tl_format_write_file (path, k % 2 ? a : b, 1000 * 1000, NULL);
        }
      g_usleep (g_rand_int_range (rand, 500, 20000));
      kill (child, SIGKILL);
      waitpid (child, NULL, 0);
      kills++;
      left += count_temps (dir, "killed.tilelands") > 0;
      text = read_text (path);
      if (strcmp (text, a) == 0)
        old_seen++;
      else if (strcmp (text, b) == 0)
        new_seen++;
      else
        g_error ("after kill %u the file holds neither content (%zu bytes)", kills, strlen (text));
    }
  g_test_message ("%s: %u saves killed: the file was whole every time (%u times a, %u times b); "
                  "%u kills left a temporary file", data != NULL ? "named temporary files" : "O_TMPFILE",
                  kills, old_seen, new_seen, left);
  g_assert_true (tl_format_write_file (path, a, strlen (a), &error));
  g_assert_cmpuint (count_temps (dir, "killed.tilelands"), ==, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  /* a mount namespace of its own for the in-place tests: unshare() refuses a
   * process with threads, so first of all */
  private_mounts = unshare (CLONE_NEWNS) == 0 &&
                   mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("tilelands-test-file-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/format-file/too-large", test_too_large);
  g_test_add_func ("/format-file/too-large-pipe", test_too_large_pipe);
  g_test_add_func ("/format-file/keeps-permissions", test_keeps_permissions);
  g_test_add_func ("/format-file/through-symlink", test_through_symlink);
  g_test_add_func ("/format-file/error-names-the-file", test_error_names_the_file);
  g_test_add_func ("/format-file/stale-temps-removed", test_stale_temps_removed);
  g_test_add_func ("/format-file/planted-link", test_planted_link);
  g_test_add_data_func ("/format-file/new-only/tmpfile", NULL, test_new_only);
  g_test_add_data_func ("/format-file/new-only/named", "named", test_new_only);
  g_test_add_func ("/format-file/new-file", test_new_file);
  g_test_add_func ("/format-file/in-place", test_in_place);
  g_test_add_func ("/format-file/new-file-in-place", test_new_file_in_place);
  g_test_add_data_func ("/format-file/killed-saves/tmpfile", NULL, test_killed_saves);
  g_test_add_data_func ("/format-file/killed-saves/named", "named", test_killed_saves);
  status = g_test_run ();

  /* leave nothing behind */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        if (g_unlink (path) < 0)
          g_rmdir (path);
      }
    g_rmdir (dir);
  }
  return status;
}
