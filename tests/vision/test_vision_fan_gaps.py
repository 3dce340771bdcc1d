"""A gap in a fan: a hand's indices follow each other by one step, so an index read by no
corner leaves a gap of two steps, and the player is told that a card could not be read."""

from __future__ import annotations

import numpy as np

from vision.unread import fan_gaps

D = 27.0
"""The rank-to-suit distance of every index below, in working pixels."""
STEP = np.array([30.0, 25.0])
"""From one index of the fan to the next: across the cards, and a little down them."""


def _fan(present: list[int], turned: set[int] | None = None) -> tuple[np.ndarray, ...]:
    """A fan of indices at `present` positions (0, 1, 2, ...) one STEP apart, all pointing
    down the photo except those `turned` a quarter round."""
    centre = np.array([np.array([100.0, 100.0]) + k * STEP for k in present], np.float32)
    down = np.array([[1.0, 0.0] if k in (turned or set()) else [0.0, 1.0] for k in present],
                    np.float32)
    return centre, down, np.full(len(present), D, np.float32)


def test_a_complete_fan_has_no_gap() -> None:
    assert fan_gaps(*_fan(list(range(10)))) == 0


def test_a_card_missing_in_the_midst_of_a_fan_leaves_one_gap() -> None:
    assert fan_gaps(*_fan([0, 1, 2, 3, 5, 6, 7, 8, 9])) == 1


def test_two_cards_missing_apart_leave_two_gaps() -> None:
    assert fan_gaps(*_fan([0, 1, 2, 4, 5, 6, 8, 9, 10])) == 2


def test_a_card_missing_at_the_end_of_a_fan_cannot_be_told() -> None:
    assert fan_gaps(*_fan([0, 1, 2, 3, 4, 5, 6, 7, 8])) == 0


def test_melds_laid_apart_are_no_gap() -> None:
    # Three melds of a row, each laid four steps after the last.
    assert fan_gaps(*_fan([0, 1, 2, 6, 7, 8, 12, 13, 14, 15])) == 0


def test_an_index_turned_a_quarter_round_is_no_neighbour() -> None:
    # The cards two steps either side of the gap point another way: no regular fan there.
    assert fan_gaps(*_fan([0, 1, 2, 3, 5, 6, 7], turned={3, 5})) == 0


def test_too_few_reads_tell_nothing() -> None:
    assert fan_gaps(*_fan([0, 2, 3])) == 0
