/* tl-help-page.c — one Mallard page of the help, read and laid out as widgets
 *
 * The help window of our own (TlHelpViewer) shows the pages that yelp would show, for a
 * desktop without a help viewer. It knows the part of Mallard 1.0 that our pages use
 * (help/C/ID.page, checked by yelp-check in the suite 'help'), draws it with libadwaita's
 * styles, and shows the text of anything else as paragraphs, so that nothing is lost.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tl-help-page.h"

/* A node of the page: an element (name, attributes) or a run of text (name NULL). */
typedef struct
{
  char  *name;
  char **attr_names;
  char **attr_values;
  char  *text;
} Node;

typedef struct
{
  char    *type;
  char    *xref;
} Link;

struct _TlHelpPage
{
  char   *path;
  char   *dir;
  GNode  *root;      /* the <page> element */
  char   *id;
  char   *title;     /* plain text */
  char   *sort_title;
  char   *desc;      /* Pango markup */
  GArray *links;     /* of Link */
};

/* ---- reading ---- */

static void
node_free (Node *node)
{
  g_free (node->name);
  g_strfreev (node->attr_names);
  g_strfreev (node->attr_values);
  g_free (node->text);
  g_free (node);
}

static gboolean
free_node_data (GNode   *gnode,
                gpointer data)
{
  node_free (gnode->data);
  return FALSE;
}

static const char *
attr (GNode      *gnode,
      const char *name)
{
  Node *node = gnode->data;

  for (guint i = 0; node->attr_names != NULL && node->attr_names[i] != NULL; i++)
    if (g_str_equal (node->attr_names[i], name))
      return node->attr_values[i];
  return NULL;
}

static gboolean
is (GNode      *gnode,
    const char *name)
{
  Node *node = gnode->data;

  return node->name != NULL && g_str_equal (node->name, name);
}

static GNode *
child (GNode      *parent,
       const char *name)
{
  for (GNode *c = parent->children; c != NULL; c = c->next)
    if (is (c, name))
      return c;
  return NULL;
}

typedef struct
{
  GNode *root;
  GNode *current;
} Reader;

static void
on_start (GMarkupParseContext  *context,
          const char           *name,
          const char          **attr_names,
          const char          **attr_values,
          gpointer              data,
          GError              **error)
{
  Reader *reader = data;
  Node *node = g_new0 (Node, 1);
  const char *colon = strchr (name, ':');

  /* Elements of other namespaces (its:, xi:include) keep their local name. */
  node->name = g_strdup (colon != NULL ? colon + 1 : name);
  node->attr_names = g_strdupv ((char **) attr_names);
  node->attr_values = g_strdupv ((char **) attr_values);
  if (reader->current == NULL)
    reader->root = reader->current = g_node_new (node);
  else
    reader->current = g_node_append_data (reader->current, node);
}

static void
on_end (GMarkupParseContext  *context,
        const char           *name,
        gpointer              data,
        GError              **error)
{
  Reader *reader = data;

  reader->current = reader->current->parent;
}

static void
on_text (GMarkupParseContext  *context,
         const char           *text,
         gsize                 len,
         gpointer              data,
         GError              **error)
{
  Reader *reader = data;
  Node *node;

  if (reader->current == NULL)
    return;
  node = g_new0 (Node, 1);
  node->text = g_strndup (text, len);
  g_node_append_data (reader->current, node);
}

static void
collect_text (GString *s,
              GNode   *gnode)
{
  Node *node = gnode->data;

  if (node->text != NULL)
    g_string_append (s, node->text);
  for (GNode *c = gnode->children; c != NULL; c = c->next)
    collect_text (s, c);
}

/* The text of @gnode and everything in it, whitespace collapsed. */
static char *
plain_text (GNode *gnode)
{
  g_autoptr (GString) s = g_string_new (NULL);
  g_auto (GStrv) words = NULL;

  collect_text (s, gnode);
  words = g_strsplit_set (s->str, " \t\n\r", -1);
  g_string_truncate (s, 0);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", words[i]);
  return g_strdup (s->str);
}

static void inline_markup (GString *markup, GNode *gnode, GHashTable *pages);

