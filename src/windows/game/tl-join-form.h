/* tl-join-form.h — what Join Game asks: an invite link, or the host's address,
 * the game, the seat and its token typed apart, and the games found on the
 * local network (docs/network.md "Finding games on the network")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_JOIN_FORM (tl_join_form_get_type ())
G_DECLARE_FINAL_TYPE (TlJoinForm, tl_join_form, TL, JOIN_FORM, GtkBox)

/**
 * tl_join_form_new:
 * @link: (nullable): an invite link to fill in
 *
 * The link's entry (a #GtkEntry, "Invite link"), "Type the Address" (the
 * host's address `HOST:PORT`, the game, the seat 1 to 5 as people count,
 * the token), each side filling the other, and "Games on This Network": the
 * games a #TlNetBrowser finds (made now: it asks the Avahi daemon, if any,
 * to search), a row each; activating one fills the address and the game. An
 * empty list says why: searching, or that games on this network cannot be
 * found (the daemon is not running, Avahi was not built, Avahi's words).
 *
 * Returns: (transfer floating): the form.
 */
GtkWidget  *tl_join_form_new      (const char *link);

/**
 * tl_join_form_get_link:
 * @self: a form
 *
 * Returns: (nullable): the link to join, the entry's text trimmed when it
 *   begins with `tilelands://` (notified as `link`), else %NULL.
 */
const char *tl_join_form_get_link (TlJoinForm *self);

/**
 * tl_join_form_focus_link:
 * @self: a form
 *
 * Gives the link's entry the keyboard focus.
 */
void        tl_join_form_focus_link (TlJoinForm *self);

G_END_DECLS
