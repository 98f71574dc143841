/* tl-map-document.c — a map layout being edited: cells, name, undo and redo, problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change runs between begin_step() and end_step(): the first takes a copy
 * of the grid and the name, the second compares and keeps only the difference
 * as one undo step — the cells that changed (index, before, after) when the size
 * stayed, both whole grids when it did not. Undo and redo apply a step's
 * "before" or "after" side.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tl-map-document.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"

/* The most steps kept; the oldest are forgotten first. */
#define MAX_STEPS 1000

static const TlMapCell paint_cells[TL_N_MAP_PAINTS] = {
  [TL_MAP_PAINT_PLAYABLE] = { TL_MAP_PLAYABLE, TL_MAP_NO_COLOR, FALSE },
  [TL_MAP_PAINT_BLOCKED] = { TL_MAP_BLOCKED, TL_MAP_NO_COLOR, FALSE },
  [TL_MAP_PAINT_START] = { TL_MAP_START, TL_MAP_NO_COLOR, FALSE },
  [TL_MAP_PAINT_TOWN] = { TL_MAP_TOWN, TL_MAP_NO_COLOR, FALSE },
  [TL_MAP_PAINT_PURPLE] = { TL_MAP_OUTLINED, TL_MAP_PURPLE, FALSE },
  [TL_MAP_PAINT_ORANGE] = { TL_MAP_OUTLINED, TL_MAP_ORANGE, FALSE },
  [TL_MAP_PAINT_LIGHT_BLUE] = { TL_MAP_OUTLINED, TL_MAP_LIGHT_BLUE, FALSE },
  [TL_MAP_PAINT_HALF] = { TL_MAP_HALF, TL_MAP_NO_COLOR, FALSE },
};

TlMapPaint
tl_map_paint_of_cell (const TlMapCell *cell)
{
  switch (cell->kind)
    {
    case TL_MAP_PLAYABLE: return TL_MAP_PAINT_PLAYABLE;
    case TL_MAP_START: return TL_MAP_PAINT_START;
    case TL_MAP_TOWN: return TL_MAP_PAINT_TOWN;
    case TL_MAP_HALF: return TL_MAP_PAINT_HALF;
    case TL_MAP_OUTLINED:
      return cell->color == TL_MAP_ORANGE ? TL_MAP_PAINT_ORANGE
           : cell->color == TL_MAP_LIGHT_BLUE ? TL_MAP_PAINT_LIGHT_BLUE
           : TL_MAP_PAINT_PURPLE;
    default: return TL_MAP_PAINT_BLOCKED;
    }
}

TlMapCell
tl_map_paint_cell (TlMapPaint paint)
{
  g_return_val_if_fail (paint < TL_N_MAP_PAINTS, paint_cells[TL_MAP_PAINT_BLOCKED]);
  return paint_cells[paint];
}

/* One cell of a step that kept the size. */
typedef struct {
  guint index;
  TlMapCell before;
  TlMapCell after;
} CellChange;

/* A grid and a name, whole. */
typedef struct {
  guint width, height;
  TlMapCell *cells;
  char *name;
} Snapshot;

typedef struct {
  char *label;
  guint serial;
  GArray *cells;            /* CellChange, when the size stayed */
  Snapshot before, after;   /* cells only when the size changed; names always */
} Step;

struct _TlMapDocument {
  GObject parent_instance;

  TlMapLayout *layout;      /* unfinished, edited in place */
  guint deck_tiles;
  GPtrArray *problems;
  guint counts[TL_N_MAP_PAINTS];

  GQueue undo;              /* Step*, newest at the head */
  GQueue redo;
  guint next_serial;
  guint saved_serial;       /* serial of the newest step when saved, 0 = none */

  /* the step being made */
  guint depth;
  Snapshot start;
  char *step_label;
  gint dirty_x0, dirty_y0, dirty_x1, dirty_y1;   /* cells painted, for the signal */
  gboolean notify_name;
};

