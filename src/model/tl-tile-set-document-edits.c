/* tl-tile-set-document-edits.c — the changes a user makes to a TlTileSetDocument:
 * the set's members, the list of tiles, a tile's id, name, count and start, and
 * its design (tl_tile_set_document_edit_tile()); each one step of undo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tl-tile-set-document-private.h"

/* The set. */

const char *
tl_tile_set_document_get_id (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  return self->meta.id;
}

const char *
tl_tile_set_document_get_name (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  return self->meta.name;
}

const char *
tl_tile_set_document_get_game (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  return self->meta.game;
}

gboolean
tl_tile_set_document_get_addition (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), FALSE);
  return self->meta.addition;
}

/* One change of the set's members, @edit applied to a copy. */
static void
change_meta (TlTileSetDocument *self,
             const char        *label,
             const char        *coalesce,
             void             (*edit) (Meta *meta, gconstpointer value),
             gconstpointer      value)
{
  Meta *after = _tl_tile_set_doc_meta_copy (&self->meta);
  Step *step;
  Change *change;

  edit (after, value);
  if (g_strcmp0 (after->id, self->meta.id) == 0 && g_strcmp0 (after->name, self->meta.name) == 0 &&
      g_strcmp0 (after->game, self->meta.game) == 0 && after->addition == self->meta.addition)
    {
      _tl_tile_set_doc_meta_free (after);
      return;
    }
  step = _tl_tile_set_doc_step_new (label, coalesce, -1);
  change = g_new0 (Change, 1);
  change->kind = CHANGE_META;
  change->meta_before = _tl_tile_set_doc_meta_copy (&self->meta);
  change->meta_after = after;
  g_ptr_array_add (step->changes, change);
  _tl_tile_set_doc_commit (self, step);
}

static void
edit_id (Meta *meta, gconstpointer value)
{
  g_free (meta->id);
  meta->id = g_strdup (value);
}

static void
edit_name (Meta *meta, gconstpointer value)
{
  g_free (meta->name);
  meta->name = g_strdup (value);
}

static void
edit_game (Meta *meta, gconstpointer value)
{
  g_free (meta->game);
  meta->game = g_strdup (g_strcmp0 (value, "discovery") == 0 ? "discovery" : "carcassonne");
}

static void
edit_addition (Meta *meta, gconstpointer value)
{
  meta->addition = GPOINTER_TO_INT (value);
}

void
tl_tile_set_document_set_id (TlTileSetDocument *self,
                             const char        *id)
{
  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  change_meta (self, _("Change Tile Set Id"), "set-id", edit_id, id != NULL ? id : "");
}

void
tl_tile_set_document_set_name (TlTileSetDocument *self,
                               const char        *name)
{
  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  change_meta (self, _("Rename Tile Set"), "set-name", edit_name, name != NULL ? name : "");
}

void
tl_tile_set_document_set_game (TlTileSetDocument *self,
                               const char        *game)
{
  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  change_meta (self, _("Change Game"), NULL, edit_game, game);
}

void
tl_tile_set_document_set_addition (TlTileSetDocument *self,
                                   gboolean           addition)
{
  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  change_meta (self, addition ? _("Make an Addition") : _("Make a Set of Its Own"), NULL,
               edit_addition, GINT_TO_POINTER (addition != FALSE));
}

/* Tiles. */

GListModel *
tl_tile_set_document_get_tiles (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  return G_LIST_MODEL (self->entries);
}

guint
tl_tile_set_document_n_tiles (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);
  return self->tiles->len;
}

TlTileSetEntry *
tl_tile_set_document_get_tile (TlTileSetDocument *self,
                               guint              index)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), NULL);
  g_return_val_if_fail (index < self->tiles->len, NULL);
  return g_list_model_get_item (G_LIST_MODEL (self->entries), index);
}

int
tl_tile_set_document_find (TlTileSetDocument *self,
                           const char        *id)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), -1);

  for (guint i = 0; i < self->tiles->len; i++)
    if (g_strcmp0 (_tl_tile_set_doc_tile_at (self, i)->id, id) == 0)
      return i;
  return -1;
}

