"""Fit the pip-shape perceptron (`vision.pip_shape`) on the project's own drawn suit signs.

    python -m vision.training.pip_shapes [--samples 50000] [--seed 7000000] [--out FILE]

Draws silhouettes as a photo shows them beside an index and as `vision.pip_shape` cuts them
out: a suit sign of one of the many shapes `vision.synth.glyphs.shaped_suit` draws, of the two
drawn decks or of a DejaVu or Liberation font, 11 to 49 pixels tall, stretched a little, turned
up to 10 degrees, blurred, in ink of any darkness on paper of any brightness with noise, then
turned upright by a "down" up to 6 degrees off and cut out by `upright_mask` and `silhouette`.
The fifth class, "no suit sign", is what else lies beside an index: rank glyphs of the rank
fonts, a club, heart or spade upside down or on its side (a pip of the card's other half, or
of a card turned across), a suit sign cut by a straight edge (a card lying over it) and plain
ovals. No photo and no held-out design is drawn on. A tenth of the samples is held out and
the accuracy on it printed. Writes vision/models/pip_shapes.npz (or `--out`).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import cv2
import numpy as np

from ..pip_shape import CLASSES, MODEL_FILE, PipShapes, silhouette, upright_mask
from ..synth.glyphs import (
    RANK_FONTS,
    SUIT_FONTS,
    _drawn_suit,
    available_fonts,
    shaped_suit,
    suit_mask,
    text_mask,
)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
HIDDEN = 48
"""Rectified units in the perceptron's hidden layer."""
NONE = len(CLASSES) - 1
"""The class of "no suit sign"."""


def suit_sign(suit: int, rng: np.random.Generator) -> np.ndarray:
    """One suit sign (0..255 mask): mostly a shaped one, else drawn or a font's."""
    pick = rng.random()
    if pick < 0.7:
        return shaped_suit(suit, int(rng.integers(0, 5000)))
    if pick < 0.8:
        return _drawn_suit(suit, int(rng.integers(1, 3)))
    fonts = available_fonts(SUIT_FONTS)
    return suit_mask(suit, 100, 0, fonts[int(rng.integers(len(fonts)))], 1.0)


def no_suit_sign(rng: np.random.Generator) -> tuple[np.ndarray, float]:
    """Something else beside an index (a mask) and how far it is turned, in degrees."""
    pick = rng.random()
    turned = (0, 2, 3)  # a diamond turned is still a diamond
    if pick < 0.35:
        fonts = available_fonts(RANK_FONTS)
        rank = RANKS[int(rng.integers(len(RANKS)))]
        return text_mask(fonts[int(rng.integers(len(fonts)))], rank, 100,
                         float(rng.uniform(0.7, 1.2)), 0.0), 0.0
    if pick < 0.6:
        return suit_sign(int(rng.choice(turned)), rng), 180.0
    if pick < 0.75:
        return suit_sign(int(rng.choice(turned)), rng), float(rng.choice([90.0, -90.0]))
    if pick < 0.92:
        return _cut(suit_sign(int(rng.integers(4)), rng), rng), 0.0
    oval = np.zeros((100, 100), np.uint8)
    cv2.ellipse(oval, (50, 50), (int(rng.integers(15, 48)), int(rng.integers(15, 48))),
                float(rng.uniform(0, 180)), 0, 360, 255, -1)
    return oval, 0.0


