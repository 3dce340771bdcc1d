"""Two hands in one photo: the reads split into the two players' hands by how they lie."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from scorekeeper.gin.cards import parse_card
from vision import load_image, recognize
from vision.hands import HandSplit, split_hands
from vision.results import Detection


def _index(card: str, x: float, y: float, turn: float = 0.0, size: float = 30.0) -> Detection:
    """A read whose index (size px tall) is centred at (x, y), turned `turn` degrees."""
    a = np.radians(turn)
    down = np.array([-np.sin(a), np.cos(a)]) * size / 2
    right = np.array([np.cos(a), np.sin(a)]) * size * 0.35
    c = np.array([x, y])
    corners = [c - right - down, c + right - down, c + right + down, c - right + down]
    polygon = tuple((float(px), float(py)) for px, py in corners)
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return Detection(parse_card(card), 0.99, (min(xs), min(ys), max(xs), max(ys)),
                     polygon, False)  # type: ignore[arg-type]


def _names(split: HandSplit) -> tuple[set[str], set[str]]:
    return {str(d.card) for d in split.first}, {str(d.card) for d in split.second}


ROW_ONE = ["AS", "2S", "3S", "4S", "9H", "9D", "9C", "JD", "QD", "KD"]
ROW_TWO = ["5C", "6C", "7C", "8C", "TH", "TS", "TD", "2H", "3H", "6H"]


def test_two_rows_one_above_the_other_are_two_hands_the_nearer_first() -> None:
    reads = ([_index(c, 100 + 40 * i, 100) for i, c in enumerate(ROW_ONE)]
             + [_index(c, 100 + 40 * i, 400) for i, c in enumerate(ROW_TWO)])
    split = split_hands(reads)
    assert _names(split) == (set(ROW_TWO), set(ROW_ONE))
    assert split.clear


def test_the_hand_across_the_table_is_turned_half_round_and_still_apart() -> None:
    # The other player's row, read from their side: indices upside down, and its cards'
    # middles lie above their indices.
    reads = ([_index(c, 100 + 40 * i, 500) for i, c in enumerate(ROW_ONE)]
             + [_index(c, 500 - 40 * i, 380, turn=180) for i, c in enumerate(ROW_TWO)])
    split = split_hands(reads)
    assert _names(split) == (set(ROW_ONE), set(ROW_TWO))


def test_a_card_missing_from_a_row_does_not_split_the_row() -> None:
    # Three cards of the lower row were not read, leaving a wide gap along it; the hands
    # are still the two rows.
    lower = [c for i, c in enumerate(ROW_TWO) if i not in (3, 4, 5)]
    reads = ([_index(c, 100 + 40 * i, 100) for i, c in enumerate(ROW_ONE)]
             + [_index(c, 100 + 40 * i + (120 if i >= 3 else 0), 330)
                for i, c in enumerate(lower)])
    assert _names(split_hands(reads)) == (set(lower), set(ROW_ONE))


def test_fans_side_by_side_split_left_and_right() -> None:
    left = [_index(c, 100 + 25 * i, 300 - 5 * i, turn=-30 + 6 * i) for i, c in enumerate(ROW_ONE)]
    right = [_index(c, 700 + 25 * i, 310 - 5 * i, turn=-30 + 6 * i)
             for i, c in enumerate(ROW_TWO)]
    assert _names(split_hands(left + right)) == (set(ROW_ONE), set(ROW_TWO))


def test_one_hand_alone_is_not_a_clear_split() -> None:
    reads = [_index(c, 100 + 40 * i, 100) for i, c in enumerate(ROW_ONE)]
    assert not split_hands(reads).clear
    assert split_hands(reads[:1]) == HandSplit(reads[:1], [], 0.0, False)
    assert split_hands([]) == HandSplit([], [], 0.0, False)


@pytest.mark.parametrize("name", ["two_hands_rows.jpg", "two_hands_fans.jpg"])
def test_the_two_hand_samples_split_into_their_hands(name: str, samples: Path) -> None:
    hands = json.loads((samples / "hands.json").read_text())[name]
    split = split_hands(recognize(load_image((samples / name).read_bytes())))
    one, two = set(hands[0]), set(hands[1])
    first, second = (side & (one | two) for side in _names(split))  # misreads aside
    assert len(first) + len(second) >= 15
    assert (first <= one and second <= two) or (first <= two and second <= one), (first, second)
    assert split.clear
