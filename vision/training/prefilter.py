"""Fit the quick first look (`vision.prefilter`) to imitate the shipped network.

    python -m vision.training.prefilter [--scenes 300] [--seed 5000000] [--keep 0.998]
        [--keep-sure 1.0] [--designs DECKS_DIR]

Renders scenes (a third with decoy print) from seeds no other step uses, and
takes the `train_` photos turned and scaled at random; with `--designs`, two
scenes in five are dealt in a real deck design trained on (never a held-out
one), as `vision.training.dataset --designs` deals them; every candidate the
search finds is read by the shipped network, and a candidate counts as
"plausible" when the network gives some card at least TARGET. A two-layer
perceptron on `vision.prefilter.features` learns to tell plausible ones, with
plausible ones weighted up; its threshold is then set on the held-out fifth of
the scenes so that it passes at least `--keep` of the plausible candidates and
`--keep-sure` (by default every one) of those the network reads surely (at least 0.85). Writes
vision/models/prefilter.npz and prefilter.json (the figures).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import cv2
import numpy as np

from ..classifier import default_classifier
from ..prefilter import MODEL_DIR, features
from ..search import search
from ..synth.photo_deck import PhotoDeck
from ..synth.scenes import make_scene
from .dataset import PHOTOS, table_crops, train_photos, trained_decks, training_scene

TARGET = 0.2
"""The network's probability for some card above which a candidate must reach it."""
HIDDEN = 32


def collect(scenes: int, seed: int, folder: Path = PHOTOS, decks: list[PhotoDeck] | None = None
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features, the network's best card probability, and the scene number, per candidate."""
    model = default_classifier()
    decks = decks or []
    photos = train_photos(folder)
    crops = table_crops(photos)
    cards = [k for k, card in enumerate(model.cards) if card is not None]
    feats, best, group = [], [], []
    for i in range(scenes):
        rng = np.random.default_rng(seed + i)
        if i % 5 == 4 and photos:
            image, _cards = photos[i % len(photos)]
            h, w = image.shape[:2]
            matrix = cv2.getRotationMatrix2D((w / 2, h / 2), rng.uniform(0, 360),
                                             rng.uniform(1.0, 3.0))
            image = cv2.warpAffine(image, matrix, (w, h), borderMode=cv2.BORDER_REFLECT)
        elif decks and i % 5 in (1, 3):
            image = training_scene(rng, crops, decoys=i % 3 == 1,
                                   deck=decks[int(rng.integers(len(decks)))]).image
        else:
            image = make_scene(rng, crops=crops, tidy=i % 3 == 0, decoys=i % 3 == 1).image
        found = search(image)
        if not len(found.candidates):
            continue
        probs = model.probabilities(found.patches)
        feats.append(features(found.patches))
        best.append(probs[:, cards].max(axis=1))
        group.append(np.full(len(probs), i))
    return np.concatenate(feats), np.concatenate(best), np.concatenate(group)


def fit(x: np.ndarray, y: np.ndarray, epochs: int, seed: int) -> dict[str, np.ndarray]:
    """A ReLU perceptron with one hidden layer, by Adam on a weighted logistic loss."""
    rng = np.random.default_rng(seed)
    d = x.shape[1]
    params = {"w1": rng.normal(0, 1 / np.sqrt(d), (d, HIDDEN)).astype(np.float32),
              "b1": np.zeros(HIDDEN, np.float32),
              "w2": rng.normal(0, 1 / np.sqrt(HIDDEN), (HIDDEN, 1)).astype(np.float32),
              "b2": np.zeros(1, np.float32)}
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}
    weight = np.where(y > 0, max(1.0, float((y == 0).sum()) / max(1.0, float(y.sum()))), 1.0)
    weight = (weight / weight.mean()).astype(np.float32)
    step = 0
    for epoch in range(epochs):
        lr = 3e-3 * (0.5 ** (epoch // max(1, epochs // 3)))
        for batch in np.array_split(rng.permutation(len(x)), max(1, len(x) // 512)):
            xb, yb, wb = x[batch], y[batch], weight[batch]
            pre = xb @ params["w1"] + params["b1"]
            hidden = np.maximum(pre, 0)
            logit = (hidden @ params["w2"] + params["b2"]).ravel()
            grad_logit = (1 / (1 + np.exp(-logit)) - yb) * wb / len(batch)
            grads = {"w2": hidden.T @ grad_logit[:, None], "b2": grad_logit.sum(keepdims=True)}
            grad_hidden = grad_logit[:, None] @ params["w2"].T * (pre > 0)
            grads["w1"] = xb.T @ grad_hidden + 1e-4 * params["w1"]
            grads["b1"] = grad_hidden.sum(axis=0)
            step += 1
            for k, g in grads.items():
                m, v = moments[k]
                m[:] = 0.9 * m + 0.1 * g
                v[:] = 0.999 * v + 0.001 * g * g
                params[k] -= (lr * (m / (1 - 0.9 ** step))
                              / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)).astype(np.float32)
    return params


def scores(params: dict[str, np.ndarray], x: np.ndarray) -> np.ndarray:
    hidden = np.maximum(x @ params["w1"] + params["b1"], 0)
    return np.asarray(hidden @ params["w2"] + params["b2"]).ravel()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5_000_000)
    parser.add_argument("--keep", type=float, default=0.998,
                        help="share of plausible held-out candidates that must pass")
    parser.add_argument("--keep-sure", type=float, default=1.0,
                        help="share of the held-out candidates the network reads surely (at "
                             "least 0.85) that must pass (default all of them)")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--out", type=Path, default=MODEL_DIR)
    parser.add_argument("--photos", type=Path, default=PHOTOS,
                        help="the edje photos (default ../shared/photos/edje)")
    parser.add_argument("--designs", type=Path,
                        help="faces of real deck designs (python -m vision.synth.designs DIR); "
                             "only those trained on are dealt")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    start = time.time()
    decks = trained_decks(args.designs) if args.designs else {}
    x, best, group = collect(args.scenes, args.seed, args.photos, list(decks.values()))
    print(f"{len(x)} candidates from {args.scenes} scenes in {time.time() - start:.0f} s")
    held = group % 10 < 2  # a drawn scene and a design's (or a decoy one) in every ten
    y = (best >= TARGET).astype(np.float32)
    params = fit(x[~held], y[~held], args.epochs, args.seed)
    s = scores(params, x[held])
    plausible = np.sort(s[y[held] > 0])
    sure = np.sort(s[best[held] >= 0.85])
    threshold = float(min(plausible[int(np.floor((1 - args.keep) * len(plausible)))],
                          sure[int(np.floor((1 - args.keep_sure) * len(sure)))]
                          if len(sure) else np.inf)) - 1e-3
    figures = {
        "candidates": len(x), "held_out": int(held.sum()), "target": TARGET,
        "threshold": threshold,
        "plausible_passed": float((plausible >= threshold).mean()),
        "sure_passed": float((sure >= threshold).mean()) if len(sure) else 1.0,
        "share_passed": float((s >= threshold).mean()),
        "keep": args.keep, "keep_sure": args.keep_sure,
        "scenes": args.scenes, "seed": args.seed, "epochs": args.epochs,
        "designs": sorted(decks),
    }
    print(json.dumps(figures, indent=1))
    arrays = {k: v.astype(np.float32) for k, v in params.items()}
    arrays["threshold"] = np.array(threshold, np.float32)
    np.savez(args.out / "prefilter.npz", **arrays)  # type: ignore[arg-type]
    (args.out / "prefilter.json").write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
