"""Patterns are no indices: ink blobs that repeat in a lattice (a card back, a box, a cloth).

A card's back, a printed box or a patterned tablecloth is made of one motif
repeated: many blobs of the same size and shape, each with twins all around
it. A corner index is not: its rank glyph has no twin nearby in two
directions (the ranks of a fanned hand lie along one line, and differ). So a
blob with at least TWINS twins (about the same width, height and inked area)
within REACH of its size, spread in two directions rather than along a line,
is taken for a pattern, and no candidate takes it for a rank. Twins are
counted by place: one glyph is often found at both ink levels, as two blobs
a pixel or two apart, and counts once; the blob's own copy is no twin.
"""

from __future__ import annotations

import numpy as np

from .ink import SAME_GLYPH, Blobs
from .nearby import near_blocks, pair_offsets, pair_square_lengths

TWINS = 6
"""Twins (blobs alike in width, height and ink) around a blob that make it part of a pattern."""
ALIKE = (0.12, 0.2)
"""Two blobs are alike when their widths and heights differ by at most the first share (of the
larger; 1.5 pixels at least) and their inked areas by at most the second."""
REACH = 4.0
"""Twins count within this many times the blob's longer side (centre to centre)."""
SPREAD = 0.12
"""...and only when they lie in two directions: the smaller spread of their offsets (the
second eigenvalue of their covariance) is at least this share of the larger."""
PLACE = SAME_GLYPH
"""Twins whose centres lie within this share of the blob's size of each other (or of the blob)
are one glyph found at two ink levels (`vision.ink.copies_of`; twins are alike in size
already): they count as one twin (none, at the blob's place)."""
BLOCK = 32
"""Blobs judged at once, each block against the blobs within its reach (`vision.nearby`)."""


def pattern_blobs(blobs: Blobs, among: np.ndarray | None = None) -> np.ndarray:
    """Per blob: whether it belongs to a repeated pattern (a lattice of twins). With `among`
    (blob indices), only those are judged (the others are False); their twins may be any."""
    n = len(blobs)
    out = np.zeros(n, bool)
    if n <= TWINS:
        return out
    centers = blobs.centers.astype(np.float32)
    sides = blobs.boxes[:, 2:4].astype(np.float32)
    areas = blobs.areas.astype(np.float32)
    sizes = blobs.sizes.astype(np.float32)
    # Only a blob with TWINS others alike in each measure, anywhere, can be part of a pattern.
    possible = np.ones(n, bool)
    if among is not None:
        possible[:] = False
        possible[among] = True
    for values, share, floor in ((sides[:, 0], ALIKE[0], 1.5), (sides[:, 1], ALIKE[0], 1.5),
                                 (areas, ALIKE[1], 0.0)):
        ranked = np.sort(values)
        alike = (np.searchsorted(ranked, values / (1 - share) + floor, side="right")
                 - np.searchsorted(ranked, values * (1 - share) - floor, side="left"))
        possible &= alike > TWINS  # counting the blob itself
    for block, near in near_blocks(centers, np.flatnonzero(possible), REACH * sizes,
                                   np.arange(n), BLOCK):
        across, down = pair_offsets(centers[block], centers[near])
        dist2 = across ** 2 + down ** 2
        limit = (REACH * sizes[block]) ** 2
        twin = (dist2 <= limit[:, None]) & (dist2 > ((PLACE * sizes[block]) ** 2)[:, None])
        for values, share, floor in ((sides[:, 0], ALIKE[0], 1.5), (sides[:, 1], ALIKE[0], 1.5),
                                     (areas, ALIKE[1], 0.0)):
            a, b = values[block][:, None], values[near][None, :]
            twin &= np.abs(a - b) <= np.maximum(share * np.maximum(a, b), floor)
        busy = twin.sum(axis=1) >= TWINS
        if not busy.any():
            continue
        rows = np.nonzero(busy)[0]
        twin[rows] = _one_per_place(twin[rows], centers[near], PLACE * sizes[near])
        count = twin.sum(axis=1)
        busy = count >= TWINS
        if not busy.any():
            continue
        rows = np.nonzero(busy)[0]
        weight = twin[rows].astype(np.float32)
        dx, dy = across[rows], down[rows]
        k = count[rows].astype(np.float32)
        sxx = (weight * dx * dx).sum(axis=1) / k
        syy = (weight * dy * dy).sum(axis=1) / k
        sxy = (weight * dx * dy).sum(axis=1) / k
        # Offsets are taken from the blob itself, which lies among its twins, so their mean
        # is about zero and these are the covariance's terms.
        half_trace = (sxx + syy) / 2
        root = np.sqrt(np.maximum(0.0, half_trace ** 2 - (sxx * syy - sxy ** 2)))
        large, small = half_trace + root, half_trace - root
        out[block[rows]] = small >= SPREAD * np.maximum(large, 1e-6)
    return out


def _one_per_place(twin: np.ndarray, centers: np.ndarray, reach: np.ndarray) -> np.ndarray:
    """Per row of `twin` (blobs × candidate twins): its twins, less each one that lies within
    `reach` of an earlier twin of the row (the same glyph found at another ink level)."""
    cols = np.flatnonzero(twin.any(axis=0))
    squares = pair_square_lengths(centers[cols], centers[cols])
    earlier = ((squares <= (reach[cols] ** 2)[None, :])
               & ~np.tri(len(cols), dtype=bool))
    kept = twin.copy()
    kept[:, cols] &= ~(twin[:, cols].astype(np.float32) @ earlier.astype(np.float32) > 0)
    return kept
