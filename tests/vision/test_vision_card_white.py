"""Ink is looked for only on card paper: local white that is about grey once the colour of the
photo's card white is divided out (`vision.ink.neutral_white`). The grain of a wood table or a
cork board is not ink; the print of a white or cream card is, in daylight, under a warm lamp
and under cool light alike."""

from __future__ import annotations

import cv2
import numpy as np

from vision.ink import NEUTRAL, ink_masks, neutral_white

GLYPH_PX = 40.0

WHITE_CARD = (245, 245, 245)
CREAM_CARD = (190, 225, 238)  # BGR: a yellowish card stock
WOOD = (110, 160, 215)  # BGR: a light oak table, bright enough to pass for paper by brightness
LIGHT_TABLE = (250, 250, 250)
COOL_CARD = (215, 188, 161)  # BGR: a white card in cool daylight, not white-balanced
CORK = (125, 150, 175)  # BGR: an orange cork board in the same light
GLARE = (170, 235, 250)  # BGR: a yellow lamp's glare on the table, as bright as the card
SHADED_CARD = (200, 200, 200)


def _table(card: tuple[int, int, int], table: tuple[int, int, int]) -> np.ndarray:
    """A 400x600 photo: the table on the left, with dark grain streaks every 12 pixels; a card
    on the right, with a black 'glyph' (a 14x22 bar) printed on it."""
    image = np.zeros((400, 600, 3), np.uint8)
    image[:, :300] = table
    for y in range(6, 400, 12):
        image[y:y + 3, :300] = (np.array(table) * 0.55).astype(np.uint8)  # grain
    image[:, 300:] = card
    image[180:202, 440:454] = (20, 20, 20)  # the glyph
    return image


def _ink(image: np.ndarray) -> np.ndarray:
    return ink_masks(image, GLYPH_PX)[-1] > 0  # the 0.8 level, the one that catches grain


def _warm(image: np.ndarray) -> np.ndarray:
    """The same photo under a warm lamp with no white balance: less blue, less green."""
    return np.clip(image * np.array([0.7, 0.85, 1.0]), 0, 255).astype(np.uint8)


def test_wood_grain_is_no_ink_but_the_card_s_print_is() -> None:
    ink = _ink(_table(WHITE_CARD, WOOD))
    assert not ink[:, 20:280].any()
    assert ink[185:198, 443:451].all()


def test_a_warm_lamp_tints_card_and_table_alike() -> None:
    ink = _ink(_warm(_table(WHITE_CARD, WOOD)))
    assert not ink[:, 20:280].any()
    assert ink[185:198, 443:451].all()


def test_cream_card_next_to_a_whiter_table_keeps_its_print() -> None:
    # The light table is the photo's brightest, greyest white; the cream card is less grey
    # than it, but well within NEUTRAL of it.
    image = _table(CREAM_CARD, LIGHT_TABLE)
    ink = _ink(image)
    assert ink[185:198, 443:451].all()
    cream = min(CREAM_CARD) / max(CREAM_CARD)
    assert cream >= NEUTRAL + 0.05


def test_a_grey_photo_is_all_card_paper() -> None:
    grey = cv2.cvtColor(_table(WHITE_CARD, WOOD), cv2.COLOR_BGR2GRAY)
    assert neutral_white(grey, GLYPH_PX, 200.0).all()


def test_a_cork_board_as_grey_as_bluish_cards_is_still_no_paper() -> None:
    # By greyness alone (smallest channel over largest) the cork passes for card white here:
    # it is the hue, orange against the cards' blue, that tells them apart.
    assert min(CORK) / max(CORK) >= NEUTRAL * min(COOL_CARD) / max(COOL_CARD)
    ink = _ink(_table(COOL_CARD, CORK))
    assert not ink[:, 20:280].any()
    assert ink[185:198, 443:451].all()


def test_a_white_card_in_cool_light_is_paper_all_over() -> None:
    image = np.full((400, 600, 3), COOL_CARD, np.uint8)
    assert neutral_white(image, GLYPH_PX, float(min(COOL_CARD))).all()


def test_a_white_card_in_a_yellow_glare_keeps_its_print() -> None:
    # The glare is most of the photo's bright white, so the card white's colour is taken
    # from it; the card, greyer than that, is paper all the same.
    image = np.full((400, 600, 3), GLARE, np.uint8)
    image[130:270, 250:350] = SHADED_CARD
    image[180:202, 290:304] = (20, 20, 20)  # the glyph
    assert _ink(image)[185:198, 293:301].all()
