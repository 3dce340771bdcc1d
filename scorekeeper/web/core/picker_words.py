"""The card picker's words (static/js/picker.js), in the page's language.

The script says what a tap did and what is wrong with a typed hand. It keys each message by
its English text, with ``{name}`` placeholders that it fills itself; the page hands it the
translations as JSON (``data-words`` on the picker), so the catalogue holds them like any
other message.
"""

from __future__ import annotations

from typing import Final

from ...wording import N_
from .language import words

PICKER_MESSAGES: Final = (
    N_("Knocker"), N_("Defender"), N_("Upcard"),
    # The badges on a tapped card: whose it is (one or two letters).
    N_("K"), N_("D"), N_("UP"),
    N_("the knocker"), N_("the defender"), N_("the upcard"), N_("none"), N_("11 (Big Gin)"),
    N_(", in both hands"), N_(", in {name}'s hand"), N_(", the upcard"),
    N_("Knocker {knocker} · Defender {defender}"), N_(" · Upcard {upcard}"),
    N_("{name}'s cards"), N_(" and "),
    N_("{cards} is not a card (ranks A 2–10 J Q K, suits S H D C)."),
    N_("{cards} are not cards (ranks A 2–10 J Q K, suits S H D C)."),
    N_("{cards} typed twice."), N_("{cards} is in both hands."), N_("{cards} are in both hands."),
    N_("One upcard only: {cards}."),
    N_("{name}'s hand has {n} card; it needs 10 (11 for Big Gin)."),
    N_("{name}'s hand has {n} cards; it needs 10 (11 for Big Gin)."),
    N_("{name}'s hand has {n} card; it needs 10."),
    N_("{name}'s hand has {n} cards; it needs 10."),
    N_("Tap the first upcard (it may be in a hand)."), N_("Tap {name}'s cards."),
    N_("Upcard {card}."), N_("No upcard."),
    N_("{card} is in {name}'s hand. Tap {role} above to take it back."),
    N_("{card} taken back from {name}'s hand."),
    N_("{name} already has {n} cards; tap one to take it back."),
    N_("{card} to {name} ({count})."),
    N_("Ten cards for {knocker}. Now tap {defender}'s cards."),
    N_("Not sent: {fault}"), N_("Cleared."),
    # One hand only ("Can I knock?").
    N_("Cards: {n}"), N_("the cards"), N_("{n} cards: tap 10, or 11 with the card just drawn."),
)


def picker_words() -> dict[str, str]:
    """Each of the script's messages in the page's language (none in English: the key is the text)."""
    w = words()
    if w.lang == "en":
        return {}
    return {message: w._(message) for message in PICKER_MESSAGES}
