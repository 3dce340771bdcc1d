"""The classifier's calibration: a temperature fitted on held-out designs, applied to the
network's scores, and read from the model's json beside it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from model_copies import first_network

from vision.classifier import CornerClassifier, softmax
from vision.errors import ModelMissingError
from vision.training.calibrate import (
    Reads,
    expected_error,
    fit_temperature,
    read_probability,
    reliability,
    sure_wrong,
)


def _reads(sharpness: float, n: int = 4000, seed: int = 3) -> Reads:
    """Reads whose true chance of being right is softmax(z) of their card, with scores
    z * sharpness given out: sharpness 3 is a network three times too sure of itself."""
    rng = np.random.default_rng(seed)
    z = rng.normal(0, 1.5, size=(n, 53)).astype(np.float32)
    z[:, 0] += rng.uniform(0, 5, size=n).astype(np.float32)
    truth = softmax(z)[:, 0]
    right = rng.random(n) < truth
    return Reads(z * sharpness, np.zeros(n, np.int64), right)


@pytest.mark.parametrize("sharpness", [0.5, 1.0, 3.0])
def test_the_temperature_fitted_undoes_over_and_under_confidence(sharpness: float) -> None:
    assert fit_temperature(_reads(sharpness)) == pytest.approx(sharpness, rel=0.15)


def test_an_under_confident_network_is_made_surer_only_while_its_wrong_reads_stay_doubted(
        ) -> None:
    reads = _reads(0.5)  # twice too unsure: the free fit sharpens it by about 2
    free = fit_temperature(reads)
    kept = fit_temperature(reads, keep_sure_wrong=True)
    assert sure_wrong(reads, free) > sure_wrong(reads, 1.0)
    assert sure_wrong(reads, kept) <= sure_wrong(reads, 1.0)
    assert free < kept < 1.0  # surer than the network's own scores, less than the free fit


def test_calibrated_probabilities_match_how_often_reads_are_right() -> None:
    reads = _reads(3.0)
    before = read_probability(reads, 1.0)
    after = read_probability(reads, fit_temperature(reads))
    assert expected_error(after, reads.right) < 0.03 < expected_error(before, reads.right)
    for row in reliability(after, reads.right):
        if row["reads"] >= 200:
            assert abs(row["mean_probability"] - row["right"]) < 0.06, row


def _model_with(tmp_path: Path, calibration: dict[str, object] | None) -> Path:
    """A copy of the shipped model's network whose json holds `calibration` (none: no
    calibration)."""
    return first_network(tmp_path, calibration=calibration)


def test_the_classifier_divides_the_scores_by_the_stored_temperature(tmp_path: Path) -> None:
    patches = np.random.default_rng(5).integers(0, 256, size=(6, 48, 32, 3), dtype=np.uint8)
    plain = CornerClassifier(_model_with(tmp_path / "plain", None))
    warm = CornerClassifier(_model_with(tmp_path / "warm", {"temperature": 2.5}))
    assert plain.temperature == 1.0 and warm.temperature == 2.5
    logits = plain.logits(patches)
    np.testing.assert_allclose(plain.probabilities(patches), softmax(logits), atol=1e-6)
    np.testing.assert_allclose(warm.probabilities(patches), softmax(logits / 2.5), atol=1e-6)
    # Same card, less sure: the temperature never changes what a patch is read as.
    assert (warm.probabilities(patches).argmax(1) == plain.probabilities(patches).argmax(1)).all()


def test_a_temperature_out_of_reason_is_refused_by_name(tmp_path: Path) -> None:
    with pytest.raises(ModelMissingError, match="temperature"):
        CornerClassifier(_model_with(tmp_path, {"temperature": 0.0}))
