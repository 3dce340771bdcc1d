"""A read's suit taken from the pips beside its index, where they show another one.

Where indices are small (a webcam looking down on a table) a club's index sign is a blot whose
three leaves have merged, and the network reads it as a spade. The pip printed beside the
index on a number card from 4 to 10, twice the size, still shows its leaves
(`vision.pip_shape`). Such a read was only doubted; the card the pips name was then missing
from the hand, and the player had to find it among the other 51. Now the read takes the suit
its beside-pips show, and stays doubted, so the player is asked to confirm a card that is
most likely right.

The pips' suit is taken only in the colour the index's own suit sign is inked in (its read's
colour, or the other colour where `vision.ink_colour` finds the ink is of it): beside a tight
fan's index may lie the next card's suit sign, pip-sized where it is printed larger (a heart
beside a spade), and court artwork may have a suit's outline (a jack's red hat); neither is of
the read's own ink. A card the network reads elsewhere in the photo takes the moved read in as
one more place of it, after its own (a deck holds each card once).
"""

from __future__ import annotations

from scorekeeper.gin.cards import Card

from .doubt import Evidence


def suit_moves(cards: list[Card | None], by_card: dict[int, list[int]],
               evidence: list[Evidence]) -> dict[int, int]:
    """Per card read (`by_card`'s classes, in order with `evidence`), the class its
    beside-pips name instead, where they show another suit in the ink of its index: read
    class -> class of the same rank in the shown suit. `cards` names the network's classes."""
    moves = {}
    for label, proof in zip(by_card, evidence, strict=True):
        card, shown = cards[label], proof.pips_show
        if card is None or shown is None:
            continue
        inked_red = card.suit.is_red != proof.ink_clash
        target = Card(card.rank, shown)
        if shown.is_red == inked_red and target in cards:
            moves[label] = cards.index(target)
    return moves


def moved(by_card: dict[int, list[int]], moves: dict[int, int]) -> dict[int, list[int]]:
    """`by_card` with each moved card's places under the class it moves to; where that class
    is read too, its own places come first."""
    out: dict[int, list[int]] = {}
    for label, places in by_card.items():
        if label not in moves:
            out[label] = list(places)
    for label, places in by_card.items():
        if label in moves:
            out.setdefault(moves[label], []).extend(places)
    return out
