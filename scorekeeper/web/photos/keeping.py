"""Keeping a form's photos with the hand it records, when the player confirms.

The confirm carries the ids of the photos the hand's cards were read from.
Each photo still waiting, and fitting in the match's photo space
(`PHOTO_MATCH_LIMIT`), is moved among the kept photos *before* the hand is
recorded, and its row is written in the very transaction that records the
hand: a confirmed hand never points at a photo that could still expire. If
the ledger refuses the hand, the photos go back to waiting. A photo that
expired, or that no longer fits, is left out and the match page says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ...ledger import NewPhoto
from ..core.ledger_access import ledger
from .settings import photo_store, setting


@dataclass
class Keeping:
    """Photos moved to be kept with a hand about to be recorded, and those left out."""

    photos: list[NewPhoto] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    expired: int = 0
    full: int = 0

    def release(self) -> None:
        """The hand was not recorded: the photos wait again (the player may confirm again)."""
        store = photo_store()
        for photo_id in self.ids:
            store.unkeep(photo_id)
        self.ids.clear()
        self.photos.clear()

    def done(self) -> None:
        """The hand is recorded with its photos: their readings live in the ledger now."""
        store = photo_store()
        for photo_id in self.ids:
            store.forget_reading(photo_id)

    def numbers(self) -> dict[str, int]:
        """For the match page's notice: how many photos were kept, and why others were not."""
        found = {"photos": len(self.photos), "expired": self.expired, "full": self.full}
        return {name: count for name, count in found.items() if count}


def take_photos(match_id: int, ids: Mapping[str, str]) -> Keeping:
    """Move the form's waiting photos (by side) among the kept ones, within the match's space
    (a photo that both sides name, of both hands, is kept once, as the first side's)."""
    keeping = Keeping()
    if not ids:
        return keeping
    store = photo_store()
    used = ledger().photo_bytes(match_id)
    limit = setting("PHOTO_MATCH_LIMIT")
    seen: set[str] = set()
    for side, photo_id in ids.items():
        if photo_id in seen:
            continue  # one photo of both hands: kept once, with the first side
        seen.add(photo_id)
        waiting = store.waiting(photo_id)
        reading = store.reading(photo_id)
        if waiting is None or reading is None:
            if ledger().photo_by_file(f"{photo_id}.jpg") is None:
                keeping.expired += 1
            continue
        if used + waiting.size > limit:
            keeping.full += 1
            continue
        store.keep(photo_id)
        keeping.ids.append(photo_id)
        used += waiting.size
        keeping.photos.append(NewPhoto(side, f"{photo_id}.jpg", waiting.size,
                                       waiting.content_type, waiting.width, waiting.height,
                                       reading.to_dict()))
    return keeping
