/* tl-store-games.c — writing games: autosave, finishing, importing, exporting,
 * renaming, deleting (on the store's thread)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-format-file.h"
#include "tl-format-json.h"
#include "tl-record-format.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"

#include <string.h>

/* The columns a game's row takes from its record. */
typedef struct {
  char *text;          /* the record as stored */
  char *expansions;    /* joined by ',' */
  char *options;       /* JSON object text */
  const char *map;
} Columns;

static void
columns_clear (Columns *columns)
{
  g_free (columns->text);
  g_free (columns->expansions);
  g_free (columns->options);
}

static void
columns_init (Columns            *columns,
              const TlStoreEntry *entry)
{
  const TlRecord *record = entry->record;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(JsonNode) options = tl_record_format_options_to_json (record);

  for (guint i = 0; i < record->expansions->len; i++)
    g_ptr_array_add (names, g_ptr_array_index (record->expansions, i));
  g_ptr_array_add (names, NULL);

  if (entry->text != NULL)
    columns->text = g_strdup (entry->text);
  else
    {
      g_autoptr(JsonNode) root = tl_record_format_to_json (record);

      columns->text = json_to_string (root, FALSE);
    }
  columns->expansions = g_strjoinv (",", (char **) names->pdata);
  columns->options = json_to_string (options, FALSE);
  columns->map = record->map != NULL ? record->map
                 : record->map_layout != NULL ? record->map_layout->id : NULL;
}

/* A saved game's players: [{"name","color","kind","level","score","points":{kind: n}}]. */
static char *
players_json (const GArray *seats)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_array (builder);
  for (guint i = 0; i < seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (seats, TlStoreSeat, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seat->name);
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, seat->color);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, seat->kind == TL_PLAYER_AI ? "ai" : "human");
      json_builder_set_member_name (builder, "level");
      json_builder_add_int_value (builder, seat->level);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, seat->score);
      json_builder_set_member_name (builder, "points");
      json_builder_begin_object (builder);
      for (guint k = 0; seat->points != NULL && k < seat->points->len; k++)
        {
          const TlStorePoints *p = &g_array_index (seat->points, TlStorePoints, k);

          json_builder_set_member_name (builder, p->kind);
          json_builder_add_int_value (builder, p->points);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* Whether a row of @table has @id; -1 on error. */
static int
has_row (TlStoreDb   *db,
         const char  *sql,
         const char  *id,
         GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, sql, error);
  int rc;

  if (stmt == NULL)
    return -1;
  _tl_store_db_bind_text (stmt, 1, id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("read the library"), error) ? 0 : -1;
  return rc == SQLITE_ROW;
}

static gboolean
write_saved (TlStoreDb           *db,
             const TlStoreEntry  *entry,
             const Columns       *columns,
             GError             **error)
{
  g_autofree char *players = players_json (entry->seats);
  const TlRecord *record = entry->record;
  gint64 now = _tl_store_db_now ();
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "INSERT INTO saved_games (id, record, game, tileset, expansions, map, options, players, "
    "                         turns, tiles_left, started, last_played, app_version, thumbnail, "
    "                         title) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?12, ?13, ?14) "
    "ON CONFLICT (id) DO UPDATE SET record = excluded.record, game = excluded.game, "
    "  tileset = excluded.tileset, expansions = excluded.expansions, map = excluded.map, "
    "  options = excluded.options, players = excluded.players, turns = excluded.turns, "
    "  tiles_left = excluded.tiles_left, last_played = excluded.last_played, "
    "  app_version = excluded.app_version, "
    "  thumbnail = coalesce (excluded.thumbnail, saved_games.thumbnail)", error);

  if (stmt == NULL)
    return FALSE;
  _tl_store_db_bind_text (stmt, 1, record->id);
  _tl_store_db_bind_text (stmt, 2, columns->text);
  _tl_store_db_bind_text (stmt, 3, record->game);
  _tl_store_db_bind_text (stmt, 4, record->tileset->id);
  _tl_store_db_bind_text (stmt, 5, columns->expansions);
  _tl_store_db_bind_text (stmt, 6, columns->map);
  _tl_store_db_bind_text (stmt, 7, columns->options);
  _tl_store_db_bind_text (stmt, 8, players);
  sqlite3_bind_int (stmt, 9, record->turns->len);
  sqlite3_bind_int (stmt, 10, entry->tiles_left);
  sqlite3_bind_int64 (stmt, 11, now);
  _tl_store_db_bind_text (stmt, 12, PACKAGE_VERSION);
  if (entry->thumbnail != NULL)
    sqlite3_bind_blob64 (stmt, 13, g_bytes_get_data (entry->thumbnail, NULL),
                         g_bytes_get_size (entry->thumbnail), SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, 13);
  _tl_store_db_bind_text (stmt, 14, entry->title);   /* a new row's; a row keeps its own */
  if (!_tl_store_db_run (db, stmt, N_("save the game"), error))
    return FALSE;
  db->changes |= TL_STORE_CHANGE_SAVED_GAMES;
  return TRUE;
}