static void document_iface_init (TlDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TlMapDocument, tl_map_document, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TL_TYPE_DOCUMENT, document_iface_init))

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_DECK_TILES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  N_PROPS
};

enum {
  SIGNAL_CELLS_CHANGED,
  SIGNAL_PROBLEMS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
snapshot_clear (Snapshot *s)
{
  g_clear_pointer (&s->cells, g_free);
  g_clear_pointer (&s->name, g_free);
}

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->label);
  g_clear_pointer (&step->cells, g_array_unref);
  snapshot_clear (&step->before);
  snapshot_clear (&step->after);
  g_free (step);
}

static gsize
n_cells (const TlMapLayout *layout)
{
  return (gsize) layout->width * layout->height;
}

static gboolean
same_cell (const TlMapCell *a, const TlMapCell *b)
{
  return a->kind == b->kind && a->color == b->color;
}

/* Counts and problems from the grid as it is. */
static void
recheck (TlMapDocument *self)
{
  memset (self->counts, 0, sizeof self->counts);
  for (gsize i = 0; i < n_cells (self->layout); i++)
    self->counts[tl_map_paint_of_cell (&self->layout->cells[i])]++;
  g_ptr_array_set_size (self->problems, 0);
  tl_map_layout_check (self->layout, self->deck_tiles, self->problems);
  g_signal_emit (self, signals[SIGNAL_PROBLEMS_CHANGED], 0);
  tl_document_changed (TL_DOCUMENT (self));
}

static void
notify_history (TlMapDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
mark_dirty (TlMapDocument *self, gint x, gint y)
{
  self->dirty_x0 = MIN (self->dirty_x0, x);
  self->dirty_y0 = MIN (self->dirty_y0, y);
  self->dirty_x1 = MAX (self->dirty_x1, x);
  self->dirty_y1 = MAX (self->dirty_y1, y);
}

static void
reset_dirty (TlMapDocument *self)
{
  self->dirty_x0 = self->dirty_y0 = G_MAXINT;
  self->dirty_x1 = self->dirty_y1 = G_MININT;
}

static void
emit_dirty (TlMapDocument *self)
{
  if (self->dirty_x0 > self->dirty_x1)
    return;
  g_signal_emit (self, signals[SIGNAL_CELLS_CHANGED], 0, (guint) self->dirty_x0,
                 (guint) self->dirty_y0, (guint) (self->dirty_x1 - self->dirty_x0 + 1),
                 (guint) (self->dirty_y1 - self->dirty_y0 + 1));
  reset_dirty (self);
}

static void
emit_all (TlMapDocument *self)
{
  g_signal_emit (self, signals[SIGNAL_CELLS_CHANGED], 0, 0u, 0u, self->layout->width,
                 self->layout->height);
}

/* Replaces the grid by @width × @height @cells (copied) and emits what follows. */
static void
put_grid (TlMapDocument   *self,
          guint            width,
          guint            height,
          const TlMapCell *cells)
{
  gboolean resized = width != self->layout->width || height != self->layout->height;

  g_free (self->layout->cells);
  self->layout->cells = g_memdup2 (cells, (gsize) width * height * sizeof (TlMapCell));
  self->layout->width = width;
  self->layout->height = height;
  if (resized)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEIGHT]);
    }
  emit_all (self);
}

