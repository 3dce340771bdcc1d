"""Sure only when earned: a read weighed with its card's other corner, its pips, the print of
the photo's other reads and the rival reads of its spot (vision.corners, vision.pips,
vision.style, vision.doubt), on the shipped photos."""

from __future__ import annotations

from collections.abc import Callable

import cv2
import numpy as np
import pytest

from vision import load_image
from vision.corners import Placement, agreement, corner_pair, offset, same_index
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.pips import count_pips, face_pips, pip_verdict, whole_face
from vision.recognizer import Workings, read_workings
from vision.style import MIN_OTHERS, index_style, out_of_style
from vision.weighing import placement

ROW = "gin_row_1.jpg"
"""Ten cards in meld groups; the nine of hearts lies whole, both its corners showing."""
NINE_PIPS = ((969, 1348, 45, 49), (1110, 1354, 47, 51), (964, 1436, 45, 49),
             (1104, 1444, 47, 49), (1029, 1487, 45, 49), (956, 1528, 45, 49),
             (1097, 1534, 45, 49), (951, 1614, 45, 49), (1091, 1622, 45, 47))
"""Its nine pips (x, y, width, height in the photo's pixels)."""


@pytest.fixture(scope="module")
def workings(sample_bytes: dict[str, bytes]) -> Callable[[str], Workings]:
    done: dict[str, Workings] = {}

    def get(name: str) -> Workings:
        if name not in done:
            done[name] = read_workings(load_image(sample_bytes[name]), everything=True)
        return done[name]
    return get


def _of(work: Workings, card: str) -> tuple[Evidence, list[int]]:
    k = [str(d.card) for d in work.recognition.cards].index(card)
    return work.evidence[k], work.places[k]


def test_a_whole_card_gives_two_corners_that_agree_and_its_pips(
        workings: Callable[[str], Workings]) -> None:
    work = workings(ROW)
    evidence, places = _of(work, "9H")
    assert evidence.corners == 2
    assert (evidence.pips, evidence.pip_count) == (True, 9)
    first, second = (placement(work.found.candidates, p) for p in places[:2])
    assert corner_pair(first, second) and corner_pair(second, first)
    across, down = offset(first, second)
    assert down > 0 and across != 0


def test_neighbouring_cards_of_a_row_are_not_one_cards_two_corners(
        workings: Callable[[str], Workings]) -> None:
    work = workings(ROW)
    cands = work.found.candidates
    tops = {str(d.card): placement(cands, p[0])
            for d, p in zip(work.recognition.cards, work.places, strict=True)}
    # Side by side, pointing the same way: no card's indices lie so.
    assert not corner_pair(tops["AS"], tops["2S"])
    assert not corner_pair(tops["9D"], tops["9C"])


def test_two_looks_at_one_index_are_no_second_corner() -> None:
    here = Placement(np.array([100.0, 100.0]), np.array([0.0, 1.0]), 20.0)
    there = Placement(np.array([110.0, 105.0]), np.array([0.0, 1.0]), 20.0)
    turned = Placement(np.array([220.0, 250.0]), np.array([0.0, -1.0]), 20.0)
    assert same_index(here, there)
    assert agreement([here, there]) == (1, [])
    assert agreement([here, there, turned]) == (2, [])
    # The same card read again far off, pointing the same way: no corner of one card.
    elsewhere = Placement(np.array([600.0, 100.0]), np.array([0.0, 1.0]), 20.0)
    assert agreement([here, elsewhere]) == (1, [1])


def _cover(image: np.ndarray, boxes: tuple[tuple[int, int, int, int], ...]) -> np.ndarray:
    """The photo with these pips painted over in the card's white around them."""
    out = image.copy()
    for x, y, w, h in boxes:
        ring = image[y - 6:y + h + 6, x - 6:x + w + 6].reshape(-1, 3)
        white = np.median(ring[ring.min(axis=1) > 150], axis=0)
        cv2.rectangle(out, (x - 2, y - 2), (x + w + 2, y + h + 2), white.tolist(), -1)
    return out


def test_pips_that_disagree_with_the_rank_leave_the_read_unsure(
        sample_bytes: dict[str, bytes]) -> None:
    # Two of the nine's pips painted out, one and its twin across the card's middle: its
    # indices still say 9, its whole face shows 7.
    image = _cover(load_image(sample_bytes[ROW]), (NINE_PIPS[0], NINE_PIPS[8]))
    work = read_workings(image)
    evidence, _places = _of(work, "9H")
    assert (evidence.pips, evidence.pip_count) == (False, 7)
    assert evidence.score >= SURE  # the network alone would have been sure
    nine = next(d for d in work.recognition.cards if str(d.card) == "9H")
    assert nine.low_confidence and nine.confidence <= DOUBTED


