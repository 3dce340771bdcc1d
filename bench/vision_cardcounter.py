"""Make three labelled sets of real photos of decks the reader never saw (run by hand).

    git clone --depth 1 https://github.com/Ammememe/CardCounterML /tmp/ccml
    python bench/vision_cardcounter.py /tmp/ccml /tmp/cardcounter
    python bench/vision_eval.py /tmp/cardcounter/phone-colour     # and phone-grey, webcam

The source is the "Card Detection" dataset (version 12) that a Roboflow user,
cadyzedevelopmenthub, published under CC BY 4.0 (https://universe.roboflow.com/
cadyzedevelopmenthub/card-detection-zk7wu); the GitHub repository above carries its export in
`datasets/`. Nothing of it is in this project: this script reads a clone and writes the sets
to a scratch folder. The reader was never trained or calibrated on any of it.

The export mixes many sources. Kept are the two made of camera photos of standard decks:

- ``IMG_20220921_*``: phone photos, one to six cards on tables of wood, stone and cloth,
  some of them taken without colour (grey). Written to ``phone-colour`` and ``phone-grey``
  (a photo is grey when no pixel's channels differ from their mean by GREY_CHROMA or more,
  at the 99th percentile).
- ``WIN_*``: webcam photos of up to 16 cards in rows and overlapping fans on a table, as a
  Gin Rummy hand lies. Written to ``webcam``.

Left out: the rendered and composited scenes, single rendered cards, screenshots of an online
poker room, a deck printed in gold on black cards (light ink on dark, which the reader does
not look for), and webcam photos of a person holding a card up to the camera (faces).

The export stretched every photo to 640 × 640. Each is given back its camera's shape (the
phone photos 3:4 upright, the webcam photos 16:9), the shapes under which its cards have a
card's proportions. Of the export's three augmented copies of each photo (brightness, a
little blur, salt-and-pepper noise on 0.49 % of the pixels) the first is kept, and its
salt-and-pepper noise, which no camera makes, is taken out with a 3 × 3 median first
(``--raw`` keeps it: the reader then loses about one card in twenty more to the lone
pixels, which break and speckle small glyphs).

A photo's labels are the cards of its corner boxes (two per card where both corners show;
the backs and jokers dropped). The labeller boxed the cards a photo was taken of and often
not the others at its edges; `vision_cardcounter_notes.json` (beside this script) names, per
photo, cards whose index shows but that have no box (found by looking at every wrong read of
the shipped reader, on both the raw and the filtered photos). They go into each set's
``labels_notes.json`` as ``not_readable``: reads of them count neither way, as for the
bidly deals. ``corner_boxes.json`` keeps each labelled corner's box (in the photo's pixels,
as `boxes.json` writes card boxes) for `vision.training.real --photos`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import cv2
import numpy as np

NOTES = Path(__file__).with_name("vision_cardcounter_notes.json")
CLASSES = tuple(sorted([rank + suit for rank in (*"A23456789", "10", *"JQK")
                        for suit in "CDHS"] + ["BACK", "BLACK JOKER", "RED JOKER"]))
"""The export's classes in its `data.yaml` order, which is alphabetical ("10C" first)."""
KINDS = {"IMG_20220921_": ("phone", (480, 640)), "WIN_": ("webcam", (1138, 640))}
"""Source photo name prefix -> (set, width × height the photo is given back)."""
GREY_CHROMA = 8.0
"""A photo whose 99th percentile of |channel - mean of channels| is under this is grey."""


def card_name(label: str) -> str:
    """The export's class name as this project writes a card ("10C" -> "TC")."""
    return "T" + label[2:] if label.startswith("10") else label


