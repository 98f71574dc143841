/* bench-tile-set-editor.c — the tile-set editor with a set of 200 tiles
 * (`xvfb-run -a meson test --benchmark bench-tile-set-editor --verbose`):
 *
 * - a change of a side by the tile pane and its redraw: the edit (the document
 *   checks the whole set again and the window updates its grid item, its
 *   problems and its fields), then drawing the pane's tile (its snapshot
 *   rendered into pixels at the size on screen), and from the change until the
 *   window's next frame is painted; median and max of 200 changes (target: the
 *   redraw ≤ 16 ms);
 * - the grid: drawing the 200 thumbnails once, asking for them again (kept:
 *   nothing drawn), and scrolling the grid from top to bottom a page at a time
 *   until each frame is painted, with how many pictures were drawn meanwhile.
 *
 * Prints the figures; never fails on time.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <adwaita.h>

#include "tl-tile-set-editor-window.h"
#include "tl-tile-thumbnail.h"

#define N_TILES 200
#define N_CHANGES 200

static gboolean painted;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  painted = TRUE;
}

static void
wait_painted (GtkWidget *widget)
{
  painted = FALSE;
  gtk_widget_queue_draw (widget);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
print_stats (const char *what, double *values, guint n)
{
  qsort (values, n, sizeof *values, compare);
  printf ("%s: median %.2f ms, max %.2f ms (%u)\n", what, values[n / 2], values[n - 1], n);
}

/* The set: 200 tiles, each with sides of its own (the kinds counted in base 3). */
static TlTileSetDocument *
make_set (void)
{
  TlTileSetDocument *doc = tl_tile_set_document_new ("carcassonne", "bench-200", "200 tiles");

  for (guint i = 1; i < N_TILES; i++)
    tl_tile_set_document_add_tile (doc, -1);
  for (guint i = 0; i < N_TILES; i++)
    {
      static const TlSegmentKind kinds[] = { TL_SEGMENT_FIELD, TL_SEGMENT_ROAD, TL_SEGMENT_CITY };
      guint code = i % 81;

      for (guint s = 0; s < TL_N_SIDES; s++, code /= 3)
        tl_tile_set_document_edit_tile (doc, i, TL_TILE_EDIT_KIND, s, kinds[code % 3], 0, NULL);
      if (i % 7 == 0)
        tl_tile_set_document_edit_tile (doc, i, TL_TILE_EDIT_MONASTERY, 1, 0, 0, NULL);
      tl_tile_set_document_set_tile_count (doc, i, 1 + i % 4);
    }
  tl_tile_set_document_mark_saved (doc);
  return doc;
}

/* The pane's tile drawn into pixels: its snapshot rendered by cairo. */
static double
draw_pane (TlTileEditView *view, double *cpu)
{
  int width = gtk_widget_get_width (GTK_WIDGET (view)), height = gtk_widget_get_height (GTK_WIDGET (view));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  double start = now_ms (), cpu_start = cpu_ms ();

  /* what GTK calls to draw the widget: its snapshot() */
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    {
      gsk_render_node_draw (node, cr);
      gsk_render_node_unref (node);
    }
  cairo_surface_flush (surface);
  start = now_ms () - start;
  *cpu = cpu_ms () - cpu_start;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return start;
}

static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

