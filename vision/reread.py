"""A second look at unsure reads: the index cut again, slightly moved, turned and scaled.

A true corner index reads the same however the patch is cut around it; a
misread (a 3 taken for an 8, a club for a spade) or a read of something that
only happens to look like an index from one exact cut (a mark in court
artwork, a maker's imprint) tends not to. So each read the classifier is
unsure of is cut again in the JITTERS below (small changes of position, turn
and scale, of the kind training applied to real indices), and the read
stands only if the class probabilities averaged over all the cuts (the first
one included) still name the same card, with at least REREAD_MIN. The
average only vetoes: a read that stands keeps its card and its confidence.
Only unsure reads are looked at again, so the cost is a few patches per
photo.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .candidates import Candidates, cut_patches
from .classifier import CornerClassifier

JITTERS: tuple[tuple[float, float, float, float], ...] = (
    (0.0, 1.0, 0.0, 0.0),
    (5.0, 1.0, 0.0, 0.0), (-5.0, 1.0, 0.0, 0.0),
    (0.0, 0.9, 0.0, 0.0), (0.0, 1.1, 0.0, 0.0),
    (0.0, 1.0, 0.07, 0.0), (0.0, 1.0, -0.07, 0.0),
    (0.0, 1.0, 0.0, 0.07), (0.0, 1.0, 0.0, -0.07),
)
"""Each cut: (turn in degrees, scale, shift across, shift down), shifts in rank-to-suit
distances; the first is the original cut."""
REREAD_MIN = 0.4
"""The averaged probability of its card that an unsure read needs to stand. Chosen on rendered
validation scenes (not on real photos): right reads average 0.70 (median), misreads 0.56 and
reads of things that are no index 0.48."""


def jittered(candidates: Candidates, index: int) -> Candidates:
    """The candidate `index` once per entry of JITTERS."""
    turns = np.radians([j[0] for j in JITTERS])
    scales = np.array([j[1] for j in JITTERS])
    shifts = np.array([j[2:] for j in JITTERS])
    down0 = candidates.down[index].astype(np.float64)
    right0 = np.array([down0[1], -down0[0]])
    # Turned by a rotation of down0 itself, so that an unturned cut keeps it bit for bit.
    down = np.cos(turns)[:, None] * down0 - np.sin(turns)[:, None] * right0
    distance = float(candidates.distance[index])
    centre = (candidates.center[index].astype(np.float64)
              + (shifts[:, :1] * right0 + shifts[:, 1:] * down0) * distance)
    blobs = np.full(len(JITTERS), -1, np.int64)
    return Candidates(blobs, blobs, centre.astype(np.float32), down.astype(np.float32),
                      (distance * scales).astype(np.float32))


def reread(levels: Sequence[np.ndarray], candidates: Candidates, indices: np.ndarray,
           model: CornerClassifier) -> np.ndarray:
    """Class probabilities (len(indices), classes) of each candidate, averaged over JITTERS;
    `levels` is the working image's pyramid (`vision.candidates.pyramid`)."""
    if len(indices) == 0:
        return np.zeros((0, len(model.cards)), np.float32)
    patches = np.concatenate([cut_patches(levels, jittered(candidates, int(k))) for k in indices])
    probs = model.probabilities(patches)
    return np.asarray(probs.reshape(len(indices), len(JITTERS), -1).mean(axis=1), np.float32)


def stands(averaged: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Per re-read candidate: whether the averaged probabilities still name `cards` surely enough."""
    rows = np.arange(len(cards))
    return np.asarray((averaged.argmax(axis=1) == cards) & (averaged[rows, cards] >= REREAD_MIN),
                      bool)