def corner_boxes(label_text: str, width: int, height: int) -> list[dict[str, object]]:
    """Each card's corner box of a YOLO label file, in pixels of the photo given back its
    shape (`width` × `height`): {"card": "QD", "xyxy": [x0, y0, x1, y1]}, as boxes.json.
    Backs and jokers are dropped."""
    boxes: list[dict[str, object]] = []
    for line in label_text.splitlines():
        fields = line.split()
        if not fields or CLASSES[int(fields[0])] == "BACK" or "JOKER" in CLASSES[int(fields[0])]:
            continue
        cx, cy, w, h = (float(v) for v in fields[1:5])
        boxes.append({"card": card_name(CLASSES[int(fields[0])]),
                      "xyxy": [round((cx - w / 2) * width), round((cy - h / 2) * height),
                               round((cx + w / 2) * width), round((cy + h / 2) * height)]})
    return boxes


def photo_cards(boxes: list[dict[str, object]]) -> list[str]:
    """The distinct cards of a photo's corner boxes."""
    return sorted({str(box["card"]) for box in boxes})


def is_grey(image: np.ndarray) -> bool:
    """No colour in the photo: its channels agree everywhere, up to noise."""
    pixels = image.astype(np.int16)
    chroma = np.abs(pixels - pixels.mean(axis=2, keepdims=True)).max(axis=2)
    return float(np.percentile(chroma, 99)) < GREY_CHROMA


def source_photos(clone: Path) -> dict[str, tuple[str, Path, Path]]:
    """Source photo name -> (its kind's prefix, the first copy's image, its label file)."""
    found: dict[str, tuple[str, Path, Path]] = {}
    for image in sorted(clone.glob("datasets/*/images/*.jpg")):
        source = re.sub(r"\.rf\.[0-9a-f]+$", "", image.stem)
        prefix = next((p for p in KINDS if source.startswith(p)), None)
        if prefix is None or source in found:
            continue
        found[source] = (prefix, image, image.parents[1] / "labels" / f"{image.stem}.txt")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("clone", type=Path, help="a clone of Ammememe/CardCounterML")
    parser.add_argument("out", type=Path, help="where the sets are written")
    parser.add_argument("--raw", action="store_true",
                        help="keep the export's salt-and-pepper noise (no median filter)")
    args = parser.parse_args(argv)
    notes = json.loads(NOTES.read_text())
    sets: dict[str, dict[str, list[str]]] = {}
    boxes: dict[str, dict[str, list[dict[str, object]]]] = {}
    for source, (prefix, image_path, label_path) in source_photos(args.clone).items():
        kind, size = KINDS[prefix]
        image = cv2.imread(str(image_path), cv2.IMREAD_COLOR)
        if image is None:
            print(f"cannot read {image_path}", file=sys.stderr)
            return 1
        if kind == "phone":
            kind += "-grey" if is_grey(image) else "-colour"
        name = f"{source}.jpg"
        folder = args.out / kind
        folder.mkdir(parents=True, exist_ok=True)
        if not args.raw:
            image = cv2.medianBlur(image, 3)
        shrink = size[0] < image.shape[1]
        restored = cv2.resize(image, size,
                              interpolation=cv2.INTER_AREA if shrink else cv2.INTER_CUBIC)
        cv2.imwrite(str(folder / name), restored, [cv2.IMWRITE_JPEG_QUALITY, 95])
        corners = corner_boxes(label_path.read_text(), *size)
        sets.setdefault(kind, {})[name] = photo_cards(corners)
        boxes.setdefault(kind, {})[name] = corners
    for kind, labels in sorted(sets.items()):
        folder = args.out / kind
        (folder / "labels.json").write_text(json.dumps(labels, indent=1) + "\n")
        (folder / "corner_boxes.json").write_text(json.dumps(boxes[kind]) + "\n")
        kept = {name: {"not_readable": cards} for name, cards in notes.items() if name in labels}
        (folder / "labels_notes.json").write_text(json.dumps(kept, indent=1) + "\n")
        print(f"{folder}: {len(labels)} photos, {sum(map(len, labels.values()))} cards, "
              f"{sum(len(v['not_readable']) for v in kept.values())} unlabelled cards noted")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
