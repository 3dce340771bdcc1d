"""One glyph found at both ink levels is one glyph: the second pass, the touching pass and the
pattern test all judge it by the same rule (`vision.ink.copies_of`)."""

from __future__ import annotations

import numpy as np

from vision.ink import Blobs, copies_of, one_per_glyph


def _blobs(rows: list[tuple[float, float, float]]) -> Blobs:
    """Blobs from (x, y, size) rows, square boxes around each centre."""
    c = np.array([(x, y) for x, y, _s in rows], np.float32)
    s = np.array([s for _x, _y, s in rows], np.float32)
    boxes = np.column_stack([c - s[:, None] / 2, np.column_stack([s, s])]).astype(np.int32)
    return Blobs(centers=c, sizes=s, boxes=boxes, areas=(s * s / 2).astype(np.int32))


def test_the_same_glyph_a_pixel_off_and_a_pixel_larger_is_a_copy() -> None:
    blobs = _blobs([(100, 100, 20), (101, 100, 21), (112, 100, 20), (100, 100, 12)])
    # Its darker copy is a copy; a glyph half its size away is not, nor a smaller glyph inside.
    assert copies_of(blobs, 0).tolist() == [True, True, False, False]


def test_of_one_glyph_found_twice_only_the_first_is_tried() -> None:
    blobs = _blobs([(100, 100, 20), (140, 100, 20), (101, 101, 20), (141, 99, 21)])
    assert one_per_glyph(blobs, np.arange(4)).tolist() == [0, 1]
    assert one_per_glyph(blobs, np.array([2, 0, 3])).tolist() == [2, 3]
    assert one_per_glyph(blobs, np.zeros(0, np.int64)).tolist() == []
