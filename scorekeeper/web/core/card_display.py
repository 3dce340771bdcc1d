"""Cards and melds as the templates draw them: rank, suit symbol and a spoken label."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from ...gin import DECK, Card, Meld, MeldKind, Rank, Suit
from ...gin.cards import LOCAL_RANK_LETTERS, sort_key
from ...wording import N_, wording_for
from .language import current_language

SUIT_NAMES: Final = {Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"),
                     Suit.HEARTS: N_("hearts"), Suit.SPADES: N_("spades")}
RANK_NAMES: Final = {Rank.ACE: N_("ace"), Rank.JACK: N_("jack"), Rank.QUEEN: N_("queen"),
                     Rank.KING: N_("king")}
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


def card_display(card: Card) -> CardDisplay:
    """The card as the page draws it, its spoken label in the page's language."""
    return _card_display(card, current_language(), False)


@cache
def _card_display(card: Card, language: str, local_letters: bool) -> CardDisplay:
    """``local_letters``: the rank as the language's cards print it (German ``B`` for Bube)."""
    w = wording_for(language)
    rank_name = w._(RANK_NAMES[card.rank]) if card.rank in RANK_NAMES else str(int(card.rank))
    suit_name = w._(SUIT_NAMES[card.suit])
    letters = {rank: letter for letter, rank in LOCAL_RANK_LETTERS.get(language, {}).items()}
    rank = letters.get(card.rank, card.rank.label) if local_letters else card.rank.label
    return CardDisplay(str(card), rank, card.suit.symbol, suit_name, card.suit.is_red,
                       w._("%(rank)s of %(suit)s", rank=rank_name, suit=suit_name))


def card_displays(cards: Iterable[Card], *, sort: bool = True) -> list[CardDisplay]:
    chosen = sorted(cards, key=sort_key) if sort else list(cards)
    return [card_display(card) for card in chosen]


def picker_rows() -> list[tuple[str, list[CardDisplay]]]:
    """The 52-card picker: one row per suit, ace to king, its labels in the page's language
    and its ranks as that language's cards print them (`LOCAL_RANK_LETTERS`)."""
    language = current_language()
    rows = []
    for suit in PICKER_SUITS:
        cards = [_card_display(card, language, True) for card in DECK if card.suit is suit]
        rows.append((cards[0].suit_name.capitalize(), cards))
    return rows


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