static void
put_name (TlMapDocument *self, const char *name)
{
  if (g_strcmp0 (self->layout->name, name) == 0)
    return;
  g_free (self->layout->name);
  self->layout->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

static void
begin_step (TlMapDocument *self, const char *label)
{
  if (self->depth++ > 0)
    return;
  self->start.width = self->layout->width;
  self->start.height = self->layout->height;
  self->start.cells = g_memdup2 (self->layout->cells, n_cells (self->layout) * sizeof (TlMapCell));
  self->start.name = g_strdup (self->layout->name);
  g_free (self->step_label);
  self->step_label = g_strdup (label);
  reset_dirty (self);
}

static void
push_step (TlMapDocument *self, Step *step)
{
  step->serial = ++self->next_serial;
  g_queue_push_head (&self->undo, step);
  while (self->undo.length > MAX_STEPS)
    step_free (g_queue_pop_tail (&self->undo));
  g_queue_clear_full (&self->redo, step_free);
}

static void
end_step (TlMapDocument *self)
{
  g_autoptr(GArray) changes = NULL;
  gboolean resized, renamed;
  Step *step;

  g_return_if_fail (self->depth > 0);
  if (--self->depth > 0)
    return;

  emit_dirty (self);
  resized = self->start.width != self->layout->width || self->start.height != self->layout->height;
  renamed = g_strcmp0 (self->start.name, self->layout->name) != 0;
  if (!resized)
    {
      changes = g_array_new (FALSE, FALSE, sizeof (CellChange));
      for (gsize i = 0; i < n_cells (self->layout); i++)
        if (!same_cell (&self->start.cells[i], &self->layout->cells[i]))
          {
            CellChange c = { i, self->start.cells[i], self->layout->cells[i] };
            g_array_append_val (changes, c);
          }
    }
  if (!resized && !renamed && changes->len == 0)
    {
      snapshot_clear (&self->start);
      return;
    }

  step = g_new0 (Step, 1);
  step->label = g_steal_pointer (&self->step_label);
  step->before.name = g_steal_pointer (&self->start.name);
  step->after.name = g_strdup (self->layout->name);
  if (resized)
    {
      step->before.width = self->start.width;
      step->before.height = self->start.height;
      step->before.cells = g_steal_pointer (&self->start.cells);
      step->after.width = self->layout->width;
      step->after.height = self->layout->height;
      step->after.cells = g_memdup2 (self->layout->cells, n_cells (self->layout) * sizeof (TlMapCell));
    }
  else
    step->cells = g_steal_pointer (&changes);
  snapshot_clear (&self->start);
  push_step (self, step);
  recheck (self);
  notify_history (self);
}

/* Paints one cell of the step being made. */
static gboolean
paint (TlMapDocument *self, gint x, gint y, TlMapPaint what)
{
  TlMapCell *cell;

  if (x < 0 || y < 0 || (guint) x >= self->layout->width || (guint) y >= self->layout->height)
    return FALSE;
  cell = &self->layout->cells[(gsize) y * self->layout->width + x];
  if (same_cell (cell, &paint_cells[what]))
    return FALSE;
  *cell = paint_cells[what];
  mark_dirty (self, x, y);
  return TRUE;
}

/* Applies one side of @step. */
static void
apply (TlMapDocument *self, const Step *step, gboolean forward)
{
  const Snapshot *side = forward ? &step->after : &step->before;

  if (step->cells != NULL)
    {
      reset_dirty (self);
      for (guint i = 0; i < step->cells->len; i++)
        {
          const CellChange *c = &g_array_index (step->cells, CellChange, i);

          self->layout->cells[c->index] = forward ? c->after : c->before;
          mark_dirty (self, c->index % self->layout->width, c->index / self->layout->width);
        }
      emit_dirty (self);
    }
  else
    put_grid (self, side->width, side->height, side->cells);
  put_name (self, side->name);
  recheck (self);
  notify_history (self);
}

static void
tl_map_document_finalize (GObject *object)
{
  TlMapDocument *self = TL_MAP_DOCUMENT (object);

  tl_map_layout_unref (self->layout);
  g_ptr_array_unref (self->problems);
  g_queue_clear_full (&self->undo, step_free);
  g_queue_clear_full (&self->redo, step_free);
  snapshot_clear (&self->start);
  g_free (self->step_label);
  G_OBJECT_CLASS (tl_map_document_parent_class)->finalize (object);
}

static void
tl_map_document_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TlMapDocument *self = TL_MAP_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->layout->id); break;
    case PROP_NAME: g_value_set_string (value, self->layout->name); break;
    case PROP_WIDTH: g_value_set_uint (value, self->layout->width); break;
    case PROP_HEIGHT: g_value_set_uint (value, self->layout->height); break;
    case PROP_DECK_TILES: g_value_set_uint (value, self->deck_tiles); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, tl_map_document_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, tl_map_document_can_redo (self)); break;
    case PROP_MODIFIED: g_value_set_boolean (value, tl_map_document_get_modified (self)); break;
    case PROP_UNDO_LABEL: g_value_set_string (value, tl_map_document_get_undo_label (self)); break;
    case PROP_REDO_LABEL: g_value_set_string (value, tl_map_document_get_redo_label (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_map_document_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TlMapDocument *self = TL_MAP_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_NAME: tl_map_document_set_name (self, g_value_get_string (value)); break;
    case PROP_DECK_TILES: tl_map_document_set_deck_tiles (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_map_document_class_init (TlMapDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tl_map_document_finalize;
  object_class->get_property = tl_map_document_get_property;
  object_class->set_property = tl_map_document_set_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  properties[PROP_WIDTH] = g_param_spec_uint ("width", NULL, NULL, 1, TL_MAP_DOCUMENT_MAX_SIDE, 1, ro);
  properties[PROP_HEIGHT] = g_param_spec_uint ("height", NULL, NULL, 1, TL_MAP_DOCUMENT_MAX_SIDE, 1, ro);
  properties[PROP_DECK_TILES] = g_param_spec_uint ("deck-tiles", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, ro);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, ro);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CELLS_CHANGED] =
    g_signal_new ("cells-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  signals[SIGNAL_PROBLEMS_CHANGED] =
    g_signal_new ("problems-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

/* ---- TlDocument: a map's steps name no part; every problem is an error ---- */

#define DOC(d) TL_MAP_DOCUMENT (d)
static const char *doc_id (TlDocument *d) { return tl_map_document_get_id (DOC (d)); }
static const char *doc_name (TlDocument *d) { return tl_map_document_get_name (DOC (d)); }
static void doc_set_name (TlDocument *d, const char *name) { tl_map_document_set_name (DOC (d), name); }
static char *doc_json (TlDocument *d) { return tl_map_document_to_json (DOC (d)); }
static void doc_mark_saved (TlDocument *d) { tl_map_document_mark_saved (DOC (d)); }
static int doc_undo (TlDocument *d) { tl_map_document_undo (DOC (d)); return -1; }
static int doc_redo (TlDocument *d) { tl_map_document_redo (DOC (d)); return -1; }
static GPtrArray *doc_problems (TlDocument *d) { return tl_map_document_get_problems (DOC (d)); }
static guint doc_errors (TlDocument *d) { return tl_map_document_get_problems (DOC (d))->len; }
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
tl_map_document_init (TlMapDocument *self)
{
  self->problems = tl_map_problems_new ();
  reset_dirty (self);
}

static TlMapDocument *
document_for (TlMapLayout *layout)
{
  TlMapDocument *self = g_object_new (TL_TYPE_MAP_DOCUMENT, NULL);

  self->layout = layout;
  memset (self->counts, 0, sizeof self->counts);
  recheck (self);
  return self;
}

TlMapDocument *
tl_map_document_new (const char *id,
                     const char *name,
                     guint       width,
                     guint       height)
{
  g_return_val_if_fail (id != NULL && name != NULL, NULL);
  g_return_val_if_fail (width >= 1 && width <= TL_MAP_DOCUMENT_MAX_SIDE, NULL);
  g_return_val_if_fail (height >= 1 && height <= TL_MAP_DOCUMENT_MAX_SIDE, NULL);

  return document_for (tl_map_layout_new (id, name, width, height));
}

TlMapDocument *
tl_map_document_new_from_layout (const TlMapLayout *layout)
{
  TlMapLayout *copy = tl_map_layout_new (layout->id, layout->name, layout->width, layout->height);

  tl_map_layout_set_decor (copy, layout->decor);
  for (gsize i = 0; i < n_cells (layout); i++)
    copy->cells[i] = paint_cells[tl_map_paint_of_cell (&layout->cells[i])];
  return document_for (copy);
}

char *
tl_map_document_new_id (void)
{
  g_autofree char *uuid = g_uuid_string_random ();

  return g_strconcat ("map-", uuid, NULL);
}

const char *
tl_map_document_get_id (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  return self->layout->id;
}

const char *
tl_map_document_get_name (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  return self->layout->name;
}

guint
tl_map_document_get_width (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  return self->layout->width;
}

guint
tl_map_document_get_height (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  return self->layout->height;
}

const TlMapLayout *
tl_map_document_get_layout (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  return self->layout;
}

TlMapPaint
tl_map_document_get_paint (TlMapDocument *self,
                           gint           x,
                           gint           y)
{
  const TlMapCell *cell;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), TL_MAP_PAINT_BLOCKED);
  cell = tl_map_layout_cell (self->layout, x, y);
  return cell != NULL ? tl_map_paint_of_cell (cell) : TL_MAP_PAINT_BLOCKED;
}

void
tl_map_document_set_name (TlMapDocument *self,
                          const char    *name)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  if (name == NULL)
    return;
  clean = g_strstrip (g_strdup (name));
  if (*clean == '\0' || g_strcmp0 (clean, self->layout->name) == 0)
    return;
  begin_step (self, _("Rename"));
  put_name (self, clean);
  end_step (self);
}

void
tl_map_document_set_cell (TlMapDocument *self,
                          gint           x,
                          gint           y,
                          TlMapPaint     what)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  g_return_if_fail (what < TL_N_MAP_PAINTS);

  begin_step (self, _("Paint Square"));
  paint (self, x, y, what);
  if (self->depth > 1)
    emit_dirty (self);   /* inside a stroke: show each cell as it is painted */
  end_step (self);
}

