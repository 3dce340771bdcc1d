"""Measure the card recogniser on freshly rendered photos (run by hand).

    python bench/vision_synth_eval.py --scenes 400 --seed 55000000
    python bench/vision_synth_eval.py --scenes 400 --seed 66000000 --wrong
    python bench/vision_synth_eval.py --design ornamental --decks /tmp/vision-decks --scenes 60
    python bench/vision_synth_eval.py --scenes 200 --long-side 1415   # as a 24 MP photo reads
    python bench/vision_synth_eval.py --scenes 200 --grey     # as a black-and-white photo reads

Renders scenes with `vision.synth` (the renderer that makes the training
data, tables from the `train_` photos included) from seeds of their own —
training used seeds from 1,000,000 up to 1,003,000, the samples 202,600 up
to 202,651 — so they are as new to the classifier as a photo can be that the
project draws itself. A third of them are tidy (the hand framed as a player
would); the rest are as varied as the training scenes: cards off the edge,
tiny, blurred, glared, half covered by other cards.

A read is right when its card is in the scene (covered or not). Recall
counts only the cards with a corner index at least 80 % uncovered, since
those are the ones a player could read; a card read although each of its
indices is mostly covered counts as right, not as found. Wrong reads are
sorted into misreads (at a true corner index of another card) and reads of
something that is no index at all. `--decoys` adds print that is no index
(`vision.synth.decoys`: imprints on aces, card boxes and backs, a newspaper
over part of the hand). `--long-side` enlarges each scene (bicubic) to that
longer side before it is read: a 24 MP photo is decoded at a quarter, about
1,415 px long, and the working image is shrunk from it, where a scene
rendered at the working size is not shrunk at all.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision_eval import without_colour

from vision import recognize
from vision.synth.measuring import design_deck, measuring_scenes, readable_cards
from vision.synth.scenes import Scene
from vision.training.dataset import PHOTOS, table_crops, train_photos


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenes", type=int, default=400)
    parser.add_argument("--seed", type=int, default=55_000_000,
                        help="the first scene's seed (keep clear of the training seeds)")
    parser.add_argument("--wrong", action="store_true", help="a line per wrong read")
    parser.add_argument("--decoys", action="store_true",
                        help="scenes with print that is no index (imprints, boxes, newspaper)")
    parser.add_argument("--design", default="drawn",
                        help="card faces: 'drawn' by the project (default), 'bidly' (the "
                        "photographed faces of ../shared/photos/bidly/cards), or the path of an "
                        "SVG card theme with aisleriot's ids, e.g. /usr/share/aisleriot/cards/"
                        "tango.svgz from Debian's gnome-cards-data (needs rsvg-convert), or the "
                        "name of a design of vision.synth.designs drawn into --decks")
    parser.add_argument("--decks", type=Path, default=Path("/tmp/vision-decks"),
                        help="faces drawn by python -m vision.synth.designs DIR")
    parser.add_argument("--photos", type=Path, default=PHOTOS,
                        help="the edje photos, for real table surfaces (default "
                        "../shared/photos/edje)")
    parser.add_argument("--no-first-look", action="store_true",
                        help="the network weighs every candidate (no vision.prefilter)")
    parser.add_argument("--suit-shapes", type=float, default=0.0,
                        help="the share of drawn decks whose suit signs are of a shape of their "
                        "own (vision.synth.glyphs.shaped_suit), not those training drew")
    parser.add_argument("--long-side", type=int,
                        help="enlarge each scene to this longer side (pixels) before reading")
    parser.add_argument("--grey", action="store_true",
                        help="read each scene without its colour (vision_eval.without_colour)")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    first_look = not args.no_first_look
    crops = table_crops(train_photos(args.photos))
    try:
        design = design_deck(args.design, args.decks, args.photos)
    except ValueError as error:
        raise SystemExit(str(error)) from None
    recognize(np.full((64, 64, 3), 128, np.uint8))  # load the model before timing
    said = right = visible = found = 0
    kinds: Counter[str] = Counter()
    sure = sure_right = 0
    short = told = warned = 0
    threes = threes_found = threes_as_five = 0
    times = []
    for seed, scene in measuring_scenes(design, crops, args.scenes, args.seed, args.decoys,
                                        args.suit_shapes):
        image, scale = _enlarged(scene.image, args.long_side)
        if args.grey:
            image = without_colour(image)
        start = time.perf_counter()
        result = recognize(image, first_look=first_look)
        times.append(time.perf_counter() - start)
        cards = {str(c) for c in scene.cards}
        seen = readable_cards(scene)
        reads = [str(d.card) for d in result.cards]
        said += len(reads)
        right += sum(r in cards for r in reads)
        sure += sum(not d.low_confidence for d in result.cards)
        sure_right += sum(not d.low_confidence and str(d.card) in cards for d in result.cards)
        visible += len(seen)
        found += len(seen & set(reads))
        seen_threes = {c for c in seen if c[0] == "3"}
        threes += len(seen_threes)
        threes_found += len(seen_threes & set(reads))
        threes_as_five += sum(r[0] == "5" and r not in cards and "3" + r[1] in seen_threes
                              for r in reads)
        says = any(w.code in ("unread", "blurred") for w in result.warnings)
        if seen - set(reads):
            short += 1
            told += says
        else:
            warned += any(w.code == "unread" for w in result.warnings)
        for d in result.cards:
            if str(d.card) in cards:
                continue
            box = (d.box[0] / scale, d.box[1] / scale, d.box[2] / scale, d.box[3] / scale)
            kind = "misread" if _at_an_index(box, scene) else "no index"
            kinds[kind] += 1
            if args.wrong:
                print(f"scene {seed}: {d.card} {d.confidence:.2f} "
                      f"(corners {d.corners}), {kind}")
    print(f"\nrendered scenes {args.seed}..{args.seed + args.scenes - 1}"
          f"{' with decoys' if args.decoys else ''}{' without colour' if args.grey else ''}"
          f"{f', suit signs shaped in {args.suit_shapes:.0%} of decks' if args.suit_shapes else ''}"
          f", {args.design} faces: {args.scenes} photos, "
          f"{visible} readable cards")
    print(f"precision        {right / max(1, said):.4f}  ({right} of {said} reads right; wrong: "
          + (", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "none") + ")")
    print(f"recall           {found / max(1, visible):.4f}  ({found} of {visible} cards found)")
    print(f"sure precision   {sure_right / max(1, sure):.4f}  ({sure_right} of {sure} reads not "
          f"marked low-confidence)")
    wrong, wrong_sure = said - right, sure - sure_right
    print(f"wrong marked     {(wrong - wrong_sure) / max(1, wrong):.4f}  ({wrong - wrong_sure} of "
          f"{wrong} wrong reads marked unsure)")
    print(f"right left sure  {sure_right / max(1, right):.4f}  ({sure_right} of {right} right "
          f"reads not marked)")
    print(f"threes           {threes_found} of {threes} readable 3s read; {threes_as_five} "
          f"wrong reads of a 5 where the 3 of that suit lies")
    print(f"missed told      {told / max(1, short):.4f}  ({told} of {short} photos with a "
          f"readable card missed say so or that they are blurred; {warned} of "
          f"{args.scenes - short} with none missed say so wrongly)")
    print(f"time per photo   median {statistics.median(times) * 1000:.0f} ms, "
          f"worst {max(times) * 1000:.0f} ms (recognition only, 1 thread)")
    return 0


def _enlarged(image: np.ndarray, long_side: int | None) -> tuple[np.ndarray, float]:
    """`image` enlarged (bicubic) to `long_side` if that is larger, and the scale applied."""
    height, width = image.shape[:2]
    if not long_side or long_side <= max(height, width):
        return image, 1.0
    scale = long_side / max(height, width)
    size = (round(width * scale), round(height * scale))
    return cv2.resize(image, size, interpolation=cv2.INTER_CUBIC), scale


def _at_an_index(box: tuple[float, float, float, float], scene: Scene) -> bool:
    """Whether a read's centre lies on some corner index of the scene."""
    centre = np.array([(box[0] + box[2]) / 2, (box[1] + box[3]) / 2])
    for mark in scene.marks:
        rank, suit = mark.rank.mean(axis=0), mark.suit.mean(axis=0)
        if np.linalg.norm((rank + suit) / 2 - centre) < np.linalg.norm(suit - rank):
            return True
    return False


if __name__ == "__main__":
    raise SystemExit(main())
