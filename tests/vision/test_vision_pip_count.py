"""Counting a number card's pips between its two indices, on faces laid out by hand.

The card lies upright: its first index's middle at (100, 100), its second's at (300, 380),
rank-to-suit distance 20 px, so a pip's place is (100 + 200 u, 100 + 280 v) for u across and
v down the face, as shares of the way from one index to the other.
"""

import numpy as np
from blob_helpers import boxed_blobs

from vision.corners import Placement
from vision.ink import Blobs
from vision.pips import (
    count_pips,
    face_pips,
    face_verdict,
    ink_beyond,
    pip_verdict,
    pips_under_floor,
    whole_face,
)

FIRST = Placement(np.array([100.0, 100.0]), np.array([0.0, 1.0]), 20.0)
SECOND = Placement(np.array([300.0, 380.0]), np.array([0.0, -1.0]), 20.0)
SUIT = 20.0
PIP = 30
INDICES = ((95, 80, 10, 18), (90, 101, 20, 20), (295, 382, 10, 18), (290, 359, 20, 20))
"""Each index's rank and suit sign, as blobs: the suit sign is pip-like, but it is the index's."""


def boxed(u: float, v: float, side: int = PIP) -> tuple[int, int, int, int]:
    """The box of a pip `side` px square whose middle lies at (u, v) on the face."""
    return (round(100 + 200 * u - side / 2), round(100 + 280 * v - side / 2), side, side)


def _face(*places: tuple[float, float]) -> Blobs:
    """The two indices and a pip (PIP px, solid) at each (u, v) given."""
    return boxed_blobs(*INDICES, *(boxed(u, v) for u, v in places))


def _verdict(blobs: Blobs, rank: int) -> bool | None:
    """The face's verdict as the recognizer asks it (`face_verdict`), checked against its
    parts: the count, the twins, and no pip missed beyond or under the floor."""
    verdict, count = face_verdict(blobs, FIRST, SECOND, SUIT, rank)
    shown = face_pips(blobs, FIRST, SECOND, SUIT)
    whole = (whole_face(shown, FIRST, SECOND) and not ink_beyond(blobs, FIRST, SECOND, SUIT)
             and not pips_under_floor(blobs, FIRST, SECOND, SUIT))
    assert (verdict, count) == (pip_verdict(len(shown), rank, whole), len(shown))
    return verdict


EIGHT = [(u, v) for u in (0.25, 0.75) for v in (0.0, 1 / 3, 2 / 3, 1.0)]


def test_an_eight_seen_square_on_shows_eight_pips() -> None:
    face = _face(*EIGHT)
    assert count_pips(face, FIRST, SECOND, SUIT) == 8
    assert not ink_beyond(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 8) is True


def test_an_eight_seen_at_a_slant_is_counted_short_and_says_nothing() -> None:
    # Sheared: the right column rides 0.14 up the face, the left one 0.14 down. Its top right
    # pip and, across the middle, its bottom left one fall out of the count together, so the
    # six left all have their twins; but the two lie just beyond, like the counted ones.
    sheared = [(u, v - 0.14 if u > 0.5 else v + 0.14) for u, v in EIGHT]
    face = _face(*sheared)
    assert count_pips(face, FIRST, SECOND, SUIT) == 6
    assert whole_face(face_pips(face, FIRST, SECOND, SUIT), FIRST, SECOND)
    assert ink_beyond(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 8) is None


def test_a_flat_topped_three_read_as_a_five_is_still_caught() -> None:
    # Three pips down the middle, nothing like a pip beyond them: the index's own suit sign,
    # pip-sized as it is, is no pip.
    face = _face((0.5, 0.0), (0.5, 0.5), (0.5, 1.0))
    assert not ink_beyond(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 5) is False
    assert _verdict(face, 3) is True


def test_ink_of_another_size_beyond_the_pips_is_not_a_missed_pip() -> None:
    speck = (95, 30, 8, 8)  # above the card's top, a fifth of a pip's size
    face = boxed_blobs(*_face((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)).boxes, speck)
    assert not ink_beyond(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 5) is False


def test_one_pip_like_blob_beyond_without_its_twin_is_another_cards_print() -> None:
    # An eight read as a nine, in a row: one pip-sized glyph of the next card lies just beyond
    # the face's top right corner, but nothing lies where its twin would. The face was not
    # counted short, and its count still speaks against the nine.
    face = _face(*EIGHT, (0.95, -0.2))
    assert count_pips(face, FIRST, SECOND, SUIT) == 8
    assert not ink_beyond(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 9) is False


def test_pips_printed_about_as_small_as_the_floor_and_found_under_it_give_no_verdict() -> None:
    # A deck printing its pips at about 0.7 of the index's suit sign: two of an eight's pips,
    # twins across the middle, come out at 0.65 (13 px of the suit sign's 20), under
    # PIP_SIZE's floor. The six counted all have their twins, so the face looks whole and
    # counts short; the two left out are alike to them and were missed.
    counted = [boxed(u, v, 15) for u, v in EIGHT[:3] + EIGHT[5:]]
    missed = [boxed(u, v, 13) for u, v in EIGHT[3:5]]
    face = boxed_blobs(*INDICES, *counted, *missed)
    assert count_pips(face, FIRST, SECOND, SUIT) == 6
    assert whole_face(face_pips(face, FIRST, SECOND, SUIT), FIRST, SECOND)
    assert pips_under_floor(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 8) is None


def test_a_counted_pip_found_again_smaller_is_no_missed_pip() -> None:
    # Every pip found at both ink levels, the paler one smaller: all eight are counted once.
    face = boxed_blobs(*INDICES, *(boxed(u, v, 15) for u, v in EIGHT),
                       *(boxed(u, v, 13) for u, v in EIGHT))
    assert count_pips(face, FIRST, SECOND, SUIT) == 8
    assert not pips_under_floor(face, FIRST, SECOND, SUIT)
    assert _verdict(face, 8) is True
