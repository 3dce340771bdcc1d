"""One deck, one print: a read whose index is not printed like the photo's other reads.

The cards of a hand come from one deck, so their corner indices are printed alike: the suit
sign about the same share of the rank glyph, at the same spacing, and (one distance from the
camera) at about one size (`vision.sizes` turns away unsure reads of the wrong size). A read
whose index differs from the photo's other reads in those measures is print that only looks
like an index (newspaper type, a box, a detail of court artwork), a glyph of another card taken
with the wrong suit, or a misread, and has not earned trust, whatever the network says.

Each read is measured against the median of the *other* reads of the photo, so that one odd
read cannot hide itself, and only where there are at least MIN_OTHERS of them.
"""

from __future__ import annotations

import numpy as np

MIN_OTHERS = 3
"""Reads it takes, besides the one judged, to say how this photo's deck is printed."""
LIMITS = (np.log(1.6), np.log(1.5), np.log(1.6))
"""How far (as a factor either way) a read may lie from the others' median, per measure: its
index size (rank-to-suit distance), its suit sign's size over its rank glyph's, its spacing
(rank-to-suit distance) over its rank glyph's size."""


def index_style(distance: np.ndarray, rank_size: np.ndarray, suit_size: np.ndarray
                ) -> np.ndarray:
    """(n, 3): each read's measures, as logarithms: size, suit over rank, spacing over rank."""
    distance = np.maximum(np.asarray(distance, np.float64), 1e-6)
    rank_size = np.maximum(np.asarray(rank_size, np.float64), 1e-6)
    suit_size = np.maximum(np.asarray(suit_size, np.float64), 1e-6)
    return np.column_stack([np.log(distance), np.log(suit_size / rank_size),
                            np.log(distance / rank_size)])


def out_of_style(measures: np.ndarray, limits: tuple[float, ...] = LIMITS) -> np.ndarray:
    """Per read (a row of `index_style`): whether some measure lies further than its limit from
    the median of the other reads. With fewer than MIN_OTHERS others, nothing is out of style."""
    n = len(measures)
    out = np.zeros(n, bool)
    if n <= MIN_OTHERS:
        return out
    bound = np.asarray(limits, np.float64)
    for k in range(n):
        others = np.delete(measures, k, axis=0)
        out[k] = bool((np.abs(measures[k] - np.median(others, axis=0)) > bound).any())
    return out


def deviation(measures: np.ndarray) -> np.ndarray:
    """(n, 3): how far each read lies from the median of the others, per measure (0 where
    there are too few others to tell)."""
    n = len(measures)
    out = np.zeros((n, measures.shape[1] if measures.ndim == 2 else 3))
    if n <= MIN_OTHERS:
        return out
    for k in range(n):
        out[k] = np.abs(measures[k] - np.median(np.delete(measures, k, axis=0), axis=0))
    return out
