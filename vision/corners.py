"""The two corner indices of one card: whether two reads can be the same card's two corners.

A deck prints each card's index twice, in diagonally opposite corners, the second turned half
round. Seen from one index (its "down" from rank to suit, its "across" at right angles), the
other lies further down the card by most of the card's height and across by most of its width,
points the other way, and is printed at the same size. Across the designs the project has seen
(the drawn faces, the photographed bidly deck, gnome-cards-data themes) the two indices lie 3.8
to 14 rank-to-suit distances apart (large-index themes such as `ornamental` are the short end),
across 0.70 to 1.1 times as far as down; the bands below leave room around those for
perspective and for the slant of a 10's index.

Two reads of one card that agree so are two looks at it, which a misread seldom gets; the same
card read at two places that cannot be its two corners means one of those reads is wrong (or
two decks are on the table), and neither has earned trust.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .nearby import pair_square_lengths

REACH = (2.0, 22.0)
"""How far apart the two indices lie, in rank-to-suit distances (the larger of the two)."""
SLANT = (0.27, 1.4)
"""Seen from either index, the other lies further down its "down" and to one side: across over
down between these (15 to 54 degrees off "down"). Plain indices measure 0.70 to 1.1; a 10's
"down" runs from one of its digits to the suit, slanted by up to about 15 degrees."""
TURNED = -0.85
"""The two indices' "down" directions point apart: their cosine is at most this."""
SIZE = 1.35
"""Their rank-to-suit distances differ by at most this factor."""
SAME_INDEX = 2.5
"""Two reads closer than this many distances are looks at one index, not two corners."""


@dataclass(frozen=True)
class Placement:
    """Where a read lies: the middle of its index, its unit "down", its rank-to-suit distance."""

    centre: np.ndarray
    down: np.ndarray
    distance: float


def apart(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The distance from each point of `a` ((n, 2)) to each point of `b` ((m, 2)): (n, m)."""
    distances: np.ndarray = np.sqrt(pair_square_lengths(np.asarray(a, np.float64),
                                                        np.asarray(b, np.float64)))
    return distances


def offset(first: Placement, second: Placement) -> tuple[float, float]:
    """Where `second` lies seen from `first`: (across, down), in `first`'s distances."""
    across, down = seen_from(first, np.asarray(second.centre, np.float64))
    return float(across), float(down)


def seen_from(at: Placement, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Where `points` ((n, 2), or one (2,)) lie seen from the index placed `at`: across (to
    the right of its "down") and down, in its rank-to-suit distances."""
    down = np.asarray(at.down, np.float64)
    right = np.array([down[1], -down[0]])
    step = np.asarray(points, np.float64) - np.asarray(at.centre, np.float64)
    return step @ right / at.distance, step @ down / at.distance


def same_index(first: Placement, second: Placement) -> bool:
    """Whether two reads lie on one index (closer than SAME_INDEX distances)."""
    step = np.asarray(second.centre, np.float64) - np.asarray(first.centre, np.float64)
    return bool(np.hypot(*step) < SAME_INDEX * max(first.distance, second.distance))


def corner_pair(first: Placement, second: Placement) -> bool:
    """Whether `first` and `second` can be the two corner indices of one card."""
    near, far = sorted((first.distance, second.distance))
    turn = float(np.dot(np.asarray(first.down, np.float64), np.asarray(second.down, np.float64)))
    if far > SIZE * max(near, 1e-6) or turn > TURNED:
        return False
    across, down = offset(first, second)
    if not REACH[0] * far <= np.hypot(across, down) * first.distance <= REACH[1] * far:
        return False
    back_across, back_down = offset(second, first)
    return all(d > 0 and SLANT[0] * d <= abs(a) <= SLANT[1] * d
               for a, d in ((across, down), (back_across, back_down)))


def agreement(places: list[Placement]) -> tuple[int, list[int]]:
    """Of the reads of one card (surest first): how many corners agree with the surest (1 or
    2), and which reads (indices into `places`) lie where no corner of that card can be."""
    top = places[0]
    pairs = [k for k in range(1, len(places)) if not same_index(top, places[k])]
    agree = [k for k in pairs if corner_pair(top, places[k])]
    clash = [k for k in pairs if k not in agree
             and not any(same_index(places[k], places[j]) for j in agree)]
    return (2 if agree else 1), clash
