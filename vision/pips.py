"""The pips of a number card whose face shows: a 3 has three, a 5 five.

When both corner indices of a card are read (`vision.corners`), the face between them shows,
and on a number card (2 to 9; a 10's slanted index frames its face too loosely) its pips are
the suit sign printed that many times, in the middle columns of the card. So the ink blobs
that lie between the two indices (inside the card, clear of the index columns), are solid, and
are about one size (the pips are printed alike, larger than the index's suit sign or about its
size), are counted, each once however many ink levels found it. Where that count is the rank
read, the pips agree with the indices; where it is not, one of them is wrong and the read has
not earned trust. The pips of a number card lie in twos turned half round about its middle
(a 7's odd pip apart); a face where some pip lacks its twin is partly covered, or print of
another card, and gives no verdict, nor does one with fewer than two pips. Nor does one where
ink like its pips lies just beyond where they are counted, twins across its middle
(`ink_beyond`): a face seen at a slant shears, and its corner pips fall out of the count two
by two, each with its twin.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .corners import Placement, apart, offset, seen_from
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
MIRROR = 0.6
"""A pip's twin lies within this many rank-to-suit distances of where turning it half round
about the card's middle puts it."""
BEYOND_ACROSS = (-0.06, 1.06)
"""Ink like the pips just beyond where they are counted (`ink_beyond`) is looked for across
between these shares of the way from one index to the other..."""
BEYOND_ALONG = (-0.25, 1.25)
"""...and down the card between these."""
CLEAR_OF_INDEX = 1.0
"""Ink within this many rank-to-suit distances of either index's middle is the index's own
(its rank and suit sign), not a pip."""


def count_pips(blobs: Blobs, first: Placement, second: Placement, suit_size: float) -> int:
    """How many alike, solid, pip-sized blobs lie on the face between the two corner indices
    `first` and `second` of one card; `suit_size` is the size of `first`'s suit sign."""
    return len(face_pips(blobs, first, second, suit_size))


def face_pips(blobs: Blobs, first: Placement, second: Placement, suit_size: float
              ) -> np.ndarray:
    """The middles (n, 2) of the pips `count_pips` counts, one per pip."""
    face = _Face.of(blobs, first, second, suit_size)
    counted = np.zeros(0, np.int64) if face is None else face.counted
    return np.asarray(blobs.centers[counted], np.float64).reshape(-1, 2)


def ink_beyond(blobs: Blobs, first: Placement, second: Placement, suit_size: float) -> bool:
    """Whether two blobs like the counted pips (solid, alike in size), twins across the card's
    middle, lie just beyond where pips are counted (within BEYOND_ACROSS and BEYOND_ALONG,
    clear of both indices): two pips the count may have missed. Seen at a slant, or with its
    "down" a few degrees off, a card's face shears, and a pip near a corner falls outside the
    counted region; its twin across the middle falls outside with it, so the twin test cannot
    tell the face was counted short. One such blob without its twin is print of another card
    (a neighbour's glyph beyond a corner, in a row)."""
    face = _Face.of(blobs, first, second, suit_size)
    return face is not None and face.ink_beyond()


def pips_under_floor(blobs: Blobs, first: Placement, second: Placement, suit_size: float
                     ) -> bool:
    """Whether solid blobs alike in size to the counted pips (within ALIKE of their median) lie
    where pips are counted but under PIP_SIZE's floor: pips the count may have missed. A deck
    whose pips are printed about as small as the floor (0.6 to 0.8 times the index's suit
    sign) has some of them found just under it, at one ink level or in one corner of the
    photo, and the face is counted short. A counted pip found again at the other ink level,
    smaller, is that pip, not a missed one."""
    face = _Face.of(blobs, first, second, suit_size)
    return face is not None and face.under_floor()


def face_verdict(blobs: Blobs, first: Placement, second: Placement, suit_size: float,
                 rank: int) -> tuple[bool | None, int]:
    """What the face between the two corner indices `first` and `second` of a number card
    read as `rank` (2-9) says (`pip_verdict`), and how many pips it counts: the count must be
    the rank where the face shows whole (`whole_face`) and no pip seems missed (`ink_beyond`,
    `pips_under_floor`). The face is framed and its pips counted once."""
    face = _Face.of(blobs, first, second, suit_size)
    if face is None:
        return pip_verdict(0, rank), 0
    pips = np.asarray(blobs.centers[face.counted], np.float64).reshape(-1, 2)
    whole = whole_face(pips, first, second) and not face.ink_beyond() and not face.under_floor()
    return pip_verdict(len(pips), rank, whole), len(pips)


