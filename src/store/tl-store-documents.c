/* tl-store-documents.c — the user's tile sets and map layouts (on the store's thread)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-map-format.h"
#include "tl-store-private.h"
#include "tl-tileset-format.h"

/* The SQL of each kind of document (docs/design.md §3, §5). */
typedef struct {
  TlStoreChange change;
  const char *insert;        /* ?1 id, ?2 name, ?3 game, ?4 json, ?5 now */
  const char *list;
  const char *load;
  const char *delete;
} DocumentSql;

static const DocumentSql documents[] = {
  [TL_STORE_TILESET] = {
    TL_STORE_CHANGE_TILESETS,
    "INSERT INTO user_tilesets (id, name, game, json, created, modified) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?5) "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, game = excluded.game, "
    "  json = excluded.json, modified = excluded.modified",
    "SELECT id, name, game, created, modified FROM user_tilesets ORDER BY name COLLATE NOCASE, id",
    "SELECT json FROM user_tilesets WHERE id = ?1",
    "DELETE FROM user_tilesets WHERE id = ?1",
  },
  [TL_STORE_MAP] = {
    TL_STORE_CHANGE_MAPS,
    "INSERT INTO user_maps (id, name, json, created, modified) "
    "VALUES (?1, ?2, ?4, ?5, ?5) "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, json = excluded.json, "
    "  modified = excluded.modified",
    "SELECT id, name, NULL, created, modified FROM user_maps ORDER BY name COLLATE NOCASE, id",
    "SELECT json FROM user_maps WHERE id = ?1",
    "DELETE FROM user_maps WHERE id = ?1",
  },
};

/* The messages for a built-in id and for an id the library does not hold. */
static void
set_built_in_error (GError **error, TlStoreDocKind kind, const char *path, const char *id)
{
  if (kind == TL_STORE_TILESET)
    /* Translators: "%s" is the identifier of a tile set */
    _tl_store_set_error (error, TL_STORE_ERROR_INVALID, path, N_("the tile set \"%s\" is built in "
                         "and is not stored: save a copy under another id"), id);
  else
    /* Translators: "%s" is the identifier of a map layout */
    _tl_store_set_error (error, TL_STORE_ERROR_INVALID, path, N_("the map layout \"%s\" is built "
                         "in and is not stored: save a copy under another id"), id);
}

static void
set_missing_error (GError **error, TlStoreDocKind kind, const char *path, const char *id)
{
  if (kind == TL_STORE_TILESET)
    /* Translators: "%s" is the identifier of a tile set */
    _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, path, N_("no tile set \"%s\" in the library"),
                         id);
  else
    /* Translators: "%s" is the identifier of a map layout */
    _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, path, N_("no map layout \"%s\" in the "
                         "library"), id);
}

gboolean
_tl_store_read_document (TlStoreDocKind   kind,
                         const char      *json,
                         char           **id,
                         char           **name,
                         char           **game,
                         GError         **error)
{
  if (kind == TL_STORE_TILESET)
    {
      /* a draft with problems is kept too (issue 12: it can be saved, not played) */
      g_autoptr(GPtrArray) problems = tl_problem_list_new ();
      g_autoptr(TlTileSet) set = tl_tileset_format_read_data (json, -1, "tile set", problems, error);

      if (set == NULL)
        return FALSE;
      if (!tl_tile_set_id_is_valid (set->id))
        {
          /* Translators: "%s" is the identifier the tile set has */
          g_set_error (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID,
                       _("a tile set is stored under its identifier, and “%s” cannot be one (it "
                         "needs 1 to 255 plain letters, digits, “-”, “_”, “.” or “+”)"), set->id);
          return FALSE;
        }
      *id = g_strdup (set->id);
      *name = g_strdup (set->name != NULL ? set->name : set->id);
      *game = g_strdup (set->game);
      return TRUE;
    }
  else
    {
      /* a draft of the map editor may still break rules (docs/editor.md):
       * only what cannot be read as a layout at all is refused */
      g_autoptr(GPtrArray) problems = tl_map_problems_new ();
      g_autoptr(TlMapLayout) layout = tl_map_format_read_data (json, -1, "map layout", 0,
                                                               problems, error);

      if (layout == NULL)
        return FALSE;
      *id = g_strdup (layout->id);
      *name = g_strdup (layout->name != NULL ? layout->name : layout->id);
      *game = NULL;
      return TRUE;
    }
}

