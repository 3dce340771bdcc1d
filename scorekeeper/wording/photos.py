"""Advice about a photo of the cards (``vision``'s notes) in words.

`vision.recognize` gives its advice as codes with values (`vision.results.Note`: ``blurred``;
``unread`` with a count and a cause); this module words them in the player's language. It
takes anything with ``code``, ``count`` and ``cause``, so the words need no OpenCV.
"""

from __future__ import annotations

import re
from typing import Protocol

from .catalogue import Wording, wording_for


class PhotoNote(Protocol):
    @property
    def code(self) -> str: ...

    @property
    def count(self) -> int: ...

    @property
    def cause(self) -> str: ...


def _plain(code: str, w: Wording) -> str:
    """The words of a note without values ("" for an unknown code)."""
    if code == "blank":
        return w._("the picture is blank, one flat colour (is the lens covered?)")
    if code == "dark":
        return w._("the photo is very dark; turn on a light")
    if code == "blurred":
        return w._("the photo looks blurred; hold the camera still and let it focus")
    if code == "no_cards":
        return w._("no cards found: lay the cards face-up with each corner index in view and "
                   "photograph them from above")
    if code == "uncertain":
        return w._("some cards are uncertain; check the marked ones")
    if code == "small":
        return w._("the cards are small in the photo; come closer so that the hand fills the "
                   "picture")
    if code == "no_colour":
        return w._("the photo has no colour, so red and black suits look alike; check the "
                   "suit of every marked card")
    return ""


def cause_text(cause: str, w: Wording) -> str:
    """Why card corners could not be read, as advice."""
    if cause == "small":
        return w._("they are too small in the photo: come closer")
    if cause == "blurred":
        return w._("they look blurred: hold the camera still and let it focus")
    if cause == "glare":
        return w._("glare lies on them: tilt the cards or move the light")
    if cause == "dark":
        return w._("they are too dark: turn on a light")
    if cause == "faint":
        return w._("their print is too faint against the card: avoid bright light from "
                   "behind and let the camera set the exposure on the cards")
    return w._("they may be covered or turned away")


def note_text(note: PhotoNote, w: Wording | None = None) -> str:
    """One note in words (English when ``w`` is not given)."""
    words = w or wording_for()
    if note.code == "unread":
        return words.n_("%(num)s more card corner could not be read (%(why)s); check that "
                        "every card is listed",
                        "%(num)s more card corners could not be read (%(why)s); check that "
                        "every card is listed", note.count, why=cause_text(note.cause, words))
    return _plain(note.code, words) or note.code


_UNREAD = re.compile(r"(\d+) more card corners? could not be read \((.*)\); check that every "
                     r"card is listed")
_PLAIN_CODES = ("blank", "dark", "blurred", "no_cards", "uncertain", "small", "no_colour")
_CAUSES = ("small", "blurred", "glare", "dark", "faint", "covered")


def note_from_english(text: str) -> tuple[str, int, str] | None:
    """(code, count, cause) of a note stored in English words by an older version, or None."""
    english = wording_for()
    for code in _PLAIN_CODES:
        if text == _plain(code, english):
            return code, 0, ""
    match = _UNREAD.fullmatch(text)
    if match:
        for cause in _CAUSES:
            if match.group(2) == cause_text(cause, english):
                return "unread", int(match.group(1)), cause
    return None