/* The breakdown of @seat in the order of TL_STORE_POINT_COLUMNS. */
static void
point_columns (const TlStoreSeat *seat,
               gint               points[TL_STORE_N_POINT_KINDS])
{
  memset (points, 0, TL_STORE_N_POINT_KINDS * sizeof *points);
  for (guint k = 0; seat->points != NULL && k < seat->points->len; k++)
    {
      const TlStorePoints *p = &g_array_index (seat->points, TlStorePoints, k);
      guint column = TL_STORE_N_POINT_KINDS - 1;   /* "other" */

      for (guint c = 0; c + 1 < TL_STORE_N_POINT_KINDS; c++)
        if (strcmp (p->kind, _tl_store_point_kinds[c]) == 0)
          column = c;
      points[column] += p->points;
    }
}

/* Bit L: a computer opponent of level L (levels 0..30). */
static gint64
opponents (const GArray *seats,
           guint         me)
{
  gint64 mask = 0;

  for (guint j = 0; j < seats->len; j++)
    {
      const TlStoreSeat *other = &g_array_index (seats, TlStoreSeat, j);

      if (j != me && other->kind == TL_PLAYER_AI && other->level >= 0 && other->level <= 30)
        mask |= (gint64) 1 << other->level;
    }
  return mask;
}

/* The seats of finished game @key (finished_games.key), replacing any it had. */
static gboolean
write_seats (TlStoreDb           *db,
             const TlStoreEntry  *entry,
             gint64               key,
             GError             **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, "DELETE FROM seats WHERE game = ?1", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, key);
  if (!_tl_store_db_run (db, stmt, N_("record the game"), error))
    return FALSE;

  for (guint i = 0; i < entry->seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (entry->seats, TlStoreSeat, i);
      g_autofree char *name_key = tl_store_name_key (seat->name);
      gint points[TL_STORE_N_POINT_KINDS];

      stmt = _tl_store_db_prepare (db,
        "INSERT INTO seats (game, seat, name, name_key, color, kind, level, score, place, "
        "                   opponents, " TL_STORE_POINT_COLUMNS ", game_kind) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
        "        ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, key);
      sqlite3_bind_int (stmt, 2, i);
      _tl_store_db_bind_text (stmt, 3, seat->name);
      _tl_store_db_bind_text (stmt, 4, name_key);
      _tl_store_db_bind_text (stmt, 5, seat->color);
      _tl_store_db_bind_text (stmt, 6, seat->kind == TL_PLAYER_AI ? "ai" : "human");
      if (seat->kind == TL_PLAYER_AI)
        sqlite3_bind_int (stmt, 7, seat->level);
      else
        sqlite3_bind_null (stmt, 7);
      sqlite3_bind_int (stmt, 8, seat->score);
      sqlite3_bind_int (stmt, 9, seat->place);
      sqlite3_bind_int64 (stmt, 10, opponents (entry->seats, i));
      point_columns (seat, points);
      for (guint c = 0; c < TL_STORE_N_POINT_KINDS; c++)
        sqlite3_bind_int (stmt, 11 + c, points[c]);
      _tl_store_db_bind_text (stmt, 22, entry->record->game);
      if (!_tl_store_db_run (db, stmt, N_("record the game"), error))
        return FALSE;
    }
  return TRUE;
}

