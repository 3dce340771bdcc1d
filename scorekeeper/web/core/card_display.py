"""Cards and melds as the templates draw them: rank, suit symbol and a spoken label."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from ...gin import DECK, Card, Meld, MeldKind, Rank, Suit
from ...gin.cards import sort_key

SUIT_NAMES: Final = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds",
                     Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
RANK_NAMES: Final = {Rank.ACE: "ace", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
PICKER_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The picker's rows: black and red suits alternate."""


@dataclass(frozen=True)
class CardDisplay:
    code: str
    """Canonical text (``TH``), what forms and the API carry."""
    rank: str
    """As printed on the card's corner (``10``)."""
    suit: str
    """The suit symbol (``♥``)."""
    suit_name: str
    red: bool
    label: str
    """Spoken: ``10 of hearts``."""


@cache
def card_display(card: Card) -> CardDisplay:
    rank_name = RANK_NAMES.get(card.rank, str(int(card.rank)))
    return CardDisplay(str(card), card.rank.label, card.suit.symbol, SUIT_NAMES[card.suit],
                    card.suit.is_red, f"{rank_name} of {SUIT_NAMES[card.suit]}")


def card_displays(cards: Iterable[Card], *, sort: bool = True) -> list[CardDisplay]:
    chosen = sorted(cards, key=sort_key) if sort else list(cards)
    return [card_display(card) for card in chosen]


def picker_rows() -> list[tuple[str, list[CardDisplay]]]:
    """The 52-card picker: one row per suit, ace to king."""
    return [(SUIT_NAMES[suit], [card_display(card) for card in DECK if card.suit is suit])
            for suit in PICKER_SUITS]


@dataclass(frozen=True)
class PlacedCard:
    card: CardDisplay
    laid_off: bool
    """Laid off onto this meld by the defender (not the knocker's own card)."""


@dataclass(frozen=True)
class MeldDisplay:
    kind: str
    cards: tuple[PlacedCard, ...]

    @property
    def laid_off(self) -> list[CardDisplay]:
        return [placed.card for placed in self.cards if placed.laid_off]

    @property
    def label(self) -> str:
        return " ".join(f"{placed.card.rank}{placed.card.suit}" for placed in self.cards)


def meld_display(meld: Meld, laid_off: Sequence[Card] = ()) -> MeldDisplay:
    """A meld with any cards laid off on it, each at its place (a run's ends, a set's fourth)."""
    if meld.kind is MeldKind.RUN:
        ordered = sorted([*meld.cards, *laid_off], key=lambda card: card.rank)
    else:
        ordered = [*meld.cards, *laid_off]
    extra = set(laid_off)
    return MeldDisplay(meld.kind.value,
                    tuple(PlacedCard(card_display(card), card in extra) for card in ordered))
