/* tl-tile-set-document.c — a tile set being edited, with undo and redo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document holds its tiles as designs (tl-tile-design.h); each change is a
 * step of one or more changes of a tile (before and after), of the list (a
 * tile added, removed or moved) or of the set's own members. Undo applies a
 * step's changes backwards. After every step the tiles are built, and the set
 * is checked with tl_tile_set_check(). This file holds the steps, undo and redo,
 * the entries and the files; the changes a user makes (the set's members, the
 * list of tiles, a tile's members and its design) are in
 * tl-tile-set-document-edits.c.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tl-tile-set-document-private.h"
#include "tl-tileset-format.h"

#define MAX_STEPS 1000

G_DEFINE_FINAL_TYPE (TlTileSetEntry, tl_tile_set_entry, G_TYPE_OBJECT)

static void document_iface_init (TlDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TlTileSetDocument, tl_tile_set_document, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TL_TYPE_DOCUMENT, document_iface_init))

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_GAME,
  PROP_ADDITION,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  PROP_MODIFIED,
  PROP_TOTAL_TILES,
  PROP_ERRORS,
  PROP_WARNINGS,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Tiles. */

void
_tl_tile_set_doc_tile_free (Tile *tile)
{
  if (tile == NULL)
    return;
  g_free (tile->name);
  if (tile->as_read != NULL)
    {
      g_free (tile->as_read->name);
      g_free (tile->as_read);
    }
  g_clear_pointer (&tile->read_problems, g_ptr_array_unref);
  g_free (tile);
}

Tile *
_tl_tile_set_doc_tile_copy (const Tile *tile)
{
  Tile *copy = g_memdup2 (tile, sizeof *tile);

  copy->name = g_strdup (tile->name);
  if (tile->as_read != NULL)
    {
      copy->as_read = g_memdup2 (tile->as_read, sizeof *tile->as_read);
      copy->as_read->name = g_strdup (tile->as_read->name);
    }
  if (tile->read_problems != NULL)
    copy->read_problems = g_ptr_array_ref (tile->read_problems);
  return copy;
}

static gboolean
tile_equal (const Tile *a, const Tile *b)
{
  return strcmp (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0 &&
         a->count == b->count && a->start == b->start &&
         tl_tile_design_equal (&a->design, &b->design) &&
         (a->as_read == NULL) == (b->as_read == NULL);
}

/* The tile's segments: built from its design, or as read. FALSE when there are none to draw. */
static gboolean
tile_build (const Tile *tile, TlTileType *type, GError **error)
{
  memset (type, 0, sizeof *type);
  if (tile->as_read != NULL)
    {
      *type = *tile->as_read;
      type->name = NULL;
    }
  g_strlcpy (type->id, tile->id, sizeof type->id);
  type->count = tile->count;
  type->start_copies = tile->start ? 1 : 0;
  if (tile->as_read != NULL)
    return tl_tile_type_finish (type, error);
  return tl_tile_design_build (&tile->design, type, error);
}

static TlSegmentKind
plain_kind (const char *game)
{
  return g_strcmp0 (game, "discovery") == 0 ? TL_SEGMENT_GRASSLAND : TL_SEGMENT_FIELD;
}

/* Entries. */

static void
tl_tile_set_entry_finalize (GObject *object)
{
  TlTileSetEntry *self = TL_TILE_SET_ENTRY (object);

  _tl_tile_set_doc_tile_free (self->tile);
  g_free (self->built);
  G_OBJECT_CLASS (tl_tile_set_entry_parent_class)->finalize (object);
}

static void
tl_tile_set_entry_class_init (TlTileSetEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_tile_set_entry_finalize;
}

static void
tl_tile_set_entry_init (TlTileSetEntry *self)
{
}

static TlTileSetEntry *
entry_new (const Tile *tile)
{
  TlTileSetEntry *self = g_object_new (TL_TYPE_TILE_SET_ENTRY, NULL);
  TlTileType built;

  self->tile = _tl_tile_set_doc_tile_copy (tile);
  if (tile_build (tile, &built, NULL))
    self->built = g_memdup2 (&built, sizeof built);
  return self;
}

const TlTileType *
tl_tile_set_entry_get_tile (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), NULL);
  return self->built;
}

