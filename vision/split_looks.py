"""One card seen at its two corners, read as two suits of one colour.

A card's two corner indices are two looks at it (`vision.corners`). Where each is read once,
as the same rank, and the two reads lie as one card's two corners, they are most likely that
one card, and the two suits they name cannot both be right: a webcam's small club, its leaves
merged, is read as a spade at one corner and as the club at the other. Neither read has
earned trust while the other names its rival suit with conviction (at `vision.doubt.DOUBTED`
or more): both are reported, and both are doubted, so the player is asked which it is.

The two suits must share a colour. A red and a black read of one rank that lie so are two
cards (a 9♣ and a 9♦ side by side) as often as one, and the colour of the ink tells them
apart (`vision.ink_colour`). A card whose two corners agree is read at two places and is not
a candidate: its suit has two looks behind it.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.gin.cards import Card

from .corners import Placement, corner_pair


def other_looks(cards: Sequence[Card | None], places: Sequence[Sequence[Placement]],
                scores: Sequence[float]) -> list[float]:
    """Per card read (`cards`, each read at `places`, surest first, with its network score
    `scores`): the highest score among the other reads that lie with it as one card's two
    corners, each read at one place, of its rank in another suit of its colour (0.0: none)."""
    out = [0.0] * len(cards)
    for i, first in enumerate(cards):
        for j, second in enumerate(cards):
            if j != i and _split(first, second) and len(places[i]) == len(places[j]) == 1 \
                    and corner_pair(places[i][0], places[j][0]):
                out[i] = max(out[i], float(scores[j]))
    return out


def _split(first: Card | None, second: Card | None) -> bool:
    """Whether two reads name one rank in two suits of one colour."""
    return (first is not None and second is not None and first.rank == second.rank
            and first.suit != second.suit and first.suit.is_red == second.suit.is_red)
