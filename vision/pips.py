"""The pips of a number card whose face shows: a 3 has three, a 5 five.

When both corner indices of a card are read (`vision.corners`), the face between them shows,
and on a number card (2 to 9; a 10's slanted index frames its face too loosely) its pips are
the suit sign printed that many times, in the middle columns of the card. So the ink blobs
that lie between the two indices (inside the card, clear of the index columns), are solid, and
are about one size (the pips are printed alike, larger than the index's suit sign or about its
size), are counted, each once however many ink levels found it. Where that count is the rank
read, the pips agree with the indices; where it is not, one of them is wrong and the read has
not earned trust. A covered or turned-away face gives no verdict (too few alike blobs to
count).
"""

from __future__ import annotations

import numpy as np

from .corners import Placement, offset
from .ink import Blobs

INSIDE = (0.14, 0.86)
"""Pips lie across the card between these shares of the way from one index to the other
(the index columns lie outside)..."""
ALONG = (-0.12, 1.12)
"""...and down the card between these shares (the top and bottom pips reach about level with
the indices)."""
PIP_SIZE = (0.7, 3.2)
"""A pip's size (its blob's longer side) as a share of the index's suit sign."""
ALIKE = 0.25
"""Pips are alike: within this share of the size of the largest group's median."""
FILL = 0.4
"""A pip is solid: its ink covers at least this share of its bounding box."""
SAME_BLOB = 0.35
"""Blobs closer than this share of their size are one pip found at two ink levels."""


def count_pips(blobs: Blobs, first: Placement, second: Placement, suit_size: float) -> int:
    """How many alike, solid, pip-sized blobs lie on the face between the two corner indices
    `first` and `second` of one card; `suit_size` is the size of `first`'s suit sign."""
    if not len(blobs):
        return 0
    across, down = offset(first, second)
    if abs(across) < 1e-6 or down <= 0:
        return 0
    d = np.asarray(first.down, np.float64)
    right = np.array([d[1], -d[0]])
    step = blobs.centers.astype(np.float64) - np.asarray(first.centre, np.float64)
    u = (step @ right) / first.distance / across
    v = (step @ d) / first.distance / down
    sides = blobs.boxes[:, 2:4].astype(np.float64)
    fill = blobs.areas / np.maximum(1.0, sides[:, 0] * sides[:, 1])
    size = blobs.sizes.astype(np.float64)
    inside = ((u > INSIDE[0]) & (u < INSIDE[1]) & (v > ALONG[0]) & (v < ALONG[1])
              & (fill >= FILL) & (size >= PIP_SIZE[0] * suit_size)
              & (size <= PIP_SIZE[1] * suit_size))
    picked = np.nonzero(inside)[0]
    if not len(picked):
        return 0
    return _alike_once(blobs.centers[picked].astype(np.float64), size[picked])


def _alike_once(centres: np.ndarray, sizes: np.ndarray) -> int:
    """The size of the largest group of blobs alike in size, each place counted once."""
    best = 0
    for middle in np.unique(np.round(sizes, 1)):
        group = np.nonzero(np.abs(sizes - middle) <= ALIKE * middle)[0]
        if len(group) <= best:
            continue
        kept: list[int] = []
        for k in group[np.argsort(-sizes[group])]:
            if all(np.hypot(*(centres[k] - centres[j])) >= SAME_BLOB * max(sizes[k], sizes[j])
                   for j in kept):
                kept.append(int(k))
        best = max(best, len(kept))
    return best


def pip_verdict(count: int, rank: int) -> bool | None:
    """Whether `count` pips agree with a number card of `rank` (2-9): True, False, or None
    when too few pips show to tell (under 2: a covered or turned-away face)."""
    if count < 2:
        return None
    return count == rank