const TlTileDesign *
tl_tile_set_entry_get_design (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), NULL);
  return &self->tile->design;
}

const char *
tl_tile_set_entry_get_id (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), NULL);
  return self->tile->id;
}

const char *
tl_tile_set_entry_get_name (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), NULL);
  return self->tile->name;
}

guint
tl_tile_set_entry_get_count (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), 0);
  return self->tile->count;
}

gboolean
tl_tile_set_entry_get_start (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), FALSE);
  return self->tile->start;
}

gboolean
tl_tile_set_entry_get_as_read (TlTileSetEntry *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_ENTRY (self), FALSE);
  return self->tile->as_read != NULL;
}

/* Meta. */

static void
meta_clear (Meta *meta)
{
  g_clear_pointer (&meta->id, g_free);
  g_clear_pointer (&meta->name, g_free);
  g_clear_pointer (&meta->game, g_free);
}

Meta *
_tl_tile_set_doc_meta_copy (const Meta *meta)
{
  Meta *copy = g_new0 (Meta, 1);

  copy->id = g_strdup (meta->id);
  copy->name = g_strdup (meta->name);
  copy->game = g_strdup (meta->game);
  copy->addition = meta->addition;
  return copy;
}

void
_tl_tile_set_doc_meta_free (Meta *meta)
{
  if (meta == NULL)
    return;
  meta_clear (meta);
  g_free (meta);
}

static void
change_free (Change *change)
{
  _tl_tile_set_doc_tile_free (change->before);
  _tl_tile_set_doc_tile_free (change->after);
  _tl_tile_set_doc_meta_free (change->meta_before);
  _tl_tile_set_doc_meta_free (change->meta_after);
  g_free (change);
}

static void
step_free (Step *step)
{
  g_free (step->label);
  g_ptr_array_unref (step->changes);
  g_free (step);
}

/* The set as a draft, for the check and the file. */
static TlTileSet *
draft (TlTileSetDocument *self)
{
  TlTileSet *set = tl_tile_set_new (self->meta.id, self->meta.name, self->meta.game);

  set->addition = self->meta.addition;
  for (guint i = 0; i < self->tiles->len; i++)
    {
      const Tile *tile = g_ptr_array_index (self->tiles, i);
      TlTileType type;
      gboolean ok = tile_build (tile, &type, NULL);

      if (!ok && tile->as_read != NULL)
        {
          /* kept as read: its segments go to the check and the file as they are */
          type = *tile->as_read;
          g_strlcpy (type.id, tile->id, sizeof type.id);
          type.count = tile->count;
          type.start_copies = tile->start ? 1 : 0;
        }
      type.name = g_strdup (tile->name);
      tl_tile_set_add (set, &type);
    }
  return set;
}

static void
check (TlTileSetDocument *self)
{
  g_autoptr(TlTileSet) set = draft (self);
  g_autoptr(GPtrArray) found = tl_problem_list_new ();

  tl_tile_set_check (set, found);
  g_ptr_array_set_size (self->problems, 0);
  /* tile by tile, then the set's; a tile kept as read shows what the reader
   * found in it instead of the check's follow-up problems, as the reader does */
  for (guint t = 0; t < self->tiles->len; t++)
    {
      const Tile *tile = g_ptr_array_index (self->tiles, t);

      if (tile->read_problems != NULL && tile->read_problems->len > 0)
        for (guint i = 0; i < tile->read_problems->len; i++)
          {
            TlProblem *p = tl_problem_copy (g_ptr_array_index (tile->read_problems, i));

            p->tile = t;
            g_ptr_array_add (self->problems, p);
          }
      else
        for (guint i = 0; i < found->len; i++)
          if (((TlProblem *) g_ptr_array_index (found, i))->tile == (int) t)
            g_ptr_array_add (self->problems, tl_problem_copy (g_ptr_array_index (found, i)));
    }
  for (guint i = 0; i < found->len; i++)
    if (((TlProblem *) g_ptr_array_index (found, i))->tile < 0)
      g_ptr_array_add (self->problems, tl_problem_copy (g_ptr_array_index (found, i)));
  for (guint i = 0; self->read_problems != NULL && i < self->read_problems->len; i++)
    g_ptr_array_add (self->problems, tl_problem_copy (g_ptr_array_index (self->read_problems, i)));
}

