"""Several networks read together: each patch's probabilities are the mean of the members',
and the other members weigh only what the first leaves some chance of being a card."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from model_copies import first_network

from vision import load_image
from vision.classifier import MODEL_FILE, SCREEN, CornerClassifier, softmax
from vision.errors import ModelMissingError
from vision.search import search


def _ensemble(folder: Path, members: list[str]) -> Path:
    """A copy of the shipped model's first network whose json names `members` (the caller
    copies their files, or leaves one out)."""
    return first_network(folder, members=members)


class _Counting(CornerClassifier):
    """A classifier counting the patches each of its networks is given."""

    def __init__(self, model: Path) -> None:
        super().__init__(model)
        self.given: dict[str, int] = {}

    def run(self, network: Path, patches: np.ndarray) -> np.ndarray:
        self.given[network.name] = self.given.get(network.name, 0) + len(patches)
        return super().run(network, patches)


@pytest.fixture(scope="module")
def fan_patches(samples: Path) -> np.ndarray:
    return search(load_image((samples / "gin_fan_1.jpg").read_bytes())).patches


def test_networks_that_agree_read_as_one(tmp_path: Path, fan_patches: np.ndarray) -> None:
    model = _ensemble(tmp_path, ["twin.onnx"])
    shutil.copy(MODEL_FILE, tmp_path / "twin.onnx")
    alone = CornerClassifier(first_network(tmp_path / "alone")).probabilities(fan_patches)
    together = CornerClassifier(model).probabilities(fan_patches)
    np.testing.assert_allclose(together, alone, atol=1e-5)
    assert (together.argmax(axis=1) == alone.argmax(axis=1)).all()


def test_the_other_members_weigh_only_what_the_first_leaves_a_chance_of_a_card(
        tmp_path: Path, fan_patches: np.ndarray) -> None:
    model = _ensemble(tmp_path, ["second.onnx", "third.onnx"])
    for name in ("second.onnx", "third.onnx"):
        shutil.copy(MODEL_FILE, tmp_path / name)
    network = _Counting(model)
    network.probabilities(fan_patches)
    first = softmax(CornerClassifier(first_network(tmp_path / "alone")).logits(fan_patches))
    chance = first[:, :52].sum(axis=1) >= SCREEN
    assert 0 < chance.sum() < len(fan_patches) / 2  # a wood table: most candidates are no index
    assert network.given == {MODEL_FILE.name: len(fan_patches), "second.onnx": chance.sum(),
                             "third.onnx": chance.sum()}


def test_a_member_missing_is_named(tmp_path: Path) -> None:
    model = _ensemble(tmp_path, ["gone.onnx"])
    with pytest.raises(ModelMissingError, match=r"gone\.onnx"):
        CornerClassifier(model)
