/* tl-start-page.c — the main window's first page
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-library-text.h"
#include "tl-online-text.h"
#include "tl-start-page.h"
#include "tl-windows-resources.h"

/* The largest picture of a board in the list, in logical pixels. */
#define THUMBNAIL_WIDTH 96
#define THUMBNAIL_HEIGHT 64

struct _TlStartPage
{
  GtkWidget parent_instance;

  /* template */
  GtkWidget *status_page;
  GtkWidget *continue_box;
  GtkLabel *continue_label;
  GtkWidget *new_game_button;
  GtkWidget *library_buttons;
  GtkWidget *saved_group;
  GtkListBox *saved_list;
  GtkWidget *online_group;
  GtkListBox *online_list;

  GListModel *online;   /* of TlOnlineGame, or NULL */

  TlLibrary *library;
  GtkCustomFilter *filter;
  GtkFilterListModel *games;
  gulong status_id;
  gulong hidden_id;
};

G_DEFINE_FINAL_TYPE (TlStartPage, tl_start_page, GTK_TYPE_WIDGET)

static GtkWidget *
thumbnail_widget (TlGameSummary *summary)
{
  GBytes *png = tl_game_summary_get_thumbnail (summary);
  g_autoptr (GdkTexture) texture = png != NULL ? gdk_texture_new_from_bytes (png, NULL) : NULL;
  GtkWidget *picture;

  if (texture == NULL)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("io.github.tilelands.Tilelands-symbolic");

      gtk_image_set_pixel_size (GTK_IMAGE (icon), 32);
      gtk_widget_set_size_request (icon, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
      gtk_widget_add_css_class (icon, "dim-label");
      return icon;
    }
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_size_request (picture, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  gtk_widget_set_margin_top (picture, 6);
  gtk_widget_set_margin_bottom (picture, 6);
  gtk_widget_add_css_class (picture, "saved-thumbnail");
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The board"), -1);
  return picture;
}

static void
add_menu_item (GMenu      *menu,
               const char *label,
               const char *action,
               const char *id)
{
  g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, action, g_variant_new_string (id));
  g_menu_append_item (menu, item);
}

/* The row's "More" menu button (@menu's items), named after @title. */
static void
add_more_button (GtkWidget  *row,
                 GMenu      *menu,
                 const char *title)
{
  GtkWidget *more = gtk_menu_button_new ();
  g_autofree char *name = g_strdup_printf (_("Actions for “%s”"), title);

  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (more), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (more), "view-more-symbolic");
  gtk_widget_set_valign (more, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (more, "flat");
  gtk_widget_set_tooltip_text (more, _("More"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (more), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), more);
}

/* "Turn 13 · 58 tiles left · 2 hours ago" */
static char *
when_text (TlGameSummary *summary)
{
  g_autoptr (GDateTime) played = tl_game_summary_dup_last_played (summary);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *progress = tl_library_text_progress (summary);
  g_autofree char *ago = played != NULL ? tl_library_text_ago (played, now) : g_strdup ("");

  return g_strconcat (progress, " · ", ago, NULL);
}

static GtkWidget *
create_row (gpointer item,
            gpointer data)
{
  TlGameSummary *summary = item;
  const char *id = tl_game_summary_get_id (summary);
  g_autofree char *title = tl_library_text_title (summary);
  g_autofree char *players = tl_library_text_players (summary);
  g_autofree char *when = when_text (summary);
  g_autofree char *subtitle = g_strconcat (players, "\n", when, NULL);
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *row = adw_action_row_new ();

  /* titles and names are the user's text */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), thumbnail_widget (summary));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.resume-game");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (id));
  gtk_widget_set_tooltip_text (row, _("Resume this game"));

  add_menu_item (menu, _("_Rename…"), "win.rename-game", id);
  add_menu_item (menu, _("_Export…"), "win.export-game", id);
  add_menu_item (menu, _("_Delete"), "win.delete-game", id);
  add_more_button (row, menu, title);
  return row;
}

