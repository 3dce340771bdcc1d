"""Red ink or black: the colour a glyph is printed in, measured against the card around it.

A standard deck prints hearts and diamonds in red and spades and clubs in black. The networks
see the colour too, but a small index in a dim webcam photo shows a diamond as a dark blot
whose red they weigh less than its shape. The colour can be measured directly: per colour
channel, the share of the card white's light that the ink takes away (its absorption). Black
ink takes about the same share of every channel; red ink takes green and blue and spares red.
So the share of the strongest absorption that the red channel is spared,

    red share = 1 - absorption(red) / max(absorption(green), absorption(blue)),

is about 0 for black ink and well above it for red, whatever the light's colour (the white
is measured in the same light, next to the glyph) and however soft the glyph (a blurred glyph
takes less from every channel alike).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .byte_stats import float32_percentile
from .ink import smallest_channel

MARGIN = 0.5
"""The white around a glyph is looked for in its box grown by this share of its longer side."""
WHITE_QUANTILE = 80
"""The card's white: the pixels of the grown box at least this percentile bright (smallest
channel)."""
INK_SHARE = 0.5
"""The ink: the glyph box's pixels darker than this share of the way from the white to its
darkest pixel (smallest channel)."""
MIN_ABSORPTION = 0.05
"""Taking less than this share of the white's light (in its strongest channel), a glyph shows
too little ink to tell its colour (`red_share` is then NaN)."""


def red_share(image: np.ndarray, box: np.ndarray | tuple[int, int, int, int]) -> float:
    """The red share of the ink of the glyph whose bounding box (x, y, width, height) in the
    BGR `image` is `box`: about 0 for black ink, more for red; NaN where it cannot be told (a
    grey image, no white around the glyph, too little ink). The image is not changed."""
    if image.ndim != 3 or image.shape[2] != 3:
        return float("nan")
    x, y, w, h = (int(v) for v in box)
    grow = max(2, round(MARGIN * max(w, h)))
    height, width = image.shape[:2]
    x0, y0 = max(0, x - grow), max(0, y - grow)
    x1, y1 = min(width, x + w + grow), min(height, y + h + grow)
    around = image[y0:y1, x0:x1]
    if around.size == 0:
        return float("nan")
    whole = around.dtype == np.uint8  # then counted in bytes: the same float32 numbers
    if not whole:
        around = around.astype(np.float32)
    least = smallest_channel(around)
    if whole:
        white = _middle(around[least >= float32_percentile(least, WHITE_QUANTILE)])
    else:
        white = np.median(around[least >= np.percentile(least, WHITE_QUANTILE)], axis=0)
    paper = float(white.min())  # the white in its smallest channel, as `least` measures
    glyph = around[y - y0:y - y0 + h, x - x0:x - x0 + w]
    glyph_least = least[y - y0:y - y0 + h, x - x0:x - x0 + w]
    if glyph.size == 0 or paper <= 0:
        return float("nan")
    cut = paper - INK_SHARE * (paper - float(glyph_least.min()))
    ink = glyph[glyph_least <= np.float32(cut)].astype(np.float32)
    if not len(ink):
        return float("nan")
    taken = np.maximum(1.0 - ink.mean(axis=0) / white, 0.0)  # B, G, R absorption
    strongest = float(max(taken[0], taken[1]))
    if strongest < MIN_ABSORPTION:
        return float("nan")
    return float(1.0 - taken[2] / strongest)


def _middle(pixels: np.ndarray) -> np.ndarray:
    """The median of each channel of (n, 3) uint8 `pixels`, n >= 1, as float32: what
    `numpy.median(pixels.astype(numpy.float32), axis=0)` gives (the middle value, or the mean
    of the two middle ones, exact for whole numbers), without sorting a float copy."""
    count = len(pixels)
    lower, upper = (count - 1) // 2, count // 2
    part = np.partition(pixels, (lower, upper), axis=0)
    middle: np.ndarray = (part[lower].astype(np.float32) + part[upper]) / np.float32(2)
    return middle


USUAL_BLACK = 0.0
"""The red share taken for black ink in a photo with no other black read to measure it by."""
USUAL_RED = 0.6
"""The red share taken for red ink in a photo with no other red read to measure it by (red ink
measures 0.3 to 1: less in dim or warm light and on small, soft glyphs)."""
MIN_GAP = 0.15
"""A photo whose red reads' ink measures less than this above its black reads' tells the two
colours apart too poorly to judge any read by its ink."""
RED_FROM = 0.4
"""Ink that lies at least this share of the way from the photo's black ink to its red ink
looks red; ink short of it looks black. A read clashes with its ink when the two colours
differ. Chosen on the rendered calibration scenes (seeds 150,000,000+, 60 a design for six
designs: 1,980 right reads) and the edje and sample photos (380 right reads), between the
extremes there: the ink of every right black read lies at most 0.28 of the way, that of every
right red read at least 0.49."""


def ink_looks_red(shares: Sequence[float], red: Sequence[bool]) -> list[bool | None]:
    """Per read of one photo, given its suit sign's `red_share` and whether its suit is red:
    whether its ink looks red (RED_FROM), measured against the photo's *other* reads (so that
    one misread cannot hide itself) and, where the photo has none of a colour, the usual ink
    of that colour. None where it cannot be told: a share that cannot be told (NaN), or a
    photo whose two inks lie closer than MIN_GAP."""
    values = np.asarray(shares, np.float64)
    is_red = np.asarray(red, bool)
    known = ~np.isnan(values)
    out: list[bool | None] = []
    for k in range(len(values)):
        others = known.copy()
        others[k] = False
        out.append(_looks(float(values[k]), values[others], is_red[others]))
    return out


def looks_red_beside(share: float, shares: Sequence[float], red: Sequence[bool]) -> bool | None:
    """Whether ink of `share` (`red_share`), at a place that is none of the photo's reads,
    looks red measured against the reads (`shares` and whether each is red), as
    `ink_looks_red` measures a read against the others; None where it cannot be told."""
    values = np.asarray(shares, np.float64)
    known = ~np.isnan(values)
    return _looks(share, values[known], np.asarray(red, bool)[known])


def _looks(share: float, others: np.ndarray, others_red: np.ndarray) -> bool | None:
    """Whether `share` looks red against the known shares `others` (whether each is red:
    `others_red`), or the usual inks where a colour has none; None where it cannot be told."""
    if np.isnan(share):
        return None
    black_ink = _median(others[~others_red], USUAL_BLACK)
    red_ink = _median(others[others_red], USUAL_RED)
    gap = red_ink - black_ink
    return None if gap < MIN_GAP else bool((share - black_ink) / gap >= RED_FROM)


def ink_clashes(shares: Sequence[float], red: Sequence[bool]) -> list[bool]:
    """Per read of one photo (as `ink_looks_red`): whether its ink looks like the other
    colour's. A read whose ink's colour cannot be told never clashes."""
    return clashes_of(ink_looks_red(shares, red), red)


def clashes_of(looks_red: Sequence[bool | None], red: Sequence[bool]) -> list[bool]:
    """Per read: whether its ink, red or not (`ink_looks_red`; None: cannot be told), is of the
    other colour than its suit (`red`)."""
    return [looks is not None and looks != suit_red
            for looks, suit_red in zip(looks_red, red, strict=True)]


def _median(values: np.ndarray, usual: float) -> float:
    return float(np.median(values)) if len(values) else usual
