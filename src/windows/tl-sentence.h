/* tl-sentence.h — a message of a lower layer shown as a sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_sentence_dup:
 * @message: (nullable): a message in UTF-8 as the engine and the formats write
 *   it, starting lower-case so that it can follow a file's name or a "turn 4:"
 *   ("segment 2 is a sea, …", "no start square …")
 *
 * The message as a window shows it on its own line: its first letter
 * upper-case (in any script that has cases; "ă" becomes "Ă"), the rest as it
 * is. A message that is not valid UTF-8 is copied as it is.
 *
 * Returns: (transfer full): the sentence; "" when @message is %NULL. Free it
 *   with g_free().
 */
char *tl_sentence_dup (const char *message);

G_END_DECLS
