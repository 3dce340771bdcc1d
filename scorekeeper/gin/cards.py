"""Cards: ranks, suits, points, and the text notations players type.

One 52-card deck, no jokers. The ace is low only and worth 1; 2 to 10 are
worth their pips; J, Q and K are worth 10.

Every card has an index 0..51 (``suit * 13 + rank - 1``) and a bit
``1 << index``; a set of cards is then an ``int`` mask, which is what the
solvers work on. Text is read from every notation in the rules (``AS``,
``10h``, ``T♥``, ``Q♠``; spaces or commas between cards) and written in the
canonical short form (``TH``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

from .errors import CardCountError, DuplicateCardError, UnknownCardError
from .phrases import N_, THE_HAND, Holder


class Suit(IntEnum):
    """The four suits, in bridge order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(IntEnum):
    """Ranks from ace (1, low only) to king (13)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        """The one-character name used in canonical card text (``T`` for ten)."""
        return "A23456789TJQK"[self - 1]

    @property
    def label(self) -> str:
        """The name printed on the card's corner (``10`` for ten)."""
        return "10" if self == Rank.TEN else self.letter

    @property
    def points(self) -> int:
        """Deadwood value: ace 1, pips at face value, court cards 10."""
        return min(int(self), 10)


class Card:
    """One playing card. There are exactly 52 instances; compare them with ``==`` or ``is``."""

    __slots__ = ("bit", "index", "rank", "suit")

    rank: Rank
    suit: Suit
    index: int
    bit: int

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        return _DECK[Suit(suit) * 13 + Rank(rank) - 1]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit * 13 + rank - 1)
        object.__setattr__(card, "bit", 1 << (suit * 13 + rank - 1))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``AS``, ``10h``, ``th``, ``Q♠``, ``10♥``. Raises `UnknownCardError`."""
        return parse_card(text)

    @property
    def points(self) -> int:
        return self.rank.points

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    @property
    def pretty(self) -> str:
        """The card as printed for people: ``10♥``, ``Q♠``."""
        return self.rank.label + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return sort_key(self) < sort_key(other)

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))


_DECK: Final[tuple[Card, ...]] = tuple(
    Card._make(rank, suit) for suit in Suit for rank in Rank
)
DECK: Final[tuple[Card, ...]] = _DECK
"""All 52 cards, clubs A..K, then diamonds, hearts, spades (index order)."""


def sort_key(card: Card) -> tuple[int, int]:
    """Order for showing loose cards: by rank, then suit."""
    return (card.rank, card.suit)


_RANK_TEXT: Final[dict[str, Rank]] = {
    **{r.letter: r for r in Rank},
    "10": Rank.TEN,
}
_SUIT_TEXT: Final[dict[str, Suit]] = {
    **{s.letter: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
_CARD_RE: Final = re.compile(r"^(10|[2-9AJQKT])([CDHS♣♦♥♠♧♢♡♤])$")

LOCAL_RANK_LETTERS: Final[dict[str, dict[str, Rank]]] = {
    "de": {"B": Rank.JACK, "D": Rank.QUEEN},  # Bube, Dame (König is K, as in English)
    "fr": {"V": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING},  # valet, dame, roi
}
"""Rank letters printed on a language's cards where they differ from A J Q K, by language.

They are read in the rank's place only (a card is its rank, then its suit), and only when
that language is asked for (``parse_card(text, "de")``): there ``DD`` is the queen of
diamonds and ``BS`` the jack of spades. They never clash with the English notation: no
English card begins with B, D, V or R, and the suit letters stay C D H S (or the symbols).
Spanish and Italian French-suited decks print J Q K, so they add none."""


def _local_card(cleaned: str, language: str | None) -> Card | None:
    """A card written with ``language``'s rank letter (``BS``), or None."""
    letters = LOCAL_RANK_LETTERS.get(language or "", {})
    if len(cleaned) != 2 or cleaned[0] not in letters or cleaned[1] not in _SUIT_TEXT:
        return None
    return _DECK[_SUIT_TEXT[cleaned[1]] * 13 + letters[cleaned[0]] - 1]
_SEPARATORS: Final = re.compile(r"[\s,;]+")


def parse_card(text: str, language: str | None = None) -> Card:
    """Read one card in any notation of the rules, and in ``language``'s rank letters
    (`LOCAL_RANK_LETTERS`) when given. Raises `UnknownCardError` naming the text."""
    cleaned = text.strip().upper().replace("\ufe0f", "")
    match = _CARD_RE.match(cleaned)
    if match is None:
        local = _local_card(cleaned, language)
        if local is not None:
            return local
        raise UnknownCardError(NOT_A_CARD, text=shown_text(text))
    return _DECK[_SUIT_TEXT[match.group(2)] * 13 + _RANK_TEXT[match.group(1)] - 1]