guint
_tl_tile_set_doc_total_tiles (TlTileSetDocument *self)
{
  guint total = 0;

  for (guint i = 0; i < self->tiles->len; i++)
    total += ((Tile *) g_ptr_array_index (self->tiles, i))->count;
  return total;
}

static void
notify_all (TlTileSetDocument *self)
{
  static const guint which[] = {
    PROP_ID, PROP_NAME, PROP_GAME, PROP_ADDITION, PROP_CAN_UNDO, PROP_CAN_REDO,
    PROP_UNDO_LABEL, PROP_REDO_LABEL, PROP_MODIFIED, PROP_TOTAL_TILES, PROP_ERRORS, PROP_WARNINGS,
  };

  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 0; i < G_N_ELEMENTS (which); i++)
    g_object_notify_by_pspec (G_OBJECT (self), props[which[i]]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
refresh (TlTileSetDocument *self)
{
  check (self);
  notify_all (self);
  tl_document_changed (TL_DOCUMENT (self));
}

static void
put_entry (TlTileSetDocument *self, guint index)
{
  g_autoptr(TlTileSetEntry) entry = entry_new (g_ptr_array_index (self->tiles, index));

  g_list_store_splice (self->entries, index, 1, (gpointer *) &entry, 1);
}

/* Applies one change forwards or backwards; returns the tile it was about, or -1. */
static int
apply (TlTileSetDocument *self, const Change *change, gboolean forwards)
{
  switch (change->kind)
    {
    case CHANGE_TILE:
      {
        const Tile *to = forwards ? change->after : change->before;

        _tl_tile_set_doc_tile_free (g_ptr_array_index (self->tiles, change->index));
        self->tiles->pdata[change->index] = _tl_tile_set_doc_tile_copy (to);
        put_entry (self, change->index);
        return change->index;
      }
    case CHANGE_INSERT:
    case CHANGE_REMOVE:
      {
        gboolean insert = (change->kind == CHANGE_INSERT) == forwards;
        const Tile *tile = change->kind == CHANGE_INSERT ? change->after : change->before;

        if (insert)
          {
            g_autoptr(TlTileSetEntry) entry = entry_new (tile);

            g_ptr_array_insert (self->tiles, change->index, _tl_tile_set_doc_tile_copy (tile));
            g_list_store_insert (self->entries, change->index, entry);
            return change->index;
          }
        _tl_tile_set_doc_tile_free (g_ptr_array_steal_index (self->tiles, change->index));
        g_list_store_remove (self->entries, change->index);
        return self->tiles->len > 0 ? (int) MIN (change->index, self->tiles->len - 1) : -1;
      }
    case CHANGE_MOVE:
      {
        guint from = forwards ? change->index : change->to;
        guint to = forwards ? change->to : change->index;
        Tile *tile = g_ptr_array_steal_index (self->tiles, from);
        g_autoptr(TlTileSetEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), from);

        g_ptr_array_insert (self->tiles, to, tile);
        g_list_store_remove (self->entries, from);
        g_list_store_insert (self->entries, to, entry);
        return to;
      }
    case CHANGE_META:
      meta_clear (&self->meta);
      {
        Meta *copy = _tl_tile_set_doc_meta_copy (forwards ? change->meta_after : change->meta_before);

        self->meta = *copy;
        g_free (copy);
      }
      g_clear_pointer (&self->read_problems, g_ptr_array_unref);
      return -1;
    }
  return -1;
}

