/* fuzz-net-message.c — libFuzzer target: the network message reader
 * (tl_net_message_read(), docs/network.md "Tests")
 *
 * Any bytes: the reader either refuses them with a TL_NET_ERROR (a message naming
 * what is wrong) or reads a message that its writer writes and the reader reads
 * back to the same text. Built with -Dfuzzers=true and clang (tests/fuzz/README.md).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tl-net-message.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TlNetMessage message, again;
  GError *error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  if (!tl_net_message_read ((const char *) data, size, &message, &error))
    {
      /* refused: a TL_NET_ERROR with words */
      if (error == NULL || error->domain != TL_NET_ERROR || error->message[0] == '\0')
        abort ();
      g_error_free (error);
      return 0;
    }
  text = tl_net_message_write (&message);
  if (!tl_net_message_read (text, -1, &again, &error))
    g_error ("what the writer wrote does not read back: %s: %s", error->message, text);
  text2 = tl_net_message_write (&again);
  if (strcmp (text, text2) != 0)
    g_error ("the message changed when read back:\n%s\n%s", text, text2);
  tl_net_message_clear (&again);
  tl_net_message_clear (&message);
  return 0;
}