/* A game on a host: its kind, whose turn, when the last move was, the host;
 * a click plays it again, its menu forgets it. */
static GtkWidget *
create_online_row (gpointer item,
                   gpointer data)
{
  TlOnlineGame *game = item;
  const char *link = tl_online_game_get_link (game);
  g_autofree char *title = tl_online_text_title (game);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *details = tl_online_text_details (game, now);
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (tl_online_game_is_your_turn (game)
                                                  ? "media-playback-start-symbolic"
                                                  : "content-loading-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), details);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_widget_add_css_class (icon, tl_online_game_is_your_turn (game) ? "accent" : "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tl_online_game_is_your_turn (game) ? _("Your turn") : _("Waiting"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-online-game");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (link));
  gtk_widget_set_tooltip_text (row, _("Play this game"));

  add_menu_item (menu, _("_Forget…"), "win.forget-online-game", link);
  add_more_button (row, menu, title);
  return row;
}

TlGameSummary *
tl_start_page_get_continue_game (TlStartPage *self)
{
  g_autoptr (TlGameSummary) first = NULL;

  g_return_val_if_fail (TL_IS_START_PAGE (self), NULL);
  if (self->games == NULL)
    return NULL;
  first = g_list_model_get_item (G_LIST_MODEL (self->games), 0);
  return first;   /* the list keeps it */
}

static void
update (TlStartPage *self)
{
  TlGameSummary *newest = tl_start_page_get_continue_game (self);
  gboolean open = self->library != NULL && tl_library_get_store (self->library) != NULL;
  guint n = self->games != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->games)) : 0;

  gtk_widget_set_visible (self->continue_box, newest != NULL);
  gtk_widget_set_visible (self->library_buttons, open);
  gtk_widget_set_visible (self->saved_group, n > 0);
  gtk_widget_set_visible (self->online_group,
                          self->online != NULL && g_list_model_get_n_items (self->online) > 0);
  /* one suggested button: Continue when there is a game to continue */
  if (newest != NULL)
    {
      g_autofree char *title = tl_library_text_title (newest);
      g_autofree char *when = when_text (newest);
      g_autofree char *text = g_strconcat (title, " · ", when, NULL);

      gtk_label_set_label (self->continue_label, text);
      gtk_widget_remove_css_class (self->new_game_button, "suggested-action");
    }
  else
    gtk_widget_add_css_class (self->new_game_button, "suggested-action");
}

static void
on_games_changed (GListModel  *model,
                  guint        position,
                  guint        removed,
                  guint        added,
                  TlStartPage *self)
{
  update (self);
}

static gboolean
not_hidden (gpointer item,
            gpointer data)
{
  TlStartPage *self = data;

  return !tl_library_is_hidden (self->library, tl_game_summary_get_id (item));
}

static void
on_hidden_changed (TlLibrary   *library,
                   TlStartPage *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
bind_list (TlStartPage *self)
{
  TlSavedGames *saved = self->library != NULL ? tl_library_get_saved_games (self->library) : NULL;

  gtk_list_box_bind_model (self->saved_list, NULL, NULL, NULL, NULL);
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  g_clear_object (&self->games);
  if (saved != NULL)
    {
      self->games = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (saved)),
                                               GTK_FILTER (g_object_ref (self->filter)));
      g_signal_connect (self->games, "items-changed", G_CALLBACK (on_games_changed), self);
      gtk_list_box_bind_model (self->saved_list, G_LIST_MODEL (self->games), create_row, self, NULL);
    }
  update (self);
}

static void
bind_online (TlStartPage *self)
{
  gtk_list_box_bind_model (self->online_list, self->online, self->online != NULL ? create_online_row : NULL,
                           self, NULL);
  update (self);
}

