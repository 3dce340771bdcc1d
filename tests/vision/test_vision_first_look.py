"""The quick first look (`vision.prefilter`): its features, and the budget that keeps a photo
with few candidates whole."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vision.prefilter import SMALL, Prefilter, features


def test_the_first_looks_features_are_block_means_of_the_darkest_channel() -> None:
    rng = np.random.default_rng(5)
    patches = rng.integers(0, 256, (7, 48, 32, 3), dtype=np.uint8)
    darkest = patches.min(axis=3).astype(np.float64)
    means = darkest.reshape(7, SMALL[1], 4, SMALL[0], 4).mean(axis=(2, 4)).reshape(7, -1)
    expected = (means - means.mean(axis=1, keepdims=True)) / (
        means.std(axis=1, keepdims=True) + 8.0)
    assert np.allclose(features(patches), expected, atol=1e-5)


def _first_look(tmp_path: Path, threshold: float) -> Prefilter:
    """A first look that scores a patch by how dark its top-left block is (a made-up fit)."""
    w1 = np.zeros((SMALL[0] * SMALL[1], 1), np.float32)
    w1[0, 0] = -1.0
    np.savez(tmp_path / "first.npz", w1=w1, b1=np.full(1, 10.0, np.float32),
             w2=np.ones((1, 1), np.float32), b2=np.zeros(1, np.float32),
             threshold=np.array(threshold, np.float32))
    return Prefilter(tmp_path / "first.npz")


def test_a_photo_with_few_candidates_goes_to_the_network_whole(tmp_path: Path) -> None:
    patches = np.random.default_rng(6).integers(0, 256, (40, 48, 32, 3), dtype=np.uint8)
    first = _first_look(tmp_path, threshold=1e6)  # nothing passes on its score
    assert first.keep(patches, budget=40).all()
    kept = first.keep(patches, budget=10)
    assert kept.sum() == 10
    scores = first.scores(patches)
    assert scores[kept].min() >= scores[~kept].max()  # the ten that score highest
