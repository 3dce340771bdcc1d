"""A read whose beside-pips show its own suit is weighed given that suit (issue 14, round 49).

Black ink cannot tell a club from a spade, but the big pip printed beside a number card's
index can (`vision.pip_shape`). Where it shows the read's own suit, the cards of the other
suits are ruled out, and the read's sureness is its share of what the network gives that
suit's cards and "no index".
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from scorekeeper.gin.cards import Card, Suit
from vision import load_image
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.recognizer import read_workings
from vision.weighing import given_suit

DATA = Path(__file__).parent / "data"
CARDS: list[Card | None] = [None, Card.parse("8C"), Card.parse("8S"), Card.parse("8H"),
                            Card.parse("6C")]


def test_the_pips_set_the_other_suits_aside() -> None:
    # 0.70 on the 8♣, 0.25 on the 8♠ its small index looks like: the pips show clubs.
    probs = np.array([0.02, 0.70, 0.25, 0.01, 0.02], np.float32)
    assert given_suit(probs, CARDS, 1, Suit.CLUBS) == pytest.approx(0.70 / 0.74)


def test_another_card_of_the_suit_is_not_set_aside() -> None:
    # The pips show the suit, not the rank: the 6♣ keeps its share.
    probs = np.array([0.0, 0.60, 0.0, 0.0, 0.40], np.float32)
    assert given_suit(probs, CARDS, 1, Suit.CLUBS) == pytest.approx(0.60)


def test_a_read_is_reported_given_its_pips_where_that_is_more() -> None:
    assert confidence(Evidence(score=0.70, given_pips=0.95)) == pytest.approx(0.95)
    assert confidence(Evidence(score=0.80, given_ink=0.88, given_pips=0.86)) == pytest.approx(
        0.88)
    assert confidence(Evidence(score=0.70, given_pips=0.95, ink_clash=True)) == 0.70
    assert confidence(Evidence(score=0.90, given_pips=0.95, pips=False)) == DOUBTED


def test_a_webcam_eight_of_clubs_is_sure_given_its_pips() -> None:
    # Four eights on a table, at webcam resolution: the network gives the 8♣ 0.83 (its small
    # club close to a spade), and the pip beside its index is a club.
    image = load_image((DATA / "webcam_four_eights.jpg").read_bytes())
    work = read_workings(image)
    cards = [str(d.card) for d in work.recognition.cards]
    assert sorted(cards) == ["8C", "8D", "8H", "8S"]
    clubs = work.evidence[cards.index("8C")]
    assert clubs.score < SURE <= clubs.given_pips
    assert not any(d.low_confidence for d in work.recognition.cards)
