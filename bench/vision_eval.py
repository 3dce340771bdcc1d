"""Measure the card recogniser on a folder of labelled photos (run by hand).

    python bench/vision_eval.py ../shared/photos/edje --prefix test_
    python bench/vision_eval.py sample_photos --debug out/vision_debug
    python bench/vision_eval.py sample_photos --megapixels 12

The folder holds photos and `labels.json` ({file: [card, ...]}). A photo's
cards are compared as multisets, rank and suit both right: precision is the
share of reported cards that are on the photo, recall the share of cards on
the photo that were reported. Rank-only accuracy compares ranks alone. Times
are for reading the file and recognising it, on one core.

In ../shared/photos/edje some photos show partial cards at the edge that
have no label (its SOURCE.md lists them); a read of a card that is not in the
labels and lies outside every labelled card box of those photos is not held
against the recogniser.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vision import VisionError, draw_detections, load_image, recognize
from vision.results import Recognition

UNLABELLED_EXTRAS = {
    # ../shared/photos/edje/SOURCE.md: unboxed partial cards at the photo's edge, and small
    # card-like corners.
    "test_IMG_2598.JPG", "test_IMG_2686.JPG", "test_IMG_2639.JPG", "test_IMG_2654.JPG",
    "train_IMG_2628.JPG", "test_IMG_2600.JPG", "train_IMG_2638.JPG",
}


def _outside_boxes(box: tuple[float, float, float, float], boxes: list[dict[str, Any]]) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return not any(b["xyxy"][0] <= cx <= b["xyxy"][2] and b["xyxy"][1] <= cy <= b["xyxy"][3]
                   for b in boxes)


def score_photo(name: str, truth: list[str], result: Recognition, boxes: list[dict[str, Any]] | None
                ) -> dict[str, Any]:
    kept = result.cards
    if name in UNLABELLED_EXTRAS and boxes is not None:
        kept = [d for d in result.cards
                if str(d.card) in truth or not _outside_boxes(d.box, boxes)]
    said = [str(d.card) for d in kept]
    sure = [str(d.card) for d in kept if not d.low_confidence]
    want, got = Counter(truth), Counter(said)
    hits = sum((want & got).values())
    rank_hits = sum((Counter(c[0] for c in truth) & Counter(c[0] for c in said)).values())
    return {"file": name, "truth": truth, "said": said, "hits": hits, "rank_hits": rank_hits,
            "perfect": want == got, "sure": len(sure),
            "sure_hits": sum((want & Counter(sure)).values())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--prefix", default="", help="only photos whose name starts with this")
    parser.add_argument("--debug", type=Path, help="write each imperfect photo, annotated, here")
    parser.add_argument("--threads", type=int, default=1, help="OpenCV threads (default 1)")
    parser.add_argument("--megapixels", type=float, default=0,
                        help="also time one photo of the folder scaled up to this many megapixels")
    parser.add_argument("--quiet", action="store_true", help="no line per imperfect photo")
    args = parser.parse_args(argv)
    cv2.setNumThreads(args.threads)
    labels = json.loads((args.folder / "labels.json").read_text())
    boxes_file = args.folder / "boxes.json"
    all_boxes = json.loads(boxes_file.read_text()) if boxes_file.exists() else {}
    names = sorted(n for n in labels if n.startswith(args.prefix))
    recognize(np.full((64, 64, 3), 128, np.uint8))  # load the model before timing
    rows, times, failures = [], [], 0
    for name in names:
        data = (args.folder / name).read_bytes()
        start = time.perf_counter()
        try:
            image = load_image(data)
            result = recognize(image)
        except VisionError as error:
            failures += 1
            print(f"{name}: {error}")
            continue
        times.append(time.perf_counter() - start)
        row = score_photo(name, labels[name], result, all_boxes.get(name))
        rows.append(row)
        if not row["perfect"] and not args.quiet:
            print(f"{name}: truth {' '.join(sorted(row['truth']))} | "
                  f"read {' '.join(sorted(row['said']))}")
        if args.debug and not row["perfect"]:
            args.debug.mkdir(parents=True, exist_ok=True)
            cv2.imwrite(str(args.debug / (Path(name).stem + ".jpg")),
                        draw_detections(image, result))
    truth = sum(len(r["truth"]) for r in rows)
    said = sum(len(r["said"]) for r in rows)
    hits = sum(r["hits"] for r in rows)
    rank_hits = sum(r["rank_hits"] for r in rows)
    print(f"\n{args.folder} {args.prefix + '*' if args.prefix else ''}: {len(rows)} photos, "
          f"{truth} cards" + (f", {failures} unreadable" if failures else ""))
    print(f"precision        {hits / max(1, said):.3f}  ({hits} of {said} reads right)")
    print(f"recall           {hits / max(1, truth):.3f}  ({hits} of {truth} cards found)")
    print(f"rank-only        {rank_hits / max(1, truth):.3f}  (cards whose rank was read)")
    sure = sum(r["sure"] for r in rows)
    sure_hits = sum(r["sure_hits"] for r in rows)
    print(f"sure precision   {sure_hits / max(1, sure):.3f}  ({sure_hits} of {sure} reads not "
          f"marked low-confidence; {said - sure} marked)")
    perfect = sum(r["perfect"] for r in rows)
    print(f"perfect photos   {perfect / max(1, len(rows)):.3f}  ({perfect} of {len(rows)})")
    if times:
        print(f"time per photo   median {statistics.median(times) * 1000:.0f} ms, "
              f"worst {max(times) * 1000:.0f} ms ({args.threads} thread)")
    if args.megapixels and names:
        busiest = max(names, key=lambda n: (len(labels[n]), n))
        time_large(args.folder / busiest, args.megapixels)
    return 0


def time_large(path: Path, megapixels: float) -> None:
    """Scale one photo up to `megapixels`, save it as JPEG, and time reading and recognising it."""
    image = load_image(path.read_bytes())
    factor = (megapixels * 1e6 / (image.shape[0] * image.shape[1])) ** 0.5
    big = cv2.resize(image, None, fx=factor, fy=factor, interpolation=cv2.INTER_CUBIC)
    # Sensor noise, so that the JPEG is as large and slow to decode as a camera's.
    noise = np.random.default_rng(0).normal(0, 3, size=big.shape)
    big = np.clip(big + noise, 0, 255).astype(np.uint8)
    data = cv2.imencode(".jpg", big, [cv2.IMWRITE_JPEG_QUALITY, 90])[1].tobytes()
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        result = recognize(load_image(data))
        runs.append(time.perf_counter() - start)
    print(f"{big.shape[1]}x{big.shape[0]} ({big.shape[0] * big.shape[1] / 1e6:.1f} MP, "
          f"{len(data) / 1e6:.1f} MB JPEG) from {path.name}: best {min(runs) * 1000:.0f} ms, "
          f"worst {max(runs) * 1000:.0f} ms; read {len(result.cards)} cards")


if __name__ == "__main__":
    raise SystemExit(main())
