"""Time reading a photo against the floor, one plain decode of the same file (run by hand).

    python bench/vision_speed.py                         # 3, 12 and 24 MP from two samples
    python bench/vision_speed.py --megapixels 12 --photo sample_photos/gin_fan_1.jpg

Each photo is scaled up to the size a phone takes (4:3), given sensor noise so that its JPEG
is as large and as slow to decode as a camera's (quality 92), and kept in memory. Then, on one
core, best of `--runs`:

- ``decode``: one plain full-size ``cv2.imdecode`` of the bytes, the floor;
- ``load``: ``vision.load_photo(bytes, reduce_to=vision.READ_SIDE)``, as the app and the
  command read a photo (checks, EXIF orientation, a reduced decode where the photo is larger
  than reading needs);
- ``recognize``: the first read of that picture (``vision.recognizer.read_photo``);
- ``read``: ``vision.recognize(photo.image, finer=photo.finer)`` after the load, as the app
  reads (with the closer look, where the hand lies in a small part of the photo);
  and its ratio to ``decode``.

With ``--cpu`` the process's CPU time is timed instead of the wall clock: on a machine shared
with other work it is the steadier figure (one thread, so it is also the wall time the read
would take on an idle core).

It also prints how many candidate indices the network weighed. Nothing is written to disk.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vision import READ_SIDE, load_image, load_photo, recognize  # noqa: E402
from vision.recognizer import read_photo  # noqa: E402

PHOTOS = ("sample_photos/gin_fan_1.jpg", "sample_photos/edje_IMG_2383.jpg")


def camera_jpeg(path: Path, megapixels: float, seed: int = 0) -> bytes:
    """The photo scaled (and cropped) to 4:3 at `megapixels`, with sensor noise, as a JPEG."""
    image = load_image(path.read_bytes())
    height, width = image.shape[:2]
    if width / height > 4 / 3:
        cut = int(height * 4 / 3)
        image = image[:, (width - cut) // 2:(width + cut) // 2]
    else:
        cut = int(width * 3 / 4)
        image = image[(height - cut) // 2:(height + cut) // 2]
    new_w = round((megapixels * 1e6 * 4 / 3) ** 0.5)
    new_h = round(new_w * 3 / 4)
    big = cv2.resize(image, (new_w, new_h), interpolation=cv2.INTER_CUBIC)
    noise = np.random.default_rng(seed).normal(0.0, 3.0, size=big.shape)
    big = np.clip(big.astype(np.float32) + noise, 0, 255).astype(np.uint8)
    return cv2.imencode(".jpg", big, [cv2.IMWRITE_JPEG_QUALITY, 92])[1].tobytes()


CLOCK: Callable[[], float] = time.perf_counter


def best(runs: int, action: Callable[[], Any]) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(runs):
        start = CLOCK()
        out = action()
        times.append(CLOCK() - start)
    return min(times), out


def _read(data: bytes) -> object:
    photo = load_photo(data, reduce_to=READ_SIDE)
    return recognize(photo.image, finer=photo.finer)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--megapixels", type=float, action="append")
    parser.add_argument("--photo", type=Path, action="append")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--cpu", action="store_true",
                        help="time the process's CPU time, not the wall clock (on a machine "
                             "shared with other work; with --threads 1)")
    args = parser.parse_args(argv)
    cv2.setNumThreads(args.threads)
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    print(f"load average {' '.join(f'{v:.1f}' for v in os.getloadavg())}, "
          f"{'CPU time' if args.cpu else 'wall clock'}, best of {args.runs}")
    recognize(np.full((64, 64, 3), 128, np.uint8))  # load the model before timing
    print(f"{'photo':<22} {'MP':>4} {'MB':>5} {'decode':>8} {'load':>8} {'recognize':>9} "
          f"{'read':>8} {'ratio':>6} {'cands':>6} cards")
    for path in args.photo or [ROOT / p for p in PHOTOS]:
        for megapixels in args.megapixels or [3.0, 12.0, 24.0]:
            data = camera_jpeg(path, megapixels)
            buffer = np.frombuffer(data, np.uint8)
            decode, full = best(args.runs, partial(cv2.imdecode, buffer, cv2.IMREAD_COLOR))
            load, photo = best(args.runs, partial(load_photo, data, reduce_to=READ_SIDE))
            rec, (result, found, _) = best(args.runs, partial(read_photo, photo.image))
            read, _ = best(args.runs, partial(_read, data))
            print(f"{path.name:<22} {full.shape[0] * full.shape[1] / 1e6:>4.0f} "
                  f"{len(data) / 1e6:>5.1f} {decode * 1000:>6.0f}ms {load * 1000:>6.0f}ms "
                  f"{rec * 1000:>7.0f}ms {read * 1000:>6.0f}ms {read / decode:>5.1f}x "
                  f"{len(found.candidates):>6} {len(result.cards)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