guint
tl_tile_set_document_get_total_tiles (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);
  return _tl_tile_set_doc_total_tiles (self);
}

/* "T1", "T2" …, or "<base>2", "<base>3" …: the first id no tile has. */
static void
free_id (TlTileSetDocument *self, const char *base, char *out)
{
  for (guint n = base != NULL ? 2 : 1;; n++)
    {
      g_autofree char *suffix = g_strdup_printf ("%u", n);
      g_autofree char *id = NULL;

      if (base != NULL)
        {
          gsize keep = MIN (strlen (base), TL_TILE_ID_MAX - 1 - strlen (suffix));

          id = g_strdup_printf ("%.*s%s", (int) keep, base, suffix);
        }
      else
        id = g_strconcat ("T", suffix, NULL);
      if (tl_tile_set_document_find (self, id) < 0)
        {
          g_strlcpy (out, id, TL_TILE_ID_MAX);
          return;
        }
    }
}

static guint
insert_tile (TlTileSetDocument *self, guint index, Tile *tile, const char *label)
{
  Step *step = _tl_tile_set_doc_step_new (label, NULL, -1);
  Change *change = g_new0 (Change, 1);

  change->kind = CHANGE_INSERT;
  change->index = index;
  change->after = tile;
  g_ptr_array_add (step->changes, change);
  _tl_tile_set_doc_commit (self, step);
  return index;
}

guint
tl_tile_set_document_add_tile (TlTileSetDocument *self,
                               int                after)
{
  Tile *tile;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);

  tile = _tl_tile_set_doc_plain_tile (self->meta.game, "T1");
  free_id (self, NULL, tile->id);
  return insert_tile (self, after < 0 || (guint) after >= self->tiles->len ? self->tiles->len
                                                                           : (guint) after + 1,
                      tile, _("Add Tile"));
}

guint
tl_tile_set_document_duplicate_tile (TlTileSetDocument *self,
                                     guint              index)
{
  Tile *tile;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), 0);
  g_return_val_if_fail (index < self->tiles->len, 0);

  tile = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  tile->start = FALSE;
  free_id (self, _tl_tile_set_doc_tile_at (self, index)->id, tile->id);
  return insert_tile (self, index + 1, tile, _("Duplicate Tile"));
}

void
tl_tile_set_document_remove_tile (TlTileSetDocument *self,
                                  guint              index)
{
  Step *step;
  Change *change;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (index < self->tiles->len);

  step = _tl_tile_set_doc_step_new (_("Delete Tile"), NULL, -1);
  change = g_new0 (Change, 1);
  change->kind = CHANGE_REMOVE;
  change->index = index;
  change->before = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  g_ptr_array_add (step->changes, change);
  _tl_tile_set_doc_commit (self, step);
}

void
tl_tile_set_document_move_tile (TlTileSetDocument *self,
                                guint              from,
                                guint              to)
{
  Step *step;
  Change *change;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (from < self->tiles->len && to < self->tiles->len);

  if (from == to)
    return;
  step = _tl_tile_set_doc_step_new (_("Move Tile"), NULL, -1);
  change = g_new0 (Change, 1);
  change->kind = CHANGE_MOVE;
  change->index = from;
  change->to = to;
  g_ptr_array_add (step->changes, change);
  _tl_tile_set_doc_commit (self, step);
}

/* The tile's @member ("id", "name", "count", "start") was given a value: the
 * file reader's problems about it (`$.tiles[N].count` …) are answered. The
 * list is shared with the undo history's copies of the tile: a new one is made. */
static void
drop_read_problems (Tile       *tile,
                    const char *member)
{
  g_autofree char *suffix = g_strconcat ("].", member, NULL);
  GPtrArray *kept = NULL;

  if (tile->read_problems == NULL)
    return;
  for (guint i = 0; i < tile->read_problems->len; i++)
    {
      const TlProblem *problem = g_ptr_array_index (tile->read_problems, i);

      if (g_str_has_suffix (problem->path, suffix))
        continue;
      if (kept == NULL)
        kept = tl_problem_list_new ();
      g_ptr_array_add (kept, tl_problem_copy (problem));
    }
  g_ptr_array_unref (tile->read_problems);
  tile->read_problems = kept;
}

