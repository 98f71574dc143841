/* tl-format-file.c — reading and writing the files of the formats safely
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE   /* O_TMPFILE */
#endif

#include "config.h"

#include <glib/gi18n-lib.h>
#include "tl-format-file.h"
#include "tl-format-error.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

/* Symbolic links followed before giving up (as the kernel's ELOOP). */
#define MAX_LINKS 40
/* What names a temporary file of ours beside NAME: `.NAME.tilelands-PID-XXXXXX`. */
#define TEMP_MARK ".tilelands-"

gboolean
tl_format_check_size (guint64      size,
                      const char  *origin,
                      GError     **error)
{
  g_autofree char *found = NULL;
  g_autofree char *limit = NULL;

  if (size <= TL_FORMAT_MAX_FILE_SIZE)
    return TRUE;
  found = g_format_size (size);
  limit = g_format_size (TL_FORMAT_MAX_FILE_SIZE);
  if (strcmp (found, limit) == 0)   /* "16.0 MB (16000001 bytes)" */
    {
      g_free (found);
      found = g_format_size_full (size, G_FORMAT_SIZE_LONG_FORMAT);
    }
  /* Translators: "%s" are sizes such as "16.0 MB" */
  tl_format_set_error (error, TL_FORMAT_ERROR_TOO_LARGE, origin, NULL,
                       N_("the file is %s; a Tilelands file may be at most %s (it was not loaded)"),
                       found, limit);
  return FALSE;
}

static gboolean
io_error (GError     **error,
          const char  *origin,
          const char  *what,
          int          saved_errno)
{
  /* Translators: "%s" says why, in the system's words ("No such file or directory") */
  if (strcmp (what, "read") == 0)
    tl_format_set_error (error, TL_FORMAT_ERROR_IO, origin, NULL, N_("cannot read the file: %s"),
                         g_strerror (saved_errno));
  else
    /* Translators: "%s" says why, in the system's words ("Permission denied") */
    tl_format_set_error (error, TL_FORMAT_ERROR_IO, origin, NULL, N_("cannot write the file: %s"),
                         g_strerror (saved_errno));
  return FALSE;
}

gboolean
tl_format_read_file (const char  *path,
                     char       **contents,
                     gsize       *length,
                     GError     **error)
{
  g_autofree char *origin = g_path_get_basename (path);
  g_autoptr(GByteArray) bytes = NULL;
  struct stat st;
  int fd;

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return io_error (error, origin, "read", errno);
  if (fstat (fd, &st) == 0 && S_ISDIR (st.st_mode))
    {
      close (fd);
      return io_error (error, origin, "read", EISDIR);
    }
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) &&
      !tl_format_check_size ((guint64) st.st_size, origin, error))
    {
      close (fd);
      return FALSE;
    }

  bytes = g_byte_array_sized_new (S_ISREG (st.st_mode) ? (guint) st.st_size + 1 : 65536);
  for (;;)
    {
      guint8 chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          return io_error (error, origin, "read", saved);
        }
      if (n == 0)
        break;
      g_byte_array_append (bytes, chunk, n);
      if (bytes->len > TL_FORMAT_MAX_FILE_SIZE)
        {
          g_autofree char *limit = g_format_size (TL_FORMAT_MAX_FILE_SIZE);

          close (fd);
          /* Translators: "%s" is a size such as "16.0 MB" */
          tl_format_set_error (error, TL_FORMAT_ERROR_TOO_LARGE, origin, NULL,
                               N_("the file is larger than %s, the most a Tilelands file may be "
                                  "(it was not loaded)"), limit);
          return FALSE;
        }
    }
  close (fd);
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
  return TRUE;
}

/* The file @path names once symbolic links are followed (a link to a file that
 * does not exist yet names that file). */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (!g_file_test (current, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  errno = ELOOP;
  return NULL;
}

/* Whether @name is a temporary file of ours for @base whose process is gone. */
static gboolean
is_stale_temp (const char *name,
               const char *base)
{
  gsize n = strlen (base);
  const char *pid_text;
  char *end = NULL;
  long pid;

  if (name[0] != '.' || strncmp (name + 1, base, n) != 0 ||
      !g_str_has_prefix (name + 1 + n, TEMP_MARK))
    return FALSE;
  pid_text = name + 1 + n + strlen (TEMP_MARK);
  pid = strtol (pid_text, &end, 10);
  if (end == pid_text || *end != '-' || pid <= 0 || pid == getpid ())
    return FALSE;
  return kill ((pid_t) pid, 0) < 0 && errno == ESRCH;
}

/* Removes what killed saves of @base left in @dir. */
static void
remove_stale_temps (const char *dir,
                    const char *base)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (is_stale_temp (name, base))
      {
        g_autofree char *stale = g_build_filename (dir, name, NULL);
        g_unlink (stale);
      }
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Opens a new file in @dir for @base: unnamed (*@temp NULL) where O_TMPFILE
 * works, else a hidden one named *@temp. */
static int
open_new_file (const char  *dir,
               const char  *base,
               char       **temp)
{
  int fd;

  *temp = NULL;
#ifdef O_TMPFILE
  /* TL_TEST_NAMED_TEMP_FILES: the tests' way to the path of file systems
   * without O_TMPFILE */
  if (g_getenv ("TL_TEST_NAMED_TEMP_FILES") == NULL)
    {
      fd = g_open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
      if (fd >= 0)
        return fd;
    }
#endif
  *temp = g_strdup_printf ("%s/.%s" TEMP_MARK "%ld-XXXXXX", dir, base, (long) getpid ());
  fd = g_mkstemp_full (*temp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    g_clear_pointer (temp, g_free);
  return fd;
}

/* Gives the unnamed file @fd the name @temp (beside the target). */
static gboolean
name_unnamed (int          fd,
              const char  *temp)
{
  g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);

  return linkat (AT_FDCWD, proc, AT_FDCWD, temp, AT_SYMLINK_FOLLOW) == 0;
}

gboolean
tl_format_write_file (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_autofree char *origin = g_path_get_basename (path);
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  struct stat old;
  gboolean exists;
  int fd, saved;

  g_return_val_if_fail (path != NULL && (data != NULL || length == 0), FALSE);

  target = resolve_links (path, error);
  if (target == NULL)
    return io_error (error, origin, "write", errno);
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  exists = g_stat (target, &old) == 0;
  if (exists && S_ISDIR (old.st_mode))
    return io_error (error, origin, "write", EISDIR);
  remove_stale_temps (dir, base);

  fd = open_new_file (dir, base, &temp);
  if (fd < 0)
    return io_error (error, origin, "write", errno);
  if (!write_all (fd, data, length) ||
      (exists && fchmod (fd, old.st_mode & 07777) < 0) ||
      fsync (fd) < 0)
    goto failed;
  if (exists && (old.st_uid != geteuid () || old.st_gid != getegid ()))
    (void) fchown (fd, old.st_uid, old.st_gid);   /* only when allowed; not an error */

  if (temp == NULL)
    {
      /* O_TMPFILE: name it beside the target only now that it is complete */
      temp = g_strdup_printf ("%s/.%s" TEMP_MARK "%ld-%08x", dir, base, (long) getpid (),
                              g_random_int ());
      if (!name_unnamed (fd, temp))
        {
          g_clear_pointer (&temp, g_free);
          goto failed;
        }
    }
  if (g_rename (temp, target) < 0)
    goto failed;
  close (fd);
  return TRUE;

failed:
  saved = errno;
  close (fd);
  if (temp != NULL)
    g_unlink (temp);
  return io_error (error, origin, "write", saved);
}
