"""Why readable cards are missed in rendered scenes (run by hand).

    python bench/vision_misses.py --design ornamental --scenes 60 --seed 150000000
    python bench/vision_misses.py --design tango --scenes 60 --seed 150000000 --each

For every card of a scene with a corner index at least 80 % uncovered that
the reader does not report, each such index is sorted into the first stage
that lost it, and the card into the furthest stage any of its indices reached:

- ``no rank blob`` / ``no suit blob``: no glyph blob lies where the glyph is
  (within a third of the rank-to-suit distance of its centre). The ink there
  is described too: the component of the working image's ink under the glyph's
  centre, too large (``merged``, e.g. into the other glyph or a line), too
  sparse (``sparse``), too small, or none (``no ink``);
- ``one blob, not tried``: the rank and suit are one blob (an index whose rank
  touches its suit, or soft enough to run together), and the touching pass
  (`vision.touching`) cut no candidate of it; the detail is the blob's length
  as a share of the photo's index size (the sure reads' median rank-to-suit
  distance), or that the photo has no sure read. Where it did cut one, the
  index goes on to the stages below;
- ``suit not solid``: both blobs were found, but the suit's ink fills less than
  `SUIT_FILL` of its box or its box is too long, so it is not paired;
- ``not paired``: both found and solid, but sizes or spacing do not fit;
- ``pattern``: the rank blob was taken for part of a pattern;
- ``turned away``: a candidate there, turned away by the first look or scored
  under MIN_SCORE for its card (its best class and score are shown with --each);
- ``lost later``: read at the index but dropped afterwards (second look, size).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision.candidates import SUIT_ASPECT, SUIT_FILL
from vision.classifier import default_classifier
from vision.ink import MIN_FILL, ink_masks
from vision.lattice import pattern_blobs
from vision.recognizer import MIN_SCORE, Workings, read_workings, sure_reads
from vision.search import MAX_GLYPH, MIN_GLYPH, Search
from vision.second_pass import holding, photo_sizes
from vision.synth.measuring import (
    READABLE,
    design_deck,
    measuring_scenes,
    readable_cards,
)
from vision.synth.scenes import SceneMark
from vision.training.dataset import PHOTOS, table_crops, train_photos

NEAR = 1 / 3
STAGES = ("no rank blob", "no suit blob", "one blob, not tried", "suit not solid", "not paired",
          "pattern", "turned away", "lost later")
WHOLE = 2.5
"""A blob holding both glyphs' centres, no longer than this many rank-to-suit distances, is
the whole index (a longer one is the index merged into something else)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scenes", type=int, default=60)
    parser.add_argument("--seed", type=int, default=150_000_000)
    parser.add_argument("--design", default="drawn")
    parser.add_argument("--decks", type=Path, default=Path("/tmp/vision-decks"))
    parser.add_argument("--photos", type=Path, default=PHOTOS)
    parser.add_argument("--each", action="store_true", help="a line per missed index")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    crops = table_crops(train_photos(args.photos))
    design = design_deck(args.design, args.decks, args.photos)
    cards_lost: Counter[str] = Counter()
    index_lost: Counter[str] = Counter()
    ink_said: Counter[str] = Counter()
    readable = 0
    for seed, scene in measuring_scenes(design, crops, args.scenes, args.seed):
        workings = read_workings(scene.image)
        reads = {str(d.card) for d in workings.recognition.cards}
        seen = readable_cards(scene)
        readable += len(seen)
        found = workings.found
        masks = [cv2.connectedComponentsWithStats(mask, connectivity=8)[1:3]
                 for mask in ink_masks(found.work, max(found.work.shape[:2]) * MAX_GLYPH,
                                       minimum=found.minimum)]
        pattern = pattern_blobs(found.blobs)
        size = _index_size(workings)
        for card in sorted(seen - reads):
            furthest = -1
            for mark in scene.marks:
                if str(mark.card) != card or mark.shown < READABLE:
                    continue
                stage, detail = _lost_at(mark, workings, masks, pattern, size)
                index_lost[STAGES[stage]] += 1
                if stage <= 1:  # no blob at a glyph
                    ink_said[detail.split(":")[0]] += 1
                furthest = max(furthest, stage)
                if args.each:
                    print(f"scene {seed} {card}: {STAGES[stage]} {detail}")
            cards_lost[STAGES[furthest]] += 1
    missed = sum(cards_lost.values())
    print(f"\n{args.design} faces, scenes {args.seed}..{args.seed + args.scenes - 1}: "
          f"{missed} of {readable} readable cards missed")
    print("cards, by the furthest stage an index reached: "
          + ", ".join(f"{cards_lost[s]} {s}" for s in STAGES if cards_lost[s]))
    print("indices, by the stage that lost them: "
          + ", ".join(f"{index_lost[s]} {s}" for s in STAGES if index_lost[s]))
    print("ink under a glyph without a blob: "
          + ", ".join(f"{n} {k}" for k, n in ink_said.most_common()))
    return 0


