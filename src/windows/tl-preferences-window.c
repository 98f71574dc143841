/* tl-preferences-window.c — the preferences: the board (where the tile fits,
 * animations), the confirm step, how the computer players play
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-preferences-window.h"

/* `computer-speed`: its values, their names on screen and their pauses. */
static const struct {
  const char *id;
  const char *label;
  guint pause_ms;
} speeds[] = {
  { "instant", N_("Instant"), 0 },
  { "normal", N_("Normal"), 600 },
  { "slow", N_("Slow"), 1500 },
};

/* `hard-thinking-time`: the times offered, in ms. */
static const guint thinking_times[] = { 250, 500, 1000, 2000, 5000 };

struct _TlPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  AdwComboRow *speed_row;
  AdwComboRow *thinking_row;
  GtkWidget *legal_switch;
  GtkWidget *animations_switch;
  GtkWidget *confirm_switch;
  gboolean loading;     /* filling the rows from the settings: do not write them */
};

G_DEFINE_FINAL_TYPE (TlPreferencesWindow, tl_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

guint
tl_preferences_speed_pause_ms (const char *speed)
{
  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    if (g_strcmp0 (speeds[i].id, speed) == 0)
      return speeds[i].pause_ms;
  return speeds[1].pause_ms;
}

static void
on_speed_selected (AdwComboRow         *row,
                   GParamSpec          *pspec,
                   TlPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (row);

  if (!self->loading && i < G_N_ELEMENTS (speeds))
    g_settings_set_string (self->settings, "computer-speed", speeds[i].id);
}

static void
on_thinking_selected (AdwComboRow         *row,
                      GParamSpec          *pspec,
                      TlPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (row);

  if (!self->loading && i < G_N_ELEMENTS (thinking_times))
    g_settings_set_int (self->settings, "hard-thinking-time", thinking_times[i]);
}

/* Selects what the settings say (the nearest offered time). */
static void
load (TlPreferencesWindow *self)
{
  g_autofree char *speed = g_settings_get_string (self->settings, "computer-speed");
  gint ms = g_settings_get_int (self->settings, "hard-thinking-time");
  guint best = 0;

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    if (g_strcmp0 (speeds[i].id, speed) == 0)
      adw_combo_row_set_selected (self->speed_row, i);
  for (guint i = 1; i < G_N_ELEMENTS (thinking_times); i++)
    if (ABS ((gint) thinking_times[i] - ms) < ABS ((gint) thinking_times[best] - ms))
      best = i;
  adw_combo_row_set_selected (self->thinking_row, best);
}

static void
tl_preferences_window_dispose (GObject *object)
{
  TlPreferencesWindow *self = TL_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (tl_preferences_window_parent_class)->dispose (object);
}

static void
tl_preferences_window_class_init (TlPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, TlPreferencesWindow, thinking_row);
  gtk_widget_class_bind_template_child (widget_class, TlPreferencesWindow, legal_switch);
  gtk_widget_class_bind_template_child (widget_class, TlPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, TlPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_thinking_selected);
}

static void
tl_preferences_window_init (TlPreferencesWindow *self)
{
  g_autoptr (GtkStringList) speed_names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) time_names = gtk_string_list_new (NULL);

  self->settings = g_settings_new (APP_ID);
  self->loading = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    gtk_string_list_append (speed_names, _(speeds[i].label));
  for (guint i = 0; i < G_N_ELEMENTS (thinking_times); i++)
    {
      /* Translators: a thinking time in seconds, e.g. "0.5 s" */
      g_autofree char *name = g_strdup_printf (_("%g s"), thinking_times[i] / 1000.0);

      gtk_string_list_append (time_names, name);
    }
  adw_combo_row_set_model (self->speed_row, G_LIST_MODEL (speed_names));
  adw_combo_row_set_model (self->thinking_row, G_LIST_MODEL (time_names));
  load (self);
  self->loading = FALSE;
  g_settings_bind (self->settings, "show-legal-cells", self->legal_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animations", self->animations_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "confirm-turn", self->confirm_switch, "active", G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
tl_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (TL_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}
