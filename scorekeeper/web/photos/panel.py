"""The photo panel of the settle form and the record-a-hand form, built from the form's fields.

The form carries, for each side, the id of the photo its cards were read from
(a hidden field); the panel shows each such photo that is still waiting in the
photos folder, with its cards against the hands as they stand in the form.
"""

from __future__ import annotations

from collections.abc import Mapping

from vision.loading import HEIF

from ...photos import lenient_cards
from ..core.language import words
from .display import (
    SIDES,
    PhotoPanel,
    ShownPhoto,
    next_side,
    read_message,
    shown_both,
    shown_photo,
)
from .settings import photo_store, setting
from .words import photo_words


def photo_panel(upload_url: str, ids: Mapping[str, str], hands: Mapping[str, str],
                names: Mapping[str, str], *, error: str = "", just_read: str | None = None,
                keeps: bool = False) -> PhotoPanel:
    """The panel for a form whose photo ids are ``ids`` and whose hands (as typed) ``hands``,
    both by side; ``names`` the players' names by side (empty when not known yet)."""
    store = photo_store()
    cards = {side: lenient_cards(hands.get(side, "")) for side in SIDES}
    shown: list[ShownPhoto] = []
    found: dict[str, str] = {}
    for side in SIDES:
        photo_id = ids.get(side, "")
        reading = store.reading(photo_id) if photo_id else None
        if reading is None:
            continue
        found[side] = photo_id
        other = SIDES[1 - SIDES.index(side)]
        if reading.both_hands and ids.get(other) == photo_id:
            # One photo of both hands, named by both sides: shown once, with the two hands.
            if side == SIDES[0]:
                shown.append(shown_both(photo_id, reading, cards, names))
            continue
        shown.append(shown_photo(photo_id, side, reading, cards[side], cards[other], names))
    message = next((read_message(p) for p in shown if p.side == just_read), "")
    held = len(cards[just_read]) if just_read in cards else 10
    return PhotoPanel(upload_url, next_side(found, just_read, held), dict(names), tuple(shown), error,
                      setting("PHOTO_UPLOAD_LIMIT"), keeps, message,
                      words()._("JPEG, PNG, WebP or HEIC") if HEIF else
                      words()._("JPEG, PNG or WebP"), photo_words())
