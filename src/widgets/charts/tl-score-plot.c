/* tl-score-plot.c — every player's score over the turns of a game, drawn with cairo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tl-style-color.h"
#include "tl-render.h"
#include "tl-player-name.h"
#include "tl-score-plot.h"

#define MIN_WIDTH 240
#define MIN_HEIGHT 140
#define PAD 8.0
#define LINE_WIDTH 2.0
#define HALO_WIDTH 5.0
#define DOT_RADIUS 4.0
/* the marker of the step shown: dashes and gaps (px), its opacity over the text colour */
#define MARKER_DASH 6.0
#define MARKER_GAP 4.0
#define MARKER_ALPHA 0.55
/* about this many marks on each axis */
#define Y_TICKS 5
#define X_TICKS 8

struct _TlScorePlot
{
  GtkWidget parent_instance;

  TlGameReplay *replay;
  guint step;
  gulong dark_id;
};

G_DEFINE_FINAL_TYPE (TlScorePlot, tl_score_plot, GTK_TYPE_WIDGET)

enum {
  SIGNAL_STEP_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gint
tl_score_plot_nice_step (gint  range,
                         guint ticks)
{
  static const gint factors[] = { 1, 2, 5 };

  if (range <= 0 || ticks == 0)
    return 1;
  for (gint power = 1; power <= 100000000; power *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
      {
        gint step = factors[i] * power;

        if ((range + step - 1) / step <= (gint) ticks)
          return step;
      }
  return 1000000000;
}

/* Where things go, in widget pixels. */
typedef struct {
  double left, top, right, bottom;   /* the plot area */
  gint low, high;                    /* the values at its bottom and top */
  gint y_step;
  guint n;                           /* turns: steps 0 .. n */
} Frame;

static PangoLayout *
layout_for (TlScorePlot *self,
            const char  *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  return layout;
}

static int
text_width (TlScorePlot *self,
            const char  *text)
{
  g_autoptr (PangoLayout) layout = layout_for (self, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  return width;
}

static int
text_height (TlScorePlot *self)
{
  g_autoptr (PangoLayout) layout = layout_for (self, "0");
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  return height;
}

static const TlPlayerInfo *
seat_info (TlScorePlot *self,
           guint        seat)
{
  return &g_array_index (tl_game_replay_get_record (self->replay)->players, TlPlayerInfo, seat);
}

static guint
n_seats (TlScorePlot *self)
{
  return tl_game_replay_get_record (self->replay)->players->len;
}

static void
compute_frame (TlScorePlot *self,
               Frame       *frame)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  int widest_name = 0, widest_value;
  g_autofree char *low_text = NULL, *high_text = NULL;
  gint lowest, highest;

  tl_game_replay_get_score_range (self->replay, &lowest, &highest);
  frame->n = tl_game_replay_get_n_turns (self->replay);
  frame->y_step = tl_score_plot_nice_step (MAX (highest - lowest, 1), Y_TICKS);
  /* whole marks at both ends */
  frame->low = (gint) floor ((double) lowest / frame->y_step) * frame->y_step;
  frame->high = (gint) ceil ((double) highest / frame->y_step) * frame->y_step;
  if (frame->high <= frame->low)
    frame->high = frame->low + frame->y_step;

  low_text = g_strdup_printf ("%d", frame->low);
  high_text = g_strdup_printf ("%d", frame->high);
  widest_value = MAX (text_width (self, low_text), text_width (self, high_text));
  for (guint seat = 0; seat < n_seats (self); seat++)
    {
      g_autofree char *name = tl_player_name_shown (seat_info (self, seat)->name);

      widest_name = MAX (widest_name, text_width (self, name));
    }

  frame->left = PAD + widest_value + PAD;
  frame->top = PAD + text_height (self) / 2.0;
  frame->right = width - PAD - MIN (widest_name, width / 3) - PAD;
  frame->bottom = height - PAD - text_height (self) - 4;
  if (frame->right < frame->left + 1)
    frame->right = frame->left + 1;
  if (frame->bottom < frame->top + 1)
    frame->bottom = frame->top + 1;
}

static double
x_of (const Frame *frame,
      guint        step)
{
  if (frame->n == 0)
    return frame->left;
  return frame->left + (frame->right - frame->left) * step / frame->n;
}

static double
y_of (const Frame *frame,
      double       value)
{
  return frame->bottom - (frame->bottom - frame->top) * (value - frame->low) / (frame->high - frame->low);
}

guint
tl_score_plot_step_at (TlScorePlot *self,
                       double       x)
{
  Frame frame;
  double step;

  g_return_val_if_fail (TL_IS_SCORE_PLOT (self), 0);
  if (self->replay == NULL)
    return 0;
  compute_frame (self, &frame);
  if (frame.n == 0)
    return 0;
  step = round ((x - frame.left) / (frame.right - frame.left) * frame.n);
  return (guint) CLAMP (step, 0, frame.n);
}

static void
seat_color (TlScorePlot *self,
            guint        seat,
            TlRgb       *rgb)
{
  tl_render_default_color (seat, rgb);
  tl_render_parse_color (seat_info (self, seat)->color, rgb);
}

static void
show_text (TlScorePlot   *self,
           cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         align_x,
           double         align_y)
{
  g_autoptr (PangoLayout) layout = layout_for (self, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, round (x - align_x * width), round (y - align_y * height));
  pango_cairo_show_layout (cr, layout);
}

static void
draw_grid (TlScorePlot   *self,
           cairo_t       *cr,
           const Frame   *frame,
           const GdkRGBA *fg)
{
  gint x_step = tl_score_plot_nice_step (MAX ((gint) frame->n, 1), X_TICKS);

  cairo_set_line_width (cr, 1.0);
  for (gint v = frame->low; v <= frame->high; v += frame->y_step)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);
      double y = round (y_of (frame, v)) + 0.5;

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, v == 0 ? 0.35 : 0.12);
      cairo_move_to (cr, frame->left, y);
      cairo_line_to (cr, frame->right, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.6);
      show_text (self, cr, label, frame->left - PAD, y, 1.0, 0.5);
    }
  for (guint t = 0; t <= frame->n; t += x_step)
    {
      g_autofree char *label = g_strdup_printf ("%u", t);
      double x = round (x_of (frame, t)) + 0.5;

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.12);
      cairo_move_to (cr, x, frame->top);
      cairo_line_to (cr, x, frame->bottom);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.6);
      show_text (self, cr, label, x, frame->bottom + 4, 0.5, 0.0);
    }
}

