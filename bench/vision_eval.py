"""Measure the card recogniser on labelled photo sets (run by hand).

    python bench/vision_eval.py                      # every standard set below
    python bench/vision_eval.py --set bidly --set test
    python bench/vision_eval.py sample_photos --debug out/vision_debug   # any labelled folder
    python bench/vision_eval.py --megapixels 24     # each photo enlarged as a 24 MP camera's

The standard sets (paths from the project's root):

- ``test``: ../shared/photos/edje, photos named ``test_*`` (real, one Pinochle deck, never
  trained on);
- ``train``: the same folder's ``train_*`` photos (trained on);
- ``samples``: sample_photos/ (5 real edje photos, the rest rendered by the project);
- ``bidly``: ../shared/photos/bidly/deals (six real photos of another, standard deck in four
  13-card fans; labels in ../shared/photos/bidly/labels.json). The deck's faces are in
  ../shared/photos/bidly/cards; as long as the classifier is not trained on them, this is an
  unseen deck.

A photo's cards are compared as multisets, rank and suit both right. Per set it prints:
precision (reads that are right), recall (cards on the photo that were read), the precision of
the reads *not* marked unsure (``low_confidence``), the share of wrong reads that were marked
unsure, the share of right reads left sure, rank-only recall, the share of photos read
perfectly, how often a photo with a card missed says that cards could not be read (or that
it is blurred) and how often one with none missed says so wrongly, and the median and worst
time per photo (decoding the file and recognising it, on
one core; a large JPEG decoded at a reduced scale, as the app does). With ``--megapixels``,
each photo is first enlarged to about that size and encoded again (a 24 MP photo is decoded at
a quarter, about 1,415 px long, and the working image shrunk from that by linear steps or area
averaging: a path the photos at their own size may not take).

Cards that are in the frame but cannot be read by eye are no fault either way: reads of the
unlabelled partial cards that ../shared/photos/edje/SOURCE.md lists (outside every labelled box),
and reads of the cards that ../shared/photos/bidly/labels_notes.json names ``not_readable``
(out of frame or hidden), are left out of every count and reported apart.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vision import (  # noqa: E402
    READ_SIDE,
    VisionError,
    draw_detections,
    load_image,
    load_photo,
    recognize,
)
from vision.loading import FinerDecode, photo_size  # noqa: E402
from vision.results import Recognition  # noqa: E402

SHARED = ROOT.parent / "shared" / "photos"

UNLABELLED_EXTRAS = {
    # ../shared/photos/edje/SOURCE.md: unboxed partial cards at the photo's edge, and small
    # card-like corners.
    "test_IMG_2598.JPG", "test_IMG_2686.JPG", "test_IMG_2639.JPG", "test_IMG_2654.JPG",
    "train_IMG_2628.JPG", "test_IMG_2600.JPG", "train_IMG_2638.JPG",
}


@dataclass(frozen=True)
class PhotoSet:
    """A folder of photos with their labels: {file: [card, ...]}."""

    name: str
    folder: Path
    labels: dict[str, list[str]]
    boxes: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    unreadable: dict[str, set[str]] = field(default_factory=dict)
    """Cards of the deck that are in the photo's scene but cannot be read (not counted)."""


def labelled_folder(folder: Path, prefix: str = "", name: str = "") -> PhotoSet:
    """A folder with its own labels.json (and boxes.json and labels_notes.json, if any: the
    latter's ``not_readable`` cards of a photo are not counted, as for the bidly deals)."""
    labels = json.loads((folder / "labels.json").read_text())
    boxes_file = folder / "boxes.json"
    boxes = json.loads(boxes_file.read_text()) if boxes_file.exists() else {}
    notes_file = folder / "labels_notes.json"
    notes = json.loads(notes_file.read_text()) if notes_file.exists() else {}
    return PhotoSet(name or f"{folder.name} {prefix}*".strip(" *"), folder,
                    {k: v for k, v in labels.items() if k.startswith(prefix)}, boxes,
                    unreadable={k: set(v.get("not_readable", [])) for k, v in notes.items()})


