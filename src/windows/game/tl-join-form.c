/* tl-join-form.c — what Join Game asks: a link, or an address typed apart,
 * and the games found on the local network (docs/network.md "Finding games on the network")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-join-form.h"
#include "tl-net-discovery.h"
#include "tl-net-link.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

struct _TlJoinForm {
  GtkBox parent_instance;
  GtkEntry *link;
  AdwExpanderRow *typed;
  AdwEntryRow *address;
  AdwEntryRow *game;
  AdwEntryRow *seat;
  AdwEntryRow *token;
  GtkListBox *found;
  GtkLabel *placeholder;
  TlNetBrowser *browser;
  gboolean tls;                 /* the typed address's host speaks TLS (a game found said so) */
  gboolean filling;             /* one side is filling the other */
  char *link_text;
};

enum {
  PROP_0,
  PROP_LINK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TlJoinForm, tl_join_form, GTK_TYPE_BOX)

static void
set_link_text (TlJoinForm *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->link))));
  char *link = g_str_has_prefix (text, "tilelands://") ? g_steal_pointer (&text) : NULL;

  if (g_strcmp0 (link, self->link_text) == 0)
    {
      g_free (link);
      return;
    }
  g_free (self->link_text);
  self->link_text = link;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINK]);
}

/* The link typed: its parts in the fields. */
static void
on_link_changed (GtkEditable *entry,
                 TlJoinForm  *self)
{
  TlNetLink parsed = { 0 };

  set_link_text (self);
  if (self->filling || !tl_net_link_parse (gtk_editable_get_text (entry), &parsed, NULL))
    return;
  self->filling = TRUE;
  {
    g_autofree char *address = strchr (parsed.host, ':') != NULL
                                 ? g_strdup_printf ("[%s]:%u", parsed.host, parsed.port)
                                 : g_strdup_printf ("%s:%u", parsed.host, parsed.port);
    g_autofree char *seat = g_strdup_printf ("%u", parsed.seat + 1);

    gtk_editable_set_text (GTK_EDITABLE (self->address), address);
    gtk_editable_set_text (GTK_EDITABLE (self->game), parsed.game);
    gtk_editable_set_text (GTK_EDITABLE (self->seat), seat);
    gtk_editable_set_text (GTK_EDITABLE (self->token), parsed.token);
    self->tls = parsed.tls;
  }
  self->filling = FALSE;
  tl_net_link_clear (&parsed);
}

/* The fields typed: the link they make, or none while one is missing. */
static void
on_field_changed (GtkEditable *field,
                  TlJoinForm  *self)
{
  g_autoptr(GSocketConnectable) address = NULL;
  g_autofree char *link = NULL;
  const char *game = gtk_editable_get_text (GTK_EDITABLE (self->game));
  const char *token = gtk_editable_get_text (GTK_EDITABLE (self->token));
  guint64 seat = 0;

  if (self->filling)
    return;
  address = g_network_address_parse (gtk_editable_get_text (GTK_EDITABLE (self->address)), 0, NULL);
  if (address != NULL && g_network_address_get_port (G_NETWORK_ADDRESS (address)) > 0 && *game != '\0' &&
      strpbrk (game, "/?#& ") == NULL && *token != '\0' && strpbrk (token, "/?#& ") == NULL &&
      g_ascii_string_to_unsigned (gtk_editable_get_text (GTK_EDITABLE (self->seat)), 10, 1, 5, &seat, NULL))
    link = tl_net_link_format (g_network_address_get_hostname (G_NETWORK_ADDRESS (address)),
                               g_network_address_get_port (G_NETWORK_ADDRESS (address)), game, seat - 1, token,
                               self->tls);
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->link), link != NULL ? link : "");
  self->filling = FALSE;
}

/* Games on this network */

static GtkWidget *
make_found_row (gpointer item,
                gpointer data)
{
  TlNetFoundGame *found = item;
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *address = g_strdup_printf ("%s:%u", tl_net_found_game_get_host (found),
                                              tl_net_found_game_get_port (found));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tl_net_found_game_get_title (found));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), address);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "found", g_object_ref (found), g_object_unref);
  return row;
}

static void
on_found_activated (GtkListBox    *list,
                    GtkListBoxRow *row,
                    TlJoinForm    *self)
{
  TlNetFoundGame *found = g_object_get_data (G_OBJECT (row), "found");
  g_autofree char *address = NULL;

  if (found == NULL)
    return;
  address = g_strdup_printf ("%s:%u", tl_net_found_game_get_host (found), tl_net_found_game_get_port (found));
  self->tls = tl_net_found_game_get_tls (found);
  gtk_editable_set_text (GTK_EDITABLE (self->address), address);
  gtk_editable_set_text (GTK_EDITABLE (self->game), tl_net_found_game_get_game (found));
  adw_expander_row_set_expanded (self->typed, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->seat));
}

