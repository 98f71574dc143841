/* tl-scoreboard.c — the players of a game: colour, name, score, supply, turn
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-scoreboard.h"
#include "tl-meeple-icon.h"
#include "tl-player-name.h"

/* The widgets of one seat's row. */
typedef struct {
  GtkWidget *row;
  GtkLabel *detail;
  GtkLabel *score;
  char *text;   /* what a screen reader says of the row */
} SeatRow;

struct _TlScoreboard
{
  GtkWidget parent_instance;

  GtkWidget *list;
  TlGame *game;
  gulong changed_id;
  SeatRow seats[TL_MAX_PLAYERS];
  guint n_seats;
  /* a game on a host: who is connected to it (tl_scoreboard_set_presence()) */
  gboolean presence;
  gboolean connected[TL_MAX_PLAYERS];
  /* a person's seat the host's computer plays (tl_scoreboard_set_computer_seats()) */
  gboolean computer[TL_MAX_PLAYERS];
  gboolean resigned[TL_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (TlScoreboard, tl_scoreboard, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_rows (TlScoreboard *self)
{
  gboolean over, followers;
  guint current;

  if (self->game == NULL)
    return;

  over = tl_game_get_phase (self->game) == TL_PHASE_OVER;
  current = tl_game_get_current_player (self->game);
  /* The Discovery calls its pieces followers (docs/rules/discovery.md §1.1). */
  followers = g_strcmp0 (tl_game_get_record (self->game)->game, "discovery") == 0;

  for (guint i = 0; i < self->n_seats; i++)
    {
      const TlPlayerState *player = tl_game_player_state (self->game, i);
      const TlPlayerInfo *info = tl_game_player_info (self->game, i);
      g_autofree char *supply = NULL;
      g_autofree char *detail = NULL;
      g_autofree char *accessible = NULL;
      g_autofree char *score = g_strdup_printf ("%d", player->score);

      if (followers)
        supply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower", "%u followers", player->supply),
                                  player->supply);
      else
        supply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u meeple", "%u meeples", player->supply),
                                  player->supply);
      if (info->kind == TL_PLAYER_AI && info->level <= TL_AI_EASY)
        /* Translators: a seat's line in the scoreboard: "Easy computer · 5 meeples" */
        detail = g_strdup_printf (_("Easy computer · %s"), supply);
      else if (info->kind == TL_PLAYER_AI && info->level == TL_AI_NORMAL)
        /* Translators: a seat's line in the scoreboard: "Normal computer · 5 meeples" */
        detail = g_strdup_printf (_("Normal computer · %s"), supply);
      else if (info->kind == TL_PLAYER_AI)
        /* Translators: a seat's line in the scoreboard: "Hard computer · 5 meeples" */
        detail = g_strdup_printf (_("Hard computer · %s"), supply);
      else
        detail = g_steal_pointer (&supply);
      if (self->presence && info->kind == TL_PLAYER_HUMAN && (self->computer[i] || self->resigned[i]))
        {
          char *with = g_strdup_printf (self->resigned[i]
                                        /* Translators: a seat's line in the scoreboard of a game on a
                                         * host, its person resigned: "Resigned · 5 meeples" */
                                        ? _("Resigned · %s")
                                        /* Translators: a seat's line in the scoreboard of a game on a
                                         * host, a person's seat the host handed to a computer player:
                                         * "A computer plays for now · 5 meeples" */
                                        : _("A computer plays for now · %s"), detail);

          g_free (detail);
          detail = with;
        }
      else if (self->presence)
        {
          /* Translators: a seat's line in the scoreboard of a game on a host:
           * "Connected · 5 meeples" */
          char *with = g_strdup_printf (self->connected[i] ? _("Connected · %s")
                                        /* Translators: a seat's line in the scoreboard of a game on
                                         * a host, the seat not connected to it: "Away · 5 meeples" */
                                                           : _("Away · %s"), detail);

          g_free (detail);
          detail = with;
        }
      if (self->presence && !self->connected[i])
        gtk_widget_add_css_class (self->seats[i].row, "player-away");
      else
        gtk_widget_remove_css_class (self->seats[i].row, "player-away");

      gtk_label_set_label (self->seats[i].detail, detail);
      gtk_label_set_label (self->seats[i].score, score);

      if (!over && i == current)
        gtk_widget_add_css_class (self->seats[i].row, "current-player");
      else
        gtk_widget_remove_css_class (self->seats[i].row, "current-player");

      /* what a screen reader says of the row: "Ann, 25 points, 2 meeples, to play" */
      if (!over && i == current)
        /* Translators: a screen reader's words for a scoreboard row: name, points, the seat's line */
        accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d point, %s, to play",
                                                   "%s, %d points, %s, to play", ABS (player->score)),
                                      info->name, player->score, detail);
      else
        /* Translators: a screen reader's words for a scoreboard row: name, points, the seat's line */
        accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d point, %s", "%s, %d points, %s",
                                                   ABS (player->score)),
                                      info->name, player->score, detail);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->seats[i].row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      g_free (self->seats[i].text);
      self->seats[i].text = g_steal_pointer (&accessible);
    }
}

