"""The second pass: candidates that need the photo's index size, known once the plain ones are read.

One deck, one distance from the camera: the sure reads of the plain candidates
tell how far apart a rank and its suit lie in this photo, and how large a rank
is. With that, three kinds of index that the plain pairing misses can be looked
for at little cost: an index whose rank touches its suit (`vision.touching`),
a rank whose suit is crowded out of its nearest three in a tight fan
(`vision.crowding`), and a glyph joined to a long straight line, a court card's
frame or the edge of the card above (`vision.straight_lines`), paired as a rank
of the photo's rank size with its nearest suits, at the photo's index size, as
the crowded ones are. None tries
a glyph of a sure read, nor that glyph found at the other ink level, nor a blob
whose box holds one (that index found whole).
"""

from __future__ import annotations

import numpy as np

from .candidates import Candidates, pair_blobs
from .crowding import INDEX_SIZE, RANK_SIZE, farther_suits
from .ink import Blobs, copies_of
from .search import MAX_GLYPH, MIN_GLYPH, Search, with_blobs, with_candidates
from .straight_lines import freed_blobs
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
    more = [touching_indices(found.minimum, blobs, index_size, free),
            farther_suits(blobs, index_size, rank_size, free)]
    long_side = max(found.work.shape[:2])
    freed = freed_blobs(found.masks, found.components, blobs, long_side * MIN_GLYPH,
                        long_side * MAX_GLYPH)
    if len(freed):
        found = with_blobs(found, freed)
        free = np.concatenate([free, ~copies(found.blobs, glyphs)[len(free):]
                               & ~holding(freed, found.blobs.centers[glyphs])])
        more.append(freed_pairs(found.blobs, len(blobs), index_size, rank_size, free))
    return with_candidates(found, Candidates.chained(more))


def freed_pairs(blobs: Blobs, first: int, index_size: float, rank_size: float,
                free: np.ndarray) -> Candidates:
    """Pairs with a blob freed from a line (`first` and after) as their rank or their suit: a
    rank of `rank_size` (of the blobs `free`, a mask) with its nearest fitting suits
    (`vision.candidates.pair_blobs`), of `index_size` (rank-to-suit distance)."""
    fits = ((blobs.sizes >= RANK_SIZE[0] * rank_size) & (blobs.sizes <= RANK_SIZE[1] * rank_size)
            & free)
    pairs = pair_blobs(blobs, np.flatnonzero(fits))
    return pairs.subset(((pairs.rank >= first) | (pairs.suit >= first))
                        & (pairs.distance >= INDEX_SIZE[0] * index_size)
                        & (pairs.distance <= INDEX_SIZE[1] * index_size))


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
