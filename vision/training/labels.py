"""Which candidates are true corner indices, from where the indices really are."""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from ..candidates import Candidates
from ..synth.scenes import Scene

BACKGROUND = 52
IGNORE = -1
SHOWN = 0.8
"""An index at least this uncovered is a positive; a less uncovered one is left out."""
HIDDEN = 0.15
"""An index less uncovered than this counts as no index: a candidate on it is background."""
Mark = tuple[int, np.ndarray, np.ndarray, float]
"""Where a scene put one corner index: (card index, rank polygon, suit polygon, uncovered
share), in working-image pixels."""


def scene_marks(scene: Scene, scale: float) -> list[Mark]:
    """The corner indices of `scene`, in the pixels of its working image (`scale` working
    pixels per scene pixel)."""
    return [(m.card.index, m.rank * scale, m.suit * scale, m.shown) for m in scene.marks]


def _inside(point: np.ndarray, polygon: np.ndarray, grow: float = 1.3) -> bool:
    centre = polygon.mean(axis=0)
    bigger = (polygon - centre) * grow + centre + np.sign(polygon - centre) * 1.5
    return cv2.pointPolygonTest(bigger.astype(np.float32), (float(point[0]), float(point[1])),
                                False) >= 0


def label_candidates(candidates: Candidates, marks: Sequence[Mark], shown: float = SHOWN
                     ) -> np.ndarray:
    """Class per candidate: the card index 0..51, BACKGROUND, or IGNORE.

    `marks` are (card index, rank polygon, suit polygon, uncovered share) in
    working-image pixels. A candidate is that card when the point it takes for
    the rank lies on the mark's rank and the point it takes for the suit on the
    mark's suit: half its rank-to-suit distance before and after its centre,
    along its "down". For a pair of blobs these are the two blobs' centres; for
    a whole index read from one blob (`vision.touching`) the middles of its two
    halves. An index less uncovered than `shown` (a share, 0..1) is IGNORE: neither that
    card nor background.
    """
    labels = np.full(len(candidates), BACKGROUND, np.int64)
    live = [m for m in marks if m[3] >= HIDDEN]
    if not live:
        return labels
    rank_points, suit_points = glyph_points(candidates)
    boxes = np.array([np.concatenate([m[1], m[2]]).min(axis=0).tolist()
                      + np.concatenate([m[1], m[2]]).max(axis=0).tolist() for m in live])
    for k in range(len(candidates)):
        rank_at, suit_at = rank_points[k], suit_points[k]
        near = np.nonzero((suit_at[0] >= boxes[:, 0] - 20) & (suit_at[0] <= boxes[:, 2] + 20)
                          & (suit_at[1] >= boxes[:, 1] - 20) & (suit_at[1] <= boxes[:, 3] + 20))[0]
        for j in near:
            card, rank, suit, uncovered = live[j]
            if _inside(suit_at, suit) and _inside(rank_at, rank):
                labels[k] = card if uncovered >= shown else IGNORE
                break
    return labels


def glyph_points(candidates: Candidates) -> tuple[np.ndarray, np.ndarray]:
    """Where each candidate takes its rank and its suit to lie (working pixels): half its
    rank-to-suit distance before and after its centre along its "down"."""
    half = candidates.down.astype(np.float64) * candidates.distance[:, None] / 2
    centre = candidates.center.astype(np.float64)
    return centre - half, centre + half