/* Starts a step; @coalesce names a property whose run of changes to one tile
 * (typing in a field) is one step. */
Step *
_tl_tile_set_doc_step_new (const char *label, const char *coalesce, int index)
{
  Step *step = g_new0 (Step, 1);

  step->label = g_strdup (label);
  step->changes = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  step->coalesce = coalesce;
  step->coalesce_index = index;
  return step;
}

/* Applies @step and keeps it for undo (or folds it into the newest step when it
 * continues its run of typing). */
void
_tl_tile_set_doc_commit (TlTileSetDocument *self, Step *step)
{
  Step *last = g_queue_peek_head (&self->undo);

  if (step->changes->len == 0)
    {
      step_free (step);
      return;
    }
  for (guint i = 0; i < step->changes->len; i++)
    apply (self, g_ptr_array_index (step->changes, i), TRUE);
  g_queue_clear_full (&self->redo, (GDestroyNotify) step_free);

  if (last != NULL && step->coalesce != NULL && last->coalesce == step->coalesce &&
      last->coalesce_index == step->coalesce_index && last->serial != self->saved_serial &&
      last->changes->len == 1 && step->changes->len == 1)
    {
      Change *old = g_ptr_array_index (last->changes, 0);
      Change *new = g_ptr_array_index (step->changes, 0);

      /* the run keeps its first "before" and takes the newest "after" */
      if (old->kind == CHANGE_TILE)
        {
          _tl_tile_set_doc_tile_free (old->after);
          old->after = g_steal_pointer (&new->after);
        }
      else
        {
          _tl_tile_set_doc_meta_free (old->meta_after);
          old->meta_after = g_steal_pointer (&new->meta_after);
        }
      step_free (step);
    }
  else
    {
      step->serial = ++self->next_serial;
      g_queue_push_head (&self->undo, step);
      while (g_queue_get_length (&self->undo) > MAX_STEPS)
        step_free (g_queue_pop_tail (&self->undo));
    }
  refresh (self);
}

void
_tl_tile_set_doc_add_tile_change (Step *step, guint index, const Tile *before, const Tile *after)
{
  Change *change;

  if (tile_equal (before, after))
    return;
  change = g_new0 (Change, 1);
  change->kind = CHANGE_TILE;
  change->index = index;
  change->before = _tl_tile_set_doc_tile_copy (before);
  change->after = _tl_tile_set_doc_tile_copy (after);
  g_ptr_array_add (step->changes, change);
}

Tile *
_tl_tile_set_doc_tile_at (TlTileSetDocument *self, guint index)
{
  return g_ptr_array_index (self->tiles, index);
}

/* GObject. */

static void
tl_tile_set_document_dispose (GObject *object)
{
  TlTileSetDocument *self = TL_TILE_SET_DOCUMENT (object);

  g_clear_object (&self->entries);
  G_OBJECT_CLASS (tl_tile_set_document_parent_class)->dispose (object);
}

static void
tl_tile_set_document_finalize (GObject *object)
{
  TlTileSetDocument *self = TL_TILE_SET_DOCUMENT (object);

  meta_clear (&self->meta);
  g_clear_pointer (&self->read_problems, g_ptr_array_unref);
  g_ptr_array_unref (self->tiles);
  g_queue_clear_full (&self->undo, (GDestroyNotify) step_free);
  g_queue_clear_full (&self->redo, (GDestroyNotify) step_free);
  g_ptr_array_unref (self->problems);
  G_OBJECT_CLASS (tl_tile_set_document_parent_class)->finalize (object);
}

