"""`scorekeeper recognize PHOTO...`: the cards in photos of hands laid face-up."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from scorekeeper.api_models.photos import PhotoReports
from scorekeeper.cli import cli_wording
from scorekeeper.wording import Wording
from scorekeeper.wording.faults import fault_text
from scorekeeper.wording.photos import note_text
from vision import READ_SIDE, Photo, VisionError, load_photo, recognize
from vision.drawing import debug_images
from vision.results import Recognition


def register(subparsers: Any, w: Wording) -> None:
    parser = subparsers.add_parser(
        "recognize",
        help=w._("read the cards in photos of hands laid face-up"),
        description=w._("Read the cards shown in each photo (JPEG or PNG; HEIC where "
                        "pillow-heif is installed): each card with how sure the reading is and "
                        "where its corner index lies. A photo that cannot be read gets a "
                        "one-line reason and the others go on; the exit status is then 2."),
    )
    parser.add_argument("photos", nargs="+", type=Path, metavar=w._("PHOTO"))
    parser.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    parser.add_argument("--debug", type=Path, metavar=w._("DIR"),
                        help=w._("write each photo's stages (ink, candidates, detections) as "
                                 "JPEGs into %(folder)s", folder=w._("DIR")))
    parser.set_defaults(func=run_recognize)


def _load(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise VisionError("is a folder, not a photo") from None
    except FileNotFoundError:
        raise VisionError("no such file") from None
    except OSError as error:
        raise VisionError(f"cannot be read ({error.strerror or error})") from None
    return data


def _read(data: bytes) -> Photo:
    """The photo, decoded reduced where it is larger than reading needs (with its own size)."""
    return load_photo(data, reduce_to=READ_SIDE)


def run_recognize(args: argparse.Namespace) -> int:
    w = cli_wording(args)
    reports: list[dict[str, Any]] = []
    failed = False
    for path in args.photos:
        try:
            photo = _read(_load(path))
            width, height = photo.size
            if args.debug:
                result, pictures = debug_images(photo.image, finer=photo.finer)
                args.debug.mkdir(parents=True, exist_ok=True)
                for stage, picture in pictures.items():
                    _write(args.debug / f"{path.stem}.{stage}.jpg", picture)
            else:
                result = recognize(photo.image, finer=photo.finer)
            if (result.width, result.height) != (width, height):  # positions in the photo's pixels
                result = result.scaled(width, height)
        except VisionError as error:
            failed = True
            reports.append({"file": str(path), "error": str(error)})
            if not args.json:
                print(f"scorekeeper recognize: {path}: {fault_text(error, w)}", file=sys.stderr)
            continue
        notes = [note_text(n, w) for n in result.warnings]
        reports.append({"file": str(path), **result.to_dict(), "warnings": notes})
        if not args.json:
            print(_text(path, result, [t for n, t in zip(result.warnings, notes, strict=True)
                                       if n.code != "no_cards"], w))
    if args.json:
        print(json.dumps(PhotoReports.model_validate({"photos": reports}).dump()))
    return 2 if failed else 0


def _write(path: Path, image: np.ndarray) -> None:
    if not cv2.imwrite(str(path), image, [cv2.IMWRITE_JPEG_QUALITY, 88]):
        raise VisionError(f"cannot write {path}")


def _text(path: Path, result: Recognition, notes: list[str], w: Wording) -> str:
    if not result.cards:
        lines = [f"{path}: {w._('no cards found')}"]
    else:
        cards = "  ".join(f"{d.card}{'?' if d.low_confidence else ''}" for d in result.cards)
        found = w.n_("%(num)s card", "%(num)s cards", len(result.cards))
        lines = [f"{path}: {found}: {cards}"]
        unsure = "  " + w._("low confidence")
        lines += [f"  {d.card} ({d.card.pretty})  {w.decimal(d.confidence, 2)}"
                  f"{unsure if d.low_confidence else ''}  "
                  + w._("at %(box)s", box=", ".join(str(round(v)) for v in d.box))
                  for d in result.cards]
    lines += ["  " + w._("note: %(note)s", note=note) for note in notes]
    return "\n".join(lines)