TlHelpPage *
tl_help_page_load (const char  *path,
                   GError     **error)
{
  static const GMarkupParser parser = { on_start, on_end, on_text, NULL, NULL };
  g_autoptr (TlHelpPage) page = g_new0 (TlHelpPage, 1);
  g_autoptr (GMarkupParseContext) context = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  Reader reader = { NULL, NULL };
  GNode *info, *title;

  page->path = g_strdup (path);
  page->dir = g_path_get_dirname (path);
  page->links = g_array_new (FALSE, TRUE, sizeof (Link));

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &reader, NULL);
  if (!g_markup_parse_context_parse (context, contents, length, error) ||
      !g_markup_parse_context_end_parse (context, error))
    {
      g_prefix_error (error, "%s: ", path);
      if (reader.root != NULL)
        {
          g_node_traverse (reader.root, G_IN_ORDER, G_TRAVERSE_ALL, -1, free_node_data, NULL);
          g_node_destroy (reader.root);
        }
      return NULL;
    }
  page->root = reader.root;
  if (page->root == NULL || !is (page->root, "page") || attr (page->root, "id") == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "%s: not a Mallard page (no <page id=…>)", path);
      return NULL;
    }

  page->id = g_strdup (attr (page->root, "id"));
  title = child (page->root, "title");
  page->title = title != NULL ? plain_text (title) : g_strdup (page->id);
  info = child (page->root, "info");
  page->desc = g_strdup ("");
  if (info != NULL)
    for (GNode *c = info->children; c != NULL; c = c->next)
      {
        const char *type = attr (c, "type");

        if (is (c, "title") && g_strcmp0 (type, "link") == 0)
          {
            g_free (page->title);
            page->title = plain_text (c);
          }
        else if (is (c, "title") && g_strcmp0 (type, "sort") == 0)
          page->sort_title = plain_text (c);
        else if (is (c, "desc"))
          {
            GString *markup = g_string_new (NULL);

            inline_markup (markup, c, NULL);
            g_free (page->desc);
            page->desc = g_string_free (markup, FALSE);
          }
        else if (is (c, "link") && type != NULL && attr (c, "xref") != NULL)
          {
            Link link = { g_strdup (type), g_strdup (attr (c, "xref")) };

            g_array_append_val (page->links, link);
          }
      }
  if (page->sort_title == NULL)
    page->sort_title = g_strdup (page->title);
  return g_steal_pointer (&page);
}

void
tl_help_page_free (TlHelpPage *page)
{
  if (page == NULL)
    return;
  if (page->root != NULL)
    {
      g_node_traverse (page->root, G_IN_ORDER, G_TRAVERSE_ALL, -1, free_node_data, NULL);
      g_node_destroy (page->root);
    }
  for (guint i = 0; page->links != NULL && i < page->links->len; i++)
    {
      Link *link = &g_array_index (page->links, Link, i);

      g_free (link->type);
      g_free (link->xref);
    }
  g_clear_pointer (&page->links, g_array_unref);
  g_free (page->path);
  g_free (page->dir);
  g_free (page->id);
  g_free (page->title);
  g_free (page->sort_title);
  g_free (page->desc);
  g_free (page);
}

const char *
tl_help_page_get_id (const TlHelpPage *page)
{
  return page->id;
}

const char *
tl_help_page_get_title (const TlHelpPage *page)
{
  return page->title;
}

const char *
tl_help_page_get_sort_title (const TlHelpPage *page)
{
  return page->sort_title;
}

const char *
tl_help_page_get_desc (const TlHelpPage *page)
{
  return page->desc;
}

gboolean
tl_help_page_links_to (const TlHelpPage *page,
                       const char       *type,
                       const char       *xref)
{
  for (guint i = 0; i < page->links->len; i++)
    {
      const Link *link = &g_array_index (page->links, Link, i);

      if (g_str_equal (link->type, type) && g_str_equal (link->xref, xref))
        return TRUE;
    }
  return FALSE;
}

/* ---- inline content: Pango markup ---- */