def bidly_deals() -> PhotoSet:
    base = SHARED / "bidly"
    labels = json.loads((base / "labels.json").read_text())
    notes = json.loads((base / "labels_notes.json").read_text())
    return PhotoSet("bidly deals (unseen deck)", base / "deals", labels,
                    unreadable={k: set(v.get("not_readable", [])) for k, v in notes.items()})


STANDARD = {
    "test": lambda: labelled_folder(SHARED / "edje", "test_", "edje test_"),
    "train": lambda: labelled_folder(SHARED / "edje", "train_", "edje train_"),
    "samples": lambda: labelled_folder(ROOT / "sample_photos", name="sample_photos"),
    "bidly": bidly_deals,
}
SETS = ("test", "train", "samples", "bidly")
"""The standard sets in the order they are reported."""


def standard_photos(keys: Sequence[str] | None = None
                    ) -> Iterator[tuple[PhotoSet, str, np.ndarray]]:
    """(set, file name, picture) for each photo of the standard sets `keys` (default: all),
    each loaded as the app loads it (a large JPEG decoded at a reduced scale)."""
    for key in keys or SETS:
        yield from set_photos(STANDARD[key]())


def set_photos(photos: PhotoSet) -> Iterator[tuple[PhotoSet, str, np.ndarray]]:
    """(set, file name, picture) for each photo of `photos`, loaded as the app loads it."""
    for name in sorted(photos.labels):
        yield photos, name, load_image((photos.folder / name).read_bytes(), reduce_to=READ_SIDE)


def _outside_boxes(box: tuple[float, float, float, float], boxes: list[dict[str, Any]],
                   scale: float = 1.0) -> bool:
    """Whether the centre of `box` (in a photo enlarged `scale` times) lies outside `boxes`."""
    cx, cy = (box[0] + box[2]) / (2 * scale), (box[1] + box[3]) / (2 * scale)
    return not any(b["xyxy"][0] <= cx <= b["xyxy"][2] and b["xyxy"][1] <= cy <= b["xyxy"][3]
                   for b in boxes)


@dataclass
class Tally:
    """Counts over the photos of a set."""

    photos: int = 0
    cards: int = 0
    right_sure: int = 0
    right_unsure: int = 0
    wrong_sure: int = 0
    wrong_unsure: int = 0
    rank_hits: int = 0
    perfect: int = 0
    not_counted: int = 0
    unreadable_files: int = 0
    short: int = 0
    """Photos with a card not read."""
    short_told: int = 0
    """...of which the warnings say that cards could not be read (or that it is blurred)."""
    whole_warned: int = 0
    """Photos with every card read, that still got the "could not be read" note."""
    times: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for key, value in vars(other).items():
            setattr(self, key, getattr(self, key) + value)


def score_photo(photos: PhotoSet, name: str, result: Recognition, scale: float = 1.0
                ) -> tuple[Tally, list[str]]:
    """The counts of one photo (its reads on a picture `scale` times the photo's size), and its
    wrong reads and misses for a report line."""
    truth = photos.labels[name]
    kept = result.cards
    boxes = photos.boxes.get(name)
    if name in UNLABELLED_EXTRAS and boxes is not None:
        kept = [d for d in kept
                if str(d.card) in truth or not _outside_boxes(d.box, boxes, scale)]
    hidden = photos.unreadable.get(name, set())
    kept = [d for d in kept if str(d.card) not in hidden]
    tally = Tally(photos=1, cards=len(truth), not_counted=len(result.cards) - len(kept))
    want = Counter(truth)
    sure = Counter(str(d.card) for d in kept if not d.low_confidence)
    unsure = Counter(str(d.card) for d in kept if d.low_confidence)
    for card in set(sure) | set(unsure):
        right = min(want[card], sure[card] + unsure[card])
        right_sure = min(right, sure[card])  # sure reads of a card are counted right first
        tally.right_sure += right_sure
        tally.right_unsure += right - right_sure
        tally.wrong_sure += sure[card] - right_sure
        tally.wrong_unsure += unsure[card] - (right - right_sure)
    said = sure + unsure
    tally.rank_hits = sum((Counter(c[0] for c in truth)
                           & Counter(c[0] for c in said.elements())).values())
    tally.perfect = int(want == said)
    told = any(w.code == TOLD for w in result.warnings)
    tally.short = int(bool(want - said))
    tally.short_told = int(bool(want - said) and (told or any(w.code == "blurred"
                                                               for w in result.warnings)))
    tally.whole_warned = int(not (want - said) and told)
    wrong = [f"{c}{'?' if unsure[c] else ''}" for c in sorted((said - want).elements())]
    missed = sorted((want - said).elements())
    notes = ([f"wrong {' '.join(wrong)}"] if wrong else []) + (
        [f"missed {' '.join(missed)}"] if missed else [])
    return tally, notes


