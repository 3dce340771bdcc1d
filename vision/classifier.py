"""The corner-index classifier: a small convolutional network run by ONNX Runtime.

It reads an upright candidate patch and answers, for each of the 52 cards
and for "not an index", how likely that is. The weights ship in
`vision/models/corner_cnn.onnx` (trained by `vision.training.train`; run by
ONNX Runtime on the CPU, with as many threads as OpenCV is given), with
`corner_cnn.json` beside them naming the classes and, once calibrated
(`vision.training.calibrate`), the temperature: the network's scores are divided
by it before they become probabilities, so that a read given 0.9 is right about
nine times in ten on deck designs the network never saw. A model without one is
used as it is (temperature 1).

A model may also be several networks read together (an ensemble): its JSON then names the
other members (`"members"`, files beside it). Each patch's probabilities are then the mean of
the members' own, but only where the first network leaves the patch some chance of being a
card (SCREEN): the others do not weigh what it all but rules out, which on a busy table is
nearly every candidate.
"""

from __future__ import annotations

import functools
import json
import os
import threading
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt
import onnxruntime

from scorekeeper.gin.cards import DECK, Card

from .errors import N_, ModelMissingError

MODEL_DIR = Path(__file__).resolve().parent / "models"
MODEL_FILE = MODEL_DIR / "corner_cnn.onnx"
BATCH = 64
"""Patches per run of the network (32 to 64 were the cheapest on one core)."""
SCREEN = 0.1
"""In an ensemble, the other members weigh a patch only when the first gives its cards
together at least this probability."""


