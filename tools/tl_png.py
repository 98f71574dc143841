# tl_png.py — the size of a PNG picture, read from its header (for the checks of the
# suites 'data' and 'help', which need no imaging library).
#
# SPDX-License-Identifier: GPL-3.0-or-later
import struct


def png_size(path):
    """(width, height) of the PNG file at path; ValueError when it is not a PNG."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError("%s is not a PNG picture" % path)
    return struct.unpack(">II", head[16:24])
