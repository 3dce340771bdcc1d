"""A photo without colour: its suits cannot be told by their ink, so a read of it is sure only
where its suit sign's shape names its suit."""

from __future__ import annotations

import cv2
import numpy as np

from vision import load_image, recognize
from vision.colour import PATCHES, TINT, chroma, colourless, strong_colour, tint
from vision.doubt import SURE, Evidence, marked
from vision.recognizer import NO_COLOUR_NOTE, read_workings

HAND = "gin_row_1.jpg"
"""A rendered hand of ten cards, red and black, all read surely in colour."""


def _grey(image: np.ndarray) -> np.ndarray:
    return cv2.cvtColor(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)


def test_a_grey_picture_has_no_colour_and_a_hand_with_red_cards_has_plenty(
        sample_bytes: dict[str, bytes]) -> None:
    photo = load_image(sample_bytes[HAND])
    assert tint(_grey(photo)) == 0.0
    assert strong_colour(_grey(photo)) == 0
    assert colourless(_grey(photo))
    assert tint(photo) > 3 * TINT
    assert not colourless(photo)


def test_measuring_colour_leaves_the_picture_alone(sample_bytes: dict[str, bytes]) -> None:
    photo = load_image(sample_bytes[HAND])
    before = photo.copy()
    colourless(photo)
    assert np.array_equal(photo, before)


def test_small_red_cards_on_a_dark_grey_table_have_colour() -> None:
    table = np.full((600, 800, 3), 25, np.uint8)  # a dark table without tint
    for x in (600, 680):
        table[400:500, x:x + 70] = 240  # two small white cards
        cv2.circle(table, (x + 35, 450), 12, (30, 30, 200), -1)  # a red pip on each
    assert tint(table) < TINT
    assert strong_colour(table) >= PATCHES
    assert not colourless(table)


def test_a_black_card_on_a_brown_table_has_colour() -> None:
    table = np.zeros((400, 600, 3), np.uint8)
    table[:] = (40, 80, 140)  # brown wood, BGR
    table[100:300, 200:340] = 235  # a white card
    cv2.putText(table, "A", (215, 150), cv2.FONT_HERSHEY_SIMPLEX, 1.2, (20, 20, 20), 3)
    assert not colourless(table)


def test_in_a_grey_photo_only_reads_whose_suit_sign_shows_their_suit_stay_sure(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    """Without colour a heart's ink is a spade's; the sign's shape is what tells them apart.
    The reads whose sign names their suit stay sure (the row's spades and its 9♥), the others
    are marked, and the player is told why."""
    photo = load_image(sample_bytes[HAND])
    in_colour = recognize(photo)
    assert NO_COLOUR_NOTE not in in_colour.warnings
    assert any(not d.low_confidence for d in in_colour.cards)

    work = read_workings(_grey(photo))
    in_grey = work.recognition
    assert NO_COLOUR_NOTE in in_grey.warnings
    sure = {str(d.card) for d in in_grey.cards if not d.low_confidence}
    assert {"AS", "2S", "9H"} <= sure
    assert sure <= set(labels[HAND])
    assert any(d.low_confidence for d in in_grey.cards)
    for detection, proof in zip(in_grey.cards, work.evidence, strict=True):
        assert detection.low_confidence == (detection.confidence < SURE
                                            or not proof.sign_shows_suit)


def test_in_colour_the_suit_signs_shape_is_not_looked_at(sample_bytes: dict[str, bytes]) -> None:
    work = read_workings(load_image(sample_bytes[HAND]))
    assert not any(proof.sign_shows_suit for proof in work.evidence)
    assert any(not d.low_confidence for d in work.recognition.cards)


def test_a_sure_read_without_colour_is_marked_unless_its_sign_shows_its_suit() -> None:
    shown = Evidence(score=0.97, sign_shows_suit=True)
    not_shown = Evidence(score=0.97)
    assert not marked(shown, grey=True)
    assert marked(not_shown, grey=True)
    assert not marked(not_shown, grey=False)
    assert marked(Evidence(score=0.7, sign_shows_suit=True), grey=True)
    doubted = Evidence(score=0.97, sign_shows_suit=True, suit_from_shape=True)
    assert marked(doubted, grey=True)


def test_in_a_grey_photo_a_diamond_read_as_a_spade_takes_the_suit_its_sign_shows(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    """Without colour the network takes the J♦'s and Q♦'s dark ink for a spade's; the
    outline of their index's suit sign is a diamond's, and the read takes it (still marked
    for checking: the network read the rank, the shape the suit, and neither is sure of the
    card)."""
    in_grey = recognize(_grey(load_image(sample_bytes[HAND])))
    read = {str(d.card): d for d in in_grey.cards}
    assert {"JD", "QD"} <= set(labels[HAND])
    assert "JD" in read and "QD" in read
    assert "JS" not in read and "QS" not in read
    assert read["JD"].low_confidence and read["QD"].low_confidence
    assert set(read) <= set(labels[HAND])


def test_chroma_is_each_pixels_farthest_channel_from_their_mean() -> None:
    """The chroma, worked out from a table of distances, is to the last bit what the plain
    arithmetic over every pixel gives: the tint and the strong-colour count compare it with
    their limits."""
    rng = np.random.default_rng(7)
    picture = rng.integers(0, 256, size=(120, 160, 3), dtype=np.uint8)
    picture[:40] = np.array([255, 0, 128], np.uint8)  # a strong colour,
    picture[40:50] = 0  # black (channels summing to 0)
    picture[50:60] = 255  # and white (to 765), besides random pixels
    for shrink in (1, 2, 4):
        small = cv2.resize(picture, (160 // shrink, 120 // shrink),
                           interpolation=cv2.INTER_AREA).astype(np.int16)
        plain = np.abs(small - small.mean(axis=2, keepdims=True)).max(axis=2)
        assert np.array_equal(chroma(picture, shrink), plain)