TOLD = "unread"
"""The code of the warning that cards are there but could not be read (vision.unread)."""


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.3f}" if whole else "  -  "


def report(name: str, t: Tally) -> list[str]:
    right = t.right_sure + t.right_unsure
    wrong = t.wrong_sure + t.wrong_unsure
    said = right + wrong
    sure = t.right_sure + t.wrong_sure
    lines = [f"{name}: {t.photos} photos, {t.cards} cards"
             + (f", {t.unreadable_files} files refused" if t.unreadable_files else "")
             + (f", {t.not_counted} reads of unlabelled or hidden cards not counted"
                if t.not_counted else ""),
             f"  precision                  {_share(right, said)}  ({right} of {said} reads right)",
             f"  recall                     {_share(right, t.cards)}  ({right} of {t.cards} cards)",
             f"  precision of sure reads    {_share(t.right_sure, sure)}  "
             f"({t.right_sure} of {sure} reads not marked unsure)",
             f"  wrong reads marked unsure  {_share(t.wrong_unsure, wrong)}  "
             f"({t.wrong_unsure} of {wrong})",
             f"  right reads left sure      {_share(t.right_sure, right)}  "
             f"({t.right_sure} of {right})",
             f"  rank-only recall           {_share(t.rank_hits, t.cards)}",
             f"  photos read perfectly      {_share(t.perfect, t.photos)}  "
             f"({t.perfect} of {t.photos})",
             f"  missed cards told          {_share(t.short_told, t.short)}  ({t.short_told} of "
             f"{t.short} photos with a card missed say so; {t.whole_warned} of "
             f"{t.photos - t.short} with none missed say so wrongly)"]
    if t.times:
        lines.append(f"  time per photo             median {statistics.median(t.times) * 1000:.0f}"
                     f" ms, worst {max(t.times) * 1000:.0f} ms (decode + recognise, 1 thread)")
    return lines


def jpeg_file(image: np.ndarray) -> bytes:
    """`image` saved as a camera saves a photo: a JPEG of quality 92."""
    return cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 92])[1].tobytes()


def enlarged_jpeg(data: bytes, megapixels: float) -> bytes:
    """The photo enlarged (bicubic, keeping its shape) to about `megapixels` and saved again
    (`jpeg_file`): the same scene as a larger camera takes it, for the app's reduced decode
    and the working image's shrink from that."""
    image = load_image(data)
    height, width = image.shape[:2]
    scale = (megapixels * 1e6 / (height * width)) ** 0.5
    size = (round(width * scale), round(height * scale))
    return jpeg_file(cv2.resize(image, size, interpolation=cv2.INTER_CUBIC))


def without_colour(image: np.ndarray) -> np.ndarray:
    """A BGR photo as a camera set to black and white saves it: its grey, in three equal
    channels (a new array)."""
    grey = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    return cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)