/* A halo under lines whose colour is close to the background's. */
static gboolean
needs_halo (const TlRgb *rgb,
            gboolean     dark,
            double      *halo)
{
  double luminance = 0.2126 * rgb->r + 0.7152 * rgb->g + 0.0722 * rgb->b;

  if (dark && luminance < 0.25)
    {
      *halo = 1.0;
      return TRUE;
    }
  if (!dark && luminance > 0.75)
    {
      *halo = 0.0;
      return TRUE;
    }
  return FALSE;
}

static void
trace_line (TlScorePlot *self,
            cairo_t     *cr,
            const Frame *frame,
            guint        seat)
{
  for (guint step = 0; step <= frame->n; step++)
    {
      double x = x_of (frame, step);
      double y = y_of (frame, tl_game_replay_get_score (self->replay, step, seat));

      if (step == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
}

static int
compare_by_y (gconstpointer a,
              gconstpointer b)
{
  double ya = ((const double *) a)[0], yb = ((const double *) b)[0];

  return ya < yb ? -1 : ya > yb;
}

/* The names at the ends of the lines, pushed apart so that none covers another. */
static void
draw_names (TlScorePlot *self,
            cairo_t     *cr,
            const Frame *frame,
            gboolean     dark)
{
  double place[TL_MAX_PLAYERS][2];   /* y, seat */
  double gap = text_height (self);
  guint n = MIN (n_seats (self), TL_MAX_PLAYERS);
  GdkRGBA fg;

  tl_style_color_fg (GTK_WIDGET (self), &fg);

  for (guint seat = 0; seat < n; seat++)
    {
      place[seat][0] = y_of (frame, tl_game_replay_get_score (self->replay, frame->n, seat));
      place[seat][1] = seat;
    }
  qsort (place, n, sizeof place[0], compare_by_y);
  for (guint i = 1; i < n; i++)
    place[i][0] = MAX (place[i][0], place[i - 1][0] + gap);
  /* what went below the bottom moves back up */
  for (guint i = n; i-- > 0;)
    {
      double limit = (i + 1 < n ? place[i + 1][0] - gap : frame->bottom + gap / 2);

      place[i][0] = MIN (place[i][0], limit);
    }
  for (guint i = 0; i < n; i++)
    {
      guint seat = (guint) place[i][1];
      g_autofree char *name = tl_player_name_shown (seat_info (self, seat)->name);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
      show_text (self, cr, name, frame->right + PAD, place[i][0], 0.0, 0.5);
    }
}

static void
tl_score_plot_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TlScorePlot *self = TL_SCORE_PLOT (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA fg;
  Frame frame;
  cairo_t *cr;

  if (self->replay == NULL || width <= 0 || height <= 0)
    return;

  tl_style_color_fg (widget, &fg);

  compute_frame (self, &frame);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_grid (self, cr, &frame, &fg);

  /* the step shown: the text colour, dashed (no seat's colour: the accent
   * blue was taken for the blue player's line; no seat's line is dashed) */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, MARKER_ALPHA);
  cairo_set_line_width (cr, 2.0);
  cairo_set_dash (cr, (const double[]) { MARKER_DASH, MARKER_GAP }, 2, 0);
  cairo_move_to (cr, round (x_of (&frame, self->step)), frame.top);
  cairo_line_to (cr, round (x_of (&frame, self->step)), frame.bottom);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint seat = 0; seat < n_seats (self); seat++)
    {
      TlRgb rgb;
      double halo;

      seat_color (self, seat, &rgb);
      trace_line (self, cr, &frame, seat);
      if (needs_halo (&rgb, dark, &halo))
        {
          cairo_set_source_rgba (cr, halo, halo, halo, 0.55);
          cairo_set_line_width (cr, HALO_WIDTH);
          cairo_stroke_preserve (cr);
        }
      cairo_set_source_rgb (cr, rgb.r, rgb.g, rgb.b);
      cairo_set_line_width (cr, LINE_WIDTH);
      cairo_stroke (cr);

      /* each seat's score at the step shown */
      cairo_arc (cr, x_of (&frame, self->step),
                 y_of (&frame, tl_game_replay_get_score (self->replay, self->step, seat)),
                 DOT_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb.r, rgb.g, rgb.b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0, 0.6);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
    }
  draw_names (self, cr, &frame, dark);
  cairo_destroy (cr);
}