static void
on_status (TlLibrary   *library,
           GParamSpec  *pspec,
           TlStartPage *self)
{
  bind_list (self);
}

static void
tl_start_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tl_start_page_parent_class)->map (widget);
  /* "2 hours ago" is said again each time the page comes back */
  bind_list (TL_START_PAGE (widget));
  bind_online (TL_START_PAGE (widget));
}

static void
disconnect_library (TlStartPage *self)
{
  if (self->library == NULL)
    return;
  g_clear_signal_handler (&self->status_id, self->library);
  g_clear_signal_handler (&self->hidden_id, self->library);
  g_clear_object (&self->library);
}

static void
tl_start_page_dispose (GObject *object)
{
  TlStartPage *self = TL_START_PAGE (object);
  GtkWidget *child;

  if (self->saved_list != NULL)
    gtk_list_box_bind_model (self->saved_list, NULL, NULL, NULL, NULL);
  if (self->online_list != NULL)
    gtk_list_box_bind_model (self->online_list, NULL, NULL, NULL, NULL);
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  g_clear_object (&self->online);
  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  g_clear_object (&self->games);
  disconnect_library (self);
  g_clear_object (&self->filter);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_START_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tl_start_page_parent_class)->dispose (object);
}

static void
tl_start_page_class_init (TlStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_start_page_dispose;
  widget_class->map = tl_start_page_map;

  tl_windows_ensure_resources ();
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, continue_box);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, continue_label);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, library_buttons);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, saved_group);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, saved_list);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, online_group);
  gtk_widget_class_bind_template_child (widget_class, TlStartPage, online_list);
  gtk_widget_class_set_css_name (widget_class, "start-page");
}

static void
tl_start_page_init (TlStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->filter = gtk_custom_filter_new (not_hidden, self, NULL);
}

void
tl_start_page_set_library (TlStartPage *self,
                           TlLibrary   *library)
{
  g_return_if_fail (TL_IS_START_PAGE (self));
  g_return_if_fail (library == NULL || TL_IS_LIBRARY (library));

  if (library == self->library)
    return;
  disconnect_library (self);
  if (library != NULL)
    {
      self->library = g_object_ref (library);
      self->status_id = g_signal_connect (library, "notify::status", G_CALLBACK (on_status), self);
      self->hidden_id = g_signal_connect (library, "hidden-changed", G_CALLBACK (on_hidden_changed), self);
    }
  bind_list (self);
}

GListModel *
tl_start_page_get_saved_games (TlStartPage *self)
{
  g_return_val_if_fail (TL_IS_START_PAGE (self), NULL);
  return self->games != NULL ? G_LIST_MODEL (self->games) : NULL;
}

TlGameSummary *
tl_start_page_find_game (TlStartPage *self,
                         const char  *id)
{
  TlSavedGames *saved;
  gint position;

  g_return_val_if_fail (TL_IS_START_PAGE (self), NULL);
  if (self->library == NULL || (saved = tl_library_get_saved_games (self->library)) == NULL)
    return NULL;
  position = tl_saved_games_find (saved, id);
  if (position < 0)
    return NULL;
  {
    g_autoptr (TlGameSummary) summary = g_list_model_get_item (G_LIST_MODEL (saved), (guint) position);
    return summary;   /* the list keeps it */
  }
}

void
tl_start_page_set_online_games (TlStartPage *self,
                                GListModel  *games)
{
  g_return_if_fail (TL_IS_START_PAGE (self));
  g_return_if_fail (games == NULL || G_IS_LIST_MODEL (games));

  if (games == self->online)
    return;
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  g_set_object (&self->online, games);
  if (games != NULL)
    g_signal_connect (games, "items-changed", G_CALLBACK (on_games_changed), self);
  bind_online (self);
}

GListModel *
tl_start_page_get_online_games (TlStartPage *self)
{
  g_return_val_if_fail (TL_IS_START_PAGE (self), NULL);
  return self->online;
}