static GtkWidget *
build_row (TlScoreboard       *self,
           const TlPlayerInfo *info,
           SeatRow            *seat)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *icon = tl_meeple_icon_new (info->color);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = tl_player_name_label_new (info->name);
  GtkWidget *detail = gtk_label_new (NULL);
  GtkWidget *score = gtk_label_new ("0");

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "player-row");

  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);

  gtk_widget_set_size_request (icon, 32, 32);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (texts), name);
  gtk_box_append (GTK_BOX (texts), detail);

  gtk_widget_add_css_class (score, "title-2");
  gtk_widget_add_css_class (score, "numeric");
  gtk_widget_set_valign (score, GTK_ALIGN_CENTER);

  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), score);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  seat->row = row;
  seat->detail = GTK_LABEL (detail);
  seat->score = GTK_LABEL (score);
  return row;
}

static void
rebuild (TlScoreboard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  self->n_seats = 0;

  if (self->game == NULL)
    return;

  self->n_seats = MIN (tl_game_get_n_players (self->game), TL_MAX_PLAYERS);
  for (guint i = 0; i < self->n_seats; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list),
                         build_row (self, tl_game_player_info (self->game, i), &self->seats[i]));
  update_rows (self);
}

static void
on_game_changed (TlGame       *game,
                 TlScoreboard *self)
{
  update_rows (self);
}

static void
tl_scoreboard_dispose (GObject *object)
{
  TlScoreboard *self = TL_SCOREBOARD (object);

  tl_scoreboard_set_game (self, NULL);
  g_clear_pointer (&self->list, gtk_widget_unparent);
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    g_clear_pointer (&self->seats[i].text, g_free);

  G_OBJECT_CLASS (tl_scoreboard_parent_class)->dispose (object);
}

static void
tl_scoreboard_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TlScoreboard *self = TL_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_scoreboard_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TlScoreboard *self = TL_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tl_scoreboard_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_scoreboard_class_init (TlScoreboardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_scoreboard_dispose;
  object_class->get_property = tl_scoreboard_get_property;
  object_class->set_property = tl_scoreboard_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scoreboard");
}

static void
tl_scoreboard_init (TlScoreboard *self)
{
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"),
                                  -1);
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
}

GtkWidget *
tl_scoreboard_new (void)
{
  return g_object_new (TL_TYPE_SCOREBOARD, NULL);
}

void
tl_scoreboard_set_game (TlScoreboard *self,
                        TlGame       *game)
{
  g_return_if_fail (TL_IS_SCOREBOARD (self));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_object (&self->game);
    }

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
    }

  if (self->list != NULL)
    rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TlGame *
tl_scoreboard_get_game (TlScoreboard *self)
{
  g_return_val_if_fail (TL_IS_SCOREBOARD (self), NULL);
  return self->game;
}

void
tl_scoreboard_set_presence (TlScoreboard   *self,
                            const gboolean *connected,
                            guint           n_seats)
{
  g_return_if_fail (TL_IS_SCOREBOARD (self));

  self->presence = connected != NULL;
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    self->connected[i] = connected == NULL || i >= n_seats || connected[i];
  update_rows (self);
}

void
tl_scoreboard_set_computer_seats (TlScoreboard   *self,
                                  const gboolean *computer,
                                  const gboolean *resigned,
                                  guint           n_seats)
{
  g_return_if_fail (TL_IS_SCOREBOARD (self));

  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    {
      self->computer[i] = computer != NULL && i < n_seats && computer[i];
      self->resigned[i] = resigned != NULL && i < n_seats && resigned[i];
    }
  update_rows (self);
}

const char *
tl_scoreboard_get_row_text (TlScoreboard *self,
                            guint         seat)
{
  g_return_val_if_fail (TL_IS_SCOREBOARD (self), NULL);

  return seat < self->n_seats ? self->seats[seat].text : NULL;
}
