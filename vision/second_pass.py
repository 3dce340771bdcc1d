"""The second pass: candidates that need the photo's index size, known once the plain ones are read.

One deck, one distance from the camera: the sure reads of the plain candidates
tell how far apart a rank and its suit lie in this photo, and how large a rank
is. With that, two kinds of index that the plain pairing misses can be looked
for at little cost: an index whose rank touches its suit (`vision.touching`),
and a rank whose suit is crowded out of its nearest three in a tight fan
(`vision.crowding`). Neither tries a glyph of a sure read, nor that glyph found
at the other ink level, nor a blob whose box holds one (that index found whole).
"""

from __future__ import annotations

import numpy as np

from .candidates import Candidates
from .crowding import farther_suits
from .ink import Blobs, copies_of
from .search import Search, with_candidates
from .touching import touching_indices


def second_pass(found: Search, sure: np.ndarray) -> Search:
    """`found` with the second pass's candidates after its own, given which of its candidates
    are sure reads (`sure`, a mask; none: `found` as it is)."""
    if not sure.any():
        return found
    cands, blobs = found.candidates, found.blobs
    glyphs = np.concatenate([cands.rank[sure], cands.suit[sure]])
    free = ~copies(blobs, glyphs) & ~holding(blobs, blobs.centers[glyphs])
    index_size, rank_size = photo_sizes(found, sure)
    return with_candidates(found, Candidates.chained([
        touching_indices(found.minimum, blobs, index_size, free),
        farther_suits(blobs, index_size, rank_size, free)]))


def photo_sizes(found: Search, sure: np.ndarray) -> tuple[float, float]:
    """The photo's index size and rank size: the median rank-to-suit distance and the median
    rank blob size of the candidates `sure` (a mask, at least one)."""
    cands = found.candidates
    return (float(np.median(cands.distance[sure])),
            float(np.median(found.blobs.sizes[cands.rank[sure]])))


def holding(blobs: Blobs, points: np.ndarray) -> np.ndarray:
    """Per blob: whether its box holds one of `points` (x, y): a blob holding a glyph of a sure
    read is that read's index again, found whole at another ink level."""
    boxes = blobs.boxes.astype(np.float32)
    x, y = points[:, 0][None, :], points[:, 1][None, :]
    inside = ((boxes[:, 0:1] <= x) & (x <= boxes[:, 0:1] + boxes[:, 2:3])
              & (boxes[:, 1:2] <= y) & (y <= boxes[:, 1:2] + boxes[:, 3:4]))
    return np.asarray(inside.any(axis=1), bool)


def copies(blobs: Blobs, glyphs: np.ndarray) -> np.ndarray:
    """Per blob: whether it is one of `glyphs` (blob indices) or the same glyph found at another
    ink level (`vision.ink.copies_of`)."""
    out = np.zeros(len(blobs), bool)
    for glyph in np.unique(glyphs):
        out |= copies_of(blobs, int(glyph))
    return out
