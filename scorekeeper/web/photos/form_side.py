"""Reading a photo into one side of a form (the settle form, the record-a-hand form).

The form names the side (``photo_side``); the photo is checked, stored and read
(`uploads`); the side's cards are those read, less any the other side holds
(the page shows those as conflicts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from flask import request

from ...gin import format_cards
from ...photos import fill_side, lenient_cards
from .display import SIDES
from .uploads import read_upload

SIDE_FIELD: Final = "photo_side"
NO_SIDE: Final = "Choose whose cards the photo shows: the knocker's or the defender's."


def side_sent() -> str | None:
    """The side the form says the photo shows, or None when it names none."""
    side = request.form.get(SIDE_FIELD, "")
    return side if side in SIDES else None


def read_into(hands: Mapping[str, str], side: str) -> tuple[str, str]:
    """Read the uploaded photo for ``side``: (its id, the side's cards as text). The cards the
    other side holds are left out (the page shows them as conflicts)."""
    stored, reading = read_upload(request.files.get("photo"))
    other = lenient_cards(hands[SIDES[1 - SIDES.index(side)]])
    filled = fill_side((read.card for read in reading.cards), other)
    return stored.id, format_cards(filled.cards)
