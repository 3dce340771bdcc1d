"""A card read at both its corners is weighed on both, given its ink (issue 14, round 50).

Two corner indices read as one card are two looks at it. A red card's two patches are weighed
together (their probabilities multiplied), and where its suit sign's ink looks red the black
cards are set aside. A black card's are not multiplied, for the reader's commonest misread,
one black suit for the other, repeats at both corners; a black card seen at both corners whose
ink looks black is weighed given that ink, from its surest patch.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.recognizer import read_workings
from vision.weighing import given_both_corners

DATA = Path(__file__).parent / "data"
CARDS: list[Card | None] = [None, Card.parse("QD"), Card.parse("QH"), Card.parse("QS"),
                            Card.parse("2C"), Card.parse("2S"), Card.parse("2D")]


def test_a_red_card_is_weighed_on_both_corners_together() -> None:
    # Each corner gives the Q♦ 0.7 and the Q♥ 0.2: together the Q♦ is four times likelier
    # than at one corner against the Q♥ (0.49 against 0.04).
    first = np.array([0.05, 0.70, 0.20, 0.05, 0.0, 0.0, 0.0])
    second = np.array([0.05, 0.70, 0.20, 0.05, 0.0, 0.0, 0.0])
    both = first * second
    assert given_both_corners(first, second, CARDS, 1, None) == pytest.approx(
        both[1] / both.sum())
    # Red ink sets the Q♠ aside too.
    assert given_both_corners(first, second, CARDS, 1, True) == pytest.approx(
        0.49 / (0.0025 + 0.49 + 0.04))


def test_a_black_card_is_weighed_given_black_ink_at_one_corner() -> None:
    first = np.array([0.02, 0.0, 0.0, 0.0, 0.80, 0.08, 0.10])
    second = np.array([0.02, 0.0, 0.0, 0.0, 0.60, 0.38, 0.0])
    # The 2♦ (red) is set aside; the 2♠ keeps its share of the surest patch: the second
    # corner's vote for the 2♣ is not counted again.
    assert given_both_corners(first, second, CARDS, 4, False) == pytest.approx(0.80 / 0.90)
    # Ink not seen black (or seen red): nothing is weighed.
    assert given_both_corners(first, second, CARDS, 4, None) == 0.0
    assert given_both_corners(first, second, CARDS, 4, True) == 0.0


def test_a_read_is_reported_given_both_corners_where_that_is_more() -> None:
    assert confidence(Evidence(score=0.78, corners=2, given_corners=0.97)) == pytest.approx(
        0.97)
    assert confidence(Evidence(score=0.90, corners=2, given_corners=0.88)) == pytest.approx(
        0.90)
    # Doubted (its face's pips disagree): capped, whatever its corners say.
    assert confidence(Evidence(score=0.90, corners=2, given_corners=0.97,
                               pips=False)) == DOUBTED


@pytest.mark.parametrize(("photo", "card"), [("phone_queen_of_diamonds.jpg", "QD"),
                                             ("phone_two_of_clubs.jpg", "2C")])
def test_a_phone_photo_read_at_both_corners_is_sure(photo: str, card: str) -> None:
    # One card on a table, both its corners read, the surest under SURE.
    work = read_workings(load_image((DATA / photo).read_bytes()))
    assert [str(d.card) for d in work.recognition.cards] == [card]
    proof = work.evidence[0]
    assert proof.corners == 2
    assert proof.score < SURE <= proof.given_corners
    assert not work.recognition.cards[0].low_confidence
