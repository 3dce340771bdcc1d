"""A quick first look at each candidate, so that the network weighs only the plausible ones.

Most rank/suit pairs are pips, court artwork or table texture, and the
network (`vision.classifier`, about 3 million multiply-adds a patch) turns
them away one by one. This first look costs a few thousand: the smallest
channel of each patch (dark for ink of any colour) is shrunk to 8×12 pixels,
scaled to mean 0 and spread 1 (so that the light, the contrast and a colour
cast of the photo do not count), and scored by a small two-layer perceptron.
Patches that score under the threshold are taken as "not an index" without
asking the network, except the BUDGET highest scoring of them: so a photo with
few candidates is read exactly as without the first look, and a busy table (a
cork board, a wood grain) goes to the network thinned out to the plausible ones.

It was fitted (`python -m vision.training.prefilter`) to imitate the shipped
network on rendered scenes and the `train_` photos: its target is "the network
gives some card at least TARGET", and its threshold is set so that on held-out
scenes it passes at least the share of those that `vision/models/prefilter.json`
records (it also records the share of candidates it turns away). Without its
weights file every candidate goes to the network, as before.
"""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

MODEL_DIR = Path(__file__).resolve().parent / "models"
WEIGHTS = MODEL_DIR / "prefilter.npz"
SMALL = (8, 12)
"""The size (width, height) each patch is shrunk to."""
BUDGET = 500
"""Of the candidates under the threshold, this many (the highest scoring) still go to the
network: the first look only thins a photo out where the network would weigh thousands."""


def features(patches: np.ndarray) -> np.ndarray:
    """(n, h, w, 3) uint8 patches -> (n, 96) float32: the smallest channel of each pixel (dark
    for ink of any colour, as `vision.ink` finds it), shrunk to 8×12 by block means and scaled
    to mean 0 and spread 1, so that neither the light, the contrast nor a colour cast of the
    photo counts."""
    n = len(patches)
    if n == 0:
        return np.zeros((0, SMALL[0] * SMALL[1]), np.float32)
    h, w = patches.shape[1:3]
    fy, fx = h // SMALL[1], w // SMALL[0]
    x = patches[:, :SMALL[1] * fy, :SMALL[0] * fx]
    if x.ndim == 4:  # the smallest channel; np.minimum is far cheaper than .min(axis=3)
        x = np.minimum(np.minimum(x[..., 0], x[..., 1]), x[..., 2])
    # Block means as sums of strided slices: whole numbers, so exact in any order.
    x = x.astype(np.float32)
    rows = x[:, 0::fy].copy()
    for k in range(1, fy):
        rows += x[:, k::fy]
    blocks = rows[:, :, 0::fx].copy()
    for k in range(1, fx):
        blocks += rows[:, :, k::fx]
    x = blocks.reshape(n, -1) / np.float32(fy * fx)
    mean = x.mean(axis=1, keepdims=True)
    spread = x.std(axis=1, keepdims=True) + 8.0
    return np.asarray((x - mean) / spread, np.float32)


class Prefilter:
    """The fitted perceptron and its threshold; `keep(patches)` -> bool per patch."""

    def __init__(self, weights: Path = WEIGHTS) -> None:
        data = np.load(weights)
        self.w1, self.b1 = data["w1"], data["b1"]
        self.w2, self.b2 = data["w2"], data["b2"]
        self.threshold = float(data["threshold"])

    def scores(self, patches: np.ndarray) -> np.ndarray:
        hidden = np.maximum(features(patches) @ self.w1 + self.b1, 0.0)
        return np.asarray(hidden @ self.w2 + self.b2, np.float32).ravel()

    def keep(self, patches: np.ndarray, budget: int = BUDGET) -> np.ndarray:
        """Per patch, whether the network should weigh it: every patch scoring at least the
        threshold, and of the others the `budget` that score highest. With no more than
        `budget` patches under the threshold, all of them (and with no more than `budget`
        patches in all, without scoring them)."""
        if len(patches) <= budget:
            return np.ones(len(patches), bool)
        scores = self.scores(patches)
        keep = scores >= self.threshold
        rest = np.flatnonzero(~keep)
        if len(rest) > budget:
            rest = rest[np.argsort(-scores[rest], kind="stable")[:budget]]
        keep[rest] = True
        return np.asarray(keep, bool)


@functools.lru_cache(maxsize=1)
def default_prefilter() -> Prefilter | None:
    """The shipped prefilter, loaded once; None where its weights are absent."""
    return Prefilter() if WEIGHTS.exists() else None