static void
tl_score_plot_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_WIDTH : MIN_HEIGHT;
}

/* Names the leader at the marked step, for screen readers. */
static void
update_description (TlScorePlot *self)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (self->replay != NULL)
    {
      /* Translators: the accessible label of the score plot; "%u" is a turn */
      g_string_printf (text, _("Scores after turn %u:"), self->step);
      for (guint seat = 0; seat < n_seats (self); seat++)
        g_string_append_printf (text, "%s %s %d", seat == 0 ? "" : ",",
                                seat_info (self, seat)->name,
                                tl_game_replay_get_score (self->replay, self->step, seat));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text->len > 0 ? text->str : _("Scores over the turns"), -1);
}

static void
choose_at (TlScorePlot *self,
           double       x)
{
  if (self->replay != NULL)
    g_signal_emit (self, signals[SIGNAL_STEP_CHOSEN], 0, tl_score_plot_step_at (self, x));
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TlScorePlot    *self)
{
  choose_at (self, x);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TlScorePlot    *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  choose_at (self, x + dx);
}

static void
on_dark_changed (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 TlScorePlot     *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tl_score_plot_dispose (GObject *object)
{
  TlScorePlot *self = TL_SCORE_PLOT (object);

  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  g_clear_object (&self->replay);
  G_OBJECT_CLASS (tl_score_plot_parent_class)->dispose (object);
}

static void
tl_score_plot_class_init (TlScorePlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_score_plot_dispose;
  widget_class->snapshot = tl_score_plot_snapshot;
  widget_class->measure = tl_score_plot_measure;

  signals[SIGNAL_STEP_CHOSEN] =
    g_signal_new ("step-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "score-plot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_score_plot_init (TlScorePlot *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  self->dark_id = g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                                    G_CALLBACK (on_dark_changed), self);
  update_description (self);
}

GtkWidget *
tl_score_plot_new (void)
{
  return g_object_new (TL_TYPE_SCORE_PLOT, NULL);
}

void
tl_score_plot_set_replay (TlScorePlot  *self,
                          TlGameReplay *replay)
{
  g_return_if_fail (TL_IS_SCORE_PLOT (self));
  g_return_if_fail (replay == NULL || TL_IS_GAME_REPLAY (replay));

  g_set_object (&self->replay, replay);
  self->step = replay != NULL ? MIN (self->step, tl_game_replay_get_n_turns (replay)) : 0;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_score_plot_set_step (TlScorePlot *self,
                        guint        step)
{
  g_return_if_fail (TL_IS_SCORE_PLOT (self));

  if (self->replay != NULL)
    step = MIN (step, tl_game_replay_get_n_turns (self->replay));
  if (step == self->step)
    return;
  self->step = step;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tl_score_plot_get_step (TlScorePlot *self)
{
  g_return_val_if_fail (TL_IS_SCORE_PLOT (self), 0);
  return self->step;
}
