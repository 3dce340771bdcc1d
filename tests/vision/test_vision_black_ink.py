"""A black read in black ink, where the network's doubt is not its suit (issue 14, round 51).

Black ink rules the red cards out but cannot tell a club from a spade. Where the network's next
likeliest class is the other black suit of the read's rank, that is the question it leaves
open, and the ink answers nothing; anywhere else, the read is weighed given its black ink: its
share of what the network gives the black cards and "no index".
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.doubt import SURE
from vision.recognizer import read_workings
from vision.weighing import black_given_ink

DATA = Path(__file__).parent / "data"
CARDS: list[Card | None] = [None, Card.parse("3S"), Card.parse("3C"), Card.parse("8S"),
                            Card.parse("3H"), Card.parse("3D")]


def test_red_cards_are_set_aside_where_the_doubt_is_another_rank() -> None:
    # 0.84 on the 3♠; its next likeliest the 8♠ (0.06); the red 3s 0.08 between them.
    probs = np.array([0.01, 0.84, 0.01, 0.06, 0.05, 0.03])
    assert black_given_ink(probs, CARDS, 1) == pytest.approx(0.84 / 0.92)


def test_nothing_is_weighed_where_the_doubt_is_the_other_black_suit() -> None:
    # The 3♣ comes second: black ink cannot settle a club against a spade.
    probs = np.array([0.01, 0.80, 0.09, 0.02, 0.05, 0.03])
    assert black_given_ink(probs, CARDS, 1) == 0.0


def test_a_red_read_is_not_weighed_as_black() -> None:
    probs = np.array([0.01, 0.03, 0.01, 0.01, 0.84, 0.10])
    assert black_given_ink(probs, CARDS, 4) == 0.0


def test_a_bidly_three_of_spades_is_sure_given_its_black_ink() -> None:
    # A 13-card fan on cork: the network gives the flat-topped 3♠ 0.846, its next likeliest
    # the 8♠, and its ink is black.
    work = read_workings(load_image((DATA / "bidly_deal5.jpg").read_bytes()))
    cards = [str(d.card) for d in work.recognition.cards]
    three = work.evidence[cards.index("3S")]
    assert three.score < SURE <= three.given_ink
    assert not work.recognition.cards[cards.index("3S")].low_confidence
