"""A diamond is the one suit sign whose ink is a convex quadrilateral: a squat diamond, a
diamond turned or skewed by a phone held at a slant, is still a diamond; a club, a spade and
a heart never are. A heart is the one whose hull is notched once, at the middle of its top,
over a point: a squat heart too; a club, a spade, a diamond or a heart upside down never."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest
from sign_helpers import box_of, club, diamond_on, printed, sign, spade

from scorekeeper.gin.cards import Suit
from vision import load_image, recognize
from vision.pip_shape import PipShapes, SignShape, default_pip_shapes, upright_mask
from vision.sign_outline import (
    LARGEST,
    SMALLEST,
    cleft_on_top,
    diamond_outline,
    four_cornered,
    heart_outline,
)

DOWN = np.array([0.0, 1.0])


def _square_diamond_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A diamond as wide as it is tall (a square standing on a corner), as some decks print."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    cv2.fillPoly(mask, [np.array([at(50, 0), at(0, 50), at(50, 100), at(100, 50)])], 255,
                 cv2.LINE_AA)


def _heart_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A heart drawn by hand (two round lobes over a point)."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    for u in (28, 72):
        cv2.circle(mask, at(u, 28), round(27 * size / 100), 255, -1, cv2.LINE_AA)
    cv2.fillPoly(mask, [np.array([at(3, 38), at(97, 38), at(50, 100)])], 255, cv2.LINE_AA)


def _turned(mask: np.ndarray, degrees: float, shear: float = 0.0) -> np.ndarray:
    """`mask` turned by `degrees` about its middle, then skewed sideways by `shear`."""
    h, w = mask.shape
    turn = cv2.getRotationMatrix2D((w / 2, h / 2), degrees, 1.0)
    turn[0, 1] += shear
    turn[0, 2] -= shear * h / 2
    return cv2.warpAffine(mask, turn, (w, h))


def _cut(mask: np.ndarray) -> np.ndarray:
    """The sign printed, then cut out upright as the reader cuts out an index's suit sign."""
    cut = upright_mask(printed(mask), box_of(mask), DOWN)
    assert cut is not None
    return cut


@pytest.fixture(scope="module")
def shapes() -> PipShapes:
    found = default_pip_shapes()
    assert found is not None, "vision/models/pip_shapes.npz ships with the code"
    return found


@pytest.mark.parametrize("size", [40, 70])
@pytest.mark.parametrize(("degrees", "shear"), [(0, 0.0), (45, 0.0), (30, 0.0), (20, 0.25)])
def test_a_diamond_is_four_cornered_however_squat_turned_or_skewed(
        size: int, degrees: float, shear: float) -> None:
    for draw in (diamond_on, _square_diamond_on):
        assert four_cornered(_cut(_turned(sign(draw, size), degrees, shear)))


@pytest.mark.parametrize("size", [20, 40, 70])
@pytest.mark.parametrize("degrees", [0, 30, 60, 180])
def test_a_club_a_spade_or_a_heart_is_never_four_cornered(size: int, degrees: float) -> None:
    for mask in (club(size), spade(size), sign(_heart_on, size)):
        assert not four_cornered(_cut(_turned(mask, degrees)))


def test_more_than_a_sign_is_not_judged() -> None:
    """Where the light around a sign was cut out as ink, the mask is larger than a sign's:
    a plain rectangle is four-cornered, but no diamond."""
    assert four_cornered(np.ones((40, 30), np.uint8))
    assert not four_cornered(np.ones((LARGEST + 1, 40), np.uint8))
    assert not four_cornered(np.ones((4, 4), np.uint8))  # too little ink to judge


def test_a_small_sign_is_not_judged_by_its_outline() -> None:
    """Under SMALLEST pixels blur rounds a spade's shoulders and swallows its stalk, and its
    cut-out may be four-cornered: a sign that small is left to the perceptron."""
    diamond = _cut(sign(diamond_on, 40))
    assert diamond_outline(diamond, SMALLEST)
    assert not diamond_outline(diamond, SMALLEST - 1)


def test_a_square_diamond_turned_by_a_slant_shows_diamonds(shapes: PipShapes) -> None:
    """Without colour, a squat diamond standing on a side names a diamond by its outline,
    turned as the index beside it stands or half round."""
    square = _turned(sign(_square_diamond_on, 40), 45)
    picture, box = printed(square), box_of(square)
    assert shapes.sign_suit(picture, box, DOWN) is Suit.DIAMONDS
    assert shapes.sign_suit(picture, box, -DOWN) is Suit.DIAMONDS
    assert shapes.sign_suit(printed(club(40)), box_of(club(40)), DOWN) is Suit.CLUBS


PHONE_GREY_ACE = Path(__file__).parent / "data" / "phone_grey_ace_of_diamonds.jpg"
"""A phone photo taken without colour of the A♦ of a deck whose diamonds are nearly square
(`data/ATTRIBUTION.md`)."""


def test_a_real_ace_of_diamonds_photographed_without_colour_is_read_as_one() -> None:
    """Without colour the networks read both its corners as the A♣, and its squat diamonds,
    upright by their index, are squares standing on a corner, which the perceptron names no
    suit. Their four corners name them: the ace is the A♦. The network is sure of the ace and
    the outline tells the suit, so the read is left sure (`vision.signs`)."""
    result = recognize(load_image(PHONE_GREY_ACE.read_bytes()))
    assert [str(d.card) for d in result.cards] == ["AD"]
    assert not any(d.low_confidence for d in result.cards)


