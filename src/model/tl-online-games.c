/* tl-online-games.c — the games on hosts this app plays, remembered between
 * runs (docs/network.md "Online Games")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-online-games.h"
#include "tl-net-link.h"
#include "tl-store.h"

#include <errno.h>
#include <glib/gstdio.h>

/* The entry */

struct _TlOnlineGame {
  GObject parent_instance;

  char *link;
  char *host;
  char *id;
  guint seat;
  char *game;
  GStrv expansions;
  char *map;
  char *name;
  char *turn_name;
  gboolean your_turn;
  guint turns;
  gint64 last_move;   /* seconds since 1970, UTC */
};

G_DEFINE_FINAL_TYPE (TlOnlineGame, tl_online_game, G_TYPE_OBJECT)

static void
tl_online_game_finalize (GObject *object)
{
  TlOnlineGame *self = TL_ONLINE_GAME (object);

  g_free (self->link);
  g_free (self->host);
  g_free (self->id);
  g_free (self->game);
  g_strfreev (self->expansions);
  g_free (self->map);
  g_free (self->name);
  g_free (self->turn_name);
  G_OBJECT_CLASS (tl_online_game_parent_class)->finalize (object);
}

static void
tl_online_game_class_init (TlOnlineGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_online_game_finalize;
}

static void
tl_online_game_init (TlOnlineGame *self)
{
}

const char *tl_online_game_get_link (TlOnlineGame *self) { return self->link; }
const char *tl_online_game_get_host (TlOnlineGame *self) { return self->host; }
const char *tl_online_game_get_id (TlOnlineGame *self) { return self->id; }
guint tl_online_game_get_seat (TlOnlineGame *self) { return self->seat; }
const char *tl_online_game_get_game (TlOnlineGame *self) { return self->game; }
const char * const *tl_online_game_get_expansions (TlOnlineGame *self) { return (const char * const *) self->expansions; }
const char *tl_online_game_get_map (TlOnlineGame *self) { return self->map; }
const char *tl_online_game_get_name (TlOnlineGame *self) { return self->name; }
const char *tl_online_game_get_turn_name (TlOnlineGame *self) { return self->turn_name; }
gboolean tl_online_game_is_your_turn (TlOnlineGame *self) { return self->your_turn; }
guint tl_online_game_get_turns (TlOnlineGame *self) { return self->turns; }

GDateTime *
tl_online_game_dup_last_move (TlOnlineGame *self)
{
  g_return_val_if_fail (TL_IS_ONLINE_GAME (self), NULL);
  return g_date_time_new_from_unix_utc (self->last_move);
}

char *
tl_online_game_notification_id (TlOnlineGame *self)
{
  g_return_val_if_fail (TL_IS_ONLINE_GAME (self), NULL);
  return g_strdup_printf ("online-turn-%s-%u", self->id, self->seat);
}

/* An entry for @link, its game and seat from the link; NULL when @link is not one. */
static TlOnlineGame *
entry_new (const char *link)
{
  TlNetLink parsed = { 0 };
  TlOnlineGame *entry;

  if (!tl_net_link_parse (link, &parsed, NULL))
    return NULL;
  entry = g_object_new (TL_TYPE_ONLINE_GAME, NULL);
  entry->link = g_strdup (link);
  entry->host = g_strdup (parsed.host);
  entry->id = g_strdup (parsed.game);
  entry->seat = parsed.seat;
  tl_net_link_clear (&parsed);
  return entry;
}

static gboolean
entry_same (TlOnlineGame *a,
            TlOnlineGame *b)
{
  return g_strcmp0 (a->link, b->link) == 0 && g_strcmp0 (a->game, b->game) == 0
         && g_strv_equal ((const char * const *) a->expansions, (const char * const *) b->expansions)
         && g_strcmp0 (a->map, b->map) == 0 && g_strcmp0 (a->name, b->name) == 0
         && g_strcmp0 (a->turn_name, b->turn_name) == 0 && a->your_turn == b->your_turn
         && a->turns == b->turns && a->last_move == b->last_move;
}

/* The list */

struct _TlOnlineGames {
  GObject parent_instance;

  char *path;
  GPtrArray *items;   /* of TlOnlineGame, the most recent last move first */
  GError *error;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TlOnlineGames, tl_online_games, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *model)
{
  return TL_TYPE_ONLINE_GAME;
}