GArray *
tl_map_document_line_cells (gint x0,
                            gint y0,
                            gint x1,
                            gint y1)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (gint));
  gint64 dx = ABS (x1 - x0), dy = ABS (y1 - y0);
  gint sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  gint64 ix = 0, iy = 0;
  gint x = x0, y = y0;

  /* four-connected: one step across or down at a time, the one whose cell
   * centre lies nearer the true line */
  g_array_append_val (cells, x);
  g_array_append_val (cells, y);
  while (ix < dx || iy < dy)
    {
      if ((1 + 2 * ix) * dy < (1 + 2 * iy) * dx)
        {
          x += sx;
          ix++;
        }
      else
        {
          y += sy;
          iy++;
        }
      g_array_append_val (cells, x);
      g_array_append_val (cells, y);
    }
  return cells;
}

void
tl_map_document_paint_line (TlMapDocument *self,
                            gint           x0,
                            gint           y0,
                            gint           x1,
                            gint           y1,
                            TlMapPaint     what)
{
  g_autoptr(GArray) cells = NULL;

  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  g_return_if_fail (what < TL_N_MAP_PAINTS);

  cells = tl_map_document_line_cells (x0, y0, x1, y1);
  begin_step (self, _("Paint Line"));
  for (guint i = 0; i < cells->len; i += 2)
    paint (self, g_array_index (cells, gint, i), g_array_index (cells, gint, i + 1), what);
  end_step (self);
}