static void
tl_tile_set_document_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TlTileSetDocument *self = TL_TILE_SET_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->meta.id); break;
    case PROP_NAME: g_value_set_string (value, self->meta.name); break;
    case PROP_GAME: g_value_set_string (value, self->meta.game); break;
    case PROP_ADDITION: g_value_set_boolean (value, self->meta.addition); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, tl_tile_set_document_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, tl_tile_set_document_can_redo (self)); break;
    case PROP_UNDO_LABEL: g_value_set_string (value, tl_tile_set_document_undo_label (self)); break;
    case PROP_REDO_LABEL: g_value_set_string (value, tl_tile_set_document_redo_label (self)); break;
    case PROP_MODIFIED: g_value_set_boolean (value, tl_tile_set_document_get_modified (self)); break;
    case PROP_TOTAL_TILES: g_value_set_uint (value, _tl_tile_set_doc_total_tiles (self)); break;
    case PROP_ERRORS: g_value_set_uint (value, tl_tile_set_document_get_errors (self)); break;
    case PROP_WARNINGS: g_value_set_uint (value, tl_tile_set_document_get_warnings (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_tile_set_document_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TlTileSetDocument *self = TL_TILE_SET_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_ID: tl_tile_set_document_set_id (self, g_value_get_string (value)); break;
    case PROP_NAME: tl_tile_set_document_set_name (self, g_value_get_string (value)); break;
    case PROP_GAME: tl_tile_set_document_set_game (self, g_value_get_string (value)); break;
    case PROP_ADDITION: tl_tile_set_document_set_addition (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_tile_set_document_class_init (TlTileSetDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tl_tile_set_document_dispose;
  object_class->finalize = tl_tile_set_document_finalize;
  object_class->get_property = tl_tile_set_document_get_property;
  object_class->set_property = tl_tile_set_document_set_property;

  props[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, rw);
  props[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  props[PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL, rw);
  props[PROP_ADDITION] = g_param_spec_boolean ("addition", NULL, NULL, FALSE, rw);
  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  props[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  props[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, ro);
  props[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, ro);
  props[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, ro);
  props[PROP_TOTAL_TILES] = g_param_spec_uint ("total-tiles", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_ERRORS] = g_param_spec_uint ("errors", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_WARNINGS] = g_param_spec_uint ("warnings", NULL, NULL, 0, G_MAXUINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

/* ---- TlDocument (its `changed`: after every step, undo and redo; the tiles,
 * problems or members changed) ---- */

#define DOC(d) TL_TILE_SET_DOCUMENT (d)
static const char *doc_id (TlDocument *d) { return tl_tile_set_document_get_id (DOC (d)); }
static const char *doc_name (TlDocument *d) { return tl_tile_set_document_get_name (DOC (d)); }
static void doc_set_name (TlDocument *d, const char *name) { tl_tile_set_document_set_name (DOC (d), name); }
static char *doc_json (TlDocument *d) { return tl_tile_set_document_to_data (DOC (d)); }
static void doc_mark_saved (TlDocument *d) { tl_tile_set_document_mark_saved (DOC (d)); }
static int doc_undo (TlDocument *d) { return tl_tile_set_document_undo (DOC (d)); }
static int doc_redo (TlDocument *d) { return tl_tile_set_document_redo (DOC (d)); }
static GPtrArray *doc_problems (TlDocument *d) { return tl_tile_set_document_get_problems (DOC (d)); }
static guint doc_errors (TlDocument *d) { return tl_tile_set_document_get_errors (DOC (d)); }
#undef DOC

static void
document_iface_init (TlDocumentInterface *iface)
{
  iface->get_id = doc_id;
  iface->get_name = doc_name;
  iface->set_name = doc_set_name;
  iface->to_json = doc_json;
  iface->mark_saved = doc_mark_saved;
  iface->undo = doc_undo;
  iface->redo = doc_redo;
  iface->get_problems = doc_problems;
  iface->get_errors = doc_errors;
}

static void
tl_tile_set_document_init (TlTileSetDocument *self)
{
  self->tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) _tl_tile_set_doc_tile_free);
  self->entries = g_list_store_new (TL_TYPE_TILE_SET_ENTRY);
  self->problems = tl_problem_list_new ();
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
}

Tile *
_tl_tile_set_doc_plain_tile (const char *game, const char *id)
{
  Tile *tile = g_new0 (Tile, 1);

  g_strlcpy (tile->id, id, sizeof tile->id);
  tile->count = 1;
  tl_tile_design_init (&tile->design, plain_kind (game));
  return tile;
}

static void
append_tile (TlTileSetDocument *self, Tile *tile)
{
  g_autoptr(TlTileSetEntry) entry = entry_new (tile);

  g_ptr_array_add (self->tiles, tile);
  g_list_store_append (self->entries, entry);
}

TlTileSetDocument *
tl_tile_set_document_new (const char *game,
                          const char *id,
                          const char *name)
{
  TlTileSetDocument *self = g_object_new (TL_TYPE_TILE_SET_DOCUMENT, NULL);
  Tile *tile = _tl_tile_set_doc_plain_tile (game, "T1");

  self->meta.id = g_strdup (id);
  self->meta.name = g_strdup (name);
  self->meta.game = g_strdup (g_strcmp0 (game, "discovery") == 0 ? "discovery" : "carcassonne");
  tile->start = TRUE;
  append_tile (self, tile);
  check (self);
  return self;
}

/* The reader's problems about tile @index, moved out of @problems. */
static GPtrArray *
take_tile_problems (GPtrArray *problems, int index)
{
  GPtrArray *mine = NULL;

  for (guint i = 0; i < problems->len;)
    {
      TlProblem *p = g_ptr_array_index (problems, i);

      if (p->tile == index && p->domain == TL_FORMAT_ERROR)
        {
          if (mine == NULL)
            mine = tl_problem_list_new ();
          g_ptr_array_add (mine, g_ptr_array_steal_index (problems, i));
        }
      else
        i++;
    }
  return mine;
}

TlTileSetDocument *
tl_tile_set_document_new_from_data (const char  *data,
                                    gssize       length,
                                    const char  *origin,
                                    GError     **error)
{
  g_autoptr(GPtrArray) problems = tl_problem_list_new ();
  g_autoptr(TlTileSet) set = tl_tileset_format_read_data (data, length, origin, problems, error);
  TlTileSetDocument *self;

  if (set == NULL)
    return NULL;
  self = g_object_new (TL_TYPE_TILE_SET_DOCUMENT, NULL);
  self->meta.id = g_strdup (set->id);
  self->meta.name = g_strdup (set->name);
  self->meta.game = g_strdup (g_strcmp0 (set->game, "discovery") == 0 ? "discovery" : "carcassonne");
  self->meta.addition = set->addition;
  for (guint i = 0; i < set->types->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, i);
      Tile *tile = g_new0 (Tile, 1);

      g_strlcpy (tile->id, type->id, sizeof tile->id);
      tile->name = g_strdup (type->name);
      tile->count = type->count;
      tile->start = type->start_copies > 0;
      tile->read_problems = take_tile_problems (problems, i);
      if (!tl_tile_design_infer (type, &tile->design) || tile->read_problems != NULL)
        {
          tile->as_read = g_memdup2 (type, sizeof *type);
          tile->as_read->name = NULL;
        }
      append_tile (self, tile);
    }
  /* what is left of the reader's problems is about the set */
  for (guint i = 0; i < problems->len;)
    {
      TlProblem *p = g_ptr_array_index (problems, i);

      if (p->domain == TL_FORMAT_ERROR && p->tile < 0)
        {
          if (self->read_problems == NULL)
            self->read_problems = tl_problem_list_new ();
          g_ptr_array_add (self->read_problems, g_ptr_array_steal_index (problems, i));
        }
      else
        i++;
    }
  check (self);
  return self;
}

/* Undo and redo. */

gboolean
tl_tile_set_document_can_undo (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), FALSE);
  return !g_queue_is_empty (&self->undo);
}

gboolean
tl_tile_set_document_can_redo (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), FALSE);
  return !g_queue_is_empty (&self->redo);
}

