"""Recall of real photos made worse on purpose: soft, faint, small, large, glare (run by hand).

    python bench/vision_degrade.py                       # every set, every degradation
    python bench/vision_degrade.py --set bidly --only blur2 --only faint30

The photos are the labelled real ones (``vision_eval``'s sets: edje ``test_``, the bidly
deals, the shipped samples), each read as it is and after one of DEGRADATIONS below, which
keep what is on the photo (so its labels) but change how it shows:

- ``blurN``: a Gaussian blur of sigma N/640 of the photo's longer side (2N working pixels);
- ``faintN``: contrast cut to N % around the photo's mean (washed-out print);
- ``soft``: blur1.5 and faint50 together (a slightly soft, flat photo);
- ``smallN``: the photo shrunk to N % (indices of ~10 pixels and less);
- ``glare``: a blown-out white patch over a sixth of the photo;
- ``dim``, ``dark``: brightness cut to 35 % or 18 % (a dim room), with sensor noise;
- ``farN``: the photo as the middle of a shot N times as wide and as tall, its edges running on
  as the table around it (a hand photographed from farther away by a camera of as many more
  pixels): the cards a small part of the photo, with all their detail;
- ``large``: each labelled card box of the edje photos cut out with a margin and scaled up to
  1600 pixels (one card filling the photo; the index is then up to a fifth of the short side).

With ``--as-file`` each picture so made is saved as a JPEG (quality 92) and read from its bytes
as the app reads a photo (``vision_eval.read_file``: a large JPEG decoded at a reduced scale);
without it the reader is handed the picture itself, every pixel of it. With ``--grey`` each
is read without its colour, as a camera set to black and white takes it
(``vision_eval.without_colour``; with ``--as-file``, the parts the closer look decodes again
too).

Per set and degradation it prints recall, precision (not for ``large``: the margin shows parts
of unlabelled neighbouring cards), the precision of the reads not marked unsure and the share
of right reads left so, and how many photos with a card missed say why (the note ``unread``,
``blurred``, ``dark`` or ``small``). Timings on a shared machine mean little.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from vision_eval import (  # noqa: E402
    STANDARD,
    PhotoSet,
    Tally,
    jpeg_file,
    read_file,
    score_photo,
    without_colour,
)

from vision import recognize  # noqa: E402
from vision.results import Recognition  # noqa: E402

Image = np.ndarray


def _blur(n: float) -> Callable[[Image], Image]:
    def apply(image: Image) -> Image:
        sigma = max(image.shape[:2]) * n / 640
        return cv2.GaussianBlur(image, (0, 0), sigma)
    return apply


def _faint(share: float) -> Callable[[Image], Image]:
    def apply(image: Image) -> Image:
        mean = float(image.mean())
        out = mean + (image.astype(np.float32) - mean) * share
        return np.clip(out, 0, 255).astype(np.uint8)
    return apply


def _small(share: float) -> Callable[[Image], Image]:
    def apply(image: Image) -> Image:
        h, w = image.shape[:2]
        return cv2.resize(image, (max(32, round(w * share)), max(32, round(h * share))),
                          interpolation=cv2.INTER_AREA)
    return apply


def _glare(image: Image) -> Image:
    h, w = image.shape[:2]
    rng = np.random.default_rng(h * 7919 + w)
    cx, cy = rng.uniform(0.25, 0.75) * w, rng.uniform(0.25, 0.75) * h
    radius = (h * w / 6 / np.pi) ** 0.5
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / radius
    light = np.clip(1.6 - d, 0, 1)[..., None] * 255
    return np.clip(image.astype(np.float32) + light, 0, 255).astype(np.uint8)


def _dark(image: Image) -> Image:
    rng = np.random.default_rng(1)
    out = image.astype(np.float32) * 0.18 + rng.normal(0, 2.0, image.shape)
    return np.clip(out, 0, 255).astype(np.uint8)


def _dim(image: Image) -> Image:
    rng = np.random.default_rng(1)
    out = image.astype(np.float32) * 0.35 + rng.normal(0, 1.5, image.shape)
    return np.clip(out, 0, 255).astype(np.uint8)


def _far(factor: int) -> Callable[[Image], Image]:
    def apply(image: Image) -> Image:
        h, w = image.shape[:2]
        dy, dx = (factor - 1) * h // 2, (factor - 1) * w // 2
        return cv2.copyMakeBorder(image, dy, dy, dx, dx, cv2.BORDER_REPLICATE)
    return apply


def _soft(image: Image) -> Image:
    return _faint(0.5)(_blur(1.5)(image))


DEGRADATIONS: dict[str, Callable[[Image], Image] | None] = {
    "plain": lambda image: image,
    "blur1": _blur(1.0), "blur2": _blur(2.0), "blur3": _blur(3.0),
    "faint50": _faint(0.5), "faint30": _faint(0.3), "faint20": _faint(0.2),
    "soft": _soft,
    "small50": _small(0.5), "small35": _small(0.35), "dim": _dim,
    "glare": _glare, "dark": _dark,
    "far2": _far(2), "far3": _far(3),
    "large": None,
}


def photos_of(photos: PhotoSet, name: str, every: int) -> Iterator[tuple[str, Image]]:
    for k, file in enumerate(sorted(photos.labels)):
        if k % every:
            continue
        image = cv2.imread(str(photos.folder / file), cv2.IMREAD_COLOR)
        if image is not None:
            yield file, image


def large_cards(photos: PhotoSet, every: int) -> Iterator[tuple[str, Image, list[str]]]:
    """Each labelled card box, cut out with a margin and scaled up to 1600 pixels."""
    for n, (file, boxes) in enumerate(sorted(photos.boxes.items())):
        if file not in photos.labels or n % every:
            continue
        image = cv2.imread(str(photos.folder / file), cv2.IMREAD_COLOR)
        if image is None:
            continue
        h, w = image.shape[:2]
        for k, box in enumerate(boxes):
            x0, y0, x1, y1 = box["xyxy"]
            mx, my = (x1 - x0) * 0.15, (y1 - y0) * 0.15
            cut = image[max(0, int(y0 - my)):min(h, int(y1 + my)),
                        max(0, int(x0 - mx)):min(w, int(x1 + mx))]
            scale = 1600 / max(cut.shape[:2])
            big = cv2.resize(cut, None, fx=scale, fy=scale, interpolation=cv2.INTER_CUBIC)
            yield f"{file}#{k}", big, [box["card"]]


def run(photos: PhotoSet, degradation: str, every: int, verbose: bool,
        as_file: bool = False, grey: bool = False) -> tuple[Tally, int]:
    total, told = Tally(), 0
    if degradation == "large":
        if not photos.boxes:
            return total, 0
        items: Iterator[tuple[str, Image, list[str]]] = large_cards(photos, every)
    else:
        change = DEGRADATIONS[degradation]
        assert change is not None
        items = ((f, change(im), photos.labels[f]) for f, im in photos_of(photos, "", every))
    for name, image, truth in items:
        one = PhotoSet(photos.name, photos.folder, {name: truth},
                       unreadable=photos.unreadable)
        if as_file:
            data = jpeg_file(image)
        elif grey:
            image = without_colour(image)
        start = time.perf_counter()
        result = read_file(data, grey=grey)[1] if as_file else recognize(image)
        tally, notes = score_photo(one, name, result)
        tally.times.append(time.perf_counter() - start)
        total.add(tally)
        if tally.short:
            told += _says_why(result)
        if verbose and notes:
            print(f"    {degradation} {name}: {'; '.join(notes)} | "
                  f"{'; '.join(str(w) for w in result.warnings)}")
    return total, told


def _says_why(result: Recognition) -> bool:
    """Whether the advice tells why cards are missing (not merely that none was found)."""
    return any(w.code in ("unread", "blurred", "dark", "small") for w in result.warnings)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", action="append", choices=["test", "bidly", "samples"],
                        dest="sets")
    parser.add_argument("--only", action="append", choices=sorted(DEGRADATIONS))
    parser.add_argument("--every", type=int, default=2,
                        help="take every Nth photo of a set (default 2)")
    parser.add_argument("--as-file", action="store_true",
                        help="read each picture from a JPEG of it, as the app reads a photo")
    parser.add_argument("--grey", action="store_true",
                        help="read each picture without its colour")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    recognize(np.full((64, 64, 3), 128, np.uint8))
    print(f"{'set':<10} {'degradation':<11} {'photos':>6} {'cards':>5} {'recall':>7} "
          f"{'precision':>9} {'sure prec':>9} {'left sure':>9} {'missed told':>12} "
          f"{'median ms':>9}")
    for key in args.sets or ["test", "bidly", "samples"]:
        photos = STANDARD[key]()
        every = 1 if key != "test" else args.every
        for degradation in args.only or list(DEGRADATIONS):
            t, told = run(photos, degradation, every, args.verbose, args.as_file, args.grey)
            if not t.photos:
                continue
            right = t.right_sure + t.right_unsure
            said = right + t.wrong_sure + t.wrong_unsure
            times = sorted(t.times)
            # A close-up's margin shows parts of the neighbouring cards, which are not labelled.
            precision = "-" if degradation == "large" else f"{right / max(1, said):.3f}"
            sure = t.right_sure + t.wrong_sure
            sure_precision = "-" if degradation == "large" or not sure else (
                f"{t.right_sure / sure:.3f}")
            print(f"{key:<10} {degradation:<11} {t.photos:>6} {t.cards:>5} "
                  f"{right / max(1, t.cards):>7.3f} {precision:>9} {sure_precision:>9} "
                  f"{t.right_sure / max(1, right):>9.3f} "
                  f"{f'{told}/{t.short}':>12} {times[len(times) // 2] * 1000:>9.0f}",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