def _cleft_heart_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A heart as decks print it: two round lobes with a cleft between them, over a point."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    for u in (26, 74):
        cv2.circle(mask, at(u, 28), round(25 * size / 100), 255, -1, cv2.LINE_AA)
    cv2.fillPoly(mask, [np.array([at(2, 38), at(98, 38), at(50, 100)])], 255, cv2.LINE_AA)


def _squat(mask: np.ndarray) -> np.ndarray:
    """`mask` half as wide again, as some decks print their index's heart."""
    h, w = mask.shape
    return cv2.resize(mask, (w * 3 // 2, h), interpolation=cv2.INTER_LINEAR)


@pytest.mark.parametrize("size", [24, 40, 48])
@pytest.mark.parametrize("degrees", [0, 10, -10])
def test_a_heart_is_cleft_on_top_however_squat(size: int, degrees: float) -> None:
    heart = sign(_cleft_heart_on, size)
    for mask in (heart, _squat(heart)):
        assert cleft_on_top(_cut(_turned(mask, degrees)))


@pytest.mark.parametrize("size", [20, 40, 70])
@pytest.mark.parametrize("degrees", [0, 30, 180])
def test_a_club_a_spade_or_a_diamond_is_never_cleft_on_top(size: int, degrees: float) -> None:
    for mask in (club(size), spade(size), sign(diamond_on, size), _squat(spade(size))):
        assert not cleft_on_top(_cut(_turned(mask, degrees)))


def test_a_heart_upside_down_is_not_cleft_on_top() -> None:
    """Its notch is then at the bottom: turned by its index's "down", a sign is judged the way
    up the index stands."""
    assert not cleft_on_top(_cut(_turned(sign(_cleft_heart_on, 40), 180)))


def test_a_small_sign_is_not_judged_a_heart_by_its_outline() -> None:
    heart = _cut(sign(_cleft_heart_on, 40))
    assert heart_outline(heart, SMALLEST)
    assert not heart_outline(heart, SMALLEST - 1)


def test_a_squat_heart_shows_hearts_where_the_perceptron_names_no_suit(
        shapes: PipShapes) -> None:
    squat = _squat(sign(_cleft_heart_on, 32))
    picture, box = printed(squat), box_of(squat)
    assert shapes.sign_suit(picture, box, DOWN) is Suit.HEARTS
    assert shapes.sign_suit(picture, box, -DOWN) is not Suit.HEARTS


PHONE_GREY_HEART = Path(__file__).parent / "data" / "phone_grey_ace_of_hearts.jpg"
"""A phone photo taken without colour of the A♥ of a deck whose hearts are squat
(`data/ATTRIBUTION.md`)."""


def test_a_real_ace_of_hearts_photographed_without_colour_is_read_as_one() -> None:
    """Without colour the networks spread its corner over the A♠ and A♥, no card at 0.55;
    the ace's rank is there, and its squat heart, which the perceptron names no suit, is
    cleft on top. The ace is the A♥, marked for checking."""
    result = recognize(load_image(PHONE_GREY_HEART.read_bytes()))
    assert [str(d.card) for d in result.cards] == ["AH"]
    assert all(d.low_confidence for d in result.cards)


@pytest.mark.parametrize("size", [30, 40])
@pytest.mark.parametrize("degrees", [-28, 20, 25, 28])
def test_a_black_sign_left_at_a_slant_by_its_index_is_named_turned_back(
        shapes: PipShapes, size: int, degrees: float) -> None:
    """A phone at a slant leaves an index's sign 20–30° off the "down" its rank and sign give
    it; the perceptron, which learned signs at most 16° off upright, names it turned back."""
    for mask, suit in ((club(size), Suit.CLUBS), (spade(size), Suit.SPADES)):
        slanted = _turned(mask, degrees)
        assert shapes.sign_suit(printed(slanted), box_of(slanted), DOWN) is suit


@pytest.mark.parametrize("degrees", [-30, -15, 15, 30])
def test_a_heart_at_a_slant_never_names_a_black_suit(shapes: PipShapes, degrees: float) -> None:
    slanted = _turned(sign(_heart_on, 40), degrees)
    assert shapes.sign_suit(printed(slanted), box_of(slanted), DOWN) in (Suit.HEARTS, None)


def test_a_small_sign_named_only_turned_says_so(shapes: PipShapes) -> None:
    """Under SMALLEST pixels a sign named only turned is `small_turned`; upright, the same
    small club is named plainly, and a large one turned is not small."""
    small = club(18)
    upright = shapes.sign_shape(printed(small), box_of(small), DOWN)
    assert upright == SignShape(Suit.CLUBS, outlined=False)
    slanted = _turned(small, 20)
    assert shapes.sign_shape(printed(slanted), box_of(slanted), DOWN) == SignShape(
        Suit.CLUBS, outlined=False, small_turned=True)
    large = _turned(club(40), 28)
    assert shapes.sign_shape(printed(large), box_of(large), DOWN) == SignShape(
        Suit.CLUBS, outlined=False)
