"""Eleven cards, just drawn: what each discard leaves, best first, and whether it ends the hand.

`eleven_cards` answers "what do I throw, and can I knock?" for any 11 cards:
every discard with the deadwood of the 10 cards kept, their melds and
unmatched cards, and whether it allows a knock or gin under the knock limit;
and whether all 11 meld (Big Gin).

How it stays fast (a few 10-card solves for all eleven discards): the set
choices of the 11 cards are tried once each (most hands have none); under a
choice, every suit row's deadwood is one table look-up, and taking a card out
changes only its own row, so each discard costs one more look-up. A discard
that breaks a set simply cannot use that choice. The melds are kept as masks
and turned into `Meld` values only when asked for.
"""

from __future__ import annotations

from itertools import product
from typing import Final, NamedTuple

from .cards import DECK, Card, cards_of
from .deadwood import Arrangement, _runs_of, arrangement_of
from .melding import STANDARD, Melding
from .melds import Meld
from .scoring import KnockLimit
from .solver import SUIT_BITS, rank_sets


class DiscardChoice(NamedTuple):
    """Throwing ``discard`` keeps 10 cards (``kept``) with ``deadwood`` left at best."""

    discard: Card
    deadwood: int
    knock: bool
    """The hand may end with this discard: the deadwood is within the knock limit (a gin is a
    knock with no deadwood)."""
    gin: bool
    """No deadwood is left: gin."""
    kept: int
    """The 10 cards kept, as a mask."""
    sets: tuple[int, ...]
    """The sets of the best arrangement, as masks."""
    melded: int
    """Every card in a meld of the best arrangement, as a mask."""
    melding: Melding

    @property
    def unmatched(self) -> list[Card]:
        return cards_of(self.kept & ~self.melded)

    @property
    def arrangement(self) -> Arrangement:
        """The best arrangement of the 10 cards kept, as melds and deadwood."""
        runs = self.melded & ~sum(self.sets)
        rows = [runs >> (13 * suit) & SUIT_BITS for suit in range(4)]
        melds = [*self.sets, *_runs_of(runs, self.melding, rows)]
        return arrangement_of(self.kept, melds, self.melding)

    @property
    def melds(self) -> tuple[Meld, ...]:
        return self.arrangement.melds


_Entry = tuple[int, int, tuple[int, ...], int]
"""A discard as (sort key, deadwood, sets, melded cards); the key's low 6 bits are the card index,
above them the card's worth (highest first), above that the deadwood (least first)."""


class ElevenCards(NamedTuple):
    """The whole answer for 11 cards: every discard solved, best first, and Big Gin.

    The discards are kept as the solver left them (`entries`); `choices` reads them as
    `DiscardChoice` values, and a choice's `Meld` values are made when asked for.
    """

    hand: int
    entries: list[_Entry]
    """Every discard, least deadwood first (among equals, the card worth most first)."""
    big_gin: bool
    """All 11 cards meld."""
    limit_value: int
    """The knock limit (-1: only gin ends the hand)."""
    melding: Melding

    @property
    def choices(self) -> tuple[DiscardChoice, ...]:
        """Every discard, best first."""
        make = tuple.__new__
        limit, hand, melding = self.limit_value, self.hand, self.melding
        return tuple(
            make(DiscardChoice, (DECK[key & 63], value, value <= limit or value == 0,
                                 value == 0, hand ^ (1 << (key & 63)), sets, melded, melding))
            for key, value, sets, melded in self.entries
        )

    @property
    def best(self) -> DiscardChoice:
        return self.choices[0]

    @property
    def knock_choices(self) -> tuple[DiscardChoice, ...]:
        """The discards that allow a knock or gin."""
        return tuple(choice for choice in self.choices if choice.knock)


def eleven_cards(hand: int, limit: KnockLimit, melding: Melding = STANDARD) -> ElevenCards:
    """Every discard of an 11-card hand (a mask), best first, under ``limit``."""
    rows = (hand & SUIT_BITS, hand >> 13 & SUIT_BITS, hand >> 26 & SUIT_BITS, hand >> 39)
    a, b, c, d = rows
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if triples:
        entries, eleven = _with_sets(hand, triples, melding)
    else:
        # No rank is held three times, so no set: each discard changes one row's look-up.
        table = melding.row_deadwood
        runs = melding.row_runs
        keys = melding.order_keys
        eleven = table[a] + table[b] + table[c] + table[d]
        melded = runs[a] | runs[b] << 13 | runs[c] << 26 | runs[d] << 39
        entries = []
        add = entries.append
        shift = 0
        for full in rows:
            others = eleven - table[full]
            outside = melded & ~(SUIT_BITS << shift)
            for low, index in _ROW_CARDS[full]:
                left = full ^ low
                value = others + table[left]
                add(((value << 12) | keys[index + shift], value, (), outside | runs[left] << shift))
            shift += 13
    entries.sort()
    return _answer(ElevenCards, (hand, entries, eleven == 0,
                                 -1 if limit.limit is None else limit.limit, melding))


_answer = tuple.__new__


_ROW_CARDS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    tuple((1 << rank, rank) for rank in range(13) if row >> rank & 1) for row in range(1 << 13)
)
"""For each suit row: each card's bit in the row and its rank position."""


def _with_sets(hand: int, hand_triples: int, melding: Melding) -> tuple[list[_Entry], int]:
    """Each choice of sets of the 11 cards once; a discard keeps the best choice it leaves whole."""
    table = melding.row_deadwood
    runs = melding.row_runs
    keys = melding.order_keys
    best: dict[int, _Entry] = {}
    eleven = 99999
    for sets in product(*rank_sets(hand, hand_triples)):
        taken = sum(sets)
        rest = hand & ~taken
        rows = (rest & SUIT_BITS, rest >> 13 & SUIT_BITS, rest >> 26 & SUIT_BITS, rest >> 39)
        base = (table[rows[0]], table[rows[1]], table[rows[2]], table[rows[3]])
        total = base[0] + base[1] + base[2] + base[3]
        eleven = min(eleven, total)
        melded = taken | runs[rows[0]] | runs[rows[1]] << 13 | runs[rows[2]] << 26 \
            | runs[rows[3]] << 39
        kept_sets = tuple(mask for mask in sets if mask)
        for suit in range(4):
            row = rows[suit]
            shift = 13 * suit
            others = total - base[suit]
            outside = melded & ~(SUIT_BITS << shift) | taken
            while row:
                low = row & -row
                row ^= low
                left = rows[suit] ^ low
                value = others + table[left]
                index = low.bit_length() - 1 + shift
                known = best.get(index)
                if known is None or value < known[1]:
                    best[index] = ((value << 12) | keys[index], value,
                                   kept_sets, outside | runs[left] << shift)
    return list(best.values()), eleven