static guint
get_n_items (GListModel *model)
{
  return TL_ONLINE_GAMES (model)->items->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  TlOnlineGames *self = TL_ONLINE_GAMES (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
tl_online_games_finalize (GObject *object)
{
  TlOnlineGames *self = TL_ONLINE_GAMES (object);

  g_free (self->path);
  g_ptr_array_unref (self->items);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (tl_online_games_parent_class)->finalize (object);
}

static void
tl_online_games_class_init (TlOnlineGamesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_online_games_finalize;
}

static void
tl_online_games_init (TlOnlineGames *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
set_error (TlOnlineGames *self,
           GError        *error)
{
  /* (a message, not a warning: the caller shows the error) */
  g_message ("%s", error->message);
  g_clear_error (&self->error);
  self->error = error;
}

/* Where an entry last moved @last_move goes: the most recent first. */
static guint
sorted_position (TlOnlineGames *self,
                 gint64         last_move)
{
  guint i = 0;

  while (i < self->items->len && TL_ONLINE_GAME (g_ptr_array_index (self->items, i))->last_move >= last_move)
    i++;
  return i;
}

/* The file: one group per entry, named by the game's id and the seat. */

static void
save (TlOnlineGames *self)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *data = NULL;
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autoptr (GError) error = NULL;
  gsize length;

  for (guint i = 0; i < self->items->len; i++)
    {
      TlOnlineGame *entry = g_ptr_array_index (self->items, i);
      g_autofree char *group = g_strdup_printf ("%s/%u", entry->id, entry->seat);
      g_autoptr (GDateTime) when = tl_online_game_dup_last_move (entry);
      g_autofree char *iso = g_date_time_format (when, "%Y-%m-%dT%H:%M:%SZ");

      g_key_file_set_string (file, group, "link", entry->link);
      g_key_file_set_string (file, group, "game", entry->game);
      g_key_file_set_string_list (file, group, "expansions", (const char * const *) entry->expansions,
                                  g_strv_length (entry->expansions));
      if (entry->map != NULL)
        g_key_file_set_string (file, group, "map", entry->map);
      g_key_file_set_string (file, group, "name", entry->name);
      g_key_file_set_string (file, group, "turn-name", entry->turn_name);
      g_key_file_set_boolean (file, group, "your-turn", entry->your_turn);
      g_key_file_set_uint64 (file, group, "turns", entry->turns);
      g_key_file_set_string (file, group, "last-move", iso);
    }
  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      set_error (self, g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved),
                                    "Cannot make the folder %s for the online games: %s", dir,
                                    g_strerror (saved)));
      return;
    }
  /* the links hold their tokens: the file is the user's alone */
  if (!g_file_set_contents_full (self->path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT,
                                 0600, &error))
    {
      set_error (self, g_error_new (G_FILE_ERROR, error->code, "Cannot save the online games: %s",
                                    error->message));
      return;
    }
  g_clear_error (&self->error);
}

static TlOnlineGame *
read_entry (GKeyFile   *file,
            const char *group)
{
  g_autofree char *link = g_key_file_get_string (file, group, "link", NULL);
  g_autofree char *last = g_key_file_get_string (file, group, "last-move", NULL);
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) when = last != NULL ? g_date_time_new_from_iso8601 (last, utc) : NULL;
  g_autoptr (TlOnlineGame) entry = link != NULL ? entry_new (link) : NULL;

  if (entry == NULL || when == NULL)
    return NULL;
  entry->game = g_key_file_get_string (file, group, "game", NULL);
  entry->expansions = g_key_file_get_string_list (file, group, "expansions", NULL, NULL);
  entry->map = g_key_file_get_string (file, group, "map", NULL);
  entry->name = g_key_file_get_string (file, group, "name", NULL);
  entry->turn_name = g_key_file_get_string (file, group, "turn-name", NULL);
  entry->your_turn = g_key_file_get_boolean (file, group, "your-turn", NULL);
  entry->turns = (guint) g_key_file_get_uint64 (file, group, "turns", NULL);
  entry->last_move = g_date_time_to_unix (when);
  if (entry->game == NULL || entry->name == NULL || entry->turn_name == NULL)
    return NULL;
  if (entry->expansions == NULL)
    entry->expansions = g_new0 (char *, 1);
  return g_steal_pointer (&entry);
}

static void
load (TlOnlineGames *self)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) groups = NULL;

  if (!g_key_file_load_from_file (file, self->path, G_KEY_FILE_NONE, &error))
    {
      g_autofree char *aside = NULL;

      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return;
      /* kept for a person to look at; the next change writes a new file */
      aside = g_strconcat (self->path, ".unreadable", NULL);
      if (g_rename (self->path, aside) != 0)
        g_clear_pointer (&aside, g_free);
      set_error (self, g_error_new (error->domain, error->code,
                                    "The online games in %s cannot be read (%s)%s%s", self->path,
                                    error->message, aside != NULL ? ": kept as " : "",
                                    aside != NULL ? aside : ""));
      return;
    }
  groups = g_key_file_get_groups (file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      TlOnlineGame *entry = read_entry (file, groups[i]);

      if (entry == NULL)
        {
          set_error (self, g_error_new (G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                                        "%s: the online game [%s] lacks its link, game, names or time: skipped",
                                        self->path, groups[i]));
          continue;
        }
      g_ptr_array_insert (self->items, (gint) sorted_position (self, entry->last_move), entry);
    }
}

