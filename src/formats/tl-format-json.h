/* tl-format-json.h — reading JSON values with their paths (private to src/formats)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function that reads a value takes the `origin` (file basename or origin
 * string) and the JSONPath of the value, and reports a wrong value as a
 * %TL_FORMAT_ERROR whose message is `<origin>: <path>: <what is wrong>`.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tl-format-error.h"

G_BEGIN_DECLS

/**
 * tl_json_path_member:
 * @path: a JSONPath, e.g. `$.turns[4]`
 * @name: a member name
 *
 * Returns: (transfer full): the path of member @name, e.g. `$.turns[4].draw`.
 */
char     *tl_json_path_member  (const char *path,
                                const char *name);

/**
 * tl_json_path_index:
 * @path: a JSONPath of an array
 * @index: an element index
 *
 * Returns: (transfer full): the path of the element, e.g. `$.turns[4]`.
 */
char     *tl_json_path_index   (const char *path,
                                guint       index);

/**
 * tl_json_parse:
 * @data: JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @origin: origin for messages
 * @error: return location for an error, or %NULL
 *
 * tl_json_parse_full() without a wide member: every integer literal has at most
 * 18 digits.
 *
 * Returns: (transfer full) (nullable): the root node; free with json_node_unref().
 */
JsonNode *tl_json_parse        (const char  *data,
                                gssize       length,
                                const char  *origin,
                                GError     **error);

/**
 * tl_json_parse_full:
 * @data: JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @wide_member: (nullable): the name of the one member of the root object whose
 *   integer value may take all 64 bits (a record's `"seed"`), or %NULL
 * @kind: (nullable): what the file should be, for the message about text that
 *   is not JSON, e.g. `"a Tilelands game file"`
 * @origin: origin for messages
 * @error: return location for an error, or %NULL
 *
 * Parses JSON text of at most %TL_FORMAT_MAX_FILE_SIZE bytes. Before json-glib
 * sees it, the text is scanned for what json-glib would not report well:
 * nesting deeper than 256 levels, and integer literals of more than 18 digits
 * (which json-glib wraps silently), except the value of @wide_member, which must
 * fit in a gint64 exactly. Errors (%TL_FORMAT_ERROR_PARSE): those, with line and
 * column; text json-glib refuses, said from the scan and never from json-glib's
 * (translated) message: a bracket that closes nothing or another kind, with its
 * line and column; "the file ends early" with where the unclosed string or
 * container began; else `this is not <kind>: not valid JSON (<what, from
 * json-glib's error code>)`; an empty text. %TL_FORMAT_ERROR_TOO_LARGE for text
 * over the limit.
 *
 * Returns: (transfer full) (nullable): the root node; free with json_node_unref().
 */
JsonNode *tl_json_parse_full   (const char  *data,
                                gssize       length,
                                const char  *wide_member,
                                const char  *kind,
                                const char  *origin,
                                GError     **error);

/**
 * TlJsonLoadDataFunc:
 * @data: the text of a file
 * @length: length of @data in bytes
 * @origin: the file's basename, for messages
 * @error: return location for an error, or %NULL
 *
 * A format's `load_data` function, e.g. tl_record_format_load_data().
 *
 * Returns: (transfer full) (nullable): what the text holds.
 */
typedef gpointer (*TlJsonLoadDataFunc) (const char  *data,
                                        gssize       length,
                                        const char  *origin,
                                        GError     **error);

/**
 * tl_json_load_file:
 * @path: (type filename): the file to read
 * @load_data: the format's function that reads the text
 * @error: return location for an error, or %NULL
 *
 * A format's `load_file` function: reads the whole file and hands its text to
 * @load_data with the file's basename as the origin for messages. Errors:
 * %TL_FORMAT_ERROR_IO `<basename>: cannot read the file: <why>`, and those of
 * @load_data.
 *
 * Returns: (transfer full) (nullable): what @load_data returns; %NULL when the file
 *   cannot be read.
 */
gpointer  tl_json_load_file    (const char          *path,
                                TlJsonLoadDataFunc   load_data,
                                GError             **error);

/**
 * tl_json_to_text:
 * @root: a node
 * @length: (out) (optional): length of the text in bytes
 *
 * Returns: (transfer full): @root as pretty-printed JSON (indent 2) ending in a
 * newline.
 */
char     *tl_json_to_text      (JsonNode *root,
                                gsize    *length);

/**
 * tl_json_type_error:
 * @node: the value found
 * @origin: origin for messages
 * @path: JSON path of @node
 * @expected: what was expected, in the message's English, e.g. `"an object"`
 * @expected_words: (nullable): the same in a player's words, translated, e.g.
 *   "a group of values in { }"; %NULL: @expected translated
 * @error: return location for an error, or %NULL
 *
 * Sets %TL_FORMAT_ERROR_TYPE: `<origin>: <path>: expected <expected>, found <what @node is>`;
 * its words for a player are "needs <expected_words>, not <what @node is>".
 *
 * Returns: %FALSE, always.
 */
gboolean  tl_json_type_error   (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                const char  *expected,
                                const char  *expected_words,
                                GError     **error);

