"""Labelled patches from the real `train_` photos, for the indices of a real deck.

    python -m vision.training.real OUT_DIR [--variants 120] [--far 0]
    python -m vision.training.real OUT_DIR --photos DIR --boxes corner_boxes.json --prefix "" \
        --name patches_phone.npz --variants 12       # another labelled folder of real photos

The real photos come with the card of each box but not with where its
corner indices are. A first model (trained on rendered scenes alone) finds
them: inside the box of card X, a candidate the model gives at least
MIN_SHARE of probability for X is taken as an index of X (the model need
not read it right, only find it plausible), and a candidate it reads
confidently as some other card, while giving X next to nothing, is taken as
background (court artwork, a maker's imprint). With `--far N`, up to N more
candidates per box that lie away from every place that may be an index of
its card (the middle of a real card: pips, court artwork, the imprint),
those the model finds most card-like first, are background too, whatever
the model reads them as: an index sits in a card's corner. Each is cut
again many times with its position, turn and scale jittered, and from
blurred and reduced copies of the photo. Only `train_` photos are used.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import parse_card

from ..candidates import Candidates, cut_patches, pyramid
from ..recognizer import read_photo
from .dataset import PHOTOS, Boxes, train_photos
from .labels import BACKGROUND

MIN_SHARE = 0.05
PER_BOX = 8
UNLIKELY = 0.01
"""A candidate given less than this probability of its box's card is no index of that card."""
FAR = 1.5
"""A candidate this many of its rank-to-suit distances from every candidate in its box that
may be an index of the box's card is away from the corner indices (with `--far`)."""


def _jittered(cands: Candidates, k: int, n: int, rng: np.random.Generator) -> Candidates:
    angle = rng.normal(0, 0.09, size=n)
    base = np.arctan2(cands.down[k][1], cands.down[k][0]) + angle
    down = np.stack([np.cos(base), np.sin(base)], axis=1).astype(np.float32)
    distance = (cands.distance[k] * rng.uniform(0.88, 1.12, size=n)).astype(np.float32)
    centre = (cands.center[k] + rng.normal(0, 0.06, size=(n, 2)) * cands.distance[k]).astype(
        np.float32)
    zeros = np.zeros(n, np.int64)
    return Candidates(zeros, zeros, centre, down, distance)


def photo_patches(image: np.ndarray, cards: Boxes, variants: int,
                  rng: np.random.Generator, far: int = 0) -> tuple[np.ndarray, np.ndarray]:
    _result, found, probs = read_photo(image)
    cands = found.candidates
    work = found.work
    copies = [pyramid(work), pyramid(cv2.GaussianBlur(work, (0, 0), 1.2)),
              pyramid(cv2.resize(cv2.resize(work, None, fx=0.5, fy=0.5,
                                            interpolation=cv2.INTER_AREA),
                                 (work.shape[1], work.shape[0])))]
    xs, ys = [], []
    present = {parse_card(box["card"]).index for box in cards}
    spans = [[v * found.scale for v in box["xyxy"]] for box in cards]
    for box in cards:
        x0, y0, x1, y1 = (v * found.scale for v in box["xyxy"])
        label = parse_card(box["card"]).index
        inside = [k for k in range(len(cands))
                  if x0 <= cands.center[k][0] <= x1 and y0 <= cands.center[k][1] <= y1]
        # Boxes overlap where cards do: a candidate that another card of the photo explains
        # better is that card's, and nothing inside two boxes is called background.
        good = sorted((k for k in inside if probs[k, label] >= MIN_SHARE
                       and not any(probs[k, other] > probs[k, label] for other in present)),
                      key=lambda k: -probs[k, label])[:PER_BOX]
        bad = [k for k in inside if probs[k, label] < UNLIKELY and probs[k].argmax() < BACKGROUND
               and probs[k].max() > 0.3 and int(probs[k].argmax()) not in present
               and sum(_within(cands.center[k], s) for s in spans) == 1]
        if far and good:
            plausible = [k for k in inside if probs[k, label] >= UNLIKELY]
            rest = [k for k in inside if k not in bad and probs[k, label] < UNLIKELY]
            bad += _far_from(cands, probs, rest, plausible, spans)[:far]
        for k, target, count in ([(k, label, variants) for k in good]
                                 + [(k, BACKGROUND, variants // 4) for k in bad]):
            for copy in copies:
                patches = cut_patches(copy, _jittered(cands, k, count // len(copies) + 1, rng))
                xs.append(patches)
                ys.append(np.full(len(patches), target, np.int64))
    if not xs:
        return np.zeros((0, 48, 32, 3), np.uint8), np.zeros(0, np.int64)
    return np.concatenate(xs), np.concatenate(ys)


def _far_from(cands: Candidates, probs: np.ndarray, inside: list[int], good: list[int],
              spans: list[list[float]]) -> list[int]:
    """The candidates of `inside` (one box's) that lie in no other box and FAR from each of
    `good` (every candidate there that may be an index of the box's card), the most card-like
    first."""
    found = cands.center[good]
    away = [k for k in inside
            if sum(_within(cands.center[k], s) for s in spans) == 1
            and np.linalg.norm(found - cands.center[k], axis=1).min() > FAR * cands.distance[k]]
    return sorted(away, key=lambda k: -float(probs[k, :BACKGROUND].max()))


def _within(point: np.ndarray, span: list[float]) -> bool:
    return bool(span[0] <= point[0] <= span[2] and span[1] <= point[1] <= span[3])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--variants", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--far", type=int, default=0,
                        help="per card box, candidates away from its indices taken as background")
    parser.add_argument("--photos", type=Path, default=PHOTOS,
                        help="a folder of labelled real photos (default: the edje photos)")
    parser.add_argument("--boxes", default="boxes.json", help="its boxes file")
    parser.add_argument("--prefix", default="train_", help="only photos named so")
    parser.add_argument("--name", default="patches_real.npz", help="the file written in OUT")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    xs, ys = [], []
    for image, cards in train_photos(args.photos, args.prefix, args.boxes):
        for turn in (None, cv2.ROTATE_90_CLOCKWISE, cv2.ROTATE_180):
            turned, turned_cards = (image, cards) if turn is None else _turn(image, cards, turn)
            x, y = photo_patches(turned, turned_cards, args.variants // 3, rng, args.far)
            xs.append(x)
            ys.append(y)
    x, y = np.concatenate(xs), np.concatenate(ys)
    args.out.mkdir(parents=True, exist_ok=True)
    np.savez(args.out / args.name, x=x, y=y)
    print(f"{len(y)} real patches: {int((y < BACKGROUND).sum())} indices, "
          f"{int((y == BACKGROUND).sum())} background")


def _turn(image: np.ndarray, cards: Boxes, turn: int) -> tuple[np.ndarray, Boxes]:
    h, w = image.shape[:2]
    out = cv2.rotate(image, turn)
    turned = []
    for card in cards:
        x0, y0, x1, y1 = card["xyxy"]
        if turn == cv2.ROTATE_90_CLOCKWISE:
            box = [h - 1 - y1, x0, h - 1 - y0, x1]
        else:
            box = [w - 1 - x1, h - 1 - y1, w - 1 - x0, h - 1 - y0]
        turned.append({"card": card["card"], "xyxy": box})
    return out, turned


if __name__ == "__main__":
    main()
