/* tl-net-data.h — the built-in data a game uses, as digests in `welcome`, and
 * a client's check of them against its own (docs/network.md "Skew")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * tl_net_data_digests:
 * @record: (transfer none): a record object as written (a seat's view)
 *
 * The digests (tl_builtin_digest()) of the built-in data @record names: its
 * `tileset` when it is an id or a list of ids, its `map` when it is an id; a
 * tile set or map written inline has none.
 *
 * Returns: (transfer full): a JSON object `{"tileset ID": "16 hex digits",
 *   "map ID": …}`; free with json_node_unref().
 */
JsonNode *tl_net_data_digests (JsonNode *record);

/**
 * tl_net_data_check:
 * @digests: (transfer none): the `data` of a host's `welcome`
 * @error: return location for an error, or %NULL
 *
 * Compares the host's digests with this program's built-in data.
 *
 * Errors: %TL_NET_ERROR_VERSION naming the data and both digests ("the host’s
 * tile set carcassonne-base is not this Tilelands’ (the host’s digest
 * 0123456789abcdef, here fedcba9876543210): play with the same Tilelands as the
 * host") or naming the data this program lacks ("the host plays the tile set
 * “x”, which this Tilelands does not have"); %TL_NET_ERROR_MALFORMED for
 * @digests that is no object of strings named "tileset ID" or "map ID".
 *
 * Returns: %TRUE when every digest is this program's.
 */
gboolean  tl_net_data_check   (JsonNode  *digests,
                               GError   **error);

G_END_DECLS
