/* tl-help-viewer.c — the help in a window of our own
 *
 * Reads every page of the help's folder once (tl-help-page.c lays each out as widgets),
 * follows its links (xref:ID, xref:ID#SECTION) and keeps a Back history.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-help.h"
#include "tl-help-page.h"
#include "tl-help-viewer.h"

struct _TlHelpViewer
{
  AdwWindow parent_instance;

  AdwWindowTitle    *window_title;
  GtkScrolledWindow *scroller;
  AdwClamp          *clamp;

  GHashTable *pages;     /* id → TlHelpPage */
  GHashTable *anchors;   /* section id → its heading, of the page shown */
  GPtrArray  *back;      /* ids of the pages shown before */
  char       *page;      /* id of the page shown */
  char       *scroll_to; /* section to scroll to once laid out */
};

G_DEFINE_FINAL_TYPE (TlHelpViewer, tl_help_viewer, ADW_TYPE_WINDOW)

/* Reads every page of the folder of the index, in the user's language. */
static void
load_pages (TlHelpViewer *self)
{
  g_autofree char *index = tl_help_find_page ("index");
  g_autofree char *folder = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;

  if (index == NULL)
    return;
  folder = g_path_get_dirname (index);
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr (GError) error = NULL;
      TlHelpPage *page;

      if (!g_str_has_suffix (name, ".page"))
        continue;
      path = g_build_filename (folder, name, NULL);
      page = tl_help_page_load (path, &error);
      if (page == NULL)
        {
          g_warning ("Help: %s", error->message);
          continue;
        }
      g_hash_table_replace (self->pages, g_strdup (tl_help_page_get_id (page)), page);
    }
}

static gboolean
on_activate_link (GtkLabel     *label,
                  const char   *uri,
                  TlHelpViewer *self)
{
  if (!g_str_has_prefix (uri, "xref:"))
    return FALSE;  /* an address outside the help: the desktop's browser */
  tl_help_viewer_show_page (self, uri + strlen ("xref:"));
  return TRUE;
}

static void
connect_links (TlHelpViewer *self,
               GtkWidget    *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    connect_links (self, c);
  if (GTK_IS_LABEL (widget))
    g_signal_connect_object (widget, "activate-link", G_CALLBACK (on_activate_link), self, 0);
}

/* Scrolls to the section asked for once the page is laid out (a tick after it is). */
static gboolean
scroll_when_laid_out (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  TlHelpViewer *self = TL_HELP_VIEWER (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *anchor = self->scroll_to != NULL ? g_hash_table_lookup (self->anchors, self->scroll_to) : NULL;
  GtkWidget *content = adw_clamp_get_child (self->clamp);
  graphene_rect_t bounds;

  if (anchor == NULL || content == NULL)
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (anchor) == 0 ||
      !gtk_widget_compute_bounds (anchor, content, &bounds))
    return G_SOURCE_CONTINUE;
  gtk_adjustment_set_value (adjustment, bounds.origin.y);
  g_clear_pointer (&self->scroll_to, g_free);
  return G_SOURCE_REMOVE;
}

static void
show (TlHelpViewer *self,
      const char   *id,
      const char   *section)
{
  TlHelpPage *page = g_hash_table_lookup (self->pages, id);
  GtkWidget *content;

  g_hash_table_remove_all (self->anchors);
  content = tl_help_page_build (page, self->pages, self->anchors);
  connect_links (self, content);
  adw_clamp_set_child (self->clamp, content);
  g_free (self->page);
  self->page = g_strdup (id);
  adw_window_title_set_title (self->window_title, tl_help_page_get_title (page));
  adw_window_title_set_subtitle (self->window_title,
                                 g_str_equal (id, "index") ? "" : _("Tilelands Help"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.back", self->back->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.home", !g_str_equal (id, "index"));

  /* a new page starts at its top, with nothing of the old one focused */
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  g_free (self->scroll_to);
  self->scroll_to = g_strdup (section);
  if (section != NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_when_laid_out, NULL, NULL);
}

gboolean
tl_help_viewer_show_page (TlHelpViewer *self,
                          const char   *xref)
{
  g_auto (GStrv) parts = NULL;

  g_return_val_if_fail (TL_IS_HELP_VIEWER (self), FALSE);
  g_return_val_if_fail (xref != NULL, FALSE);

  parts = g_strsplit (xref, "#", 2);
  if (!g_hash_table_contains (self->pages, parts[0]))
    return FALSE;
  if (self->page != NULL && !g_str_equal (self->page, parts[0]))
    g_ptr_array_add (self->back, g_strdup (self->page));
  show (self, parts[0], parts[1]);
  return TRUE;
}

const char *
tl_help_viewer_get_page (TlHelpViewer *self)
{
  g_return_val_if_fail (TL_IS_HELP_VIEWER (self), NULL);
  return self->page;
}

static void
action_back (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  TlHelpViewer *self = TL_HELP_VIEWER (widget);
  g_autofree char *id = NULL;

  if (self->back->len == 0)
    return;
  id = g_ptr_array_steal_index (self->back, self->back->len - 1);
  show (self, id, NULL);
}

static void
action_home (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  tl_help_viewer_show_page (TL_HELP_VIEWER (widget), "index");
}

static void
tl_help_viewer_dispose (GObject *object)
{
  TlHelpViewer *self = TL_HELP_VIEWER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_HELP_VIEWER);
  g_clear_pointer (&self->anchors, g_hash_table_unref);
  g_clear_pointer (&self->pages, g_hash_table_unref);
  g_clear_pointer (&self->back, g_ptr_array_unref);
  g_clear_pointer (&self->page, g_free);
  g_clear_pointer (&self->scroll_to, g_free);

  G_OBJECT_CLASS (tl_help_viewer_parent_class)->dispose (object);
}

static void
tl_help_viewer_class_init (TlHelpViewerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_help_viewer_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-help-viewer.ui");
  gtk_widget_class_bind_template_child (widget_class, TlHelpViewer, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlHelpViewer, scroller);
  gtk_widget_class_bind_template_child (widget_class, TlHelpViewer, clamp);

  gtk_widget_class_install_action (widget_class, "help.back", NULL, action_back);
  gtk_widget_class_install_action (widget_class, "help.home", NULL, action_home);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "help.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK, "help.home", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tl_help_viewer_init (TlHelpViewer *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->pages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) tl_help_page_free);
  self->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->back = g_ptr_array_new_with_free_func (g_free);
  load_pages (self);

  if (!tl_help_viewer_show_page (self, "index"))
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "dialog-information-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("The Help Is Not Installed"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("Its pages are missing from this installation of Tilelands."));
      adw_clamp_set_child (self->clamp, status);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.back", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.home", FALSE);
    }
}

TlHelpViewer *
tl_help_viewer_new (GtkApplication *app)
{
  return g_object_new (TL_TYPE_HELP_VIEWER, "application", app, NULL);
}