/* Appends @text escaped, runs of whitespace as one space (none at the very start). */
static void
append_text (GString    *markup,
             const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          if (markup->len > 0 && markup->str[markup->len - 1] != ' ')
            g_string_append_c (markup, ' ');
          continue;
        }
      switch (*p)
        {
        case '&': g_string_append (markup, "&amp;"); break;
        case '<': g_string_append (markup, "&lt;"); break;
        case '>': g_string_append (markup, "&gt;"); break;
        default: g_string_append_c (markup, *p); break;
        }
    }
}

static void
inline_children (GString    *markup,
                 GNode      *gnode,
                 GHashTable *pages)
{
  for (GNode *c = gnode->children; c != NULL; c = c->next)
    {
      Node *node = c->data;

      if (node->text != NULL)
        append_text (markup, node->text);
      else
        inline_markup (markup, c, pages);
    }
}

/* Children of @gnode named @name, joined by @separator (keyseq, guiseq). */
static void
inline_joined (GString    *markup,
               GNode      *gnode,
               const char *name,
               const char *separator,
               GHashTable *pages)
{
  gboolean first = TRUE;

  for (GNode *c = gnode->children; c != NULL; c = c->next)
    if (is (c, name))
      {
        if (!first)
          g_string_append (markup, separator);
        inline_markup (markup, c, pages);
        first = FALSE;
      }
}

static void
inline_markup (GString    *markup,
               GNode      *gnode,
               GHashTable *pages)
{
  static const char *const monospace[] = { "code", "cmd", "sys", "file", "input", "output", "var", NULL };

  if (is (gnode, "em"))
    {
      g_string_append (markup, "<i>");
      inline_children (markup, gnode, pages);
      g_string_append (markup, "</i>");
    }
  else if (is (gnode, "gui") || is (gnode, "key"))
    {
      g_string_append (markup, "<b>");
      inline_children (markup, gnode, pages);
      g_string_append (markup, "</b>");
    }
  else if (is (gnode, "keyseq"))
    inline_joined (markup, gnode, "key", "+", pages);
  else if (is (gnode, "guiseq"))
    inline_joined (markup, gnode, "gui", " ▸ ", pages);
  else if (is (gnode, "link"))
    {
      const char *xref = attr (gnode, "xref"), *href = attr (gnode, "href");
      g_autofree char *target = NULL;
      g_autofree char *escaped = NULL;
      gsize before = markup->len;

      if (xref != NULL)
        target = g_strconcat ("xref:", xref, NULL);
      else if (href != NULL)
        target = g_strdup (href);
      if (target == NULL)
        {
          inline_children (markup, gnode, pages);
          return;
        }
      escaped = g_markup_escape_text (target, -1);
      g_string_append_printf (markup, "<a href=\"%s\">", escaped);
      before = markup->len;
      inline_children (markup, gnode, pages);
      if (markup->len == before)
        {
          /* an empty link shows the title of the page it names */
          g_auto (GStrv) parts = g_strsplit (xref != NULL ? xref : href, "#", 2);
          const TlHelpPage *page = pages != NULL ? g_hash_table_lookup (pages, parts[0]) : NULL;

          append_text (markup, page != NULL ? page->title : (xref != NULL ? xref : href));
        }
      g_string_append (markup, "</a>");
    }
  else if (g_strv_contains (monospace, ((Node *) gnode->data)->name))
    {
      g_string_append (markup, "<tt>");
      inline_children (markup, gnode, pages);
      g_string_append (markup, "</tt>");
    }
  else
    inline_children (markup, gnode, pages);
}

/* ---- blocks: widgets ---- */

typedef struct
{
  const TlHelpPage *page;
  GHashTable       *pages;
  GHashTable       *anchors;
} Builder;

static GtkWidget *
vbox (int spacing)
{
  return gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
}

