"""Without colour, the suit a read's own suit sign shows by its shape.

In a photo without colour (`vision.colour.colourless`) a red index is as dark as a black one,
and the networks, which learned a suit mostly from its ink's colour, read a red card as a
black one or spread it over its rank's four suits. The shape of the index's own suit sign
(`PipShapes.sign_shape`) tells the suit instead:

- `suit_signs`: the shape each place's sign shows, measured once per photo;
- `sign_moves`: a black read whose sign shows a red suit is the red card of its rank;
- `sign_evidence`: per card read, whether the signs at its places (its two corners where both
  were read) show its suit, none naming another and one not merely a small sign named turned
  (`SignShape.small_turned`) (`Evidence.sign_shows_suit`; without it, a read is marked) and,
  where a sign's *outline* names the read's red suit (a diamond's four corners, a heart's
  cleft over its point: plain geometry, not the perceptron), the network's probability of
  its rank over the rank's four suits (`Evidence.given_outline`). Such a read is weighed by
  its rank, the outline telling the suit that the ink no longer can, and neither its ink's
  colour nor its suit taken from that shape speaks against it (`Evidence.doubted`). The
  perceptron's word alone does not do as much: on the rendered designs and real photos the
  rule was chosen on, the outline named the suit of 252 reads newly left sure, all right,
  where the perceptron's named a spade a heart (*Issue 14's sixty-ninth round*).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from scorekeeper.gin.cards import Card, Suit

from .doubt import Evidence
from .pip_shape import SignShape, default_pip_shapes
from .search import Search
from .suit_moves import by_sign
from .weighing import own_suit_sign


def suit_signs(found: Search, spots: list[int]) -> dict[int, SignShape | None]:
    """In a photo without colour, per place in `spots` (candidates), the suit its own suit
    sign's shape names (`PipShapes.sign_shape`: a diamond's or a heart's outline, or the
    perceptron at SHOWN); None where it names none, where the index is touching (no suit
    sign of its own to look at), or where the perceptron's weights are missing."""
    shapes = default_pip_shapes()
    cands, blobs = found.candidates, found.blobs
    return {spot: shapes.sign_shape(found.work, blobs.boxes[cands.suit[spot]], cands.down[spot])
            if shapes is not None and own_suit_sign(cands, spot) else None for spot in spots}


def sign_moves(cards: list[Card | None], labels: dict[int, int],
               signs: dict[int, SignShape | None]) -> dict[int, int]:
    """In a photo without colour, the places (`labels`: candidate -> class read there) whose
    suit sign's shape (`signs`, `suit_signs`) names another card (`vision.suit_moves.by_sign`):
    candidate -> its class. Only a black read can be a red card seen without colour."""
    out = {}
    for spot, label in labels.items():
        card, sign = cards[label], signs[spot]
        other = by_sign(card, sign.suit) if card is not None and sign is not None else None
        if other is not None and other in cards:
            out[spot] = cards.index(other)
    return out


def sign_evidence(probs: np.ndarray, cards: list[Card | None], by_card: dict[int, list[int]],
                  evidence: list[Evidence], signs: dict[int, SignShape | None]
                  ) -> list[Evidence]:
    """In a photo without colour, `evidence` (in `by_card`'s order: class -> its places,
    surest first) with what the suit signs at each read's places show (`signs`, `suit_signs`;
    `shown_suit`): whether they name the read's own suit, one of them more than a small sign
    named turned, and where an outline does, the network's probability of the read's rank at
    its surest place (see the module)."""
    out = []
    for (label, places), proof in zip(by_card.items(), evidence, strict=True):
        card = cards[label]
        shown = [sign for sign in (signs.get(place) for place in places) if sign is not None]
        if (card is None or shown_suit(shown) is not card.suit
                or all(sign.small_turned for sign in shown)):
            out.append(replace(proof, sign_shows_suit=False))
            continue
        out.append(replace(proof, sign_shows_suit=True,
                           given_outline=rank_mass(probs[places[0]], cards, card)
                           if any(sign.outlined for sign in shown) else 0.0))
    return out


def shown_suit(shown: list[SignShape]) -> Suit | None:
    """The one suit that the signs a read's places show (`shown`: one per place whose sign
    names a suit) name together: a card's two corner indices print the same suit, so where
    one names another suit, neither is believed (None; None too where none names one)."""
    suits = {sign.suit for sign in shown}
    return suits.pop() if len(suits) == 1 else None


def rank_mass(probs: np.ndarray, cards: list[Card | None], card: Card) -> float:
    """The network's probability of `card`'s rank from one patch's `probs`: its four suits'
    together (`cards` names the classes)."""
    return float(sum(probs[k] for k, other in enumerate(cards)
                     if other is not None and other.rank == card.rank))