@dataclass(frozen=True, eq=False)
class _Face:
    """A card's face between its two corner indices: the pips counted on it (blob indices),
    each blob's place on it (`_face_frame`: `u` across, `v` down), and which blobs are like
    the counted pips (solid, and within ALIKE of their median size)."""

    blobs: Blobs
    first: Placement
    second: Placement
    suit_size: float
    counted: np.ndarray
    u: np.ndarray
    v: np.ndarray
    like: np.ndarray

    @classmethod
    def of(cls, blobs: Blobs, first: Placement, second: Placement, suit_size: float
           ) -> _Face | None:
        """The face, or None where it has no frame or no pip is counted on it."""
        frame = _face_frame(blobs, first, second) if len(blobs) else None
        if frame is None:
            return None
        counted = _counted(blobs, frame, suit_size)
        if not len(counted):
            return None
        size = blobs.sizes.astype(np.float64)
        middle = float(np.median(size[counted]))
        like = (np.abs(size - middle) <= ALIKE * middle) & _solid(blobs)
        return cls(blobs, first, second, suit_size, counted, frame[0], frame[1], like)

    def ink_beyond(self) -> bool:
        """`ink_beyond`, on this face."""
        u, v = self.u, self.v
        beyond = ((u > BEYOND_ACROSS[0]) & (u < BEYOND_ACROSS[1]) & (v > BEYOND_ALONG[0])
                  & (v < BEYOND_ALONG[1]) & ~_in_counted_region(u, v))
        centres = self.blobs.centers.astype(np.float64)
        near = apart(centres, np.stack([self.first.centre, self.second.centre])).min(axis=1)
        own_index = near < CLEAR_OF_INDEX * self.first.distance
        missed = centres[beyond & ~own_index & self.like]
        return bool(_twinned(missed, self.first, self.second).any())

    def under_floor(self) -> bool:
        """`pips_under_floor`, on this face."""
        counted = self.counted
        size = self.blobs.sizes.astype(np.float64)
        centres = self.blobs.centers.astype(np.float64)
        gap = apart(centres, centres[counted])
        elsewhere = (gap >= SAME_BLOB * np.maximum(size[:, None], size[None, counted])
                     ).all(axis=1)
        small = size < PIP_SIZE[0] * self.suit_size
        return bool((_in_counted_region(self.u, self.v) & small & elsewhere & self.like).any())


def _in_counted_region(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Which places on the face (`_face_frame`) lie where pips are counted."""
    return np.asarray((u > INSIDE[0]) & (u < INSIDE[1]) & (v > ALONG[0]) & (v < ALONG[1]))


def _face_frame(blobs: Blobs, first: Placement, second: Placement
                ) -> tuple[np.ndarray, np.ndarray] | None:
    """Each blob's place seen from `first`: across and down as shares of the way to `second`
    (None where `second` does not lie down and to one side of it)."""
    across, down = offset(first, second)
    if abs(across) < 1e-6 or down <= 0:
        return None
    u, v = seen_from(first, blobs.centers)
    return u / across, v / down


def _solid(blobs: Blobs) -> np.ndarray:
    """Which blobs' ink covers at least FILL of their bounding box."""
    return np.asarray(blobs.fill() >= FILL)


def _counted(blobs: Blobs, frame: tuple[np.ndarray, np.ndarray], suit_size: float
             ) -> np.ndarray:
    """The blobs (indices) `count_pips` counts, one per pip, on the face framed as `frame`
    (`_face_frame`)."""
    u, v = frame
    size = blobs.sizes.astype(np.float64)
    inside = (_in_counted_region(u, v) & _solid(blobs) & (size >= PIP_SIZE[0] * suit_size)
              & (size <= PIP_SIZE[1] * suit_size))
    picked = np.nonzero(inside)[0]
    if not len(picked):
        return np.zeros(0, np.int64)
    kept = _alike_once(blobs.centers[picked].astype(np.float64), size[picked])
    return np.asarray(picked[kept], np.int64)


def whole_face(pips: np.ndarray, first: Placement, second: Placement) -> bool:
    """Whether every pip has its twin turned half round about the card's middle (halfway
    between its two indices), as the pips of an uncovered 2, 3, 4, 5, 6, 8, 9 or 10 lie; a
    face partly covered (or a 7, whose odd pip has no twin) loses some."""
    return len(pips) >= 2 and bool(_twinned(pips, first, second).all())


def _twinned(points: np.ndarray, first: Placement, second: Placement) -> np.ndarray:
    """Which of `points` (n, 2) have one of them within MIRROR distances of where turning it
    half round about the card's middle puts it."""
    if not len(points):
        return np.zeros(0, bool)
    middle = (np.asarray(first.centre, np.float64) + np.asarray(second.centre, np.float64)) / 2
    mirrored = 2 * middle - points
    return np.asarray(apart(mirrored, points).min(axis=1) <= MIRROR * first.distance)


def _alike_once(centres: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """Of the largest group of blobs alike in size, one index per place."""
    best: list[int] = []
    for middle in np.unique(np.round(sizes, 1)):
        group = np.nonzero(np.abs(sizes - middle) <= ALIKE * middle)[0]
        if len(group) <= len(best):
            continue
        kept: list[int] = []
        for k in group[np.argsort(-sizes[group])]:
            if all(np.hypot(*(centres[k] - centres[j])) >= SAME_BLOB * max(sizes[k], sizes[j])
                   for j in kept):
                kept.append(int(k))
        if len(kept) > len(best):
            best = kept
    return np.array(best, np.int64)


def pip_verdict(count: int, rank: int, whole: bool = True) -> bool | None:
    """Whether `count` pips agree with a number card of `rank` (2-9): True, False, or None
    when the face does not show whole enough to tell (`whole` False: some pip without its
    twin; or under 2 pips)."""
    if count < 2 or not whole:
        return None
    return count == rank
