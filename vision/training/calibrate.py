"""Fit the network's temperature on deck designs it never saw, and store it beside the model.

    python -m vision.training.calibrate --decks DECKS_DIR [--scenes 60] [--seed 140000000]
        [--design NAME ...] [--min-read 0.3] [--keep-sure-wrong]
        [--model vision/models/corner_cnn.onnx] [--dry-run]

Scenes are rendered in the held-out designs (`vision.synth.designs.DESIGNS`, those marked
held out; never the ones trained on, never the real test photos), searched as recognition
searches them, and every candidate the network reads as a card with some weight (at least
MIN_READ of probability before calibration, or `--min-read`; 0.55, recognition's
`MIN_SCORE`, keeps only reads that would be reported) is a read; it is right when the scene
has that card's index there. The temperature T divides the network's scores before the
softmax; the T fitted is the one under which the probability of each read's card best
predicts whether the read is right (least log loss over a grid; with `--keep-sure-wrong`,
only among those that make no more wrong reads sure than none). Dividing by T keeps every
read's card, so it changes how sure reads are, not what they say. The fit, and how sure
reads were before and after it against how often they were right, are written into
`corner_cnn.json` under "calibration", which `vision.classifier` applies.
"""

from __future__ import annotations

import argparse
import itertools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from ..classifier import MODEL_FILE, CornerClassifier, softmax
from ..doubt import SURE
from ..search import search
from ..synth.designs import DESIGNS
from ..synth.photo_deck import PhotoDeck
from ..synth.scenes import make_scene
from .labels import BACKGROUND, IGNORE, label_candidates, scene_marks

MIN_READ = 0.3
"""A candidate whose likeliest class is a card given at least this is a read to calibrate."""
TEMPERATURES = np.exp(np.linspace(np.log(0.5), np.log(6.0), 121))
BINS = (0.3, 0.55, 0.7, 0.85, 0.95, 0.99, 1.0001)


@dataclass(frozen=True)
class Reads:
    """Each read's scores (n, 53), its card (class) and whether it was right."""

    logits: np.ndarray
    card: np.ndarray
    right: np.ndarray


def design_reads(model: CornerClassifier, deck: PhotoDeck, scenes: int, seed: int,
                 min_read: float = MIN_READ) -> Reads:
    """The reads of `scenes` rendered scenes dealt from `deck`, with their truth: every
    candidate whose likeliest class is a card with at least `min_read` of probability."""
    faces = sorted(deck.faces, key=lambda c: c.index)
    logits, cards, right = [], [], []
    for i in range(scenes):
        rng = np.random.default_rng(seed + i)
        n = int(rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 11]))
        hand = [faces[int(k)] for k in rng.choice(len(faces), size=min(n, len(faces)),
                                                  replace=False)]
        scene = make_scene(rng, cards=hand, tidy=i % 3 == 0, deck=deck.face)
        found = search(scene.image)
        labels = label_candidates(found.candidates, scene_marks(scene, found.scale))
        scores = model.logits(found.patches)
        if not len(scores):
            continue
        probs = softmax(scores)
        best = probs.argmax(axis=1)
        read = (best < BACKGROUND) & (probs.max(axis=1) >= min_read) & (labels != IGNORE)
        logits.append(scores[read])
        cards.append(best[read])
        right.append(best[read] == labels[read])
    if not logits:
        return Reads(np.zeros((0, len(model.cards)), np.float32), np.zeros(0, np.int64),
                     np.zeros(0, bool))
    return Reads(np.concatenate(logits), np.concatenate(cards), np.concatenate(right))


def read_probability(reads: Reads, temperature: float) -> np.ndarray:
    """Each read's probability of its card, under `temperature`."""
    probs = softmax(reads.logits, temperature)
    return np.asarray(probs[np.arange(len(reads.card)), reads.card])


def log_loss(p: np.ndarray, right: np.ndarray) -> float:
    p = np.clip(p.astype(np.float64), 1e-6, 1 - 1e-6)
    return float(-np.mean(np.where(right, np.log(p), np.log(1 - p))))


