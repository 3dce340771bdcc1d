"""Suits farther than the nearest three: a tight fan of large glyphs.

Each rank is paired with its NEIGHBOURS nearest fitting suits
(`vision.candidates.pair_blobs`). In a tight fan of cards with large indices
the glyphs of the next cards can lie nearer to a rank than its own suit, and
crowd it out. Pairing every rank with more suits costs a busy table a fifth
more candidates; so once the plain candidates are weighed, only the blobs of
a rank's size in this photo (the median rank size of the sure reads, within
RANK_SIZE of it) that are no glyph of a sure read (nor that glyph found at
the other ink level) are paired with their next few suits (FARTHER), and only
pairs of the photo's index size (within INDEX_SIZE of the median
rank-to-suit distance of the sure reads) are kept.
"""

from __future__ import annotations

import numpy as np

from .candidates import NEIGHBOURS, Candidates, pair_blobs
from .ink import Blobs

FARTHER = NEIGHBOURS + 3
"""Suits up to this many nearest are tried with a rank of the photo's size."""
RANK_SIZE = (0.7, 1.4)
"""A blob is of a rank's size within these shares of the sure reads' median rank size..."""
INDEX_SIZE = (0.7, 1.4)
"""...and a pair of the photo's index size within these shares of their median distance."""


def farther_suits(blobs: Blobs, index_size: float, rank_size: float, free: np.ndarray
                  ) -> Candidates:
    """Pairs of a rank of `rank_size` (of the blobs `free`, a mask) with its suits beyond the
    nearest NEIGHBOURS, of `index_size` (rank-to-suit distance)."""
    fits = ((blobs.sizes >= RANK_SIZE[0] * rank_size) & (blobs.sizes <= RANK_SIZE[1] * rank_size)
            & free)
    pairs = pair_blobs(blobs, np.flatnonzero(fits), (NEIGHBOURS, FARTHER))
    return pairs.subset((pairs.distance >= INDEX_SIZE[0] * index_size)
                        & (pairs.distance <= INDEX_SIZE[1] * index_size))