/* One change of one tile's members. */
static void
change_tile (TlTileSetDocument *self, guint index, const Tile *after, const char *label,
             const char *coalesce)
{
  Step *step = _tl_tile_set_doc_step_new (label, coalesce, index);

  _tl_tile_set_doc_add_tile_change (step, index, _tl_tile_set_doc_tile_at (self, index), after);
  _tl_tile_set_doc_commit (self, step);
}

void
tl_tile_set_document_set_tile_id (TlTileSetDocument *self,
                                  guint              index,
                                  const char        *id)
{
  Tile *after;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (index < self->tiles->len && id != NULL);

  after = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  g_strlcpy (after->id, id, sizeof after->id);
  drop_read_problems (after, "id");
  change_tile (self, index, after, _("Change Tile Id"), "tile-id");
  _tl_tile_set_doc_tile_free (after);
}

void
tl_tile_set_document_set_tile_name (TlTileSetDocument *self,
                                    guint              index,
                                    const char        *name)
{
  Tile *after;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (index < self->tiles->len);

  after = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  g_free (after->name);
  after->name = name != NULL && name[0] != '\0' ? g_strdup (name) : NULL;
  drop_read_problems (after, "name");
  change_tile (self, index, after, _("Rename Tile"), "tile-name");
  _tl_tile_set_doc_tile_free (after);
}

void
tl_tile_set_document_set_tile_count (TlTileSetDocument *self,
                                     guint              index,
                                     guint              count)
{
  Tile *after;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (index < self->tiles->len);

  after = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  after->count = MIN (count, TL_MAX_TOTAL_TILES);
  drop_read_problems (after, "count");
  change_tile (self, index, after, _("Change Count"), "tile-count");
  _tl_tile_set_doc_tile_free (after);
}

void
tl_tile_set_document_set_start_tile (TlTileSetDocument *self,
                                     int                index)
{
  Step *step;

  g_return_if_fail (TL_IS_TILE_SET_DOCUMENT (self));
  g_return_if_fail (index < (int) self->tiles->len);

  step = _tl_tile_set_doc_step_new (_("Choose Start Tile"), NULL, -1);
  for (guint i = 0; i < self->tiles->len; i++)
    {
      Tile *after = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, i));

      after->start = (int) i == index;
      drop_read_problems (after, "start");
      _tl_tile_set_doc_add_tile_change (step, i, _tl_tile_set_doc_tile_at (self, i), after);
      _tl_tile_set_doc_tile_free (after);
    }
  _tl_tile_set_doc_commit (self, step);
}

int
tl_tile_set_document_get_start_tile (TlTileSetDocument *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), -1);

  for (guint i = 0; i < self->tiles->len; i++)
    if (_tl_tile_set_doc_tile_at (self, i)->start)
      return i;
  return -1;
}

static TlSegmentKind
next_kind (const char *game, TlSegmentKind kind)
{
  static const TlSegmentKind carcassonne[] = { TL_SEGMENT_FIELD, TL_SEGMENT_ROAD, TL_SEGMENT_CITY };
  static const TlSegmentKind discovery[] = { TL_SEGMENT_GRASSLAND, TL_SEGMENT_MOUNTAIN, TL_SEGMENT_SEA };
  const TlSegmentKind *cycle = g_strcmp0 (game, "discovery") == 0 ? discovery : carcassonne;

  for (guint i = 0; i < 3; i++)
    if (cycle[i] == kind)
      return cycle[(i + 1) % 3];
  return cycle[0];
}

