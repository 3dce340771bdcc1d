"""A card named first at both its corners, each time under MIN_SCORE, is found from the two
looks together, and marked for checking."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.candidates import Candidates
from vision.doubt import SURE, Evidence, confidence
from vision.low_corners import low_corner_pairs
from vision.recognizer import MIN_SCORE, read_workings
from vision.weighing import both_looks

CARDS: list[Card | None] = [Card.parse(text) for text in ("6H", "6D", "6S", "8C", "2C", "3C")]
CARDS.append(None)  # the network's "not an index" class
SIX_OF_HEARTS, SIX_OF_DIAMONDS, SIX_OF_SPADES, EIGHT_OF_CLUBS, TWO_OF_CLUBS, THREE_OF_CLUBS = (
    range(6))
NO_INDEX = 6

PHONE_SIX = Path(__file__).parent / "data" / "phone_six_of_hearts_far.jpg"
"""A phone photo whose far 6♥ the network names first at both corners, under MIN_SCORE
(`data/ATTRIBUTION.md`)."""
PHONE_GREY_FOUR = Path(__file__).parent / "data" / "phone_grey_four_of_diamonds.jpg"
"""A phone photo taken without colour, whose 4♦ the network names as the 4♣ at both corners,
under MIN_SCORE (`data/ATTRIBUTION.md`)."""


def _candidates(centres: list[tuple[float, float]], downs: list[tuple[float, float]],
                distance: float = 10.0) -> Candidates:
    n = len(centres)
    blobs = np.arange(n, dtype=np.int64)
    return Candidates(blobs, blobs + n, np.array(centres, np.float32),
                      np.array(downs, np.float32), np.full(n, distance, np.float32))


def _probs(*rows: dict[int, float]) -> np.ndarray:
    out = np.zeros((len(rows), len(CARDS)), np.float32)
    for k, row in enumerate(rows):
        for label, p in row.items():
            out[k, label] = p
        out[k, NO_INDEX] += 1.0 - out[k].sum()
    return out


# Two corner indices of one card, 10 working pixels from rank to suit: the second lies down
# and across by most of a card, turned half round.
TOP_LEFT, BOTTOM_RIGHT = (100.0, 100.0), (160.0, 180.0)
DOWN, UP = (0.0, 1.0), (0.0, -1.0)
LOOK_ONE = {SIX_OF_HEARTS: 0.40, SIX_OF_DIAMONDS: 0.30, EIGHT_OF_CLUBS: 0.2}
LOOK_TWO = {SIX_OF_HEARTS: 0.33, SIX_OF_SPADES: 0.30, EIGHT_OF_CLUBS: 0.27}
"""A weak look at each corner of a 6♥ (0.1 left to "not an index"): the 6♥ named first at
each, under MIN_SCORE, the others it is taken for differing but for the 8♣."""


def test_two_weak_looks_that_agree_are_weighed_together() -> None:
    """0.40 and 0.33 for the 6♥, the rest spread differently at each corner: multiplied, the
    6♥ takes two thirds (0.132 of 0.196)."""
    first, second = _probs(LOOK_ONE, LOOK_TWO)
    assert round(both_looks(first, second, SIX_OF_HEARTS), 2) == 0.67


def test_a_card_named_first_at_both_corners_is_found() -> None:
    cands = _candidates([TOP_LEFT, BOTTOM_RIGHT], [DOWN, UP])
    probs = _probs(LOOK_ONE, LOOK_TWO)
    assert low_corner_pairs(cands, probs, CARDS, [], np.zeros(0), MIN_SCORE) == [(0, 1)]


def test_two_looks_that_do_not_lie_as_one_card_s_corners_are_not_paired() -> None:
    """Both pointing the same way: two cards side by side, not one card's two corners."""
    cands = _candidates([TOP_LEFT, BOTTOM_RIGHT], [DOWN, DOWN])
    probs = _probs(LOOK_ONE, LOOK_TWO)
    assert low_corner_pairs(cands, probs, CARDS, [], np.zeros(0), MIN_SCORE) == []


