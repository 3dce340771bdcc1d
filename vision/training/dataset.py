"""Labelled candidate patches for training: from rendered scenes and from the real train_ photos.

    python -m vision.training.dataset OUT_DIR [--scenes 3000] [--workers 2] [--seed 1]
        [--designs DECKS_DIR --design-share 0.6] [--second-pass] [--shown 0.8]
        [--suit-shapes 0.0]

Each rendered scene goes through the very search that recognition runs
(`vision.search.search`), and every candidate is labelled from where the
scene put each corner index: that card, background, or left out (an index
less than `--shown` uncovered, 0.8 unless told). All true indices are kept and a sample of the background.
A share of the scenes (`--decoys`) also shows print that is no index: maker's
imprints on aces, card boxes and backs, a newspaper over part of the hand. With
`--designs` (a folder written by `python -m vision.synth.designs`), a share of the
scenes (`--design-share`) deals the cards of a real deck design instead of drawn
faces, one design per scene; designs held out for measuring are refused. Some of the
scenes then lay two players' hands on one table, and cork boards join the tables.
With `--second-pass`, the candidates of recognition's second pass (`vision.second_pass`: a
whole index whose rank touches its suit, a suit crowded out of a tight fan) are labelled too,
the scene's true indices found plainly standing for the sure reads that size that pass.
With `--suit-shapes`, that share of the drawn decks prints suit signs of a shape of its own
(`vision.synth.glyphs.shaped_suit`) instead of the fonts' and the two drawn ones.
The real photos add table surfaces and background candidates (everything
outside the labelled card boxes), turned and scaled at random; only the
`train_` photos are used, so the `test_` ones stay unseen.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from typing import Any, NamedTuple

import cv2
import numpy as np

from scorekeeper.gin.cards import Card

from ..search import Search, search
from ..second_pass import second_pass
from ..synth.designs import DESIGNS
from ..synth.faces import Face
from ..synth.photo_deck import PhotoDeck
from ..synth.scenes import TWO_HANDS, Scene, make_scene
from .labels import BACKGROUND, HIDDEN, SHOWN, Mark, label_candidates, scene_marks

PHOTOS = Path(__file__).resolve().parents[2].parent / "shared" / "photos" / "edje"
Boxes = list[dict[str, Any]]
"""A photo's labelled card boxes, as in boxes.json: {"card": "QD", "xyxy": [x0, y0, x1, y1]}."""
BACKGROUND_PER_POSITIVE = 2.0
MIN_BACKGROUND = 40


def train_photos(folder: Path = PHOTOS, prefix: str = "train_",
                 boxes_file: str = "boxes.json") -> list[tuple[np.ndarray, Boxes]]:
    """The photos of `folder` whose names start with `prefix` (the edje `train_` photos by
    default), with their card boxes from `boxes_file`."""
    if not (folder / boxes_file).exists():
        return []
    boxes = json.loads((folder / boxes_file).read_text())
    out = []
    for name, cards in sorted(boxes.items()):
        if name.startswith(prefix):
            image = cv2.imread(str(folder / name))
            if image is not None:
                out.append((image, cards))
    return out


def table_crops(photos: list[tuple[np.ndarray, Boxes]]) -> list[np.ndarray]:
    """Pieces of the real photos with no card in them, as table surfaces."""
    crops = []
    for image, cards in photos:
        h, w = image.shape[:2]
        covered = np.zeros((h, w), bool)
        for card in cards:
            x0, y0, x1, y1 = card["xyxy"]
            covered[max(0, y0 - 10):y1 + 10, max(0, x0 - 10):x1 + 10] = True
        for y in range(0, h - 96, 48):
            for x in range(0, w - 96, 48):
                if not covered[y:y + 128, x:x + 128].any() and y + 128 <= h and x + 128 <= w:
                    crops.append(image[y:y + 128, x:x + 128].copy())
    return crops


def _sample(labels: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    positives = np.nonzero((labels >= 0) & (labels < BACKGROUND))[0]
    background = np.nonzero(labels == BACKGROUND)[0]
    count = max(MIN_BACKGROUND, int(len(positives) * BACKGROUND_PER_POSITIVE))
    if len(background) > count:
        background = rng.choice(background, size=count, replace=False)
    return np.concatenate([positives, background])


TWO_HAND_SHARE = 0.15
"""Of the scenes dealt in a real design, the share showing two hands on one table."""


def trained_designs(folder: Path) -> list[str]:
    """The designs of `folder` (written by `vision.synth.designs`) that training may see:
    every design of `DESIGNS` not held out, with at least 40 faces drawn."""
    return [d.name for d in DESIGNS if not d.held_out and (folder / d.name).is_dir()
            and len(list((folder / d.name).glob("*.png"))) >= 40]


def trained_decks(folder: Path) -> dict[str, PhotoDeck]:
    """The decks of `trained_designs(folder)`, with their faces and indices."""
    return {name: PhotoDeck(folder / name) for name in trained_designs(folder)}


def _deal(deck: PhotoDeck, rng: np.random.Generator
          ) -> tuple[list[Card], str | None, tuple[int, ...]]:
    """Cards of a scene in a real design: a hand of 1 to 11, or two hands of 7 to 11."""
    faces = sorted(deck.faces, key=lambda c: c.index)
    if rng.random() < TWO_HAND_SHARE:
        first, second = (int(v) for v in rng.integers(7, 12, size=2))
        picked = rng.choice(len(faces), size=min(len(faces), first + second), replace=False)
        return ([faces[int(k)] for k in picked], str(rng.choice(TWO_HANDS)),
                (min(first, len(picked) - 1),))
    n = int(rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 11]))
    picked = rng.choice(len(faces), size=n, replace=False)
    return [faces[int(k)] for k in picked], None, ()