gboolean
_tl_store_document_is_builtin (TlStoreDocKind  kind,
                               const char     *id)
{
  return kind == TL_STORE_TILESET ? tl_tileset_format_is_builtin (id)
                                  : tl_map_format_is_builtin (id);
}

gpointer
_tl_store_work_save_document (TlStoreDb   *db,
                             TlStoreArgs *args,
                             GError     **error)
{
  const DocumentSql *sql = &documents[args->kind];
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *game = NULL;
  sqlite3_stmt *stmt;

  if (!_tl_store_read_document (args->kind, args->text, &id, &name, &game, error))
    return NULL;
  if (_tl_store_document_is_builtin (args->kind, id))
    {
      set_built_in_error (error, args->kind, db->path, id);
      return NULL;
    }
  if (!_tl_store_db_begin (db, error))
    return NULL;
  stmt = _tl_store_db_prepare (db, sql->insert, error);
  if (stmt == NULL)
    goto failed;
  _tl_store_db_bind_text (stmt, 1, id);
  _tl_store_db_bind_text (stmt, 2, name);
  if (game != NULL)
    _tl_store_db_bind_text (stmt, 3, game);
  _tl_store_db_bind_text (stmt, 4, args->text);
  sqlite3_bind_int64 (stmt, 5, _tl_store_db_now ());
  if (!_tl_store_db_run (db, stmt, N_("save the file"), error) || !_tl_store_db_commit (db, error))
    goto failed;
  db->changes |= sql->change;
  return g_steal_pointer (&id);

failed:
  _tl_store_db_rollback (db);
  return NULL;
}

gpointer
_tl_store_work_list_documents (TlStoreDb   *db,
                              TlStoreArgs *args,
                              GError     **error)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_store_doc_info_free);
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, documents[args->kind].list, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      TlStoreDocInfo *info = g_new0 (TlStoreDocInfo, 1);

      info->id = _tl_store_db_dup_text (stmt, 0);
      info->name = _tl_store_db_dup_text (stmt, 1);
      info->game = _tl_store_db_dup_text (stmt, 2);
      info->created = sqlite3_column_int64 (stmt, 3);
      info->modified = sqlite3_column_int64 (stmt, 4);
      g_ptr_array_add (list, info);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _tl_store_db_fail (db, rc, N_("read the library"), error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

gpointer
_tl_store_work_load_document (TlStoreDb   *db,
                             TlStoreArgs *args,
                             GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, documents[args->kind].load, error);
  char *json = NULL;
  int rc;

  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, args->id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    json = _tl_store_db_dup_text (stmt, 0);
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE)
    set_missing_error (error, args->kind, db->path, args->id);
  else if (rc != SQLITE_ROW)
    _tl_store_db_fail (db, rc, N_("read the library"), error);
  return json;
}

gpointer
_tl_store_work_delete_document (TlStoreDb   *db,
                               TlStoreArgs *args,
                               GError     **error)
{
  const DocumentSql *sql = &documents[args->kind];
  sqlite3_stmt *stmt;

  if (!_tl_store_db_begin (db, error))
    return NULL;
  stmt = _tl_store_db_prepare (db, sql->delete, error);
  if (stmt == NULL)
    goto failed;
  _tl_store_db_bind_text (stmt, 1, args->id);
  if (!_tl_store_db_run (db, stmt, N_("delete the file"), error))
    goto failed;
  if (sqlite3_changes (db->db) == 0)
    {
      set_missing_error (error, args->kind, db->path, args->id);
      goto failed;
    }
  if (!_tl_store_db_commit (db, error))
    goto failed;
  db->changes |= sql->change;
  return TL_STORE_DONE;

failed:
  _tl_store_db_rollback (db);
  return NULL;
}
