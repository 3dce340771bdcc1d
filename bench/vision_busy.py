"""What the quick first look (`vision.prefilter`) saves, busy table by busy table (run by hand).

    python bench/vision_busy.py                  # the four standard sets of vision_eval
    python bench/vision_busy.py --set bidly --busy 1500 --runs 3

Each photo is loaded as the app loads it (a large JPEG decoded at a reduced scale) and
recognised on one thread with the first look and without it (`recognize(..., first_look=
False)`: the network weighs every candidate), timing the process's CPU, best of `--runs`.
A photo is busy when the search finds at least `--busy` candidates (a cork board, a wood
grain). Prints each busy photo, then per group (busy, the others) the time with and without
and their ratio, and the share of candidates the first look passed to the network. Without
the first look's weights (vision/models/prefilter.npz) both timings are the same code.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from vision_eval import STANDARD, standard_photos  # noqa: E402

from vision import recognize  # noqa: E402
from vision.prefilter import default_prefilter  # noqa: E402
from vision.search import search  # noqa: E402


def cpu_time(image: np.ndarray, first_look: bool, runs: int) -> float:
    """The least CPU seconds one `recognize` of `image` took over `runs` runs."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        recognize(image, first_look=first_look)
        best = min(best, time.process_time() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", action="append", choices=sorted(STANDARD), dest="sets",
                        help="a standard set (repeatable; default: all of them)")
    parser.add_argument("--busy", type=int, default=1500,
                        help="candidates from which a photo counts as busy (default 1500)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    first = default_prefilter()
    recognize(np.full((64, 64, 3), 128, np.uint8))  # load the model before timing
    groups: dict[str, list[float]] = {"busy": [0.0, 0.0, 0, 0], "other": [0.0, 0.0, 0, 0]}
    photos = 0
    for photo_set, name, image in standard_photos(args.sets):
        found = search(image)
        candidates = len(found.candidates)
        passed = int(first.keep(found.patches).sum()) if first and candidates else candidates
        with_look = cpu_time(image, True, args.runs)
        without = cpu_time(image, False, args.runs)
        group = groups["busy" if candidates >= args.busy else "other"]
        for k, value in enumerate((with_look, without, passed, candidates)):
            group[k] += value
        photos += 1
        if candidates >= args.busy:
            print(f"{photo_set.name}/{name}: {candidates} candidates, {passed} passed; "
                  f"{with_look * 1000:.0f} ms with the first look, {without * 1000:.0f} ms "
                  "without")
    print(f"\n{photos} photos; first look {'fitted' if first else 'absent (no weights)'}")
    for label, (with_look, without, passed, candidates) in groups.items():
        if not candidates and not without:
            print(f"{label}: none")
            continue
        print(f"{label}: {with_look:.2f} s with the first look, {without:.2f} s without "
              f"(ratio {with_look / max(without, 1e-9):.2f}); it passed {passed:.0f} of "
              f"{candidates:.0f} candidates ({passed / max(candidates, 1):.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