static GtkWidget *
markup_label (const char *markup,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A paragraph of @gnode's inline content. */
static GtkWidget *
paragraph (Builder    *b,
           GNode      *gnode,
           const char *css_class)
{
  g_autoptr (GString) markup = g_string_new (NULL);

  inline_children (markup, gnode, b->pages);
  while (markup->len > 0 && markup->str[markup->len - 1] == ' ')
    g_string_truncate (markup, markup->len - 1);
  return markup_label (markup->str, css_class);
}

static void build_blocks (Builder *b, GtkBox *box, GNode *parent, int level);

/* A list item: the marker ("•", "3.") beside its blocks. */
static GtkWidget *
list_item (Builder    *b,
           GNode      *item,
           const char *marker,
           int         level)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *mark = gtk_label_new (marker);
  GtkWidget *content = vbox (6);

  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (mark), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (mark), 2);
  gtk_widget_set_hexpand (content, TRUE);
  build_blocks (b, GTK_BOX (content), item, level);
  gtk_box_append (GTK_BOX (row), mark);
  gtk_box_append (GTK_BOX (row), content);
  return row;
}

static GtkWidget *
table (Builder *b,
       GNode   *gnode)
{
  GtkWidget *grid = gtk_grid_new ();
  int row = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  for (GNode *part = gnode->children; part != NULL; part = part->next)
    {
      gboolean head = is (part, "thead");
      GNode *first = is (part, "tr") ? part : part->children;

      if (!is (part, "tr") && !is (part, "thead") && !is (part, "tbody"))
        continue;
      for (GNode *tr = first; tr != NULL; tr = is (part, "tr") ? NULL : tr->next)
        {
          int column = 0;

          if (!is (tr, "tr"))
            continue;
          for (GNode *td = tr->children; td != NULL; td = td->next)
            if (is (td, "td") || is (td, "th"))
              {
                GtkWidget *cell = vbox (4);

                build_blocks (b, GTK_BOX (cell), td, 3);
                if (head || is (td, "th"))
                  gtk_widget_add_css_class (cell, "heading");
                gtk_widget_set_valign (cell, GTK_ALIGN_START);
                gtk_grid_attach (GTK_GRID (grid), cell, column++, row, 1, 1);
              }
          row++;
        }
    }
  return grid;
}

/* The picture at its own size, smaller when the window is narrower (never larger). */
static GtkWidget *
picture (Builder *b,
         GNode   *gnode)
{
  const char *src = attr (gnode, "src");
  g_autofree char *path = NULL;
  g_autofree char *alt = plain_text (gnode);
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *picture, *clamp;

  if (src != NULL && strstr (src, "..") == NULL && !g_path_is_absolute (src))
    {
      path = g_build_filename (b->page->dir, src, NULL);
      texture = gdk_texture_new_from_filename (path, &error);
    }
  if (texture == NULL)
    {
      /* what the picture shows, in words */
      g_autofree char *escaped = g_markup_escape_text (alt, -1);

      if (error != NULL)
        g_warning ("Help: %s", error->message);
      return markup_label (escaped, "dim-label");
    }
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_picture_set_alternative_text (GTK_PICTURE (picture), alt);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), gdk_texture_get_width (texture));
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), gdk_texture_get_width (texture));
  adw_clamp_set_child (ADW_CLAMP (clamp), picture);
  gtk_widget_set_halign (clamp, GTK_ALIGN_START);
  return clamp;
}

static GtkWidget *
figure (Builder *b,
        GNode   *gnode)
{
  GtkWidget *box = vbox (6);
  GNode *title = child (gnode, "title"), *desc = child (gnode, "desc");

  if (title != NULL)
    gtk_box_append (GTK_BOX (box), paragraph (b, title, "heading"));
  for (GNode *c = gnode->children; c != NULL; c = c->next)
    if (is (c, "media"))
      gtk_box_append (GTK_BOX (box), picture (b, c));
  if (desc != NULL)
    gtk_box_append (GTK_BOX (box), paragraph (b, desc, "dim-label"));
  return box;
}

static int
compare_sort_titles (gconstpointer a,
                     gconstpointer b)
{
  const TlHelpPage *pa = *(const TlHelpPage **) a, *pb = *(const TlHelpPage **) b;

  return g_utf8_collate (pa->sort_title, pb->sort_title);
}

