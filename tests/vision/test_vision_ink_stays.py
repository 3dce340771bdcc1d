"""A black read moved to red by its ink moves alone: the places of it whose own ink is black
are another card, read as the same one, and stay with the read."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from scorekeeper.gin.cards import Card
from vision import load_image
from vision.classifier import default_classifier
from vision.ink_colour import looks_red_beside
from vision.recognizer import read_workings
from vision.suit_moves import moved

ACE_OF_SPADES, ACE_OF_DIAMONDS, EIGHT_OF_HEARTS = 0, 1, 2

WEBCAM_ACES = (Path(__file__).parent / "data"
               / "webcam_ace_of_spades_beside_a_dim_ace_of_diamonds.jpg")
"""A webcam photo whose dim A♦ the network reads as the A♠, as it reads the A♠ itself
(`data/ATTRIBUTION.md`)."""


def test_the_places_that_stay_keep_the_read_and_the_others_move() -> None:
    """The A♠ read at three places, the surest inked red: that one is the A♦, the two
    whose ink is black are the A♠'s corners."""
    by_card = {ACE_OF_SPADES: [3, 7, 9], EIGHT_OF_HEARTS: [5]}
    assert moved(by_card, {ACE_OF_SPADES: ACE_OF_DIAMONDS}, {ACE_OF_SPADES: [7, 9]}) == {
        ACE_OF_SPADES: [7, 9], EIGHT_OF_HEARTS: [5], ACE_OF_DIAMONDS: [3]}


def test_without_places_that_stay_the_whole_read_moves() -> None:
    by_card = {ACE_OF_SPADES: [3, 7], EIGHT_OF_HEARTS: [5]}
    assert moved(by_card, {ACE_OF_SPADES: ACE_OF_DIAMONDS}) == {
        EIGHT_OF_HEARTS: [5], ACE_OF_DIAMONDS: [3, 7]}
    assert moved(by_card, {ACE_OF_SPADES: ACE_OF_DIAMONDS}, {}) == {
        EIGHT_OF_HEARTS: [5], ACE_OF_DIAMONDS: [3, 7]}


def test_ink_at_another_place_is_measured_against_the_photo_s_reads() -> None:
    """The photo's black reads measure about 0, its red read 0.4: ink at 0.05 looks black,
    at 0.3 red (RED_FROM of the way, 0.4, is about 0.16)."""
    shares, red = [0.0, -0.03, 0.01, 0.4], [False, False, False, True]
    assert looks_red_beside(0.05, shares, red) is False
    assert looks_red_beside(0.3, shares, red) is True
    assert looks_red_beside(float("nan"), shares, red) is None
    # Inks too alike to tell the colours apart: nothing is judged.
    assert looks_red_beside(0.3, [0.0, 0.05], [False, True]) is None


def test_a_real_webcam_ace_of_spades_is_kept_beside_the_dim_ace_read_as_it() -> None:
    """The network reads the A♦'s dim index as the A♠, surer than the A♠'s own corners, and
    the three reads are one card to it. The surest one's ink is red, and it is read as the
    A♦ (checked by the player); the A♠'s two corner indices, inked black, stay the A♠,
    sure."""
    work = read_workings(load_image(WEBCAM_ACES.read_bytes()))
    reads = {str(d.card): (d, e, places) for d, e, places in zip(
        work.recognition.cards, work.evidence, work.places, strict=True)}
    assert sorted(reads) == ["5C", "8H", "8S", "AD", "AS", "TC"]
    cards = default_classifier().cards
    ace, evidence, places = reads["AD"]
    assert ace.low_confidence and evidence.suit_from_shape
    assert cards[int(np.argmax(work.probs[places[0]]))] == Card.parse("AS")  # the network's
    spade, evidence, places = reads["AS"]
    assert not spade.low_confidence and not evidence.suit_from_shape
    assert len(places) == 2
