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

/* Whether the symbolic link @link may be followed: not when it lies in a sticky
 * folder and was made by a user who is neither this one nor the folder's owner
 * (the kernel's protected_symlinks rule, which a writer that resolves links
 * itself would escape: another user could plant one in /tmp). */
static gboolean
may_follow (const char *link)
{
  g_autofree char *dir = g_path_get_dirname (link);
  struct stat l, d;

  if (lstat (link, &l) != 0 || stat (dir, &d) != 0 || (d.st_mode & S_ISVTX) == 0)
    return TRUE;
  return l.st_uid == geteuid () || l.st_uid == d.st_uid;
}

/* The file @path names once symbolic links are followed (a link to a file that
 * does not exist yet names that file); NULL with errno ELOOP, or with
 * *@planted for a link that may not be followed. */
static char *
resolve_links (const char *path,
               gboolean   *planted)
{
  g_autofree char *current = g_strdup (path);

  *planted = FALSE;
  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (!g_file_test (current, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&current);
      if (!may_follow (current))
        {
          *planted = TRUE;
          return NULL;
        }
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
 * works and @unnamed allows, else a hidden one named *@temp (ending in @suffix). */
static int
open_new_file (const char  *dir,
               const char  *base,
               gboolean     unnamed,
               const char  *suffix,
               char       **temp)
{
  int fd;

  *temp = NULL;
#ifdef O_TMPFILE
  /* TL_TEST_NAMED_TEMP_FILES: the tests' way to the path of file systems
   * without O_TMPFILE */
  if (unnamed && g_getenv ("TL_TEST_NAMED_TEMP_FILES") == NULL)
    {
      fd = g_open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
      if (fd >= 0)
        return fd;
    }
#endif
  *temp = g_strdup_printf ("%s/.%s" TEMP_MARK "%ld-XXXXXX%s", dir, base, (long) getpid (), suffix);
  fd = g_mkstemp_full (*temp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    g_clear_pointer (temp, g_free);
  return fd;
}

/* Gives the unnamed file @fd the name @name. */
static gboolean
name_unnamed (int          fd,
              const char  *name)
{
  g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);

  return linkat (AT_FDCWD, proc, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0;
}

struct _TlFormatNewFile {
  char *origin;              /* the basename of the path given: messages */
  char *target;              /* the file it names, links followed */
  char *temp;                /* the hidden file, NULL while unnamed; in place: the
                              * staging file another writer fills, or NULL */
  int fd;                    /* -1 once closed; in place: the target itself */
  gboolean in_place;         /* no new file could be made beside the target */
  gboolean created;          /* in place: the target was made by this write */
  gboolean exists;           /* the target existed: its permissions are kept */
  struct stat old;
  TlFormatWriteFlags flags;
  gboolean done;
};

static gboolean
write_error (GError          **error,
             TlFormatNewFile  *file,
             int               saved_errno)
{
  if (saved_errno == EEXIST && (file->flags & TL_FORMAT_WRITE_NEW) != 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_EXISTS, file->origin, NULL,
                           N_("cannot write the file: it exists already"));
      return FALSE;
    }
  return io_error (error, file->origin, "write", saved_errno);
}

/* Whether @saved_errno, met making a new file beside the target, says that the
 * folder takes no new file while the target itself may still be written: a
 * folder this user may not write in, a read-only mount around a file bound in
 * writable, the document portal's folder of one file (/run/user/UID/doc/ID/). */
static gboolean
folder_refuses_new_files (int saved_errno)
{
  return saved_errno == EACCES || saved_errno == EPERM || saved_errno == EROFS ||
         saved_errno == ENOTSUP;
}

/* The fallback when no new file can be made beside the target: the target is
 * opened for writing where it is (made when it does not exist; its contents are
 * replaced only at the commit), and a file another writer fills (@unnamed FALSE)
 * is staged in the user's temporary folder. Sets errno and returns FALSE when
 * the target cannot be written either (then the first error counts). */
static gboolean
open_in_place (TlFormatNewFile *file,
               gboolean         unnamed,
               int              saved_errno)
{
  int flags = O_WRONLY | O_CLOEXEC;

  if (!folder_refuses_new_files (saved_errno))
    {
      errno = saved_errno;
      return FALSE;
    }
  if (!file->exists)
    flags |= O_CREAT | O_EXCL;   /* never one made meanwhile */
  file->fd = g_open (file->target, flags, 0666);
  if (file->fd < 0)
    {
      if (errno != EEXIST)
        errno = saved_errno;
      return FALSE;
    }
  file->in_place = TRUE;
  file->created = !file->exists;
  if (!unnamed)
    {
      g_autofree char *name = g_strdup_printf ("tilelands-%s-XXXXXX.part", file->origin);
      int fd = g_file_open_tmp (name, &file->temp, NULL);

      if (fd < 0)
        {
          errno = saved_errno;
          return FALSE;
        }
      close (fd);
    }
  return TRUE;
}

/* In place: the target's contents replaced by what was written (@data, or the
 * staging file), flushed to the disk. Not in one step: a crash half-way leaves
 * a part, which is why this is only the fallback. */
static gboolean
commit_in_place (TlFormatNewFile  *file,
                 const char       *data,
                 gsize             length,
                 GError          **error)
{
  if (ftruncate (file->fd, 0) < 0 || lseek (file->fd, 0, SEEK_SET) < 0)
    return write_error (error, file, errno);
  if (file->temp != NULL)
    {
      int staged = g_open (file->temp, O_RDONLY | O_CLOEXEC, 0);

      if (staged < 0)
        return write_error (error, file, errno);
      for (;;)
        {
          char chunk[65536];
          gssize n = read (staged, chunk, sizeof chunk);

          if (n < 0 && errno == EINTR)
            continue;
          if (n < 0 || (n > 0 && !write_all (file->fd, chunk, n)))
            {
              int saved = errno;

              close (staged);
              return write_error (error, file, saved);
            }
          if (n == 0)
            break;
        }
      close (staged);
    }
  else if (!write_all (file->fd, data, length))
    return write_error (error, file, errno);
  if (fsync (file->fd) < 0)
    return write_error (error, file, errno);
  if (file->temp != NULL)
    g_unlink (file->temp);
  g_clear_pointer (&file->temp, g_free);
  file->done = TRUE;
  return TRUE;
}

static TlFormatNewFile *
new_file (const char          *path,
          TlFormatWriteFlags   flags,
          gboolean             unnamed,
          const char          *suffix,
          GError             **error)
{
  g_autoptr(TlFormatNewFile) file = g_new0 (TlFormatNewFile, 1);
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  gboolean planted;

  file->fd = -1;
  file->flags = flags;
  file->origin = g_path_get_basename (path);
  file->target = resolve_links (path, &planted);
  if (planted)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_IO, file->origin, NULL,
                           N_("cannot write the file: it is a link another user made in a shared "
                              "folder, which is not followed"));
      return NULL;
    }
  if (file->target == NULL)
    {
      write_error (error, file, errno);
      return NULL;
    }
  dir = g_path_get_dirname (file->target);
  base = g_path_get_basename (file->target);
  file->exists = g_stat (file->target, &file->old) == 0;
  if (file->exists && S_ISDIR (file->old.st_mode))
    {
      write_error (error, file, EISDIR);
      return NULL;
    }
  if (file->exists && (flags & TL_FORMAT_WRITE_NEW) != 0)
    {
      write_error (error, file, EEXIST);
      return NULL;
    }
  remove_stale_temps (dir, base);
  file->fd = open_new_file (dir, base, unnamed, suffix, &file->temp);
  if (file->fd < 0 && !open_in_place (file, unnamed, errno))
    {
      write_error (error, file, errno);
      return NULL;
    }
  return g_steal_pointer (&file);
}

