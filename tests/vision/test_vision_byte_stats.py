"""Percentiles of 8-bit images from their histogram: numpy's numbers, to the last bit."""

from __future__ import annotations

import numpy as np
import pytest

from vision.byte_stats import float32_percentile, percentile, percentiles

PERCENTS = (0, 0.5, 1, 2, 50, 80, 98, 99, 99.9, 100)


@pytest.mark.parametrize("size", [1, 2, 3, 7, 100, 1001, 76_800])
def test_the_same_numbers_as_numpy_for_any_count_of_values(size: int) -> None:
    rng = np.random.default_rng(size)
    for low, high in ((0, 255), (30, 31), (200, 255), (0, 3)):
        values = rng.integers(low, high + 1, size).astype(np.uint8)
        got = percentiles(values, PERCENTS)
        assert got == [float(v) for v in np.percentile(values, PERCENTS)]
        assert all(type(v) is float for v in got)


def test_an_image_view_is_counted_as_numpy_reads_it() -> None:
    """Every fourth pixel of every fourth row, as the focus measure samples the photo."""
    image = np.random.default_rng(1).integers(0, 256, (97, 131, 3)).astype(np.uint8)
    view = image[::4, ::4, 1]
    assert percentiles(view, (1, 99)) == [float(v) for v in np.percentile(view, (1, 99))]
    assert percentile(image, 99.9) == float(np.percentile(image, 99.9))


def test_other_types_are_left_to_numpy() -> None:
    values = np.random.default_rng(2).random(500).astype(np.float32)
    assert percentile(values, 80) == float(np.percentile(values, 80))


def test_the_values_are_left_unchanged() -> None:
    values = np.random.default_rng(3).integers(0, 256, (40, 50)).astype(np.uint8)
    before = values.copy()
    percentiles(values, PERCENTS)
    assert np.array_equal(values, before)


@pytest.mark.parametrize("size", [1, 2, 3, 6, 7, 100, 1001, 8_000])
def test_a_float32_percentile_is_numpys_for_bytes_and_for_float32(size: int) -> None:
    """numpy works one percent of a float32 array out in float32: the same float32 here,
    for bytes (counted) and for float32 values (one partial sort), ties included."""
    rng = np.random.default_rng(size)
    arrays = [rng.integers(0, 256, size).astype(np.uint8),
              rng.integers(250, 256, size).astype(np.uint8),
              (rng.random(size) * 255).astype(np.float32),
              np.round(rng.random(size) * 4).astype(np.float32) * np.float32(0.3)]
    for values in arrays:
        for percent in (*PERCENTS, 37.5, 75.0):
            expected = np.percentile(values.astype(np.float32), percent)
            got = float32_percentile(values, percent)
            assert type(got) is np.float32
            assert got.tobytes() == expected.tobytes()


def test_a_float32_percentile_of_an_image_leaves_it_unchanged() -> None:
    image = (np.random.default_rng(4).random((30, 41)) * 255).astype(np.float32)
    before = image.copy()
    assert float32_percentile(image, 80) == np.percentile(image, 80)
    assert np.array_equal(image, before)


def test_a_float32_percentile_of_another_type_or_of_nothing_is_refused() -> None:
    with pytest.raises(TypeError, match="float64"):
        float32_percentile(np.zeros(5), 50)
    for empty in (np.zeros(0, np.uint8), np.zeros((0, 3), np.float32)):
        with pytest.raises(ValueError, match="at least one value"):
            float32_percentile(empty, 50)