/* The pages with a link of @type to @xref, sorted by their sort titles. */
static GPtrArray *
pages_linking (Builder    *b,
               const char *type,
               const char *xref)
{
  GPtrArray *found = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, b->pages);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (tl_help_page_links_to (value, type, xref))
      g_ptr_array_add (found, value);
  g_ptr_array_sort (found, compare_sort_titles);
  return found;
}

/* A list of links to @pages, each with its description below. */
static GtkWidget *
topic_links (GPtrArray *pages)
{
  GtkWidget *box = vbox (12);

  for (guint i = 0; i < pages->len; i++)
    {
      const TlHelpPage *page = g_ptr_array_index (pages, i);
      g_autofree char *title = g_markup_escape_text (page->title, -1);
      g_autofree char *markup = g_strdup_printf ("<a href=\"xref:%s\">%s</a>", page->id, title);
      GtkWidget *entry = vbox (2);

      gtk_box_append (GTK_BOX (entry), markup_label (markup, "heading"));
      if (page->desc[0] != '\0')
        gtk_box_append (GTK_BOX (entry), markup_label (page->desc, "dim-label"));
      gtk_box_append (GTK_BOX (box), entry);
    }
  return box;
}

static void
build_blocks (Builder *b,
              GtkBox  *box,
              GNode   *parent,
              int      level)
{
  for (GNode *c = parent->children; c != NULL; c = c->next)
    {
      Node *node = c->data;
      GtkWidget *widget = NULL;

      if (node->text != NULL)
        {
          g_autofree char *text = g_strstrip (g_strdup (node->text));

          /* text beside blocks (a td or an item without <p>) is a paragraph */
          if (text[0] != '\0')
            {
              g_autoptr (GString) markup = g_string_new (NULL);

              append_text (markup, text);
              widget = markup_label (markup->str, NULL);
            }
        }
      else if (is (c, "info") || is (c, "title") || is (c, "desc") || is (c, "links") ||
               is (c, "include") || is (c, "comment"))
        continue;
      else if (is (c, "p"))
        widget = paragraph (b, c, NULL);
      else if (is (c, "section"))
        {
          GNode *title = child (c, "title");
          GtkWidget *heading;

          widget = vbox (12);
          gtk_widget_set_margin_top (widget, 12);
          heading = title != NULL ? paragraph (b, title, level <= 1 ? "title-2" : "title-3")
                                  : markup_label ("", NULL);
          gtk_box_append (GTK_BOX (widget), heading);
          if (attr (c, "id") != NULL && b->anchors != NULL)
            g_hash_table_insert (b->anchors, g_strdup (attr (c, "id")), heading);
          build_blocks (b, GTK_BOX (widget), c, level + 1);
          /* a section of a guide page lists the topics that name it as their guide */
          if (attr (c, "id") != NULL && g_strcmp0 (attr (b->page->root, "type"), "guide") == 0)
            {
              g_autofree char *xref = g_strdup_printf ("%s#%s", b->page->id, attr (c, "id"));
              g_autoptr (GPtrArray) topics = pages_linking (b, "guide", xref);

              if (topics->len > 0)
                gtk_box_append (GTK_BOX (widget), topic_links (topics));
            }
        }
      else if (is (c, "list") || is (c, "steps"))
        {
          guint n = 0;

          widget = vbox (6);
          for (GNode *item = c->children; item != NULL; item = item->next)
            if (is (item, "item"))
              {
                g_autofree char *marker = is (c, "steps") ? g_strdup_printf ("%u.", ++n)
                                                           : g_strdup ("•");

                gtk_box_append (GTK_BOX (widget), list_item (b, item, marker, level));
              }
        }
      else if (is (c, "terms"))
        {
          widget = vbox (10);
          for (GNode *item = c->children; item != NULL; item = item->next)
            if (is (item, "item"))
              {
                GtkWidget *term = vbox (4);
                GtkWidget *body = vbox (6);

                for (GNode *t = item->children; t != NULL; t = t->next)
                  if (is (t, "title"))
                    gtk_box_append (GTK_BOX (term), paragraph (b, t, "heading"));
                gtk_widget_set_margin_start (body, 18);
                build_blocks (b, GTK_BOX (body), item, level);
                gtk_box_append (GTK_BOX (term), body);
                gtk_box_append (GTK_BOX (widget), term);
              }
        }
      else if (is (c, "note"))
        {
          widget = vbox (6);
          gtk_widget_add_css_class (widget, "card");
          gtk_widget_add_css_class (widget, "help-note");
          build_blocks (b, GTK_BOX (widget), c, level);
          for (GtkWidget *w = gtk_widget_get_first_child (widget); w != NULL; w = gtk_widget_get_next_sibling (w))
            {
              gtk_widget_set_margin_start (w, 12);
              gtk_widget_set_margin_end (w, 12);
            }
          gtk_widget_set_margin_top (gtk_widget_get_first_child (widget), 12);
          gtk_widget_set_margin_bottom (gtk_widget_get_last_child (widget), 12);
        }
      else if (is (c, "figure"))
        widget = figure (b, c);
      else if (is (c, "media"))
        widget = picture (b, c);
      else if (is (c, "table"))
        widget = table (b, c);
      else if (is (c, "screen") || is (c, "code"))
        {
          g_autofree char *text = NULL;
          GString *s = g_string_new (NULL);

          /* preformatted: the text as written */
          for (GNode *t = c->children; t != NULL; t = t->next)
            if (((Node *) t->data)->text != NULL)
              g_string_append (s, ((Node *) t->data)->text);
          text = g_string_free (s, FALSE);
          widget = gtk_label_new (g_strstrip (text));
          gtk_label_set_xalign (GTK_LABEL (widget), 0.0);
          gtk_label_set_selectable (GTK_LABEL (widget), TRUE);
          gtk_widget_add_css_class (widget, "monospace");
          gtk_widget_add_css_class (widget, "card");
        }
      else
        {
          /* an element we do not lay out: its content, never lost */
          widget = vbox (6);
          build_blocks (b, GTK_BOX (widget), c, level);
          if (gtk_widget_get_first_child (widget) == NULL)
            {
              g_object_ref_sink (widget);
              g_object_unref (widget);
              widget = paragraph (b, c, NULL);
            }
        }

      if (widget != NULL)
        gtk_box_append (box, widget);
    }
}

