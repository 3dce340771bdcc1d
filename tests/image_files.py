"""Picture files made byte by byte, for the tests of uploads and of `vision.load_image`."""

from __future__ import annotations

import struct
import zlib


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels, with only a few bytes of data:
    enough for a reader to refuse it from the header alone."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
