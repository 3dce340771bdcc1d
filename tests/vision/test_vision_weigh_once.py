"""Each patch weighed once: a rank and a suit found at both ink levels pair up to four times
at one geometry and cut the same patch, which the network need weigh only once."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vision import load_image
from vision.classifier import CornerClassifier, default_classifier
from vision.recognizer import read_workings
from vision.search import search


class _Counting(CornerClassifier):
    """The shipped network, counting the patches it is given at each call."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[int] = []

    def probabilities(self, patches: np.ndarray) -> np.ndarray:
        self.calls.append(len(patches))
        return super().probabilities(patches)


def test_a_patch_cut_twice_alike_is_weighed_once(samples: Path) -> None:
    # A rank and a suit found at both ink levels pair up to four times at one geometry.
    image = load_image((samples / "bidly_deal7.jpg").read_bytes())
    network = _Counting()
    work = read_workings(image, network, first_look=False)
    cands = search(image).candidates  # the plain ones, weighed first
    geometry = np.column_stack([cands.center, cands.down, cands.distance])
    alike = np.unique(geometry, axis=0)
    assert len(alike) < len(cands)
    # The later calls are the touching indices (vision.touching) and the second looks.
    assert network.calls[0] == len(alike)
    assert np.array_equal(work.probs, default_classifier().probabilities(work.found.patches))