static void
on_browser_state (TlNetBrowser *browser,
                  GParamSpec   *pspec,
                  TlJoinForm   *self)
{
  g_autofree char *text = NULL;

  switch (tl_net_browser_get_state (browser))
    {
    case TL_NET_DISCOVERY_SEARCHING:
      text = g_strdup (_("No games found on this network yet."));
      break;
    case TL_NET_DISCOVERY_NOT_BUILT:
      text = g_strdup (_("Games on this network cannot be found: this Tilelands was built without Avahi."));
      break;
    case TL_NET_DISCOVERY_NO_DAEMON:
      text = g_strdup (_("Games on this network cannot be found: the Avahi daemon is not running."));
      break;
    case TL_NET_DISCOVERY_FAILED:
    default:
      /* Translators: "%s" is why, in Avahi's words (English) */
      text = g_strdup_printf (_("Games on this network cannot be found: %s."), tl_net_browser_get_detail (browser));
      break;
    }
  gtk_label_set_label (self->placeholder, text);
}

static AdwEntryRow *
add_entry_row (TlJoinForm *self,
               const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_add_row (self->typed, row);
  g_signal_connect (row, "changed", G_CALLBACK (on_field_changed), self);
  return ADW_ENTRY_ROW (row);
}

static void
tl_join_form_init (TlJoinForm *self)
{
  GtkWidget *list, *heading;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);

  self->link = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->link, "tilelands://…");
  gtk_entry_set_activates_default (self->link, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->link), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Invite link"), -1);
  g_signal_connect (self->link, "changed", G_CALLBACK (on_link_changed), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->link));

  /* or its parts, typed apart */
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  self->typed = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->typed), _("Type the Address"));
  adw_expander_row_set_subtitle (self->typed, _("The host’s address, the game, your seat and its token"));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->typed));
  /* Translators: the host's address and port, as in 192.0.2.5:4567 */
  self->address = add_entry_row (self, _("Address (host:port)"));
  /* Translators: the game's id on the host, as in the invite link */
  self->game = add_entry_row (self, C_("join", "Game"));
  /* Translators: the seat counted from 1, as the players' list counts */
  self->seat = add_entry_row (self, _("Seat (1 to 5)"));
  gtk_text_set_input_purpose (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (self->seat))),
                              GTK_INPUT_PURPOSE_DIGITS);
  /* shown, not a password row: it is pasted and checked by eye, and
   * libadwaita 1.2's show-text button has no accessible name */
  self->token = add_entry_row (self, _("Token"));
  gtk_box_append (GTK_BOX (self), list);

  /* the games found */
  heading = gtk_label_new (_("Games on This Network"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_margin_top (heading, 6);
  gtk_box_append (GTK_BOX (self), heading);
  self->found = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->found, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->found), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->found), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games on This Network"), -1);
  self->placeholder = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->placeholder, TRUE);
  gtk_label_set_max_width_chars (self->placeholder, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "dim-label");
  gtk_widget_set_margin_top (GTK_WIDGET (self->placeholder), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->placeholder), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self->placeholder), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->placeholder), 12);
  gtk_list_box_set_placeholder (self->found, GTK_WIDGET (self->placeholder));
  g_signal_connect (self->found, "row-activated", G_CALLBACK (on_found_activated), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->found));

  self->browser = tl_net_browser_new ();
  gtk_list_box_bind_model (self->found, tl_net_browser_get_games (self->browser), make_found_row, NULL, NULL);
  g_signal_connect (self->browser, "notify::state", G_CALLBACK (on_browser_state), self);
  on_browser_state (self->browser, NULL, self);
}

static void
tl_join_form_dispose (GObject *object)
{
  TlJoinForm *self = TL_JOIN_FORM (object);

  if (self->browser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->browser, self);
      gtk_list_box_bind_model (self->found, NULL, NULL, NULL, NULL);
      g_clear_object (&self->browser);
    }
  G_OBJECT_CLASS (tl_join_form_parent_class)->dispose (object);
}

static void
tl_join_form_finalize (GObject *object)
{
  TlJoinForm *self = TL_JOIN_FORM (object);

  g_free (self->link_text);
  G_OBJECT_CLASS (tl_join_form_parent_class)->finalize (object);
}

static void
tl_join_form_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TlJoinForm *self = TL_JOIN_FORM (object);

  switch (prop_id)
    {
    case PROP_LINK:
      g_value_set_string (value, self->link_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_join_form_class_init (TlJoinFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_join_form_dispose;
  object_class->finalize = tl_join_form_finalize;
  object_class->get_property = tl_join_form_get_property;
  properties[PROP_LINK] = g_param_spec_string ("link", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

GtkWidget *
tl_join_form_new (const char *link)
{
  TlJoinForm *self = g_object_new (TL_TYPE_JOIN_FORM, NULL);

  if (link != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->link), link);
  return GTK_WIDGET (self);
}

const char *
tl_join_form_get_link (TlJoinForm *self)
{
  g_return_val_if_fail (TL_IS_JOIN_FORM (self), NULL);

  return self->link_text;
}

void
tl_join_form_focus_link (TlJoinForm *self)
{
  g_return_if_fail (TL_IS_JOIN_FORM (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->link));
}
