"""The corner-index classifier: a small convolutional network run by OpenCV's dnn module.

It reads an upright candidate patch and answers, for each of the 52 cards
and for "not an index", how likely that is. The weights ship in
`vision/models/corner_cnn.onnx` (trained by `vision.training.train`), with
`corner_cnn.json` beside them naming the classes and, once calibrated
(`vision.training.calibrate`), the temperature: the network's scores are divided
by it before they become probabilities, so that a read given 0.9 is right about
nine times in ten on deck designs the network never saw. A model without one is
used as it is (temperature 1).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import DECK, Card

from .errors import N_, ModelMissingError

MODEL_DIR = Path(__file__).resolve().parent / "models"
MODEL_FILE = MODEL_DIR / "corner_cnn.onnx"
BATCH = 256


def normalise(patches: np.ndarray) -> np.ndarray:
    """uint8 patches (n, h, w, 3) -> float32 (n, 3, h, w), each patch scaled to mean 0, spread 1.

    One mean and spread over all three channels keep a patch's colours
    (red ink against black) while removing its brightness and contrast.
    """
    x = patches.astype(np.float32).transpose(0, 3, 1, 2)
    flat = x.reshape(len(x), -1)
    mean = flat.mean(axis=1)
    spread = np.sqrt(np.maximum(0.0, (flat * flat).mean(axis=1) - mean * mean)) + 8.0
    shape = (len(x), 1, 1, 1)
    return np.ascontiguousarray((x - mean.reshape(shape)) / spread.reshape(shape))


def softmax(logits: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Probabilities (n, classes) from the network's scores, divided by `temperature` first."""
    scaled = np.asarray(logits, np.float32) / np.float32(temperature)
    scaled -= scaled.max(axis=1, keepdims=True)
    exp = np.exp(scaled)
    return np.asarray(exp / exp.sum(axis=1, keepdims=True), np.float32)


class CornerClassifier:
    """The network, its class list and its temperature; `probabilities(patches)` -> (n, 53)."""

    def __init__(self, model: Path = MODEL_FILE) -> None:
        if not model.exists():
            raise ModelMissingError(
                N_("the corner-index model %(name)s is missing from %(folder)s; train it with "
                   "`python -m vision.training.train`"), name=model.name, folder=str(model.parent))
        self.net = _read_net(model)
        info = json.loads(model.with_suffix(".json").read_text())
        self.cards: list[Card | None] = [DECK[i] if i < 52 else None for i in info["classes"]]
        self.temperature = float(info.get("calibration", {}).get("temperature", 1.0))
        if not 0.05 <= self.temperature <= 20:
            raise ModelMissingError(f"{model.with_suffix('.json').name} gives a temperature of "
                                    f"{self.temperature}, outside 0.05 to 20")

    def logits(self, patches: np.ndarray) -> np.ndarray:
        """The network's raw scores (n, 53), before the temperature and the softmax."""
        if len(patches) == 0:
            return np.zeros((0, len(self.cards)), np.float32)
        out = []
        for start in range(0, len(patches), BATCH):
            self.net.setInput(normalise(patches[start:start + BATCH]))
            out.append(np.asarray(self.net.forward(), dtype=np.float32))
        return np.concatenate(out)

    def probabilities(self, patches: np.ndarray) -> np.ndarray:
        """Calibrated class probabilities (n, 53)."""
        if len(patches) == 0:
            return np.zeros((0, len(self.cards)), np.float32)
        return softmax(self.logits(patches), self.temperature)


def _read_net(model: Path) -> cv2.dnn.Net:
    """The network, run by OpenCV's classic dnn engine where this OpenCV offers one to choose
    (`cv2.dnn.ENGINE_CLASSIC`): for this small network on one core it was about a third
    cheaper than the newer engine, with the same probabilities (to about 1e-5). Otherwise, or
    where the classic engine cannot read it, OpenCV's default engine runs it."""
    classic = getattr(cv2.dnn, "ENGINE_CLASSIC", None)
    if classic is not None:
        read_with_engine: Callable[..., cv2.dnn.Net] = cv2.dnn.readNetFromONNX
        try:
            return read_with_engine(str(model), classic)
        except cv2.error:
            pass
    return cv2.dnn.readNetFromONNX(str(model))


@functools.lru_cache(maxsize=1)
def default_classifier() -> CornerClassifier:
    """The shipped model, loaded once."""
    return CornerClassifier()
