"""Without colour a red index is as dark as a black one, and the network can be sure of a rank
while it spreads its probability over the rank's suits. Such a place is read as its rank in
the suit its sign's shape shows, and always marked for checking."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

import vision.recognizer
from scorekeeper.gin.cards import Card
from vision import load_image
from vision.doubt import DOUBTED
from vision.rank_reads import rank_collapsed
from vision.recognizer import MIN_SCORE, read_workings

HAND = "gin_row_1.jpg"
"""A rendered hand of ten cards; without colour its K♦ is read by its rank and its sign."""


def _grey(image: np.ndarray) -> np.ndarray:
    return cv2.cvtColor(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)


def test_a_ranks_probability_is_gathered_onto_its_likeliest_card() -> None:
    """4♣ 0.44, 4♠ 0.25, 4♦ 0.16: no card reaches MIN_SCORE, the rank 4 does (0.85 on 4♣)."""
    cards: list[Card | None] = [Card.parse("4C"), Card.parse("4S"), Card.parse("4D"),
                                Card.parse("7H"), None]
    probs = np.array([[0.44, 0.25, 0.16, 0.05, 0.10],
                      [0.05, 0.05, 0.05, 0.60, 0.25]], np.float32)
    collapsed = rank_collapsed(probs, cards)
    assert collapsed[0] == pytest.approx([0.85, 0.0, 0.0, 0.05, 0.10])
    assert collapsed[1] == pytest.approx([0.15, 0.0, 0.0, 0.60, 0.25])  # a tie: the first
    assert probs[0].max() < MIN_SCORE <= collapsed[0].max()
    assert collapsed.sum(axis=1) == pytest.approx(probs.sum(axis=1))


def test_in_a_grey_photo_a_rank_spread_over_its_suits_is_read_in_the_suit_its_sign_shows(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    work = read_workings(_grey(load_image(sample_bytes[HAND])))
    read = {str(d.card): (d, proof) for d, proof in zip(work.recognition.cards, work.evidence,
                                                          strict=True)}
    assert "KD" in labels[HAND]
    king, proof = read["KD"]
    assert king.low_confidence and king.confidence <= DOUBTED
    assert proof.suit_from_shape and proof.sign_shows_suit
    assert set(read) <= set(labels[HAND])


def test_reading_ranks_leaves_the_photos_other_reads_as_they_were(
        sample_bytes: dict[str, bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    grey = _grey(load_image(sample_bytes[HAND]))
    with_ranks = read_workings(grey).recognition.cards
    monkeypatch.setattr(vision.recognizer, "rank_places", lambda *args: {})
    without = read_workings(grey).recognition.cards
    assert len(with_ranks) > len(without)
    assert set(without) <= set(with_ranks)


def test_in_colour_no_card_is_read_by_its_rank_alone(sample_bytes: dict[str, bytes],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    photo = load_image(sample_bytes[HAND])
    before = read_workings(photo).recognition.cards
    monkeypatch.setattr(vision.recognizer, "rank_places", lambda *args: {})
    assert read_workings(photo).recognition.cards == before
