"""The pip beside an index shows the card's suit: a 6♣ whose small index reads as a spade is
not sure, for the big club beside it says otherwise."""

from __future__ import annotations

import cv2
import numpy as np
import pytest
from blob_helpers import boxed_blobs
from sign_helpers import PAPER, box_of, club, club_on, diamond_on, printed, sign, spade

from scorekeeper.gin.cards import Suit
from vision.corners import Placement
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.ink import Blobs, find_blobs
from vision.pip_shape import (
    CLASSES,
    SIDE,
    PipShapes,
    beside_pips,
    default_pip_shapes,
    silhouette,
    upright_mask,
)


def _shown(shapes: PipShapes, mask: np.ndarray, turn: int = 0) -> Suit | None:
    """The suit the perceptron sees in `mask` printed and turned by `turn` quarter turns
    (the index's "down" turned with it)."""
    down = np.array([0.0, 1.0])
    for _ in range(turn):
        mask = np.rot90(mask).copy()
        down = np.array([down[1], -down[0]])
    picture = printed(mask)
    shape = silhouette(upright_mask(picture, box_of(mask), down))
    odds = shapes.odds(shape[None])[0]
    return CLASSES[int(odds.argmax())] if odds.max() >= 0.9 else None


@pytest.fixture(scope="module")
def shapes() -> PipShapes:
    found = default_pip_shapes()
    assert found is not None, "vision/models/pip_shapes.npz ships with the code"
    return found


@pytest.mark.parametrize("size", [14, 22, 36])
def test_a_club_pip_shows_clubs_and_a_spade_pip_spades_at_a_webcam_s_sizes(
        shapes: PipShapes, size: int) -> None:
    assert _shown(shapes, club(size)) is Suit.CLUBS
    assert _shown(shapes, spade(size)) is Suit.SPADES


@pytest.mark.parametrize("turn", [1, 2, 3])
def test_a_pip_is_judged_upright_as_the_index_beside_it_stands(shapes: PipShapes,
                                                              turn: int) -> None:
    assert _shown(shapes, club(30), turn) is Suit.CLUBS
    assert _shown(shapes, spade(30), turn) is Suit.SPADES


def test_a_spade_upside_down_is_no_spade_beside_an_index_standing_up(shapes: PipShapes) -> None:
    """A pip of the card's lower half (or of a card turned the other way) is not taken for
    the suit of the index it lies beside."""
    assert _shown(shapes, np.flipud(spade(30)).copy()) is not Suit.SPADES


def test_cutting_out_leaves_the_picture_alone() -> None:
    picture = printed(club(30))
    before = picture.copy()
    mask = upright_mask(picture, box_of(club(30)), np.array([0.0, 1.0]))
    assert mask is not None and mask.sum() > 100
    assert np.array_equal(picture, before)
    assert silhouette(mask).shape == (SIDE * SIDE,)


def test_a_blank_patch_or_a_speck_gives_no_silhouette() -> None:
    blank = np.full((40, 40, 3), PAPER, np.uint8)
    assert upright_mask(blank, np.array([10, 10, 20, 20]), np.array([0.0, 1.0])) is None
    assert silhouette(np.ones((3, 4), np.uint8)) is None


def test_only_pip_sized_ink_on_the_face_side_level_with_the_index_is_looked_at() -> None:
    index = Placement(centre=np.array([100.0, 100.0]), down=np.array([0.0, 1.0]), distance=10.0)
    suit_sign = 8.0
    blobs = boxed_blobs(
        (102, 92, 16, 16),   # 0: beside it, twice the suit sign: a pip
        (102, 96, 8, 8),     # 1: beside it but the size of a suit sign (a neighbour's index)
        (75, 92, 16, 16),    # 2: on the other side of the index (off the card)
        (102, 140, 16, 16),  # 3: far below (a pip further down the card)
    )
    assert beside_pips(blobs, index, suit_sign).tolist() == [0]


def _six_of_clubs() -> tuple[np.ndarray, np.ndarray]:
    """A 6♣'s corner as a webcam sees it (rank over a small suit sign, the big club of the
    side column beside them): its ink (0/255) and the pip's mask alone."""
    card = np.zeros((80, 90), np.uint8)
    cv2.putText(card, "6", (6, 28), cv2.FONT_HERSHEY_SIMPLEX, 0.8, 255, 2, cv2.LINE_AA)
    club_on(card, 8, 36, 12)  # the index's suit sign
    pip = np.zeros_like(card)
    club_on(pip, 32, 8, 24)  # the top pip of the side column
    return card | pip, pip


