/* test-history-layout.c — the History's layout with a wide game: a finished game
 * of both USA maps joined with Map-Chips and five players, as a user meets it
 * (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "store-test-util.h"
#include "tl-history-window.h"
#include "tl-library.h"
#include "tl-board-picture.h"
#include "tl-replay-view.h"
#include "tl-score-plot.h"
#include "tl-windows-resources.h"
#include "ui-test-util.h"

typedef struct {
  char *dir;
  char *path;
  TlLibrary *library;
  char *id;            /* the map game */
} Fixture;

/* A finished game of both USA maps joined with Map-Chips, five players, as the
 * New Game window makes it, played to its end by computer players. */
static TlGameState *
finished_map_game (void)
{
  g_autoptr (GError) error = NULL;
  TlNewGameWindow *dialog;

  tl_windows_ensure_resources ();
  dialog = tl_new_game_window_new (NULL, NULL);
  g_autoptr (TlRecord) record = NULL;
  TlGameState *state;

  g_assert_true (tl_new_game_window_select_map (dialog, "usa-both"));
  g_assert_true (tl_new_game_window_set_expansion (dialog, "map-chips", TRUE));
  record = tl_new_game_window_build_record (dialog, 17, &error);
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (record->map, ==, "usa-both");
  while (record->players->len < 5)
    tl_record_add_player (record, "Somebody", "green", TL_PLAYER_AI, 0);
  for (guint i = 0; i < record->players->len; i++)
    {
      static const char *const names[] = { "Ana-Maria Popescu", "Bogdan Ionescu", "Cristina Dumitrescu",
                                           "Dan Constantinescu", "Elena Georgescu" };
      static const char *const colors[] = { "red", "blue", "green", "yellow", "black" };
      TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, i);

      g_free (info->name);
      info->name = g_strdup (names[i]);
      g_free (info->color);
      info->color = g_strdup (colors[i]);
      info->kind = TL_PLAYER_AI;
      info->level = 0;
    }
  state = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  st_play_on (state, 17, G_MAXUINT);
  g_assert_cmpint (tl_game_state_phase (state), ==, TL_PHASE_OVER);
  return state;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  TlGameState *state = finished_map_game ();

  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  g_assert_true (tl_store_save_game (tl_library_get_store (f->library), state, NULL, &error));
  g_assert_no_error (error);
  f->id = g_strdup (tl_game_state_record (state)->id);
  tl_game_state_free (state);
  for (guint i = 0; i < 3; i++)
    {
      static const char * const seats[] = { "Ana-Maria Popescu-Vlădescu", "*Bogdan Ionescu-Rădulescu",
                                             "Cristina Dumitrescu", "*Dan Constantinescu", NULL };
      TlGameState *other = st_play_game ("carcassonne", 30 + i, seats, G_MAXUINT);

      g_assert_true (tl_store_save_game (tl_library_get_store (f->library), other, NULL, &error));
      tl_game_state_free (other);
    }
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_close_all ();
  tl_library_close (f->library);
  g_clear_object (&f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->id);
}

typedef struct {
  TlHistoryWindow *window;
  const char *id;
} ShownWait;

static gboolean
replay_shown (gpointer data)
{
  ShownWait *wait = data;
  TlGameReplay *replay = tl_replay_view_get_replay (tl_history_window_get_replay_view (wait->window));

  return replay != NULL && g_strcmp0 (tl_game_replay_get_record (replay)->id, wait->id) == 0;
}