static const char *
edit_label (TlTileEdit edit)
{
  switch (edit)
    {
    case TL_TILE_EDIT_KIND:
    case TL_TILE_EDIT_CYCLE_KIND: return _("Change Side");
    case TL_TILE_EDIT_JOIN: return _("Join Sides");
    case TL_TILE_EDIT_SEPARATE: return _("Separate Side");
    case TL_TILE_EDIT_ROAD_END: return _("Change Road End");
    case TL_TILE_EDIT_GATE: return _("Change City Gate");
    case TL_TILE_EDIT_MONASTERY: return _("Change Monastery");
    case TL_TILE_EDIT_PENNANTS: return _("Change Pennants");
    case TL_TILE_EDIT_SYMBOL: return _("Change Symbol");
    case TL_TILE_EDIT_CORNER_WALL: return _("Change City Corner");
    case TL_TILE_EDIT_JUNCTION_GATE: return _("Change Crossroads");
    case TL_TILE_EDIT_CENTRE: return _("Change Middle Terrain");
    case TL_TILE_EDIT_PORT_CITIES: return _("Change Port Cities");
    case TL_TILE_EDIT_ROTATE: return _("Rotate Tile");
    }
  return _("Change Tile");
}

gboolean
tl_tile_set_document_edit_tile (TlTileSetDocument *self,
                                guint              index,
                                TlTileEdit         edit,
                                guint              a,
                                guint              b,
                                guint              c,
                                GError           **error)
{
  Tile *after;
  TlTileDesign *d;
  TlTileType built;
  gboolean ok;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (self), FALSE);
  g_return_val_if_fail (index < self->tiles->len, FALSE);

  after = _tl_tile_set_doc_tile_copy (_tl_tile_set_doc_tile_at (self, index));
  d = &after->design;
  switch (edit)
    {
    case TL_TILE_EDIT_KIND:
      if (a < TL_N_SIDES && b < TL_N_SEGMENT_KINDS)
        tl_tile_design_set_kind (d, a, b);
      break;
    case TL_TILE_EDIT_CYCLE_KIND:
      if (a < TL_N_SIDES)
        tl_tile_design_set_kind (d, a, next_kind (self->meta.game, d->kind[a]));
      break;
    case TL_TILE_EDIT_JOIN:
      if (a < TL_N_SIDES && b < TL_N_SIDES)
        tl_tile_design_join (d, a, b);
      break;
    case TL_TILE_EDIT_SEPARATE:
      if (a < TL_N_SIDES)
        tl_tile_design_separate (d, a);
      break;
    case TL_TILE_EDIT_ROAD_END:
      if (a < TL_N_SIDES)
        tl_tile_design_set_road_end (d, a, b);
      break;
    case TL_TILE_EDIT_GATE:
      if (a < TL_N_SIDES)
        tl_tile_design_set_gate (d, a, b);
      break;
    case TL_TILE_EDIT_MONASTERY:
      tl_tile_design_set_monastery (d, a != 0);
      break;
    case TL_TILE_EDIT_PENNANTS:
      if (a < TL_N_SIDES)
        tl_tile_design_set_pennants (d, a, b);
      break;
    case TL_TILE_EDIT_SYMBOL:
      if (b < TL_N_SYMBOLS)
        tl_tile_design_set_symbol (d, a, b, c != 0);
      break;
    case TL_TILE_EDIT_CORNER_WALL:
      if (a < 4)
        tl_tile_design_set_corner_wall (d, a, b != 0, c);
      break;
    case TL_TILE_EDIT_JUNCTION_GATE:
      if (a < TL_N_SIDES)
        tl_tile_design_set_junction_gate (d, a, b != 0);
      break;
    case TL_TILE_EDIT_CENTRE:
      tl_tile_design_set_centre (d, a);
      break;
    case TL_TILE_EDIT_PORT_CITIES:
      if (a < TL_N_SIDES && b < TL_N_SIDES)
        tl_tile_design_set_port_cities (d, a, b, c);
      break;
    case TL_TILE_EDIT_ROTATE:
      tl_tile_design_rotate (d, a);
      break;
    }

  /* a tile kept as read becomes what its sides say */
  if (after->as_read != NULL)
    {
      g_free (after->as_read->name);
      g_clear_pointer (&after->as_read, g_free);
      g_clear_pointer (&after->read_problems, g_ptr_array_unref);
    }
  memset (&built, 0, sizeof built);
  g_strlcpy (built.id, after->id[0] ? after->id : "?", sizeof built.id);
  ok = tl_tile_design_build (d, &built, error);
  if (ok)
    change_tile (self, index, after, edit_label (edit), NULL);
  _tl_tile_set_doc_tile_free (after);
  return ok;
}