def training_scene(rng: np.random.Generator, crops: list[np.ndarray], decoys: bool = False,
                   deck: PhotoDeck | None = None, suit_shapes: float = 0.0) -> Scene:
    """A rendered scene as training renders it: drawn faces (a `suit_shapes` share of decks
    with suit signs of their own shape), or dealt from a real `deck`."""
    if deck is None:
        return make_scene(rng, crops=crops, decoys=decoys, suit_shapes=suit_shapes)
    cards, layout, breaks = _deal(deck, rng)
    face: Callable[[Card, np.random.Generator], Face] = deck.face
    return make_scene(rng, crops=crops, decoys=decoys, deck=face, cards=cards,
                      layout=layout, breaks=breaks, cork_boards=True)


def scene_samples(seed: int, crops: list[np.ndarray], decoys: bool = False,
                  deck: PhotoDeck | None = None, second: bool = False, shown: float = SHOWN,
                  suit_shapes: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """Patches and labels from one rendered scene (with print that is no index: `decoys`;
    dealt from a real design: `deck`; with the second pass's candidates too: `second`; an index
    at least `shown` uncovered is a positive; drawn decks with suit signs of their own shape:
    `suit_shapes`, a share)."""
    rng = np.random.default_rng(seed)
    scene = training_scene(rng, crops, decoys, deck, suit_shapes)
    found = search(scene.image)
    marks = scene_marks(scene, found.scale)
    labels = label_candidates(found.candidates, marks, shown)
    if second:
        found, labels = with_second_pass(found, labels, marks, shown)
    keep = _sample(labels, rng)
    return found.patches[keep], labels[keep]


def with_second_pass(found: Search, labels: np.ndarray, marks: list[Mark],
                     shown: float = SHOWN) -> tuple[Search, np.ndarray]:
    """`found` with the candidates recognition's second pass adds (`vision.second_pass`:
    whole indices whose rank touches its suit, suits crowded out of a tight fan), and the
    labels of all. The true indices found plainly stand for the sure reads that size the
    pass at recognition time, so that the network learns the patches it will be shown there."""
    more = second_pass(found, (labels >= 0) & (labels < BACKGROUND))
    if len(more.candidates) == len(found.candidates):
        return found, labels
    added = more.candidates.subset(np.arange(len(found.candidates), len(more.candidates)))
    return more, np.concatenate([labels, label_candidates(added, marks, shown)])


def photo_samples(seed: int, photo: tuple[np.ndarray, Boxes]) -> tuple[np.ndarray, np.ndarray]:
    """Background patches from a real photo turned, scaled and recoloured at random."""
    rng = np.random.default_rng(seed)
    image, cards = photo
    h, w = image.shape[:2]
    angle = rng.uniform(0, 360)
    zoom = rng.uniform(1.0, 3.5)
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, zoom)
    size = int(max(h, w) * zoom * 1.1)
    matrix[:, 2] += (size / 2 - w / 2, size / 2 - h / 2)
    turned = cv2.warpAffine(image, matrix, (size, size), borderMode=cv2.BORDER_REFLECT)
    turned = np.clip(turned * rng.uniform(0.7, 1.2, size=3), 0, 255).astype(np.uint8)
    found = search(turned)
    inside = np.zeros(len(found.candidates), bool)
    for card in cards:
        x0, y0, x1, y1 = card["xyxy"]
        corners = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], np.float32)
        poly = cv2.transform(corners[None], matrix)[0] * found.scale
        centre = poly.mean(axis=0)
        poly = (poly - centre) * 1.15 + centre
        for k, point in enumerate(found.candidates.center):
            if not inside[k] and cv2.pointPolygonTest(poly, (float(point[0]), float(point[1])),
                                                      False) >= 0:
                inside[k] = True
    outside = np.nonzero(~inside)[0]
    if len(outside) > 150:
        outside = rng.choice(outside, size=150, replace=False)
    return found.patches[outside], np.full(len(outside), BACKGROUND, np.int64)