const char *
tl_tile_set_document_undo_label (TlTileSetDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  step = g_queue_peek_head (&self->undo);
  return step != NULL ? step->label : NULL;
}

const char *
tl_tile_set_document_redo_label (TlTileSetDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  step = g_queue_peek_head (&self->redo);
  return step != NULL ? step->label : NULL;
}

int
tl_tile_set_document_undo (TlTileSetDocument *self)
{
  Step *step;
  int tile = -1;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), -1);

  step = g_queue_pop_head (&self->undo);
  if (step == NULL)
    return -1;
  for (guint i = step->changes->len; i-- > 0;)
    {
      int t = apply (self, g_ptr_array_index (step->changes, i), FALSE);

      if (tile < 0)
        tile = t;
    }
  g_queue_push_head (&self->redo, step);
  refresh (self);
  return tile;
}

int
tl_tile_set_document_redo (TlTileSetDocument *self)
{
  Step *step;
  int tile = -1;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), -1);

  step = g_queue_pop_head (&self->redo);
  if (step == NULL)
    return -1;
  for (guint i = 0; i < step->changes->len; i++)
    {
      int t = apply (self, g_ptr_array_index (step->changes, i), TRUE);

      if (tile < 0)
        tile = t;
    }
  g_queue_push_head (&self->undo, step);
  refresh (self);
  return tile;
}

