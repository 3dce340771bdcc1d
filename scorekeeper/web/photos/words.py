"""The photo script's words (static/js/photos.js), in the page's language.

As for the card picker (`core.picker_words`): the script keys each message by its English
text, with ``{name}`` placeholders it fills itself, and the panel hands it the translations as
JSON (``data-words``), so the catalogue holds them like any other message.
"""

from __future__ import annotations

from typing import Final

from ...wording import N_
from ..core.language import words

PHOTO_MESSAGES: Final = (
    N_("{name}'s hand"), N_("the knocker's hand"), N_("the defender's hand"),
    N_("{name}'s cards (the knocker)"), N_("the knocker's cards"),
    N_("{name}'s cards (the defender)"), N_("the defender's cards"),
    # A photo of both hands.
    N_("(in the knocker's field)"), N_("(in the defender's field)"),
    N_("This hand knocked"), N_("{name} knocked"),
    N_("{where}: {name} knocked with it. Check the hand, then confirm it."),
    N_("{where}: the knocker's. Settle the hand when the cards are right."),
    N_("{card} moved to {where}."),
    # A card read, and fixing it.
    N_("also in {hand}"), N_("left out"), N_("was {card}"), N_("unsure: check it"),
    N_("{n} unsure"),
    N_("Read as {card} ({sure} % sure), now {now}"), N_("Read as {card} ({sure} % sure)"),
    N_("{card} is in {hand}."),
    N_("{card} is in {hand}, and a card cannot be in both: choose the card this really is, "
       "move it to this hand, or leave it out."),
    N_("{card} is left out of {hand}."),
    N_("Yes, it is {card}"), N_("Change it to {card}"),
    N_("{card} is in {hand}. Fix that hand first, or choose another card."),
    N_("{card} is already in this hand."),
    N_("{card} is in {hand}: choose the card this really is, or move it."),
    # Sending a photo.
    N_("The photo could not be read (the app answered {status})."),
    N_("The photo is too large to send: {size} MB, and at most {limit} MB can be sent. "
       "Take it again at a lower resolution."),
    N_("Reading both hands…"), N_("Reading {whose}…"),
    N_("The photo could not be sent (is the app still running, and the tablet on its "
       "network?). Try again."),
)


def photo_words() -> dict[str, str]:
    """Each of the script's messages in the page's language (none in English: the key is the
    text)."""
    w = words()
    if w.lang == "en":
        return {}
    return {message: w._(message) for message in PHOTO_MESSAGES}
