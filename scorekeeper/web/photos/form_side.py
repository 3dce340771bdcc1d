"""Reading a photo into one side of a form (the settle form, the record-a-hand form).

The form names the side (``photo_side``); the photo is checked, stored and read
(`uploads`); the side's cards are those read, less any the other side holds
(the page shows those as conflicts). ``photo_side=both``: the photo shows both
players' hands; they are split by how they lie (`vision.hands`), the first
(nearer the bottom of the photo, or the left one) into the knocker's field and
the other into the defender's, until the player says who knocked (the page
swaps them then). Both sides then name the same photo.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from flask import request

from ...gin import format_cards
from ...photos import fill_side, lenient_cards
from ...wording import N_
from .display import SIDES
from .uploads import read_upload

SIDE_FIELD: Final = "photo_side"
BOTH: Final = "both"
"""The ``photo_side`` of a photo showing both players' hands."""
NO_SIDE: Final = N_("Choose whose cards the photo shows: the knocker's, the defender's, or "
                    "both hands.")


def side_sent() -> str | None:
    """The side the form says the photo shows (``both``: both hands), or None when it names
    none."""
    side = request.form.get(SIDE_FIELD, "")
    return side if side in SIDES or side == BOTH else None


def read_into(hands: Mapping[str, str], side: str) -> tuple[str, str]:
    """Read the uploaded photo for ``side``: (its id, the side's cards as text). The cards the
    other side holds are left out (the page shows them as conflicts)."""
    stored, reading = read_upload(request.files.get("photo"))
    other = lenient_cards(hands[SIDES[1 - SIDES.index(side)]])
    filled = fill_side((read.card for read in reading.cards), other)
    return stored.id, format_cards(filled.cards)


def read_both() -> tuple[str, dict[str, str]]:
    """Read the uploaded photo of both hands: (its id, each side's cards as text), the first
    hand as the knocker's and the second as the defender's."""
    stored, reading = read_upload(request.files.get("photo"), both_hands=True)
    split = ([r.card for r, h in zip(reading.cards, reading.hands, strict=True) if h == hand]
             for hand in (0, 1))
    return stored.id, dict(zip(SIDES, (format_cards(cards) for cards in split), strict=True))