TlFormatNewFile *
tl_format_new_file_begin (const char          *path,
                          TlFormatWriteFlags   flags,
                          GError             **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  return new_file (path, flags, FALSE, ".part", error);
}

const char *
tl_format_new_file_get_path (TlFormatNewFile *file)
{
  g_return_val_if_fail (file != NULL, NULL);
  return file->temp;
}

gboolean
tl_format_new_file_commit (TlFormatNewFile  *file,
                           GError          **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  gboolean new_only;

  g_return_val_if_fail (file != NULL && file->fd >= 0 && !file->done, FALSE);

  if (file->in_place)
    return commit_in_place (file, NULL, 0, error);
  new_only = (file->flags & TL_FORMAT_WRITE_NEW) != 0;
  if (file->temp != NULL)
    {
      /* the file under that name now, whoever filled it (and however) */
      int fd = g_open (file->temp, O_RDONLY | O_CLOEXEC, 0);

      if (fd < 0)
        return write_error (error, file, errno);
      close (file->fd);
      file->fd = fd;
    }
  if ((file->exists && fchmod (file->fd, file->old.st_mode & 07777) < 0) || fsync (file->fd) < 0)
    return write_error (error, file, errno);
  if (file->exists && (file->old.st_uid != geteuid () || file->old.st_gid != getegid ()))
    (void) fchown (file->fd, file->old.st_uid, file->old.st_gid);   /* only when allowed */

  if (file->temp == NULL)
    {
      /* O_TMPFILE: named only now that it is complete; where no file may be
       * replaced, straight under its name (which fails when one is there) */
      if (new_only)
        {
          if (!name_unnamed (file->fd, file->target))
            return write_error (error, file, errno);
          file->done = TRUE;
          return TRUE;
        }
      dir = g_path_get_dirname (file->target);
      base = g_path_get_basename (file->target);
      file->temp = g_strdup_printf ("%s/.%s" TEMP_MARK "%ld-%08x", dir, base, (long) getpid (),
                                    g_random_int ());
      if (!name_unnamed (file->fd, file->temp))
        {
          int saved = errno;

          g_clear_pointer (&file->temp, g_free);
          return write_error (error, file, saved);
        }
    }
  if (new_only)
    {
      /* link() never replaces a file: one made meanwhile stays */
      if (link (file->temp, file->target) < 0)
        return write_error (error, file, errno);
      g_unlink (file->temp);
    }
  else if (g_rename (file->temp, file->target) < 0)
    return write_error (error, file, errno);
  g_clear_pointer (&file->temp, g_free);
  file->done = TRUE;
  return TRUE;
}

void
tl_format_new_file_free (TlFormatNewFile *file)
{
  if (file == NULL)
    return;
  if (file->fd >= 0)
    close (file->fd);
  if (file->temp != NULL && !file->done)
    g_unlink (file->temp);
  if (file->created && !file->done)
    g_unlink (file->target);   /* in place: the empty file this write made */
  g_free (file->origin);
  g_free (file->target);
  g_free (file->temp);
  g_free (file);
}

gboolean
tl_format_write_file_full (const char          *path,
                           const char          *data,
                           gsize                length,
                           TlFormatWriteFlags   flags,
                           GError             **error)
{
  g_autoptr(TlFormatNewFile) file = NULL;

  g_return_val_if_fail (path != NULL && (data != NULL || length == 0), FALSE);

  file = new_file (path, flags, TRUE, "", error);
  if (file == NULL)
    return FALSE;
  if (file->in_place)
    return commit_in_place (file, data, length, error);
  if (!write_all (file->fd, data, length))
    return write_error (error, file, errno);
  return tl_format_new_file_commit (file, error);
}

gboolean
tl_format_write_file (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  return tl_format_write_file_full (path, data, length, TL_FORMAT_WRITE_REPLACE, error);
}
