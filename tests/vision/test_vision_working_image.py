"""The working image: every photo brought to WORK_LONG pixels on its longer side, shrunk
without losing the thin strokes of an index and without the cost of the area's uneven
footprints where a photo is only a little larger than that."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision import load_image
from vision.search import AREA_BELOW, WORK_LONG, working_image


@pytest.mark.parametrize("long_side", [1415, 2000, 2400, 5000, 1280, 900])
def test_the_longer_side_becomes_the_working_size(long_side: int) -> None:
    photo = np.zeros((long_side * 3 // 4, long_side, 3), np.uint8)
    work, scale = working_image(photo)
    assert work.shape == (WORK_LONG * 3 // 4, WORK_LONG, 3)
    assert scale == pytest.approx(WORK_LONG / long_side)


def test_a_photo_shrunk_less_than_half_is_nearly_what_the_area_gives(
        sample_bytes: dict[str, bytes]) -> None:
    """gin_fan_1.jpg (2400 pixels long, shrunk 0.53 times): by way of twice the working size,
    nearly every pixel within 2 levels of the area's mean of the pixels it covers (a plain
    bilinear shrink strays by 3 in 1 % of them, 0.47 on average)."""
    photo = load_image(sample_bytes["gin_fan_1.jpg"])
    work, scale = working_image(photo)
    assert AREA_BELOW <= scale < 1
    area = cv2.resize(photo, work.shape[1::-1], interpolation=cv2.INTER_AREA)
    difference = np.abs(work.astype(np.int16) - area.astype(np.int16))
    assert difference.mean() < 0.3
    assert np.percentile(difference, 99) <= 2


def test_a_grey_or_transparent_photo_becomes_bgr() -> None:
    assert working_image(np.zeros((600, 1600), np.uint8))[0].shape == (480, 1280, 3)
    assert working_image(np.zeros((600, 1600, 4), np.uint8))[0].shape == (480, 1280, 3)


def test_the_photo_is_not_changed() -> None:
    photo = np.random.default_rng(3).integers(0, 256, size=(1061, 1415, 3), dtype=np.uint8)
    kept = photo.copy()
    working_image(photo)
    assert np.array_equal(photo, kept)