NOT_A_CARD: Final = N_("%(text)s is not a card (try AS, 10H or TH, Q♠)")
NOT_A_CARD_IN: Final = N_("%(text)s is not a card (try AS, 10H or TH, Q♠) %(where)s")


def shown_text(text: str, limit: int = 24) -> str:
    """Text a player typed, safe to repeat in a message: printable, short, escaped if not."""
    cleaned = text.strip()
    if not cleaned or not cleaned.isprintable() or any(0xD800 <= ord(c) <= 0xDFFF for c in cleaned):
        return ascii(text)[:limit]
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + "…"


def canonical_text(text: str, language: str | None) -> str:
    """Card text with ``language``'s rank letters written as the rules' canonical ones
    (``BS DD 10H`` -> ``JS QD 10H`` in German); anything else is left as typed, to be read
    (and refused, if it is no card) by the usual parsers."""
    if not LOCAL_RANK_LETTERS.get(language or ""):
        return text
    pieces = re.split(r"([\s,;|]+)", text)
    return "".join(str(local) if (local := _local_card(piece.strip().upper(), language)) else piece
                   for piece in pieces)


def split_cards(text: str) -> list[str]:
    """Split card text on spaces or commas into the pieces that should each be a card."""
    return [piece for piece in _SEPARATORS.split(text.strip()) if piece]


def parse_cards(text: str | Iterable[str], *, count: int | None = None,
                who: Holder | None = None, language: str | None = None) -> list[Card]:
    """Read several cards, from one string or a list of strings.

    Raises `UnknownCardError` for a piece that is no card, `DuplicateCardError`
    for a card given twice, and `CardCountError` when ``count`` is given and
    not met. ``who`` names the hand in those messages (``Holder.player("Ann")``: "in Ann's
    hand"); ``language`` also
    accepts that language's rank letters (`LOCAL_RANK_LETTERS`).
    """
    pieces = split_cards(text) if isinstance(text, str) else [p for t in text for p in split_cards(str(t))]
    cards: list[Card] = []
    seen = 0
    for piece in pieces:
        try:
            card = parse_card(piece, language)
        except UnknownCardError as error:
            if who is None:
                raise
            raise UnknownCardError(NOT_A_CARD_IN, text=error.phrase.values["text"],
                                   where=who.within) from None
        if seen & card.bit:
            if who is None:
                raise DuplicateCardError(N_("%(card)s is given twice"), card=str(card))
            raise DuplicateCardError(N_("%(card)s is given twice %(where)s"), card=str(card),
                                     where=who.within)
        seen |= card.bit
        cards.append(card)
    if count is not None and len(cards) != count:
        raise CardCountError(N_("%(who)s has %(count)s cards; %(needed)s are needed"),
                             who=(who or THE_HAND).subject, count=len(cards), needed=count)
    return cards


def check_disjoint(named_hands: dict[Holder, Iterable[Card]]) -> None:
    """Raise `DuplicateCardError` naming the card when two hands share one."""
    groups = [list(hand) for hand in named_hands.values()]
    total = 0
    for group in groups:
        total |= mask_of(group)
    if total.bit_count() == sum(len(group) for group in groups):
        return  # every card is different: nothing to name
    owner: dict[Card, Holder] = {}
    for name, hand in named_hands.items():
        for card in hand:
            if card in owner:
                first = owner[card]
                if first != name:
                    raise DuplicateCardError(N_("%(card)s is both %(first)s and %(second)s"),
                                             card=str(card), first=first.within,
                                             second=name.within)
                raise DuplicateCardError(N_("%(card)s is twice %(where)s"), card=str(card),
                                         where=name.within)
            owner[card] = name


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text for several cards: ``3S 4S 5S``."""
    return " ".join(str(card) for card in cards)


def pretty_cards(cards: Iterable[Card]) -> str:
    """Cards as people read them, joined without spaces: ``3♠4♠5♠``."""
    return "".join(card.pretty for card in cards)


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of a group of cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, in index order (suit, then rank)."""
    return list(iter_cards(mask))


def iter_cards(mask: int) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield _DECK[low.bit_length() - 1]
        mask ^= low


def points_of(mask: int) -> int:
    """Total deadwood value of the cards of a mask."""
    return sum(card.points for card in iter_cards(mask))