void
tl_map_document_paint_rectangle (TlMapDocument *self,
                                 gint           x0,
                                 gint           y0,
                                 gint           x1,
                                 gint           y1,
                                 TlMapPaint     what)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  g_return_if_fail (what < TL_N_MAP_PAINTS);

  begin_step (self, _("Paint Rectangle"));
  for (gint y = MAX (MIN (y0, y1), 0); y <= MIN (MAX (y0, y1), (gint) self->layout->height - 1); y++)
    for (gint x = MAX (MIN (x0, x1), 0); x <= MIN (MAX (x0, x1), (gint) self->layout->width - 1); x++)
      paint (self, x, y, what);
  end_step (self);
}

guint
tl_map_document_flood_fill (TlMapDocument *self,
                            gint           x,
                            gint           y,
                            TlMapPaint     what)
{
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
  g_autoptr(GArray) queue = NULL;
  TlMapPaint from;
  guint painted = 0;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  g_return_val_if_fail (what < TL_N_MAP_PAINTS, 0);

  if (tl_map_layout_cell (self->layout, x, y) == NULL)
    return 0;
  from = tl_map_document_get_paint (self, x, y);
  if (from == what)
    return 0;

  queue = g_array_new (FALSE, FALSE, sizeof (gint));
  begin_step (self, _("Fill"));
  paint (self, x, y, what);
  painted++;
  g_array_append_val (queue, x);
  g_array_append_val (queue, y);
  for (guint head = 0; head < queue->len; head += 2)
    {
      gint cx = g_array_index (queue, gint, head), cy = g_array_index (queue, gint, head + 1);

      for (guint d = 0; d < 4; d++)
        {
          gint nx = cx + dx[d], ny = cy + dy[d];

          if (tl_map_layout_cell (self->layout, nx, ny) != NULL &&
              tl_map_document_get_paint (self, nx, ny) == from)
            {
              paint (self, nx, ny, what);
              painted++;
              g_array_append_val (queue, nx);
              g_array_append_val (queue, ny);
            }
        }
    }
  end_step (self);
  return painted;
}

