"""When a photo is told `blurred`: where its blur costs the cards, not merely where its edges
measure soft.

A small phone photo of a card or two, enlarged to the working size, measures soft although its
large indices read sharply; telling such a photo "blurred, hold still" tells the player
nothing. The note stays wherever the blur may have cost a card: a read marked, a card there
unread, or a blur large beside the indices read.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision import load_image, recognize
from vision.focus import edge_sharpness, spares_indices
from vision.recognizer import BLURRED
from vision.results import Note
from vision.search import working_image


def _soft_close_up(data: bytes, share: float, sigma: float) -> np.ndarray:
    """The middle `share` of a photo, as a 480-pixel photo softened by a blur of `sigma`
    pixels: a small, slightly soft phone photo taken close."""
    image = load_image(data)
    h, w = image.shape[:2]
    cut = image[int(h * (1 - share) / 2):int(h * (1 + share) / 2),
                int(w * (1 - share) / 2):int(w * (1 + share) / 2)]
    scale = 480 / max(cut.shape[:2])
    small = cv2.resize(cut, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    return cv2.GaussianBlur(small, (0, 0), sigma)


def _measures_soft(image: np.ndarray) -> bool:
    return edge_sharpness(working_image(image)[0]) < BLURRED


def test_blur_a_twentieth_of_the_index_or_less_spares_it() -> None:
    assert spares_indices(8.0, 88.0, 2.0)
    assert spares_indices(4.0, 80.0, 2.0)
    assert not spares_indices(8.0, 30.0, 2.0)
    assert not spares_indices(3.5, 40.0, 1.0)
    assert not spares_indices(0.0, 500.0, 1.0)


def test_an_index_a_few_pixels_of_its_own_photo_is_not_spared_however_enlarged() -> None:
    assert spares_indices(8.8, 47.5, 2.0)
    assert not spares_indices(8.8, 47.5, 7.3)


def test_a_soft_close_up_whose_card_reads_sure_is_not_called_blurred(
        sample_bytes: dict[str, bytes]) -> None:
    image = _soft_close_up(sample_bytes["edje_IMG_2383.jpg"], 0.5, 1.0)
    assert _measures_soft(image)
    result = recognize(image)
    assert [(str(d.card), d.low_confidence) for d in result.cards] == [("AH", False)]
    assert Note("blurred") not in result.warnings


def test_a_blur_large_beside_small_indices_is_told_though_every_card_reads_sure(
        sample_bytes: dict[str, bytes], labels: dict[str, list[str]]) -> None:
    image = _soft_close_up(sample_bytes["bidly_hand_row.jpg"], 0.6, 1.6)
    result = recognize(image)
    assert sorted(str(d.card) for d in result.cards) == sorted(labels["bidly_hand_row.jpg"])
    assert not any(d.low_confidence for d in result.cards)
    assert Note("blurred") in result.warnings


def test_a_soft_close_up_with_a_card_there_unread_is_called_blurred(
        sample_bytes: dict[str, bytes]) -> None:
    image = _soft_close_up(sample_bytes["edje_IMG_2573.jpg"], 0.35, 1.0)
    result = recognize(image)
    assert all(not d.low_confidence for d in result.cards)
    assert "unread" in [n.code for n in result.warnings]
    assert Note("blurred") in result.warnings


def test_a_tiny_photo_is_called_blurred_though_its_card_reads_sure(
        sample_bytes: dict[str, bytes]) -> None:
    image = load_image(sample_bytes["edje_IMG_2383.jpg"])
    scale = 140 / max(image.shape[:2])
    tiny = cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    assert _measures_soft(tiny)
    result = recognize(tiny)
    assert [(str(d.card), d.low_confidence) for d in result.cards] == [("AH", False)]
    assert Note("blurred") in result.warnings
