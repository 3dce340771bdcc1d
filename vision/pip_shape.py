"""The suit the pips beside a corner index show: a club's three leaves, a spade's point.

On a number card from 4 to 10 the top pip of the card's side column is printed beside its
corner index, about level with it, upright as the index is and about twice the size of the
index's suit sign. Where indices are small (a webcam looking down on a table) the suit sign is
a dozen pixels, and a club's leaves and a spade's point blur alike; the pip beside it, twice
the size, still shows which. So the ink beside each read is looked at: the solid blobs on the
face side of the index (ACROSS) and about level with it (ALONG), PIP_SIZE times the size of
its suit sign, and not a glyph of another index (in a tight fan the next card's suit sign
lies there, and where it is printed larger than the read's own, as a heart beside a club, it
is as big as a pip). Each is turned upright by the index's "down", cut out where it is darker
than half way from its white to its darkest pixel, and shrunk to a SIDE×SIDE silhouette, which
a small perceptron (`vision/models/pip_shapes.npz`, fitted by `python -m
vision.training.pip_shapes` on the project's own drawn and font suit signs, never on a photo
or a held-out design) names a club, diamond, heart or spade, or none of them (a rank glyph, a
pip upside down or cut by the edge of the card over it, court artwork). A pip is printed in
its suit's colour, so a shape whose ink is of the other colour (`vision.ink_colour.red_share`:
a jack's blue cap has a heart's outline) shows nothing. The suit a read's beside-pips show is
the one that some of them show at SHOWN or more, where none shows another.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import Suit

from .byte_stats import float32_percentile
from .classifier import softmax
from .corners import Placement, apart, seen_from
from .ink import Blobs, smallest_channel
from .ink_colour import RED_FROM, USUAL_RED, red_share
from .sign_outline import SMALLEST, diamond_outline, heart_outline


@dataclass(frozen=True)
class SignShape:
    """The suit a suit sign's shape names (`PipShapes.sign_shape`), and whether its outline
    named it (a diamond's four corners, a heart's cleft over a point: plain geometry) rather
    than the perceptron."""

    suit: Suit
    outlined: bool
    small_turned: bool = False
    """Named only turned (`TURNS`), on a sign under `vision.sign_outline.SMALLEST` pixels:
    enough to move a black read to the red suit it names, not to leave a read sure."""


MODEL_FILE = Path(__file__).resolve().parent / "models" / "pip_shapes.npz"
SIDE = 16
"""The silhouette's side, in pixels."""
WORK = 48
"""A blob is enlarged to this many pixels (its box's longer side) before it is cut out."""
ACROSS = (0.6, 1.7)
"""A pip beside an index lies this far across from the index's middle, towards the face, in
rank-to-suit distances..."""
ALONG = (-0.7, 0.7)
"""...and this far down from it (about level with it)."""
PIP_SIZE = (1.5, 3.5)
"""Its blob's longer side, as a share of the index's suit sign's."""
OTHER_GLYPH = 0.35
"""A blob whose middle lies within this many rank-to-suit distances of a glyph of another
index is that glyph, not a pip."""
FILL = 0.4
"""A pip is solid: its ink covers at least this share of its box."""
SHOWN = 0.9
"""The perceptron's probability at which a silhouette shows a suit."""
TURNS = (8.0, 16.0, 24.0, 32.0)
"""Degrees, each way, by which an index's own suit sign that the perceptron names no suit
upright is turned and named again (`PipShapes.sign_shape`): an index's "down" is measured
from its rank and sign, and on a phone photo taken at a slant it can be 20–30° off the sign's
own axis, while the perceptron learned signs at most 16° off upright. A heart stays a heart,
a spade a spade, within a third of a right angle. A sign under `vision.sign_outline.SMALLEST`
pixels named only so is `SignShape.small_turned`: blur has rounded its corners, and turned, a
dozen-pixel diamond on a card lying at 45° was once named a spade (*Issue 14's seventy-third
round*), so it may move a read, doubted as every move is, but does not leave one sure."""
PIP_RED = USUAL_RED * RED_FROM
"""A pip showing a red suit measures at least this red share, one showing a black suit less
(as `vision.ink_colour` places ink between the usual black and red; a grey photo's ink, whose
share cannot be measured, is taken as shown)."""
LEAST_INK = 20
"""A silhouette cut out with fewer ink pixels (of WORK×WORK) is too small to judge."""
LEAST_CONTRAST = 20
"""A blob whose white and darkest pixel lie closer than this (of 255) is not cut out."""
CLASSES = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None)
"""The perceptron's classes, in the order of its outputs (None: no suit sign)."""