_CROPS: list[np.ndarray] = []
_PHOTOS: list[tuple[np.ndarray, Boxes]] = []
_DECKS: dict[str, PhotoDeck] = {}


def _init() -> None:
    cv2.setNumThreads(1)
    if not _PHOTOS:
        _PHOTOS.extend(train_photos())
        _CROPS.extend(table_crops(_PHOTOS))


def _save(out: Path, name: str, patches: list[np.ndarray], labels: list[np.ndarray]) -> None:
    y = np.concatenate(labels)
    np.savez(out / name, x=np.concatenate(patches), y=y)
    print(f"wrote {name}: {len(y)} patches ({int((y < BACKGROUND).sum())} indices)", flush=True)


class _Task(NamedTuple):
    """One worker's task: a scene (plain or with decoys) or a real photo's variant."""

    kind: str
    """"scene", "decoys" or "photo"."""
    seed: int
    design: str
    """The trained design the scene is dealt in; "" for drawn faces."""
    second: bool
    """Also label the second pass's candidates."""
    shown: float
    """The share of an index uncovered that makes it a positive."""
    suit_shapes: float
    """The share of drawn decks whose suit signs are of a shape of their own."""


def _job(task: _Task) -> tuple[np.ndarray, np.ndarray]:
    """The patches and labels of one task."""
    if task.kind == "photo":
        return photo_samples(task.seed, _PHOTOS[task.seed % len(_PHOTOS)])
    return scene_samples(task.seed, _CROPS, decoys=task.kind == "decoys",
                         deck=_DECKS[task.design] if task.design else None, second=task.second,
                         shown=task.shown, suit_shapes=task.suit_shapes)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--scenes", type=int, default=3000)
    parser.add_argument("--photo-variants", type=int, default=400)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decoys", type=float, default=0.5,
                        help="share of scenes with print that is no index (synth.decoys)")
    parser.add_argument("--designs", type=Path,
                        help="faces of real deck designs (python -m vision.synth.designs DIR)")
    parser.add_argument("--design-share", type=float, default=0.6,
                        help="share of scenes dealt in a real design (with --designs)")
    parser.add_argument("--save-every", type=int, default=0,
                        help="also write the patches so far every this many tasks "
                        "(patches_SEED_K.npz), so that training can start on part of them")
    parser.add_argument("--second-pass", action="store_true",
                        help="also label the candidates of recognition's second pass (touching "
                        "and crowded indices), sized by the true indices found plainly")
    parser.add_argument("--shown", type=float, default=SHOWN,
                        help="an index at least this share uncovered is a positive; a less "
                        "uncovered one is left out (default %(default)s)")
    parser.add_argument("--suit-shapes", type=float, default=0.0,
                        help="share of drawn decks whose suit signs are of a shape of their own "
                        "(vision.synth.glyphs.shaped_suit; default none)")
    args = parser.parse_args(argv)
    if not HIDDEN <= args.shown <= 1:
        parser.error(f"--shown is a share of the index uncovered, from {HIDDEN} to 1, "
                     f"not {args.shown}")
    args.out.mkdir(parents=True, exist_ok=True)
    base = args.seed * 1_000_000
    names = trained_designs(args.designs) if args.designs else []
    if args.designs:
        print(f"{len(names)} designs trained on: {', '.join(names)}", flush=True)
    rng = np.random.default_rng(args.seed)
    tasks: list[_Task] = []
    for i in range(args.scenes):
        decoys = rng.random() < args.decoys
        design = str(rng.choice(names)) if names and rng.random() < args.design_share else ""
        tasks.append(_Task("decoys" if decoys else "scene", base + i, design, args.second_pass,
                           args.shown, args.suit_shapes))
    if train_photos():
        tasks += [_Task("photo", base + i, "", False, args.shown, 0.0)
                  for i in range(args.photo_variants)]
    start = time.perf_counter()
    # Loaded once here, before the workers are forked, which share them: cv2 keeps to one
    # thread first (a fork while its thread pool runs can hang the workers).
    _init()
    if args.designs is not None:
        _DECKS.update(trained_decks(args.designs))
    rng.shuffle(tasks)  # the real photos' variants spread over the parts saved
    patches, labels = [], []
    part = 0
    with Pool(args.workers) as pool:
        for i, (p, lab) in enumerate(pool.imap_unordered(_job, tasks, chunksize=4)):
            patches.append(p)
            labels.append(lab)
            if i % 200 == 0:
                print(f"{i}/{len(tasks)} tasks, {time.perf_counter() - start:.0f} s", flush=True)
            if args.save_every and (i + 1) % args.save_every == 0:
                _save(args.out, f"patches_{args.seed}_{part}.npz", patches, labels)
                patches, labels, part = [], [], part + 1
    if patches:
        _save(args.out, f"patches_{args.seed}_{part}.npz" if part else
              f"patches_{args.seed}.npz", patches, labels)
    print(f"done in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