gboolean
tl_map_document_resize (TlMapDocument *self,
                        gint           left,
                        gint           top,
                        gint           right,
                        gint           bottom)
{
  gint width, height;
  g_autofree TlMapCell *cells = NULL;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);

  width = (gint) self->layout->width + left + right;
  height = (gint) self->layout->height + top + bottom;
  if (width < 1 || height < 1 || width > TL_MAP_DOCUMENT_MAX_SIDE || height > TL_MAP_DOCUMENT_MAX_SIDE)
    return FALSE;
  if (left == 0 && top == 0 && right == 0 && bottom == 0)
    return TRUE;

  cells = g_new (TlMapCell, (gsize) width * height);
  for (gint y = 0; y < height; y++)
    for (gint x = 0; x < width; x++)
      {
        const TlMapCell *old = tl_map_layout_cell (self->layout, x - left, y - top);

        cells[(gsize) y * width + x] = old != NULL ? *old : paint_cells[TL_MAP_PAINT_BLOCKED];
      }
  begin_step (self, _("Resize"));
  put_grid (self, width, height, cells);
  end_step (self);
  return TRUE;
}

void
tl_map_document_begin_stroke (TlMapDocument *self,
                              const char    *label)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  begin_step (self, label != NULL ? label : _("Paint"));
}

void
tl_map_document_end_stroke (TlMapDocument *self)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  end_step (self);
}

gboolean
tl_map_document_can_undo (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);
  return self->undo.length > 0;
}

gboolean
tl_map_document_can_redo (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);
  return self->redo.length > 0;
}

gboolean
tl_map_document_undo (TlMapDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->depth == 0, FALSE);
  step = g_queue_pop_head (&self->undo);
  if (step == NULL)
    return FALSE;
  g_queue_push_head (&self->redo, step);
  apply (self, step, FALSE);
  return TRUE;
}

gboolean
tl_map_document_redo (TlMapDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->depth == 0, FALSE);
  step = g_queue_pop_head (&self->redo);
  if (step == NULL)
    return FALSE;
  g_queue_push_head (&self->undo, step);
  apply (self, step, TRUE);
  return TRUE;
}

const char *
tl_map_document_get_undo_label (TlMapDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  step = g_queue_peek_head (&self->undo);
  return step != NULL ? step->label : NULL;
}