/* The finished game: its saved game (if any) gives its start time and title and
 * is removed; the row is added or updated (keeping its times and title). */
static gboolean
write_finished (TlStoreDb           *db,
                const TlStoreEntry  *entry,
                const Columns       *columns,
                GError             **error)
{
  const TlRecord *record = entry->record;
  gint64 now = _tl_store_db_now (), started = now, key;
  g_autofree char *title = NULL;
  sqlite3_stmt *stmt;
  int rc;

  stmt = _tl_store_db_prepare (db, "SELECT started, title FROM saved_games WHERE id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  _tl_store_db_bind_text (stmt, 1, record->id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      started = sqlite3_column_int64 (stmt, 0);
      title = _tl_store_db_dup_text (stmt, 1);
    }
  else
    title = g_strdup (entry->title);
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("record the game"), error);
  if (rc == SQLITE_ROW)
    {
      stmt = _tl_store_db_prepare (db, "DELETE FROM saved_games WHERE id = ?1", error);
      if (stmt == NULL)
        return FALSE;
      _tl_store_db_bind_text (stmt, 1, record->id);
      if (!_tl_store_db_run (db, stmt, N_("record the game"), error))
        return FALSE;
      db->changes |= TL_STORE_CHANGE_SAVED_GAMES;
    }

  stmt = _tl_store_db_prepare (db,
    "INSERT INTO finished_games (id, game, tileset, expansions, map, options, title, turns, "
    "                            started, finished, app_version) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) "
    "ON CONFLICT (id) DO UPDATE SET game = excluded.game, tileset = excluded.tileset, "
    "  expansions = excluded.expansions, map = excluded.map, options = excluded.options, "
    "  turns = excluded.turns, app_version = excluded.app_version "
    "RETURNING key", error);
  if (stmt == NULL)
    return FALSE;
  _tl_store_db_bind_text (stmt, 1, record->id);
  _tl_store_db_bind_text (stmt, 2, record->game);
  _tl_store_db_bind_text (stmt, 3, record->tileset->id);
  _tl_store_db_bind_text (stmt, 4, columns->expansions);
  _tl_store_db_bind_text (stmt, 5, columns->map);
  _tl_store_db_bind_text (stmt, 6, columns->options);
  _tl_store_db_bind_text (stmt, 7, title);
  sqlite3_bind_int (stmt, 8, record->turns->len);
  sqlite3_bind_int64 (stmt, 9, started);
  sqlite3_bind_int64 (stmt, 10, now);
  _tl_store_db_bind_text (stmt, 11, PACKAGE_VERSION);
  rc = sqlite3_step (stmt);
  key = rc == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  if (rc == SQLITE_ROW)
    rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("record the game"), error);

  stmt = _tl_store_db_prepare (db,
    "INSERT INTO finished_records (game, record) VALUES (?1, ?2) "
    "ON CONFLICT (game) DO UPDATE SET record = excluded.record", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, key);
  _tl_store_db_bind_text (stmt, 2, columns->text);
  if (!_tl_store_db_run (db, stmt, N_("record the game"), error) ||
      !write_seats (db, entry, key, error))
    return FALSE;
  db->changes |= TL_STORE_CHANGE_HISTORY;
  return TRUE;
}

/* Whether the history's record of game @id is @text, byte for byte: 1, 0, or
 * -1 on an error. */
