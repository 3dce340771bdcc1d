"""Receiving a photo: checked, read for cards, stored under a random id — or refused, clearly.

The checks, cheapest first: the body's size (`PHOTO_UPLOAD_LIMIT`, a 413
before anything is read), a file at all, room among the waiting photos, the
picture's type from its first bytes (never the file name or the declared
content type), its pixel count from the header before decoding (a
decompression bomb costs nothing), then a full decode (a truncated file is
refused). Only a picture that passed all of them is read and stored, under a
new random id, re-encoded as JPEG: a refused upload leaves nothing behind.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Final

from flask import current_app, request
from werkzeug.datastructures import FileStorage

from vision import (
    READ_SIDE,
    BlankImageError,
    EmptyFileError,
    ImageTooLargeError,
    ImageTooSmallError,
    ModelMissingError,
    NotAnImageError,
    Photo,
    Recognition,
    TruncatedImageError,
    VisionError,
    load_photo,
    recognize,
)
from vision.hands import split_hands

from ...errors import AppError
from ...gin.phrases import Phrase, phrase
from ...photos import Reading, StoredPhoto, reading_of
from ...wording import N_, Wording, wording_for
from ...wording.faults import fault_text
from ..core.language import words
from .settings import MB, photo_store, setting

FIELD: Final = "photo"
SWEEP_EVERY: Final = 600.0
"""Seconds between sweeps of the expired waiting photos (done on an upload)."""
READ_WAIT: Final = 60.0
"""Seconds an upload waits for a free reading slot before it is refused as busy."""


class UploadError(AppError):
    """A photo refused; ``status`` is the HTTP status it is answered with, ``reason`` the
    fault alone (for a message that names the photo first)."""

    status = 400

    def __init__(self, message: str, reason: str | None = None,
                 values: Mapping[str, object] | None = None) -> None:
        self.template = message
        self.values = dict(values or {})
        super().__init__(phrase(message, **self.values))
        text = str(self.phrase)
        self.reason = reason or text[:1].lower() + text[1:].rstrip(".")

    def localized(self) -> str:
        """The message in the page's language (the API answers it in English: `str`)."""
        return fault_text(self, words())


class PhotoTooLargeError(UploadError):
    status = 413


class NotAPictureError(UploadError):
    status = 415


class UnreadablePhotoError(UploadError):
    status = 422


class BusyError(UploadError):
    status = 503


class FullError(UploadError):
    status = 507


VISION_ERRORS: Final[tuple[tuple[type[VisionError], type[UploadError]], ...]] = (
    (ImageTooLargeError, PhotoTooLargeError),
    (NotAnImageError, NotAPictureError),
    (EmptyFileError, UploadError),
    (TruncatedImageError, UploadError),
    (BlankImageError, UnreadablePhotoError),
    (ImageTooSmallError, UnreadablePhotoError),
    (ModelMissingError, BusyError),
)


def refusal(error: VisionError) -> UploadError:
    """The upload fault for a photo `vision` cannot read (its message, which names why)."""
    found = next((fault for kind, fault in VISION_ERRORS if isinstance(error, kind)),
                 UnreadablePhotoError)
    return found(N_("This photo cannot be used: %(why)s."), str(error),
                 {"why": Phrase(error.template, error.values)})


def too_large_message(limit: int, w: Wording | None = None) -> str:
    """What a photo over the upload limit is told (in English unless ``w`` is given)."""
    return (w or wording_for())._(
        "The photo is too large to send: at most %(mb)s MB. Take it again at a lower "
        "resolution, or send a JPEG.", mb=f"{limit / MB:.0f}")


_slots_lock = threading.Lock()
_slots: dict[int, threading.BoundedSemaphore] = {}
_last_sweep: dict[str, float] = {}


def _slot() -> threading.BoundedSemaphore:
    count = setting("PHOTO_READ_SLOTS")
    with _slots_lock:
        return _slots.setdefault(count, threading.BoundedSemaphore(count))


def decode_upload(upload: FileStorage | None) -> Photo:
    """An uploaded photo, decoded once every check has passed (see the module)."""
    data = upload.read() if upload is not None else b""
    if not data:
        if upload is None or not upload.filename:  # a file input left empty sends no name
            raise UploadError(N_("Choose a photo first (or take one with the camera)."))
        raise UploadError(N_("The photo is empty (0 bytes): choose it again, or take a new one."))
    try:
        # A photo larger than reading needs is decoded at a reduced scale (a 24 MP JPEG at a
        # quarter): the cards are read, and the copy kept, from that.
        return load_photo(data, max_pixels=setting("PHOTO_MAX_PIXELS"), reduce_to=READ_SIDE)
    except VisionError as error:
        raise refusal(error) from None


@contextmanager
def reading_slot() -> Iterator[None]:
    """One of the `PHOTO_READ_SLOTS` places where a photo is decoded and read: a picture of
    50 megapixels takes some 150 MB while it is, so only so many at once."""
    slot = _slot()
    if not slot.acquire(timeout=READ_WAIT):
        raise BusyError(N_("The app is busy reading other photos; try again in a moment."))
    try:
        yield
    finally:
        slot.release()


def read_cards(upload: FileStorage | None) -> Recognition:
    """The cards in an uploaded photo (checked, decoded and read in a reading slot)."""
    with reading_slot():
        photo = decode_upload(upload)
        try:
            return recognize(photo.image, finer=photo.finer)
        except VisionError as error:
            raise refusal(error) from None


def read_upload(upload: FileStorage | None, *, both_hands: bool = False
                ) -> tuple[StoredPhoto, Reading]:
    """Check, read and store one uploaded photo as a waiting photo; nothing is stored if it
    is refused. ``both_hands``: the photo shows both players' hands, split into the two."""
    store = photo_store()
    _sweep_now_and_then()
    if store.pending_bytes() > setting("PHOTO_PENDING_LIMIT"):
        raise FullError(N_("Too many photos are waiting to be kept with a hand; no more can "
                           "be taken until some are (or until they expire after a day)."))
    with reading_slot():
        photo = decode_upload(upload)
        try:
            recognition = recognize(photo.image, finer=photo.finer)
        except VisionError as error:
            raise refusal(error) from None
        stored = store.add(photo.image)
    split = split_hands(recognition) if both_hands else None
    reading = reading_of(recognition, stored.width, stored.height, split)
    store.save_reading(stored.id, reading)
    return stored, reading


def sent_photos() -> list[FileStorage]:
    """The files sent under the ``photo`` field, in order."""
    return request.files.getlist(FIELD)


def _sweep_now_and_then() -> None:
    folder = str(current_app.config["PHOTOS_FOLDER"])
    now = time.monotonic()
    if now - _last_sweep.get(folder, -SWEEP_EVERY) >= SWEEP_EVERY:
        _last_sweep[folder] = now
        photo_store().sweep()
