"""Shipped photos made worse (washed out, dark, soft, close up) still give their cards; a card's
back, a repeated pattern, gives none."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision import load_image, recognize
from vision.ink import (
    FAINT_PAPER,
    Blobs,
    brightest_white,
    faint_lift,
    local_white,
    smallest_channel,
)
from vision.lattice import pattern_blobs
from vision.results import Note
from vision.search import search

PHOTOS = ("gin_row_1.jpg", "edje_IMG_2573.jpg")


def _faint(image: np.ndarray, share: float) -> np.ndarray:
    mean = float(image.mean())
    return np.clip(mean + (image.astype(np.float32) - mean) * share, 0, 255).astype(np.uint8)


def _dark(image: np.ndarray, share: float) -> np.ndarray:
    return np.clip(image.astype(np.float32) * share, 0, 255).astype(np.uint8)


def _cards(image: np.ndarray) -> set[str]:
    return {str(d.card) for d in recognize(image).cards}


@pytest.mark.parametrize("name", PHOTOS)
@pytest.mark.parametrize("change", ["faint", "dark"])
def test_a_washed_out_or_dark_photo_still_gives_its_cards(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]], name: str,
        change: str) -> None:
    # Contrast cut to a fifth (the print is pale grey on light grey), or the light to a sixth
    # (the card white is darker than 60 of 255): before, 0 cards of the dark photos were found.
    image = load_image(sample_bytes[name])
    worse = _faint(image, 0.2) if change == "faint" else _dark(image, 0.18)
    assert _cards(worse) == set(labels[name])


def test_only_a_washed_out_photo_is_stretched(sample_bytes: dict[str, bytes]) -> None:
    image = load_image(sample_bytes["gin_row_1.jpg"])

    def lift(picture: np.ndarray) -> float:
        minimum = smallest_channel(picture)
        white = local_white(minimum, max(picture.shape[:2]) / 12)
        card = white >= FAINT_PAPER * brightest_white(white)
        return faint_lift(minimum / np.maximum(white, 1).astype(np.float32), card)

    assert lift(image) == 0.0
    assert lift(_faint(image, 0.2)) > 0.3


def test_a_soft_photo_still_gives_its_cards(sample_bytes: dict[str, bytes],
                                            labels: dict[str, list[str]]) -> None:
    image = load_image(sample_bytes["edje_IMG_2560.jpg"])
    soft = cv2.GaussianBlur(image, (0, 0), max(image.shape[:2]) / 640)
    assert _cards(soft) == set(labels["edje_IMG_2560.jpg"])


def test_a_card_close_to_the_camera_is_read(sample_bytes: dict[str, bytes]) -> None:
    # The nine of hearts' index (photo box 888, 1282, 962, 1388) cut out and enlarged until its
    # glyphs are far over 1/12 of the photo's longer side.
    image = load_image(sample_bytes["gin_row_1.jpg"])
    cut = image[1180:1555, 720:1220]
    close = cv2.resize(cut, (1600, 1200), interpolation=cv2.INTER_CUBIC)
    assert "9H" in _cards(close)


def card_back(angle: float, motif: int) -> np.ndarray:
    """A card's back (a red lattice of one motif on a white card) on a brown table."""
    table = np.zeros((900, 1200, 3), np.uint8)
    table[:] = (40, 70, 120)
    card = np.full((560, 400, 3), 245, np.uint8)
    red = (40, 40, 200)
    for row, y in enumerate(range(30, 540, 26)):
        for x in range(30 + (row % 2) * 13, 380, 26):
            if motif == 0:  # diamonds
                points = np.array([[x, y - 9], [x + 7, y], [x, y + 9], [x - 7, y]], np.int32)
                cv2.fillConvexPoly(card, points, red, cv2.LINE_AA)
            else:  # a ring over a dot, as a rank over a suit
                cv2.circle(card, (x, y - 5), 6, red, 2, cv2.LINE_AA)
                cv2.circle(card, (x, y + 8), 3, red, -1, cv2.LINE_AA)
    cv2.rectangle(card, (0, 0), (399, 559), (245, 245, 245), 14)
    matrix = cv2.getRotationMatrix2D((200, 280), angle, 1.0)
    matrix[:, 2] += (400, 170)
    warped = cv2.warpAffine(card, matrix, (1200, 900))
    cover = cv2.warpAffine(np.ones((560, 400), np.uint8), matrix, (1200, 900)) > 0
    table[cover] = warped[cover]
    return table


@pytest.mark.parametrize(("angle", "motif"), [(0.0, 0), (17.0, 0), (0.0, 1), (45.0, 1)])
def test_a_card_back_gives_no_card_and_few_candidates(angle: float, motif: int) -> None:
    back = card_back(angle, motif)
    result = recognize(back)
    assert result.cards == []
    assert Note("no_cards") in result.warnings
    # Before the lattice check every motif was tried as a rank: 1,400 to 1,900 candidates.
    assert len(search(back).candidates) < 400


def _blobs(centres: list[tuple[float, float]], side: int = 10) -> Blobs:
    n = len(centres)
    c = np.array(centres, np.float32)
    boxes = np.column_stack([c - side / 2, np.full((n, 2), side)]).astype(np.int32)
    return Blobs(centers=c, sizes=np.full(n, side, np.float32), boxes=boxes,
                 areas=np.full(n, 60, np.int32))


def test_a_lattice_of_twins_is_a_pattern_but_a_row_is_not() -> None:
    grid = [(100.0 + 20 * i, 100.0 + 20 * j) for i in range(5) for j in range(5)]
    assert pattern_blobs(_blobs(grid))[12]  # the middle one, twins all round
    row = [(100.0 + 15 * i, 100.0) for i in range(10)]  # a fan's ranks lie along a line
    assert not pattern_blobs(_blobs(row)).any()
    few = [(100.0, 100.0), (120.0, 100.0), (100.0, 120.0), (120.0, 120.0)]
    assert not pattern_blobs(_blobs(few)).any()


def test_a_glyph_found_at_both_ink_levels_is_one_twin_not_two() -> None:
    # A rank and three neighbours alike, each found twice, a pixel apart (the two ink levels):
    # three twins by place, too few for a pattern, though seven blobs lie around the rank.
    places = [(100.0, 100.0), (120.0, 100.0), (100.0, 120.0), (120.0, 120.0)]
    twice = places + [(x + 1.0, y) for x, y in places]
    assert not pattern_blobs(_blobs(twice)).any()
    # Six distinct places around it, each found twice, are a pattern.
    ring = [(100.0, 100.0)] + [(100.0 + 30 * np.cos(a), 100.0 + 30 * np.sin(a))
                               for a in np.linspace(0, 2 * np.pi, 6, endpoint=False)]
    assert pattern_blobs(_blobs(ring + [(x + 1.0, y) for x, y in ring]))[0]
