"""One card seen at its two corners as two suits of one colour: neither read is sure."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.corners import Placement
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.recognizer import read_workings
from vision.split_looks import other_looks

TOP = Placement(np.array([100.0, 100.0]), np.array([0.0, 1.0]), 20.0)
"""A card's top-left index, upright."""
BOTTOM = Placement(np.array([300.0, 380.0]), np.array([0.0, -1.0]), 20.0)
"""The same card's bottom-right index, turned half round."""
BESIDE = Placement(np.array([160.0, 100.0]), np.array([0.0, 1.0]), 20.0)
"""The top-left index of the next card of a row: no corner of the first."""

WEBCAM_THREE = Path(__file__).parent / "data" / "webcam_three_of_clubs_two_ways.jpg"
"""A webcam photo whose 3♣ is read as the 3♠ at one corner and the 3♣ at the other
(`data/ATTRIBUTION.md`)."""


def _cards(*texts: str | None) -> list[Card | None]:
    return [None if text is None else Card.parse(text) for text in texts]


def test_a_club_read_as_a_spade_at_its_other_corner_is_one_card_seen_twice() -> None:
    looks = other_looks(_cards("3S", "3C"), [[TOP], [BOTTOM]], [0.96, 0.87])
    assert looks == [0.87, 0.96]


def test_reads_that_cannot_be_one_cards_corners_say_nothing_of_each_other() -> None:
    # Side by side in a row, pointing the same way: two cards.
    assert other_looks(_cards("3S", "3C"), [[TOP], [BESIDE]], [0.96, 0.87]) == [0.0, 0.0]


def test_only_one_rank_in_two_suits_of_one_colour_is_a_split() -> None:
    # A red and a black read lie so as often as two cards as one; the ink tells them apart.
    assert other_looks(_cards("9C", "9D"), [[TOP], [BOTTOM]], [0.98, 0.98]) == [0.0, 0.0]
    # Two ranks are two cards; one card read twice alike is no split.
    assert other_looks(_cards("3S", "5S"), [[TOP], [BOTTOM]], [0.96, 0.9]) == [0.0, 0.0]
    assert other_looks(_cards("3S", "3S"), [[TOP], [BOTTOM]], [0.96, 0.9]) == [0.0, 0.0]
    assert other_looks(_cards("6H", None), [[TOP], [BOTTOM]], [0.96, 0.9]) == [0.0, 0.0]


def test_a_card_whose_two_corners_agree_is_not_split_by_a_third_read() -> None:
    # The 3♠ is read at both its corners; a 3♣ where one of them lies is another card.
    elsewhere = Placement(np.array([300.0, 100.0]), np.array([0.0, -1.0]), 20.0)
    looks = other_looks(_cards("3S", "3C"), [[TOP, BOTTOM], [elsewhere]], [0.96, 0.9])
    assert looks == [0.0, 0.0]


def test_the_other_look_doubts_a_read_from_doubted_on() -> None:
    assert confidence(Evidence(score=0.96, other_look=DOUBTED)) == DOUBTED
    assert confidence(Evidence(score=0.96, other_look=0.93)) == DOUBTED
    # A read the other corner names only faintly (a 3♣ at 0.6) leaves the read as it was.
    assert confidence(Evidence(score=0.96, other_look=0.6)) == 0.96


def test_a_real_webcam_three_of_clubs_read_two_ways_asks_the_player() -> None:
    """The webcam's small club at one corner has its leaves merged, and the network reads the
    3♠ there at 0.96; the other corner reads the 3♣. Both are reported, both doubted."""
    work = read_workings(load_image(WEBCAM_THREE.read_bytes()))
    reads = {str(d.card): (d, e) for d, e in zip(work.recognition.cards, work.evidence,
                                                   strict=True)}
    for name, rival in (("3S", "3C"), ("3C", "3S")):
        detection, evidence = reads[name]
        assert detection.low_confidence and detection.confidence <= DOUBTED
        assert evidence.other_look == reads[rival][1].score >= DOUBTED
    assert reads["3S"][1].score >= SURE  # the network alone was sure of the wrong suit
    # The photo's other cards, each read at one corner or two, have no other look.
    others = [e for name, (_d, e) in reads.items() if name[0] != "3"]
    assert len(others) >= 5 and all(e.other_look == 0.0 for e in others)