def _cut(sign: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """`sign` less a quarter to three fifths of it, cut off along a straight line."""
    h, w = sign.shape
    angle = rng.uniform(0, 2 * np.pi)
    ys, xs = np.mgrid[0:h, 0:w]
    along = (xs / w - 0.5) * np.cos(angle) + (ys / h - 0.5) * np.sin(angle)
    keep = along <= np.quantile(along[sign > 128], 1 - rng.uniform(0.25, 0.6))
    return np.where(keep, sign, 0).astype(np.uint8)


def photographed(sign: np.ndarray, turn: float, rng: np.random.Generator) -> np.ndarray | None:
    """`sign` printed and photographed small, then cut out as `vision.pip_shape` does."""
    ink = sign.astype(np.float32) / 255
    ys, xs = np.nonzero(ink > 0.3)
    if not len(ys):
        return None
    ink = ink[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    height = int(rng.integers(11, 50))
    width = max(3, round(ink.shape[1] * height / ink.shape[0] * rng.uniform(0.8, 1.2)))
    small = cv2.resize(ink, (width, height), interpolation=cv2.INTER_AREA)
    pad = max(height, width)
    canvas = np.zeros((height + 2 * pad, width + 2 * pad), np.float32)
    canvas[pad:pad + height, pad:pad + width] = small
    turning = cv2.getRotationMatrix2D((canvas.shape[1] / 2, canvas.shape[0] / 2),
                                      turn + rng.uniform(-10, 10), 1.0)
    canvas = cv2.warpAffine(canvas, turning, canvas.shape[::-1])
    blur = rng.uniform(0, 1.3)
    if blur > 0.3:
        canvas = cv2.GaussianBlur(canvas, (0, 0), blur)
    paper = rng.uniform(150, 250)
    dark = rng.uniform(10, paper - 50)
    noise = rng.normal(0, rng.uniform(0, 6), canvas.shape)
    photo = np.clip(paper - (paper - dark) * canvas + noise, 0, 255).astype(np.uint8)
    ys, xs = np.nonzero(canvas > 0.5)
    if not len(ys):
        return None
    box = np.array([xs.min(), ys.min(), np.ptp(xs) + 1, np.ptp(ys) + 1])
    off = np.radians(rng.uniform(-6, 6))
    mask = upright_mask(photo, box, np.array([np.sin(off), np.cos(off)]))
    return None if mask is None else silhouette(mask)


def samples(count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """`count` silhouettes (count, SIDE²) and their classes (indices into CLASSES)."""
    rng = np.random.default_rng(seed)
    shapes: list[np.ndarray] = []
    classes: list[int] = []
    while len(shapes) < count:
        label = int(rng.integers(len(CLASSES)))
        sign, turn = no_suit_sign(rng) if label == NONE else (suit_sign(label, rng), 0.0)
        shape = photographed(sign, turn, rng)
        if shape is not None:
            shapes.append(shape)
            classes.append(label)
    return np.stack(shapes), np.array(classes)


def fit(x: np.ndarray, y: np.ndarray, epochs: int, seed: int) -> dict[str, np.ndarray]:
    """A perceptron (one hidden layer) fitted by minibatch gradient descent on the softmax's
    cross-entropy, the rate falling as a half cosine."""
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    spread = x.std(axis=0) + 0.05
    z = ((x - mean) / spread).astype(np.float32)
    n, d = z.shape
    k = len(CLASSES)
    w1 = rng.normal(0, np.sqrt(2 / d), (d, HIDDEN)).astype(np.float32)
    b1 = np.zeros(HIDDEN, np.float32)
    w2 = rng.normal(0, np.sqrt(1 / HIDDEN), (HIDDEN, k)).astype(np.float32)
    b2 = np.zeros(k, np.float32)
    target = np.eye(k, dtype=np.float32)[y]
    for epoch in range(epochs):
        rate = 0.05 * 0.5 * (1 + np.cos(np.pi * epoch / epochs))
        order = rng.permutation(n)
        for start in range(0, n, 128):
            batch = order[start:start + 128]
            hidden = np.maximum(0, z[batch] @ w1 + b1)
            scores = hidden @ w2 + b2
            scores -= scores.max(axis=1, keepdims=True)
            odds = np.exp(scores)
            odds /= odds.sum(axis=1, keepdims=True)
            grad = (odds - target[batch]) / len(batch)
            back = (grad @ w2.T) * (hidden > 0)
            w2 -= rate * (hidden.T @ grad + 1e-4 * w2)
            b2 -= rate * grad.sum(axis=0)
            w1 -= rate * (z[batch].T @ back + 1e-4 * w1)
            b1 -= rate * back.sum(axis=0)
    return {"mean": mean.astype(np.float32), "spread": spread.astype(np.float32),
            "hidden": w1, "hidden_bias": b1, "out": w2, "out_bias": b2}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=7_000_000)
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    start = time.time()
    x, y = samples(args.samples, args.seed)
    held = np.arange(len(x)) % 10 == 0
    print(f"{len(x)} silhouettes in {time.time() - start:.0f} s")
    weights = fit(x[~held], y[~held], args.epochs, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez(args.out, **weights)  # type: ignore[arg-type]
    odds = PipShapes(args.out).odds(x[held])
    right = odds.argmax(axis=1) == y[held]
    print(f"held-out accuracy {right.mean():.4f} on {held.sum()}; wrote {args.out} "
          f"in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