int
main (int argc, char **argv)
{
  g_autoptr(TlTileSetDocument) doc = NULL;
  TlTileSetEditorWindow *window;
  TlTileEditView *view;
  GtkWidget *grid;
  GtkAdjustment *adjustment;
  double edits[N_CHANGES], draws[N_CHANGES], frames[N_CHANGES], sums[N_CHANGES];
  double edits_cpu[N_CHANGES], draws_cpu[N_CHANGES];
  double start, cpu, scroll[256];
  guint drawn, n_scroll = 0;
  int scale;

  if (!gtk_init_check ())
    {
      g_printerr ("bench-tile-set-editor: no display; run it under xvfb-run\n");
      return 77;
    }
  adw_init ();

  start = now_ms ();
  doc = make_set ();
  printf ("a set of %u tiles (%u copies) made in %.0f ms; %u errors, %u warnings\n",
          tl_tile_set_document_n_tiles (doc), tl_tile_set_document_get_total_tiles (doc), now_ms () - start,
          tl_tile_set_document_get_errors (doc), tl_tile_set_document_get_warnings (doc));
  {
    double model[N_CHANGES];

    for (guint i = 0; i < N_CHANGES; i++)
      {
        start = now_ms ();
        tl_tile_set_document_edit_tile (doc, (i * 37) % N_TILES, TL_TILE_EDIT_CYCLE_KIND, i % TL_N_SIDES, 0, 0, NULL);
        model[i] = now_ms () - start;
      }
    for (guint i = 0; i < N_CHANGES; i++)
      tl_tile_set_document_undo (doc);
    print_stats ("a change of a side in the document alone (the set checked again)", model, N_CHANGES);
  }

  drawn = tl_tile_thumbnail_drawn ();
  start = now_ms ();
  window = tl_tile_set_editor_window_new (NULL, NULL, doc);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint", G_CALLBACK (on_after_paint), NULL);
  wait_painted (GTK_WIDGET (window));
  wait_painted (GTK_WIDGET (window));
  printf ("opening the editor until drawn: %.0f ms (%u pictures drawn: the grid's thumbnails and the pane's tile)\n",
          now_ms () - start, tl_tile_thumbnail_drawn () - drawn);

  /* the tile pane: a change and its redraw */
  view = tl_tile_set_editor_window_get_view (window);
  drawn = tl_tile_thumbnail_drawn ();
  for (guint i = 0; i < N_CHANGES; i++)
    {
      tl_tile_set_editor_window_select (window, (i * 37) % N_TILES);
      wait_painted (GTK_WIDGET (window));
      start = now_ms ();
      cpu = cpu_ms ();
      tl_tile_edit_view_edit (view, TL_TILE_EDIT_CYCLE_KIND, i % TL_N_SIDES, 0, 0);
      edits[i] = now_ms () - start;
      edits_cpu[i] = cpu_ms () - cpu;
      draws[i] = draw_pane (view, &draws_cpu[i]);
      sums[i] = edits[i] + draws[i];
      wait_painted (GTK_WIDGET (window));
      frames[i] = now_ms () - start;
    }
  printf ("%u changes drew %u thumbnails\n", N_CHANGES, tl_tile_thumbnail_drawn () - drawn);
  print_stats ("a change of a side: the edit (the set checked again, the window updated)", edits, N_CHANGES);
  print_stats ("  its CPU time", edits_cpu, N_CHANGES);
  print_stats ("the tile pane's redraw (its snapshot rendered at its size)", draws, N_CHANGES);
  print_stats ("  its CPU time", draws_cpu, N_CHANGES);
  print_stats ("the edit and the redraw", sums, N_CHANGES);
  printf ("(the tile pane is %d × %d px)\n", gtk_widget_get_width (GTK_WIDGET (view)),
          gtk_widget_get_height (GTK_WIDGET (view)));
  print_stats ("from the change until the window's next frame is painted", frames, N_CHANGES);
  for (guint i = 0; i < N_CHANGES; i++)
    {
      start = now_ms ();
      wait_painted (GTK_WIDGET (window));
      frames[i] = now_ms () - start;
    }
  print_stats ("  against a frame of the whole window with nothing changed", frames, N_CHANGES);

  /* the pointer over another side: the pane drawn again, its tile's picture kept */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
    GObject *motion = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
          motion = controller;
      }
    drawn = tl_tile_thumbnail_drawn ();
    for (guint i = 0; i < N_CHANGES; i++)
      {
        double x, y;

        tl_tile_edit_view_side_point (view, i % TL_N_SIDES, &x, &y);
        g_signal_emit_by_name (motion, "motion", x, y);
        draws[i] = draw_pane (view, &draws_cpu[i]);
      }
    print_stats ("the tile pane's redraw when the pointer moves to another side", draws, N_CHANGES);
    print_stats ("  its CPU time", draws_cpu, N_CHANGES);
    printf ("  (%u pictures of the tile drawn)\n", tl_tile_thumbnail_drawn () - drawn);
  }

  /* the grid: every thumbnail drawn once, then kept */
  scale = MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (window)));
  {
    GListModel *tiles = tl_tile_set_document_get_tiles (doc);
    guint size = 48 * (guint) scale;

    for (guint pass = 0; pass < 2; pass++)
      {
        drawn = tl_tile_thumbnail_drawn ();
        start = now_ms ();
        for (guint i = 0; i < g_list_model_get_n_items (tiles); i++)
          {
            g_autoptr(TlTileSetEntry) entry = g_list_model_get_item (tiles, i);

            tl_tile_thumbnail_get (entry, size, FALSE);
          }
        printf ("%s the %u thumbnails at %u px: %.1f ms, %u drawn\n", pass == 0 ? "drawing" : "asking again for",
                g_list_model_get_n_items (tiles), size, now_ms () - start, tl_tile_thumbnail_drawn () - drawn);
      }
  }

  /* scrolling the grid a page at a time, each step until painted */
  grid = find_widget (GTK_WIDGET (window), GTK_TYPE_GRID_VIEW);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (grid));
  for (guint pass = 0; pass < 2; pass++)
    {
      double total;

      gtk_adjustment_set_value (adjustment, 0);
      wait_painted (GTK_WIDGET (window));
      drawn = tl_tile_thumbnail_drawn ();
      n_scroll = 0;
      cpu = cpu_ms ();
      total = now_ms ();
      while (n_scroll < G_N_ELEMENTS (scroll) &&
             gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) <
             gtk_adjustment_get_upper (adjustment))
        {
          start = now_ms ();
          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) +
                                    gtk_adjustment_get_page_size (adjustment) / 2);
          wait_painted (GTK_WIDGET (window));
          scroll[n_scroll++] = now_ms () - start;
        }
      total = now_ms () - total;
      cpu = cpu_ms () - cpu;
      printf ("scrolling the grid top to bottom, half a page a step (%s): %.0f ms [%.0f ms of the main thread], "
              "%u thumbnails drawn\n", pass == 0 ? "first time" : "again", total, cpu,
              tl_tile_thumbnail_drawn () - drawn);
      print_stats ("  a step until painted", scroll, n_scroll);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