char *
tl_online_games_default_path (void)
{
  g_autofree char *library = tl_store_choose_path (NULL);
  g_autofree char *dir = g_path_get_dirname (library);

  return g_build_filename (dir, "online-games.ini", NULL);
}

TlOnlineGames *
tl_online_games_new (const char *path)
{
  TlOnlineGames *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (TL_TYPE_ONLINE_GAMES, NULL);
  self->path = g_strdup (path);
  load (self);
  return self;
}

const GError *
tl_online_games_get_error (TlOnlineGames *self)
{
  g_return_val_if_fail (TL_IS_ONLINE_GAMES (self), NULL);
  return self->error;
}

gint
tl_online_games_find (TlOnlineGames *self,
                      const char    *link)
{
  g_autoptr (TlOnlineGame) key = NULL;

  g_return_val_if_fail (TL_IS_ONLINE_GAMES (self), -1);
  if (link == NULL || (key = entry_new (link)) == NULL)
    return -1;
  for (guint i = 0; i < self->items->len; i++)
    {
      TlOnlineGame *entry = g_ptr_array_index (self->items, i);

      if (g_strcmp0 (entry->id, key->id) == 0 && entry->seat == key->seat)
        return (gint) i;
    }
  return -1;
}

gboolean
tl_online_games_remove (TlOnlineGames *self,
                        const char    *link)
{
  gint position = tl_online_games_find (self, link);

  if (position < 0)
    return FALSE;
  g_ptr_array_remove_index (self->items, (guint) position);
  g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 1, 0);
  save (self);
  return TRUE;
}

TlOnlineNote
tl_online_games_note (TlOnlineGames *self,
                      const char    *link,
                      TlGame        *game,
                      gint64         now)
{
  const TlRecord *record;
  gint position;
  gint viewer;
  guint current;
  TlOnlineGame *old;
  g_autoptr (TlOnlineGame) entry = NULL;
  TlOnlineNote note;

  g_return_val_if_fail (TL_IS_ONLINE_GAMES (self), TL_ONLINE_NOTE_SAME);
  g_return_val_if_fail (TL_IS_GAME (game), TL_ONLINE_NOTE_SAME);

  if (tl_game_get_phase (game) == TL_PHASE_OVER)
    return tl_online_games_remove (self, link) ? TL_ONLINE_NOTE_CHANGED : TL_ONLINE_NOTE_SAME;
  viewer = tl_game_get_viewer (game);
  if (viewer < 0 || (entry = entry_new (link)) == NULL)
    return TL_ONLINE_NOTE_SAME;
  record = tl_game_get_record (game);
  current = tl_game_get_current_player (game);
  entry->game = g_strdup (record->game);
  entry->expansions = g_new0 (char *, (record->expansions != NULL ? record->expansions->len : 0) + 1);
  for (guint i = 0; record->expansions != NULL && i < record->expansions->len; i++)
    entry->expansions[i] = g_strdup (g_ptr_array_index (record->expansions, i));
  entry->map = g_strdup (record->map);
  entry->name = g_strdup (tl_game_player_info (game, (guint) viewer)->name);
  entry->turn_name = g_strdup (tl_game_player_info (game, current)->name);
  entry->your_turn = (gint) current == viewer;
  entry->turns = record->turns->len;
  entry->last_move = now;

  position = tl_online_games_find (self, link);
  old = position >= 0 ? g_ptr_array_index (self->items, position) : NULL;
  /* the time of the last move is when the turns played last changed */
  if (old != NULL && old->turns == entry->turns)
    entry->last_move = old->last_move;
  if (old != NULL && entry_same (old, entry))
    return TL_ONLINE_NOTE_SAME;
  note = old != NULL && !old->your_turn && entry->your_turn ? TL_ONLINE_NOTE_YOUR_TURN : TL_ONLINE_NOTE_CHANGED;
  if (position >= 0)
    {
      g_ptr_array_remove_index (self->items, (guint) position);
      g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 1, 0);
    }
  position = (gint) sorted_position (self, entry->last_move);
  g_ptr_array_insert (self->items, position, g_object_ref (entry));
  g_list_model_items_changed (G_LIST_MODEL (self), (guint) position, 0, 1);
  save (self);
  return note;
}

gboolean
tl_online_games_should_notify (TlOnlineNote note,
                               gboolean     window_active)
{
  return note == TL_ONLINE_NOTE_YOUR_TURN && !window_active;
}
