"""A carpet is no card paper, however grey and bright: its local white is set by specks of
fibre too small to be card white, so ink is not looked for away from clean white once ink
covers more than TEXTURE of the photo (`vision.ink.textured`). A card's print is always next
to clean white, even beside the dark gaps between the cards of a fan."""

from __future__ import annotations

import numpy as np
from pytest import MonkeyPatch

import vision.ink
from vision.ink import TEXTURE, ink_masks, textured

GLYPH_PX = 40.0


def _carpet(rng: np.random.Generator, height: int = 400, width: int = 600) -> np.ndarray:
    """A beige-grey carpet: mid-grey fibre with bright specks of 2 to 5 pixels, as grey as card
    white, so that a closing takes the specks for the paper's white."""
    image = np.full((height, width, 3), 150, np.uint8)
    for _ in range(height * width // 40):
        y, x = rng.integers(0, height - 5), rng.integers(0, width - 5)
        size = int(rng.integers(2, 6))
        image[y:y + size, x:x + size] = 235
    return image


def _card(image: np.ndarray, x: int, y: int, w: int = 120, h: int = 170) -> None:
    """A white card at (x, y) with a black 'glyph' (a 14x22 bar) in its top left corner."""
    image[y:y + h, x:x + w] = 245
    image[y + 12:y + 34, x + 10:x + 24] = 20


def _ink(image: np.ndarray) -> np.ndarray:
    return ink_masks(image, GLYPH_PX)[-1] > 0  # the 0.8 level, the one a carpet fills


def test_a_carpet_s_specks_make_no_ink_but_the_card_s_glyph_does() -> None:
    image = _carpet(np.random.default_rng(7))
    _card(image, 400, 150)
    ink = _ink(image)
    assert ink[:, :250].mean() < 0.01  # far from the card: no ink at all
    assert ink[165:182, 413:421].all()


def test_without_the_texture_test_the_carpet_is_mostly_ink(monkeypatch: MonkeyPatch) -> None:
    # What the test is for: the carpet passes for paper, and most of it is ink.
    monkeypatch.setattr(vision.ink, "TEXTURE", 1.0)
    assert _ink(_carpet(np.random.default_rng(7))).mean() > 0.5


def test_a_photo_with_little_ink_is_read_as_before() -> None:
    image = np.full((400, 600, 3), 60, np.uint8)  # a dark table: no paper
    _card(image, 100, 100)
    mask = ink_masks(image, GLYPH_PX)[-1]
    assert textured(mask, GLYPH_PX) is None


def test_an_index_beside_the_dark_gaps_of_a_fan_keeps_its_ink() -> None:
    # Cards edge to edge with narrow dark gaps, filling the photo: the gaps' local white is the
    # cards', so they count as ink, and with the court art ink covers more than TEXTURE. Around
    # each index more than half is ink (a test of ink density would lose it); it still lies by
    # clean white.
    image = np.full((220, 600, 3), 40, np.uint8)
    for x in range(20, 560, 132):
        _card(image, x, 25)
        for y in range(55, 185, 6):  # court art beside the index: red lines 3 pixels apart
            image[y:y + 3, x + 28:x + 110] = (40, 60, 160)
    mask = ink_masks(image, GLYPH_PX)[-1]
    assert (mask > 0).mean() > TEXTURE
    for x in range(20, 560, 132):
        assert (mask[40:57, x + 13:x + 21] > 0).all()
