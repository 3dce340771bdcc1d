"""Which candidates are true corner indices, from where the indices really are."""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from ..candidates import Candidates
from ..ink import Blobs

BACKGROUND = 52
IGNORE = -1
SHOWN = 0.8
"""An index at least this uncovered is a positive; a less uncovered one is left out."""


def _inside(point: np.ndarray, polygon: np.ndarray, grow: float = 1.3) -> bool:
    centre = polygon.mean(axis=0)
    bigger = (polygon - centre) * grow + centre + np.sign(polygon - centre) * 1.5
    return cv2.pointPolygonTest(bigger.astype(np.float32), (float(point[0]), float(point[1])),
                                False) >= 0


def label_candidates(blobs: Blobs, candidates: Candidates,
                     marks: Sequence[tuple[int, np.ndarray, np.ndarray, float]]) -> np.ndarray:
    """Class per candidate: the card index 0..51, BACKGROUND, or IGNORE.

    `marks` are (card index, rank polygon, suit polygon, uncovered share) in
    working-image pixels. A candidate is that card when its rank blob lies on
    the mark's rank and its suit blob on the mark's suit.
    """
    labels = np.full(len(candidates), BACKGROUND, np.int64)
    live = [m for m in marks if m[3] >= 0.15]
    if not live:
        return labels
    boxes = np.array([np.concatenate([m[1], m[2]]).min(axis=0).tolist()
                      + np.concatenate([m[1], m[2]]).max(axis=0).tolist() for m in live])
    for k in range(len(candidates)):
        rank_at = blobs.centers[candidates.rank[k]]
        suit_at = blobs.centers[candidates.suit[k]]
        near = np.nonzero((suit_at[0] >= boxes[:, 0] - 20) & (suit_at[0] <= boxes[:, 2] + 20)
                          & (suit_at[1] >= boxes[:, 1] - 20) & (suit_at[1] <= boxes[:, 3] + 20))[0]
        for j in near:
            card, rank, suit, shown = live[j]
            if _inside(suit_at, suit) and _inside(rank_at, rank):
                labels[k] = card if shown >= SHOWN else IGNORE
                break
    return labels
