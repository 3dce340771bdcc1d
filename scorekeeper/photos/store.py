"""The photos folder: pictures stored under random ids, never under a name a client chose.

Layout (``folder`` is ``<instance>/photos/``)::

    pending/<id>.jpg    an upload read into a form, not kept with a hand (yet)
    pending/<id>.json   what was read from it (`readings.Reading`)
    <id>.jpg            a photo kept with a hand (the ledger's ``photos`` row names it)

``<id>`` is 32 random hex digits (`PHOTO_ID`); every id from a request is
checked against that pattern before it comes near a path. Every picture is
re-encoded here as a JPEG at most `KEEP_SIDE` pixels on its long side, so the
stored bytes are always a plain JPEG made by this program (whatever was
uploaded), small, and free of the camera's metadata (GPS position included).
Waiting photos older than `pending_hours` are swept away; kept ones go only
when deleted.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import cv2
import numpy as np

from .readings import Reading

PHOTO_ID: Final = re.compile(r"[0-9a-f]{32}")
CONTENT_TYPE: Final = "image/jpeg"
KEEP_SIDE: Final = 2000
"""The long side of a stored photo, in pixels: corner indices stay readable, files stay
small (a few hundred kB)."""
JPEG_QUALITY: Final = 85
PENDING_HOURS: Final = 24.0


@dataclass(frozen=True)
class StoredPhoto:
    """A picture in the photos folder."""

    id: str
    path: Path
    size: int
    width: int
    height: int
    content_type: str = CONTENT_TYPE

    @property
    def file(self) -> str:
        return self.path.name


def is_photo_id(text: object) -> bool:
    return isinstance(text, str) and PHOTO_ID.fullmatch(text) is not None


def encode(image: np.ndarray, keep_side: int = KEEP_SIDE) -> tuple[bytes, int, int]:
    """The picture as a JPEG at most ``keep_side`` pixels on its long side; its size."""
    height, width = image.shape[:2]
    scale = min(1.0, keep_side / max(width, height))
    if scale < 1.0:
        size = (max(1, round(width * scale)), max(1, round(height * scale)))
        image = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, JPEG_QUALITY])
    if not ok:  # pragma: no cover - OpenCV encodes any 8-bit picture
        raise OSError("the photo could not be encoded as JPEG")
    return data.tobytes(), image.shape[1], image.shape[0]


class PhotoStore:
    """The photos folder (created on first write)."""

    def __init__(self, folder: str | os.PathLike[str], *, keep_side: int = KEEP_SIDE,
                 pending_hours: float = PENDING_HOURS) -> None:
        self.folder = Path(folder)
        self.pending_folder = self.folder / "pending"
        self.keep_side = keep_side
        self.pending_hours = pending_hours

    # -- waiting photos ---------------------------------------------------------------------

    def add(self, image: np.ndarray) -> StoredPhoto:
        """Store a picture (BGR array) as a waiting photo under a new random id."""
        data, width, height = encode(image, self.keep_side)
        self.pending_folder.mkdir(parents=True, exist_ok=True)
        photo_id = secrets.token_hex(16)
        path = self.pending_folder / f"{photo_id}.jpg"
        _write(path, data)
        return StoredPhoto(photo_id, path, len(data), width, height)

    def save_reading(self, photo_id: str, reading: Reading) -> None:
        _write(self._pending_path(photo_id, ".json"),
               json.dumps(reading.to_dict(), ensure_ascii=False).encode())

    def reading(self, photo_id: str) -> Reading | None:
        """What was read from a waiting photo (None: no such photo, or not readable)."""
        if not is_photo_id(photo_id):
            return None
        try:
            return Reading.from_dict(json.loads(
                self._pending_path(photo_id, ".json").read_text(encoding="utf-8")))
        except (OSError, ValueError, AttributeError):
            return None

    def waiting(self, photo_id: str) -> StoredPhoto | None:
        """The waiting photo with this id, if it is there."""
        if not is_photo_id(photo_id):
            return None
        path = self._pending_path(photo_id, ".jpg")
        try:
            size = path.stat().st_size
        except OSError:
            return None
        reading = self.reading(photo_id)
        if reading is None:
            return None
        return StoredPhoto(photo_id, path, size, reading.width, reading.height)

    # -- kept photos ------------------------------------------------------------------------

    def keep(self, photo_id: str) -> Path:
        """Move a waiting photo into the folder of kept ones (a rename: nothing is copied)."""
        target = self._kept_path(photo_id)
        os.replace(self._pending_path(photo_id, ".jpg"), target)
        return target

    def unkeep(self, photo_id: str) -> None:
        """Put a photo moved by `keep` back among the waiting ones (its hand was refused)."""
        with contextlib.suppress(FileNotFoundError):
            os.replace(self._kept_path(photo_id), self._pending_path(photo_id, ".jpg"))

    def forget_reading(self, photo_id: str) -> None:
        self._pending_path(photo_id, ".json").unlink(missing_ok=True)

    def remove(self, file: str) -> None:
        """Delete a kept photo's file (a name the ledger gave back: checked all the same)."""
        stem, _, extension = file.partition(".")
        if is_photo_id(stem) and extension == "jpg":
            (self.folder / file).unlink(missing_ok=True)

    # -- finding and sweeping ---------------------------------------------------------------

    def path_of(self, photo_id: str) -> Path | None:
        """The picture for an id: a kept photo, else a waiting one; None if neither."""
        if not is_photo_id(photo_id):
            return None
        for path in (self._kept_path(photo_id), self._pending_path(photo_id, ".jpg")):
            if path.is_file():
                return path
        return None

    def sweep(self, now: float | None = None) -> int:
        """Delete waiting photos (and readings) older than ``pending_hours``; how many files."""
        limit = (time.time() if now is None else now) - self.pending_hours * 3600
        removed = 0
        for path in self._pending_files():
            try:
                if path.stat().st_mtime < limit:
                    path.unlink()
                    removed += 1
            except OSError:
                continue
        return removed

    def pending_bytes(self) -> int:
        total = 0
        for path in self._pending_files():
            try:
                total += path.stat().st_size
            except OSError:
                continue
        return total

    def _pending_files(self) -> list[Path]:
        try:
            return [p for p in self.pending_folder.iterdir() if p.is_file()]
        except OSError:
            return []

    def _pending_path(self, photo_id: str, suffix: str) -> Path:
        if not is_photo_id(photo_id):
            raise ValueError("not a photo id")
        return self.pending_folder / f"{photo_id}{suffix}"

    def _kept_path(self, photo_id: str) -> Path:
        if not is_photo_id(photo_id):
            raise ValueError("not a photo id")
        return self.folder / f"{photo_id}.jpg"


def _write(path: Path, data: bytes) -> None:
    """Write a file whole or not at all (a temporary name, then a rename)."""
    partial = path.with_name(f".{path.name}.partial")
    with open(partial, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(partial, path)