def _index_size(workings: Workings) -> float | None:
    """The photo's index size as the second pass takes it: the median rank-to-suit distance of
    the plain candidates read sure (None: none is)."""
    found = workings.found
    plain = len(found.candidates) if found.plain is None else found.plain
    sure = np.zeros(len(found.candidates), bool)
    sure[:plain] = sure_reads(default_classifier(), workings.probs[:plain])
    return photo_sizes(found, sure)[0] if sure.any() else None


def _whole_blobs(found: Search, rank: np.ndarray, suit: np.ndarray, gap: float) -> np.ndarray:
    """The blobs whose box holds both glyphs' centres and is no longer than WHOLE gaps."""
    inside = holding(found.blobs, rank[None, :]) & holding(found.blobs, suit[None, :])
    return np.flatnonzero(inside & (found.blobs.sizes <= WHOLE * gap))


def _lost_at(mark: SceneMark, workings: Workings, masks: list[tuple[np.ndarray, np.ndarray]],
             pattern: np.ndarray, size: float | None) -> tuple[int, str]:
    """The first stage (an index of STAGES) that lost this corner index, and a detail."""
    found = workings.found
    rank = mark.rank.mean(axis=0) * found.scale
    suit = mark.suit.mean(axis=0) * found.scale
    gap = float(np.linalg.norm(suit - rank))
    centers = found.blobs.centers
    cands = found.candidates
    near_rank = np.nonzero(np.linalg.norm(centers - rank, axis=1) < NEAR * gap)[0]
    near_suit = np.nonzero(np.linalg.norm(centers - suit, axis=1) < NEAR * gap)[0]
    whole = _whole_blobs(found, rank, suit, gap)
    if len(whole) and not (len(near_rank) and len(near_suit)):
        pairs = np.nonzero(np.isin(cands.rank, whole) & (cands.rank == cands.suit))[0]
        if not len(pairs):
            length = float(found.blobs.sizes[whole].max())
            return 2, ("no sure read" if size is None
                       else f"{length / size:.2f} of the index size, {length / gap:.2f} of its own")
        return _scored(mark, workings, pairs)
    if not len(near_rank):
        return 0, _ink_at(rank, masks, found.work)
    if not len(near_suit):
        return 1, _ink_at(suit, masks, found.work)
    pairs = np.nonzero(np.isin(cands.rank, near_rank) & np.isin(cands.suit, near_suit))[0]
    if not len(pairs):
        if pattern[near_rank].all():
            return 5, ""
        blobs = found.blobs
        box = blobs.boxes[near_suit[0]]
        fill = blobs.areas[near_suit[0]] / max(1, box[2] * box[3])
        aspect = max(box[2], box[3]) / max(1, min(box[2], box[3]))
        if fill < SUIT_FILL or aspect > SUIT_ASPECT:
            return 3, f"fill {fill:.2f} aspect {aspect:.1f}"
        sizes = blobs.sizes[near_rank[0]], blobs.sizes[near_suit[0]]
        return 4, f"sizes {sizes[0]:.0f}/{sizes[1]:.0f} gap {gap:.0f}"
    return _scored(mark, workings, pairs)


def _scored(mark: SceneMark, workings: Workings, pairs: np.ndarray) -> tuple[int, str]:
    """How the network scored the candidates `pairs` of this index: turned away or lost later."""
    cards = default_classifier().cards
    label = cards.index(mark.card)
    scores = workings.probs[pairs]
    best = int(np.argmax(scores[:, label]))
    if scores[best, label] < MIN_SCORE:
        top = int(np.argmax(scores[best]))
        return 6, f"{scores[best, label]:.2f} (best {cards[top]} {scores[best, top]:.2f})"
    return 7, f"{scores[best, label]:.2f}"


def _ink_at(point: np.ndarray, masks: list[tuple[np.ndarray, np.ndarray]], work: np.ndarray
            ) -> str:
    """What the ink masks (each as its components' labels and statistics) hold at `point`: the
    component under it, judged as a glyph."""
    long_side = max(work.shape[:2])
    x, y = int(np.rint(point[0])), int(np.rint(point[1]))
    said = []
    for labels, stats in masks:
        window = labels[max(0, y - 2):y + 3, max(0, x - 2):x + 3]
        if not window.any():
            said.append("no ink")
            continue
        ys, xs = np.nonzero(window)
        label = labels[max(0, y - 2) + ys[0], max(0, x - 2) + xs[0]]
        w, h, area = stats[label, 2], stats[label, 3], stats[label, 4]
        size, fill = max(w, h), area / max(1, w * h)
        if size > long_side * MAX_GLYPH:
            said.append(f"merged {size}px")
        elif size < long_side * MIN_GLYPH:
            said.append(f"small {size}px")
        elif fill < MIN_FILL:
            said.append(f"sparse {fill:.2f}")
        else:
            said.append(f"glyph {size}px fill {fill:.2f}")
    return ": ".join([said[0].split(" ")[0], *said])


if __name__ == "__main__":
    raise SystemExit(main())