def test_a_face_partly_covered_gives_no_verdict(sample_bytes: dict[str, bytes]) -> None:
    # The middle pip and one beside it gone: some pip lacks its twin, so the face does not
    # show whole and its count says nothing.
    image = _cover(load_image(sample_bytes[ROW]), (NINE_PIPS[4], NINE_PIPS[6]))
    evidence, _places = _of(read_workings(image), "9H")
    assert evidence.pip_count == 7 and evidence.pips is None


def test_the_pip_count_of_a_face(workings: Callable[[str], Workings]) -> None:
    work = workings(ROW)
    _evidence, places = _of(work, "9H")
    cands, blobs = work.found.candidates, work.found.blobs
    first, second = (placement(cands, p) for p in places[:2])
    suit = float(blobs.sizes[cands.suit[places[0]]])
    assert count_pips(blobs, first, second, suit) == 9
    assert count_pips(blobs, second, first, float(blobs.sizes[cands.suit[places[1]]])) == 9
    assert whole_face(face_pips(blobs, first, second, suit), first, second)
    assert pip_verdict(9, 9) is True
    assert pip_verdict(3, 5) is False
    assert pip_verdict(1, 5) is None  # a covered face tells nothing
    assert pip_verdict(3, 5, whole=False) is None


def test_a_read_printed_unlike_the_others_is_out_of_style(
        workings: Callable[[str], Workings]) -> None:
    work = workings(ROW)
    cands, blobs = work.found.candidates, work.found.blobs
    tops = [p[0] for p in work.places]
    distance = cands.distance[tops].astype(np.float64)
    rank = blobs.sizes[cands.rank[tops]].astype(np.float64)
    suit = blobs.sizes[cands.suit[tops]].astype(np.float64)
    assert not out_of_style(index_style(distance, rank, suit)).any()
    # Newspaper type beside them: a third of the size, the "suit" as large as the "rank".
    odd = out_of_style(index_style(np.append(distance, distance[0] / 3),
                                   np.append(rank, rank[0] / 3), np.append(suit, rank[0] / 3)))
    assert odd[-1] and not odd[:-1].any()
    few = index_style(distance[:MIN_OTHERS], rank[:MIN_OTHERS], suit[:MIN_OTHERS])
    assert not out_of_style(few).any()  # too few reads to tell the deck's print


def test_confidence_is_capped_when_the_pips_disagree() -> None:
    assert confidence(Evidence(score=0.97)) == 0.97
    assert confidence(Evidence(score=0.97, pips=False, pip_count=3)) == DOUBTED
    assert confidence(Evidence(score=0.6, pips=False, pip_count=3)) == 0.6
    assert confidence(Evidence(score=0.97, pips=True, pip_count=9)) == 0.97
    # Weighed but not used (docs/vision.md, Confidence): a second look that agrees, a rival, a
    # clash, print out of style, another card close behind in the read's own patch.
    assert confidence(Evidence(score=0.75, corners=2)) == 0.75
    assert confidence(Evidence(score=0.97, rival=0.6, clash=0.9, out_of_style=True)) == 0.97
    assert confidence(Evidence(score=0.86, runner_up=0.12)) == 0.86


@pytest.mark.parametrize("name", [ROW, "gin_fan_1.jpg", "two_hands_rows.jpg",
                                  "bidly_deal7.jpg", "edje_IMG_2560.jpg"])
def test_every_read_is_marked_by_its_evidence(workings: Callable[[str], Workings],
                                              name: str) -> None:
    work = workings(name)
    assert len(work.evidence) == len(work.recognition.cards) == len(work.places)
    for d, e in zip(work.recognition.cards, work.evidence, strict=True):
        assert d.confidence == confidence(e)
        assert d.low_confidence == (d.confidence < SURE)
        if e.doubted:
            assert d.low_confidence
        else:
            # The network's score, or its score given the red ink, the beside-pips' suit, or
            # its two corners.
            assert d.confidence == max(e.score, e.given_ink, e.given_pips, e.given_corners)
        assert e.given_pips == 0.0 or e.given_pips >= e.score
        # Setting the black cards aside never lowers a read; a black read is never so weighed.
        assert e.given_ink == 0.0 or e.given_ink >= e.score
        if not d.card.suit.is_red:
            assert e.given_ink == 0.0
        # Weighed at both corners only where both were read.
        assert e.given_corners == 0.0 or e.corners == 2
        # The card read takes the patch's largest share; the next card gets what is left.
        assert 0.0 <= e.runner_up <= min(e.score, 1.0 - e.score + 1e-6)