static int
same_finished_record (TlStoreDb   *db,
                      const char  *id,
                      const char  *text,
                      GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT r.record = ?2 FROM finished_records r JOIN finished_games g ON g.key = r.game "
    "WHERE g.id = ?1", error);
  int rc, same = 0;

  if (stmt == NULL)
    return -1;
  _tl_store_db_bind_text (stmt, 1, id);
  _tl_store_db_bind_text (stmt, 2, text);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    same = sqlite3_column_int (stmt, 0) == 1;
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("read the library"), error) ? 0 : -1;
  return same;
}

/* The saved game @id's record, as the library holds it; NULL with @error set
 * when it cannot be read. */
static TlRecord *
saved_record (TlStoreDb   *db,
              const char  *id,
              GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, "SELECT record FROM saved_games WHERE id = ?1", error);
  g_autofree char *text = NULL;
  g_autofree char *origin = NULL;
  int rc;

  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    text = _tl_store_db_dup_text (stmt, 0);
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    {
      _tl_store_db_fail (db, rc, N_("read the library"), error);
      return NULL;
    }
  origin = g_strdup_printf ("%s: game %s", db->path, id);
  return tl_record_format_load_data (text, -1, origin, error);
}

/* The title of the copy of saved game @id that @entry makes: "NAME (copy)". */
static char *
copy_title (TlStoreDb          *db,
            const TlStoreEntry *entry,
            const char         *id)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, "SELECT title FROM saved_games WHERE id = ?1", NULL);
  g_autofree char *name = NULL;

  if (stmt != NULL)
    {
      _tl_store_db_bind_text (stmt, 1, id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        name = _tl_store_db_dup_text (stmt, 0);
      sqlite3_reset (stmt);
    }
  if (name == NULL)
    {
      name = g_strdup (entry->origin != NULL ? entry->origin : id);
      if (g_str_has_suffix (name, ".tilelands") && strlen (name) > strlen (".tilelands"))
        name[strlen (name) - strlen (".tilelands")] = '\0';
    }
  /* Translators: the title of a game added beside a saved game it went
   * another way than; "%s" is that game's title (or the file's name) */
  return g_strdup_printf (_("%s (copy)"), name);
}

/* Makes @entry the copy of the library's game: a new id (the same for the same
 * file, so that importing it twice makes one copy; a random one when that copy
 * itself went another way) and a title. */
static void
make_copy (TlStoreDb     *db,
           TlStoreEntry  *entry,
           gboolean       again,
           TlStoreImport *out)
{
  const char *id = entry->record->id;
  g_autofree char *text = entry->text != NULL ? g_strdup (entry->text)
                          : tl_record_format_to_data (entry->record, NULL);
  g_autofree char *seed = g_strconcat ("copy of ", id, "\n", text, NULL);

  if (out->copy_of == NULL)
    {
      out->copy_of = g_strdup (id);
      g_free (entry->title);
      entry->title = copy_title (db, entry, id);
    }
  g_free (entry->record->id);
  entry->record->id = again ? g_uuid_string_random ()
                            : _tl_store_entry_content_id (seed, strlen (seed));
  /* stored as rewritten with its new id */
  g_clear_pointer (&entry->text, g_free);
}

/* Writes @entry in one transaction. A game in progress whose id is in the
 * history is refused (@keep_finished FALSE) or left alone (TRUE, @out->kept);
 * with @keep_finished (an import) a finished game of the history is never
 * replaced by another text of it either (a file someone edited): the history
 * keeps its own (@out->kept); and a saved game is never rewound: a file that
 * holds its first turns leaves it as it is (@out->kept), one that runs further
 * replaces it, one that went another way is added beside it as a copy. */
