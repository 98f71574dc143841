/* tl-library-banner.c — what is wrong with the library, across the top of the window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-library-banner.h"
#include "tl-windows-resources.h"

struct _TlLibraryBanner
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *title_label;
  GtkLabel *detail_label;
  GtkWidget *button;
};

G_DEFINE_FINAL_TYPE (TlLibraryBanner, tl_library_banner, GTK_TYPE_WIDGET)

static void
tl_library_banner_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TL_TYPE_LIBRARY_BANNER);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tl_library_banner_parent_class)->dispose (object);
}

static void
tl_library_banner_class_init (TlLibraryBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_library_banner_dispose;
  tl_windows_ensure_resources ();
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-library-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TlLibraryBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryBanner, title_label);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryBanner, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryBanner, button);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tl_library_banner_init (TlLibraryBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
tl_library_banner_show (TlLibraryBanner *self,
                        const char      *title,
                        const char      *detail,
                        const char      *button_label,
                        const char      *action_name)
{
  g_return_if_fail (TL_IS_LIBRARY_BANNER (self));

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->detail_label, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL);
  gtk_widget_set_visible (self->button, button_label != NULL);
  if (button_label != NULL)
    gtk_button_set_label (GTK_BUTTON (self->button), button_label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), action_name);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

void
tl_library_banner_hide (TlLibraryBanner *self)
{
  g_return_if_fail (TL_IS_LIBRARY_BANNER (self));
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
}

gboolean
tl_library_banner_is_shown (TlLibraryBanner *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY_BANNER (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
tl_library_banner_get_title (TlLibraryBanner *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY_BANNER (self), NULL);
  return gtk_label_get_label (self->title_label);
}