def test_looks_that_name_different_cards_first_or_too_weakly_find_nothing() -> None:
    cands = _candidates([TOP_LEFT, BOTTOM_RIGHT], [DOWN, UP])
    other_first = _probs(LOOK_ONE, {SIX_OF_DIAMONDS: 0.40, SIX_OF_HEARTS: 0.30,
                                    EIGHT_OF_CLUBS: 0.2})
    assert low_corner_pairs(cands, other_first, CARDS, [], np.zeros(0), MIN_SCORE) == []
    # Named first at 0.19 (under FLOOR) at one corner: weighed together it would reach 0.61.
    under_floor = _probs(LOOK_ONE, {SIX_OF_HEARTS: 0.19, SIX_OF_SPADES: 0.16,
                                    EIGHT_OF_CLUBS: 0.16, TWO_OF_CLUBS: 0.16,
                                    THREE_OF_CLUBS: 0.16})
    assert low_corner_pairs(cands, under_floor, CARDS, [], np.zeros(0), MIN_SCORE) == []
    # Each look names the 6♥ first, but the others they give are alike: weighed together
    # they still leave it under MIN_SCORE.
    alike = _probs({SIX_OF_HEARTS: 0.30, SIX_OF_DIAMONDS: 0.29, EIGHT_OF_CLUBS: 0.29},
                   {SIX_OF_HEARTS: 0.30, SIX_OF_DIAMONDS: 0.29, EIGHT_OF_CLUBS: 0.29})
    assert low_corner_pairs(cands, alike, CARDS, [], np.zeros(0), MIN_SCORE) == []


def test_a_card_read_elsewhere_or_a_look_at_a_read_s_place_finds_nothing() -> None:
    """A deck holds each card once; and a weak look at a read's own place is that read's."""
    cands = _candidates([TOP_LEFT, BOTTOM_RIGHT, (300.0, 100.0), (103.0, 101.0)],
                        [DOWN, UP, DOWN, DOWN])
    probs = _probs(LOOK_ONE, LOOK_TWO, {SIX_OF_HEARTS: 0.9}, {EIGHT_OF_CLUBS: 0.9})
    assert low_corner_pairs(cands, probs, CARDS, [2], np.zeros(0), MIN_SCORE) == []
    probs[2] = _probs({EIGHT_OF_CLUBS: 0.9})[0]
    assert low_corner_pairs(cands, probs, CARDS, [2], np.zeros(0), MIN_SCORE) == [(0, 1)]
    assert low_corner_pairs(cands, probs, CARDS, [3], np.zeros(0), MIN_SCORE) == []


def test_a_pair_far_off_the_sure_reads_index_size_is_not_taken() -> None:
    """One deck, one distance from the camera: indices of 10 pixels among sure reads of 30."""
    cands = _candidates([TOP_LEFT, BOTTOM_RIGHT], [DOWN, UP])
    probs = _probs(LOOK_ONE, LOOK_TWO)
    assert low_corner_pairs(cands, probs, CARDS, [], np.array([30.0, 31.0]), MIN_SCORE) == []
    assert low_corner_pairs(cands, probs, CARDS, [], np.array([10.0, 11.0]), MIN_SCORE) == [
        (0, 1)]


def test_a_card_found_from_two_weak_looks_is_never_sure() -> None:
    found = Evidence(score=0.9, corners=2, low_corners=True)
    assert found.doubted and confidence(found) < SURE


def test_a_real_far_six_of_hearts_is_found_and_marked_for_checking() -> None:
    """A soft phone photo: the network names the 6♥ first at both its corners, at 0.40 and
    0.33. Neither look alone is read; together they find the card, offered for checking
    beside the 6♠ read plainly."""
    work = read_workings(load_image(PHONE_SIX.read_bytes()))
    reads = {str(d.card): (d, e) for d, e in zip(work.recognition.cards, work.evidence,
                                                   strict=True)}
    assert sorted(reads) == ["6H", "6S"]
    six, evidence = reads["6H"]
    assert evidence.low_corners and six.low_confidence and six.corners == 2
    assert six.confidence < MIN_SCORE
    assert not reads["6S"][1].low_corners



def test_without_colour_two_weak_looks_find_nothing() -> None:
    """Without colour the networks take a red suit for a black one at both corners alike: in
    this grey phone photo of the 4♦ each corner names the 4♣ first, under MIN_SCORE, and
    nothing is found from the two looks."""
    work = read_workings(load_image(PHONE_GREY_FOUR.read_bytes()))
    assert not any(evidence.low_corners for evidence in work.evidence)
    assert "4C" not in {str(d.card) for d in work.recognition.cards}
