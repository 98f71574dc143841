/* tl-document.c — what an editor edits: a tile set or a map layout, with its JSON, undo and problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-document.h"

G_DEFINE_INTERFACE (TlDocument, tl_document, G_TYPE_OBJECT)

static guint changed_signal;

static void
tl_document_default_init (TlDocumentInterface *iface)
{
  g_object_interface_install_property (iface, g_param_spec_string ("id", NULL, NULL, NULL,
                                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface, g_param_spec_string ("name", NULL, NULL, NULL,
                                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface, g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface, g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface, g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /**
   * TlDocument::changed:
   *
   * After every step, undo and redo: the problems, `modified` and the history
   * are new.
   */
  changed_signal = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                 NULL, G_TYPE_NONE, 0);
}

const char *
tl_document_get_id (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), NULL);
  return TL_DOCUMENT_GET_IFACE (self)->get_id (self);
}

const char *
tl_document_get_name (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), NULL);
  return TL_DOCUMENT_GET_IFACE (self)->get_name (self);
}

void
tl_document_set_name (TlDocument *self,
                      const char *name)
{
  g_return_if_fail (TL_IS_DOCUMENT (self));
  TL_DOCUMENT_GET_IFACE (self)->set_name (self, name);
}

char *
tl_document_to_json (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), NULL);
  return TL_DOCUMENT_GET_IFACE (self)->to_json (self);
}

static gboolean
get_boolean (TlDocument *self, const char *property)
{
  gboolean value = FALSE;

  g_object_get (self, property, &value, NULL);
  return value;
}

gboolean
tl_document_get_modified (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), FALSE);
  return get_boolean (self, "modified");
}

void
tl_document_mark_saved (TlDocument *self)
{
  g_return_if_fail (TL_IS_DOCUMENT (self));
  TL_DOCUMENT_GET_IFACE (self)->mark_saved (self);
}

gboolean
tl_document_can_undo (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), FALSE);
  return get_boolean (self, "can-undo");
}

gboolean
tl_document_can_redo (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), FALSE);
  return get_boolean (self, "can-redo");
}

int
tl_document_undo (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), -1);
  return TL_DOCUMENT_GET_IFACE (self)->undo (self);
}

int
tl_document_redo (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), -1);
  return TL_DOCUMENT_GET_IFACE (self)->redo (self);
}

GPtrArray *
tl_document_get_problems (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), NULL);
  return TL_DOCUMENT_GET_IFACE (self)->get_problems (self);
}

guint
tl_document_get_errors (TlDocument *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT (self), 0);
  return TL_DOCUMENT_GET_IFACE (self)->get_errors (self);
}

void
tl_document_changed (TlDocument *self)
{
  g_return_if_fail (TL_IS_DOCUMENT (self));
  g_signal_emit (self, changed_signal, 0);
}