const char *
tl_map_document_get_redo_label (TlMapDocument *self)
{
  Step *step;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  step = g_queue_peek_head (&self->redo);
  return step != NULL ? step->label : NULL;
}

static guint
newest_serial (TlMapDocument *self)
{
  Step *step = g_queue_peek_head (&self->undo);

  return step != NULL ? step->serial : 0;
}

gboolean
tl_map_document_get_modified (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), FALSE);
  return newest_serial (self) != self->saved_serial;
}

void
tl_map_document_mark_saved (TlMapDocument *self)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  self->saved_serial = newest_serial (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
tl_map_document_set_deck_tiles (TlMapDocument *self,
                                guint          tiles)
{
  g_return_if_fail (TL_IS_MAP_DOCUMENT (self));
  if (self->deck_tiles == tiles)
    return;
  self->deck_tiles = tiles;
  recheck (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK_TILES]);
}

guint
tl_map_document_get_deck_tiles (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  return self->deck_tiles;
}

guint
tl_map_document_count (TlMapDocument *self,
                       TlMapPaint     what)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  g_return_val_if_fail (what < TL_N_MAP_PAINTS, 0);
  return self->counts[what];
}

guint
tl_map_document_get_squares (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), 0);
  return n_cells (self->layout) - self->counts[TL_MAP_PAINT_BLOCKED] - self->counts[TL_MAP_PAINT_HALF];
}

GPtrArray *
tl_map_document_get_problems (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  return self->problems;
}

TlMapLayout *
tl_map_document_to_layout (TlMapDocument *self)
{
  TlMapLayout *copy;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  copy = tl_map_layout_new (self->layout->id, self->layout->name, self->layout->width,
                            self->layout->height);
  tl_map_layout_set_decor (copy, self->layout->decor);
  memcpy (copy->cells, self->layout->cells, n_cells (self->layout) * sizeof (TlMapCell));
  return copy;
}

char *
tl_map_document_to_json (TlMapDocument *self)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  return tl_map_format_to_data (self->layout, NULL);
}

TlMapLayout *
tl_map_document_join (TlMapDocument     *self,
                      const TlMapLayout *other,
                      GPtrArray         *problems)
{
  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  g_return_val_if_fail (other != NULL && problems != NULL, NULL);
  return tl_map_layout_check_join (self->layout, other, 2 * self->deck_tiles, problems);
}

TlRecord *
tl_map_document_trial_header (TlMapDocument *self,
                              gboolean       base_only,
                              gboolean       chips,
                              guint          players,
                              gint64         seed,
                              GError       **error)
{
  static const char * const colors[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr(TlTileSet) set = NULL;
  TlRecord *record;

  g_return_val_if_fail (TL_IS_MAP_DOCUMENT (self), NULL);
  g_return_val_if_fail (players >= 2 && players <= G_N_ELEMENTS (colors), NULL);

  if (self->problems->len > 0)
    {
      const TlMapProblem *first = g_ptr_array_index (self->problems, 0);

      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   g_dngettext (GETTEXT_PACKAGE, "the map has %u problem: %s",
                                "the map has %u problems, such as: %s", self->problems->len),
                   self->problems->len, first->message);
      return NULL;
    }
  set = tl_tileset_format_load_map_deck (self->layout, base_only, error);
  if (set == NULL)
    return NULL;
  record = tl_record_new ("carcassonne", set);
  record->tileset_inline = FALSE;
  record->options.farmers = TRUE;
  record->options.meeples = 9;
  record->map = g_strdup (self->layout->id);
  record->map_layout = tl_map_document_to_layout (self);
  record->map_inline = TRUE;
  if (chips)
    g_ptr_array_add (record->expansions, g_strdup ("map-chips"));
  record->seed = seed;
  for (guint i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %u", i + 1);

      tl_record_add_player (record, name, colors[i], TL_PLAYER_AI, 1);
    }
  return record;
}
