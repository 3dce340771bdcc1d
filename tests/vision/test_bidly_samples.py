"""The sample photos of a real standard deck (bidly's card-face photos, MIT, laid on a table by
scripts/make_sample_photos.py): one hand in a row, and both players' hands in one photo.

These say what the shipped model achieves today, not what it should: the deck's flat-topped 3s
are read as 5s (issue 14). A better model may read more, never split worse. The photo of both
hands is also the one the browser test records a hand from (tests/web/test_two_hands_browser.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vision import Recognition, load_image, recognize
from vision.hands import split_hands


@pytest.fixture(scope="module")
def read(samples: Path) -> dict[str, Recognition]:
    return {name: recognize(load_image((samples / name).read_bytes()))
            for name in ("bidly_hand_row.jpg", "bidly_two_hands.jpg")}


def _misread_threes(wrong: set[str], truth: set[str]) -> bool:
    """Every wrong read is a 3 of the photo read as the 5 of its suit."""
    return all(card[0] == "5" and f"3{card[1]}" in truth for card in wrong)


def test_a_row_of_a_real_standard_deck(read: dict[str, Recognition],
                                       labels: dict[str, list[str]]) -> None:
    truth = set(labels["bidly_hand_row.jpg"])
    cards = {str(d.card) for d in read["bidly_hand_row.jpg"].cards}
    assert len(cards & truth) >= 6  # 6 of 10 today: the four 3s are not read as 3s
    assert _misread_threes(cards - truth, truth), cards - truth


def test_both_hands_of_a_real_standard_deck_in_one_photo(
        read: dict[str, Recognition], samples: Path, labels: dict[str, list[str]]) -> None:
    hands = json.loads((samples / "hands.json").read_text())["bidly_two_hands.jpg"]
    truth = set(labels["bidly_two_hands.jpg"])
    assert truth == set(hands[0]) | set(hands[1])
    recognition = read["bidly_two_hands.jpg"]
    cards = {str(d.card) for d in recognition.cards}
    assert len(cards & truth) >= 19  # all 20 today (this deal holds no 3)
    assert len(cards - truth) <= 1, cards - truth

    split = split_hands(recognition)
    assert split.clear
    for mine, theirs in ((split.first, hands[0]), (split.second, hands[1])):
        for card in (str(d.card) for d in mine):
            assert card in theirs or card not in truth, (card, theirs)  # each in its own hand
