"""Indices whose rank touches its suit: one blob that is a whole index.

Some decks print the suit sign so close under the rank that the two touch (a
J's tail running into its heart, a Q's into its diamond), and a soft or small
photo joins them in others: the rank and the suit are then one ink blob, with
no suit to pair the rank with (`vision.candidates.pair_blobs`). Such a blob is
read as a whole index: along its longer axis (that of the smallest turned
rectangle around its ink, so a card at any turn), both ways, its rank-to-suit
distance taken as SPAN of its length. Only blobs of a whole index's length in this photo
are tried: the photo's index size is that of the indices read plainly (one
deck, one distance from the camera), so a photo with none tries none.
"""

from __future__ import annotations

import cv2
import numpy as np

from .candidates import Candidates
from .ink import Blobs, one_per_glyph

LENGTH = (1.5, 2.8)
"""A whole index is this many times the photo's rank-to-suit distance long..."""
ELONGATION = (1.5, 3.6)
"""...and this many times longer than wide (its extent along its axis over that across)."""
SPAN = 0.5
"""Its rank-to-suit distance, as a share of its length."""


def touching_indices(minimum: np.ndarray, blobs: Blobs, index_size: float,
                     free: np.ndarray | None = None) -> Candidates:
    """Candidates of the blobs of the working image (`minimum`: its smallest channel,
    `vision.ink.smallest_channel`) that may be whole indices of
    `index_size`, of the blobs `free` (a mask; default all): two per blob, one each way along
    its axis; `rank` and `suit` are the blob. Of one glyph found at two ink levels
    (`vision.ink.copies_of`), only the first blob is tried."""
    sides = blobs.boxes[:, 2:4]
    # At any turn, a shape of length L and width W has a box whose longer side is at least
    # (L + W) / sqrt(2) (turned 45 degrees) and at most its diagonal.
    shortest = LENGTH[0] * index_size * (1 + 1 / ELONGATION[1]) / np.sqrt(2)
    longest = LENGTH[1] * index_size * np.hypot(1, 1 / ELONGATION[0])
    fits = (sides.max(axis=1) >= shortest) & (sides.max(axis=1) <= longest)
    if free is not None:
        fits &= free
    picked, centers, downs, spans = [], [], [], []
    for k in one_per_glyph(blobs, np.flatnonzero(fits)):
        axis = ink_axis(minimum, blobs.boxes[k], int(blobs.areas[k]))
        if axis is None:
            continue
        center, along, length, width = axis
        if not (LENGTH[0] * index_size <= length <= LENGTH[1] * index_size
                and ELONGATION[0] * width <= length <= ELONGATION[1] * width):
            continue
        for sign in (1.0, -1.0):
            picked.append(k)
            centers.append(center)
            downs.append(sign * along)
            spans.append(SPAN * length)
    rank = np.array(picked, np.int64)
    return Candidates(rank, rank.copy(), np.array(centers, np.float32).reshape(-1, 2),
                      np.array(downs, np.float32).reshape(-1, 2), np.array(spans, np.float32))


def ink_axis(minimum: np.ndarray, box: np.ndarray, area: int | None = None
             ) -> tuple[np.ndarray, np.ndarray, float, float] | None:
    """The largest shape of ink in `box` (x, y, width, height) of `minimum` (the smallest
    channel), as the smallest turned rectangle around it: its middle, its longer axis (a unit
    vector) and its sides along and across that axis; None where the box holds no contrast.
    Ink is the blob's own: its `area` darkest pixels of the box (with a pixel of margin), so a
    soft index whose glyphs ran together at the ink level that found it is measured whole;
    without `area`, what is darker than halfway between the box's darkest and lightest
    pixel."""
    x, y, w, h = (int(v) for v in box)
    y0, x0 = max(0, y - 1), max(0, x - 1)
    crop = minimum[y0:y + h + 1, x0:x + w + 1]
    low, high = (float(v) for v in cv2.minMaxLoc(crop)[:2])
    if high - low < 16:
        return None
    level = (low + high) / 2 if area is None else _darkest(crop, area)
    _t, ink = cv2.threshold(crop, level, 255, cv2.THRESH_BINARY_INV)
    count, labels, stats, _c = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if count < 2:
        return None
    largest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    if stats[largest, cv2.CC_STAT_AREA] < 6:
        return None
    points = cv2.findNonZero((labels == largest).astype(np.uint8))
    (cx, cy), (first, second), angle = cv2.minAreaRect(points)
    turn = np.radians(angle)
    along = np.array([np.cos(turn), np.sin(turn)], np.float32)  # the first side's direction
    if second > first:
        along = np.array([-along[1], along[0]], np.float32)
        first, second = second, first
    return (np.array([cx + x0, cy + y0], np.float32), along, float(first), float(second))


def _darkest(crop: np.ndarray, count: int) -> float:
    """The grey level at or under which `crop`'s `count` darkest pixels lie."""
    flat = crop.ravel()
    at = min(flat.size - 1, max(0, count - 1))
    return float(np.partition(flat, at)[at])
