"""Putting the cards read from a photo into one side's hand.

A photo shows one player's whole hand, so its cards replace what that side
held. A card the other side already holds is not taken twice (a deck has one
of each): it is left out and named as a conflict, for the player to fix — the
photo misread it, or the other hand was typed wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..gin import Card, GinError, parse_card
from ..gin.cards import split_cards

HAND_SIZE = 10


@dataclass(frozen=True)
class Filled:
    """The side's cards after the photo, and the cards read that the other side holds."""

    cards: tuple[Card, ...]
    conflicts: tuple[Card, ...]


def lenient_cards(text: str) -> list[Card]:
    """The cards in a field as typed, skipping pieces that are not cards and repeats (the
    form names those faults itself when it is sent)."""
    cards: list[Card] = []
    for piece in split_cards(text):
        try:
            card = parse_card(piece)
        except GinError:
            continue
        if card not in cards:
            cards.append(card)
    return cards


def fill_side(read: Iterable[Card], other: Sequence[Card]) -> Filled:
    """The cards read (each once, in reading order), less those ``other`` holds."""
    cards: list[Card] = []
    conflicts: list[Card] = []
    for card in read:
        if card in cards or card in conflicts:
            continue
        (conflicts if card in other else cards).append(card)
    return Filled(tuple(cards), tuple(conflicts))


def count_note(found: int, hand_size: int = HAND_SIZE) -> str:
    """Advice when the photo held more or fewer cards than a hand."""
    if found == 0:
        return ""
    if found < hand_size:
        missing = hand_size - found
        return (f"{found} cards read; a hand has {hand_size}: tap the {missing} missing "
                f"card{'s' if missing > 1 else ''} below, or take the photo again closer.")
    if found > hand_size + 1:
        return (f"{found} cards read, more than one hand holds: was another card or hand in "
                "the photo? Remove the cards that are not this player's.")
    return ""