def fit_temperature(reads: Reads, keep_sure_wrong: bool = False) -> float:
    """The temperature of least log loss of the reads' probabilities against their truth.

    With `keep_sure_wrong`, only among the temperatures under which no more wrong reads are
    sure (at least `vision.doubt.SURE`) than under none (temperature 1): a network that is
    under-confident is made surer only as far as its wrong reads stay doubted."""
    limit = sure_wrong(reads, 1.0) if keep_sure_wrong else 0
    best, least = 1.0, np.inf
    for t in TEMPERATURES:
        p = read_probability(reads, float(t))
        if keep_sure_wrong and int(((p >= SURE) & ~reads.right).sum()) > limit:
            continue
        loss = log_loss(p, reads.right)
        if loss < least:
            best, least = float(t), loss
    return best


def sure_wrong(reads: Reads, temperature: float) -> int:
    """How many wrong reads are at least `vision.doubt.SURE` likely under `temperature`."""
    return int(((read_probability(reads, temperature) >= SURE) & ~reads.right).sum())


def reliability(p: np.ndarray, right: np.ndarray) -> list[dict[str, Any]]:
    """Per band of probability: how many reads, how sure on average, how often right."""
    rows = []
    for low, high in itertools.pairwise(BINS):
        inside = (p >= low) & (p < high)
        count = int(inside.sum())
        rows.append({"from": low, "to": min(high, 1.0), "reads": count,
                     "mean_probability": round(float(p[inside].mean()), 4) if count else None,
                     "right": round(float(right[inside].mean()), 4) if count else None})
    return rows


def expected_error(p: np.ndarray, right: np.ndarray) -> float:
    """How far, on average over the reads, a read's probability is from its band's rate."""
    total = 0.0
    for low, high in itertools.pairwise(BINS):
        inside = (p >= low) & (p < high)
        if inside.any():
            total += inside.sum() * abs(float(p[inside].mean()) - float(right[inside].mean()))
    return total / max(1, len(p))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decks", type=Path, required=True,
                        help="faces of the designs (python -m vision.synth.designs DIR)")
    parser.add_argument("--design", action="append",
                        help="a held-out design to calibrate on (default: every one drawn)")
    parser.add_argument("--scenes", type=int, default=60, help="scenes per design")
    parser.add_argument("--seed", type=int, default=140_000_000)
    parser.add_argument("--model", type=Path, default=MODEL_FILE)
    parser.add_argument("--min-read", type=float, default=MIN_READ,
                        help="fit on reads at least this likely before calibration "
                             "(0.55: only reads that win their place)")
    parser.add_argument("--keep-sure-wrong", action="store_true",
                        help="only temperatures that make no more wrong reads sure than none")
    parser.add_argument("--dry-run", action="store_true", help="print the fit, write nothing")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    held = [d.name for d in DESIGNS if d.held_out]
    names = args.design or [n for n in held if (args.decks / n).is_dir()]
    trained = [n for n in names if n not in held]
    if trained:
        raise SystemExit(f"not held out, so not for calibrating: {', '.join(trained)}")
    model = CornerClassifier(args.model)
    parts = []
    for k, name in enumerate(names):
        reads = design_reads(model, PhotoDeck(args.decks / name), args.scenes,
                             args.seed + k * 100_000, args.min_read)
        print(f"{name}: {len(reads.card)} reads, {int(reads.right.sum())} right", flush=True)
        parts.append(reads)
    reads = Reads(np.concatenate([r.logits for r in parts]),
                  np.concatenate([r.card for r in parts]),
                  np.concatenate([r.right for r in parts]))
    temperature = fit_temperature(reads, args.keep_sure_wrong)
    before, after = read_probability(reads, 1.0), read_probability(reads, temperature)
    fit = {
        "temperature": round(temperature, 4), "designs": names, "scenes_per_design": args.scenes,
        "seed": args.seed, "min_read": args.min_read, "keep_sure_wrong": args.keep_sure_wrong,
        "sure_wrong": [sure_wrong(reads, 1.0), sure_wrong(reads, temperature)],
        "reads": len(reads.card), "right": int(reads.right.sum()),
        "log_loss": [round(log_loss(before, reads.right), 4),
                     round(log_loss(after, reads.right), 4)],
        "expected_error": [round(expected_error(before, reads.right), 4),
                           round(expected_error(after, reads.right), 4)],
        "before": reliability(before, reads.right), "after": reliability(after, reads.right),
    }
    print(json.dumps(fit, indent=1))
    if not args.dry_run:
        info_path = args.model.with_suffix(".json")
        info = json.loads(info_path.read_text())
        info["calibration"] = fit
        info_path.write_text(json.dumps(info, indent=1) + "\n")
        print(f"wrote the calibration into {info_path}")


if __name__ == "__main__":
    main()
