"""Photos kept with a hand: the rows of the ``photos`` table (the pictures are files).

A photo shows one side's cards (the knocker's or the defender's) as they lay on
the table, with what the app read from it. The ledger keeps the row; the file
itself lives in the app's photos folder under the generated name in ``file``
(the web app writes and serves it). Photos are attachments, not scores: adding
or deleting one does not move the match's version, and the tally never reads
them.

Lifetime: a photo goes only when it is deleted on its own (`delete_photo`) or
with its match. A deleted hand keeps its photos, since undoing the deletion
brings the hand back with the same id; so does a hand whose recording was
undone (its photos stay listed with the match, where they can be deleted).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from sqlite_utils import Database

from ..gin.phrases import N_
from .errors import LedgerError, NotFoundError
from .model import CardsHand, CountsHand, Entry, NewGame

SIDES: Final = ("knocker", "defender")
CONTENT_TYPES: Final = ("image/jpeg", "image/png", "image/webp")
FILE_NAME: Final = re.compile(r"[A-Za-z0-9_-]{8,64}\.(?:jpg|png|webp)")
"""A generated file name: letters, digits, ``_`` and ``-``, one extension; never a path."""
MAX_READING: Final = 64_000
"""The longest reading (JSON text) kept with a photo."""


@dataclass(frozen=True)
class NewPhoto:
    """A photo to keep with a hand: whose cards, its stored file, and what was read from it."""

    side: str
    file: str
    size: int
    content_type: str
    width: int
    height: int
    reading: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Photo:
    """A photo kept with a hand of a match."""

    id: int
    match_id: int
    hand_id: int
    side: str
    player: str | None
    file: str
    size: int
    content_type: str
    width: int
    height: int
    reading: dict[str, Any] | None
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "match_id": self.match_id, "hand_id": self.hand_id,
                "side": self.side, "player": self.player, "file": self.file,
                "size": self.size, "content_type": self.content_type, "width": self.width,
                "height": self.height, "reading": self.reading, "created_at": self.created_at}


def check_photo(photo: NewPhoto) -> str | None:
    """The reading as JSON text, once the photo's facts are known to be sound."""
    if not isinstance(photo, NewPhoto):
        raise LedgerError("a photo must be a NewPhoto")
    if photo.side not in SIDES:
        raise LedgerError(f"a photo shows the knocker's or the defender's cards, not "
                          f"{photo.side!r}")
    if not isinstance(photo.file, str) or not FILE_NAME.fullmatch(photo.file):
        raise LedgerError("a photo's file must be a generated name (letters and digits and "
                          "one extension), never a path")
    if photo.content_type not in CONTENT_TYPES:
        raise LedgerError(f"a photo is a JPEG, PNG or WebP picture, not {photo.content_type!r}")
    for name in ("size", "width", "height"):
        value = getattr(photo, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise LedgerError(f"a photo's {name} must be a positive whole number")
    if photo.reading is None:
        return None
    text = json.dumps(dict(photo.reading), ensure_ascii=False, separators=(",", ":"))
    if len(text) > MAX_READING:
        raise LedgerError("a photo's reading is too long to keep")
    return text


def player_of(entry: Entry, side: str) -> str | None:
    """The name of the player whose cards ``side`` names in this hand (None for a wash)."""
    if isinstance(entry, NewGame):
        raise LedgerError("a photo belongs to a hand, not to the start of a new game")
    if isinstance(entry, CardsHand | CountsHand):
        return entry.knocker if side == "knocker" else entry.defender
    return None


def insert_photos(db: Database, match_id: int, hand_id: int, entry: Entry,
                  photos: Sequence[NewPhoto], at: str) -> list[int]:
    """Keep ``photos`` with the hand (inside the caller's transaction); their ids."""
    ids = []
    for photo in photos:
        reading = check_photo(photo)
        found = db.execute("SELECT id FROM photos WHERE file = ?", [photo.file]).fetchone()
        if found:
            raise LedgerError(f"the photo {photo.file} is already kept with a hand")
        cursor = db.execute(
            "INSERT INTO photos (match_id, hand_id, side, player, file, size, content_type, "
            "width, height, reading, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [match_id, hand_id, photo.side, player_of(entry, photo.side), photo.file,
             photo.size, photo.content_type, photo.width, photo.height, reading, at])
        ids.append(int(cursor.lastrowid or 0))
    return ids


def _photo(row: Mapping[str, Any]) -> Photo:
    reading = json.loads(row["reading"]) if row["reading"] else None
    return Photo(row["id"], row["match_id"], row["hand_id"], row["side"], row["player"],
                 row["file"], row["size"], row["content_type"], row["width"], row["height"],
                 reading if isinstance(reading, dict) else None, row["created_at"])


def photos_of(db: Database, match_id: int, hand_id: int | None = None) -> list[Photo]:
    """The match's photos (or one hand's), oldest first."""
    if hand_id is None:
        rows = db.query("SELECT * FROM photos WHERE match_id = ? ORDER BY id", [match_id])
    else:
        rows = db.query("SELECT * FROM photos WHERE match_id = ? AND hand_id = ? ORDER BY id",
                        [match_id, hand_id])
    return [_photo(row) for row in rows]


def photo_counts(db: Database, match_id: int) -> dict[int, int]:
    """How many photos each hand of the match has (hands without any left out)."""
    return {row["hand_id"]: row["n"] for row in db.query(
        "SELECT hand_id, COUNT(*) AS n FROM photos WHERE match_id = ? GROUP BY hand_id",
        [match_id])}


def bytes_used(db: Database, match_id: int) -> int:
    """The size of all the match's photo files together, in bytes."""
    row = db.execute("SELECT COALESCE(SUM(size), 0) FROM photos WHERE match_id = ?",
                     [match_id]).fetchone()
    return int(row[0])


def get_photo(db: Database, match_id: int, photo_id: int) -> Photo:
    rows = list(db.query("SELECT * FROM photos WHERE match_id = ? AND id = ?",
                         [match_id, photo_id]))
    if not rows:
        raise NotFoundError(N_("match %(match)s has no photo %(photo)s"), match=str(match_id),
                            photo=str(photo_id))
    return _photo(rows[0])


def file_photo(db: Database, file: str) -> Photo | None:
    """The photo kept under this file name, if any."""
    rows = list(db.query("SELECT * FROM photos WHERE file = ?", [file]))
    return _photo(rows[0]) if rows else None


def delete_photo_row(db: Database, match_id: int, photo_id: int) -> Photo:
    photo = get_photo(db, match_id, photo_id)
    db.execute("DELETE FROM photos WHERE id = ?", [photo_id])
    return photo
