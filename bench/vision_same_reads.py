"""Check that a change meant only for speed gives exactly the same reads (run by hand).

    python bench/vision_same_reads.py --save /tmp/before.json     # on the old code
    python bench/vision_same_reads.py --compare /tmp/before.json  # on the new code

Reads every photo of `vision_eval`'s standard sets (edje ``test_`` and ``train_``, the samples,
the bidly deals) and `--scenes` freshly rendered scenes (drawn design, with decoys every second
one), as the app does (a large JPEG decoded at a reduced scale), and writes or compares, per
photo: each card read, its confidence (to 4 decimals), whether it is marked unsure, how many
corners were read, its box (to 0.1 pixel), and the warnings. With `--compare` it prints every
photo whose reads differ and exits 1 if any does. `--tolerance T` lets confidences differ by up
to T (a change of runtime that moves the network's scores by 1e-5 can turn a fourth decimal)
and prints the largest difference seen; everything else must still match exactly.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from vision_eval import SETS, STANDARD, standard_photos  # noqa: E402

from vision import recognize  # noqa: E402
from vision.results import Recognition  # noqa: E402


def _reads(result: Recognition) -> dict[str, Any]:
    return {"cards": [[str(d.card), round(d.confidence, 4), d.low_confidence, d.corners,
                       [round(v, 1) for v in d.box]] for d in result.cards],
            "warnings": [n.to_dict() for n in result.warnings]}


def same_reads(before: dict[str, Any] | None, now: dict[str, Any] | None,
               tolerance: float) -> tuple[bool, float]:
    """Whether two photos' reads match, confidences within `tolerance`; and the largest
    confidence difference between cards that otherwise match."""
    if before is None or now is None or tolerance == 0:
        return before == now, 0.0
    if before["warnings"] != now["warnings"] or len(before["cards"]) != len(now["cards"]):
        return False, 0.0
    largest = 0.0
    for old, new in zip(before["cards"], now["cards"], strict=True):
        if old[:1] + old[2:] != new[:1] + new[2:]:
            return False, largest
        largest = max(largest, abs(old[1] - new[1]))
    return largest <= tolerance + 1e-9, largest


def all_reads(sets: list[str], scenes: int, seed: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in sets:
        for _photos, name, image in standard_photos([key]):
            out[f"{key}/{name}"] = _reads(recognize(image))
    if scenes:
        from vision.synth.scenes import make_scene
        from vision.training.dataset import PHOTOS, table_crops, train_photos
        crops = table_crops(train_photos(PHOTOS))
        for i in range(scenes):
            scene = make_scene(np.random.default_rng(seed + i), crops=crops, tidy=i % 3 == 0,
                               decoys=i % 2 == 1)
            out[f"scene/{seed + i}"] = _reads(recognize(scene.image))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--save", type=Path)
    parser.add_argument("--compare", type=Path)
    parser.add_argument("--set", action="append", choices=sorted(STANDARD), dest="sets")
    parser.add_argument("--scenes", type=int, default=60)
    parser.add_argument("--seed", type=int, default=131_000_000)
    parser.add_argument("--tolerance", type=float, default=0.0,
                        help="how far confidences may differ (default 0: exactly the same)")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    reads = all_reads(args.sets or list(SETS), args.scenes, args.seed)
    if args.save:
        args.save.write_text(json.dumps(reads, indent=0))
        print(f"{len(reads)} photos' reads written to {args.save}")
    if args.compare:
        before = json.loads(args.compare.read_text())
        differ, largest = [], 0.0
        for key in sorted(set(before) | set(reads)):
            same, gap = same_reads(before.get(key), reads.get(key), args.tolerance)
            largest = max(largest, gap)
            if not same:
                differ.append(key)
                print(f"{key}:\n  before {before.get(key)}\n  now    {reads.get(key)}")
        print(f"{len(reads)} photos read, {len(differ)} differ"
              + (f"; confidences differ by at most {largest:.4f}" if args.tolerance else ""))
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