def beside_pips(blobs: Blobs, at: Placement, suit_size: float,
                glyphs: np.ndarray | None = None) -> np.ndarray:
    """The indices of the blobs that may be a pip beside the index placed `at` (whose suit
    sign is `suit_size` pixels); `glyphs` (n, 2) are the middles of other indices' glyphs."""
    if not len(blobs):
        return np.zeros(0, np.int64)
    across, along = seen_from(at, blobs.centers)
    fill = blobs.fill()
    size = blobs.sizes.astype(np.float64) / max(suit_size, 1e-6)
    near = np.flatnonzero((across >= ACROSS[0]) & (across <= ACROSS[1]) & (along >= ALONG[0])
                          & (along <= ALONG[1]) & (size >= PIP_SIZE[0])
                          & (size <= PIP_SIZE[1]) & (fill >= FILL))
    if glyphs is None or not len(glyphs) or not len(near):
        return near
    nearest_glyph = apart(blobs.centers[near], glyphs).min(axis=1)
    clear: np.ndarray = near[nearest_glyph >= OTHER_GLYPH * at.distance]
    return clear


def upright_mask(image: np.ndarray, box: np.ndarray, down: np.ndarray) -> np.ndarray | None:
    """The ink of the blob in `box` (x, y, width, height) of `image` (BGR or grey, left
    unchanged), turned so that `down` points down: a 0/1 mask cropped to it, WORK pixels on
    its longer side before turning. None where the blob shows too little contrast."""
    x, y, w, h = (int(v) for v in box)
    grow = max(w, h) // 2
    x0, y0 = max(0, x - grow), max(0, y - grow)
    x1, y1 = min(image.shape[1], x + w + grow), min(image.shape[0], y + h + grow)
    crop = image[y0:y1, x0:x1]
    if crop.size == 0:
        return None
    crop = smallest_channel(crop)  # ink of any colour is dark there
    scale = WORK / max(1, w, h)
    big = cv2.resize(crop, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
    middle = ((x + w / 2 - x0) * scale, (y + h / 2 - y0) * scale)
    angle = math.degrees(math.atan2(float(down[0]), float(down[1])))
    turn = cv2.getRotationMatrix2D(middle, -angle, 1.0)
    upright = cv2.warpAffine(big.astype(np.float32), turn, (big.shape[1], big.shape[0]),
                             borderMode=cv2.BORDER_REPLICATE)
    white, dark = float(float32_percentile(upright, 80)), float(upright.min())
    if white - dark < LEAST_CONTRAST:
        return None
    ink = (upright < (white + dark) / 2).astype(np.uint8)
    count, labels, stats, centres = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if count < 2:
        return None
    nearest = 1 + int(np.argmin(np.hypot(*(centres[1:] - np.asarray(middle)).T)))
    bx, by, bw, bh = (int(v) for v in stats[nearest, :4])
    glyph: np.ndarray = (labels[by:by + bh, bx:bx + bw] == nearest).astype(np.uint8)
    return glyph


def turned_mask(mask: np.ndarray, degrees: float) -> np.ndarray | None:
    """`mask` (0/1, as `upright_mask` cuts it out; left unchanged) turned by `degrees`
    anticlockwise about its middle and cropped to its ink; None where no ink is left."""
    side = max(mask.shape)
    padded = np.pad(mask.astype(np.uint8) * 255, side // 2)
    height, width = padded.shape
    turn = cv2.getRotationMatrix2D((width / 2, height / 2), degrees, 1.0)
    ink = cv2.warpAffine(padded, turn, (width, height), flags=cv2.INTER_LINEAR) > 127
    rows, columns = np.nonzero(ink)
    if len(rows) == 0:
        return None
    cropped: np.ndarray = ink[rows.min():rows.max() + 1,
                              columns.min():columns.max() + 1].astype(np.uint8)
    return cropped


def silhouette(mask: np.ndarray) -> np.ndarray | None:
    """A mask (`upright_mask`) centred in a square and shrunk to SIDE×SIDE: (SIDE², ) float32
    in 0..1. None for a mask with under LEAST_INK ink pixels."""
    if int(mask.sum()) < LEAST_INK:
        return None
    h, w = mask.shape
    side = max(h, w)
    square = np.zeros((side, side), np.float32)
    top, left = (side - h) // 2, (side - w) // 2
    square[top:top + h, left:left + w] = mask
    small = cv2.resize(square, (SIDE, SIDE), interpolation=cv2.INTER_AREA)
    return np.asarray(small.ravel(), np.float32)


class PipShapes:
    """The perceptron: SIDE² inputs (scaled by their training mean and spread), one hidden
    layer of rectified units, a softmax over CLASSES."""

    def __init__(self, weights: Path = MODEL_FILE) -> None:
        with np.load(weights) as stored:
            self.mean, self.spread = stored["mean"], stored["spread"]
            self.hidden, self.hidden_bias = stored["hidden"], stored["hidden_bias"]
            self.out, self.out_bias = stored["out"], stored["out_bias"]

    def odds(self, silhouettes: np.ndarray) -> np.ndarray:
        """(n, SIDE²) silhouettes -> (n, len(CLASSES)) probabilities."""
        scaled = (np.asarray(silhouettes, np.float32) - self.mean) / self.spread
        hidden = np.maximum(0.0, scaled @ self.hidden + self.hidden_bias)
        return softmax(hidden @ self.out + self.out_bias)

    def shown_suit(self, image: np.ndarray, blobs: Blobs, at: Placement, suit_size: float,
                   glyphs: np.ndarray | None = None) -> Suit | None:
        """The suit the pips beside the index placed `at` show (see the module's docstring),
        or None: no pip there, none sure of its suit, or two suits shown. `glyphs`: as
        `beside_pips`'."""
        return _shown(image, self._sure_shapes(image, blobs, at, suit_size, glyphs))

    def other_suit(self, suit: Suit, image: np.ndarray, blobs: Blobs, at: Placement,
                   suit_size: float, glyphs: np.ndarray | None = None) -> Suit | None:
        """The suit other than `suit` that the pips beside the index placed `at` show
        (`shown_suit`), or None. Only where some pip's shape shows another suit is the colour
        of their ink measured."""
        return _other(suit, image, self._sure_shapes(image, blobs, at, suit_size, glyphs))

    def beside_suits(self, suit: Suit, image: np.ndarray, blobs: Blobs, at: Placement,
                     suit_size: float, glyphs: np.ndarray | None = None,
                     own_too: bool = True) -> tuple[Suit | None, bool]:
        """`other_suit` and, with `own_too` where that is None, whether `shown_suit` is
        `suit`, from one look at the pips beside the index placed `at`."""
        sure = self._sure_shapes(image, blobs, at, suit_size, glyphs)
        other = _other(suit, image, sure)
        return other, other is None and own_too and _shown(image, sure) == suit

    def sign_suit(self, image: np.ndarray, box: np.ndarray, down: np.ndarray) -> Suit | None:
        """The suit that the suit sign in `box` (x, y, width, height), upright when `down`
        points down, shows by its shape alone (`sign_shape`); None where it shows none."""
        shape = self.sign_shape(image, box, down)
        return None if shape is None else shape.suit

    def sign_shape(self, image: np.ndarray, box: np.ndarray, down: np.ndarray
                   ) -> SignShape | None:
        """The suit that the suit sign in `box` (x, y, width, height), upright when `down`
        points down, shows by its shape alone: a diamond where its outline says so
        (`vision.sign_outline.diamond_outline`: a convex quadrilateral, whatever its turn), a
        heart where its outline says so (`heart_outline`: one deep notch, at the middle of its
        top, over a point); otherwise the suit the perceptron names at SHOWN or more upright,
        or where it names none upright, the one suit it names turned by up to TURNS either
        way (`SignShape.small_turned` for a sign under SMALLEST pixels); None otherwise. Its
        ink's colour is not looked at: this is for a photo without colour."""
        mask = upright_mask(image, box, down)
        if mask is None:
            return None
        size = float(max(box[2], box[3]))
        if diamond_outline(mask, size):
            return SignShape(Suit.DIAMONDS, outlined=True)
        if heart_outline(mask, size):
            return SignShape(Suit.HEARTS, outlined=True)
        sure = self._named([mask], [box])
        if sure:
            return SignShape(sure[0][1], outlined=False)
        return self._turned_shape(mask, box, size)

    def _turned_shape(self, mask: np.ndarray, box: np.ndarray, size: float
                      ) -> SignShape | None:
        """The one suit the perceptron names at SHOWN or more in the sign cut out as `mask`
        (in `box`, `size` pixels on its longer side), turned by each of TURNS either way
        (`SignShape.small_turned` under SMALLEST pixels); None where it names none, or two."""
        turned = self._named([turned_mask(mask, side * degrees) for degrees in TURNS
                              for side in (1, -1)], [box] * 2 * len(TURNS))
        suits = {suit for _, suit in turned}
        return (SignShape(suits.pop(), outlined=False, small_turned=size < SMALLEST)
                if len(suits) == 1 else None)

    def _sure_shapes(self, image: np.ndarray, blobs: Blobs, at: Placement, suit_size: float,
                     glyphs: np.ndarray | None) -> list[tuple[np.ndarray, Suit]]:
        """(box, suit) of each beside-pip whose shape shows a suit at SHOWN or more."""
        near = beside_pips(blobs, at, suit_size, glyphs)
        return self._sure(image, [blobs.boxes[k] for k in near], [at.down] * len(near))

    def _sure(self, image: np.ndarray, boxes: list[np.ndarray],
              downs: list[np.ndarray]) -> list[tuple[np.ndarray, Suit]]:
        """(box, suit) of each blob in `boxes`, turned upright by its `downs`, whose shape
        shows a suit at SHOWN or more."""
        masks = [upright_mask(image, box, down) for box, down in zip(boxes, downs, strict=True)]
        return self._named(masks, boxes)

    def _named(self, masks: list[np.ndarray | None],
               boxes: list[np.ndarray]) -> list[tuple[np.ndarray, Suit]]:
        """(box, suit) of each blob cut out as `masks` (None: not cut out) whose silhouette
        the perceptron names a suit at SHOWN or more."""
        shapes, kept = [], []
        for box, mask in zip(boxes, masks, strict=True):
            shape = None if mask is None else silhouette(mask)
            if shape is not None:
                shapes.append(shape)
                kept.append(box)
        if not shapes:
            return []
        odds = self.odds(np.stack(shapes))
        sure = []
        for box, row in zip(kept, odds, strict=True):
            suit = CLASSES[int(np.argmax(row))]
            if suit is not None and row.max() >= SHOWN:
                sure.append((box, suit))
        return sure


def _shown(image: np.ndarray, sure: list[tuple[np.ndarray, Suit]]) -> Suit | None:
    """The one suit the sure beside-pips `sure` ((box, suit) each) show in ink of its colour,
    or None."""
    shown = {suit for box, suit in sure if _inked_as(suit, red_share(image, box))}
    return shown.pop() if len(shown) == 1 else None


def _other(suit: Suit, image: np.ndarray, sure: list[tuple[np.ndarray, Suit]]) -> Suit | None:
    """The one suit other than `suit` that the sure beside-pips `sure` show in ink of its
    colour, or None; their ink is measured only where some pip's shape shows another suit."""
    if all(shown == suit for _, shown in sure):
        return None
    shown = {other for box, other in sure if _inked_as(other, red_share(image, box))}
    return shown.pop() if len(shown) == 1 and suit not in shown else None


def _inked_as(suit: Suit, red: float) -> bool:
    """Whether ink of red share `red` can print a pip of `suit` (NaN: cannot be told)."""
    return bool(np.isnan(red)) or (red >= PIP_RED) == suit.is_red


@functools.lru_cache(maxsize=1)
def default_pip_shapes() -> PipShapes | None:
    """The shipped perceptron, loaded once; None where its weights are missing (then no read
    is weighed by its pips' shape)."""
    return PipShapes() if MODEL_FILE.exists() else None
