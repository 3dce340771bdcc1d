"""Can I knock? What do I throw? The engine's answer for the cards in one hand.

`advise(cards, rules, upcard)`:
- 11 cards (just drawn): every discard, best first, each with the deadwood and melds left and
  whether it allows gin, a knock, or neither under the rules (Oklahoma: the upcard's limit);
  and whether all 11 meld (Big Gin).
- 10 cards: the least deadwood, its melds, and whether that is gin, a knock or neither.

The 11-card answer is the engine's own (`gin.discards.eleven_cards`: every discard solved at
once, with its knock and gin flags under the limit, and Big Gin); the 10-card one is
`best_arrangement`. This module only checks the hand's size and shapes the answer; nothing
here knows the web.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .errors import RequestError
from .gin import Card, Meld, Rules
from .gin.cards import mask_of
from .gin.deadwood import best_arrangement
from .gin.discards import DiscardChoice, eleven_cards
from .gin.phrases import N_
from .gin.scoring import KnockLimit, knock_limit


class Ending(Enum):
    """What the cards left allow."""

    GIN = "gin"
    KNOCK = "knock"
    NONE = "none"


@dataclass(frozen=True)
class Option:
    """Ten cards as the best layout shows them: after throwing ``discard`` (11 cards)."""

    discard: Card | None
    deadwood: int
    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]
    knock: bool
    """The hand may end here: the deadwood is within the knock limit (gin included)."""
    gin: bool
    """No deadwood is left."""

    @property
    def ending(self) -> Ending:
        if self.gin:
            return Ending.GIN
        return Ending.KNOCK if self.knock else Ending.NONE


@dataclass(frozen=True)
class Advice:
    """The answer: ``options`` best first (one for 10 cards), under ``limit``."""

    cards: tuple[Card, ...]
    limit: KnockLimit
    big_gin: bool
    options: tuple[Option, ...]

    @property
    def drawn(self) -> bool:
        """11 cards: the player has just drawn and must throw one."""
        return len(self.cards) == 11

    @property
    def best(self) -> Option:
        return self.options[0]


def _discard_option(choice: DiscardChoice) -> Option:
    layout = choice.arrangement
    return Option(choice.discard, choice.deadwood, layout.melds, layout.deadwood_cards,
                  choice.knock, choice.gin)


def advise(cards: Sequence[Card], rules: Rules, upcard: Card | None = None) -> Advice:
    """Every discard of 11 cards, best first, or the best layout of 10 (see the module)."""
    if len(set(cards)) != len(cards):
        twice = sorted({card.pretty for card in cards if list(cards).count(card) > 1})
        raise RequestError(N_("%(cards)s is in the hand twice"), cards=", ".join(twice))
    if len(cards) not in (10, 11):
        raise RequestError(N_("the hand has %(count)s cards: tap 10, or 11 with the card just "
                              "drawn"), count=str(len(cards)))
    limit = knock_limit(rules, upcard)
    hand = mask_of(cards)
    melding = rules.melding  # runs round the corner, an ace worth 15
    if len(cards) == 10:
        layout = best_arrangement(hand, melding)
        ten = Option(None, layout.deadwood, layout.melds, layout.deadwood_cards,
                     limit.allows(layout.deadwood), layout.deadwood == 0)
        return Advice(tuple(cards), limit, False, (ten,))
    answer = eleven_cards(hand, limit, melding)
    options = tuple(_discard_option(choice) for choice in answer.choices)
    return Advice(tuple(cards), limit, answer.big_gin, options)