/* The first widget of @type under @root (itself included), in the order of the tree. */
static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget with the CSS class @name under @root. */
static GtkWidget *
find_class (GtkWidget  *root,
            const char *name)
{
  if (gtk_widget_has_css_class (root, name))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_class (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
at_default_width (gpointer history)
{
  /* its default 1,280 px less the 10 px of the window's shadow */
  return gtk_widget_get_width (history) == 1270;
}

static TlHistoryWindow *
open_history (Fixture *f)
{
  TlHistoryWindow *history = tl_history_window_present (NULL, f->library, f->id);
  ShownWait wait = { history, f->id };

  g_assert_true (ui_wait_for (replay_shown, &wait, 20));
  ui_wait_until_drawn (GTK_WIDGET (history));
  g_assert_true (ui_wait_for (at_default_width, history, 10));
  ui_settle ();
  return history;
}

/* The column of @grid headed "Total", in sight inside @scroller at its
 * scroll position: the heading and each of the five players' cells. */
static void
assert_totals_in_sight (GtkWidget *grid,
                        GtkWidget *scroller)
{
  int total_col = -1;

  for (int col = 0; col < 12 && total_col < 0; col++)
    {
      GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (grid), col, 0);

      if (GTK_IS_LABEL (cell) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (cell)), "Total") == 0)
        total_col = col;
    }
  g_assert_cmpint (total_col, >=, 0);
  for (int row = 0; row <= 5; row++)
    {
      GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (grid), total_col, row);
      graphene_rect_t bounds;

      g_assert_nonnull (cell);
      g_assert_true (gtk_widget_compute_bounds (cell, scroller, &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (scroller));
      g_assert_cmpfloat (bounds.size.width, >, 0);
    }
  g_assert_cmpint (total_col, ==, 2);   /* Player (icon and name), then Total */
}

/* The History never needs more than a 1,366 px screen: the score table of five
 * players with Map-Chips' columns scrolls sideways in its pane (the wheel
 * still scrolls the pane), the scrubber fills the row under the board. It
 * needed 1,517 px (the table's width and the scrubber's buttons, scale and
 * label in one row), with a 95 px scale. */
static void
test_history_fits (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *history = open_history (f);
  TlReplayView *view = tl_history_window_get_replay_view (history);
  GtkWidget *grid = find_type (GTK_WIDGET (view), GTK_TYPE_GRID);
  GtkWidget *scroller = gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *scale = find_type (GTK_WIDGET (view), GTK_TYPE_SCALE);
  GtkWidget *board = gtk_widget_get_prev_sibling (gtk_widget_get_parent (scale));
  GtkAdjustment *sideways = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (scroller);
  int minimum, natural;
  guint n_scroll = 0;

  gtk_widget_measure (GTK_WIDGET (history), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 1098);
  g_assert_cmpint (minimum, <=, 1366);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (history)), ==, 1270);

  /* the table, 10 columns for 5 players, wider than its pane: it scrolls */
  g_assert_true (gtk_widget_has_css_class (grid, "score-table"));
  g_assert_cmpint (gtk_grid_get_child_at (GTK_GRID (grid), 9, 5) != NULL, ==, TRUE);
  g_assert_cmpfloat (gtk_adjustment_get_upper (sideways), ==, 581);   /* the name column ellipsizes its names (issue 20, item 9); the width follows the level-1 game played above */
  g_assert_cmpfloat (gtk_adjustment_get_page_size (sideways), ==, 455);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        {
          g_assert_cmpint (gtk_event_controller_scroll_get_flags (GTK_EVENT_CONTROLLER_SCROLL (controller)), ==,
                           GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL | GTK_EVENT_CONTROLLER_SCROLL_KINETIC);
          n_scroll++;
        }
    }
  g_assert_cmpuint (n_scroll, ==, 2);   /* GTK 4.8 has a second one in the capture phase */

  /* the Total column is in sight without scrolling, heading and all five rows,
   * next to the names (it was the ninth column, past the pane's right edge) */
  assert_totals_in_sight (grid, scroller);

  /* the scrubber fills the row under the board (its 12 px margins, then the
   * scale's own 12 px), the buttons and the turn in a row under it */
  g_assert_true (TL_IS_BOARD_PICTURE (board));
  g_assert_cmpint (gtk_widget_get_width (board), ==, 437);
  g_assert_cmpint (gtk_widget_get_width (gtk_widget_get_parent (scale)), ==, 437 - 24);
  g_assert_cmpint (gtk_widget_get_width (scale), ==, 437 - 48);
  ui_save_png (GTK_WIDGET (history), "history-map-game.png");
}