static gboolean
write_entry (TlStoreDb           *db,
             TlStoreEntry        *entry,
             gboolean             keep_finished,
             TlStoreImport       *out,
             GError             **error)
{
  Columns columns = { 0 };
  g_autoptr(GError) unreadable = NULL;
  gboolean ok = FALSE;
  int finished, saved;

  if (!_tl_store_db_begin (db, error))
    return FALSE;
  for (guint attempt = 0;; attempt++)
    {
      const char *id = entry->record->id;
      TlStoreRelation relation;
      g_autoptr(TlRecord) ours = NULL;

      finished = has_row (db, "SELECT 1 FROM finished_games WHERE id = ?1", id, error);
      saved = has_row (db, "SELECT 1 FROM saved_games WHERE id = ?1", id, error);
      if (finished < 0 || saved < 0)
        goto out;
      if (!keep_finished || !saved || finished)
        break;
      ours = saved_record (db, id, &unreadable);
      if (ours == NULL && unreadable->domain != TL_FORMAT_ERROR)
        {
          g_propagate_error (error, g_steal_pointer (&unreadable));
          goto out;
        }
      /* a saved game the library cannot read any more is replaced by the file's */
      relation = ours != NULL ? _tl_store_records_relation (ours, entry->record) : TL_STORE_FURTHER;
      g_clear_error (&unreadable);
      if (relation == TL_STORE_BRANCHED)
        {
          make_copy (db, entry, attempt > 0, out);
          continue;
        }
      if (relation == TL_STORE_FURTHER)
        break;
      /* the library's game is as far on as the file's, or further */
      out->updated = TRUE;
      out->kept = relation == TL_STORE_OLDER;
      ok = _tl_store_db_commit (db, error);
      goto out;
    }

  out->finished = entry->finished || finished;
  out->updated = finished || saved;
  if (!entry->finished && finished)
    {
      if (!keep_finished)
        {
          _tl_store_set_error (error, TL_STORE_ERROR_FINISHED, db->path,
                              N_("game %s is already finished: it is in the history"),
                              entry->record->id);
          goto out;
        }
      out->kept = TRUE;
      ok = _tl_store_db_commit (db, error);
      goto out;
    }

  columns_init (&columns, entry);
  if (keep_finished && entry->finished && finished)
    {
      int same = same_finished_record (db, entry->record->id, columns.text, error);

      if (same < 0)
        goto out;
      if (!same)
        {
          out->kept = TRUE;
          ok = _tl_store_db_commit (db, error);
          goto out;
        }
    }
  ok = (entry->finished ? write_finished (db, entry, &columns, error)
                        : write_saved (db, entry, &columns, error)) &&
       _tl_store_db_commit (db, error);

out:
  if (!ok)
    {
      _tl_store_db_rollback (db);
      db->changes = 0;
    }
  if (ok && out->copy_of != NULL)
    out->title = g_strdup (entry->title);
  columns_clear (&columns);
  return ok;
}

gpointer
_tl_store_work_save_game (TlStoreDb   *db,
                         TlStoreArgs *args,
                         GError     **error)
{
  TlStoreImport out = { 0 };

  return write_entry (db, args->entry, FALSE, &out, error) ? TL_STORE_DONE : NULL;
}

gpointer
_tl_store_work_import (TlStoreDb   *db,
                      TlStoreArgs *args,
                      GError     **error)
{
  g_autoptr(TlStoreEntry) entry = g_steal_pointer ((TlStoreEntry **) &args->entry);
  g_autoptr(TlStoreImport) out = g_new0 (TlStoreImport, 1);

  /* read and replayed already by the caller, or here */
  if (entry != NULL)
    ;
  else if (args->path != NULL)
    entry = tl_json_load_file (args->path, (TlJsonLoadDataFunc) _tl_store_entry_new_from_data,
                               error);
  else
    entry = _tl_store_entry_new_from_data (args->text, args->length, args->origin, error);
  if (entry == NULL || !write_entry (db, entry, TRUE, out, error))
    return NULL;
  out->id = g_strdup (entry->record->id);
  return g_steal_pointer (&out);
}

