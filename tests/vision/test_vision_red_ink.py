"""A red read whose ink looks red is weighed given that ink (issue 14, round 48).

The network reads a corner patch; in a dim or small index it weighs the red of a heart or a
diamond less than its shape, and leaves some probability on the black cards. Where the photo
shows the suit sign's ink red, those are ruled out, and the read's sureness is its share of
what the network gives the red cards and "no index".
"""

from __future__ import annotations

import numpy as np
import pytest

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.ink_colour import MIN_GAP, ink_clashes, ink_looks_red
from vision.recognizer import read_workings
from vision.weighing import red_given_ink

CARDS: list[Card | None] = [None, Card.parse("8H"), Card.parse("8D"), Card.parse("8S"),
                            Card.parse("8C")]


def test_ink_looks_red_or_black_against_the_photos_other_reads() -> None:
    # A dim photo: black ink about 0, red about 0.35.
    shares = [0.0, 0.02, 0.34, 0.36, 0.33, 0.01]
    red = [False, False, True, True, True, True]  # the last: a heart printed black
    assert ink_looks_red(shares, red) == [False, False, True, True, True, False]
    assert ink_clashes(shares, red) == [False] * 5 + [True]


def test_ink_that_cannot_be_told_looks_neither_red_nor_black() -> None:
    assert ink_looks_red([float("nan"), 0.0, 0.6], [True, False, True])[0] is None
    alike = [0.0, 0.0, MIN_GAP / 2, MIN_GAP / 2]
    assert ink_looks_red(alike, [False, False, True, True]) == [None] * 4


def test_red_ink_sets_the_black_cards_aside() -> None:
    # 0.80 on the 8♥, 0.10 on its black twin: given red ink, 0.80 of the 0.90 left.
    probs = np.array([0.05, 0.80, 0.05, 0.10, 0.0], np.float32)
    assert red_given_ink(probs, CARDS, 1) == pytest.approx(0.80 / 0.90)


def test_no_index_is_not_set_aside() -> None:
    # Red ink says nothing against "no index": a red mark that is no card stays unsure.
    probs = np.array([0.20, 0.70, 0.0, 0.10, 0.0], np.float32)
    assert red_given_ink(probs, CARDS, 1) == pytest.approx(0.70 / 0.90)
    assert red_given_ink(probs, CARDS, 1) < SURE


def test_a_read_is_reported_given_its_ink_where_that_is_more() -> None:
    assert confidence(Evidence(score=0.80, given_ink=0.89)) == pytest.approx(0.89)
    assert confidence(Evidence(score=0.90, given_ink=0.0)) == pytest.approx(0.90)


def test_a_doubted_read_stays_capped_whatever_its_ink() -> None:
    doubted = Evidence(score=0.90, given_ink=0.95, pips=False)
    assert confidence(doubted) == DOUBTED


def test_a_dim_king_of_diamonds_is_sure_given_its_red_ink(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    # The bidly deck's K♦ in warm light: the network gives it 0.83 and about 0.06 to black
    # cards; its suit sign's ink is as red as the photo's other red reads, and given that ink
    # the K♦ is 0.88.
    work = read_workings(load_image(sample_bytes["bidly_deal7.jpg"]))
    cards = [str(d.card) for d in work.recognition.cards]
    king = work.evidence[cards.index("KD")]
    assert king.score < SURE <= king.given_ink
    assert not work.recognition.cards[cards.index("KD")].low_confidence
    sure = [str(d.card) for d in work.recognition.cards if not d.low_confidence]
    assert set(sure) <= set(labels["bidly_deal7.jpg"])


def test_a_black_read_is_not_weighed_given_its_ink(sample_bytes: dict[str, bytes]) -> None:
    work = read_workings(load_image(sample_bytes["bidly_deal7.jpg"]))
    for read, proof in zip(work.recognition.cards, work.evidence, strict=True):
        if not read.card.suit.is_red:
            assert proof.given_ink == 0.0