GtkWidget *
tl_help_page_build (const TlHelpPage *page,
                    GHashTable       *pages,
                    GHashTable       *anchors)
{
  Builder b = { page, pages, anchors };
  GtkWidget *box = vbox (12);
  GNode *title = child (page->root, "title");
  g_autoptr (GPtrArray) also = NULL;
  GNode *info = child (page->root, "info");

  if (title != NULL)
    gtk_box_append (GTK_BOX (box), paragraph (&b, title, "title-1"));
  build_blocks (&b, GTK_BOX (box), page->root, 1);

  /* A guide page lists the topics that name it, not one of its sections, at its end. */
  if (g_strcmp0 (attr (page->root, "type"), "guide") == 0)
    {
      g_autoptr (GPtrArray) topics = pages_linking (&b, "guide", page->id);

      if (topics->len > 0)
        gtk_box_append (GTK_BOX (box), topic_links (topics));
    }

  /* See also: the pages this one names and the pages that name it. */
  also = pages_linking (&b, "seealso", page->id);
  if (info != NULL)
    for (GNode *c = info->children; c != NULL; c = c->next)
      if (is (c, "link") && g_strcmp0 (attr (c, "type"), "seealso") == 0 && attr (c, "xref") != NULL)
        {
          g_auto (GStrv) parts = g_strsplit (attr (c, "xref"), "#", 2);
          TlHelpPage *other = g_hash_table_lookup (pages, parts[0]);

          if (other != NULL && !g_ptr_array_find (also, other, NULL))
            g_ptr_array_add (also, other);
        }
  if (also->len > 0)
    {
      GtkWidget *section = vbox (12);

      gtk_widget_set_margin_top (section, 12);
      gtk_box_append (GTK_BOX (section), markup_label (_("See Also"), "title-2"));
      g_ptr_array_sort (also, compare_sort_titles);
      gtk_box_append (GTK_BOX (section), topic_links (also));
      gtk_box_append (GTK_BOX (box), section);
    }

  return box;
}
