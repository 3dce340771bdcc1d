"""A photo without colour: its suits cannot be told by their ink, so no read of it is sure."""

from __future__ import annotations

import cv2
import numpy as np

from vision import load_image, recognize
from vision.colour import PATCHES, TINT, chroma, colourless, strong_colour, tint
from vision.recognizer import NO_COLOUR_NOTE

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


def test_in_a_grey_photo_every_card_is_marked_for_checking_and_the_player_is_told_why(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    photo = load_image(sample_bytes[HAND])
    in_colour = recognize(photo)
    assert NO_COLOUR_NOTE not in in_colour.warnings
    assert any(not d.low_confidence for d in in_colour.cards)

    in_grey = recognize(_grey(photo))
    assert in_grey.cards
    assert all(d.low_confidence for d in in_grey.cards)
    assert NO_COLOUR_NOTE in in_grey.warnings


def test_in_a_grey_photo_a_diamond_read_as_a_spade_takes_the_suit_its_sign_shows(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    """Without colour the network takes the J♦'s and Q♦'s dark ink for a spade's; the
    outline of their index's suit sign is a diamond's, and the read takes it (still marked
    for checking, as every read of a grey photo is)."""
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
