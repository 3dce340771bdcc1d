"""What was read from a photo, placed on the picture as stored (which may be smaller).

`vision.recognize` gives each card's corner index in the pixels of the photo as
taken; the app keeps a smaller copy, so `reading_of` scales every box and
polygon by the same factor. A `Reading` is kept beside a waiting photo (JSON)
and in the ledger's row once the photo is kept with a hand. A photo of both
players' hands also says which hand each card lies in (`vision.hands`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from vision import Recognition
from vision.hands import HandSplit
from vision.results import Note

from ..gin import Card, GinError, parse_card
from ..wording.photos import note_from_english

Point = tuple[float, float]


@dataclass(frozen=True)
class ReadCard:
    """One card read from the photo: which, how sure, and where its corner index lies."""

    card: Card
    confidence: float
    box: tuple[float, float, float, float]
    polygon: tuple[Point, ...]
    low_confidence: bool

    def to_dict(self) -> dict[str, Any]:
        return {"card": str(self.card), "confidence": round(self.confidence, 3),
                "box": [round(v, 1) for v in self.box],
                "polygon": [[round(x, 1), round(y, 1)] for x, y in self.polygon],
                "low_confidence": self.low_confidence}


@dataclass(frozen=True)
class Reading:
    """The cards of one photo on the stored picture (``width`` × ``height`` pixels), with the
    recogniser's advice about the photo (blurred, too far away...)."""

    width: int
    height: int
    cards: tuple[ReadCard, ...]
    warnings: tuple[Note, ...] = ()
    """As codes (`vision.results.Note`); `scorekeeper.wording.photos` words them."""
    hands: tuple[int, ...] = ()
    """A photo of both hands: which hand each card lies in (0: the first, nearer the bottom of
    the photo or on the left; 1: the second), as `vision.hands.split_hands` split them. Empty
    for a photo of one hand."""
    split_clear: bool = True
    """A photo of both hands: whether the two hands lay clearly apart (else the player is
    asked to check which hand each card is in)."""

    @property
    def both_hands(self) -> bool:
        return bool(self.hands)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"width": self.width, "height": self.height,
                                "cards": [c.to_dict() for c in self.cards],
                                "warnings": [n.to_dict() for n in self.warnings]}
        if self.hands:
            data["hands"] = list(self.hands)
            data["split_clear"] = self.split_clear
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Reading:
        """Read back `to_dict`'s output; raises ValueError if it is not that shape."""
        try:
            cards = tuple(_card_from(item) for item in data["cards"])
            width, height = int(data["width"]), int(data["height"])
            warnings = tuple(n for n in (_note_from(w) for w in data.get("warnings", ()))
                             if n is not None)
            hands = tuple(int(h) for h in data.get("hands", ()))
        except (KeyError, TypeError, IndexError, GinError) as error:
            raise ValueError(f"not a photo reading: {error}") from None
        if width < 1 or height < 1:
            raise ValueError("not a photo reading: no size")
        if hands and (len(hands) != len(cards) or not set(hands) <= {0, 1}):
            raise ValueError("not a photo reading: a hand (0 or 1) for each card")
        return cls(width, height, cards, warnings, hands, bool(data.get("split_clear", True)))


def _note_from(item: object) -> Note | None:
    """A stored note: its dict, or (as older versions stored it) its English words; words no
    longer given are dropped."""
    if isinstance(item, str):
        known = note_from_english(item)
        return Note(*known) if known else None
    if isinstance(item, Mapping):
        return Note.from_dict(dict(item))
    raise TypeError("a note is a mapping")


def _card_from(item: Mapping[str, Any]) -> ReadCard:
    box = tuple(float(v) for v in item["box"])
    polygon = tuple((float(x), float(y)) for x, y in item["polygon"])
    if len(box) != 4 or len(polygon) < 3:
        raise TypeError("a box has 4 numbers and a polygon at least 3 points")
    return ReadCard(parse_card(str(item["card"])), float(item["confidence"]),
                    (box[0], box[1], box[2], box[3]), polygon, bool(item["low_confidence"]))


def reading_of(recognition: Recognition, width: int, height: int,
               split: HandSplit | None = None) -> Reading:
    """The recognition of a photo placed on a copy of it ``width`` × ``height`` pixels;
    ``split``: a photo of both hands, split into the two."""
    sx = width / recognition.width
    sy = height / recognition.height
    cards = tuple(
        ReadCard(d.card, d.confidence,
                 (d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy),
                 tuple((x * sx, y * sy) for x, y in d.polygon), d.low_confidence)
        for d in recognition.cards)
    if split is None:
        return Reading(width, height, cards, tuple(recognition.warnings))
    second = {id(d) for d in split.second}
    hands = tuple(int(id(d) in second) for d in recognition.cards)
    return Reading(width, height, cards, tuple(recognition.warnings), hands, split.clear)