/**
 * tl_json_as_object:
 * @node: a JSON value
 * @origin: origin for messages
 * @path: JSON path of @node
 * @out: (out) (transfer none): the object, valid as long as @node
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TYPE when @node is not an object (the message says
 * what was found).
 *
 * Returns: %TRUE when @node is an object.
 */
gboolean  tl_json_as_object    (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                JsonObject **out,
                                GError     **error);

/**
 * tl_json_as_array:
 * @node: a JSON value
 * @origin: origin for messages
 * @path: JSON path of @node
 * @out: (out) (transfer none): the array, valid as long as @node
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TYPE when @node is not an array.
 *
 * Returns: %TRUE when @node is an array.
 */
gboolean  tl_json_as_array     (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                JsonArray  **out,
                                GError     **error);

/**
 * tl_json_as_string:
 * @node: a JSON value
 * @origin: origin for messages
 * @path: JSON path of @node
 * @out: (out) (transfer none): the string, valid as long as @node
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TYPE when @node is not a string.
 *
 * Returns: %TRUE when @node is a string.
 */
gboolean  tl_json_as_string    (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                const char **out,
                                GError     **error);

/**
 * tl_json_as_int:
 * @node: a JSON value
 * @origin: origin for messages
 * @path: JSON path of @node
 * @min: smallest value allowed
 * @max: largest value allowed
 * @out: (out): the value
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TYPE when @node is not an integer (a fraction such as
 * 2.5 is not); %TL_FORMAT_ERROR_VALUE when it is outside @min..@max.
 *
 * Returns: %TRUE when @node is an integer in range.
 */
gboolean  tl_json_as_int       (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                gint64       min,
                                gint64       max,
                                gint64      *out,
                                GError     **error);

/**
 * tl_json_as_bool:
 * @node: a JSON value
 * @origin: origin for messages
 * @path: JSON path of @node
 * @out: (out): the value
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TYPE when @node is neither true nor false.
 *
 * Returns: %TRUE when @node is a boolean.
 */
gboolean  tl_json_as_bool      (JsonNode    *node,
                                const char  *origin,
                                const char  *path,
                                gboolean    *out,
                                GError     **error);

/*
 * tl_json_member_object(), tl_json_member_array(), tl_json_member_string(),
 * tl_json_member_int(), tl_json_member_bool():
 * @object: the object holding the member
 * @origin: origin for messages
 * @path: JSON path of @object
 * @name: the member's name
 * @required: whether the member must be present
 * @out: (out): the value, as for the matching tl_json_as_…() function
 * @error: return location for an error, or %NULL
 *
 * Read member @name of @object. When @required is %TRUE an absent member is
 * %TL_FORMAT_ERROR_MISSING (`<path>.<name>: missing (expected …)`) and a JSON
 * null is a wrong type; when %FALSE an absent or null member leaves @out
 * untouched and the call succeeds. A present member is checked as by the
 * tl_json_as_…() functions, with the path `<path>.<name>`.
 *
 * Returns: %TRUE unless an error was set.
 */
gboolean  tl_json_member_object (JsonObject  *object,
                                 const char  *origin,
                                 const char  *path,
                                 const char  *name,
                                 gboolean     required,
                                 JsonObject **out,
                                 GError     **error);
gboolean  tl_json_member_array  (JsonObject  *object,
                                 const char  *origin,
                                 const char  *path,
                                 const char  *name,
                                 gboolean     required,
                                 JsonArray  **out,
                                 GError     **error);
gboolean  tl_json_member_string (JsonObject  *object,
                                 const char  *origin,
                                 const char  *path,
                                 const char  *name,
                                 gboolean     required,
                                 const char **out,
                                 GError     **error);
/* @min, @max: as for tl_json_as_int() */
gboolean  tl_json_member_int    (JsonObject  *object,
                                 const char  *origin,
                                 const char  *path,
                                 const char  *name,
                                 gboolean     required,
                                 gint64       min,
                                 gint64       max,
                                 gint64      *out,
                                 GError     **error);
gboolean  tl_json_member_bool   (JsonObject  *object,
                                 const char  *origin,
                                 const char  *path,
                                 const char  *name,
                                 gboolean     required,
                                 gboolean    *out,
                                 GError     **error);

/**
 * tl_json_check_header:
 * @root: the root object of a file (or an object embedded in another file)
 * @origin: origin for messages
 * @path: the JSON path of @root, `$` for a whole file
 * @required: whether `format` and `version` must be present (when %FALSE, only
 *   members that are present are checked)
 * @format: the expected value of `format`, e.g. `"tilelands-game"`
 * @max_version: the newest `version` this build reads
 * @error: return location for an error, or %NULL
 *
 * Checks `format` and `version`. Errors: %TL_FORMAT_ERROR_MISSING or
 * %TL_FORMAT_ERROR_TYPE for an absent or mistyped member;
 * %TL_FORMAT_ERROR_VERSION for another format or a version outside 1..@max_version.
 *
 * Returns: %TRUE when the file is of that format and version.
 */
gboolean  tl_json_check_header  (JsonObject  *root,
                                 const char  *origin,
                                 const char  *path,
                                 gboolean     required,
                                 const char  *format,
                                 gint64       max_version,
                                 GError     **error);

G_END_DECLS