/* The stored text of game @id's record, from either table. */
static char *
record_text (TlStoreDb   *db,
             const char  *id,
             GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT record FROM saved_games WHERE id = ?1 "
    "UNION ALL SELECT r.record FROM finished_records r JOIN finished_games g ON g.key = r.game "
    "  WHERE g.id = ?1", error);
  char *text = NULL;
  int rc;

  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    text = _tl_store_db_dup_text (stmt, 0);
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE)
    _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, db->path, N_("no game %s in the library"), id);
  else if (rc != SQLITE_ROW)
    _tl_store_db_fail (db, rc, N_("read the game"), error);
  return text;
}

gpointer
_tl_store_work_export_game (TlStoreDb   *db,
                           TlStoreArgs *args,
                           GError     **error)
{
  g_autofree char *text = record_text (db, args->id, error);
  g_autoptr(GError) local_error = NULL;

  if (text == NULL)
    return NULL;
  /* as Save writes a game: whole or not at all, links and permissions kept */
  if (!tl_format_write_file_full (args->path, text, strlen (text),
                                  _tl_store_write_flags (args->flags), &local_error))
    {
      _tl_store_set_write_error (error, args->path, local_error);
      return NULL;
    }
  return TL_STORE_DONE;
}

gpointer
_tl_store_work_load_record (TlStoreDb   *db,
                           TlStoreArgs *args,
                           GError     **error)
{
  g_autofree char *text = record_text (db, args->id, error);
  g_autofree char *origin = NULL;

  if (text == NULL)
    return NULL;
  origin = g_strdup_printf ("%s: game %s", db->path, args->id);
  return tl_record_format_load_data (text, -1, origin, error);
}

/* Runs @sql (binding ?1 = id, ?2 = @text) on saved and finished games;
 * NOT_FOUND when neither had the game. */
static gpointer
update_game (TlStoreDb   *db,
             const char  *saved_sql,
             const char  *finished_sql,
             const char  *id,
             const char  *text,
             const char  *doing,
             GError     **error)
{
  const char *sql[] = { saved_sql, finished_sql };
  const TlStoreChange change[] = { TL_STORE_CHANGE_SAVED_GAMES, TL_STORE_CHANGE_HISTORY };
  int total = 0;

  if (!_tl_store_db_begin (db, error))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (sql); i++)
    {
      sqlite3_stmt *stmt = _tl_store_db_prepare (db, sql[i], error);

      if (stmt == NULL)
        goto failed;
      _tl_store_db_bind_text (stmt, 1, id);
      _tl_store_db_bind_text (stmt, 2, text);
      if (!_tl_store_db_run (db, stmt, doing, error))
        goto failed;
      if (sqlite3_changes (db->db) > 0)
        db->changes |= change[i];
      total += sqlite3_changes (db->db);
    }
  if (total == 0)
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, db->path, N_("no game %s in the library"), id);
      goto failed;
    }
  if (!_tl_store_db_commit (db, error))
    goto failed;
  return TL_STORE_DONE;

failed:
  _tl_store_db_rollback (db);
  db->changes = 0;
  return NULL;
}

gpointer
_tl_store_work_rename_game (TlStoreDb   *db,
                           TlStoreArgs *args,
                           GError     **error)
{
  g_autofree char *title = g_strstrip (g_strdup (args->text != NULL ? args->text : ""));

  return update_game (db, "UPDATE saved_games SET title = ?2 WHERE id = ?1",
                      "UPDATE finished_games SET title = ?2 WHERE id = ?1", args->id,
                      *title != '\0' ? title : NULL, "rename the game", error);
}

gpointer
_tl_store_work_delete_game (TlStoreDb   *db,
                           TlStoreArgs *args,
                           GError     **error)
{
  return update_game (db, "DELETE FROM saved_games WHERE id = ?1",
                      "DELETE FROM finished_games WHERE id = ?1", args->id, NULL,
                      "delete the game", error);
}
