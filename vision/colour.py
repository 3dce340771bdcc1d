"""Whether a photo has colour at all.

The networks learned the suits from decks printed in red and black, and the ink's colour is
the plainest cue they have. A photo taken without colour (a camera's monochrome mode, a grey
copy) turns a red diamond into a grey one, which they read as a club, and surely. Such a
photo cannot tell a black card from a red one by colour, so none of its reads is sure
but where the shape of its suit sign names its suit (`vision.doubt.marked`), and the player
is told to check the suits.

A photo has colour when either shows: a tint over much of it (a table's wood or cloth, the
light's colour; a grey photo's channels agree up to JPEG noise), or a few patches of strong
colour (red print, however small the cards are on a dark table). A colour photo of black
cards on a grey table under white light shows neither, and is taken for grey: it cannot
show whether a red card would look red.
"""

from __future__ import annotations

import functools

import cv2
import numpy as np

TINT = 6.0
"""A tint: the 99th percentile of each pixel's chroma (its largest channel difference from
the mean of its channels, of 255), over the working image shrunk four times by area, at least
this. Grey photos measure 0 to 4 (JPEG noise); colour photos of a hand on a table 8 and up."""
STRONG = 24
"""A pixel of strong colour: chroma at least this, in the working image shrunk two times."""
PATCHES = 8
"""A photo with at least this many pixels of strong colour (in the image shrunk two times)
has colour, whatever its tint. Grey photos have none; a 2♦ and a 3♥ small on a dark table,
hundreds."""


def chroma(image: np.ndarray, shrink: int) -> np.ndarray:
    """Each pixel's chroma in the image shrunk `shrink` times by area: the largest distance of
    a channel from the mean of its three (float64)."""
    height, width = image.shape[:2]
    small = cv2.resize(image, (max(1, width // shrink), max(1, height // shrink)),
                       interpolation=cv2.INTER_AREA)
    blue, green, red = cv2.split(small)
    high = cv2.max(cv2.max(blue, green), red)
    low = cv2.min(cv2.min(blue, green), red)
    total = cv2.add(cv2.add(blue, green, dtype=cv2.CV_16U), red, dtype=cv2.CV_16U).astype(np.intp)
    table = _from_mean()
    result: np.ndarray = np.maximum(table[high, total], table[low, total])
    return result


@functools.cache
def _from_mean() -> np.ndarray:
    """A table (256, 766), float64: a channel's value's distance from the mean of three
    channels whose sum is the column, the mean worked out as numpy averages three int16
    values (so that the chroma is that of the arithmetic over every pixel, in a fraction of
    its time: the farthest channel is the largest or the smallest). Made once, on the first
    photo read, not when the app starts; read-only, since it is shared."""
    sums = np.arange(766)
    three = np.stack([sums // 3, sums // 3, sums - 2 * (sums // 3)], axis=1).astype(np.int16)
    means = three.mean(axis=1)
    table: np.ndarray = np.abs(np.arange(256, dtype=np.int16)[:, None] - means[None, :])
    table.flags.writeable = False
    return table


def tint(image: np.ndarray) -> float:
    """The 99th percentile of the chroma of a BGR image shrunk four times (0 when grey)."""
    return float(np.percentile(chroma(image, 4), 99))


def strong_colour(image: np.ndarray) -> int:
    """How many pixels of the BGR image shrunk two times have a chroma of STRONG or more."""
    return int(np.count_nonzero(chroma(image, 2) >= STRONG))


def colourless(image: np.ndarray) -> bool:
    """Whether a BGR photo shows no colour: no tint and no patch of strong colour. The image
    is not changed."""
    if image.ndim != 3 or image.shape[2] != 3:
        return True
    return tint(image) < TINT and strong_colour(image) < PATCHES
