"""Percentiles of 8-bit images counted from their histogram, and of float32 arrays by one
partial sort: numpy's numbers, to the last bit.

`numpy.percentile` sorts (partially) a copy of its input to find the two order statistics it
interpolates between. An 8-bit image has only 256 possible values, so both order statistics
can be read off its cumulative histogram instead, several times faster on a working image,
and interpolated with the same floating-point operations numpy uses (its default, linear
method): the results are the same float64 numbers to the last bit. Arrays of any other type
are handed to numpy.

For a float32 array numpy interpolates a single percent in float32 (`float32_percentile`).
There it asks its partial sort for the first, the last and both order statistics (four
places); one place and the smallest value above it give the same two numbers for a third of
the cost. The arrays are taken to hold no NaN.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

import cv2
import numpy as np

Number = TypeVar("Number", float, np.float32)
"""A float64 or a float32: interpolation keeps to the precision it is given."""

EXACT_COUNTS = 2 ** 24
"""OpenCV counts a histogram in float32, exact up to this many values; larger arrays are
counted by numpy."""


def percentiles(values: np.ndarray, percents: Sequence[float]) -> list[float]:
    """`numpy.percentile(values, percents)` of a non-empty array, one float per percent (each
    from 0 to 100): counted from the histogram for uint8 values, by numpy for any other type."""
    if values.dtype != np.uint8 or values.size == 0:
        return [float(value) for value in np.percentile(values, percents)]
    ends = np.cumsum(_histogram(values))
    last = values.size - 1
    return [_interpolated(ends, last, percent / 100) for percent in percents]


def percentile(values: np.ndarray, percent: float) -> float:
    """`numpy.percentile(values, percent)` of a non-empty array, counted as `percentiles` does.
    (For float arrays numpy works a single percent out in the array's own precision, a
    sequence of them in float64, so the two calls are kept apart.)"""
    if values.dtype != np.uint8 or values.size == 0:
        return float(np.percentile(values, percent))
    return percentiles(values, (percent,))[0]


def float32_percentile(values: np.ndarray, percent: float) -> np.float32:
    """`numpy.percentile(values.astype(numpy.float32), percent)` of a non-empty uint8 or
    float32 array (numpy interpolates a single percent of a float32 array in float32; this
    does the same steps, so the same float32 to the last bit). Bytes are counted from their
    histogram; float32 values have their two order statistics found by one partial sort,
    where numpy makes four."""
    if values.dtype not in (np.uint8, np.float32):
        raise TypeError(f"float32_percentile takes uint8 or float32 values, not {values.dtype}")
    if not values.size:
        raise ValueError("float32_percentile needs at least one value")
    last = values.size - 1
    virtual = last * (percent / 100)
    below = min(math.floor(virtual), last)
    if values.dtype == np.uint8:
        ends = np.cumsum(_histogram(values))
        low = np.float32(_order_statistic(ends, below))
        if virtual >= last:
            return low
        high = np.float32(_order_statistic(ends, below + 1))
    else:
        flat = np.partition(values.ravel(), below)
        low = np.float32(flat[below])
        if virtual >= last:
            return low
        high = np.float32(flat[below + 1:].min())
    return np.float32(_lerp(low, high, virtual - below))


def _histogram(values: np.ndarray) -> np.ndarray:
    """How many of `values` (uint8) take each of the 256 values (int64)."""
    if values.size >= EXACT_COUNTS:
        return np.bincount(values.ravel(), minlength=256)
    counts = cv2.calcHist([values.ravel()], [0], None, [256], [0, 256])
    return counts.ravel().astype(np.int64)


def _interpolated(ends: np.ndarray, last: int, quantile: float) -> float:
    """The value at `quantile` of the sorted values whose cumulative counts are `ends` (the
    last index `last`), interpolated linearly as numpy does."""
    virtual = last * quantile
    if virtual >= last:  # the largest value (numpy interpolates it with itself)
        return float(_order_statistic(ends, last))
    below = math.floor(virtual)
    return _lerp(float(_order_statistic(ends, below)), float(_order_statistic(ends, below + 1)),
                 virtual - below)


def _lerp(low: Number, high: Number, gamma: float) -> Number:
    """From `low` towards `high` by `gamma` (0 to 1) in their own precision (float64 for
    floats, float32 for float32s), by numpy's steps: from the nearer end, so that a weight of 1
    gives `high` itself."""
    step = high - low
    if gamma >= 0.5:
        return high - step * (1 - gamma)
    return low + step * gamma


def _order_statistic(ends: np.ndarray, k: int) -> int:
    """The k-th smallest value (from 0) of the values whose cumulative counts are `ends`."""
    return int(np.searchsorted(ends, k, side="right"))
