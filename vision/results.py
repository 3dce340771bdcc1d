"""What recognition returns: the cards found, where, and how sure."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from scorekeeper.gin.cards import Card

Point = tuple[float, float]
Region = tuple[int, int, int, int]
"""A rectangle of a picture: x0, y0, x1, y1 in its pixels (x1 and y1 past the last)."""

NOTE_CODES = ("blank", "dark", "blurred", "no_cards", "uncertain", "small", "unread",
              "no_colour")
"""The kinds of advice about a photo (`Note.code`):

- ``blank``: one flat colour (a covered lens); ``dark``: very dark; ``blurred``: the whole photo
  is soft, and the blur may have cost a card (a read marked, a card unread, or a blur large
  beside the indices read; `vision.recognizer`);
- ``no_cards``: nothing read; ``uncertain``: some reads are marked `low_confidence`;
- ``small``: the cards read are small in the photo (come closer);
- ``no_colour``: the photo has no colour, so a red suit cannot be told from a black one by its
  ink, and every read is marked `low_confidence` but those whose suit sign's shape names
  their suit (check the suits of the marked ones);
- ``unread``: `count` card corners are there but could not be read, likeliest because of
  `cause` (one of UNREAD_CAUSES)."""
UNREAD_CAUSES = ("small", "blurred", "glare", "dark", "faint", "covered")
"""Why corners could not be read: too small in the photo, blurred, under glare, too dark, printed
too faint against the card (washed out), else covered or turned away."""


@dataclass(frozen=True)
class Note:
    """Advice about a photo, as a code and its values; the words are the app's to choose
    (`scorekeeper.wording.photos`), in the player's language."""

    code: str
    count: int = 0
    cause: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code}
        if self.count:
            out["count"] = self.count
        if self.cause:
            out["cause"] = self.cause
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Note:
        """Read back `to_dict`'s output; raises ValueError if it is not that shape."""
        code, cause = str(data.get("code", "")), str(data.get("cause", ""))
        if code not in NOTE_CODES or (cause and cause not in UNREAD_CAUSES):
            raise ValueError(f"not a photo note: {data!r}")
        return cls(code, int(data.get("count", 0)), cause)


UNCERTAIN_NOTE = Note("uncertain")
"""The advice given when some read is marked `low_confidence` (an app may drop it once the
player has checked them)."""


@dataclass(frozen=True)
class Detection:
    """One card read from the photo.

    `box` is (x0, y0, x1, y1) and `polygon` the four corners of the corner
    index it was read from, both in the photo's own pixels; where both of a
    card's corners were read, they are those of the surer read.
    """

    card: Card
    confidence: float
    box: tuple[float, float, float, float]
    polygon: tuple[Point, Point, Point, Point]
    low_confidence: bool
    corners: int = 1
    """How many of the card's corner indices were read (1 or 2)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "card": str(self.card),
            "confidence": round(self.confidence, 3),
            "box": [round(v, 1) for v in self.box],
            "polygon": [[round(x, 1), round(y, 1)] for x, y in self.polygon],
            "low_confidence": self.low_confidence,
            "corners": self.corners,
        }


def reading_order(detection: Detection) -> tuple[float, float]:
    """Where `detection` stands among a photo's cards: by the middle of its index box, left to
    right, then top to bottom (as the sums of the box's two edges, the middle doubled)."""
    x0, y0, x1, y1 = detection.box
    return x0 + x1, y0 + y1


@dataclass(frozen=True)
class Recognition:
    """The cards of one photo, left to right, and any advice about the photo itself."""

    cards: list[Detection]
    width: int
    height: int
    warnings: list[Note] = field(default_factory=list)
    """Advice about the photo, as codes (`Note`); `scorekeeper.wording.photos` words them."""

    def scaled(self, width: int, height: int) -> Recognition:
        """The same reads placed on a copy of the photo `width` × `height` pixels (e.g. the
        photo itself, when it was read from a reduced decode)."""
        sx, sy = width / self.width, height / self.height
        cards = [replace(d, box=(d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy),
                         polygon=tuple((x * sx, y * sy) for x, y in d.polygon))  # type: ignore[arg-type]
                 for d in self.cards]
        return Recognition(cards, width, height, list(self.warnings))

    def to_dict(self) -> dict[str, Any]:
        return {"width": self.width, "height": self.height,
                "cards": [d.to_dict() for d in self.cards],
                "warnings": [n.to_dict() for n in self.warnings]}
