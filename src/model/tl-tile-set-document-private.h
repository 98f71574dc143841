/* tl-tile-set-document-private.h — what TlTileSetDocument's two files share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tl-tile-set-document.c holds the steps, undo and redo, the entries and the
 * files; tl-tile-set-document-edits.c the changes a user makes. Model-internal.
 */
#pragma once

#include "tl-tile-set-document.h"

G_BEGIN_DECLS

/* One tile of the document. */
typedef struct {
  char id[TL_TILE_ID_MAX];
  char *name;
  guint count;
  gboolean start;
  TlTileDesign design;
  TlTileType *as_read;          /* the file's segments when they do not follow from the sides */
  GPtrArray *read_problems;     /* (nullable) what the file's reader found in it */
} Tile;

/* The set's own members. */
typedef struct {
  char *id;
  char *name;
  char *game;
  gboolean addition;
} Meta;

typedef enum {
  CHANGE_TILE,    /* tile @index: @before → @after */
  CHANGE_INSERT,  /* @after inserted at @index */
  CHANGE_REMOVE,  /* @before removed from @index */
  CHANGE_MOVE,    /* the tile at @index moved to @to */
  CHANGE_META,    /* @meta_before → @meta_after */
} ChangeKind;

typedef struct {
  ChangeKind kind;
  guint index, to;
  Tile *before, *after;
  Meta *meta_before, *meta_after;
} Change;

typedef struct {
  char *label;
  GPtrArray *changes;     /* of Change */
  guint serial;           /* what `modified` is measured by */
  const char *coalesce;   /* the property a run of typing changes, or NULL */
  int coalesce_index;
} Step;

struct _TlTileSetEntry {
  GObject parent_instance;
  Tile *tile;               /* a copy */
  TlTileType *built;        /* finished, or NULL */
};


struct _TlTileSetDocument {
  GObject parent_instance;
  Meta meta;
  GPtrArray *read_problems;   /* set-level problems of the file, until the set changes */
  GPtrArray *tiles;           /* of Tile */
  GListStore *entries;        /* of TlTileSetEntry, one per tile */
  GQueue undo;                /* of Step, newest at the head */
  GQueue redo;
  guint next_serial;
  guint saved_serial;         /* serial of the newest step when saved (0: none) */
  GPtrArray *problems;
};

/* Adds to @step the change of tile @index from @before to @after (copies of both). */
void _tl_tile_set_doc_add_tile_change (Step *step, guint index, const Tile *before, const Tile *after);
/* Applies @step, keeps it for undo (or folds it into the newest step when it
 * continues a run of typing), and checks and notifies; takes @step. */
void _tl_tile_set_doc_commit (TlTileSetDocument *self, Step *step);
/* (transfer full) */
Meta *_tl_tile_set_doc_meta_copy (const Meta *meta);
void _tl_tile_set_doc_meta_free (Meta *meta);
/* (transfer full): a tile of plain field (or grassland) sides named @id. */
Tile *_tl_tile_set_doc_plain_tile (const char *game, const char *id);
/* (transfer full): a step; @coalesce names a property whose run of changes to
 * one tile (@index) is one step, or NULL. */
Step *_tl_tile_set_doc_step_new (const char *label, const char *coalesce, int index);
/* (transfer none): the document's tile @index. */
Tile *_tl_tile_set_doc_tile_at (TlTileSetDocument *self, guint index);
/* (transfer full) */
Tile *_tl_tile_set_doc_tile_copy (const Tile *tile);
void _tl_tile_set_doc_tile_free (Tile *tile);
/* The sum of the tiles' counts. */
guint _tl_tile_set_doc_total_tiles (TlTileSetDocument *self);

G_END_DECLS
