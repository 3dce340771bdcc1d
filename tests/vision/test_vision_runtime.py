"""The network runs on ONNX Runtime: it gives the scores OpenCV's dnn module gives for the same
file, runs on as many threads as OpenCV is given, and a model file it cannot load is named."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest
from model_copies import first_network

from vision import load_image
from vision.classifier import MODEL_FILE, CornerClassifier, normalise
from vision.errors import ModelMissingError
from vision.search import search


def test_the_scores_are_those_opencv_gives_for_the_same_file(samples: Path,
                                                           tmp_path: Path) -> None:
    patches = search(load_image((samples / "gin_fan_1.jpg").read_bytes())).patches
    opencv = cv2.dnn.readNetFromONNX(str(MODEL_FILE))
    opencv.setInput(normalise(patches))
    expected = opencv.forward()
    scores = CornerClassifier(first_network(tmp_path)).logits(patches)
    assert len(patches) > 100
    assert np.abs(scores - expected).max() < 1e-3
    assert np.array_equal(scores.argmax(axis=1), expected.argmax(axis=1))


def test_the_network_runs_on_as_many_threads_as_opencv_is_given() -> None:
    patches = np.random.default_rng(3).integers(0, 256, (70, 48, 32, 3), dtype=np.uint8)
    classifier = CornerClassifier()
    threads = cv2.getNumThreads()
    try:
        cv2.setNumThreads(1)
        one = classifier.logits(patches)
        cv2.setNumThreads(2)
        two = classifier.logits(patches)
    finally:
        cv2.setNumThreads(threads)
    assert classifier.session(1).get_session_options().intra_op_num_threads == 1
    assert classifier.session(2).get_session_options().intra_op_num_threads == 2
    assert classifier.session(2) is classifier.session(2)  # made once, then shared
    assert np.allclose(one, two, atol=1e-5)


def test_a_model_file_that_cannot_be_loaded_is_named(tmp_path: Path) -> None:
    broken = first_network(tmp_path)
    broken.write_bytes(MODEL_FILE.read_bytes()[:3000])  # cut short, as by a failed download
    with pytest.raises(ModelMissingError, match=r"corner_cnn\.onnx .*cannot be read"):
        CornerClassifier(broken)


def test_each_patch_is_scaled_to_mean_zero_and_its_spread_plus_eight() -> None:
    """The network's input: per patch, (value - mean) / (standard deviation + 8) over all its
    pixels and channels, channels first; the same for a patch too large for 32-bit sums."""
    rng = np.random.default_rng(11)
    for shape in ((70, 48, 32, 3), (3, 48, 32, 1), (2, 300, 300, 3)):
        patches = rng.integers(0, 256, shape, dtype=np.uint8)
        patches[0] = 255  # a blank patch: no spread at all
        values = patches.reshape(len(patches), -1).astype(np.float64)
        mean, spread = values.mean(axis=1), values.std(axis=1) + 8.0
        expected = (patches.transpose(0, 3, 1, 2) - mean[:, None, None, None]) / spread[
            :, None, None, None]
        got = normalise(patches)
        assert got.dtype == np.float32 and got.shape == expected.shape
        assert np.abs(got - expected).max() < 1e-4
        assert np.all(got[0] == 0)