/* Every label of every row of the list holds what it draws (a label of
 * players that wrapped drew its third line over the next row), and the rows
 * follow one another without overlapping. */
static void
test_history_rows (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *history = open_history (f);
  GtkWidget *list = find_class (GTK_WIDGET (history), "navigation-sidebar");
  double previous_bottom = 0;
  guint rows = 0, wrapped = 0;

  g_assert_true (GTK_IS_LIST_VIEW (list));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_widget_get_first_child (row);
      graphene_rect_t bounds;

      if (box == NULL || !GTK_IS_BOX (box) || !gtk_widget_get_child_visible (row))
        continue;
      g_assert_true (gtk_widget_compute_bounds (row, list, &bounds));
      g_assert_cmpfloat (bounds.origin.y, >=, previous_bottom);
      previous_bottom = bounds.origin.y + bounds.size.height;
      for (GtkWidget *label = gtk_widget_get_first_child (box); label != NULL; label = gtk_widget_get_next_sibling (label))
        {
          PangoRectangle logical;

          if (!gtk_widget_get_visible (label))
            continue;
          pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (label)), NULL, &logical);
          g_assert_cmpint (logical.height, <=, gtk_widget_get_height (label));
          if (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))) == 2)
            wrapped++;
        }
      rows++;
    }
  g_assert_cmpuint (rows, ==, 4);
  /* each game's players, on two lines */
  g_assert_cmpuint (wrapped, ==, 4);
  ui_save_png (GTK_WIDGET (history), "history-rows.png");
}

static guint
luminance (guint32 pixel)
{
  return ((pixel >> 16) & 0xff) * 3 + ((pixel >> 8) & 0xff) * 6 + (pixel & 0xff);
}

/* The colour of the marker of the turn shown on the plot, in the History's
 * picture, at the turn @step: the pixel least like the background within
 * three columns of the step's place, three rows under the marker's top (in its
 * first dash, under the grid's top line; the seats' lines are far below at
 * that turn). */
static guint32
marker_pixel (TlHistoryWindow *history,
              guint            step)
{
  TlReplayView *view = tl_history_window_get_replay_view (history);
  GtkWidget *plot = find_type (GTK_WIDGET (view), TL_TYPE_SCORE_PLOT);
  GtkRange *scale = GTK_RANGE (find_type (GTK_WIDGET (view), GTK_TYPE_SCALE));
  g_autoptr (GdkTexture) texture = NULL;
  double lo = -1, hi = -1, wx, wy;
  guint32 background, strongest;

  gtk_range_set_value (scale, step);
  g_assert_cmpuint (tl_score_plot_get_step (TL_SCORE_PLOT (plot)), ==, step);
  ui_settle ();
  for (int x = 0; x < gtk_widget_get_width (plot); x++)
    if (tl_score_plot_step_at (TL_SCORE_PLOT (plot), x) == step)
      {
        if (lo < 0)
          lo = x;
        hi = x;
      }
  g_assert_cmpfloat (lo, >=, 0);
  g_assert_true (gtk_widget_translate_coordinates (plot, GTK_WIDGET (history), round ((lo + hi) / 2), 0, &wx, &wy));
  texture = ui_render_texture (GTK_WIDGET (history));
  background = strongest = ui_texture_pixel (texture, wx, wy);
  for (int y = 0; y < gtk_widget_get_height (plot); y++)
    for (int dx = -3; dx <= 3; dx++)
      if (ui_texture_pixel (texture, wx + dx, wy + y) != background)
        {
          /* three rows down, in the first dash, under the top line of the grid */
          for (int dx2 = -3; dx2 <= 3; dx2++)
            {
              guint32 pixel = ui_texture_pixel (texture, wx + dx2, wy + y + 3);

              if (ABS ((int) luminance (pixel) - (int) luminance (background)) >
                  ABS ((int) luminance (strongest) - (int) luminance (background)))
                strongest = pixel;
            }
          return strongest;
        }
  g_assert_not_reached ();
}

