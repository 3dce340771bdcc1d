"""What each kind of evidence says about right and wrong reads (run by hand).

    python bench/vision_evidence.py --scenes 120 --seed 150000000            # drawn design
    python bench/vision_evidence.py --scenes 60 --design /usr/share/aisleriot/cards/plastic.svgz
    python bench/vision_evidence.py --set test --set samples                 # real photos
    python bench/vision_evidence.py --folder /tmp/cc/webcam                  # any labelled folder
    python bench/vision_evidence.py ... --dump reads.jsonl                   # every read

Reads rendered scenes (as `vision_synth_eval`), `vision_eval`'s labelled sets or any folder
with a labels.json, and for every card reported tells whether it is right and what
`vision.doubt` weighed: the network's score, corners agreeing, a clash, the pips, the index's
print against the photo's other reads, the strongest rival read of its spot, the red share of
its suit sign's and rank glyph's ink and whether the suit's colour clashes with it, or for a
red read in red ink its score given that ink (`vision.ink_colour`), its score given the
suit its beside-pips show (`vision.pip_shape`), and for a card read at both corners its score
given both and its ink. It prints, per signal, how many right and
wrong reads show it, and the sure/unsure split of right and wrong reads with the evidence and
without it (the network's probability alone, SURE). This is where the rule of `vision.doubt`
is chosen; it is then judged on fresh scenes and photos with `vision_synth_eval` and
`vision_eval`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from vision_eval import (  # noqa: E402
    STANDARD,
    labelled_folder,
    set_photos,
    standard_photos,
    without_colour,
)

from vision.doubt import DOUBTED, SURE  # noqa: E402
from vision.ink_colour import red_share  # noqa: E402
from vision.recognizer import read_workings  # noqa: E402
from vision.style import deviation, index_style  # noqa: E402


def photos(args: argparse.Namespace) -> Iterator[tuple[str, np.ndarray, Counter[str]]]:
    """(name, picture, the cards in it) for each photo or scene asked for."""
    for key in args.sets or []:
        for found, name, image in standard_photos([key]):
            yield f"{key}/{name}", image, Counter(found.labels[name])
    for folder in args.folders or []:
        for found, name, image in set_photos(labelled_folder(folder)):
            yield f"{folder.name}/{name}", image, Counter(found.labels[name])
    if args.scenes:
        from vision.synth.measuring import design_deck, measuring_scenes
        from vision.training.dataset import PHOTOS, table_crops, train_photos
        crops = table_crops(train_photos(PHOTOS))
        design = design_deck(args.design, args.decks, PHOTOS)
        for seed, scene in measuring_scenes(design, crops, args.scenes, args.seed, args.decoys):
            yield f"scene/{seed}", scene.image, Counter(str(c) for c in scene.cards)


def rows(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    for name, image, truth in photos(args):
        work = read_workings(without_colour(image) if args.grey else image, everything=True)
        found = work.found
        tops = [p[0] for p in work.places]
        cands, blobs = found.candidates, found.blobs
        measures = index_style(cands.distance[tops], blobs.sizes[cands.rank[tops]],
                               blobs.sizes[cands.suit[tops]]) if tops else np.zeros((0, 3))
        dev = deviation(measures) if tops else np.zeros((0, 3))
        left = Counter(truth)
        for k, (d, e) in enumerate(zip(work.recognition.cards, work.evidence, strict=True)):
            right = left[str(d.card)] > 0
            left[str(d.card)] -= right
            yield {"photo": name, "card": str(d.card), "right": right, "score": e.score,
                   "corners": e.corners, "clash": e.clash, "pips": e.pips, "count": e.pip_count,
                   "out_of_style": e.out_of_style, "rival": round(e.rival, 4),
                   "runner_up": round(e.runner_up, 4),
                   "dev": [round(float(v), 3) for v in dev[k]], "reported": d.confidence,
                   "suit_red": round(red_share(found.work, blobs.boxes[cands.suit[tops[k]]]), 3),
                   "rank_red": round(red_share(found.work, blobs.boxes[cands.rank[tops[k]]]), 3),
                   "suit_px": float(blobs.sizes[cands.suit[tops[k]]]),
                   "second": e.second_look, "ink_clash": e.ink_clash, "pip_suit": e.pip_suit,
                   "suit_from_shape": e.suit_from_shape, "other_look": e.other_look,
                   "second_pass": e.second_pass, "given_ink": round(e.given_ink, 4),
                   "given_pips": round(e.given_pips, 4),
                   "given_corners": round(e.given_corners, 4),
                   "touching": bool(cands.rank[tops[k]] == cands.suit[tops[k]]),
                   "places": [round(float(work.probs[p].max()), 3) for p in work.places[k]]}


def summary(table: list[dict[str, Any]]) -> list[str]:
    right = [r for r in table if r["right"]]
    wrong = [r for r in table if not r["right"]]
    lines = [f"{len(table)} reads: {len(right)} right, {len(wrong)} wrong"]

    def count(rows_: list[dict[str, Any]], test: Any, sure: bool = False) -> int:
        return sum(bool(test(r)) and (not sure or r["score"] >= SURE) for r in rows_)

    signals = {
        "corners agree": lambda r: r["corners"] == 2,
        "clash": lambda r: r["clash"] > 0,
        "clash >= SURE": lambda r: r["clash"] >= SURE,
        "pips agree": lambda r: r["pips"] is True,
        "pips disagree": lambda r: r["pips"] is False,
        "ink clashes": lambda r: r["ink_clash"],
        "beside-pips' suit": lambda r: r.get("pip_suit", False),
        "suit from shape": lambda r: r.get("suit_from_shape", False),
        "other corner's suit": lambda r: r.get("other_look", 0.0) >= DOUBTED,
        "red, given its ink": lambda r: r.get("given_ink", 0.0) >= SURE > r["score"],
        "given its pips": lambda r: r.get("given_pips", 0.0) >= SURE > r["score"],
        "given both corners": lambda r: r.get("given_corners", 0.0) >= SURE > r["score"],
        "out of style": lambda r: r["out_of_style"],
        "rival >= 0.1": lambda r: r["rival"] >= 0.1,
        "rival >= 0.2": lambda r: r["rival"] >= 0.2,
        "rival >= 0.3": lambda r: r["rival"] >= 0.3,
        "rival >= 0.5": lambda r: r["rival"] >= 0.5,
        "runner-up >= 0.05": lambda r: r["runner_up"] >= 0.05,
        "runner-up >= 0.1": lambda r: r["runner_up"] >= 0.1,
        "size off x1.4": lambda r: r["dev"][0] > np.log(1.4),
        "size off x1.6": lambda r: r["dev"][0] > np.log(1.6),
        "suit/rank off x1.3": lambda r: r["dev"][1] > np.log(1.3),
        "suit/rank off x1.5": lambda r: r["dev"][1] > np.log(1.5),
        "spacing off x1.3": lambda r: r["dev"][2] > np.log(1.3),
        "spacing off x1.6": lambda r: r["dev"][2] > np.log(1.6),
    }
    for name, test in signals.items():
        lines.append(f"  {name:<20} right {count(right, test):>5}  wrong {count(wrong, test):>4}"
                     f"   (of them sure by score: right {count(right, test, True):>5}"
                     f", wrong {count(wrong, test, True):>4})")
    for label, key in (("network alone", "score"), ("with evidence", "reported")):
        unsure = sum(r[key] < SURE for r in wrong)
        kept = sum(r[key] >= SURE for r in right)
        lines.append(f"  {label:<14}: wrong marked unsure {unsure} of {len(wrong)}, "
                     f"right left sure {kept} of {len(right)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", action="append", choices=sorted(STANDARD), dest="sets")
    parser.add_argument("--folder", type=Path, action="append", dest="folders",
                        help="a folder of photos with its labels.json (repeatable)")
    parser.add_argument("--scenes", type=int, default=0)
    parser.add_argument("--seed", type=int, default=150_000_000)
    parser.add_argument("--design", default="drawn",
                        help="drawn, bidly, a design drawn into --decks, or an SVG theme's path")
    parser.add_argument("--decks", type=Path, default=Path("/tmp/vision-decks"),
                        help="faces drawn by python -m vision.synth.designs DIR")
    parser.add_argument("--decoys", action="store_true")
    parser.add_argument("--dump", type=Path, help="write every read as a JSON line here")
    parser.add_argument("--grey", action="store_true", help="read each photo without its colour")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    table = list(rows(args))
    if args.dump:
        args.dump.write_text("".join(json.dumps(r) + "\n" for r in table))
    print("\n".join(summary(table)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
