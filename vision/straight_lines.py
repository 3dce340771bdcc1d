"""Glyphs freed from the long straight lines they touch.

A court card's frame line runs close beside its own index, and in a fan the edge of the card
above crosses the index of the card below. Where a glyph's ink touches such a line, the glyph
and the line are one shape: too long to be a glyph (`vision.ink.split_blobs`), or a heart whose
blob reaches along the line, its middle and size no longer the heart's. The opening that
parts glyphs from thin lines (`vision.ink.parted_blobs`) cannot part a glyph whose strokes are
as thin as the line: it takes both away.

A line is told from a glyph by its run instead: ink that lies on a straight run of at least
LINE_LENGTH working pixels in one of ANGLES directions, and is thin (not inside an opening
THICK pixels wide), is line. Taken away with the pixels beside it, it leaves the glyphs that
touched it as shapes of their own. The runs are looked for on the mask at half size (any ink of
each 2 x 2 block), where a line of one or two pixels is still one and a run costs a quarter of
the pixels and half the kernel; the ink they cover is taken from the full mask.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np

LINE_LENGTH = 40
"""A straight run of ink at least this long (working pixels) is a line: frame lines and card
edges run much of a card's length, a thin stroke of an index glyph is shorter (chosen on
calibration scenes and photos; *Issue 14's fifty-sixth round*)."""
ANGLES = 24
"""Directions looked along, evenly spread over half a turn (every 7.5 degrees: a line two
pixels wide holds a run of the nearest direction at nearly any slant)."""
THICK = 5
"""Ink inside an opening this wide (working pixels) is too thick for a line: a pip or a filled
glyph, kept whatever runs through it."""


@functools.cache
def line_kernel(length: int, angle: float) -> np.ndarray:
    """A 0/1 kernel `length` pixels square (one more where `length` is even): a one-pixel line
    through its middle at `angle` (radians from the x axis). Its middle is the anchor, and the
    kernel is symmetric about it, as an opening needs (OpenCV dilates by the kernel as it is,
    not mirrored)."""
    side = length | 1
    kernel = np.zeros((side, side), np.uint8)
    middle = side // 2
    dx, dy = np.cos(angle) * middle, np.sin(angle) * middle
    cv2.line(kernel, (round(middle - dx), round(middle - dy)),
             (round(middle + dx), round(middle + dy)), 1, 1)
    kernel.flags.writeable = False
    return kernel


def straight_runs(mask: np.ndarray, length: int) -> np.ndarray:
    """0/255: the ink of `mask` (0/255) on a straight run at least `length` long in one of
    ANGLES directions. `mask` is not changed."""
    runs = np.zeros_like(mask)
    for step in range(ANGLES):
        runs |= cv2.morphologyEx(mask, cv2.MORPH_OPEN, line_kernel(length, np.pi * step / ANGLES))
    return runs


def line_ink(mask: np.ndarray, length: int = LINE_LENGTH) -> np.ndarray:
    """0/255: the ink of `mask` (0/255) that is line: on a straight run at least `length`
    long (found at half size) and thin (neither inside an opening THICK wide nor beside it: the
jagged rim of a pip is not line)."""
    height, width = mask.shape
    if min(height, width) < 2:
        return np.zeros_like(mask)
    half = cv2.resize(mask, (width // 2, height // 2), interpolation=cv2.INTER_AREA)
    runs = straight_runs(np.where(half > 0, 255, 0).astype(np.uint8), max(2, length // 2))
    lines = np.zeros_like(mask)
    lines[:2 * (height // 2), :2 * (width // 2)] = cv2.resize(
        runs, (2 * (width // 2), 2 * (height // 2)), interpolation=cv2.INTER_NEAREST)
    thick = cv2.morphologyEx(mask, cv2.MORPH_OPEN,
                             cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (THICK, THICK)))
    near_thick = cv2.dilate(thick, np.ones((3, 3), np.uint8))
    line: np.ndarray = lines & mask & cv2.bitwise_not(near_thick)
    return line


def without_lines(mask: np.ndarray, length: int = LINE_LENGTH) -> np.ndarray:
    """A copy of `mask` (0/255) with its line ink (`line_ink`) and the pixels beside it taken
    away: glyphs that touched a line are shapes of their own."""
    grown = cv2.dilate(line_ink(mask, length), np.ones((3, 3), np.uint8))
    kept: np.ndarray = mask & cv2.bitwise_not(grown)
    return kept
