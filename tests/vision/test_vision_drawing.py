"""Debug pictures: a new image with the detections drawn; the photo itself untouched."""

from __future__ import annotations

import numpy as np

from scorekeeper.gin.cards import parse_card
from vision import draw_detections
from vision.results import Detection, Recognition


def test_detections_are_drawn_on_a_copy() -> None:
    image = np.full((300, 400, 3), 200, np.uint8)
    before = image.copy()
    found = Recognition(cards=[Detection(
        card=parse_card("TH"), confidence=0.6, box=(50, 60, 90, 130),
        polygon=((50, 60), (90, 60), (90, 130), (50, 130)), low_confidence=True)],
        width=400, height=300)
    drawn = draw_detections(image, found)
    assert np.array_equal(image, before)
    assert drawn.shape == image.shape and not np.array_equal(drawn, image)


def test_nothing_found_draws_the_photo_alone() -> None:
    image = np.full((100, 100), 90, np.uint8)
    drawn = draw_detections(image, Recognition(cards=[], width=100, height=100))
    assert drawn.shape == (100, 100, 3)