/* The plot marks the turn shown in the text colour, dashed, never in the
 * accent blue that the blue player's line is taken for (0x5c9ce8 it was):
 * grey in the light style and in the dark one. */
/* @pixel is grey (its three channels equal) and its channel lies in lo..hi: the
 * dashed line's antialiasing moves the exact shade by a step or two as the plot's
 * width changes. */
static void
assert_grey (guint32 pixel, guint lo, guint hi)
{
  guint r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  g_assert_cmphex (r, ==, g);
  g_assert_cmphex (g, ==, b);
  g_assert_cmphex (r, >=, lo);
  g_assert_cmphex (r, <=, hi);
}

static void
test_history_plot_marker (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *history = open_history (f);
  AdwStyleManager *style = adw_style_manager_get_default ();

  assert_grey (marker_pixel (history, 60), 0x68, 0x74);   /* 0x6e6e6e when it was measured */
  ui_save_png (GTK_WIDGET (history), "history-plot-light.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  assert_grey (marker_pixel (history, 60), 0x99, 0xa5);   /* 0x9f9f9f when it was measured */
  ui_save_png (GTK_WIDGET (history), "history-plot-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The first mapped widget under @root whose CSS name is @name. */
static GtkWidget *
find_css_name (GtkWidget  *root,
               const char *name)
{
  if (gtk_widget_get_mapped (root) && g_strcmp0 (gtk_widget_get_css_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_css_name (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toast_shown (gpointer window)
{
  GtkWidget *toast = find_css_name (window, "toast");

  return toast != NULL && gtk_widget_get_height (toast) > 0;
}

/* The toast of a game deleted (with Undo) stands above the replay's slider
 * and buttons, not over them. */
static void
test_history_toast_clear_of_scrubber (Fixture *f, gconstpointer data)
{
  TlHistoryWindow *history;
  GtkWidget *scrubber, *toast;
  graphene_rect_t scrubber_at, toast_at;

  ui_application ();   /* its style */
  history = open_history (f);
  scrubber = gtk_widget_get_parent (find_type (GTK_WIDGET (tl_history_window_get_replay_view (history)),
                                               GTK_TYPE_SCALE));
  g_assert_true (gtk_widget_compute_bounds (scrubber, GTK_WIDGET (history), &scrubber_at));
  gtk_widget_activate_action (GTK_WIDGET (history), "history.delete", NULL);
  g_assert_true (ui_wait_for (toast_shown, history, 10));
  ui_settle ();
  toast = find_css_name (GTK_WIDGET (history), "toast");
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (history), &toast_at));
  ui_save_png (GTK_WIDGET (history), "history-toast.png");
  g_assert_cmpfloat (toast_at.origin.x, <, scrubber_at.origin.x + scrubber_at.size.width);
  g_assert_cmpfloat (toast_at.origin.x + toast_at.size.width, >, scrubber_at.origin.x);
  g_assert_cmpfloat (toast_at.origin.y + toast_at.size.height, <=, scrubber_at.origin.y);
  g_assert_cmpfloat (scrubber_at.origin.y - (toast_at.origin.y + toast_at.size.height), ==, 12);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-history-layout", TRUE))
    return 77;
  g_test_add ("/ui/history-layout/fits", Fixture, NULL, fixture_set_up, test_history_fits, fixture_tear_down);
  g_test_add ("/ui/history-layout/rows", Fixture, NULL, fixture_set_up, test_history_rows, fixture_tear_down);
  g_test_add ("/ui/history-layout/toast-clear-of-scrubber", Fixture, NULL, fixture_set_up,
              test_history_toast_clear_of_scrubber, fixture_tear_down);
  g_test_add ("/ui/history-layout/plot-marker", Fixture, NULL, fixture_set_up, test_history_plot_marker,
              fixture_tear_down);
  return g_test_run ();
}
