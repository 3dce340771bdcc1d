"""Soft photos: tell them by their edges, and sharpen them before looking for ink.

A photo slightly out of focus (or shaken) spreads each glyph's edge over a few
pixels: a rank and its suit sign run together, or a thin stroke grows too pale to
count as ink. Its sharpest edges are then weak *for its contrast*: the 99.9th
percentile of the Laplacian's magnitude is a small share of the photo's tonal
range. Such a photo is sharpened (an unsharp mask: the photo plus `amount`
times its difference from a blurred copy, more the softer it is) before ink is
looked for and patches are cut, which brings back much of what the blur took.
Sharp photos — the 99.9th percentile at or over SOFT_EDGES % of the range,
whatever their contrast or brightness — are left exactly as they are.

The same measure tells whether a blur spared a photo's indices (`spares_indices`): a blur
that rounds a 30-pixel index's glyphs into each other leaves an 88-pixel one readable, so
the player is told the photo is blurred only where its blur is large beside the indices
read (`vision.recognizer`).
"""

from __future__ import annotations

import math

import cv2
import numpy as np

from .byte_stats import percentile, percentiles

SOFT_EDGES = 13.0
"""Under this, in % of the tonal range (1st to 99th percentile of grey), a photo is soft. Chosen
on the edje `test_` photos and the samples, blurred on purpose by bench/vision_degrade.py: sharp
photos measure 14 and up (most 25 to 115), blurred by sigma 2 working pixels 6 to 12, soft (that
blur, half the contrast) 4 to 8."""
SIGMA = 2.0
"""The unsharp mask's blur, in working pixels."""
AMOUNT = (1.0, 4.0, 2.5)
"""The amount: the first value at SOFT_EDGES, one more per second value under it, at most the
third."""
BLUR_BESIDE_INDEX = 140.0
"""Blur is small beside a photo's indices where their size (rank-to-suit distance, working
pixels) times the square root of its `edge_sharpness` is at least this. A Gaussian blur's
width goes as one over the square root of the sharpness (sharp edje photos measure about 30,
blurred by sigma 2 working pixels 9, by 4 pixels 3.5), so this asks for a blur of at most about
a twentieth of the index. Chosen on real photos: those blurred on purpose whose cards were all
read sure but one was missed measure 47 to 99, and `phone-colour`'s 640 x 480 photos, enlarged
to the working size and read whole, mostly 200 and up."""
OWN_PIXELS = 22.0
"""...and the indices are at least this many of the photo's own pixels from rank to suit
(twice the size the reader calls small, `vision.recognizer.SMALL_INDEX`): a photo enlarged to
the working size has no detail finer than its own pixels, and its edges measured there say
nothing of an index a few pixels tall (a 176 x 132 photo of two cards, enlarged seven times,
shows indices 47 working pixels but under 7 of its own)."""


def edge_sharpness(work: np.ndarray) -> float:
    """The sharpest edges (99.9th percentile of the Laplacian's magnitude) as a share, in %, of
    the tonal range of `work` (BGR)."""
    grey = cv2.cvtColor(work, cv2.COLOR_BGR2GRAY)
    edges = cv2.convertScaleAbs(cv2.Laplacian(grey, cv2.CV_16S))
    low, high = percentiles(grey[::4, ::4], (1, 99))
    return percentile(edges[::2, ::2], 99.9) / max(1.0, high - low) * 100


def spares_indices(sharpness: float, index_size: float, scale: float) -> bool:
    """Whether a photo's blur (`sharpness`: its `edge_sharpness`) is small beside indices of
    `index_size` (rank-to-suit distance, working pixels; `scale`: working pixels per pixel of
    the photo): large indices keep their shape through a blur that costs small ones theirs
    (BLUR_BESIDE_INDEX, OWN_PIXELS)."""
    return (index_size / scale >= OWN_PIXELS
            and index_size * math.sqrt(max(0.0, sharpness)) >= BLUR_BESIDE_INDEX)


def sharpened(work: np.ndarray, sharpness: float) -> np.ndarray:
    """`work` sharpened by an unsharp mask the stronger the softer it is (`sharpness` from
    `edge_sharpness`)."""
    amount = min(AMOUNT[2], AMOUNT[0] + max(0.0, SOFT_EDGES - sharpness) / AMOUNT[1])
    blurred = cv2.GaussianBlur(work, (0, 0), SIGMA)
    return cv2.addWeighted(work, 1 + amount, blurred, -amount, 0)