def read_file(data: bytes, read: Callable[..., Recognition] = recognize,
              grey: bool = False) -> tuple[np.ndarray, Recognition]:
    """A photo file read as the app reads it: decoded (a large JPEG at a reduced scale), then
    read, a part of it decoded again more finely for the closer look; with `grey`, without
    its colour (`without_colour`, the finer part too). The picture read, and its read."""
    photo = load_photo(data, reduce_to=READ_SIDE)
    image, finer = photo.image, photo.finer
    if grey:
        image = without_colour(image)
        finer = GreyFiner(finer) if finer is not None else None
    return image, read(image, finer=finer)


class GreyFiner(FinerDecode):
    """A `FinerDecode` whose parts come without their colour, as the grey photo read."""

    def __init__(self, finer: FinerDecode) -> None:
        super().__init__(finer.data, finer.factor, finer.orientation)

    def region(self, box: tuple[int, int, int, int], want: int
               ) -> tuple[np.ndarray, int] | None:
        again = super().region(box, want)
        return (without_colour(again[0]), again[1]) if again is not None else None


def evaluate(photos: PhotoSet, debug: Path | None, quiet: bool,
             read: Callable[..., Recognition] = recognize,
             megapixels: float | None = None, grey: bool = False) -> Tally:
    """Every photo of the set read and scored; with `megapixels`, each enlarged to about that
    size first (`enlarged_jpeg`; the time then counts only its decode and reading); with
    `grey`, each read without its colour (`without_colour`)."""
    total = Tally()
    for name in sorted(photos.labels):
        original = (photos.folder / name).read_bytes()
        data = enlarged_jpeg(original, megapixels) if megapixels else original
        start = time.perf_counter()
        try:
            image, result = read_file(data, read, grey)
        except VisionError as error:
            total.unreadable_files += 1
            print(f"  {name}: {error}")
            continue
        elapsed = time.perf_counter() - start
        # The reads lie on the picture read (enlarged, then perhaps decoded reduced); the
        # labels' boxes on the photo as it is.
        scale = result.width / photo_size(original)[0]
        tally, notes = score_photo(photos, name, result, scale)
        tally.times.append(elapsed)
        total.add(tally)
        if notes and not quiet:
            print(f"  {name}: " + "; ".join(notes))
        if debug and notes:
            debug.mkdir(parents=True, exist_ok=True)
            cv2.imwrite(str(debug / f"{photos.folder.name}-{Path(name).stem}.jpg"),
                        draw_detections(image, result))
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, nargs="?",
                        help="a folder with labels.json (default: the standard sets)")
    parser.add_argument("--prefix", default="", help="with a folder: only names starting so")
    parser.add_argument("--set", action="append", choices=sorted(STANDARD), dest="sets",
                        help="a standard set (repeatable; default: all of them)")
    parser.add_argument("--debug", type=Path, help="write each imperfect photo, annotated, here")
    parser.add_argument("--threads", type=int, default=1, help="OpenCV threads (default 1)")
    parser.add_argument("--quiet", action="store_true", help="no line per imperfect photo")
    parser.add_argument("--no-first-look", action="store_true",
                        help="the network weighs every candidate (no vision.prefilter)")
    parser.add_argument("--megapixels", type=float,
                        help="read each photo enlarged to about this size, as a JPEG (e.g. 24)")
    parser.add_argument("--grey", action="store_true",
                        help="read each photo without its colour, as a camera set to black and "
                        "white takes it")
    args = parser.parse_args(argv)
    cv2.setNumThreads(args.threads)
    read = partial(recognize, first_look=not args.no_first_look)
    if args.folder:
        sets = [labelled_folder(args.folder, args.prefix)]
    else:
        sets = [STANDARD[s]() for s in (args.sets or SETS)]
    recognize(np.full((64, 64, 3), 128, np.uint8))  # load the model before timing
    summary = []
    for photos in sets:
        name = photos.name + (" without colour" if args.grey else "")
        print(f"{name} ({photos.folder})")
        summary += report(name, evaluate(photos, args.debug, args.quiet, read, args.megapixels,
                                         args.grey))
    print()
    print("\n".join(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
