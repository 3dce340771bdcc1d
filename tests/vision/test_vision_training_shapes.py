"""Shape jitter in training: an index as another deck might print it, a little turned, scaled,
stretched, bolder or thinner, and never a different index."""

from __future__ import annotations

import numpy as np
import pytest

from vision.training import shapes
from vision.training.shapes import jitter_shapes


def _bar_patch() -> np.ndarray:
    """A card-white patch (48 × 32) with one dark upright stroke, 4 px wide, in its middle."""
    patch = np.full((48, 32, 3), 235, np.uint8)
    patch[10:38, 14:18] = 30
    return patch


def _ink(patch: np.ndarray) -> np.ndarray:
    return np.asarray(patch.min(axis=2) < 128)


def test_the_patches_given_are_left_as_they_were() -> None:
    batch = np.stack([_bar_patch()] * 8)
    before = batch.copy()
    jitter_shapes(batch, np.random.default_rng(1), 1.0)
    assert np.array_equal(batch, before)


def test_no_share_jitters_nothing() -> None:
    batch = np.stack([_bar_patch()] * 8)
    assert np.array_equal(jitter_shapes(batch, np.random.default_rng(1), 0.0), batch)


def test_about_the_share_asked_for_is_jittered() -> None:
    batch = np.stack([_bar_patch()] * 400)
    out = jitter_shapes(batch, np.random.default_rng(2), 0.5)
    changed = int((out != batch).any(axis=(1, 2, 3)).sum())
    assert 160 <= changed <= 240


def test_a_jittered_stroke_stays_where_it_was_and_about_as_long() -> None:
    """The jitter is small: the stroke's middle moves under 2 px and its length by under a
    fifth, so the patch still shows the index it was labelled with."""
    out = jitter_shapes(np.stack([_bar_patch()] * 200), np.random.default_rng(3), 1.0)
    for patch in out:
        rows, cols = np.nonzero(_ink(patch))
        assert abs(rows.mean() - 23.5) < 2 and abs(cols.mean() - 15.5) < 2
        assert 28 * 0.8 <= rows.max() - rows.min() + 1 <= 28 * 1.2


def test_strokes_are_made_bolder_and_thinner(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the stroke change always drawn, some strokes come out wider than the 4 px drawn and
    some narrower, by at most a pixel on each side (the spread ink is blended in part)."""
    monkeypatch.setattr(shapes, "WEIGHT_SHARE", 1.0)
    monkeypatch.setattr(shapes, "TURN", 0.0)
    monkeypatch.setattr(shapes, "SCALE", (1.0, 1.0))
    monkeypatch.setattr(shapes, "STRETCH", 0.0)
    out = jitter_shapes(np.stack([_bar_patch()] * 60), np.random.default_rng(4), 1.0)
    widths = {int(_ink(patch)[24].sum()) for patch in out}
    assert min(widths) < 4 < max(widths)
    assert widths <= {2, 3, 4, 5, 6}


def test_the_same_seed_gives_the_same_jitter() -> None:
    batch = np.stack([_bar_patch()] * 16)
    first = jitter_shapes(batch, np.random.default_rng(5), 0.5)
    again = jitter_shapes(batch, np.random.default_rng(5), 0.5)
    assert np.array_equal(first, again)