def normalise(patches: np.ndarray) -> np.ndarray:
    """uint8 patches (n, h, w, 3) -> float32 (n, 3, h, w), each patch scaled to mean 0, spread 1.

    One mean and spread over all three channels keep a patch's colours
    (red ink against black) while removing its brightness and contrast.
    """
    count = len(patches)
    flat = patches.reshape(count, -1)
    size = flat.shape[1]
    # The sums of the values and of their squares are whole numbers, summed exactly (the
    # values' by OpenCV's row sum, a tenth of numpy's time, where they fit in 32 bits).
    small = size * 255 * 255 < 2**31
    whole: npt.NDArray[np.signedinteger[Any]] = flat.astype(np.int32 if small else np.int64)
    if small:
        total = cv2.reduce(flat, 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel()
    else:
        total = whole.sum(axis=1, dtype=np.int64)
    mean = total.astype(np.int64) / size
    square = np.einsum("ij,ij->i", whole, whole) / size
    spread = np.sqrt(np.maximum(0.0, square - mean * mean)) + 8.0
    shape = (count, 1, 1, 1)
    out = np.ascontiguousarray(patches.transpose(0, 3, 1, 2), dtype=np.float32)
    out -= mean.astype(np.float32).reshape(shape)
    out *= (1.0 / spread).astype(np.float32).reshape(shape)
    return out


def softmax(logits: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Probabilities (n, classes) from the network's scores, divided by `temperature` first."""
    scaled = np.asarray(logits, np.float32) / np.float32(temperature)
    scaled -= scaled.max(axis=1, keepdims=True)
    exp = np.exp(scaled)
    return np.asarray(exp / exp.sum(axis=1, keepdims=True), np.float32)


class CornerClassifier:
    """The network, its class list and its temperature; `probabilities(patches)` -> (n, 53)."""

    def __init__(self, model: Path = MODEL_FILE) -> None:
        _require(model)
        self.model = model
        self._sessions: dict[tuple[Path, int, int], onnxruntime.InferenceSession] = {}
        self._lock = threading.Lock()
        info = json.loads(model.with_suffix(".json").read_text())
        self.cards: list[Card | None] = [DECK[i] if i < 52 else None for i in info["classes"]]
        self.members = [model.parent / name for name in info.get("members", [])]
        """The ensemble's other networks (none: this network alone)."""
        for member in self.members:
            _require(member)
        self.temperature = float(info.get("calibration", {}).get("temperature", 1.0))
        if not 0.05 <= self.temperature <= 20:
            raise ModelMissingError(f"{model.with_suffix('.json').name} gives a temperature of "
                                    f"{self.temperature}, outside 0.05 to 20")
        for network in (model, *self.members):  # a broken model file fails here, not mid-read
            self.session(cv2.getNumThreads(), network)

    def logits(self, patches: np.ndarray) -> np.ndarray:
        """The network's raw scores (n, 53), before the temperature and the softmax; of an
        ensemble, the logarithms of its mean probabilities (`ensemble_mean`)."""
        if len(patches) == 0:
            return np.zeros((0, len(self.cards)), np.float32)
        first = self.run(self.model, patches)
        if not self.members:
            return first
        mean = self.ensemble_mean(patches, softmax(first))
        return np.asarray(np.log(np.maximum(mean, 1e-30)), np.float32)

    def ensemble_mean(self, patches: np.ndarray, first: np.ndarray) -> np.ndarray:
        """Per patch, the mean of the members' probabilities, given the first network's
        (`first`); a patch whose card probability the first puts under SCREEN keeps its own."""
        cards = [k for k, card in enumerate(self.cards) if card is not None]
        asked = np.flatnonzero(first[:, cards].sum(axis=1) >= SCREEN)
        out = first.copy()
        if len(asked):
            total = first[asked].astype(np.float64)
            for member in self.members:
                total += softmax(self.run(member, patches[asked]))
            out[asked] = total / (1 + len(self.members))
        return out

    def run(self, network: Path, patches: np.ndarray) -> np.ndarray:
        """One network's raw scores (n, 53) for `patches` (n >= 1), BATCH at a time."""
        session = self.session(cv2.getNumThreads(), network)
        name = session.get_inputs()[0].name
        out = [session.run(None, {name: normalise(patches[start:start + BATCH])})[0]
               for start in range(0, len(patches), BATCH)]
        return np.asarray(np.concatenate(out), dtype=np.float32)

    def session(self, threads: int, network: Path | None = None) -> onnxruntime.InferenceSession:
        """The ONNX Runtime session of `network` (default the first) for `threads` threads,
        made once per process and shared by its threads (a session runs from several at once;
        its thread pool does not survive a fork, so a forked worker makes its own)."""
        key = (network or self.model, os.getpid(), max(1, threads))
        with self._lock:
            if key not in self._sessions:
                self._sessions[key] = _open_session(key[0], key[2])
            return self._sessions[key]

    def probabilities(self, patches: np.ndarray) -> np.ndarray:
        """Calibrated class probabilities (n, 53)."""
        if len(patches) == 0:
            return np.zeros((0, len(self.cards)), np.float32)
        return softmax(self.logits(patches), self.temperature)


def _require(network: Path) -> None:
    """Raise ModelMissingError, naming the file, when the network `network` is not there."""
    if not network.exists():
        raise ModelMissingError(
            N_("the corner-index model %(name)s is missing from %(folder)s; train it with "
               "`python -m vision.training.train`"), name=network.name, folder=str(network.parent))


_STATE = onnxruntime.capi.onnxruntime_pybind11_state
_UNREADABLE = (_STATE.Fail, _STATE.InvalidProtobuf, _STATE.InvalidGraph, _STATE.NoSuchFile)
"""What ONNX Runtime raises for a model file it cannot load (none of them a ValueError)."""


def _open_session(model: Path, threads: int) -> onnxruntime.InferenceSession:
    """An ONNX Runtime session on the CPU. ONNX Runtime runs this small network about twice
    as fast as OpenCV's dnn module (docs/vision-rounds.md, *Issue 14's speed stop*); its
    threads wait without spinning, so a web server reading one photo does not keep a core busy
    after."""
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        return onnxruntime.InferenceSession(str(model), options,
                                            providers=["CPUExecutionProvider"])
    except _UNREADABLE as error:
        raise ModelMissingError(
            N_("the corner-index model %(name)s in %(folder)s cannot be read; train it again "
               "with `python -m vision.training.train`"),
            name=model.name, folder=str(model.parent)) from error


@functools.lru_cache(maxsize=1)
def default_classifier() -> CornerClassifier:
    """The shipped model, loaded once."""
    return CornerClassifier()