/* Problems and files. */

GPtrArray *
tl_tile_set_document_get_problems (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  return self->problems;
}

guint
tl_tile_set_document_get_errors (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);
  return tl_problem_list_count (self->problems, TL_PROBLEM_ERROR);
}

guint
tl_tile_set_document_get_warnings (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);
  return tl_problem_list_count (self->problems, TL_PROBLEM_WARNING);
}

char *
tl_tile_set_document_to_data (TlTileSetDocument *self)
{
  g_autoptr(TlTileSet) set = NULL;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);

  set = draft (self);
  return tl_tileset_format_to_data (set, NULL);
}

TlTileSet *
tl_tile_set_document_to_set (TlTileSetDocument *self,
                             GError           **error)
{
  g_autofree char *data = NULL;
  const char *origin;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);

  /* through the file format: what is played is what a file of it holds */
  data = tl_tile_set_document_to_data (self);
  origin = self->meta.name != NULL && self->meta.name[0] ? self->meta.name : "tile set";
  return tl_tileset_format_load_data (data, -1, origin, error);
}

TlRecord *
tl_tile_set_document_trial_header (TlTileSetDocument *self,
                                   guint              players,
                                   gint               level,
                                   gint64             seed,
                                   GError           **error)
{
  static const char * const colors[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlTileSet) played = NULL;
  TlRecord *header;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  g_return_val_if_fail (players >= 2 && players <= G_N_ELEMENTS (colors), NULL);

  set = tl_tile_set_document_to_set (self, error);
  if (set == NULL || (played = tl_tileset_format_playable (set, error)) == NULL)
    return NULL;
  header = tl_record_new (played->game, played);
  header->tileset_inline = TRUE;
  header->seed = seed;
  for (guint i = 0; i < players; i++)
    {
      /* Translators: a computer player's name in a trial of a tile set */
      g_autofree char *name = g_strdup_printf (_("Computer %u"), i + 1);

      tl_record_add_player (header, name, colors[i], TL_PLAYER_AI, level);
    }
  return header;
}

gboolean
tl_tile_set_document_get_modified (TlTileSetDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), FALSE);
  step = g_queue_peek_head (&self->undo);
  return (step != NULL ? step->serial : 0) != self->saved_serial;
}

void
tl_tile_set_document_mark_saved (TlTileSetDocument *self)
{
  Step *step;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  step = g_queue_peek_head (&self->undo);
  self->saved_serial = step != NULL ? step->serial : 0;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODIFIED]);
}

char *
tl_tile_set_document_new_id (void)
{
  g_autofree char *uuid = g_uuid_string_random ();

  return g_strconcat ("tileset-", uuid, NULL);
}
