"""A diamond and a heart by their outline: of the four suit signs, only a diamond's ink is a
convex quadrilateral, and only a heart's has one notch, at the middle of its top.

The pip-shape perceptron (`vision.pip_shape`) names a suit sign turned upright by its index's
"down", and it learned signs in the proportions the project draws them, at most 16° off
upright. Some decks print a squat diamond, nearly a square, and a phone held at a slant skews
it further: turned upright by its index it is a square standing on a corner, or on a side,
and the perceptron names no suit. Whatever its turn, proportions or slant, a diamond is still
four straight sides meeting at four corners, and its ink fills them; a club's leaves, a
spade's stalk and a heart's cleft are not that (the hull of their ink needs more corners, or
the ink leaves a notch in it). A sign the reader found too large, where the light around it
was cut out as ink (a bright card beside it makes the card's own face look dark), is not
judged, nor is a small one (under SMALLEST pixels), whose corners blur: a spade 13 pixels tall,
its shoulders rounded and its stalk gone, is four-cornered too.
"""

from __future__ import annotations

import cv2
import numpy as np

CORNER_ERROR = 0.03
"""The outline is simplified to the corners that keep it within this share of its hull's
perimeter (`cv2.approxPolyDP`)."""
SOLID = 0.93
"""A quadrilateral's ink covers at least this share of its convex hull (a heart's cleft, a
spade's stalk and a club's leaves leave more of it bare)."""
FILL = 1.12
"""...and at most this many times the area of its four-cornered outline (blur rounds the
corners, so the ink spills a little past the lines that join them; a spade's round shoulders
spill more)."""
SMALLEST = 20
"""A sign whose blob is shorter than this on its longer side (working pixels) is not judged by
its outline."""
LEAST_INK = 20
"""A mask with fewer ink pixels is too small to judge."""
LARGEST = 72
"""A mask longer than this (pixels; `vision.pip_shape.upright_mask` enlarges a sign's blob to
48 on its longer side) holds more than the sign."""


def four_cornered(mask: np.ndarray) -> bool:
    """Whether the ink of `mask` (0/1, one glyph, as `vision.pip_shape.upright_mask` cuts it
    out) is a convex quadrilateral: a diamond, however turned or squat."""
    outlined = _outline(mask)
    if outlined is None:
        return False
    padded, contour = outlined
    hull = cv2.convexHull(contour)
    ink = float(padded.sum())
    if ink < SOLID * cv2.contourArea(hull):
        return False
    corners = cv2.approxPolyDP(hull, CORNER_ERROR * cv2.arcLength(hull, True), True)
    return len(corners) == 4 and ink <= FILL * cv2.contourArea(corners)


def _outline(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """`mask` padded by two pixels and the outline of its largest ink (`cv2.findContours`);
    None for a mask too large to be one sign (LARGEST) or with too little ink (LEAST_INK)."""
    if max(mask.shape) > LARGEST or int(mask.sum()) < LEAST_INK:
        return None
    padded = np.pad(mask.astype(np.uint8), 2)
    contours, _ = cv2.findContours(padded, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    return padded, max(contours, key=cv2.contourArea)


def diamond_outline(mask: np.ndarray, size: float) -> bool:
    """Whether a suit sign `size` working pixels on its longer side, cut out as `mask`, is a
    diamond by its outline: SMALLEST pixels or more, and `four_cornered`."""
    return size >= SMALLEST and four_cornered(mask)


CLEFT = 0.10
"""A heart's cleft: the one notch in its ink's hull at least this deep (a share of its height),
its deepest point in the top CLEFT_TOP of it and within CLEFT_MIDDLE of its middle across."""
CLEFT_TOP = 0.45
CLEFT_MIDDLE = 0.2
NOTCH = 0.06
"""Any other notch is shallower than this share of its height (a club's leaves and a spade's
stalk leave two or more deeper ones)."""
TIP = 0.45
"""A heart ends in a point: its bottom tenth is at most this share of its width across."""


def cleft_on_top(mask: np.ndarray) -> bool:
    """Whether the ink of `mask` (0/1, one glyph, upright, as `vision.pip_shape.upright_mask`
    cuts it out) is a heart's: its hull notched once, deeply, at the middle of its top, and
    its bottom a point."""
    outlined = _outline(mask)
    if outlined is None:
        return False
    padded, contour = outlined
    x, y, w, h = cv2.boundingRect(contour)
    hull = cv2.convexHull(contour, returnPoints=False)
    if len(hull) < 4:
        return False
    try:
        defects = cv2.convexityDefects(contour, hull)
    except cv2.error:  # a hull that doubles back on itself: not a clean outline
        return False
    if defects is None:
        return False
    defects = defects.reshape(-1, 4)
    depths = defects[:, 3] / 256.0 / h
    order = np.argsort(-depths)
    if depths[order[0]] < CLEFT or (len(order) > 1 and depths[order[1]] >= NOTCH):
        return False
    fx, fy = contour.reshape(-1, 2)[defects[order[0], 2]]
    if (fy - y) > CLEFT_TOP * h or abs(fx - (x + w / 2)) > CLEFT_MIDDLE * w:
        return False
    bottom = padded[y + h - max(1, h // 10):y + h, x:x + w]
    across = np.nonzero(bottom.any(axis=0))[0]
    return len(across) > 0 and (across[-1] - across[0] + 1) <= TIP * w


def heart_outline(mask: np.ndarray, size: float) -> bool:
    """Whether a suit sign `size` working pixels on its longer side, cut out as `mask`, is a
    heart by its outline: SMALLEST pixels or more, and `cleft_on_top`."""
    return size >= SMALLEST and cleft_on_top(mask)
