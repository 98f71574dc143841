/* tl-server-games.c — what the creator of a game made on a server keeps
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-server-games.h"
#include "tl-store.h"

#include <errno.h>
#include <glib/gstdio.h>

TlServerGame *
tl_server_game_new (const char         *id,
                    const char         *server,
                    const char         *admin,
                    const char * const *links)
{
  TlServerGame *game = g_new0 (TlServerGame, 1);

  game->id = g_strdup (id);
  game->server = g_strdup (server);
  game->admin = g_strdup (admin);
  game->links = g_strdupv ((GStrv) links);
  return game;
}

void
tl_server_game_free (TlServerGame *game)
{
  if (game == NULL)
    return;
  g_free (game->id);
  g_free (game->server);
  g_free (game->admin);
  g_strfreev (game->links);
  g_free (game);
}

char *
tl_server_games_default_path (void)
{
  g_autofree char *library = tl_store_choose_path (NULL);
  g_autofree char *dir = g_path_get_dirname (library);

  return g_build_filename (dir, "server-games.ini", NULL);
}

/* The file, read; an empty one when there is none. */
static GKeyFile *
load (const char  *path,
      GError     **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) local = NULL;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, &local) &&
      !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_set_error (error, local->domain, local->code, "Cannot read %s: %s", path, local->message);
      return NULL;
    }
  return g_steal_pointer (&file);
}

static gboolean
save (const char  *path,
      GKeyFile    *file,
      GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "Cannot make the folder %s: %s",
                   dir, g_strerror (saved));
      return FALSE;
    }
  data = g_key_file_to_data (file, &length, NULL);
  /* the links and the creator's token are secrets: the file is the user's alone */
  if (!g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local))
    {
      g_set_error (error, G_FILE_ERROR, local->code, "Cannot save %s: %s", path, local->message);
      return FALSE;
    }
  return TRUE;
}

TlServerGame *
tl_server_games_lookup (const char  *path,
                        const char  *id,
                        GError     **error)
{
  g_autoptr (GKeyFile) file = load (path, error);
  g_autofree char *server = NULL;
  g_autofree char *admin = NULL;
  g_auto (GStrv) links = NULL;
  g_autofree gint *levels = NULL;
  gsize n_links = 0, n_levels = 0;
  TlServerGame *game;

  if (file == NULL || !g_key_file_has_group (file, id))
    return NULL;
  server = g_key_file_get_string (file, id, "server", NULL);
  admin = g_key_file_get_string (file, id, "admin", NULL);
  links = g_key_file_get_string_list (file, id, "links", &n_links, NULL);
  levels = g_key_file_get_integer_list (file, id, "levels", &n_levels, NULL);
  if (server == NULL || admin == NULL || links == NULL || n_links == 0 || n_links > TL_MAX_PLAYERS)
    return NULL;
  game = tl_server_game_new (id, server, admin, (const char * const *) links);
  for (gsize i = 0; i < MIN (n_levels, n_links); i++)
    game->levels[i] = levels[i] >= 0 && levels[i] <= 3 ? (guint) levels[i] : 0;
  return game;
}

gboolean
tl_server_games_store (const char          *path,
                       const TlServerGame  *game,
                       GError             **error)
{
  g_autoptr (GKeyFile) file = load (path, error);
  guint n = g_strv_length (game->links);
  gint levels[TL_MAX_PLAYERS];

  if (file == NULL)
    return FALSE;
  g_return_val_if_fail (n <= TL_MAX_PLAYERS, FALSE);
  for (guint i = 0; i < n; i++)
    levels[i] = (gint) game->levels[i];
  g_key_file_remove_group (file, game->id, NULL);
  g_key_file_set_string (file, game->id, "server", game->server);
  g_key_file_set_string (file, game->id, "admin", game->admin);
  g_key_file_set_string_list (file, game->id, "links", (const char * const *) game->links, n);
  g_key_file_set_integer_list (file, game->id, "levels", levels, n);
  return save (path, file, error);
}

gboolean
tl_server_games_forget (const char  *path,
                        const char  *id,
                        GError     **error)
{
  g_autoptr (GKeyFile) file = load (path, error);

  if (file == NULL)
    return FALSE;
  if (!g_key_file_has_group (file, id))
    return TRUE;
  g_key_file_remove_group (file, id, NULL);
  return save (path, file, error);
}
