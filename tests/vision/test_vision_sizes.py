"""One deck, one distance: an unsure read whose index is far off the sure reads' size is no card."""

from __future__ import annotations

import numpy as np

from vision.recognizer import SURE, _sized
from vision.sizes import SIZE_BAND, fits_sizes


def test_sizes_within_half_and_twice_the_median_of_the_sure_ones_fit() -> None:
    sure = np.array([20.0, 22.0, 24.0])  # median 22
    sizes = np.array([22.0, 11.0, 10.9, 44.0, 44.1, 15.0, 30.0])
    assert fits_sizes(sizes, sure).tolist() == [True, True, False, True, False, True, True]
    assert SIZE_BAND == (0.5, 2.0)


def test_with_no_sure_read_to_compare_with_every_size_fits() -> None:
    assert fits_sizes(np.array([1.0, 100.0]), np.array([])).tolist() == [True, True]


def test_a_small_unsure_read_is_dropped_but_a_small_sure_one_is_kept() -> None:
    # Three sure indices of about 20 px; an unsure read at 8 px (a maker's imprint, say),
    # an unsure one at 19 px (a true index the classifier doubts) and a sure one at 8 px.
    score = np.array([0.99, 0.97, 0.95, 0.62, 0.70, 0.96])
    distance = np.array([20.0, 21.0, 19.0, 8.0, 19.0, 8.0])
    assert score[3] < SURE and score[5] >= SURE
    assert _sized([0, 1, 2, 3, 4, 5], score, distance) == [0, 1, 2, 4, 5]


def test_a_photo_of_unsure_reads_only_keeps_them_all() -> None:
    score = np.array([0.6, 0.7])
    assert _sized([0, 1], score, np.array([5.0, 30.0])) == [0, 1]