def _index_of(blobs: Blobs) -> tuple[Placement, float]:
    """The 6♣'s index (its rank over its suit sign) among `blobs`, and its suit sign's size."""
    suit = int(np.argmin(np.hypot(*(blobs.centers - np.array([14.0, 42.0])).T)))
    rank = int(np.argmin(np.hypot(*(blobs.centers - np.array([14.0, 18.0])).T)))
    step = blobs.centers[suit] - blobs.centers[rank]
    distance = float(np.hypot(*step))
    centre = (blobs.centers[rank] + blobs.centers[suit]) / 2
    return Placement(centre=centre, down=step / distance, distance=distance), float(
        blobs.sizes[suit])


def test_the_pips_beside_a_six_of_clubs_read_as_a_spade_show_clubs(shapes: PipShapes) -> None:
    """Whatever the small index is read as, its beside-pips show clubs."""
    ink, _pip = _six_of_clubs()
    picture = printed(ink)
    blobs = find_blobs(ink, 4, 60)
    index, suit_size = _index_of(blobs)
    assert shapes.shown_suit(picture, blobs, index, suit_size) is Suit.CLUBS
    assert shapes.other_suit(Suit.SPADES, picture, blobs, index, suit_size) is Suit.CLUBS
    assert shapes.other_suit(Suit.CLUBS, picture, blobs, index, suit_size) is None
    # Both answers from one look: read as a spade, clubs shown; read as a club, its own.
    assert shapes.beside_suits(Suit.SPADES, picture, blobs, index, suit_size) == (
        Suit.CLUBS, False)
    assert shapes.beside_suits(Suit.CLUBS, picture, blobs, index, suit_size) == (None, True)
    assert shapes.beside_suits(Suit.CLUBS, picture, blobs, index, suit_size,
                               own_too=False) == (None, False)


def test_a_club_printed_in_red_ink_shows_no_suit(shapes: PipShapes) -> None:
    """A pip is printed in its suit's colour: a club's outline in red (court artwork, say)
    says nothing."""
    ink, pip = _six_of_clubs()
    picture = printed(ink)
    picture[pip > 127] = (30, 30, 200)  # BGR red
    blobs = find_blobs(ink, 4, 60)
    index, suit_size = _index_of(blobs)
    assert shapes.shown_suit(picture, blobs, index, suit_size) is None
    assert shapes.other_suit(Suit.SPADES, picture, blobs, index, suit_size) is None
    assert shapes.beside_suits(Suit.CLUBS, picture, blobs, index, suit_size) == (None, False)


def test_another_index_s_glyph_beside_a_read_is_no_pip() -> None:
    """In a tight fan the next card's suit sign lies beside the index, as big as a pip where
    it is printed larger: ink that is a glyph of another index is left out."""
    index = Placement(centre=np.array([100.0, 100.0]), down=np.array([0.0, 1.0]), distance=10.0)
    blobs = boxed_blobs((102, 92, 16, 16))
    assert beside_pips(blobs, index, 8.0).tolist() == [0]
    assert beside_pips(blobs, index, 8.0, glyphs=np.array([[111.0, 101.0]])).tolist() == []


def test_beside_pips_of_another_suit_make_a_sure_read_doubted() -> None:
    sure = Evidence(score=0.98)
    shown_otherwise = Evidence(score=0.98, pips_show=Suit.CLUBS)
    assert confidence(sure) >= SURE
    assert confidence(shown_otherwise) == DOUBTED < SURE


def test_a_suit_sign_shows_its_suit_by_shape_alone(shapes: PipShapes) -> None:
    """In a photo without colour a diamond's ink is as dark as a club's; its outline still
    tells them apart, upright as its index stands."""
    diamond = sign(diamond_on, 22)
    flipped = np.rot90(diamond, 2).copy()  # the card's other corner, turned half round
    down, up = np.array([0.0, 1.0]), np.array([0.0, -1.0])
    assert shapes.sign_suit(printed(diamond), box_of(diamond), down) is Suit.DIAMONDS
    assert shapes.sign_suit(printed(flipped), box_of(flipped), up) is Suit.DIAMONDS
    assert shapes.sign_suit(printed(club(22)), box_of(club(22)), down) is Suit.CLUBS


def test_a_blank_patch_shows_no_suit(shapes: PipShapes) -> None:
    blank = np.full((40, 40, 3), PAPER, np.uint8)
    assert shapes.sign_suit(blank, np.array([10, 10, 20, 20]), np.array([0.0, 1.0])) is None
